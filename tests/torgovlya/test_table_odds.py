"""pycards.torgovlya.table_odds (exact deal-level odds by combinatorics) against a brute-force count
of every deal of a reduced deck, and against the per-hand class_odds() for one hand."""

from fractions import Fraction
from itertools import combinations

import numpy as np
import pytest

from pycards.torgovlya import class_odds, table_odds

from .reference import RANKS, SUITS, hand_key

CLASSES = ("none", "poen", "sekans", "trikon")


def brute(players, point_rule, ranks):
    """Every ordered deal of `players` disjoint hands from the lowest `ranks` ranks, counted."""
    cards = [r + s for s in SUITS for r in RANKS[:ranks]]
    hands = list(combinations(range(len(cards)), 3))
    cls = np.array([CLASSES.index(hand_key([cards[i] for i in h], point_rule)[0]) for h in hands])
    masks = np.array([sum(1 << i for i in h) for h in hands], dtype=np.int64)
    free = (masks[:, None] & masks[None, :]) == 0
    at_least = np.zeros(4, dtype=np.int64)
    best = np.zeros(4, dtype=np.int64)
    deals = 0
    if players == 2:
        a, b = np.nonzero(free)
        rows = [np.stack([cls[a], cls[b]], axis=1)]
    else:
        assert players == 3
        rows = []
        for i in range(len(hands)):
            ok = free & free[i][:, None] & free[i][None, :]
            a, b = np.nonzero(ok)
            rows.append(np.stack([np.full(len(a), cls[i]), cls[a], cls[b]], axis=1))
    for r in rows:
        deals += len(r)
        for c in range(4):
            at_least[c] += int((r == c).any(axis=1).sum())
        best += np.bincount(r.max(axis=1), minlength=4)
    return ({c: Fraction(int(at_least[i]), deals) for i, c in enumerate(CLASSES)},
            {c: Fraction(int(best[i]), deals) for i, c in enumerate(CLASSES)})


@pytest.mark.parametrize("players, ranks", [(2, 5), (3, 4)])
@pytest.mark.parametrize("point_rule", ["flush3", "best_suit"])
def test_against_every_deal_of_a_reduced_deck(players, ranks, point_rule):
    at_least, best = brute(players, point_rule, ranks)
    t = table_odds(players, point_rule, ranks=ranks)
    assert t["at_least_one"] == at_least
    assert t["best"] == best
    assert all(t["no_hand"][c] == 1 - at_least[c] for c in CLASSES)


@pytest.mark.parametrize("point_rule", ["flush3", "best_suit"])
def test_one_hand_is_class_odds(point_rule):
    t = table_odds(1, point_rule)
    assert t["at_least_one"] == class_odds(point_rule) == t["best"]


def test_a_full_table():
    t = table_odds(10)
    assert sum(t["best"].values()) == 1
    # a трикон is the top class: the best is a трикон iff some hand holds one
    assert t["best"]["trikon"] == t["at_least_one"]["trikon"]
    assert 0 < t["no_hand"]["none"] < Fraction(1, 10**9)
    assert table_odds(4, "best_suit")["best"]["none"] == 0


def test_bad_input():
    with pytest.raises(ValueError):
        table_odds(11)
    with pytest.raises(ValueError):
        table_odds(2, "flush4")
    with pytest.raises(ValueError):
        table_odds(6, ranks=4)
    with pytest.raises(TypeError):
        table_odds("4")  # type: ignore[arg-type]
