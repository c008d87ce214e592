"""pycards.solve_many on a real Dask cluster: a distributed.LocalCluster of 2 worker processes
gives the single-process results, and a worker killed mid-job loses and duplicates nothing."""

import distributed
import pytest
from test_scale import ending_positions, same

from pycards.scale import solve_many


@pytest.fixture(scope="module")
def positions():
    return ending_positions()


@pytest.fixture(scope="module")
def cluster():
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None,
                                  silence_logs=40) as c, distributed.Client(c) as client:
        yield c, client


def test_a_dask_cluster_gives_the_same(positions, cluster):
    states, want = positions
    _, client = cluster
    assert same(solve_many(states, client, chunk_size=4, best_line=False), want)


def test_a_worker_killed_mid_job_loses_and_duplicates_nothing(positions, cluster):
    import time

    c, client = cluster
    states, want = positions
    many = states * 40  # long enough to kill a worker while it works
    expected = want * 40
    from pycards import scale

    items = [scale.state_text(s) for s in many]
    chunks = [items[i:i + 2] for i in range(0, len(items), 2)]
    futures = client.map(scale._solve_chunk, chunks, [{"best_line": False}] * len(chunks), pure=False)
    while not any(f.done() for f in futures):
        time.sleep(0.01)
    busy = {w: tasks for w, tasks in client.processing().items() if tasks}
    assert busy, "the job ended before a worker could be killed: make it longer"
    victim = next(iter(busy))  # a worker with tasks in hand
    try:  # the worker process dies before it can answer
        client.run(lambda: __import__("os")._exit(1), workers=[victim])
    except distributed.comm.core.CommClosedError:
        pass
    results = [r for f in futures for r in f.result(timeout=120)]
    assert len(results) == len(expected) and same(results, expected)
    client.wait_for_workers(2, timeout=60)  # the nanny restarts it
