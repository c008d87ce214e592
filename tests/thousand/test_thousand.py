"""Тысяча and 1001 through the C++ core: the rules files' worked examples, bidding limits, illegal
moves (state unchanged), option effects and whole matches consistent with the deal results. The
move-for-move agreement with the reference over every option is in test_differential*.py."""
import random

import pytest

import pycards as pc
from pycards.thousand import deal_from, match_from_scores

from .test_reference import (
    EX_BIDS,
    EX_GIFTS,
    EX_HANDS,
    EX_PLAY,
    EX_PRIKUP,
    thousand_order,
    uncut,
)


def example(**opts):
    g = pc.game("thousand", **opts)
    return g, deal_from(g, uncut(thousand_order(EX_HANDS, EX_PRIKUP, 0), 5), [5], 0)


def play_all(s, moves):
    for m in moves:
        s.play(m)
    return s


def test_thousand_worked_example():
    g, s = example()
    assert s.phase == "bid" and s.bid == 100 and s.to_move == 1
    assert [s.cap(pc.CardSet(h)) for h in EX_HANDS] == [220, 220, 200]
    play_all(s, EX_BIDS + EX_GIFTS)
    assert s.declarer == 1 and s.phase == "contract"
    assert s.hands[1] == pc.CardSet("AS AH TH KH QH JC 9C JD")
    moves = [str(m) for m in s.legal_moves()]
    assert moves[0] == "contract:115" and moves[-2] == "contract:220" and moves[-1] == "rospis"
    play_all(s, ["contract:175"] + EX_PLAY)
    r = s.deal_result()
    assert r["card_points"] == [0, 73, 47] and r["bonuses"] == [0, 100, 80]
    assert r["made"] is False and r["results"] == [0, -175, 125] and s.scores() == [0, -175, 125]
    assert [d[:3] for d in s.declarations] == [(1, "marriage", "H"), (2, "marriage", "D")]


@pytest.mark.parametrize("opts, results", [
    (dict(round_before_compare=True), [0, 175, 125]),          # H28
    (dict(marriage_bonus_declarer_only=True), [0, -175, 45]),  # H41
])
def test_thousand_example_variations(opts, results):
    _, s = example(**opts)
    play_all(s, EX_BIDS + EX_GIFTS + ["contract:175"] + EX_PLAY)
    assert s.deal_result()["results"] == results


@pytest.mark.parametrize("opts, results", [
    ({}, [60, -115, 60]),
    (dict(rospis_opponent_gain="half_bid"), [60, -115, 60]),   # H10
    (dict(rospis_by_aces=True), [20, -60, 20]),                # H37
    (dict(rospis_declarer_loss="zero"), [60, 0, 60]),          # H14
])
def test_thousand_writeoff_example(opts, results):
    _, s = example(**opts)
    play_all(s, EX_BIDS + EX_GIFTS + ["rospis"])
    assert s.deal_result()["results"] == results


def test_bolt_on_the_example():  # H5
    _, s = example(bolt="any")
    play_all(s, EX_BIDS + EX_GIFTS + ["contract:175"] + EX_PLAY)
    assert s.bolts == [1, 0, 0] and ("bolt", 0) in s.deal_result()["events"]


def test_bidding_limits_and_illegal_moves():
    _, s = example()
    bids = [str(m) for m in s.legal_moves()]
    assert bids[0] == "105" and bids[-2] == "220" and bids[-1] == "pass"  # cap 120 + 100 (hearts)
    assert all(int(b) % 5 == 0 for b in bids[:-1])
    for bad in ["225", "107", "100", "KH", "gift:9C", "contract:120", "rospis", "zz", "KH+M"]:
        before = s.notation()
        with pytest.raises(pc.IllegalMoveError if bad != "zz" else ValueError):
            s.play(bad)
        assert s.notation() == before
    play_all(s, EX_BIDS + EX_GIFTS + ["contract:175"])
    assert "KH+M" not in [str(m) for m in s.legal_moves()]  # no declaration on the first lead
    with pytest.raises(pc.IllegalMoveError):
        s.play("KH+M")
    s.play("AS")
    with pytest.raises(pc.IllegalMoveError):
        s.play("9H")  # must follow spades with 9S or JS
    play_all(s, ["9S", "QS"])
    assert "KH+M" in [str(m) for m in s.legal_moves()]


