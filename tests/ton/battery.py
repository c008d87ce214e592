"""Тон's hooks for the generic battery and the fuzz suite (tests/battery_hooks.py)."""
from battery_hooks import Hooks

import pycards as pc


def all_cards(s) -> pc.CardSet:
    """Every card of the deal (hands, discards, won tricks, the trick, stock, prikup, turned card), each once."""
    cards = pc.CardSet() if s.turned_picked else pc.CardSet([s.turned])
    for part in list(s.hands) + list(s.thrown) + list(s.tricks) + [pc.CardSet(s.trick), s.stock, pc.CardSet(s.prikup)]:
        assert not (cards & part), "a card is in two places"
        cards = cards | part
    assert cards == pc.DECK36
    return (cards, sum(s.money) + s.pot)  # money is conserved too: every unit is in a balance or the pot


BATTERY = {"ton": Hooks(conserved=all_cards, setups=[
    dict(),
    dict(players=6, others="sit_out", must_overtrump=1),
    dict(players=2, beat_rule="led_card", trump_pick_includes_turned=1, no_buyer="redeal", max_deals=5),
    dict(players=3, stop_at_target=1, penalty="fixed", ante_every_deal=1),
])}
