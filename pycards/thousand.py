"""Тысяча (1000) and 1001 (Тысяча одно): docs and helpers. Legality and scoring live in the C++
core (``csrc/games/thousand/``).

Rules: ``docs/thousand.md`` and ``docs/thousand_one.md``. Every house
rule of Тысяча is an option, off by default (``pc.game("thousand").options`` lists them all).

Move texts: bids ``"105"`` / ``"pass"``, ``"gift:9D"`` (first to the declarer's left, then the
other opponent), ``"contract:175"`` or ``"rospis"``, cards ``"KH"``, declarations on a lead
``"KH+M"`` (marriage), ``"QH+B"`` (bed marriage), ``"AH+AA"`` (ace trump); 1001 adds ``keep``,
``take``, ``throw`` and ``free``. Move ids are stable (see ``decode_move_id``).

>>> import pycards as pc
>>> g = pc.game("thousand")
>>> s = g.new_deal(seed=7, dealer=0)
>>> s.phase, s.bid, [len(h) for h in s.hands], len(s.prikup)
('bid', 100, [7, 7, 7], 3)
>>> g.position(s.notation()) == s
True
>>> pc.game("thousand_one", players=4).new_deal(seed=1, dealer=0).active
[1, 2, 3]
"""

from __future__ import annotations

from pycards import _args, _core

#: Move id bases (stable): card play is ``card index | kind << 6`` (kind 0 plain, 1 ``+M``,
#: 2 ``+B``, 3 ``+AA``); the other moves add a number to a base.
GIFT_BASE = 256
BID_BASE = 0x1000
CONTRACT_BASE = 0x2000
BUYOUT_BASE = 0x3000
WORD_BASE = 0x4000
_DECK24 = _core.DECK24.mask
WORDS = ("pass", "redeal", "keep", "dark120", "look", "decline", "rospis", "throw", "take", "free")
KINDS = ("", "+M", "+B", "+AA")


def decode_move_id(move_id: int) -> tuple:
    """``("card", index, suffix)``, ``("gift", index)``, ``("bid", n)``, ``("contract", n)``,
    ``("buyout", n)`` or ``("word", text)`` for a Тысяча / 1001 move id. An id no move has
    raises ``pycards.ParseError``; a non-int ``TypeError``.

    >>> decode_move_id(0x1000 + 105), decode_move_id(37 | (1 << 6))
    (('bid', 105), ('card', 37, '+M'))
    """
    i = _args.move_id(move_id, "thousand")
    if i < GIFT_BASE:
        if not _DECK24 >> (i & 63) & 1:
            raise _args.bad_move_id(i, "thousand", "the card is not in the 24-card deck")
        return ("card", i & 63, KINDS[i >> 6])
    if i < GIFT_BASE + 64:
        if not _DECK24 >> (i - GIFT_BASE) & 1:
            raise _args.bad_move_id(i, "thousand", "the gift's card is not in the 24-card deck")
        return ("gift", i - GIFT_BASE)
    for name, base in (("bid", BID_BASE), ("contract", CONTRACT_BASE), ("buyout", BUYOUT_BASE)):
        if base <= i < base + 0x1000:
            return (name, i - base)
    if WORD_BASE <= i < WORD_BASE + len(WORDS):
        return ("word", WORDS[i - WORD_BASE])
    raise _args.bad_move_id(i, "thousand", "outside every range of move ids")


def deal_seed(seed: int, k: int) -> int:
    """Seed of deal ``k`` (void deals included) of ``new_match(seed)`` for both games.

    >>> deal_seed(7, 0) == deal_seed(7, 0) != deal_seed(7, 1)
    True
    """
    return _core.thousand_deal_seed(seed, k)


def deal_source(seed: int) -> tuple:
    """(the 24 cards top first, 4 cut positions) drawn by a deal seeded with ``seed``.

    >>> order, cuts = deal_source(3)
    >>> len(order), len(cuts), all(1 <= c <= 23 for c in cuts)
    (24, 4, True)
    """
    return _core.thousand_deal_source(seed)


def deal_from(game, order, cuts=(), dealer: int = 0):
    """A Тысяча deal of ``game`` from an explicit deck order (top first) and cut positions.

    >>> import pycards as pc
    >>> g = pc.game("thousand", cut_ritual=False)
    >>> s = deal_from(g, list(pc.DECK24), dealer=1)
    >>> str(s.prikup)
    'QS KS AS'
    """
    cards = [c if isinstance(c, _core.Card) else _core.Card.parse(str(c)) for c in order]
    return _core.thousand_deal_from(game, cards, list(cuts), dealer)


def match_from_scores(game, seed: int, scores):
    """A Тысяча match whose running scores start at ``scores`` (a resumed game).

    >>> import pycards as pc
    >>> match_from_scores(pc.game("thousand"), 1, [870, 0, 0]).scores()
    [870, 0, 0]
    """
    return _core.thousand_match_from_scores(game, seed, list(scores))


__all__ = ["decode_move_id", "deal_seed", "deal_source", "deal_from", "match_from_scores"]
