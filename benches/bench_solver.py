"""Exact solver benchmarks (pytest-benchmark). They also assert their results, so CI runs them
with ``--benchmark-disable``:

    python -m pytest benches/bench_solver.py --benchmark-only        # measure
    python -m pytest benches/bench_solver.py --benchmark-disable     # just check
    python benches/bench_solver.py [WHOLE_DEALS [REPEATS]]           # print the report table
    python benches/bench_solver.py four [N6 N7 N8 N9 [LIMIT_NODES]]   # the 4-player table

Positions come from seeded deals played at random (2 players):
Each is solved three times: every move's exact value (the default), every optimal move
(all_moves="best": the others only proved worse) and the value only (all_moves=False).
1. the last round: 6 + 6 cards in hands, empty stock;
2. the last two rounds: 12 cards in hands, 12 in the stock;
3. a whole deal from its first move (every card known);
4. the same small endgames solved by the Python reference search (tests/solver/minimax.py) and by
   pycards.solve: equal values, and the speed ratio.
4 players (partnerships, no stock: 9 cards each and 4 on the table), seeded deals played at
random until every seat holds k cards (deals whose lay-outs made the hands uneven are skipped),
k = 6, 7, 8, and 9 (the whole deal from its first move): the value (all_moves=False), median
and worst time and nodes. `four` prints that table; LIMIT_NODES caps each solve (a capped solve
counts as not solved and is reported as such).
Times are the solver's own (``r.seconds``: C++ search, GIL released); the Python call adds a few
tens of microseconds of conversions.
"""
import os
import random
import statistics
import sys
import time
from functools import cache
from pathlib import Path

import pytest

import pycards as pc

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from tests.solver.minimax import move_values  # noqa: E402
from tests.uragan.reference import RefDeal  # noqa: E402

N_LAST, N_TWO = 200, 30
N_WHOLE = int(os.environ.get("PYCARDS_BENCH_WHOLE", "3"))
N_RATIO = 20


@cache
def positions(kind, n, seed=1):
    """`n` seeded positions: "last" (12 in hands, no stock), "two" (12 + 12), "whole" (start)."""
    rng = random.Random(seed)
    g = pc.game("uragan", players=2)
    out = []
    while len(out) < n:
        s = g.new_deal(seed=rng.randrange(2**63), dealer=rng.randrange(2))
        stock = {"last": 0, "two": 12, "whole": 24}[kind]
        while not s.is_over() and not (len(s.stock) == stock and sum(len(h) for h in s.hands) == 12):
            s.play(rng.choice(s.legal_moves()))
        if not s.is_over():
            out.append(s)
    return tuple(out)


def solve_all(states, all_moves=True, walls=None):
    """Solves each state; `walls` (a list) also receives each call's wall time in seconds."""
    out = []
    for s in states:
        t0 = time.perf_counter()
        out.append(pc.solve(s, all_moves=all_moves))
        if walls is not None:
            walls.append(time.perf_counter() - t0)
    return out


def stats(results, secs=None):
    secs = secs or [r.seconds for r in results]
    nodes = sum(r.nodes for r in results)
    return {
        "median_ms": 1e3 * statistics.median(secs), "max_ms": 1e3 * max(secs),
        "nodes_per_s": nodes / sum(secs), "median_nodes": statistics.median(r.nodes for r in results),
        "tt_mb_max": max(r.tt_bytes for r in results) / 2**20,
    }


def check(states, results, all_moves=True):
    for s, r in zip(states, results):
        assert r.exact and set(r.moves) == {str(m) for m in s.legal_moves()}
        assert r.value == max(v for v in r.moves.values() if v is not None) and r.best and r.best_line
        if all_moves is True:
            assert None not in r.moves.values()
        elif all_moves == "best":
            assert all((v is not None) == (m in r.best) for m, v in r.moves.items())
    return sum(r.value for r in results)


# Pinned sums of the values of the seeded positions: any change in the search's answers shows.
VALUE_SUMS = {"last": -235, "two": -24, "whole": -9}


@pytest.mark.parametrize("all_moves", [True, "best", False], ids=["all_moves", "best_moves", "value_only"])
@pytest.mark.parametrize("kind,n", [("last", N_LAST), ("two", N_TWO), ("whole", N_WHOLE)])
def test_solve(benchmark, kind, n, all_moves):
    states = positions(kind, n)
    results = benchmark.pedantic(solve_all, args=(states, all_moves), rounds=1 if kind == "whole" else 3,
                                 iterations=1)
    benchmark.extra_info.update(stats(results))
    total = check(states, results, all_moves)
    if VALUE_SUMS[kind] is not None and n == {"last": N_LAST, "two": N_TWO, "whole": 3}[kind]:
        assert total == VALUE_SUMS[kind]


@cache
def positions4(cards, n, seed=4):
    """`n` seeded 4-player positions with `cards` cards in every seat (9: the deal's start)."""
    rng = random.Random(seed + cards)
    g = pc.game("uragan", players=4)
    out = []
    while len(out) < n:
        s = g.new_deal(seed=rng.randrange(2**63), dealer=rng.randrange(4))
        while not s.is_over() and sum(len(h) for h in s.hands) > 4 * cards:
            s.play(rng.choice(s.legal_moves()))
        if not s.is_over() and all(len(h) == cards for h in s.hands):
            out.append(s)
    return tuple(out)


