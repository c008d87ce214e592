"""Три тройки's hooks for the generic battery and the fuzz suite (tests/battery_hooks.py)."""
from collections import Counter

from battery_hooks import Hooks


def stakes_and_cards(s):
    """The balances add up to 0, and the 104 cards (hands and pack) are each card twice."""
    cards = Counter(str(c) for h in s.hands for c in h) + Counter(str(c) for c in s.pack)
    assert set(cards.values()) == {2} and len(cards) == 52
    return sum(s.scores()), sorted(cards.items())


BATTERY = {
    "tri_troyki": Hooks(
        conserved=stakes_and_cards,
        setups=[
            dict(),
            dict(players=2, threes_rank="below_single_nine", ten_multi="bust"),
            dict(players=10, compare="nine_only", tie="banker", banker_multiplier=False),
        ],
    )
}
