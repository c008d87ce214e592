"""Pure-Python reference implementation of Ураган (Uragan), written only from
docs/uragan.md, for differential tests of the C++ library.

Conventions
-----------
* A card is a 2-character string, rank then suit: rank in ``23456789TJQKA``, suit in ``CDHS``
  ("7H", "KS", "AD").  The game uses the 40 cards without 8, 9, T.  ``DECK40`` is in card-index
  order, index = suit*13 + rank (C=0, D=1, H=2, S=3; 2=0 .. A=12).
* Capture values: A=1, 2..7 face value, J=8, Q=9, K=10.
* Seats are 0..players-1; turn order is seat order.  Sides: seat % 2 (with 2 players side == seat).
* A move is ``(card, frozenset_of_captured_cards)``; an empty frozenset is a trail.  In
  ``hand="open4"`` there is also ``("down", k)``, k = 1 or 2 (see below).
* ``legal_moves()`` returns the moves sorted by (card index of the played card, sorted card indices
  of the captured cards); compare them as sets if the order does not matter.
* ``snapshot()`` turns every set into a plain ``sorted()`` list (string order, e.g. "2C" < "AD").
* Lay-outs (after a hurricane), the dealing of later rounds and the final sweep of the table all
  happen inside ``play()``; they are never moves.

Rulings taken here (where the rules file leaves something open)
---------------------------------------------------------------
1. A sum capture needs two or more table cards.  A same-rank card on the table forces a single
   same-rank capture for that card (one move per such table card); sums are then not offered.
2. Trails are per card: a card may be trailed iff it has no capture at all; other cards of the
   same hand may still capture.
2a. Variants (docs/uragan.md "Variants", off by default): ``free_trail`` lets every card be
   trailed, captures or not; ``same_rank_sums`` offers a card its sums beside its same-rank
   singles (a sum holds only lower values, so never a card of the played rank);
   ``round_leader="last_player"`` has ``last_player`` itself lead the next round (rule 4);
   ``leftover="last_capturer"`` gives the final table to the side of ``last_capturer`` (the seat
   of the deal's last capture; the last player's side if nobody captured); ``after_hurricane=
   "trail_only"`` drops the lay-out of rule 3 (the next seat simply plays on).
3. Hurricane: a capture (single or sum) that leaves the table empty.  It scores iff after that
   play some hand or the stock still holds a card.  Then seat (maker+1) % players lays out its
   whole hand if it has one (in open4 including face-down cards; face_down is cleared).  The
   next seat to act is searched from (layout seat + 1) on, skipping empty hands; if the layout
   seat was empty, the search simply starts at (maker+1), which is then skipped anyway.
4. When every hand is empty and the stock is not, the next round is dealt (same dealing order as
   the first) and ``to_move = (last_player + 1) % players``, also right after a lay-out (the
   lay-out seat itself may thus act first).  When every hand and the stock are empty the deal
   ends and the remaining table goes to the side of ``last_player``.
5. open4 (2 players only; ``players=4`` with open4 raises ValueError):
   * In every round (also the 2nd and 3rd) the first 4 cards dealt to a player are face up, the
     last 2 (his 5th and 6th) face down, at positions 1 and 2 in dealing order.
   * ``hands[seat]`` holds ALL cards the seat holds, face-down ones included; ``face_down[seat]``
     lists those still face down (dealing order) and ``face_down_positions[seat]`` their
     positions.  Positions are stable: after ``("down", 1)`` the other card is still position 2,
     so the only legal move later is ``("down", 2)``.
   * While the seat holds any face-up card, the legal moves are the normal moves of its face-up
     cards only.  Otherwise they are ``("down", k)`` for each remaining position.  That move turns
     the card up: it leaves ``face_down`` but stays in ``hands`` as ``pending``; the same seat
     then must play it, legal moves being that card's normal moves only (one forced move if it
     can only be trailed).  ``("down", k)`` is not a play: it changes neither ``last_player``
     nor the turn.
6. End of match (``match_winner``): if exactly one side has >= target it wins; if both do, the
   higher total wins, equal totals play on.  Otherwise, if max_deals > 0 and deals_played >=
   max_deals, the higher total wins and equal totals are a "draw".  Otherwise play on (None).
7. ``RefDeal.from_position`` (test helper, not part of the C++ contract) builds an arbitrary
   position and does not require the 40 cards to be all present.
"""
import itertools

