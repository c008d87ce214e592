"""Тысяча (1000): one deal (``ThousandDeal``) and a whole game (``ThousandMatch``), from
docs/thousand.md.  Conventions and rulings: see ``reference.py``."""
from __future__ import annotations

import copy
import random
import re

from .rules import (
    DECK24,
    SUITS,
    Opt,
    TrickPlay,
    boolean,
    choice,
    half,
    integer,
    make_options,
    points,
    round5,
    sort_cards,
    validate_order,
)


def _dark_condition(v):
    if v == "none":
        return v
    if isinstance(v, str) and re.fullmatch(r"(>=|>)-?\d+", v):
        return v
    raise ValueError("'none' or a threshold such as '>=240', '>0', '>120'")


THOUSAND_OPTIONS = {
    # base rules with a choice
    "marriage_values": Opt("standard", choice("standard", "alt_a", "alt_b")),  # H42
    "cut_ritual": Opt(True, boolean),
    "gift_visibility": Opt("private", choice("private", "public")),
    "single_step_raises": Opt(False, boolean),
    "barrel": Opt(True, boolean),
    "barrel_exit": Opt("declarer_only", choice("declarer_only", "any")),
    "marriage_on_first_lead": Opt(False, boolean),  # H12
    "max_deals": Opt(0, integer(0)),
    # house rules H1..H42
    "minus_120_no_bidding": Opt(False, boolean),  # H1
    "poor_prikup_redeal": Opt(False, boolean),  # H2
    "four_nines_redeal": Opt(False, boolean),  # H3
    "weak_hand_redeal": Opt(False, boolean),  # H4
    "bolt": Opt("off", choice("off", "consecutive", "any")),  # H5
    "barrel_third_fall": Opt("off", choice("off", "zero", "zero_no_barrel", "five_no_barrel")),  # H6/H33
    "barrel_bump": Opt(False, boolean),  # H7
    "barrel_simultaneous": Opt(False, boolean),  # H8
    "samosval": Opt(False, boolean),  # H9
    "samosval_value": Opt(555, integer(-10**9)),
    "rospis_opponent_gain": Opt(60, choice(60, "half_bid", "aces")),  # H10
    "golden_round": Opt(False, boolean),  # H11
    "golden_restarts": Opt(1, integer(0)),
    "rospis_limit": Opt("none", choice("none", 3)),  # H13
    "rospis_declarer_loss": Opt("bid", choice("bid", "zero", "half_bid")),  # H14
    "rospis_third_penalty": Opt(False, boolean),  # H15
    "ace_marriage": Opt("off", choice("off", "bonus", "trump")),  # H16/H34
    "win_over_1000": Opt(False, boolean),  # H17
    "barrel_rospis": Opt("allowed", choice("allowed", "forbidden")),  # H18
    "golden_rospis": Opt("allowed", choice("allowed", "forbidden")),  # H19
    "golden_raise": Opt(False, boolean),  # H20
    "four_nines_after_gift_redeal": Opt(False, boolean),  # H21
    "dark_bidding": Opt(False, boolean),  # H22
    "dark_left_of_dealer_only": Opt(False, boolean),  # H23
    "dark_hide_snos": Opt(False, boolean),  # H24
    "weak_hand_after_gift_redeal": Opt(False, boolean),  # H25
    "trump_maker_no_trump_lead": Opt(False, boolean),  # H26
    "hide_prikup_at_100": Opt(False, boolean),  # H27
    "round_before_compare": Opt(False, boolean),  # H28
    "dark_score_condition": Opt("none", _dark_condition),  # H29
    "dark_marriages_undoubled": Opt(False, boolean),  # H30
    "prikup_buyout": Opt(False, boolean),  # H31
    "penalty_amount": Opt(120, integer(0)),  # H32
    "ace_marriage_in_a_row": Opt(False, boolean),  # H35
    "bed_marriage": Opt(False, boolean),  # H36
    "rospis_by_aces": Opt(False, boolean),  # H37
    "four_nines_bonus": Opt("off", choice("off", 360, 200)),  # H38
    "negative_samosval": Opt(False, boolean),  # H39
    "bid_step": Opt(5, integer(1)),  # H40
    "marriage_bonus_declarer_only": Opt(False, boolean),  # H41
    # published variants (docs/thousand.md "Variants"), off by default
    "first_bid": Opt("dealer", choice("dealer", "left_of_dealer")),
    "barrel_jump": Opt(False, boolean),
    "barrel_bolts": Opt("count", choice("count", "ignore")),
    "dark_double": Opt("all", choice("all", "declarer")),
    "golden_round_style": Opt("restart", choice("restart", "double_penalties")),
    "must_beat_led": Opt(False, boolean),
    "players": Opt(3, choice(3, 4)),
}

