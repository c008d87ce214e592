"""Pure-Python Три тройки written from the rules page docs/tri_troyki.md, not from the C++.

Cards are strings like "9S"; the pack of each deal is given (104 cards, top first).
`RefGame(packs, banker, match=...)` plays one deal or a whole game.
"""

from __future__ import annotations

DEFAULTS = dict(players=4, stake=100, threes_rank="top", ten_multi="zero", compare="higher_total",
                banker_multiplier=True, tie="push", deals=0)
POINTS = {r: 1 if r == "A" else 10 if r in "TJQK" else int(r) for r in "23456789TJQKA"}


def classify(hand, threes_rank="top", ten_multi="zero"):
    """(class, total, strength, multiplier) from the rules' table of hand classes."""
    total = sum(POINTS[c[0]] for c in hand)
    top = threes_rank == "top"
    if len(hand) == 3 and all(c[0] == "3" for c in hand):
        return "three_threes", total, 12 if top else 11, 3
    if len(hand) == 1 and total == 9:
        return "single_nine", total, 11 if top else 12, 2
    if total == 9:
        return "nine", total, 10, 1
    if total >= 11 or (total == 10 and len(hand) > 1 and ten_multi == "bust"):
        return "bust", total, 0, 1
    if total == 10:
        return "bankrupt", total, 1, 1
    return "total", total, total + 1, 1


class RefGame:
    def __init__(self, packs, banker, match=False, **options):
        self.o = {**DEFAULTS, **options}
        self.n = self.o["players"]
        self.packs = packs
        self.match = match
        self.scores = [0] * self.n
        self.deals_played = 0
        self.over = False
        self.result = None
        self.start(banker)

    def start(self, banker):
        self.banker = banker
        self.pack = list(self.packs(self.deals_played))
        order = [(banker + k) % self.n for k in range(1, self.n + 1)]
        self.hands = [[] for _ in range(self.n)]
        for s in order:
            self.hands[s].append(self.pack.pop(0))
        self.declared = ["-"] * self.n
        self.declared[banker] = "banker"
        self.phase = "declare"
        self.actor = order[0]
        self.stopped = [False] * self.n

    def legal_moves(self):
        if self.over:
            return []
        return ["vist", "pass"] if self.phase == "declare" else ["buy", "stop"]

    def to_move(self):
        return None if self.over else self.actor

    def play(self, move):
        assert move in self.legal_moves()
        if self.phase == "declare":
            self.declared[self.actor] = move
            self.actor = (self.actor + 1) % self.n
            if self.actor == self.banker:
                if "vist" not in self.declared:
                    return self.showdown()
                self.phase = "buy"
                self.actor = self.next_buyer(self.banker)
            return
        if move == "buy":
            self.hands[self.actor].append(self.pack.pop(0))
            if len(self.hands[self.actor]) < 3:
                return
        if self.actor == self.banker:
            return self.showdown()
        self.actor = self.next_buyer(self.actor)

    def next_buyer(self, seat):
        s = (seat + 1) % self.n
        while s != self.banker and self.declared[s] != "vist":
            s = (s + 1) % self.n
        return s

    def showdown(self):
        o = self.o
        c = [classify(h, o["threes_rank"], o["ten_multi"]) for h in self.hands]
        bank = c[self.banker]
        pay = [0] * self.n
        for s in range(self.n):
            if self.declared[s] != "vist":
                continue
            p = c[s]
            bm = bank[3] if o["banker_multiplier"] else 1
            if o["compare"] == "nine_only" and p[2] < 10 and bank[2] < 10:
                v = 0
            elif p[2] > bank[2]:
                v = p[3] * o["stake"]
            elif p[2] < bank[2]:
                v = -bm * o["stake"]
            else:
                v = -bm * o["stake"] if o["tie"] == "banker" else 0
            pay[s] = v
            pay[self.banker] -= v
        for s in range(self.n):
            self.scores[s] += pay[s]
        self.deals_played += 1
        self.result = {"deal": self.deals_played, "banker": self.banker, "seats": [
            {"declared": self.declared[s], "class": c[s][0], "total": c[s][1], "strength": c[s][2],
             "multiplier": c[s][3], "payment": pay[s]} for s in range(self.n)]}
        if not self.match or self.deals_played >= (o["deals"] or self.n):
            self.over = True
        else:
            self.start((self.banker + 1) % self.n)

    def snapshot(self):
        return {"banker": self.banker, "scores": list(self.scores), "hands": [list(h) for h in self.hands],
                "declared": list(self.declared), "pack": list(self.pack), "to_move": self.to_move(),
                "phase": "over" if self.over else self.phase, "deals_played": self.deals_played}
