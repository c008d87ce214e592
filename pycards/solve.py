"""The exact perfect-information solver: ``pycards.solve(state)``.

Every card is known (hands and stock order). Ураган: the value is the final point difference
of the current deal from the side to move's view, counting the hurricanes already scored and
every award decided at the end of the deal (docs/uragan.md). Казино (2 players or 2
partnerships): the deal's point difference, points already scored included, the leftovers settled
at the end (docs/kazino.md). Тысяча / 1001 (card-play phase):
the declarer's final total (card points + declaration bonuses, unrounded), in the declarer's
units whoever is to move; ``target=`` / ``contract=True`` ask only whether he reaches it
(docs/thousand.md). The search runs in C++ (``csrc/include/pycards/solver.hpp``; adapters
``csrc/games/uragan/uragan_solver.hpp``, ``csrc/games/kazino/kazino_solver.hpp``,
``csrc/games/thousand/thousand_solver.hpp``); it releases the GIL,
keeps no global state, and may run in many threads at once.

>>> import pycards as pc
>>> s = pc.game("uragan").position(
...     "dealer 0 | turn 0 | hands 3D QD KD / - | table QC 2S 3S | stock - | piles 4C 7C 6D JD 6H 7H"
...     " AH 4S JS AS / 2C 3C 5C 6C JC KC AC 2D 4D 5D 7D AD 2H 3H 4H 5H JH QH KH 5S 6S 7S QS KS"
...     " | hurricanes 1 0 | last 0 | deal")
>>> r = pc.solve(s)
>>> r.value, r.moves, r.best_line
(-1, {'3Dx3S': -1, 'QDxQC': -1, 'KD': -1}, ['3Dx3S', 'QDxQC', 'KD'])
"""
from __future__ import annotations

import json
import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Optional, Union

from pycards import _core
from pycards._progress import StatusLine
from pycards.cards import Card, CardSet
from pycards.errors import InvalidPositionError

#: The default bound on the transposition table's memory in MB, its growth included (the table
#: starts at 64 KB and doubles; while it doubles old and new coexist, so the largest table is the
#: largest power of two with 1.5 x its size within the bound: 64 MB here).
DEFAULT_TT_MB = 96.0
MAX_TT_MB = 65536
#: The games whose states ``solve`` takes (each binds its solver: a ``_solve`` state method).
SOLVABLE = tuple(name for name, cls in _core._state_classes.items() if hasattr(cls, "_solve"))

CardsLike = Union[str, CardSet, Iterable]


@dataclass(frozen=True)
class SolveProgress:
    """What a running ``pycards.solve`` has done so far: given to its ``progress`` callable about
    every ``progress_every`` seconds of a long solve.

    ``moves_exact`` counts the root moves whose exact value is proved (every-move mode; with
    ``all_moves="best"`` the moves proved optimal or worse; 0 with ``all_moves=False`` until the
    end); ``moves_total`` is the number of moves the search has at the root. ``str()`` is the
    line that ``progress=True`` draws.

    >>> str(SolveProgress(seconds=12.0, nodes=45_100_000, tt_bytes=64 << 20, moves_exact=2, moves_total=7))
    '12.0 s, 45.1 M nodes (3.8 M/s), table 64 MB, 2/7 moves exact'
    """

    seconds: float
    nodes: int
    tt_bytes: int
    moves_exact: int
    moves_total: int

    def __str__(self) -> str:
        rate = self.nodes / self.seconds / 1e6 if self.seconds > 0 else 0.0
        return (f"{self.seconds:.1f} s, {self.nodes / 1e6:.1f} M nodes ({rate:.1f} M/s), "
                f"table {self.tt_bytes / 2**20:.0f} MB, {self.moves_exact}/{self.moves_total} moves exact")


