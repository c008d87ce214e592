"""One test per option of Тысяча (`thousand`) and 1001 (`thousand_one`), run through the C++
core (``pycards.game(...)``): each shows the option's effect against the default. Scenarios are
those of the reference's per-option tests (tests/thousand/test_reference.py), ported to the C++
API: exact deals through ``deal_from``, match bookkeeping through positions whose scores / barrel
/ counters fields are set in the notation, resumed matches through ``match_from_scores``. The
guard test at the end checks that every option of both games has its test here."""
import random
import re

import pytest

import pycards as pc
from pycards.thousand import deal_from, match_from_scores

from .test_reference import (
    DECK24,
    EX_BIDS,
    EX_GIFTS,
    EX_HANDS,
    EX_PLAY,
    EX_PRIKUP,
    MB_HANDS,
    MB_PLAY,
    MB_PRIKUP,
    MB_TO_PLAY,
    ONE_HANDS,
    ONE_PLAY,
    ONE_PRIKUP,
    ONE_TO_PLAY,
    POWER,
    thousand_order,
    uncut,
)


def cards(text):
    return text.split()


def play_all(s, moves):
    for m in moves:
        s.play(m)
    return s


def legal(s):
    return [str(m) for m in s.legal_moves()]


def example(**opts):
    """The worked example of thousand.md (dealer P0), through the C++ core."""
    g = pc.game("thousand", **opts)
    return deal_from(g, uncut(thousand_order(EX_HANDS, EX_PRIKUP, 0), 5), [5], 0)


def make_deal(hands, prikup, dealer=0, **opts):
    """A deal with exactly these hands (the cut ritual, if on, passes without incident)."""
    prikup = sorted(prikup, key=lambda c: c[0] not in "9J")
    order = thousand_order(hands, prikup, dealer)
    if order[-1][0] in "9J":
        return deal_from(pc.game("thousand", **dict(opts, cut_ritual=False)), order, [1], dealer)
    return deal_from(pc.game("thousand", **opts), uncut(order, 5), [5], dealer)


def edit(s, **fields):
    """`s` re-read from its notation with some fields replaced (field name -> new value)."""
    text = s.notation()
    for key, value in fields.items():
        text, n = re.subn(r"\| %s [^|]*" % key, "| %s %s " % (key, value), text)
        assert n == 1, key
    return s.game.position(text.rstrip())


def barrel(on=(0, 0, 0), deals=(0, 0, 0), falls=(0, 0, 0), nobarrel=(0, 0, 0)):
    j = lambda xs: " ".join(str(int(x)) for x in xs)  # noqa: E731
    return "%s deals %s falls %s nobarrel %s" % (j(on), j(deals), j(falls), j(nobarrel))


def at_contract(**opts):
    """The example after the bids and the gifts: P1 declares; contract or write-off next."""
    return play_all(example(**opts), EX_BIDS + EX_GIFTS)


def finish(s, contract=175):
    """Plays the example's card play at `contract`: P1 totals 173 (card points 73 + 100)."""
    return play_all(s, ["contract:%d" % contract] + EX_PLAY)


RANK = "9JQKTA"


def _plan_tricks(targets, filler, rng):
    """Tricks of the `filler` cards that P1 leads and wins (play order P1, P2, P0, no trump) in
    which every follower follows suit when his hand then (target + later filler) holds the led
    suit; None when this random try fails."""
    remaining, plan = set(filler), []
    while remaining:
        suit = rng.choice(sorted({c[1] for c in remaining}))
        lead = max((c for c in remaining if c[1] == suit), key=lambda c: RANK.index(c[0]))
        trick = [lead]
        for seat in (2, 0):
            left = sorted(remaining - set(trick))
            same = [c for c in left if c[1] == suit]
            void = not any(c[1] == suit for c in targets[seat])
            choices = same + ([c for c in left if c[1] != suit] if void else [])
            if not choices:
                return None
            trick.append(rng.choice(choices))
        remaining -= set(trick)
        plan.append(trick)
    for k, trick in enumerate(plan):  # a discard only from a hand void in the led suit
        for i, seat in ((1, 2), (2, 0)):
            later = {t[i] for t in plan[k + 1:]} | targets[seat]
            if trick[i][1] != trick[0][1] and any(c[1] == trick[0][1] for c in later):
                return None
    return plan


def play_position(hands, declarer=1, **opts):
    """A card-play position of the example's deal with these hands (k cards each, P1 declares
    and leads trick 8 - k): the other cards were played in tricks P1 led and won, the prikup and
    the gifts rewritten to fit the hands at the start of play."""
    assert declarer == 1
    s = play_all(example(**opts), EX_BIDS + EX_GIFTS + ["contract:120"])
    targets = [set(h) for h in hands]
    filler = [c for c in DECK24 if not any(c in t for t in targets)]
    rng = random.Random(0)
    plan = next(p for p in (_plan_tricks(targets, filler, rng) for _ in range(2000)) if p is not None)
    start = [set(t) for t in targets]
    for trick in plan:
        for seat, c in zip((1, 2, 0), trick):
            start[seat].add(c)
    gift2, gift0 = sorted(start[2])[0], sorted(start[0])[0]
    text = s.notation()
    text = re.sub(r"\| hands [^|]*", "| hands %s " % " / ".join(" ".join(sorted(h)) for h in start), text)
    text = re.sub(r"\| prikup [^|]*", "| prikup %s " % " ".join(sorted(start[1])[:3]), text)
    text = re.sub(r"\| gifts [^|]*", "| gifts %s>2 %s>0 " % (gift2, gift0), text)
    text = re.sub(r"\| bottom [^|]*", "| bottom - ", text)  # as if the cut ended on a J
    t = s.game.position(text)
    return play_all(t, [c for trick in plan for c in trick])


