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


def _banker_table(banker_stands_on, banker_buys) -> list:
    """The banker's stand/buy table over totals 0..30 (True: he buys with fewer than 3 cards)."""
    if banker_buys is None:
        if isinstance(banker_stands_on, bool) or not isinstance(banker_stands_on, int):
            raise TypeError(f"banker_stands_on must be an int, not {type(banker_stands_on).__name__}")
        if not 0 <= banker_stands_on <= 31:
            raise ValueError(f"banker_stands_on must be 0 .. 31, got {banker_stands_on}")
        return [t < banker_stands_on for t in range(31)]
    if isinstance(banker_buys, (str, bytes)) or not hasattr(banker_buys, "__iter__"):
        raise TypeError(f"banker_buys must be a collection of totals, not {type(banker_buys).__name__}")
    buys = set()
    for t in banker_buys:
        if isinstance(t, bool) or not isinstance(t, int):
            raise TypeError(f"banker_buys holds totals (ints), not {type(t).__name__}")
        if not 1 <= t <= 30:
            raise ValueError(f"a banker's total is 1 .. 30, got {t}")
        buys.add(t)
    return [t in buys for t in range(31)]


def _pack_counts(pack) -> list:
    """Cards of each point value 1..10: two decks (8 of each, 32 tens) unless ``pack`` says."""
    if pack is None:
        return [8] * 9 + [32]
    if not isinstance(pack, dict):
        raise TypeError(f"pack must be a dict of point value -> count, not {type(pack).__name__}")
    for v, n in pack.items():
        if isinstance(v, bool) or not isinstance(v, int) or not 1 <= v <= 10:
            raise ValueError(f"pack keys are point values 1 .. 10, got {v!r}")
        if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= 32:
            raise ValueError(f"pack counts are 0 .. 32, got {n!r}")
    return [pack.get(v, 0) for v in range(1, 11)]


def odds(game=None, banker_stands_on: int = 6, *, banker_buys=None, pack=None) -> dict:
    """Exact odds by enumeration (not simulation) of one вист player against the banker's policy:
    he buys (at most two cards) while his total is below ``banker_stands_on``, or, given
    ``banker_buys`` (a collection of totals 1..30), exactly when his total is one of them. Every
    card sequence of the 104-card pack (``pack``: a dict point value -> count for another pack) is
    counted with its exact probability; values are in stakes, from the player's side, under
    ``game``'s options (default ``pycards.game("tri_troyki")``).

    What it conditions on: the player's own cards and the banker's cards (which the player does
    not see before the settlement). The other players' cards are not removed from the pack: they
    are unseen, so while they only hold their dealt card this changes nothing (an unseen random
    card removed from a shuffled pack leaves the rest uniformly shuffled); their purchases are
    not modelled (exact for a heads-up table, an approximation with other вист players who buy).

    Returns ``hands``: for each hand the player can hold (a tuple of point values, 10 for
    10 J Q K, ascending) ``{"stop": EV, "buy": EV or None, "best": "buy" or "stop"}``, the EV
    conditional on holding it (``buy``: buying one card, then playing best); ``totals``: the same
    per ``(cards, total)`` (every hand of that many cards and that total together); ``first``:
    per first card value the EV of playing best (before deciding to pass); ``banker_edge``: the
    banker's expected gain per player who plays best and passes a first card worth less than 0;
    ``banker_edge_always_vist``: the same if he never passes; ``banker_buys``: the totals the
    banker buys on.

    >>> o = odds(banker_stands_on=6)
    >>> o["hands"][(9,)]["best"], o["hands"][(9,)]["stop"] > 0 > o["hands"][(10,)]["stop"]
    ('stop', True)
    >>> o["banker_edge"] <= o["banker_edge_always_vist"]
    True
    >>> odds(banker_buys=range(1, 6))["banker_edge"] == o["banker_edge"]
    True
    """
    from math import factorial

    from pycards import game as make_game

    table = _banker_table(banker_stands_on, banker_buys)
    counts = _pack_counts(pack)
    if sum(counts) < 6:
        raise ValueError(f"the pack needs at least 6 cards (three each), got {sum(counts)}")
    g = make_game("tri_troyki") if game is None else game
    raw = _core._tri_troyki_odds(g, [int(b) for b in table], counts)
    den = raw["denominator"]
    hands, joint = {}, {}
    for values, can_buy, buy_better, stop, buy, weight in raw["hands"]:
        values = tuple(values)
        hands[values] = {
            "stop": Fraction(stop, weight),
            "buy": Fraction(buy, weight) if can_buy else None,
            "best": "buy" if buy_better else "stop",
        }
        orders = factorial(len(values))
        for v in set(values):
            orders //= factorial(values.count(v))
        acc = joint.setdefault((len(values), sum(values)), [0, 0, 0, can_buy])
        acc[0] += orders * stop
        acc[1] += orders * buy
        acc[2] += orders * weight
    totals = {}
    for key in sorted(joint):
        stop, buy, weight, can_buy = joint[key]
        totals[key] = {
            "stop": Fraction(stop, weight),
            "buy": Fraction(buy, weight) if can_buy else None,
            "best": "buy" if can_buy and buy > stop else "stop",
        }
    first = {v + 1: Fraction(num, w) for v, (num, w) in enumerate(raw["first"]) if w}
    return {
        "hands": hands,
        "totals": totals,
        "first": first,
        "banker_edge": -Fraction(raw["best_total"], den),
        "banker_edge_always_vist": -Fraction(raw["vist_total"], den),
        "banker_buys": [t for t in range(1, 31) if table[t]],
    }


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
    return _args.random_games("tri_troyki", n, seed, match, threads, options)


def _points(card) -> int:
    r = str(card)[0]
    return 1 if r == "A" else 10 if r in "TJQK" else int(r)


def greedy_rule(state, rng):
    """The greedy rule (``pycards.bots.GreedyBot``), a casual player's: declare ``vist`` unless the
    first card counts 10 (a bankrupt 0 that any card would make bust); a player stops at once
    (``odds()`` shows stopping on one card beats buying for every first card against a banker who
    stands on 6); the banker buys while his total is below 6. It reads its own cards only (the
    banker does not see the others'); ``rng`` is not needed (one move each time).

    >>> import pycards as pc
    >>> s = pc.game("tri_troyki").new_deal(seed=1)
    >>> [str(c) for c in s.view(s.to_move).cards], str(greedy_rule(s, pc.Rng(1)))
    (['QC'], 'pass')
    """
    from pycards import bots

    return bots.choose(state.legal_moves(), greedy_key(state), rng)


def greedy_key(state):
    """The key of the greedy rule for ``state`` (``key(move)``; the rule plays its argmax with one
    draw): True for the move the rule wants. The C++ twin (``greedy_move``) plays the same move.

    >>> import pycards as pc
    >>> s = pc.game("tri_troyki").new_deal(seed=1)
    >>> [str(m) for m in s.legal_moves() if greedy_key(s)(m)]
    ['pass']
    """
    seat = state.to_move
    total = sum(_points(c) for c in state.view(seat).cards)
    if state.phase == "declare":
        want = "pass" if total == 10 else "vist"
    else:
        want = "buy" if seat == state.banker and total < 6 else "stop"
    return lambda move: str(move) == want


__all__ = ["MOVES", "deal_seed", "random_games", "decode_move_id", "odds", "greedy_key", "greedy_rule"]
