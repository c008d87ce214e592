// pycards/deck.hpp — seeded dealing: a deck in a fixed order, shuffled by Rng.
#pragma once

#include <array>
#include <cstdint>

#include "pycards/cards.hpp"
#include "pycards/rng.hpp"

namespace pycards {

/// A deck's cards in play order (top card first). Fixed capacity, no allocation.
struct DeckOrder {
  std::array<Card, kCards> cards{};
  std::uint8_t size = 0;
  constexpr const Card* begin() const { return cards.data(); }
  constexpr const Card* end() const { return cards.data() + size; }
  constexpr Card operator[](int i) const { return cards[i]; }
};

/// The cards of `deck` in ascending index, then shuffled by Fisher–Yates with `rng`.
/// The unshuffled order is fixed, so the result depends only on the deck and the generator.
constexpr DeckOrder shuffled(CardSet deck, Rng& rng) {
  DeckOrder out;
  if (deck.mask == kAllCardsMask) {  // the full deck: ascending index is 0..51
    for (int i = 0; i < kCards; ++i) out.cards[i] = Card(i);
    out.size = kCards;
  } else {
    for (Card c : deck) out.cards[out.size++] = c;
  }
  rng.shuffle(out.cards.data(), out.size);
  return out;
}

/// The cards of `deck` in ascending index (the order shuffled() starts from).
constexpr DeckOrder ordered(CardSet deck) {
  DeckOrder out;
  for (Card c : deck) out.cards[out.size++] = c;
  return out;
}

/// shuffled(deck, seed) from `base` = ordered(deck) made once (a batch loop's deal): the same order.
constexpr void shuffle_into(DeckOrder& out, const DeckOrder& base, std::uint64_t seed) {
  out = base;
  Rng rng(seed);
  rng.shuffle(out.cards.data(), out.size);
}

/// Convenience: shuffle `deck` with a fresh generator seeded with `seed`.
constexpr DeckOrder shuffled(CardSet deck, std::uint64_t seed) {
  Rng rng(seed);
  return shuffled(deck, rng);
}

}  // namespace pycards