RANKS = "23456789TJQKA"
SUITS = "CDHS"
DECK40 = [r + s for s in SUITS for r in RANKS if r not in "89T"]
VALUE = {"A": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "J": 8, "Q": 9, "K": 10}
PREMIERA_VALUE = {"7": 21, "6": 18, "A": 16, "5": 15, "4": 14, "3": 13, "2": 12,
                  "K": 10, "Q": 9, "J": 8}
HAND_SIZE = {2: 6, 4: 9}


_INDEX = {r + s: SUITS.index(s) * 13 + RANKS.index(r) for s in SUITS for r in RANKS}


def card_index(card):
    return _INDEX[card]


def value(card):
    return VALUE[card[0]]


def move_key(move):
    if move[0] == "down":
        return (-1, [move[1]])
    return (card_index(move[0]), sorted(card_index(c) for c in move[1]))


def sum_subsets(table, target):
    """All sets of >= 2 table cards whose values add up to target (each set once)."""
    cards = sorted(table, key=lambda c: (value(c), card_index(c)))
    found = []

    def extend(start, remaining, chosen):
        if remaining == 0:
            if len(chosen) >= 2:
                found.append(frozenset(chosen))
            return
        for j in range(start, len(cards)):
            if value(cards[j]) > remaining:
                break  # sorted by value: later cards are not smaller
            chosen.append(cards[j])
            extend(j + 1, remaining - value(cards[j]), chosen)
            chosen.pop()

    extend(0, target, [])
    return found


def captures_for(card, table, same_rank_sums=False):
    """The capture sets open to `card` on `table` (empty list: the card captures nothing).
    ``same_rank_sums`` (variant): the sums are offered beside the same-rank singles."""
    same_rank = [t for t in table if t[0] == card[0]]
    if same_rank and not same_rank_sums:
        return [frozenset([t]) for t in same_rank]
    return [frozenset([t]) for t in same_rank] + sum_subsets(table, value(card))


def moves_for_card(card, table, free_trail=False, same_rank_sums=False):
    """A card's moves: its captures, and a trail if it has none (``free_trail``: always)."""
    caps = captures_for(card, table, same_rank_sums)
    moves = [(card, c) for c in caps]
    if not caps or free_trail:
        moves.append((card, frozenset()))  # trail: only a card that captures nothing
    return moves


def premiera(pile):
    """The side's highest premiera height (3 or 4 cards of one rank), 0 if none."""
    best = 0
    for rank, pv in PREMIERA_VALUE.items():
        count = sum(1 for c in pile if c[0] == rank)
        if count >= 3:
            best = max(best, count * pv)
    return best


def _award_more(a, b):
    """1 point to the strictly larger of two counts, nobody on a tie."""
    return [1 if a > b else 0, 1 if b > a else 0]


def score(piles, hurricanes):
    """Point breakdown of a finished deal from the two side piles and hurricane counts."""
    p0, p1 = piles
    res = {
        "hurricanes": list(hurricanes),
        "cards": _award_more(len(p0), len(p1)),
        "hearts": _award_more(sum(c[1] == "H" for c in p0), sum(c[1] == "H" for c in p1)),
        "seven_of_hearts": [1 if "7H" in p0 else 0, 1 if "7H" in p1 else 0],
        "premiera": _award_more(premiera(p0), premiera(p1)),
    }
    res["total"] = [sum(res[k][side] for k in
                        ("hurricanes", "cards", "hearts", "seven_of_hearts", "premiera"))
                    for side in (0, 1)]
    return res


