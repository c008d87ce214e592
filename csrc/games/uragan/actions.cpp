// Ураган's dense action space (docs/uragan.md "Actions"): per card of the 40, in index order, its
// trail, then every set of other cards whose values add up to its value (a same-rank card alone
// among them); then down1, down2 (open4).
#include "uragan.hpp"
#include "pycards/actions.hpp"

namespace pycards::uragan {
namespace {
constexpr int kMaxValue = 10;
using Counts = actions::SubsetCounts<kMaxValue, kMaxValue>;  // values >= 1: a set of sum v has <= v cards

actions::PerCardSums<kMaxValue, kMaxValue> space() {
  static const Counts counts(kDeck40, [](Card c) { return value_of(c); });
  return {counts, kMaxValue, true};
}
}  // namespace

std::uint64_t Spec::num_actions(const Config&) { return space().size() + 2; }

std::uint64_t Spec::action_index(const Config& cfg, MoveId id) {
  if (id == kDown1 || id == kDown2) return num_actions(cfg) - 2 + (id - kDown1);
  std::uint64_t i = 0;
  const MoveId mask = id >> 6;
  if ((id & kDownFlag) || (mask & ~kAllCardsMask) || !space().index(Card(int(id & 63)), CardSet(mask), i))
    actions::not_an_action(kName, id);
  return i;
}

MoveId Spec::action_move(const Config& cfg, std::uint64_t i) {
  const std::uint64_t n = num_actions(cfg);
  if (i >= n) actions::bad_action(kName, i, n);
  if (i >= n - 2) return kDown1 + (i - (n - 2));
  Card c;
  CardSet set;
  space().move(i, c, set);
  return MoveId(c.index) | (set.mask << 6);
}

}  // namespace pycards::uragan
