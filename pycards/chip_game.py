"""The chip game (a card form of Put-and-Take): docs and the greedy rule. The rules live in the
C++ core (``docs/chip_game.md``).

Every card is dealt face up and pays at once, so the game has no decision: the one move is
``deal``, and the outcome is fixed by the shuffle.

>>> import pycards as pc
>>> s = pc.game("chip_game", players=3).new_match(seed=7)
>>> [str(m) for m in s.legal_moves()]
['deal']
>>> str(greedy_rule(s, pc.Rng(1)))
'deal'
"""

from __future__ import annotations

__all__ = ["greedy_key", "greedy_rule"]


def greedy_rule(state, rng):
    """The greedy bot's rule for this game (pycards.bots.GreedyBot; docs/bots.md): the only legal
    move, ``deal``. The chip game has no choice to make, so the rule cannot do better than random;
    ``rng`` is not drawn from.

    >>> import pycards as pc
    >>> s = pc.game("chip_game").new_deal(seed=2)
    >>> greedy_rule(s, pc.Rng(0)) == s.legal_moves()[0]
    True
    """
    (move,) = state.legal_moves()
    return move


def greedy_key(state):
    """The key of the greedy rule: names the only move, ``deal`` (``pycards.bots.named``). The C++
    twin (``greedy_move``) plays it without a draw too.

    >>> import pycards as pc
    >>> s = pc.game("chip_game").new_deal(seed=2)
    >>> greedy_key(s)(s.legal_moves()[0])
    True
    """
    from pycards.bots import named

    (move,) = state.legal_moves()
    return named(move)
