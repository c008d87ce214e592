// Три листика's dense action space (docs/tri_listika.md "Actions"): card play, down:<card> and
// take:<card> of each of the 32 cards, play, pass, then every exchange of 1 to 3 cards.
#include "tri_listika.hpp"
#include "pycards/actions.hpp"

namespace pycards::tri_listika {
namespace {
constexpr actions::Blocks<4> kSingles{{{{0, 0, kDeck32}, {kDownBase, 0, kDeck32}, {kTakeBase, 0, kDeck32}, {kPlayMove, 2}}}};
static_assert(kPassMove == kPlayMove + 1);
constexpr int kMaxExchange = 3;

/// The exchanges: the sets of 1..3 cards of the deck (weight 0, sum 0, less the empty set).
const actions::SubsetCounts<0, kMaxExchange>& exchanges() {
  static const actions::SubsetCounts<0, kMaxExchange> counts(kDeck32, [](Card) { return 0; });
  return counts;
}
}  // namespace

std::uint64_t Spec::num_actions(const Config&) { return kSingles.size() + exchanges().count(0, kMaxExchange) - 1; }

std::uint64_t Spec::action_index(const Config&, MoveId id) {
  std::uint64_t i = 0;
  if (kSingles.index(id, i)) return i;
  const CardSet cards(id & ~kExchangeFlag);
  if (!(id & kExchangeFlag) || cards.empty() || !exchanges().member(cards, 0, kMaxExchange)) actions::not_an_action(kName, id);
  return kSingles.size() + exchanges().rank(cards, 0, kMaxExchange) - 1;
}

MoveId Spec::action_move(const Config& cfg, std::uint64_t i) {
  const std::uint64_t n = num_actions(cfg);
  if (i >= n) actions::bad_action(kName, i, n);
  if (i < kSingles.size()) return kSingles.move(i);
  return exchange_move(exchanges().unrank(i - kSingles.size() + 1, 0, kMaxExchange).mask);
}

}  // namespace pycards::tri_listika
