// The chip game's dense action space (docs/chip_game.md "Actions"): the one move, `deal`.
#include "chip_game.hpp"
#include "pycards/actions.hpp"

namespace pycards::chip_game {
namespace {
constexpr actions::Blocks<1> kSpace{{{{kDealMove, 1}}}};
}  // namespace

PYCARDS_BLOCK_ACTIONS(kSpace)

}  // namespace pycards::chip_game
