"""``pycards solve GAME "POSITION" [--json]``: the exact solver on the command line.

Prints the value (Ураган: for the side to move; Тысяча / 1001: the declarer's total, or with
``--target N`` / ``--contract`` whether he reaches it), every legal move with its exact value (best first) and
the best line (``--moves best``: the optimal moves' values, the others shown "worse";
``--moves one``: the value and one best move); ``--json`` prints one JSON object instead. A bad
position prints a one-line error and exits with status 2. The main CLI (``pycards.cli``) calls ``main(argv)``.

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
    p.add_argument("--target", type=int, default=None,
                   help="trick games: only decide whether the declarer reaches this total (fast)")
    p.add_argument("--contract", action="store_true",
                   help="trick games: only decide whether the declarer makes the contract (fast)")
    p.add_argument("--moves", choices=("all", "best", "one"), default="all",
                   help="all: every move's exact value (default); best: every optimal move, the "
                        "others only shown worse (faster); one: the value and one best move (fastest)")
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
        if ("players" not in opts and "players" in pc.game(args.game).options
                and text.count("/") >= 3 and "hands" in text):
            hands = text.split("hands", 1)[1].split("|", 1)[0]
            opts["players"] = hands.count("/") + 1
        state = pc.game(args.game, **opts).position(text)
        extra = {}
        if args.target is not None or args.contract:
            extra = dict(target=args.target, contract=args.contract)
        all_moves = {"all": True, "best": "best", "one": False}[args.moves]
        r = solve(state, limit_nodes=args.limit_nodes, tt_mb=args.tt_mb, all_moves=all_moves, **extra)
    except ValueError as e:  # every pycards user error is a ValueError
        print(f"pycards solve: error: {str(e).splitlines()[0]}", file=sys.stderr)
        return 2
    if args.json:
        print(r.to_json())
        return 0
    print(format_result(r, unknown="worse" if args.moves == "best" and r.exact else "?"))
    return 0


def format_result(r, unknown: str = "?") -> str:
    """The result as the CLI prints it; a move without a value shows ``unknown`` (the CLI's
    ``--moves best`` passes "worse": every move not listed as best is proved worse)."""
    if r.declarer is not None:
        return _format_trick(r, unknown)
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
        shown = unknown if v is None else f"{v:+d}"
        lines.append(f"{text:<{width}}  {shown}{mark}")
    if r.best_line:
        lines.append("best line: " + " ".join(r.best_line))
    return "\n".join(lines)


def _format_trick(r, unknown: str = "?") -> str:
    """Тысяча / 1001: values are the declarer's (his total, or 1/0 for a target)."""
    what = ("reaches %d: 1 yes, 0 no" % r.target) if r.target is not None else "total"
    stats = "[%d nodes, %.3f s]" % (r.nodes, r.seconds)
    if r.exact:
        head = "value: %d (declarer seat %d %s; seat %d to move)  %s" % (
            r.value, r.declarer, what, r.to_move, stats)
        if r.target is not None:
            head += "\nmade: %s" % ("yes" if r.made else "no")
    else:
        head = "value: between %d and %d (declarer seat %d %s; stopped early: not exact)  %s" % (
            r.lower, r.upper, r.declarer, what, stats)
    lines = [head]
    maximise = r.to_move == r.declarer
    ranked = sorted(r.moves.items(), key=lambda kv: (kv[1] is None, -(kv[1] or 0) if maximise else (kv[1] or 0), kv[0]))
    width = max([len(t) for t in r.moves] + [4])
    lines.append("%-*s  value" % (width, "move"))
    for text, v in ranked:
        mark = "  *" if text in r.best else ""
        lines.append("%-*s  %s%s" % (width, text, unknown if v is None else "%d" % v, mark))
    if r.best_line:
        lines.append("best line: " + " ".join(r.best_line))
    return "\n".join(lines)


def main(argv: Optional[Sequence[str]] = None) -> int:
    return run(build_parser().parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
