"""Три листика's `played` field (the finished tricks): position() replays them forward from the
hands and refuses, naming the trick, what the rules could not have produced."""

import pytest

import pycards as pc

from .test_tri_listika import example


@pytest.fixture
def two_tricks():
    g, s = example()
    s.play("pass")
    s.play("exchange:9D+7S")
    for m in ["AS", "down:TH", "TS", "KS", "down:KH", "down:AC"]:
        s.play(m)
    text = s.notation()
    assert "| played 1 AS down:TH TS / 1 KS down:KH down:AC |" in text
    assert g.position(text) == s
    assert s.played_tricks[1] == (1, [pc.Card.parse(c) for c in ("KS", "KH", "AC")], [False, True, True])
    # the view: every seat sees the finished tricks, but not another seat's face-down cards
    assert s.view(1).played_tricks[1] == (1, [pc.Card.parse("KS"), None, None], [False, True, True])
    assert s.view(0).played_tricks[1] == (1, [pc.Card.parse("KS"), None, pc.Card.parse("AC")], [False, True, True])
    assert "played 1 AS down:? TS / 1 KS down:? down:?" in repr(s.view(1))
    return g, text


def refused(g, text, match):
    with pytest.raises(pc.InvalidPositionError, match=match):
        g.position(text)


def test_wrong_leader(two_tricks):
    g, text = two_tricks
    bad = text.replace("/ 1 KS down:KH down:AC", "/ 3 KH AC KS")
    refused(g, bad, "trick 2 is led by seat 3, but seat 1 won trick 1")


def test_first_trick_not_led_by_the_left(two_tricks):
    g, text = two_tricks
    bad = text.replace("played 1 AS down:TH TS", "played 3 TH TS AS")
    refused(g, bad, "trick 1 is led by seat 3, but the dealer's left")


def test_face_down_while_holding_the_led_suit(two_tricks):
    """P0 puts ♣A face down to the ♠K lead while he holds ♠10 (kept instead of playing it in trick 1)."""
    g, text = two_tricks
    bad = text.replace("played 1 AS down:TH TS", "played 1 AS down:TH down:8H").replace("hands 8H /", "hands TS /")
    refused(g, bad, "trick 1: seat 0 played face down but could follow suit")


def test_face_up_off_suit(two_tricks):
    g, text = two_tricks
    refused(g, text.replace("down:KH down:AC", "down:KH AC"), "trick 2: seat 0 could not play AC face up")


def test_trump_must_be_played_with_trumps_in_play(two_tricks):
    """With trumps_in_play, P0 void in spades holding ♣A must play it face up, not face down."""
    _, text = two_tricks
    g = pc.game("tri_listika", trumps_in_play=1)
    refused(g, text, "trick 2: seat 0 played face down but could follow suit or trump")


def test_trick_counts_disagree(two_tricks):
    g, text = two_tricks
    refused(g, text.replace("tricks 0 2 0 0", "tricks 1 1 0 0"), "seat 0 won 0 of the played tricks, not 1")


def test_count_of_played_tricks(two_tricks):
    g, text = two_tricks
    with pytest.raises(pc.InvalidPositionError):
        g.position(text.replace("tricks 0 2 0 0", "tricks 0 3 0 0"))


def test_card_in_two_places(two_tricks):
    g, text = two_tricks
    refused(g, text.replace("hands 8H", "hands AS"), "appears twice")


def test_a_dealt_khlyust_played_on(two_tricks):
    """P1 played on with ♠A ♠K ♠9 as play began: a dealt хлюст ends the deal at once."""
    g, text = two_tricks
    bad = text.replace("hands 8H / 9H", "hands 8H / 9S").replace(" 9S JS", " 9H JS")
    refused(g, bad, "seat 1 was dealt a хлюст")


def test_leader_of_the_current_trick(two_tricks):
    g, text = two_tricks
    refused(g, text.replace("phase play | turn 1", "phase play | turn 3"), "seat 1 won trick 2")
