"""``pycards play GAME``: a person against bots in the terminal.

The person holds one seat (``--seat``, default 0); the bots (``--bot``, default ``greedy`` where the
game has a greedy rule, else ``random``) hold the others. At each of his turns he sees his view of
the game (his hand, the table, what he has seen; hidden cards as ``?`` counts) and the legal moves,
numbered. He answers with a number or a move text, or a command:

- ``undo``: takes back his last move (and the bots' moves after it);
- ``hint``: what the PIMC bot would play, with each move's mean value over its sampled worlds;
- ``save [FILE]``: writes the game's record (JSON; ``pycards play GAME --load FILE`` resumes it);
- ``quit`` (or end of input): stops.

Bad input prints the reason and asks again. The game is a whole match (``new_match``) unless
``--deal`` asks for a single deal.
"""

from __future__ import annotations

import argparse
import os
import sys

__all__ = ["build_parser", "run", "Session"]

HELP = "a number or a move text; or undo, hint, save [FILE], quit"


def _use_color(stream) -> bool:
    return stream.isatty() and os.environ.get("TERM", "") != "dumb" and "NO_COLOR" not in os.environ


class Session:
    """One game between a person (``seat``) and ``bots``, driven line by line: ``prompt()`` is
    what to show before reading his answer, ``answer(text)`` handles it and returns the output.
    ``pycards play`` is this loop on a terminal; tests drive it directly too.

    >>> import pycards as pc
    >>> from pycards import bots
    >>> s = Session(pc.game("chip_game").new_deal(seed=1), seat=0, bots=bots.RandomBot(seed=1))
    >>> "moves:" in s.prompt()
    True
    """

    def __init__(self, state, seat: int, bots, color: bool = False, hint_bot=None, save_path: str | None = None):
        n = state.view(0).players
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < n:
            raise ValueError(f"seat must be 0..{n - 1} in this game, not {seat!r}")
        self.state, self.seat, self.bot, self.color = state, seat, bots, color
        self.hint_bot, self.save_path = hint_bot, save_path
        self.done = False
        self.log: list[str] = []

    def run_bots(self) -> str:
        """Plays the bots' moves until it is the person's turn or the game is over."""
        out = []
        while not self.state.is_over() and self.state.to_move != self.seat:
            who = self.state.to_move
            move = self.bot.choose(self.state)
            self.state.play(move)
            out.append(f"seat {who} plays {move}")
        if self.state.is_over():
            self.done = True
            out.append(self.state.pretty(seat=self.seat, color=self.color))
            out.append("game over · scores " + " ".join(str(x) for x in self.state.scores()))
        return "\n".join(out)

    def prompt(self) -> str:
        """The person's screen: his view and the numbered legal moves."""
        moves = self.state.legal_moves()
        listed = "  ".join(f"{i}) {m}" for i, m in enumerate(moves, 1))
        return f"{self.state.pretty(seat=self.seat, color=self.color)}\n  moves: {listed}"

    def answer(self, text: str) -> str:
        """Handles one line the person typed; returns what to print."""
        text = text.strip()
        word, _, rest = text.partition(" ")
        if not text:
            return f"? type {HELP}"
        if word == "quit":
            self.done = True
            return "bye"
        if word == "undo":
            return self._undo()
        if word == "hint":
            return self._hint()
        if word == "save":
            return self._save(rest.strip() or self.save_path)
        if word == "help":
            return HELP
        moves = self.state.legal_moves()
        if text.isdigit():
            k = int(text)
            if not 1 <= k <= len(moves):
                return f"? no move {k}: choose 1..{len(moves)}"
            move = moves[k - 1]
        else:
            if not self.state.is_legal(text):
                return f"? {text!r} is not a legal move here; type {HELP}"
            move = text
        self.state.play(move)
        return self.run_bots()

    def _undo(self) -> str:
        from pycards.records import replay

        record = self.state.record()
        movers, probe = [], replay({**record, "moves": []})
        for m in record["moves"]:  # who played each move: one replay, no per-game knowledge
            movers.append(probe.to_move)
            probe.play(m)
        mine = [i for i, who in enumerate(movers) if who == self.seat]
        if not mine:
            return "? nothing of yours to take back"
        self.state = replay({**record, "moves": record["moves"][: mine[-1]]})
        return "took back your last move"

    def _hint(self) -> str:
        from pycards.bots import PIMCBot

        bot = self.hint_bot or PIMCBot(samples=16, seed=len(self.state.history()), time_budget=2.0)
        means = bot.evaluate(self.state) if hasattr(bot, "evaluate") else {}
        if not means:
            move = bot.choose(self.state)
            return f"hint: {move} (no exact values here: the greedy rule's choice)"
        ranked = sorted(means.items(), key=lambda kv: -kv[1])
        values = ", ".join(f"{m} {v:+.2f}" for m, v in ranked[:8])
        return f"hint: {ranked[0][0]}   (mean values over {bot.last.get('worlds')} worlds: {values})"

    def _save(self, path: str | None) -> str:
        from pycards.records import save_record

        if not path:
            return "? save needs a file name: save FILE"
        save_record(self.state, path)
        return f"saved to {path}"


def build_parser(parser=None):
    """``pycards play GAME [--seat N] [--bot NAME] [--seed S] [--save FILE] [--load FILE]``."""
    from pycards.bots import BOTS

    p = parser or argparse.ArgumentParser(prog="pycards play")
    p.add_argument("game", help="game name")
    p.add_argument("--seat", type=int, default=0, help="your seat (default 0)")
    p.add_argument("--bot", default=None, help=f"the other seats' bot ({', '.join(sorted(BOTS))}); "
                                               "default greedy where the game has a rule, else random")
    p.add_argument("--seed", type=int, default=0, help="seed of the deal and the bots (default 0)")
    p.add_argument("--deal", action="store_true", help="one deal instead of a whole match")
    p.add_argument("--save", metavar="FILE", help="where `save` writes the record (and at the end)")
    p.add_argument("--load", metavar="FILE", help="resume the game of a saved record")
    p.add_argument("--option", "-o", action="append", default=[], metavar="NAME=VALUE",
                   help="game option, e.g. -o players=4 (repeatable)")
    return p


def run(args, stdin=None, stdout=None) -> int:
    """Plays from parsed arguments on a terminal (or the given streams)."""
    from pycards.bots import GreedyBot, greedy_rule, make_bot
    from pycards.records import load_record, save_record
    from pycards.registry import game as make_game
    from pycards.solve_cli import _options

    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout
    if args.load:
        state = load_record(args.load)
        if state.game_name != args.game:
            raise ValueError(f"{args.load} is a {state.game_name} record, not {args.game}")
    else:
        g = make_game(args.game, **_options(args.option))
        state = g.new_deal(seed=args.seed) if args.deal else g.new_match(seed=args.seed)
    name = args.bot or ("greedy" if greedy_rule(state.game_name) else "random")
    bot = make_bot(name, seed=args.seed + 1) if name != "greedy" else GreedyBot(seed=args.seed + 1)
    session = Session(state, args.seat, bot, color=_use_color(stdout), save_path=args.save)

    def say(text: str) -> None:
        if text:
            stdout.write(text + "\n")
            stdout.flush()

    say(f"pycards play {state.game_name}: you are seat {args.seat}; {HELP}")
    say(session.run_bots())
    while not session.done:
        say(session.prompt())
        stdout.write("> ")
        stdout.flush()
        line = stdin.readline()
        if not line:  # end of input
            say("bye")
            break
        say(session.answer(line))
    if args.save:
        save_record(session.state, args.save)
    return 0
