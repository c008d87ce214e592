// Три тройки's dense action space (docs/tri_troyki.md "Actions"): vist, pass, buy, stop = ids 0..3.
#include "tri_troyki.hpp"
#include "pycards/actions.hpp"

namespace pycards::tri_troyki {
namespace {
constexpr actions::Blocks<1> kSpace{{{{0, 4}}}};
}  // namespace

PYCARDS_BLOCK_ACTIONS(kSpace)

}  // namespace pycards::tri_troyki
