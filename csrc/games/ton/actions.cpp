// Тон's dense action space (docs/ton.md "Actions"): card play, buy:<card> and pick:<card> of each
// of the 36 cards, then refuse, nopick, play, drop.
#include "ton.hpp"
#include "pycards/actions.hpp"

namespace pycards::ton {
namespace {
constexpr actions::Blocks<4> kSpace{{{{0, 0, kDeck36}, {kBuyBase, 0, kDeck36}, {kPickBase, 0, kDeck36}, {kRefuse, 4}}}};
static_assert(kNoPick == kRefuse + 1 && kPlayMove == kRefuse + 2 && kDropMove == kRefuse + 3);
}  // namespace

std::uint64_t Spec::num_actions(const Config&) { return kSpace.size(); }
std::uint64_t Spec::action_index(const Config&, MoveId id) { return actions::block_index(kSpace, kName, id); }
MoveId Spec::action_move(const Config&, std::uint64_t i) { return actions::block_move(kSpace, kName, i); }

}  // namespace pycards::ton