def test_marriage_values():  # H42
    base = finish(at_contract()).deal_result()
    assert base["bonuses"] == [0, 100, 80]
    for table in ("alt_a", "alt_b"):
        r = finish(at_contract(marriage_values=table)).deal_result()
        assert r["bonuses"] != base["bonuses"] and r["results"] == [0, -175, 85]
    assert example(marriage_values="alt_b").cap(pc.CardSet("QS KS JH QC KC TC AC")) == 120 + 100 + 80


def test_cut_ritual():
    order = uncut(thousand_order(EX_HANDS, EX_PRIKUP, 0), 5)
    on = deal_from(pc.game("thousand"), order, [5], 0)
    off = deal_from(pc.game("thousand", cut_ritual=False), order, [5], 0)
    assert on.hands[0] == pc.CardSet(" ".join(EX_HANDS[0]))
    assert off.hands != on.hands  # dealt as it lies, no cut
    # a 9 at the bottom makes the cutter cut again; the 9s shown are public
    order = list(DECK24)
    s = deal_from(pc.game("thousand"), order, [1, 2], 0)
    assert str(s.cut_shown) == "9C"
    assert len(deal_from(pc.game("thousand", cut_ritual=False), order, [1, 2], 0).cut_shown) == 0
    # the bottom card the dealer saw is his (it is the prikup's last card); after three 9s it is
    # that 9, shown to all; after a J he cuts again without looking
    g = pc.game("thousand")
    s = deal_from(g, order, [2], 0)
    assert str(s.cut_bottom) == "TC" and s.cut_bottom in s.prikup and "| bottom TC |" in s.notation()
    assert [s.view(p).cut_bottom for p in range(3)] == [s.cut_bottom, None, None]
    assert "| bottom TC |" in s.view(0).notation() and "TC" not in s.view(1).notation()
    assert s.cut_bottom not in s.view(0).unseen and s.cut_bottom in s.view(1).unseen
    s = deal_from(g, order, [1, 6, 12], 2)
    assert str(s.cut_bottom) == "9S" and [str(s.view(p).cut_bottom) for p in range(3)] == ["9S"] * 3
    assert deal_from(g, order, [3, 1], 0).cut_bottom is None
    assert deal_from(pc.game("thousand", cut_ritual=False), order, [2], 0).cut_bottom is None
    # the position checks where it can be
    s = deal_from(g, order, [2], 0)
    outside = next(str(c) for c in pc.DECK24 if c not in s.prikup)
    with pytest.raises(pc.InvalidPositionError, match="dealt into the prikup"):
        edit(s, bottom=outside)
    prikup = sorted(str(c) for c in s.prikup)
    for c in prikup:
        if c[0] == "9":
            with pytest.raises(pc.InvalidPositionError, match="cut again"):
                edit(s, bottom=c)
        elif c[0] == "J":
            with pytest.raises(pc.InvalidPositionError, match="does not look"):
                edit(s, bottom=c)
        else:
            assert str(edit(s, bottom=c).cut_bottom) == c
    assert edit(s, bottom="-").cut_bottom is None
    with pytest.raises(pc.InvalidPositionError, match="ritual is off"):
        pc.game("thousand", cut_ritual=False).position(s.notation())
    old = s.notation().replace(" | bottom TC", "")  # a text written before the field: as '-'
    assert g.position(old).cut_bottom is None


def test_gift_visibility():
    s = at_contract()
    assert [(str(c), p) for c, p in s.view(0).gifts] == [("TS", 0)]
    s = at_contract(gift_visibility="public")
    assert [(str(c), p) for c, p in s.view(0).gifts] == [("9D", 2), ("TS", 0)]


def test_single_step_raises():
    assert legal(example())[:2] == ["105", "110"]
    s = example(single_step_raises=True)
    assert legal(s) == ["105", "pass"]
    with pytest.raises(pc.IllegalMoveError):
        s.play("110")


def test_barrel():  # option barrel = off
    on = finish(edit(at_contract(), scores="0 0 790"))
    assert on.scores() == [0, -175, 880] and on.on_barrel == [False, False, True]
    off = finish(edit(at_contract(barrel=False), scores="0 0 790"))
    assert off.scores() == [0, -175, 915] and off.on_barrel == [False] * 3


def test_barrel_exit():  # barrel_exit = any
    for rule, expect in (("declarer_only", 880), ("any", 1005)):
        s = finish(edit(at_contract(barrel_exit=rule), scores="0 0 880", barrel=barrel(on=(0, 0, 1))))
        assert s.scores()[2] == expect
    assert s.winner == 2


def test_marriage_on_first_lead():  # H12
    s = play_all(at_contract(), ["contract:175"])
    assert "KH+M" not in legal(s)
    with pytest.raises(pc.IllegalMoveError):
        s.play("KH+M")
    s = play_all(at_contract(marriage_on_first_lead=True), ["contract:175"])
    assert {"KH+M", "QH+M"} <= set(legal(s))
    s.play("KH+M")
    assert s.trump == "H" and s.bonus[1] == 100


def test_max_deals():
    rng = random.Random(5)
    for limit in (1, 2):
        s = pc.game("thousand", max_deals=limit).new_match(seed=3)
        while not s.is_over():
            s.play(rng.choice(s.legal_moves()))
        assert s.deals_played == limit and s.winner is not None
    s = pc.game("thousand").new_match(seed=3)
    while s.deals_played < 3:
        s.play(rng.choice(s.legal_moves()))
    assert not s.is_over()  # no limit: the match goes on


def _bid_round(s):
    """Plays the bidding by passing; returns {seat: set of moves offered at his turns}."""
    offered = {}
    while s.phase == "bid":
        offered.setdefault(s.to_move, set()).update(legal(s))
        s.play("pass" if "pass" in legal(s) else legal(s)[-1])
    return offered


