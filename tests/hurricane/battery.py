"""Хурикан's hooks for the generic battery, the fuzz suite and the view test
(tests/battery_hooks.py)."""
from battery_hooks import Hooks, Views, check_fishing_view, fishing_cards, fishing_shown

import pycards as pc


def check_view(s, seat, v) -> None:
    """The other hand and the stock are hidden; everything else is public."""
    check_fishing_view(s, seat, v)
    assert v.hand == s.hands[seat] and v.visible[1 - seat] == pc.CardSet()
    assert v.unseen == s.hands[1 - seat] | pc.CardSet(s.stock)
    assert v.last_capturer == s.last_capturer


BATTERY = {"hurricane": Hooks(
    conserved=fishing_cards,
    setups=[
        dict(),
        dict(max_lay=1, leftover="last_capturer"),
        dict(max_lay=6, opening_lay="max_lay", round_leader="non_dealer"),
        dict(deals=3),
    ],
    views=Views("HurricaneView", pc.DECK40, shown=fishing_shown, check=check_view,
                setups=[{}, {"max_lay": 6, "leftover": "last_capturer"}]),
)}
