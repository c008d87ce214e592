"""Три палки benchmarks (pytest-benchmark). They also assert their results, so CI runs them with
``--benchmark-disable``:

    python -m pytest benches/bench_tri_palki.py --benchmark-only        # measure
    python -m pytest benches/bench_tri_palki.py --benchmark-disable     # just check

Random whole games: in C++ (pycards._batch.tri_palki_games, GIL released; and the binding's
_tri_palki_random_games) against the pure-Python reference (tests/tri_palki/reference.py); the
ratio of games per second is printed by test_speed_ratio. The exact solver from the first move of
whole games (test_solve_from_first_move prints the median, the worst and the nodes).
"""
import random
import statistics
import sys
import time
from pathlib import Path

import pytest

import pycards as pc
from pycards import _batch, _core

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))
from tests.rng_model import PyXoshiro  # noqa: E402
from tests.tri_palki.reference import RefGame  # noqa: E402

N_CPP = 20_000
N_REF = 40


def reference_games(n, seed):
    rng = random.Random(seed)
    cards = 0
    for i in range(n):
        g = RefGame(seed + i, i % 2)
        while not g.over:
            g.play(rng.choice(g.legal_moves()))
        cards += g.played
    return cards


def reference_games_from_seeds(n, seed):
    """The reference doing the whole work of ``_batch.tri_palki_games(n, seed)``: game i is
    ``RefGame(seed + i, i % 2)`` (its shuffle by the Python model of pycards' generator) and every
    card is drawn by ``below(4)`` from ``Rng(seed + i + 0x9E3779B97F4A7C15)``, in pure Python, as the
    C++ batch draws it. Returns (cards played, winner) per game."""
    out = []
    for i in range(n):
        s0 = seed + i
        g, rng = RefGame(s0, i % 2), PyXoshiro((s0 + 0x9E3779B97F4A7C15) % 2**64)
        while not g.over:
            moves = g.legal_moves()
            g.play(moves[rng.below(len(moves))])
        out.append((g.played, g.winner))
    return out


def test_reference_from_seeds_plays_the_batch_games():
    r = _batch.tri_palki_games(60, 11)
    assert reference_games_from_seeds(60, 11) == list(zip(r["played"].tolist(), r["winner"].tolist()))


def test_same_deals():
    """``pc.simulate`` and the reference play the very same games: ``RefGame(seed + i, i % 2)``
    shuffles as ``new_deal`` does, every move drawn by ``Rng(seed + i + 1)`` from its legal moves."""
    from random_deals import same_as_simulate

    refs = same_as_simulate("tri_palki", RefGame, lambda g: g.sticks, 50, 7, 2)
    assert pc.simulate("tri_palki", 50, 7, threads=1)["moves"].tolist() == [g.played for g in refs]


def test_cpp_random_games(benchmark):
    benchmark.extra_info["games"] = N_CPP
    r = benchmark(_batch.tri_palki_games, N_CPP, 1)
    assert (r["winner"] < 2).all() and int(r["played"].max()) <= 420


def test_cpp_random_games_threads(benchmark):
    r = benchmark(_batch.tri_palki_games, N_CPP, 1, 2)
    assert (r["winner"] < 2).all()


def test_cpp_random_games_binding(benchmark):
    g = pc.game("tri_palki")
    assert benchmark(_core._tri_palki_random_games, g, N_CPP, 1) > 0


def test_reference_random_games(benchmark):
    benchmark.extra_info["games"] = N_REF
    assert benchmark(reference_games, N_REF, 1) > 0


# (options, seeds, node limit per game, solved at least): every legal move's value (all_moves, the
# default) of whole games from their first move. The default (sticks_to_lose = 3) is not solved for
# every game yet: some take more than the node limit (they report their nodes and time at the
# limit, counted in the median and the worst). With --benchmark-disable (a check, not a
# measurement) each setup solves its first game only.
SOLVE_SETUPS = [
    (dict(sticks_to_lose=1), range(20), 1_000_000, 20),
    (dict(sticks_to_lose=2), range(8), 50_000_000, 8),
    (dict(), (3, 0, 1, 2, 4, 5), 30_000_000, 1),
]


@pytest.mark.parametrize("options,seeds,limit,least", SOLVE_SETUPS, ids=[str(o) for o, _, _, _ in SOLVE_SETUPS])
def test_solve_from_first_move(request, options, seeds, limit, least):
    """Whole games solved from their first move, every root move: median and worst seconds, nodes
    (printed)."""
    if request.config.getoption("benchmark_disable", False):
        seeds = seeds[:1]
    g = pc.game("tri_palki", **options)
    times, nodes, solved, solved_times = [], [], 0, []
    for seed in seeds:
        r = pc.solve(g.new_deal(seed=seed), limit_nodes=limit)
        if r.exact:
            solved += 1
            solved_times.append(r.seconds)
            assert r.value in (-1, 1) and set(r.moves.values()) <= {-1, 1} and r.best
        times.append(r.seconds)
        nodes.append(r.nodes)
    solved_median = f"{statistics.median(solved_times):.3f} s" if solved_times else "-"
    print(
        f"tri_palki solve from the first move, every move, {options}: {solved}/{len(seeds)} exact within {limit} "
        f"nodes, median {statistics.median(times):.3f} s (solved: {solved_median}), worst {max(times):.3f} s, "
        f"nodes median {int(statistics.median(nodes))} worst {max(nodes)}"
    )
    assert solved >= min(least, len(seeds))


def test_speed_ratio():
    """C++ games/s over reference games/s, measured once in this run (printed)."""
    t0 = time.perf_counter()
    _batch.tri_palki_games(N_CPP, 2)
    cpp = N_CPP / (time.perf_counter() - t0)
    t0 = time.perf_counter()
    reference_games(N_REF, 2)
    ref = N_REF / (time.perf_counter() - t0)
    t0 = time.perf_counter()
    reference_games_from_seeds(N_REF, 2)
    seeds = N_REF / (time.perf_counter() - t0)
    print(f"tri_palki random games/s: C++ {cpp:.0f}, reference {ref:.1f} (ratio {cpp / ref:.0f}x), the reference "
          f"from the seeds, its draws too in Python {seeds:.1f} (ratio {cpp / seeds:.0f}x)")
    assert cpp > ref and cpp > seeds


def test_sample_world(benchmark):
    """sample_world for the seat to move of a mid-game position, per CPU second."""
    from random_deals import mid_game, world_bench

    world_bench(benchmark, "tri_palki", mid_game(pc.game("tri_palki"), seed=5, plays=20))
