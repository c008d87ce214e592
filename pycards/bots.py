"""Bots: players that choose a move for the seat to move, from what that seat has seen.

A bot is any object with ``choose(state) -> Move``. pycards' bots draw their randomness from their
own :class:`pycards.Rng`, seeded at construction, so a bot's play is reproducible.

>>> import pycards as pc
>>> s = pc.game("uragan").new_deal(seed=3)
>>> bot = pc.bots.RandomBot(seed=1)
>>> move = bot.choose(s)
>>> move in s.legal_moves()
True
"""

from __future__ import annotations

import importlib
from abc import ABC, abstractmethod
from typing import Callable

from pycards import _core

__all__ = ["Bot", "RandomBot", "GreedyBot", "BOTS", "make_bot", "best_of", "fishing_greedy", "greedy_rule"]


class Bot(ABC):
    """The base of pycards' bots: ``choose(state)`` returns a legal move for ``state.to_move``.

    A bot decides from ``state.view(state.to_move)`` and its own generator alone, never from the
    cards its seat cannot see. Subclasses set ``name`` (what the arena prints) and define ``choose``
    (abstract here: ``Bot()`` itself raises TypeError).

    >>> class FirstMove(Bot):
    ...     name = "first"
    ...     def choose(self, state):
    ...         return state.legal_moves()[0]
    >>> str(FirstMove().choose(pc.game("chip_game").new_deal(seed=1)))
    'deal'
    """

    name = "bot"

    @abstractmethod
    def choose(self, state):
        """The move this bot plays in ``state`` (for ``state.to_move``)."""

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


def _moves_of(state) -> list:
    moves = state.legal_moves()
    if not moves:
        raise ValueError(f"no move to choose: the {state.game_name} game is over")
    return moves


class RandomBot(Bot):
    """Plays a uniformly random legal move, drawn with pycards' seeded generator.

    The legal moves are those the seat to move can see (its own cards and the public ones), so the
    choice never depends on hidden cards.

    >>> s = pc.game("kazino").new_deal(seed=2)
    >>> RandomBot(seed=5).choose(s) == RandomBot(seed=5).choose(s)
    True
    """

    name = "random"

    def __init__(self, seed: int = 0):
        self.seed = seed
        self._rng = _core.Rng(seed)

    def choose(self, state):
        """A uniformly random legal move of ``state``."""
        moves = _moves_of(state)
        return moves[self._rng.below(len(moves))]

    def __repr__(self) -> str:
        return f"RandomBot(seed={self.seed!r})"


def _laid_cards(move) -> list:
    """The cards a fishing move plays from the hand (before the ``x`` of a capture)."""
    from pycards.cards import Card

    return [Card.parse(t) for t in str(move).split("x")[0].split("+")]


def best_of(moves: list, key: Callable, rng) -> object:
    """The move with the largest ``key``; ``rng`` (a :class:`pycards.Rng`) breaks ties uniformly.
    The building block of the games' greedy rules.

    >>> best_of(["a", "bb", "cc"], len, _core.Rng(1)) in ("bb", "cc")
    True
    """
    keys = [key(m) for m in moves]
    top = max(keys)
    best = [m for m, k in zip(moves, keys) if k == top]
    return best[rng.below(len(best))]


def fishing_greedy(state, rng):
    """The greedy rule of the fishing games (Ураган, Хурикан, Казино): the move that puts the most
    cards in its own side's pile now, among equals a capture that clears the table, then the one
    that lays the fewest and lowest cards (a trail of the lowest card when nothing can be taken).
    It reads the table, its hand and the piles only: what a move captures does not depend on any
    hidden card."""
    side = state.to_move % len(state.piles)
    before = len(state.piles[side])

    def key(move):
        after = state.copy()
        after.play(move)
        taken = len(after.piles[side]) - before
        laid = _laid_cards(move)
        return (taken, taken > 0 and not after.table, -len(laid), -sum(c.rank_index for c in laid))

    return best_of(_moves_of(state), key, rng)


def greedy_rule(game_name: str) -> Callable | None:
    """The greedy rule of a game, ``rule(state, rng) -> Move``: the ``greedy_rule`` attribute of
    its module ``pycards.<game_name>`` (each game's rule lives with the game and is documented
    there and in ``docs/bots.md``), or None when the game has none.

    >>> greedy_rule("kazino") is fishing_greedy
    True
    """
    try:
        module = importlib.import_module(f"pycards.{game_name}")
    except ImportError:
        return None
    return getattr(module, "greedy_rule", None)


class GreedyBot(Bot):
    """A casual player's one-ply rule, one per game (``greedy_rule`` in the game's module,
    described in ``docs/bots.md``); the bot's generator breaks ties. Every rule reads only what
    the seat to move can see.

    >>> s = pc.game("kazino").new_deal(seed=3)
    >>> [str(m) for m in s.legal_moves()]
    ['8Cx7C+AC', '8C', 'KDxKC', 'KDx7C+AC+5D', 'KD', '4Hx4C', '4H']
    >>> str(GreedyBot(seed=1).choose(s))  # three cards is the most it can take
    'KDx7C+AC+5D'
    """

    name = "greedy"

    def __init__(self, seed: int = 0):
        self.seed = seed
        self._rng = _core.Rng(seed)

    @staticmethod
    def games() -> list[str]:
        """The games that have a greedy rule.

        >>> "uragan" in GreedyBot.games()
        True
        """
        return [g for g in _registered_games() if greedy_rule(g)]

    def choose(self, state):
        """The greedy move of ``state``."""
        rule = greedy_rule(state.game_name)
        if rule is None:
            raise ValueError(f"GreedyBot has no rule for {state.game_name}; it plays {', '.join(self.games())}")
        _moves_of(state)
        return rule(state, self._rng)

    def __repr__(self) -> str:
        return f"GreedyBot(seed={self.seed!r})"


def _registered_games() -> list[str]:
    from pycards.registry import games

    return list(games())


#: The bots the arena and the command line know by name: name -> factory(seed).
BOTS: dict[str, Callable[[int], Bot]] = {"random": lambda seed: RandomBot(seed=seed),
                                         "greedy": lambda seed: GreedyBot(seed=seed)}


def make_bot(name: str, seed: int = 0) -> Bot:
    """The bot called ``name`` (a key of :data:`BOTS`), seeded with ``seed``.

    >>> make_bot("random", seed=3)
    RandomBot(seed=3)
    """
    if not isinstance(name, str):
        raise TypeError(f"a bot name must be a str, not {type(name).__name__}")
    try:
        factory = BOTS[name]
    except KeyError:
        raise ValueError(f"unknown bot {name!r}; the bots are: {', '.join(sorted(BOTS))}") from None
    return factory(seed)
