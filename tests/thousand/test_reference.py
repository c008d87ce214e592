"""Tests of the pure-Python Тысяча / 1001 references: worked examples, every option, bidding
limits, illegal moves, random matches and the double-dummy helper."""
import random

import pytest

from .reference import (
    DECK24,
    ONE_OPTIONS,
    POWER,
    THOUSAND_OPTIONS,
    DealContext,
    ThousandDeal,
    ThousandMatch,
    ThousandOneDeal,
    ThousandOneMatch,
    card_play_value,
    cut_ritual,
    half,
    round5,
)

# ------------------------------------------------------------------ helpers


def cards(text):
    return text.split()


def thousand_order(hands, prikup, dealer):
    """The dealing order (top first) that gives `hands` (per seat, 7 each) and `prikup`."""
    queues = [list(h) for h in hands]
    order = [queues[(dealer + 1 + i) % 3].pop(0) for i in range(21)]
    return order + list(prikup)


def uncut(order, k):
    """The pre-cut order that a cut at position k turns into `order`."""
    return order[24 - k:] + order[:24 - k]


def rest_of_deck(*used, n=None):
    used = {c for grp in used for c in grp}
    return [c for c in DECK24 if c not in used]


def make_deal(hands, prikup, dealer=0, context=None, **opts):
    """A Тысяча deal with exactly these hands; the cut ritual (if on) passes without incident."""
    prikup = sorted(prikup, key=lambda c: c[0] not in "9J")  # a 9 or J at the bottom would act
    order = thousand_order(hands, prikup, dealer)
    if order[-1][0] in "9J":
        return ThousandDeal(order, dealer, context=context, cut_ritual=False, **opts)
    return ThousandDeal(uncut(order, 5), dealer, cuts=[5], context=context, **opts)


def play_all(state, moves):
    for m in moves:
        state.play(m)
    return state


def assert_illegal(state, move):
    before = state.snapshot()
    with pytest.raises(ValueError):
        state.play(move)
    assert state.snapshot() == before


# The worked example of thousand.md (dealer P0)
EX_HANDS = [cards("QS KS JH QC KC TC AC"), cards("AS TH KH QH JC 9C JD"), cards("9S JS 9H AD TD KD QD")]
EX_PRIKUP = cards("AH 9D TS")
EX_BIDS = ["105", "110", "pass", "115", "pass"]
EX_GIFTS = ["gift:9D", "gift:TS"]
EX_PLAY = ["AS", "9S", "QS", "KH+M", "9H", "JH", "AH", "9D", "KS", "TH", "JS", "QC",
           "QH", "TD", "TS", "JD", "AD", "TC", "KD+M", "KC", "9C", "QD", "AC", "JC"]


def example(context=None, **opts):
    return make_deal(EX_HANDS, EX_PRIKUP, 0, context=context, **opts)


def example_played(contract=175, context=None, **opts):
    d = play_all(example(context, **opts), EX_BIDS + EX_GIFTS + [f"contract:{contract}"] + EX_PLAY)
    assert d.phase == "over"
    return d


def fake(results, declarer=0, played=True, rospis=False, golden=False, cut_penalty=None,
         declarer_total=0):
    return {"redeal": False, "declarer": declarer, "results": list(results), "played": played,
            "rospis": rospis, "golden": golden, "cut_penalty": cut_penalty,
            "declarer_total": declarer_total}


def match(**opts):
    return ThousandMatch(seed=1, **opts)


# ------------------------------------------------------------------ basics
def test_deck_and_rounding():
    assert DECK24[:7] == cards("9C TC JC QC KC AC 9D") and DECK24[-1] == "AS"
    assert [round5(n) for n in (0, 2, 3, 47, 48, 127, 173)] == [0, 0, 5, 45, 50, 125, 175]
    assert [half(b) for b in (100, 105, 110, 115)] == [50, 55, 55, 60]


def test_thousand_dealing_order():
    order = list(DECK24)
    d = ThousandDeal(order, 1, cut_ritual=False)
    assert "9C" in d.hands[2] and "TC" in d.hands[0] and "JC" in d.hands[1]
    assert d.prikup == sorted(order[21:], key=DECK24.index)
    assert all(len(h) == 7 for h in d.hands)


def test_one_dealing_pattern():
    order = list(DECK24)
    d = ThousandOneDeal(order, 0)
    # d4, d8, d12 to the prikup; d1 to the dealer's left
    assert set(d.prikup) == {order[3], order[7], order[11]}
    assert order[0] in d.hands[1] and order[1] in d.hands[2] and order[2] in d.hands[0]
    assert order[23] in d.hands[0]
    d4 = ThousandOneDeal(order, 2, players=4)
    assert d4.active == [3, 0, 1] and d4.hands[2] == set()
    assert order[0] in d4.hands[3] and all(len(d4.hands[s]) == 7 for s in d4.active)


# ------------------------------------------------------------------ Тысяча worked example
def test_thousand_worked_example():
    d = example()
    assert d.phase == "bid" and d.bid == 100 and d.to_move == 1
    assert [d.bid_cap(s) for s in range(3)] == [220, 220, 200]
    play_all(d, EX_BIDS)
    assert d.declarer == 1 and d.bid == 115 and d.phase == "give"
    assert d.view(0)["prikup"] == sorted(EX_PRIKUP, key=DECK24.index)
    play_all(d, EX_GIFTS)
    assert d.hands[1] == set(cards("AS AH TH KH QH JC 9C JD"))
    assert d.hands[2] == set(cards("9S JS 9H 9D AD TD KD QD"))
    assert d.hands[0] == set(cards("QS KS TS JH QC KC TC AC"))
    moves = d.legal_moves()
    assert moves[0] == "contract:115" and moves[-2] == "contract:220" and moves[-1] == "rospis"
    d.play("contract:175")
    leaders, trumps = [], []
    for i in range(8):
        play_all(d, EX_PLAY[3 * i:3 * i + 3])
        trumps.append(d.trump)
        leaders.append(d.to_move)
    assert leaders == [1, 1, 1, 1, 1, 2, 2, None] and d.tricks[2][-1] == ["QD", "AC", "JC"]
    assert [len(t) for t in d.tricks] == [0, 5, 3]
    assert trumps == [None, "H", "H", "H", "H", "H", "D", "D"]
    r = d.deal_result()
    assert r["card_points"] == [0, 73, 47] and r["bonuses"] == [0, 100, 80]
    assert r["made"] is False and r["results"] == [0, -175, 125]


def test_thousand_example_match_scores():
    order = uncut(thousand_order(EX_HANDS, EX_PRIKUP, 0), 5)
    m = ThousandMatch(first_dealer=0, source=lambda dealer: (order, [5]))
    play_all(m, EX_BIDS + EX_GIFTS + ["contract:175"] + EX_PLAY)
    assert m.scores == [0, -175, 125] and m.dealer == 1 and m.deals_played == 1


def test_round_before_compare():  # H28
    assert example_played(round_before_compare=True).deal_result()["results"][1] == 175


def test_marriage_bonus_declarer_only():  # H41
    d = example_played(marriage_bonus_declarer_only=True)
    r = d.deal_result()
    assert r["results"] == [0, -175, 45] and r["bonuses"] == [0, 100, 0]
    assert d.trump == "D"


def test_bolt():  # H5 (and the example's first bolt)
    m = match(bolt="consecutive")
    r = example_played().deal_result()
    m._bookkeeping(r)
    assert m.bolts == [1, 0, 0] and ("bolt", 0) in m.history[-1]["events"]
    # consecutive: three bolts in a row cost the penalty; any non-bolt deal resets
    m = match(bolt="consecutive")
    for _ in range(2):
        m._bookkeeping(fake([100, 0, 20], declarer=0))
    m._bookkeeping(fake([100, 5, 20], declarer=0))
    m._bookkeeping(fake([100, 0, 20], declarer=0))
    assert m.scores[1] == 5 and m.bolts[1] == 1
    m._bookkeeping(fake([100, 0, 20], declarer=0))
    m._bookkeeping(fake([100, 0, 20], declarer=0))
    assert m.scores[1] == 5 - 120 and m.bolts[1] == 0
    # any: every third bolt
    m = match(bolt="any")
    for res in ([100, 0, 20], [100, 5, 20], [100, 0, 20], [100, 0, 20]):
        m._bookkeeping(fake(res, declarer=0))
    assert m.scores[1] == 5 - 120
    # a declarer's result is never a bolt; a write-off is not a bolt
    m = match(bolt="any")
    for _ in range(3):
        m._bookkeeping(fake([0, 60, 60], declarer=0, rospis=True, played=False))
    assert m.bolts == [0, 0, 0]


