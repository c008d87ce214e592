"""Pure-Python reference implementation of Три листика (Свара, tri_listika), written only from
docs/tri_listika.md, for differential tests of the C++ library.

Conventions
-----------
* A card is a 2-character string, rank then suit ("7H", "TS"); 32 cards, 7 to A. ``INDEX[c]`` is
  the card's index (suit*13 + rank, C=0 D=1 H=2 S=3, 2=0 .. A=12), the order in which move texts
  list cards. Trick order 7 < 8 < 9 < T < J < Q < K < A; points A 11, K 4, Q 3, J 2, T 10, 9 9,
  8 8, 7 7.
* Seats clockwise; D = dealer, L = D+1, O = D+2, R = D+3.
* A deal starts from a 32-card order (first card first): 3 cards each, one at a time from L; the
  next card is turned (trump = its suit); the rest is the stock, top card first. Each seat pays the
  ante into the pot first.
* The blind trump-хлюст draw: the holder's three cards in index order are shuffled by the
  library's generator seeded with ``draw_seed`` (Fisher-Yates, modelled in tests/rng_model.py);
  the drawers clockwise from the holder's left take cards 0, 1, 2.
"""
from itertools import combinations

from rng_model import PyXoshiro

RANKS = "23456789TJQKA"
SUITS = "CDHS"
DECK32 = [r + s for s in SUITS for r in RANKS[5:]]
INDEX = {r + s: SUITS.index(s) * 13 + RANKS.index(r) for s in SUITS for r in RANKS}
POWER = {r: i for i, r in enumerate("789TJQKA")}
POINTS = {"A": 11, "K": 4, "Q": 3, "J": 2, "T": 10, "9": 9, "8": 8, "7": 7}


def by_index(cards):
    return sorted(cards, key=INDEX.__getitem__)


def points(cards):
    return sum(POINTS[c[0]] for c in cards)


def khlyust_suit(hand):
    """The suit of a хлюст (three cards of one suit), else None."""
    suits = {c[1] for c in hand}
    return suits.pop() if len(hand) == 3 and len(suits) == 1 else None


