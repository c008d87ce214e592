"""The chip game's hooks for the generic battery and the fuzz suite (tests/battery_hooks.py)."""
from battery_hooks import Hooks


def chip_total(s) -> int:
    """Chips are conserved: the seats' and the pot's."""
    return sum(s.chips) + s.pot


BATTERY = {"chip_game": Hooks(conserved=chip_total,
                              setups=[dict(), dict(players=2, start_chips=4), dict(players=15, start_chips=20)])}
