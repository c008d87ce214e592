"""The greedy rule per decision, every game: the C++ twin (``state._greedy_move(seed)``, the rule
``pycards.simulate(bot="greedy")`` plays; timed through the binding, so a call's cost includes
it) against the Python ``greedy_rule`` on the same positions (from random playouts, every
phase). The benchmarks also assert that both choose the same moves, so CI runs them with
``--benchmark-disable``:

    python -m pytest benches/bench_greedy.py --benchmark-only      # measure
    python -m pytest benches/bench_greedy.py --benchmark-disable   # just check

test_speed_ratio prints, per game, the median time per decision of each (CPU seconds, the median
of 5 runs) and their ratio.
"""

import statistics
import sys
import time
from pathlib import Path

import pytest

import pycards as pc
from pycards.bots import RandomBot, greedy_rule

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

N_POSITIONS = 60


def positions(name, n=N_POSITIONS):
    game, out, deal = pc.game(name), [], 0
    while len(out) < n:
        s, bot = game.new_deal(seed=deal, dealer=0), RandomBot(seed=deal)
        while not s.is_over() and len(out) < n:
            out.append(s.copy())
            s.play(bot.choose(s))
        deal += 1
    return out


def cpp_decisions(states):
    return [s._greedy_move(7) for s in states]


def python_decisions(states, rule):
    return [rule(s, pc.Rng(7)) for s in states]


@pytest.mark.parametrize("name", sorted(pc.games()))
def test_cpp_greedy(benchmark, name):
    states = positions(name)
    benchmark.extra_info["decisions"] = len(states)
    moves = benchmark(cpp_decisions, states)
    assert [str(m) for m in moves] == [str(m) for m in python_decisions(states, greedy_rule(name))]


@pytest.mark.parametrize("name", sorted(pc.games()))
def test_python_greedy(benchmark, name):
    states = positions(name)
    benchmark.extra_info["decisions"] = len(states)
    moves = benchmark(python_decisions, states, greedy_rule(name))
    assert len(moves) == len(states)


def per_decision(f, states, reps=1, runs=5) -> float:
    """CPU seconds per decision: the median of `runs` runs of `reps` passes over `states`."""
    times = []
    for _ in range(runs):
        t = time.process_time()
        for _ in range(reps):
            f(states)
        times.append((time.process_time() - t) / (reps * len(states)))
    return statistics.median(times)


def test_speed_ratio():
    print()
    for name in sorted(pc.games()):
        states = positions(name)
        rule = greedy_rule(name)
        cpp = per_decision(cpp_decisions, states, reps=50)
        py = per_decision(lambda st, rule=rule: python_decisions(st, rule), states)
        print(f"{name:13s} C++ {cpp * 1e6:8.2f} us  Python {py * 1e6:9.1f} us  ratio {py / cpp:7.1f}x")
