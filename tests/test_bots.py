"""Bots and the arena, over every registered game: pycards.bots, pycards.arena, `pycards arena`."""

import io
import json

import numpy as np
import pytest

import pycards as pc
from pycards import _core
from pycards._progress import Progress
from pycards.bots import Bot, GreedyBot, RandomBot, make_bot


def test_rng_is_the_library_generator():
    r = pc.Rng(42)
    assert [r.next() for _ in range(5)] == _core.random_u64(42, 5)
    a, b = pc.Rng(7), pc.Rng(7)
    draws = [a.below(13) for _ in range(1000)]
    assert draws == [b.below(13) for _ in range(1000)] and set(draws) == set(range(13))
    c = a.copy()
    assert [a.below(1000) for _ in range(10)] == [c.below(1000) for _ in range(10)]
    assert pc.Rng(1).below(1) == 0


@pytest.mark.parametrize("bad", [0, -1, 2**32, 2**70])
def test_rng_bound_is_checked(bad):
    with pytest.raises(ValueError, match="bound"):
        pc.Rng(1).below(bad)


@pytest.mark.parametrize("bad,error", [(-1, ValueError), (2**64, ValueError), ("7", TypeError), (1.5, TypeError)])
def test_rng_seed_is_checked(bad, error):
    with pytest.raises(error):
        pc.Rng(bad)


@pytest.mark.parametrize("name", pc.games())
def test_random_bot_plays_every_game_to_the_end_reproducibly(name):
    def play(seed):
        s = pc.game(name).new_deal(seed=11)
        bot, moves = RandomBot(seed=seed), []
        while not s.is_over():
            m = bot.choose(s)
            assert m in s.legal_moves()
            s.play(m)
            moves.append(str(m))
        return moves, s.notation()

    assert play(3) == play(3)
    with pytest.raises(ValueError, match="over"):
        RandomBot().choose(pc.game(name).position(play(3)[1]))


def test_random_bot_draws_uniformly():
    s = pc.game("kazino").new_deal(seed=2)
    n = len(s.legal_moves())
    bot = RandomBot(seed=9)
    counts = np.bincount([s.legal_moves().index(bot.choose(s)) for _ in range(n * 400)], minlength=n)
    assert counts.min() > 300 and counts.max() < 500  # 400 expected; 5 standard deviations is 100


def test_make_bot_names_and_errors():
    assert isinstance(make_bot("random", seed=2), RandomBot)
    assert isinstance(make_bot("greedy", seed=2), GreedyBot)
    assert isinstance(make_bot("pimc", seed=2), pc.bots.PIMCBot) and not make_bot("pimc").votes
    assert make_bot("pimc-votes", seed=2).votes
    with pytest.raises(ValueError, match="unknown bot 'nope'; the bots are: greedy, pimc, pimc-votes, random"):
        make_bot("nope")
    with pytest.raises(TypeError):
        make_bot(3)
    with pytest.raises(TypeError):
        Bot()  # abstract: a bot defines choose


def _plain_arena(g, bots, games, seed):
    """The arena's definition, spelled out: boards of seeded deals, bot (seat + r) % k at each seat in
    rotation r, a bot's board result the mean of its sides' score changes."""
    seeds = _core.random_u64(seed, games)
    out = []
    for deal_seed in seeds:
        got = {b: [] for b in range(len(bots))}
        for r in range(len(bots)):
            s = g.new_deal(seed=deal_seed)
            before = s.scores()
            while not s.is_over():
                s.play(bots[(s.to_move + r) % len(bots)].choose(s))
            after = s.scores()
            seats = g.options.get("players") or len(after)
            for seat in range(seats):
                side = seat % len(after)
                got[(seat + r) % len(bots)].append(after[side] - before[side])
        out.append([np.mean(got[b]) for b in range(len(bots))])
    return np.array(out)


@pytest.mark.parametrize("name,options", [("uragan", {}), ("uragan", {"players": 4}), ("thousand", {}),
                                          ("kazino", {"players": 3}), ("chip_game", {})])
def test_arena_is_its_definition(name, options):
    g = pc.game(name, **options)
    r = pc.arena(g, [RandomBot(seed=1), RandomBot(seed=2)], games=6, seed=5, progress=False)
    want = _plain_arena(g, [RandomBot(seed=1), RandomBot(seed=2)], 6, 5)
    assert np.allclose(r.boards, want)
    assert r.mean == pytest.approx(list(want.mean(axis=0)))
    assert r.ci95 == pytest.approx(list(1.96 * want.std(axis=0, ddof=1) / np.sqrt(6)))
    assert r.bots == ["random#1", "random#2"] and r.games == 6 and r.options == g.options


