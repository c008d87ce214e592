"""Три тройки benchmarks (pytest-benchmark). They also assert their results, so CI runs them with
``--benchmark-disable``:

    python -m pytest benches/bench_tri_troyki.py --benchmark-only        # measure

Random whole deals: in C++ (pycards._core._tri_troyki_random_games, GIL released) against the
pure-Python reference (tests/tri_troyki/reference.py) on the same seeded deals
(benches/random_deals.py); ``test_speed_ratio`` prints the ratio of deals per CPU second.
"""
import sys
from pathlib import Path

import pycards as pc
from pycards import _core

sys.path.insert(0, str(Path(__file__).resolve().parent))
from random_deals import cpu_rate, play_reference, report  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from tests.tri_troyki.reference import RefGame  # noqa: E402
from tests.tri_troyki.test_differential import pack  # noqa: E402

N_CPP = 20_000
N_REF = 200


def ref_deal(seed, dealer):
    """The reference deal of ``new_deal(seed, dealer)``: the 104 cards shuffled by the Python model."""
    p = pack(seed)
    return RefGame(lambda k: p, dealer)


def test_cpp_random_deals(benchmark):
    g = pc.game("tri_troyki")
    benchmark.extra_info["deals"] = N_CPP
    assert benchmark(_core._tri_troyki_random_games, g, N_CPP, 1, 0)["moves"].sum() >= 3 * N_CPP


def test_reference_random_deals(benchmark):
    benchmark.extra_info["deals"] = N_REF
    assert len(benchmark(play_reference, ref_deal, 1, N_REF, 4)) == N_REF


def test_same_deals():
    """The C++ playouts and the reference play the very same deals (same draws, same move order)."""
    r = _core._tri_troyki_random_games(pc.game("tri_troyki"), 100, 7, 0)
    refs = play_reference(ref_deal, 7, 100, 4)
    assert [list(map(int, row)) for row in r["scores"]] == [d.scores for d in refs]


def test_speed_ratio():
    """C++ deals per CPU second (one thread) over the reference's, the same seeded deals."""
    g = pc.game("tri_troyki")
    cpp = cpu_rate(lambda: _core._tri_troyki_random_games(g, 100_000, 2, 0, 1), 100_000)
    ref = cpu_rate(lambda: play_reference(ref_deal, 2, 200, 4), 200)
    print("\n" + report("tri_troyki", cpp, ref))
    assert cpp > ref
