"""Pure-Python reference implementation of the chip game (a card form of Put-and-Take).

Written only from the rules (``docs/chip_game.md`` states them in full), to check the C++ implementation of
``pycards`` in differential tests.  It does not import ``pycards``.

Conventions: a card is "<rank><suit>", rank in 23456789TJQKA, suit in CDHS; ``DECK52`` is
in index order (index = suit*13 + rank).  Seats 0..n-1 clockwise; the *left* of seat i is
i+1 (mod n), the *right* is i-1 (mod n).  The shuffled order (top first) and the first
dealer are given by the caller (the C++ side draws both from its seed).

Card effects: K/Q/J take 3/2/1 from the pot; 8/6/4 pay 2 into the pot; 9/7/5 pay 1 into the
pot; 3/2/A pay 3/2/1 to the player on the right; T does nothing.

Rulings of the rules file, implemented as written
-------------------------------------------------
* The ante of 3 chips per player is paid once per game; ``start_chips`` >= 4, players 2..15.
* A deal gives one card to each seat that is *alive* (chips > 0) when the deal starts,
  clockwise from the seat left of the dealer; the dealer is last (if alive).
* Cards are settled one at a time in dealing order with the chip counts of that moment.
  K/Q/J take only what the pot holds.  A player owing more than he holds (pot or right)
  pays all he has and is OUT; owing exactly what he holds makes him DEAD (0 chips).
* "Right" is the nearest seat counter-clockwise that is not out; it may be dead, and is
  then revived by any positive payment.
* As soon as at most one player is not out, the settlement stops: the cards of the deal
  not yet settled are logged as ``unsettled`` and the game ends.
* If the deck holds fewer cards than there are alive players, the remaining cards go to
  the first players in dealing order; the others get nothing; the game ends after that deal.
* The game ends after a deal if the deck is empty, at most one player is not out, or no
  player is alive.  Otherwise the deal passes to the next seat on the left that is not out
  (a dead player may deal; he gets no card).
* The pot goes to the not-out player(s) with most chips; tied players share equally, the
  indivisible chips go one each to tied players in seat order starting left of the last
  dealer.

Rulings taken here (where the rules file leaves room)
-----------------------------------------------------
* A player dead when the deal starts gets no card in that deal, even if he is revived
  during its settlement (all cards are dealt before the settlement).  A dead dealer deals.
* A player's chips fall only through his own card, so when a card is settled its holder
  is still alive (>= 1 chip); each payment to the right is therefore positive and always
  revives a dead payee.  Since settlement stops at <= 1 not-out player, the payee is never
  the payer.
* When the game ends, the deal is not passed: ``dealer`` stays the last dealer (who may be
  out); ``to_move()`` is None.
* Log events: ``amount`` is the number of chips actually moved (a K with 1 chip in the pot
  takes 1; an over-owing player pays what he held; 10 and unsettled cards: 0).  ``to`` is
  the payee seat for ``pay_right`` and None otherwise.  ``status`` is the state of the
  card's holder after the event.
* The final ``pot`` event lists every tied top player in ``awards`` (int seat -> chips),
  even one who receives 0 (pot smaller than the number of tied players); if every player
  is out (impossible by the rules above) nobody is awarded.  Awarded chips are added and
  the pot becomes 0; a dead winner who receives chips becomes alive.
* ``order`` may be any non-empty list of distinct valid cards (a partial deck is allowed,
  which tests use for the end of the deck); ``first_dealer`` must be in 0..players-1.
  Bad values raise ValueError.  ``bool`` is not accepted as an int.
"""
from __future__ import annotations

RANKS = "23456789TJQKA"
SUITS = "CDHS"
DECK52 = [r + s for s in SUITS for r in RANKS]
ANTE = 3
TAKE = {"K": 3, "Q": 2, "J": 1}
PAY_POT = {"8": 2, "6": 2, "4": 2, "9": 1, "7": 1, "5": 1}
PAY_RIGHT = {"3": 3, "2": 2, "A": 1}
ALIVE, DEAD, OUT = "alive", "dead", "out"


def _int(name, value):
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{name} must be an int, got {value!r}")
    return value


