// Торговля's dense action space (docs/torgovlya.md "Actions"): the ids 0..209 as they are
// (money, barter, return and swap of each of the 52 cards, stand, keep).
#include "torgovlya.hpp"
#include "pycards/actions.hpp"

namespace pycards::torgovlya {
namespace {
constexpr actions::Blocks<1> kSpace{{{{0, 210}}}};
}  // namespace

std::uint64_t Spec::num_actions(const Config&) { return kSpace.size(); }
std::uint64_t Spec::action_index(const Config&, MoveId id) { return actions::block_index(kSpace, kName, id); }
MoveId Spec::action_move(const Config&, std::uint64_t i) { return actions::block_move(kSpace, kName, i); }

}  // namespace pycards::torgovlya
