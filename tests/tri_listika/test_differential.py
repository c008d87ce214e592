"""Differential test: the C++ Три листика against the pure-Python reference (tests/tri_listika/reference.py).

Random deals across the option sets are played from the same shuffles on both sides, the moves
chosen by a seeded Python RNG from the reference's legal moves; after every move the legal-move
sets, the whole state (hands, stock order, thrown cards, declarations, the trick, won tricks,
face-down cards, хлюст and draw, pot, money) and the notation round trip must agree, and at the
end the settlements. Games of several deals are compared the same way, balances included.
"""
import random

import pytest
from rng_model import PyXoshiro

import pycards as pc
from pycards import _batch
from pycards.tri_listika import deal_seed, draw_seed

from .reference import RANKS, SUITS, RefDeal, RefGame

SETUPS = [
    dict(),
    dict(trumps_in_play=1),
    dict(khlyust_draw="choice", exchange_khlyust=1),
    dict(forced_may_exchange=1, share_from="pot", share=3, ante=2),
    dict(trumps_in_play=1, forced_may_exchange=1, exchange_khlyust=1, khlyust_draw="choice", share=2),
]
N_DEALS = 440  # per setup: 2,200 deals


def card_str(i):
    return RANKS[int(i) % 13] + SUITS[int(i) // 13]


def orders(n, seed):
    """The 32-card orders C++ new_deal(seed + i) deals."""
    return [[card_str(i) for i in row] for row in _batch.shuffled_decks(pc.DECK32, n, seed)]


def snapshot(s):
    srt = lambda cs: sorted((str(c) for c in cs), key=lambda c: SUITS.index(c[1]) * 13 + RANKS.index(c[0]))  # noqa: E731
    return {
        "dealer": s.dealer,
        "phase": s.phase,
        "to_move": s.to_move,
        "turned": str(s.turned),
        "hands": [srt(h) for h in s.hands],
        "stock": [str(c) for c in s.stock],
        "thrown": [srt(t) for t in s.thrown],
        "declarations": s.declarations,
        "trick": [str(c) for c in s.trick],
        "trick_seats": s.trick_seats,
        "trick_face_down": s.trick_face_down,
        "tricks": [srt(w) for w in s.tricks],
        "tricks_won": s.tricks_won,
        "face_down": [srt(f) for f in s.face_down],
        "khlyust": s.khlyust,
        "drawn": [None if c is None else str(c) for c in s.drawn],
        "pot": s.pot,
        "money": s.money,
    }


def check_step(g, s, ref):
    assert sorted(str(m) for m in s.legal_moves()) == ref.legal_moves()
    assert snapshot(s) == ref.snapshot()
    assert g.position(s.notation()) == s


@pytest.mark.parametrize("opts", SETUPS, ids=[str(o) for o in SETUPS])
def test_differential_deals(opts):
    g = pc.game("tri_listika", **opts)
    rng = random.Random(hash(tuple(sorted(opts.items()))) & 0xFFFF)
    base = 1000 * SETUPS.index(opts)
    ref_opts = {k: v for k, v in opts.items()}
    seen = set()
    for i, order in enumerate(orders(N_DEALS, base)):
        dealer = i % 4
        s = g.new_deal(seed=base + i, dealer=dealer)
        ref = RefDeal(order, dealer, draw_seed(base + i), **ref_opts)
        while not ref.is_over():
            check_step(g, s, ref)
            m = rng.choice(ref.legal_moves())
            ref.play(m)
            s.play(m)
        assert s.is_over() and snapshot(s) == ref.snapshot()
        assert g.position(s.notation()) == s
        r = ref.result()
        assert s.deal_result() == r
        assert sum(r["net"]) + r["carried"] == 0
        seen.add("khlyust" if r["khlyust"] is not None else r["pot_winner"] is not None)
    assert seen == {"khlyust", True, False}  # хлюст deals, pots taken and pots carried all occur


@pytest.mark.parametrize("final_pot", ["keep", "split"])
def test_differential_games(final_pot):
    rng = random.Random(5)
    for seed in range(60):
        opts = dict(SETUPS[seed % len(SETUPS)], deals=1 + seed % 6, final_pot=final_pot)
        g = pc.game("tri_listika", **opts)
        s = g.new_match(seed=seed)
        n = opts["deals"]
        ords = [orders(1, deal_seed(seed, k))[0] for k in range(n)]
        seeds = [draw_seed(deal_seed(seed, k)) for k in range(n)]
        deal_opts = {k: v for k, v in opts.items() if k not in ("deals", "final_pot")}
        ref = RefGame(ords, seeds, PyXoshiro(seed).below(4), n, final_pot, **deal_opts)
        while not ref.is_over():
            assert sorted(str(m) for m in s.legal_moves()) == ref.legal_moves()
            assert snapshot(s) == ref.deal.snapshot()
            assert s.deals_played == len(ref.results) and s.balances() == ref.balances()
            assert g.position(s.notation()) == s
            m = rng.choice(ref.legal_moves())
            ref.play(m)
            s.play(m)
            if ref.results:
                assert s.last_deal_result() == ref.results[-1]
        assert s.is_over() and s.deals_played == n
        assert s.deal_result() == ref.results[-1]
        assert s.balances() == ref.balances()
        assert sum(s.balances()) + s.unclaimed == 0