def test_minus_120_no_bidding():  # H1
    for seed in range(4):
        on = match_from_scores(pc.game("thousand", minus_120_no_bidding=True), seed, [-120, -120, 0])
        offered = _bid_round(on)
        assert all(offered.get(p, {"pass"}) == {"pass"} for p in (0, 1))
        off = match_from_scores(pc.game("thousand"), seed, [-120, -120, 0])
        offered = _bid_round(off)
        assert any(len(offered.get(p, ())) > 1 for p in (0, 1))


def test_poor_prikup_redeal():  # H2
    hands = [cards("AC TC KC QC JD 9S JS"), cards("AD TD KD QD AH TH KH"), cards("QH AS TS KS QS JH 9H")]
    prikup = cards("9C JC 9D")  # 2 card points
    for on in (False, True):
        s = play_all(make_deal(hands, prikup, 0, poor_prikup_redeal=on), ["pass", "pass"])
        assert s.phase == ("redeal" if on else "give")
    s.play("redeal")
    r = s.deal_result()
    assert r["redeal"] and r["redeal_by"] == 0 and r["results"] == [0, 0, 0]


def test_four_nines_redeal():  # H3
    hands = [cards("AC TC KC QC JD AS JS"), cards("9C 9D 9H 9S AD TD KD"), cards("QH TS KS QS JH AH TH")]
    prikup = cards("JC KH QD")
    s = make_deal(hands, prikup, 0, four_nines_redeal=True)
    assert s.phase == "redeal" and s.to_move == 1
    s.play("redeal")
    assert s.deal_result()["redeal_reason"] == "four_nines"
    assert make_deal(hands, prikup, 0).phase == "bid"


def test_weak_hand_redeal():  # H4
    hands = [cards("9C 9D 9H JC JD JH QC"), cards("AC TC KC AS TS KS QS"), cards("AD TD KD QD AH TH KH")]
    prikup = cards("9S JS QH")
    s = make_deal(hands, prikup, 0, weak_hand_redeal=True)
    assert s.phase == "redeal" and s.to_move == 0
    assert make_deal(hands, prikup, 0).phase == "bid"


def test_bolt():  # H5
    s = finish(at_contract(bolt="any"))
    assert s.bolts == [1, 0, 0] and ("bolt", 0) in s.deal_result()["events"]
    s = finish(at_contract())
    assert s.bolts == [0, 0, 0]
    # the third bolt costs the penalty
    s = finish(edit(at_contract(bolt="any"), bolts="2 0 0"))
    assert s.scores()[0] == -120 and s.bolts[0] == 0
    assert finish(edit(at_contract(), bolts="2 0 0")).scores()[0] == 0


def test_barrel_third_fall():  # H6: P1 on the barrel with two falls fails his contract
    pos = dict(scores="0 880 0", barrel=barrel(on=(0, 1, 0), falls=(0, 2, 0)))
    s = finish(edit(at_contract(), **pos))
    assert s.scores()[1] == 880 - 175 and s.falls[1] == 3
    for rule, score, nob in (("zero", 0, False), ("zero_no_barrel", 0, True), ("five_no_barrel", 5, True)):
        s = finish(edit(at_contract(barrel_third_fall=rule), **pos))
        assert s.scores()[1] == score and s.no_barrel[1] == nob and s.falls[1] == 0


def test_barrel_bump():  # H7: P2 climbs onto the barrel where P0 sits
    for on, p0 in ((False, 880), (True, 760)):
        s = finish(edit(at_contract(barrel_bump=on), scores="880 0 790", barrel=barrel(on=(1, 0, 0))))
        assert s.scores()[0] == p0 and s.scores()[2] == 880 and s.on_barrel[2]
        assert s.on_barrel[0] != on


def test_barrel_simultaneous():  # H8: P1 (made 170) and P2 (+125) reach the barrel together
    for on, expect in ((False, [880, 880]), (True, [760, 760])):
        s = finish(edit(at_contract(barrel_simultaneous=on), scores="0 750 790"), 170)
        assert s.scores()[1:] == expect and s.on_barrel[1] != on


def test_samosval():  # H9
    for on, expect in ((False, 555), (True, 0)):
        s = finish(edit(at_contract(samosval=on), scores="0 0 430"))
        assert s.scores()[2] == expect


def test_samosval_value():
    for value, expect in ((555, 55), (55, 0)):
        s = finish(edit(at_contract(samosval=True, samosval_value=value), scores="0 0 -70"))
        assert s.scores()[2] == expect


def test_rospis_opponent_gain():  # H10
    assert play_all(at_contract(), ["rospis"]).deal_result()["results"] == [60, -115, 60]
    s = play_all(example(rospis_opponent_gain="half_bid"), ["105", "110", "pass", "125", "pass"] + EX_GIFTS)
    assert play_all(s, ["rospis"]).deal_result()["results"] == [65, -125, 65]
    s = play_all(at_contract(rospis_opponent_gain="aces"), ["rospis"])
    assert s.deal_result()["results"] == [20, -115, 20]


def test_golden_round():  # H11
    for seed in range(3):
        s = pc.game("thousand", golden_round=True).new_match(seed=seed)
        assert s.golden and s.phase == "give" and s.bid == 120
        assert s.declarer == s.dealer and len(s.hands[s.declarer]) == 10
        t = pc.game("thousand").new_match(seed=seed)
        assert not t.golden and t.phase == "bid"


def test_rospis_limit():  # H13
    assert "rospis" in legal(edit(at_contract(), rospis="0 3 0"))
    s = edit(at_contract(rospis_limit=3), rospis="0 3 0")
    assert "rospis" not in legal(s)
    with pytest.raises(pc.IllegalMoveError):
        s.play("rospis")


def test_rospis_declarer_loss():  # H14
    for loss, expect in (("zero", 0), ("half_bid", -60), ("bid", -115)):
        s = play_all(at_contract(rospis_declarer_loss=loss), ["rospis"])
        assert s.deal_result()["results"] == [60, expect, 60]


