// Три палки's dense action space (docs/tri_palki.md "Actions"): the played card, one of the 36.
#include "tri_palki.hpp"
#include "pycards/actions.hpp"

namespace pycards::tri_palki {
namespace {
constexpr actions::Blocks<1> kSpace{{{{0, 0, kDeck36}}}};
}  // namespace

std::uint64_t Spec::num_actions(const Config&) { return kSpace.size(); }
std::uint64_t Spec::action_index(const Config&, MoveId id) { return actions::block_index(kSpace, kName, id); }
MoveId Spec::action_move(const Config&, std::uint64_t i) { return actions::block_move(kSpace, kName, i); }

}  // namespace pycards::tri_palki
