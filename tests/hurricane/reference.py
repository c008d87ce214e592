"""Pure-Python reference implementation of Хурикан (hurricane), written only from
docs/hurricane.md, for differential tests of the C++ library.

Conventions
-----------
* A card is a 2-character string, rank then suit ("7H", "KS"); the game uses the 40 cards without
  8, 9, T. ``INDEX[c]`` is the card's index (suit*13 + rank, C=0 D=1 H=2 S=3, 2=0 .. A=12), the
  order in which move texts list cards.
* Values: A=1, 2..7 face value, J=8, Q=9, K=10.
* A move is its text: a lay ``"5D"`` / ``"2H+JD"``; a capture ``"4S+2Hx6C"`` (hand cards, ``x``,
  the one table card). ``legal_moves()`` returns the canonical texts (cards in index order).
* Dealing: from a 40-card order (first card first), 6 cards each one at a time, the non-dealer
  first; no card to the table; the rest is the stock. Later rounds: 6 each while the stock holds
  at least 12, then 2 each (round 4).
* Turns alternate, an empty hand is skipped; a new round starts with the opponent of the player
  who made the last turn (``round_leader="alternate"``) or the non-dealer (``"non_dealer"``).
* The opening turn of a deal lays 1..3 cards (``opening_lay="fixed"``) or 1..max_lay.
* At the end the leftover table cards stay on the table; they count for nobody, or for the last
  capturer (``leftover="last_capturer"``; nobody if nobody captured).
"""
from itertools import combinations

RANKS = "23456789TJQKA"
SUITS = "CDHS"
DECK40 = [r + s for s in SUITS for r in RANKS if r not in "89T"]
VALUE = {"A": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "J": 8, "Q": 9, "K": 10}
INDEX = {r + s: SUITS.index(s) * 13 + RANKS.index(r) for s in SUITS for r in RANKS}


def value(card):
    return VALUE[card[0]]


def points(cards):
    return sum(value(c) for c in cards)


def text(cards):
    return "+".join(sorted(cards, key=INDEX.__getitem__))


class RefDeal:
    """One deal of Хурикан from a 40-card order."""

    def __init__(self, order, dealer=0, max_lay=3, opening_lay="fixed", round_leader="alternate",
                 leftover="nobody"):
        assert sorted(order) == sorted(DECK40) and dealer in (0, 1)
        self.max_lay, self.opening_lay, self.round_leader, self.leftover = max_lay, opening_lay, round_leader, leftover
        self.dealer = dealer
        self.hands = [set(), set()]
        self.stock = list(order)
        self.table = set()
        self.piles = [set(), set()]
        self.last_capturer = None
        self._deal(6)
        self.to_move = 1 - dealer
        self.opening = True

    def _deal(self, each):
        first = 1 - self.dealer
        for i in range(2 * each):
            self.hands[first if i % 2 == 0 else self.dealer].add(self.stock.pop(0))

    def is_over(self):
        return self.to_move is None

    def lay_cap(self):
        return 3 if self.opening and self.opening_lay == "fixed" else self.max_lay

    def legal_moves(self):
        if self.is_over():
            return []
        hand = sorted(self.hands[self.to_move], key=INDEX.__getitem__)
        moves = []
        # every set of hand cards with its points, once (not once per table card)
        sets = [(combo, points(combo)) for k in range(1, len(hand) + 1) for combo in combinations(hand, k)]
        for t in self.table:
            moves += [text(combo) + "x" + t for combo, p in sets if p == value(t)]
        for k in range(1, min(self.lay_cap(), len(hand)) + 1):
            for combo in combinations(hand, k):
                moves.append(text(combo))
        return sorted(moves)

    def play(self, move):
        if move not in self.legal_moves():
            raise ValueError(f"illegal move {move!r}")
        seat, other = self.to_move, 1 - self.to_move
        if "x" in move:
            cards, target = move.split("x")
            cards = set(cards.split("+"))
            self.hands[seat] -= cards
            self.table.remove(target)
            self.piles[seat] |= cards | {target}
            self.last_capturer = seat
        else:
            cards = set(move.split("+"))
            self.hands[seat] -= cards
            self.table |= cards
        self.opening = False
        if self.hands[other]:
            self.to_move = other
        elif self.hands[seat]:
            self.to_move = seat
        elif self.stock:
            self._deal(6 if len(self.stock) >= 12 else len(self.stock) // 2)
            self.to_move = other if self.round_leader == "alternate" else 1 - self.dealer
        else:
            self.to_move = None

    def result(self):
        """The breakdown of the finished deal, in the shape of the C++ deal_result()."""
        assert self.is_over()
        captured = [points(p) for p in self.piles]
        left = [0, 0]
        unclaimed = points(self.table)
        if self.leftover == "last_capturer" and self.last_capturer is not None:
            left[self.last_capturer], unclaimed = unclaimed, 0
        total = [captured[i] + left[i] for i in range(2)]
        winner = "draw" if total[0] == total[1] else 0 if total[0] > total[1] else 1
        return {"captured": captured, "leftover": left, "total": total, "unclaimed": unclaimed, "winner": winner}

    def snapshot(self):
        return {
            "dealer": self.dealer,
            "to_move": self.to_move,
            "hands": [sorted(h) for h in self.hands],
            "table": sorted(self.table),
            "stock": list(self.stock),
            "piles": [sorted(p) for p in self.piles],
            "last_capturer": self.last_capturer,
        }


class RefMatch:
    """Deals from the given 40-card orders; the dealer alternates from `first_dealer`. Without a
    `target` the match is `deals` deals (at most `max_deals` when that is set); with one it ends
    after the deal in which a side reaches `target` points, or after `max_deals` deals if set."""

    def __init__(self, orders, first_dealer, deals, target=0, max_deals=0, **options):
        self.orders, self.deals, self.options = orders, deals, options
        self.target, self.max_deals = target, max_deals
        self.scores = [0, 0]
        self.played = 0
        self.deal = RefDeal(orders[0], first_dealer, **options)
        self.results = []

    def _finished(self):
        if self.max_deals and self.played >= self.max_deals:
            return True
        if self.target:
            return max(self.scores) >= self.target
        return self.played >= self.deals

    def is_over(self):
        return self.deal.is_over() and self._finished()

    def legal_moves(self):
        return self.deal.legal_moves()

    def play(self, move):
        self.deal.play(move)
        if self.deal.is_over():
            r = self.deal.result()
            self.results.append(r)
            self.scores = [self.scores[i] + r["total"][i] for i in range(2)]
            self.played += 1
            if not self._finished():
                self.deal = RefDeal(self.orders[self.played], 1 - self.deal.dealer, **self.options)

    def winner(self):
        if not self.is_over():
            return None
        a, b = self.scores
        return "draw" if a == b else 0 if a > b else 1
