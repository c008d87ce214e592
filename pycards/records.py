"""Game records: ``state.record()`` writes one, ``pycards.replay(record)`` plays it back.

A record is a plain JSON-ready dict: the game's name and options, how the state began
(``start``: ``"deal"`` with ``seed`` and ``dealer``, ``"match"`` with ``seed``, or ``"position"``
with the notation it started from) and every move since, in text. A record of a match holds
every deal's moves, so replaying it replays the whole match. ``state.history()`` lists the moves
as ``Move`` objects and ``state.undo()`` takes the last one back (the state is rebuilt from its
beginning, so undo costs one replay).

>>> import json, pycards as pc
>>> s = pc.game("chip_game").new_match(seed=4)
>>> for _ in range(3):
...     s.play(s.legal_moves()[0])
>>> text = json.dumps(s.record())
>>> pc.replay(json.loads(text)) == s
True
"""

from __future__ import annotations

import json
from typing import Any

from pycards import registry
from pycards.errors import IllegalMoveError, ParseError

__all__ = ["replay", "load_record", "save_record"]

_KEYS = {"game", "options", "start", "seed", "dealer", "position", "moves"}


def _need(cond: bool, what: str) -> None:
    if not cond:
        raise ParseError(f"bad record: {what}")


def replay(record: dict[str, Any]):
    """The state a record describes: its start (``new_deal``, ``new_match`` or ``position``) with
    every move played again. A record that is not one (missing keys, wrong types, an unknown game
    or option) raises ``pycards.ParseError`` / ``OptionError`` saying what is wrong; a move that
    is not legal where the record plays it raises ``IllegalMoveError`` naming its index and text.

    >>> import pycards as pc
    >>> s = pc.game("uragan").new_deal(seed=7, dealer=1)
    >>> s.play(s.legal_moves()[0])
    >>> replay(s.record()).history() == s.history()
    True
    """
    _need(isinstance(record, dict), f"a record is a dict, not {type(record).__name__}")
    missing = sorted(k for k in _KEYS if k not in record)
    _need(not missing, "missing " + ", ".join(missing))
    name, options, start, moves = record["game"], record["options"], record["start"], record["moves"]
    _need(isinstance(name, str), "'game' must be a game name")
    _need(isinstance(options, dict) and all(isinstance(k, str) for k in options), "'options' must be a dict")
    _need(isinstance(moves, list) and all(isinstance(m, str) for m in moves), "'moves' must be a list of move texts")
    g = registry.game(name, **options)
    if start == "deal":
        _need(isinstance(record["dealer"], int), "a deal record needs an int 'dealer'")
        s = g.new_deal(seed=record["seed"], dealer=record["dealer"])
    elif start == "match":
        s = g.new_match(seed=record["seed"])
    elif start == "position":
        _need(isinstance(record["position"], str), "a position record needs its 'position' text")
        s = g.position(record["position"])
    else:
        raise ParseError(f"bad record: 'start' must be 'deal', 'match' or 'position', not {start!r}")
    for i, text in enumerate(moves):
        try:
            s.play(text)
        except (IllegalMoveError, ParseError) as e:
            raise type(e)(f"record move {i} ({text!r}): {e}") from None
    return s


def save_record(state, path) -> None:
    """Writes ``state.record()`` to ``path`` as JSON (UTF-8).

    >>> import os, tempfile, pycards as pc
    >>> path = os.path.join(tempfile.mkdtemp(), "game.json")
    >>> save_record(pc.game("chip_game").new_deal(seed=1), path)
    >>> load_record(path) == pc.game("chip_game").new_deal(seed=1)
    True
    """
    with open(path, "w", encoding="utf-8") as f:
        json.dump(state.record(), f, ensure_ascii=False, indent=1)
        f.write("\n")


def load_record(path):
    """The state of the record saved in ``path`` (``save_record``): ``replay(json.load(...))``."""
    with open(path, encoding="utf-8") as f:
        try:
            record = json.load(f)
        except json.JSONDecodeError as e:
            raise ParseError(f"bad record file {path}: {e}") from None
    return replay(record)
