"""Три листика's hooks for the generic battery and the fuzz suite (tests/battery_hooks.py)."""
from battery_hooks import Hooks

import pycards as pc


def all_cards(s) -> pc.CardSet:
    """Every card of the deal (hands, thrown cards, won tricks, the trick, stock, turned card), each once."""
    cards = pc.CardSet([s.turned])
    for part in list(s.hands) + list(s.thrown) + list(s.tricks) + [pc.CardSet(s.trick), pc.CardSet(s.stock)]:
        assert not (cards & part), "a card is in two places"
        cards = cards | part
    assert cards == pc.DECK32
    return (cards, sum(s.money) + s.pot)  # money is conserved too: every unit is in a balance or the pot


BATTERY = {"tri_listika": Hooks(conserved=all_cards, setups=[
    dict(),
    dict(trumps_in_play=1, share_from="pot"),
    dict(khlyust_draw="choice", exchange_khlyust=1, forced_may_exchange=1),
    dict(deals=3, final_pot="split", ante=3, share=2),
])}
