"""The reference search of the paranoid card-play solvers' tests (Тон, Три листика): one seat
against all the others as one side, every card known, on a pure-Python reference deal.

Fail-soft alpha-beta in the moves' own order, no table: the value is exact when it lies inside
(alpha, beta), and the defaults make it always so. It shares nothing with the C++ solver (which
adds a table, bounds and move ordering): the pruning only skips lines that cannot change the
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
