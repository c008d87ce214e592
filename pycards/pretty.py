"""Readable layouts of states and views: ``print(state)``, ``state.pretty()``, ``print(view)``.

One renderer serves every game: it reads the public attributes a game's state (or view) has and
lays them out the same way everywhere: a title line (game, phase, who is to move), one line per
seat (its hand or what the reader sees of it, and the seat's own counters: piles, tricks, chips,
...), the shared parts of the table (the table, the trick, trump, the pot, the stock), then the
legal moves, numbered. Cards are written with suit symbols (``10♥``); ``color=True`` paints the
red suits for a terminal. The one-line, machine-readable form stays ``notation()``.

A state's layout shows every card (it is the whole position); a view's shows what that seat has
seen, hidden cards as ``?`` counts (``state.pretty(seat=k)`` is ``state.view(k).pretty()``).

>>> import pycards as pc
>>> s = pc.game("uragan").new_deal(seed=7, dealer=0)
>>> print(s.pretty(seat=1))  # doctest: +ELLIPSIS
Ураган · deal · seat 1 to move · dealer 0
  seat 0        ?6  · piles —
> seat 1 (you)  ...
"""

from __future__ import annotations

import importlib
from typing import Any

__all__ = ["render", "card_text", "title_of"]

_RED = "\x1b[31m"
_RESET = "\x1b[0m"

#: Fields that hold one entry per seat (shown on the seat lines when their length is the number of
#: seats); everything else is a shared field.
PER_SEAT = ("hand_sizes", "piles", "tricks", "tricks_won", "won", "chips", "status", "tokens", "sticks",
            "bonus", "in_game", "declared", "declarations", "money", "thrown", "face_down", "points",
            "points_before", "falls", "bolts", "on_barrel", "barrel_deals", "rospis_counts", "sides")
#: Never shown: the common surface (drawn in the title and the seat lines) and bookkeeping.
SKIP = {"game", "game_name", "phase", "to_move", "players", "seat", "deck", "unseen", "visible", "hand", "hands",
        "is_match", "seed", "dealer", "deck_size", "hand_sizes", "trick_seats", "trick_face_down"}
_SUITS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
#: Shared fields that read better first, in this order; the rest follow alphabetically.
FIRST = ("table", "trick", "trump", "turned", "prikup", "pile", "count", "pot", "stake", "stock", "stock_size",
         "bid", "contract", "declarer")


def title_of(game_name: str) -> str:
    """The game's display name: the first words of its module's docstring (``Ураган``), or the name.

    >>> title_of("kazino"), title_of("chip_game")
    ('Казино', 'chip_game')
    """
    try:
        doc = importlib.import_module(f"pycards.{game_name}").__doc__ or ""
    except ImportError:
        return game_name
    head = doc.strip().split("\n", 1)[0]
    for stop in (" (", ":", " —", ","):
        head = head.split(stop, 1)[0]
    return head.strip() or game_name


def card_text(card, color: bool = False) -> str:
    """A card with its suit symbol (``10♥``), red suits painted when ``color``.

    >>> import pycards as pc
    >>> card_text(pc.Card.parse("TH"))
    '10♥'
    """
    text = card.unicode
    return f"{_RED}{text}{_RESET}" if color and card.suit in "HD" else text


def _value(v: Any, color: bool) -> str:
    from pycards.cards import Card, CardSet

    if v is None:
        return "—"
    if isinstance(v, bool):
        return "yes" if v else "no"
    if isinstance(v, Card):
        return card_text(v, color)
    if isinstance(v, CardSet):
        return " ".join(card_text(c, color) for c in v) if v else "—"
    if isinstance(v, (list, tuple)):
        if not v:
            return "—"
        return " ".join(_value(x, color) if not isinstance(x, (list, tuple, CardSet)) else f"[{_value(x, color)}]"
                        for x in v)
    return str(v)


def _fields(obj) -> dict:
    out = {}
    for name in dir(obj):
        if name.startswith("_") or name in SKIP:
            continue
        try:
            v = getattr(obj, name)
        except Exception:  # a property that does not apply in this phase
            continue
        if not callable(v):
            out[name] = v
    return out


def render(obj, seat: int | None = None, color: bool = False, moves: bool = True) -> str:
    """The layout of a state (every card) or a view (what its seat has seen); ``seat=k`` renders
    ``state.view(k)``; ``moves`` lists the legal moves, numbered from 1 (states only)."""
    from pycards._core import View

    if seat is not None and not isinstance(obj, View):
        obj = obj.view(seat)
    is_view = isinstance(obj, View)
    state = None if is_view else obj
    views = [obj] if is_view else [obj.view(k) for k in range(obj.view(0).players)]
    first = views[0]
    players, me = first.players, (first.seat if is_view else None)
    to_move, phase = obj.to_move, obj.phase
    dealer = getattr(obj, "dealer", None)
    head = [title_of(obj.game_name), phase]
    if (obj.is_over() if state is not None else to_move is None) and phase != "over":
        head.append("over")
    elif to_move is not None:
        head.append(f"seat {to_move} to move")
    if isinstance(dealer, int):
        head.append(f"dealer {dealer}")
    lines = [" · ".join(head)]

    fields = _fields(obj)
    if state is not None:  # the seats' own counters of the state, and what every view shares
        fields.pop("stock_size", None)
    per_seat = {k: v for k, v in fields.items()
                if k in PER_SEAT and isinstance(v, (list, tuple)) and len(v) == players}
    shared = {k: v for k, v in fields.items() if k not in per_seat}
    hands = []
    for k in range(players):
        if is_view:
            known, size = (first.hand if k == me else first.visible[k]), first.hand_sizes[k]
        else:
            known = views[k].hand
            size = len(known)
        text = _value(known, color) if known else ""
        hidden = size - len(known)
        if hidden > 0:
            text = (text + " " if text else "") + f"?{hidden}"
        hands.append(text or "—")
    labels = [f"seat {k}" + (" (you)" if k == me else "") for k in range(players)]
    width = max(len(x) for x in labels)
    hand_width = max(len(h) for h in hands) if not color else 0
    scores = obj.scores() if hasattr(obj, "scores") else None
    for k in range(players):
        mark = ">" if k == to_move else " "
        extra = [f"{name} {_value(v[k], color)}" for name, v in per_seat.items()]
        line = f"{mark} {labels[k]:<{width}}  {hands[k]:<{hand_width}}"
        if extra:
            line += "  · " + " · ".join(extra)
        lines.append(line.rstrip())
    if shared.get("trick"):  # who played which card (face down: "?")
        seats = getattr(obj, "trick_seats", None) or [None] * len(shared["trick"])
        down = getattr(obj, "trick_face_down", None) or [False] * len(shared["trick"])
        shared["trick"] = " ".join(
            (f"{p}:" if p is not None else "") + ("?" if d or c is None else card_text(c, color))
            for c, p, d in zip(shared["trick"], seats, down))
    if isinstance(shared.get("trump"), str):
        shared["trump"] = _SUITS.get(shared["trump"], shared["trump"])
    order = [k for k in FIRST if k in shared] + sorted(k for k in shared if k not in FIRST)
    for k in order:
        v = shared[k]
        lines.append(f"  {k}: {v if isinstance(v, str) else _value(v, color)}")
    if scores is not None:
        lines.append(f"  scores: {_value(list(scores), color)}")
    if state is not None and moves and not state.is_over():
        listed = [f"{i}) {m}" for i, m in enumerate(state.legal_moves(), 1)]
        lines.append("  moves: " + "  ".join(listed))
    return "\n".join(lines)
