"""The three-card evaluator against the rules written out in Python: every one of the 22,100
Commerce hands ordered by a brute-force comparison, and every Три тройки multiset."""

from __future__ import annotations

import functools
import itertools

import numpy as np
import pytest

import pycards as pc
from pycards import handeval

# ---- Commerce from the rules page ------------------------------------------------------------
PIPS = {r: (11 if r == 12 else 10 if r >= 8 else r + 2) for r in range(13)}  # rank 0 = deuce


def classify(cards, point_rule):
    """(class 0..3, tiebreak tuple) of three (rank, suit) cards, from the rules text."""
    ranks = sorted(r for r, _ in cards)
    suits = {s for _, s in cards}
    if ranks[0] == ranks[2]:
        return 3, (ranks[0],)
    if len(suits) == 1 and ranks[1] == ranks[0] + 1 and ranks[2] == ranks[1] + 1:
        return 2, (ranks[2],)
    if len(suits) == 1:
        return 1, (sum(PIPS[r] for r in ranks),)
    if point_rule == "flush3":
        return 0, ()
    return 1, (max(sum(PIPS[r] for r, s in cards if s == suit) for suit in range(4)),)


def compare(a, b, point_rule):
    ca, cb = classify(a, point_rule), classify(b, point_rule)
    return (ca > cb) - (ca < cb)