def test_arena_is_seeded_and_rotates_seats():
    a = pc.arena("uragan", ["random", "random"], games=10, seed=3, progress=False)
    b = pc.arena("uragan", ["random", "random"], games=10, seed=3, progress=False)
    assert np.array_equal(a.boards, b.boards)
    assert not np.array_equal(a.boards, pc.arena("uragan", ["random", "random"], games=10, seed=4,
                                                  progress=False).boards)
    text = str(a)
    assert text.startswith("uragan: 10 boards x 2 rotations, seed 3") and "random#1" in text and "95% CI" in text


class _Capturer(Bot):
    """Takes the move that puts the most cards in its own pile now (fishing games)."""

    name = "capturer"

    def choose(self, state):
        side = state.to_move % len(state.piles)

        def taken(m):
            c = state.copy()
            c.play(m)
            return len(c.piles[side])

        return max(state.legal_moves(), key=taken)


def test_arena_tells_a_stronger_bot_from_a_weaker_one():
    r = pc.arena("kazino", [_Capturer(), RandomBot(seed=1)], games=40, seed=1, progress=False)
    assert r.mean[0] - r.ci95[0] > r.mean[1] + r.ci95[1], str(r)


@pytest.mark.parametrize("bad,error", [(0, ValueError), (True, ValueError), (1.5, ValueError), (10**7, ValueError)])
def test_arena_checks_its_arguments(bad, error):
    with pytest.raises(error):
        pc.arena("uragan", ["random"], games=bad)
    with pytest.raises(ValueError, match="at least one bot"):
        pc.arena("uragan", [])
    with pytest.raises(TypeError, match="choose"):
        pc.arena("uragan", [object()])
    with pytest.raises(TypeError, match="game"):
        pc.arena(3, ["random"])
    with pytest.raises(ValueError, match="unknown bot"):
        pc.arena("uragan", ["random", "nope"])


def test_progress_bar_shows_only_when_asked_and_after_the_delay():
    out = io.StringIO()
    with Progress(4, "x", enabled=True, stream=out, delay=0.0) as p:
        for _ in range(4):
            p.update()
    assert "x [" in out.getvalue() and "4/4" in out.getvalue() and out.getvalue().endswith("\n")
    quiet = io.StringIO()
    with Progress(4, "x", stream=quiet, delay=0.0) as p:  # a StringIO is not a terminal
        p.update(4)
    assert quiet.getvalue() == ""
    late = io.StringIO()
    with Progress(4, "x", enabled=True, stream=late, delay=60.0) as p:
        p.update(4)
    assert late.getvalue() == ""


def test_arena_command_line(capsys):
    from pycards.cli import main

    assert main(["arena", "uragan", "--bots", "random,random", "--games", "4", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert "uragan: 4 boards x 2 rotations, seed 2" in out
    assert main(["arena", "kazino", "-o", "players=3", "--bots", "random", "--games", "3", "--json"]) == 0
    got = json.loads(capsys.readouterr().out)
    assert got["game"] == "kazino" and got["options"]["players"] == 3 and len(got["mean"]) == 1
    assert main(["arena", "uragan", "--bots", "nope"]) == 2
    assert "unknown bot" in capsys.readouterr().err
    assert main(["arena", "nogame"]) == 2


# Each game's greedy-beats-random test and its check that a bot's move is a function of the
# seat's view (the same in every world sample_world deals) are in tests/<game>/test_bots.py.


def test_greedy_bot_names_the_games_it_plays(monkeypatch):
    import pycards.thousand

    monkeypatch.delattr(pycards.thousand, "greedy_rule", raising=False)  # a game without a rule
    assert "thousand" not in GreedyBot.games() and "kazino" in GreedyBot.games()
    with pytest.raises(ValueError, match="no rule for thousand; it plays .*kazino"):
        GreedyBot().choose(pc.game("thousand").new_deal(seed=1))


def test_every_game_module_rule_is_found():
    from pycards import bots

    assert bots.greedy_rule("uragan") is bots.fishing_greedy
    assert bots.greedy_rule("no_such_game") is None
