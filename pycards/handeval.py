"""Three-card hand evaluation for the banking games Торговля (Commerce) and Три тройки.

**Commerce hands** (three distinct cards of 52). Classes, low to high: ``"none"`` < ``"poen"``
(поэн, three cards of one suit that are not a sequence, ranked by pip total: A = 11, K Q J = 10,
10..2 face value) < ``"sekans"`` (секанс, three consecutive ranks in one suit, ace high only,
ranked by the top card) < ``"trikon"`` (трикон, three of a rank, ranked by rank). With
``point_rule="best_suit"`` every other hand is a поэн worth its best one-suit pip total.

A hand's *key* is one byte, ``class << 5 | value``: a higher key wins and equal keys tie.
``value`` is the pip total of a поэн, the rank index (2 = 0 .. A = 12) of a секанс's top card or
of a трикон's rank, and 0 for no combination.

>>> import numpy as np, pycards as pc
>>> commerce_key(pc.CardSet.parse("AC 9C JC"))  # a поэн of 30
62
>>> key_class(commerce_key(pc.CardSet.parse("4D 4S 4H")))
'trikon'
>>> masks = np.array([pc.CardSet.parse(h).mask for h in ("7S 8S 2S", "5H 5C KD")], dtype=np.uint64)
>>> evaluate(masks).tolist()
[49, 0]

**Три тройки hands** (1 to 3 cards of two decks, so a card may repeat): :func:`troyki_hand`.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

import numpy as np

from pycards import _batch, _core
from pycards.cards import Card, CardSet

COMMERCE_CLASSES = ("none", "poen", "sekans", "trikon")
TROYKI_CLASSES = ("bust", "bankrupt", "total", "nine", "single_nine", "three_threes")


def evaluate(masks: np.ndarray, point_rule: str = "flush3", threads: int = 1) -> np.ndarray:
    """Commerce keys (uint8, same shape) of an array of three-card masks (``CardSet.mask``).

    Runs in C++ with the GIL released, from a table over the 22,100 hands, split over ``threads``
    threads (the same keys for any count). A mask that is not exactly three of the 52 cards
    raises ValueError naming its index.

    >>> import pycards as pc
    >>> evaluate(np.array([pc.CardSet.parse("AS KS QS").mask], dtype=np.uint64)).tolist()
    [76]
    """
    return _batch.commerce_keys(masks, point_rule, threads)


def evaluate_troyki(cards: np.ndarray, threes_rank: str = "top", ten_multi: str = "zero", threads: int = 1) -> dict:
    """Три тройки hands in a batch: ``cards`` is an (n, 3) integer array of card indices (0..51,
    ``Card.index``; two decks, so a card may repeat), ``-1`` after the last card of a hand of one
    or two cards. Returns uint8 arrays ``cls`` (an index into TROYKI_CLASSES), ``total``,
    ``strength`` and ``multiplier``, as :func:`troyki_hand` gives them one hand at a time.

    Runs in C++ with the GIL released, split over ``threads`` threads (the same results for any
    count). A row that is not 1 to 3 cards raises ValueError naming it.

    >>> import pycards as pc
    >>> rows = np.array([[pc.Card.parse(c).index for c in ("9S", "3H", "3C")], [7, -1, -1]])
    >>> r = evaluate_troyki(rows)
    >>> [TROYKI_CLASSES[c] for c in r["cls"]], r["strength"].tolist()
    (['bust', 'single_nine'], [0, 11])
    """
    return _batch.troyki_hands(cards, threes_rank, ten_multi, threads)


def commerce_key(cards: CardSet | int, point_rule: str = "flush3") -> int:
    """The key of one Commerce hand (a CardSet or its mask of exactly three cards).

    >>> import pycards as pc
    >>> commerce_key(pc.CardSet.parse("2C 3C 5C"))  # the lowest поэн
    42
    """
    return _core._commerce_key(cards, point_rule)


def key_class(key: int) -> str:
    """The class name of a Commerce key: ``"none"``, ``"poen"``, ``"sekans"`` or ``"trikon"``.

    >>> key_class(76)
    'sekans'
    """
    return COMMERCE_CLASSES[int(key) >> 5]


def key_value(key: int) -> int:
    """The value of a Commerce key within its class (pip total, or rank index 0..12).

    >>> key_value(62)
    30
    """
    return int(key) & 31


class TroykiHand(NamedTuple):
    """A Три тройки hand: class name, point total, strength (higher wins, equal ties) and the
    multiplier a winning hand collects.

    >>> troyki_hand("9S")
    TroykiHand(cls='single_nine', total=9, strength=11, multiplier=2)
    """

    cls: str
    total: int
    strength: int
    multiplier: int


def troyki_hand(cards: Iterable[Card | str] | str, threes_rank: str = "top", ten_multi: str = "zero") -> TroykiHand:
    """Classify 1 to 3 cards of Три тройки (two decks: a card may repeat). Points: A = 1,
    K Q J = 10, 10..2 face value. Strength: bust 0, bankrupt (10, worth 0) 1, a total t of 1..8
    is t + 1, a nine in 2-3 cards 10; a single-card nine 11 and three threes 12 (swapped with
    ``threes_rank="below_single_nine"``). ``ten_multi="bust"`` makes 10 in 2+ cards bust.

    >>> troyki_hand("3H 3C 3D").cls, troyki_hand(["4D", "6S"], ten_multi="bust").cls
    ('three_threes', 'bust')
    """
    if isinstance(cards, str):
        cards = cards.split()
    cls, total, strength, mult = _core._troyki_hand(list(cards), threes_rank, ten_multi)
    return TroykiHand(TROYKI_CLASSES[cls], total, strength, mult)


__all__ = [
    "COMMERCE_CLASSES",
    "TROYKI_CLASSES",
    "TroykiHand",
    "commerce_key",
    "evaluate",
    "evaluate_troyki",
    "key_class",
    "key_value",
    "troyki_hand",
]
