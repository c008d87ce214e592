"""Differential test: the C++ Хурикан against the pure-Python reference (tests/hurricane/reference.py).

Random deals across the option sets are played from the same shuffles on both sides, the moves
chosen by a seeded Python RNG from the reference's legal moves; after every move the legal-move
sets, the whole state (hands, table, stock order, piles, turn, dealer, last capturer) and, at the
end, the deal results must agree. Matches of several deals are compared the same way.
"""
import random

import pytest
from rng_model import PyXoshiro

import pycards as pc
from pycards import _batch
from pycards.hurricane import deal_seed

from .reference import RANKS, SUITS, RefDeal, RefMatch

SETUPS = [
    dict(),
    dict(max_lay=1),
    dict(max_lay=6, opening_lay="max_lay"),
    dict(max_lay=2, round_leader="non_dealer", leftover="last_capturer"),
    dict(leftover="last_capturer", opening_lay="max_lay", max_lay=4),
]
N_DEALS = 450  # per setup: 2,250 deals


def card_str(i):
    return RANKS[int(i) % 13] + SUITS[int(i) // 13]


def orders(n, seed):
    """The 40-card orders C++ new_deal(seed + i) deals."""
    return [[card_str(i) for i in row] for row in _batch.shuffled_decks(pc.DECK40, n, seed)]


def snapshot(s):
    return {
        "dealer": s.dealer,
        "to_move": s.to_move,
        "hands": [sorted(str(c) for c in h) for h in s.hands],
        "table": sorted(str(c) for c in s.table),
        "stock": [str(c) for c in s.stock],
        "piles": [sorted(str(c) for c in p) for p in s.piles],
        "last_capturer": s.last_capturer,
    }


def check_step(g, s, ref):
    assert sorted(str(m) for m in s.legal_moves()) == ref.legal_moves()
    assert snapshot(s) == ref.snapshot()
    assert g.position(s.notation()) == s


@pytest.mark.parametrize("opts", SETUPS, ids=[str(o) for o in SETUPS])
def test_differential_deals(opts):
    g = pc.game("hurricane", **opts)
    rng = random.Random(hash(tuple(sorted(opts.items()))) & 0xFFFF)
    base = 1000 * SETUPS.index(opts)
    for i, order in enumerate(orders(N_DEALS, base)):
        dealer = i % 2
        s = g.new_deal(seed=base + i, dealer=dealer)
        ref = RefDeal(order, dealer, **opts)
        moves = 0
        while not ref.is_over():
            check_step(g, s, ref)
            m = rng.choice(ref.legal_moves())
            ref.play(m)
            s.play(m)
            moves += 1
        assert s.is_over() and snapshot(s) == ref.snapshot()
        assert s.deal_result() == ref.result()
        r = ref.result()
        assert s.scores() == r["total"] and s.winner == r["winner"]
        assert sum(r["captured"]) + sum(r["leftover"]) + r["unclaimed"] == 220
        assert moves >= 8  # four rounds, each seat empties its hand in at least one turn a round


def test_differential_matches():
    rng = random.Random(11)
    for seed in range(60):
        opts = dict(deals=3, leftover="last_capturer" if seed % 2 else "nobody", max_lay=1 + seed % 6)
        g = pc.game("hurricane", **opts)
        s = g.new_match(seed=seed)
        ords = [orders(1, deal_seed(seed, k))[0] for k in range(3)]
        deal_opts = {k: v for k, v in opts.items() if k != "deals"}
        assert s.dealer == PyXoshiro(seed).below(2)  # the first dealer by lot
        ref = RefMatch(ords, s.dealer, 3, **deal_opts)
        while not ref.is_over():
            assert sorted(str(m) for m in s.legal_moves()) == ref.legal_moves()
            assert snapshot(s) == ref.deal.snapshot()
            assert s.scores() == ref.scores and s.deals_played == ref.played
            assert g.position(s.notation()) == s
            m = rng.choice(ref.legal_moves())
            ref.play(m)
            s.play(m)
            if ref.results:
                assert s.last_deal_result() == ref.results[-1]
        assert s.is_over() and s.scores() == ref.scores and s.winner == ref.winner() and s.deals_played == 3
        assert s.deal_result() == ref.results[-1]


@pytest.mark.parametrize("match", [dict(target=250), dict(target=400, max_deals=3), dict(deals=4, max_deals=2)],
                         ids=["target", "target_max_deals", "deals_max_deals"])
def test_differential_matches_to_a_target_or_capped(match):
    """Library extensions target and max_deals against the reference's match."""
    rng = random.Random(12)
    for seed in range(12):
        opts = dict(match, leftover="last_capturer" if seed % 2 else "nobody", max_lay=1 + seed % 6)
        g = pc.game("hurricane", **opts)
        s = g.new_match(seed=seed)
        ords = [orders(1, deal_seed(seed, k))[0] for k in range(12)]
        deal_opts = {k: v for k, v in opts.items() if k not in ("deals", "target", "max_deals")}
        ref = RefMatch(ords, s.dealer, match.get("deals", 1), match.get("target", 0), match.get("max_deals", 0),
                       **deal_opts)
        while not ref.is_over():
            assert sorted(str(m) for m in s.legal_moves()) == ref.legal_moves()
            assert snapshot(s) == ref.deal.snapshot()
            assert s.scores() == ref.scores and s.deals_played == ref.played
            assert g.position(s.notation()) == s
            m = rng.choice(ref.legal_moves())
            ref.play(m)
            s.play(m)
        assert s.is_over() and s.scores() == ref.scores and s.winner == ref.winner()
        assert s.deals_played == ref.played and g.position(s.notation()) == s
