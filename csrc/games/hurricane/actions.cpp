// Хурикан's dense action space (docs/hurricane.md "Actions"): every lay (a set of 1 to `cap` of
// the 40 cards, cap = the largest lay the options allow), then per table card of the 40, in index
// order, every set of at most 6 other cards whose values add up to its value.
#include "hurricane.hpp"
#include "pycards/actions.hpp"

namespace pycards::hurricane {
namespace {
constexpr int kMaxValue = 10, kHand = 6;  // a hand holds at most 6 cards

const actions::SubsetCounts<0, kHand>& lays() {
  static const actions::SubsetCounts<0, kHand> counts(kDeck40, [](Card) { return 0; });
  return counts;
}
actions::PerCardSums<kMaxValue, kHand> captures() {
  static const actions::SubsetCounts<kMaxValue, kHand> counts(kDeck40, [](Card c) { return value_of(c); });
  return {counts, kHand, false};
}
int lay_cap(const Config& cfg) { return cfg.opening_fixed && cfg.max_lay < 3 ? 3 : cfg.max_lay; }
std::uint64_t lay_count(const Config& cfg) { return lays().count(0, lay_cap(cfg)) - 1; }  // less the empty set
}  // namespace

std::uint64_t Spec::num_actions(const Config& cfg) { return lay_count(cfg) + captures().size(); }

std::uint64_t Spec::action_index(const Config& cfg, MoveId id) {
  std::uint64_t i = 0;
  const CardSet hand(id & kAllCardsMask);
  if (!is_capture(id)) {
    if (id & ~kAllCardsMask || hand.empty() || !lays().member(hand, 0, lay_cap(cfg))) actions::not_an_action(kName, id);
    return lays().rank(hand, 0, lay_cap(cfg)) - 1;
  }
  const MoveId table = (id >> 52) & 0x7FF;
  if (table >= MoveId(kCards) || !captures().index(Card(int(table)), hand, i)) actions::not_an_action(kName, id);
  return lay_count(cfg) + i;
}

MoveId Spec::action_move(const Config& cfg, std::uint64_t i) {
  const std::uint64_t n = num_actions(cfg), lay = lay_count(cfg);
  if (i >= n) actions::bad_action(kName, i, n);
  if (i < lay) return lays().unrank(i + 1, 0, lay_cap(cfg)).mask;
  Card t;
  CardSet hand;
  captures().move(i - lay, t, hand);
  return capture_move(hand.mask, t);
}

}  // namespace pycards::hurricane
