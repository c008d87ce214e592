"""pycards.simulate: seeded random deals of every game in C++ at 1 and 2 threads, and (for the games
whose benches have a reference deal maker) the pure-Python reference playing the same deals in the
same run. Rates are deals per CPU second of one thread (random_deals.cpu_rate)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

import pycards as pc

sys.path.insert(0, str(Path(__file__).resolve().parent))
from random_deals import cpu_rate, play_reference  # noqa: E402

N = 2_000
N_REF = 50


@pytest.mark.parametrize("threads", [1, 2])
@pytest.mark.parametrize("name", pc.games())
def test_simulate(benchmark, name, threads):
    g = pc.game(name)
    r = benchmark(pc.simulate, g, N, 1, threads)
    assert r["moves"].shape == (N,)


def _ref_makers():
    from bench_torgovlya import ref_deal as torgovlya_deal
    from bench_tri_troyki import ref_deal as tri_troyki_deal

    return {"torgovlya": torgovlya_deal, "tri_troyki": tri_troyki_deal}


@pytest.mark.parametrize("name", ["torgovlya", "tri_troyki"])
def test_simulate_against_reference(name):
    """Deals per CPU second: simulate (1 thread) over the reference's, printed."""
    make = _ref_makers()[name]
    g = pc.game(name)
    cpp = cpu_rate(lambda: pc.simulate(g, 20 * N, 2, threads=1), 20 * N)
    ref = cpu_rate(lambda: play_reference(make, 2, N_REF, 4), N_REF)
    print(f"\n{name} simulate deals per CPU second: C++ {cpp:.0f}, reference {ref:.0f}, ratio {cpp / ref:.0f}x")
    assert cpp > 0 and ref > 0
