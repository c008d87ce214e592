"""1001 (Тысяча одно): one deal (``ThousandOneDeal``) and a whole game (``ThousandOneMatch``),
from docs/thousand_one.md.  Conventions and rulings: see ``reference.py``."""
from __future__ import annotations

import copy
import random

from .rules import (
    DECK24,
    MARRIAGE_TABLES,
    MAX_TOTAL,
    SUITS,
    Opt,
    TrickPlay,
    boolean,
    choice,
    integer,
    make_options,
    points,
    round5,
    sort_cards,
    validate_order,
)

ONE_OPTIONS = {
    "players": Opt(3, choice(3, 4)),
    "single_step_raises": Opt(False, boolean),
    "marriage_cap": Opt("sum", choice("sum", "none")),
    "throw_opponent_gain": Opt(0, integer(0)),
    "two_pass_play": Opt("min_contract", choice("min_contract", "free")),
    "throw_bonus": Opt(50, integer(0)),
    "marriage_on_first_lead": Opt(True, boolean),
    "round_before_compare": Opt(False, boolean),
    "dealer_prikup_round": Opt(True, boolean),
    "target": Opt(1001, integer(1)),
    "max_deals": Opt(0, integer(0)),
    "must_beat_led": Opt(False, boolean),  # Тысяча's variant (docs/thousand.md "Variants")
}
PRIKUP_POSITIONS = (3, 7, 11)  # d4, d8, d12 (0-based indices into the order)


def _play_opts(o):
    return {"marriage_values": "standard", "marriage_on_first_lead": o["marriage_on_first_lead"],
            "bed_marriage": False, "ace_marriage": "off", "ace_marriage_in_a_row": False,
            "four_nines_bonus": "off", "trump_maker_no_trump_lead": False,
            "marriage_bonus_declarer_only": False, "must_beat_led": o["must_beat_led"]}


