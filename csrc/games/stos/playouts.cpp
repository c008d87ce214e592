// Стос's random coups in C++ for the numpy batch entry point (pycards/batch.hpp, stos_coups).
#include "stos.hpp"

namespace pycards::stos {

void random_coups(std::int64_t begin, std::int64_t end, std::uint64_t seed, std::int8_t* dealer_gain,
                  std::uint8_t* position, std::uint8_t* hidden) noexcept {
  std::array<Card, kDeckSize> cards{};
  int k = 0;
  for (Card c : kDeck32) cards[k++] = c;
  for (std::int64_t i = begin; i < end; ++i) {
    const std::uint64_t s = seed + static_cast<std::uint64_t>(i);
    const int dealer = static_cast<int>(i & 1);
    Rng rng(s);  // the shuffles of new_deal(s, dealer)
    const DeckOrder d0 = shuffled(kDeck32, rng), d1 = shuffled(kDeck32, rng);
    const DeckOrder& deck = dealer == 0 ? d0 : d1;
    Rng hide(s + kHideSalt);
    const Card h = cards[hide.below(kDeckSize)];
    const int p = catch_position(deck, 0, h);
    const int thirds = static_cast<int>(kind_of(h, deck[p - 1]));
    if (dealer_gain) dealer_gain[i] = static_cast<std::int8_t>(p % 2 ? thirds : -thirds);
    if (position) position[i] = static_cast<std::uint8_t>(p);
    if (hidden) hidden[i] = h.index;
  }
}

}  // namespace pycards::stos
