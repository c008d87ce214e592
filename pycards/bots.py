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
import os
import time
from abc import ABC, abstractmethod
from concurrent.futures import ThreadPoolExecutor
from typing import Callable

from pycards import _core

__all__ = ["Bot", "RandomBot", "GreedyBot", "PIMCBot", "BOTS", "make_bot", "best_of", "choose", "named",
           "fishing_greedy", "fishing_key", "greedy_key", "greedy_rule"]


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


def named(move) -> Callable:
    """A greedy key that names one move: True for it, False for every other. :func:`choose` plays
    the named move without drawing from the generator (a rule that has nothing to break).

    >>> key = named("pass"); key("pass"), key("play"), choose(["play", "pass"], key, _core.Rng(1))
    (True, False, 'pass')
    """
    text = str(move)

    def key(m) -> bool:
        return str(m) == text

    key.draws = False
    return key


def choose(moves: list, key: Callable, rng) -> object:
    """The move a greedy rule plays from its key (``pycards.<game>.greedy_key(state)``): the move
    with the largest key, ties drawn with ``rng`` (:func:`best_of`), except for a :func:`named`
    key, whose move is played without a draw. Every game's greedy_rule is this over its key.

    >>> choose(["a", "bb", "c"], len, _core.Rng(1))
    'bb'
    """
    if getattr(key, "draws", True):
        return best_of(moves, key, rng)
    return max(moves, key=key)


def fishing_key(state) -> Callable:
    """The key of the fishing games' greedy rule (:func:`fishing_greedy`) for ``state``: per move
    (taken, clears the table, -cards laid, -their rank indices).

    >>> s = pc.game("kazino").new_deal(seed=3)
    >>> fishing_key(s)(pc.Move("kazino", "KDx7C+AC+5D"))
    (4, False, -1, -11)
    """
    side = state.to_move % len(state.piles)
    before = len(state.piles[side])

    def key(move):
        if str(move).startswith("down"):  # a face-down card turned up: not played yet, unseen
            return (0, False, 0, 0)
        after = state.copy()
        after.play(move)
        taken = len(after.piles[side]) - before
        laid = _laid_cards(move)
        return (taken, taken > 0 and not after.table, -len(laid), -sum(c.rank_index for c in laid))

    return key


def fishing_greedy(state, rng):
    """The greedy rule of the fishing games (Ураган, Хурикан, Казино): the move that puts the most
    cards in its own side's pile now, among equals a capture that clears the table, then the one
    that lays the fewest and lowest cards (a trail of the lowest card when nothing can be taken).
    It reads the table, its hand and the piles only: what a move captures does not depend on any
    hidden card. Ураган open4's turn-ups (``down1``, ``down2``: the only moves once the face-up
    cards are gone) lay and take nothing yet and their cards are unknown, so they tie, and the
    generator picks one. The key is :func:`fishing_key`."""
    return choose(_moves_of(state), fishing_key(state), rng)


def greedy_key(game_name: str) -> Callable | None:
    """The key function of a game's greedy rule, ``greedy_key(state) -> key(move)``: the
    ``greedy_key`` attribute of ``pycards.<game_name>``, or None when the game has none. The rule
    plays a move of the key's argmax set (:func:`choose`).

    >>> greedy_key("kazino") is fishing_key
    True
    """
    try:
        module = importlib.import_module(f"pycards.{game_name}")
    except ImportError:
        return None
    return getattr(module, "greedy_key", None)


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


