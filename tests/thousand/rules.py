"""Shared pieces of the Тысяча / 1001 references: cards, rounding, options, the card-play engine
and the double-dummy helper.  See ``reference.py`` for the conventions and the rulings."""
from __future__ import annotations

RANKS = "23456789TJQKA"
SUITS = "CDHS"
DECK24 = [r + s for s in SUITS for r in "9TJQKA"]  # index order: suit*13 + rank
assert DECK24 == sorted(DECK24, key=lambda c: SUITS.index(c[1]) * 13 + RANKS.index(c[0]))

POWER = {r: i for i, r in enumerate("9JQKTA")}  # trick-taking order, low to high
POINTS = {"9": 0, "J": 2, "Q": 3, "K": 4, "T": 10, "A": 11}
MARRIAGE_TABLES = {
    "standard": {"S": 40, "C": 60, "D": 80, "H": 100},
    "alt_a": {"S": 100, "H": 80, "C": 60, "D": 40},
    "alt_b": {"S": 100, "C": 80, "H": 60, "D": 40},
}
MAX_TOTAL = 400  # 120 card points + every marriage (standard values): no contract can exceed it


def card_index(card: str) -> int:
    return SUITS.index(card[1]) * 13 + RANKS.index(card[0])


def sort_cards(cards) -> list:
    """Cards in index order (the order of DECK24)."""
    return sorted(cards, key=card_index)


def points(cards) -> int:
    return sum(POINTS[c[0]] for c in cards)


def round5(n: int) -> int:
    """Nearest multiple of 5 (remainder 1-2 down, 3-4 up); for negative n the same rule is applied
    to |n| with the sign restored (never needed by the rules, defined for completeness)."""
    if n < 0:
        return -round5(-n)
    r = n % 5
    return n - r if r <= 2 else n + 5 - r


def half(b: int) -> int:
    """b/2 rounded to a multiple of 5, the exact half rounding up: half(105)=55, half(110)=55."""
    return (b + 5) // 10 * 5


def validate_order(order) -> list:
    order = list(order)
    if len(order) != 24 or sorted(order) != sorted(DECK24):
        raise ValueError(f"order must hold each of the 24 cards 9..A exactly once, got {order!r}")
    return order


# ----------------------------------------------------------------------------------- options
class Opt:
    """One option: its default and a validator/normaliser (returns the value or raises)."""

    def __init__(self, default, check):
        self.default = default
        self.check = check


def choice(*values):
    def check(v):
        for a in values:
            if v == a and type(v) is type(a):
                return a
        if isinstance(v, (int, str)) and not isinstance(v, bool):
            for a in values:  # lenient: 360 == "360", 3 == "3"
                if str(v) == str(a):
                    return a
        raise ValueError(f"allowed values: {', '.join(map(repr, values))}")
    return check


def boolean(v):
    if isinstance(v, bool):
        return v
    if v in ("on", "off"):
        return v == "on"
    raise ValueError("allowed values: True, False ('on', 'off')")


def integer(lo, hi=None):
    def check(v):
        if isinstance(v, bool) or not isinstance(v, int) or v < lo or (hi is not None and v > hi):
            raise ValueError(f"an int >= {lo}" + (f" and <= {hi}" if hi is not None else ""))
        return v
    return check


def make_options(spec: dict, given: dict) -> dict:
    out = {k: o.default for k, o in spec.items()}
    for k, v in given.items():
        if k not in spec:
            raise ValueError(f"unknown option {k!r}; allowed: {', '.join(sorted(spec))}")
        try:
            out[k] = spec[k].check(v)
        except ValueError as e:
            raise ValueError(f"bad value {v!r} for option {k!r}: {e}") from None
    return out


# ----------------------------------------------------------------------------------- card play
def parse_play(text: str):
    """'KH' -> ('KH', None); 'KH+M' -> ('KH', 'M'); kinds M (marriage), B (bed), AA (ace trump)."""
    card, _, kind = text.partition("+")
    return card, (kind or None)


