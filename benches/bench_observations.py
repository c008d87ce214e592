"""Observations and legal-action masks for a training loop (docs/rl.md): the batch forms
(``State.observations`` / ``State.legal_action_masks``, one preallocated array, the GIL released)
against one call per state from Python, on the same 512 states of a game. They also assert that both
give the same arrays, so CI runs them with ``--benchmark-disable``:

    python -m pytest benches/bench_observations.py --benchmark-only        # measure
"""

import random

import numpy as np
import pytest

import pycards as pc

GAMES = ["uragan", "thousand", "ton"]
N = 512


def states(name, n=N, seed=5):
    """``n`` states along seeded random deals of ``name`` (every seventh state, none over)."""
    g = pc.game(name)
    rng = random.Random(seed)
    out, deal = [], 0
    while len(out) < n:
        s = g.new_deal(seed=deal)
        deal += 1
        step = 0
        while not s.is_over() and len(out) < n:
            if step % 7 == 0:
                out.append(s.copy())
            s.play(rng.choice(s.legal_move_ids()))
            step += 1
    return g, out


@pytest.mark.parametrize("name", GAMES)
def test_batch_observations(benchmark, name):
    g, ss = states(name)
    cls = type(ss[0])
    seats = [s.to_move for s in ss]
    out = np.empty((len(ss),) + g.observation_shape, dtype=np.float32)
    benchmark(cls.observations, ss, seats, out)
    assert np.array_equal(out[3], ss[3].observation(seats[3]))


@pytest.mark.parametrize("name", GAMES)
def test_per_state_observations(benchmark, name):
    g, ss = states(name)
    seats = [s.to_move for s in ss]
    got = benchmark(lambda: np.stack([s.observation(t) for s, t in zip(ss, seats)]))
    assert np.array_equal(got, type(ss[0]).observations(ss, seats))


@pytest.mark.parametrize("name", GAMES)
def test_batch_masks(benchmark, name):
    g, ss = states(name)
    cls = type(ss[0])
    out = np.empty((len(ss), g.num_actions), dtype=bool)
    benchmark(cls.legal_action_masks, ss, out)
    assert int(out.sum()) == sum(len(s.legal_move_ids()) for s in ss)


@pytest.mark.parametrize("name", GAMES)
def test_per_state_masks(benchmark, name):
    g, ss = states(name)
    got = benchmark(lambda: np.stack([s.legal_action_mask() for s in ss]))
    assert np.array_equal(got, type(ss[0]).legal_action_masks(ss))
