"""Тон (ton): docs and helpers. Legality and settlement live in the C++ core.

Rules: ``docs/ton.md``. 2 to 6 players, 5 cards each from 36, a prikup of 4 and a turned trump.
The dealer's left may pick a trump from the stock when he holds none (``pick:<card>`` /
``nopick``); then, clockwise, each non-dealer buys (``buy:<kept card>``) or refuses (``refuse``,
turning up a prikup card). The buyer and every player with 13 points play; the others ``play`` or
``drop``. Card play has the duty to beat; each trick is a point, the first to 15 points takes the
pot, and a player who played, took no trick and has 10 points pays the pot's amount into it.

>>> import pycards as pc
>>> g = pc.game("ton")
>>> s = g.new_deal(seed=2, dealer=0)
>>> s.phase in ("pick", "buy"), s.to_move, [len(h) for h in s.hands], s.pot
(True, 1, [5, 5, 5, 5], 40)
>>> g.position(s.notation()) == s
True
"""

from __future__ import annotations

from typing import Optional, Union

from pycards import _args, _core
from pycards.solve import DEFAULT_TT_MB, SolveResult, _solve_seat

#: Move ids: a card is its index; ``buy:`` adds 64, ``pick:`` 128; refuse 200, nopick 201,
#: play 202, drop 203.
BUY_BASE = 64
PICK_BASE = 128
REFUSE = 200
NOPICK = 201
PLAY = 202
DROP = 203
_DECK36 = _core.DECK36.mask


def deal_seed(seed: int, k: int) -> int:
    """Seed of deal ``k`` (0, 1, ...) of ``new_match(seed)``: deal k is dealt from
    ``shuffled(DECK36, deal_seed(seed, k))``.

    >>> deal_seed(7, 0) == deal_seed(7, 0) != deal_seed(7, 1)
    True
    """
    return _core.ton_deal_seed(seed, k)


def decode_move_id(move_id: int) -> tuple:
    """``("card", index)``, ``("buy", index)``, ``("pick", index)``, ``("refuse",)``,
    ``("nopick",)``, ``("play",)`` or ``("drop",)`` of a move id. An id no move has raises
    ``pycards.ParseError``; a non-int ``TypeError``.

    >>> decode_move_id(PLAY), decode_move_id(BUY_BASE + 12)
    (('play',), ('buy', 12))
    """
    i = _args.move_id(move_id, "ton")
    named = {REFUSE: ("refuse",), NOPICK: ("nopick",), PLAY: ("play",), DROP: ("drop",)}
    if i in named:
        return named[i]
    for kind, base in (("card", 0), ("buy", BUY_BASE), ("pick", PICK_BASE)):
        if base <= i < base + 52 and _DECK36 >> (i - base) & 1:
            return (kind, i - base)
    raise _args.bad_move_id(i, "ton", "not a move of the 36-card game")


def _power(card, trump: str, led: str | None) -> int:
    """How strongly ``card`` stands in a trick led in ``led``: trumps above the led suit, the led
    suit above the rest (which never wins), by rank inside each."""
    if card.suit == trump:
        return 200 + card.rank_index
    if led is None or card.suit == led:
        return 100 + card.rank_index
    return card.rank_index


def greedy_key(state):
    """The key of Тон's greedy rule for ``state`` (``key(move)``; the rule plays its argmax,
    ``pycards.bots.choose``): the trump pick or purchase by the kept card's power; play / drop
    named; in a trick (wins now, -power), on a lead the power.

    >>> import pycards as pc
    >>> s = pc.game("ton").new_deal(seed=3)
    >>> key = greedy_key(s); max(key(m) for m in s.legal_moves()) == key(greedy_rule(s, pc.Rng(1)))
    True
    """
    from pycards.bots import named

    moves = state.legal_moves()
    view = state.view(state.to_move)
    trump = view.trump
    if state.phase in ("pick", "buy"):
        if not any(":" in str(m) for m in moves):
            return named(moves[0])

        def buy_key(m):
            text = str(m)
            return (True, _power(_core.Card.parse(text.split(":")[1]), trump, None)) if ":" in text else (False, 0)

        return buy_key
    if state.phase == "decide":
        strong = any(c.suit == trump or c.rank == "A" for c in view.hand)
        return named("play" if strong else "drop")
    trick = view.trick
    if not trick:
        return lambda m: _power(_core.Card.parse(str(m)), trump, None)
    led = trick[0].suit
    best = max(_power(c, trump, led) for c in trick)

    def key(m):
        p = _power(_core.Card.parse(str(m)), trump, led)
        return (p > best, -p)  # a winning card, the cheapest; else the lowest card

    return key


def greedy_rule(state, rng):
    """Тон's greedy rule (docs/bots.md), from the seat's view only: take the trump pick with the
    highest trump; buy, keeping the highest trump (else the highest card); play when holding a
    trump or an ace, else drop; in a trick, win it now with the cheapest card that wins, else
    throw the lowest card; lead the strongest card. Its key is :func:`greedy_key`; the C++ twin
    (``greedy_move``) plays the same moves with the same draws.

    >>> import pycards as pc
    >>> s = pc.game("ton").new_deal(seed=3)
    >>> greedy_rule(s, pc.Rng(1)) in s.legal_moves()
    True
    """
    from pycards.bots import _moves_of, choose

    return choose(_moves_of(state), greedy_key(state), rng)


def solve_seat(state, seat: int, limit_nodes: Optional[int] = None, tt_mb: float = DEFAULT_TT_MB,
               best_line: bool = True, all_moves: Union[bool, str] = True) -> SolveResult:
    """``pycards.solve`` for a chosen playing ``seat`` instead of the seat to move: that seat
    against every other playing seat, values (its tricks from here to the end of the deal) from its
    view whoever is to move (docs/ton.md, "Solver"). A seat that does not play is an
    ``InvalidPositionError``; a seat out of range a ``ValueError``.

    >>> import pycards as pc
    >>> s = pc.game("ton").new_deal(seed=3)
    >>> while s.phase != "play":
    ...     s.play("play" if "play" in [str(m) for m in s.legal_moves()] else s.legal_moves()[-1])
    >>> other = next(i for i in range(4) if i != s.to_move and s.status[i] == "play")
    >>> r = solve_seat(s, other)
    >>> r.exact, r.value == min(r.moves.values()), r.extra["seat"] == other
    (True, True, True)
    """
    return _solve_seat("ton", state, seat, limit_nodes, tt_mb, best_line, all_moves)


__all__ = ["BUY_BASE", "DROP", "NOPICK", "PICK_BASE", "PLAY", "REFUSE", "deal_seed", "decode_move_id", "greedy_key",
           "greedy_rule", "solve_seat"]
