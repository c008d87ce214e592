"""Construction (construction, «Конструкция», Robert Abbott 1963, as completed by pycards): docs
and helpers. Legality and the play live in the C++ core.

Rules: ``docs/construction.md``. Two players share a stock of 2 or 3 shuffled decks; each turn the
top card is turned up and the player of its colour (one holds red, the other black) uses it once:
builds it into the track (A..Q, any empty slot next to a card: vertical cards ``V<x>,<y>`` join
into columns, bridges ``H<x>,<y>`` join columns), moves his commuter one step onto a card of rank
at most the card's, places or moves one of his 12 blockers (kings too), or discards it. The first
commuter to reach row ``target_height`` and come back to its own joker wins. Options: ``decks``
(3), ``steps`` ("one" or "rank_steps"), ``target_height`` (10), ``blockers_block`` ("opponent" or
"both"), ``max_draws`` (2000) and ``limit_result`` ("draw" or "progress"). There is no dense
action space (``num_actions`` raises ``OptionError``).

>>> import pycards as pc
>>> g = pc.game("construction")
>>> s = g.new_deal(seed=7, dealer=0)
>>> s.draws, len(s.stock), s.commuters, s.supplies
(1, 155, ['V0,0', 'V1,0'], [12, 12])
>>> [str(m) for m in s.legal_moves()][:3]
['H-1,0', 'H0,0', 'H1,0']
>>> g.position(s.notation()) == s
True
"""

from __future__ import annotations

from pycards._args import bad_move_id

#: The seeded recycle shuffles' salt (docs/construction.md, "Dealing and seeding").
RECYCLE_SALT = 0xC0457C7119630019
#: Rank values: A = 1, 2..10, J 11, Q 12, K 13 (a joker is 0).
VALUES = {"A": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9, "T": 10, "J": 11, "Q": 12, "K": 13}
#: Move kinds of a move id (``kind << 34 | from << 17 | to``).
KINDS = ("build", "go", "place", "move_blocker", "discard")


def slot_text(code: int) -> str:
    """The text of a slot code ``(y << 9) | ((x + 128) << 1) | b``.

    >>> slot_text(258), slot_text(1 << 9 | 128 << 1 | 1)
    ('V1,0', 'H0,1')
    """
    from pycards._args import move_id as _int

    code = _int(code, "construction")
    if code >= 1 << 17:
        raise bad_move_id(code, "construction slot code", "slot codes are 17 bits")
    bridge, x, y = _fields(code)
    return f"{'H' if bridge else 'V'}{x},{y}"


def _fields(code: int) -> tuple[bool, int, int]:
    """(bridge, x, y) of a slot code; :func:`_code` is its inverse."""
    return bool(code & 1), ((code >> 1) & 255) - 128, code >> 9


def decode_move_id(move_id: int) -> tuple[str, str | None, str | None]:
    """A move id as (kind, from slot, to slot) texts: kind one of KINDS; None where absent.

    >>> decode_move_id(1 << 34 | 1 << 9 | 128 << 1)
    ('go', None, 'V0,1')
    >>> decode_move_id(4 << 34)
    ('discard', None, None)
    """
    from pycards._args import move_id as _move_id

    move_id = _move_id(move_id, "construction")
    kind, frm, to = move_id >> 34, (move_id >> 17) & 0x1FFFF, move_id & 0x1FFFF
    if kind > 4 or (kind == 4 and (frm or to)) or (kind != 3 and frm):
        raise bad_move_id(move_id, "construction", "kind << 34 | from << 17 | to, kind 0..4")
    if kind == 4:
        return ("discard", None, None)
    return (KINDS[kind], slot_text(frm) if kind == 3 else None, slot_text(to))


def _slot(text: str) -> tuple[bool, int, int]:
    """(bridge, x, y) of a slot text such as ``V0,1``."""
    x, y = text[1:].split(",")
    return text[0] == "H", int(x), int(y)


def _code(bridge: bool, x: int, y: int) -> int:
    """The slot code of (bridge, x, y): the inverse of :func:`_fields`."""
    return (y << 9) | ((x + 128) << 1) | int(bridge)


def greedy_rule(state, rng):
    """The greedy rule (``pycards.bots.GreedyBot``, docs/construction.md "Greedy bot"): the legal
    move with the largest ``greedy_key``, ties drawn with ``rng``.

    >>> import pycards as pc
    >>> s = pc.game("construction").new_deal(seed=7, dealer=0)
    >>> str(s.drawn), str(greedy_rule(s, pc.Rng(1)))
    ('JS', 'V1,1')
    """
    from pycards import bots

    return bots.choose(state.legal_moves(), greedy_key(state), rng)


def greedy_key(state):
    """The key of the greedy rule for ``state`` (``key(move)``, a tuple; the rule plays its argmax,
    ties drawn): 5 a winning commuter move; 4 a commuter move that raises the mover's progress (the
    order of docs/construction.md "End of the game": height while not climbed, then fewer steps
    home), by the progress reached; 3 a vertical card built in the mover's own column above his
    commuter (not yet climbed), the nearest first; 2 a blocker placed (before one moved) on the card
    just ahead of the opponent's commuter (one row up, one row down once climbed); 1 any other
    build or blocker; 0 a commuter move that does not raise progress; -1 the discard. The C++ twin
    (``greedy_move``) plays the same moves with the same draws.

    >>> import pycards as pc
    >>> s = pc.game("construction").new_deal(seed=1)
    >>> key = greedy_key(s); max(key(m) for m in s.legal_moves()) == key(greedy_rule(s, pc.Rng(1)))
    True
    """
    seat = state.to_move
    opp = 1 - seat
    before = state._progress(seat)
    own = _slot(state.commuters[seat])
    other = _slot(state.commuters[opp])
    ahead = None  # the slot code of the card just ahead of the opponent's commuter
    if not other[0]:
        if not state.climbed[opp]:
            ahead = _code(False, other[1], other[2] + 1)
        elif other[2] >= 1:
            ahead = _code(False, other[1], other[2] - 1)
    own_column = not state.climbed[seat] and not own[0]

    # The move id's fields read directly (decode_move_id's texts cost 90% of a whole game's time
    # through this rule: a state has a thousand legal builds).
    def key(move):
        move_id = move.id
        kind, to = move_id >> 34, move_id & 0x1FFFF
        if kind == 1:  # go
            after_state = state.copy()
            after_state.play(move)
            if after_state.is_over() and after_state.deal_result()["reason"] == "win":
                return (5, 0, 0, 0)
            after = after_state._progress(seat)
            return (4, *after) if after > before else (0, 0, 0, 0)
        if kind == 0:  # build
            bridge, x, y = _fields(to)
            if own_column and not bridge and x == own[1] and y > own[2]:
                return (3, own[2] - y, 0, 0)
            return (1, 0, 0, 0)
        if kind in (2, 3):  # place, move_blocker
            return (2, int(kind == 2), 0, 0) if to == ahead else (1, 0, 0, 0)
        return (-1, 0, 0, 0)  # discard

    return key


__all__ = ["RECYCLE_SALT", "VALUES", "KINDS", "slot_text", "decode_move_id", "greedy_key", "greedy_rule"]
