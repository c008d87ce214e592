// Тысяча / 1001 states for the exact solver: a state in, a report in the game's terms out
// (pycards/game_solve.hpp). The search itself is solver.cpp.
#include <string>

#include "thousand_solver.hpp"
#include "pycards/errors.hpp"

namespace pycards {
namespace {

template <class S>
SolveReport solve_play(const S& s, const SolveOptions& options) {
  if (s.phase() != "play")
    throw InvalidPositionError("the solver needs a deal in its card-play phase, not '" + std::string(s.phase()) +
                               "': " + s.notation());
  if (options.contract && options.target) throw OptionError("give a target or the contract, not both");
  int target = -1;
  if (options.contract) {
    if (s.contract() <= 0) throw InvalidPositionError("no contract yet in " + s.notation());
    // round_before_compare: round5(total) >= C (a multiple of 5) is total >= C - 2
    target = s.config().round_before_compare ? s.contract() - 2 : s.contract();
  } else if (options.target) {
    if (*options.target < 0 || *options.target > 100000) throw OptionError("target must be in 0 .. 100000");
    target = *options.target;
  }
  const thousand_solver::Adapter adapter(s.table(), s.config().play, target);
  const auto r = thousand_solver::solve(adapter, options);
  // Root side-to-move values -> the declarer's units: his total (exact mode) or 1/0 (target).
  const bool declarer_moves = adapter.side(adapter.root()) == 0;
  const int past = adapter.target_mode() ? 0 : adapter.past();
  const auto conv = [&](int v) { return past + (declarer_moves ? v : -v); };
  SolveReport out;
  for (std::size_t i = 0; i < r.moves.size(); ++i) {
    out.moves.push_back(r.moves[i]);
    out.move_values.push_back(r.move_values[i] ? std::optional<int>(conv(*r.move_values[i])) : std::nullopt);
  }
  out.exact = r.exact;
  out.interrupted = r.interrupted;
  if (r.exact) out.value = conv(r.value);
  out.lower = declarer_moves ? conv(r.lower) : conv(r.upper);
  out.upper = declarer_moves ? conv(r.upper) : conv(r.lower);
  out.best_line = adapter.expand_line(r.pv);
  out.nodes = r.nodes;
  out.seconds = r.seconds;
  out.tt_bytes = r.tt_bytes;
  out.facts.emplace_back("declarer", int(s.table().declarer));
  if (target >= 0) out.facts.emplace_back("target", target);
  settle_report(out, options.best_only);
  return out;
}

}  // namespace

SolveReport solve(const thousand::State& state, const SolveOptions& options) { return solve_play(state, options); }
SolveReport solve(const thousand_one::State& state, const SolveOptions& options) { return solve_play(state, options); }

}  // namespace pycards
