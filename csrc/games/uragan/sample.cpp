// Ураган: sample_world — the hidden cards dealt again for one seat (docs/uragan.md "Hidden
// information"). The game forces no card on a player (a card may be trailed only if it captures
// nothing, which says nothing about the rest of the hand), so every hidden card may be in every
// hidden place: the other hands (hidden hands), or each face-down position of both seats (open4:
// the face-up cards are seen by both), and the stock, whose order is hidden too.
#include "pycards/sampling.hpp"
#include "uragan.hpp"

namespace pycards::uragan {

State sample_world(const State& s, int seat, Rng& rng) {
  if (!s.config().open4) return fishing::Deals<Spec>::redeal_hidden(s, seat, rng);
  // open4 (2 players): the places are seat 0 position 1, position 2, seat 1 position 1,
  // position 2 (a position turned up is no place), then the stock; each seat's own face-down
  // cards are hidden from it too, so the places are the same for both seats.
  std::array<int, sampling::kMaxSlots> sizes{};
  std::array<std::array<int, 2>, 2> down_slot{{{-1, -1}, {-1, -1}}};
  int slots = 0;
  CardSet pool;
  for (int i = 0; i < 2; ++i)
    for (int k = 0; k < 2; ++k)
      if (s.down_[i][k] >= 0) {
        pool.add(Card(s.down_[i][k]));
        down_slot[i][k] = slots;
        sizes[slots++] = 1;
      }
  const int stock_n = s.stock_size();
  for (int k = 0; k < stock_n; ++k) pool.add(s.stock_card(k));
  const int stock_slot = stock_n > 0 ? slots : -1;
  if (stock_n > 0) sizes[slots++] = stock_n;
  const auto all = sampling::SlotMask((1u << slots) - 1);
  const auto dealt = sampling::sample_cards(pool, sizes, slots, [all](Card) { return all; }, rng);

  State w = s;
  // every old face-down card leaves its hand before the new ones come in
  for (int i = 0; i < 2; ++i)
    for (int k = 0; k < 2; ++k)
      if (down_slot[i][k] >= 0) w.hands_[i] &= ~(Mask{1} << s.down_[i][k]);
  for (int i = 0; i < 2; ++i)
    for (int k = 0; k < 2; ++k)
      if (down_slot[i][k] >= 0) {
        const Card c = dealt[down_slot[i][k]].first();
        w.hands_[i] |= c.bit();
        w.down_[i][k] = static_cast<std::int8_t>(c.index);
      }
  if (stock_slot >= 0) {
    std::uint8_t* stock = w.stock_.data() + w.stock_pos_;
    int at = 0;
    for (Card c : dealt[stock_slot]) stock[at++] = c.index;
    rng.shuffle(stock, std::size_t(stock_n));
  }
  return w;
}

}  // namespace pycards::uragan