def test_no_bid_over_120_without_marriage():
    g = pc.game("thousand", cut_ritual=False)
    for seed in range(200):
        s = g.new_deal(seed=seed, dealer=0)
        hand = s.hands[s.to_move]
        bids = [int(str(m)) for m in s.legal_moves() if str(m) != "pass"]
        assert all(b <= s.cap(hand) for b in bids)
        if s.cap(hand) == 120:
            assert max(bids, default=120) <= 120


def test_barrel_climb_and_fall():
    g = pc.game("thousand", cut_ritual=False, max_deals=1)
    rng = random.Random(3)
    s = match_from_scores(g, 5, [870, 870, 870])
    while not s.is_over():
        s.play(rng.choice(s.legal_moves()))
    r = s.deal_result()
    events = {e[0] for e in r["events"]}
    assert events & {"climb", "fall"}


@pytest.mark.parametrize("name, opts", [
    ("thousand", dict(max_deals=8)), ("thousand", dict(max_deals=8, golden_round=True, bolt="any")),
    ("thousand_one", dict(max_deals=8)), ("thousand_one", dict(players=4, max_deals=8))])
def test_random_matches_are_consistent(name, opts):
    g = pc.game(name, **opts)
    rng = random.Random(9)
    for seed in range(10):
        s = g.new_match(seed=seed)
        total = list(s.scores())
        deals = 0
        while not s.is_over():
            before_played = s.deals_played
            s.play(rng.choice(s.legal_moves()))
            if s.deals_played != before_played:
                r = s.deal_result()
                delta = r["applied"] if name == "thousand" else r["results"]
                if "events" in r and any(e[0] == "golden_restart" for e in r["events"]):
                    total = [0] * len(total)
                else:
                    total = [a + b for a, b in zip(total, delta)]
                assert total == s.scores()
                deals += 1
        assert s.winner is not None and deals >= 1


def test_one_worked_example():
    hands = {1: "KC QC AS QS 9S JD 9H", 2: "AH KH QH KS JS TD 9C", 0: "TS JC AD QD 9D TH JH"}
    prikup = ["AC", "TC", "KD"]
    # order: d1..d3 to seats 1,2,0, d4 prikup, ...
    qs = {p: hands[p].split() for p in hands}
    order = []
    k = 0
    for i in range(24):
        if i in (3, 7, 11):
            order.append(prikup.pop(0))
        else:
            order.append(qs[(1 + k) % 3].pop(0))
            k += 1
    g = pc.game("thousand_one")
    s = g.position(g.new_deal(seed=0, dealer=0).notation())  # a start position to edit
    # build via the notation: the hands and prikup of the example
    text = s.notation()
    start = text.index("| hands ") + 8
    end = text.index(" | prikup ")
    h = " / ".join(hands[p] for p in range(3))
    text = text[:start] + h + text[end:]
    start = text.index("| prikup ") + 9
    end = text.index(" | declarer ")
    text = text[:start] + "AC TC KD" + text[end:]
    s = g.position(text)
    play_all(s, ["50", "60", "pass", "65", "pass", "keep", "gift:KD", "gift:QS", "contract:100",
                 "KC+M", "9C", "JC", "AC", "JS", "9D", "TC", "KS", "QS", "QC", "KD", "JH",
                 "9H", "AH", "TH", "KH+M", "QD", "9S", "QH", "TS", "JD", "TD", "AD", "AS"])
    r = s.deal_result()
    assert r["card_points"] == [32, 45, 43] and r["bonuses"] == [0, 60, 100]
    assert r["results"] == [30, 100, 145] and r["made"] is True
