"""solve_many's layers (pytest-benchmark): 200 Ураган positions of the last two rounds (12 cards
in hand and table play, 12 in the stock) solved with every move's value on one thread, on two
threads, on a 2-process pool and on a 2-worker Dask LocalCluster. Every run checks its results
against the single-thread run, so CI runs this file with ``--benchmark-disable``:

    python -m pytest benches/bench_scale.py --benchmark-only     # measure (docs/scale.md)
"""

import random
from concurrent.futures import ProcessPoolExecutor

import pytest

import pycards as pc
from pycards.scale import solve_many

N = 200


def last_two_rounds(seed):
    s = pc.game("uragan").new_deal(seed=seed)
    rng = random.Random(seed)
    while len(s.stock) > 12 and not s.is_over():
        s.play(rng.choice(s.legal_moves()))
    return s


@pytest.fixture(scope="module")
def batch():
    states = [last_two_rounds(k) for k in range(N)]
    return states, [r.value for r in solve_many(states, threads=1, best_line=False, progress=False)]


def run(benchmark, states, want, executor=None, threads=None):
    benchmark.extra_info["positions"] = len(states)
    out = benchmark.pedantic(solve_many, args=(states, executor),
                             kwargs=dict(threads=threads, best_line=False, progress=False), rounds=3, iterations=1)
    assert [r.value for r in out] == want


@pytest.mark.parametrize("threads", [1, 2])
def test_threads(benchmark, batch, threads):
    run(benchmark, *batch, threads=threads)


def test_process_pool(benchmark, batch):
    with ProcessPoolExecutor(max_workers=2) as pool:
        run(benchmark, *batch, executor=pool)


def test_dask_local_cluster(benchmark, batch):
    import distributed

    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None,
                                  silence_logs=40) as cluster, distributed.Client(cluster) as client:
        run(benchmark, *batch, executor=client)
