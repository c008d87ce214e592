"""``pycards solve GAME "POSITION" [--json]``: the exact solver on the command line.

Prints the value for the side to move, every legal move with its exact value (best first) and
the best line; ``--json`` prints one JSON object instead. A bad position prints a one-line error
and exits with status 2. The main CLI (``pycards.cli``) calls ``main(argv)``.

>>> main(["uragan", "dealer 0 | turn 0 | hands 3D QD KD / - | table QC 2S 3S | stock - | piles 4C 7C"
...   " 6D JD 6H 7H AH 4S JS AS / 2C 3C 5C 6C JC KC AC 2D 4D 5D 7D AD 2H 3H 4H 5H JH QH KH 5S 6S 7S"
...   " QS KS | hurricanes 1 0 | last 0 | deal", "--json"])  # doctest: +ELLIPSIS
{"value": -1, "exact": true, ...}
0
"""
from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import Optional

from pycards.solve import DEFAULT_TT_MB, SOLVABLE, solve


def build_parser(parser: Optional[argparse.ArgumentParser] = None) -> argparse.ArgumentParser:
    p = parser or argparse.ArgumentParser(prog="pycards solve", description=__doc__.split("\n\n")[0])
    p.add_argument("game", help="game name ({})".format(", ".join(SOLVABLE)))
    p.add_argument("position", help="the position in the game's notation (quote it)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--limit-nodes", type=int, default=None, help="stop early after this many nodes")
    p.add_argument("--tt-mb", type=float, default=DEFAULT_TT_MB, help="transposition table memory bound")
    p.add_argument("--option", "-o", action="append", default=[], metavar="NAME=VALUE",
                   help="game option, e.g. -o players=4 (repeatable)")
    return p


def _options(items):
    out = {}
    for item in items:
        name, sep, value = item.partition("=")
        if not sep:
            raise ValueError(f"an option is NAME=VALUE, not {item!r}")
        out[name] = int(value) if value.lstrip("-").isdigit() else value
    return out


def run(args) -> int:
    import pycards as pc

    try:
        if args.game not in SOLVABLE:
            raise ValueError("pycards solve supports {}, not {!r}".format(", ".join(SOLVABLE), args.game))
        opts = _options(args.option)
        text = args.position
        if "players" not in opts and text.count("/") >= 3 and "hands" in text:
            hands = text.split("hands", 1)[1].split("|", 1)[0]
            opts["players"] = hands.count("/") + 1
        state = pc.game(args.game, **opts).position(text)
        r = solve(state, limit_nodes=args.limit_nodes, tt_mb=args.tt_mb)
    except ValueError as e:  # every pycards user error is a ValueError
        print(f"pycards solve: error: {str(e).splitlines()[0]}", file=sys.stderr)
        return 2
    if args.json:
        print(r.to_json())
        return 0
    print(format_result(r))
    return 0


def format_result(r) -> str:
    lines = []
    if r.exact:
        lines.append(f"value: {r.value:+d} for seat {r.to_move} (side {r.to_move % 2})"
                     f"  [{r.nodes} nodes, {r.seconds:.3f} s]")
    else:
        lines.append(f"value: between {r.lower:+d} and {r.upper:+d} (stopped early: not exact)"
                     f"  [{r.nodes} nodes, {r.seconds:.3f} s]")
    ranked = sorted(r.moves.items(), key=lambda kv: (kv[1] is None, -(kv[1] or 0), kv[0]))
    width = max([len(t) for t in r.moves] + [4])
    lines.append(f"{'move':<{width}}  value")
    for text, v in ranked:
        mark = "  *" if text in r.best else ""
        shown = "?" if v is None else f"{v:+d}"
        lines.append(f"{text:<{width}}  {shown}{mark}")
    if r.best_line:
        lines.append("best line: " + " ".join(r.best_line))
    return "\n".join(lines)


def main(argv: Optional[Sequence[str]] = None) -> int:
    return run(build_parser().parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
