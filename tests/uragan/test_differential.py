"""Differential test: the C++ Ураган against the pure-Python reference (tests/uragan/reference.py).

Random deals (2 and 4 players, hidden and open4) are played from the same shuffles on both sides,
the moves chosen by a seeded Python RNG from the reference's sorted legal moves; after every move
the legal-move sets, the whole state (hands, table, stock order, piles, hurricanes, turn, last
player, open4 face-down cards) and, at the end, the deal results must agree.
"""
import random

import pytest

import pycards as pc
from pycards import _batch

from .reference import DECK40, RANKS, SUITS, RefDeal, RefMatch

N_DEALS = {(2, "hidden"): 1100, (4, "hidden"): 700, (2, "open4"): 300}  # 2,100 deals


def card_str(i):
    return RANKS[int(i) % 13] + SUITS[int(i) // 13]


def orders(n, seed):
    """The 40-card orders C++ new_deal(seed + i) deals (same Rng and Fisher-Yates)."""
    return [[card_str(i) for i in row] for row in _batch.shuffled_decks(pc.DECK40, n, seed)]


def ref_move_id(move):
    if move[0] == "down":
        return (1 << 63) | move[1]
    mask = 0
    for c in move[1]:
        mask |= 1 << DECK40_INDEX[c]
    return DECK40_INDEX[move[0]] | (mask << 6)


DECK40_INDEX = {c: SUITS.index(c[1]) * 13 + RANKS.index(c[0]) for c in DECK40}


def snapshot(s, open4, capturer=False):
    """The C++ state in the reference's snapshot() shape."""
    snap = {
        "players": s.players,
        "dealer": s.dealer,
        "hands": [sorted(str(c) for c in h) for h in s.hands],
        "table": sorted(str(c) for c in s.table),
        "stock": [str(c) for c in s.stock],
        "piles": [sorted(str(c) for c in p) for p in s.piles],
        "hurricanes": list(s.hurricanes),
        "to_move": s.to_move,
        "last_player": s.last_player,
        "over": s.is_over(),
        "result": None,
    }
    if s.is_over():
        r = s.deal_result()
        snap["result"] = {k: r[k] for k in
                          ("hurricanes", "cards", "hearts", "seven_of_hearts", "premiera", "total")}
    if open4:
        fd = s.face_down
        snap["face_down"] = [[str(c) for c in seat if c is not None] for seat in fd]
        snap["face_down_positions"] = [[k + 1 for k, c in enumerate(seat) if c is not None] for seat in fd]
        snap["pending"] = None if s.pending is None else str(s.pending)
    if capturer:
        snap["last_capturer"] = s.last_capturer
    return snap


def play_both(s, ref, rng, open4, g, check_notation):
    moves = 0
    while True:
        assert snapshot(s, open4, ref.leftover == "last_capturer") == ref.snapshot()
        ref_moves = ref.legal_moves()
        assert sorted(s.legal_move_ids()) == sorted(ref_move_id(m) for m in ref_moves)
        if ref.is_over():
            assert s.is_over()
            return moves
        move = rng.choice(ref_moves)
        ref.play(move)
        s.play(ref_move_id(move))
        moves += 1
        if check_notation:
            assert g.position(s.notation()) == s


@pytest.mark.parametrize("players,hand", list(N_DEALS))
def test_random_deals_agree_with_reference(players, hand):
    n = N_DEALS[(players, hand)]
    g = pc.game("uragan", players=players, hand=hand)
    base = 1000 * players + (7 if hand == "open4" else 0)
    rng = random.Random(base)
    total_moves = 0
    for i, order in enumerate(orders(n, base)):
        dealer = rng.randrange(players)
        s = g.new_deal(seed=base + i, dealer=dealer)
        ref = RefDeal(order, dealer, players, hand)
        total_moves += play_both(s, ref, rng, hand == "open4", g, check_notation=i % 10 == 0)
        assert s.deal_result()["total"] == ref.result()["total"]
        assert s.scores() == ref.result()["total"]
    assert total_moves > n * 20


@pytest.mark.parametrize("players", [2, 4])
def test_random_matches_agree_with_reference(players):
    g = pc.game("uragan", players=players, target=15, max_deals=6)
    rng = random.Random(players)
    for seed in range(6):
        s = g.new_match(seed=seed)
        ref = RefMatch(lambda k, seed=seed: orders(1, pc._core.uragan_deal_seed(seed, k))[0],
                       first_dealer=s.dealer, players=players, target=15, max_deals=6)
        while not ref.is_over():
            ref_moves = ref.legal_moves()
            assert sorted(s.legal_move_ids()) == sorted(ref_move_id(m) for m in ref_moves)
            move = rng.choice(ref_moves)
            ref.play(move)
            s.play(ref_move_id(move))
            assert s.scores() == ref.scores and s.deals_played == ref.deals_played
            if not ref.is_over():
                assert s.dealer == ref.deal.dealer and snapshot(s, False)["hands"] == ref.deal.snapshot()["hands"]
        assert s.is_over() and s.winner == ref.winner
        assert g.position(s.notation()) == s


# The published variants (docs/uragan.md "Variants"), alone and together, with 2 and 4 players
# and open4: 1,200 deals.
VARIANT_SETS = [
    (dict(free_trail=True), 2, "hidden", 300),
    (dict(same_rank_sums=True), 2, "hidden", 300),
    (dict(free_trail=True, same_rank_sums=True), 4, "hidden", 300),
    (dict(free_trail=True, same_rank_sums=True), 2, "open4", 150),
    (dict(same_rank_sums=True), 4, "hidden", 150),
    (dict(round_leader="last_player"), 2, "hidden", 300),
    (dict(round_leader="last_player", free_trail=True), 2, "open4", 150),
    (dict(leftover="last_capturer"), 2, "hidden", 300),
    (dict(leftover="last_capturer"), 4, "hidden", 150),
    (dict(after_hurricane="trail_only"), 2, "hidden", 300),
    (dict(after_hurricane="trail_only", leftover="last_capturer"), 2, "open4", 150),
    (dict(after_hurricane="trail_only", free_trail=True), 4, "hidden", 150),
]


@pytest.mark.parametrize("variants,players,hand,n", VARIANT_SETS, ids=[f"{v}-{p}-{h}" for v, p, h, _ in VARIANT_SETS])
def test_variant_deals_agree_with_reference(variants, players, hand, n):
    g = pc.game("uragan", players=players, hand=hand, **variants)
    base = 5000 + 100 * players + len(variants)
    rng = random.Random(base)
    total_moves = 0
    for i, order in enumerate(orders(n, base)):
        dealer = rng.randrange(players)
        s = g.new_deal(seed=base + i, dealer=dealer)
        ref = RefDeal(order, dealer, players, hand, **variants)
        total_moves += play_both(s, ref, rng, hand == "open4", g, check_notation=i % 10 == 0)
        assert s.deal_result()["total"] == ref.result()["total"]
    assert total_moves > n * 20


def test_variant_match_agrees_with_reference():
    variants = dict(free_trail=True, same_rank_sums=True, round_leader="last_player", leftover="last_capturer",
                    after_hurricane="trail_only")
    g = pc.game("uragan", target=15, max_deals=4, **variants)
    rng = random.Random(9)
    for seed in range(4):
        s = g.new_match(seed=seed)
        ref = RefMatch(lambda k, seed=seed: orders(1, pc._core.uragan_deal_seed(seed, k))[0], first_dealer=s.dealer,
                       target=15, max_deals=4, **variants)
        while not ref.is_over():
            assert sorted(s.legal_move_ids()) == sorted(ref_move_id(m) for m in ref.legal_moves())
            move = rng.choice(ref.legal_moves())
            ref.play(move)
            s.play(ref_move_id(move))
        assert s.is_over() and s.winner == ref.winner and s.scores() == ref.scores