class ThousandOneDeal(TrickPlay):
    """One deal of 1001.  ``order``: the 24 cards, top first; ``dealer``: 0..players-1."""

    def __init__(self, order, dealer, **options):
        o = self.options = make_options(ONE_OPTIONS, options)
        n = self.n = o["players"]
        if isinstance(dealer, bool) or dealer not in range(n):
            raise ValueError(f"dealer must be in 0..{n - 1}, got {dealer!r}")
        self.play_opts = _play_opts(o)
        self.dealer = dealer
        self.active = [(dealer + 1 + i) % n for i in range(3)]  # n=4: the dealer sits out
        self.order = validate_order(order)
        self.hands = [set() for _ in range(n)]
        self.prikup = []
        k = 0
        for i, c in enumerate(self.order):
            if i in PRIKUP_POSITIONS:
                self.prikup.append(c)
            else:
                self.hands[self.active[k % 3]].add(c)
                k += 1
        self.prikup = sort_cards(self.prikup)
        self.initial_hands = [sort_cards(h) for h in self.hands]
        self.history = []
        self.declarer = self.bid = self.high_bidder = self.contract = None
        self.passed = []
        self.two_pass = self.thrown = self.free = self.played = False
        self.prikup_shown = False
        self.gifts = []
        self._init_play(None)
        self.phase = "bid"
        self.to_move = self.active[0]

    def _next(self, seat):
        return self._next_active(seat)

    def bid_cap(self, cards):
        table = MARRIAGE_TABLES["standard"]
        held = [table[s] for s in SUITS if "K" + s in cards and "Q" + s in cards]
        if self.options["marriage_cap"] == "none":
            return MAX_TOTAL if held else 120
        return 120 + sum(held)

    # ----------------------------------------------------------------- phases
    def _bid_moves(self):
        lo = 40 if self.bid is None else self.bid + 5
        cap = self.bid_cap(self.hands[self.to_move])
        hi = lo if self.options["single_step_raises"] else cap
        return [str(b) for b in range(lo, min(hi, cap) + 1, 5)] + ["pass"]

    def _play_bid(self, s, t):
        if t == "pass":
            self.passed.append(s)
        else:
            self.bid, self.high_bidder = int(t), s
        if self.bid is None and len(self.passed) == 2:
            self.two_pass = True
            self._take_prikup(self.active[2])
            return
        if self.bid is not None and len(self.passed) == 2:
            self._take_prikup(self.high_bidder)
            return
        nxt = self._next(s)
        while nxt in self.passed:
            nxt = self._next(nxt)
        self.to_move = nxt

    def _take_prikup(self, seat):
        self.declarer = seat
        self.prikup_shown = True
        self.hands[seat] |= set(self.prikup)
        self.phase = "prikup"
        self.to_move = seat

    def _contract_moves(self):
        cap = max(self.bid, self.bid_cap(self.hands[self.declarer]))
        out = [f"contract:{c}" for c in range(self.bid, cap + 1, 5)]
        if self.two_pass and self.options["two_pass_play"] == "free":
            out.append("free")
        return out

    def _finish_play(self):
        self.played = True
        self.phase, self.to_move = "over", None

    # ----------------------------------------------------------------- public API
    def legal_moves(self):
        p = self.phase
        if p == "bid":
            return self._bid_moves()
        if p == "prikup":
            return ["take" if self.two_pass else "keep", "throw"]
        if p == "give":
            return ["gift:" + c for c in sort_cards(self.hands[self.to_move])]
        if p == "contract":
            return self._contract_moves()
        if p == "play":
            return self._play_moves()
        return []

    def play(self, text):
        """Play one move given as text; ValueError (state unchanged) if it is not legal."""
        legal = self.legal_moves()
        if not isinstance(text, str) or text.strip() not in legal:
            raise ValueError(f"illegal move {text!r} in phase {self.phase!r} for seat "
                             f"{self.to_move}; legal: {' '.join(legal)}")
        t, s = text.strip(), self.to_move
        self.history.append((s, t))
        p = self.phase
        if p == "bid":
            self._play_bid(s, t)
        elif p == "prikup":
            if t == "throw":
                self.thrown = True
                self.phase, self.to_move = "over", None
            else:
                if self.two_pass:
                    self.bid = 40
                self.phase = "give"
                self.gift_targets = [self._next(s), self._next(self._next(s))]
        elif p == "give":
            card = t.split(":")[1]
            target = self.gift_targets[len(self.gifts)]
            self.hands[s].discard(card)
            self.hands[target].add(card)
            self.gifts.append((card, target))
            if len(self.gifts) == 2:
                self.phase = "contract"
        elif p == "contract":
            if t == "free":
                self.free = True
            else:
                self.contract = int(t.split(":")[1])
            self._init_play(self.declarer)
        else:
            self._apply_play(t)

    def is_over(self):
        return self.phase == "over"

    def copy(self):
        return copy.deepcopy(self)

    def __eq__(self, other):
        return type(other) is type(self) and self.snapshot() == other.snapshot()

    def snapshot(self):
        return {
            "phase": self.phase, "to_move": self.to_move, "dealer": self.dealer,
            "players": self.n, "active": list(self.active),
            "hands": [sort_cards(h) for h in self.hands], "prikup": list(self.prikup),
            "declarer": self.declarer, "bid": self.bid, "contract": self.contract,
            "two_pass": self.two_pass, "free": self.free, "thrown": self.thrown,
            "trump": self.trump, "trick": [list(e) for e in self.trick],
            "tricks": [[list(t) for t in ts] for ts in self.tricks], "card_points": self.card_points(),
            "bonus": list(self.bonus), "declarations": [list(d) for d in self.declarations],
            "passed": list(self.passed), "gifts": [list(g) for g in self.gifts],
            "history": [list(h) for h in self.history],
        }

    def view(self, seat):
        """What `seat` may see: own hand, the prikup once shown (to everyone, the sitting-out
        dealer included), the gifts he gave or received, the table."""
        return {
            "seat": seat, "phase": self.phase, "to_move": self.to_move,
            "hand": sort_cards(self.hands[seat]), "hand_sizes": [len(h) for h in self.hands],
            "prikup": list(self.prikup) if self.prikup_shown else None,
            "gifts": [(c, r) for c, r in self.gifts if seat in (r, self.declarer)],
            "trump": self.trump, "trick": list(self.trick), "declarer": self.declarer,
            "bid": self.bid, "contract": self.contract,
        }

    def dealer_prikup_score(self):
        if self.n != 4:
            return 0
        if all(c[0] == "9" for c in self.prikup):
            return 100
        v = points(self.prikup)
        return round5(v) if self.options["dealer_prikup_round"] else v

    def deal_result(self):
        """Breakdown of the finished deal; ``results`` is the score change per seat."""
        if self.phase != "over":
            raise ValueError("the deal is not over")
        o, d, n = self.options, self.declarer, self.n
        res = [0] * n
        r = {"dealer": self.dealer, "declarer": d, "bid": self.bid, "contract": self.contract,
             "two_pass": self.two_pass, "thrown": self.thrown, "free": self.free,
             "played": self.played, "card_points": self.card_points(), "bonuses": list(self.bonus),
             "made": None, "declarer_total": None, "dealer_prikup": self.dealer_prikup_score()}
        others = [s for s in self.active if s != d]
        if self.thrown:
            if self.two_pass:
                for s in others:
                    res[s] = o["throw_bonus"]
            else:
                res[d] = -self.bid
                for s in others:
                    res[s] = o["throw_opponent_gain"]
        else:
            cp, bonus = r["card_points"], self.bonus
            for s in others:
                res[s] = round5(cp[s] + bonus[s])
            total = cp[d] + bonus[d]
            r["declarer_total"] = total
            if self.free:
                res[d] = round5(total)
            else:
                cmp = round5(total) if o["round_before_compare"] else total
                r["made"] = cmp >= self.contract
                res[d] = self.contract if r["made"] else -self.contract
        if n == 4:
            res[self.dealer] = r["dealer_prikup"]
        r["results"] = res
        return r

    @classmethod
    def play_position(cls, hands, declarer, *, to_move=None, trick=(), trump=None, trump_maker=None,
                      won=None, bonus=None, declared_suits=(), contract=100, dealer=None, **options):
        """A card-play position for tests and the solver (see ThousandDeal.play_position);
        `hands` has one list per seat (the sitting-out dealer's empty)."""
        self = object.__new__(cls)
        o = self.options = make_options(ONE_OPTIONS, options)
        n = self.n = o["players"]
        self.play_opts = _play_opts(o)
        self.dealer = (declarer + n - 1) % n if dealer is None else dealer
        self.active = [(self.dealer + 1 + i) % n for i in range(3)]
        self.declarer, self.contract, self.bid = declarer, contract, contract
        self.history, self.gifts, self.passed, self.prikup = [], [], [], []
        self.two_pass = self.thrown = self.free = self.played = False
        self.hands = [set(h) for h in hands]
        trick = [tuple(e) for e in trick]
        self._init_play(trick[0][0] if trick else (declarer if to_move is None else to_move))
        remaining = sum(len(h) for h in self.hands) + len(trick)
        if remaining % 3:
            raise ValueError("hands and trick must hold a multiple of 3 cards")
        self.tricks_played = 8 - remaining // 3
        self.trick = trick
        if trick:
            self.to_move = self._next(trick[-1][0])
        self.trump, self.trump_maker = trump, trump_maker
        won = won or [()] * n
        self.tricks = [[list(w)] if w else [] for w in won]
        self.bonus = list(bonus or [0] * n)
        self.declared_suits = set(declared_suits)
        return self


