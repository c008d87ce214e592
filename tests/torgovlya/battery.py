"""Торговля's hooks for the generic battery and the fuzz suite (tests/battery_hooks.py)."""
from battery_hooks import Hooks

import pycards as pc


def tokens_and_cards(s):
    """Tokens (seats and pot) and the 52 cards (hands, stock, a pending offer) are conserved."""
    cards = pc.CardSet()
    for h in s.hands:
        assert not (cards & h), "a card is in two hands"
        cards = cards | h
    for c in list(s.stock) + ([s.offer] if s.offer is not None else []):
        assert c not in cards
        cards = cards | c
    return sum(s.tokens) + s.pot, cards


BATTERY = {
    "torgovlya": Hooks(
        conserved=tokens_and_cards,
        setups=[
            dict(),
            dict(players=3, start_tokens=2, point_rule="best_suit"),
            dict(players=10, start_tokens=2, tie="split", winner_fee="from_banker"),
            dict(players=5, stand_allowed=True, banker_trades=True, barter="blind", start_tokens=3, max_deals=6),
        ],
    )
}