def test_barrel_example_variations():
    r = example_played().deal_result()
    m = match()
    m.scores = [0, 0, 790]
    m._bookkeeping(r)
    assert m.scores == [0, -175, 880] and m.on_barrel == [False, False, True]
    m = match()
    m.scores, m.on_barrel = [0, 0, 880], [False, False, True]
    m._bookkeeping(r)
    assert m.scores == [0, -175, 880] and m.barrel_deals[2] == 1
    m = match()
    m.scores, m.on_barrel = [0, 880, 0], [False, True, False]
    m._bookkeeping(r)
    assert m.scores == [0, 705, 125] and not m.on_barrel[1] and m.falls[1] == 1


def test_barrel_three_deal_timeout_and_exit():
    m = match()
    m.scores, m.on_barrel = [880, 0, 0], [True, False, False]
    for _ in range(2):
        m._bookkeeping(fake([0, 100, 20], declarer=1))
    assert m.scores[0] == 880 and m.on_barrel[0]
    m._bookkeeping(fake([0, 100, 20], declarer=1))
    assert m.scores[0] == 760 and not m.on_barrel[0] and m.falls[0] == 1
    m = match()
    m.scores, m.on_barrel = [880, 0, 0], [True, False, False]
    m._bookkeeping(fake([120, 10, 20], declarer=0))
    assert m.scores[0] == 1000 and m.winner == 0 and m.is_over()
    assert m.settlement() == [1000 - 10 + 1000 - 20, -(1000 - 10), -(1000 - 20)]


def test_barrel_cannot_be_jumped():
    m = match()
    m.scores = [860, 0, 0]
    m._bookkeeping(fake([240, 10, 20], declarer=0))
    assert m.scores[0] == 880 and m.on_barrel[0] and not m.is_over()


def test_barrel():  # option barrel = off
    m = match(barrel=False)
    m.scores = [0, 0, 790]
    m._bookkeeping(example_played().deal_result())
    assert m.scores == [0, -175, 915] and m.on_barrel == [False] * 3


def test_barrel_exit():  # barrel_exit = any
    r = example_played().deal_result()
    for exit_rule, expect in (("declarer_only", 880), ("any", 1005)):
        m = match(barrel_exit=exit_rule)
        m.scores, m.on_barrel = [0, 0, 880], [False, False, True]
        m._bookkeeping(r)
        assert m.scores[2] == expect
    assert m.winner == 2


def test_thousand_writeoff_example():
    def writeoff(**opts):
        d = play_all(example(**opts), EX_BIDS + EX_GIFTS + ["rospis"])
        return d.deal_result()["results"]
    assert writeoff() == [60, -115, 60]


def test_rospis_opponent_gain():  # H10
    d = play_all(example(rospis_opponent_gain="half_bid"), EX_BIDS + EX_GIFTS + ["rospis"])
    assert d.deal_result()["results"] == [60, -115, 60]
    d = play_all(example(rospis_opponent_gain="half_bid"),
                 ["105", "110", "pass", "125", "pass"] + EX_GIFTS + ["rospis"])
    assert d.deal_result()["results"] == [65, -125, 65]
    d = play_all(example(rospis_opponent_gain="aces"), EX_BIDS + EX_GIFTS + ["rospis"])
    assert d.deal_result()["results"] == [20, -115, 20]


def test_rospis_by_aces():  # H37
    d = play_all(example(rospis_by_aces=True), EX_BIDS + EX_GIFTS + ["rospis"])
    assert d.deal_result()["results"] == [20, -60, 20]


def test_rospis_declarer_loss():  # H14
    for loss, expect in (("zero", 0), ("half_bid", -60), ("bid", -115)):
        d = play_all(example(rospis_declarer_loss=loss), EX_BIDS + EX_GIFTS + ["rospis"])
        assert d.deal_result()["results"] == [60, expect, 60]


def test_rospis_limit():  # H13
    ctx = DealContext(rospis_counts=[0, 3, 0])
    d = play_all(example(ctx), EX_BIDS + EX_GIFTS)
    assert "rospis" in d.legal_moves()
    d = play_all(example(ctx, rospis_limit=3), EX_BIDS + EX_GIFTS)
    assert "rospis" not in d.legal_moves()
    assert_illegal(d, "rospis")


def test_rospis_third_penalty():  # H15
    m = match(rospis_third_penalty=True)
    for _ in range(3):
        m._bookkeeping(fake([-100, 60, 60], declarer=0, rospis=True, played=False))
    assert m.scores[0] == -300 - 120 and m.rospis_counts[0] == 3
    m = match()
    for _ in range(3):
        m._bookkeeping(fake([-100, 60, 60], declarer=0, rospis=True, played=False))
    assert m.scores[0] == -300


def test_barrel_rospis():  # H18
    ctx = DealContext(scores=[880, 0, 0], on_barrel=[True, False, False])
    d = play_all(example(ctx, rospis_declarer_loss="zero", barrel_rospis="forbidden"), EX_BIDS + EX_GIFTS)
    assert "rospis" not in d.legal_moves()
    d = play_all(example(ctx, rospis_declarer_loss="zero"), EX_BIDS + EX_GIFTS)
    assert "rospis" in d.legal_moves()
    d = play_all(example(ctx, barrel_rospis="forbidden"), EX_BIDS + EX_GIFTS)  # costs the bid
    assert "rospis" in d.legal_moves()


# ------------------------------------------------------------------ golden round
def test_golden_round():  # H11
    d = example(DealContext(golden=True), golden_round=True)
    assert d.phase == "give" and d.declarer == 0 and d.bid == 120 and len(d.hands[0]) == 10
    play_all(d, ["gift:AH", "gift:9D"])
    assert d.legal_moves() == ["contract:120", "rospis"]
    d.play("rospis")
    assert d.deal_result()["results"] == [-240, 120, 120]
    # restart: no golden deal reached 120
    m = match(golden_round=True)
    assert m.deal.golden
    for _ in range(3):
        m._bookkeeping(fake([-240, 100, 20], declarer=0, golden=True, declarer_total=100))
    assert m.scores == [0, 0, 0] and m.golden_active and m.golden_restarts == 1
    for _ in range(3):
        m._bookkeeping(fake([-240, 100, 20], declarer=0, golden=True, declarer_total=100))
    assert m.scores == [-720, 300, 60] and not m.golden_active  # golden_restarts = 1 used up
    m = match(golden_round=True)
    m._bookkeeping(fake([240, 10, 20], declarer=0, golden=True, declarer_total=130))
    for _ in range(2):
        m._bookkeeping(fake([-240, 10, 20], declarer=0, golden=True, declarer_total=100))
    assert m.scores == [-240, 30, 60] and not m.golden_active


def test_golden_restarts():
    m = match(golden_round=True, golden_restarts=0)
    for _ in range(3):
        m._bookkeeping(fake([-240, 100, 20], declarer=0, golden=True, declarer_total=100))
    assert m.scores == [-720, 300, 60] and not m.golden_active


def test_golden_raise():  # H20
    d = play_all(example(DealContext(golden=True), golden_raise=True), ["gift:AH", "gift:9D"])
    assert "contract:125" in d.legal_moves() and d.legal_moves()[0] == "contract:120"


def test_golden_rospis():  # H19
    ctx = DealContext(golden=True)
    d = play_all(example(ctx, rospis_declarer_loss="zero", golden_rospis="forbidden"), ["gift:AH", "gift:9D"])
    assert d.legal_moves() == ["contract:120"]
    d = play_all(example(ctx, rospis_declarer_loss="zero"), ["gift:AH", "gift:9D"])
    assert d.legal_moves() == ["contract:120", "rospis"]


