// state.sample_world for Тысяча and 1001 (sample.hpp; docs/thousand.md "Hidden information").
#include "sample.hpp"

#include "thousand.hpp"
#include "thousand_one.hpp"

namespace pycards::thousand {

namespace {
bool sets_trump(int kind) { return kind == kDeclMarriage || kind == kDeclBed || kind == kDeclAceTrump; }
}  // namespace

std::pair<int, int> trump_at(const Table& t, int i) {
  int trump = -1, maker = -1;
  for (int k = 0; k < t.ndecls; ++k) {
    const Declaration& d = t.decls[k];
    if (d.trick <= i && sets_trump(d.kind)) trump = d.suit, maker = d.seat;
  }
  return {trump, maker};
}

namespace {

/// Was seat bound by H35 to play aces in trick i (an ace declaration of his in the 3 tricks before)?
bool ace_bound(const Table& t, const PlayRules& r, int seat, int i) {
  if (!r.ace_in_a_row) return false;
  for (int k = 0; k < t.ndecls; ++k) {
    const Declaration& d = t.decls[k];
    if (d.seat == seat && (d.kind == kDeclAceTrump || d.kind == kDeclAceBonus) && d.trick < i && i <= d.trick + 3) return true;
  }
  return false;
}

/// The facts one trick (cards in play order, seats, trick number) proves.
void trick_facts(Hidden& h, const Table& t, const PlayRules& r, const Card* cards, const int* seats, int n, int i) {
  const auto [trump, maker] = trump_at(t, i);
  const int led = cards[0].suit();
  const Mask aces = rank_mask(kAce);
  const Mask trumps = trump >= 0 ? suit_mask(static_cast<Suit>(trump)) : Mask(0);
  // the leader: H26 (a trump led by its maker, not on the declaring lead, means trumps only)
  const int leader = seats[0];
  bool declaring = false;
  for (int k = 0; k < t.ndecls; ++k)
    declaring |= t.decls[k].trick == i && t.decls[k].seat == leader && sets_trump(t.decls[k].kind);
  const bool restricted = r.maker_no_trump_lead && trump >= 0 && leader == maker && !declaring;
  if (restricted && cards[0].suit() == trump) h.banned[leader] |= kDeck24.mask & ~trumps;
  if (ace_bound(t, r, leader, i) && cards[0].rank() != kAce) {
    // no plain ace was a legal lead: under H26 with a non-trump card led, only the non-trump aces
    h.banned[leader] |= (restricted && cards[0].suit() != trump) ? aces & ~trumps : aces;
  }
  for (int k = 1; k < n; ++k) {
    const int p = seats[k];
    const Card c = cards[k];
    const bool followed = c.suit() == led;
    const bool trumped = !followed && trump >= 0 && c.suit() == trump;
    if (!followed) h.banned[p] |= suit_mask(static_cast<Suit>(led));
    // must_beat_led: following below the led card shows he held none of the led suit above it
    if (followed && r.must_beat && kRanks.power[c.rank()] < kRanks.power[cards[0].rank()])
      h.banned[p] |= tricks::higher_in_suit(kDeck24.mask, cards[0], kRanks);
    if (!followed && !trumped && trump >= 0) h.banned[p] |= trumps;
    if (ace_bound(t, r, p, i) && c.rank() != kAce) {
      // the legal cards held no ace: of the led suit, else of the trump, else none at all
      h.banned[p] |= followed ? aces & suit_mask(static_cast<Suit>(led)) : trumped ? aces & trumps : aces;
    }
  }
}

}  // namespace

void add_play_inferences(Hidden& h, const Table& t, const TrickLog& log, const PlayRules& r) {
  for (int i = 0; i < t.tricks_played; ++i) {
    if (!log.has(i, t)) continue;
    int seats[3];
    int p = log.leader[i];
    for (int k = 0; k < 3; ++k, p = t.next_active(p)) seats[k] = p;
    trick_facts(h, t, r, log.cards[i].data(), seats, 3, i);
  }
  if (t.trick_n > 0) {
    int seats[3];
    for (int k = 0; k < t.trick_n; ++k) seats[k] = t.trick_seat(k);
    trick_facts(h, t, r, t.trick.data(), seats, t.trick_n, t.tricks_played);
  }
}

namespace {

/// What a seat saw of a deal of either game (the same rules as its view).
struct Sight {
  int seat = 0, seats = 3;
  bool hand_seen = true, prikup_seen = false;
  Mask prikup = 0;
  Mask bottom = 0;  // a prikup card it knows without seeing the prikup (Тысяча's cut bottom)
  int ngifts = 0;
  std::array<Card, 2> gift_card{};
  std::array<int, 2> gift_to{};
  std::array<bool, 2> sees{};
  /// The prikup's cards the seat knows (all of them once shown to it).
  Mask prikup_known() const { return prikup_seen ? prikup : bottom; }
};

/// The cards `v.seat` cannot place, the places they may go, and the play's facts.
Hidden hidden_of(const Table& t, const TrickLog& log, const PlayRules& r, const Sight& v) {
  Hidden h;
  h.seats = v.seats;
  Mask in_play = 0;
  for (int p = 0; p < v.seats; ++p) in_play |= t.hands[p] | t.won[p];
  for (int i = 0; i < t.trick_n; ++i) in_play |= t.trick[i].bit();
  const bool separate = !(v.prikup & in_play);  // the prikup is not yet taken
  std::array<Mask, kMaxSeats> known{};
  for (int i = 0; i < t.ndecls; ++i) {
    const Declaration& d = t.decls[i];
    Mask m = 0;
    if (d.kind == kDeclMarriage) m = Card(kKing, Suit(d.suit)).bit() | Card(kQueen, Suit(d.suit)).bit();
    if (d.kind == kDeclBed) m = Card(kQueen, Suit(d.suit)).bit() | Card(kJack, Suit(d.suit)).bit();
    if (d.kind == kDeclAceTrump || d.kind == kDeclAceBonus) m = rank_mask(kAce);
    if (d.kind == kDeclFourNines) m = rank_mask(kNine);
    known[d.seat] |= m;
  }
  bool all_gifts = true;
  for (int i = 0; i < v.ngifts; ++i) {
    if (v.sees[i]) known[v.gift_to[i]] |= v.gift_card[i].bit();
    else all_gifts = false, h.receivers |= 1u << v.gift_to[i];
  }
  if (!separate && all_gifts && t.declarer >= 0) known[t.declarer] |= v.prikup_known();
  for (int p = 0; p < v.seats; ++p) {
    h.size[p] = popcount(t.hands[p]);
    h.placed[p] = p == v.seat ? (v.hand_seen ? t.hands[p] : Mask(0)) : t.hands[p] & known[p];
    h.pool |= t.hands[p] & ~h.placed[p];
  }
  if (separate && !v.prikup_seen) {
    h.prikup_slot = true;
    h.pool |= v.prikup;
    for (int p = 0; p < v.seats; ++p) h.banned[p] |= v.bottom;  // it lies in the prikup
  }
  add_play_inferences(h, t, log, r);
  const Mask from_prikup = v.prikup_known();
  // once taken, a prikup card moves only by a gift: it is the declarer's or a receiver's
  if (!separate && t.declarer >= 0)
    for (int p = 0; p < v.seats; ++p)
      if (p != t.declarer && !(h.receivers >> p & 1)) h.banned[p] |= from_prikup;
  if (h.receivers && from_prikup && !separate) {
    h.gift_source = from_prikup & h.pool;
    // a receiver known to hold a prikup card (a declared one), or who played one, got it as his
    // gift: he holds no other
    for (int p = 0; p < v.seats; ++p)
      if ((h.receivers >> p & 1) && (h.placed[p] & from_prikup)) h.banned[p] |= from_prikup;
    for (int i = 0; i < t.tricks_played; ++i) {
      if (!log.has(i, t)) continue;
      int p = log.leader[i];
      for (int k = 0; k < 3; ++k, p = t.next_active(p))
        if ((h.receivers >> p & 1) && (from_prikup & log.cards[i][k].bit())) h.banned[p] |= from_prikup;
    }
    for (int k = 0; k < t.trick_n; ++k) {
      const int p = t.trick_seat(k);
      if ((h.receivers >> p & 1) && (from_prikup & t.trick[k].bit())) h.banned[p] |= from_prikup;
    }
  }
  return h;
}

/// The cards seat p played in the recorded tricks and the trick on the table.
Mask played_by(const Table& t, const TrickLog& log, int seat) {
  Mask out = 0;
  for (int i = 0; i < t.tricks_played; ++i) {
    if (!log.has(i, t)) continue;
    int p = log.leader[i];
    for (int k = 0; k < 3; ++k, p = t.next_active(p))
      if (p == seat) out |= log.cards[i][k].bit();
  }
  for (int k = 0; k < t.trick_n; ++k)
    if (t.trick_seat(k) == seat) out |= t.trick[k].bit();
  return out;
}

/// A uniformly drawn card of m (m not empty).
Card draw(Mask m, Rng& rng) {
  int k = int(rng.below(std::uint32_t(popcount(m))));
  for (; k > 0; --k) m = clear_lowest(m);
  return Card(lowest_index(m));
}

/// The card a hidden gift to `to` was, in the world: the known prikup card he holds or played
/// (he can have had only one), else one of his hidden cards, else a card he played, else any
/// played card.
Card world_gift(const Table& w, const TrickLog& log, const Hidden& h, Mask from_prikup, int to, Mask other, Rng& rng) {
  const Mask played = played_by(w, log, to);
  if (const Mask held = (w.hands[to] | played) & from_prikup & ~other) return Card(lowest_index(held));
  Mask cands = w.hands[to] & ~h.placed[to] & ~other;
  if (!cands) cands = played & ~other;
  if (!cands) {
    for (int p = 0; p < h.seats; ++p) cands |= w.won[p];
    cands &= ~other;
    return Card(lowest_index(cands));
  }
  return draw(cands, rng);
}

/// 3 cards for a prikup the seat never saw, once taken: the cards `first` (the known bottom card),
/// then, with `need` (cards of which it holds one: a plain bottom the seat does not know), one
/// of those, then cards the declarer holds hidden, then cards he played, then any cards in play.
Mask world_prikup(const Table& w, const TrickLog& log, const Hidden& h, Mask first, Mask need, Rng& rng) {
  const int d = w.declarer;
  Mask out = first;
  Mask in_play = 0;
  for (int p = 0; p < h.seats; ++p) in_play |= w.hands[p] | w.won[p];
  for (int i = 0; i < w.trick_n; ++i) in_play |= w.trick[i].bit();
  if (need && !(out & need)) {
    for (const Mask from : {w.hands[d] & ~h.placed[d], played_by(w, log, d), in_play})
      if (from & need) {
        out |= draw(from & need, rng).bit();
        break;
      }
  }
  Mask cands = w.hands[d] & ~h.placed[d] & ~out;
  while (popcount(out) < 3 && cands) {
    const Card c = draw(cands, rng);
    out |= c.bit();
    cands &= ~c.bit();
  }
  cands = played_by(w, log, d) & ~out;
  while (popcount(out) < 3 && cands) out |= Mask(1) << lowest_index(cands), cands = clear_lowest(cands);
  cands = in_play & ~out;
  while (popcount(out) < 3 && cands) out |= Mask(1) << lowest_index(cands), cands = clear_lowest(cands);
  return out;
}

/// The world's card of every gift the seat did not see (in gift order, each distinct).
void world_gifts(const Table& w, const TrickLog& log, const Hidden& h, const Sight& v, Card* gift_card, Rng& rng) {
  for (int i = 0; i < v.ngifts; ++i) {
    if (v.sees[i]) continue;
    const int j = 1 - i;
    const Mask other = (j < v.ngifts && (v.sees[j] || j < i)) ? gift_card[j].bit() : Mask(0);
    gift_card[i] = world_gift(w, log, h, v.prikup_known(), v.gift_to[i], other, rng);
  }
}

/// Has the prikup gone into play (taken into a hand)?
bool taken(const Table& t, Mask prikup, int seats) {
  Mask in_play = 0;
  for (int p = 0; p < seats; ++p) in_play |= t.hands[p] | t.won[p];
  for (int i = 0; i < t.trick_n; ++i) in_play |= t.trick[i].bit();
  return (prikup & in_play) != 0;
}

bool all_four(Mask hand, Rank r) { return tricks::holds_four(hand, r); }

}  // namespace

// ---- Тысяча -----------------------------------------------------------------------------------

State sample_world(const State& s, int seat, Rng& rng) {
  const Config& c = s.cfg_;
  const Table& t = s.t_;
  const int np = s.players();
  Sight v;
  v.seat = seat;
  v.seats = np;
  const bool after_bid = t.declarer >= 0 && s.phase_ != Phase::kBid && s.phase_ != Phase::kRedeal;
  v.prikup_seen = after_bid && (s.prikup_shown_ || seat == t.declarer);
  v.hand_seen = !s.unseen(seat);
  v.prikup = s.prikup_;
  v.bottom = s.knows_bottom(seat) ? s.cut_bottom_ : Mask(0);
  v.ngifts = s.ngifts_;
  const bool dark_hidden = c.dark_hide && s.dark_;
  // a bottom card the seat did not see: everyone saw the ritual end on a card other than a 9 or
  // a J, the prikup's last; a deal is as likely as the number of such cards its prikup holds
  const Mask plain = s.cut_bottom_ && !v.bottom ? kDeck24.mask & ~rank_mask(kNine) & ~rank_mask(kJack) : Mask(0);
  for (int i = 0; i < s.ngifts_; ++i) {
    v.gift_card[i] = s.gift_card_[i];
    v.gift_to[i] = s.gift_to_[i];
    v.sees[i] = seat == s.gift_to_[i] || seat == t.declarer || (c.gift_public && !dark_hidden);
  }
  Hidden h = hidden_of(t, s.log_, c.play, v);
  if (s.phase_ == Phase::kBid && s.bid_ > 120 && s.high_bidder_ >= 0) {
    h.cap_seat = s.high_bidder_;
    h.cap_min = s.bid_;
    h.cap_cards = rank_mask(kKing) | rank_mask(kQueen) | (c.play.bed ? rank_mask(kJack) : 0) |
                  (c.play.ace ? rank_mask(kAce) : 0) | (c.play.four_nines ? rank_mask(kNine) : 0);
  }
  const auto cap = [&](Mask hand) { return declaration_cap(hand, c.play); };
  // H16 bonus / H38: a seat that played an ace (a nine) without the bonus did not hold all four
  std::array<Mask, kMaxSeats> no_four_aces{}, no_four_nines{};
  const auto note_plays = [&](const Card* cards, int leader, int n) {
    int p = leader;
    for (int k = 0; k < n; ++k, p = t.next_active(p)) {
      // (once he declared them, his later aces or nines are plain plays)
      bool aces = false, nines = false;
      for (int j = 0; j < t.ndecls; ++j)
        if (t.decls[j].seat == p) {
          aces |= t.decls[j].kind == kDeclAceBonus || t.decls[j].kind == kDeclAceTrump;
          nines |= t.decls[j].kind == kDeclFourNines;
        }
      if (c.play.ace == 1 && cards[k].rank() == kAce && !aces) no_four_aces[p] |= cards[k].bit();
      if (c.play.four_nines && cards[k].rank() == kNine && !nines) no_four_nines[p] |= cards[k].bit();
    }
  };
  for (int i = 0; i < t.tricks_played; ++i)
    if (s.log_.has(i, t)) note_plays(s.log_.cards[i].data(), s.log_.leader[i], 3);
  if (t.trick_n) note_plays(t.trick.data(), t.leader, t.trick_n);
  const bool redeal = s.phase_ == Phase::kRedeal || (s.phase_ == Phase::kOver && s.redeal_by_ >= 0);
  const int asked_now = s.phase_ == Phase::kRedeal ? t.to_move : s.redeal_by_;
  // a question only four nines can raise (H3 without H4, H21 without H25): the 9s are his
  const bool nines_only = redeal && ((s.q_then_ == 0 && c.h3 && !c.h4) || (s.q_then_ == 2 && c.h21 && !c.h25));
  if (nines_only) {
    for (int p = 0; p < np; ++p)
      if (p != asked_now) h.banned[p] |= rank_mask(kNine);
    h.prikup_banned |= rank_mask(kNine);
  }
  State w = s;
  const auto build = [&](const Dealt& d) {
    w = s;
    for (int p = 0; p < np; ++p) w.t_.hands[p] = d.hands[p];
    if (h.prikup_slot) w.prikup_ = d.prikup;
  };
  const auto accept = [&](const Dealt& d) {
    for (int p = 0; p < np; ++p) {
      // at the time of each such play he held the card, his hand now and his later plays
      const Mask later = d.hands[p] | played_by(t, s.log_, p);
      if (no_four_aces[p] && (later & rank_mask(kAce)) == rank_mask(kAce)) return false;
      if (no_four_nines[p] && (later & rank_mask(kNine)) == rank_mask(kNine)) return false;
    }
    // H3 / H4 before the bidding: every qualifying seat is asked in turn, so until the prikup is
    // taken (the hands are still the dealt ones) a seat asked qualifies and a seat passed over
    // does not (H2 may have asked the declarer too)
    if ((c.h3 || c.h4) && !taken(t, s.prikup_, np) && !(redeal && s.q_then_ == 0)) {
      for (const int p : t.active) {
        if (c.h2 && p == t.declarer) continue;
        const bool q = (c.h3 && all_four(d.hands[p], kNine)) || (c.h4 && points(d.hands[p]) < 14);
        if (q != bool(s.asked_ >> p & 1)) return false;
      }
    }
    if (!redeal) return true;
    // a redeal question: the seat asked qualifies; the questions after it follow the world's hands
    build(d);
    const int then = s.q_then_;
    std::int8_t order[3];
    int n = 0;
    if (then == 2) order[0] = std::int8_t(s.left(t.declarer)), order[1] = std::int8_t(s.left(s.left(t.declarer))), n = 2;
    else if (then == 0)
      for (int k = 0, p = s.first_bidder(); k < 3; ++k, p = s.left(p)) order[n++] = std::int8_t(p);
    else order[n++] = t.declarer;
    int at = 0;
    while (at < n && order[at] != asked_now) ++at;
    if (then == 0)  // the seats before it in the order were asked (and kept) or do not qualify
      for (int k = 0; k < at; ++k) {
        const Mask hand = w.t_.hands[order[k]];
        const bool q = (c.h3 && all_four(hand, kNine)) || (c.h4 && points(hand) < 14);
        if (q != bool(s.asked_ >> order[k] & 1)) return false;
      }
    int q = s.q_pos_;
    for (int k = at; k < n; ++k) {
      const Mask hand = w.t_.hands[order[k]];
      std::uint8_t reason = kRsNone;
      if (then == 0) {
        if (c.h3 && all_four(hand, kNine)) reason = kRsFourNines;
        else if (c.h4 && points(hand) < 14) reason = kRsWeakHand;
      } else if (then == 2) {
        if (c.h21 && all_four(hand, kNine)) reason = kRsFourNinesAfterGift;
        else if (c.h25 && points(hand) < 14) reason = kRsWeakHandAfterGift;
      } else {
        reason = kRsPoorPrikup;
      }
      if (reason == kRsNone) {
        if (k == at) return false;
        continue;
      }
      w.q_seat_[q] = order[k];
      w.q_reason_[q++] = reason;
    }
    w.q_n_ = static_cast<std::uint8_t>(q);
    try {
      Spec::position(c, w.notation());
    } catch (const InvalidPositionError&) {
      return false;
    }
    return true;
  };
  const auto bottom_ok = [&](const Dealt& d) {
    return !(plain && h.prikup_slot) || int(rng.below(3)) < popcount(d.prikup & plain);
  };
  const Dealt d = deal_hidden(h, rng, cap, [&](const Dealt& x) { return bottom_ok(x) && accept(x); });
  build(d);
  if (redeal) accept(d);  // the queue of this deal
  world_gifts(w.t_, s.log_, h, v, w.gift_card_.data(), rng);
  if (!h.prikup_slot && !v.prikup_seen && t.declarer >= 0 && taken(t, s.prikup_, np))
    w.prikup_ = world_prikup(w.t_, s.log_, h, v.bottom, plain, rng);  // taken unseen: which 3 cards it was is hidden too
  if (plain) w.cut_bottom_ = draw(w.prikup_ & plain, rng).bit();  // which of them was the bottom is hidden
  return w;
}

}  // namespace pycards::thousand

