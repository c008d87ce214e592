"""The chip game's views (the generic checks are in tests/test_views.py)."""

import pycards as pc

EMPTY = pc.CardSet()


def test_chip_game_everything_but_the_deck_order_is_public():
    s = pc.game("chip_game", players=3).new_match(seed=4)
    s.play("deal")
    a, b = s.view(0), s.view(2)
    assert a.notation().replace("seat 0", "seat 2", 1) == b.notation() and a != b
    assert a.unseen == pc.CardSet(s.deck) and a.played == pc.DECK52 - pc.CardSet(s.deck) and len(a.played) == 3
    assert a.chips == s.chips and a.scores() == s.scores() and a.hand == EMPTY
