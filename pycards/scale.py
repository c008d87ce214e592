"""Many exact solves at once: ``pycards.solve_many(states, executor=None)``, on the core's threads,
a process pool, or a Dask cluster.

- No executor: the states are solved on a thread pool of this process (``threads``, default every
  core); the solver releases the GIL, so the threads run in parallel.
- A ``concurrent.futures`` executor (e.g. ``ProcessPoolExecutor``): the states travel as text
  (game name, options, notation) in chunks; each worker rebuilds them with ``position()``.
- A Dask ``distributed.Client``: the same chunks as Dask tasks (``client.map``), gathered in order.
  Dask re-runs the tasks of a worker that dies, and every result is stored under its chunk's
  index, so a lost worker neither loses nor duplicates a result.

The results are ``SolveResult`` objects in the order of the input, identical whichever way they were
computed. A progress bar (tqdm) appears on an interactive stderr when the job lasts over a second.

>>> import pycards as pc
>>> s = pc.game("uragan").position(
...     "dealer 0 | turn 0 | hands 3D QD KD / - | table QC 2S 3S | stock - | piles 4C 7C 6D JD 6H 7H"
...     " AH 4S JS AS / 2C 3C 5C 6C JC KC AC 2D 4D 5D 7D AD 2H 3H 4H 5H JH QH KH 5S 6S 7S QS KS"
...     " | hurricanes 1 0 | last 0 | deal")
>>> [r.value for r in pc.solve_many([s, s.copy()])]
[-1, -1]
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable
from concurrent.futures import Executor, ThreadPoolExecutor
from typing import Any

__all__ = ["solve_many", "simulate", "state_text", "state_from_text"]

#: States per task when shipping to processes or a cluster (amortises the per-task cost).
DEFAULT_CHUNK = 8


def state_text(state) -> tuple:
    """What travels for one state: ``(game name, options, notation)``.

    >>> import pycards as pc
    >>> state_text(pc.game("chip_game").new_deal(seed=1))[0]
    'chip_game'
    """
    return (state.game_name, dict(state.game.options), state.notation())


def state_from_text(item) -> Any:
    """The state of ``state_text(...)``, checked as ``position()`` checks any text."""
    from pycards.registry import game

    name, options, notation = item
    return game(name, **options).position(notation)


def _solve_chunk(items: list, options: dict) -> list:
    """A worker's task: rebuild and solve each state of a chunk (module level: picklable)."""
    from pycards.solve import solve

    return [solve(state_from_text(item), progress=False, **options) for item in items]


def _is_dask_client(executor) -> bool:
    return type(executor).__name__ == "Client" and type(executor).__module__.startswith("distributed")


def _bar(total: int, progress: bool):
    if not progress or not sys.stderr.isatty():
        return None
    from tqdm import tqdm

    return tqdm(total=total, delay=1.0, unit="pos", file=sys.stderr)


def solve_many(states: Iterable, executor=None, progress: bool = True, *, threads: int | None = None,
               chunk_size: int = DEFAULT_CHUNK, **solve_options) -> list:
    """``pycards.solve(state, **solve_options)`` for every state, in input order.

    ``executor``: None (this process's threads: ``threads``, default every core), a
    ``concurrent.futures.Executor`` (a process pool: states sent as text in chunks of
    ``chunk_size``), or a Dask ``distributed.Client`` (the same chunks as Dask tasks). ``progress``
    shows a bar on an interactive stderr once the job lasts a second. An error in one solve (a
    state the solver does not take) is raised here, with the position's index.

    >>> import pycards as pc
    >>> solve_many([], executor=None)
    []
    """
    from pycards.solve import solve

    states = list(states)
    if isinstance(chunk_size, bool) or not isinstance(chunk_size, int) or chunk_size < 1:
        raise ValueError(f"chunk_size must be a positive int, not {chunk_size!r}")
    if threads is not None and (isinstance(threads, bool) or not isinstance(threads, int) or not 1 <= threads <= 256):
        raise ValueError(f"threads must be an int in 1..256, not {threads!r}")
    for i, s in enumerate(states):
        if not isinstance(getattr(type(s), "game_name", None), str):
            raise TypeError(f"solve_many takes game states; item {i} is a {type(s).__name__}")
    if not states:
        return []
    bar = _bar(len(states), progress)
    try:
        if executor is None:
            with ThreadPoolExecutor(max_workers=threads or os.cpu_count() or 1) as pool:
                # solve_many's bar is the display: no solve draws its own status line
                futures = [pool.submit(solve, s, progress=False, **solve_options) for s in states]
                out = []
                for i, f in enumerate(futures):
                    out.append(_result(f, i))
                    if bar:
                        bar.update(1)
                return out
        items = [state_text(s) for s in states]
        chunks = [items[i:i + chunk_size] for i in range(0, len(items), chunk_size)]
        if _is_dask_client(executor):
            futures = executor.map(_solve_chunk, chunks, [solve_options] * len(chunks), pure=False)
        elif isinstance(executor, Executor):
            futures = [executor.submit(_solve_chunk, c, solve_options) for c in chunks]
        else:
            raise TypeError("executor must be None, a concurrent.futures.Executor or a dask.distributed.Client, "
                            f"not {type(executor).__name__}")
        out = []
        for k, f in enumerate(futures):  # in order: each chunk's results land at its own index
            part = _result(f, f"{k * chunk_size}..{min(len(items), (k + 1) * chunk_size) - 1}")
            out.extend(part)
            if bar:
                bar.update(len(part))
        return out
    finally:
        if bar:
            bar.close()


