"""Construction's hooks for the generic battery, the fuzz suite and the view test
(tests/battery_hooks.py)."""
from collections import Counter

from battery_hooks import Hooks, Views

import pycards as pc


def construction_cards(s):
    """Every card of the state (layout, stock, discards, the turned-up card), `decks` copies of
    each of the 52, and the blockers (on the table plus in supply: 12 per seat)."""
    decks = s.game.options["decks"]
    cards = Counter(str(c) for c in list(s.stock) + list(s.discards) + ([s.drawn] if s.drawn else []))
    cards.update(str(c) for c in s.layout.values() if c != "JK")
    assert len(cards) == 52 and set(cards.values()) == {decks}
    assert [len(b) + n for b, n in zip(s.blockers, s.supplies)] == [12, 12]
    assert sum(1 for c in s.layout.values() if c == "JK") == 2
    return (tuple(sorted(cards.items())), 24)


def shown(v) -> pc.CardSet:
    """The layout, the discards and the turned-up card: every card turned up is public."""
    out = pc.CardSet([c for c in v.layout.values() if c != "JK"]) | pc.CardSet(v.discards)
    return out | (pc.CardSet([v.drawn]) if v.drawn is not None else pc.CardSet())


def check_view(s, seat, v) -> None:
    """Everything but the stock's order and the seed."""
    assert v.layout == s.layout and v.drawn == s.drawn and v.discards == s.discards
    assert v.commuters == s.commuters and v.climbed == s.climbed and v.blockers == s.blockers
    assert v.supplies == s.supplies and v.stock_size == len(s.stock) and v.draws == s.draws
    assert v.red == s.red and v.recycles == s.recycles and v.winner == s.winner
    assert v.hand == pc.CardSet() and v.hand_sizes == [0, 0]
    assert "seed" not in v.notation() and f"stock ?{len(s.stock)}" in v.notation()


SETUPS = [dict(max_draws=200), dict(decks=2, steps="rank_steps", target_height=2, max_draws=300,
                                    limit_result="progress"),
          dict(blockers_block="both", target_height=1, max_draws=150)]

BATTERY = {
    "construction": Hooks(
        conserved=construction_cards,
        setups=SETUPS,
        views=Views("ConstructionView", pc.DECK52, shown=shown, check=check_view, setups=[dict(max_draws=200)]),
    )
}
