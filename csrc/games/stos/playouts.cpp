// Стос's random coups in C++ for the numpy batch entry point (pycards/batch.hpp, stos_coups).
// The same coups as new_deal(seed + i, i % 2) and play(hidden), with less work: only the dealer's
// deck is laid out (seat 0's shuffle is replayed as its draws alone when seat 1 deals; nothing
// after the dealer's shuffle uses that generator), on bytes, with the ranks from a table.
#include "stos.hpp"
#include "pycards/simulate.hpp"

namespace pycards::stos {

namespace {
struct Tables {
  std::array<std::uint8_t, kDeckSize> base{};  // the 32-card deck in index order
  std::array<std::uint8_t, kCards> rank{};
  Tables() {
    int k = 0;
    for (Card c : kDeck32) base[k++] = c.index;
    for (int i = 0; i < kCards; ++i) rank[i] = Card(i).rank();
  }
};
}  // namespace

void random_coups(std::int64_t begin, std::int64_t end, std::uint64_t seed, std::int8_t* dealer_gain,
                  std::uint8_t* position, std::uint8_t* hidden) noexcept {
  static const Tables t;
  std::array<std::uint8_t, kDeckSize> deck{};
  for (std::int64_t i = begin; i < end; ++i) {
    const std::uint64_t s = seed + static_cast<std::uint64_t>(i);
    Rng rng(s);  // the shuffles of new_deal(s, dealer): seat 0's deck, then seat 1's
    if (i & 1)
      for (std::uint32_t k = kDeckSize; k > 1; --k) rng.below(k);  // seat 0's shuffle, not laid out
    deck = t.base;
    rng.shuffle(deck.data(), kDeckSize);
    Rng hide(s + kHideSalt);
    const Card h = Card(t.base[hide.below(kDeckSize)]);
    const std::uint8_t r = t.rank[h.index];
    int p = 0;
    while (t.rank[deck[p]] != r) ++p;
    const int thirds = static_cast<int>(kind_of(h, Card(deck[p])));
    ++p;
    if (dealer_gain) dealer_gain[i] = static_cast<std::int8_t>(p % 2 ? thirds : -thirds);
    if (position) position[i] = static_cast<std::uint8_t>(p);
    if (hidden) hidden[i] = h.index;
  }
}

}  // namespace pycards::stos

namespace pycards::stos {
namespace {
/// pycards.simulate's breakdown (docs/stos.md "pycards.simulate columns"), from the last finished coup (the final
/// state's deal_result()): its dealer and winner, whether the dealer won, the 1-based position of
/// the catching card, the thirds of the stake it paid (3 цветная, 2 полуцветная, 1 простая), the
/// hidden and the caught card (pc.Card indices), and each seat's points in thirds.
constexpr SimColumn kColumns[] = {
    {"coup", false}, {"dealer", false}, {"winner", false}, {"dealer_won", false}, {"position", false},
    {"thirds", false}, {"hidden", false}, {"caught", false}, {"points", true},
};
}  // namespace

Simulator simulator(const Game& /*game*/) {
  return make_simulator<Game, kColumns>([](const State& s, int p) -> std::int64_t { return s.balance(p); },
                                        [](const State& s, SimRow& w) {
                                          const CoupResult& r = s.result();
                                          const int thirds = int(r.kind);
                                          w.put(r.coup, r.dealer, r.winner, r.winner == r.dealer, r.position, thirds,
                                                r.hidden.index, r.caught.index);
                                          w.per_side([&](int p) { return p == r.winner ? thirds : -thirds; });
                                        });
}
}  // namespace pycards::stos
