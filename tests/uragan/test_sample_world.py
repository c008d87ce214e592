"""Ураган's sample_world (docs/uragan.md "Hidden information"): the hidden cards (the other hands,
open4's face-down cards of both seats, the stock and its order) dealt uniformly, what the seat saw
kept. The rules force no card on a player, so play reveals nothing about a hand: the exact
marginals are those of a uniform deal, checked by chi-square on fixed positions."""

import pytest
from world_marginals import check_marginals, fishing_places, play_to

import pycards as pc


def down_places(s) -> dict:
    return {c: ("down", i, k) for i, seat in enumerate(s.face_down) for k, c in enumerate(seat) if c is not None}


def test_two_players_opponent_hand_and_stock_order():
    g = pc.game("uragan")
    s = play_to(g, 3, lambda s: len(s.stock) == 12 and len(s.hands[1 - s.to_move]) == 4)
    seat = s.to_move
    assert check_marginals(s, seat, fishing_places(seat)) == 16
    # the other seat, not to move, guesses too
    assert check_marginals(s, 1 - seat, fishing_places(1 - seat), worlds=1500) > 0


def test_four_players_three_hidden_hands_by_brute_force():
    g = pc.game("uragan", players=4)
    s = play_to(g, 5, lambda s: sum(len(h) for i, h in enumerate(s.hands) if i != s.to_move) == 6
                and all(s.hands[i] for i in range(4)))
    seat = s.to_move
    assert check_marginals(s, seat, fishing_places(seat)) == 6  # 6 cards, 6!/(2!2!2!) deals listed


@pytest.mark.parametrize("stock", [0, 12])
def test_open4_face_down_positions_of_both_seats(stock):
    g = pc.game("uragan", hand="open4")
    s = play_to(g, 2, lambda s: len(s.stock) == stock and sum(c is not None for d in s.face_down for c in d) == 3)
    for seat in (0, 1):  # a seat's own face-down cards are hidden from it too
        tested = check_marginals(s, seat, fishing_places(seat, down=down_places), worlds=2000)
        assert tested == 3 + stock


def test_open4_face_up_cards_and_pending_never_move():
    g = pc.game("uragan", hand="open4")
    for seed in range(3):
        s = g.new_deal(seed=seed)
        rng = pc.Rng(seed)
        while not s.is_over():
            for seat in (0, 1):
                w = s.sample_world(seat, seed=seed)
                down, wdown = down_places(s), down_places(w)
                for i in (0, 1):
                    assert w.hands[i] - pc.CardSet(list(wdown)) == s.hands[i] - pc.CardSet(list(down))
                assert w.pending == s.pending and w.table == s.table and w.piles == s.piles
                assert {p for p in wdown.values()} == {p for p in down.values()}  # same positions face down
            moves = s.legal_moves()
            s.play(moves[rng.below(len(moves))])


# Worked example 2 of docs/uragan.md: seat 1 holds 7♣ K♣, the table is 4♦ 3♠. K♣ captures nothing, so
# seat 1 may trail it although 7♣ could take 4♦+3♠: a trail says nothing about the rest of a hand.
EXAMPLE_2 = ("dealer 0 | turn 1 | hands 6H 4S / 7C KC | table 4D 3S | stock 2C 3C 5C 6C JC QC 2D 5D 6D JD QD KD "
             "| piles 4C AC 3D AD 2H 3H 4H 5H AH 2S AS / 7D 7H JH QH KH 5S 6S 7S JS QS KS | hurricanes 0 0 "
             "| last 0 | deal")


def test_a_trail_reveals_nothing_about_the_hand():
    s = pc.game("uragan").position(EXAMPLE_2)
    assert {str(m) for m in s.legal_moves()} == {"7Cx4D+3S", "KC"}
    s.play("KC")
    assert s.to_move == 0 and len(s.hands[1]) == 1
    # seat 0 saw K♣ trailed; the card seat 1 kept is any of the 13 hidden ones, 7♣ (which could
    # capture) as likely as any
    assert check_marginals(s, 0, fishing_places(0)) == 13
    held = {next(iter(s.sample_world(0, seed=k).hands[1])) for k in range(200)}
    assert pc.Card.parse("7C") in held and len(held) == 13


def test_the_seat_to_move_keeps_its_choices_in_every_world():
    for options in ({}, {"players": 4}, {"hand": "open4"}):
        g = pc.game("uragan", **options)
        s = g.new_deal(seed=9)
        rng = pc.Rng(1)
        while not s.is_over():
            for k in range(3):
                w = s.sample_world(s.to_move, seed=k)
                assert w.legal_moves() == s.legal_moves() and w.phase == s.phase
            moves = s.legal_moves()
            s.play(moves[rng.below(len(moves))])


def test_a_world_belongs_to_the_same_game():
    # games are values (name and options), so a world's game equals its state's
    g = pc.game("uragan", target=11, hand="open4")
    s = g.new_match(seed=4)
    w = s.sample_world(1, seed=2)
    assert w.game == s.game == g and hash(w.game) == hash(g)
    assert g != pc.game("uragan", target=12, hand="open4") and g != pc.game("kazino") and g != "uragan"
    assert pc.game("uragan") == pc.game("uragan", players=2, target=15)  # defaults filled in
    assert len({pc.game("uragan"), pc.game("uragan", target=15), pc.game("hurricane")}) == 2
