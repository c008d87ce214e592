"""The exact solver on Хурикан states (pycards.solve) against plain minimax on the pure-Python
reference (tests/hurricane/minimax.py), every legal move's value; the rules page's worked example;
the best line; limits and bad input."""
import random

import pytest

import pycards as pc
from pycards.solve import SOLVABLE

from .minimax import clone, from_state, move_values
from .reference import points
from .test_hurricane import example_b

SETUPS = [
    dict(),
    dict(leftover="last_capturer"),
    dict(max_lay=1),
    dict(max_lay=6, opening_lay="max_lay", round_leader="non_dealer"),
    dict(max_lay=2, leftover="last_capturer", round_leader="non_dealer"),
]


def ending(opts, seed, cards_left, stock_left=0):
    """A random deal played at random until at most `cards_left` cards are in the hands and the
    stock holds `stock_left` cards."""
    rng = random.Random(seed)
    s = pc.game("hurricane", **opts).new_deal(seed=seed, dealer=seed % 2)
    while len(s.stock) > stock_left or sum(len(h) for h in s.hands) > cards_left:
        s.play(rng.choice(s.legal_moves()))
    return s


def check_against_minimax(s):
    want = move_values(from_state(s))
    r = pc.solve(s)
    assert r.exact
    assert r.moves == want
    assert r.value == max(want.values())
    assert sorted(r.best) == sorted(m for m, v in want.items() if v == r.value)
    return r


# The two tests below: 5 * 36 + 5 * 8 = 220 random endings, every move's value.
@pytest.mark.parametrize("opts", SETUPS, ids=[str(o) for o in SETUPS])
def test_every_move_value_agrees_with_plain_minimax_on_last_round_endings(opts):
    base = 100 * SETUPS.index(opts)
    for i in range(36):
        check_against_minimax(ending(opts, base + i, cards_left=2 + i % 5))


@pytest.mark.parametrize("opts", SETUPS, ids=[str(o) for o in SETUPS])
def test_every_move_value_agrees_with_plain_minimax_across_the_last_redeal(opts):
    """Endings with the stock's last 4 cards still to deal (round 3 into round 4)."""
    base = 5000 + 100 * SETUPS.index(opts)
    for i in range(8):
        check_against_minimax(ending(opts, base + i, cards_left=2 + i % 3, stock_left=4))


def test_value_counts_the_piles_already_captured():
    s = ending({}, 77, cards_left=4)
    r = pc.solve(s)
    seat = s.to_move
    scored = points([str(c) for c in s.piles[seat]]) - points([str(c) for c in s.piles[1 - seat]])
    assert r.extra["scored"] == scored
    # the best line played out scores the value
    t = s.copy()
    for m in r.best_line:
        t.play(m)
    assert t.is_over()
    total = t.deal_result()["total"]
    assert total[seat] - total[1 - seat] == r.value


@pytest.mark.parametrize("leftover, want", [
    ("nobody", {"JD+2HxKH": 14, "2H": -6, "JD": -16, "JD+2H": -16}),
    ("last_capturer", {"JD+2HxKH": 3, "2H": -37, "JD": -37, "JD+2H": -37}),
])
def test_worked_example_b(leftover, want):
    """The rules page's end-of-deal table: A's points minus B's over the rest of the deal is the
    solver's value minus the points already scored (A 90, B 93: -3)."""
    for capturer in (0, 1):
        s = example_b(leftover, capturer)
        r = pc.solve(s)
        assert r.extra["scored"] == 90 - 93
        assert {m: v - r.extra["scored"] for m, v in r.moves.items()} == want
        assert r.best == ["JD+2HxKH"]
        assert r.value == want["JD+2HxKH"] - 3
        assert r.best_line[0] == "JD+2HxKH" and sorted(r.best_line[1:]) == ["3Cx3D", "5D"]


def test_best_line_replays_on_the_state_from_a_whole_round():
    s = ending({}, 5, cards_left=12, stock_left=4)
    r = pc.solve(s)
    t = s.copy()
    for m in r.best_line:
        assert t.is_legal(m)
        t.play(m)
    assert t.is_over()
    total = t.deal_result()["total"]
    assert total[s.to_move] - total[1 - s.to_move] == r.value


def test_value_only_mode_agrees():
    s = ending(dict(leftover="last_capturer"), 9, cards_left=8)
    full = pc.solve(s)
    quick = pc.solve(s, all_moves=False)
    assert quick.exact and quick.value == full.value and quick.best[0] in full.best


def test_limit_nodes_never_reports_a_wrong_exact_value():
    s = ending({}, 11, cards_left=12, stock_left=4)
    full = pc.solve(s)
    for limit in (1, 10, 100, 1000):
        r = pc.solve(s, limit_nodes=limit)
        assert r.lower <= full.value <= r.upper
        if r.exact:
            assert r.value == full.value
        else:
            assert r.value is None and r.best == [] and r.best_line == []
        for m, v in r.moves.items():
            assert v is None or v == full.moves[m]


def test_solve_refuses_a_deal_that_is_over_and_target():
    s = ending({}, 3, cards_left=0)
    assert s.is_over()
    with pytest.raises(pc.InvalidPositionError, match="over"):
        pc.solve(s)
    t = ending({}, 3, cards_left=4)
    with pytest.raises(ValueError, match="target"):
        pc.solve(t, target=3)
    assert "hurricane" in SOLVABLE


def test_solve_in_a_match_solves_the_current_deal():
    g = pc.game("hurricane", deals=3)
    s = g.new_match(seed=4)
    rng = random.Random(4)
    while len(s.stock) or sum(len(h) for h in s.hands) > 6:
        s.play(rng.choice(s.legal_moves()))
    r = pc.solve(s)
    want = move_values(from_state(s))
    assert r.moves == want
    t = s.copy()
    for m in r.best_line:
        t.play(m)
    assert t.deals_played == 1


def test_the_opening_move_of_a_deal_is_solved_with_the_opening_cap():
    # max_lay=1 with opening_lay="fixed": the opening turn may still lay 2 or 3 cards
    s = pc.game("hurricane", max_lay=1).new_deal(seed=8)
    r = pc.solve(s, limit_nodes=1)
    assert set(r.moves) == {str(m) for m in s.legal_moves()}
    assert any(m.count("+") == 2 for m in r.moves)


def test_minimax_clone_is_independent():
    d = from_state(ending({}, 2, cards_left=6))
    c = clone(d)
    c.play(c.legal_moves()[0])
    assert d.to_move != c.to_move or d.hands != c.hands
