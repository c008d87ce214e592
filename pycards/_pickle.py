"""What pickles of games and states name: ``pycards._pickle.restore_game`` and
``restore_state``, plain importable functions (a pickle of a pycards object holds no ``eval``).

Everything is checked again on loading, so a hand-made pickle can only give a valid game, or a
state that ``position()`` accepts.

>>> import pickle, pycards as pc
>>> s = pc.game("uragan").new_deal(seed=1)
>>> pickle.loads(pickle.dumps(s, 0)) == s
True
"""

from __future__ import annotations

from pycards import _core


def restore_game(name, options):
    """``pycards.game(name, **options)``, for unpickling.

    >>> restore_game("chip_game", {"players": 3}).options["players"]
    3
    """
    return _core._restore_game(name, options)


def restore_state(name, options, notation):
    """``pycards.game(name, **options).position(notation)``, for unpickling.

    >>> import pycards as pc
    >>> s = pc.game("chip_game").new_match(seed=1)
    >>> restore_state("chip_game", s.game.options, s.notation()) == s
    True
    """
    return _core._restore_state(name, options, notation)
