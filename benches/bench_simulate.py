"""pycards.simulate: seeded random deals of every game in C++ at 1 and 2 threads, against the game's
pure-Python reference (tests/<game>/reference.py) playing random deals of the same game in the
same run (issue 17). They also assert their results, so CI runs them with ``--benchmark-disable``:

    python -m pytest benches/bench_simulate.py --benchmark-only                  # measure simulate
    python -m pytest benches/bench_simulate.py -k against_reference -s --benchmark-disable
    python benches/simulate_table.py                                             # the docs/scale.md table

``test_simulate_against_reference[name]`` prints one line per game: C++ deals per CPU second on 1
thread (random_deals.cpu_rate), deals per wall-clock second on 2 threads (the CPU time of a
2-thread run adds up both threads and hides the scaling), the reference's deals per CPU second
and the ratio of the 1-thread rate to the reference's. What the reference plays is in
``REFERENCES`` (``plays``): the very deals of ``pc.simulate`` (same shuffles, same move draws,
the final scores checked equal) where the game's bench can make them, else random deals of the
same seeded shuffles with moves drawn by ``random.Random`` (comparable, not the same, deals).
Each side's sample is sized to take about ``SECONDS`` of CPU (random_deals.sized_rate), so the
whole module runs in well under a minute.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import numpy as np
import pytest

import pycards as pc

sys.path.insert(0, str(Path(__file__).resolve().parent))
from random_deals import play_reference, sized_rate, wall_rate  # noqa: E402

N = 2_000
SEED = 2
SECONDS = 0.1  # CPU seconds of one timed run of each side
SAME = "the same deals (shuffles and draws), scores checked equal"
COMPARABLE = "comparable deals: the same shuffles, moves drawn by random.Random"


@pytest.mark.parametrize("threads", [1, 2])
@pytest.mark.parametrize("name", pc.games())
def test_simulate(benchmark, name, threads):
    g = pc.game(name)
    r = benchmark(pc.simulate, g, N, 1, threads)
    assert r["moves"].shape == (N,)


@dataclass(frozen=True)
class Reference:
    """A game's reference side: ``play(n, seed)`` plays n reference deals (deal i from seed + i) with
    the game bench's helper; ``check(out, rows)`` asserts on its output, ``rows`` being
    ``pc.simulate`` of the same n and seed; ``plays`` says what the deals are."""

    play: Callable[[int, int], object]
    check: Callable[[object, dict], None]
    plays: str


def _equal_scores(scores_of):
    """The check of a reference that plays the very deals of simulate: its final scores equal."""

    def check(out, rows):
        assert [scores_of(d) for d in out] == rows["scores"].tolist()

    return check


def _equal(total_per_deal):
    """The check of a helper returning a total over its deals that every deal adds to alike."""

    def check(out, rows):
        assert out == total_per_deal * len(rows["moves"])

    return check


def _references() -> dict:
    import bench_chip_game
    import bench_construction
    import bench_hurricane
    import bench_kazino
    import bench_stos
    import bench_thousand
    import bench_ton
    import bench_torgovlya
    import bench_tri_listika
    import bench_tri_palki
    import bench_tri_troyki
    import bench_uragan

    def thousand(game):
        def check(out, rows):
            assert len(out) == len(rows["moves"]) and bench_thousand.card_points_add_up(out)

        return Reference(lambda n, seed: bench_thousand.reference_deals(n, seed, game), check, COMPARABLE)

    return {
        "chip_game": Reference(bench_chip_game.reference_deals, _equal_scores(lambda chips: chips),
                               "the same deals (no decisions), chips checked equal"),
        "construction": Reference(lambda n, seed: play_reference(bench_construction.ref_game, seed, n, 2),
                                  _equal_scores(lambda g: list(g.scores())), SAME),
        "hurricane": Reference(bench_hurricane.reference_deals, _equal(220), COMPARABLE),
        "kazino": Reference(bench_kazino.reference_deals, _equal(47), COMPARABLE),
        "stos": Reference(lambda n, seed: play_reference(bench_stos.RefStos, seed, n, 2),
                          _equal_scores(lambda g: g.balance), SAME),
        "thousand": thousand("thousand"),
        "thousand_one": thousand("thousand_one"),
        "ton": Reference(bench_ton.reference_deals, _equal(0), COMPARABLE),
        "torgovlya": Reference(lambda n, seed: play_reference(bench_torgovlya.InCoreOrder, seed, n, 4),
                               _equal_scores(lambda d: d.g.tokens), SAME),
        "tri_listika": Reference(bench_tri_listika.reference_deals, _equal(0), COMPARABLE),
        "tri_palki": Reference(lambda n, seed: play_reference(bench_tri_palki.RefGame, seed, n, 2),
                               _equal_scores(lambda g: g.sticks), SAME),
        "tri_troyki": Reference(lambda n, seed: play_reference(bench_tri_troyki.ref_deal, seed, n, 4),
                                _equal_scores(lambda d: d.scores), SAME),
        "uragan": Reference(bench_uragan.reference_deals, _equal(40), COMPARABLE),
    }


def measure(name: str, seconds: float = SECONDS) -> dict:
    """The three rates of ``name`` (default options), its reference's output checked against
    ``pc.simulate`` of the same deals' seeds, and the sample sizes."""
    g = pc.game(name)
    ref = _references()[name]
    cpp1, n1, rows1 = sized_rate(lambda n: pc.simulate(g, n, SEED, threads=1), seconds)
    rows2 = {}
    cpp2 = wall_rate(lambda: rows2.update(pc.simulate(g, n1, SEED, threads=2)), n1)
    for key, col in rows1.items():  # the same numbers for any thread count (pc.simulate's contract)
        assert np.array_equal(col, rows2[key]), key
    ref_rate, n_ref, out = sized_rate(lambda n: ref.play(n, SEED), seconds)
    ref.check(out, pc.simulate(g, n_ref, SEED, threads=1))
    return {"game": name, "threads_1": cpp1, "threads_2": cpp2, "reference": ref_rate, "ratio": cpp1 / ref_rate,
            "deals_cpp": n1, "deals_reference": n_ref, "plays": ref.plays}


@pytest.mark.parametrize("name", pc.games())
def test_simulate_against_reference(name):
    """simulate's deals per second (1 thread: per CPU second; 2 threads: per wall second) and the
    reference's per CPU second, printed; the reference's deals checked against simulate's."""
    assert set(_references()) == set(pc.games())  # every game has its reference side
    m = measure(name)
    print(f"\n{name} simulate deals/s: 1 thread {m['threads_1']:,.0f}, 2 threads {m['threads_2']:,.0f} (wall), "
          f"reference {m['reference']:,.0f}, ratio {m['ratio']:,.0f}x ({m['deals_cpp']} C++ and {m['deals_reference']}"
          f" reference deals; reference: {m['plays']})")
    assert m["threads_1"] > m["reference"] > 0 and m["threads_2"] > 0
