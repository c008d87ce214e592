"""Тысяча card-play solver benchmarks (pytest-benchmark). They assert their results, so CI runs
them with ``--benchmark-disable``:

    python -m pytest benches/bench_solver_thousand.py --benchmark-only     # measure
    python -m pytest benches/bench_solver_thousand.py --benchmark-disable  # just check
    python benches/bench_solver_thousand.py                                # medians, nodes

1. Full 8-trick deals right after the gifts (seeded deals; bidding, gifts and contract by a
   simple policy: everyone passes, so the dealer plays the forced 100, gives his first legal
   gifts and names the lowest contract): the exact value only, every optimal move
   (``all_moves="best"``), the value of every move, and the zero-window "does he make the
   contract?". ``extra_info`` holds the median time per deal and
   the median node count.
2. 3-trick endings: the C++ solver (every move's value) against the pure-Python double-dummy
   minimax of the reference (tests/thousand/rules.py::card_play_value) on the same positions.
"""
import statistics
import sys
import time
from pathlib import Path

import pytest

import pycards as pc

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from tests.thousand.reference import card_play_value  # noqa: E402
from tests.thousand.test_solver import endings  # noqa: E402

N_DEALS = 40
N_ENDINGS = 20


def after_gifts(seed, opts=None):
    """A Тысяча deal at its first card play, reached by the simple policy above."""
    s = pc.game("thousand", **(opts or {})).new_deal(seed=seed, dealer=seed % 3)
    while s.phase != "play":
        texts = [str(m) for m in s.legal_moves()]
        pick = next((w for w in ("pass", "keep", "decline", "look") if w in texts), None)
        if pick is None:
            pick = next((t for t in texts if t.startswith("contract:")), texts[0])
        s.play(pick)
    return s


DEALS = [after_gifts(seed) for seed in range(N_DEALS)]


def _run(states, **kw):
    times, nodes, values = [], [], []
    for s in states:
        t = time.perf_counter()
        r = pc.solve(s, best_line=False, **kw)
        times.append(time.perf_counter() - t)
        nodes.append(r.nodes)
        values.append(r.value)
        assert r.exact
    return times, nodes, values


def _record(benchmark, times, nodes):
    benchmark.extra_info["deals"] = len(times)
    benchmark.extra_info["median_ms"] = round(statistics.median(times) * 1e3, 3)
    benchmark.extra_info["median_nodes"] = statistics.median(nodes)
    benchmark.extra_info["max_nodes"] = max(nodes)


@pytest.mark.parametrize("mode", ["value", "best_moves", "all_moves", "contract"])
def test_full_deal(benchmark, mode):
    kw = {"value": dict(all_moves=False), "best_moves": dict(all_moves="best"), "all_moves": {},
          "contract": dict(contract=True, all_moves=False)}[mode]
    out = benchmark.pedantic(_run, args=(DEALS,), kwargs=kw, rounds=1, iterations=1)
    times, nodes, values = out
    _record(benchmark, times, nodes)
    if mode == "contract":
        exact = _run(DEALS, all_moves=False)[2]
        assert values == [int(v >= s.contract) for v, s in zip(exact, DEALS)]
    else:
        assert all(0 <= v <= 400 for v in values)
        if mode in ("all_moves", "best_moves"):
            assert values == _run(DEALS, all_moves=False)[2]


ENDINGS = endings("thousand", {}, N_ENDINGS, 2718, max_tricks_left=3)


def test_endings_cpp(benchmark):
    def run():
        return [pc.solve(s).value for s, _ in ENDINGS]
    values = benchmark(run)
    assert values == [card_play_value(d) for _, d in ENDINGS]


def test_endings_python(benchmark):
    def run():
        return [card_play_value(d) for _, d in ENDINGS]
    values = benchmark(run)
    assert values == [pc.solve(s).value for s, _ in ENDINGS]


def main():
    for mode, kw in [("value", dict(all_moves=False)), ("best", dict(all_moves="best")), ("all_moves", {}),
                     ("contract", dict(contract=True, all_moves=False))]:
        times, nodes, _ = _run(DEALS, **kw)
        print("full deal %-9s median %.3f ms  mean %.3f ms  median nodes %d  max nodes %d" % (
            mode, statistics.median(times) * 1e3, statistics.mean(times) * 1e3,
            statistics.median(nodes), max(nodes)))
    t = time.perf_counter()
    for s, _ in ENDINGS:
        pc.solve(s)
    cpp = (time.perf_counter() - t) / len(ENDINGS)
    t = time.perf_counter()
    for _, d in ENDINGS:
        card_play_value(d)
    py = (time.perf_counter() - t) / len(ENDINGS)
    print("3-trick endings: C++ %.3f ms, Python minimax %.2f ms per ending (x%.0f)" % (
        cpp * 1e3, py * 1e3, py / cpp))


if __name__ == "__main__":
    main()
