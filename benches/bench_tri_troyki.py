"""Три тройки benchmarks (pytest-benchmark). They also assert their results, so CI runs them with
``--benchmark-disable``:

    python -m pytest benches/bench_tri_troyki.py --benchmark-only        # measure

Random whole deals: in C++ (pycards._core._tri_troyki_random_games, GIL released) against the
pure-Python reference (tests/tri_troyki/reference.py); ``test_speed_ratio`` prints the ratio of
deals per second measured in the same run.
"""
import random
import sys
import time
from pathlib import Path

import pycards as pc
from pycards import _core

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
from tests.tri_troyki.reference import RefGame  # noqa: E402
from tests.tri_troyki.test_differential import pack  # noqa: E402

N_CPP = 20_000
N_REF = 200


def _ref_deals(packs):
    rng = random.Random(1)
    moves = 0
    for i, p in enumerate(packs):
        d = RefGame(lambda k, p=p: p, i % 4)
        while not d.over:
            d.play(rng.choice(d.legal_moves()))
            moves += 1
    return moves


def test_cpp_random_deals(benchmark):
    g = pc.game("tri_troyki")
    benchmark.extra_info["deals"] = N_CPP
    assert benchmark(_core._tri_troyki_random_games, g, N_CPP, 1, 0)["moves"].sum() >= 3 * N_CPP


def test_reference_random_deals(benchmark):
    packs = [pack(i) for i in range(N_REF)]  # the shuffle is made once, outside the timing
    benchmark.extra_info["deals"] = N_REF
    assert benchmark(_ref_deals, packs) >= 3 * N_REF


def test_speed_ratio():
    """C++ deals/s over reference deals/s, measured once (printed; C++ must be faster)."""
    g = pc.game("tri_troyki")
    t0 = time.perf_counter()
    _core._tri_troyki_random_games(g, 50_000, 2, 0)
    cpp = 50_000 / (time.perf_counter() - t0)
    t0 = time.perf_counter()
    packs = [pack(i) for i in range(300)]  # the reference's own shuffle (C++ shuffles inside its loop)
    t1 = time.perf_counter()
    _ref_deals(packs)
    t2 = time.perf_counter()
    ref, play_only = 300 / (t2 - t0), 300 / (t2 - t1)
    print(f"\ntri_troyki random deals/s: C++ {cpp:.0f}, reference {ref:.0f} (play only {play_only:.0f}), "
          f"ratio {cpp / ref:.0f}x ({cpp / play_only:.0f}x without the reference's shuffle)")
    assert cpp > ref
