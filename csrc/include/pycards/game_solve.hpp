// pycards/game_solve.hpp — solving a game state: what every solvable game gives, in its terms.
//
// The search core (pycards/solver.hpp) knows positions and moves of an adapter; a user knows
// game states and the game's move ids. Each solvable game declares, next to its adapter,
//
//   SolveReport pycards::solve(const G::State&, const pycards::SolveOptions&);
//
// which builds the adapter from the state, runs the core, and reports in the game's own terms:
// the game's move ids (the ids of `State::legal_moves`), values as `pc.solve` gives them (points
// already settled included), and a best line of game moves. The Python `pc.solve(state)` is this
// function behind one generic binding (bindings/solve_binding.hpp), so C++ and Python agree.
#pragma once

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "pycards/game.hpp"
#include "pycards/solver.hpp"

namespace pycards {

/// The options of a state solve: the search's own, and a yes/no goal for games that have one.
struct SolveOptions : solver::SolveOptions {
  /// "Does the side reach `target`?" instead of the exact value (a zero-window search). Only
  /// games with a target mode take it (Тысяча / 1001: the declarer's total); others refuse it.
  std::optional<int> target;
  /// The target is the deal's own contract (games with a contract; Тысяча / 1001).
  bool contract = false;
};

/// The exact value of a state and of its legal moves, in the game's units and move ids.
struct SolveReport {
  /// The value proved, a best move named and the best line complete (when asked for).
  bool exact = false;
  bool interrupted = false;                       // stopped by SolveOptions::interrupted
  std::optional<int> value;                       // when exact
  int lower = 0, upper = 0;                       // proved bounds (equal when exact)
  std::vector<MoveId> moves;                      // every legal move, as State::legal_moves ids
  std::vector<std::optional<int>> move_values;    // each move's exact value, where proved
  std::vector<MoveId> best;                       // the moves worth `value` (when exact)
  std::vector<MoveId> best_line;                  // game moves to the end of the deal (when exact)
  std::uint64_t nodes = 0;
  double seconds = 0;
  std::size_t tt_bytes = 0;
  /// Game-specific facts of the result, by name (Тысяча: "declarer", "target").
  std::vector<std::pair<std::string, int>> facts;
};

/// A game whose states `pycards::solve` takes.
template <class G>
concept Solvable = requires(const typename G::State& s, const SolveOptions& o) {
  { solve(s, o) } -> std::same_as<SolveReport>;
};

/// Fills `best` (the moves worth the value) and clears what an inexact result cannot claim: the
/// part every game's report shares once moves, values and the line are set. `best_only`
/// (SolveOptions::best_only): only the best moves keep a value, whatever the game's root proved.
inline void settle_report(SolveReport& r, bool best_only = false) {
  r.best.clear();
  if (!r.exact) {
    r.value.reset();
    r.best_line.clear();
    return;
  }
  for (std::size_t i = 0; i < r.moves.size(); ++i) {
    if (r.move_values[i] && *r.move_values[i] == *r.value)
      r.best.push_back(r.moves[i]);
    else if (best_only)
      r.move_values[i].reset();
  }
}

/// The report of a paranoid search for one seat against the rest (the seat is side 0 at the root
/// when `seat_moves`): the core's side-to-move values are turned to the seat's view and then to the
/// game's units by `conv`; fact "seat" names the seat. Moves are the game's ids (Move = MoveId).
template <class Result, class Conv>
SolveReport seat_report(const Result& r, bool seat_moves, int seat, Conv conv) {
  const auto value = [&](int v) { return int(conv(seat_moves ? v : -v)); };
  SolveReport out;
  for (std::size_t i = 0; i < r.moves.size(); ++i) {
    out.moves.push_back(r.moves[i]);
    out.move_values.push_back(r.move_values[i] ? std::optional<int>(value(*r.move_values[i])) : std::nullopt);
  }
  out.exact = r.exact;
  out.interrupted = r.interrupted;
  if (r.exact) out.value = value(r.value);
  out.lower = seat_moves ? value(r.lower) : value(r.upper);
  out.upper = seat_moves ? value(r.upper) : value(r.lower);
  out.best_line = r.pv;
  out.nodes = r.nodes;
  out.seconds = r.seconds;
  out.tt_bytes = r.tt_bytes;
  out.facts.emplace_back("seat", seat);
  settle_report(out);
  return out;
}

}  // namespace pycards
