// Тысяча / 1001 card play for the exact solver (pycards/solver.hpp) — rules:
// docs/thousand.md, docs/thousand_one.md ("Play"); the card-play engine it mirrors
// is thousand::Table (thousand_common.hpp), whose rulings it follows move for move.
//
// Value: the declarer's card points plus his credited declaration bonuses (unrounded), from the
// position to the end of the deal, the declarer maximising and the two opponents (one side)
// minimising. Sides: 0 = the declarer, 1 = the opponents.
//   * Exact mode: `play` returns the points the declarer gains by the move (a trick he wins, a
//     declaration he makes), signed for the side that moved; the search value is the declarer's
//     *future* gain, and the caller adds what he already has (`past()`).
//   * Target mode (zero-window "does he make it?"): the position carries `need`, the points the
//     declarer still lacks; rewards are 0 and a finished deal is worth 1 to the declarer when
//     need <= 0, else 0. Values are then 0/1 and one zero-window search settles the root.
// The search position is compact: the three playing hands by *position* (0..2 = Table::active,
// clockwise; 1001 with 4 players: the dealer sits out), the trick, the trump (and its maker only
// when H26 makes it matter), the declared suits, the tricks played and the H35 ace runs.
// Marriage, bed marriage and ace-trump declarations are moves like any card. No equivalence
// pruning: every rank has its own card points (A 11, 10 10, K 4, Q 3, J 2, 9 0), so no two cards
// of a hand are provably interchangeable in this value.
#pragma once

#include <cstdint>
#include <vector>

#include "pycards/game_solve.hpp"
#include "thousand.hpp"
#include "thousand_common.hpp"
#include "thousand_one.hpp"
#include "pycards/solver.hpp"

namespace pycards::thousand_solver {

using Move = std::uint64_t;  // the game's card-play move id: card index | kind << 6

struct Position {
  Mask hand[3] = {0, 0, 0};     // by playing position
  std::uint8_t trick[2] = {0, 0};  // card indices on the table, in play order
  std::int8_t trick_n = 0, leader = 0, to_move = 0;  // positions; to_move -1: the deal is over
  std::int8_t trump = -1, maker = -1;
  std::uint8_t declared = 0, tricks_played = 0;
  std::int8_t ace_run[3] = {-1, -1, -1};
  std::int16_t need = 0;  // target mode: points the declarer still lacks
};

class Adapter {
 public:
  using Position = thousand_solver::Position;
  using Move = thousand_solver::Move;
  static constexpr int kMaxMoves = 40;

  /// From a deal's table in the card-play phase (throws InvalidPositionError otherwise).
  /// `target` < 0: exact mode; else target mode with this many points to reach.
  Adapter(const thousand::Table& t, const thousand::PlayRules& rules, int target = -1);

  const Position& root() const { return root_; }
  /// What the declarer already has: card points of his tricks plus credited bonuses.
  int past() const { return past_; }
  int declarer_position() const { return decl_; }
  bool target_mode() const { return target_mode_; }
  int seat_of(int position) const { return seat_[position]; }

  // ---- the solver interface (pycards/solver.hpp) ----
  bool is_terminal(const Position& p) const { return p.to_move < 0; }
  int side(const Position& p) const { return p.to_move == decl_ ? 0 : 1; }
  int terminal_value(const Position& p, int side) const {
    if (!target_mode_) return 0;
    const int v = p.need <= 0 ? 1 : 0;
    return side == 0 ? v : -v;
  }
  int legal_moves(const Position& p, Move* out) const;
  int search_moves(const Position& p, Move* out) const { return legal_moves(p, out); }
  /// Plays `m`, then every forced play (a seat with a single legal card) that follows: forced
  /// plays never branch, so they ride along with the move and cost no node.
  int play(Position& p, Move m) const;
  std::uint64_t hash(const Position& p) const;
  int order_hint(const Position& p, Move m) const;
  void bounds(const Position& p, int& lower, int& upper) const;
  int size(const Position& p) const {
    return popcount(p.hand[0] | p.hand[1] | p.hand[2]);
  }

  /// The principal variation `line` of a solve with the forced plays (a single legal move) that
  /// `play` makes along the way filled in: the full move sequence.
  std::vector<Move> expand_line(const std::vector<Move>& line) const;

  // The hot members below are defined `inline` in solver.cpp, the one unit that
  // instantiates the search, so that they inline into it: call them from there only.

  /// The largest gain the declarer could still make (remaining card points + declarations).
  int max_gain(const Position& p) const;

 private:
  int step(Position& p, Move m) const;  // one play; returns the declarer's gain
  bool forced(const Position& p, Move& m) const;
  int sure_trick(const Position& p) const;  // see bounds()
  int cash(const Position& p, unsigned& cashed_trumps, bool& all) const;  // see bounds()
  /// The declarations a hand can still lead (see declarable()); any(): it could lead a new trump.
  struct Declarable {
    unsigned kq = 0, qj = 0;  // suits of its undeclared marriages, bed marriages
    bool aces = false;        // H16's ace trump
    bool any() const { return kq || qj || aces; }
  };
  Declarable declarable(Mask hand, unsigned declared) const;
  int declaration_value(const Declarable& d, bool sum) const;
  int play_bonus(Mask hand) const;
  bool never_wins(const Position& p) const;
  int lead_bonus(const Position& p) const;
  int transfer(const Position& p, unsigned eve, bool& all) const;  // see bounds()

  thousand::PlayRules r_;
  int decl_ = 0;
  int seat_[3] = {0, 1, 2};
  bool target_mode_ = false;
  int past_ = 0;
  Position root_;
};

/// Solves `adapter.root()` (one compilation unit with the adapter so the search inlines it).
/// Values are the root side to move's (see Adapter); the caller converts to the declarer's view.
solver::SolveResult<Move> solve(const Adapter& adapter, const solver::SolveOptions& options);

}  // namespace pycards::thousand_solver

namespace pycards {
/// The card play of a Тысяча / 1001 state (phase "play"; otherwise InvalidPositionError): values
/// in the declarer's units whoever is to move, his final total (card points and credited
/// bonuses, unrounded, what he has included), or with a target 1 when he reaches it and 0 when
/// not. `contract` takes the deal's contract as the target (`round_before_compare`: C - 2).
/// Facts: "declarer" (seat), "target" (with a target).
SolveReport solve(const thousand::State& state, const SolveOptions& options);
SolveReport solve(const thousand_one::State& state, const SolveOptions& options);
}  // namespace pycards