class RefDeal:
    """One deal of Три листика."""

    def __init__(self, order, dealer=0, draw_seed=0, pot=0, money=(0, 0, 0, 0), ante=1, share=0,
                 share_from="losers", khlyust_draw="random", exchange_khlyust=0, forced_may_exchange=0,
                 trumps_in_play=0):
        assert sorted(order) == sorted(DECK32) and dealer in range(4)
        self.ante, self.share = ante, share or ante
        self.share_from, self.khlyust_draw = share_from, khlyust_draw
        self.exchange_khlyust, self.forced_may_exchange = exchange_khlyust, forced_may_exchange
        self.trumps_in_play = trumps_in_play
        self.draw_seed = draw_seed
        self.dealer = dealer
        self.money = [m - ante for m in money]
        self.pot = pot + 4 * ante
        self.hands = [set() for _ in range(4)]
        for i in range(12):
            self.hands[(dealer + 1 + i) % 4].add(order[i])
        self.turned = order[12]
        self.trump = self.turned[1]
        self.stock = list(order[13:])
        self.thrown = [set() for _ in range(4)]
        forced = (dealer, (dealer + 1) % 4)
        self.decl = [("play" if s in forced and not forced_may_exchange else None) for s in range(4)]
        self.won = [set() for _ in range(4)]
        self.tricks = [0] * 4
        self.face_down = [set() for _ in range(4)]
        self.trick = []  # (seat, card, face_down)
        self.khlyust = None
        self.trump_khlyust = False
        self.drawn = [None] * 4
        self.phase = "declare"
        self.to_move = None
        if not self._khlyust_check(range(4)):
            self.to_move = self._next_declarer()

    # ---- helpers ----
    def _order_from_l(self):
        return [(self.dealer + k) % 4 for k in range(1, 5)]

    def playing(self, seat):
        return self.decl[seat] in ("play", "exchange")

    def _next_declarer(self):
        return next((s for s in self._order_from_l() if self.decl[s] is None), None)

    def _next_player(self, seat):
        for k in range(1, 5):
            if self.playing((seat + k) % 4):
                return (seat + k) % 4
        return seat

    def _khlyust_check(self, seats):
        """Trump beats plain; then the higher points; then the first clockwise from L."""
        best = None
        for s in self._order_from_l():
            if s not in seats:
                continue
            suit = khlyust_suit(self.hands[s])
            if suit is None:
                continue
            key = (suit == self.trump, points(self.hands[s]))
            if best is None or key > best[0]:
                best = (key, s)
        if best is None:
            return False
        self.khlyust = best[1]
        self.trump_khlyust = best[0][0]
        if not self.trump_khlyust:
            self._end()
        elif self.khlyust_draw == "choice":
            self.phase = "draw"
            self.to_move = (self.khlyust + 1) % 4
        else:
            cards = by_index(self.hands[self.khlyust])
            PyXoshiro(self.draw_seed).shuffle(cards)
            for k in range(1, 4):
                self.drawn[(self.khlyust + k) % 4] = cards[k - 1]
            self._end()
        return True

    def is_over(self):
        return self.phase == "over"

    def draw_left(self):
        return set(self.hands[self.khlyust]) - {c for c in self.drawn if c}

    # ---- moves ----
    def legal_moves(self):
        if self.is_over():
            return []
        seat = self.to_move
        hand = by_index(self.hands[seat])
        if self.phase == "declare":
            forced = seat in (self.dealer, (self.dealer + 1) % 4)
            moves = ["play"]
            if not forced:
                moves.append("pass")
            if not forced or self.forced_may_exchange:
                for k in (1, 2, 3):
                    moves += ["exchange:" + "+".join(c) for c in combinations(hand, k)]
            return sorted(moves)
        if self.phase == "draw":
            return sorted("take:" + c for c in self.draw_left())
        if not self.trick:
            return sorted(hand)
        led = self.trick[0][1][1]
        same = [c for c in hand if c[1] == led]
        if same:
            return sorted(same)
        if self.trumps_in_play:
            trumps = [c for c in hand if c[1] == self.trump]
            if trumps:
                return sorted(trumps)
        return sorted("down:" + c for c in hand)

    def play(self, move):
        assert move in self.legal_moves(), (move, self.legal_moves())
        seat = self.to_move
        if self.phase == "declare":
            if move == "play":
                self.decl[seat] = "play"
            elif move == "pass":
                self.decl[seat] = "pass"
                self.thrown[seat] = self.hands[seat]
                self.hands[seat] = set()
            else:
                cards = move.split(":")[1].split("+")
                self.decl[seat] = "exchange"
                self.thrown[seat] = set(cards)
                self.hands[seat] -= set(cards)
                for _ in cards:
                    self.hands[seat].add(self.stock.pop(0))
            nxt = self._next_declarer()
            if nxt is not None:
                self.to_move = nxt
                return
            if self.exchange_khlyust and self._khlyust_check([s for s in range(4) if self.playing(s)]):
                return
            self.phase = "play"
            self.to_move = (self.dealer + 1) % 4
            return
        if self.phase == "draw":
            self.drawn[seat] = move[5:]
            nxt = (seat + 1) % 4
            if nxt == self.khlyust:
                self._end()
            else:
                self.to_move = nxt
            return
        down = move.startswith("down:")
        card = move[5:] if down else move
        self.hands[seat].discard(card)
        self.trick.append((seat, card, down))
        n_playing = sum(self.playing(s) for s in range(4))
        if len(self.trick) < n_playing:
            self.to_move = self._next_player(seat)
            return
        led = self.trick[0][1][1]
        trump = self.trump if self.trumps_in_play else None
        best = self.trick[0]
        for entry in self.trick[1:]:
            _, c, d = entry
            if d:
                continue  # a face-down card never wins
            if c[1] == best[1][1]:
                if POWER[c[0]] > POWER[best[1][0]]:
                    best = entry
            elif c[1] == trump:
                best = entry
        assert led
        w = best[0]
        for s, c, d in self.trick:
            self.won[w].add(c)
            if d:
                self.face_down[s].add(c)
        self.tricks[w] += 1
        self.trick = []
        self.to_move = w
        if sum(self.tricks) == 3:
            self._end()

    def _end(self):
        self.phase = "over"
        self.to_move = None

    # ---- settlement ----
    def result(self):
        assert self.is_over()
        r = dict(pot=self.pot, tricks=list(self.tricks), declarations=list(self.decl), khlyust=self.khlyust,
                 trump_khlyust=self.trump_khlyust, drawn=list(self.drawn), pot_winner=None,
                 ante=[-self.ante] * 4, pot_won=[0] * 4, khlyust_payments=[0] * 4, shares=[0] * 4)
        carried = self.pot
        if self.khlyust is not None:
            r["pot_winner"] = self.khlyust
            for s, c in enumerate(self.drawn):
                if c:
                    r["khlyust_payments"][s] -= POINTS[c[0]]
                    r["khlyust_payments"][self.khlyust] += POINTS[c[0]]
        else:
            three = [s for s in range(4) if self.tricks[s] == 3]
            two = [s for s in range(4) if self.tricks[s] == 2]
            if three:
                r["pot_winner"] = three[0]
            elif two:
                losers = [s for s in range(4) if self.playing(s) and self.tricks[s] == 0]
                if self.share_from == "pot":
                    if losers:
                        take = min(self.share, self.pot)
                        r["shares"][two[0]] += take
                        carried -= take
                else:
                    for s in losers:
                        r["shares"][s] -= self.share
                        r["shares"][two[0]] += self.share
        if r["pot_winner"] is not None:
            r["pot_won"][r["pot_winner"]] = self.pot
            carried = 0
        r["net"] = [r["ante"][s] + r["pot_won"][s] + r["khlyust_payments"][s] + r["shares"][s] for s in range(4)]
        r["carried"] = carried
        return r

    def snapshot(self):
        return {
            "dealer": self.dealer,
            "phase": self.phase,
            "to_move": self.to_move,
            "turned": self.turned,
            "hands": [by_index(h) for h in self.hands],
            "stock": list(self.stock),
            "thrown": [by_index(t) for t in self.thrown],
            "declarations": list(self.decl),
            "trick": [c for _, c, _ in self.trick],
            "trick_seats": [s for s, _, _ in self.trick],
            "trick_face_down": [d for _, _, d in self.trick],
            "tricks": [by_index(w) for w in self.won],
            "tricks_won": list(self.tricks),
            "face_down": [by_index(f) for f in self.face_down],
            "khlyust": self.khlyust,
            "drawn": list(self.drawn),
            "pot": self.pot,
            "money": list(self.money),
        }


