// Три тройки: sample_world, the hidden card copies dealt again as one seat has seen them
// (docs/tri_troyki.md, "Hidden information").
#include "pycards/sampling.hpp"
#include "tri_troyki.hpp"

namespace pycards::tri_troyki {

State sample_world(const State& s, int seat, Rng& rng) {
  const int n = s.players();
  // Seen: the seat's own cards, and every hand once the game is over (the showdown). Everything
  // else is hidden: the other hands, and the pack and its order.
  const auto shown = [&](int i) { return i == seat || s.is_over(); };
  std::array<int, kCards> copies{};  // unseen copies of each card: two decks less what was seen
  copies.fill(2);
  for (int i = 0; i < n; ++i)
    if (shown(i))
      for (int k = 0; k < s.hand_size(i); ++k) --copies[s.hand_card(i, k).index];

  // Items are card copies (a card may be hidden twice); places are each hidden hand and the pack.
  // Declarations and buying are free choices (nothing forces them), so they reveal no card, and
  // every copy may be in every hidden place.
  sampling::Problem p;
  std::array<int, kMaxPlayers> slot_of_seat{};
  for (int i = 0; i < n; ++i) slot_of_seat[i] = shown(i) || s.hand_size(i) == 0 ? -1 : p.add_slot(s.hand_size(i));
  const int pack_slot = p.add_slot(s.pack_size());
  const sampling::SlotMask all = sampling::SlotMask((1u << p.slots) - 1);
  std::array<Card, sampling::kMaxItems> card_of{};
  for (int c = 0; c < kCards; ++c)
    for (int k = 0; k < copies[c]; ++k) card_of[p.add_item(all)] = Card(c);
  const sampling::Assignment a = sampling::sample(p, rng);

  State w = s;
  for (int i = 0; i < n; ++i) w.size_[i] = slot_of_seat[i] >= 0 ? 0 : s.size_[i];
  std::array<Card, kPack> pack{};
  int packed = 0;
  for (int it = 0; it < p.items; ++it) {
    const int slot = a.slot_of[it];
    if (slot == pack_slot) {
      pack[packed++] = card_of[it];
      continue;
    }
    for (int i = 0; i < n; ++i)
      if (slot_of_seat[i] == slot) w.hands_[i][w.size_[i]++] = card_of[it];
  }
  // A hidden hand's order (which card was dealt, which bought) is hidden too.
  for (int i = 0; i < n; ++i)
    if (slot_of_seat[i] >= 0) rng.shuffle(w.hands_[i].data(), w.size_[i]);
  rng.shuffle(pack.data(), std::size_t(packed));
  for (int k = 0; k < packed; ++k) w.pack_[w.pack_pos_ + k] = pack[k];
  // A match deals its later deals from the seed: chance not yet seen.
  w.seed_ = rng.next();
  return w;
}

}  // namespace pycards::tri_troyki