class RefChipGame:
    def __init__(self, order, first_dealer, players=4, start_chips=10):
        players = _int("players", players)
        start_chips = _int("start_chips", start_chips)
        first_dealer = _int("first_dealer", first_dealer)
        if not 2 <= players <= 15:
            raise ValueError(f"players must be 2..15, got {players}")
        if start_chips < ANTE + 1:
            raise ValueError(f"start_chips must be >= {ANTE + 1}, got {start_chips}")
        if not 0 <= first_dealer < players:
            raise ValueError(f"first_dealer must be 0..{players - 1}, got {first_dealer}")
        order = list(order)
        if not order:
            raise ValueError("order must hold at least one card")
        valid = set(DECK52)
        for c in order:
            if c not in valid:
                raise ValueError(f"invalid card {c!r}")
        if len(set(order)) != len(order):
            raise ValueError("order holds a card twice")
        self.players = players
        self.start_chips = start_chips
        self.first_dealer = first_dealer
        self.deck = order
        self.chips = [start_chips - ANTE] * players   # ante, once per game
        self.pot = ANTE * players
        self.status = [ALIVE] * players
        self.dealer = first_dealer
        self.deals = []
        self.over = False

    # -- queries ---------------------------------------------------------------
    def is_over(self):
        return self.over

    def to_move(self):
        return None if self.over else self.dealer

    def not_out(self):
        return [s for s in range(self.players) if self.status[s] != OUT]

    def right_of(self, seat):
        """Nearest seat counter-clockwise of ``seat`` that is not out."""
        for k in range(1, self.players):
            r = (seat - k) % self.players
            if self.status[r] != OUT:
                return r
        raise AssertionError("no seat to the right")  # unreachable: settlement stopped

    def total(self):
        return sum(self.chips) + self.pot

    # -- play ------------------------------------------------------------------
    def _pay(self, seat, owed):
        """Take ``owed`` chips from ``seat``; return (amount paid)."""
        have = self.chips[seat]
        paid = min(owed, have)
        self.chips[seat] -= paid
        if owed > have:
            self.status[seat] = OUT
        elif self.chips[seat] == 0:
            self.status[seat] = DEAD
        return paid

    def _settle(self, seat, card):
        rank = card[0]
        ev = {"seat": seat, "card": card, "kind": "none", "amount": 0, "to": None}
        if rank in TAKE:
            amt = min(TAKE[rank], self.pot)
            self.pot -= amt
            self.chips[seat] += amt
            ev.update(kind="take", amount=amt)
        elif rank in PAY_POT:
            amt = self._pay(seat, PAY_POT[rank])
            self.pot += amt
            ev.update(kind="pay_pot", amount=amt)
        elif rank in PAY_RIGHT:
            to = self.right_of(seat)
            amt = self._pay(seat, PAY_RIGHT[rank])
            self.chips[to] += amt
            if amt > 0 and self.status[to] == DEAD:
                self.status[to] = ALIVE
            ev.update(kind="pay_right", amount=amt, to=to)
        ev["status"] = self.status[seat]
        return ev

    def deal(self):
        if self.over:
            raise ValueError("the game is over")
        n = self.players
        seats = [(self.dealer + k) % n for k in range(1, n + 1)]
        receivers = [s for s in seats if self.status[s] == ALIVE]
        hands = []
        for s in receivers:
            if not self.deck:
                break  # end of the deck: players not reached get nothing
            hands.append((s, self.deck.pop(0)))
        log = []
        stopped = False
        for s, card in hands:
            if stopped:
                log.append({"seat": s, "card": card, "kind": "unsettled", "amount": 0,
                            "to": None, "status": self.status[s]})
                continue
            log.append(self._settle(s, card))
            if len(self.not_out()) <= 1:
                stopped = True
        if (stopped or not self.deck or len(self.not_out()) <= 1
                or ALIVE not in self.status):
            self.over = True
            log.append({"kind": "pot", "awards": self._award_pot()})
        else:
            self.dealer = next(s for s in seats if self.status[s] != OUT)
        self.deals.append(log)
        return log

    def _award_pot(self):
        cands = self.not_out()
        if not cands:
            return {}
        best = max(self.chips[s] for s in cands)
        n = self.players
        order = [(self.dealer + k) % n for k in range(1, n + 1)]
        tied = [s for s in order if s in cands and self.chips[s] == best]
        share, extra = divmod(self.pot, len(tied))
        awards = {}
        for i, s in enumerate(tied):
            awards[s] = share + (1 if i < extra else 0)
        for s, a in awards.items():
            self.chips[s] += a
            if a > 0 and self.status[s] == DEAD:
                self.status[s] = ALIVE
        self.pot = 0
        return dict(sorted(awards.items()))

    def play_out(self):
        while not self.over:
            self.deal()
        return self

    def snapshot(self):
        return {
            "players": self.players,
            "start_chips": self.start_chips,
            "deck": list(self.deck),
            "chips": list(self.chips),
            "pot": self.pot,
            "status": list(self.status),
            "dealer": self.dealer,
            "over": self.over,
            "to_move": self.to_move(),
            "deals": [[dict(ev, **({"awards": dict(ev["awards"])} if "awards" in ev else {}))
                       for ev in d] for d in self.deals],
        }
