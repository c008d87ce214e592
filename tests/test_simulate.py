"""pycards.simulate: the C++ batch of seeded playouts of every game — columns, determinism over
thread counts, start positions, and rows equal to the same deals played through the Python API."""

from __future__ import annotations

import numpy as np
import pytest

import pycards as pc
from tests.budget import budget
from tests.rng_model import PyXoshiro

GAMES = pc.games()


def _players(g) -> int:
    return int(g.options.get("players", len(g.new_deal(seed=0).scores())))


def _python_row(g, seed: int, i: int, start=None):
    """Row i of simulate(bot="random") played through the Python API."""
    if start is None:
        s = g.new_deal(seed=seed + i, dealer=i % _players(g))
        rng = PyXoshiro(seed + i + 1)
    else:
        s = start.copy()
        rng = PyXoshiro(seed + i)
    moves = 0
    while not s.is_over():
        legal = s.legal_moves()
        s.play(legal[rng.below(len(legal))])
        moves += 1
    return list(s.scores()), moves, s


@pytest.mark.parametrize("name", GAMES)
def test_columns_threads_and_seed(name):
    g = pc.game(name)
    sides = len(g.new_deal(seed=0).scores())
    r = pc.simulate(name, 12, seed=5, threads=1)
    assert set(r) > {"scores", "moves", "deals"}  # and the game's breakdown (tests/test_simulate_breakdown.py)
    assert r["scores"].shape == (12, sides) and r["scores"].dtype == np.int64
    assert r["moves"].shape == (12,) and r["moves"].dtype == np.int64
    assert r["deals"].shape == (12,) and r["deals"].dtype == np.int64
    assert (r["moves"] >= 0).all() and (r["deals"] >= 0).all()
    r2 = pc.simulate(g, 12, seed=5, threads=2)
    for k in r:
        assert np.array_equal(r[k], r2[k])
    r3 = pc.simulate(name, 12, seed=6, threads=1)
    # another seed, other games: some column differs (random Construction games all run to
    # max_draws and are drawn, so only the breakdown tells them apart)
    assert any(not np.array_equal(r[k], r3[k]) for k in r)


@pytest.mark.parametrize("name", GAMES)
def test_rows_equal_the_python_api(name):
    g = pc.game(name)
    r = pc.simulate(g, 3, seed=11, threads=1)
    for i in range(3):
        scores, moves, _ = _python_row(g, 11, i)
        assert list(r["scores"][i]) == scores
        assert r["moves"][i] == moves


@pytest.mark.parametrize("name", GAMES)
def test_start_state_rows_and_state_untouched(name):
    g = pc.game(name)
    s = g.new_deal(seed=3)
    for _ in range(2):  # a mid-game state: up to two first moves that do not end the deal
        t = s.copy()
        t.play(t.legal_moves()[0])
        if t.is_over():
            break
        s = t
    before = s.notation()
    r = pc.simulate(g, 4, seed=20, threads=2, start=s)
    assert s.notation() == before
    for i in range(2):
        scores, moves, _ = _python_row(g, 20, i, start=s)
        assert list(r["scores"][i]) == scores and r["moves"][i] == moves


def test_match_plays_whole_games():
    g = pc.game("torgovlya")
    r = pc.simulate(g, 4, seed=2, threads=1, match=True)
    s = g.new_match(seed=2)
    rng = PyXoshiro(3)
    while not s.is_over():
        legal = s.legal_moves()
        s.play(legal[rng.below(len(legal))])
    assert list(r["scores"][0]) == list(s.scores())
    assert r["deals"][0] >= 1


def test_game_with_options():
    g = pc.game("uragan", players=4)
    r = pc.simulate(g, 3, seed=1, threads=1)
    assert r["scores"].shape == (3, len(g.new_deal(seed=0).scores()))


def test_bad_arguments():
    with pytest.raises(ValueError, match="implemented games"):
        pc.simulate("nope", 1)
    with pytest.raises(TypeError):
        pc.simulate(3, 1)
    with pytest.raises(ValueError):
        pc.simulate("chip_game", -1)
    with pytest.raises(TypeError):
        pc.simulate("chip_game", "5")
    with pytest.raises(ValueError):
        pc.simulate("chip_game", 1, seed=-1)
    with pytest.raises(ValueError):
        pc.simulate("chip_game", 1, threads=0)
    with pytest.raises(ValueError):
        pc.simulate("chip_game", 1, threads=257)
    with pytest.raises(ValueError, match="bot"):
        pc.simulate("chip_game", 1, bot="smart")
    with pytest.raises(TypeError):
        pc.simulate("chip_game", 1, bot=1)
    with pytest.raises(ValueError, match="state of chip_game"):
        pc.simulate("chip_game", 1, start=pc.game("uragan").new_deal(seed=1))
    done = pc.game("chip_game").new_deal(seed=1)
    while not done.is_over():
        done.play(done.legal_moves()[0])
    with pytest.raises(ValueError, match="finished"):
        pc.simulate("chip_game", 1, start=done)
    with pytest.raises(ValueError, match="options"):
        pc.simulate(pc.game("chip_game", players=2), 1, start=pc.game("chip_game").new_deal(seed=1))


def test_zero_rows():
    r = pc.simulate("uragan", 0, threads=1)
    assert r["scores"].shape == (0, 2) and r["moves"].shape == (0,)


def _python_greedy_row(g, seed: int, i: int):
    """Row i of simulate(bot="greedy") played through the Python greedy rule: (scores, moves, state).
    The row draws its ties from Rng(seed + i + 1), the same draws the Python rule makes."""
    rule = pc.bots.greedy_rule(g.name)
    s = g.new_deal(seed=seed + i, dealer=i % _players(g))
    rng = pc.Rng(seed + i + 1)
    moves = 0
    while not s.is_over():
        s.play(rule(s, rng))
        moves += 1
    return list(s.scores()), moves, s


@pytest.mark.parametrize("name", GAMES)
def test_greedy_rows_equal_the_python_greedy_rule(name):
    # bot="greedy" is each game's C++ greedy_move: the rows are the Python greedy games.
    g = pc.game(name)
    r = pc.simulate(g, 3, seed=21, threads=1, bot="greedy")
    # every row runs in C++; the sanitizers' budget cross-checks the shortest rows in Python
    for i in sorted(range(3), key=lambda i: r["moves"][i])[:budget(3)]:
        scores, moves, _ = _python_greedy_row(g, 21, i)
        assert list(r["scores"][i]) == scores, (name, i)
        assert r["moves"][i] == moves
