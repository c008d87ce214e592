"""The chip game's hooks for the generic battery, the fuzz suite and the view test
(tests/battery_hooks.py)."""
from battery_hooks import Hooks, Views

import pycards as pc


def chip_total(s) -> int:
    """Chips are conserved: the seats' and the pot's."""
    return sum(s.chips) + s.pot


def check_view(s, seat, v) -> None:
    """Everything but the order of the deck is public."""
    assert v.unseen == pc.CardSet(s.deck) and v.chips == s.chips and v.status == s.status
    assert v.pot == s.pot and v.dealer == s.dealer and v.deck_size == len(s.deck)
    assert v.hand_sizes == [0] * s.players and v.visible == [pc.CardSet()] * s.players


BATTERY = {"chip_game": Hooks(
    conserved=chip_total,
    setups=[dict(), dict(players=2, start_chips=4), dict(players=15, start_chips=20)],
    views=Views("ChipGameView", pc.DECK52, shown=lambda v: v.played, check=check_view,
                setups=[{}, {"players": 2}, {"players": 7}]),
)}
