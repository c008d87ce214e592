"""Три тройки benchmarks (pytest-benchmark). They also assert their results, so CI runs them with
``--benchmark-disable``:

    python -m pytest benches/bench_tri_troyki.py --benchmark-only        # measure

Random whole deals: in C++ (pycards._core._tri_troyki_random_games, GIL released) against the
pure-Python reference (tests/tri_troyki/reference.py) on the same seeded deals
(benches/random_deals.py); ``test_speed_ratio`` prints the ratio of deals per CPU second.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from random_deals import cpp_deals, play_reference, speed_ratio  # noqa: E402

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
    benchmark.extra_info["deals"] = N_CPP
    assert benchmark(cpp_deals, "tri_troyki", N_CPP)["moves"].sum() >= 3 * N_CPP


def test_reference_random_deals(benchmark):
    benchmark.extra_info["deals"] = N_REF
    assert len(benchmark(play_reference, ref_deal, 1, N_REF, 4)) == N_REF


def test_same_deals():
    """The C++ playouts and the reference play the very same deals (same draws, same move order)."""
    r = cpp_deals("tri_troyki", 100, 7)
    refs = play_reference(ref_deal, 7, 100, 4)
    assert [list(map(int, row)) for row in r["scores"]] == [d.scores for d in refs]


def test_speed_ratio():
    """C++ deals per CPU second (one thread) over the reference's, the same seeded deals."""
    assert speed_ratio("tri_troyki", ref_deal) > 1


def test_sample_world(benchmark):
    """sample_world for the seat to move of a mid-game position, per CPU second."""
    from random_deals import mid_game, world_bench

    import pycards as pc

    world_bench(benchmark, "tri_troyki", mid_game(pc.game("tri_troyki"), seed=5, plays=3))