# ------------------------------------------------------------------ cut ritual
def test_cut_ritual():
    order = list(DECK24)  # the bottom card after a cut at k is order[k-1]
    assert cut_ritual(order, [2], 0) == (order[2:] + order[:2], [(1, 2, "TC")], None)
    deck, log, pen = cut_ritual(order, [1, 6, 12], 0)  # three 9s in a row -> penalty
    assert [c for _, _, c in log] == ["9C", "9D", "9S"] and pen == 1 and deck == order[19:] + order[:19]
    deck, log, pen = cut_ritual(order, [1, 6, 2, 1], 0)  # 9, 9, then a J: the dealer cuts once
    assert [c for _, _, c in log] == ["9C", "9D", "JD", "QD"] and log[-1][0] == 0 and pen is None
    deck, log, pen = cut_ritual(order, [3, 1], 0)  # JC -> the dealer cuts once more
    assert log == [(1, 3, "JC"), (0, 1, "QC")] and pen is None
    with pytest.raises(ValueError):
        ThousandDeal(order, 0)  # cuts required
    d = ThousandDeal(order, 0, cut_ritual=False)
    assert d.order == order
    d = ThousandDeal(order, 2, cuts=[1, 6, 12])
    assert d.cut_penalty == 0 and d.view(1)["cut_shown"] == ["9C", "9D", "9S"]
    # the bottom card the dealer looked at stays at the bottom: the prikup's last card
    assert d.cut_bottom == "9S" and d.order[-1] == "9S"  # after three 9s: public
    assert [d.view(p)["cut_bottom"] for p in range(3)] == ["9S"] * 3
    d = ThousandDeal(order, 0, cuts=[2])
    assert d.cut_bottom == "TC" and d.order[-1] == "TC" and "TC" in d.prikup
    assert [d.view(p)["cut_bottom"] for p in range(3)] == ["TC", None, None]  # the dealer's only
    assert ThousandDeal(order, 0, cuts=[3, 1]).cut_bottom is None  # after a J he does not look again
    assert ThousandDeal(order, 0, cut_ritual=False).cut_bottom is None
    m = match()
    m._bookkeeping(dict(fake([100, 10, 20]), cut_penalty=2))
    assert m.scores == [100, 10, -100]


def test_penalty_amount():  # H32
    m = match(penalty_amount=100)
    m.scores, m.on_barrel, m.barrel_deals = [880, 0, 0], [True, False, False], [2, 0, 0]
    m._bookkeeping(fake([0, 100, 20], declarer=1))
    assert m.scores[0] == 780


# ------------------------------------------------------------------ bidding
def test_bidding_limits_thousand():
    hands = [cards("9C TC JC 9D TD JD 9H"), cards("AC AD AH AS TH TS JS"), cards("KC QD KD QH KH QS KS")]
    d = make_deal(hands, cards("QC JH 9S"), 0)
    assert d.legal_moves() == ["105", "110", "115", "120", "pass"]  # no marriage: cap 120
    for bad in ("125", "103", "100", "95", "-5"):
        assert_illegal(d, bad)
    d.play("120")
    assert d.bid_cap(2) == 120 + 80 + 100 + 40  # D, H, S marriages
    assert d.legal_moves() == [str(b) for b in range(125, 341, 5)] + ["pass"]
    assert_illegal(d, "345")
    d.play("340")
    assert d.legal_moves() == ["pass"]  # the dealer's cap 120 does not exceed 340


def test_bid_cap_only_pass():
    hands = [cards("9C TC JC 9D TD JD 9H"), cards("AC AD AH AS TH TS JS"), cards("QC JH 9S QD KD QH KH")]
    d = make_deal(hands, cards("KC QS KS"), 0)
    assert d.bid_cap(2) == 300
    play_all(d, ["120"])
    assert d.legal_moves()[0] == "125" and d.legal_moves()[-2] == "300"
    play_all(d, ["300"])
    assert d.legal_moves() == ["pass"]  # dealer: cap 120 <= 300


def test_single_step_raises():
    d = example(single_step_raises=True)
    assert d.legal_moves() == ["105", "pass"]
    assert_illegal(d, "110")


def test_bid_step():  # H40
    d = example(bid_step=10)
    assert d.legal_moves()[0] == "110" and "105" not in d.legal_moves()
    assert_illegal(d, "105")


def test_minus_120_no_bidding():  # H1
    ctx = DealContext(scores=[-120, 0, 0])
    d = example(ctx, minus_120_no_bidding=True)
    assert d.bid == 100 and d.high_bidder == 1 and d.to_move == 2  # P1 opens instead of the dealer
    d.play("105")
    assert d.to_move == 0 and d.legal_moves() == ["pass"]
    d = example(ctx)
    assert d.high_bidder == 0 and d.to_move == 1


def test_dark_bidding():  # H22
    d = example(dark_bidding=True)
    assert d.to_move == 0 and d.legal_moves() == ["dark120", "look"] and d.view(0)["hand"] is None
    d.play("look")
    assert d.bid == 100 and d.to_move == 1 and d.legal_moves() == ["dark120", "look"]
    d.play("dark120")
    assert d.bid == 120 and d.to_move == 2 and d.view(1)["hand"] is None
    assert d.view(2)["hand"] is not None and d.legal_moves()[0] == "125"  # dark no longer possible
    play_all(d, ["pass", "pass"])
    assert d.declarer == 1 and d.dark
    play_all(d, EX_GIFTS + ["contract:120"] + EX_PLAY)
    assert d.deal_result()["results"] == [0, 240, 250]
    # overbid: the dark bidder looks at his next turn and the deal is not dark
    d = example(dark_bidding=True)
    play_all(d, ["look", "dark120", "125"])
    assert d.to_move == 0 and d.legal_moves()[0] == "130"
    d.play("pass")
    assert d.to_move == 1 and d.view(1)["hand"] is not None and d.legal_moves()[0] == "130"
    play_all(d, ["130", "pass"])
    assert d.declarer == 1 and not d.dark


def test_dark_marriages_undoubled():  # H30
    d = example(dark_bidding=True, dark_marriages_undoubled=True)
    play_all(d, ["look", "dark120", "pass", "pass"] + EX_GIFTS + ["contract:120"] + EX_PLAY)
    assert d.deal_result()["results"] == [0, 240, 2 * 45 + 80]


def test_dark_left_of_dealer_only():  # H23
    d = example(dark_bidding=True, dark_left_of_dealer_only=True)
    assert d.to_move == 1 and d.bid == 100 and d.legal_moves() == ["dark120", "look"]
    play_all(d, ["look", "110"])
    assert d.legal_moves()[0] == "115"  # P2 is never offered a dark call


def test_dark_score_condition():  # H29
    ctx = DealContext(scores=[0, 240, 239])
    d = example(ctx, dark_bidding=True, dark_score_condition=">=240")
    assert d.to_move == 1 and d.legal_moves() == ["dark120", "look"]
    play_all(d, ["look", "105"])
    assert "dark120" not in d.legal_moves()
    d = example(ctx, dark_bidding=True, dark_score_condition=">0")
    assert d.to_move == 1 and "dark120" in d.legal_moves()
    with pytest.raises(ValueError):
        example(dark_score_condition="lots")


def test_dark_hide_snos():  # H24
    for hide in (False, True):
        d = example(dark_bidding=True, dark_hide_snos=hide, gift_visibility="public")
        play_all(d, ["look", "dark120", "pass", "pass"] + EX_GIFTS)
        v0 = d.view(0)
        assert (v0["prikup"] is None) == hide
        assert (len(v0["gifts"]) == 1) == hide  # P0 sees only the card he received
        assert d.view(1)["prikup"] is not None


def test_gift_visibility():
    d = play_all(example(), EX_BIDS + EX_GIFTS)
    assert d.view(0)["gifts"] == [("TS", 0)] and d.view(1)["gifts"] == [("9D", 2), ("TS", 0)]
    assert d.view(0)["history"][-2:] == [(1, "gift:??"), (1, "gift:TS")]
    d = play_all(example(gift_visibility="public"), EX_BIDS + EX_GIFTS)
    assert d.view(0)["gifts"] == [("9D", 2), ("TS", 0)]


def test_hide_prikup_at_100():  # H27
    for hide in (False, True):
        d = play_all(example(hide_prikup_at_100=hide), ["pass", "pass"])
        assert d.declarer == 0 and d.bid == 100
        assert (d.view(1)["prikup"] is None) == hide and d.view(0)["prikup"] is not None
    d = play_all(example(hide_prikup_at_100=True), EX_BIDS)
    assert d.view(0)["prikup"] is not None


