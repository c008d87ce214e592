"""Три листика benchmarks (pytest-benchmark): random whole deals per second in C++
(pycards._core.tri_listika_playouts, GIL released) against the pure-Python reference
(tests/tri_listika/reference.py) on the same shuffles. They also assert their results, so CI runs
them with ``--benchmark-disable``:

    python -m pytest benches/bench_tri_listika.py --benchmark-only        # measure
    python -m pytest benches/bench_tri_listika.py --benchmark-disable     # just check
"""
import random
import sys
from pathlib import Path

import pytest

import pycards as pc
from pycards import _batch, _core

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from random_deals import cpu_rate, reference_rates  # noqa: E402

from tests.tri_listika.reference import RANKS, SUITS, RefDeal  # noqa: E402

N_BATCH = 20_000
N_REF = 200


def _orders(n, seed):
    rows = _batch.shuffled_decks(pc.DECK32, n, seed)
    return [[RANKS[i % 13] + SUITS[i // 13] for i in map(int, row)] for row in rows]


def _ref_run(orders, seed, **opts):
    rng = random.Random(seed)
    total = 0
    for i, o in enumerate(orders):
        d = RefDeal(o, i % 4, **opts)
        while not d.is_over():
            d.play(rng.choice(d.legal_moves()))
        r = d.result()
        total += sum(r["net"]) + r["carried"]
    return total


@pytest.mark.parametrize("trumps_in_play", [0, 1])
def test_cpp_playouts(benchmark, trumps_in_play):
    benchmark.extra_info["deals"] = N_BATCH
    r = benchmark(_core.tri_listika_playouts, N_BATCH, 1, trumps_in_play=trumps_in_play)
    assert r["plays"].min() >= 0 and (r["pot_winner"] >= -1).all()


def reference_deals(n, seed, **opts):
    """Plays ``n`` random reference deals from the seeds: deal i is the shuffle of ``new_deal(seed +
    i)``, its dealer i % 4, moves drawn by one ``random.Random(seed)`` (not the C++ draws). Returns
    the money left over, 0 (money is conserved)."""
    return _ref_run(_orders(n, seed), seed, **opts)


@pytest.mark.parametrize("trumps_in_play", [0, 1])
def test_reference_playouts(benchmark, trumps_in_play):
    benchmark.extra_info["deals"] = N_REF
    assert benchmark(reference_deals, N_REF, 1, trumps_in_play=trumps_in_play) == 0  # money is conserved


def _ratio_run(n_cpp=20_000, n_ref=200, runs=5):
    """Deals per CPU second of the C++ playouts (one thread) and of the reference on the same seeds
    (deal i of both is the deck shuffled with seed 3 + i), the median of `runs` runs each; the ratio
    of the medians. The reference is timed on the dealt orders and, like the C++ batch, from the
    seeds, the same shuffle in pure Python included (random_deals.reference_rates)."""
    cpp = cpu_rate(lambda: _core.tri_listika_playouts(n_cpp, 3), n_cpp, runs)
    ref_play, ref_whole = reference_rates(lambda dealt: _ref_run(dealt, 3), _orders(n_ref, 3), pc.DECK32, 3,
                                          lambda i: RANKS[i % 13] + SUITS[i // 13], runs)
    return cpp, ref_play, ref_whole


def test_deals_per_second_ratio(benchmark):
    cpp, ref_play, ref_whole = benchmark.pedantic(_ratio_run, rounds=1, iterations=1)
    benchmark.extra_info.update({"cpp_deals_per_s": cpp, "reference_play_deals_per_s": ref_play,
                                 "reference_whole_deals_per_s": ref_whole, "ratio_play": cpp / ref_play,
                                 "ratio_whole": cpp / ref_whole})
    print(f"\ntri_listika random deals per CPU second (medians): C++ {cpp:,.0f}; reference {ref_play:,.0f} on the "
          f"dealt orders ({cpp / ref_play:.0f}x), {ref_whole:,.0f} from the seeds ({cpp / ref_whole:.0f}x)")
    assert cpp > 10 * ref_play


def _full_play_states(n, seed=9):
    """States at the start of the card play (everybody plays), one per deal, skipping хлюст deals."""
    g = pc.game("tri_listika")
    out = []
    i = 0
    while len(out) < n:
        s = g.new_deal(seed=seed + i, dealer=i % 4)
        i += 1
        while s.phase == "declare":
            s.play("play")
        if s.phase == "play":
            out.append(s)
    return out


def test_solver_full_card_play(benchmark):
    """pc.solve on the whole card play of a deal (4 players, 3 tricks): median and worst time, nodes."""
    import statistics
    import time

    states = _full_play_states(200)

    def run():
        times, nodes = [], []
        for s in states:
            t0 = time.perf_counter()
            r = pc.solve(s)
            times.append(time.perf_counter() - t0)
            nodes.append(r.nodes)
            assert r.exact
        return times, nodes

    times, nodes = benchmark.pedantic(run, rounds=1, iterations=1)
    info = {"median_s": statistics.median(times), "worst_s": max(times), "median_nodes": statistics.median(nodes),
            "worst_nodes": max(nodes)}
    benchmark.extra_info.update(info)
    print(f"\ntri_listika solve of a full card play: median {info['median_s'] * 1e6:.0f} us, worst "
          f"{info['worst_s'] * 1e6:.0f} us, nodes median {info['median_nodes']:.0f}, worst {info['worst_nodes']}")
