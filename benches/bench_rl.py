"""RL front-end throughput (pytest-benchmark): random agents through the PettingZoo env and the
OpenSpiel game against the core's own batch playouts (``pc.simulate``, C++, one thread) and the
core's random playout through the Python API, on the same games.
CI runs it with ``--benchmark-disable`` (each case is a few deals):

    python -m pytest benches/bench_rl.py --benchmark-only          # measure
    python -m pytest benches/bench_rl.py --benchmark-disable -s    # check, and print the table

A step is one decision of a seat (the OpenSpiel chance node and PettingZoo's final None steps for
finished agents are not counted). The random agent draws uniformly from the legal actions:
``flatnonzero(obs["action_mask"].view(bool))`` in PettingZoo (the observation is built for every
step, as ``env.last()`` does), ``state.legal_actions()`` in OpenSpiel (no tensors requested),
``random.choice(s.legal_move_ids())`` + ``s.play(id)`` in the core's Python loop, the C++ generator
in ``pc.simulate``. docs/rl.md lists
the figures.
"""

from __future__ import annotations

import random
import time

import numpy as np
import pytest

pytest.importorskip("pettingzoo")
pyspiel = pytest.importorskip("pyspiel")

import pycards as pc  # noqa: E402
import pycards.envs.openspiel  # noqa: E402, F401  (registers the games)
from pycards.envs import pettingzoo_env  # noqa: E402

GAMES = ["uragan", "thousand"]
DEALS = 20


def core_steps(name: str, deals: int, seed: int = 0) -> int:
    """Random playout through the core's Python API; returns the moves played."""
    g = pc.game(name)
    r = random.Random(seed)
    steps = 0
    for i in range(deals):
        s = g.new_deal(seed=seed + i, dealer=0)
        while not s.is_over():
            s.play(r.choice(s.legal_move_ids()))
            steps += 1
    return steps


def batch_steps(name: str, deals: int, seed: int = 0) -> int:
    """Random deals in C++ (``pc.simulate``, one thread); returns the moves played."""
    return int(pc.simulate(name, deals, seed=seed, threads=1)["moves"].sum())


def pettingzoo_steps(env, deals: int, seed: int = 0) -> int:
    """Random agents through the PettingZoo AEC env; returns the decisions played."""
    rng = np.random.default_rng(seed)
    steps = 0
    for i in range(deals):
        env.reset(seed=seed + i)
        for _agent in env.agent_iter():
            obs, _, terminated, truncated, _ = env.last()
            if terminated or truncated:
                env.step(None)
                continue
            legal = np.flatnonzero(obs["action_mask"].view(np.bool_))  # as bool: nonzero is ~6x faster than on int8
            env.step(int(legal[rng.integers(len(legal))]))
            steps += 1
    return steps


def openspiel_steps(game, deals: int, seed: int = 0) -> int:
    """Random play through the OpenSpiel game; returns the decisions played."""
    rng = np.random.default_rng(seed)
    steps = 0
    for i in range(deals):
        state = game.new_initial_state()
        state.apply_action((seed + i) % game.max_chance_outcomes())
        while not state.is_terminal():
            legal = state.legal_actions()
            state.apply_action(legal[rng.integers(len(legal))])
            steps += 1
    return steps


def _runners(name: str):
    env = pettingzoo_env(name)
    game = pyspiel.load_game(f"python_pycards_{name}")
    return {
        "batch": lambda deals, seed=0: batch_steps(name, deals, seed),
        "core": lambda deals, seed=0: core_steps(name, deals, seed),
        "pettingzoo": lambda deals, seed=0: pettingzoo_steps(env, deals, seed),
        "openspiel": lambda deals, seed=0: openspiel_steps(game, deals, seed),
    }


@pytest.mark.parametrize("front", ["batch", "core", "pettingzoo", "openspiel"])
@pytest.mark.parametrize("name", GAMES)
def test_random_steps(benchmark, name, front):
    run = _runners(name)[front]
    steps = benchmark(run, DEALS)
    benchmark.extra_info["steps"] = steps
    assert steps >= DEALS  # every deal has decisions
    assert run(DEALS) == steps  # seeded: the same deals and moves again


def steps_per_second(run, budget: float = 0.4, chunk: int = 5) -> float:
    """Decisions per second of `run` (deals, seed) over about `budget` seconds, `chunk` deals a call
    (the batch call takes thousands, so that its per-call set-up does not count)."""
    run(2, 10**6)  # warm-up (caches, imports)
    steps, deals, t0 = 0, 0, time.perf_counter()
    while time.perf_counter() - t0 < budget:
        steps += run(chunk, deals)
        deals += chunk
    return steps / (time.perf_counter() - t0)


def rate_table(games=GAMES, budget: float = 0.4) -> list[tuple[str, float, float, float, float]]:
    """(game, batch, core, pettingzoo, openspiel) steps per second."""
    rows = []
    for name in games:
        r = _runners(name)
        chunks = {"batch": 2000, "core": 5, "pettingzoo": 5, "openspiel": 5}
        rows.append((name, *(steps_per_second(r[k], budget, chunks[k]) for k in chunks)))
    return rows


def format_table(rows) -> str:
    """The markdown table docs/rl.md shows."""
    lines = [
        "| game | batch (steps/s) | core loop (steps/s) | PettingZoo (steps/s) | OpenSpiel (steps/s) "
        "| batch / PettingZoo | batch / OpenSpiel |",
        "|---|---:|---:|---:|---:|---:|---:|",
    ]
    for name, b, c, z, o in rows:
        lines.append(f"| {name} | {b:,.0f} | {c:,.0f} | {z:,.0f} | {o:,.0f} | {b / z:.0f}x | {b / o:.0f}x |")
    return "\n".join(lines)


def test_ratio_table(capsys):
    rows = rate_table(budget=0.25)
    with capsys.disabled():
        print("\n" + format_table(rows))
    for row in rows:
        assert all(r > 0 for r in row[1:])


if __name__ == "__main__":
    print(format_table(rate_table(budget=3.0)))
