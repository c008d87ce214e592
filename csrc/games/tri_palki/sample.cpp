// Три палки: sample_world, the hidden cards dealt again as one seat has seen them
// (docs/tri_palki.md, "Hidden information").
#include "pycards/sampling.hpp"
#include "tri_palki.hpp"

namespace pycards::tri_palki {

State sample_world(const State& s, int seat, Rng& rng) {
  const int other = 1 - seat;
  const bool stock_hidden = !s.stock_public();
  // Seen: the seat's hand, the pile (every card played), the other hand's known cards and a
  // public stock. Everything else is in the other hand's unknown part or in a hidden stock.
  CardSet seen = s.hand(seat) | s.known(other);
  for (int i = 0; i < s.pile().size; ++i) seen.add(s.pile()[i]);
  if (!stock_hidden)
    for (int i = 0; i < s.stock_size(); ++i) seen.add(s.stock_card(i));
  const CardSet pool = kDeck36 - seen;
  // Slot 0: the other hand's unknown cards; slot 1: the hidden stock. No rule of the game forces
  // a play, so every hidden card may be in either place.
  std::array<int, sampling::kMaxSlots> sizes{};
  sizes[0] = s.hand(other).size() - s.known(other).size();
  sizes[1] = stock_hidden ? s.stock_size() : 0;
  const auto dealt = sampling::sample_cards(pool, sizes, 2, [](Card) { return sampling::SlotMask(0b11); }, rng);

  State w = s;
  w.hands_[other] = s.known(other) | dealt[0];
  if (stock_hidden) {
    std::array<Card, kDeckSize> order{};
    int n = 0;
    for (Card c : dealt[1]) order[n++] = c;
    rng.shuffle(order.data(), std::size_t(n));
    for (int i = 0; i < n; ++i) w.stock_.cards[w.stock_pos_ + i] = order[i];
  }
  // The seed decides only the shuffles of recyclings to come (recycle_shuffle): chance not yet
  // seen, drawn anew.
  w.seed_ = rng.next();
  return w;
}

}  // namespace pycards::tri_palki
