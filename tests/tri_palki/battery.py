"""Три палки's hooks for the generic battery, the fuzz suite and the view test
(tests/battery_hooks.py)."""
from battery_hooks import Hooks, Views, union

import pycards as pc


def palki_cards(s) -> pc.CardSet:
    """Every card of the state (hands, stock, pile), each exactly once."""
    cards = pc.CardSet()
    for part in list(s.hands) + [pc.CardSet(s.stock), pc.CardSet(s.pile)]:
        assert not (cards & part), "a card is in two places"
        cards = cards | part
    assert len(s.stock) + len(s.pile) + sum(len(h) for h in s.hands) == 36
    return cards


def shown(v) -> pc.CardSet:
    """The hand, what is known of the other hand, the pile and a stock whose order is public."""
    return v.hand | union(v.visible) | pc.CardSet(v.pile) | pc.CardSet(v.stock or [])


def check_view(s, seat, v) -> None:
    """A perfect memory: the pile, and a recycled stock in its public order."""
    hands = s.hands
    assert v.hand_sizes == [len(h) for h in hands]
    for j, h in enumerate(hands):
        assert v.visible[j] <= h  # a view never invents a card
    assert v.hand == hands[seat] and v.visible[1 - seat] == s.known[1 - seat]
    assert v.pile == s.pile and v.count == s.count and v.sticks == s.sticks and v.stock_size == len(s.stock)
    public = v.stock is not None
    assert public == (s.recycles > 0 and s.game.options["recycle_shuffle"] == 0)
    hidden = hands[1 - seat] - s.known[1 - seat]
    assert v.unseen == hidden | (pc.CardSet() if public else pc.CardSet(s.stock))


BATTERY = {
    "tri_palki": Hooks(
        conserved=palki_cards,
        setups=[dict(), dict(floor_zero=1, recycle_shuffle=1), dict(sticks_to_lose=1, move_limit=40),
                dict(move_limit=60, limit_result="fewer_sticks")],
        views=Views("TriPalkiView", pc.DECK36, shown=shown, check=check_view,
                    setups=[{}, {"recycle_shuffle": 1, "floor_zero": 1}]),
    )
}