def _result(future, where):
    try:
        return future.result()
    except ValueError as e:
        raise type(e)(f"position {where}: {e}") from None


def read_positions(lines: Iterable[str]) -> list:
    """States from text lines: ``GAME NOTATION`` (default options), or a JSON object
    ``{"game", "options", "position"}`` per line; blank lines and ``#`` comments are skipped.
    A bad line raises ``ParseError`` naming its number.

    >>> [s.game_name for s in read_positions(["# two", "chip_game " + pc.game("chip_game").new_deal().notation()])]
    ['chip_game']
    """
    import json

    from pycards.errors import OptionError, ParseError

    out = []
    for n, line in enumerate(lines, 1):
        text = line.strip()
        if not text or text.startswith("#"):
            continue
        try:
            if text.startswith("{"):
                obj = json.loads(text)
                if not isinstance(obj, dict) or not isinstance(obj.get("game"), str) or not isinstance(
                        obj.get("position"), str) or not isinstance(obj.get("options", {}), dict):
                    raise ParseError('a JSON line is {"game": ..., "options": {...}, "position": ...}')
                out.append(state_from_text((obj["game"], obj.get("options", {}), obj["position"])))
            else:
                name, _, notation = text.partition(" ")
                out.append(state_from_text((name, {}, notation)))
        except (ValueError, OptionError) as e:
            raise ParseError(f"line {n}: {e}") from None
    return out


def build_parser(parser=None):
    """``pycards solve-many FILE [--scheduler ADDRESS] [--processes N] [--threads N] [--jsonl]``."""
    import argparse

    p = parser or argparse.ArgumentParser(prog="pycards solve-many")
    p.add_argument("file", help="one position per line: GAME NOTATION, or a JSON object; - for stdin")
    p.add_argument("--scheduler", metavar="ADDRESS", help="a Dask scheduler (tcp://host:8786) to solve on")
    p.add_argument("--processes", type=int, metavar="N", help="a local pool of N processes")
    p.add_argument("--threads", type=int, metavar="N", help="threads of this process (default every core)")
    p.add_argument("--jsonl", action="store_true", help="one JSON object per position")
    moves = p.add_mutually_exclusive_group()
    moves.add_argument("--value-only", action="store_true", help="prove the values only (fastest)")
    moves.add_argument("--best-moves", action="store_true",
                       help="prove every optimal move, the others only worse (faster than every move's value)")
    return p


def run(args) -> int:
    """Solves the file's positions and prints one line each, in input order."""
    import json

    if args.file == "-":
        states = read_positions(sys.stdin)
    else:
        with open(args.file, encoding="utf-8") as f:
            states = read_positions(f)
    options = {"all_moves": "best" if args.best_moves else not args.value_only, "best_line": False}
    if args.scheduler and args.processes:
        raise ValueError("give --scheduler or --processes, not both")
    if args.scheduler:
        from distributed import Client

        with Client(args.scheduler) as client:
            results = solve_many(states, client, **options)
    elif args.processes:
        from concurrent.futures import ProcessPoolExecutor

        with ProcessPoolExecutor(max_workers=args.processes) as pool:
            results = solve_many(states, pool, **options)
    else:
        results = solve_many(states, threads=args.threads, **options)
    for i, (s, r) in enumerate(zip(states, results)):
        if args.jsonl:
            print(json.dumps({"index": i, "game": s.game_name, "value": r.value, "exact": r.exact, "best": r.best,
                              "moves": r.moves, "nodes": r.nodes, "seconds": r.seconds}, ensure_ascii=False))
        else:
            print(f"{i}\t{s.game_name}\tvalue {r.value}\tbest {' '.join(r.best)}")
    return 0


#: The move choosers of ``simulate``.
SIMULATE_BOTS = ("random", "greedy")


