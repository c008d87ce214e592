// Construction's dense action space: none (docs/construction.md, "Actions and observation (RL)").
// With the defaults the board has 21,314 slots, and blocker moves alone (a from slot and a to
// slot) would need 4.5e8 actions: num_actions / action_index / action_move raise OptionError, as
// Казино's do under multi_set=True.
#include "construction.hpp"

namespace pycards::construction {
namespace {
[[noreturn]] void no_space() {
  throw OptionError(
      "construction has no dense action space: its board has 21,314 slots with 3 decks (9,602 with 2), and blocker "
      "moves (a from slot and a to slot) alone would need hundreds of millions of actions; use legal_moves() and "
      "move ids instead");
}
}  // namespace

std::uint64_t Spec::num_actions(const Config&) { no_space(); }
std::uint64_t Spec::action_index(const Config&, MoveId) { no_space(); }
MoveId Spec::action_move(const Config&, std::uint64_t) { no_space(); }

}  // namespace pycards::construction
