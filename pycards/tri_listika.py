"""Три листика (Свара, tri_listika): docs and helpers. Legality and settlement live in the C++ core.

Rules: ``docs/tri_listika.md``. Four players, three cards each from 32; three cards of a suit
(хлюст) win the pot at once; otherwise the dealer and the player on his left play, the other two
play, pass or exchange, and whoever takes all three tricks takes the pot (a player void in the led
suit plays a card face down, ``down:<card>``, which never wins). Options: ``players`` (4 only),
``ante`` (1), ``share`` (0 = the ante), ``share_from`` ("losers" or "pot"), ``khlyust_draw``
("random" or "choice"), ``exchange_khlyust`` (0), ``forced_may_exchange`` (0),
``trumps_in_play`` (0), ``deals`` (4), ``final_pot`` ("keep" or "split").

>>> import pycards as pc
>>> g = pc.game("tri_listika")
>>> s = g.new_deal(seed=2, dealer=0)
>>> s.phase, s.to_move, [len(h) for h in s.hands], len(s.stock), s.pot
('declare', 2, [3, 3, 3, 3], 19, 4)
>>> [str(m) for m in s.legal_moves()][:2]
['play', 'pass']
>>> g.position(s.notation()) == s
True
"""

from __future__ import annotations

from typing import Optional, Union

from pycards import _args, _core
from pycards.solve import DEFAULT_TT_MB, SolveResult, _solve_seat

#: Move ids: a card face up is its index; ``down:`` adds 64, ``take:`` 128; play 200, pass 201;
#: an exchange sets bit 63 over the mask of the discarded cards.
DOWN_BASE = 64
TAKE_BASE = 128
PLAY = 200
PASS = 201
EXCHANGE_FLAG = 1 << 63
_DECK32 = _core.DECK32.mask


def deal_seed(seed: int, k: int) -> int:
    """Seed of deal ``k`` (0, 1, ...) of ``new_match(seed)``: deal k is dealt from
    ``shuffled(DECK32, deal_seed(seed, k))``.

    >>> deal_seed(7, 0) == deal_seed(7, 0) != deal_seed(7, 1)
    True
    """
    return _core.tri_listika_deal_seed(seed, k)


def draw_seed(seed: int) -> int:
    """Seed of the blind trump-хлюст draw of the deal shuffled from ``seed``.

    >>> draw_seed(3) == draw_seed(3) != draw_seed(4)
    True
    """
    return _core.tri_listika_draw_seed(seed)


def decode_move_id(move_id: int) -> tuple:
    """``("card", index)``, ``("down", index)``, ``("take", index)``, ``("play",)``, ``("pass",)``
    or ``("exchange", mask)`` of a move id. An id no move has raises ``pycards.ParseError``; a
    non-int ``TypeError``.

    >>> decode_move_id(PLAY), decode_move_id(DOWN_BASE + 12)
    (('play',), ('down', 12))
    """
    i = _args.move_id(move_id, "tri_listika")
    if i == PLAY:
        return ("play",)
    if i == PASS:
        return ("pass",)
    if i & EXCHANGE_FLAG:
        mask = i & ~EXCHANGE_FLAG
        if not mask or mask & ~_DECK32 or bin(mask).count("1") > 3:
            raise _args.bad_move_id(i, "tri_listika", "an exchange discards 1 to 3 cards of the 32")
        return ("exchange", mask)
    for kind, base in (("card", 0), ("down", DOWN_BASE), ("take", TAKE_BASE)):
        if base <= i < base + 52 and _DECK32 >> (i - base) & 1:
            return (kind, i - base)
    raise _args.bad_move_id(i, "tri_listika", "not a move of the 32-card game")


