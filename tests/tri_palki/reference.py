"""A pure-Python Три палки written from docs/tri_palki.md (not from the C++), for the differential
tests and the minimax check of the solver. Cards are text ("AS", "TD"); seeded deals use
tests/rng_model.py's independent model of the generator."""

from __future__ import annotations

from rng_model import PyXoshiro, derive_seed

RANKS = "23456789TJQKA"
SUITS = "CDHS"
RECYCLE_SALT = 0x7E10A1C10050003
VALUES = {"6": 6, "7": 7, "8": 8, "9": 0, "T": -10, "J": 2, "Q": 3, "K": 4, "A": 11}


def card_index(c):
    return SUITS.index(c[1]) * 13 + RANKS.index(c[0])


DECK36 = sorted((r + s for r in "6789TJQKA" for s in SUITS), key=card_index)


def recycle_seed(seed, r):
    return derive_seed(seed, RECYCLE_SALT, r)


class RefGame:
    """One game. ``deck``: the dealt order (top first); else new_deal(seed, dealer), or
    new_match(seed) when dealer is None."""

    def __init__(self, seed=0, dealer=None, deck=None, floor_zero=0, recycle_shuffle=0, sticks_to_lose=3,
                 move_limit=0, limit_result="draw"):
        self.seed, self.floor_zero, self.recycle_shuffle = seed, bool(floor_zero), bool(recycle_shuffle)
        self.k, self.limit, self.limit_result = sticks_to_lose, move_limit, limit_result
        if deck is None:
            rng = PyXoshiro(seed)
            if dealer is None:
                dealer = rng.below(2)
            deck = rng.shuffle(list(DECK36))
        self.dealer = dealer
        non = 1 - dealer
        self.hands = [[], []]
        for i in range(8):  # one at a time, the non-dealer first
            self.hands[non if i % 2 == 0 else dealer].append(deck[i])
        self.stock = list(deck[8:])
        self.pile, self.count, self.sticks, self.played, self.recycles = [], 0, [0, 0], 0, 0
        self.turn, self.winner, self.over, self.reason = non, None, False, None

    def copy(self):
        g = object.__new__(RefGame)
        g.__dict__ = {k: (list(v) if isinstance(v, list) else v) for k, v in self.__dict__.items()}
        g.hands = [list(h) for h in self.hands]
        return g

    def legal_moves(self):
        return [] if self.over else sorted(self.hands[self.turn], key=card_index)

    def play(self, card):
        assert card in self.legal_moves(), card
        seat = self.turn
        self.hands[seat].remove(card)
        self.pile.append(card)
        self.played += 1
        self.count += VALUES[card[0]]
        if self.count > 31:  # more than 31: a stick (31 is safe), the count starts again
            self.sticks[seat] += 1
            self.count = 0
            if self.sticks[seat] == self.k:
                self.over, self.winner, self.reason = True, 1 - seat, "sticks"
                return
        elif self.floor_zero and self.count < 0:
            self.count = 0
        if self.limit and self.played == self.limit:
            self.over, self.reason = True, "move_limit"
            if self.limit_result == "fewer_sticks" and self.sticks[0] != self.sticks[1]:
                self.winner = 0 if self.sticks[0] < self.sticks[1] else 1
            else:
                self.winner = "draw"
            return
        if not self.stock:  # recycling: the top card stays, the rest turned over (bottom on top)
            top = self.pile[-1]
            self.stock = self.pile[:-1]
            if self.recycle_shuffle:
                PyXoshiro(recycle_seed(self.seed, self.recycles)).shuffle(self.stock)
            self.pile = [top]
            self.recycles += 1
        self.hands[seat].append(self.stock.pop(0))
        self.turn = 1 - seat

    def value(self, side):
        """Final result for ``side``: +1 win, -1 loss, 0 draw."""
        return 0 if self.winner == "draw" else (1 if self.winner == side else -1)


def minimax(g, side=None):
    """Plain minimax (no pruning tricks beyond a win cut-off) of a game for the side to move."""
    if g.over:
        return g.value(side)
    me = g.turn
    best = -2
    for m in g.legal_moves():
        c = g.copy()
        c.play(m)
        v = c.value(me) if c.over else (minimax(c, c.turn) if c.turn == me else -minimax(c, c.turn))
        best = max(best, v)
        if best == 1:
            break
    return best
