"""The registry of games: ``pycards.games()`` and ``pycards.game(name, **options)``.

The games are the compiled module's own list (each game's binding registers its class once, in
C++: ``bindings/common.hpp``, ``register_game``); nothing here names a game. Typing per game name
lives in the stub ``registry.pyi``.

>>> import pycards as pc
>>> g = pc.game("chip_game", players=3)
>>> g.options
{'players': 3, 'start_chips': 10}
"""

from __future__ import annotations

from typing import Any, Union

from pycards import _core
from pycards.errors import OptionError

_REGISTRY: dict[str, Any] = dict(_core._games)

#: Any game object ``pycards.game()`` returns (a type alias, for annotations).
Game = Union[tuple(_REGISTRY.values())]  # type: ignore[valid-type]
#: Any game state (``Game.new_match()``, ``new_deal()``, ``position()``), for annotations.
State = Union[tuple(_core._state_classes.values())]  # type: ignore[valid-type]


def games() -> list[str]:
    """Names of every implemented game, in registration order.

    >>> "chip_game" in games()
    True
    """
    return list(_REGISTRY)


def game(name: str, **options: Any) -> Any:
    """The game ``name`` with validated ``options`` (defaults for the rest).

    Typed per name (``registry.pyi``): ``game("uragan")`` is an ``Uragan`` whose ``new_match()``
    gives an ``UraganState``, so a type checker sees each game's own attributes; any other
    ``str`` gives the union ``Game``.

    An unknown game, option or value raises ``ValueError`` (``pycards.OptionError``) naming the
    allowed ones.

    >>> game("chip_game", players=2).options["players"]
    2
    """
    if not isinstance(name, str) or name not in _REGISTRY:
        raise OptionError(f"unknown game {name!r}; implemented games: {', '.join(_REGISTRY)}")
    return _REGISTRY[name](**options)


__all__ = ["games", "game", "Game", "State"]
