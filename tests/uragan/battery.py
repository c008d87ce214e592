"""Ураган's hooks for the generic battery and the fuzz suite (tests/battery_hooks.py)."""
from battery_hooks import Hooks, fishing_cards

BATTERY = {"uragan": Hooks(conserved=fishing_cards, setups=[dict(), dict(players=4), dict(hand="open4")])}