def test_rospis_third_penalty():  # H15: P1's third write-off
    s = play_all(edit(at_contract(rospis_third_penalty=True), rospis="0 2 0"), ["rospis"])
    assert s.scores()[1] == -115 - 120 and s.rospis_counts[1] == 3
    s = play_all(edit(at_contract(), rospis="0 2 0"), ["rospis"])
    assert s.scores()[1] == -115


def test_golden_restarts():
    def golden_deals(restarts):
        s = pc.game("thousand", golden_round=True, golden_restarts=restarts).new_match(seed=7)
        while s.deals_played < 3:
            moves = legal(s)
            s.play("rospis" if "rospis" in moves else moves[0])
        return s
    s = golden_deals(1)  # nobody reached 120 in three golden deals: the game restarts
    assert s.scores() == [0, 0, 0] and s.golden and s.golden_restarts_used == 1
    s = golden_deals(0)  # no restart left: the golden round is over, the game goes on
    assert not s.golden and s.golden_restarts_used == 0 and s.rospis_counts == [1, 1, 1]


def test_ace_marriage():  # H16
    hands = [cards("9C TC KC 9H"), cards("AC AD AH AS"), cards("9D TD KD QD")]
    s = play_position(hands, ace_marriage="bonus")
    assert not any("+" in m for m in legal(s))
    before = s.bonus[1]
    s.play("AS")
    assert s.bonus[1] == before + 200
    s = play_position(hands)
    s.play("AS")
    assert s.bonus[1] == before
    s = play_position(hands, ace_marriage="trump")
    assert "AD+AA" in legal(s)
    s.play("AD+AA")
    assert s.trump == "D" and s.bonus[1] == before + 200
    assert example(ace_marriage="bonus").cap(pc.CardSet("AC AD AH AS")) == 320
    assert example().cap(pc.CardSet("AC AD AH AS")) == 120


def test_win_over_1000():  # H17: P1 on the barrel makes 120 -> exactly 1000
    for on in (False, True):
        s = finish(edit(at_contract(win_over_1000=on), scores="0 880 0", barrel=barrel(on=(0, 1, 0))), 120)
        assert (s.scores()[1] == 880) == on and (s.winner == 1) != on


def test_barrel_rospis():  # H18: P1 on the barrel
    pos = dict(scores="0 880 0", barrel=barrel(on=(0, 1, 0)))
    assert "rospis" not in legal(edit(at_contract(rospis_declarer_loss="zero", barrel_rospis="forbidden"), **pos))
    assert "rospis" in legal(edit(at_contract(rospis_declarer_loss="zero"), **pos))


def _golden_give(**opts):
    s = pc.game("thousand", golden_round=True, **opts).new_match(seed=1)
    while s.phase == "give":
        s.play(legal(s)[0])
    return s


def test_golden_rospis():  # H19
    assert legal(_golden_give(rospis_declarer_loss="zero")) == ["contract:120", "rospis"]
    assert legal(_golden_give(rospis_declarer_loss="zero", golden_rospis="forbidden")) == ["contract:120"]


def test_golden_raise():  # H20
    assert "contract:125" not in legal(_golden_give())
    s = _golden_give(golden_raise=True)
    assert legal(s)[0] == "contract:120" and "contract:125" in legal(s)


def test_four_nines_after_gift_redeal():  # H21
    hands = [cards("AC TC KC QC JD AS JS"), cards("9C 9D 9H AH AD TD KD"), cards("QH TS KS QS JH KH TH")]
    prikup = cards("JC 9S QD")
    for on in (False, True):
        s = play_all(make_deal(hands, prikup, 0, four_nines_after_gift_redeal=on),
                     ["pass", "pass", "gift:9S", "gift:JC"])  # P1 receives the fourth 9
        assert s.phase == ("redeal" if on else "contract")
    s.play("redeal")
    assert s.deal_result()["redeal_reason"] == "four_nines_after_gift"


def test_dark_bidding():  # H22
    assert legal(example())[0] == "105"
    s = example(dark_bidding=True)
    assert s.to_move == 0 and legal(s) == ["dark120", "look"] and s.view(0).in_dark and not s.view(0).hand
    s.play("look")
    assert s.bid == 100 and s.to_move == 1 and legal(s) == ["dark120", "look"]
    play_all(s, ["dark120", "pass", "pass"] + EX_GIFTS + ["contract:120"] + EX_PLAY)
    assert s.deal_result()["results"] == [0, 240, 250]  # a dark deal doubles


def test_dark_left_of_dealer_only():  # H23
    s = example(dark_bidding=True, dark_left_of_dealer_only=True)
    assert s.to_move == 1 and s.bid == 100 and legal(s) == ["dark120", "look"]
    play_all(s, ["look", "110"])
    assert legal(s)[0] == "115"  # P2 is never offered a dark call
    s = play_all(example(dark_bidding=True), ["look", "look", "110"])
    assert s.to_move == 2 and legal(s) == ["dark120", "look"]  # default: P2 is offered it


def test_dark_hide_snos():  # H24
    for hide in (False, True):
        s = example(dark_bidding=True, dark_hide_snos=hide, gift_visibility="public")
        play_all(s, ["look", "dark120", "pass", "pass"] + EX_GIFTS)
        v0 = s.view(0)
        assert (v0.prikup is None) == hide
        assert (len(v0.gifts) == 1) == hide


def test_weak_hand_after_gift_redeal():  # H25
    hands = [cards("AC TC KC QC AS TS KS"), cards("9C 9D 9H JC JD JH 9S"), cards("QH AD TD KD QD AH TH")]
    prikup = cards("JS QS KH")
    s = play_all(make_deal(hands, prikup, 0, weak_hand_after_gift_redeal=True),
                 ["pass", "pass", "gift:JS", "gift:KH"])
    assert s.phase == "redeal" and s.to_move == 1  # 8 points in 8 cards
    s = play_all(make_deal(hands, prikup, 0), ["pass", "pass", "gift:JS", "gift:KH"])
    assert s.phase == "contract"