@dataclass(frozen=True)
class SolveResult:
    """What ``pycards.solve`` found.

    Units: for Ураган values are from the side to move's view (point difference). For the trick
    games (``thousand``, ``thousand_one``) every value is in the **declarer's** units whoever is
    to move: his final total (card points + credited declaration bonuses, unrounded, what he
    already has included), or with ``target``/``contract`` 1 when he reaches the target and 0
    when he does not. ``moves`` are in the same units; ``best`` holds the moves that are optimal
    for the side to move (the largest value when the declarer moves, the smallest when an
    opponent does). ``declarer`` (seat), ``target`` and ``made`` are set for the trick games.

    ``moves`` maps every legal move's text to its exact value (``None`` if the search stopped
    before proving it; with ``all_moves="best"`` every move that is not optimal is ``None``, proved
    worse; with ``all_moves=False`` the moves not searched); ``best`` lists the optimal moves and
    ``best_line`` a principal variation (move texts to the end of the deal). When stopped early
    by ``limit_nodes``, ``exact`` is False, ``value`` is None and ``lower``/``upper`` bound the
    value.
    """

    value: Optional[int]
    moves: dict
    best: list
    best_line: list
    nodes: int
    seconds: float
    exact: bool
    lower: int
    upper: int
    tt_bytes: int = 0
    to_move: int = 0
    declarer: Optional[int] = None
    target: Optional[int] = None
    made: Optional[bool] = None
    extra: dict = field(default_factory=dict, repr=False, compare=False)

    def to_json(self) -> str:
        """The result as a JSON object (for machines)."""
        return json.dumps({
            "value": self.value, "exact": self.exact, "lower": self.lower, "upper": self.upper,
            "moves": self.moves, "best": self.best, "best_line": self.best_line,
            "nodes": self.nodes, "seconds": self.seconds, "tt_bytes": self.tt_bytes,
            "to_move": self.to_move, "declarer": self.declarer, "target": self.target,
            "made": self.made,
        }, ensure_ascii=False)


# The root modes as the bindings take them (bindings/solver_options.hpp, MovesMode).
_VALUE_ONLY, _EVERY_MOVE, _BEST_MOVES = 0, 1, 2


def _moves_mode(all_moves) -> int:
    """The solver's root mode of ``all_moves``: False the value and one best move, True every
    move's exact value, "best" every optimal move (the others proved worse)."""
    if isinstance(all_moves, bool):
        return _EVERY_MOVE if all_moves else _VALUE_ONLY
    if isinstance(all_moves, str):
        if all_moves == "best":
            return _BEST_MOVES
        raise ValueError(f'all_moves must be True, False or "best", got {_short(all_moves)}')
    raise TypeError(f'all_moves must be True, False or "best", not {type(all_moves).__name__}')


def _check_options(limit_nodes, tt_mb, flags: dict) -> float:
    """Checks the common solve options (ValueError/TypeError naming the bad one); returns tt_mb
    as a float."""
    if limit_nodes is not None and (isinstance(limit_nodes, bool) or not isinstance(limit_nodes, int)
                                    or not 1 <= limit_nodes < 2**64):
        raise ValueError(f"limit_nodes must be a positive int or None, got {_short(limit_nodes)}")
    if isinstance(tt_mb, bool) or not isinstance(tt_mb, (int, float)):
        raise TypeError(f"tt_mb must be a number of megabytes, not {type(tt_mb).__name__}")
    if not (0 < tt_mb <= MAX_TT_MB) or (isinstance(tt_mb, float) and not math.isfinite(tt_mb)):
        raise ValueError(f"tt_mb must be in (0, {MAX_TT_MB}] MB, got {_short(tt_mb)}")
    for name, value in flags.items():
        if not isinstance(value, bool):
            raise TypeError(f"{name} must be True or False, not {type(value).__name__}")
    return float(tt_mb)


def _short(value) -> str:
    r = repr(value)
    return r if len(r) <= 40 else r[:20] + f"... ({len(r)} characters)"


def _seat(value, name: str, players: int, none_ok: bool = False) -> int:
    if value is None and none_ok:
        return -1
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < players:
        raise InvalidPositionError(f"{name} must be a seat 0..{players - 1}, got {_short(value)}")
    return value


def _mask(cards: CardsLike) -> int:
    if cards is None:
        return 0
    if isinstance(cards, CardSet):
        return cards.mask
    if isinstance(cards, str):
        return CardSet.parse(cards).mask
    m = 0
    for c in cards:
        m |= 1 << int(c if isinstance(c, Card) else Card.parse(str(c)))
    return m