def simulate(game, n: int, seed: int = 0, threads: int | None = None, bot: str = "random", start=None,
             match: bool = False) -> dict:
    """``n`` seeded playouts of ``game`` in C++ (GIL released, on ``threads`` threads, default every
    core), as a dict of numpy int64 arrays.

    ``game``: a name (``"uragan"``) or a game object with its options (``pc.game("uragan",
    players=4)``). Row ``i`` is deal ``new_deal(seed + i, dealer=i % players)`` (``match=True``:
    the whole game ``new_match(seed + i)``) played with moves drawn by ``Rng(seed + i + 1)``; with
    ``start=state`` it is a copy of that position played with ``Rng(seed + i)`` (the state is not
    touched). ``bot``: ``"random"`` (uniform among the legal moves, in ``legal_moves()`` order) or
    ``"greedy"`` (the game's C++ greedy bot; OptionError where the game has none). The numbers do
    not depend on ``threads``.

    Columns: ``scores`` (n, sides) — ``state.scores()`` at the end; ``moves`` (n,) moves played;
    ``deals`` (n,) deals played (1 for games that do not count deals); then the game's breakdown of
    the final state, keyed by name (docs/<game>.md "``pycards.simulate`` columns"): (n,) for one
    value per row, (n, sides) for one per side; None is -1, a flag 0/1. With ``match=True`` the
    breakdown is the game's last deal (its ``deal_result()`` at the end).

    >>> import pycards as pc
    >>> r = pc.simulate("chip_game", 3, seed=1, threads=1)
    >>> r["scores"].shape, r["moves"].dtype.name, r["pot_awards"].shape
    ((3, 4), 'int64', (3, 4))
    """
    from pycards import _core
    from pycards.registry import game as make_game
    from pycards.registry import games

    if isinstance(game, str):
        if game not in games():
            from pycards.errors import OptionError

            raise OptionError(f"unknown game {game!r}; implemented games: {', '.join(games())}")
        game = make_game(game)
    if not isinstance(bot, str):
        raise TypeError(f"bot must be a str, not {type(bot).__name__}")
    if threads is None:
        threads = max(1, min(256, os.cpu_count() or 1))
    if not isinstance(match, bool):
        raise TypeError(f"match must be a bool, not {type(match).__name__}")
    if not hasattr(game, "new_deal") or not hasattr(game, "options"):
        raise TypeError(f"game must be a game name or a pycards game object, not {type(game).__name__}")
    players = int(game.options.get("players", len(game.new_deal(seed=0).scores())))
    sides = len(game.new_deal(seed=0).scores())
    # scores, moves, deals and the game's breakdown columns, each its own array (docs/scale.md)
    return _core._simulate(game, n, seed, threads, bot, start, int(match), players, sides)


def build_simulate_parser(p) -> None:
    """``pycards simulate GAME N [--threads T] [--seed S] [--bot random|greedy] [--match] [-o NAME=VALUE]
    [--json]``."""
    p.add_argument("game", help="game name")
    p.add_argument("n", type=int, help="number of playouts (deals, or whole games with --match)")
    p.add_argument("--threads", type=int, default=None, help="threads (default: every core)")
    p.add_argument("--seed", type=int, default=0, help="seed of row 0 (default 0)")
    p.add_argument("--bot", default="random", choices=SIMULATE_BOTS, help="move chooser (default random)")
    p.add_argument("--match", action="store_true", help="whole games instead of single deals")
    p.add_argument("--option", "-o", action="append", default=[], metavar="NAME=VALUE",
                   help="game option, e.g. -o players=4 (repeatable)")
    p.add_argument("--json", action="store_true", help="print the summary as JSON")


def _summary(rows: dict, seconds: float, none: frozenset = frozenset()) -> dict:
    """Mean and 95% confidence half-width of every column (a per-side column by side, ``name[side]``).
    In the columns named in ``none`` -1 means no value (None, a draw): their mean is over the
    other rows, whose number is given as ``rows``."""
    import numpy as np

    out = {}
    for name, a in rows.items():
        cols = a.reshape(len(a), -1) if a.ndim > 1 else a.reshape(len(a), 1)
        for j in range(cols.shape[1]):
            x = cols[:, j]
            if name in none:
                x = x[x != -1]
            x = x.astype(np.float64)
            key = f"{name}[{j}]" if a.ndim > 1 else name
            half = 1.96 * float(x.std(ddof=1)) / len(x) ** 0.5 if len(x) > 1 else 0.0
            out[key] = {"mean": float(x.mean()) if len(x) else 0.0, "ci95": half}
            if name in none:
                out[key]["rows"] = len(x)
    n = len(rows["moves"])
    return {"rows": n, "seconds": seconds, "rows_per_second": n / seconds if seconds > 0 else None,
            "columns": out}


def run_simulate(args) -> int:
    """The ``pycards simulate`` command: a readable summary or JSON."""
    import json
    import time

    from pycards.registry import game as make_game
    from pycards.solve_cli import _options

    g = make_game(args.game, **_options(args.option))
    t0 = time.perf_counter()
    rows = simulate(g, args.n, seed=args.seed, threads=args.threads, bot=args.bot, match=args.match)
    from pycards import _core

    none = frozenset(name for name, _, minus_one_is_none in _core._simulate_columns(g) if minus_one_is_none)
    summary = _summary(rows, time.perf_counter() - t0, none)
    summary.update(game=args.game, options=dict(g.options), bot=args.bot, seed=args.seed)
    if args.json:
        print(json.dumps(summary))
        return 0
    rate = summary["rows_per_second"]
    print(f"{args.game}: {summary['rows']} {'games' if args.match else 'deals'}, bot {args.bot}, "
          f"{summary['seconds']:.3f} s" + (f", {rate:.0f}/s" if rate else ""))
    for key, c in summary["columns"].items():
        rows_note = f"  ({c['rows']} rows with a value)" if "rows" in c else ""
        print(f"  {key:<12} {c['mean']:12.3f} ± {c['ci95']:.3f}{rows_note}")
    return 0