ALL_HANDS = list(itertools.combinations([(i % 13, i // 13) for i in range(52)], 3))
MASKS = np.array([sum(1 << (s * 13 + r) for r, s in h) for h in ALL_HANDS], dtype=np.uint64)


@pytest.mark.parametrize("point_rule", ["flush3", "best_suit"])
def test_keys_order_all_hands_as_the_rules(point_rule):
    keys = handeval.evaluate(MASKS, point_rule)
    by_rules = functools.cmp_to_key(lambda i, j: compare(ALL_HANDS[i], ALL_HANDS[j], point_rule))
    order = sorted(range(len(ALL_HANDS)), key=by_rules)
    for a, b in zip(order, order[1:]):
        c = compare(ALL_HANDS[a], ALL_HANDS[b], point_rule)
        assert c <= 0
        assert (keys[a] == keys[b]) == (c == 0) and keys[a] <= keys[b]
    # one call per hand agrees with the batch
    for i in range(0, len(ALL_HANDS), 97):
        assert handeval.commerce_key(int(MASKS[i]), point_rule) == keys[i]


def test_class_counts_flush3():
    classes = [handeval.key_class(k) for k in handeval.evaluate(MASKS)]
    counts = {c: classes.count(c) for c in handeval.COMMERCE_CLASSES}
    assert counts == {"trikon": 52, "sekans": 44, "poen": 4 * 286 - 44, "none": 22100 - 52 - 4 * 286}


@pytest.mark.parametrize(
    "hand, cls, value",
    [
        ("2C 3C 5C", "poen", 10),
        ("AS KS JS", "poen", 31),
        ("AS KS QS", "sekans", 12),
        ("4H 3H 2H", "sekans", 2),
        ("AD 2D 3D", "poen", 16),  # A-2-3 is no sequence: ace high only
        ("KD AD 2D", "poen", 23),
        ("2C 2D 2S", "trikon", 0),
        ("AC AD AH", "trikon", 12),
        ("AC 9C JC", "poen", 30),
        ("5H 5C KD", "none", 0),
    ],
)
def test_named_hands(hand, cls, value):
    key = handeval.commerce_key(pc.CardSet.parse(hand))
    assert (handeval.key_class(key), handeval.key_value(key)) == (cls, value)


def test_best_suit_points():
    key = handeval.commerce_key(pc.CardSet.parse("AS KH 2C"), "best_suit")
    assert (handeval.key_class(key), handeval.key_value(key)) == ("poen", 11)
    key = handeval.commerce_key(pc.CardSet.parse("5H 5C KC"), "best_suit")
    assert handeval.key_value(key) == 15


def test_bad_input():
    with pytest.raises(ValueError, match=r"masks\[1\]"):
        handeval.evaluate(np.array([7, 3], dtype=np.uint64))
    with pytest.raises(ValueError, match="masks"):
        handeval.evaluate(np.array([7 | (1 << 60)], dtype=np.uint64))
    with pytest.raises(ValueError, match="point_rule"):
        handeval.evaluate(MASKS[:2], "suits")
    with pytest.raises(pc.ParseError):
        handeval.commerce_key(pc.CardSet.parse("2C 3C"))
    with pytest.raises(pc.OptionError):
        handeval.commerce_key(7, "x")
    with pytest.raises(TypeError):
        handeval.commerce_key("7")  # type: ignore[arg-type]
    assert handeval.evaluate(np.zeros(0, dtype=np.uint64)).shape == (0,)
    assert handeval.evaluate(MASKS[:6].reshape(2, 3)).shape == (2, 3)


# ---- Три тройки from the rules page -----------------------------------------------------------
POINTS = {r: (1 if r == 12 else 10 if r >= 8 else r + 2) for r in range(13)}


def troyki_strength(ranks, threes_rank, ten_multi):
    total = sum(POINTS[r] for r in ranks)
    if len(ranks) == 3 and all(r == 1 for r in ranks):
        return ("three_threes", 3, 12 if threes_rank == "top" else 11)
    if len(ranks) == 1 and total == 9:
        return ("single_nine", 2, 11 if threes_rank == "top" else 12)
    if total == 9:
        return ("nine", 1, 10)
    if total >= 11 or (total == 10 and len(ranks) > 1 and ten_multi == "bust"):
        return ("bust", 1, 0)
    if total == 10:
        return ("bankrupt", 1, 1)
    return ("total", 1, total + 1)


@pytest.mark.parametrize("threes_rank", ["top", "below_single_nine"])
@pytest.mark.parametrize("ten_multi", ["zero", "bust"])
def test_every_troyki_multiset(threes_rank, ten_multi):
    names = "23456789TJQKA"
    for n in (1, 2, 3):
        for ranks in itertools.combinations_with_replacement(range(13), n):
            cards = [names[r] + "SHDC"[i % 4] for i, r in enumerate(ranks)]
            h = handeval.troyki_hand(cards, threes_rank, ten_multi)
            cls, mult, strength = troyki_strength(ranks, threes_rank, ten_multi)
            assert (h.cls, h.multiplier, h.strength) == (cls, mult, strength), cards
            assert h.total == sum(POINTS[r] for r in ranks)


def test_troyki_same_card_twice_and_bad_input():
    assert handeval.troyki_hand("3H 3H 3H").cls == "three_threes"  # two decks: a card may repeat
    for bad in ([], ["2C"] * 4):
        with pytest.raises(pc.ParseError):
            handeval.troyki_hand(bad)
    with pytest.raises(pc.OptionError):
        handeval.troyki_hand("9S", threes_rank="bottom")
    with pytest.raises(pc.OptionError):
        handeval.troyki_hand("9S", ten_multi="one")
    with pytest.raises(ValueError):
        handeval.troyki_hand("9X")


# ---- batches and threads ----------------------------------------------------------------------
@pytest.mark.parametrize("threes_rank", ["top", "below_single_nine"])
@pytest.mark.parametrize("ten_multi", ["zero", "bust"])
def test_troyki_batch_is_the_single_hand(threes_rank, ten_multi):
    rng = np.random.default_rng(5)
    rows = rng.integers(0, 52, size=(3000, 3))
    sizes = rng.integers(1, 4, size=3000)
    rows[sizes < 3, 2] = -1
    rows[sizes < 2, 1] = -1
    r = handeval.evaluate_troyki(rows, threes_rank, ten_multi)
    for i in range(0, 3000, 7):
        cards = [pc.Card(int(c)) for c in rows[i] if c >= 0]
        h = handeval.troyki_hand(cards, threes_rank, ten_multi)
        got = (handeval.TROYKI_CLASSES[r["cls"][i]], r["total"][i], r["strength"][i], r["multiplier"][i])
        assert got == tuple(h), cards
    for t in (2, 3):
        other = handeval.evaluate_troyki(rows, threes_rank, ten_multi, threads=t)
        assert all((other[k] == r[k]).all() for k in r)


def test_troyki_batch_bad_rows():
    for bad, row in (([[5, -1, 7]], 0), ([[1, 2, 3], [-1, -1, -1]], 1)):
        with pytest.raises(ValueError, match=rf"cards\[{row}\]"):
            handeval.evaluate_troyki(np.array(bad))
    with pytest.raises(ValueError):
        handeval.evaluate_troyki(np.array([[52, -1, -1]]))
    with pytest.raises(ValueError):
        handeval.evaluate_troyki(np.zeros((2, 4), dtype=np.int64))
    with pytest.raises(ValueError):
        handeval.evaluate_troyki(np.zeros((2, 3)), threes_rank="bottom")
    with pytest.raises(ValueError):
        handeval.evaluate_troyki(np.zeros((2, 3)), threads=0)
    assert handeval.evaluate_troyki(np.zeros((0, 3), dtype=np.int8))["strength"].shape == (0,)


@pytest.mark.parametrize("threads", [2, 3, 8])
def test_commerce_batch_threads_give_the_same_keys(threads):
    one = handeval.evaluate(MASKS, "best_suit")
    assert (handeval.evaluate(MASKS, "best_suit", threads=threads) == one).all()
    bad = MASKS.copy()
    bad[[20000, 9]] = 7 | (1 << 60)
    with pytest.raises(ValueError, match=r"masks\[9\]"):
        handeval.evaluate(bad, threads=threads)