def test_trump_maker_no_trump_lead():  # H26
    for on in (False, True):
        s = play_all(at_contract(trump_maker_no_trump_lead=on), ["contract:175"] + EX_PLAY[:6])
        assert s.to_move == 1 and s.trump == "H"
        leads = set(legal(s))
        assert ("AH" in leads) != on and {"JC", "9C", "JD"} <= leads


def test_hide_prikup_at_100():  # H27
    for hide in (False, True):
        s = play_all(example(hide_prikup_at_100=hide), ["pass", "pass"])
        assert s.declarer == 0 and s.bid == 100
        assert (s.view(1).prikup is None) == hide and s.view(0).prikup is not None


def test_round_before_compare():  # H28: 173 rounds to 175
    assert finish(at_contract()).deal_result()["results"][1] == -175
    assert finish(at_contract(round_before_compare=True)).deal_result()["results"][1] == 175


def test_dark_score_condition():  # H29
    def offered(cond, seed):
        s = match_from_scores(pc.game("thousand", dark_bidding=True, dark_score_condition=cond), seed, [0, 240, 239])
        seen = set()
        while s.phase == "bid":
            if "dark120" in legal(s):
                seen.add(s.to_move)
            s.play("look" if "look" in legal(s) else "pass")
        return seen
    for seed in range(3):
        assert offered(">=240", seed) <= {1}
        assert offered(">0", seed) <= {1, 2}
        assert offered("none", seed) - {1}
    with pytest.raises(ValueError):
        pc.game("thousand", dark_score_condition="lots")


def test_dark_marriages_undoubled():  # H30
    moves = ["look", "dark120", "pass", "pass"] + EX_GIFTS + ["contract:120"] + EX_PLAY
    assert play_all(example(dark_bidding=True), moves).deal_result()["results"] == [0, 240, 250]
    s = play_all(example(dark_bidding=True, dark_marriages_undoubled=True), moves)
    assert s.deal_result()["results"] == [0, 240, 2 * 45 + 80]


def test_prikup_buyout():  # H31
    assert play_all(example(), EX_BIDS).phase == "give"
    s = play_all(example(prikup_buyout=True), EX_BIDS)
    assert s.phase == "buyout" and s.to_move == 2 and legal(s) == ["buyout:120", "decline"]
    s.play("buyout:120")
    assert s.declarer == 2 and s.bid == 120


def test_penalty_amount():  # H32: P0's third deal on the barrel without getting off
    pos = dict(scores="880 0 0", barrel=barrel(on=(1, 0, 0), deals=(2, 0, 0)))
    assert finish(edit(at_contract(), **pos)).scores()[0] == 760
    assert finish(edit(at_contract(penalty_amount=100), **pos)).scores()[0] == 780


def test_ace_marriage_in_a_row():  # H35
    hands = [cards("9C TC KC 9H JC QC"), cards("AC AD AH AS KH QH"), cards("9D TD KD QD JD 9S")]
    for on in (False, True):
        s = play_position(hands, ace_marriage="bonus", ace_marriage_in_a_row=on)
        play_all(s, ["AS", "9S", "9C"])  # P1 wins and leads again
        leads = set(legal(s))
        assert (leads == {"AC", "AD", "AH"}) == on
        assert ("KH+M" in leads) != on


def test_bed_marriage():  # H36
    hands = [cards("9C TC"), cards("QS JS"), cards("9D TD")]
    assert "QS+B" not in legal(play_position(hands))
    s = play_position(hands, bed_marriage=True)
    assert set(legal(s)) == {"QS", "JS", "QS+B", "JS+B"}
    before = s.bonus[1]
    s.play("JS+B")
    assert s.trump == "S" and s.bonus[1] == before + 20
    assert example(bed_marriage=True).cap(pc.CardSet("KH QH JH QS JS")) == 120 + 100 + 20


def test_rospis_by_aces():  # H37
    assert play_all(at_contract(), ["rospis"]).deal_result()["results"] == [60, -115, 60]
    assert play_all(at_contract(rospis_by_aces=True), ["rospis"]).deal_result()["results"] == [20, -60, 20]


def test_four_nines_bonus():  # H38
    hands = [cards("9C 9D 9H 9S"), cards("AC AD AH AS"), cards("TD KD QD JD")]
    for value in ("off", 360, 200):
        s = play_position(hands, four_nines_bonus=value)
        before = s.bonus[0]
        play_all(s, ["AD", "JD", "9D"])
        assert s.bonus[0] - before == (0 if value == "off" else value)
    assert example(four_nines_bonus=200).cap(pc.CardSet(" ".join(hands[0]))) == 320


def test_negative_samosval():  # H39: P1 fails 175 from -380 -> -555
    for on, expect in ((False, -555), (True, 0)):
        s = finish(edit(at_contract(negative_samosval=on), scores="0 -380 0"))
        assert s.scores()[1] == expect


def test_bid_step():  # H40
    assert legal(example())[0] == "105"
    s = example(bid_step=10)
    assert legal(s)[0] == "110" and "105" not in legal(s)


def test_marriage_bonus_declarer_only():  # H41
    s = finish(at_contract(marriage_bonus_declarer_only=True))
    r = s.deal_result()
    assert r["results"] == [0, -175, 45] and r["bonuses"] == [0, 100, 0] and s.trump == "D"
    assert finish(at_contract()).deal_result()["bonuses"] == [0, 100, 80]


# ====================================================================== 1001
def one_example(**opts):
    """The worked example of thousand_one.md (dealer P0), through the notation."""
    g = pc.game("thousand_one", **opts)
    text = g.new_deal(seed=0, dealer=0).notation()
    start, end = text.index("| hands ") + 8, text.index(" | prikup ")
    text = text[:start] + " / ".join(" ".join(ONE_HANDS[p]) for p in range(3)) + text[end:]
    start, end = text.index("| prikup ") + 9, text.index(" | declarer ")
    text = text[:start] + " ".join(ONE_PRIKUP) + text[end:]
    return g.position(text)


