"""Стос's hooks for the generic battery and the fuzz suite (tests/battery_hooks.py)."""
from battery_hooks import Hooks

import pycards as pc


def stos_conserved(s):
    """The balances add up to 0 (one seat pays the other), and the dealer's deck is all 32 cards
    while a coup is to be played, none once over."""
    assert len(s.stock) == len(set(s.stock)) and pc.CardSet(s.stock) in (pc.DECK32, pc.CardSet())
    assert (len(s.stock) == 0) == s.is_over()
    return sum(s.scores())


BATTERY = {
    "stos": Hooks(
        conserved=stos_conserved,
        setups=[dict(), dict(dealer_rule="starshiy", coups=3), dict(coups=4, redraw_each_coup=0, stake=2)],
    )
}