class TrickPlay:
    """Mixin: the card-play phase shared by both games.

    Needs: ``self.active`` (the 3 playing seats, clockwise), ``self.hands``, ``self.declarer``,
    ``self.play_opts`` (dict: marriage_values, marriage_on_first_lead, bed_marriage, ace_marriage,
    ace_marriage_in_a_row, four_nines_bonus, trump_maker_no_trump_lead,
    marriage_bonus_declarer_only, must_beat_led) and a ``_finish_play()`` hook.
    """

    _solver_mode = False  # set on solver clones: no end-of-deal scoring

    def _init_play(self, leader):
        n = len(self.hands)
        self.phase = "play"
        self.to_move = leader
        self.trump = None
        self.trump_maker = None
        self.trick = []
        self.last_trick = []
        self.tricks = [[] for _ in range(n)]  # won tricks per seat, each a list of 3 cards
        self.bonus = [0] * n  # declaration values credited per seat
        self.declarations = []  # (seat, kind, suit, value_credited, trick_number)
        self.declared_suits = set()  # suits declared by marriage or bed marriage
        self.tricks_played = 0
        self.ace_run = {}  # seat -> last trick number of his H35 obligation

    # values ------------------------------------------------------------------------------
    def card_points(self, seat=None):
        if seat is None:
            return [self.card_points(s) for s in range(len(self.hands))]
        return sum(points(t) for t in self.tricks[seat])

    def _next_active(self, seat):
        i = self.active.index(seat)
        return self.active[(i + 1) % len(self.active)]

    def _may_declare(self):
        return self.tricks_played > 0 or self.play_opts["marriage_on_first_lead"]

    # legality ----------------------------------------------------------------------------
    def _play_moves(self):
        po = self.play_opts
        seat = self.to_move
        hand = self.hands[seat]
        trump = self.trump
        out = []
        if self.trick:
            led_card = self.trick[0][1]
            led = led_card[1]
            cands = [c for c in hand if c[1] == led]
            if po["must_beat_led"]:
                # the variant's duty: beat the led card (not the trick's best) when he can
                higher = [c for c in cands if POWER[c[0]] > POWER[led_card[0]]]
                cands = higher or cands
            if not cands and trump is not None:
                cands = [c for c in hand if c[1] == trump]
            if not cands:
                cands = list(hand)
            out = cands
        else:
            cands = list(hand)
            if (po["trump_maker_no_trump_lead"] and trump is not None and seat == self.trump_maker):
                non_trump = [c for c in cands if c[1] != trump]
                if non_trump:
                    cands = non_trump
            out = list(cands)
            if self._may_declare():
                for s in SUITS:
                    if s in self.declared_suits:
                        continue
                    if "K" + s in hand and "Q" + s in hand:
                        out += ["K" + s + "+M", "Q" + s + "+M"]
                    if po["bed_marriage"] and "Q" + s in hand and "J" + s in hand:
                        out += ["Q" + s + "+B", "J" + s + "+B"]
                if po["ace_marriage"] == "trump" and all("A" + s in hand for s in SUITS):
                    out += ["A" + s + "+AA" for s in SUITS]
        if seat in self.ace_run and self.tricks_played <= self.ace_run[seat]:
            aces = [m for m in out if m[0] == "A" and "+" not in m]
            if aces:
                out = aces
        return sorted(out, key=lambda m: (card_index(m[:2]), m))

    # application -------------------------------------------------------------------------
    def _apply_play(self, text):
        po = self.play_opts
        seat = self.to_move
        card, kind = parse_play(text)
        hand = self.hands[seat]
        n = self.tricks_played
        if kind is not None:
            suit = card[1]
            if kind == "AA":
                value = 200
            else:
                value = po_value = self.marriage_value(suit)
                if kind == "B":
                    value = po_value // 2
                self.declared_suits.add(suit)
            credited = 0 if (po["marriage_bonus_declarer_only"] and seat != self.declarer) else value
            self.bonus[seat] += credited
            self.declarations.append((seat, {"M": "marriage", "B": "bed_marriage",
                                             "AA": "ace_trump"}[kind], suit, credited, n))
            self.trump = suit
            self.trump_maker = seat
            if kind == "AA" and po["ace_marriage_in_a_row"]:
                self.ace_run[seat] = n + 3
        if (po["ace_marriage"] == "bonus" and card[0] == "A"
                and all("A" + s in hand for s in SUITS)):
            self.bonus[seat] += 200
            self.declarations.append((seat, "ace_bonus", None, 200, n))
            if po["ace_marriage_in_a_row"]:
                self.ace_run[seat] = n + 3
        if po["four_nines_bonus"] != "off" and card[0] == "9" and all("9" + s in hand for s in SUITS):
            v = int(po["four_nines_bonus"])
            self.bonus[seat] += v
            self.declarations.append((seat, "four_nines", None, v, n))
        hand.discard(card)
        self.trick.append((seat, card))
        if len(self.trick) < len(self.active):
            self.to_move = self._next_active(seat)
            return
        winner = trick_winner(self.trick, self.trump)
        self.tricks[winner].append([c for _, c in self.trick])
        self.last_trick = self.trick
        self.trick = []
        self.tricks_played += 1
        self.to_move = winner
        if self.tricks_played == 8 and not self._solver_mode:
            self._finish_play()

    def marriage_value(self, suit):
        return MARRIAGE_TABLES[self.play_opts["marriage_values"]][suit]

    def declaration_cap(self, cards):
        """120 + the declarations possible with `cards` (one per suit, the larger)."""
        po = self.play_opts
        table = MARRIAGE_TABLES[po["marriage_values"]]
        total = 120
        for s in SUITS:
            best = 0
            if "K" + s in cards and "Q" + s in cards:
                best = table[s]
            if po["bed_marriage"] and "Q" + s in cards and "J" + s in cards:
                best = max(best, table[s] // 2)
            total += best
        if po["ace_marriage"] != "off" and all("A" + s in cards for s in SUITS):
            total += 200
        if po["four_nines_bonus"] != "off" and all("9" + s in cards for s in SUITS):
            total += int(po["four_nines_bonus"])
        return total

    # solver support ----------------------------------------------------------------------
    def _play_key(self):
        return (tuple(frozenset(h) for h in self.hands), tuple(self.trick), self.trump,
                self.trump_maker, frozenset(self.declared_suits), self.tricks_played,
                tuple(sorted(self.ace_run.items())), self.to_move)

    def _play_clone(self):
        c = object.__new__(type(self))
        c.__dict__.update(self.__dict__)
        c.hands = [set(h) for h in self.hands]
        c.trick = list(self.trick)
        c.tricks = [list(t) for t in self.tricks]
        c.bonus = list(self.bonus)
        c.declarations = list(self.declarations)
        c.declared_suits = set(self.declared_suits)
        c.ace_run = dict(self.ace_run)
        c._solver_mode = True
        return c


def trick_winner(trick, trump):
    """Seat winning `trick` (list of (seat, card)): highest trump, else highest of the led suit."""
    best = trick[0]
    for entry in trick[1:]:
        c, b = entry[1], best[1]
        if c[1] == b[1]:
            if POWER[c[0]] > POWER[b[0]]:
                best = entry
        elif c[1] == trump:
            best = entry
        # a card of another non-trump suit (or the led suit under a trump) never wins
    return best[0]


def card_play_value(state) -> int:
    """Double-dummy value of a deal in its card-play phase: the declarer's final card points plus
    his credited declaration bonuses (what he already has included, unrounded), the declarer
    maximising and the two other players minimising jointly, all cards known.  Plain minimax with
    a transposition table on the remaining-play state (memo holds the *future* gain)."""
    if state.phase != "play":
        if state.phase == "over" and getattr(state, "played", False):
            return state.card_points(state.declarer) + state.bonus[state.declarer]
        raise ValueError(f"card_play_value needs a state in the play phase, not {state.phase!r}")
    decl = state.declarer
    base = state.card_points(decl) + state.bonus[decl]
    memo = {}

    def gain(s):
        if s.tricks_played == 8:
            return 0
        key = s._play_key()
        if key in memo:
            return memo[key]
        maximise = s.to_move == decl
        best = None
        before = s.card_points(decl) + s.bonus[decl]  # the same for every child (a copy of s)
        for m in s._play_moves():
            c = s._play_clone()
            c._apply_play(m)
            v = c.card_points(decl) + c.bonus[decl] - before + gain(c)
            if best is None or (v > best if maximise else v < best):
                best = v
        memo[key] = best
        return best

    return base + gain(state)
