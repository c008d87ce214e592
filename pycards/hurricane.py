"""Хурикан (hurricane): docs and helpers. Legality and scoring live in the C++ core.

Rules: ``docs/hurricane.md``. A set of hand cards whose values add up to one table card captures
it; otherwise a player lays 1..``max_lay`` cards on the table. Options: ``players`` (2 only),
``max_lay`` (3; 1..6), ``opening_lay`` ("fixed": the opening lay is 1..3 cards, or "max_lay"),
``round_leader`` ("alternate" or "non_dealer"), ``leftover`` ("nobody" or "last_capturer"),
``deals`` (1).

>>> import pycards as pc
>>> g = pc.game("hurricane")
>>> s = g.new_deal(seed=7, dealer=0)
>>> s.to_move, len(s.table), [len(h) for h in s.hands], len(s.stock), s.last_capturer
(1, 0, [6, 6], 28, None)
>>> len(s.legal_moves())  # the opening lay: 1 to 3 of 6 cards
41
>>> g.position(s.notation()) == s
True
"""

from __future__ import annotations

from pycards import _args, _core
from pycards import bots as _bots

#: Bit 63 marks a capture; bits 52..57 hold the captured table card, bits 0..51 the hand cards.
CAPTURE_FLAG = 1 << 63
_DECK40 = _core.DECK40.mask
_CARDS = (1 << 52) - 1


def deal_seed(seed: int, k: int) -> int:
    """Seed of deal ``k`` (0, 1, ...) of ``new_match(seed)``: deal k is dealt from
    ``shuffled(DECK40, deal_seed(seed, k))``.

    >>> deal_seed(7, 0) == deal_seed(7, 0) != deal_seed(7, 1)
    True
    """
    return _core.hurricane_deal_seed(seed, k)


def decode_move_id(move_id: int) -> tuple:
    """``("lay", cards mask)`` or ``("capture", hand cards mask, table card index)`` of a move id.
    An id no move has raises ``pycards.ParseError``; a non-int ``TypeError``.

    >>> decode_move_id(encode_move_id(0b11, 4))
    ('capture', 3, 4)
    """
    i = _args.move_id(move_id, "hurricane")
    cards = i & _CARDS
    if i & CAPTURE_FLAG:
        table, extra = (i >> 52) & 63, (i >> 58) & 31
        if extra or not cards or cards & ~_DECK40 or not _DECK40 >> table & 1 or cards >> table & 1:
            raise _args.bad_move_id(i, "hurricane", "a capture has hand cards and another table card of the 40")
        return ("capture", cards, table)
    if i >> 52 or not cards or cards & ~_DECK40:
        raise _args.bad_move_id(i, "hurricane", "a lay has one or more cards of the 40-card deck")
    return ("lay", cards)


def encode_move_id(hand_mask: int, table_card: int | None = None) -> int:
    """The id of laying ``hand_mask`` (``table_card`` None) or capturing table card index
    ``table_card`` with the hand cards of ``hand_mask``.

    >>> encode_move_id(1) == 1 and encode_move_id(1, 2) == (1 << 63) | (2 << 52) | 1
    True
    """
    mask = _args.move_id(hand_mask, "hurricane")
    if table_card is None:
        return mask
    table = _args.move_id(table_card, "hurricane")
    if table > 51:
        raise _args.bad_move_id(table, "hurricane", "a table card index is 0..51")
    return CAPTURE_FLAG | (table << 52) | mask


__all__ = ["CAPTURE_FLAG", "deal_seed", "decode_move_id", "encode_move_id"]


#: The greedy bot's rule for this game (pycards.bots.GreedyBot; docs/bots.md).
greedy_rule = _bots.fishing_greedy
#: The greedy rule's key (pycards.bots.fishing_key): the C++ twin is proven against it.
greedy_key = _bots.fishing_key
