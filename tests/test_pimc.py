"""The PIMC bot: decides from the seat's view only, respects its options, falls back where the
solver does not reach."""

import random

import pytest

import pycards as pc
from pycards.bots import GreedyBot, PIMCBot, RandomBot


def late_uragan(seed, moves=26):
    """A 2-player Ураган deal after `moves` random moves (short exact solves)."""
    s = pc.game("uragan").new_deal(seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if s.is_over():
            break
        s.play(rng.choice(s.legal_moves()))
    return s


def test_the_move_does_not_depend_on_hidden_cards():
    checked = 0
    for seed in range(6):
        s = late_uragan(seed)
        if s.is_over() or len(s.legal_moves()) < 2:
            continue
        want = PIMCBot(samples=6, seed=3, threads=2).choose(s)
        for k in range(3):  # the same view, the hidden cards dealt otherwise
            w = s.sample_world(s.to_move, seed=100 + k)
            assert w.view(w.to_move) == s.view(s.to_move)
            assert PIMCBot(samples=6, seed=3, threads=2).choose(w) == want
        checked += 1
    assert checked >= 3


def test_means_are_those_of_the_solved_worlds():
    s = late_uragan(2, moves=30)
    bot = PIMCBot(samples=4, seed=1, threads=1)
    means = bot.evaluate(s)
    assert set(means) == {str(m) for m in s.legal_moves()} and bot.last["worlds"] == 4
    # recompute from the same worlds: the bot's generator gives the world seeds
    rng = pc.Rng(1)
    worlds = [s.sample_world(s.to_move, seed=rng.next()) for _ in range(4)]
    total = {m: 0 for m in means}
    for w in worlds:
        for m, v in pc.solve(w).moves.items():
            total[m] += v
    assert means == {m: t / 4 for m, t in total.items()}
    assert str(PIMCBot(samples=4, seed=1, threads=1).choose(s)) in [
        m for m, v in means.items() if v == max(means.values())]


def thousand_opponent_to_move():
    """A Тысяча deal in the middle of its card play, an opponent of the declarer to move."""
    s = pc.game("thousand").new_deal(seed=4)
    g = RandomBot(seed=1)
    while s.phase != "play":
        s.play(g.choose(s))
    rng = random.Random(1)
    for _ in range(12):
        s.play(rng.choice(s.legal_moves()))
        if s.to_move != s.declarer and len(s.legal_moves()) > 1:
            break
    return s


def test_votes_are_those_of_the_solved_worlds():
    s = late_uragan(2, moves=26)
    bot = PIMCBot(samples=6, seed=1, threads=1, votes=True)
    shares = bot.evaluate(s)
    assert set(shares) == {str(m) for m in s.legal_moves()} and bot.last["worlds"] == 6
    # recompute from the same worlds, solved with every move's value: each world's vote is shared
    # equally among its optimal moves
    rng = pc.Rng(1)
    total = {m: 0.0 for m in shares}
    split = 0
    for _ in range(6):
        r = pc.solve(s.sample_world(s.to_move, seed=rng.next()))
        for m in r.best:
            total[m] += 1 / len(r.best)
        split += len(r.best) > 1
    assert shares == pytest.approx({m: t / 6 for m, t in total.items()})
    assert sum(shares.values()) == pytest.approx(1.0)
    assert split > 0  # ties among the best moves: shared votes are exercised
    assert min(shares.values()) < max(shares.values())
    assert str(PIMCBot(samples=6, seed=1, threads=1, votes=True).choose(s)) in [
        m for m, v in shares.items() if v == max(shares.values())]
    assert repr(bot) == "PIMCBot(samples=6, seed=1, votes=True)"


def test_votes_in_thousand_go_to_each_sides_best_moves():
    s = thousand_opponent_to_move()
    shares = PIMCBot(samples=4, seed=2, threads=1, votes=True).evaluate(s)
    means = PIMCBot(samples=4, seed=2, threads=1).evaluate(s)  # the same worlds
    assert shares and sum(shares.values()) == pytest.approx(1.0)
    # a move optimal in every world (a vote share of 1) is the opponent's best on average too
    for m, share in shares.items():
        if share == pytest.approx(1.0):
            assert means[m] == max(means.values())
    # the same worlds solved with every move's value (the declarer's view): each world's vote goes
    # to the moves that minimise the declarer's total, as the opponent to move wants
    rng = pc.Rng(2)
    total = {m: 0.0 for m in shares}
    decided = 0
    for _ in range(4):
        r = pc.solve(s.sample_world(s.to_move, seed=rng.next()))
        low = min(r.moves.values())
        assert set(r.best) == {m for m, v in r.moves.items() if v == low}
        for m in r.best:
            total[m] += 1 / len(r.best)
        decided += len(r.best) < len(r.moves)
    assert decided > 0  # a world where the opponent's choice matters
    assert shares == pytest.approx({m: t / 4 for m, t in total.items()})


def test_its_solves_draw_no_status_line(solve_progress_asked):
    # a decision's solves run in a pool beside the caller's own output: each is told progress=False
    PIMCBot(samples=3, seed=1, threads=1).choose(late_uragan(2, moves=30))
    assert solve_progress_asked == [False] * 3


def test_thousand_opponents_minimise_the_declarer():
    s = thousand_opponent_to_move()
    bot = PIMCBot(samples=4, seed=2, threads=1)
    means = bot.evaluate(s)
    assert means and bot.last["worlds"] == 4
    # in the opponent's favour: larger is better, i.e. the declarer's total negated
    assert all(v <= 0 for v in means.values())


def test_fallback_where_the_solver_does_not_reach():
    trade = pc.game("torgovlya").new_deal(seed=1)  # a game without a solver
    bot = PIMCBot(samples=2, seed=1, threads=1)
    assert bot.choose(trade) in trade.legal_moves() and bot.last["fallback"]
    first = pc.game("uragan").new_deal(seed=1)  # a whole deal: over a tiny node limit
    bot = PIMCBot(samples=2, seed=1, threads=1, limit_nodes=10)
    assert bot.choose(first) == GreedyBot(seed=1 ^ 0x5F3759DF).choose(first)
    assert bot.last["over_limit"] == 1 and bot.last["fallback"]  # one batch (one thread), then it stops
    bot = PIMCBot(samples=2, seed=1, threads=1, limit_nodes=10, fallback=RandomBot(seed=4))
    assert bot.choose(first) == RandomBot(seed=4).choose(first)


def test_time_budget_stops_early():
    s = late_uragan(1, moves=14)
    bot = PIMCBot(samples=1000, seed=1, threads=2, time_budget=0.05)
    bot.choose(s)
    assert 1 <= bot.last["worlds"] + bot.last["over_limit"] < 1000


@pytest.mark.parametrize("kw, match", [
    ({"samples": 0}, "samples"), ({"samples": True}, "samples"), ({"time_budget": -1}, "time_budget"),
    ({"threads": 0}, "threads"), ({"limit_nodes": 0}, "limit_nodes"),
])
def test_bad_options(kw, match):
    with pytest.raises(ValueError, match=match):
        PIMCBot(**kw)
    with pytest.raises(TypeError, match="votes"):
        PIMCBot(votes=1)


def test_in_the_arena_by_name():
    r = pc.arena("chip_game", ["pimc", "random"], games=2, seed=1, progress=False)
    assert r.bots == ["pimc", "random"]