def test_prikup_buyout():  # H31
    d = play_all(example(prikup_buyout=True), EX_BIDS)
    assert d.phase == "buyout" and d.to_move == 2 and d.legal_moves() == ["buyout:120", "decline"]
    d.play("buyout:120")
    assert d.declarer == 2 and d.bid == 120 and d.to_move == 0
    assert d.legal_moves() == ["decline"]  # price 240 > cap 220
    d.play("decline")
    assert d.to_move == 1 and d.legal_moves() == ["decline"]
    d.play("decline")
    assert d.phase == "give" and d.to_move == 2 and len(d.hands[2]) == 10
    d = play_all(example(prikup_buyout=True), EX_BIDS + ["decline", "decline"])
    assert d.phase == "give" and d.declarer == 1


def test_poor_prikup_redeal():  # H2
    hands = [cards("AC TC KC QC JD 9S JS"), cards("AD TD KD QD AH TH KH"), cards("QH AS TS KS QS JH 9H")]
    prikup = cards("9C JC 9D")  # 2 card points
    for on in (False, True):
        d = play_all(make_deal(hands, prikup, 0, poor_prikup_redeal=on), ["pass", "pass"])
        assert d.phase == ("redeal" if on else "give")
    d = play_all(make_deal(hands, prikup, 0, poor_prikup_redeal=True), ["pass", "pass", "redeal"])
    r = d.deal_result()
    assert r["redeal"] and r["redeal_by"] == 0 and r["results"] == [0, 0, 0]
    d = play_all(make_deal(hands, prikup, 0, poor_prikup_redeal=True), ["105", "pass", "pass"])
    assert d.phase == "give"  # not at exactly 100


def test_four_nines_redeal():  # H3
    hands = [cards("AC TC KC QC JD AS JS"), cards("9C 9D 9H 9S AD TD KD"), cards("QH TS KS QS JH AH TH")]
    prikup = cards("JC KH QD")
    d = make_deal(hands, prikup, 0, four_nines_redeal=True)
    assert d.phase == "redeal" and d.to_move == 1
    d.play("keep")
    assert d.phase == "bid" and d.bid == 100
    d = make_deal(hands, prikup, 0, four_nines_redeal=True)
    d.play("redeal")
    assert d.deal_result()["redeal_reason"] == "four_nines"
    assert make_deal(hands, prikup, 0).phase == "bid"
    # a redeal keeps the dealer and counts for nothing in the match
    order = uncut(thousand_order(hands, prikup, 0), 5)
    m = ThousandMatch(first_dealer=0, source=lambda dealer: (order, [5]), four_nines_redeal=True)
    m.play("redeal")
    assert m.dealer == 0 and m.deals_played == 0 and m.phase == "redeal" and len(m.history) == 1


def test_weak_hand_redeal():  # H4
    hands = [cards("9C 9D 9H JC JD JH QC"), cards("AC TC KC AS TS KS QS"), cards("AD TD KD QD AH TH KH")]
    prikup = cards("9S JS QH")
    d = make_deal(hands, prikup, 0, weak_hand_redeal=True)
    assert d.phase == "redeal" and d.to_move == 0
    assert make_deal(hands, prikup, 0).phase == "bid"


def test_four_nines_after_gift_redeal():  # H21
    hands = [cards("AC TC KC QC JD AS JS"), cards("9C 9D 9H AH AD TD KD"), cards("QH TS KS QS JH KH TH")]
    prikup = cards("JC 9S QD")
    for on in (False, True):
        d = play_all(make_deal(hands, prikup, 0, four_nines_after_gift_redeal=on),
                     ["pass", "pass", "gift:9S", "gift:JC"])  # P1 receives the fourth 9
        assert d.phase == ("redeal" if on else "contract")
    d.play("redeal")
    assert d.deal_result()["redeal_reason"] == "four_nines_after_gift"


def test_weak_hand_after_gift_redeal():  # H25
    hands = [cards("AC TC KC QC AS TS KS"), cards("9C 9D 9H JC JD JH 9S"), cards("QH AD TD KD QD AH TH")]
    prikup = cards("JS QS KH")
    d = play_all(make_deal(hands, prikup, 0, weak_hand_after_gift_redeal=True),
                 ["pass", "pass", "gift:JS", "gift:KH"])
    assert d.phase == "redeal" and d.to_move == 1  # 8 points in 8 cards
    d.play("keep")
    assert d.phase == "contract"


# ------------------------------------------------------------------ card play options
def test_marriage_on_first_lead():  # H12
    d = play_all(example(), EX_BIDS + EX_GIFTS + ["contract:175"])
    assert "KH+M" not in d.legal_moves()
    assert_illegal(d, "KH+M")
    d = play_all(example(marriage_on_first_lead=True), EX_BIDS + EX_GIFTS + ["contract:175"])
    assert {"KH+M", "QH+M"} <= set(d.legal_moves())
    d.play("KH+M")
    assert d.trump == "H" and d.bonus[1] == 100


def test_trump_maker_no_trump_lead():  # H26
    for on in (False, True):
        d = play_all(example(trump_maker_no_trump_lead=on), EX_BIDS + EX_GIFTS + ["contract:175"] + EX_PLAY[:6])
        assert d.to_move == 1 and d.trump == "H"
        leads = set(d.legal_moves())
        assert ("AH" in leads) != on and {"JC", "9C", "JD"} <= leads


def test_marriage_values():  # H42
    for table, expect in (("alt_a", [0, -175, 85]), ("alt_b", [0, -175, 85])):
        d = example_played(marriage_values=table)
        assert d.deal_result()["results"] == expect
    assert example(marriage_values="alt_a").bid_cap(1) == 200
    assert example(marriage_values="alt_b").bid_cap(0) == 120 + 100 + 80


def test_bed_marriage():  # H36
    pos = dict(hands=[cards("9C TC"), cards("QS JS"), cards("9D TD")], declarer=1, contract=100)
    d = ThousandDeal.play_position(**pos)
    assert "QS+B" not in d.legal_moves()
    d = ThousandDeal.play_position(bed_marriage=True, **pos)
    assert set(d.legal_moves()) == {"QS", "JS", "QS+B", "JS+B"}
    d.play("JS+B")
    assert d.trump == "S" and d.bonus[1] == 20
    assert ThousandDeal.play_position(bed_marriage=True, **pos).declaration_cap(cards("KH QH JH")) == 220


def test_ace_marriage():  # H16
    hands = [cards("9C TC KC 9H"), cards("AC AD AH AS"), cards("9D TD KD QD")]
    d = ThousandDeal.play_position(hands, 1, ace_marriage="bonus")
    assert not any("+" in m for m in d.legal_moves())
    d.play("AS")
    assert d.bonus[1] == 200
    d = ThousandDeal.play_position(hands, 1)
    d.play("AS")
    assert d.bonus[1] == 0
    d = ThousandDeal.play_position(hands, 1, ace_marriage="trump")
    assert "AD+AA" in d.legal_moves()
    d.play("AD+AA")
    assert d.trump == "D" and d.bonus[1] == 200
    d = ThousandDeal.play_position(hands, 1, ace_marriage="trump")
    d.play("AD")
    assert d.bonus[1] == 0 and d.trump is None
    assert ThousandDeal.play_position(hands, 1).declaration_cap(cards("AC AD AH AS")) == 120
    assert ThousandDeal.play_position(hands, 1, ace_marriage="bonus").declaration_cap(
        cards("AC AD AH AS")) == 320


def test_ace_marriage_in_a_row():  # H35
    hands = [cards("9C TC KC 9H JC QC"), cards("AC AD AH AS KH QH"), cards("9D TD KD QD JD 9S")]
    for on in (False, True):
        d = ThousandDeal.play_position(hands, 1, ace_marriage="bonus", ace_marriage_in_a_row=on)
        play_all(d, ["AS", "9S", "9C"])  # P1 wins and leads again
        leads = set(d.legal_moves())
        assert (leads == {"AC", "AD", "AH"}) == on
        assert ("KH+M" in leads) != on


def test_four_nines_bonus():  # H38
    hands = [cards("9C 9D 9H 9S"), cards("AC AD AH AS"), cards("TD KD QD JD")]
    for value in ("off", 360, 200):
        d = ThousandDeal.play_position(hands, 1, four_nines_bonus=value)
        play_all(d, ["AD", "JD", "9D"])
        assert d.bonus[0] == (0 if value == "off" else value)
    assert ThousandDeal.play_position(hands, 1, four_nines_bonus=200).declaration_cap(hands[0]) == 320


