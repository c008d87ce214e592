"""Pure-Python reference implementation of Тон (ton), written only from docs/ton.md, for
differential tests of the C++ library.

Conventions
-----------
* A card is a 2-character string, rank then suit ("6H", "TS"); 36 cards, 6 to A, trick order
  6 < 7 < 8 < 9 < T < J < Q < K < A. ``INDEX[c]`` = suit*13 + rank (C=0 D=1 H=2 S=3, 2=0 .. A=12),
  the order in which move texts list cards.
* Seats clockwise; L = dealer + 1. A deal starts from a 36-card order: 5 cards each one at a time
  from L, 4 prikup cards (in that order), the turned card, the rest is the face-down stock.
* Money: a Fraction per seat; the pot an int.
"""
from fractions import Fraction

RANKS = "23456789TJQKA"
SUITS = "CDHS"
DECK36 = [r + s for s in SUITS for r in RANKS[4:]]
INDEX = {r + s: SUITS.index(s) * 13 + RANKS.index(r) for s in SUITS for r in RANKS}
POWER = {r: i for i, r in enumerate("6789TJQKA")}

DEFAULTS = dict(players=4, ante=10, ante_every_deal=0, trump_pick_includes_turned=0, no_buyer="play",
                must_play_score=13, others="choose", penalise_non_players=1, beat_rule="winning_card",
                must_overtrump=0, penalty_score=10, penalty="pot", penalty_fixed=0, target=15,
                stop_at_target=0, max_deals=0)


def by_index(cards):
    return sorted(cards, key=INDEX.__getitem__)


def beats(c, best, trump):
    if c[1] == best[1]:
        return POWER[c[0]] > POWER[best[0]]
    return c[1] == trump


def winner_index(cards, trump):
    best = 0
    for i in range(1, len(cards)):
        if beats(cards[i], cards[best], trump):
            best = i
    return best


