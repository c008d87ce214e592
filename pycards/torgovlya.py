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
from itertools import product
from math import comb, factorial

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


def _collections(m: int, j: int) -> int:
    """Ways to choose j pairwise-disjoint 3-sets (unordered) from m items."""
    if j < 0 or 3 * j > m:
        return 0
    return factorial(m) // (factorial(m - 3 * j) * 6**j * factorial(j))


def _poly_mul(a: list, b: list, top: int) -> list:
    out = [0] * (top + 1)
    for i, x in enumerate(a):
        if x:
            for j, y in enumerate(b[: top + 1 - i]):
                out[i + j] += x * y
    return out


def _disjoint_counts(kind: str, ranks: int, top: int) -> list:
    """U[k], k = 0..top: the number of unordered collections of k pairwise-disjoint hands of one
    kind from a deck of ``ranks`` ranks (the lowest ones) in 4 suits:

    * "trikon": three of a rank (k ranks, 4 ways each to leave a suit out);
    * "sekans": three consecutive ranks of a suit (per suit, C(ranks - 2j, j) ways for j runs);
    * "poen": three of a suit not consecutive (per suit, by inclusion-exclusion over the runs);
    * "trikon|suited": a трикон or any three of a suit; "trikon|sekans": a трикон or a секанс.
    """
    if kind == "trikon":
        return [comb(ranks, k) * 4**k for k in range(top + 1)]
    if kind in ("sekans", "poen"):
        if kind == "sekans":
            suit = [comb(ranks - 2 * j, j) if ranks - 2 * j >= j else 0 for j in range(top + 1)]
        else:  # collections with no run: sum over i marked runs, (-1)^i, the rest any triples
            suit = [
                sum((-1) ** i * comb(ranks - 2 * i, i) * _collections(ranks - 3 * i, j - i) for i in range(j + 1)
                    if ranks - 2 * i >= i)
                for j in range(top + 1)
            ]
        out = [1] + [0] * top
        for _ in range(4):
            out = _poly_mul(out, suit, top)
        return out
    if kind == "trikon|suited":
        # t трикон ranks, c_s of them leaving suit s out: suit s keeps ranks - t + c_s cards.
        out = [0] * (top + 1)
        for t in range(min(ranks, top) + 1):
            for c in _compositions(t, 4):
                ways = comb(ranks, t) * factorial(t)
                for x in c:
                    ways //= factorial(x)
                poly = [1] + [0] * top
                for x in c:
                    poly = _poly_mul(poly, [_collections(ranks - t + x, j) for j in range(top + 1)], top)
                for k in range(t, top + 1):
                    out[k] += ways * poly[k - t]
        return out
    if kind == "trikon|sekans":
        # Ranks in order; per suit the length (0, 1, 2) of the run in progress; a трикон takes
        # three suits of its rank (their runs must be closed), the fourth card is free.
        states = {((0, 0, 0, 0), 0): 1}
        for _ in range(ranks):
            nxt: dict = {}
            for (runs, k), ways in states.items():
                options = [(None, runs, k)] + [(m, runs, k + 1) for m in range(4)
                                                if all(runs[s] == 0 for s in range(4) if s != m)]
                for missing, rs, kk in options:
                    per_suit = []
                    for s in range(4):
                        if missing is not None and s != missing:
                            per_suit.append([(0, 0)])  # in the трикон
                        elif rs[s]:
                            per_suit.append([((rs[s] + 1) % 3, rs[s] == 2)])  # a run must go on
                        else:
                            per_suit.append([(0, 0), (1, 0)])  # unused, or starts a run
                    for pick in product(*per_suit):
                        key = (tuple(p[0] for p in pick), kk + sum(p[1] for p in pick))
                        if key[1] <= top:
                            nxt[key] = nxt.get(key, 0) + ways
            states = nxt
        out = [0] * (top + 1)
        for (runs, k), ways in states.items():
            if runs == (0, 0, 0, 0):
                out[k] += ways
        return out
    raise ValueError(kind)


def _compositions(t: int, parts: int):
    if parts == 1:
        yield (t,)
        return
    for first in range(t + 1):
        for rest in _compositions(t - first, parts - 1):
            yield (first,) + rest


