"""Казино's hooks for the generic battery and the fuzz suite (tests/battery_hooks.py)."""
from battery_hooks import Hooks, fishing_cards

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
    )
}