def _card_list(cards) -> list:
    if cards is None:
        return []
    if isinstance(cards, str):
        return [int(Card.parse(t)) for t in cards.replace(",", " ").split()]
    return [int(c if isinstance(c, Card) else Card.parse(str(c))) for c in cards]


def solve_uragan(*, hands, table=None, stock=None, piles=None, hurricanes=(0, 0), to_move=0,
                 last_player=None, dealer=None, players=None, limit_nodes=None,
                 tt_mb=DEFAULT_TT_MB, best_line=True, all_moves=True, face_down=None) -> SolveResult:
    """Solves an Ураган position given by its parts (cards as text, CardSets or Cards).

    ``hands``: one per seat (2 or 4); ``stock``: next card first; ``piles``: captured cards per
    side; ``dealer`` (needed only when the stock deals another round) defaults to the seat
    before the first seat to act in a round, ``last_player`` to the seat before ``to_move``.
    ``face_down`` makes it a ``hand="open4"`` position (2 players): per seat its face-down cards
    at positions 1 and 2 (``None`` for a position already turned up), cards of its hand; a card
    turned up and not yet played (the game's pending card) is an ordinary face-up card here.

    >>> solve_uragan(hands=["KS", "QD"], table="5C 5H", to_move=0).moves
    {'KSx5C+5H': 3}
    """
    tt_mb = _check_options(limit_nodes, tt_mb, {"best_line": best_line})
    mode = _moves_mode(all_moves)
    hands = list(hands)
    players = players or len(hands)
    if players not in (2, 4) or len(hands) != players:
        raise InvalidPositionError(f"Ураган needs 2 or 4 hands, got {len(hands)}")
    to_move = _seat(to_move, "to_move", players)
    last_player = _seat(last_player, "last_player", players, none_ok=True)
    dealer = (to_move - 1) % players if dealer is None else _seat(dealer, "dealer", players)
    hurricanes = list(hurricanes)
    if len(hurricanes) != 2 or any(isinstance(h, bool) or not isinstance(h, int) or not 0 <= h <= 20
                                   for h in hurricanes):
        raise InvalidPositionError(f"hurricanes: two counts 0..20 (side 0, side 1), got {_short(hurricanes)}")
    piles = list(piles) if piles is not None else [None, None]
    down = None
    if face_down is not None:
        if players != 2 or len(face_down) != 2 or any(len(f) != 2 for f in face_down):
            raise InvalidPositionError("face_down (open4, 2 players): two positions per seat")
        down = [-1 if c is None or c == "-" else _card_list([c])[0] for f in face_down for c in f]
    try:
        raw = _core._uragan_solve(
            players, dealer, [_mask(h) for h in hands], _mask(table), _card_list(stock),
            [_mask(p) for p in piles], hurricanes, to_move, last_player,
            limit_nodes or 0, tt_mb, best_line, mode, down)
    except ValueError as e:
        if isinstance(e, InvalidPositionError):
            raise
        raise InvalidPositionError(str(e)) from None
    return _result(raw, to_move)


def _result(raw: dict, to_move: int, target: Optional[int] = None) -> SolveResult:
    facts = raw["facts"]
    target = facts.get("target", target)
    value = raw["value"]
    return SolveResult(
        value=value, moves=raw["moves"], best=raw["best"], best_line=raw["pv"],
        nodes=raw["nodes"], seconds=raw["seconds"], exact=raw["exact"],
        lower=raw["lower"], upper=raw["upper"], tt_bytes=raw["tt_bytes"], to_move=to_move,
        declarer=facts.get("declarer"), target=target,
        made=None if value is None or target is None else value == 1, extra=dict(facts))