def test_one_players():  # 4: the dealer sits out and scores the prikup
    s = pc.game("thousand_one", players=4).new_deal(seed=1, dealer=3)
    assert len(s.hands) == 4 and len(s.hands[3]) == 0 and all(len(s.hands[p]) == 7 for p in range(3))
    play_all(s, ["pass", "pass", "throw"])
    assert s.deal_result()["results"][:3] == [50, 50, 0] and s.deal_result()["dealer_prikup"] >= 0
    t = pc.game("thousand_one").new_deal(seed=1, dealer=2)
    assert len(t.hands) == 3


def test_one_single_step_raises():
    assert legal(one_example())[:2] == ["40", "45"]
    s = one_example(single_step_raises=True)
    assert legal(s) == ["40", "pass"]
    s.play("40")
    assert legal(s) == ["45", "pass"]


def test_one_marriage_cap():
    assert legal(one_example())[-2] == "180"
    s = one_example(marriage_cap="none")
    assert legal(s)[-2] == "400"


def test_one_throw_opponent_gain():
    moves = ONE_TO_PLAY[:5] + ["throw"]
    assert play_all(one_example(), moves).deal_result()["results"] == [0, -65, 0]
    assert play_all(one_example(throw_opponent_gain=10), moves).deal_result()["results"] == [10, -65, 10]


def test_one_throw_bonus():
    assert play_all(one_example(), ["pass", "pass", "throw"]).deal_result()["results"] == [0, 50, 50]
    assert play_all(one_example(throw_bonus=30), ["pass", "pass", "throw"]).deal_result()["results"] == [0, 30, 30]


def test_one_two_pass_play():
    moves = ["pass", "pass", "take", "gift:TS", "gift:JC"]
    s = play_all(one_example(), moves)
    assert "free" not in legal(s) and legal(s)[0] == "contract:40"
    s = play_all(one_example(two_pass_play="free"), moves)
    assert legal(s)[-1] == "free"
    s.play("free")
    rng = random.Random(3)
    while not s.is_over():
        s.play(rng.choice(s.legal_moves()))
    r = s.deal_result()
    assert r["made"] is None and r["results"][0] % 5 == 0


def test_one_marriage_on_first_lead():  # on by default in 1001
    s = play_all(one_example(), ONE_TO_PLAY + ["contract:100"])
    assert "KC+M" in legal(s)
    s = play_all(one_example(marriage_on_first_lead=False), ONE_TO_PLAY + ["contract:100"])
    assert "KC+M" not in legal(s)
    with pytest.raises(pc.IllegalMoveError):
        s.play("KC+M")


def test_one_round_before_compare():
    # the example at contract 110: P1 totals 45 + 60 = 105, a multiple of 5: fails either way
    for rbc in (False, True):
        s = play_all(one_example(round_before_compare=rbc), ONE_TO_PLAY + ["contract:110"] + ONE_PLAY)
        assert s.deal_result()["results"] == [30, -110, 145]
    # a card play after which the declarer totals 5k - 2 or 5k - 1 (the play does not depend on the
    # contract): at contract 5k it fails, rounded first it makes it
    at = play_all(one_example(), ONE_TO_PLAY)
    for seed in range(500):
        s, rng, moves = play_all(at.copy(), ["contract:105"]), random.Random(seed), []
        while not s.is_over():
            moves.append(rng.choice(legal(s)))
            s.play(moves[-1])
        total = s.deal_result()["declarer_total"]
        contract = total + 5 - total % 5
        if total % 5 in (3, 4) and "contract:%d" % contract in legal(at):
            break
    for rbc, expect in ((False, -contract), (True, contract)):
        u = play_all(one_example(round_before_compare=rbc), ONE_TO_PLAY + ["contract:%d" % contract] + moves)
        assert u.deal_result()["declarer_total"] == total and u.deal_result()["results"][1] == expect


def test_one_dealer_prikup_round():
    prikup = cards("AS JD 9H")  # 11 + 2 + 0 = 13 -> round5 15
    for rnd, expect in ((True, 15), (False, 13)):
        g = pc.game("thousand_one", players=4, dealer_prikup_round=rnd)
        s = g.new_deal(seed=0, dealer=3)
        text = s.notation()
        rest = [c for c in DECK24 if c not in prikup]
        hands = " / ".join(" ".join(rest[7 * i:7 * i + 7]) for i in range(3)) + " / -"
        text = re.sub(r"\| hands [^|]*", "| hands %s " % hands, text)
        text = re.sub(r"\| prikup [^|]*", "| prikup %s " % " ".join(prikup), text)
        s = g.position(text)
        play_all(s, ["pass", "pass", "throw"])
        assert s.deal_result()["dealer_prikup"] == expect


def _one_match(seed, deals=None, **opts):
    """A 1001 match where everybody passes and the prikup taker throws the deal (the others
    score the throw bonus): to its end, or (``deals``) until that many deals are played."""
    rng = random.Random(seed)
    s = pc.game("thousand_one", **opts).new_match(seed=seed)
    while not s.is_over() and (deals is None or s.deals_played < deals):
        moves = legal(s)
        s.play(next((w for w in ("throw", "pass") if w in moves), None) or rng.choice(moves))
    return s


def test_one_target():
    s = _one_match(5, target=100, max_deals=300)
    assert s.is_over() and s.deals_played < 300
    assert max(s.scores()) >= 100 and s.scores()[s.winner] == max(s.scores())
    t = _one_match(5, deals=s.deals_played)  # the same deals under the default 1001: not over
    assert t.scores() == s.scores() and not t.is_over()


def test_one_max_deals():
    s = _one_match(5, max_deals=2)
    assert s.is_over() and s.deals_played == 2
    assert not _one_match(5, deals=2).is_over()


