// The chip game's dense action space (docs/chip_game.md "Actions"): the one move, `deal`.
#include "chip_game.hpp"
#include "pycards/actions.hpp"

namespace pycards::chip_game {
namespace {
constexpr actions::Blocks<1> kSpace{{{{kDealMove, 1}}}};
}  // namespace

std::uint64_t Spec::num_actions(const Config&) { return kSpace.size(); }
std::uint64_t Spec::action_index(const Config&, MoveId id) { return actions::block_index(kSpace, kName, id); }
MoveId Spec::action_move(const Config&, std::uint64_t i) { return actions::block_move(kSpace, kName, i); }

}  // namespace pycards::chip_game
