"""Differential test: the C++ Тон against the pure-Python reference (tests/ton/reference.py).

Random deals and whole games across option sets (4 and 6 players, and 2, 3, 5) are played from
the same shuffles on both sides, the moves chosen by a seeded Python RNG from the reference's
legal moves; after every move the legal-move sets, the whole state and the notation round trip
must agree, and at the end of every deal the settlement and the balances.
"""
import random

import pytest
from rng_model import PyXoshiro

import pycards as pc
from pycards import _batch
from pycards.ton import deal_seed

from .reference import RANKS, SUITS, RefTon

SETUPS = [
    dict(),
    dict(players=6),
    dict(players=6, others="sit_out", must_overtrump=1),
    dict(players=4, beat_rule="led_card", trump_pick_includes_turned=1, must_play_score=6, penalty_score=3),
    dict(players=4, others="sit_out", penalise_non_players=0, penalty="fixed", penalty_fixed=7, must_play_score=4),
    dict(players=6, stop_at_target=1, target=6, no_buyer="redeal", ante_every_deal=1),
    dict(players=2, must_overtrump=1, target=8),
    dict(players=3, beat_rule="led_card", penalty="fixed", max_deals=3),
    dict(players=5, trump_pick_includes_turned=1, others="sit_out", no_buyer="redeal", max_deals=4),
]
N_DEALS = 250  # one-deal games per setup: 2,250 deals


def card_str(i):
    return RANKS[int(i) % 13] + SUITS[int(i) // 13]


def order_of(seed):
    return [card_str(i) for i in _batch.shuffled_decks(pc.DECK36, 1, seed)[0]]


def snapshot(s):
    srt = lambda cs: [str(c) for c in pc.CardSet(cs)]  # noqa: E731
    return {
        "dealer": s.dealer, "phase": s.phase, "to_move": s.to_move, "turned": str(s.turned),
        "hands": [srt(h) for h in s.hands], "stock": srt(s.stock), "prikup": [str(c) for c in s.prikup],
        "prikup_up": s.prikup_up, "buyer": s.buyer, "picked": None if s.picked is None else str(s.picked),
        "nopick": s.nopick,
        "thrown": [srt(t) for t in s.thrown], "status": s.status, "trick": [str(c) for c in s.trick],
        "trick_seats": s.trick_seats, "tricks": [srt(w) for w in s.tricks], "tricks_won": s.tricks_won,
        "points": s.points, "target_seat": s.target_seat, "target_trick": s.target_trick, "pot": s.pot,
        "money": s.money, "redealt": s.redealt, "deals_played": s.deals_played,
    }


def check_step(g, s, ref):
    assert sorted(str(m) for m in s.legal_moves()) == ref.legal_moves()
    assert snapshot(s) == ref.snapshot()
    assert s.balances() == ref.balances()
    assert g.position(s.notation()) == s


def ref_opts(opts):
    return dict(opts)


@pytest.mark.parametrize("opts", SETUPS, ids=[str(o) for o in SETUPS])
def test_differential_deals(opts):
    g = pc.game("ton", **opts)
    n = opts.get("players", 4)
    rng = random.Random(SETUPS.index(opts))
    base = 10_000 * SETUPS.index(opts)
    phases = set()
    for i in range(N_DEALS):
        dealer = i % n
        s = g.new_deal(seed=base + i, dealer=dealer)
        ref = RefTon(lambda k, seed=base + i: order_of(seed), dealer, **ref_opts(opts))
        while not ref.is_over():
            check_step(g, s, ref)
            phases.add(ref.phase)
            m = rng.choice(ref.legal_moves())
            ref.play(m)
            s.play(m)
        check_step(g, s, ref)
        assert s.deal_result() == ref.results[-1]
        assert sum(s.balances()) + s.unclaimed == 0
    assert {"buy", "decide", "play"} <= phases or opts.get("others") == "sit_out"


@pytest.mark.parametrize("opts", SETUPS, ids=[str(o) for o in SETUPS])
def test_differential_games(opts):
    g = pc.game("ton", **opts)
    n = opts.get("players", 4)
    rng = random.Random(100 + SETUPS.index(opts))
    winners = 0
    for seed in range(12):
        s = g.new_match(seed=seed)
        ref = RefTon(lambda k, seed=seed: order_of(deal_seed(seed, k)), PyXoshiro(seed).below(n), match=True,
                     **ref_opts(opts))
        done = 0
        while not ref.is_over():
            check_step(g, s, ref)
            m = rng.choice(ref.legal_moves())
            ref.play(m)
            s.play(m)
            if len(ref.results) > done:
                done = len(ref.results)
                assert s.last_deal_result() == ref.results[-1]
        check_step(g, s, ref)
        assert s.deal_result() == ref.results[-1]
        assert sum(s.balances()) == 0
        winners += bool(ref.results[-1]["winners"])
    assert winners == 12
