"""Every move's value against the value alone: DDS (the bridge double-dummy solver) and pycards.

    pip install .[test,peers]      # endplay: DDS with Python bindings; the test extra: the benches
    python benches/dds_every_card.py [REPEATS]

Issue 18 asks for every legal move's exact value within 1.5x of the value alone. This script puts
the same ratio of DDS beside pycards', measured in one run on this machine:

* DDS: random bridge deals of 6, 8 and 13 cards a hand (random leader and trump), each solved
  for one best card (`solutions=1`) and for every card (`solutions=3`); a deal is never solved
  twice in a row (DDS would answer from its memory), each time is the best of REPEATS passes.
* pycards: the Ураган positions of benches/bench_solver.py (last round, last two rounds), every
  move and the value alone (``r.seconds``, best of REPEATS per position).

It prints the medians and the ratio of the medians. Not a pytest bench: it needs endplay, which
the test extra does not install (the Ураган positions come from benches/bench_solver.py, which
needs the test extra).
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

RANKS = "AKQJT98765432"


def random_pbn(rng: random.Random, k: int) -> str:
    """A deal of k random cards a hand (of the 52) in PBN, North first."""
    cards = [(s, r) for s in range(4) for r in RANKS]
    rng.shuffle(cards)
    hands = []
    for h in range(4):
        mine = cards[h * k:(h + 1) * k]
        hands.append(".".join("".join(sorted((r for s, r in mine if s == suit), key=RANKS.index))
                              for suit in range(4)))
    return "N:" + " ".join(hands)


def dds_ratio(k: int, n: int, repeats: int, seed: int = 7) -> tuple[float, float]:
    """Median seconds of DDS for one best card and for every card over n deals of k cards a hand."""
    from endplay.dds import solve_board
    from endplay.dds.solve import SolveMode
    from endplay.types import Deal, Denom, Player

    rng = random.Random(seed + k)
    deals = []
    for _ in range(n):
        d = Deal(random_pbn(rng, k))
        d.first = Player(rng.randrange(4))
        d.trump = Denom(rng.randrange(5))
        deals.append(d)
    best = {SolveMode.OptimalOne: [float("inf")] * n, SolveMode.Default: [float("inf")] * n}
    for _ in range(repeats):
        for mode, times in best.items():  # one pass over every deal per mode: no deal twice in a row
            for i, d in enumerate(deals):
                t = time.perf_counter()
                solve_board(d, mode)
                times[i] = min(times[i], time.perf_counter() - t)
    return statistics.median(best[SolveMode.OptimalOne]), statistics.median(best[SolveMode.Default])


def pycards_ratio(kind: str, n: int, repeats: int) -> tuple[float, float]:
    """Median seconds of pycards.solve, value alone and every move, over the bench's positions."""
    import pycards as pc
    from benches.bench_solver import positions

    states = positions(kind, n)
    out = []
    for all_moves in (False, True):
        secs = [min(pc.solve(s, all_moves=all_moves).seconds for _ in range(repeats)) for s in states]
        out.append(statistics.median(secs))
    return out[0], out[1]


def main(argv: list[str]) -> int:
    repeats = int(argv[1]) if len(argv) > 1 else 3
    try:
        import endplay  # noqa: F401
    except ImportError:
        print("dds_every_card.py needs endplay (DDS): pip install endplay", file=sys.stderr)
        return 2
    def row(solver, what, one, every):
        print(f"{solver:<9} {what:<38} {1e3 * one:9.3f} ms {1e3 * every:9.3f} ms {every / one:8.2f}x", flush=True)

    print(f"{'solver':<9} {'positions':<38} {'one / value':>12} {'every move':>12} {'every / one':>9}")
    for k, n in ((6, 200), (8, 100), (13, 30)):
        row("DDS", f"bridge, {k} cards a hand, {n} deals", *dds_ratio(k, n, repeats))
    for kind, n, what in (("last", 200, "last round"), ("two", 30, "last two rounds")):
        row("pycards", f"Ураган {what}, {n} positions", *pycards_ratio(kind, n, repeats))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
