"""pycards.tri_troyki.odds against a plain enumeration with Fractions written from the rules page
(a few hands; the full table is the C++ enumeration's)."""

from fractions import Fraction

import pytest

import pycards as pc
from pycards.tri_troyki import odds

from .reference import classify

CARD = {1: "A", 10: "K", **{v: str(v) for v in range(2, 10)}}


def settle(p, b, compare="higher_total", tie="push", banker_multiplier=True):
    if compare == "nine_only" and p[2] < 10 and b[2] < 10:
        return 0
    bm = b[3] if banker_multiplier else 1
    if p[2] != b[2]:
        return p[3] if p[2] > b[2] else -bm
    return -bm if tie == "banker" else 0


def counts_without(values):
    left = {v: 32 if v == 10 else 8 for v in range(1, 11)}
    for v in values:
        left[v] -= 1
    return left


def banker_ev(player, stands_on, options):
    """EV (stakes) of the player's final hand against every banker hand, the pack without his cards."""
    p = classify([CARD[v] + "S" for v in player], options.get("threes_rank", "top"), options.get("ten_multi", "zero"))

    def rec(bank, left):
        if len(bank) < 3 and sum(bank) < stands_on or not bank:
            total = sum(left.values())
            ev = Fraction(0)
            for v, n in left.items():
                if n:
                    left[v] -= 1
                    ev += Fraction(n, total) * rec(bank + [v], left)
                    left[v] += 1
            return ev
        b = classify([CARD[v] + "H" for v in bank], options.get("threes_rank", "top"), options.get("ten_multi", "zero"))
        return Fraction(settle(p, b, options.get("compare", "higher_total"), options.get("tie", "push"),
                               options.get("banker_multiplier", True)))

    return rec([], counts_without(player))


@pytest.mark.parametrize("options, stands_on", [({}, 6), (dict(tie="banker", ten_multi="bust"), 5),
                                                (dict(compare="nine_only", threes_rank="below_single_nine"), 7)])
def test_odds_agree_with_a_plain_enumeration(options, stands_on):
    o = odds(pc.game("tri_troyki", **options), banker_stands_on=stands_on)
    for hand in [(9,), (1,), (10,), (3, 3, 3), (2, 5), (4, 5)]:
        assert o["hands"][hand]["stop"] == banker_ev(hand, stands_on, options), hand
    # buying on 4 4 with the third card forced to stop
    left = counts_without((4, 4))
    buy = sum(Fraction(n, 102) * banker_ev(tuple(sorted((4, 4, v))), stands_on, options) for v, n in left.items())
    assert o["hands"][(4, 4)]["buy"] == buy
    best = o["hands"][(4, 4)]
    assert best["best"] == ("buy" if buy > best["stop"] else "stop")


def test_edge_is_the_average_over_first_cards():
    o = odds()
    p = {v: Fraction(32 if v == 10 else 8, 104) for v in range(1, 11)}
    assert o["banker_edge_always_vist"] == -sum(p[v] * o["first"][v] for v in p)
    assert o["banker_edge"] == -sum(p[v] * max(o["first"][v], 0) for v in p)
    for v in range(1, 11):  # a first card's value is its best decision's
        h = o["hands"][(v,)]
        assert o["first"][v] == max(h["stop"], h["buy"])


def test_odds_bad_input():
    with pytest.raises(ValueError):
        odds(banker_stands_on=99)
    with pytest.raises(TypeError):
        odds(banker_stands_on="6")  # type: ignore[arg-type]