# ------------------------------------------------------------------ barrel house rules
def test_barrel_third_fall():  # H6
    for rule, score, nob in (("zero", 0, False), ("zero_no_barrel", 0, True), ("five_no_barrel", 5, True)):
        m = match(barrel_third_fall=rule)
        m.scores, m.on_barrel, m.falls = [880, 0, 0], [True, False, False], [2, 0, 0]
        m._bookkeeping(fake([-100, 100, 20], declarer=0))
        assert m.scores[0] == score and m.no_barrel[0] == nob and m.falls[0] == 0
    m = match()
    m.scores, m.on_barrel, m.falls = [880, 0, 0], [True, False, False], [2, 0, 0]
    m._bookkeeping(fake([-100, 100, 20], declarer=0))
    assert m.scores[0] == 780 and m.falls[0] == 3
    m = match(barrel_third_fall="zero_no_barrel")  # no barrel: he passes 880 freely
    m.scores, m.no_barrel = [850, 0, 0], [True, False, False]
    m._bookkeeping(fake([100, 10, 20], declarer=0))
    assert m.scores[0] == 950 and not m.on_barrel[0]


def test_barrel_bump():  # H7
    for on, expect in ((False, [880, 880]), (True, [760, 880])):
        m = match(barrel_bump=on)
        m.scores, m.on_barrel = [880, 800, 0], [True, False, False]
        m._bookkeeping(fake([0, 100, 20], declarer=1))
        assert m.scores[:2] == expect and m.on_barrel[1]
        assert m.on_barrel[0] != on


def test_barrel_simultaneous():  # H8
    for on, expect in ((False, [880, 880]), (True, [760, 760])):
        m = match(barrel_simultaneous=on)
        m.scores = [0, 800, 850]
        m._bookkeeping(fake([-100, 100, 40], declarer=0))
        assert m.scores[1:] == expect and m.on_barrel[1] != on
        assert m.falls[1] == (1 if on else 0)


def test_samosval():  # H9
    for on, expect in ((False, 555), (True, 0)):
        m = match(samosval=on)
        m.scores = [455, 0, 0]
        m._bookkeeping(fake([100, 10, 20], declarer=0))
        assert m.scores[0] == expect


def test_samosval_value():
    m = match(samosval=True, samosval_value=55)
    m.scores = [45, 0, 0]
    m._bookkeeping(fake([10, 10, 20], declarer=1))
    assert m.scores[0] == 0


def test_negative_samosval():  # H39
    for on, expect in ((False, -555), (True, 0)):
        m = match(negative_samosval=on)
        m.scores = [-455, 0, 0]
        m._bookkeeping(fake([-100, 10, 20], declarer=0))
        assert m.scores[0] == expect


def test_win_over_1000():  # H17
    for on in (False, True):
        m = match(win_over_1000=on)
        m.scores, m.on_barrel = [880, 0, 0], [True, False, False]
        m._bookkeeping(fake([120, 10, 20], declarer=0))
        assert (m.scores[0] == 880) == on and (m.winner == 0) != on
    m = match(win_over_1000=True)
    m.scores, m.on_barrel = [880, 0, 0], [True, False, False]
    m._bookkeeping(fake([125, 10, 20], declarer=0))
    assert m.winner == 0


def test_max_deals():  # and the tie rules of the win check
    m = match(max_deals=1)
    m._bookkeeping(fake([100, 10, 20], declarer=0))
    assert m.winner == 0 and m.is_over()
    m = match(max_deals=1)
    m._bookkeeping(fake([20, 10, 20], declarer=1))
    assert m.draw and m.winner is None and m.settlement() is None
    m = match(barrel=False)
    m.scores = [900, 900, 0]
    m._bookkeeping(fake([100, 100, 20], declarer=1))
    assert m.winner == 1
    m = match(barrel=False)
    m.scores = [900, 900, 0]
    m._bookkeeping(fake([100, 100, 20], declarer=2))
    assert not m.is_over()


# ------------------------------------------------------------------ illegal moves
def test_illegal_moves_thousand():
    d = example()
    for bad in ("104", "100", "225", "dark120", "KH", "gift:9D", "contract:115", 105, ""):
        assert_illegal(d, bad)
    play_all(d, EX_BIDS)
    for bad in ("gift:QS", "gift:XX", "115", "pass"):
        assert_illegal(d, bad)
    play_all(d, EX_GIFTS)
    for bad in ("contract:110", "contract:225", "contract:117", "AS"):
        assert_illegal(d, bad)
    d.play("contract:175")
    for bad in ("KS", "KH+M", "QH+M", "AS+M", "JD+B", "AH+AA"):
        assert_illegal(d, bad)
    play_all(d, ["AS"])
    assert_illegal(d, "AD")  # P2 must follow spades
    play_all(d, ["9S", "QS"])
    for bad in ("KD+M", "AS", "KH+B"):  # not his marriage / not his card / no bed option
        assert_illegal(d, bad)
    play_all(d, EX_PLAY[3:])
    assert d.legal_moves() == [] and d.to_move is None
    assert_illegal(d, "AS")


def test_match_copy_and_equality():
    d = play_all(example(), EX_BIDS)
    c = d.copy()
    assert c == d
    c.play("gift:9D")
    assert c != d and len(d.hands[1]) == 10


# ------------------------------------------------------------------ 1001
ONE_HANDS = {1: cards("KC QC AS QS 9S JD 9H"), 2: cards("AH KH QH KS JS TD 9C"),
             0: cards("TS JC AD QD 9D TH JH")}
ONE_PRIKUP = cards("AC TC KD")
ONE_PLAY = ["KC+M", "9C", "JC", "AC", "JS", "9D", "TC", "KS", "QS", "QC", "KD", "JH",
            "9H", "AH", "TH", "KH+M", "QD", "9S", "QH", "TS", "JD", "TD", "AD", "AS"]


def one_order(hands, prikup, dealer, players=3):
    active = [(dealer + 1 + i) % players for i in range(3)]
    queues = {s: list(hands[s]) for s in active}
    pk = list(prikup)
    order, k = [], 0
    for i in range(24):
        if i in (3, 7, 11):
            order.append(pk.pop(0))
        else:
            order.append(queues[active[k % 3]].pop(0))
            k += 1
    return order


def one_example(**opts):
    return ThousandOneDeal(one_order(ONE_HANDS, ONE_PRIKUP, 0), 0, **opts)


ONE_TO_PLAY = ["50", "60", "pass", "65", "pass", "keep", "gift:KD", "gift:QS"]


def test_one_worked_example():
    d = one_example()
    assert [d.bid_cap(d.hands[s]) for s in (1, 2, 0)] == [180, 220, 120]
    assert d.to_move == 1 and d.legal_moves()[0] == "40"
    play_all(d, ONE_TO_PLAY[:5])
    assert d.declarer == 1 and d.bid == 65 and d.phase == "prikup" and d.view(0)["prikup"] is not None
    play_all(d, ONE_TO_PLAY[5:])
    assert d.hands[2] == set(cards("AH KH QH KS JS KD TD 9C"))
    assert d.hands[0] == set(cards("TS QS JC AD QD 9D TH JH"))
    assert d.legal_moves()[0] == "contract:65" and d.legal_moves()[-1] == "contract:180"
    assert d.view(0)["gifts"] == [("QS", 0)]
    d.play("contract:100")
    play_all(d, ONE_PLAY)
    r = d.deal_result()
    assert r["card_points"] == [32, 45, 43] and r["bonuses"] == [0, 60, 100]
    assert r["made"] and r["results"] == [30, 100, 145]


def test_one_example_variations():
    for rbc in (False, True):
        d = play_all(one_example(round_before_compare=rbc), ONE_TO_PLAY + ["contract:110"] + ONE_PLAY)
        assert d.deal_result()["results"] == [30, -110, 145]
    d = play_all(one_example(), ONE_TO_PLAY[:5] + ["throw"])
    assert d.deal_result()["results"] == [0, -65, 0]
    d = play_all(one_example(), ["pass", "pass"])
    assert d.phase == "prikup" and d.to_move == 0 and d.legal_moves() == ["take", "throw"]
    d.play("throw")
    assert d.deal_result()["results"] == [0, 50, 50]
    d = play_all(one_example(), ["pass", "pass", "take"])
    assert d.bid == 40 and d.phase == "give"


def test_one_match_scores():
    order = one_order(ONE_HANDS, ONE_PRIKUP, 0)
    m = ThousandOneMatch(first_dealer=0, source=lambda dealer: order)
    play_all(m, ONE_TO_PLAY + ["contract:100"] + ONE_PLAY)
    assert m.scores == [30, 100, 145] and m.dealer == 1