def table_odds(players: int = 4, point_rule: str = "flush3", *, ranks: int = 13) -> dict:
    """Exact deal-level odds of Торговля before any trading, by combinatorics (no simulation):
    ``players`` hands of three cards dealt from one shuffled 52-card deck.

    For each class (``"none"``, ``"poen"``, ``"sekans"``, ``"trikon"``): ``at_least_one[c]``, the
    probability that at least one hand at the table holds it, and ``no_hand[c]`` = 1 minus that;
    ``best[c]``, the probability that the best class at the table is c. The hands are exchangeable,
    so P(no hand in B) = sum over k of (-1)^k C(n, k) U_k(B) / T_k, where U_k(B) counts the sets of
    k pairwise-disjoint hands of B and T_k those of any k disjoint three-card hands; P(every hand
    in B) = U_n(B) / T_n. U_k is counted per suit (секанс, поэн), per rank (трикон), and with a
    scan over the ranks for a трикон or a секанс together. ``ranks`` < 13 takes the lowest ranks
    of each suit (a smaller deck, for checks); ``players`` may be 1 .. 10 (1: one hand, as
    :func:`class_odds`).

    >>> t = table_odds(1)
    >>> t["at_least_one"] == class_odds()
    True
    >>> o = table_odds(4)
    >>> o["at_least_one"]["trikon"] < 4 * class_odds()["trikon"], sum(o["best"].values())
    (True, Fraction(1, 1))
    """
    if isinstance(players, bool) or not isinstance(players, int):
        raise TypeError(f"players must be an int, not {type(players).__name__}")
    if isinstance(ranks, bool) or not isinstance(ranks, int):
        raise TypeError(f"ranks must be an int, not {type(ranks).__name__}")
    if not 3 <= ranks <= 13:
        raise ValueError(f"ranks must be 3 .. 13, got {ranks}")
    if not 1 <= players <= min(10, 4 * ranks // 3):
        top = min(10, 4 * ranks // 3)
        raise ValueError(f"players must be 1 .. {top} for a deck of {4 * ranks} cards, got {players}")
    if point_rule not in ("flush3", "best_suit"):
        raise ValueError(f"point_rule must be 'flush3' or 'best_suit', got {point_rule!r}")
    n, cards = players, 4 * ranks
    total = [_collections(cards, k) for k in range(n + 1)]
    counts = {kind: _disjoint_counts(kind, ranks, n) for kind in ("trikon", "sekans", "poen", "trikon|suited",
                                                                   "trikon|sekans")}

    def none_in(kind):  # P(no hand is of this kind)
        return sum(Fraction((-1) ** k * comb(n, k) * counts[kind][k], total[k]) for k in range(n + 1))

    def all_in(kind):  # P(every hand is of this kind)
        return Fraction(counts[kind][n], total[n])

    if point_rule == "flush3":
        no_hand = {"none": all_in("trikon|suited"), "poen": none_in("poen"), "sekans": none_in("sekans"),
                   "trikon": none_in("trikon")}
        at_most = [none_in("trikon|suited"), none_in("trikon|sekans"), none_in("trikon"), Fraction(1)]
    else:
        no_hand = {"none": Fraction(1), "poen": all_in("trikon|sekans"), "sekans": none_in("sekans"),
                   "trikon": none_in("trikon")}
        at_most = [Fraction(0), none_in("trikon|sekans"), none_in("trikon"), Fraction(1)]
    names = handeval.COMMERCE_CLASSES
    best = {names[c]: at_most[c] - (at_most[c - 1] if c else 0) for c in range(4)}
    return {"at_least_one": {c: 1 - no_hand[c] for c in names}, "no_hand": {c: no_hand[c] for c in names},
            "best": best}


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
    return _args.random_games("torgovlya", n, seed, match, threads, options)


def _pips(card) -> int:
    r = str(card)[0]
    return 11 if r == "A" else 10 if r in "TJQK" else int(r)


def _two_card_promise(cards) -> tuple:
    """How promising two kept cards are, higher better: a pair (a трикон needs one card), two of
    a suit within a секанс's reach, two of a suit (a поэн needs one card), then the pips."""
    a, b = cards
    if a.rank == b.rank:
        return (3, a.rank_index)
    if a.suit == b.suit:
        return (2 if abs(a.rank_index - b.rank_index) <= 2 else 1, _pips(a) + _pips(b))
    return (0, max(_pips(a), _pips(b)))


def greedy_rule(state, rng):
    """The greedy rule (``pycards.bots.GreedyBot``), a casual trader's: keep a hand that already
    has a combination when the rules let him (``stand``, the banker's ``keep``); otherwise give
    away the card whose two partners are the most promising (a pair, then two of a suit within a
    секанс's reach, then two of a suit, then the higher pips), by barter (free) rather than for
    money, and the banker by a free swap with the stock. Answering a barter, he gives back the card
    that leaves his best hand with the offered card when he sees it (the handeval key), else the
    least promising one. It reads its own hand and the offer it sees only; ``rng`` breaks ties.

    >>> import pycards as pc
    >>> s = pc.game("torgovlya").new_deal(seed=3)
    >>> sorted(str(c) for c in s.hands[s.to_move]), str(greedy_rule(s, pc.Rng(1)))
    (['4H', 'AC', 'KD'], 'barter:4H')
    """
    from pycards import bots

    return bots.choose(state.legal_moves(), greedy_key(state), rng)


def greedy_key(state):
    """The key of the greedy rule for ``state`` (``key(move)``; the rule plays its argmax, ties
    drawn): (keeps the rule's preference, the kept cards' promise or hand key, a free trade). The
    C++ twin (``greedy_move``) plays the same moves with the same draws.

    >>> import pycards as pc
    >>> s = pc.game("torgovlya").new_deal(seed=3)
    >>> key = greedy_key(s); max(key(m) for m in s.legal_moves()) == key(greedy_rule(s, pc.Rng(1)))
    True
    """
    from pycards.cards import Card, CardSet
    from pycards.handeval import commerce_key, key_class

    seat = state.to_move
    view = state.view(seat)
    hand = list(view.hand)
    rule = state.game.options["point_rule"]
    has_combination = len(hand) == 3 and key_class(commerce_key(CardSet(hand), rule)) != "none"
    offer = view.offer

    def kept(card_text) -> list:
        gone = Card.parse(card_text)
        return [c for c in hand if c != gone]

    def key(move):
        kind, _, card = str(move).partition(":")
        if kind in ("stand", "keep"):
            return (has_combination, (9, 0), 0)
        rest = kept(card)
        if kind == "return":
            if offer is not None:
                return (True, (commerce_key(CardSet(rest + [offer]), rule), 0), 0)
            return (True, _two_card_promise(rest), 0)
        return (not has_combination, _two_card_promise(rest), kind != "money")

    return key


__all__ = ["greedy_key", "greedy_rule", "KINDS", "class_odds", "deal_seed", "random_games", "decode_move_id",
           "table_odds"]
