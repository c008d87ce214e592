"""Тысяча / 1001 sample_world benchmarks (pytest-benchmark): the C++ determinization against the
pure-Python brute force of tests/thousand/test_sample_world.py (every consistent deal enumerated,
one drawn) on the same mid-play positions, and the C++ alone on positions too large to enumerate
(the bidding: 17 hidden cards; the contract phase). They assert their results, so CI runs them
with ``--benchmark-disable``:

    python -m pytest benches/bench_sample_thousand.py --benchmark-only
    python benches/bench_sample_thousand.py      # worlds per CPU second and the ratio
"""
import random
import sys
import time
from pathlib import Path

import pycards as pc

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from tests.thousand.test_sample_world import consistent_deals, find  # noqa: E402

G = pc.game("thousand")


def _mid(s):
    return s.phase == "play" and s.tricks_played == 5 and not s.trick


MID = [find(G, _mid, seeds=range(10 * k, 300)) for k in range(4)]
BID = [G.new_deal(seed=k, dealer=k % 3) for k in range(4)]
CONTRACT = [find(G, lambda s: s.phase == "contract", seeds=range(10 * k, 300)) for k in range(4)]


def cpp_worlds(states, n=50):
    out = 0
    for s in states:
        for k in range(n):
            out += len(s.sample_world((s.to_move + 1) % 3, seed=k).hands)
    return out


def python_worlds(states, n=50):
    rng = random.Random(1)
    out = 0
    for s in states:
        for _ in range(n):
            deals = consistent_deals(s, (s.to_move + 1) % 3, {})
            out += len(rng.choice(deals))
    return out


def test_mid_play_cpp(benchmark):
    assert benchmark(cpp_worlds, MID) == 3 * 50 * len(MID)


def test_mid_play_python(benchmark):
    assert benchmark.pedantic(python_worlds, args=(MID, 5), rounds=3, iterations=1) > 0


def test_bidding_cpp(benchmark):
    assert benchmark(cpp_worlds, BID) == 3 * 50 * len(BID)


def test_contract_cpp(benchmark):
    assert benchmark(cpp_worlds, CONTRACT) == 3 * 50 * len(CONTRACT)


def _cpu(fn, *args):
    t = time.process_time()
    fn(*args)
    return time.process_time() - t


def main():
    for name, states in (("mid-play", MID), ("bidding", BID), ("contract", CONTRACT)):
        runs = sorted(_cpu(cpp_worlds, states, 200) for _ in range(5))
        print(f"{name}: C++ {200 * len(states) / runs[2]:,.0f} worlds per CPU second")
    py = sorted(_cpu(python_worlds, MID, 10) for _ in range(3))[1] / (10 * len(MID))
    cpp = sorted(_cpu(cpp_worlds, MID, 200) for _ in range(5))[2] / (200 * len(MID))
    print(f"mid-play: Python brute force {1 / py:,.0f} worlds per CPU second; C++ / Python {py / cpp:,.0f}x")


if __name__ == "__main__":
    main()
