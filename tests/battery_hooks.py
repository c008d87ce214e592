"""What the generic battery (tests/test_battery.py) and the fuzz suite (tests/hostile/test_fuzz.py)
know of a game: each game's test folder has a `battery.py` with

    BATTERY = {"<game name>": Hooks(setups=[option dicts...], conserved=function of a state,
                                    views=Views(...))}

and this module gathers them (tests/*/battery.py). No suite keeps a list of games: they run over
pycards.games(), and a registered game without hooks fails the battery (and, without `views`, the
generic view test tests/test_views.py).
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

import pycards as pc


@dataclass(frozen=True)
class Views:
    """What `state.view(seat)` must be in a game, for the generic view test (tests/test_views.py):
    `view_class`: the name of its pycards.View subclass; `deck`: the game's deck (`view.deck`);
    `shown(view)`: every card the view shows, computed from its public attributes in pure Python
    (`view.unseen` must be exactly the rest of the deck); `check(state, seat, view)`: the game's own
    assertions (nothing hidden leaks, the view agrees with the state); `setups`: the option sets
    that change what a seat sees."""

    view_class: str
    deck: Any
    shown: Callable[[Any], Any]
    check: Callable[[Any, int, Any], None]
    setups: list = field(default_factory=lambda: [{}])


@dataclass(frozen=True)
class Hooks:
    """`conserved(state)`: what stays constant over a game (all of its cards, the chips, ...);
    `setups`: option sets to play the battery with (the defaults when empty); `views`: what the
    game's views show (None only for a game without hidden information)."""

    conserved: Callable[[Any], Any]
    setups: list = field(default_factory=lambda: [{}])
    views: Views | None = None


def fishing_cards(s) -> pc.CardSet:
    """Every card of a fishing game's state (table, hands, piles, stock), each exactly once."""
    cards = pc.CardSet(s.table)
    for part in list(s.hands) + list(s.piles):
        assert not (cards & part), "a card is in two places"
        cards = cards | part
    for c in s.stock:
        assert c not in cards
        cards = cards | c
    return cards


def trick_cards(s) -> pc.CardSet:
    """Every card of a trick game's state (hands, won tricks, the trick, the prikup), each once."""
    cards = pc.CardSet()
    for part in list(s.hands) + list(s.tricks) + [pc.CardSet(s.trick)]:
        assert not (cards & part), "a card is in two places"
        cards = cards | part
    return cards | getattr(s, "prikup", pc.CardSet())


def union(sets) -> pc.CardSet:
    """The union of card sets (or of anything CardSet() takes)."""
    out = pc.CardSet()
    for s in sets:
        out = out | pc.CardSet(s)
    return out


def fishing_shown(v) -> pc.CardSet:
    """The cards a fishing game's view shows: its hand, the visible hands, the table, the piles."""
    return v.hand | union(v.visible) | v.table | union(v.piles)


def check_fishing_view(s, seat, v) -> None:
    """What every fishing game's view agrees on with its state (hand sizes, table, piles, stock)."""
    hands = s.hands
    assert v.hand_sizes == [len(h) for h in hands]
    for j, h in enumerate(hands):
        assert v.visible[j] <= h  # a view never invents a card
    assert v.table == s.table and v.piles == s.piles and v.stock_size == len(s.stock)
    assert v.dealer == s.dealer


def all_hooks() -> dict:
    """{game name: Hooks} from every tests/<folder>/battery.py."""
    out: dict = {}
    for path in sorted(Path(__file__).resolve().parent.glob("*/battery.py")):
        module = importlib.import_module(f"{path.parent.name}.battery")
        for name, hooks in module.BATTERY.items():
            assert name not in out, f"{name} has hooks in two battery.py files"
            out[name] = hooks
    return out


class _Hooks(Mapping):
    """{game name: Hooks}, gathered on first use: a game's battery.py imports this module, so
    gathering at import time would import that battery.py while it is half done."""

    def __init__(self) -> None:
        self._hooks: dict | None = None

    def _all(self) -> dict:
        if self._hooks is None:
            self._hooks = all_hooks()
        return self._hooks

    def __getitem__(self, name):
        return self._all()[name]

    def __iter__(self):
        return iter(self._all())

    def __len__(self) -> int:
        return len(self._all())


HOOKS: Mapping = _Hooks()


def cases():
    """(game name, options) of every registered game's battery setups."""
    for name in pc.games():
        for opts in HOOKS[name].setups if name in HOOKS else [{}]:
            yield name, opts