class PIMCBot(Bot):
    """Perfect-information Monte Carlo: deal the hidden cards again ``samples`` times
    (``state.sample_world(seat, seed)``, uniformly among the deals consistent with what the seat
    has seen), solve every world exactly with every legal move's value (``pycards.solve``), and play
    the move with the best mean value for the seat to move; the bot's generator breaks ties.

    - The worlds are solved on ``threads`` threads (default: every core); the solver releases the
      GIL, so they run in parallel.
    - ``time_budget`` (seconds, optional): stop drawing worlds once the budget is spent (at least
      one world is always solved); ``samples`` stays the upper bound.
    - ``limit_nodes`` (per world, default 200,000): a world whose exact solve needs more (the first
      moves of a long deal) is not guessed at (and when the first batch of worlds is all over the
      limit, no more are drawn); when no world is solved within the limit, or the
      game's solver does not take this phase (bidding, a trump choice, a game without a solver),
      the bot plays the ``fallback`` bot's move (``GreedyBot`` where the game has a greedy rule,
      else ``RandomBot``), seeded from the bot's own seed.
    - ``tt_mb``: each solve's transposition table bound (small: worlds are many and short).
    - ``votes=True``: each world votes for its optimal moves instead (``pycards.solve(world,
      all_moves="best")``: a world's vote is shared among its best moves), and the bot plays the
      move with the most votes (``make_bot("pimc-votes")``). A world's solve then skips the exact
      values of the moves that are not optimal there (docs/solver.md, "Three root modes"): with 32
      worlds on one thread, a decision took 3.2-5.1x less time at Тысяча's first leads and 2.3-2.6x
      less (medians) on Ураган's last rounds (benches/bench_pimc.py); ``evaluate`` returns each
      move's share of the votes.

    The values are the solver's (``docs/solver.md``): a point difference for the side to move in
    the fishing games, the declarer's total in Тысяча (the declarer maximises it, an opponent
    minimises it). ``evaluate(state)`` returns the mean values themselves (the ``hint`` of
    ``pycards play``).

    >>> s = pc.game("uragan").position(
    ...     "dealer 0 | turn 0 | hands 3D QD KD / 2C 3C 5C | table QC 2S 3S | stock - | piles 4C 7C 6D JD 6H"
    ...     " 7H AH 4S JS AS / 6C JC KC AC 2D 4D 5D 7D AD 2H 3H 4H 5H JH QH KH 5S 6S 7S QS KS"
    ...     " | hurricanes 1 0 | last 0 | deal")
    >>> str(PIMCBot(samples=4, seed=1, threads=1).choose(s)) in [str(m) for m in s.legal_moves()]
    True
    """

    name = "pimc"

    def __init__(self, samples: int = 32, seed: int = 0, *, time_budget: float | None = None,
                 threads: int | None = None, limit_nodes: int = 200_000, tt_mb: float = 8.0,
                 fallback: Bot | None = None, votes: bool = False):
        if isinstance(samples, bool) or not isinstance(samples, int) or not 1 <= samples <= 100_000:
            raise ValueError(f"samples must be an int in 1..100000, not {samples!r}")
        if time_budget is not None and (isinstance(time_budget, bool) or not isinstance(time_budget, (int, float))
                                        or not 0 < time_budget < 1e6):
            raise ValueError(f"time_budget must be a positive number of seconds, not {time_budget!r}")
        if threads is not None and (isinstance(threads, bool) or not isinstance(threads, int)
                                    or not 1 <= threads <= 256):
            raise ValueError(f"threads must be an int in 1..256, not {threads!r}")
        if isinstance(limit_nodes, bool) or not isinstance(limit_nodes, int) or limit_nodes < 1:
            raise ValueError(f"limit_nodes must be a positive int, not {limit_nodes!r}")
        if not isinstance(votes, bool):
            raise TypeError(f"votes must be True or False, not {type(votes).__name__}")
        self.votes = votes
        self.samples, self.seed, self.time_budget = samples, seed, time_budget
        self.threads = threads or os.cpu_count() or 1
        self.limit_nodes, self.tt_mb = limit_nodes, tt_mb
        self._rng = _core.Rng(seed)
        self._fallback = fallback
        self._pool: ThreadPoolExecutor | None = None
        #: What the last decision did: worlds solved, worlds over the node limit, seconds, fallback used.
        self.last: dict = {}

    def _fallback_bot(self, game_name: str) -> Bot:
        if self._fallback is None:
            seed = self.seed ^ 0x5F3759DF
            self._fallback = GreedyBot(seed=seed) if greedy_rule(game_name) else RandomBot(seed=seed)
        return self._fallback

    def _solve_world(self, world):
        from pycards.errors import InvalidPositionError
        from pycards.solve import solve

        try:
            # no status line: a decision's many solves run in a pool, beside the caller's own output
            r = solve(world, limit_nodes=self.limit_nodes, tt_mb=self.tt_mb, best_line=False, progress=False,
                      all_moves="best" if self.votes else True)
        except InvalidPositionError:  # the solver does not take this phase
            return "phase"
        except ValueError as e:
            if "supports" in str(e):  # a game without a solver
                return "phase"
            raise
        if self.votes:
            if not r.exact or not r.best:
                return None
            share = 1.0 / len(r.best)
            return {m: share if m in r.best else 0.0 for m in r.moves}
        if not r.exact or any(v is None for v in r.moves.values()):
            return None
        best = max(r.moves.values()) if r.moves else 0
        # The solver's units: the side to move's (sign +1), or a declarer's that an opponent minimises.
        sign = 1 if not r.best or r.moves[r.best[0]] == best else -1
        return {m: sign * v for m, v in r.moves.items()}

    def evaluate(self, state) -> dict:
        """Each legal move's mean value over the solved worlds (move text -> mean, in the seat to
        move's favour: larger is better; ``votes=True``: its share of the worlds' votes), or {}
        when no world could be solved (see ``last``).

        >>> s = pc.game("chip_game").new_deal(seed=1)
        >>> PIMCBot(samples=2, threads=1).evaluate(s)  # the chip game has no solver
        {}
        """
        moves = _moves_of(state)
        seat = state.to_move
        start = time.perf_counter()
        if self._pool is None and self.threads > 1:
            self._pool = ThreadPoolExecutor(max_workers=self.threads)
        totals = {str(m): 0.0 for m in moves}
        solved = over = drawn = 0
        phase = False
        while drawn < self.samples and not phase:
            batch = min(self.threads, self.samples - drawn)
            worlds = [state.sample_world(seat, seed=self._rng.next()) for _ in range(batch)]
            drawn += batch
            results = list(self._pool.map(self._solve_world, worlds)) if self._pool else [
                self._solve_world(w) for w in worlds]
            for r in results:
                if r == "phase":
                    phase = True
                elif r is None:
                    over += 1
                else:
                    solved += 1
                    for m, v in r.items():
                        totals[m] += v
            if solved == 0 and over == drawn:  # too long to solve here: later worlds would be too
                break
            if self.time_budget is not None and time.perf_counter() - start >= self.time_budget:
                break
        self.last = {"worlds": solved, "over_limit": over, "seconds": time.perf_counter() - start,
                     "fallback": phase or solved == 0}
        if phase or solved == 0:
            return {}
        return {m: t / solved for m, t in totals.items()}

    def choose(self, state):
        """The move with the best mean value over the sampled worlds (``votes=True``: the most
        votes), or the fallback's move."""
        moves = _moves_of(state)
        if len(moves) == 1:
            self.last = {"worlds": 0, "over_limit": 0, "seconds": 0.0, "fallback": False}
            return moves[0]
        means = self.evaluate(state)
        if not means:
            return self._fallback_bot(state.game_name).choose(state)
        return best_of(moves, lambda m: means[str(m)], self._rng)

    def close(self) -> None:
        """Stops the bot's threads (also done when the bot is garbage-collected)."""
        if self._pool is not None:
            self._pool.shutdown(wait=True)
            self._pool = None

    def __del__(self):
        pool = getattr(self, "_pool", None)
        if pool is not None:
            pool.shutdown(wait=False)

    def __repr__(self) -> str:
        votes = ", votes=True" if self.votes else ""
        return f"PIMCBot(samples={self.samples!r}, seed={self.seed!r}{votes})"


#: The bots the arena and the command line know by name: name -> factory(seed).
BOTS: dict[str, Callable[[int], Bot]] = {"random": lambda seed: RandomBot(seed=seed),
                                         "greedy": lambda seed: GreedyBot(seed=seed),
                                         "pimc": lambda seed: PIMCBot(seed=seed),
                                         "pimc-votes": lambda seed: PIMCBot(seed=seed, votes=True)}


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
