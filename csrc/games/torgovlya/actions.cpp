// Торговля's dense action space (docs/torgovlya.md "Actions"): the ids 0..209 as they are
// (money, barter, return and swap of each of the 52 cards, stand, keep).
#include "torgovlya.hpp"
#include "pycards/actions.hpp"

namespace pycards::torgovlya {
namespace {
constexpr actions::Blocks<1> kSpace{{{{0, 210}}}};
}  // namespace

PYCARDS_BLOCK_ACTIONS(kSpace)

}  // namespace pycards::torgovlya
