"""Три палки (tri_palki, "Three sticks"): docs and helpers. Legality and the play live in the C++
core.

Rules: ``docs/tri_palki.md``. 36 cards counted 6 7 8 face value, 9 = 0, 10 = -10, J 2, Q 3, K 4,
A 11. Each turn a player plays a card onto the pile, adding its value to the count, and draws
back to 4; the player whose card makes the count more than 31 takes a stick and the count starts
again from 0. The first to take 3 sticks loses. An empty stock is remade from the pile (its top
card stays). Options: ``floor_zero`` (0), ``recycle_shuffle`` (0), ``sticks_to_lose`` (3),
``move_limit`` (0: none; a solver guard), ``limit_result`` ("draw" or "fewer_sticks").

>>> import pycards as pc
>>> g = pc.game("tri_palki")
>>> s = g.new_deal(seed=7, dealer=0)
>>> s.to_move, [len(h) for h in s.hands], len(s.stock), s.count, s.sticks
(1, [4, 4], 28, 0, [0, 0])
>>> g.position(s.notation()) == s
True
"""

from __future__ import annotations

from pycards import _core
from pycards.cards import Card

#: Count value of each rank (docs/tri_palki.md, "Deck and values").
VALUES = {"6": 6, "7": 7, "8": 8, "9": 0, "T": -10, "J": 2, "Q": 3, "K": 4, "A": 11}


def card_value(card) -> int:
    """The count value of a card (a Card or its text).

    >>> card_value("TS"), card_value("AH"), card_value("9D")
    (-10, 11, 0)
    """
    c = card if isinstance(card, Card) else Card(card)
    if c.rank not in VALUES:
        raise ValueError(f"{c} is not a card of the 36-card deck")
    return VALUES[c.rank]


def card_bound(sticks_to_lose: int = 3) -> int:
    """The most cards a game can last, by the rules' termination proof: (2k - 1) x 84.

    >>> card_bound(3)
    420
    """
    return _core._tri_palki_card_bound(sticks_to_lose)


def greedy_rule(state, rng):
    """The greedy rule (``pycards.bots.GreedyBot``): a card that keeps the count at 31 or less,
    the one that takes it highest (the other player then has the least room); when every card
    takes a stick, the highest card (the stick comes anyway, and the low cards are kept for
    later). It reads the count and its own hand only; ``rng`` breaks ties between cards of one
    value.

    >>> import pycards as pc
    >>> s = pc.game("tri_palki").position(
    ...     "dealer 1 | turn 0 | played 0 | count 0 | sticks 0 0 | hands 6D 8S TC AS / 9H QC AD KH | known - / - | "
    ...     "stock " + " ".join(str(c) for c in pc.DECK36 if str(c) not in "6D 8S TC AS 9H QC AD KH".split())
    ...     + " | pile - | seed 0 | result -")
    >>> str(greedy_rule(s, pc.Rng(1)))
    'AS'
    """
    return _bots().choose(state.legal_moves(), greedy_key(state), rng)


def greedy_key(state):
    """The key of the greedy rule for ``state`` (``key(move)``; the rule plays its argmax, ties
    drawn): (the count stays at 31 or less, the count after it, else the card's value). The C++
    twin (``greedy_move``) plays the same moves with the same draws.

    >>> import pycards as pc
    >>> s = pc.game("tri_palki").new_deal(seed=1)
    >>> key = greedy_key(s); max(key(m) for m in s.legal_moves()) == key(greedy_rule(s, pc.Rng(1)))
    True
    """
    count = state.count

    def key(move):
        after = count + card_value(str(move))
        return (after <= 31, after if after <= 31 else card_value(str(move)))

    return key


def _bots():
    from pycards import bots

    return bots


__all__ = ["VALUES", "card_value", "card_bound", "greedy_key", "greedy_rule"]
