// Торговля: sample_world, the hidden cards dealt again as one seat has seen them
// (docs/torgovlya.md, "Hidden information").
#include "pycards/sampling.hpp"
#include "torgovlya.hpp"

namespace pycards::torgovlya {

State sample_world(const State& s, int seat, Rng& rng) {
  const int n = s.players();
  // What the seat sees: its hand, all hands once the game is over, the offered card of a pending
  // barter if it is the offerer or (barter "seen") the neighbour who answers.
  const bool hands_shown = s.is_over();
  const bool offer_seen = s.has_offer() && (seat == s.actor() || (seat == s.right_of(s.actor()) &&
                                                                  s.config().barter == Barter::kSeen));
  CardSet seen = s.hand(seat);
  if (hands_shown)
    for (int i = 0; i < n; ++i) seen = seen | s.hand(i);
  if (offer_seen) seen.add(s.offer());
  const CardSet pool = kDeck52 - seen;

  // Hidden places: every other hand that holds cards, the offer the seat does not see, the stock.
  // Every card passed in a trade went face down, and no rule forces a choice of card, so every
  // hidden card may be in any hidden place.
  std::array<int, sampling::kMaxSlots> sizes{};
  std::array<int, kMaxPlayers> slot_of_seat{};
  int slots = 0;
  for (int i = 0; i < n; ++i) {
    slot_of_seat[i] = -1;
    if (i == seat || hands_shown || s.hand(i).empty()) continue;
    slot_of_seat[i] = slots;
    sizes[slots++] = s.hand(i).size();
  }
  const int offer_slot = s.has_offer() && !offer_seen ? slots : -1;
  if (offer_slot >= 0) sizes[slots++] = 1;
  const int stock_slot = slots;
  sizes[slots++] = s.stock_size();
  const sampling::SlotMask all = sampling::SlotMask((1u << slots) - 1);
  const auto dealt = sampling::sample_cards(pool, sizes, slots, [all](Card) { return all; }, rng);

  State w = s;
  for (int i = 0; i < n; ++i)
    if (slot_of_seat[i] >= 0) w.hands_[i] = dealt[slot_of_seat[i]];
  if (offer_slot >= 0) w.offer_ = (*dealt[offer_slot].begin()).index;
  int k = 0;
  for (Card c : dealt[stock_slot]) w.stock_[k++] = c;
  rng.shuffle(w.stock_.data(), std::size_t(k));
  // A match deals its later deals from the seed: chance not yet seen.
  w.seed_ = rng.next();
  return w;
}

}  // namespace pycards::torgovlya