def test_one_players():  # 4: the dealer sits out and scores the prikup
    rest = [c for c in DECK24 if c not in ONE_PRIKUP]
    hands = {0: rest[:7], 1: rest[7:14], 2: rest[14:21]}
    d = ThousandOneDeal(one_order(hands, ONE_PRIKUP, 3, 4), 3, players=4)
    assert d.hands[3] == set() and d.dealer_prikup_score() == 25
    play_all(d, ["pass", "pass", "throw"])
    assert d.deal_result()["results"] == [50, 50, 0, 25]
    for prikup, score in ((cards("9S 9C 9H"), 100), (cards("AS JD 9H"), 15)):
        rest = [c for c in DECK24 if c not in prikup]
        hands = {0: rest[:7], 1: rest[7:14], 2: rest[14:21]}
        d = ThousandOneDeal(one_order(hands, prikup, 3, 4), 3, players=4)
        assert d.dealer_prikup_score() == score


def test_one_dealer_prikup_round():
    prikup = cards("AS JD 9H")
    rest = [c for c in DECK24 if c not in prikup]
    hands = {0: rest[:7], 1: rest[7:14], 2: rest[14:21]}
    d = ThousandOneDeal(one_order(hands, prikup, 3, 4), 3, players=4, dealer_prikup_round=False)
    assert d.dealer_prikup_score() == 13


def test_one_bidding_limits():
    d = one_example()
    assert d.legal_moves() == [str(b) for b in range(40, 181, 5)] + ["pass"]
    for bad in ("35", "42", "185", "100 ", "x"):
        if bad.strip() in d.legal_moves():
            continue
        assert_illegal(d, bad)
    play_all(d, ["50", "60"])
    assert d.legal_moves() == [str(b) for b in range(65, 121, 5)] + ["pass"]  # P0: no marriage
    assert_illegal(d, "125")
    play_all(d, ["120"])
    assert d.legal_moves()[0] == "125"


def test_one_single_step_raises():
    d = one_example(single_step_raises=True)
    assert d.legal_moves() == ["40", "pass"]
    d.play("40")
    assert d.legal_moves() == ["45", "pass"]


def test_one_marriage_cap():
    d = one_example(marriage_cap="none")
    assert d.bid_cap(d.hands[1]) == 400 and d.bid_cap(d.hands[0]) == 120
    assert d.legal_moves()[-2] == "400"


def test_one_throw_opponent_gain():
    d = play_all(one_example(throw_opponent_gain=10), ONE_TO_PLAY[:5] + ["throw"])
    assert d.deal_result()["results"] == [10, -65, 10]


def test_one_throw_bonus():
    d = play_all(one_example(throw_bonus=30), ["pass", "pass", "throw"])
    assert d.deal_result()["results"] == [0, 30, 30]


def test_one_two_pass_play():
    d = play_all(one_example(), ["pass", "pass", "take", "gift:TS", "gift:JC"])
    assert "free" not in d.legal_moves() and d.legal_moves()[0] == "contract:40"
    d = play_all(one_example(two_pass_play="free"), ["pass", "pass", "take", "gift:TS", "gift:JC"])
    assert d.legal_moves()[-1] == "free"
    d.play("free")
    rng = random.Random(3)
    while not d.is_over():
        d.play(rng.choice(d.legal_moves()))
    r = d.deal_result()
    assert r["results"][0] == round5(r["card_points"][0] + r["bonuses"][0]) and r["made"] is None


def test_one_marriage_on_first_lead():
    d = play_all(one_example(), ONE_TO_PLAY + ["contract:100"])
    assert "KC+M" in d.legal_moves()
    d = play_all(one_example(marriage_on_first_lead=False), ONE_TO_PLAY + ["contract:100"])
    assert "KC+M" not in d.legal_moves()
    assert_illegal(d, "KC+M")


def test_one_round_before_compare():
    pos = dict(hands=[["9D"], ["9S"], ["9H"]], declarer=1, won=[(), cards("AC TC AD KD QD JD JH"), ()],
               bonus=[0, 60, 0], contract=105)  # 43 card points + 60
    for rbc, expect in ((False, -105), (True, 105)):
        d = ThousandOneDeal.play_position(round_before_compare=rbc, **pos)
        play_all(d, ["9S", "9H", "9D"])
        assert d.deal_result()["declarer_total"] == 103 and d.deal_result()["results"][1] == expect


def test_one_target():
    rng = random.Random(5)
    m = ThousandOneMatch(seed=5, target=100)
    while not m.is_over():
        m.play(rng.choice(m.legal_moves()))
    assert max(m.scores) >= 100 and m.scores[m.winner] == max(m.scores)


def test_one_max_deals():
    rng = random.Random(5)
    m = ThousandOneMatch(seed=5, max_deals=2)
    while not m.is_over():
        m.play(rng.choice(m.legal_moves()))
    assert m.deals_played == 2


def test_one_illegal_moves():
    d = play_all(one_example(), ONE_TO_PLAY[:5])
    for bad in ("take", "gift:AC", "contract:65"):
        assert_illegal(d, bad)
    play_all(d, ONE_TO_PLAY[5:])
    for bad in ("contract:60", "contract:185", "contract:67", "free"):
        assert_illegal(d, bad)
    d.play("contract:100")
    for bad in ("KS+M", "AS+M", "QS", "KC+B"):
        assert_illegal(d, bad)


def test_options_validation():
    with pytest.raises(ValueError, match="unknown option"):
        example(no_such_option=True)
    with pytest.raises(ValueError, match="bolt"):
        example(bolt="sometimes")
    with pytest.raises(ValueError):
        ThousandOneDeal(list(DECK24), 0, players=5)
    with pytest.raises(ValueError):
        ThousandOneDeal(list(DECK24)[:23], 0)
    assert example(four_nines_bonus="360").options["four_nines_bonus"] == 360


# ------------------------------------------------------------------ double-dummy helper
def brute(state):
    """Plain minimax without memo (for cross-checking card_play_value)."""
    if state.phase == "over":
        return state.card_points(state.declarer) + state.bonus[state.declarer]
    vals = []
    for m in state.legal_moves():
        c = state.copy()
        c.play(m)
        vals.append(brute(c))
    return max(vals) if state.to_move == state.declarer else min(vals)


def test_card_play_value_example():
    d = play_all(example(), EX_BIDS + EX_GIFTS + ["contract:175"] + EX_PLAY[:21])
    assert card_play_value(d) == 173
    d = play_all(example(), EX_BIDS + EX_GIFTS + ["contract:175"] + EX_PLAY[:15])
    assert card_play_value(d) == brute(d)


def test_card_play_value_declaration_counts():
    hands = [cards("9C TC"), cards("KH QH"), cards("9D TD")]
    d = ThousandDeal.play_position(hands, 1)
    assert card_play_value(d) == 100 + 4 + 3 + 10 + 10 + 0  # declares, wins both with trumps
    assert card_play_value(ThousandOneDeal.play_position(hands, 1)) == 127


def random_endings(cls, tricks_left, n, seed, **opts):
    rng = random.Random(seed)
    out = []
    while len(out) < n:
        d = cls(rng.sample(DECK24, 24), rng.randrange(3), **opts)
        while d.phase != "play" or d.tricks_played < 8 - tricks_left or d.trick:
            if d.is_over():
                break
            d.play(rng.choice(d.legal_moves()))
        if not d.is_over():
            out.append(d)
    return out


@pytest.mark.parametrize("tricks_left", [1, 2, 3])
def test_card_play_value_matches_brute_force(tricks_left):
    opts = dict(cut_ritual=False, marriage_on_first_lead=True, bed_marriage=True)
    for d in random_endings(ThousandDeal, tricks_left, 6, tricks_left, **opts):
        assert card_play_value(d) == brute(d)
    for d in random_endings(ThousandOneDeal, tricks_left, 4, 10 + tricks_left, players=4):
        assert card_play_value(d) == brute(d)


def test_card_play_value_four_tricks_mid_trick():
    d = random_endings(ThousandDeal, 4, 1, 42, cut_ritual=False)[0]
    d.play(d.legal_moves()[0])
    v = card_play_value(d)
    assert d.card_points(d.declarer) + d.bonus[d.declarer] <= v