PLAY_KEYS = ("marriage_values", "marriage_on_first_lead", "bed_marriage", "ace_marriage",
             "ace_marriage_in_a_row", "four_nines_bonus", "trump_maker_no_trump_lead",
             "marriage_bonus_declarer_only", "must_beat_led")


class DealContext:
    """What a deal needs to know of the game: scores (H1, H29), who is on the barrel (H18),
    write-offs so far per seat (H13, H15, H18) and whether the deal is golden (H11)."""

    def __init__(self, scores=(0, 0, 0), on_barrel=(False,) * 3, rospis_counts=(0, 0, 0),
                 golden=False):
        self.scores = list(scores)
        self.on_barrel = list(on_barrel)
        self.rospis_counts = list(rospis_counts)
        self.golden = golden


def left(seat):
    return (seat + 1) % 3


def cut_ritual(order, cuts, dealer, players=3):
    """Apply the cut ritual.  Returns (order, log, penalised_seat): log entries are
    (cutting seat, position, bottom card).  A cut at position k moves the top k cards under
    the rest: order[k:] + order[:k]."""
    cuts = list(cuts)
    log = []

    def cut(seat, deck):
        if not cuts:
            raise ValueError("cut_ritual is on and the given cuts ran out")
        k = cuts.pop(0)
        if isinstance(k, bool) or not isinstance(k, int) or not 1 <= k <= 23:
            raise ValueError(f"a cut position must be an int in 1..23, got {k!r}")
        deck = deck[k:] + deck[:k]
        log.append((seat, k, deck[-1]))
        return deck

    cutter = (dealer + 1) % players
    deck = list(order)
    penalised = None
    for n in range(1, 4):
        deck = cut(cutter, deck)
        bottom = deck[-1][0]
        if bottom == "9":
            if n == 3:
                penalised = cutter
            continue
        if bottom == "J":
            deck = cut(dealer, deck)
        break
    return deck, log, penalised


