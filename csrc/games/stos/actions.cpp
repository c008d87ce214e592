// Стос's dense action space (docs/stos.md "Actions"): the hidden card, one of the 32.
#include "stos.hpp"
#include "pycards/actions.hpp"

namespace pycards::stos {
namespace {
constexpr actions::Blocks<1> kSpace{{{{0, 0, kDeck32}}}};
}  // namespace

PYCARDS_BLOCK_ACTIONS(kSpace)

}  // namespace pycards::stos
