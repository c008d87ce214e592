"""The arena: bots play seeded deals of a game against each other, seats rotating.

Each *board* is one seeded deal. With k bots it is played k times, rotation r seating bot
``(seat + r) % k`` at each seat, so every bot plays every board from every rotation (duplicate
style: the cards' luck cancels out). A bot's result on a board is the mean, over the seats it held,
of its side's score change in the deal (``scores()`` at the end minus at the start; a side is a
seat, or a partnership where ``scores()`` has one entry per partnership). The arena reports each
bot's mean result per deal with a 95% confidence interval over the boards.

>>> import pycards as pc
>>> r = pc.arena("chip_game", ["random", "random"], games=20, seed=1)
>>> r.games, len(r.mean)
(20, 2)
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np

from pycards import _core
from pycards._progress import Progress
from pycards.bots import Bot, make_bot
from pycards.errors import PycardsError

__all__ = ["arena", "ArenaResult"]

#: Moves one deal may take before the arena calls the game stuck (no game here comes close).
MAX_MOVES_PER_DEAL = 100_000
_BOT_STREAM = 0x426F7473  # "Bots"


@dataclass(frozen=True)
class ArenaResult:
    """What :func:`arena` measured: per bot, the mean result per deal and the half-width of its 95%
    confidence interval (1.96 standard errors over the boards), and the per-board results.

    >>> r = pc.arena("chip_game", ["random"], games=5, seed=2)
    >>> r.bots
    ['random']
    """

    game: str
    options: dict
    bots: list
    games: int
    seed: int
    mean: list
    ci95: list
    boards: np.ndarray = field(repr=False)  # (games, bots): each bot's mean result on each board

    def __str__(self) -> str:
        width = max(len(b) for b in self.bots)
        lines = [f"{self.game}: {self.games} boards x {len(self.bots)} rotations, seed {self.seed}"]
        for name, m, h in zip(self.bots, self.mean, self.ci95):
            lines.append(f"  {name:<{width}}  {m:+.3f} per deal  (95% CI {m - h:+.3f} .. {m + h:+.3f})")
        return "\n".join(lines)


def _seats_of(state) -> int:
    players = state.game.options.get("players")
    return int(players) if players else len(state.scores())


def _labels(bots: list) -> list:
    names = [getattr(b, "name", type(b).__name__) for b in bots]
    # the same bot twice gets a number, so the table tells them apart
    return [f"{n}#{i + 1}" if names.count(n) > 1 else n for i, n in enumerate(names)]


def arena(game, bots, games: int = 100, seed: int = 0, progress: bool | None = None) -> ArenaResult:
    """Plays `games` boards of `game` (a name or a game object with its options) between `bots`
    (Bot objects, or names from :data:`pycards.bots.BOTS`, each seeded from `seed` and its place
    in the list) and returns an :class:`ArenaResult`. A progress bar shows on an interactive stderr
    once the run lasts a second (``progress=False`` hides it, ``True`` forces it).

    >>> print(pc.arena("chip_game", ["random"], games=3, seed=0))  # doctest: +ELLIPSIS
    chip_game: 3 boards x 1 rotations, seed 0
      random  ... per deal  (95% CI ...)
    """
    from pycards.registry import game as make_game

    g = make_game(game) if isinstance(game, str) else game
    if not hasattr(g, "new_deal"):
        raise TypeError(f"game must be a game name or a pycards game, not {type(game).__name__}")
    if isinstance(bots, (str, Bot)):
        bots = [bots]
    bots = list(bots)
    if not bots:
        raise ValueError("the arena needs at least one bot")
    if isinstance(games, bool) or not isinstance(games, int) or not 1 <= games <= 1_000_000:
        raise ValueError(f"games must be an int in 1 .. 1000000, not {games!r}")
    deal_seeds = _core.random_u64(seed, games)
    bot_seeds = _core.random_u64(seed ^ _BOT_STREAM, len(bots))  # a stream apart from the deals'
    players = [make_bot(b, seed=bot_seeds[i]) if isinstance(b, str) else b for i, b in enumerate(bots)]
    for b in players:
        if not callable(getattr(b, "choose", None)):
            raise TypeError(f"a bot must have a choose(state) method: {b!r}")
    k = len(players)
    boards = np.zeros((games, k))
    with Progress(games * k, f"arena {g.name}", enabled=progress) as bar:
        for i, deal_seed in enumerate(deal_seeds):
            total, count = np.zeros(k), np.zeros(k)
            for r in range(k):
                s = g.new_deal(seed=deal_seed)
                seats = _seats_of(s)
                start = list(s.scores())
                moves = 0
                while not s.is_over():
                    seat = s.to_move
                    s.play(players[(seat + r) % k].choose(s))
                    moves += 1
                    if moves > MAX_MOVES_PER_DEAL:
                        raise PycardsError(f"{g.name}: a deal took over {MAX_MOVES_PER_DEAL} moves")
                end = list(s.scores())
                sides = len(end)
                for seat in range(seats):
                    side = seat % sides
                    b = (seat + r) % k
                    total[b] += end[side] - start[side]
                    count[b] += 1
                bar.update()
            boards[i] = np.divide(total, count, out=np.zeros(k), where=count > 0)
    mean = boards.mean(axis=0)
    sd = boards.std(axis=0, ddof=1) if games > 1 else np.zeros(k)
    ci = 1.96 * sd / math.sqrt(games)
    return ArenaResult(game=g.name, options=dict(g.options), bots=_labels(players), games=games, seed=seed,
                       mean=[float(x) for x in mean], ci95=[float(x) for x in ci], boards=boards)


def build_parser(parser=None):
    """``pycards arena GAME --bots a,b [--games N] [--seed S] [-o NAME=VALUE]`` (the main CLI's
    ``arena`` command)."""
    import argparse

    from pycards.bots import BOTS

    p = parser or argparse.ArgumentParser(prog="pycards arena")
    p.add_argument("game", help="game name")
    p.add_argument("--bots", default="random,random",
                   help=f"comma-separated bot names ({', '.join(sorted(BOTS))}); default random,random")
    p.add_argument("--games", type=int, default=100, help="boards (seeded deals) to play; default 100")
    p.add_argument("--seed", type=int, default=0, help="seed of the deals and the bots; default 0")
    p.add_argument("--option", "-o", action="append", default=[], metavar="NAME=VALUE",
                   help="game option, e.g. -o players=4 (repeatable)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    return p


def run(args) -> int:
    """Runs the arena from parsed command-line arguments and prints its table (or JSON)."""
    import json

    from pycards.registry import game as make_game
    from pycards.solve_cli import _options

    g = make_game(args.game, **_options(args.option))
    names = [b.strip() for b in args.bots.split(",") if b.strip()]
    r = arena(g, names, games=args.games, seed=args.seed)
    if args.json:
        print(json.dumps({"game": r.game, "options": r.options, "bots": r.bots, "games": r.games,
                          "seed": r.seed, "mean": r.mean, "ci95": r.ci95}))
    else:
        print(r)
    return 0
