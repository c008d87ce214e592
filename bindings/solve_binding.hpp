// The one solve binding every solvable game uses: `State._solve(...)`, pycards.solve's engine.
// It checks the common options, runs `pycards::solve(state, options)` with the GIL released
// (Ctrl-C stops it) and returns the report as the plain dict pycards/solve.py reads.
#pragma once

#include <optional>

#include "common.hpp"
#include "pycards/game_solve.hpp"
#include "solver_options.hpp"

namespace pycards::bind {

/// The report of game G as a dict: move texts as the game writes them.
template <class G>
py::dict report_dict(const SolveReport& r) {
  const auto value = [](const std::optional<int>& v) { return v ? py::object(py::int_(*v)) : py::object(py::none()); };
  py::dict moves;
  for (std::size_t i = 0; i < r.moves.size(); ++i) moves[py::str(G::move_text(r.moves[i]))] = value(r.move_values[i]);
  py::list best, line;
  for (MoveId m : r.best) best.append(py::str(G::move_text(m)));
  for (MoveId m : r.best_line) line.append(py::str(G::move_text(m)));
  py::dict facts;
  for (const auto& [k, v] : r.facts) facts[py::str(k)] = v;
  py::dict out;
  out["exact"] = r.exact;
  out["value"] = value(r.value);
  out["lower"] = r.lower;
  out["upper"] = r.upper;
  out["moves"] = moves;
  out["best"] = best;
  out["pv"] = line;
  out["nodes"] = r.nodes;
  out["seconds"] = r.seconds;
  out["tt_bytes"] = r.tt_bytes;
  out["facts"] = facts;
  return out;
}

/// Runs `solve` (a SolveReport from SolveOptions) with the GIL released and Ctrl-C polled.
/// `progress`, `every`: see Interrupt (None: no progress calls).
template <class F>
SolveReport run_solve(SolveOptions opt, F&& solve, py::object progress = py::none(), double every = 0.5) {
  Interrupt interrupt(opt, std::move(progress), every);
  SolveReport r;
  {
    py::gil_scoped_release release;
    r = solve(opt);
  }
  interrupt.rethrow();
  return r;
}

/// SolveOptions from the arguments of `_solve` (pycards/solve.py checks their types first).
inline SolveOptions state_solve_options(std::uint64_t limit_nodes, double tt_mb, bool pv, int all_moves,
                                        std::optional<int> target, bool contract) {
  SolveOptions opt;
  static_cast<solver::SolveOptions&>(opt) = solve_options(limit_nodes, tt_mb, pv, all_moves);
  opt.target = target;
  opt.contract = contract;
  return opt;
}

/// Gives the state class of solvable game G its `_solve` method (one call in G's binding file).
template <class G>
  requires Solvable<G>
void bind_solve(py::class_<typename G::State>& state) {
  using S = typename G::State;
  state.def(
      "_solve",
      [](const S& s, std::uint64_t limit_nodes, double tt_mb, bool pv, int all_moves, std::optional<int> target,
         bool contract, py::object progress, double progress_every) {
        if (!(progress_every > 0 && progress_every <= 3600)) throw Error("progress_every must be a number of seconds in (0, 3600]");
        if (!progress.is_none() && !PyCallable_Check(progress.ptr())) throw py::type_error("progress must be callable or None");
        const S copy = s;  // read with the GIL released (another thread may play on s); solve() by ADL
        return report_dict<G>(run_solve(state_solve_options(limit_nodes, tt_mb, pv, all_moves, target, contract),
                                        [&](const SolveOptions& o) { return solve(copy, o); }, std::move(progress),
                                        progress_every));
      },
      py::arg("limit_nodes") = 0, py::arg("tt_mb") = 96.0, py::arg("pv") = true, py::arg("all_moves") = int(kEveryMove),
      py::arg("target") = py::none(), py::arg("contract") = false, py::arg("progress") = py::none(),
      py::arg("progress_every") = 0.5,
      "The exact solver on this state (private; use pycards.solve).");
}

/// Gives the state class of game G `_solve_seat(seat, ...)`: the solver for a chosen seat
/// (`solve(state, options, seat)` by ADL), seat in 0 .. players(state) - 1 (pycards/solve.py's
/// solve_seat reads the report).
template <class G, class Players>
void bind_solve_seat(py::class_<typename G::State>& state, Players players) {
  using S = typename G::State;
  state.def(
      "_solve_seat",
      [players](const S& s, py::handle seat, std::uint64_t limit_nodes, double tt_mb, bool pv, int all_moves) {
        const S copy = s;
        const int who = static_cast<int>(to_int(seat, "seat", 0, players(s) - 1));
        return report_dict<G>(run_solve(state_solve_options(limit_nodes, tt_mb, pv, all_moves, std::nullopt, false),
                                        [&](const SolveOptions& o) { return solve(copy, o, who); }));
      },
      py::arg("seat"), py::arg("limit_nodes") = 0, py::arg("tt_mb") = 96.0, py::arg("pv") = true,
      py::arg("all_moves") = int(kEveryMove), "The exact solver for a chosen seat (private; use pycards.<game>.solve_seat).");
}

}  // namespace pycards::bind
