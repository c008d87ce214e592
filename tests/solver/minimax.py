"""Minimax for Ураган on the pure-Python reference (tests/uragan/reference.py): the fail-soft
alpha-beta of tests/reference_search.py in the plays' own order, no transposition table, no
bounds, no move merging. It checks pycards' exact solver, which shares none of it: every root
move's value is searched with the full window, so it is exact (6x faster than the plain minimax on
9-10 cards in hands, the same values).

Value of a position: the final point difference of the deal (every award and every hurricane of
this deal, those already scored included) from the view of the side to move (seats 0+2 are side
0, seats 1+3 side 1).
"""
from __future__ import annotations

import random

from tests.reference_search import side_move_value, side_value

try:  # under pytest (rootdir tests/ on sys.path) or from the repository root (benches)
    from uragan.reference import DECK40, RefDeal, card_index
except ImportError:
    from tests.uragan.reference import DECK40, RefDeal, card_index


def clone(deal: RefDeal) -> RefDeal:
    """An independent copy (faster than deepcopy)."""
    c = RefDeal.__new__(RefDeal)
    c.players, c.dealer, c.hand = deal.players, deal.dealer, deal.hand
    c.free_trail, c.same_rank_sums, c.round_leader = deal.free_trail, deal.same_rank_sums, deal.round_leader
    c.leftover, c.after_hurricane, c.last_capturer = deal.leftover, deal.after_hurricane, deal.last_capturer
    c.hands = [set(h) for h in deal.hands]
    c.face_down = [list(f) for f in deal.face_down]
    c.face_down_positions = [list(p) for p in deal.face_down_positions]
    c.pending = deal.pending
    c.table = set(deal.table)
    c.stock = list(deal.stock)
    c.piles = [set(p) for p in deal.piles]
    c.hurricanes = list(deal.hurricanes)
    c.last_player, c.to_move = deal.last_player, deal.to_move
    return c


def _apply(deal: RefDeal, move) -> None:
    deal._apply(move)  # a move of legal_moves(): play() would list them again


def move_value(deal: RefDeal, move) -> int:
    """Exact value of `move` (one of ``deal.legal_moves()``: it is not checked again) for the side
    to move."""
    return side_move_value(deal, move, clone, _apply)


def value(deal: RefDeal) -> int:
    """Exact value of a position that is not over, for the side to move."""
    return side_value(deal, clone, _apply)


def move_values(deal: RefDeal) -> dict:
    """{move text: exact value} with pycards move text ("7H", "KSx5S+3C+2D")."""
    return {move_text(m): move_value(deal, m) for m in deal.legal_moves()}  # open4: "down1", "down2" too


def move_text(move) -> str:
    card, captured = move
    if card == "down":  # open4: turn the face-down card at position `captured` up
        return f"down{captured}"
    if not captured:
        return card
    return card + "x" + "+".join(sorted(captured, key=card_index))


def random_deal(rng: random.Random, players: int, hand: str = "hidden") -> RefDeal:
    order = list(DECK40)
    rng.shuffle(order)
    return RefDeal(order, rng.randrange(players), players=players, hand=hand)


def cards_in_hands(deal: RefDeal) -> int:
    return sum(len(h) for h in deal.hands)


def random_endgame(rng: random.Random, players: int, max_in_hands: int, stock_ok: bool = False,
                   hand: str = "hidden") -> RefDeal:
    """A random deal played at random until at most `max_in_hands` cards are in hands (and the
    stock is empty unless `stock_ok`), and not over."""
    while True:
        deal = random_deal(rng, players, hand)
        while not deal.is_over() and (cards_in_hands(deal) > max_in_hands or (deal.stock and not stock_ok)):
            deal.play(rng.choice(deal.legal_moves()))
        if not deal.is_over():
            return deal


def random_position(rng: random.Random, players: int, plays: int) -> RefDeal:
    """A random deal after `plays` random moves (may still have a stock); None if over."""
    deal = random_deal(rng, players)
    for _ in range(plays):
        if deal.is_over():
            return None
        deal.play(rng.choice(deal.legal_moves()))
    return None if deal.is_over() else deal
