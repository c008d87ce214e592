"""Тон benchmarks (pytest-benchmark): random one-deal games per second in C++
(pycards._core.ton_playouts, GIL released) against the pure-Python reference (tests/ton/reference.py)
on the same shuffles, with 4 and 6 players; and the solver on a deal's full card play. They also
assert their results, so CI runs them with ``--benchmark-disable``:

    python -m pytest benches/bench_ton.py --benchmark-only        # measure
    python -m pytest benches/bench_ton.py --benchmark-disable     # just check
"""
import random
import statistics
import sys
import time
from pathlib import Path

import pytest

import pycards as pc
from pycards import _batch, _core

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from random_deals import cpu_rate, reference_rates  # noqa: E402

from tests.ton.reference import RANKS, SUITS, RefTon  # noqa: E402

N_BATCH = 20_000
N_REF = 200


def _orders(n, seed):
    rows = _batch.shuffled_decks(pc.DECK36, n, seed)
    return [[RANKS[i % 13] + SUITS[i // 13] for i in map(int, row)] for row in rows]


def _ref_run(orders, seed, players):
    rng = random.Random(seed)
    total = 0
    for i, o in enumerate(orders):
        d = RefTon(lambda k, o=o: o, i % players, players=players)
        while not d.is_over():
            d.play(rng.choice(d.legal_moves()))
        total += sum(d.balances()) + d.results[-1]["pot_after"] * (not d.results[-1]["winners"])
    return total


@pytest.mark.parametrize("players", [4, 6])
def test_cpp_playouts(benchmark, players):
    benchmark.extra_info["deals"] = N_BATCH
    r = benchmark(_core.ton_playouts, N_BATCH, 1, players=players)
    assert (r["tricks"].sum(axis=1) == 5).all()  # every deal hands out its 5 tricks (no_buyer = play)


def reference_deals(n, seed, players=4):
    """Plays ``n`` random reference deals from the seeds: deal i is the shuffle of ``new_deal(seed +
    i)``, its dealer i % players, moves drawn by one ``random.Random(seed)`` (not the C++ draws).
    Returns the money left over, 0 (money is conserved)."""
    return _ref_run(_orders(n, seed), seed, players)


@pytest.mark.parametrize("players", [4, 6])
def test_reference_playouts(benchmark, players):
    benchmark.extra_info["deals"] = N_REF
    assert benchmark(reference_deals, N_REF, 1, players) == 0  # money is conserved


def _ratio_run(players, n_cpp=20_000, n_ref=200, runs=5):
    """Deals per CPU second of the C++ playouts (one thread) and of the reference on the same seeds
    (deal i of both is the deck shuffled with seed 3 + i), the median of `runs` runs each; the ratio
    of the medians. The reference is timed on the dealt orders and, like the C++ batch, from the
    seeds, the same shuffle in pure Python included (random_deals.reference_rates)."""
    cpp = cpu_rate(lambda: _core.ton_playouts(n_cpp, 3, players=players), n_cpp, runs)
    ref_play, ref_whole = reference_rates(lambda dealt: _ref_run(dealt, 3, players), _orders(n_ref, 3), pc.DECK36, 3,
                                          lambda i: RANKS[i % 13] + SUITS[i // 13], runs)
    return cpp, ref_play, ref_whole


@pytest.mark.parametrize("players", [4, 6])
def test_deals_per_second_ratio(benchmark, players):
    cpp, ref_play, ref_whole = benchmark.pedantic(_ratio_run, args=(players,), rounds=1, iterations=1)
    benchmark.extra_info.update({"cpp_deals_per_s": cpp, "reference_play_deals_per_s": ref_play,
                                 "reference_whole_deals_per_s": ref_whole, "ratio_play": cpp / ref_play,
                                 "ratio_whole": cpp / ref_whole})
    print(f"\nton ({players} players) random deals per CPU second (medians): C++ {cpp:,.0f}; reference {ref_play:,.0f} "
          f"on the dealt orders ({cpp / ref_play:.0f}x), {ref_whole:,.0f} from the seeds ({cpp / ref_whole:.0f}x)")
    assert cpp > 10 * ref_play


def _full_play_states(n, players, seed=9):
    """States at the start of the card play with every player playing (the first seat buys)."""
    g = pc.game("ton", players=players)
    out = []
    for i in range(n):
        s = g.new_deal(seed=seed + i, dealer=i % players)
        while s.phase != "play":
            ids = [str(m) for m in s.legal_moves()]
            s.play("play" if "play" in ids else "nopick" if "nopick" in ids else ids[0])
        out.append(s)
    return out


@pytest.mark.parametrize("players", [4, 6])
def test_solver_full_card_play(benchmark, players):
    """pc.solve on the whole card play of a deal (5 tricks, everyone playing): median, worst, nodes."""
    states = _full_play_states(50 if players == 4 else 8, players)

    def run():
        times, nodes = [], []
        for s in states:
            t0 = time.perf_counter()
            r = pc.solve(s)
            times.append(time.perf_counter() - t0)
            nodes.append(r.nodes)
            assert r.exact and 0 <= r.value <= 5
        return times, nodes

    times, nodes = benchmark.pedantic(run, rounds=1, iterations=1)
    info = {"median_s": statistics.median(times), "worst_s": max(times), "median_nodes": statistics.median(nodes),
            "worst_nodes": max(nodes)}
    benchmark.extra_info.update(info)
    print(f"\nton ({players} players) solve of a full card play: median {info['median_s'] * 1e3:.1f} ms, worst "
          f"{info['worst_s'] * 1e3:.1f} ms, nodes median {info['median_nodes']:.0f}, worst {info['worst_nodes']}")