# ====================================================================== published variants
def test_first_bid():  # docs/thousand.md "Variants"
    s = example(first_bid="left_of_dealer")
    assert s.bid == 100 and s.to_move == 2 and "| high 1 |" in s.notation()  # P1 opens, P2 calls next
    play_all(s, ["105", "pass", "pass"])
    assert s.declarer == 2 and s.bid == 105
    assert example().to_move == 1 and "| high 0 |" in example().notation()
    # H1 moves the forced 100 on clockwise from the forced seat
    g = pc.game("thousand", first_bid="left_of_dealer", minus_120_no_bidding=True, cut_ritual=False)
    for seed in range(3):
        s = match_from_scores(g, seed, [-120, -120, -120])
        first = (s.dealer + 1) % 3
        s = match_from_scores(g, seed, [-120 if p == first else 0 for p in range(3)])
        assert "| opener %d |" % ((first + 1) % 3) in s.notation()
    s = example(first_bid="left_of_dealer", dark_bidding=True)
    assert s.to_move == 1 and legal(s) == ["dark120", "look"]
    assert s.game.position(s.notation()) == s


def test_barrel_jump():  # P2 at 875 scores 125 off the barrel
    for on, score, winner in ((False, 880, None), (True, 1000, 2)):
        s = finish(edit(at_contract(barrel_jump=on), scores="0 0 875"))
        assert s.scores()[2] == score and s.on_barrel[2] != on and s.winner == winner
        assert (("jump", 2) in s.deal_result()["events"]) == on
    s = finish(edit(at_contract(barrel_jump=True, win_over_1000=True), scores="0 0 875"))
    assert s.scores()[2] == 880 and s.on_barrel[2]  # 1000 is not above 1000: he climbs


def test_barrel_bolts():  # P0 on the barrel with two bolts takes 0 points
    pos = dict(scores="880 0 0", barrel=barrel(on=(1, 0, 0)), bolts="2 0 0")
    s = finish(edit(at_contract(bolt="any"), **pos))
    assert s.scores()[0] == 760 and s.bolts[0] == 0 and not s.on_barrel[0]
    s = finish(edit(at_contract(bolt="any", barrel_bolts="ignore"), **pos))
    assert s.scores()[0] == 880 and s.bolts[0] == 2 and s.on_barrel[0]
    assert ("bolt", 0) not in s.deal_result()["events"]
    s = finish(edit(at_contract(bolt="consecutive", barrel_bolts="ignore"), **pos))
    assert s.bolts[0] == 2  # neither a bolt nor a deal that breaks the run


def test_dark_double():
    moves = ["look", "dark120", "pass", "pass"] + EX_GIFTS
    for rule, played, written_off in (("all", [0, 240, 250], [120, -240, 120]),
                                      ("declarer", [0, 240, 125], [60, -240, 60])):
        s = play_all(example(dark_bidding=True, dark_double=rule), moves + ["contract:120"] + EX_PLAY)
        assert s.dark and s.deal_result()["results"] == played and s.deal_result()["multiplier"] == 2
        s = play_all(example(dark_bidding=True, dark_double=rule), moves + ["rospis"])
        assert s.deal_result()["results"] == written_off
    s = example(dark_bidding=True, dark_double="declarer", dark_marriages_undoubled=True)
    assert play_all(s, moves + ["contract:120"] + EX_PLAY).deal_result()["results"] == [0, 240, 125]


def test_golden_round_style():
    def golden_deals(**opts):
        s = pc.game("thousand", golden_round=True, **opts).new_match(seed=7)
        while s.deals_played < 3:
            moves = legal(s)
            s.play("rospis" if "rospis" in moves else moves[0])
        return s
    s = golden_deals(golden_round_style="double_penalties", golden_restarts=2)
    assert s.scores() == [0, 0, 0] and not s.golden and s.golden_restarts_used == 0
    assert s.rospis_counts == [0, 0, 0] and s.deal_result()["events"][-1] == ("golden_reset",)
    assert s.game.position(s.notation()) == s
    with pytest.raises(pc.InvalidPositionError, match="never restarts"):
        edit(s, golden="0 done 0 reached 0 restarts 1")
    # a golden deal's penalty costs double: the dealer's third write-off
    for style, score in (("restart", -240 - 120), ("double_penalties", -240 - 240)):
        g = pc.game("thousand", golden_round=True, golden_round_style=style, rospis_third_penalty=True)
        s = g.new_match(seed=7)
        counts = ["2" if p == s.dealer else "0" for p in range(3)]
        s = edit(s, rospis=" ".join(counts))
        while s.deals_played < 1:
            moves = legal(s)
            s.play("rospis" if "rospis" in moves else moves[0])
        assert s.scores()[s.deal_result()["declarer"]] == score
    # and a golden bolt counts twice (three bolts cost the doubled penalty and restart the count)
    g = pc.game("thousand", golden_round=True, golden_round_style="double_penalties", bolt="any")
    rng, seen = random.Random(3), 0
    for seed in range(300):  # the first (golden) deal of each game, played at random
        s = g.new_match(seed=seed)
        while not s.deals_played:
            before = list(s.bolts)
            s.play(rng.choice(s.legal_moves()))
        r = s.deal_result()
        assert r["golden"]
        for p in range(3):
            if r["played"] and p != r["declarer"] and r["results"][p] == 0:
                assert s.bolts[p] == (before[p] + 2 if before[p] + 2 < 3 else 0)
                seen += 1
    assert seen


