"""Три тройки's hooks for the generic battery, the fuzz suite and the view test
(tests/battery_hooks.py)."""
from collections import Counter

from battery_hooks import Hooks, Views, union

import pycards as pc


def stakes_and_cards(s):
    """The balances add up to 0, and the 104 cards (hands and pack) are each card twice."""
    cards = Counter(str(c) for h in s.hands for c in h) + Counter(str(c) for c in s.pack)
    assert set(cards.values()) == {2} and len(cards) == 52
    return sum(s.scores()), sorted(cards.items())


def check_view(s, seat, v) -> None:
    """Two decks: hands are lists of cards; other hands are shown only at the end."""
    assert v.hand_sizes == [len(h) for h in s.hands] and v.cards == s.hands[seat]
    for j, h in enumerate(s.hands):
        assert v.visible[j] == (pc.CardSet(h) if j == seat or s.is_over() else pc.CardSet())
    assert v.declared == s.declared and v.banker == s.banker and v.pack_size == len(s.pack)


BATTERY = {
    "tri_troyki": Hooks(
        conserved=stakes_and_cards,
        setups=[
            dict(),
            dict(players=2, threes_rank="below_single_nine", ten_multi="bust"),
            dict(players=10, compare="nine_only", tie="banker", banker_multiplier=False),
        ],
        views=Views("TriTroykiView", pc.DECK52, shown=lambda v: v.hand | union(v.visible), check=check_view,
                    setups=[{}, {"players": 2}, {"players": 10}]),
    )
}
