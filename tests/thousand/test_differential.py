"""Differential tests: the C++ Тысяча against the pure-Python reference (tests/thousand/), move for
move. The C++ deal generator's deck order and cut positions are fed into the reference; at every
step both must agree on the legal moves (as text), the phase, the seat to move, the hands, the
trick, the tricks won, the trump, the bidding fields and (at the end of each deal) the deal result
and the match bookkeeping."""
import random

import pytest

import pycards as pc
from pycards import _core

from .reference import ThousandDeal, ThousandMatch

# Option sets (reference spelling; the C++ accepts the same values) covering every option.
OPTION_SETS = [
    {},
    dict(cut_ritual=False, single_step_raises=True, bid_step=10),
    dict(marriage_values="alt_a", marriage_on_first_lead=True, gift_visibility="public"),
    dict(marriage_values="alt_b", bed_marriage=True, trump_maker_no_trump_lead=True),
    dict(ace_marriage="bonus", ace_marriage_in_a_row=True, four_nines_bonus=360),
    dict(ace_marriage="trump", ace_marriage_in_a_row=True, four_nines_bonus=200, bed_marriage=True,
         marriage_on_first_lead=True),
    dict(marriage_bonus_declarer_only=True, round_before_compare=True),
    dict(poor_prikup_redeal=True, four_nines_redeal=True, weak_hand_redeal=True),
    dict(four_nines_after_gift_redeal=True, weak_hand_after_gift_redeal=True),
    dict(dark_bidding=True, dark_hide_snos=True, dark_marriages_undoubled=True),
    dict(dark_bidding=True, dark_left_of_dealer_only=True, hide_prikup_at_100=True),
    dict(dark_bidding=True, dark_score_condition=">0"),
    dict(prikup_buyout=True, minus_120_no_bidding=True),
    dict(rospis_opponent_gain="half_bid", rospis_declarer_loss="zero", rospis_limit=3,
         rospis_third_penalty=True, barrel_rospis="forbidden"),
    dict(rospis_by_aces=True, bolt="consecutive"),
    dict(rospis_opponent_gain="aces", rospis_declarer_loss="half_bid", bolt="any", penalty_amount=100),
    dict(golden_round=True, golden_restarts=2, golden_raise=True, golden_rospis="forbidden",
         rospis_declarer_loss="zero"),
    dict(golden_round=True),
    dict(barrel_exit="any", barrel_bump=True, barrel_third_fall="zero", win_over_1000=True),
    dict(barrel_simultaneous=True, barrel_third_fall="zero_no_barrel", samosval=True, negative_samosval=True),
    dict(barrel=False, barrel_third_fall="five_no_barrel", samosval=True, samosval_value=55),
    dict(dark_bidding=True, dark_score_condition=">=240", minus_120_no_bidding=True, bolt="consecutive"),
    # the published variants (docs/thousand.md "Variants")
    dict(first_bid="left_of_dealer", dark_bidding=True, minus_120_no_bidding=True, weak_hand_redeal=True),
    dict(barrel_jump=True, bolt="consecutive", barrel_bolts="ignore", barrel_bump=True),
    dict(barrel_jump=True, win_over_1000=True, barrel_exit="any", bolt="any", barrel_bolts="ignore"),
    dict(dark_bidding=True, dark_double="declarer", dark_marriages_undoubled=True, prikup_buyout=True),
    dict(golden_round=True, golden_round_style="double_penalties", bolt="any", rospis_third_penalty=True,
         barrel_simultaneous=True),
    dict(must_beat_led=True, ace_marriage="trump", ace_marriage_in_a_row=True, trump_maker_no_trump_lead=True),
    dict(players=4),
    dict(players=4, golden_round=True, bolt="consecutive", barrel_bump=True, barrel_third_fall="zero",
         rospis_third_penalty=True, samosval=True),
    dict(players=4, dark_bidding=True, dark_left_of_dealer_only=True, prikup_buyout=True, minus_120_no_bidding=True,
         weak_hand_redeal=True, four_nines_redeal=True, poor_prikup_redeal=True, weak_hand_after_gift_redeal=True,
         first_bid="left_of_dealer", barrel_jump=True),
]


def cpp_game(opts):
    return pc.game("thousand", **opts)


def texts(cs):
    return sorted(str(c) for c in cs)


def source_of(seed):
    order, cuts = _core.thousand_deal_source(seed)
    return [str(c) for c in order], cuts


def compare_deal_state(s, d):
    """C++ state `s` and reference deal `d` agree on everything visible."""
    assert s.phase == d.phase
    assert s.to_move == d.to_move
    assert sorted(str(m) for m in s.legal_moves()) == sorted(d.legal_moves()), s.notation()
    assert [texts(h) for h in s.hands] == [sorted(h) for h in d.hands]
    assert [str(c) for c in s.trick] == [c for _, c in d.trick]
    assert s.trick_seats == [p for p, _ in d.trick]
    assert [texts(t) for t in s.tricks] == [sorted(c for t in ts for c in t) for ts in d.tricks]
    assert s.trump == d.trump
    assert s.declarer == d.declarer
    assert s.bid == d.bid and s.contract == d.contract
    assert s.bonus == d.bonus and s.card_points() == d.card_points()
    assert s.dealer == d.dealer
    assert s.dark == d.dark and s.prikup_shown == d.prikup_shown


