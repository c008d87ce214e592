"""Ураган (Uragan, "Hurricane"): docs and helpers. Legality and scoring live in the C++ core.

Rules: ``docs/uragan.md`` (from ``shared/rules/uragan.md``). Options: ``players`` (2, or 4 in
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

from pycards import _core

#: Bit 63 marks the open4 moves ``down1``/``down2`` (ids ``DOWN_FLAG | 1`` and ``DOWN_FLAG | 2``).
DOWN_FLAG = 1 << 63


def deal_seed(seed: int, k: int) -> int:
    """Seed of deal ``k`` (0, 1, ...) of ``new_match(seed)``: deal k is dealt from
    ``shuffled(DECK40, deal_seed(seed, k))``.

    >>> deal_seed(7, 0) == deal_seed(7, 0) != deal_seed(7, 1)
    True
    """
    return _core.uragan_deal_seed(seed, k)


def decode_move_id(move_id: int) -> tuple:
    """``(played card index, captured mask)`` of a move id, or ``("down", k)`` for open4 moves.

    >>> decode_move_id((1 << 6 * 1) | 11)
    (11, 1)
    """
    if move_id & DOWN_FLAG:
        return ("down", move_id & 3)
    return (move_id & 63, move_id >> 6)


def encode_move_id(played: int, captured_mask: int = 0) -> int:
    """The move id of playing card index ``played`` capturing ``captured_mask`` (0: a trail).

    >>> encode_move_id(11, 1)
    75
    """
    return played | (captured_mask << 6)


__all__ = ["DOWN_FLAG", "deal_seed", "decode_move_id", "encode_move_id"]
