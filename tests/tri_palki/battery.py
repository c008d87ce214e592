"""Три палки's hooks for the generic battery and the fuzz suite (tests/battery_hooks.py)."""
from battery_hooks import Hooks

import pycards as pc


def palki_cards(s) -> pc.CardSet:
    """Every card of the state (hands, stock, pile), each exactly once."""
    cards = pc.CardSet()
    for part in list(s.hands) + [pc.CardSet(s.stock), pc.CardSet(s.pile)]:
        assert not (cards & part), "a card is in two places"
        cards = cards | part
    assert len(s.stock) + len(s.pile) + sum(len(h) for h in s.hands) == 36
    return cards


BATTERY = {
    "tri_palki": Hooks(
        conserved=palki_cards,
        setups=[dict(), dict(floor_zero=1, recycle_shuffle=1), dict(sticks_to_lose=1, move_limit=40),
                dict(move_limit=60, limit_result="fewer_sticks")],
    )
}
