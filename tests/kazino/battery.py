"""Казино's hooks for the generic battery, the fuzz suite and the view test
(tests/battery_hooks.py)."""
from battery_hooks import Hooks, Views, check_fishing_view, fishing_cards, fishing_shown, union

import pycards as pc


def check_view(s, seat, v) -> None:
    """Every other hand and the stock are hidden, partners' hands included."""
    check_fishing_view(s, seat, v)
    hands = s.hands
    assert v.hand == hands[seat]
    assert all(v.visible[j] == pc.CardSet() for j in range(len(hands)) if j != seat)
    assert v.unseen == union(h for j, h in enumerate(hands) if j != seat) | pc.CardSet(s.stock)
    assert v.last_capturer == s.last_capturer


BATTERY = {
    "kazino": Hooks(
        conserved=fishing_cards,
        setups=[
            dict(),
            dict(players=3),
            dict(players=4, partnerships=True),
            dict(multi_set=True, leftover="last_capturer"),
            dict(players=4, leftover="nobody"),
        ],
        views=Views("KazinoView", pc.DECK52, shown=fishing_shown, check=check_view,
                    setups=[{}, {"players": 3}, {"players": 4, "partnerships": True, "multi_set": True}]),
    )
}
