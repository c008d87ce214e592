"""Торговля benchmarks (pytest-benchmark). They also assert their results, so CI runs them with
``--benchmark-disable``:

    python -m pytest benches/bench_torgovlya.py --benchmark-only        # measure

Random whole deals and whole games: in C++ (pycards._core._torgovlya_random_games, GIL released)
against the pure-Python reference (tests/torgovlya/reference.py); ``test_speed_ratio`` prints the
ratio of deals per second measured in the same run.
"""
import random
import sys
import time
from pathlib import Path

import pycards as pc
from pycards import _batch, _core

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from tests.torgovlya.reference import RANKS, SUITS, RefGame  # noqa: E402

N_CPP = 20_000
N_REF = 200


def _orders(n, seed):
    rows = _batch.shuffled_decks(pc.DECK52, n, seed)
    return [[RANKS[i % 13] + SUITS[i // 13] for i in map(int, row)] for row in rows]


def _ref_deals(orders):
    rng = random.Random(1)
    moves = 0
    for i, o in enumerate(orders):
        d = RefGame(lambda k, o=o: o, i % 4)
        while not d.over:
            d.play(rng.choice(d.legal_moves()))
            moves += 1
    return moves


def test_cpp_random_deals(benchmark):
    g = pc.game("torgovlya")
    benchmark.extra_info["deals"] = N_CPP
    assert benchmark(_core._torgovlya_random_games, g, N_CPP, 1, 0)["moves"].sum() >= 3 * N_CPP


def test_cpp_random_games(benchmark):
    g = pc.game("torgovlya")
    benchmark.extra_info["games"] = N_CPP // 10
    assert benchmark(_core._torgovlya_random_games, g, N_CPP // 10, 1, 1)["moves"].sum() >= 3 * N_CPP // 10


def test_reference_random_deals(benchmark):
    orders = _orders(N_REF, 1)
    benchmark.extra_info["deals"] = N_REF
    assert benchmark(_ref_deals, orders) >= 3 * N_REF


def test_speed_ratio():
    """C++ deals/s over reference deals/s, measured once (printed; C++ must be faster)."""
    g = pc.game("torgovlya")
    t0 = time.perf_counter()
    _core._torgovlya_random_games(g, 50_000, 2, 0)
    cpp = 50_000 / (time.perf_counter() - t0)
    orders = _orders(300, 2)
    t0 = time.perf_counter()
    _ref_deals(orders)
    ref = 300 / (time.perf_counter() - t0)
    print(f"\ntorgovlya random deals/s: C++ {cpp:.0f}, reference {ref:.0f}, ratio {cpp / ref:.0f}x")
    assert cpp > ref
