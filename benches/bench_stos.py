"""Стос benchmarks (pytest-benchmark). They also assert their results, so CI runs them with
``--benchmark-disable``:

    python -m pytest benches/bench_stos.py --benchmark-only        # measure
    python -m pytest benches/bench_stos.py --benchmark-disable     # just check

Random whole games (one coup each, the default): in C++ (pycards._batch.stos_coups, GIL released)
against the pure-Python reference (tests/stos/reference.py) playing the same coups; the ratio of
games per second is printed by test_speed_ratio. Also the exact expectation and the known-order
solver.
"""
import random
import sys
import time
from pathlib import Path

import pytest

import pycards as pc
import pycards.stos as stos
from pycards import _batch

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))
from tests.stos.reference import DECK32, RefStos  # noqa: E402

N_CPP = 200_000
N_REF = 2_000


def reference_games(n, seed):
    rng = random.Random(seed)
    gain = 0
    for i in range(n):
        g = RefStos(seed + i, i % 2)
        g.play(DECK32[rng.randrange(32)])
        gain += g.last["points"][g.last["dealer"]]
    return gain


def test_same_deals():
    """``pc.simulate`` and the reference play the very same games: ``RefStos(seed + i, i % 2)``
    shuffles as ``new_deal`` does, the card drawn by ``Rng(seed + i + 1)`` from its legal moves."""
    from random_deals import same_as_simulate

    same_as_simulate("stos", RefStos, lambda g: g.balance, 300, 7, 2)


def test_cpp_random_games(benchmark):
    benchmark.extra_info["games"] = N_CPP
    r = benchmark(_batch.stos_coups, N_CPP, 1)
    assert len(r["dealer_gain"]) == N_CPP and (r["position"] >= 1).all() and (r["position"] <= 29).all()


@pytest.mark.parametrize("threads", [2])
def test_cpp_random_games_threads(benchmark, threads):
    r = benchmark(_batch.stos_coups, N_CPP, 1, threads)
    assert len(r["dealer_gain"]) == N_CPP


def test_reference_random_games(benchmark):
    benchmark.extra_info["games"] = N_REF
    gain = benchmark(reference_games, N_REF, 1)
    assert abs(gain) <= 3 * N_REF


def test_python_loop_games(benchmark):
    g = pc.game("stos")

    def run():
        for i in range(N_REF):
            s = g.new_deal(seed=i, dealer=i % 2)
            s.play(DECK32[i % 32])
        return s

    assert benchmark(run).is_over()


def test_expected_value(benchmark):
    assert benchmark(stos.expected_value, "QH", 3) == stos.expected_value("7C", 3)


def test_known_order_solve(benchmark):
    s = pc.game("stos").new_deal(seed=5)
    r = benchmark(pc.solve, s)
    assert r.value in (3, -1)


def test_speed_ratio():
    """C++ games/s over reference games/s, measured once in this run (printed)."""
    t0 = time.perf_counter()
    _batch.stos_coups(N_CPP, 2)
    cpp = N_CPP / (time.perf_counter() - t0)
    t0 = time.perf_counter()
    reference_games(N_REF, 2)
    ref = N_REF / (time.perf_counter() - t0)
    print(f"stos random games/s: C++ {cpp:.0f}, reference {ref:.0f}, ratio {cpp / ref:.0f}x")
    assert cpp > ref


def test_sample_world(benchmark):
    """sample_world for the seat to move of a mid-game position, per CPU second."""
    from random_deals import mid_game, world_bench

    world_bench(benchmark, "stos", mid_game(pc.game("stos", coups=3), seed=5, plays=0))
