"""Хурикан's hooks for the generic battery and the fuzz suite (tests/battery_hooks.py)."""
from battery_hooks import Hooks, fishing_cards

BATTERY = {"hurricane": Hooks(conserved=fishing_cards, setups=[
    dict(),
    dict(max_lay=1, leftover="last_capturer"),
    dict(max_lay=6, opening_lay="max_lay", round_leader="non_dealer"),
    dict(deals=3),
])}
