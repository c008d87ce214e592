"""Три тройки's sample_world: the items are card copies of two decks (a card may be hidden
twice, or once when the seat holds the other copy). Every hidden copy is in each hidden place in
proportion to its size (declarations and buying are free choices: they reveal no card), checked
against an independent count; the seat's own cards, in order, and hands once shown stay."""

from collections import Counter
from fractions import Fraction

import pytest
from world_stats import assert_marginals, place_counts

import pycards as pc


def places_for(seat):
    def of(w):
        out = [(str(c), f"hand{i}") for i, h in enumerate(w.hands) if i != seat for c in h]
        return out + [(str(c), "top" if i == 0 else "pack") for i, c in enumerate(w.pack)]

    return of


def exact_for(s, seat):
    """Per card with a hidden copy: each copy is in a hidden place with probability its size over
    the hidden copies (no constraint); and how many copies of the card are hidden (1 or 2)."""
    v = s.view(seat)
    own = Counter(str(c) for c in v.cards)
    hidden = sum(v.hand_sizes) - len(v.cards) + v.pack_size
    sizes = {f"hand{i}": k for i, k in enumerate(v.hand_sizes) if i != seat and k}
    sizes["top"], sizes["pack"] = 1, v.pack_size - 1
    assert sum(sizes.values()) == hidden == 104 - len(v.cards)
    cards = [str(c) for c in pc.DECK52 if own[str(c)] < 2]
    return {c: {p: Fraction(k, hidden) for p, k in sizes.items()} for c in cards}, {c: 2 - own[c] for c in cards}


def bought_position(seed=5):
    s = pc.game("tri_troyki").new_deal(seed=seed)
    while s.phase == "declare":
        s.play("vist")
    s.play("buy")  # the first player holds two cards now
    return s


@pytest.mark.parametrize("seat", [0, 1, 2])
def test_hidden_copies_land_with_exact_probabilities(seat):
    s = bought_position()
    exact, copies = exact_for(s, seat)
    assert 1 in copies.values() or seat != 1  # seat 1 holds two cards: one copy of each is seen
    n = 2000
    assert_marginals(place_counts(s, seat, places_for(seat), n), exact, n, copies)


def test_a_card_held_is_hidden_once_only():
    s = bought_position()
    seat = 1
    mine = Counter(str(c) for c in s.view(seat).cards)
    assert len(mine) == 2
    for k in range(200):
        w = s.sample_world(seat, seed=k)
        everything = Counter(str(c) for h in w.hands for c in h) + Counter(str(c) for c in w.pack)
        assert all(v == 2 for v in everything.values()) and len(everything) == 52
        assert [str(c) for c in w.view(seat).cards] == [str(c) for c in s.view(seat).cards]
        others = Counter(str(c) for i, h in enumerate(w.hands) if i != seat for c in h) + Counter(map(str, w.pack))
        assert all(others[c] == 2 - mine[c] for c in mine)  # the other copy only, hidden


def test_hands_once_shown_stay():
    s = pc.game("tri_troyki").new_deal(seed=2)
    while not s.is_over():
        s.play(s.legal_moves()[0])
    for seat in range(4):
        w = s.sample_world(seat, seed=1)
        assert [list(map(str, h)) for h in w.hands] == [list(map(str, h)) for h in s.hands]
        assert w.scores() == s.scores()
