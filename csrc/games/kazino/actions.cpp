// Казино's dense action space (docs/kazino.md "Actions"): per card of the 52, in index order, its
// trail, then every set of other cards whose values add up to its value (a same-value card alone
// among them). multi_set's unions of sets have no dense space (far too many: OptionError).
#include "kazino.hpp"
#include "pycards/actions.hpp"

namespace pycards::kazino {
namespace {
constexpr int kMaxValue = 13;
using Counts = actions::SubsetCounts<kMaxValue, kMaxValue>;  // values >= 1: a set of sum v has <= v cards

actions::PerCardSums<kMaxValue, kMaxValue> space(const Config& cfg) {
  if (cfg.multi_set)
    throw OptionError("kazino with multi_set=True has no dense action space: a capture may take any union of "
                      "disjoint sets (billions of distinct moves); use multi_set=False");
  static const Counts counts(kDeck52, [](Card c) { return value_of(c); });
  return {counts, kMaxValue, true};
}
}  // namespace

std::uint64_t Spec::num_actions(const Config& cfg) { return space(cfg).size(); }

std::uint64_t Spec::action_index(const Config& cfg, MoveId id) {
  const auto sp = space(cfg);
  std::uint64_t i = 0;
  const MoveId mask = id >> 6;
  if ((mask & ~kAllCardsMask) || !sp.index(Card(int(id & 63)), CardSet(mask), i)) actions::not_an_action(kName, id);
  return i;
}

MoveId Spec::action_move(const Config& cfg, std::uint64_t i) {
  const auto sp = space(cfg);
  const std::uint64_t n = sp.size();
  if (i >= n) actions::bad_action(kName, i, n);
  Card c;
  CardSet set;
  sp.move(i, c, set);
  return MoveId(c.index) | (set.mask << 6);
}

}  // namespace pycards::kazino
