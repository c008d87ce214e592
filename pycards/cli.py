"""The ``pycards`` command line: ``pycards --help``, ``pycards demo``, ``pycards solve``,
``pycards bench``.

Every command exits non-zero with a one-line message on bad input (no command at all included).

>>> main(["--version"])  # doctest: +SKIP
pycards 0.1.0
"""

from __future__ import annotations

import argparse
import sys
import time
from typing import Callable

import pycards as pc


def _play_out(state, limit: int = 100_000) -> int:
    """Plays the first legal move until the game is over (seeded games are deterministic)."""
    moves = 0
    while not state.is_over() and moves < limit:
        state.play(state.legal_moves()[0])
        moves += 1
    return moves


def _random_play_out(state, rng) -> int:
    moves = 0
    while not state.is_over():
        ms = state.legal_moves()
        state.play(ms[rng.randrange(len(ms))])
        moves += 1
    return moves


def _rate(fn: Callable[[], int], seconds: float = 0.3) -> float:
    """Units per second of ``fn`` (which returns how many units it did), over ~``seconds``."""
    done, start = 0, time.perf_counter()
    while True:
        done += fn()
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return done / elapsed


DEMO_MAX_DEALS = 12


def cmd_demo(args) -> int:
    import random

    print(f"pycards {pc.__version__}: {len(pc.games())} games: {', '.join(pc.games())}")
    for name in pc.games():
        # Random play rarely wins a long match (Тысяча's 1000): cap the deals where a game can.
        specs = {spec["name"] for spec in pc.game(name).option_specs()}
        g = pc.game(name, **({"max_deals": DEMO_MAX_DEALS} if "max_deals" in specs else {}))
        s = g.new_match(seed=args.seed)
        moves = _random_play_out(s, random.Random(args.seed))
        print(f"\n== {name} {g.options} seed={args.seed}: {moves} moves")
        print(f"   final scores: {s.scores()}")
        print(f"   position:     {s.notation()}")
    solve = getattr(pc, "solve", None)
    if solve is not None and "uragan" in pc.games():
        s = pc.game("uragan").new_deal(seed=args.seed, dealer=0)
        while sum(len(h) for h in s.hands) > 6 or len(s.stock) > 0:
            s.play(s.legal_moves()[0])
        r = solve(s)
        print(f"\n== solved uragan ending: {s.notation()}")
        print(f"   value {r.value:+d} for seat {s.to_move}; best: {', '.join(r.best)}; "
              f"{r.nodes} nodes in {r.seconds * 1000:.2f} ms")
    _print_throughput()
    return 0


def _print_throughput() -> None:
    from pycards import _batch

    n = 100_000
    t = time.perf_counter()
    _batch.shuffled_decks(pc.DECK52, n, seed=1)
    shuffles = n / (time.perf_counter() - t)
    g = pc.game("chip_game")
    seeds = iter(range(10**9))
    games = _rate(lambda: (_play_out(g.new_match(seed=next(seeds))), 1)[1])
    print(f"\nthroughput: {shuffles:,.0f} shuffled 52-card decks/s (C++ batch, 1 thread); "
          f"{games:,.0f} chip games/s driven from Python")


def cmd_bench(args) -> int:
    _print_throughput()
    return 0


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="pycards",
        description="Fast, exact Russian card games: play, solve and benchmark.",
        epilog=f"games: {', '.join(pc.games())}",
    )
    p.add_argument("--version", action="version", version=f"pycards {pc.__version__}")
    sub = p.add_subparsers(dest="command", metavar="COMMAND")
    demo = sub.add_parser("demo", help="play a seeded game of every game and print a throughput line")
    demo.add_argument("--seed", type=int, default=7, help="seed of every game (default 7)")
    demo.set_defaults(func=cmd_demo)
    bench = sub.add_parser("bench", help="print throughput figures")
    bench.set_defaults(func=cmd_bench)
    _add_optional_commands(sub)
    return p


def _add_optional_commands(sub) -> None:
    """Commands that live in their own modules (added as the features land)."""
    try:
        from pycards import solve_cli
    except ImportError:
        return
    solve = sub.add_parser("solve", help="solve a position exactly (every card known)")
    solve_cli.build_parser(solve)
    solve.set_defaults(func=solve_cli.run)
    from pycards import _arena as arena

    arena_cmd = sub.add_parser("arena", help="bots play seeded deals against each other, seats rotating")
    arena.build_parser(arena_cmd)
    arena_cmd.set_defaults(func=arena.run)
    from pycards import scale

    many = sub.add_parser("solve-many", help="solve many positions (threads, processes or a Dask cluster)")
    scale.build_parser(many)
    many.set_defaults(func=scale.run)
    sim = sub.add_parser("simulate", help="seeded random (or greedy) playouts in C++: column means and rate")
    scale.build_simulate_parser(sim)
    sim.set_defaults(func=scale.run_simulate)
    from pycards import _play as play

    play_cmd = sub.add_parser("play", help="play a game against bots in the terminal")
    play.build_parser(play_cmd)
    play_cmd.set_defaults(func=play.run)


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):  # no command: usage and a one-line error, like bad input
        parser.print_usage(sys.stderr)
        print("pycards: error: a command is required (pycards --help lists them)", file=sys.stderr)
        return 2
    try:
        return int(args.func(args) or 0)
    except (ValueError, OSError) as e:  # user errors: one line, non-zero exit
        print(f"pycards: error: {e}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
