// Хурикан states for the exact solver: a state in, a report in the game's terms out
// (pycards/game_solve.hpp). The search itself is solver.cpp.
#include <algorithm>
#include <array>

#include "hurricane_solver.hpp"
#include "pycards/errors.hpp"

namespace pycards::hurricane_solver {

Setup setup_of(const hurricane::State& st) {
  if (st.is_over()) throw InvalidPositionError("the deal is over: nothing to solve in " + st.notation());
  Setup s;
  s.cfg = st.config();
  s.dealer = st.dealer();
  for (int i = 0; i < 2; ++i) {
    s.hands[i] = st.hand(i).mask;
    s.piles[i] = st.pile(i).mask;
  }
  s.table = st.table().mask;
  for (int i = 0; i < st.stock_size(); ++i) s.stock.push_back(st.stock_card(i));
  s.to_move = st.to_move();
  s.last_capturer = st.last_capturer();
  s.opening = st.opening();
  return s;
}

namespace {

SolveReport solve_state(const hurricane::State& state, const pycards::SolveOptions& options) {
  if (options.target || options.contract)
    throw OptionError("target and contract apply to the trick games (Тысяча, 1001), whose solver has a target "
                      "mode; hurricane solves for the exact point difference");
  const Adapter adapter(setup_of(state));
  const auto r = solve(adapter, options);
  const int past = adapter.past_points(state.to_move());
  SolveReport out;
  // Every game move gets the value of its class (the search's move of the same values).
  std::array<MoveId, hurricane::kMaxMoves> ids;
  const int n = state.legal_moves(ids.data());
  for (int i = 0; i < n; ++i) {
    const Move c = class_of(ids[i]);
    const auto it = std::find_if(r.moves.begin(), r.moves.end(), [&](Move m) { return move_class(m) == c; });
    std::optional<int> v;
    if (it != r.moves.end() && r.move_values[std::size_t(it - r.moves.begin())])
      v = *r.move_values[std::size_t(it - r.moves.begin())] + past;
    out.moves.push_back(ids[i]);
    out.move_values.push_back(v);
  }
  out.exact = r.exact;
  out.interrupted = r.interrupted;
  if (r.exact) out.value = r.value + past;
  int lo, hi;  // the search proves nothing outside the adapter's bounds
  adapter.bounds(adapter.root(), lo, hi);
  out.lower = std::max(r.lower, lo) + past;
  out.upper = std::min(r.upper, hi) + past;
  // The best line in game moves: at each step a game move of the line's class (the first in
  // legal_moves order), played on a copy of the state.
  hurricane::State s = state;
  for (const Move c : r.pv) {
    const int k = s.legal_moves(ids.data());
    const MoveId* found = std::find_if(ids.data(), ids.data() + k, [&](MoveId id) { return class_of(id) == move_class(c); });
    if (found == ids.data() + k) break;  // cannot happen: the search plays the rules
    out.best_line.push_back(*found);
    s.play(*found);
  }
  out.nodes = r.nodes;
  out.seconds = r.seconds;
  out.tt_bytes = r.tt_bytes;
  out.facts.emplace_back("scored", past);
  settle_report(out, options.best_only);
  return out;
}

}  // namespace

}  // namespace pycards::hurricane_solver

namespace pycards {

SolveReport solve(const hurricane::State& state, const SolveOptions& options) {
  return hurricane_solver::solve_state(state, options);
}

}  // namespace pycards
