// Три палки's dense action space (docs/tri_palki.md "Actions"): the played card, one of the 36.
#include "tri_palki.hpp"
#include "pycards/actions.hpp"

namespace pycards::tri_palki {
namespace {
constexpr actions::Blocks<1> kSpace{{{{0, 0, kDeck36}}}};
}  // namespace

PYCARDS_BLOCK_ACTIONS(kSpace)

}  // namespace pycards::tri_palki
