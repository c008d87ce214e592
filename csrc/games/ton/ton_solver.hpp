// Тон card play for the exact solver (pycards/solver.hpp) — rules: docs/ton.md ("Play", "Solver").
//
// Paranoid two-sided search: the seat to move at the root (side 0) against every other playing
// seat as one side (side 1). Value: the tricks that seat takes from the position to the end of the
// deal (0 to 5; with stop_at_target the deal ends at the trick that reaches the target).
#pragma once

#include <cstdint>

#include "pycards/game_solve.hpp"
#include "pycards/solver.hpp"
#include "ton.hpp"

namespace pycards::ton_solver {

using Move = std::uint64_t;  // the game's card ids

struct Position {
  Mask hand[ton::kMaxPlayers] = {0, 0, 0, 0, 0, 0};
  std::uint8_t trick[ton::kMaxPlayers] = {0, 0, 0, 0, 0, 0};
  std::int8_t trick_n = 0, leader = 0, to_move = 0;  // to_move -1: the deal is over
  std::int8_t tricks[ton::kMaxPlayers] = {0, 0, 0, 0, 0, 0};
  std::int8_t reached = 0;  // someone reached the target (stop_at_target)
};

class Adapter {
 public:
  using Position = ton_solver::Position;
  using Move = ton_solver::Move;
  static constexpr int kMaxMoves = ton::kMaxMoves;

  /// From a state in its card-play phase (InvalidPositionError otherwise), for `seat` (-1: the
  /// seat to move), which must be a playing seat.
  explicit Adapter(const ton::State& s, int seat = -1);

  const Position& root() const { return root_; }
  int seat() const { return me_; }

  bool is_terminal(const Position& p) const { return p.to_move < 0; }
  int side(const Position& p) const { return p.to_move == me_ ? 0 : 1; }
  int terminal_value(const Position& p, int side) const {
    const int v = p.tricks[me_] - root_.tricks[me_];
    return side == 0 ? v : -v;
  }
  int legal_moves(const Position& p, Move* out) const;
  int search_moves(const Position& p, Move* out) const { return legal_moves(p, out); }
  int play(Position& p, Move m) const;
  std::uint64_t hash(const Position& p) const;
  int order_hint(const Position&, Move) const { return 0; }
  int size(const Position& p) const;

 private:
  int next_player(int seat) const;

  int me_ = 0;
  int n_ = 0;             // seats at the table
  unsigned playing_ = 0;  // bit per playing seat
  int players_ = 0;
  int trump_ = 0;
  tricks::BeatRule rule_ = tricks::BeatRule::kWinningCard;
  bool overtrump_ = false;
  bool stop_ = false;
  int target_ = 15;
  int scores_[ton::kMaxPlayers] = {0, 0, 0, 0, 0, 0};
  Position root_;
};

solver::SolveResult<Move> solve(const Adapter& adapter, const solver::SolveOptions& options);

}  // namespace pycards::ton_solver

namespace pycards {
/// The card play of a Тон state (phase "play"; otherwise InvalidPositionError): the tricks the
/// seat to move takes to the end of the deal against the other playing seats (docs/ton.md, "Solver").
SolveReport solve(const ton::State& state, const SolveOptions& options);
/// The same for a chosen playing `seat` (values from its view whoever is to move).
SolveReport solve(const ton::State& state, const SolveOptions& options, int seat);
}  // namespace pycards