class RefDeal:
    """One deal (розыгрыш)."""

    def __init__(self, order, dealer, players=2, hand="hidden", free_trail=False,
                 same_rank_sums=False, round_leader="after_last_player", leftover="last_player",
                 after_hurricane="lay_out"):
        if players not in HAND_SIZE:
            raise ValueError("players must be 2 or 4")
        if hand not in ("hidden", "open4"):
            raise ValueError("hand must be 'hidden' or 'open4'")
        if hand == "open4" and players != 2:
            raise ValueError("open4 is for 2 players only")
        if sorted(order, key=card_index) != DECK40:
            raise ValueError("order must be a permutation of DECK40")
        if not 0 <= dealer < players:
            raise ValueError("bad dealer")
        self.players = players
        self.dealer = dealer
        self.hand = hand
        self.free_trail, self.same_rank_sums = free_trail, same_rank_sums
        self.round_leader = round_leader
        self.leftover, self.after_hurricane = leftover, after_hurricane
        self.last_capturer = None
        self.hands = [set() for _ in range(players)]
        self.face_down = [[] for _ in range(players)]
        self.face_down_positions = [[] for _ in range(players)]
        self.pending = None
        self.table = set()
        self.stock = list(order)
        self.piles = [set(), set()]
        self.hurricanes = [0, 0]
        self.last_player = None
        self._deal_round()
        self.table = set(self.stock[:4])
        del self.stock[:4]
        self.to_move = (dealer + 1) % players

    @classmethod
    def from_position(cls, hands, table, stock=(), to_move=0, dealer=1, players=2,
                      piles=None, hurricanes=(0, 0), last_player=None, hand="hidden",
                      face_down=None, face_down_positions=None, pending=None, free_trail=False,
                      same_rank_sums=False, round_leader="after_last_player", leftover="last_player",
                      after_hurricane="lay_out", last_capturer=None):
        """Test helper: an arbitrary position (hands: per seat iterables of cards)."""
        self = cls.__new__(cls)
        self.players, self.dealer, self.hand = players, dealer, hand
        self.free_trail, self.same_rank_sums = free_trail, same_rank_sums
        self.round_leader = round_leader
        self.leftover, self.after_hurricane = leftover, after_hurricane
        self.last_capturer = last_capturer
        self.hands = [set(h) for h in hands]
        self.table = set(table)
        self.stock = list(stock)
        self.piles = [set(p) for p in (piles or ([], []))]
        self.hurricanes = list(hurricanes)
        self.to_move, self.last_player = to_move, last_player
        self.face_down = [list(f) for f in (face_down or [[] for _ in range(players)])]
        self.face_down_positions = (
            [list(p) for p in face_down_positions] if face_down_positions is not None
            else [list(range(1, len(f) + 1)) for f in self.face_down])
        self.pending = pending
        everything = [c for h in self.hands for c in h] + list(self.table) + self.stock
        everything += [c for p in self.piles for c in p]
        if len(everything) != len(set(everything)):
            raise ValueError("a card appears twice")
        return self

    # ----------------------------------------------------------------- dealing
    def _deal_round(self):
        """Deal HAND_SIZE cards to each seat from the stock, one at a time, starting left of
        the dealer and ending with the dealer."""
        n = HAND_SIZE[self.players]
        seats = [(self.dealer + 1 + i) % self.players for i in range(self.players)]
        for k in range(n):
            for seat in seats:
                card = self.stock.pop(0)
                self.hands[seat].add(card)
                if self.hand == "open4" and k >= 4:  # 5th and 6th card: face down
                    self.face_down[seat].append(card)
                    self.face_down_positions[seat].append(k - 3)

    # ----------------------------------------------------------------- queries
    def side_of(self, seat):
        return seat % 2

    def is_over(self):
        return self.to_move is None

    def _nothing_left(self):
        return not self.stock and not any(self.hands)

    def face_up(self, seat):
        return self.hands[seat] - set(self.face_down[seat])

    def legal_moves(self):
        if self.is_over():
            return []
        seat = self.to_move
        if self.pending is not None:
            return sorted(moves_for_card(self.pending, self.table, self.free_trail, self.same_rank_sums), key=move_key)
        playable = self.face_up(seat)
        if not playable:  # open4: only face-down cards left
            return [("down", k) for k in self.face_down_positions[seat]]
        moves = []
        for card in playable:
            moves.extend(moves_for_card(card, self.table, self.free_trail, self.same_rank_sums))
        return sorted(moves, key=move_key)

    # ----------------------------------------------------------------- playing
    def _normalize(self, move):
        if not isinstance(move, tuple) or len(move) != 2:
            raise ValueError("move must be a 2-tuple")
        if move[0] == "down":
            return move
        return (move[0], frozenset(move[1]))

    def play(self, move):
        move = self._normalize(move)
        if move not in self.legal_moves():
            raise ValueError("illegal move: %r" % (move,))
        self._apply(move)

    def _apply(self, move):
        """play() of a move known to be legal (one from legal_moves()): a search need not list
        the moves twice."""
        seat = self.to_move
        if move[0] == "down":  # open4: turn a face-down card up; same seat must play it
            i = self.face_down_positions[seat].index(move[1])
            self.pending = self.face_down[seat].pop(i)
            del self.face_down_positions[seat][i]
            return
        card, captured = move
        self.pending = None
        self.hands[seat].discard(card)
        side = self.side_of(seat)
        if captured:
            self.table -= captured
            self.piles[side] |= captured | {card}
            self.last_capturer = seat
        else:
            self.table.add(card)
        self.last_player = seat
        next_from = (seat + 1) % self.players
        if captured and not self.table and not self._nothing_left():
            self.hurricanes[side] += 1
            layout_seat = (seat + 1) % self.players
            if self.hands[layout_seat] and self.after_hurricane == "lay_out":
                self.table |= self.hands[layout_seat]
                self.hands[layout_seat] = set()
                self.face_down[layout_seat] = []
                self.face_down_positions[layout_seat] = []
                next_from = (layout_seat + 1) % self.players
        self._advance(next_from)

    def _advance(self, start):
        """Give the turn to the first seat from `start` on holding cards; deal a new round or
        end the deal when every hand is empty."""
        for i in range(self.players):
            seat = (start + i) % self.players
            if self.hands[seat]:
                self.to_move = seat
                return
        if self.stock:
            self._deal_round()
            self.to_move = (self.last_player + (self.round_leader != "last_player")) % self.players
            return
        taker = self.last_player
        if self.leftover == "last_capturer" and self.last_capturer is not None:
            taker = self.last_capturer
        self.piles[self.side_of(taker)] |= self.table
        self.table = set()
        self.to_move = None

    # ----------------------------------------------------------------- results
    def result(self):
        if not self.is_over():
            raise ValueError("the deal is not over")
        return score(self.piles, self.hurricanes)

    def snapshot(self):
        snap = {
            "players": self.players,
            "dealer": self.dealer,
            "hands": [sorted(h) for h in self.hands],
            "table": sorted(self.table),
            "stock": list(self.stock),
            "piles": [sorted(p) for p in self.piles],
            "hurricanes": list(self.hurricanes),
            "to_move": self.to_move,
            "last_player": self.last_player,
            "over": self.is_over(),
            "result": self.result() if self.is_over() else None,
        }
        if self.hand == "open4":
            snap["face_down"] = [list(f) for f in self.face_down]
            snap["face_down_positions"] = [list(p) for p in self.face_down_positions]
            snap["pending"] = self.pending
        if self.leftover == "last_capturer":
            snap["last_capturer"] = self.last_capturer
        return snap


