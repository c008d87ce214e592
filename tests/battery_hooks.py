"""What the generic battery (tests/test_battery.py) and the fuzz suite (tests/hostile/test_fuzz.py)
know of a game: each game's test folder has a `battery.py` with

    BATTERY = {"<game name>": Hooks(setups=[option dicts...], conserved=function of a state)}

and this module gathers them (tests/*/battery.py). Neither suite keeps a list of games: they run
over pycards.games(), and a registered game without hooks fails the battery.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

import pycards as pc


@dataclass(frozen=True)
class Hooks:
    """`conserved(state)`: what stays constant over a game (all of its cards, the chips, ...);
    `setups`: option sets to play the battery with (the defaults when empty)."""

    conserved: Callable[[Any], Any]
    setups: list = field(default_factory=lambda: [{}])


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


def all_hooks() -> dict:
    """{game name: Hooks} from every tests/<folder>/battery.py."""
    out: dict = {}
    for path in sorted(Path(__file__).resolve().parent.glob("*/battery.py")):
        module = importlib.import_module(f"{path.parent.name}.battery")
        for name, hooks in module.BATTERY.items():
            assert name not in out, f"{name} has hooks in two battery.py files"
            out[name] = hooks
    return out


HOOKS = all_hooks()


def cases():
    """(game name, options) of every registered game's battery setups."""
    for name in pc.games():
        for opts in HOOKS[name].setups if name in HOOKS else [{}]:
            yield name, opts