class ThousandDeal(TrickPlay):
    """One deal of Тысяча.  ``order``: the 24 cards, top first; ``dealer``: a seat; ``cuts``: cut
    positions (1..23) consumed by the cut ritual (required while ``cut_ritual`` is on).  With
    ``players=4`` the dealer sits the deal out: the three others play it."""

    def __init__(self, order, dealer, *, cuts=None, context=None, **options):
        o = self.options = make_options(THOUSAND_OPTIONS, options)
        n = self.players = o["players"]
        if dealer not in range(n) or isinstance(dealer, bool):
            raise ValueError(f"dealer must be a seat 0..{n - 1}, got {dealer!r}")
        self.rospis_loss = "half_bid" if o["rospis_by_aces"] else o["rospis_declarer_loss"]
        self.rospis_gain = "aces" if o["rospis_by_aces"] else o["rospis_opponent_gain"]
        self.play_opts = {k: o[k] for k in PLAY_KEYS}
        self.ctx = context or DealContext([0] * n, [False] * n, [0] * n)
        self.dealer = dealer
        self.active = [self.left(dealer)]
        while len(self.active) < 3:
            self.active.append(self.left(self.active[-1]))
        self.order_given = validate_order(order)
        self.cut_log, self.cut_penalty = [], None
        deck = self.order_given
        if o["cut_ritual"]:
            if cuts is None:
                raise ValueError("cut_ritual is on: give cuts=[positions] (or cut_ritual=False)")
            deck, self.cut_log, self.cut_penalty = cut_ritual(deck, cuts, dealer, n)
        # «сдатчик смотрит нижнюю карту»: the last bottom card he looked at stays there (the
        # prikup's last card) unless the ritual ended with his own cut after a J
        last = self.cut_log[-1] if self.cut_log else None
        self.cut_bottom = last[2] if last and last[0] != dealer else None
        self.order = deck
        self.hands = [set() for _ in range(n)]
        for i in range(21):
            self.hands[self.active[i % 3]].add(deck[i])
        self.prikup = sort_cards(deck[21:])
        self.initial_hands = [sort_cards(h) for h in self.hands]
        self.history = []
        self.declarer = self.bid = self.contract = None
        self.passed, self.unseen, self.asked = set(), set(), set()
        self.high_bidder = self.dark_bidder = None
        self.dark = self.rospis = self.played = False
        self.prikup_shown = False
        self.gifts = []  # (card, receiver)
        self.redeal_by = self.redeal_reason = None
        self._pending, self._then = [], None
        self._init_play(None)
        self.phase = "setup"
        # H3 / H4: asked in bidding order, from the seat forced to open
        qs = []
        first = self.first_bidder()
        for seat in (first, self.left(first), self.left(self.left(first))):
            h = self.hands[seat]
            if o["four_nines_redeal"] and all("9" + s in h for s in SUITS):
                qs.append((seat, "four_nines"))
            elif o["weak_hand_redeal"] and points(h) < 14:
                qs.append((seat, "weak_hand"))
        self._ask(qs, "_start_bidding")

    # ----------------------------------------------------------------- helpers
    @property
    def golden(self):
        return self.ctx.golden

    def left(self, seat):
        """The next seat clockwise that plays this deal (with 4 players the dealer sits out)."""
        n = self.options["players"]
        nxt = (seat + 1) % n
        return (nxt + 1) % n if n == 4 and nxt == self.dealer else nxt

    def first_bidder(self):
        """The seat forced to open at 100: the dealer, or his left with first_bid=left_of_dealer
        or when he sits out (4 players)."""
        o = self.options
        return self.left(self.dealer) if o["first_bid"] == "left_of_dealer" or o["players"] == 4 else self.dealer

    def golden_declarer(self):
        """The declarer of a golden deal: the dealer, or his left when he sits out."""
        return self.left(self.dealer) if self.options["players"] == 4 else self.dealer

    def _eligible(self, seat):
        return not (self.options["minus_120_no_bidding"] and self.ctx.scores[seat] <= -120)

    def _dark_status_ok(self, seat):
        o = self.options
        if not o["dark_bidding"] or seat not in self.active or not self._eligible(seat) or seat in self.asked:
            return False
        if o["dark_left_of_dealer_only"] and seat != self.left(self.dealer):
            return False
        cond = o["dark_score_condition"]
        if cond != "none":
            op, n = re.fullmatch(r"(>=|>)(-?\d+)", cond).groups()
            sc = self.ctx.scores[seat]
            if not (sc >= int(n) if op == ">=" else sc > int(n)):
                return False
        return True

    def _ask(self, questions, then):
        """Queue redeal questions [(seat, reason)]; when all are answered 'keep', call `then`."""
        self._pending, self._then = list(questions), then
        if self._pending:
            self.phase = "redeal"
            self.to_move = self._pending[0][0]
            self.asked.add(self.to_move)
        else:
            getattr(self, then)()

    def _end(self):
        self.phase = "over"
        self.to_move = None

    # ----------------------------------------------------------------- bidding
    def _start_bidding(self):
        if self.golden:
            self.declarer, self.bid = self.golden_declarer(), 120
            self._after_bidding()
            return
        self.phase = "bid"
        self.unseen = {s for s in self.active if self._dark_status_ok(s)}
        first = self.first_bidder()
        opener = next((s for s in (first, self.left(first), self.left(self.left(first))) if self._eligible(s)), first)
        self.opener = opener
        if opener in self.unseen:
            self.to_move = opener  # dark120 or look
        else:
            self._forced_open()

    def _forced_open(self):
        self.bid, self.high_bidder = 100, self.opener
        self.history.append((self.opener, "100"))
        self._next_bidder(self.opener)

    def _next_bidder(self, seat):
        if len(self.passed) == 2:
            self.declarer = next(s for s in self.active if s not in self.passed)
            self.dark = self.dark_bidder == self.declarer
            self._after_bidding()
            return
        s = self.left(seat)
        while s in self.passed:
            s = self.left(s)
        self.to_move = s
        if s in self.unseen and (s == self.dark_bidder or self.bid >= 120):
            self.unseen.discard(s)  # overbid dark bidder / dark no longer possible: he looks

    def bid_cap(self, seat):
        return self.declaration_cap(self.hands[seat])

    def _bid_moves(self):
        s = self.to_move
        if s in self.unseen:
            return ["dark120", "look"]
        if not self._eligible(s):
            return ["pass"]
        step, cap = self.options["bid_step"], self.bid_cap(s)
        bids = []
        b = 100 + step
        while b <= cap:
            if b > self.bid:
                bids.append(str(b))
                if self.options["single_step_raises"]:
                    break
            b += step
        return bids + ["pass"]

    def _play_bid(self, s, t):
        if t == "look":
            self.unseen.discard(s)
            if self.bid is None:
                self._forced_open()
            return  # the same seat now calls normally
        if t == "dark120":
            self.bid, self.high_bidder, self.dark_bidder = 120, s, s
        elif t == "pass":
            self.passed.add(s)
            self.unseen.discard(s)
        else:
            self.bid, self.high_bidder, self.dark_bidder = int(t), s, None
        self._next_bidder(s)

    # ----------------------------------------------------------------- prikup, buyout, gift
    def _after_bidding(self):
        o = self.options
        self.unseen = set()
        hidden = (o["hide_prikup_at_100"] and self.bid == 100) or (o["dark_hide_snos"] and self.dark)
        self.prikup_shown = not hidden
        qs = []
        if (o["poor_prikup_redeal"] and not self.golden and self.bid == 100
                and points(self.prikup) < 5):
            qs.append((self.declarer, "poor_prikup"))
        self._ask(qs, "_start_buyout")

    def buyout_price(self):
        return (self.bid // 120 + 1) * 120

    def _start_buyout(self):
        if not self.options["prikup_buyout"] or self.golden:
            self._take_prikup()
            return
        self.phase = "buyout"
        self._declines = 0
        self.to_move = self.left(self.declarer)

    def _buyout_moves(self):
        s = self.to_move
        price = self.buyout_price()
        if self._eligible(s) and price <= self.declaration_cap(self.hands[s] | set(self.prikup)):
            return [f"buyout:{price}", "decline"]
        return ["decline"]

    def _play_buyout(self, s, t):
        if t == "decline":
            self._declines += 1
            if self._declines == 2:
                self._take_prikup()
                return
        else:
            self.declarer, self.bid = s, int(t.split(":")[1])
            self.dark = False
            self._declines = 0
        nxt = self.left(s)
        if nxt == self.declarer:
            nxt = self.left(nxt)
        self.to_move = nxt

    def _take_prikup(self):
        self.hands[self.declarer] |= set(self.prikup)
        self.phase = "give"
        self.to_move = self.declarer
        self.gift_targets = [self.left(self.declarer), self.left(self.left(self.declarer))]

    def _play_gift(self, s, t):
        card = t.split(":")[1]
        target = self.gift_targets[len(self.gifts)]
        self.hands[s].discard(card)
        self.hands[target].add(card)
        self.gifts.append((card, target))
        if len(self.gifts) < 2:
            return
        o = self.options
        qs = []
        for opp in self.gift_targets:
            h = self.hands[opp]
            if o["four_nines_after_gift_redeal"] and all("9" + x in h for x in SUITS):
                qs.append((opp, "four_nines_after_gift"))
            elif o["weak_hand_after_gift_redeal"] and points(h) < 14:
                qs.append((opp, "weak_hand_after_gift"))
        self._ask(qs, "_start_contract")

    # ----------------------------------------------------------------- contract
    def _start_contract(self):
        self.phase = "contract"
        self.to_move = self.declarer

    def rospis_allowed(self):
        o, d = self.options, self.declarer
        count = self.ctx.rospis_counts[d]
        if o["rospis_limit"] == 3 and count >= 3:
            return False
        free = self.rospis_loss == "zero" and not (o["rospis_third_penalty"] and (count + 1) % 3 == 0)
        if free and o["barrel_rospis"] == "forbidden" and any(self.ctx.on_barrel):
            return False
        if free and o["golden_rospis"] == "forbidden" and self.golden:
            return False
        return True

    def _contract_moves(self):
        if self.golden and not self.options["golden_raise"]:
            values = [120]
        else:
            step = self.options["bid_step"]
            cap = max(self.bid, self.declaration_cap(self.hands[self.declarer]))
            values = [self.bid] + [100 + k * step for k in range(1, 400)
                                   if self.bid < 100 + k * step <= cap]
        return [f"contract:{c}" for c in values] + (["rospis"] if self.rospis_allowed() else [])

    def _play_contract(self, s, t):
        if t == "rospis":
            self.rospis = True
            self._end()
            return
        self.contract = int(t.split(":")[1])
        self._init_play(self.declarer)

    def _finish_play(self):
        self.played = True
        self._end()

    # ----------------------------------------------------------------- public API
    def legal_moves(self):
        p = self.phase
        if p == "redeal":
            return ["keep", "redeal"]
        if p == "bid":
            return self._bid_moves()
        if p == "buyout":
            return self._buyout_moves()
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
        if p == "redeal":
            if t == "redeal":
                self.redeal_by, self.redeal_reason = self._pending[0]
                self._end()
            else:
                self._pending.pop(0)
                self._ask(self._pending, self._then)
        elif p == "bid":
            self._play_bid(s, t)
        elif p == "buyout":
            self._play_buyout(s, t)
        elif p == "give":
            self._play_gift(s, t)
        elif p == "contract":
            self._play_contract(s, t)
        else:
            self._apply_play(t)

    def is_over(self):
        return self.phase == "over"

    def copy(self):
        return copy.deepcopy(self)

    def __eq__(self, other):
        return type(other) is type(self) and self.snapshot() == other.snapshot()

    def snapshot(self):
        def lst(x):
            return sort_cards(x)
        return {
            "phase": self.phase, "to_move": self.to_move, "dealer": self.dealer,
            "hands": [lst(h) for h in self.hands], "prikup": list(self.prikup),
            "declarer": self.declarer, "bid": self.bid, "contract": self.contract,
            "trump": self.trump, "trump_maker": self.trump_maker, "trick": [list(e) for e in self.trick],
            "tricks": [[list(t) for t in ts] for ts in self.tricks], "card_points": self.card_points(),
            "bonus": list(self.bonus), "declarations": [list(d) for d in self.declarations],
            "passed": sorted(self.passed), "unseen": sorted(self.unseen), "dark": self.dark,
            "gifts": [list(g) for g in self.gifts], "rospis": self.rospis,
            "history": [list(h) for h in self.history], "cut_log": [list(c) for c in self.cut_log],
            "cut_penalty": self.cut_penalty, "prikup_shown": self.prikup_shown,
            "golden": self.golden, "redeal_by": self.redeal_by, "redeal_reason": self.redeal_reason,
        }

    def view(self, seat):
        """What `seat` may see: own hand (None while bidding in the dark), the prikup if shown to
        him, the gifts he may see, public cut cards, the table; others' hands are hidden."""
        o = self.options
        after_bid = self.declarer is not None and self.phase not in ("bid", "setup")
        prikup = None
        if after_bid and (self.prikup_shown or seat == self.declarer):
            prikup = list(self.prikup)
        dark_hidden = o["dark_hide_snos"] and self.dark
        gifts = [(c, r) for c, r in self.gifts
                 if seat in (r, self.declarer)
                 or (o["gift_visibility"] == "public" and not dark_hidden)]
        hidden_gifts = {c for c, _ in self.gifts} - {c for c, _ in gifts}
        return {
            "seat": seat, "phase": self.phase, "to_move": self.to_move,
            "hand": None if seat in self.unseen else sort_cards(self.hands[seat]),
            "hand_sizes": [len(h) for h in self.hands], "prikup": prikup, "gifts": gifts,
            "cut_shown": [c for _, _, c in self.cut_log if c[0] == "9"],
            "cut_bottom": self.cut_bottom if seat == self.dealer or self.cut_penalty is not None else None,
            "trump": self.trump, "trick": list(self.trick), "declarer": self.declarer,
            "bid": self.bid, "contract": self.contract,
            "history": [(s, "gift:??" if t[5:] in hidden_gifts and t.startswith("gift:") else t)
                        for s, t in self.history],
        }

    def deal_result(self):
        """Breakdown of the finished deal.  ``results`` is the score change per seat after the
        multipliers (bookkeeping step 2), before barrel rules and penalties (``ThousandMatch``)."""
        if self.phase != "over":
            raise ValueError("the deal is not over")
        o, d = self.options, self.declarer
        r = {"redeal": self.redeal_by is not None, "redeal_by": self.redeal_by,
             "redeal_reason": self.redeal_reason, "dealer": self.dealer, "declarer": d,
             "bid": self.bid, "contract": self.contract, "rospis": self.rospis,
             "played": self.played, "golden": self.golden, "dark": self.dark,
             "card_points": self.card_points(), "bonuses": list(self.bonus),
             "cut_penalty": self.cut_penalty, "made": None, "declarer_total": None,
             "raw": [0] * self.players, "results": [0] * self.players, "multiplier": 1}
        if r["redeal"]:
            return r
        mult = 2 if (self.golden or self.dark) else 1
        # variant dark_double = "declarer": a dark deal doubles only the declarer's result
        opp_mult = 2 if self.golden or (self.dark and o["dark_double"] == "all") else 1
        n = self.players  # with 4 the dealer sits out: 0 for him
        mults = [mult if s == d else opp_mult for s in range(n)]
        r["multiplier"] = mult
        raw = [0] * n
        if self.rospis:
            bid = self.bid
            loss = {"bid": bid, "zero": 0, "half_bid": half(bid)}[self.rospis_loss]
            if self.rospis_gain == "half_bid":
                gain = half(bid)
            elif self.rospis_gain == "aces":
                gain = round5(11 * sum(1 for c in self.hands[d] if c[0] == "A"))
            else:
                gain = 60
            raw = [-loss if s == d else gain if s in self.active else 0 for s in range(n)]
            results = [m * v for m, v in zip(mults, raw)]
        else:
            cp, bonus = r["card_points"], self.bonus
            total = cp[d] + bonus[d]
            cmp = round5(total) if o["round_before_compare"] else total
            made = cmp >= self.contract
            r["made"], r["declarer_total"] = made, total
            raw = [round5(cp[s] + bonus[s]) for s in range(n)]
            raw[d] = self.contract if made else -self.contract
            results = [m * v for m, v in zip(mults, raw)]
            if self.dark and o["dark_marriages_undoubled"] and opp_mult == 2:
                for s in range(n):
                    if s != d:
                        results[s] = 2 * round5(cp[s]) + bonus[s]
        r["raw"], r["results"] = raw, results
        return r

    @classmethod
    def play_position(cls, hands, declarer, *, to_move=None, trick=(), trump=None, trump_maker=None,
                      won=((), (), ()), bonus=(0, 0, 0), declared_suits=(), contract=120,
                      dealer=None, **options):
        """A card-play position for tests and the solver: `hands` 3 card lists (equal sizes after
        the current trick), `trick` [(seat, card)], `won` cards already taken per seat."""
        self = object.__new__(cls)
        self.options = make_options(THOUSAND_OPTIONS, options)
        self.play_opts = {k: self.options[k] for k in PLAY_KEYS}
        self.ctx = DealContext()
        self.dealer = (declarer + 2) % 3 if dealer is None else dealer
        self.active = [0, 1, 2]
        self.declarer, self.contract, self.bid = declarer, contract, contract
        self.history, self.gifts, self.cut_log, self.cut_bottom = [], [], [], None
        self.rospis = self.played = self.dark = False
        self.redeal_by = None
        self.prikup, self.order, self.initial_hands, self.cut_penalty = [], [], [], None
        self.passed, self.unseen, self.asked = set(), set(), set()
        self.prikup_shown, self.redeal_reason = False, None
        self.hands = [set(h) for h in hands]
        trick = [tuple(e) for e in trick]
        leader = trick[0][0] if trick else (declarer if to_move is None else to_move)
        self._init_play(leader)
        remaining = sum(len(h) for h in self.hands) + len(trick)
        if remaining % 3:
            raise ValueError("hands and trick must hold a multiple of 3 cards")
        self.tricks_played = 8 - remaining // 3
        self.trick = trick
        if trick:
            self.to_move = left(trick[-1][0])
        self.trump, self.trump_maker = trump, trump_maker
        self.tricks = [[list(w)] if w else [] for w in won]
        self.bonus = list(bonus)
        self.declared_suits = set(declared_suits)
        return self


class ThousandMatch:
    """A game of Тысяча: deals until someone wins (or ``max_deals``).  ``source(dealer)`` returns
    (order, cuts) for each new deal; by default both come from ``random.Random(seed)``."""

    def __init__(self, first_dealer=0, seed=0, source=None, **options):
        self.options = make_options(THOUSAND_OPTIONS, options)
        self.rng = random.Random(seed)
        self.source = source or self._random_source
        self.dealer = first_dealer
        self.n = self.options["players"]  # with 4 the dealer of each deal sits it out
        self.scores = [0] * self.n
        self._reset_counters()
        self.golden_active = self.options["golden_round"]
        self.golden_done, self.golden_reached, self.golden_restarts = 0, False, 0
        self.deals_played = 0
        self.history = []  # one dict per deal (void deals included, marked redeal)
        self.winner, self.draw, self.over = None, False, False
        self._new_deal()

    def _reset_counters(self):
        n = self.n
        self.on_barrel = [False] * n
        self.barrel_deals = [0] * n
        self.falls = [0] * n
        self.no_barrel = [False] * n
        self.bolts = [0] * n
        self.rospis_counts = [0] * n

    def _random_source(self, dealer):
        order = list(DECK24)
        self.rng.shuffle(order)
        return order, [self.rng.randint(1, 23) for _ in range(4)]

    def _new_deal(self):
        order, cuts = self.source(self.dealer)
        ctx = DealContext(self.scores, self.on_barrel, self.rospis_counts, self.golden_active)
        self.deal = ThousandDeal(order, self.dealer, cuts=cuts, context=ctx, **self.options)
        self._maybe_finish()

    # delegation
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
        self._maybe_finish()

    def _maybe_finish(self):
        if self.deal.phase == "over":
            self._bookkeeping(self.deal.deal_result())
            if not self.over:
                self._new_deal()

    # bookkeeping (rules file: "End-of-deal bookkeeping, in this order")
    def _bookkeeping(self, r):
        o = self.options
        entry = {"dealer": self.dealer, "result": r, "events": [], "before": list(self.scores)}
        self.history.append(entry)
        if r["redeal"]:
            entry["after"] = list(self.scores)
            entry["applied"] = [0] * self.n
            return  # same dealer deals again
        ev = entry["events"]
        # the sitting-out dealer (4 players): the deal moves none of his scores or counters; only
        # the rules acting on everyone (H7, H8, H6, samosval) reach him
        n = self.n
        plays = [n == 3 or p != r["dealer"] for p in range(n)]
        # variant golden_round_style = "double_penalties": penalties cost double in a golden deal
        # and a bolt there counts as two
        golden_double = r["golden"] and o["golden_round_style"] == "double_penalties"
        d, res = r["declarer"], r["results"]
        pen = o["penalty_amount"] * (2 if golden_double else 1)
        sc = self.scores

        def fall(p, why):
            self.on_barrel[p] = False
            self.barrel_deals[p] = 0
            self.falls[p] += 1
            ev.append(("fall", p, why))

        # 3. bolts
        bolt_pen = []
        if o["bolt"] != "off":
            for p in range(n):
                if not plays[p]:
                    continue
                zero = r["played"] and p != d and res[p] == 0
                if zero and self.on_barrel[p] and o["barrel_bolts"] == "ignore":
                    continue  # not a bolt, and not a deal that breaks a run of bolts either
                if zero:
                    self.bolts[p] += 2 if golden_double else 1
                    ev.append(("bolt", p))
                    if self.bolts[p] >= 3:
                        bolt_pen.append(p)
                        self.bolts[p] = 0
                elif o["bolt"] == "consecutive":
                    self.bolts[p] = 0
        # 4. results with the barrel rules
        exit_min = 125 if o["win_over_1000"] else 120
        climbed = []
        for p in range(n):
            if not plays[p]:
                continue
            v = res[p]
            if not o["barrel"] or self.no_barrel[p]:
                sc[p] += v
            elif self.on_barrel[p]:
                if v < 0:
                    sc[p] += v
                    fall(p, "negative")
                elif v >= exit_min and (o["barrel_exit"] == "any" or p == d):
                    sc[p] += v
                    self.on_barrel[p] = False
                    ev.append(("barrel_exit", p))
                elif v > 0:
                    ev.append(("ignored", p, v))
            elif o["barrel_jump"] and (sc[p] + v > 1000 if o["win_over_1000"] else sc[p] + v >= 1000):
                sc[p] += v  # jumps over the barrel straight to the target
                ev.append(("jump", p))
            elif sc[p] + v >= 880:
                sc[p] = 880
                self.on_barrel[p], self.barrel_deals[p] = True, 0
                climbed.append(p)
                ev.append(("climb", p))
            else:
                sc[p] += v
        # 5. H7, H8
        if o["barrel_bump"] and climbed:
            for p in range(n):
                if self.on_barrel[p] and p not in climbed:
                    sc[p] = 880 - pen
                    fall(p, "bump")
        if o["barrel_simultaneous"] and len(climbed) >= 2:
            for p in climbed:
                sc[p] = 880 - pen
                fall(p, "simultaneous")
        # 6. barrel-deal counters
        for p in range(n):
            if plays[p] and self.on_barrel[p] and p not in climbed:
                self.barrel_deals[p] += 1
                if self.barrel_deals[p] >= 3:
                    sc[p] -= pen
                    fall(p, "timeout")
        # 7. other penalties
        pens = []
        if r["cut_penalty"] is not None:
            pens.append((r["cut_penalty"], "cut"))
        pens += [(p, "bolt") for p in bolt_pen]
        if r["rospis"]:
            self.rospis_counts[d] += 1
            if o["rospis_third_penalty"] and self.rospis_counts[d] % 3 == 0:
                pens.append((d, "third_rospis"))
        for p, why in pens:
            sc[p] -= pen
            ev.append(("penalty", p, why))
            if self.on_barrel[p] and sc[p] < 880:
                fall(p, why)
        # 8. third fall
        if o["barrel_third_fall"] != "off":
            for p in range(n):
                if self.falls[p] >= 3:
                    sc[p] = 5 if o["barrel_third_fall"] == "five_no_barrel" else 0
                    self.falls[p] = 0
                    if o["barrel_third_fall"] != "zero":
                        self.no_barrel[p] = True
                    ev.append(("third_fall", p))
        # 9. samosval
        for p in range(n):
            if o["samosval"] and sc[p] == o["samosval_value"]:
                sc[p] = 0
                ev.append(("samosval", p))
            if o["negative_samosval"] and sc[p] == -555:
                sc[p] = 0
                ev.append(("negative_samosval", p))
        self.deals_played += 1
        entry["after"] = list(sc)
        entry["applied"] = [a - b for a, b in zip(sc, entry["before"])]
        # 10. golden round, then the win check
        if r["golden"]:
            self.golden_done += 1
            if r["played"] and r["declarer_total"] >= 120:
                self.golden_reached = True
            if self.golden_done == n:  # one golden deal per dealer
                if self.golden_reached:
                    self.golden_active = False
                elif o["golden_round_style"] == "double_penalties":
                    # a failed golden round zeroes the game once; play goes on without one
                    self.scores = [0] * n
                    self._reset_counters()
                    ev.append(("golden_reset",))
                    self.golden_active = False
                elif self.golden_restarts < o["golden_restarts"]:
                    self.golden_restarts += 1
                    self.scores = [0] * n
                    self._reset_counters()
                    ev.append(("golden_restart",))
                else:
                    self.golden_active = False
                self.golden_done, self.golden_reached = 0, False
        self.dealer = (self.dealer + 1) % n
        self._win_check(d)

    def _win_check(self, declarer):
        sc = self.scores
        over = 1000
        q = [p for p in range(self.n) if (sc[p] > over if self.options["win_over_1000"] else sc[p] >= over)]
        if q:
            top = max(sc[p] for p in q)
            tops = [p for p in q if sc[p] == top]
            if len(tops) == 1:
                self.winner = tops[0]
            elif declarer in tops:
                self.winner = declarer
        if self.winner is None and self.options["max_deals"] and self.deals_played >= self.options["max_deals"]:
            top = max(sc)
            tops = [p for p in range(self.n) if sc[p] == top]
            if len(tops) == 1:
                self.winner = tops[0]
            else:
                self.draw = True
        self.over = self.winner is not None or self.draw

    def settlement(self):
        """Per seat: each loser pays the winner 1000 - his score (None unless there is a winner)."""
        if self.winner is None:
            return None
        pay = [0] * self.n
        for p in range(self.n):
            if p != self.winner:
                pay[p] = -(1000 - self.scores[p])
                pay[self.winner] += 1000 - self.scores[p]
        return pay

    def snapshot(self):
        return {"scores": list(self.scores), "dealer": self.dealer, "on_barrel": list(self.on_barrel),
                "barrel_deals": list(self.barrel_deals), "falls": list(self.falls),
                "no_barrel": list(self.no_barrel), "bolts": list(self.bolts),
                "rospis_counts": list(self.rospis_counts), "golden_active": self.golden_active,
                "golden_done": self.golden_done, "golden_restarts": self.golden_restarts,
                "deals_played": self.deals_played, "winner": self.winner, "draw": self.draw,
                "over": self.over, "deal": None if self.over else self.deal.snapshot()}
