"""multi_set without a move limit (docs/kazino.md, "Move limit"): every union of disjoint sets is
listed and playable, legality is checked structurally, and the counts agree with a brute force
over the table's subsets."""
import itertools
import math
import random
from functools import cache

import pytest

import pycards as pc

from .reference import DECK52, value


def position(hand, other, table, **options):
    """Seat 0 to move in the deal's last round (stock empty), every other card in seat 0's pile."""
    used = set(hand) | set(other) | set(table)
    pile = " ".join(c for c in DECK52 if c not in used)
    text = (f"dealer 1 | turn 0 | hands {' '.join(hand) or '-'} / {' '.join(other) or '-'} | "
            f"table {' '.join(table) or '-'} | stock - | piles {pile} / - | last 0 | deal")
    return pc.game("kazino", **options).position(text)


@cache
def splits(counts, v):
    """Can the cards (counts[w] of value w) be split into groups each adding up to v?"""
    top = max((w for w, c in enumerate(counts) if c), default=0)
    if not top:
        return True
    rest = list(counts)
    rest[top] -= 1  # the highest card is in some group: try every way to fill it up

    def fill(w, need):
        if need == 0:
            return splits(tuple(rest), v)
        for u in range(min(w, need), 0, -1):
            for k in range(1, rest[u] + 1):
                if k * u > need:
                    break
                rest[u] -= k
                ok = fill(u - 1, need - k * u)
                rest[u] += k
                if ok:
                    return True
        return False

    return fill(top, v - top)


def counts_of(cards):
    counts = [0] * 14
    for c in cards:
        counts[value(c)] += 1
    return tuple(counts)


def brute_force_count(hand, table, multi_set):
    """Legal moves by brute force: every subset of the table, each card of the hand."""
    n = 0
    for card in hand:
        v = value(card)
        for r in range(1, len(table) + 1):
            for subset in itertools.combinations(table, r):
                values = [value(c) for c in subset]
                if multi_set:
                    n += max(values) <= v and splits(counts_of(subset), v)
                else:
                    n += sum(values) == v
        n += 1  # the trail
    return n


def count_by_values(card, table):
    """The multi_set captures of `card` counted over the table's value counts: each sub-count
    vector that splits stands for prod C(c_w, k_w) subsets."""
    v, have = value(card), counts_of(table)
    total = 0
    for ks in itertools.product(*(range(have[w] + 1) for w in range(1, v + 1))):
        if any(ks) and splits((0, *ks) + (0,) * (13 - v), v):
            ways = 1
            for w, k in enumerate(ks, start=1):
                ways *= math.comb(have[w], k)
            total += ways
    return total


def big_table(n=20):
    return [c for c in DECK52 if c != "KH"][:n]


def test_a_union_past_the_old_buffer_is_listed_legal_and_played():
    table = big_table()
    s = position(["KH"], [], table, multi_set=True, leftover="nobody")  # the last card: the table stays
    ids = s.legal_move_ids()
    assert len(ids) == len(set(ids)) == count_by_values("KH", table) + 1 == 38772
    assert len(s.legal_moves()) == len(ids)
    move = s.legal_moves()[36000]  # far past the first 32765 of the old limit
    captured = set(str(move).partition("x")[2].split("+"))
    assert s.is_legal(move) and s.is_legal(move.id)
    s.play(move)
    assert {str(c) for c in s.table} == set(table) - captured
    assert captured | {"KH"} <= {str(c) for c in s.piles[0]}


def test_every_listed_union_is_legal_by_the_structural_check():
    s = position(["KH"], [], big_table(18), multi_set=True)
    assert all(s.is_legal(i) for i in s.legal_move_ids())


@pytest.mark.parametrize("multi_set", [False, True])
def test_legal_move_counts_agree_with_a_brute_force_on_random_tables(multi_set):
    rng = random.Random(11)
    for _ in range(150):
        cards = rng.sample(DECK52, 18)
        h = rng.randint(1, 3)
        hand, other, table = cards[:h], cards[h:2 * h - 1], cards[2 * h - 1:2 * h - 1 + rng.randint(1, 12)]
        s = position(hand, other, table, multi_set=multi_set)
        ids = s.legal_move_ids()
        assert len(ids) == len(set(ids)) == brute_force_count(hand, table, multi_set)
        assert all(s.is_legal(i) for i in ids)


def test_unions_that_do_not_split_into_sets_are_refused_and_the_state_is_unchanged():
    s = position(["KH"], [], big_table(), multi_set=True)
    before = s.notation()
    for move in (
        "KHx2C+3C",        # adds up to 5
        "KHxAC+QC+2C",     # 15, no multiple of 13
        "KHxTC+8C+8D",     # 26 but no part adds up to 13
    ):
        assert not s.is_legal(move)
        with pytest.raises(pc.IllegalMoveError):
            s.play(move)
        assert s.notation() == before
    for move in ("KHx9C+4C+8C+5C", "KHxKC+AC+QC", "KHxKC"):  # 9+4 | 8+5, 13 | 1+12, 13
        assert s.is_legal(move)
    for move in ("KHxKH", "KHx2H", "QCxAC"):  # not on the table / not in the hand
        assert not s.is_legal(move)
    assert not s.is_legal((1 << 63) | 11)
    assert s.notation() == before


def test_without_multi_set_only_one_set_is_legal():
    s = position(["KH"], [], big_table())
    assert s.is_legal("KHx9C+4C") and not s.is_legal("KHx9C+4C+8C+5C")
    with pytest.raises(pc.IllegalMoveError):
        s.play("KHxKC+AC+QC")


def test_the_solver_refuses_more_than_512_moves_and_says_so():
    s = position(["KH"], [], big_table(), multi_set=True)
    with pytest.raises(pc.InvalidPositionError, match="more than 512 moves"):
        pc.solve(s)
    assert len(s.legal_moves()) == 38772  # the position itself is fine
