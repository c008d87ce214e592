"""Pure-Python Торговля (Commerce) written from the rules page docs/torgovlya.md, not from the C++.

Cards are strings like "7S". A game is played from a function giving each deal's 52-card order
(top first); `RefGame(orders, banker, match=...)` plays one deal (match=False) or a whole game.
"""

from __future__ import annotations

RANKS = "23456789TJQKA"
SUITS = "CDHS"
PIPS = {r: 11 if r == "A" else 10 if r in "TJQK" else int(r) for r in RANKS}

DEFAULTS = dict(players=4, start_tokens=20, point_rule="flush3", barter="seen", stand_allowed=False,
                banker_trades=False, tie="seniority", winner_fee="to_banker", deals=0, max_deals=0)


def card_index(c: str) -> int:
    return SUITS.index(c[1]) * 13 + RANKS.index(c[0])


def hand_key(hand, point_rule):
    """(class name, key) from the rules: трикон > секанс > поэн > none; keys compare like the
    library's byte (class << 5 | value)."""
    ranks = sorted(RANKS.index(c[0]) for c in hand)
    suits = {c[1] for c in hand}
    if ranks[0] == ranks[2]:
        return "trikon", 96 + ranks[0]
    if len(suits) == 1 and ranks[1] == ranks[0] + 1 and ranks[2] == ranks[1] + 1:
        return "sekans", 64 + ranks[2]
    if len(suits) == 1:
        return "poen", 32 + sum(PIPS[c[0]] for c in hand)
    if point_rule == "flush3":
        return "none", 0
    return "poen", 32 + max(sum(PIPS[c[0]] for c in hand if c[1] == s) for s in SUITS)


def place_key(places):
    """The places as the library's `known` keys them: 'stock', a hand's seat, or a tuple of
    seats (then 'offer')."""
    if places == "stock":
        return "stock"
    key = sorted(p for p in places if isinstance(p, int)) + sorted(p for p in places if not isinstance(p, int))
    return key[0] if len(key) == 1 else tuple(key)


