"""Three-card evaluator benchmarks (pytest-benchmark). They also assert their results, so CI runs
them with ``--benchmark-disable``:

    python -m pytest benches/bench_handeval.py --benchmark-only        # measure

Commerce hands per second: the numpy batch ``pycards.handeval.evaluate`` (C++, GIL released), one
``commerce_key`` call from Python per hand, a pure-Python dict lookup (mask -> key) and
phevaluator's C evaluator (5-card poker hands, one call per hand from Python: another task, the
nearest published fast evaluator) in the same run. ``test_speed_ratio`` prints the ratios.
Три тройки hands per second: the batch ``pycards.handeval.evaluate_troyki`` against one
``troyki_hand`` call per hand. Both batches are measured on one thread and on two
(``test_threads``).
"""

import time

import numpy as np
from phevaluator import _pheval

from pycards import handeval

N_BATCH = 4_000_000
N_LOOP = 50_000
_rng = np.random.default_rng(1)


ALL = np.array([(1 << i) | (1 << j) | (1 << k) for k in range(52) for j in range(k) for i in range(j)], dtype=np.uint64)
MASKS = np.tile(_rng.permutation(ALL), N_BATCH // len(ALL) + 1)[:N_BATCH]
LOOP = [int(m) for m in MASKS[:N_LOOP]]
TABLE = dict(zip(map(int, ALL), map(int, handeval.evaluate(ALL))))
TROYKI = _rng.integers(0, 52, size=(N_BATCH, 3)).astype(np.int8)
TROYKI[_rng.random(N_BATCH) < 0.3, 2] = -1
TROYKI_LOOP = [[int(c) for c in row if c >= 0] for row in TROYKI[:N_LOOP // 5]]
POKER = [tuple(int(c) for c in row) for row in np.argsort(_rng.random((N_LOOP, 52)), axis=1)[:, :5]]


def test_batch(benchmark):
    benchmark.extra_info["hands"] = N_BATCH
    keys = benchmark(handeval.evaluate, MASKS)
    assert keys.shape == (N_BATCH,) and keys.max() == 108  # A-A-A


def test_troyki_batch(benchmark):
    benchmark.extra_info["hands"] = N_BATCH
    r = benchmark(handeval.evaluate_troyki, TROYKI)
    assert r["strength"].shape == (N_BATCH,) and r["strength"].max() <= 12


def test_troyki_single_calls(benchmark):
    from pycards.cards import Card

    benchmark.extra_info["hands"] = len(TROYKI_LOOP)
    hands = [[Card(c) for c in row] for row in TROYKI_LOOP]
    assert len(benchmark(lambda: [handeval.troyki_hand(h) for h in hands])) == len(hands)


def test_threads():
    """Hands per second of both batches on one thread and on two (printed; same results)."""
    rates = {}
    for t in (1, 2):
        rates["commerce", t] = _rate(lambda t=t: handeval.evaluate(MASKS, threads=t), N_BATCH)
        rates["troyki", t] = _rate(lambda t=t: handeval.evaluate_troyki(TROYKI, threads=t), N_BATCH)
    assert (handeval.evaluate(MASKS, threads=2) == handeval.evaluate(MASKS)).all()
    print("\nbatch hands/s, 1 thread / 2 threads: " + "; ".join(
        f"{k} {rates[k, 1] / 1e6:.0f}M / {rates[k, 2] / 1e6:.0f}M" for k in ("commerce", "troyki")))


def test_single_calls(benchmark):
    benchmark.extra_info["hands"] = N_LOOP
    key = handeval.commerce_key
    assert benchmark(lambda: [key(m) for m in LOOP]) == [TABLE[m] for m in LOOP]


def test_python_dict(benchmark):
    benchmark.extra_info["hands"] = N_LOOP
    table = TABLE
    assert len(benchmark(lambda: [table[m] for m in LOOP])) == N_LOOP


def test_phevaluator(benchmark):
    benchmark.extra_info["hands"] = N_LOOP
    ev = _pheval.evaluate_5cards
    assert min(benchmark(lambda: [ev(*h) for h in POKER])) >= 1


def _rate(fn, n, repeat=5):
    best = min(_timed(fn) for _ in range(repeat))
    return n / best


def _timed(fn):
    t0 = time.perf_counter()
    fn()
    return time.perf_counter() - t0


def test_speed_ratio():
    """Hands per second of each way, measured in one run (printed; the batch must be fastest)."""
    table, key, ev = TABLE, handeval.commerce_key, _pheval.evaluate_5cards
    batch = _rate(lambda: handeval.evaluate(MASKS), N_BATCH)
    single = _rate(lambda: [key(m) for m in LOOP], N_LOOP)
    pydict = _rate(lambda: [table[m] for m in LOOP], N_LOOP)
    phe = _rate(lambda: [ev(*h) for h in POKER], N_LOOP)
    print(f"\nhandeval hands/s: batch {batch / 1e6:.0f}M, single call {single / 1e6:.2f}M, "
          f"python dict {pydict / 1e6:.2f}M, phevaluator 5-card {phe / 1e6:.2f}M; "
          f"batch/dict {batch / pydict:.0f}x, batch/phevaluator {batch / phe:.0f}x")
    assert batch > max(single, pydict, phe)
