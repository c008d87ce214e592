"""A pure-Python Construction («Конструкция», Abbott 1963, as completed by pycards) written from
docs/construction.md (not from any C++), for the differential tests of the core to come. Cards are
text ("4D", "TS"); the stock is a list of card texts (next card first) holding duplicates (2 or 3
decks); seeded deals use tests/rng_model.py's independent model of the generator."""

from __future__ import annotations

from functools import cache

from rng_model import PyXoshiro, derive_seed

RANKS = "23456789TJQKA"
SUITS = "CDHS"
RECYCLE_SALT = 0xC0457C7119630019  # the recycle shuffles' salt (docs/construction.md "Seeding")
JOKER = "JK"
BLOCKERS = 12
VALUE = {"A": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9, "T": 10, "J": 11, "Q": 12, "K": 13}
JOKERS = (("V", 0, 0), ("V", 1, 0))  # seat 0's (white commuter), seat 1's (black commuter)
DEFAULTS = dict(decks=3, steps="one", target_height=10, blockers_block="opponent", max_draws=2000,
                limit_result="draw")
CHOICES = dict(decks=(2, 3), steps=("one", "rank_steps"), blockers_block=("opponent", "both"),
               limit_result=("draw", "progress"))
RANGES = dict(target_height=(1, 50), max_draws=(1, 1_000_000))
KIND_BUILD, KIND_GO, KIND_PLACE, KIND_MOVE, KIND_DISCARD = range(5)


def card_index(c):
    return SUITS.index(c[1]) * 13 + RANKS.index(c[0])


DECK52 = sorted((r + s for r in RANKS for s in SUITS), key=card_index)


def full_deck(decks):
    """The cards before shuffling: deck copy by copy, each in card-index order (C2..CA, D.., H.., S..)."""
    return [c for _ in range(decks) for c in DECK52]


def rank(card):
    return 0 if card == JOKER else VALUE[card[0]]


def is_red(card):
    return card[1] in "DH"


def recycle_seed(seed, r):
    return derive_seed(seed, RECYCLE_SALT, r)


# ----- slots ------------------------------------------------------------------------------------
@cache
def slot_text(s):
    return f"{s[0]}{s[1]},{s[2]}"


@cache  # pure: a test replays the same slot texts millions of times (errors are never cached)
def parse_slot(t):
    if len(t) < 4 or t[0] not in "VH" or "," not in t:
        raise ValueError(f"bad slot {t!r}")
    xs, ys = t[1:].split(",", 1)
    for part in (xs, ys):
        body = part[1:] if part.startswith("-") else part
        if not body.isdigit() or (len(body) > 1 and body[0] == "0") or part == "-0":
            raise ValueError(f"bad slot {t!r}")
    x, y = int(xs), int(ys)
    if y < 0 or not -128 <= x <= 127 or y > 255:
        raise ValueError(f"slot out of range {t!r}")
    return (t[0], x, y)


def slot_key(s):
    """Slot order: by row, then column, a vertical slot before the bridge to its right."""
    return (s[2], s[1], 0 if s[0] == "V" else 1)


def slot_code(s):
    return (s[2] << 9) | ((s[1] + 128) << 1) | (0 if s[0] == "V" else 1)


def code_slot(c):
    return ("H" if c & 1 else "V", ((c >> 1) & 255) - 128, c >> 9)


def neighbours(s):
    k, x, y = s
    if k == "V":
        out = [("V", x, y + 1), ("H", x - 1, y), ("H", x, y)]
        if y > 0:
            out.append(("V", x, y - 1))
        return out
    return [("V", x, y), ("V", x + 1, y)]


def slot_cost(s):
    """Fewest built cards on a path from a joker to the slot, the slot included (docs: the grid bound)."""
    k, x, y = s
    if k == "V":
        return y + 2 * max(x - 1, -x, 0)
    return y + 1 + 2 * max(x - 1, -x - 1, 0)


def board_slots(decks):
    """Every slot that can hold a card in a game with `decks` decks (the jokers' included), in slot
    order: the board of the dense actions."""
    n = 48 * decks
    return [(k, x, y) for y in range(n + 1) for x in range(-n, n + 2) for k in "VH" if slot_cost((k, x, y)) <= n]