class ThousandOneMatch:
    """A game of 1001: deals until someone reaches the target (or ``max_deals``).
    ``source(dealer)`` returns the order of each deal; by default ``random.Random(seed)``."""

    def __init__(self, first_dealer=0, seed=0, source=None, **options):
        self.options = make_options(ONE_OPTIONS, options)
        self.n = self.options["players"]
        self.rng = random.Random(seed)
        self.source = source or self._random_source
        self.dealer = first_dealer
        self.scores = [0] * self.n
        self.deals_played = 0
        self.history = []
        self.winner, self.draw, self.over = None, False, False
        self._new_deal()

    def _random_source(self, dealer):
        order = list(DECK24)
        self.rng.shuffle(order)
        return order

    def _new_deal(self):
        self.deal = ThousandOneDeal(self.source(self.dealer), self.dealer, **self.options)

    @property
    def phase(self):
        return "over" if self.over else self.deal.phase

    @property
    def to_move(self):
        return None if self.over else self.deal.to_move

    def legal_moves(self):
        return [] if self.over else self.deal.legal_moves()

    def is_over(self):
        return self.over

    def play(self, text):
        if self.over:
            raise ValueError("the game is over")
        self.deal.play(text)
        if self.deal.phase != "over":
            return
        r = self.deal.deal_result()
        before = list(self.scores)
        self.scores = [a + b for a, b in zip(self.scores, r["results"])]
        self.history.append({"dealer": self.dealer, "result": r, "before": before,
                             "after": list(self.scores)})
        self.deals_played += 1
        self.dealer = (self.dealer + 1) % self.n
        sc, target = self.scores, self.options["target"]
        q = [p for p in range(self.n) if sc[p] >= target]
        if q:
            top = max(sc[p] for p in q)
            tops = [p for p in q if sc[p] == top]
            if len(tops) == 1:
                self.winner = tops[0]
            elif r["declarer"] in tops:
                self.winner = r["declarer"]
        if self.winner is None and self.options["max_deals"] and self.deals_played >= self.options["max_deals"]:
            tops = [p for p in range(self.n) if sc[p] == max(sc)]
            if len(tops) == 1:
                self.winner = tops[0]
            else:
                self.draw = True
        self.over = self.winner is not None or self.draw
        if not self.over:
            self._new_deal()

    def snapshot(self):
        return {"scores": list(self.scores), "dealer": self.dealer, "deals_played": self.deals_played,
                "winner": self.winner, "draw": self.draw, "over": self.over,
                "deal": None if self.over else self.deal.snapshot()}
