"""Ураган (Uragan, "Hurricane"): docs and helpers. Legality and scoring live in the C++ core.

Rules: ``docs/uragan.md``. Options: ``players`` (2, or 4 in
partnerships 0+2 vs 1+3), ``target`` (15), ``hand`` ("hidden" or "open4"), ``max_deals`` (0).

>>> import pycards as pc
>>> g = pc.game("uragan")
>>> s = g.new_deal(seed=7, dealer=0)
>>> s.to_move, len(s.table), [len(h) for h in s.hands], len(s.stock)
(1, 4, [6, 6], 24)
>>> g.position(s.notation()) == s
True
"""

from __future__ import annotations

import operator

from pycards import _args, _core
from pycards import bots as _bots
from pycards.errors import ParseError

#: Bit 63 marks the open4 moves ``down1``/``down2`` (ids ``DOWN_FLAG | 1`` and ``DOWN_FLAG | 2``).
DOWN_FLAG = 1 << 63
_DECK40 = _core.DECK40.mask


def deal_seed(seed: int, k: int) -> int:
    """Seed of deal ``k`` (0, 1, ...) of ``new_match(seed)``: deal k is dealt from
    ``shuffled(DECK40, deal_seed(seed, k))``.

    >>> deal_seed(7, 0) == deal_seed(7, 0) != deal_seed(7, 1)
    True
    """
    return _core.uragan_deal_seed(seed, k)


def decode_move_id(move_id: int) -> tuple:
    """``(played card index, captured mask)`` of a move id, or ``("down", k)`` for open4 moves.
    An id no move has raises ``pycards.ParseError``; a non-int ``TypeError``.

    >>> decode_move_id((1 << 6 * 1) | 11)
    (11, 1)
    """
    i = _args.move_id(move_id, "uragan")
    if i & DOWN_FLAG:
        if i not in (DOWN_FLAG | 1, DOWN_FLAG | 2):
            raise _args.bad_move_id(i, "uragan", "the open4 ids are DOWN_FLAG | 1 and DOWN_FLAG | 2")
        return ("down", i & 3)
    played, captured = i & 63, i >> 6
    if not _DECK40 >> played & 1 or captured & ~_DECK40 or captured >> played & 1:
        raise _args.bad_move_id(i, "uragan", "cards outside the 40-card deck, or the played card captured")
    return (played, captured)


def encode_move_id(played: int, captured_mask: int = 0) -> int:
    """The move id of playing card index ``played`` capturing ``captured_mask`` (0: a trail).

    >>> encode_move_id(11, 1)
    75
    """
    played = operator.index(played)
    captured_mask = operator.index(captured_mask)
    if not 0 <= played < 52 or not 0 <= captured_mask < 1 << 52:
        raise ParseError(f"encode_move_id: card index 0..51 and a 52-bit mask, got {played!r}, {captured_mask!r}")
    return played | (captured_mask << 6)


__all__ = ["DOWN_FLAG", "deal_seed", "decode_move_id", "encode_move_id"]


#: The greedy bot's rule for this game (pycards.bots.GreedyBot; docs/bots.md).
greedy_rule = _bots.fishing_greedy
#: The greedy rule's key (pycards.bots.fishing_key): the C++ twin is proven against it.
greedy_key = _bots.fishing_key