# ----- move ids ---------------------------------------------------------------------------------
@cache
def move_id(text):
    if text == "discard":
        return KIND_DISCARD << 34
    if text.startswith("go:"):
        return (KIND_GO << 34) | slot_code(parse_slot(text[3:]))
    if text.startswith("block:"):
        body = text[6:]
        if ">" in body:
            a, b = body.split(">", 1)
            return (KIND_MOVE << 34) | (slot_code(parse_slot(a)) << 17) | slot_code(parse_slot(b))
        return (KIND_PLACE << 34) | slot_code(parse_slot(body))
    return slot_code(parse_slot(text))


def move_text(mid):
    kind, frm, to = mid >> 34, (mid >> 17) & 0x1FFFF, mid & 0x1FFFF
    t = slot_text(code_slot(to))
    return [t, "go:" + t, "block:" + t, "block:" + slot_text(code_slot(frm)) + ">" + t, "discard"][kind]


class RefGame:
    """One game of Construction.

    ``deck``: the initial stock, next card first (tests set up exact draws with it; it may even be
    a part of the cards, which the library never does); else the stock is the full decks shuffled
    by ``Rng(seed)``. ``red``: the seat that takes the red cards; None draws it by lot
    (``Rng(seed).below(2)`` before the shuffle, new_match), or 0 with an explicit deck."""

    def __init__(self, seed=0, deck=None, red=None, **options):
        opts = dict(DEFAULTS)
        for k, v in options.items():
            if k not in DEFAULTS:
                raise ValueError(f"unknown option {k}")
            if k in CHOICES and v not in CHOICES[k]:
                raise ValueError(f"bad value for {k}: {v!r}")
            if k in RANGES and not (isinstance(v, int) and RANGES[k][0] <= v <= RANGES[k][1]):
                raise ValueError(f"bad value for {k}: {v!r}")
            opts[k] = v
        self.opts = opts
        self.seed = seed
        if deck is None:
            rng = PyXoshiro(seed)
            if red is None:
                red = rng.below(2)
            deck = rng.shuffle(full_deck(opts["decks"]))
        elif red is None:
            red = 0
        self.red = red
        self.layout = {JOKERS[0]: JOKER, JOKERS[1]: JOKER}
        self.commuters = [JOKERS[0], JOKERS[1]]
        self.climbed = [False, False]
        self.block = {}  # slot -> the seat whose blocker stands there
        self.frontier = {n for j in JOKERS for n in neighbours(j)}  # the empty slots next to a card
        self.stock = list(deck)
        self.discards = []
        self.drawn = None
        self.draws = 0
        self.recycles = 0
        self.over = False
        self.winner = None  # a seat, "draw", or None while the game goes on
        self.reason = None
        self._turn_up()

    # ----- state ---------------------------------------------------------------------------
    def copy(self):
        g = object.__new__(RefGame)
        g.__dict__ = dict(self.__dict__)
        g.layout = dict(self.layout)
        g.commuters, g.climbed = list(self.commuters), list(self.climbed)
        g.block, g.frontier = dict(self.block), set(self.frontier)
        g.stock, g.discards = list(self.stock), list(self.discards)
        return g

    def __eq__(self, other):
        return isinstance(other, RefGame) and self.notation() == other.notation() and self.opts == other.opts

    def is_over(self):
        return self.over

    @property
    def to_move(self):
        """The owner of the turned-up card (None once over)."""
        if self.over:
            return None
        return self.red if is_red(self.drawn) else 1 - self.red

    @property
    def blockers(self):
        """The slots of each seat's blockers on the table, in slot order."""
        return [sorted((s for s, b in self.block.items() if b == seat), key=slot_key) for seat in (0, 1)]

    def supply(self, seat):
        return BLOCKERS - sum(1 for b in self.block.values() if b == seat)

    def blocker_at(self, slot):
        return self.block.get(slot)

    def has_piece(self, slot):
        return slot in self.commuters or slot in self.block

    def height(self, seat):
        return self.commuters[seat][2]

    def all_cards(self):
        """Every card of the game except the jokers: layout + stock + discards + drawn."""
        out = [c for s, c in self.layout.items() if c != JOKER] + self.stock + self.discards
        return out + ([self.drawn] if self.drawn else [])

    # ----- rules ---------------------------------------------------------------------------
    def open_to(self, seat, slot):
        """May `seat`'s commuter stand on `slot` (a layout card), ranks aside?"""
        if slot in JOKERS:
            return True
        if self.commuters[1 - seat] == slot:
            return False
        b = self.blocker_at(slot)
        if b is None:
            return True
        return False if self.opts["blockers_block"] == "both" else b == seat

    def climbs(self, slot):
        return slot[0] == "V" and slot[2] >= self.opts["target_height"]

    def go_targets(self, seat, r):
        """Destination -> whether some way there climbs, for a commuter move with rank r."""
        start = self.commuters[seat]
        k = 1 if self.opts["steps"] == "one" else -(-r // 4)
        out = {}

        def walk(slot, seen, steps, climbed):
            for n in neighbours(slot):
                if n in seen or n not in self.layout or rank(self.layout[n]) > r or not self.open_to(seat, n):
                    continue
                c = climbed or self.climbs(n)
                out[n] = out.get(n, False) or c
                if steps + 1 < k:
                    walk(n, seen | {n}, steps + 1, c)

        walk(start, {start}, 0, False)
        return out

    def build_slots(self):
        return sorted(self.frontier, key=slot_key)

    def legal_moves(self):
        """Move texts in canonical order (ascending move id): builds, commuter moves, blocker
        placings, blocker moves (by from, then to), discard."""
        if self.over:
            return []
        seat, card = self.to_move, self.drawn
        r = rank(card)
        moves = []
        if card[0] != "K":
            moves += [slot_text(s) for s in self.build_slots()]
            moves += ["go:" + slot_text(s) for s in sorted(self.go_targets(seat, r), key=slot_key)]
        free = sorted((s for s, c in self.layout.items()
                       if c != JOKER and rank(c) <= r and not self.has_piece(s)), key=slot_key)
        free = [slot_text(s) for s in free]
        if self.supply(seat):
            moves += ["block:" + t for t in free]
        for f in self.blockers[seat]:
            head = "block:" + slot_text(f) + ">"
            moves += [head + t for t in free]
        moves.append("discard")
        return moves

    def play(self, text):
        assert not self.over and text in set(self.legal_moves()), text
        seat, card = self.to_move, self.drawn
        self.drawn = None
        if text == "discard":
            self.discards.append(card)
        elif text.startswith("go:"):
            dest = parse_slot(text[3:])
            climbs = self.go_targets(seat, rank(card))[dest]
            self.commuters[seat] = dest
            self.climbed[seat] = self.climbed[seat] or climbs
            self.discards.append(card)
            if self.climbed[seat] and dest == JOKERS[seat]:
                self._end(seat, "win")
                return
        elif text.startswith("block:"):
            body = text[6:]
            if ">" in body:
                a, body = body.split(">", 1)
                del self.block[parse_slot(a)]
            self.block[parse_slot(body)] = seat
            self.discards.append(card)
        else:
            self._build(parse_slot(text), card)
        if self.draws >= self.opts["max_draws"]:
            self._end_by_limit("max_draws")
            return
        self._turn_up()

    def _build(self, slot, card):
        self.layout[slot] = card
        self.frontier.discard(slot)
        self.frontier.update(n for n in neighbours(slot) if n not in self.layout)

    def _turn_up(self):
        if not self.stock:
            if not self.discards:
                self._end_by_limit("exhausted")
                return
            self.stock = PyXoshiro(recycle_seed(self.seed, self.recycles)).shuffle(list(self.discards))
            self.discards = []
            self.recycles += 1
        self.drawn = self.stock.pop(0)
        self.draws += 1

    def _end(self, winner, reason):
        self.over, self.winner, self.reason, self.drawn = True, winner, reason, None

    def _end_by_limit(self, reason):
        w = self.progress_winner() if self.opts["limit_result"] == "progress" else None
        self._end("draw" if w is None else w, reason)

    # ----- progress --------------------------------------------------------------------------
    def distance_home(self, seat):
        """Steps along the shortest open path from `seat`'s commuter to its own joker (ranks
        ignored, blockers and the other commuter honoured as for a commuter move); None if none."""
        start, goal = self.commuters[seat], JOKERS[seat]
        dist, frontier = {start: 0}, [start]
        while frontier:
            nxt = []
            for s in frontier:
                if s == goal:
                    return dist[s]
                for n in neighbours(s):
                    if n in self.layout and n not in dist and self.open_to(seat, n):
                        dist[n] = dist[s] + 1
                        nxt.append(n)
            frontier = nxt
        return None

    def progress_key(self, seat):
        if self.climbed[seat]:
            d = self.distance_home(seat)
            return (1, 0 if d is None else 1, -(d or 0))
        return (0, 0, self.height(seat))

    def progress_winner(self):
        a, b = self.progress_key(0), self.progress_key(1)
        return None if a == b else (0 if a > b else 1)

    def scores(self):
        if not self.over or self.winner == "draw":
            return [0, 0]
        return [1 if self.winner == s else -1 for s in (0, 1)]

    def result(self):
        if not self.over:
            return None
        return dict(winner=None if self.winner == "draw" else self.winner, draw=self.winner == "draw",
                    reason=self.reason, draws=self.draws, recycles=self.recycles, red=self.red,
                    climbed=list(self.climbed), heights=[self.height(0), self.height(1)],
                    distances=[self.distance_home(0), self.distance_home(1)], built=len(self.layout) - 2)

    # ----- notation ----------------------------------------------------------------------------
    def notation(self):
        def cards(cs):
            return " ".join(cs) if cs else "-"

        def slots(ss):
            return " ".join(slot_text(s) for s in sorted(ss, key=slot_key)) if ss else "-"

        built = sorted((s for s in self.layout if s not in JOKERS), key=slot_key)
        layout = " ".join(f"{slot_text(s)}:{self.layout[s]}" for s in built) if built else "-"
        result = "-" if not self.over else ("draw" if self.winner == "draw" else str(self.winner))
        return " | ".join([
            f"red {self.red}", f"draws {self.draws}", f"recycles {self.recycles}", f"seed {self.seed}",
            f"layout {layout}", f"commuters {slots([self.commuters[0]])} {slots([self.commuters[1]])}",
            f"climbed {int(self.climbed[0])} {int(self.climbed[1])}",
            f"blockers {slots(self.blockers[0])} / {slots(self.blockers[1])}",
            f"drawn {self.drawn or '-'}", f"stock {cards(self.stock)}", f"discards {cards(self.discards)}",
            f"result {result}"])

    def render(self):
        """The grid as text (what print(state) shows): rows top down, each column's vertical cell
        then the bridge cell to its right. A cell is [card commuter blocker]: W/B the white (seat 0)
        and black (seat 1) commuters, w/b their blockers; bridges are drawn =card.."""
        xs = [s[1] for s in self.layout] + [s[1] + 1 for s in self.layout if s[0] == "H"]
        x0, x1 = min(xs), max(xs)
        top = max(s[2] for s in self.layout)

        def cell(s, left, right):
            if s not in self.layout:
                return " " * 6
            com = "".join("WB"[i] for i in (0, 1) if self.commuters[i] == s).ljust(1)
            if len(com) == 2:  # both commuters on a joker
                return f"{left}{self.layout[s]}{com}{right}"
            b = self.blocker_at(s)
            return f"{left}{self.layout[s]}{com}{'' if b is None else 'wb'[b]}".ljust(5) + right

        lines = ["     " + "".join(f"{x:^6}" + " " * 6 for x in range(x0, x1 + 1)).rstrip()]
        for y in range(top, -1, -1):
            row = "".join(cell(("V", x, y), "[", "]") + cell(("H", x, y), "=", "=") for x in range(x0, x1 + 1))
            lines.append(f"{y:>3}  {row}".rstrip())
        if self.over:
            status = "over: " + ("draw" if self.winner == "draw" else f"seat {self.winner} wins") + f" ({self.reason})"
        else:
            status = f"drawn {self.drawn}, seat {self.to_move} to move"
        lines.append(f"red: seat {self.red} | {status} | draws {self.draws} | stock {len(self.stock)}"
                     f" | discards {len(self.discards)} | supplies {self.supply(0)} {self.supply(1)}"
                     f" | climbed {int(self.climbed[0])} {int(self.climbed[1])}")
        return "\n".join(lines)

    __str__ = render

    # ----- position() ------------------------------------------------------------------------
    FIELDS = ("red", "draws", "recycles", "seed", "layout", "commuters", "climbed", "blockers", "drawn", "stock",
              "discards", "result")

    @classmethod
    def position(cls, text, **options):
        """The state a notation describes, under ``options``; ValueError "<field>: ..." for text
        that does not parse or a position no game reaches (docs/construction.md lists the checks)."""
        g = cls(deck=["2C"], red=0, **options)  # options checked; every field is set below
        parts = [p.strip() for p in text.split("|")]
        if len(parts) != len(cls.FIELDS):
            raise ValueError("notation: wrong number of fields")
        f = {}
        for name, p in zip(cls.FIELDS, parts):
            head, _, value = p.partition(" ")
            if head != name or not value.strip():
                raise ValueError(f"{name}: field missing")
            f[name] = value.split()

        def bad(field, why):
            raise ValueError(f"{field}: {why}")

        def number(field, tok, hi):
            if not tok.isdigit() or (len(tok) > 1 and tok[0] == "0") or int(tok) > hi:
                bad(field, f"bad number {tok!r}")
            return int(tok)

        def one(field):
            if len(f[field]) != 1:
                bad(field, "one value expected")
            return f[field][0]

        def card(field, tok):
            if len(tok) != 2 or tok[0] not in RANKS or tok[1] not in SUITS:
                bad(field, f"bad card {tok!r}")
            return tok

        def cards(field):
            return [] if f[field] == ["-"] else [card(field, t) for t in f[field]]

        def slot(field, tok):
            try:
                return parse_slot(tok)
            except ValueError:
                bad(field, f"bad slot {tok!r}")

        opts, decks, target = g.opts, g.opts["decks"], g.opts["target_height"]
        g.red = number("red", one("red"), 1)
        g.draws = number("draws", one("draws"), 10**9)
        g.recycles = number("recycles", one("recycles"), 10**9)
        g.seed = number("seed", one("seed"), (1 << 64) - 1)
        g.layout = {JOKERS[0]: JOKER, JOKERS[1]: JOKER}
        if f["layout"] != ["-"]:
            for tok in f["layout"]:
                s, _, c = tok.partition(":")
                s, c = slot("layout", s), card("layout", c)
                if s in g.layout:
                    bad("layout", f"slot {tok!r} twice or on a joker")
                if c[0] == "K":
                    bad("layout", "a king is never built")
                g.layout[s] = c
        if len(f["commuters"]) != 2:
            bad("commuters", "two slots expected")
        g.commuters = [slot("commuters", t) for t in f["commuters"]]
        if len(f["climbed"]) != 2 or any(t not in ("0", "1") for t in f["climbed"]):
            bad("climbed", "two flags 0/1 expected")
        g.climbed = [t == "1" for t in f["climbed"]]
        bl = " ".join(f["blockers"]).split("/")
        if len(bl) != 2:
            bad("blockers", "two lists expected")
        g.block = {}
        for seat, part in enumerate(bl):
            toks = part.split()
            if toks == ["-"]:
                continue
            if not toks:
                bad("blockers", "empty list (write -)")
            for t in toks:
                s = slot("blockers", t)
                if s in g.block:
                    bad("blockers", "two blockers on one card")
                g.block[s] = seat
            if len(toks) > BLOCKERS:
                bad("blockers", "more than 12 blockers")
        g.drawn = None if one("drawn") == "-" else card("drawn", one("drawn"))
        g.stock, g.discards = cards("stock"), cards("discards")
        res = one("result")
        if res not in ("-", "0", "1", "draw"):
            bad("result", f"bad result {res!r}")
        g.over = res != "-"
        g.winner = None if res == "-" else ("draw" if res == "draw" else int(res))

        # cards: exactly `decks` copies of each
        counts = {}
        for c in g.all_cards():
            counts[c] = counts.get(c, 0) + 1
        if any(counts.get(c, 0) != decks for c in DECK52):
            bad("stock", f"the cards are not {decks} copies of each of the 52")
        # layout joined to the jokers
        seen, todo = set(JOKERS), list(JOKERS)
        while todo:
            s = todo.pop()
            for n in neighbours(s):
                if n in g.layout and n not in seen:
                    seen.add(n)
                    todo.append(n)
        if len(seen) != len(g.layout):
            bad("layout", "a card not joined to a joker")
        g.frontier = {n for s in g.layout for n in neighbours(s) if n not in g.layout}

        def joined(a, b):  # a and b in one component of the layout
            seen, todo = {a}, [a]
            while todo:
                s = todo.pop()
                if s == b:
                    return True
                for n in neighbours(s):
                    if n in g.layout and n not in seen:
                        seen.add(n)
                        todo.append(n)
            return False

        # pieces
        for seat in (0, 1):
            s = g.commuters[seat]
            if s not in g.layout or not joined(s, JOKERS[seat]):
                bad("commuters", "a commuter off the cards joined to its joker")
        if g.commuters[0] == g.commuters[1] and g.commuters[0] not in JOKERS:
            bad("commuters", "both commuters on one card")
        for s, seat in g.block.items():
            if s not in g.layout or s in JOKERS:
                bad("blockers", "a blocker off the cards or on a joker")
            if g.commuters[1 - seat] == s or (opts["blockers_block"] == "both" and s in g.commuters):
                bad("blockers", "a blocker with a commuter it closes the card to")
        # climbing
        for seat in (0, 1):
            if g.climbs(g.commuters[seat]) and not g.climbed[seat]:
                bad("climbed", "a commuter above the target not marked climbed")
            if g.climbed[seat] and not any(g.climbs(s) and joined(s, JOKERS[seat]) for s in g.layout):
                bad("climbed", "climbed with no card at the target joined to its joker")
        # counts
        total = 52 * decks
        if not 1 <= g.draws <= opts["max_draws"]:
            bad("draws", "outside 1 .. max_draws")
        m = g.draws if g.over else g.draws - 1
        built, placed = len(g.layout) - 2, len(g.block)
        if built + placed > m:
            bad("draws", "more cards built and blockers placed than moves made")
        k = 1 if opts["steps"] == "one" else 3
        need = sum((2 * target - g.height(s)) if g.climbed[s] else g.height(s) for s in (0, 1))
        if need > k * (m - built - placed):
            bad("commuters", "heights not reachable in the moves made")
        if g.recycles == 0 and len(g.stock) != total - g.draws:
            bad("stock", "size other than the cards not yet turned up")
        if g.recycles and g.draws < total + 1 + (g.recycles - 1) * 4 * decks:
            bad("recycles", "more recyclings than the draws allow")
        # the end
        if g.over == (g.drawn is not None):
            bad("drawn", "a turned-up card in a finished game, or none in a game going on")
        home = [g.climbed[s] and g.commuters[s] == JOKERS[s] for s in (0, 1)]
        if not g.over and any(home):
            bad("result", "a climbed commuter home in a game going on")
        if g.over:
            if g.winner in (0, 1) and home[g.winner] and not home[1 - g.winner]:
                g.reason = "win"
            elif any(home):
                bad("result", "a climbed commuter home who is not the winner")
            else:
                if g.draws != opts["max_draws"]:
                    bad("result", "over without a win before max_draws")
                w = g.progress_winner() if opts["limit_result"] == "progress" else None
                if g.winner != ("draw" if w is None else w):
                    bad("result", "not the result limit_result gives")
                g.reason = "max_draws"
        return g
