"""Казино (kazino, a Cassino-family fishing game): docs and helpers. Legality and scoring live in
the C++ core.

Rules: ``docs/kazino.md``. 52 cards valued A=1, 2..10, J=11, Q=12, K=13; a card captures one set
of table cards adding up to its value (one card of the same value is such a set), or is trailed.
Options: ``players`` (2..4), ``partnerships`` (4 players: 0+2 vs 1+3), ``multi_set`` (take
several disjoint sets at once), ``leftover`` ("dealer", "last_capturer", "nobody"), ``target``
(11), ``max_deals`` (0).

>>> import pycards as pc
>>> g = pc.game("kazino")
>>> s = g.new_deal(seed=7, dealer=0)
>>> s.to_move, len(s.table), [len(h) for h in s.hands], len(s.stock)
(1, 5, [3, 3], 41)
>>> g.position(s.notation()) == s
True
"""

from __future__ import annotations

import operator

from pycards import _args, _core
from pycards import bots as _bots
from pycards.errors import ParseError

_DECK52 = (1 << 52) - 1


def deal_seed(seed: int, k: int) -> int:
    """Seed of deal ``k`` (0, 1, ...) of ``new_match(seed)``: deal k is dealt from
    ``shuffled(DECK52, deal_seed(seed, k))``.

    >>> deal_seed(7, 0) == deal_seed(7, 0) != deal_seed(7, 1)
    True
    """
    return _core.kazino_deal_seed(seed, k)


def decode_move_id(move_id: int) -> tuple:
    """``(played card index, captured mask)`` of a move id (mask 0: a trail). An id no move has
    raises ``pycards.ParseError``; a non-int ``TypeError``.

    >>> decode_move_id((1 << 6 * 1) | 11)
    (11, 1)
    """
    i = _args.move_id(move_id, "kazino")
    played, captured = i & 63, i >> 6
    if played >= 52 or captured & ~_DECK52 or captured >> played & 1:
        raise _args.bad_move_id(i, "kazino", "cards outside the 52-card deck, or the played card captured")
    return (played, captured)


def encode_move_id(played: int, captured_mask: int = 0) -> int:
    """The move id of playing card index ``played`` capturing ``captured_mask`` (0: a trail).

    >>> encode_move_id(11, 1)
    75
    """
    played = operator.index(played)
    captured_mask = operator.index(captured_mask)
    if not 0 <= played < 52 or not 0 <= captured_mask < 1 << 52 or captured_mask >> played & 1:
        raise ParseError(
            f"encode_move_id: card index 0..51 and a 52-bit mask without it, got {played!r}, {captured_mask!r}"
        )
    return played | (captured_mask << 6)


__all__ = ["deal_seed", "decode_move_id", "encode_move_id"]


#: The greedy bot's rule for this game (pycards.bots.GreedyBot; docs/bots.md).
greedy_rule = _bots.fishing_greedy
#: The greedy rule's key (pycards.bots.fishing_key): the C++ twin is proven against it.
greedy_key = _bots.fishing_key
