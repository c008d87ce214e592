"""Казино's sample_world (docs/kazino.md "Hidden information"): the other hands and the stock (its
order too) dealt uniformly; the table, the piles and the last capturer are public. A trail is always
legal, even with a card that could capture, so play reveals nothing about a hand: the exact
marginals are those of a uniform deal, checked by chi-square (every arrangement listed on small
positions)."""

import pytest
from world_marginals import check_marginals, fishing_places, play_to

import pycards as pc


def hidden_of(s, seat):
    return sum(len(h) for i, h in enumerate(s.hands) if i != seat) + len(s.stock)


@pytest.mark.parametrize("options, seed, stock, hidden", [
    ({}, 3, 5, 8),  # the opponent's 3 cards and the short last round of 5
    ({"players": 3}, 4, 2, 6),  # two hidden hands and 2 stock cards
    ({"players": 4, "partnerships": True}, 6, 0, 6),  # partner and opponents, no stock
])
def test_hidden_hands_and_stock_by_brute_force(options, seed, stock, hidden):
    g = pc.game("kazino", **options)

    def wanted(s):
        others = [h for i, h in enumerate(s.hands) if i != s.to_move]
        places = sum(1 for h in others if h) + (stock > 0)  # at least two, or nothing is left to guess
        return len(s.stock) == stock and hidden_of(s, s.to_move) == hidden and places >= 2

    s = play_to(g, seed, wanted)
    seat = s.to_move
    assert check_marginals(s, seat, fishing_places(seat)) == hidden


def test_first_turn_with_the_whole_stock():
    s = pc.game("kazino", players=4).new_deal(seed=1)
    seat = s.to_move
    assert check_marginals(s, seat, fishing_places(seat), worlds=2000) == 9 + 35


def test_a_trail_reveals_nothing_about_the_hand():
    # the kazino docstring's deal: the seat to move could take K♣ with K♦ and trails K♦ instead
    g = pc.game("kazino")
    s = g.new_deal(seed=3)
    mover = s.to_move
    s.play("KD")
    s.play(s.legal_moves()[0])
    assert s.to_move == mover
    other = 1 - mover
    # the other seat saw K♦ trailed: the cards mover kept (8♣, 4♥ could capture) are spread uniformly
    assert check_marginals(s, other, fishing_places(other), worlds=2000) == hidden_of(s, other)