def _solve_seat(game: str, state, seat: int, limit_nodes: Optional[int], tt_mb: float, best_line: bool,
                all_moves: Union[bool, str]) -> SolveResult:
    """The engine of ``pycards.<game>.solve_seat``: the state's ``_solve_seat`` after the common checks."""
    if getattr(type(state), "game_name", None) != game:
        raise TypeError(f"solve_seat takes a {game} state, not " + type(state).__name__)
    tt_mb = _check_options(limit_nodes, tt_mb, {"best_line": best_line})
    mode = _moves_mode(all_moves)
    raw = state._solve_seat(seat, limit_nodes or 0, tt_mb, best_line, mode)
    return _result(raw, state.to_move)


def solve(state, limit_nodes: Optional[int] = None, tt_mb: float = DEFAULT_TT_MB,
          best_line: bool = True, *, target: Optional[int] = None, contract: bool = False,
          all_moves: Union[bool, str] = True, progress: Union[None, bool, Callable[[SolveProgress], object]] = None,
          progress_every: float = 0.5) -> SolveResult:
    """Exact value of ``state`` with the exact value of every legal move.

    Ураган: the final point difference of the deal for the side to move; ``hand="open4"``
    states too (every card is known): a seat that must turn a card up gets ``down1``/``down2``,
    each worth the best play of that card, and ``best_line`` holds the turn-ups. Тысяча / 1001
    (``thousand``, ``thousand_one``, card-play phase only): the declarer's final total, card
    points plus credited declaration bonuses, unrounded, the two opponents minimising it jointly;
    values are from the declarer's view whoever is to move (see ``SolveResult``).
    ``target=N`` (trick games) asks only "does the declarer reach N?": a zero-window search,
    much faster; values are then 1 (yes) / 0 (no) and ``made`` says the answer. ``contract=True``
    uses the deal's contract as the target (``round_before_compare`` taken into account:
    ``round5(total) >= C`` is ``total >= C - 2``). ``all_moves=False`` proves the root value
    only (``moves`` values are then None).

    ``limit_nodes`` stops the search early (``exact`` is then False and only proved values are
    reported); ``tt_mb`` bounds the transposition table's memory in MB, its growth included (it
    starts at 64 KB and doubles; the default 96 lets it reach 64 MB). Ctrl-C stops a long solve
    (``KeyboardInterrupt``, within about a millisecond).
    ``all_moves=False`` proves only the value and one best move (about 2x faster): ``moves``
    then holds None for the moves not searched exactly. ``all_moves="best"`` proves every
    optimal move (``best`` lists them all, each worth ``value`` in ``moves``) and the other moves
    only worse (``None`` in ``moves``): one zero-window test a move after the value, what a bot
    that picks among the best moves needs (1.2-1.6x the value alone on Ураган's benches and
    1.1-1.2x on Тысяча's, against 1.8-2.4x and 10-12x for every move's exact value).

    >>> import pycards as pc
    >>> s = pc.game("uragan").position(
    ...     "dealer 0 | turn 1 | hands 5C JH QH / 7D QD AH | table 3C KH | stock - | piles 4C 6C 7C JC KC AC"
    ...     " 6D JD KD 2H 7H 4S 7S JS QS KS AS / 2C QC 2D 3D 4D 5D AD 3H 4H 5H 6H 2S 3S 5S 6S"
    ...     " | hurricanes 0 0 | last 0 | deal")
    >>> pc.solve(s).moves
    {'7D': -4, 'QD': -4, 'AH': -3}
    >>> r = pc.solve(s, all_moves="best")
    >>> r.best, r.moves
    (['AH'], {'7D': None, 'QD': None, 'AH': -3})

    ``progress``: a long solve (a 4-player Ураган deal from its first move takes minutes) shows a
    status line on stderr once it has run a second: nodes, speed, the table's memory and the root
    moves proved (``None``, the default: only when stderr is a terminal; ``True``: always;
    ``False``: never). A callable instead receives a ``SolveProgress`` about every
    ``progress_every`` seconds (the first time after ``progress_every`` seconds); an exception it
    raises stops the solve and propagates. Quick solves never call it, and the search is the same
    either way (same nodes, same values).

    >>> import pycards as pc
    >>> s = pc.game("uragan").new_deal(seed=5)
    >>> r = pc.solve(s, limit_nodes=1000)
    >>> r.exact, r.value
    (False, None)
    """
    cls = type(state)
    name = getattr(cls, "game_name", None)
    if not isinstance(name, str):
        raise TypeError("pycards.solve takes a game state (e.g. pycards.game('uragan').new_deal()), not "
                        + cls.__name__)
    if not hasattr(cls, "_solve"):
        raise ValueError("pycards.solve supports %s, not %s" % (", ".join(SOLVABLE), name))
    tt_mb = _check_options(limit_nodes, tt_mb, {"best_line": best_line, "contract": contract})
    mode = _moves_mode(all_moves)
    if target is not None and (isinstance(target, bool) or not isinstance(target, int) or not 0 <= target <= 100000):
        raise ValueError("target must be an int in 0..100000, got %s" % _short(target))
    if target is not None and contract:
        raise ValueError("give target=N or contract=True, not both")
    if isinstance(progress_every, bool) or not isinstance(progress_every, (int, float)):
        raise TypeError("progress_every must be a number of seconds, not " + type(progress_every).__name__)
    if not 0 < progress_every <= 3600:
        raise ValueError("progress_every must be a number of seconds in (0, 3600], got %s" % _short(progress_every))
    if progress is None or isinstance(progress, bool):
        # The status line: drawn from 1 s on, redrawn about 4 times a second.
        with StatusLine(f"solving {name}", enabled=progress) as line:
            def draw(*done):
                p = _progress_of(*done)
                line.show(str(p), p.seconds)
            raw = _raw_solve(state, limit_nodes, tt_mb, best_line, mode, target, contract,
                             draw if line.enabled else None, 0.25)
    elif callable(progress):
        raw = _raw_solve(state, limit_nodes, tt_mb, best_line, mode, target, contract,
                         lambda *done: progress(_progress_of(*done)), float(progress_every))
    else:
        raise TypeError("progress must be None, True, False or a callable taking a SolveProgress, not "
                        + type(progress).__name__)
    return _result(raw, state.to_move, target)