// ---- 1001 -------------------------------------------------------------------------------------

namespace pycards::thousand_one {

using thousand::Dealt;
using thousand::Hidden;

State sample_world(const State& s, int seat, Rng& rng) {
  const Table& t = s.t_;
  thousand::Sight v;
  v.seat = seat;
  v.seats = s.players();
  v.prikup_seen = s.prikup_shown();
  v.prikup = s.prikup_;
  v.ngifts = s.ngifts_;
  for (int i = 0; i < s.ngifts_; ++i) {
    v.gift_card[i] = s.gift_card_[i];
    v.gift_to[i] = s.gift_to_[i];
    v.sees[i] = seat == s.gift_to_[i] || seat == t.declarer;
  }
  Hidden h = thousand::hidden_of(t, s.log_, s.cfg_.play, v);
  if (s.phase_ == Phase::kBid && s.bid_ > 120 && s.high_bidder_ >= 0) {
    h.cap_seat = s.high_bidder_;
    h.cap_min = s.bid_;
    h.cap_cards = rank_mask(kKing) | rank_mask(kQueen);
  }
  // before the card play the declarer's dealt cards (his hand and gifts, less the prikup) allowed
  // his bid: with a hidden gift that is a fact of the whole world, kept by rejection
  const bool unplayed = !(t.won[0] | t.won[1] | t.won[2] | t.won[3]) && t.trick_n == 0;
  const bool check_bid = t.declarer >= 0 && !s.two_pass_ && s.bid_ > 120 && unplayed;
  State w = s;
  const auto build = [&](const Dealt& d) {
    w = s;
    for (int p = 0; p < v.seats; ++p) w.t_.hands[p] = d.hands[p];
    if (h.prikup_slot) w.prikup_ = d.prikup;
    thousand::world_gifts(w.t_, s.log_, h, v, w.gift_card_.data(), rng);
  };
  const auto accept = [&](const Dealt& d) {
    if (!check_bid) return true;
    build(d);
    Mask dealt = w.t_.hands[t.declarer];
    for (int i = 0; i < s.ngifts_; ++i) dealt |= w.gift_card_[i].bit();
    return s.bid_ <= s.bid_cap(dealt & ~s.prikup_);
  };
  const Dealt d = thousand::deal_hidden(h, rng, [&](Mask hand) { return s.bid_cap(hand); }, accept);
  if (!check_bid) build(d);
  return w;
}

}  // namespace pycards::thousand_one