def solve_seat(state, seat: int, limit_nodes: Optional[int] = None, tt_mb: float = DEFAULT_TT_MB,
               best_line: bool = True, all_moves: Union[bool, str] = True) -> SolveResult:
    """``pycards.solve`` for a chosen playing ``seat`` instead of the seat to move: that seat
    against every other playing seat, values (its gain from the settlement) from its view whoever
    is to move (docs/tri_listika.md, "Solver").

    >>> import pycards as pc
    >>> s = pc.game("tri_listika").new_deal(seed=5)
    >>> while s.phase == "declare":
    ...     s.play("play")
    >>> r = solve_seat(s, 0)
    >>> r.exact, r.value == min(r.moves.values()) if s.to_move != 0 else True
    (True, True)
    """
    return _solve_seat("tri_listika", state, seat, limit_nodes, tt_mb, best_line, all_moves)


_ORDER = "789TJQKA"


def _rank(card) -> int:
    return _ORDER.index(card.rank if card.rank != "10" else "T")


def greedy_key(state):
    """The key of Три листика's greedy rule for ``state`` (``key(move)``; the rule plays its
    argmax, ``pycards.bots.choose``): the declaration named; at a draw -points; in a trick (wins
    now, -power or -rank), on a lead the power.

    >>> import pycards as pc
    >>> s = pc.game("tri_listika").new_deal(seed=2)
    >>> key = greedy_key(s); max(key(m) for m in s.legal_moves()) == key(greedy_rule(s, pc.Rng(1)))
    True
    """
    from pycards.bots import named

    moves = state.legal_moves()
    texts = [str(m) for m in moves]
    view = state.view(state.to_move)
    hand = list(view.hand)
    if state.phase == "declare":
        if any(c.rank == "A" for c in hand) and "play" in texts:
            return named("play")
        low = sorted(str(c) for c in hand if _rank(c) < _ORDER.index("K"))
        if low and len(low) < len(hand):  # keep the kings, change the rest
            for t in texts:
                if t.startswith("exchange:") and sorted(t[len("exchange:"):].split("+")) == low:
                    return named(t)
        for choice in ("pass", "play"):  # D and L may not pass
            if choice in texts:
                return named(choice)
        return named(moves[0])
    if state.phase == "draw":
        return lambda m: -_POINTS[_core.Card.parse(str(m).split(":")[1]).rank]
    trump = view.trump if state.game.options["trumps_in_play"] else None
    trick = [c for c, down in zip(view.trick, view.trick_face_down) if not down]

    def power(card, led):
        if trump is not None and card.suit == trump:
            return 100 + _rank(card)
        return 50 + _rank(card) if led is None or card.suit == led else _rank(card)

    def card_of(m):
        return _core.Card.parse(str(m).split(":")[-1])

    if not trick:
        return lambda m: power(card_of(m), None)
    led = trick[0].suit
    best = max(power(c, led) for c in trick)

    def key(m):
        p = power(card_of(m), led)
        wins = not str(m).startswith("down:") and p > best
        return (wins, -p if wins else -_rank(card_of(m)))

    return key


def greedy_rule(state, rng):
    """Три листика's greedy rule (docs/bots.md), from the seat's view only: declare ``play`` with
    an ace, else exchange the cards below a king when holding one, else ``pass``; at a choice
    draw, take the card with the fewest points; in a trick, win it with the cheapest face-up card
    that wins, else give the lowest card (face down the lowest when void); lead the highest card.
    Its key is :func:`greedy_key`; the C++ twin (``greedy_move``) plays the same moves with the
    same draws.

    >>> import pycards as pc
    >>> s = pc.game("tri_listika").new_deal(seed=2)
    >>> str(greedy_rule(s, pc.Rng(1))) in [str(m) for m in s.legal_moves()]
    True
    """
    from pycards.bots import _moves_of, choose

    return choose(_moves_of(state), greedy_key(state), rng)


_POINTS = {"A": 11, "K": 4, "Q": 3, "J": 2, "10": 10, "T": 10, "9": 9, "8": 8, "7": 7}


__all__ = [
    "DOWN_BASE", "EXCHANGE_FLAG", "PASS", "PLAY", "TAKE_BASE", "deal_seed", "decode_move_id", "draw_seed",
    "greedy_key", "greedy_rule", "solve_seat",
]