# ------------------------------------------------------------------ random matches
def policy(rng, moves):
    """Random legal moves, biased towards plausible bidding so that games progress."""
    if "pass" in moves and rng.random() < 0.6:
        return "pass"
    contracts = [m for m in moves if m.startswith("contract:")]
    if contracts and rng.random() < 0.8:
        return contracts[0]
    if "keep" in moves and rng.random() < 0.8:
        return "keep"
    declarations = [m for m in moves if "+" in m]
    if declarations and rng.random() < 0.9:
        return rng.choice(declarations)
    if moves and len(moves[0]) == 2 and moves[0][1] in "CDHS" and rng.random() < 0.7:
        return max(moves, key=lambda m: (POWER[m[0]], rng.random()))  # play high
    return rng.choice(moves)


THOUSAND_CONFIGS = [
    {},
    {"bolt": "consecutive", "barrel_bump": True, "barrel_simultaneous": True, "samosval": True,
     "negative_samosval": True, "barrel_third_fall": "zero_no_barrel", "rospis_third_penalty": True,
     "rospis_limit": 3, "penalty_amount": 100},
    {"dark_bidding": True, "dark_marriages_undoubled": True, "prikup_buyout": True,
     "poor_prikup_redeal": True, "four_nines_redeal": True, "weak_hand_redeal": True,
     "four_nines_after_gift_redeal": True, "weak_hand_after_gift_redeal": True, "bolt": "any"},
    {"golden_round": True, "golden_raise": True, "ace_marriage": "trump", "ace_marriage_in_a_row": True,
     "bed_marriage": True, "four_nines_bonus": 360, "trump_maker_no_trump_lead": True,
     "marriage_on_first_lead": True, "marriage_bonus_declarer_only": True, "minus_120_no_bidding": True},
    {"barrel": False, "win_over_1000": True, "rospis_by_aces": True, "bid_step": 10,
     "single_step_raises": True, "ace_marriage": "bonus", "barrel_exit": "any",
     "barrel_third_fall": "five_no_barrel", "marriage_values": "alt_b"},
]


@pytest.mark.parametrize("config", range(len(THOUSAND_CONFIGS)))
def test_random_thousand_matches(config):
    opts = THOUSAND_CONFIGS[config]
    for seed in range(8):
        rng = random.Random(1000 * config + seed)
        m = ThousandMatch(seed=seed, first_dealer=seed % 3, max_deals=60, **opts)
        while not m.is_over():
            m.play(policy(rng, m.legal_moves()))
        prev = [0, 0, 0]
        for entry in m.history:
            r = entry["result"]
            assert entry["before"] == prev
            if r["redeal"]:
                assert entry["applied"] == [0, 0, 0]
            else:
                assert entry["after"] == [b + a for b, a in zip(entry["before"], entry["applied"])]
                if r["played"]:
                    assert sum(r["card_points"]) == 120
                if not entry["events"]:  # nothing but the deal's own results happened
                    assert entry["applied"] == r["results"], entry
            prev = entry["after"] if ("golden_restart",) not in entry["events"] else [0, 0, 0]
        assert m.scores == prev
        if m.winner is not None and not m.draw and m.deals_played < 60:
            assert m.scores[m.winner] >= 1000


@pytest.mark.parametrize("players", [3, 4])
def test_random_one_matches(players):
    for seed in range(8):
        rng = random.Random(seed)
        m = ThousandOneMatch(seed=seed, players=players, max_deals=80)
        total = [0] * players
        while not m.is_over():
            m.play(policy(rng, m.legal_moves()))
        for entry in m.history:
            r = entry["result"]
            if r["played"]:
                assert sum(r["card_points"]) == 120
            total = [a + b for a, b in zip(total, r["results"])]
        assert total == m.scores
        if m.deals_played < 80:
            assert m.scores[m.winner] >= 1001


def test_every_option_has_its_test():
    names = set(globals())
    missing = [o for o in THOUSAND_OPTIONS if f"test_{o}" not in names]
    missing += [o for o in ONE_OPTIONS if f"test_one_{o}" not in names]
    assert missing == []


def move_pool():
    pool = ["pass", "keep", "redeal", "take", "throw", "dark120", "look", "decline", "rospis", "free",
            "buyout:120", "buyout:240", "KH+", "give 9C to 1", "10H", "", " "]
    pool += [str(b) for b in range(35, 405, 5)] + ["103", "-5"]
    pool += [f"contract:{b}" for b in range(35, 405, 5)] + ["contract:117"]
    for c in DECK24:
        pool += [c, c + "+M", c + "+B", c + "+AA", "gift:" + c]
    return pool


@pytest.mark.parametrize("game", ["thousand", "thousand_one"])
def test_random_illegal_moves_rejected(game):
    pool = move_pool()
    opts = THOUSAND_CONFIGS[2] if game == "thousand" else {"players": 4, "two_pass_play": "free"}
    for seed in range(6):
        rng = random.Random(seed)
        if game == "thousand":
            d = ThousandDeal(rng.sample(DECK24, 24), seed % 3, cuts=[rng.randint(1, 23) for _ in range(4)],
                             **opts)
        else:
            d = ThousandOneDeal(rng.sample(DECK24, 24), seed % 4, **opts)
        while not d.is_over():
            legal = set(d.legal_moves())
            assert legal and len(legal) == len(d.legal_moves())
            illegal = [m for m in rng.sample(pool, 12) if m not in legal]
            for m in illegal[:4]:
                assert_illegal(d, m)
            c = d.copy()
            assert c == d
            c.play(policy(rng, c.legal_moves()))
            assert c != d or c.phase == "over"
            d.play(policy(rng, d.legal_moves()))
        assert d.legal_moves() == [] and d.to_move is None


# ------------------------------------------------------------------ published variants (docs/thousand.md "Variants")
def test_first_bid():
    d = example(first_bid="left_of_dealer")
    assert d.bid == 100 and d.high_bidder == 1 and d.to_move == 2  # P1 opens, P2 calls next
    assert d.history == [(1, "100")]
    play_all(d, ["105", "pass", "pass"])  # P2 105, P0 pass, P1 pass: P2 declares
    assert d.declarer == 2 and d.bid == 105
    # H1 moves the forced 100 on clockwise from the forced seat; dark bidding opens there too
    d = example(DealContext(scores=[0, -120, 0]), first_bid="left_of_dealer", minus_120_no_bidding=True)
    assert d.high_bidder == 2 and d.to_move == 0
    d = example(first_bid="left_of_dealer", dark_bidding=True)
    assert d.to_move == 1 and d.legal_moves() == ["dark120", "look"]


def test_barrel_jump():
    for on, score, onb in ((False, 880, True), (True, 1000, False)):
        m = match(barrel_jump=on)
        m.scores = [0, 0, 875]
        m._bookkeeping(fake([0, 100, 125], declarer=1))
        assert m.scores[2] == score and m.on_barrel[2] == onb and (m.winner == 2) == on
        assert (("jump", 2) in m.history[-1]["events"]) == on
    # the target decides: under H17 1000 is not enough, he climbs as usual
    m = match(barrel_jump=True, win_over_1000=True)
    m.scores = [0, 0, 875]
    m._bookkeeping(fake([0, 100, 125], declarer=1))
    assert m.scores[2] == 880 and m.on_barrel[2] and m.winner is None
    # a player already on the barrel is not concerned: a small result is still ignored
    m = match(barrel_jump=True)
    m.scores, m.on_barrel = [880, 0, 0], [True, False, False]
    m._bookkeeping(fake([100, 120, 0], declarer=1))
    assert m.scores[0] == 880 and ("ignored", 0, 100) in m.history[-1]["events"]


def test_barrel_bolts():
    for rule, bolts, score in (("count", 0, 760), ("ignore", 2, 880)):
        m = match(bolt="any", barrel_bolts=rule)
        m.scores, m.on_barrel, m.bolts = [880, 0, 0], [True, False, False], [2, 0, 0]
        m._bookkeeping(fake([0, 100, 20], declarer=1))
        assert m.bolts[0] == bolts and m.scores[0] == score
        assert (("bolt", 0) in m.history[-1]["events"]) == (rule == "count")
    # consecutive: the ignored deal neither counts nor breaks the run; off the barrel a bolt counts
    m = match(bolt="consecutive", barrel_bolts="ignore")
    m.scores, m.on_barrel, m.bolts = [880, 0, 0], [True, False, False], [1, 1, 0]
    m._bookkeeping(fake([0, 0, 100], declarer=2))
    assert m.bolts == [1, 2, 0]


