// Три листика card play for the exact solver (pycards/solver.hpp) — rules: docs/tri_listika.md
// ("Play", "Settlement", "Solver").
//
// Paranoid two-sided search: the seat to move at the root (side 0) against every other playing
// seat as one side (side 1). Value: what that seat gains from the settlement of the deal (the pot
// with 3 tricks, its shares with 2, nothing with 1, minus a share it pays with none); its ante is
// already paid. The search runs on the rank of that amount among the deal's possible amounts (a
// small integer, order-preserving, so the optimal play and the value are the same), and the
// report maps it back to money.
#pragma once

#include <cstdint>
#include <vector>

#include "pycards/game_solve.hpp"
#include "pycards/solver.hpp"
#include "tri_listika.hpp"

namespace pycards::tri_listika_solver {

using Move = std::uint64_t;  // the game's card-play move ids (card index, or 64 + card for down:)

struct Position {
  Mask hand[4] = {0, 0, 0, 0};
  std::uint8_t trick[4] = {0, 0, 0, 0};
  std::int8_t trick_n = 0, trick_down = 0, leader = 0, to_move = 0;  // to_move -1: the deal is over
  std::int8_t tricks[4] = {0, 0, 0, 0};
};

class Adapter {
 public:
  using Position = tri_listika_solver::Position;
  using Move = tri_listika_solver::Move;
  static constexpr int kMaxMoves = tri_listika::kMaxMoves;

  /// From a state in its card-play phase (throws InvalidPositionError otherwise), for `seat`
  /// (-1: the seat to move), which must be a playing seat.
  explicit Adapter(const tri_listika::State& s, int seat = -1);

  const Position& root() const { return root_; }
  int seat() const { return me_; }
  /// The money amount of a search value (a rank; see the header comment).
  std::int64_t money(int value) const { return amounts_[value]; }
  int ranks() const { return int(amounts_.size()); }

  // ---- the solver interface (pycards/solver.hpp) ----
  bool is_terminal(const Position& p) const { return p.to_move < 0; }
  int side(const Position& p) const { return p.to_move == me_ ? 0 : 1; }
  int terminal_value(const Position& p, int side) const {
    const int v = rank_of(outcome(p));
    return side == 0 ? v : -v;
  }
  int legal_moves(const Position& p, Move* out) const;
  int search_moves(const Position& p, Move* out) const { return legal_moves(p, out); }
  int play(Position& p, Move m) const;
  std::uint64_t hash(const Position& p) const;
  int order_hint(const Position&, Move) const { return 0; }
  int size(const Position& p) const { return popcount(p.hand[0] | p.hand[1] | p.hand[2] | p.hand[3]); }

 private:
  std::int64_t outcome(const Position& p) const;
  int rank_of(std::int64_t amount) const;
  int next_player(int seat) const;

  int me_ = 0;
  unsigned playing_ = 0;  // bit per playing seat
  int players_ = 0;
  int trump_ = tricks::kNoSuit;
  std::int64_t pot_ = 0, share_ = 0;
  bool share_from_pot_ = false;
  std::vector<std::int64_t> amounts_;  // every possible amount, ascending
  Position root_;
};

/// Solves `adapter.root()`; values are ranks (Adapter::money converts).
solver::SolveResult<Move> solve(const Adapter& adapter, const solver::SolveOptions& options);

}  // namespace pycards::tri_listika_solver

namespace pycards {
/// The card play of a Три листика state (phase "play"; otherwise InvalidPositionError): the value
/// of the seat to move (fact "seat") against the other playing seats, in money units of the
/// deal's settlement (docs/tri_listika.md, "Solver").
SolveReport solve(const tri_listika::State& state, const SolveOptions& options);
/// The same for a chosen playing `seat` (values from its view whoever is to move).
SolveReport solve(const tri_listika::State& state, const SolveOptions& options, int seat);
}  // namespace pycards
