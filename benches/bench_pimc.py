"""PIMC decision time: the mean-value bot against the voting bot (``PIMCBot(votes=True)``, each
world solved with ``all_moves="best"``), one thread, the same worlds. CI runs it once with
``--benchmark-disable``; the report, with the figures of docs/bots.md:

    python -m pytest benches/bench_pimc.py --benchmark-only   # measure (small sizes)
    python benches/bench_pimc.py [WORLDS]                     # the table of docs/bots.md (32 worlds)

Positions: Тысяча's bench deals at the declarer's first lead (benches/bench_solver_thousand.py),
and 2-player Ураган positions of the last two rounds and the last round (benches/bench_solver.py).
"""
import statistics
import sys
import time
from pathlib import Path

import pytest

import pycards as pc

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_solver import positions  # noqa: E402
from bench_solver_thousand import DEALS  # noqa: E402


def cases(n_thousand, n_uragan):
    """The positions by game (those with a choice to make: one legal move needs no worlds)."""
    uragan = positions("two", n_uragan // 2) + positions("last", n_uragan - n_uragan // 2)
    return {"thousand": DEALS[:n_thousand], "uragan": tuple(s for s in uragan if len(s.legal_moves()) > 1)}


def decide(states, votes, worlds):
    """Each state's decision by a fresh one-thread PIMC bot: (seconds, move text) per state."""
    out = []
    for s in states:
        bot = pc.bots.PIMCBot(samples=worlds, seed=1, threads=1, votes=votes)
        t = time.perf_counter()
        move = bot.choose(s)
        out.append((time.perf_counter() - t, str(move)))
        # a world over the bot's node limit (200,000) is drawn but not used
        assert bot.last["worlds"] + bot.last["over_limit"] == worlds and not bot.last["fallback"], bot.last
    return out


@pytest.mark.parametrize("votes", [False, True], ids=["means", "votes"])
@pytest.mark.parametrize("game", ["thousand", "uragan"])
def test_pimc_decision(benchmark, game, votes):
    states = cases(4, 6)[game]
    out = benchmark.pedantic(decide, args=(states, votes, 8), rounds=1, iterations=1)
    assert all(m in {str(x) for x in s.legal_moves()} for s, (_, m) in zip(states, out))
    benchmark.extra_info["median_ms"] = round(1e3 * statistics.median(t for t, _ in out), 2)


def main(argv):
    worlds = int(argv[1]) if len(argv) > 1 else 32
    print(f"PIMC decisions, {worlds} worlds, one thread ({pc.__name__} {pc.__version__})")
    for game, states in cases(20, 60).items():
        means, votes = decide(states, False, worlds), decide(states, True, worlds)
        tm = [t for t, _ in means]
        tv = [t for t, _ in votes]
        same = sum(a == b for (_, a), (_, b) in zip(means, votes))
        ratio = statistics.median(tm) / statistics.median(tv)
        print(f"{game:<8} n={len(states):<3} means median {1e3 * statistics.median(tm):7.1f} ms "
              f"(mean {1e3 * statistics.mean(tm):7.1f})  votes median {1e3 * statistics.median(tv):7.1f} ms "
              f"(mean {1e3 * statistics.mean(tv):7.1f})  ratio of medians {ratio:.2f}x  same move {same}/{len(states)}")


if __name__ == "__main__":
    main(sys.argv)
