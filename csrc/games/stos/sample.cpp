// Стос: sample_world, the dealer's deck dealt again as a seat has seen it (docs/stos.md,
// "Hidden information").
#include "pycards/sampling.hpp"
#include "stos.hpp"

namespace pycards::stos {

State sample_world(const State& s, int /*seat*/, Rng& rng) {
  // Both decks are face down and reshuffled after the draw: no seat knows where any card of the
  // dealer's deck is, and no play has happened in the coup to be played (the punter's hidden card
  // is the move that plays the whole coup). The deck's cards are public as a set (the 32 cards,
  // none once the game is over); its order is one ordered hidden place.
  CardSet pool;
  for (Card c : s.deck()) pool.add(c);
  std::array<int, sampling::kMaxSlots> sizes{};
  sizes[0] = pool.size();
  const auto dealt = sampling::sample_cards(pool, sizes, 1, [](Card) { return sampling::SlotMask(1); }, rng);
  State w = s;
  int n = 0;
  for (Card c : dealt[0]) w.deck_.cards[n++] = c;
  rng.shuffle(w.deck_.cards.data(), std::size_t(n));
  // The seed decides the later coups' draws and shuffles only: chance not yet seen.
  w.seed_ = rng.next();
  return w;
}

}  // namespace pycards::stos
