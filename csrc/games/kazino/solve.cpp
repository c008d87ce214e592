// Казино states for the exact solver: a state (or a plain setup) in, a report in the game's terms
// out (pycards/game_solve.hpp). The search itself is solver.cpp.
#include <algorithm>
#include <optional>
#include <string>

#include "kazino_solver.hpp"
#include "pycards/errors.hpp"

namespace pycards::kazino_solver {

Setup setup_of(const kazino::State& st) {
  if (st.sides() != 2)
    throw OptionError("pycards.solve takes kazino with 2 players or 2 partnerships; this game (" +
                      std::to_string(st.players()) + " players, each for himself) has more than two sides");
  if (st.is_over()) throw InvalidPositionError("the deal is over: nothing to solve in " + st.notation());
  Setup setup;
  const kazino::Config& cfg = st.config();
  setup.players = st.players();
  setup.dealer = st.dealer();
  setup.multi_set = cfg.multi_set;
  setup.leftover = cfg.leftover;
  for (int i = 0; i < st.players(); ++i) setup.hands[i] = st.hand(i).mask;
  setup.table = st.table().mask;
  for (int i = 0; i < st.stock_size(); ++i) setup.stock.push_back(st.stock_card(i));
  setup.piles[0] = st.pile(0).mask;
  setup.piles[1] = st.pile(1).mask;
  setup.to_move = st.to_move();
  setup.last_capturer = st.last_capturer();
  return setup;
}

SolveReport solve_setup(const Setup& setup, const pycards::SolveOptions& options) {
  if (options.target || options.contract)
    throw OptionError("target and contract apply to the trick games (Тысяча, 1001), whose solver has a target "
                      "mode; kazino solves for the exact point difference");
  const Adapter adapter(setup);
  const auto r = solve(adapter, options);
  const int past = adapter.past_points(setup.to_move & 1);
  SolveReport out;
  for (std::size_t i = 0; i < r.moves.size(); ++i) {
    out.moves.push_back(r.moves[i]);  // the solver's moves are the game's ids
    out.move_values.push_back(r.move_values[i] ? std::optional<int>(*r.move_values[i] + past) : std::nullopt);
  }
  out.exact = r.exact;
  out.interrupted = r.interrupted;
  if (r.exact) out.value = r.value + past;
  int lo, hi;  // the search proves nothing outside the adapter's bounds
  adapter.bounds(adapter.root(), lo, hi);
  out.lower = std::max(r.lower, lo) + past;
  out.upper = std::min(r.upper, hi) + past;
  out.best_line.assign(r.pv.begin(), r.pv.end());
  out.nodes = r.nodes;
  out.seconds = r.seconds;
  out.tt_bytes = r.tt_bytes;
  settle_report(out, options.best_only);
  return out;
}

}  // namespace pycards::kazino_solver

namespace pycards {

SolveReport solve(const kazino::State& state, const SolveOptions& options) {
  return kazino_solver::solve_setup(kazino_solver::setup_of(state), options);
}

}  // namespace pycards