class RefGame:
    """A game of ``deals`` deals: the first dealer by lot, then the deal passes to the left; money
    and an unclaimed pot carry over. ``orders[k]`` / ``draw_seeds[k]``: deal k's shuffle."""

    def __init__(self, orders, draw_seeds, first_dealer, deals=4, final_pot="keep", **opts):
        self.orders, self.draw_seeds, self.deals, self.final_pot, self.opts = orders, draw_seeds, deals, final_pot, opts
        self.results = []
        self.money, self.pot = [0] * 4, 0
        self._start(first_dealer)

    def _start(self, dealer):
        while True:
            k = len(self.results)
            self.deal = RefDeal(self.orders[k], dealer, self.draw_seeds[k], self.pot, self.money, **self.opts)
            if not self.deal.is_over():
                return
            if not self._finish():
                return
            dealer = (dealer + 1) % 4

    def _finish(self):
        """Settle the finished deal; True when another deal follows."""
        r = self.deal.result()
        self.results.append(r)
        if len(self.results) == self.deals:
            return False
        self.money = [self.deal.money[s] + r["net"][s] - r["ante"][s] for s in range(4)]
        self.pot = r["carried"]
        return True

    def is_over(self):
        return self.deal.is_over() and len(self.results) == self.deals

    def legal_moves(self):
        return self.deal.legal_moves()

    def play(self, move):
        self.deal.play(move)
        if self.deal.is_over() and self._finish():
            self._start((self.deal.dealer + 1) % 4)

    def balances(self):
        """Final balances: money + last settlement (+ an equal share of an unclaimed pot with split)."""
        from fractions import Fraction

        if not self.is_over():
            return [Fraction(m) for m in self.deal.money]
        r = self.results[-1]
        out = [Fraction(self.deal.money[s] + r["net"][s] - r["ante"][s]) for s in range(4)]
        if self.final_pot == "split":
            out = [b + Fraction(r["carried"], 4) for b in out]
        return out
