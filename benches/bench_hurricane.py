"""Хурикан benchmarks (pytest-benchmark): random whole deals per second in C++
(pycards._batch.hurricane_playouts, GIL released, one core and two threads) against the
pure-Python reference (tests/hurricane/reference.py) on the same shuffles, and the exact solver on
whole deals from their first move (median and worst over seeds, nodes per second). They also
assert their results, so CI runs them with ``--benchmark-disable``:

    python -m pytest benches/bench_hurricane.py --benchmark-only        # measure
    python -m pytest benches/bench_hurricane.py --benchmark-disable     # just check
"""
import random
import sys
from pathlib import Path

import pytest

import pycards as pc
from pycards import _batch, _core

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from tests.hurricane.reference import RANKS, SUITS, RefDeal  # noqa: E402

N_BATCH = 5_000
N_REF = 20


def _orders(n, seed):
    return [[RANKS[i % 13] + SUITS[i // 13] for i in map(int, row)]
            for row in _batch.shuffled_decks(pc.DECK40, n, seed)]


@pytest.mark.parametrize("max_lay", [3, 6])
@pytest.mark.parametrize("threads", [1, 2])
def test_cpp_playouts(benchmark, max_lay, threads):
    benchmark.extra_info["deals"] = N_BATCH
    r = benchmark(_batch.hurricane_playouts, N_BATCH, 1, max_lay=max_lay, threads=threads)
    assert (r["total"].sum(axis=1) <= 220).all() and r["plays"].min() >= 8


def test_cpp_playouts_core_entry(benchmark):
    benchmark.extra_info["deals"] = N_BATCH
    r = benchmark(_core.hurricane_playouts, N_BATCH, 1)
    assert (r["total"] == _batch.hurricane_playouts(N_BATCH, 1)["total"]).all()


def reference_deals(n, seed, max_lay=3):
    """Plays ``n`` random reference deals: deal i is the shuffle of ``new_deal(seed + i)``, its dealer
    i % 2, every move drawn by one ``random.Random(seed)`` (not the C++ draws). Returns the points
    captured or unclaimed, 220 a deal."""
    rng = random.Random(seed)
    total = 0
    for i, o in enumerate(_orders(n, seed)):
        d = RefDeal(o, i % 2, max_lay=max_lay)
        while not d.is_over():
            d.play(rng.choice(d.legal_moves()))
        r = d.result()
        total += sum(r["captured"]) + r["unclaimed"]
    return total


@pytest.mark.parametrize("max_lay", [3, 6])
def test_reference_playouts(benchmark, max_lay):
    benchmark.extra_info["deals"] = N_REF
    assert benchmark(reference_deals, N_REF, 1, max_lay) == 220 * N_REF


def test_python_loop(benchmark):
    g = pc.game("hurricane")

    def run():
        rng = random.Random(2)
        plays = 0
        for seed in range(20):
            s = g.new_deal(seed, 0)
            while not s.is_over():
                ids = s.legal_move_ids()
                s.play(ids[rng.randrange(len(ids))])
                plays += 1
        return plays

    assert benchmark(run) >= 20 * 8


def _ratio_run(n_cpp=200_000, n_ref=20, threads=1):
    """Deals per second of the C++ playouts and of the reference on the same shuffles (seeds
    3, 4, ...), and their ratio. Also per CPU second of this process (one thread: what one core
    delivers when the machine is shared)."""
    import time

    t0, c0 = time.perf_counter(), time.process_time()
    _batch.hurricane_playouts(n_cpp, 3, threads=threads)
    cpp, cpp_cpu = n_cpp / (time.perf_counter() - t0), n_cpp / (time.process_time() - c0)
    t0, c0 = time.perf_counter(), time.process_time()
    reference_deals(n_ref, 3)
    ref, ref_cpu = n_ref / (time.perf_counter() - t0), n_ref / (time.process_time() - c0)
    return cpp / ref, cpp, ref, cpp_cpu, ref_cpu


@pytest.mark.parametrize("threads", [1, 2])
def test_deals_per_second_ratio(benchmark, threads):
    ratio, cpp, ref, cpp_cpu, ref_cpu = benchmark.pedantic(_ratio_run, kwargs={"threads": threads}, rounds=1,
                                                           iterations=1)
    benchmark.extra_info.update({"ratio": ratio, "cpp_deals_per_s": cpp, "reference_deals_per_s": ref,
                                 "cpp_deals_per_cpu_s": cpp_cpu, "reference_deals_per_cpu_s": ref_cpu})
    print(f"\nhurricane random deals/s ({threads} thread(s)): C++ {cpp:,.0f}, reference {ref:,.0f}, ratio {ratio:.0f}x;"
          f" per CPU second: C++ {cpp_cpu:,.0f}, reference {ref_cpu:,.0f}")
    assert ratio > 10


# ---- the exact solver ------------------------------------------------------------------------
SOLVE_SEEDS = [0, 1, 2, 3, 4]


def _last_two_rounds(seed):
    """Deal `seed` played at random (Random(seed)) to the start of round 3: 12 cards in hands, 16
    in the stock."""
    s = pc.game("hurricane").new_deal(seed=seed)
    rng = random.Random(seed)
    while len(s.stock) > 16:
        s.play(rng.choice(s.legal_moves()))
    return s


def _solve_all(states, all_moves):
    out = []
    for s in states:
        r = pc.solve(s, all_moves=all_moves)
        assert r.exact and r.best_line
        out.append((r.seconds, r.nodes))
    return out


def _report(benchmark, label, runs):
    import statistics

    seconds = [t for t, _ in runs]
    nodes = sum(n for _, n in runs)
    benchmark.extra_info.update({"median_s": statistics.median(seconds), "worst_s": max(seconds),
                                 "nodes_per_s": nodes / sum(seconds)})
    print(f"\nhurricane solve, {label}: median {statistics.median(seconds):.3f} s, worst {max(seconds):.3f} s, "
          f"{nodes / sum(seconds):,.0f} nodes/s")


def test_solve_whole_deal_from_its_first_move(benchmark):
    """A whole deal solved from its first move (the value and one best move), over SOLVE_SEEDS:
    median and worst seconds, nodes per second."""
    states = [pc.game("hurricane").new_deal(seed=seed) for seed in SOLVE_SEEDS]
    runs = benchmark.pedantic(_solve_all, args=(states, False), rounds=1, iterations=1)
    _report(benchmark, "whole deal, value", runs)


@pytest.mark.parametrize("all_moves", [False, True], ids=["value", "every_move"])
def test_solve_last_two_rounds(benchmark, all_moves):
    """The last two rounds (12 cards in hands, 16 in the stock), every legal move's value or the
    value alone, over SOLVE_SEEDS."""
    states = [_last_two_rounds(seed) for seed in SOLVE_SEEDS]
    runs = benchmark.pedantic(_solve_all, args=(states, all_moves), rounds=1, iterations=1)
    _report(benchmark, f"last two rounds, {'every move' if all_moves else 'value'}", runs)