RESULT_KEYS = ["redeal", "redeal_by", "redeal_reason", "dealer", "declarer", "bid", "contract", "rospis",
               "played", "golden", "dark", "card_points", "bonuses", "cut_penalty", "made", "declarer_total",
               "raw", "results", "multiplier"]


def compare_result(cr, rr):
    for k in RESULT_KEYS:
        assert cr[k] == rr[k], (k, cr, rr)


def random_deals(opts, seeds, rng):
    g = cpp_game(opts)
    for seed in seeds:
        dealer = seed % opts.get("players", 3)
        s = g.new_deal(seed=seed, dealer=dealer)
        order, cuts = source_of(seed)
        d = ThousandDeal(order, dealer, cuts=cuts if opts.get("cut_ritual", True) else None, **opts)
        text = lambda c: None if c is None else str(c)  # noqa: E731
        assert text(s.cut_bottom) == d.cut_bottom
        seats = range(d.players)
        assert [text(s.view(p).cut_bottom) for p in seats] == [d.view(p)["cut_bottom"] for p in seats]
        while True:
            compare_deal_state(s, d)
            if d.phase == "over":
                break
            m = rng.choice(d.legal_moves())
            s.play(m)
            d.play(m)
        assert s.is_over()
        compare_result(s.deal_result(), d.deal_result())
        assert g.position(s.notation()) == s


@pytest.mark.parametrize("k", range(len(OPTION_SETS)))
def test_random_deals_agree(k):
    opts = OPTION_SETS[k]
    random_deals(opts, range(k * 1000, k * 1000 + 400), random.Random(k))


def start_match(g, opts, seed, scores=None):
    """A C++ match and the reference match on the same deals; optionally from given scores."""
    s = g.new_match(seed=seed) if scores is None else _core.thousand_match_from_scores(g, seed, list(scores))
    counter = [0]

    def source(dealer):
        src = source_of(_core.thousand_deal_seed(seed, counter[0]))
        counter[0] += 1
        return src

    m = ThousandMatch(first_dealer=s.dealer, source=source, **opts)
    if scores is not None:
        m.scores = list(scores)
        counter[0] = 0
        m._new_deal()
    return s, m


def compare_match(s, m):
    assert s.is_over() == m.over
    assert s.scores() == m.scores
    assert s.on_barrel == m.on_barrel and s.barrel_deals == m.barrel_deals and s.falls == m.falls
    assert s.no_barrel == m.no_barrel and s.bolts == m.bolts and s.rospis_counts == m.rospis_counts
    assert s.deals_played == m.deals_played
    assert s.winner == (m.winner if m.winner is not None else ("draw" if m.draw else None))
    assert s.settlement() == m.settlement()
    if not m.over:
        compare_deal_state(s, m.deal)
        assert s.golden == m.golden_active


def play_match(g, opts, seed, rng, scores=None, low_contracts=False):
    s, m = start_match(g, opts, seed, scores)
    seen = 0
    steps = 0
    while True:
        compare_match(s, m)
        if len(m.history) > seen:  # a deal ended: compare its result and bookkeeping
            entry = m.history[-1]
            cr = s.deal_result()
            compare_result(cr, entry["result"])
            assert cr["applied"] == entry["applied"] and cr["events"] == [tuple(e) for e in entry["events"]]
            seen = len(m.history)
        if m.over:
            break
        moves = m.legal_moves()
        if low_contracts and m.deal.phase in ("bid", "contract"):
            moves = [x for x in moves if x in ("pass", "rospis") or x.startswith("contract:")][:1] or moves
        mv = rng.choice(moves)
        s.play(mv)
        m.play(mv)
        steps += 1
        assert steps < 5000
    assert g.position(s.notation()) == s


@pytest.mark.parametrize("k", range(len(OPTION_SETS)))
def test_random_matches_agree(k):
    opts = dict(OPTION_SETS[k], max_deals=6)
    g = cpp_game(opts)
    rng = random.Random(100 + k)
    for seed in range(12):
        play_match(g, opts, seed + 77 * k, rng)
    # near the barrel and below -120: the barrel rules, H1, H6-H9, H18, H29 come into play; just
    # below the target off the barrel (as from match_from_scores): barrel_jump
    for seed, scores in enumerate([(860, 870, 700), (875, 880, -200), (-130, 850, 555), (540, 878, 879),
                                   (990, 960, 875)]):
        scores = scores + (scores[0] - 5,) if opts.get("players") == 4 else scores
        play_match(g, opts, 1000 + seed + 77 * k, rng, scores=scores, low_contracts=seed % 2 == 0)