class RefGame:
    def __init__(self, orders, banker, match=False, **options):
        self.o = {**DEFAULTS, **options}
        self.n = self.o["players"]
        self.orders = orders  # orders(k) -> the 52-card order of deal k
        self.match = match
        self.tokens = [self.o["start_tokens"]] * self.n
        self.out = [False] * self.n
        self.pot = 0
        self.deals_played = 0
        self.over = False
        self.offer = None
        self.result = None
        self.hands = [[] for _ in range(self.n)]
        self.stock = []
        self.banker = banker
        # per seat: card -> the places it can be in (a frozenset of hand seats and "offer"), or
        # "stock" for the card it put under the stock
        self.known = [{} for _ in range(self.n)]
        self.start_deal(banker)

    # What each seat knows from the trades: every card passes face down, so a seat knows only
    # the cards it gave itself. A card it gave into a hand is in one of a set of places: each
    # face-down give out of one of them may have taken it along, and what the seat sees (its own
    # hand, an offer shown to it) rules places out.
    def widen(self, src, dst):
        """A card went face down from place `src` to place `dst`: a card known in `src` may now
        be in `dst` too."""
        for k in self.known:
            for c, places in k.items():
                if places != "stock" and src in places:
                    k[c] = places | {dst}

    def sees_offer(self, seat):
        return self.offer is not None and (seat == self.actor or (
            seat == self.right(self.actor) and self.o["barter"] == "seen"))

    def look(self):
        """Each seat sees its own hand, and the offer where it is shown to it."""
        for seat, k in enumerate(self.known):
            for c, places in list(k.items()):
                if places == "stock":
                    continue
                if c in self.hands[seat]:
                    del k[c]
                    continue
                places = places - {seat}
                if "offer" in places and self.sees_offer(seat):
                    places = frozenset({"offer"}) if c == self.offer else places - {"offer"}
                assert places, (seat, c)
                k[c] = places

    # seats
    def left(self, seat):
        s = (seat + 1) % self.n
        while self.out[s]:
            s = (s + 1) % self.n
        return s

    def right(self, seat):
        s = (seat - 1) % self.n
        while self.out[s]:
            s = (s - 1) % self.n
        return s

    def order_from_left(self):
        """Seats in the game from the banker's left, banker last."""
        out, s = [], self.banker
        while True:
            s = self.left(s)
            out.append(s)
            if s == self.banker:
                return out

    def start_deal(self, banker):
        for s in range(self.n):
            if s != banker and not self.out[s] and self.tokens[s] == 0:
                self.out[s] = True  # no token for the ante: leaves for good
        if self.out.count(False) < 3:
            self.end_game()
            return
        self.banker = banker
        self.transfers = []
        for s in self.order_from_left()[:-1]:
            self.tokens[s] -= 1
            self.pot += 1
            self.transfers.append(("ante", s, "pot", 1))
        self.known = [{} for _ in range(self.n)]
        deck = list(self.orders(self.deals_played))
        self.hands = [[] for _ in range(self.n)]
        for _ in range(3):
            for s in self.order_from_left():
                self.hands[s].append(deck.pop(0))
        self.stock = deck
        self.actor = self.left(banker)
        self.offer = None

    # moves
    def to_move(self):
        if self.over:
            return None
        return self.right(self.actor) if self.offer else self.actor

    def phase(self):
        if self.over:
            return "over"
        if self.offer:
            return "return"
        return "banker" if self.actor == self.banker else "trade"

    def legal_moves(self):
        if self.over:
            return []
        if self.offer:
            return ["return:" + c for c in self.hands[self.right(self.actor)]]
        hand = self.hands[self.actor]
        if self.actor == self.banker:
            return ["swap:" + c for c in hand] + ["barter:" + c for c in hand] + ["keep"]
        moves = ["money:" + c for c in hand] if self.tokens[self.actor] > 0 else []
        moves += ["barter:" + c for c in hand]
        if self.o["stand_allowed"]:
            moves.append("stand")
        return moves

    def play(self, move):
        assert move in self.legal_moves(), move
        kind, _, card = move.partition(":")
        a = self.actor
        if kind == "money":
            self.tokens[a] -= 1
            self.tokens[self.banker] += 1
            self.transfers.append(("buy", a, self.banker, 1))
            self.from_stock(a, card)
        elif kind == "swap":
            self.from_stock(a, card)
        elif kind == "barter":
            self.widen(a, "offer")
            self.hands[a].remove(card)
            self.offer = card
            self.look()
            return
        elif kind == "return":
            nb = self.right(a)
            self.hands[nb].remove(card)
            self.hands[nb].append(self.offer)
            self.hands[a].append(card)
            self.widen(nb, a)
            self.widen("offer", nb)
            for k in self.known:  # the offer is no place any more
                for c, places in k.items():
                    if places != "stock":
                        k[c] = places - {"offer"}
            self.known[a][self.offer] = frozenset({nb})  # each saw the card it gave go into the other's hand
            self.known[nb][card] = frozenset({a})
            self.offer = None
            self.look()
        self.next_actor()

    def from_stock(self, seat, card):
        self.widen(seat, "under the stock")
        self.known[seat][card] = "stock"  # he put it under the stock himself
        self.hands[seat].remove(card)
        self.hands[seat].append(self.stock.pop(0))
        self.stock.append(card)  # under the stock
        self.look()

    def next_actor(self):
        if self.actor == self.banker:
            return self.showdown()
        nxt = self.left(self.actor)
        if nxt == self.banker and not self.o["banker_trades"]:
            return self.showdown()
        self.actor = nxt

    def showdown(self):
        keys = [hand_key(h, self.o["point_rule"]) if not self.out[s] else None for s, h in enumerate(self.hands)]
        best = max(k[1] for k in keys if k)
        pot_before = self.pot
        winners = []
        if best > 0:
            if keys[self.banker][1] == best:
                winners = [self.banker]
            else:
                winners = [s for s in self.order_from_left()[:-1] if keys[s][1] == best]
                if self.o["tie"] == "seniority":
                    winners = winners[:1]
            share = self.pot // len(winners)
            for w in winners:
                self.tokens[w] += share
                self.pot -= share
                self.transfers.append(("pot", "pot", w, share))
            for w in winners:
                if w == self.banker:
                    continue
                if self.o["winner_fee"] == "to_banker":
                    self.tokens[w] -= 1
                    self.tokens[self.banker] += 1
                    self.transfers.append(("fee", w, self.banker, 1))
                elif self.o["winner_fee"] == "from_banker" and self.tokens[self.banker] > 0:
                    self.tokens[self.banker] -= 1
                    self.tokens[w] += 1
                    self.transfers.append(("fee", self.banker, w, 1))
        self.deals_played += 1
        self.result = {
            "deal": self.deals_played, "banker": self.banker,
            "hands": [None if k is None else {"class": k[0], "key": k[1]} for k in keys],
            "winners": sorted(winners), "pot": pot_before, "carried": self.pot, "transfers": self.transfers,
        }
        self.offer = None
        deals = self.o["deals"] or self.n
        if not self.match:
            self.finish()
        elif self.o["max_deals"] and self.deals_played >= self.o["max_deals"]:
            self.end_game()
        elif self.deals_played >= deals and self.pot == 0:
            self.finish()
        else:
            self.start_deal(self.left(self.banker))

    def finish(self):
        """The game is over: every hand is shown, nothing is left to know."""
        self.over = True
        self.known = [{} for _ in range(self.n)]

    def end_game(self):
        self.finish()
        self.offer = None
        if self.pot == 0:
            return
        seats = [(self.banker + 1 + i) % self.n for i in range(self.n)]
        seats = [s for s in seats if not self.out[s]]
        share, rest = divmod(self.pot, len(seats))
        for i, s in enumerate(seats):
            amount = share + (rest if i == 0 else 0)
            if amount:
                self.tokens[s] += amount
                self.result["transfers"].append(("share", "pot", s, amount))
        self.pot = 0
        self.result["carried"] = 0

    def snapshot(self):
        return {
            "banker": self.banker, "tokens": list(self.tokens), "in_game": [not o for o in self.out],
            "pot": self.pot, "hands": [sorted(h) for h in self.hands], "stock": list(self.stock),
            "to_move": self.to_move(), "phase": self.phase(), "offer": self.offer, "over": self.over,
            "deals_played": self.deals_played,
            "known": [sorted(f"{c}@{place_key(places)}" for c, places in k.items()) for k in self.known],
        }
