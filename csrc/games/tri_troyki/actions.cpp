// Три тройки's dense action space (docs/tri_troyki.md "Actions"): vist, pass, buy, stop = ids 0..3.
#include "tri_troyki.hpp"
#include "pycards/actions.hpp"

namespace pycards::tri_troyki {
namespace {
constexpr actions::Blocks<1> kSpace{{{{0, 4}}}};
}  // namespace

std::uint64_t Spec::num_actions(const Config&) { return kSpace.size(); }
std::uint64_t Spec::action_index(const Config&, MoveId id) { return actions::block_index(kSpace, kName, id); }
MoveId Spec::action_move(const Config&, std::uint64_t i) { return actions::block_move(kSpace, kName, i); }

}  // namespace pycards::tri_troyki
