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
  // The cards it put under the stock stay where they are (their place follows from the public
  // order of the sales).
  const CardSet under(s.known_stock(seat));
  const CardSet pool = kDeck52 - seen - under;

  // Hidden places: every other hand that holds cards, the offer the seat does not see, the stock.
  // A card the seat saw go into a hand (and cannot have left it since) is in that hand; every
  // other card passed in a trade went face down, and no rule forces a choice of card, so every
  // other hidden card may be in any hidden place.
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
  sizes[slots++] = s.stock_size() - under.size();
  const sampling::SlotMask all = sampling::SlotMask((1u << slots) - 1);
  // known_in[c]: the slot of the hand the seat knows c to be in (-1: none).
  std::array<std::int8_t, kCards> known_in{};
  known_in.fill(-1);
  if (!hands_shown)
    for (int h = 0; h < n; ++h)
      for (Card c : CardSet(s.known(seat, h))) known_in[c.index] = std::int8_t(slot_of_seat[h]);
  const auto dealt = sampling::sample_cards(
      pool, sizes, slots,
      [&](Card c) { return known_in[c.index] < 0 ? all : sampling::SlotMask(1u << known_in[c.index]); }, rng);

  State w = s;
  for (int i = 0; i < n; ++i)
    if (slot_of_seat[i] >= 0) w.hands_[i] = dealt[slot_of_seat[i]];
  if (offer_slot >= 0) w.offer_ = (*dealt[offer_slot].begin()).index;
  std::array<Card, kCards> rest{};
  int k = 0;
  for (Card c : dealt[stock_slot]) rest[k++] = c;
  rng.shuffle(rest.data(), std::size_t(k));
  for (int i = 0, j = 0; i < s.stock_size(); ++i)
    if (!under.contains(s.stock_begin()[i])) w.stock_[i] = rest[j++];
  // What the other seats know: who saw a card go where is public (the trades are announced),
  // which card it was is not, unless it is in this seat's hand (it saw that card arrive). So each
  // such card is one of the world's cards at that place: the card now at that stock position, or
  // a card of that hand drawn uniformly among those this seat does not know of (and not taken by
  // the hand's other knower).
  if (!hands_shown) {
    std::array<Mask, kMaxPlayers> taken{};
    for (int t = 0; t < n; ++t) {
      if (t == seat) continue;
      if (s.known_stock(t))
        for (int i = 0; i < s.stock_size(); ++i)
          if (s.stock_begin()[i].bit() == s.known_stock(t))
            w.known_[State::kKnownStock][t] = std::uint8_t(w.stock_[i].index + 1);
      for (int h = 0; h < n; ++h) {
        if (h == seat || !s.known(t, h)) continue;
        Mask free = w.hands_[h].mask & ~s.known(seat, h) & ~taken[h];
        for (int k = int(rng.below(std::uint64_t(popcount(free)))); k > 0; --k) free = clear_lowest(free);
        const Mask pick = free & (~free + 1);
        w.known_[h == s.right_of(t) ? State::kKnownRight : State::kKnownLeft][t] =
            std::uint8_t(lowest_index(pick) + 1);
        taken[h] |= pick;
      }
    }
  }
  // A match deals its later deals from the seed: chance not yet seen.
  w.seed_ = rng.next();
  return w;
}

}  // namespace pycards::torgovlya
