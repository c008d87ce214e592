"""Differential test: the C++ Казино against the pure-Python reference (tests/kazino/reference.py).

Random deals over the option sets are played from the same shuffles on both sides, the moves
chosen by a seeded Python RNG from the reference's legal moves; after every move the legal-move
sets and the whole state (hands, table, stock order, piles, turn, last capturer) must agree, and
at the end the deal results (the breakdown per side).
"""
import random

import pytest

import pycards as pc
from pycards import _batch

from .reference import RANKS, SUITS, RefDeal, RefMatch, card_index

SETUPS = [  # (options, deals): 2,100 deals in all
    (dict(), 600),
    (dict(players=3), 400),
    (dict(players=4, partnerships=True), 350),
    (dict(multi_set=True, leftover="last_capturer"), 400),
    (dict(players=4, leftover="nobody", multi_set=True), 350),
]


def card_str(i):
    return RANKS[int(i) % 13] + SUITS[int(i) // 13]


def orders(n, seed):
    """The 52-card orders C++ new_deal(seed + i) deals (same Rng and Fisher-Yates)."""
    return [[card_str(i) for i in row] for row in _batch.shuffled_decks(pc.DECK52, n, seed)]


def move_id(move):
    card, cap = move
    mask = 0
    for c in cap:
        mask |= 1 << card_index(c)
    return card_index(card) | (mask << 6)


def snapshot(s):
    """The C++ state in the reference's snapshot() shape."""
    snap = {
        "dealer": s.dealer,
        "hands": [sorted(str(c) for c in h) for h in s.hands],
        "table": sorted(str(c) for c in s.table),
        "stock": [str(c) for c in s.stock],
        "piles": [sorted(str(c) for c in p) for p in s.piles],
        "to_move": s.to_move,
        "last_capturer": s.last_capturer,
        "over": s.is_over(),
        "result": s.deal_result(),
    }
    return snap


@pytest.mark.parametrize("options,n", SETUPS, ids=[str(o) for o, _ in SETUPS])
def test_random_deals_agree_with_reference(options, n):
    g = pc.game("kazino", **options)
    players = options.get("players", 2)
    ref_options = {k: v for k, v in options.items()}
    base = 5000 + 100 * len(options) + players
    rng = random.Random(base)
    total_moves = 0
    for i, order in enumerate(orders(n, base)):
        dealer = rng.randrange(players)
        s = g.new_deal(seed=base + i, dealer=dealer)
        ref = RefDeal(order, dealer, **ref_options)
        while True:
            assert snapshot(s) == ref.snapshot()
            ref_moves = ref.legal_moves()
            assert sorted(s.legal_move_ids()) == sorted(move_id(m) for m in ref_moves)
            if ref.is_over():
                assert s.is_over()
                break
            move = rng.choice(ref_moves)
            ref.play(move)
            s.play(move_id(move))
            total_moves += 1
            if i % 10 == 0:
                assert g.position(s.notation()) == s
        assert s.deal_result() == ref.result()
        assert s.scores() == ref.result()["total"]
    assert total_moves >= n * (52 - 5) // 1


@pytest.mark.parametrize("options", [dict(), dict(players=3), dict(players=4, partnerships=True)])
def test_random_matches_agree_with_reference(options):
    g = pc.game("kazino", target=11, max_deals=5, **options)
    rng = random.Random(len(options))
    for seed in range(4):
        s = g.new_match(seed=seed)
        ref = RefMatch(lambda k, seed=seed: orders(1, pc._core.kazino_deal_seed(seed, k))[0],
                       first_dealer=s.dealer, target=11, max_deals=5, **options)
        while not ref.is_over():
            ref_moves = ref.legal_moves()
            assert sorted(s.legal_move_ids()) == sorted(move_id(m) for m in ref_moves)
            move = rng.choice(ref_moves)
            ref.play(move)
            s.play(move_id(move))
            assert s.scores() == ref.scores and s.deals_played == ref.deals_played
            if not ref.is_over():
                assert s.dealer == ref.deal.dealer and snapshot(s)["hands"] == ref.deal.snapshot()["hands"]
        assert s.is_over() and s.winner == ref.winner
        assert g.position(s.notation()) == s