class RefTon:
    """A game of Тон: `orders(k)` gives the 36-card order of deal k (0, 1, ...). `match=False`:
    a one-deal game (the game ends after the deal; the pot is taken only if the target is
    reached). `scores`, `pot`, `money` set the position before the first deal's ante (a one-deal
    game from the middle of a game: then pass `ante_paid=False` to skip the ante)."""

    def __init__(self, orders, dealer, match=False, scores=None, pot=0, money=None, ante_paid=True, **opts):
        self.o = dict(DEFAULTS, **opts)
        self.n = self.o["players"]
        self.orders = orders
        self.match = match
        self.scores = list(scores) if scores else [0] * self.n
        self.pot = pot
        self.money = [Fraction(m) for m in money] if money else [Fraction(0)] * self.n
        self.deals = 0
        self.results = []
        self.over = False
        self._deal(dealer, ante_paid)

    # ---- dealing ----
    def _deal(self, dealer, ante):
        n, o = self.n, self.o
        order = self.orders(self.deals)
        self.deals += 1
        assert sorted(order) == sorted(DECK36)
        self.ante_paid = ante
        if ante:
            for s in range(n):
                self.money[s] -= o["ante"]
            self.pot += n * o["ante"]
        self.dealer = dealer
        self.hands = [set() for _ in range(n)]
        for i in range(5 * n):
            self.hands[(dealer + 1 + i) % n].add(order[i])
        self.prikup = list(order[5 * n:5 * n + 4])
        self.turned = order[5 * n + 4]
        self.trump = self.turned[1]
        self.stock = set(order[5 * n + 5:])
        self.up = 0
        self.taken = False
        self.picked = None
        self.nopick = False  # the dealer's left declined the trump pick
        self.buyer = None
        self.redealt = False
        self.thrown = [set() for _ in range(n)]
        self.status = [None] * n
        self.tricks = [0] * n
        self.won = [set() for _ in range(n)]
        self.trick = []  # (seat, card)
        self.target_seat = None
        self.target_trick = None
        L = (dealer + 1) % n
        self.to_move = L
        has_trump = any(c[1] == self.trump for c in self.hands[L])
        self.phase = "pick" if not has_trump and self._candidates() else "buy"

    def _candidates(self):
        c = {x for x in self.stock if x[1] == self.trump}
        if self.o["trump_pick_includes_turned"]:
            c.add(self.turned)
        return c

    # ---- moves ----
    def is_over(self):
        return self.over

    def legal_moves(self):
        if self.over:
            return []
        s = self.to_move
        if self.phase == "pick":
            return sorted(["pick:" + c for c in self._candidates()] + ["nopick"])
        if self.phase == "buy":
            return sorted(["buy:" + c for c in self.hands[s]] + ["refuse"])
        if self.phase == "decide":
            return ["drop", "play"]
        return sorted(self._legal_cards(s))

    def _legal_cards(self, s):
        hand = self.hands[s]
        if not self.trick:
            return set(hand)
        cards = [c for _, c in self.trick]
        led = cards[0]
        best = cards[winner_index(cards, self.trump)]
        same = {c for c in hand if c[1] == led[1]}
        if same:
            if self.o["beat_rule"] == "led_card":
                to_beat = led
            else:
                to_beat = best if best[1] == led[1] else None
            if to_beat is not None:
                higher = {c for c in same if POWER[c[0]] > POWER[to_beat[0]]}
                if higher:
                    return higher
            return same
        trumps = {c for c in hand if c[1] == self.trump}
        if trumps:
            if self.o["must_overtrump"] and best[1] == self.trump:
                higher = {c for c in trumps if POWER[c[0]] > POWER[best[0]]}
                if higher:
                    return higher
            return trumps
        return set(hand)

    def play(self, move):
        assert move in self.legal_moves(), move
        n = self.n
        s = self.to_move
        L = (self.dealer + 1) % n
        if self.phase == "pick":
            if move == "nopick":
                self.nopick = True
                self.phase = "buy"
                return
            c = move[5:]
            self.thrown[L] |= self.hands[L]
            self.hands[L] = {c} | set(self.prikup)
            self.stock.discard(c)
            self.taken = True
            self.picked = c
            self.buyer = L
            self._after_buying()
        elif self.phase == "buy":
            if move == "refuse":
                self.up = min(4, self.up + 1)
                nxt = (s + 1) % n
                if nxt != self.dealer:
                    self.to_move = nxt
                elif self.o["no_buyer"] == "redeal":
                    self.redealt = True
                    self._end_deal()
                else:
                    self._after_buying()
                return
            keep = move[4:]
            self.thrown[s] |= self.hands[s] - {keep}
            self.hands[s] = {keep} | set(self.prikup)
            self.taken = True
            self.buyer = s
            self._after_buying()
        elif self.phase == "decide":
            if move == "play":
                self.status[s] = "play"
            else:
                self.status[s] = "drop"
                self.thrown[s] |= self.hands[s]
                self.hands[s] = set()
            self._next_decision(s)
        else:
            self.hands[s].discard(move)
            self.trick.append((s, move))
            players = [p for p in range(n) if self.status[p] == "play"]
            if len(self.trick) < len(players):
                self.to_move = self._next_player(s)
                return
            cards = [c for _, c in self.trick]
            w = self.trick[winner_index(cards, self.trump)][0]
            self.won[w] |= set(cards)
            self.trick = []
            self._count(w)
            self.to_move = w
            if sum(self.tricks) == 5 or (self.o["stop_at_target"] and self.target_seat is not None):
                self._end_deal()

    def _chief(self):
        return self.buyer if self.buyer is not None else (self.dealer + 1) % self.n

    def _after_buying(self):
        chief = self._chief()
        for p in range(self.n):
            if p == chief or self.scores[p] >= self.o["must_play_score"]:
                self.status[p] = "play"
            elif self.o["others"] == "sit_out":
                self.status[p] = "out"
                self.thrown[p] |= self.hands[p]
                self.hands[p] = set()
        self._next_decision(chief)

    def _next_decision(self, frm):
        for k in range(1, self.n):
            p = (frm + k) % self.n
            if self.status[p] is None:
                self.phase = "decide"
                self.to_move = p
                return
        players = [p for p in range(self.n) if self.status[p] == "play"]
        chief = self._chief()
        if len(players) == 1:
            for c in by_index(self.hands[chief]):
                self.hands[chief].discard(c)
                self.won[chief].add(c)
                self._count(chief)
                if self.o["stop_at_target"] and self.target_seat is not None:
                    break
            self._end_deal()
            return
        self.phase = "play"
        self.to_move = chief

    def _next_player(self, s):
        for k in range(1, self.n + 1):
            p = (s + k) % self.n
            if self.status[p] == "play":
                return p
        return s

    def _count(self, w):
        self.tricks[w] += 1
        if self.target_seat is None and self.scores[w] + self.tricks[w] >= self.o["target"]:
            self.target_seat = w
            self.target_trick = sum(self.tricks)

    # ---- settlement ----
    def result(self):
        """The settlement of the deal just played (docs/ton.md, Scoring and End of game)."""
        n, o = self.n, self.o
        scores = [self.scores[p] + self.tricks[p] for p in range(n)]
        penalties = [0] * n
        pot_after = self.pot
        stopped = o["stop_at_target"] and self.target_seat is not None
        if not self.redealt and not stopped:
            for p in range(n):
                liable = self.status[p] == "play" or (
                    o["others"] == "sit_out" and o["penalise_non_players"] and self.status[p] == "out")
                if liable and self.tricks[p] == 0 and self.scores[p] >= o["penalty_score"]:
                    pay = (o["penalty_fixed"] or o["ante"]) if o["penalty"] == "fixed" else self.pot
                    penalties[p] = -pay
                    pot_after += pay
        game_over = (self.target_seat is not None or not self.match
                     or (o["max_deals"] and self.deals >= o["max_deals"]))
        winners = []
        if self.target_seat is not None:
            winners = [self.target_seat]
        elif self.match and game_over:
            best = max(scores)
            winners = [p for p in range(n) if scores[p] == best]
        ante = [-o["ante"] if self.ante_paid else 0] * n
        k = max(1, len(winners))
        pot_won = [pot_after if p in winners else 0 for p in range(n)]  # in units / k
        return {
            "redeal": self.redealt, "pot": self.pot, "tricks": list(self.tricks), "status": list(self.status),
            "scores": scores, "ante": ante, "penalties": penalties, "target_seat": self.target_seat,
            "target_trick": self.target_trick, "winners": winners, "pot_after": pot_after, "pot_won": pot_won,
            "net": [(ante[p] + penalties[p]) * k + pot_won[p] for p in range(n)], "game_over": bool(game_over),
            "denominator": k,
        }

    def _end_deal(self):
        r = self.result()
        self.results.append(r)
        if not r["game_over"]:
            for p in range(self.n):
                self.money[p] += r["penalties"][p]
            self.scores = r["scores"]
            self.pot = r["pot_after"]
            self._deal((self.dealer + 1) % self.n, bool(self.o["ante_every_deal"]))
            return
        self.over = True
        self.phase = "over"
        self.to_move = None

    def balances(self):
        if not self.over:
            return list(self.money)
        r = self.results[-1]
        return [self.money[p] + r["penalties"][p] + Fraction(r["pot_won"][p], r["denominator"]) for p in range(self.n)]

    def snapshot(self):
        n = self.n
        return {
            "dealer": self.dealer, "phase": self.phase, "to_move": self.to_move, "turned": self.turned,
            "hands": [by_index(h) for h in self.hands], "stock": by_index(self.stock),
            "prikup": [] if self.taken else list(self.prikup), "prikup_up": self.up, "buyer": self.buyer,
            "picked": self.picked, "nopick": self.nopick, "thrown": [by_index(t) for t in self.thrown],
            "status": list(self.status),
            "trick": [c for _, c in self.trick], "trick_seats": [p for p, _ in self.trick],
            "tricks": [by_index(w) for w in self.won], "tricks_won": list(self.tricks),
            "points": [self.scores[p] + self.tricks[p] for p in range(n)], "target_seat": self.target_seat,
            "target_trick": self.target_trick, "pot": self.pot, "money": [int(m) for m in self.money],
            "redealt": self.redealt, "deals_played": self.deals,
        }
