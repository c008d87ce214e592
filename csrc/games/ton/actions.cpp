// Тон's dense action space (docs/ton.md "Actions"): card play, buy:<card> and pick:<card> of each
// of the 36 cards, then refuse, nopick, play, drop.
#include "ton.hpp"
#include "pycards/actions.hpp"

namespace pycards::ton {
namespace {
constexpr actions::Blocks<4> kSpace{{{{0, 0, kDeck36}, {kBuyBase, 0, kDeck36}, {kPickBase, 0, kDeck36}, {kRefuse, 4}}}};
static_assert(kNoPick == kRefuse + 1 && kPlayMove == kRefuse + 2 && kDropMove == kRefuse + 3);
}  // namespace

PYCARDS_BLOCK_ACTIONS(kSpace)

}  // namespace pycards::ton
