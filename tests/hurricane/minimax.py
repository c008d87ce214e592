"""Plain minimax for Хурикан on the pure-Python reference (tests/hurricane/reference.py): no
pruning and no equivalence of cards; a memo keyed by the whole card-level position (hands, table,
stock, turn, last capturer, opening and the piles' point difference) only saves recomputing
transpositions. It checks pycards' exact solver.

Value of a position: the final pile points of the deal (with the leftover rule applied), side to
move minus the other, the points already in the piles included.
"""
from __future__ import annotations

from .reference import RefDeal, points


def from_state(s) -> RefDeal:
    """A reference deal in the position of the pycards state `s` (a deal not over)."""
    d = RefDeal.__new__(RefDeal)
    opts = s.game.options
    d.max_lay, d.opening_lay = opts["max_lay"], opts["opening_lay"]
    d.round_leader, d.leftover = opts["round_leader"], opts["leftover"]
    d.dealer = s.dealer
    d.hands = [{str(c) for c in h} for h in s.hands]
    d.stock = [str(c) for c in s.stock]
    d.table = {str(c) for c in s.table}
    d.piles = [{str(c) for c in p} for p in s.piles]
    d.last_capturer = s.last_capturer
    d.to_move = s.to_move
    d.opening = not s.table and not s.piles[0] and not s.piles[1] and len(s.stock) == 28 and \
        all(len(h) == 6 for h in s.hands)
    return d


def clone(d: RefDeal) -> RefDeal:
    c = RefDeal.__new__(RefDeal)
    c.max_lay, c.opening_lay, c.round_leader, c.leftover = d.max_lay, d.opening_lay, d.round_leader, d.leftover
    c.dealer = d.dealer
    c.hands = [set(h) for h in d.hands]
    c.stock = list(d.stock)
    c.table = set(d.table)
    c.piles = [set(p) for p in d.piles]
    c.last_capturer, c.to_move, c.opening = d.last_capturer, d.to_move, d.opening
    return c


def _key(d: RefDeal):
    return (frozenset(d.hands[0]), frozenset(d.hands[1]), frozenset(d.table), len(d.stock), d.to_move,
            d.last_capturer, d.opening, points(d.piles[0]) - points(d.piles[1]))


def final_difference(d: RefDeal, seat: int) -> int:
    total = d.result()["total"]
    return total[seat] - total[1 - seat]


def move_value(d: RefDeal, move, memo) -> int:
    seat = d.to_move
    child = clone(d)
    child.play(move)
    if child.is_over():
        return final_difference(child, seat)
    v = value(child, memo)
    return v if child.to_move == seat else -v


def value(d: RefDeal, memo=None) -> int:
    """Exact value of a position that is not over, for the seat to move."""
    memo = {} if memo is None else memo
    k = _key(d)
    if k not in memo:
        memo[k] = max(move_value(d, m, memo) for m in d.legal_moves())
    return memo[k]


def move_values(d: RefDeal) -> dict:
    """{move text: exact value} for every legal move (the reference's canonical texts)."""
    memo = {}
    return {m: move_value(d, m, memo) for m in d.legal_moves()}
