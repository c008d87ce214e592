// Стос's dense action space (docs/stos.md "Actions"): the hidden card, one of the 32.
#include "stos.hpp"
#include "pycards/actions.hpp"

namespace pycards::stos {
namespace {
constexpr actions::Blocks<1> kSpace{{{{0, 0, kDeck32}}}};
}  // namespace

std::uint64_t Spec::num_actions(const Config&) { return kSpace.size(); }
std::uint64_t Spec::action_index(const Config&, MoveId id) { return actions::block_index(kSpace, kName, id); }
MoveId Spec::action_move(const Config&, std::uint64_t i) { return actions::block_move(kSpace, kName, i); }

}  // namespace pycards::stos
