"""pycards.tri_troyki.odds against a plain enumeration with Fractions written from the rules page
(a few hands; the full table is the C++ enumeration's)."""

from fractions import Fraction
from itertools import permutations

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


def brute_force(pack, buys, options):
    """Every ordering of a small pack, dealt as the game does: the player's first card, the banker's,
    the player's purchases, then the banker's while his total is in `buys` (fewer than 3 cards).
    Returns per hand (sorted values) the EV of stopping and of buying one card then playing best,
    and per first card the EV of playing best: all by averaging over the orderings."""
    cards = [v for v, n in pack.items() for _ in range(n)]
    orders = list(permutations(range(len(cards))))
    seqs = [[cards[i] for i in o] for o in orders]
    hand_of = lambda vals: classify([CARD[v] + "S" for v in vals], options.get("threes_rank", "top"),  # noqa: E731
                                    options.get("ten_multi", "zero"))

    def payoff(seq, k):  # the player stops with k cards
        player = [seq[0]] + seq[2:k + 1]
        bank, pos = [seq[1]], k + 1
        while len(bank) < 3 and sum(bank) in buys:
            bank.append(seq[pos])
            pos += 1
        return settle(hand_of(player), hand_of(bank), options.get("compare", "higher_total"),
                      options.get("tie", "push"), options.get("banker_multiplier", True))

    def held(seq, k):
        return tuple(sorted([seq[0]] + seq[2:k + 1]))

    result = {}
    best_k = [[3] * len(seqs) for _ in range(4)]  # best_k[k][i]: where seq i stops from k cards
    for k in (3, 2, 1):
        groups = {}
        for i, seq in enumerate(seqs):
            groups.setdefault(held(seq, k), []).append(i)
        for hand, idx in groups.items():
            stop = Fraction(sum(payoff(seqs[i], k) for i in idx), len(idx))
            buy = Fraction(sum(payoff(seqs[i], best_k[k + 1][i]) for i in idx), len(idx)) if k < 3 else None
            result[hand] = (stop, buy)
            for i in idx:
                best_k[k][i] = best_k[k + 1][i] if k < 3 and buy > stop else k
    first = {}
    for v in pack:
        idx = [i for i, seq in enumerate(seqs) if seq[0] == v]
        if idx:
            first[v] = Fraction(sum(payoff(seqs[i], best_k[1][i]) for i in idx), len(idx))
    return result, first


@pytest.mark.parametrize("pack, policy, options", [
    ({1: 1, 3: 3, 6: 1, 9: 1, 10: 1}, dict(banker_stands_on=6), {}),
    ({2: 2, 4: 1, 5: 1, 9: 1, 10: 2}, dict(banker_buys={2, 4, 9}), dict(tie="banker", ten_multi="bust")),
    ({1: 2, 3: 2, 8: 1, 10: 2}, dict(banker_buys={1, 4, 6, 11}),
     dict(compare="nine_only", threes_rank="below_single_nine", banker_multiplier=0)),
])
def test_odds_against_every_ordering_of_a_reduced_pack(pack, policy, options):
    o = odds(pc.game("tri_troyki", **options), pack=pack, **policy)
    buys = set(o["banker_buys"])
    if "banker_stands_on" in policy:
        assert buys == set(range(1, policy["banker_stands_on"]))
    else:
        assert buys == policy["banker_buys"]
    hands, first = brute_force(pack, buys, options)
    assert set(o["hands"]) == set(hands)
    for hand, (stop, buy) in hands.items():
        h = o["hands"][hand]
        assert (h["stop"], h["buy"]) == (stop, buy), hand
        assert h["best"] == ("buy" if buy is not None and buy > stop else "stop")
    assert o["first"] == first
    weights = {v: Fraction(n, sum(pack.values())) for v, n in pack.items()}
    assert o["banker_edge"] == -sum(w * max(first[v], 0) for v, w in weights.items())


def test_totals_gather_the_hands():
    o = odds(banker_buys={1, 2, 3, 4, 5, 7})
    for (cards, total), t in o["totals"].items():
        group = [h for k, h in o["hands"].items() if len(k) == cards and sum(k) == total]
        assert group and min(h["stop"] for h in group) <= t["stop"] <= max(h["stop"] for h in group)
        assert (t["buy"] is None) == (cards == 3)
    assert o["totals"][(1, 9)] == {k: v for k, v in o["hands"][(9,)].items()}
    assert odds(banker_stands_on=6)["totals"] == odds(banker_buys=range(1, 6))["totals"]
    assert odds(banker_buys=set())["banker_buys"] == []


def test_odds_bad_input():
    with pytest.raises(ValueError):
        odds(banker_stands_on=99)
    with pytest.raises(TypeError):
        odds(banker_stands_on="6")  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        odds(banker_buys={0})
    with pytest.raises(TypeError):
        odds(banker_buys=5)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        odds(pack={1: 2, 2: 2})
    with pytest.raises(ValueError):
        odds(pack={11: 6})