N_FOUR = 10
# Pinned sum of the values of positions4(6, N_FOUR).
VALUE_SUM_FOUR6 = -5


def test_solve_four_players(benchmark):
    states = positions4(6, N_FOUR)
    results = benchmark.pedantic(solve_all, args=(states, False), rounds=1, iterations=1)
    benchmark.extra_info.update(stats(results))
    for r in results:
        assert r.exact and r.best_line
    assert sum(r.value for r in results) == VALUE_SUM_FOUR6


def four_main(counts, limit):
    print(f"machine: {os.uname().machine}, {os.cpu_count()} cores, Python {sys.version.split()[0]}, "
          f"load {os.getloadavg()[0]:.1f}")
    for cards, n in zip((6, 7, 8, 9), counts):
        if n == 0:
            continue
        secs, cpus, nodes, solved = [], [], [], 0
        for s in positions4(cards, n):
            t0 = time.process_time()
            r = pc.solve(s, all_moves=False, limit_nodes=limit or None)
            cpus.append(time.process_time() - t0)
            secs.append(r.seconds)
            nodes.append(r.nodes)
            solved += r.exact
            print(f"  {cards} each: {r.seconds:8.3f} s  cpu {cpus[-1]:8.3f} s  nodes {r.nodes:11d}  "
                  f"value {r.value}  exact {r.exact}", flush=True)
        print(f"4 players, {cards} cards each, n={n}: solved {solved}, median {statistics.median(secs):.3f} s "
              f"(cpu {statistics.median(cpus):.3f}), worst {max(secs):.3f} s (cpu {max(cpus):.3f}), "
              f"median nodes {statistics.median(nodes):.0f}, worst nodes {max(nodes)}", flush=True)


def ref_of(s):
    return RefDeal.from_position(
        hands=[[str(c) for c in h] for h in s.hands], table=[str(c) for c in s.table],
        stock=[str(c) for c in s.stock], to_move=s.to_move, dealer=s.dealer, players=s.players,
        piles=[[str(c) for c in p] for p in s.piles], hurricanes=tuple(s.hurricanes),
        last_player=s.last_player)


@cache
def small_endgames(n=N_RATIO, cards=8, seed=3):
    rng = random.Random(seed)
    g = pc.game("uragan", players=2)
    out = []
    while len(out) < n:
        s = g.new_deal(seed=rng.randrange(2**63), dealer=rng.randrange(2))
        while not s.is_over() and (s.stock or sum(len(h) for h in s.hands) > cards):
            s.play(rng.choice(s.legal_moves()))
        if not s.is_over():
            out.append(s)
    return tuple(out)


def ratio_run():
    states = small_endgames()
    t0 = time.perf_counter()
    mine = [pc.solve(s).moves for s in states]
    t1 = time.perf_counter()
    theirs = [move_values(ref_of(s)) for s in states]
    t2 = time.perf_counter()
    assert mine == theirs
    return (t2 - t1) / (t1 - t0), t1 - t0, t2 - t1


def test_python_minimax_ratio(benchmark):
    ratio, ours, python = benchmark.pedantic(ratio_run, rounds=1, iterations=1)
    benchmark.extra_info.update({"ratio": ratio, "pycards_s": ours, "minimax_s": python})
    assert ratio > 10


def main(argv):
    if len(argv) > 1 and argv[1] == "four":
        nums = [int(a) for a in argv[2:]]
        counts = (nums + [20, 10, 5, 0])[:4] if len(nums) < 4 else nums[:4]
        return four_main(counts, nums[4] if len(nums) > 4 else 0)
    whole = int(argv[1]) if len(argv) > 1 else N_WHOLE
    repeat = int(argv[2]) if len(argv) > 2 else 2
    print(f"machine: {os.uname().machine}, {os.cpu_count()} cores, Python {sys.version.split()[0]}")
    for kind, n, all_moves in ((k, n, mode) for k, n in (("last", N_LAST), ("two", N_TWO), ("whole", whole))
                               for mode in (True, "best", False)):
        if n == 0:
            continue
        states = positions(kind, n)
        walls = []
        results = solve_all(states, all_moves, walls)
        check(states, results, all_moves)
        secs = [r.seconds for r in results]
        for _ in range(repeat if kind != "whole" else 0):  # best of `repeat` per position: less noise
            more = []
            again = solve_all(states, all_moves, more)
            secs = [min(a, r.seconds) for a, r in zip(secs, again)]
            walls = [min(a, b) for a, b in zip(walls, more)]
        st = stats(results, secs)
        mode = {True: "all moves", "best": "best moves", False: "value"}[all_moves]
        print(f"{kind:<5} {mode:<10} n={n:<4d} median {st['median_ms']:9.3f} ms  max {st['max_ms']:9.3f} ms  "
              f"median nodes {st['median_nodes']:9.0f}  {st['nodes_per_s'] / 1e6:5.2f} Mnodes/s  "
              f"TT max {st['tt_mb_max']:6.2f} MB  value sum {sum(r.value for r in results)}  "
              f"pc.solve call median {1e3 * statistics.median(walls):.3f} ms")
    ratio, ours, python = ratio_run()
    print(f"python minimax vs pycards.solve on {N_RATIO} 8-card endgames: {python:.3f} s vs {ours:.4f} s, "
          f"ratio {ratio:.0f}x")


if __name__ == "__main__":
    main(sys.argv)
