// Казино: sample_world — the hidden cards dealt again for one seat (docs/kazino.md "Hidden
// information"). No rule forces a card on a player, so the hidden cards (the other hands and the
// stock) may be anywhere among them: pycards::fishing's redeal_hidden deals them uniformly.
#include "kazino.hpp"

namespace pycards::kazino {

State sample_world(const State& s, int seat, Rng& rng) { return fishing::Deals<Spec>::redeal_hidden(s, seat, rng); }

}  // namespace pycards::kazino
