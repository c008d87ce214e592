"""A pure-Python Казино written from the rules page (docs/kazino.md), never from the C++.

Cards are strings such as "QH" (rank 2..9 T J Q K A, suit C D H S). A move is a pair
(played card, frozenset of captured cards); a trail captures the empty set.
"""
from __future__ import annotations

RANKS = "23456789TJQKA"
SUITS = "CDHS"
DECK52 = [r + s for s in SUITS for r in RANKS]
VALUE = {"A": 1, "T": 10, "J": 11, "Q": 12, "K": 13, **{str(d): d for d in range(2, 10)}}
HAND = 3
TABLE = 5


def value(card):
    return VALUE[card[0]]


_INDEX = {card: i for i, card in enumerate(DECK52)}  # suit * 13 + rank


def card_index(card):
    return _INDEX[card]


def single_sets(table, target):
    """Every set of table cards whose values add up to `target` (one card of that value too)."""
    cards = sorted(table, key=card_index)
    out = []

    def extend(start, remaining, chosen):
        for i in range(start, len(cards)):
            v = value(cards[i])
            if v == remaining:
                out.append(frozenset(chosen + [cards[i]]))
            elif v < remaining:
                extend(i + 1, remaining - v, chosen + [cards[i]])

    extend(0, target, [])
    return out


def multi_sets(table, target):
    """Every union of one or more pairwise disjoint single sets."""
    singles = single_sets(table, target)
    found = set(singles)
    frontier = list(singles)
    while frontier:
        nxt = []
        for u in frontier:
            for s in singles:
                if not (u & s) and (u | s) not in found:
                    found.add(u | s)
                    nxt.append(u | s)
        frontier = nxt
    return list(found)


def captures(card, table, multi_set=False):
    return (multi_sets if multi_set else single_sets)(table, value(card))


def score(piles):
    """The deal points per side: most cards (strict) 1, 2S 2, 10D 1."""
    counts = [len(p) for p in piles]
    best = max(counts)
    most = [1 if c == best and counts.count(best) == 1 else 0 for c in counts]
    two = [2 if "2S" in p else 0 for p in piles]
    ten = [1 if "TD" in p else 0 for p in piles]
    return {"most_cards": most, "two_spades": two, "ten_diamonds": ten,
            "total": [a + b + c for a, b, c in zip(most, two, ten)], "cards": counts}


class RefDeal:
    """One deal dealt from `order` (top card first) by `dealer`."""

    def __init__(self, order, dealer, players=2, partnerships=False, multi_set=False, leftover="dealer"):
        assert len(order) == 52 and 2 <= players <= 4 and (not partnerships or players == 4)
        self.players, self.dealer = players, dealer
        self.partnerships, self.multi_set, self.leftover = partnerships, multi_set, leftover
        self.sides = 2 if partnerships else players
        self.hands = [[] for _ in range(players)]
        self.stock = list(order)
        self.table = []
        self.piles = [[] for _ in range(self.sides)]
        self.last_capturer = None
        # one card at a time from the dealer's left, 3 each, then 5 to the table
        self._deal_round()
        self.table = [self.stock.pop(0) for _ in range(TABLE)]
        self.to_move = (dealer + 1) % players
        self.over = False

    def _deal_round(self):
        seat = (self.dealer + 1) % self.players
        for _ in range(HAND * self.players):
            if not self.stock:
                break
            self.hands[seat].append(self.stock.pop(0))
            seat = (seat + 1) % self.players

    def side_of(self, seat):
        return seat % 2 if self.partnerships else seat

    def is_over(self):
        return self.over

    def legal_moves(self):
        if self.over:
            return []
        out = []
        for card in self.hands[self.to_move]:
            out.extend((card, cap) for cap in captures(card, self.table, self.multi_set))
            out.append((card, frozenset()))
        return out

    def play(self, move):
        card, cap = move
        assert move in self.legal_moves(), move
        seat = self.to_move
        self.hands[seat].remove(card)
        if cap:
            self.table = [c for c in self.table if c not in cap]
            self.piles[self.side_of(seat)].extend([card, *cap])
            self.last_capturer = seat
        else:
            self.table.append(card)
        for k in range(1, self.players + 1):
            nxt = (seat + k) % self.players
            if self.hands[nxt]:
                self.to_move = nxt
                return
        if self.stock:
            self._deal_round()
            self.to_move = (self.dealer + 1) % self.players
            return
        self.over = True
        self.to_move = None
        if self.leftover == "dealer":
            self.piles[self.side_of(self.dealer)].extend(self.table)
            self.table = []
        elif self.leftover == "last_capturer":
            taker = self.dealer if self.last_capturer is None else self.last_capturer
            self.piles[self.side_of(taker)].extend(self.table)
            self.table = []

    def result(self):
        return score(self.piles)

    def snapshot(self):
        return {
            "dealer": self.dealer,
            "hands": [sorted(h) for h in self.hands],
            "table": sorted(self.table),
            "stock": list(self.stock),
            "piles": [sorted(p) for p in self.piles],
            "to_move": self.to_move,
            "last_capturer": self.last_capturer,
            "over": self.over,
            "result": self.result() if self.over else None,
        }


def match_winner(scores, target, deals_played, max_deals):
    """The side with the unique highest total once someone reached `target`; at max_deals the
    unique highest, else "draw"; None: play on."""
    best = max(scores)
    unique = scores.count(best) == 1
    if max(scores) >= target and unique:
        return scores.index(best)
    if max_deals and deals_played >= max_deals:
        return scores.index(best) if unique else "draw"
    return None


class RefMatch:
    """A whole game: deal k from `order_of(k)`, the deal passing to the left after each deal."""

    def __init__(self, order_of, first_dealer, target=11, max_deals=0, **options):
        self.order_of, self.options = order_of, options
        self.target, self.max_deals = target, max_deals
        self.dealer = first_dealer
        self.deals_played = 0
        self.deal = RefDeal(order_of(0), first_dealer, **options)
        self.scores = [0] * self.deal.sides
        self.winner = None

    def is_over(self):
        return self.winner is not None

    def legal_moves(self):
        return [] if self.is_over() else self.deal.legal_moves()

    def play(self, move):
        self.deal.play(move)
        if not self.deal.is_over():
            return
        self.scores = [a + b for a, b in zip(self.scores, self.deal.result()["total"])]
        self.deals_played += 1
        self.winner = match_winner(self.scores, self.target, self.deals_played, self.max_deals)
        if self.winner is None:
            self.dealer = (self.dealer + 1) % self.deal.players
            self.deal = RefDeal(self.order_of(self.deals_played), self.dealer, **self.options)
