"""Три тройки (tri_troyki, "Three threes": a banking game to 9 with two decks): docs and helpers.
Legality and scoring live in the C++ core.

Rules: ``docs/tri_troyki.md``. 104 cards (two decks); every seat gets one card; each player says
``vist`` or ``pass``; the вист players, then the banker, may ``buy`` up to two cards (``stop``
ends the turn). Each вист player settles with the banker at a fixed stake: three threes (×3), a
single-card nine (×2), a nine, then totals 8..1, bankrupt (10 = 0) and bust (11+), see
:func:`pycards.handeval.troyki_hand`. Options: ``players`` (4), ``stake`` (100), ``threes_rank``
("top"/"below_single_nine"), ``ten_multi`` ("zero"/"bust"), ``compare``
("higher_total"/"nine_only"), ``banker_multiplier`` (1), ``tie`` ("push"/"banker"), ``deals``
(0: one per seat).

>>> import pycards as pc
>>> s = pc.game("tri_troyki").new_deal(seed=1, dealer=0)
>>> s.phase, s.to_move, [len(h) for h in s.hands]
('declare', 1, [1, 1, 1, 1])
>>> for m in ("vist", "pass", "pass", "stop", "stop"):
...     s.play(m)
>>> s.is_over(), sum(s.scores())
(True, 0)
"""

from __future__ import annotations

from fractions import Fraction

from pycards import _args, _core

MOVES = ("vist", "pass", "buy", "stop")


def deal_seed(seed: int, k: int) -> int:
    """Seed of deal ``k`` (0, 1, ...) of ``new_match(seed)``: the pack of deal k is the 104 card
    indices (0..51 twice, ascending) shuffled by ``Rng(deal_seed(seed, k))``.

    >>> deal_seed(7, 0) == deal_seed(7, 0) != deal_seed(7, 1)
    True
    """
    return _core.tri_troyki_deal_seed(seed, k)


def decode_move_id(move_id: int) -> str:
    """The text of a move id: 0 vist, 1 pass, 2 buy, 3 stop.

    >>> decode_move_id(2)
    'buy'
    """
    i = _args.move_id(move_id, "tri_troyki")
    if i > 3:
        raise _args.bad_move_id(i, "tri_troyki", "ids are 0 .. 3")
    return MOVES[i]


def odds(game=None, banker_stands_on: int = 6) -> dict:
    """Exact odds by enumeration (not simulation) of one вист player against the banker, who buys
    while his total is below ``banker_stands_on`` (at most two cards; his cards only). Every card
    sequence of the 104-card pack is counted with its exact probability; values are in stakes,
    from the player's side, under ``game``'s options (default ``pycards.game("tri_troyki")``).

    Returns ``hands``: for each hand the player can hold (a tuple of point values, 10 for
    10 J Q K, ascending) ``{"stop": EV, "buy": EV or None, "best": "buy" or "stop"}``, the EV
    conditional on holding it; ``first``: per first card value the EV of playing best (before
    deciding to pass); ``banker_edge``: the banker's expected gain per player who plays best and
    passes a first card worth less than 0; ``banker_edge_always_vist``: the same if he never passes.

    >>> o = odds(banker_stands_on=6)
    >>> o["hands"][(9,)]["best"], o["hands"][(9,)]["stop"] > 0 > o["hands"][(10,)]["stop"]
    ('stop', True)
    >>> o["banker_edge"] <= o["banker_edge_always_vist"]
    True
    """
    from pycards import game as make_game

    g = make_game("tri_troyki") if game is None else game
    raw = _core._tri_troyki_odds(g, banker_stands_on)
    den = raw["denominator"]
    hands = {}
    for values, can_buy, buy_better, stop, buy, weight in raw["hands"]:
        hands[tuple(values)] = {"stop": Fraction(stop, weight), "buy": Fraction(buy, weight) if can_buy else None,
                                "best": "buy" if buy_better else "stop"}
    first = {v + 1: Fraction(num, w) for v, (num, w) in enumerate(raw["first"])}
    return {"hands": hands, "first": first, "banker_edge": -Fraction(raw["best_total"], den),
            "banker_edge_always_vist": -Fraction(raw["vist_total"], den)}


def random_games(n: int, seed: int = 0, match: bool = True, threads: int = 1, **options) -> dict:
    """``n`` random whole games (``match=False``: single deals) in C++ with the GIL released, over
    ``threads`` threads: game i is ``new_match(seed + i)`` (or ``new_deal(seed + i, i % players)``)
    of ``pycards.game("tri_troyki", **options)``, each move drawn uniformly from the legal moves (in
    ``legal_moves()`` order) by ``Rng(seed + i + 1).below(len(moves))``. Returns numpy arrays:
    ``scores`` (n, players) int64 (``scores()`` at the end), ``deals`` (n,) and ``moves`` (n,).

    >>> r = random_games(4, seed=1, threads=2)
    >>> r["scores"].shape[0], bool((r["deals"] >= 1).all())
    (4, True)
    """
    from pycards import game

    if not isinstance(match, bool):
        raise TypeError(f"match must be True or False, not {type(match).__name__}")
    return _core._tri_troyki_random_games(game("tri_troyki", **options), n, seed, int(match), threads)


__all__ = ["MOVES", "deal_seed", "random_games", "decode_move_id", "odds"]
