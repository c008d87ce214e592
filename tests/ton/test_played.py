"""Тон's `played` field (the finished tricks): position() replays them forward from the hands and
refuses, naming the trick, what the rules could not have produced."""

import pytest

import pycards as pc

from .test_ton import LEADERS, TRICKS, example, play_example, play_tricks


@pytest.fixture
def three_tricks():
    g, s = example()
    play_example(s)
    play_tricks(s, TRICKS[:3], LEADERS)
    text = s.notation()
    assert "| played 2 AS 6S 7S / 2 KS KH QS / 0 AH KD 7H |" in text
    assert g.position(text) == s
    assert s.played_tricks == [(lead, [pc.Card.parse(c) for c in t.split()])
                               for lead, t in ((2, "AS 6S 7S"), (2, "KS KH QS"), (0, "AH KD 7H"))]
    assert s.view(1).played_tricks == s.played_tricks  # public: every seat sees the finished tricks
    return g, text


def refused(g, text, match):
    with pytest.raises(pc.InvalidPositionError, match=match):
        g.position(text)


def test_wrong_leader(three_tricks):
    g, text = three_tricks
    refused(g, text.replace("/ 0 AH KD 7H", "/ 2 AH KD 7H"), "trick 3 is led by seat 2, but seat 0 won trick 2")


def test_first_trick_not_led_by_the_buyer(three_tricks):
    g, text = three_tricks
    bad = text.replace("played 2 AS 6S 7S / 2 KS KH QS / 0 AH KD 7H", "played 0 6S 7S AS / 2 KS KH QS / 0 AH KD 7H")
    refused(g, bad, "trick 1 is led by seat 0, but the buyer")


def test_card_against_following_suit(three_tricks):
    """P1 plays ♣8 to the ♠K lead while he holds ♠Q."""
    g, text = three_tricks
    bad = text.replace("/ 2 KS KH QS /", "/ 2 KS KH 8C /").replace("hands 7C 7D / 8C KC /", "hands 7C 7D / QS KC /")
    refused(g, bad, "trick 2: seat 1 could not play 8C")


def test_card_against_the_duty_to_beat():
    """Trick 4: P0 leads ♣7, P1 beats it with ♣8, P2 must beat ♣8: with ♣A kept and ♦6 played he
    breaks the duty."""
    g, s = example()
    play_example(s)
    play_tricks(s, TRICKS[:4], LEADERS)
    text = s.notation()
    assert "/ 0 7C 8C AC |" in text
    bad = text.replace("/ 0 7C 8C AC |", "/ 0 7C 8C 6D |").replace("hands 7D / KC / 6D", "hands 7D / KC / AC")
    refused(g, bad, "trick 4: seat 2 could not play 6D")


def test_card_in_two_places(three_tricks):
    g, text = three_tricks
    with pytest.raises(pc.InvalidPositionError, match="appears twice"):
        g.position(text.replace("hands 7C 7D", "hands 7C AS"))


def test_trick_counts_disagree(three_tricks):
    g, text = three_tricks
    refused(g, text.replace("tricks 2 0 1", "tricks 1 0 2"), "seat 0 won 2 of the played tricks, not 1")


def test_target_disagrees(three_tricks):
    g, text = three_tricks
    refused(g, text.replace("target 0 trick 3", "target 0 trick 2"), "reached the target in trick 3")


def test_trick_of_the_wrong_size(three_tricks):
    g, text = three_tricks
    with pytest.raises((pc.InvalidPositionError, pc.ParseError)):
        g.position(text.replace("/ 0 AH KD 7H", "/ 0 AH KD"))


def test_count_of_played_tricks(three_tricks):
    g, text = three_tricks
    refused(g, text.replace("tricks 2 0 1", "tricks 2 0 2"), "counts 4 tricks, the played field holds 3")


def test_next_leader_is_the_last_winner(three_tricks):
    g, text = three_tricks
    refused(g, text.replace("phase play | turn 0", "phase play | turn 2"), "seat 0 won trick 3")
