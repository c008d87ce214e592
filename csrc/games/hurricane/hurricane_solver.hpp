// Хурикан for the exact solver (pycards/solver.hpp) — rules: docs/hurricane.md.
//
// The search works on its own compact position rather than on `hurricane::State`: everything the
// *future* of a deal depends on, and nothing else, so that more positions share a table entry.
//   * Suits play no part in Хурикан: two cards of one value are alike everywhere. A place (a
//     hand, the table) is kept as its counts of cards per value, 4 bits per value (value v in
//     bits 4v..4v+3, v = 1..10), and the search offers one move per class: a lay is a multiset of
//     values, a capture a table value and a multiset of hand values adding up to it.
//   * Piles are not kept: a capture of a table card of value t scores 2t at once for the side
//     that made it (the card and the hand cards adding up to it), returned by `play` as a reward.
//     The solve adds the points already in the piles (`Adapter::past_points`).
//   * The stock order is known and fixed for one solve: the adapter owns it; a position records
//     only how many cards are left, and a redeal adds the counts of the next round's cards.
//   * The last capturer is kept only with leftover="last_capturer" (it decides who takes the
//     table at the end); with "nobody" it is always -1, so positions that differ only in it
//     share an entry.
// Value: the side to move's final pile points of the deal minus the other's (piles already
// captured included), the leftover rule applied at the end (docs/hurricane.md, "Solver").
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "hurricane.hpp"
#include "pycards/cards.hpp"
#include "pycards/game_solve.hpp"
#include "pycards/solver.hpp"

namespace pycards::hurricane_solver {

/// Counts of cards per value, 4 bits per value: value v (1..10) in bits 4v..4v+3.
using Counts = std::uint64_t;
inline constexpr int kMaxValue = 10;
constexpr Counts one_of(int v) { return Counts{1} << (4 * v); }
constexpr int count_of(Counts c, int v) { return int((c >> (4 * v)) & 15); }
/// The counts of a set of cards of the 40-card deck.
Counts counts_of(Mask cards);
/// Number of cards and total value of counts.
int cards_of(Counts c);
int points_of(Counts c);

/// A search move: the hand counts played (bits 0..47) and, for a capture, the table value taken
/// (bits 48..51; 0 for a lay); bits 52..63 carry its order hint (a function of the position and
/// the class, so equal classes of one position are equal moves). `move_class` drops the hint.
using Move = std::uint64_t;
constexpr Move move_class(Move m) { return m & ((Move{1} << 52) - 1); }
constexpr Move lay_move(Counts played) { return played; }
constexpr Move capture_move(Counts played, int table_value) { return played | (Move(table_value) << 48); }
constexpr Counts move_played(Move m) { return m & ((Move{1} << 48) - 1); }
constexpr int move_taken(Move m) { return int((m >> 48) & 15); }

/// The search position (trivially copyable, 32 bytes).
struct Position {
  Counts hand[2] = {0, 0};
  Counts table = 0;
  std::int8_t to_move = -1;        // seat; -1 once the deal is over
  std::int8_t last_capturer = -1;  // leftover="last_capturer" only (else always -1)
  std::uint8_t stock_left = 0;     // cards left in the stock (its tail)
  std::uint8_t opening = 0;        // the opening turn of the deal (the lay cap of the opening)
};

/// Plain description of a deal position, in library terms (for building a Position).
struct Setup {
  hurricane::Config cfg{};
  int dealer = 0;
  Mask hands[2] = {0, 0};
  Mask table = 0;
  std::vector<Card> stock;  // next card first
  Mask piles[2] = {0, 0};
  int to_move = 0, last_capturer = -1;
  bool opening = false;
};

/// The solver interface of pycards/solver.hpp for Хурикан.
class Adapter {
 public:
  using Position = hurricane_solver::Position;
  using Move = hurricane_solver::Move;
  // A hand of 6 cards has at most 63 lays and 6 x 4 captures by class (fewer in fact).
  static constexpr int kMaxMoves = 128;
  // Measured on the last-two-rounds positions of the bench: below 3 cards to play a re-search is
  // cheaper than a table probe (2 and 5 were slower); ETC pays while a round is still to be dealt
  // (16 cards or more; 6, 10 and 22 were no better, 1000 = off slower).
  static constexpr int kTableMinSize = 3;
  static constexpr int kEtcMinSize = 16;

  /// Throws InvalidPositionError on a setup the solver cannot take.
  explicit Adapter(const Setup& s);

  const Position& root() const { return root_; }
  /// Points in the piles at the root, from `side`'s view (the search values exclude them).
  int past_points(int side) const { return side == 0 ? past_ : -past_; }
  /// The counts of the round dealt to `seat` when the stock holds `stock_left` cards.
  Counts dealt(int stock_left, int seat) const { return deal_[stock_left][seat]; }

  bool is_terminal(const Position& p) const { return p.to_move < 0; }
  int side(const Position& p) const { return p.to_move; }
  int terminal_value(const Position& p, int side) const {
    if (!leftover_to_capturer_ || p.last_capturer < 0) return 0;
    const int left = points_of(p.table);
    return p.last_capturer == side ? left : -left;
  }
  int legal_moves(const Position& p, Move* out) const { return search_moves(p, out); }
  int search_moves(const Position& p, Move* out) const;
  int play(Position& p, Move m) const;
  std::uint64_t hash(const Position& p) const;
  int order_hint(const Position& p, Move m) const;
  void bounds(const Position& p, int& lower, int& upper) const;
  int size(const Position& p) const { return cards_of(p.hand[0] + p.hand[1]) + p.stock_left; }

 private:
  int lay_cap(const Position& p) const { return p.opening && opening_fixed_ ? 3 : max_lay_; }

  int dealer_ = 0, max_lay_ = 3;
  bool opening_fixed_ = true, leader_alternate_ = true, leftover_to_capturer_ = false;
  std::array<std::array<Counts, 2>, 29> deal_{};   // by stock size: the round each seat receives
  std::array<std::uint8_t, 29> after_deal_{};       // stock size after that round
  std::array<int, 29> stock_points_{};              // points of the last k stock cards
  std::array<std::array<int, 2>, 29> future_{};     // points each seat still receives from k stock cards
  Position root_;
  int past_ = 0;  // side 0's pile points minus side 1's at the root
};

/// Solves `adapter.root()`: values exclude the piles at the root (add `adapter.past_points`).
solver::SolveResult<Move> solve(const Adapter& adapter, const solver::SolveOptions& options);

/// The solver's view of a game state. Throws InvalidPositionError for a deal that is over.
Setup setup_of(const hurricane::State& state);

/// The class of a game move (hurricane::State move id) in the search's terms.
Move class_of(MoveId id);

}  // namespace pycards::hurricane_solver

namespace pycards {
/// A Хурикан state's exact value and every legal move's (pycards/game_solve.hpp).
SolveReport solve(const hurricane::State& state, const SolveOptions& options);
}  // namespace pycards
