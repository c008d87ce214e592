"""The reference searches of the solver tests, on the pure-Python reference deals, every card
known: `side_value` for two sides (Ураган, Казино: the deal's point difference, the same side may
play twice in a row), `paranoid_value` for one seat against all the others (Тон, Три листика).

Fail-soft alpha-beta in the moves' own order, no table: a value is exact when it lies inside
(alpha, beta), and the defaults make it always so. It shares nothing with the C++ solver (which
adds a table, bounds and move ordering): the pruning only skips lines that cannot change a
value.

>>> class Pick:  # a seat (0) picks 1 or 2, then the other (1) adds 0 or 5; the sum is the value
...     def __init__(self, total=0, to_move=0): self.total, self.to_move = total, to_move
...     def legal_moves(self): return [1, 2] if self.to_move == 0 else [0, 5]
...     def play(self, m): self.total += m; self.to_move += 1
>>> paranoid_value(Pick(), 0, lambda p: p.total if p.to_move == 2 else None)
2
"""
from __future__ import annotations

import copy
from typing import Callable

INF = 10**9


def paranoid_value(ref, seat: int, leaf: Callable, alpha: int = -INF, beta: int = INF) -> int:
    """The value of `ref` for `seat`, which maximises while every other seat minimises.
    `leaf(ref)` is the value of a position where the search stops, None elsewhere."""
    v = leaf(ref)
    if v is not None:
        return v
    maximise = ref.to_move == seat
    best = -INF if maximise else INF
    for m in ref.legal_moves():
        child = copy.deepcopy(ref)
        child.play(m)
        v = paranoid_value(child, seat, leaf, alpha, beta)
        if maximise:
            best = max(best, v)
            alpha = max(alpha, v)
        else:
            best = min(best, v)
            beta = min(beta, v)
        if alpha >= beta:
            break
    return best


def side_value(ref, clone: Callable, play: Callable, alpha: int = -INF, beta: int = INF) -> int:
    """The value of `ref` (not over) for the side to move, ``ref.side_of(ref.to_move)``: its final
    point difference (``ref.result()["total"]``). `clone(ref)` copies a deal, `play(deal, move)`
    plays one of its legal moves."""
    side = ref.side_of(ref.to_move)
    best = -INF
    for m in ref.legal_moves():
        v = side_move_value(ref, m, clone, play, alpha, beta, side)
        if v > best:
            best = v
            alpha = max(alpha, v)
            if alpha >= beta:
                break
    return best


def side_move_value(ref, move, clone: Callable, play: Callable, alpha: int = -INF, beta: int = INF,
                    side: int | None = None) -> int:
    """The value of `move` (one of ``ref.legal_moves()``) for the side to move, as `side_value`."""
    if side is None:
        side = ref.side_of(ref.to_move)
    child = clone(ref)
    play(child, move)
    if child.is_over():
        total = child.result()["total"]
        return total[side] - total[1 - side]
    if child.side_of(child.to_move) == side:  # a lay-out: the same side plays again
        return side_value(child, clone, play, alpha, beta)
    return -side_value(child, clone, play, -beta, -alpha)
