"""Стос's hooks for the generic battery, the fuzz suite and the view test (tests/battery_hooks.py)."""
from battery_hooks import Hooks, Views, union

import pycards as pc


def stos_conserved(s):
    """The balances add up to 0 (one seat pays the other), and the dealer's deck is all 32 cards
    while a coup is to be played, none once over."""
    assert len(s.stock) == len(set(s.stock)) and pc.CardSet(s.stock) in (pc.DECK32, pc.CardSet())
    assert (len(s.stock) == 0) == s.is_over()
    return sum(s.scores())


def check_view(s, seat, v) -> None:
    """The decks are face down: nobody knows where any card is."""
    empty = pc.CardSet()
    assert v.hand == empty and v.unseen == pc.DECK32 and v.visible == [empty, empty]
    assert v.dealer == s.dealer and v.draw == s.draw and v.stock_size == len(s.stock) and v.coup == s.coup


BATTERY = {
    "stos": Hooks(
        conserved=stos_conserved,
        setups=[dict(), dict(dealer_rule="starshiy", coups=3), dict(coups=4, redraw_each_coup=0, stake=2)],
        views=Views("StosView", pc.DECK32, shown=lambda v: v.hand | union(v.visible), check=check_view,
                    setups=[{}, {"coups": 3, "dealer_rule": "starshiy"}, {"coups": 20, "redraw_each_coup": 0}]),
    )
}
