"""Prints the Markdown table of docs/scale.md: ``pc.simulate`` deals per second of every game at 1
thread (per CPU second) and 2 threads (per wall-clock second) against the game's pure-Python
reference (per CPU second), measured as benches/bench_simulate.py's
test_simulate_against_reference does (the reference's deals checked against simulate's):

    PYTHONPATH=$PWD python benches/simulate_table.py [SECONDS]

SECONDS (default 0.5): CPU seconds of one timed run of each side, per game.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))


def main(argv: list) -> int:
    from bench_simulate import measure

    import pycards as pc

    seconds = float(argv[0]) if argv else 0.5
    print(f"Measured on {os.cpu_count()} cores, load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}.\n")
    print("| game | simulate, 1 thread (deals/CPU s) | 2 threads (deals/wall s) | reference (deals/CPU s) "
          "| 1 thread / reference | reference plays |")
    print("|---|---:|---:|---:|---:|---|")
    for name in pc.games():
        m = measure(name, seconds)
        print(f"| {name} | {m['threads_1']:,.0f} | {m['threads_2']:,.0f} | {m['reference']:,.0f} | {m['ratio']:,.0f}x "
              f"| {m['plays']} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
