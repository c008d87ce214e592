"""Тысяча's and 1001's views: what tricks, declarations, gifts, the dark call and the sitting-out
dealer let a seat see (the generic checks are in tests/test_views.py)."""

import random

import pytest

import pycards as pc

from .battery import EMPTY, declared_cards


def winner_of(s, cards):
    return next(p for p, won in enumerate(s.tricks) if cards[0] in won)


@pytest.mark.parametrize("name, options", [("thousand", {}), ("thousand", {"bed_marriage": 1}),
                                           ("thousand_one", {}), ("thousand_one", {"players": 4})])
def test_finished_tricks_every_card_who_played_it_who_won(name, options):
    g = pc.game(name, **options)
    full = 0
    for seed in range(8):
        s, rng, log, current = g.new_deal(seed=seed), random.Random(seed), [], []
        n = s.view(0).players
        while not s.is_over():
            move = rng.choice(s.legal_moves())
            if s.phase == "play":
                current.append((s.to_move, pc.Card(str(move)[:2])))
            s.play(move)
            if len(current) == 3:
                log.append((len(log), tuple(current), winner_of(s, [c for _, c in current])))
                current = []
            for seat in range(n):
                v = s.view(seat)
                assert v.finished_tricks == log and v.tricks_played == len(log)
                assert [c for _, c in current] == v.trick and [p for p, _ in current] == v.trick_seats
        full += len(log) == 8
        if log:  # the notation's `played` field holds the tricks: a parsed state has the same history
            t = g.position(s.notation()).view(0)
            assert t.finished_tricks == log and t.tricks == s.view(0).tricks and t.unseen == s.view(0).unseen
    assert full


@pytest.mark.parametrize("name, options", [("thousand", {}), ("thousand", {"bed_marriage": 1, "ace_marriage": "trump"}),
                                           ("thousand_one", {"players": 4})])
def test_declarations_are_public_and_locate_the_other_card(name, options):
    g, found = pc.game(name, **options), 0
    for seed in range(40):
        s, rng = g.new_deal(seed=seed), random.Random(seed)
        while not s.is_over() and not s.declarations:
            moves = s.legal_moves()
            declaring = [m for m in moves if "+" in str(m)]
            s.play(declaring[0] if declaring else rng.choice(moves))
        if not s.declarations:
            continue
        found += 1
        seat, kind, suit, _, _ = s.declarations[0]
        shown_cards = declared_cards(kind, suit)
        for x in range(s.view(0).players):
            v = s.view(x)
            assert v.declarations == s.declarations and v.bonus == s.bonus and v.trump == suit
            assert not shown_cards & v.unseen
            assert shown_cards & s.hands[seat] <= v.visible[seat]
    assert found >= 3


def test_thousand_gifts_private_or_public():
    for visibility in ("private", "public"):
        g = pc.game("thousand", gift_visibility=visibility)
        for seed in range(10):
            s, rng = g.new_deal(seed=seed), random.Random(seed)
            while not s.is_over() and len(s.gifts) < 2:
                s.play(rng.choice(s.legal_moves()))
            if len(s.gifts) < 2:
                continue
            d = s.declarer
            assert s.view(d).gifts == s.gifts
            for x in range(3):
                if x != d:
                    v = s.view(x)
                    assert v.gifts == (s.gifts if visibility == "public" else [g for g in s.gifts if g[1] == x])
                    other = next(c for c, to in s.gifts if to != x)
                    assert (other in v.visible[3 - d - x]) == (visibility == "public")
            break
        else:
            raise AssertionError("no deal reached the gifts")


def test_thousand_dark_bidder_has_not_seen_his_hand():
    g = pc.game("thousand", dark_bidding=1)
    for seed in range(30):
        s = g.new_deal(seed=seed)
        while not s.is_over() and "look" not in [str(m) for m in s.legal_moves()]:
            s.play(s.legal_moves()[0])
        if s.is_over():
            continue
        seat = s.to_move
        v = s.view(seat)
        assert v.in_dark and v.hand == EMPTY and v.hand_sizes[seat] == len(s.hands[seat])
        assert s.hands[seat] <= v.unseen and "?7" in v.notation()
        s.play("look")
        assert not s.view(seat).in_dark and s.view(seat).hand == s.hands[seat]
        return
    raise AssertionError("no dark call offered")


def test_thousand_one_four_players_sitting_out_dealer():
    g = pc.game("thousand_one", players=4)
    for seed in range(4):
        s, rng = g.new_deal(seed=seed, dealer=seed), random.Random(seed)
        v = s.view(seed)
        assert v.sitting_out == seed and seed not in v.active and v.hand == EMPTY
        assert v.hand_sizes[seed] == 0 and sorted(v.hand_sizes) == [0, 7, 7, 7]
        assert v.prikup is None and v.unseen == pc.DECK24  # he has seen nothing yet
        while s.phase == "bid":
            s.play(rng.choice(s.legal_moves()))
        v = s.view(seed)
        assert v.prikup == s.prikup and v.unseen == pc.DECK24 - s.prikup
        while not s.is_over() and len(s.gifts) < 2:
            s.play(rng.choice(s.legal_moves()))
        if len(s.gifts) == 2:
            v = s.view(seed)
            assert v.gifts == [] and v.visible == [EMPTY] * 4  # gifts go face down to the receivers
            for x in s.active:
                assert s.view(x).sitting_out == seed