def test_dark_double():
    moves = ["look", "dark120", "pass", "pass"] + EX_GIFTS
    for rule, expect in (("all", [0, 240, 250]), ("declarer", [0, 240, 125])):
        d = play_all(example(dark_bidding=True, dark_double=rule), moves + ["contract:120"] + EX_PLAY)
        r = d.deal_result()
        assert r["results"] == expect and r["raw"] == [0, 120, 125] and r["multiplier"] == 2
        d = play_all(example(dark_bidding=True, dark_double=rule), moves + ["rospis"])
        assert d.deal_result()["results"] == ([120, -240, 120] if rule == "all" else [60, -240, 60])
    # H30 only changes how an opponent's result is doubled: with the declarer's rule nothing is
    d = example(dark_bidding=True, dark_double="declarer", dark_marriages_undoubled=True)
    play_all(d, moves + ["contract:120"] + EX_PLAY)
    assert d.deal_result()["results"] == [0, 240, 125]
    # a golden deal still doubles everyone
    d = example(DealContext(golden=True), dark_double="declarer")
    assert d.golden


def test_golden_round_style():
    failed = [fake([-240, 100, 20], declarer=k, golden=True, declarer_total=100) for k in range(3)]
    m = match(golden_round=True, golden_round_style="double_penalties", golden_restarts=3)
    for r in failed:
        m._bookkeeping(r)
    assert m.scores == [0, 0, 0] and not m.golden_active and m.golden_restarts == 0
    assert m.history[-1]["events"] == [("golden_reset",)]
    m = match(golden_round=True, golden_restarts=3)
    for r in failed:
        m._bookkeeping(r)
    assert m.scores == [0, 0, 0] and m.golden_active and m.golden_restarts == 1
    # a golden round that reached 120 keeps the scores in both styles
    m = match(golden_round=True, golden_round_style="double_penalties")
    for k, r in enumerate(failed):
        m._bookkeeping(dict(r, declarer_total=125 if k == 1 else 100))
    assert m.scores == [-720, 300, 60] and not m.golden_active and m.history[-1]["events"] == []
    # penalties cost double in a golden deal, bolts count twice there, and not elsewhere
    for golden, score, bolts in ((True, -240, [0, 0, 0]), (False, 0, [2, 0, 0])):
        m = match(golden_round=True, golden_round_style="double_penalties", bolt="any")
        m.bolts = [1, 0, 0]  # a golden bolt makes it 3: the penalty, doubled
        m._bookkeeping(fake([0, 100, 20], declarer=1, golden=golden, declarer_total=130))
        assert m.scores[0] == score and m.bolts == bolts
    m = match(golden_round=True, golden_round_style="double_penalties", rospis_third_penalty=True)
    m.rospis_counts = [2, 0, 0]
    m._bookkeeping(fake([-240, 120, 120], declarer=0, played=False, rospis=True, golden=True))
    assert m.scores == [-240 - 240, 120, 120]
# must_beat_led: the dealer P0 declares at 100 and leads the K♥; P1 holds the A♥, P2 the 10♥ (10
# beats K) beside lower hearts. Each play with the legal cards before it, under the seed rule and
# under the variant (None: not checked).
MB_HANDS = [cards("KH TS JS KC QC AD KD"), cards("AH 9H KS AS 9C JC TC"), cards("TH QH JH QS 9S 9D JD")]
MB_PRIKUP = cards("AC TD QD")
MB_TO_PLAY = ["pass", "pass", "gift:AC", "gift:QD", "contract:100"]
MB_PLAY = [
    ("KH", None, None),
    ("AH", ["9H", "AH"], ["AH"]),  # a heart above the K held: that one
    ("TH", ["TH", "JH", "QH"], ["TH"]),  # the led K to beat, not the A that holds the trick
    ("KS", None, None),
    ("9S", ["9S", "QS"], ["9S", "QS"]),  # no spade above the K: any spade
    ("TS", ["TS", "JS"], ["TS"]),
    ("KC+M", None, None),  # clubs are trump from here
    ("TC", ["9C", "TC", "JC", "AC"], ["TC", "AC"]),  # a trump lead is beaten the same way
    ("9D", None, None),
    ("9H", None, None),
    ("JH", ["JH", "QH"], ["JH", "QH"]),  # both above the 9
    ("QC", ["QC"], ["QC"]),  # no heart: the trump, as under the seed rule
]


def test_must_beat_led():
    for on in (False, True):
        d = play_all(make_deal(MB_HANDS, MB_PRIKUP, must_beat_led=on), MB_TO_PLAY)
        for move, seed, beat in MB_PLAY:
            want = beat if on else seed
            if want is not None:
                assert sorted(d.legal_moves()) == sorted(want), move
            d.play(move)
    d = play_all(make_deal(MB_HANDS, MB_PRIKUP, must_beat_led=True), MB_TO_PLAY + ["KH"])
    c = d.copy()
    with pytest.raises(ValueError):
        d.play("9H")  # the A♥ is held
    assert d == c
    # the worked example's play beats every led card it can: the same deal under the variant
    plain = play_all(example(), EX_BIDS + EX_GIFTS + ["contract:175"] + EX_PLAY)
    variant = play_all(example(must_beat_led=True), EX_BIDS + EX_GIFTS + ["contract:175"] + EX_PLAY)
    assert variant.deal_result() == plain.deal_result()


def beats_led_when_it_can(deal):
    """The variant's rule read off a follower's legal cards: the led suit above the led card when
    he holds it; True when it restricted him (the seed rule would have allowed more)."""
    led = deal.trick[0][1]
    same = sorted(c for c in deal.hands[deal.to_move] if c[1] == led[1])
    higher = [c for c in same if POWER[c[0]] > POWER[led[0]]]
    legal = sorted(deal.legal_moves())
    if higher:
        assert legal == higher
    elif same:
        assert legal == same
    return bool(higher) and len(higher) < len(same)


def test_one_must_beat_led():  # 1001 shares the card play, hence the variant
    rng = random.Random(20)
    restricted = 0
    for seed in range(40):
        d = ThousandOneDeal(random.Random(seed).sample(DECK24, 24), seed % 3, must_beat_led=True)
        while d.phase != "over":
            if d.phase == "play" and d.trick:
                restricted += beats_led_when_it_can(d)
            d.play(rng.choice(d.legal_moves()))
    assert restricted > 0


def test_players():  # players=4: the dealer sits the deal out
    order = list(DECK24)
    d = ThousandDeal(order, 3, cut_ritual=False, players=4)
    assert d.active == [0, 1, 2] and d.hands[3] == set() and [len(h) for h in d.hands] == [7, 7, 7, 0]
    assert d.hands[0] == set(order[0:21:3]) and sorted(d.prikup) == sorted(order[21:])
    assert d.bid == 100 and d.high_bidder == 0 and d.to_move == 1  # the dealer's left opens
    assert d.view(3)["hand"] == [] and d.view(3)["hand_sizes"] == [7, 7, 7, 0]
    d = ThousandDeal(order, 1, cuts=[2], players=4)
    assert d.active == [2, 3, 0] and d.cut_log[0][0] == 2  # his left cuts
    play_all(d, ["pass", "pass"])  # seats 3 and 0 pass: the opener 2 declares at 100
    assert d.declarer == 2 and d.gift_targets == [3, 0]
    play_all(d, ["gift:" + sorted(d.hands[2])[0], "gift:" + sorted(d.hands[2])[1], "rospis"])
    assert d.deal_result()["results"] == [60, 0, -100, 60]
    # the sat-out deal moves none of the dealer's counters; the others' as usual
    m = match(players=4, bolt="any")
    m.scores, m.on_barrel, m.barrel_deals = [880, 880, 0, 0], [True, True, False, False], [2, 2, 0, 0]
    m._bookkeeping(dict(fake([0, 0, 100, 20], declarer=2), dealer=0))
    assert m.scores[:2] == [880, 760] and m.barrel_deals[0] == 2 and m.bolts == [0, 1, 0, 0]
    assert m.dealer == 1  # the deal passes to the left, over the four seats
    # golden round: one deal per dealer
    m = match(players=4, golden_round=True, golden_restarts=0)
    for _ in range(4):
        assert m.golden_active
        m._bookkeeping(dict(fake([0, -240, 20, 0], declarer=1, golden=True, declarer_total=100), dealer=0))
    assert not m.golden_active
