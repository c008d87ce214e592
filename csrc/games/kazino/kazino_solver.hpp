// Казино (kazino) for the exact solver (pycards/solver.hpp) — rules: docs/kazino.md.
//
// 2 players, or 4 in two partnerships (seats 0+2 and 1+3): two sides, side = seat & 1. The value
// searched is the point difference of the rest of the deal: a capture of 2♠ (2 points) or 10♦
// (1 point) is a reward the moment it is made, and the most-cards point and the leftovers are
// settled at the end (terminal_value). The solve adds the points already scored before the root
// (2♠ / 10♦ in the piles), so pc.solve's values are the deal's whole point difference.
//
// The search's own compact position holds what the future of the deal depends on and no more:
// the hands, the table, how many cards are left in the stock (the stock order is fixed for one
// solve and kept by the adapter), the difference of captured cards, and (leftover =
// "last_capturer" only) the side of the last capture.
//
// Symmetry: the rules look at a card's value, and at whether it is 2♠ or 10♦, never at its suit
// otherwise. Permuting the other cards of one rank within one place (a hand, the table) leaves a
// position unchanged, so the search offers one played card per rank (plus 2♠ / 10♦) and only
// the capture sets that take, per rank, the lowest-indexed of the table's ordinary cards of that
// rank; the transposition key counts ordinary cards per rank and place, so positions that differ
// by such a swap between places (a 5♣ in hand and 5♥ on the table against the other way round)
// share an entry.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include "kazino.hpp"
#include "pycards/captures.hpp"
#include "pycards/cards.hpp"
#include "pycards/game_solve.hpp"
#include "pycards/solver.hpp"

namespace pycards::kazino_solver {

/// A solver move is the game's move id (kazino.hpp): the played card | captured mask << 6.
using Move = std::uint64_t;

inline constexpr Mask kTwoSpades = kazino::kTwoOfSpades.bit();
inline constexpr Mask kTenDiamonds = kazino::kTenOfDiamonds.bit();
inline constexpr Mask kSpecial = kTwoSpades | kTenDiamonds;

/// The search position (48 bytes, trivially copyable).
struct Position {
  Mask hand[4] = {0, 0, 0, 0};  // seats 2 and 3 empty with 2 players
  Mask table = 0;
  std::int8_t to_move = -1;     // seat, -1 once the deal is over
  std::int8_t cards_diff = 0;   // captured cards, side 0 minus side 1
  std::int8_t last_side = -1;   // side of the last capture (leftover="last_capturer" only, else -1)
  std::uint8_t stock_left = 0;  // cards left in the stock (its tail)
};

/// Plain description of a deal position, in library terms.
struct Setup {
  int players = 2, dealer = 0;
  bool multi_set = false;
  kazino::Leftover leftover = kazino::Leftover::kDealer;
  Mask hands[4] = {0, 0, 0, 0};
  Mask table = 0;
  std::vector<Card> stock;  // next card first
  Mask piles[2] = {0, 0};   // per side
  int to_move = 0, last_capturer = -1;
};

/// The solver interface of pycards/solver.hpp for Казино. The search is instantiated in
/// solver.cpp (call `solve()` below).
class Adapter {
 public:
  using Position = kazino_solver::Position;
  using Move = kazino_solver::Move;
  // Search frames hold a few arrays of this size on the stack (~14 KB each, 47 plies at most).
  // Positions that would need more moves are refused (the solve throws).
  static constexpr int kMaxMoves = 512;
  static constexpr int kTableMinSize = 3;

  /// Throws OptionError for more than two sides, InvalidPositionError for a setup the solver
  /// cannot take.
  explicit Adapter(const Setup& s);

  const Position& root() const { return root_; }
  /// Points scored before the root (2♠, 10♦ in the piles) from `side`'s view.
  int past_points(int side) const { return side == 0 ? past_ : -past_; }

  bool is_terminal(const Position& p) const { return p.to_move < 0; }
  int side(const Position& p) const { return p.to_move & 1; }
  int terminal_value(const Position& p, int side) const;
  /// Every legal move, in State::legal_moves' order.
  int legal_moves(const Position& p, Move* out) const;
  /// One move per class of equivalent moves (see the top of this file).
  int search_moves(const Position& p, Move* out) const;
  int play(Position& p, Move m) const;
  std::uint64_t hash(const Position& p) const;
  int order_hint(const Position& p, Move m) const;
  void bounds(const Position& p, int& lower, int& upper) const;
  int size(const Position& p) const {
    return popcount(p.hand[0] | p.hand[1] | p.hand[2] | p.hand[3]) + p.stock_left;
  }

 private:
  /// The capture sets of a card of value v on `table` (single sets, or with multi_set every
  /// union of disjoint ones), written to `out` (at most `room`; more set overflow_). Returns
  /// how many.
  int capture_sets(Mask table, int v, Mask* out, int room) const;
  void deal_round(Position& p) const;

  int players_ = 2, dealer_ = 0;
  bool multi_set_ = false;
  kazino::Leftover leftover_ = kazino::Leftover::kDealer;
  int stock_n_ = 0;
  std::array<std::uint8_t, kazino::kStockMax> stock_{};
  std::array<Mask, kazino::kStockMax + 1> stock_mask_{};  // the last k stock cards
  Position root_;
  int past_ = 0;  // side 0's points scored before the root
  // multi_set scratch (one solve per adapter, one thread): the single sets and their unions.
  struct Scratch {
    std::array<Mask, kazino::kMaxSets> sets;
    std::array<Mask, kazino::kMaxMoves> unions;
    captures::UnionSeen<16> seen;
  };
  std::unique_ptr<Scratch> scratch_;
  mutable bool overflow_ = false;  // a move list would not fit (the solve throws)
  friend solver::SolveResult<Move> solve(const Adapter&, const solver::SolveOptions&);
};

/// Solves `adapter.root()`. Values exclude the points scored before the root: add
/// `adapter.past_points(side)`.
solver::SolveResult<Move> solve(const Adapter& adapter, const solver::SolveOptions& options);

/// The solver's view of a game state. Throws InvalidPositionError for a deal that is over and
/// OptionError for a game of more than two sides.
Setup setup_of(const kazino::State& state);

/// Solves a setup; the report has kazino::State move ids and values from the side to move's view
/// with the points scored before the root included (pc.solve's values).
SolveReport solve_setup(const Setup& setup, const pycards::SolveOptions& options);

}  // namespace pycards::kazino_solver

namespace pycards {
/// A Казино state's exact value and every legal move's (pycards/game_solve.hpp).
SolveReport solve(const kazino::State& state, const SolveOptions& options);
}  // namespace pycards