def test_must_beat_led():  # docs/thousand.md "Variants"
    for on in (False, True):
        s = play_all(make_deal(MB_HANDS, MB_PRIKUP, must_beat_led=on), MB_TO_PLAY)
        for move, seed, beat in MB_PLAY:
            want = beat if on else seed
            if want is not None:
                assert sorted(legal(s)) == sorted(want), move
            s.play(move)
        assert s.game.position(s.notation()) == s  # the history replays under its own rule
    s = play_all(make_deal(MB_HANDS, MB_PRIKUP, must_beat_led=True), MB_TO_PLAY + ["KH"])
    before = s.notation()
    with pytest.raises(pc.IllegalMoveError):
        s.play("9H")  # the A♥ is held
    assert s.notation() == before and legal(s) == ["AH"]
    # a trick legal only under the seed rule is no position of the variant, and says why
    seed = play_all(make_deal(MB_HANDS, MB_PRIKUP), MB_TO_PLAY + ["KH", "9H"])
    with pytest.raises(pc.InvalidPositionError, match="above the led KH"):
        pc.game("thousand", must_beat_led=True).position(seed.notation())
    # the worked example's play beats every led card it can: the same deal under the variant
    assert finish(at_contract(must_beat_led=True)).deal_result() == finish(at_contract()).deal_result()


def followers_beat_led(s):
    """Random play of `s` to its end, checking every follower's legal cards against the variant's
    rule; how many times it restricted him (the seed rule would have allowed more)."""
    rng = random.Random(s.notation())
    restricted = 0
    while not s.is_over():
        if s.phase == "play" and s.trick:
            led = str(s.trick[0])
            same = sorted(str(c) for c in s.hands[s.to_move] if str(c)[1] == led[1])
            higher = [c for c in same if POWER[c[0]] > POWER[led[0]]]
            if higher or same:
                assert sorted(legal(s)) == (higher or same)
            restricted += 0 < len(higher) < len(same)
        s.play(rng.choice(s.legal_moves()))
    return restricted


def test_one_must_beat_led():  # the card play is Тысяча's, the variant with it
    g = pc.game("thousand_one", must_beat_led=True)
    assert sum(followers_beat_led(g.new_deal(seed=seed, dealer=seed % 3)) for seed in range(30)) > 0
    g = pc.game("thousand_one", players=4, must_beat_led=True)
    assert sum(followers_beat_led(g.new_deal(seed=seed, dealer=seed % 4)) for seed in range(10)) > 0


def test_players():  # variant players=4: the dealer sits each deal out
    g = pc.game("thousand", players=4)
    for seed in range(8):
        s = g.new_match(seed=seed)
        d = s.dealer
        assert s.players == 4 and len(s.scores()) == 4 and s.hands[d] == pc.CardSet()
        assert s.active == [(d + 1) % 4, (d + 2) % 4, (d + 3) % 4] and [len(h) for h in s.hands].count(7) == 3
        assert s.bid == 100 and "| high %d |" % ((d + 1) % 4) in s.notation()  # his left is forced to 100
        v = s.view(d)
        assert v.sitting_out == d and v.hand == pc.CardSet() and v.hand_sizes[d] == 0
        assert s.view((d + 2) % 4).sitting_out == d
        assert pc.game("thousand").new_match(seed=seed).view(0).sitting_out is None
        assert g.position(s.notation()) == s

    def one_deal(s):  # every seat passes, the forced opener writes the deal off
        start = s.deals_played
        while s.deals_played == start:
            moves = legal(s)
            s.play("pass" if "pass" in moves else "rospis" if "rospis" in moves else moves[0])
        return s
    s = g.new_match(seed=3)
    d = s.dealer
    r = one_deal(s).deal_result()
    assert r["results"][d] == 0 and r["results"][(d + 1) % 4] == -100 and sorted(r["results"]) == [-100, 0, 60, 60]
    assert s.dealer == (d + 1) % 4 and s.scores()[d] == 0
    # on the barrel the sat-out deal does not count; a playing seat's third barrel deal costs him
    s = g.new_match(seed=3)
    d = s.dealer
    on = ["1" if p in (d, (d + 2) % 4) else "0" for p in range(4)]
    deals = ["2" if p in (d, (d + 2) % 4) else "0" for p in range(4)]
    scores = ["880" if p in (d, (d + 2) % 4) else "0" for p in range(4)]
    barrel_field = "%s deals %s falls 0 0 0 0 nobarrel 0 0 0 0" % (" ".join(on), " ".join(deals))
    s = edit(s, scores=" ".join(scores), barrel=barrel_field)
    one_deal(s)
    assert s.scores()[d] == 880 and s.on_barrel[d] and s.barrel_deals[d] == 2
    assert s.scores()[(d + 2) % 4] == 760 and not s.on_barrel[(d + 2) % 4]
    # the golden round: the dealer's left declares at 120, one golden deal per dealer
    g2 = pc.game("thousand", players=4, golden_round=True, golden_restarts=0)
    s = g2.new_match(seed=5)
    d = s.dealer
    assert s.golden and s.declarer == (d + 1) % 4 and s.bid == 120 and len(s.hands[s.declarer]) == 10
    for k in range(4):
        assert s.golden
        while s.deals_played == k:
            moves = legal(s)
            s.play("rospis" if "rospis" in moves else moves[0])
    assert not s.golden
    # positions and resumed games are of four seats
    with pytest.raises(ValueError):
        g.position(pc.game("thousand").new_deal(seed=1).notation())
    with pytest.raises(pc.InvalidPositionError, match="sitting-out dealer"):
        t = g.new_match(seed=3)
        hands = [str(h) if len(h) else "-" for h in t.hands]
        hands[t.dealer], hands[(t.dealer + 1) % 4] = hands[(t.dealer + 1) % 4], "-"
        edit(t, hands=" / ".join(hands))
    with pytest.raises(ValueError, match="4 scores"):
        match_from_scores(g, 1, [0, 0, 0])
    s = match_from_scores(g, 1, [10, 20, 30, 40])
    assert s.scores() == [10, 20, 30, 40] and len(s.settlement() or [0] * 4) == 4
    with pytest.raises(pc.OptionError):
        pc.game("thousand", players=5)


# ====================================================================== guard
def test_every_option_has_its_test():
    names = set(globals())
    missing = ["test_" + o for o in pc.game("thousand").options if "test_" + o not in names]
    missing += ["test_one_" + o for o in pc.game("thousand_one").options if "test_one_" + o not in names]
    assert missing == []
