"""Differential tests: the C++ 1001 against the pure-Python reference (tests/thousand/
thousand_one.py), move for move, on the C++ deal generator's deck orders."""
import random

import pytest

import pycards as pc
from pycards import _core

from .reference import ThousandOneDeal, ThousandOneMatch

OPTION_SETS = [
    {},
    dict(players=4),
    dict(players=4, dealer_prikup_round=False, two_pass_play="free", throw_bonus=30),
    dict(single_step_raises=True, marriage_on_first_lead=False, round_before_compare=True),
    dict(marriage_cap="none", throw_opponent_gain=20),
    dict(players=4, two_pass_play="free", marriage_cap="none"),
    dict(must_beat_led=True),
    dict(players=4, must_beat_led=True, marriage_on_first_lead=False),
]


def texts(cs):
    return sorted(str(c) for c in cs)


def order_of(seed):
    order, _ = _core.thousand_deal_source(seed)
    return [str(c) for c in order]


def compare_state(s, d):
    assert s.phase == d.phase and s.to_move == d.to_move
    assert sorted(str(m) for m in s.legal_moves()) == sorted(d.legal_moves()), s.notation()
    assert [texts(h) for h in s.hands] == [sorted(h) for h in d.hands]
    assert [str(c) for c in s.trick] == [c for _, c in d.trick]
    assert [texts(t) for t in s.tricks] == [sorted(c for t in ts for c in t) for ts in d.tricks]
    assert s.trump == d.trump and s.declarer == d.declarer
    assert s.bid == d.bid and s.contract == d.contract
    assert s.bonus == d.bonus and s.card_points() == d.card_points()
    assert s.dealer == d.dealer and s.active == d.active and s.prikup_shown == d.prikup_shown


KEYS = ["dealer", "declarer", "bid", "contract", "two_pass", "thrown", "free", "played", "card_points",
        "bonuses", "made", "declarer_total", "dealer_prikup", "results"]


def compare_result(cr, rr):
    for k in KEYS:
        assert cr[k] == rr[k], (k, cr, rr)


@pytest.mark.parametrize("k", range(len(OPTION_SETS)))
def test_random_deals_agree(k):
    opts = OPTION_SETS[k]
    g = pc.game("thousand_one", **opts)
    rng = random.Random(k)
    n = opts.get("players", 3)
    for seed in range(k * 1000, k * 1000 + 500):
        dealer = seed % n
        s = g.new_deal(seed=seed, dealer=dealer)
        d = ThousandOneDeal(order_of(seed), dealer, **opts)
        while True:
            compare_state(s, d)
            if d.phase == "over":
                break
            # pass more often so that the two-pass case comes up
            moves = d.legal_moves()
            m = "pass" if "pass" in moves and rng.random() < 0.5 else rng.choice(moves)
            s.play(m)
            d.play(m)
        compare_result(s.deal_result(), d.deal_result())
        assert g.position(s.notation()) == s


@pytest.mark.parametrize("k", range(len(OPTION_SETS)))
def test_random_matches_agree(k):
    opts = dict(OPTION_SETS[k], target=400, max_deals=15)
    g = pc.game("thousand_one", **opts)
    rng = random.Random(50 + k)
    for seed in range(10):
        s = g.new_match(seed=seed)
        counter = [0]

        def source(dealer, seed=seed, counter=counter):
            o = order_of(_core.thousand_deal_seed(seed, counter[0]))
            counter[0] += 1
            return o

        m = ThousandOneMatch(first_dealer=s.dealer, source=source, **opts)
        seen = 0
        while True:
            assert s.scores() == m.scores and s.is_over() == m.over
            assert s.winner == (m.winner if m.winner is not None else ("draw" if m.draw else None))
            if len(m.history) > seen:
                compare_result(s.deal_result(), m.history[-1]["result"])
                seen = len(m.history)
            if m.over:
                break
            compare_state(s, m.deal)
            mv = rng.choice(m.legal_moves())
            s.play(mv)
            m.play(mv)
        assert g.position(s.notation()) == s
