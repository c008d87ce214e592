"""The registry of games: ``pycards.games()`` and ``pycards.game(name, **options)``.

Each game is registered here explicitly, one line each (rules: ``docs/<name>.md``).

>>> import pycards as pc
>>> g = pc.game("chip_game", players=3)
>>> g.options
{'players': 3, 'start_chips': 10}
"""

from __future__ import annotations

from typing import Any

from pycards import _core
from pycards.errors import OptionError

_REGISTRY: dict[str, Any] = {
    "chip_game": _core.ChipGame,
    "uragan": _core.Uragan,
    "thousand": _core.Thousand,
    "thousand_one": _core.ThousandOne,
}


def games() -> list[str]:
    """Names of every implemented game, in registration order.

    >>> "chip_game" in games()
    True
    """
    return list(_REGISTRY)


def game(name: str, **options: Any):
    """The game ``name`` with validated ``options`` (defaults for the rest).

    An unknown game, option or value raises ``ValueError`` (``pycards.OptionError``) naming the
    allowed ones.

    >>> game("chip_game", players=2).options["players"]
    2
    """
    if not isinstance(name, str) or name not in _REGISTRY:
        raise OptionError(f"unknown game {name!r}; implemented games: {', '.join(_REGISTRY)}")
    return _REGISTRY[name](**options)


__all__ = ["games", "game"]
