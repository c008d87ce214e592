"""A pure-Python Стос written from docs/stos.md (not from the C++), for the differential tests.

Cards are text ("QH", "TD"); the seeded shuffles use tests/rng_model.py's independent model of
the generator, so the reference deals the same decks as the library for the same seed.
"""

from __future__ import annotations

from fractions import Fraction
from itertools import permutations
from math import comb

from rng_model import PyXoshiro, derive_seed

RANKS = "23456789TJQKA"
SUITS = "CDHS"
COUP_SALT = 0x5705C0FFEE110001
HIDE_SALT = 0x9E3779B97F4A7C15


def card_index(c: str) -> int:
    return SUITS.index(c[1]) * 13 + RANKS.index(c[0])


DECK32 = sorted((r + s for r in "789TJQKA" for s in SUITS), key=card_index)  # index order


def coup_seed(seed, k):
    return derive_seed(seed, COUP_SALT, k)


def rank_of(c):
    return RANKS.index(c[0])


def red(c):
    return c[1] in "DH"


def kind(hidden, caught):
    """(name, thirds of the stake) of a catch."""
    if hidden[1] == caught[1]:
        return "цветная", 3
    if red(hidden) == red(caught):
        return "полуцветная", 2
    return "простая", 1


def settle(deck, hidden):
    """The catch of ``hidden`` against the dealer's deck (bottom card first): (1-based position,
    catching card, dealer wins?, kind name, thirds)."""
    for i, c in enumerate(deck, 1):
        if c[0] == hidden[0]:
            name, thirds = kind(hidden, c)
            return i, c, i % 2 == 1, name, thirds
    raise AssertionError("no card of the hidden rank")


def draw(rng, rule):
    """The dealer draw: (pairs turned up, dealer seat)."""
    while True:
        d0 = rng.shuffle(list(DECK32))
        d1 = rng.shuffle(list(DECK32))
        for i in range(32):
            if rank_of(d0[i]) != rank_of(d1[i]):
                pairs = [(d0[k], d1[k]) for k in range(i + 1)]
                lower0 = rank_of(d0[i]) < rank_of(d1[i])
                # molodka: the lower card deals; starshiy: the higher
                dealer = (0 if lower0 else 1) if rule == "molodka" else (1 if lower0 else 0)
                return pairs, dealer


class RefStos:
    """One game: new_match(seed) when ``dealer`` is None, else new_deal(seed, dealer)."""

    def __init__(self, seed, dealer=None, stake=3, dealer_rule="molodka", coups=1, redraw_each_coup=1):
        self.seed, self.stake, self.rule = seed, stake, dealer_rule
        self.single = dealer is not None
        self.coups = 1 if self.single else coups
        self.redraw = bool(redraw_each_coup)
        self.coup, self.balance, self.over, self.last = 0, [0, 0], False, None
        if self.single:
            self.dealer = dealer
            rng = PyXoshiro(seed)
            decks = [rng.shuffle(list(DECK32)), rng.shuffle(list(DECK32))]
            self.draw, self.deck = [], decks[dealer]
        else:
            self._setup()

    def _setup(self):
        rng = PyXoshiro(coup_seed(self.seed, self.coup))
        self.draw = []
        if self.coup == 0 or self.redraw:
            self.draw, self.dealer = draw(rng, self.rule)
        decks = [rng.shuffle(list(DECK32)), rng.shuffle(list(DECK32))]
        self.deck = decks[self.dealer]

    @property
    def to_move(self):
        return None if self.over else 1 - self.dealer

    def legal_moves(self):
        return [] if self.over else list(DECK32)

    def play(self, hidden):
        assert hidden in self.legal_moves()
        pos, caught, dealer_wins, name, thirds = settle(self.deck, hidden)
        winner = self.dealer if dealer_wins else 1 - self.dealer
        self.balance[winner] += thirds
        self.balance[1 - winner] -= thirds
        self.last = {
            "coup": self.coup, "dealer": self.dealer, "punter": 1 - self.dealer,
            "draw": [tuple(p) for p in self.draw] or None, "hidden": hidden, "dealt": self.deck[:pos],
            "caught": caught, "position": pos, "side": "dealer" if dealer_wins else "punter", "winner": winner,
            "kind": name, "thirds": thirds, "fraction": Fraction(thirds, 3), "amount": Fraction(thirds * self.stake, 3),
            "points": [thirds if winner == 0 else -thirds, thirds if winner == 1 else -thirds],
            "balance": list(self.balance),
        }
        self.coup += 1
        if self.coup == self.coups:
            self.over, self.deck, self.draw = True, [], []
        else:
            self._setup()


def punter_best(deck):
    """The known-order solver of docs/stos.md by its own argument: +3 thirds if some rank first
    shows on an even position, else -1."""
    first = {}
    for i, c in enumerate(deck, 1):
        first.setdefault(c[0], i)
    return 3 if any(i % 2 == 0 for i in first.values()) else -1


def brute_force_expectation(deck, hidden):
    """The dealer's mean gain in units of the stake over every order of ``deck`` (small decks)."""
    total, n = Fraction(0), 0
    for order in permutations(deck):
        _, _, dealer_wins, _, thirds = settle(order, hidden)
        total += Fraction(thirds if dealer_wins else -thirds, 3)
        n += 1
    return total / n


def formula_expectation(n, m, thirds_of_rank):
    """(sum over positions of sign * P(first at i)) * mean fraction: docs/stos.md example 4."""
    p = sum(Fraction((1 if i % 2 else -1) * comb(n - i, m - 1), comb(n, m)) for i in range(1, n - m + 2))
    return p * Fraction(sum(thirds_of_rank), 3 * m)
