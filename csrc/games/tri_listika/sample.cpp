// Три листика: sample_world(seat) — the cards `seat` has not seen dealt again, uniformly among the
// deals consistent with what it saw, on the shared kernel pycards/sampling.hpp. The inferences
// kept (docs/tri_listika.md, "Hidden information"):
//  * a player who put a card face down held no card of the led suit (with trumps_in_play, no trump
//    either): not in his hand now, and the face-down card itself is of neither;
//  * with trumps_in_play, a player who played a trump face up to another suit held none of it;
//  * no хлюст was missed: a dealt hand that played or passed is no хлюст (nor, with
//    exchange_khlyust, a hand after its exchange); after a хлюст win no other hand beats it. A
//    drawn deal that breaks one of these is drawn again (rejection keeps the worlds uniform);
//  * an exchanger's dealt hand is his kept cards and his discards: which of his cards he drew is
//    hidden, so a deal is weighted by the number of ways to name them that leave no dealt хлюст
//    (rejection with that probability).
#include <algorithm>
#include <string>

#include "pycards/errors.hpp"
#include "pycards/sampling.hpp"
#include "tri_listika.hpp"

namespace pycards::tri_listika {

namespace {

/// The cards a seat played this deal (finished tricks and the current one).
Mask played_by(const State& s, int seat) {
  Mask m = 0;
  for (int k = 0; k < s.tricks_played(); ++k)
    for (int i = 0; i < s.history_size(); ++i)
      if (s.history_seat(k, i) == seat) m |= s.history_card(k, i).bit();
  for (int i = 0; i < s.trick_size(); ++i)
    if (s.trick_seat(i) == seat) m |= s.trick_card(i).bit();
  return m;
}

/// Ways (out of C(3, d)) to name the d drawn cards among an exchanger's 3 cards after the exchange
/// so that his dealt hand (the others plus his discards) is no хлюст.
int clean_namings(Mask after, Mask discards) {
  const int d = popcount(discards);
  int ok = 0;
  for (Mask sub = after; sub; sub = (sub - 1) & after)
    if (popcount(sub) == d && !is_khlyust((after & ~sub) | discards)) ++ok;
  return ok;
}

int choose3(int d) { return d == 1 || d == 2 ? 3 : 1; }

}  // namespace

State sample_world(const State& s, int seat, Rng& rng) {
  const CardSet seen = make_view(s, seat).seen;
  const Mask pool = kDeck32.mask & ~seen.mask;
  const Config& cfg = s.config();
  const int tr = cfg.trumps_in_play ? s.trump() : tricks::kNoSuit;
  const Mask trumps = tr >= 0 ? suit_mask(Suit(tr)) : 0;

  // What the public play says: per seat, cards not in his hand; per hidden face-down card, the
  // suits it cannot be (grouped by the led suit: the same exclusion).
  std::array<Mask, kPlayers> no_hand{};
  struct Down {
    int trick, i, group;  // trick = -1: the current trick
  };
  std::array<Down, 16> downs{};
  int n_down = 0;
  std::array<int, 4> group_size{};  // by led suit
  const auto note = [&](int k, int i, int who, Card c, bool down, int led) {
    if (down) {
      no_hand[who] |= suit_mask(Suit(led)) | trumps;
      if (who != seat) {
        downs[n_down++] = Down{k, i, led};
        ++group_size[led];
      }
    } else if (int(c.suit()) != led) {
      no_hand[who] |= suit_mask(Suit(led));  // a trump face up on another suit
    }
  };
  for (int k = 0; k < s.tricks_played(); ++k) {
    const int led = s.history_card(k, 0).suit();
    for (int i = 1; i < s.history_size(); ++i)
      note(k, i, s.history_seat(k, i), s.history_card(k, i), s.history_down(k, i), led);
  }
  if (s.trick_size()) {
    const int led = s.trick_card(0).suit();
    for (int i = 1; i < s.trick_size(); ++i) note(-1, i, s.trick_seat(i), s.trick_card(i), s.trick_down(i), led);
  }

  sampling::Problem p;
  std::array<int, kPlayers> hand_slot{}, thrown_slot{};
  hand_slot.fill(-1);
  thrown_slot.fill(-1);
  for (int i = 0; i < kPlayers; ++i) {
    if (i == seat) continue;
    const int h = (s.hand(i) - seen).size();
    if (h) hand_slot[i] = p.add_slot(h);
    if (s.thrown(i).size()) thrown_slot[i] = p.add_slot(s.thrown(i).size());
  }
  const int stock_slot = s.stock_size() ? p.add_slot(s.stock_size()) : -1;
  std::array<int, 4> down_slot{};
  down_slot.fill(-1);
  for (int g = 0; g < 4; ++g)
    if (group_size[g]) down_slot[g] = p.add_slot(group_size[g]);

  std::array<Card, sampling::kMaxItems> card_of{};
  for (Card c : CardSet(pool)) {
    sampling::SlotMask m = 0;
    for (int i = 0; i < kPlayers; ++i) {
      if (hand_slot[i] >= 0 && !(no_hand[i] & c.bit())) m |= sampling::SlotMask(1u << hand_slot[i]);
      if (thrown_slot[i] >= 0) m |= sampling::SlotMask(1u << thrown_slot[i]);
    }
    if (stock_slot >= 0) m |= sampling::SlotMask(1u << stock_slot);
    for (int g = 0; g < 4; ++g)
      if (down_slot[g] >= 0 && int(c.suit()) != g && !(trumps & c.bit())) m |= sampling::SlotMask(1u << down_slot[g]);
    card_of[p.add_item(m)] = c;
  }

  // The trick winners (face-down cards never win, so they stay).
  std::array<int, kHand> winner{};
  for (int k = 0; k < s.tricks_played(); ++k) {
    Card cards[kPlayers];
    unsigned down = 0;
    for (int i = 0; i < s.history_size(); ++i) {
      cards[i] = s.history_card(k, i);
      if (s.history_down(k, i)) down |= 1u << i;
    }
    winner[k] = s.history_seat(k, tricks::trick_winner_face_up(cards, s.history_size(), down, tr, kRanks));
  }

  for (int attempt = 0; attempt < 100000; ++attempt) {
    const sampling::Assignment a = sampling::sample(p, rng);
    State w = s;
    for (int i = 0; i < kPlayers; ++i) {
      if (i == seat) continue;
      w.hands_[i] = s.hand(i).mask & seen.mask;
      w.thrown_[i] = 0;
    }
    std::array<std::uint8_t, kStockSize> stock{};
    int stock_n = 0;
    std::array<std::array<std::uint8_t, 16>, 4> group{};
    std::array<int, 4> group_n{};
    for (int it = 0; it < p.items; ++it) {
      const int slot = a.slot_of[it];
      const Card c = card_of[it];
      if (slot == stock_slot) {
        stock[stock_n++] = c.index;
        continue;
      }
      bool done = false;
      for (int g = 0; g < 4 && !done; ++g)
        if (slot == down_slot[g]) {
          group[g][group_n[g]++] = c.index;
          done = true;
        }
      for (int i = 0; i < kPlayers && !done; ++i) {
        if (slot == hand_slot[i]) w.hands_[i] |= c.bit(), done = true;
        else if (slot == thrown_slot[i]) w.thrown_[i] |= c.bit(), done = true;
      }
    }
    if (stock_slot >= 0) {
      rng.shuffle(stock.data(), std::size_t(stock_n));
      w.stock_pos_ = 0;
      w.stock_end_ = static_cast<std::uint8_t>(stock_n);
      std::copy(stock.begin(), stock.begin() + stock_n, w.stock_.begin());
    }
    for (int g = 0; g < 4; ++g) rng.shuffle(group[g].data(), std::size_t(group_n[g]));
    group_n = {};
    for (int j = 0; j < n_down; ++j) {
      const Down& d = downs[j];
      const std::uint8_t c = group[d.group][group_n[d.group]++];
      if (d.trick < 0) w.trick_[d.i] = c;
      else w.hist_[d.trick][d.i] = c;
    }
    // won and face-down cards from the tricks as they now are
    w.won_ = {};
    w.down_ = {};
    for (int k = 0; k < s.tricks_played(); ++k)
      for (int i = 0; i < s.history_size(); ++i) {
        w.won_[winner[k]] |= w.history_card(k, i).bit();
        if (s.history_down(k, i)) w.down_[s.history_seat(k, i)] |= w.history_card(k, i).bit();
      }
    // The seed of a trump-хлюст blind draw still to come is hidden too (a drawn one stays: the
    // drawn cards were seen).
    if (s.khlyust() < 0) w.draw_seed_ = rng.next();
    // An exchanger's dealt hand: weighted by the namings of his drawn cards that leave no хлюст.
    bool keep = true;
    for (int i = 0; i < kPlayers && keep; ++i) {
      if (i == seat || s.decl(i) != kExchanges) continue;
      const Mask after = w.hands_[i] | played_by(w, i);
      const int d = popcount(w.thrown_[i]);
      if (int(rng.below(std::uint32_t(choose3(d)))) >= clean_namings(after, w.thrown_[i])) keep = false;
    }
    if (!keep) continue;
    // Everything else the rules forbid (a missed хлюст, a better хлюст than the winner's) is what
    // position() refuses.
    try {
      (void)Spec::position(cfg, w.notation());
    } catch (const InvalidPositionError&) {
      continue;
    }
    return w;
  }
  throw InvalidPositionError("tri_listika sample_world: no deal of the hidden cards fits what this seat has seen");
}

}  // namespace pycards::tri_listika