def match_winner(scores, target, deals_played, max_deals):
    """Side index that won, None to play on, or "draw" (see ruling 6)."""
    a, b = scores
    if a >= target or b >= target:
        if a != b:
            return 0 if a > b else 1
    if max_deals and deals_played >= max_deals:
        if a == b:
            return "draw"
        return 0 if a > b else 1
    return None


class RefMatch:
    """Deals until match_winner decides; the dealer passes to the next seat each deal."""

    def __init__(self, deal_orders, first_dealer, players=2, target=15, max_deals=0,
                 hand="hidden", free_trail=False, same_rank_sums=False, round_leader="after_last_player",
                 leftover="last_player", after_hurricane="lay_out"):
        self.deal_orders = deal_orders
        self.variants = {"free_trail": free_trail, "same_rank_sums": same_rank_sums, "round_leader": round_leader,
                         "leftover": leftover, "after_hurricane": after_hurricane}
        self.first_dealer = first_dealer
        self.players, self.target, self.max_deals, self.hand = players, target, max_deals, hand
        self.scores = [0, 0]
        self.deals_played = 0
        self.winner = None
        self.results = []  # result() of every finished deal
        self._start_deal()

    def _start_deal(self):
        k = self.deals_played
        dealer = (self.first_dealer + k) % self.players
        self.deal = RefDeal(self.deal_orders(k), dealer, self.players, self.hand, **self.variants)

    def is_over(self):
        return self.winner is not None

    def legal_moves(self):
        return [] if self.is_over() else self.deal.legal_moves()

    def play(self, move):
        if self.is_over():
            raise ValueError("the match is over")
        self.deal.play(move)
        if self.deal.is_over():
            res = self.deal.result()
            self.results.append(res)
            self.scores = [self.scores[s] + res["total"][s] for s in (0, 1)]
            self.deals_played += 1
            self.winner = match_winner(self.scores, self.target, self.deals_played,
                                       self.max_deals)
            if self.winner is None:
                self._start_deal()


def brute_force_captures(card, table, same_rank_sums=False):
    """Independent (slow) cross-check of captures_for using itertools.combinations."""
    same = [t for t in table if t[0] == card[0]]
    if same and not same_rank_sums:
        return {frozenset([t]) for t in same}
    out = {frozenset([t]) for t in same}
    for size in range(2, len(table) + 1):
        for combo in itertools.combinations(sorted(table), size):
            if sum(value(c) for c in combo) == value(card):
                out.add(frozenset(combo))
    return out
