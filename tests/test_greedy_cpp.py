"""The C++ greedy rule of every game (`greedy_move` of its namespace, the policy of
`pycards.simulate(bot="greedy")`) is its Python `greedy_rule`: on positions of random playouts of
every battery option set, the C++ move (`state._greedy_move(seed)`) has the largest Python key
(`pycards.<game>.greedy_key(state)`) and is the very move `greedy_rule(state, Rng(seed))` plays
(same tie draws); over many seeds every tied move is drawn uniformly (chi-square at 99.9%)."""

from collections import Counter

import pytest
from battery_hooks import cases
from scipy.stats import chi2

import pycards as pc
from pycards.bots import RandomBot, greedy_key, greedy_rule

POSITIONS = 36  # per option set: a few hundred per game over its setups
SEEDS = (0, 7)


def _deal(game, seed):
    return game.new_deal(seed=seed, dealer=seed % 2)


def playout_positions(game, n, seed=0):
    """Up to `n` positions from random playouts (every phase), spread over several deals."""
    out, deal = [], 0
    while len(out) < n and deal < 4 * n:
        s, bot = _deal(game, seed + deal), RandomBot(seed=seed + deal)
        step = 1 + deal % 3
        k = 0
        while not s.is_over() and len(out) < n:
            if k % step == 0:
                out.append(s.copy())
            s.play(bot.choose(s))
            k += 1
        deal += 1
    return out


def test_every_game_has_a_cpp_greedy_rule():
    games = {g for g, _ in cases()}
    assert games == set(pc.games())
    for g in pc.games():
        assert greedy_key(g) is not None and greedy_rule(g) is not None, g


@pytest.mark.parametrize(("name", "options"), cases())
def test_cpp_move_is_the_python_rules(name, options):
    game = pc.game(name, **options)
    rule, key_of = greedy_rule(name), greedy_key(name)
    positions = playout_positions(game, POSITIONS)
    assert len(positions) >= min(POSITIONS, 10)
    for s in positions:
        key = key_of(s)
        moves = s.legal_moves()
        top = max(key(m) for m in moves)
        for seed in SEEDS:
            move = s._greedy_move(seed)
            assert move in moves, (s.notation(), str(move))
            assert key(move) == top, (s.notation(), str(move))
            assert str(move) == str(rule(s, pc.Rng(seed))), (s.notation(), seed)


def tied_position(name):
    """A position of random playouts where the Python key ties at least two moves (the most
    ties found), or None."""
    game = pc.game(name)
    best, ties = None, 1
    for s in playout_positions(game, 150, seed=100):
        key = greedy_key(name)(s)
        if getattr(key, "draws", True) is False:
            continue
        keys = [key(m) for m in s.legal_moves()]
        n = keys.count(max(keys))
        if n > ties:
            best, ties = s, n
            if n >= 4:
                break
    return best


# Games whose rule never ties: the chip game has one move, Три тройки's rule names one, and Тон's
# keys are card powers, distinct for the distinct cards of one deck.
NO_TIES = {"chip_game", "tri_troyki", "ton"}


@pytest.mark.parametrize("name", sorted(pc.games()))
def test_ties_are_drawn_uniformly(name):
    s = tied_position(name)
    if name in NO_TIES:
        assert s is None
        return
    assert s is not None, f"no tied position found for {name}"
    key = greedy_key(name)(s)
    keys = {str(m): key(m) for m in s.legal_moves()}
    top = max(keys.values())
    tied = sorted(t for t, k in keys.items() if k == top)
    draws = 150 * len(tied)
    counts = Counter(str(s._greedy_move(seed)) for seed in range(draws))
    assert set(counts) == set(tied)
    expected = draws / len(tied)
    stat = sum((counts[t] - expected) ** 2 / expected for t in tied)
    assert stat < chi2.ppf(0.999, len(tied) - 1), (counts, stat)


@pytest.mark.parametrize("name", sorted(pc.games()))
def test_bad_seed_and_finished_game(name):
    s = next(d for d in (_deal(pc.game(name), k) for k in range(1, 20)) if not d.is_over())
    with pytest.raises(TypeError):
        s._greedy_move("1")
    with pytest.raises(TypeError):
        s._greedy_move(1.5)
    with pytest.raises(ValueError):
        s._greedy_move(-1)
    with pytest.raises(ValueError):
        s._greedy_move(2**64)
    before = s.notation()
    s._greedy_move(3)
    assert s.notation() == before  # the state is not touched
    bot = RandomBot(seed=1)
    while not s.is_over():
        s.play(bot.choose(s))
    with pytest.raises(ValueError, match="over"):
        s._greedy_move(0)
