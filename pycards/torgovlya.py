"""Торговля / Коммерция (torgovlya, Commerce: a trade-and-barter banking game): docs and helpers.
Legality and scoring live in the C++ core.

Rules: ``docs/torgovlya.md``. 52 cards, 3 to 10 players with tokens; every player but the banker
antes 1, gets three cards and trades once, from the banker's left: ``money:<card>`` (the card
under the stock for its top card, 1 token to the banker) or ``barter:<card>`` with the player on
his right, who answers ``return:<card>``. The best hand (трикон > секанс > поэн, see
:mod:`pycards.handeval`) takes the pot; the banker wins ties; no combination carries the pot over.
Options: ``players`` (4), ``start_tokens`` (20), ``point_rule`` ("flush3"/"best_suit"),
``barter`` ("seen"/"blind"), ``stand_allowed`` (0), ``banker_trades`` (0), ``tie``
("seniority"/"split"), ``winner_fee`` ("to_banker"/"from_banker"/"none"), ``deals`` (0: one per
seat), ``max_deals`` (0: no limit).

>>> import pycards as pc
>>> s = pc.game("torgovlya").new_deal(seed=1, dealer=0)
>>> s.phase, s.to_move, s.pot, s.tokens
('trade', 1, 3, [20, 19, 19, 19])
>>> s.play("barter:2D")
>>> s.phase, s.to_move, [str(m) for m in s.legal_moves()]
('return', 0, ['return:TS', 'return:JS', 'return:AS'])
"""

from __future__ import annotations

from fractions import Fraction

import numpy as np

from pycards import _args, _core, handeval

KINDS = ("money", "barter", "return", "swap")


def deal_seed(seed: int, k: int) -> int:
    """Seed of deal ``k`` (0, 1, ...) of ``new_match(seed)``: deal k is dealt from
    ``shuffled(DECK52, deal_seed(seed, k))``.

    >>> deal_seed(7, 0) == deal_seed(7, 0) != deal_seed(7, 1)
    True
    """
    return _core.torgovlya_deal_seed(seed, k)


def decode_move_id(move_id: int) -> tuple:
    """``(kind, card index or None)`` of a move id: ids are ``kind * 52 + card`` for money, barter,
    return and swap (kinds 0..3), 208 is ``stand`` and 209 ``keep``.

    >>> decode_move_id(52 + 13)
    ('barter', 13)
    >>> decode_move_id(209)
    ('keep', None)
    """
    move_id = _args.move_id(move_id, "torgovlya")
    if move_id > 209:
        raise _args.bad_move_id(move_id, "torgovlya", "ids are 0 .. 209")
    if move_id == 208:
        return ("stand", None)
    if move_id == 209:
        return ("keep", None)
    return (KINDS[move_id // 52], move_id % 52)


def class_odds(point_rule: str = "flush3") -> dict:
    """Exact probability that a hand dealt from a full 52-card deck holds each class before trading:
    every one of the 22,100 three-card hands is evaluated (C++ table) and counted.

    >>> odds = class_odds()
    >>> odds["trikon"], odds["sekans"], sum(odds.values())
    (Fraction(1, 425), Fraction(11, 5525), Fraction(1, 1))
    >>> class_odds("best_suit")["none"]
    Fraction(0, 1)
    """
    masks = np.array([(1 << i) | (1 << j) | (1 << k) for k in range(52) for j in range(k) for i in range(j)],
                     dtype=np.uint64)
    classes = handeval.evaluate(masks, point_rule) >> 5
    counts = np.bincount(classes, minlength=4)
    return {name: Fraction(int(c), len(masks)) for name, c in zip(handeval.COMMERCE_CLASSES, counts)}


def random_games(n: int, seed: int = 0, match: bool = True, threads: int = 1, **options) -> dict:
    """``n`` random whole games (``match=False``: single deals) in C++ with the GIL released, over
    ``threads`` threads: game i is ``new_match(seed + i)`` (or ``new_deal(seed + i, i % players)``)
    of ``pycards.game("torgovlya", **options)``, each move drawn uniformly from the legal moves (in
    ``legal_moves()`` order) by ``Rng(seed + i + 1).below(len(moves))``. Returns numpy arrays:
    ``scores`` (n, players) int64 (``scores()`` at the end), ``deals`` (n,) and ``moves`` (n,).

    >>> r = random_games(4, seed=1, threads=2)
    >>> r["scores"].shape[0], bool((r["deals"] >= 1).all())
    (4, True)
    """
    from pycards import game

    if not isinstance(match, bool):
        raise TypeError(f"match must be True or False, not {type(match).__name__}")
    return _core._torgovlya_random_games(game("torgovlya", **options), n, seed, int(match), threads)


__all__ = ["KINDS", "class_odds", "deal_seed", "random_games", "decode_move_id"]
