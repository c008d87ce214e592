"""Argument checks shared by the pure-Python helpers: the same errors as the compiled core
(``TypeError`` for a wrong type, a ``ValueError`` subclass naming the bad value)."""

from __future__ import annotations

import operator

from pycards.errors import ParseError


def short(value) -> str:
    """``repr(value)``, at most about 40 characters (a huge input is echoed by its start)."""
    r = repr(value)
    return r if len(r) <= 40 else r[:20] + f"... ({len(r)} characters)"


def move_id(value, game: str) -> int:
    """``value`` as a move id: an int (or numpy integer, not a bool) in 0 .. 2**64-1."""
    if isinstance(value, bool):
        raise TypeError(f"a {game} move id is an int, not bool")
    try:
        i = operator.index(value)
    except TypeError:
        raise TypeError(f"a {game} move id is an int, not {type(value).__name__}") from None
    if not 0 <= i < 2**64:
        raise ParseError(f"{game} move id {short(i)} is outside 0 .. 2**64-1")
    return i


def bad_move_id(i: int, game: str, why: str) -> ParseError:
    """The error for an id that no move of ``game`` has."""
    return ParseError(f"{short(i)} is not a {game} move id: {why}")


def random_games(name: str, n, seed, match, threads, options: dict) -> dict:
    """The random whole games of the game ``name`` in C++ (``pycards.<name>.random_games``):
    ``_core._<name>_random_games`` of ``pycards.game(name, **options)``, ``match`` a bool."""
    from pycards import _core, game

    if not isinstance(match, bool):
        raise TypeError(f"match must be True or False, not {type(match).__name__}")
    return getattr(_core, f"_{name}_random_games")(game(name, **options), n, seed, int(match), threads)