def _progress_of(nodes, seconds, tt_bytes, moves_exact, moves_total) -> SolveProgress:
    """A SolveProgress from the solver's progress call."""
    return SolveProgress(seconds=seconds, nodes=nodes, tt_bytes=tt_bytes, moves_exact=moves_exact,
                         moves_total=moves_total)


def _raw_solve(state, limit_nodes, tt_mb, best_line, mode, target, contract, progress, every) -> dict:
    # The game's own solve reads the state in C++ (a deal that is over, or a phase the solver
    # does not take: InvalidPositionError). `progress(nodes, seconds, tt_bytes, moves_exact,
    # moves_total)` is called from the solving thread with the GIL held.
    return state._solve(limit_nodes or 0, tt_mb, best_line, mode, target, contract, progress, every)


def uragan_parts(state) -> dict:
    """The keyword arguments of ``solve_uragan`` for a ``pycards`` Ураган state (open4: with
    ``face_down``). ``solve_uragan`` knows only the seed rules: a state of a move variant
    (``free_trail``, ``same_rank_sums``, ``round_leader``, ``leftover``, ``after_hurricane``) raises
    ``pc.OptionError``; ``pc.solve(state)`` solves it."""
    opts = state.game.options
    variants = [name for name in ("free_trail", "same_rank_sums") if opts.get(name)]
    seed_values = (("round_leader", "after_last_player"), ("leftover", "last_player"), ("after_hurricane", "lay_out"))
    for name, seed in seed_values:
        if opts.get(name, seed) != seed:
            variants.append(name)
    if variants:
        from pycards import OptionError
        raise OptionError(f"solve_uragan knows only the seed rules, not {', '.join(variants)}: use pc.solve(state)")
    parts = dict(
        hands=list(state.hands), table=state.table, stock=list(state.stock), piles=list(state.piles),
        hurricanes=tuple(state.hurricanes), to_move=state.to_move,
        last_player=state.last_player, dealer=state.dealer, players=len(state.hands))
    if state.game.options.get("hand") == "open4":
        parts["face_down"] = [list(f) for f in state.face_down]
    return parts
