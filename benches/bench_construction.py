"""Construction benchmarks (pytest-benchmark). They also assert their results, so CI runs them with
``--benchmark-disable``:

    python -m pytest benches/bench_construction.py --benchmark-only        # measure
    python -m pytest benches/bench_construction.py --benchmark-disable -s  # just check (and print)

Random whole games: in C++ (``pycards.simulate``, one thread; the game has no private batch entry
point, simulate's loop is the C++ playout) against the pure-Python reference
(tests/construction/reference.py) on the very same games (the same seeded shuffles and the same
move draws, asserted); the ratio of games per CPU second is printed by test_speed_ratio (the
issue's target: at least 1000x). The mean game length in cards turned up under random and under
greedy play is printed by test_game_lengths.
"""
import sys
from pathlib import Path

import numpy as np

import pycards as pc

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "benches"))
from random_deals import cpu_rate, play_reference, report  # noqa: E402

from tests.construction.reference import RefGame  # noqa: E402

N_CPP = 200
N_REF = 2
N_LENGTHS = 400


def ref_game(seed, dealer):
    """The reference game of ``new_deal(seed, dealer)``: the seat ``dealer`` takes red."""
    return RefGame(seed, red=dealer)


def test_cpp_random_games(benchmark):
    g = pc.game("construction")
    benchmark.extra_info["games"] = N_CPP
    r = benchmark(pc.simulate, g, N_CPP, 1, threads=1)
    assert (r["draws"] <= 2000).all() and (r["moves"] == r["draws"]).all()  # one move per card turned up
    assert ((r["reason"] == 0) | (r["draws"] == 2000)).all()


def test_cpp_greedy_games(benchmark):
    g = pc.game("construction")
    benchmark.extra_info["games"] = N_CPP
    r = benchmark(pc.simulate, g, N_CPP, 1, threads=1, bot="greedy")
    assert (r["moves"] == r["draws"]).all()
    assert (r["winner"][r["reason"] == 0] >= 0).all()


def test_same_games():
    """pc.simulate and the reference play the very same games: ``RefGame(seed + i, red=i % 2)``
    shuffles as ``new_deal(seed + i, i % 2)`` does, every move drawn by ``Rng(seed + i + 1)`` from
    its legal moves (texts in the canonical order)."""
    refs = play_reference(ref_game, 5, N_REF, 2)
    r = pc.simulate("construction", N_REF, 5, threads=1)
    assert r["draws"].tolist() == [d.draws for d in refs]
    assert r["built"].tolist() == [len(d.layout) - 2 for d in refs]
    assert r["heights"].tolist() == [[d.height(0), d.height(1)] for d in refs]


def test_speed_ratio():
    cpp = cpu_rate(lambda: pc.simulate("construction", N_CPP, 2, threads=1), N_CPP, repeats=3)
    ref = cpu_rate(lambda: play_reference(ref_game, 2, N_REF, 2), N_REF, repeats=1)
    print("\n" + report("construction", cpp, ref).replace("deals", "games"))
    # about 2400x measured (docs/construction.md, "Measurements"); the free cards found by a walk
    # over the layout, as before the layout's bit masks, gave about 300x: the floor catches that
    # with room for load
    assert cpp > 500 * ref


def test_game_lengths():
    """Mean cards turned up per game: random play (almost always the whole max_draws = 2000: a
    random commuter rarely climbs 10 rows and comes home) against greedy play (the greedy rule of
    docs/construction.md, both seats), and how often each ends in a win."""
    g = pc.game("construction")
    rnd = pc.simulate(g, N_LENGTHS, 3, threads=2)
    gre = pc.simulate(g, N_LENGTHS, 3, threads=2, bot="greedy")
    lengths = {k: float(np.mean(r["draws"])) for k, r in (("random", rnd), ("greedy", gre))}
    wins = {k: float(np.mean(r["reason"] == 0)) for k, r in (("random", rnd), ("greedy", gre))}
    print(f"\nconstruction mean game length in cards turned up ({N_LENGTHS} games): random {lengths['random']:.1f} "
          f"(wins {wins['random']:.0%}), greedy {lengths['greedy']:.1f} (wins {wins['greedy']:.0%})")
    assert lengths["greedy"] < lengths["random"] and wins["greedy"] > wins["random"]
