"""The registry of games: ``pycards.games()`` and ``pycards.game(name, **options)``.

Each game is registered here explicitly, one line each (rules: ``docs/<name>.md``).

>>> import pycards as pc
>>> g = pc.game("chip_game", players=3)
>>> g.options
{'players': 3, 'start_chips': 10}
"""

from __future__ import annotations

from typing import Any, Literal, Union, overload

from pycards._core import (
    ChipGame,
    ChipGameState,
    Thousand,
    ThousandOne,
    ThousandOneState,
    ThousandState,
    Uragan,
    UraganState,
)
from pycards.errors import OptionError

#: Any game object ``pycards.game()`` returns (a type alias, for annotations).
Game = Union[ChipGame, Uragan, Thousand, ThousandOne]
#: Any game state (``Game.new_match()``, ``new_deal()``, ``position()``), for annotations.
State = Union[ChipGameState, UraganState, ThousandState, ThousandOneState]

_REGISTRY: dict[str, Any] = {
    "chip_game": ChipGame,
    "uragan": Uragan,
    "thousand": Thousand,
    "thousand_one": ThousandOne,
}


def games() -> list[str]:
    """Names of every implemented game, in registration order.

    >>> "chip_game" in games()
    True
    """
    return list(_REGISTRY)


@overload
def game(name: Literal["chip_game"], **options: int | str) -> ChipGame: ...
@overload
def game(name: Literal["uragan"], **options: int | str) -> Uragan: ...
@overload
def game(name: Literal["thousand"], **options: int | str) -> Thousand: ...
@overload
def game(name: Literal["thousand_one"], **options: int | str) -> ThousandOne: ...
@overload
def game(name: str, **options: int | str) -> Game: ...


def game(name: str, **options: Any) -> Game:
    """The game ``name`` with validated ``options`` (defaults for the rest).

    Typed per name: ``game("uragan")`` is an ``Uragan`` whose ``new_match()`` gives an
    ``UraganState``, so a type checker sees each game's own attributes; any other ``str`` gives
    the union ``Game``.

    An unknown game, option or value raises ``ValueError`` (``pycards.OptionError``) naming the
    allowed ones.

    >>> game("chip_game", players=2).options["players"]
    2
    """
    if not isinstance(name, str) or name not in _REGISTRY:
        raise OptionError(f"unknown game {name!r}; implemented games: {', '.join(_REGISTRY)}")
    return _REGISTRY[name](**options)


__all__ = ["games", "game", "Game", "State"]
