// Три палки for the exact solver (pycards/solver.hpp) — rules: docs/tri_palki.md.
//
// Perfect information: both hands, the stock order and the pile order are known (with
// recycle_shuffle the shuffles come from the seed, so they are known too). The value for the side
// to move is +1 (it wins), -1 (it loses) or 0 (a draw, only under a move limit).
//   * The search's position is a compact copy of the game's: the hands as masks, the stock and the
//     pile as card sequences, the count, the sticks, the cards played and the recyclings.
//   * Its key hashes what the future depends on: hands, count, sticks, the side to move, the stock
//     still to draw (by position) and the pile in its order (it becomes the next stock); the cards
//     played only under a move limit, the recyclings only with recycle_shuffle. Zobrist keys are
//     kept incrementally.
//   * Suits play no part, so two cards of one rank in a hand are one move (playing either leads
//     to positions that a swap of the two cards maps onto each other: equal values).
//   * Move ordering: a card that keeps the count at 31 or less first, high values first (they are
//     best played while they are safe), a card that takes a stick last.
#pragma once

#include <array>
#include <cstdint>

#include "tri_palki.hpp"
#include "pycards/game_solve.hpp"
#include "pycards/solver.hpp"

namespace pycards::tri_palki_solver {

using Move = std::uint64_t;  // the card index

struct Position {
  Mask hand[2] = {0, 0};
  std::uint64_t key = 0;              // Zobrist key of the stock and pile ranks (incremental)
  std::uint64_t hand_key = 0;         // sum of the hands' rank keys (incremental)
  std::array<std::uint8_t, 36> stock{};  // card indices; [stock_pos, stock_size) still to draw
  std::array<std::uint8_t, 36> pile{};   // bottom first
  std::int16_t played = 0, recycles = 0;
  std::int8_t count = 0, to_move = 0, winner = -1;  // winner: -1 going on, 0/1, 2 draw
  std::int8_t sticks[2] = {0, 0};
  std::uint8_t stock_pos = 0, stock_size = 0, pile_size = 0;
};

class Adapter {
 public:
  using Position = tri_palki_solver::Position;
  using Move = tri_palki_solver::Move;
  static constexpr int kMaxMoves = tri_palki::kHandSize;
  /// Enhanced transposition cutoffs where the table holds many transpositions: at positions 8
  /// cards or more before a limit (size() counts the cards left).
  static constexpr int kEtcMinSize = 8;

  /// `limit`: the cards played after which the search stops (0: none). A `cut` limit is the
  /// deepening's, not the game's: its end is worth 0 ("not decided within the limit"); otherwise
  /// it is the game's move limit with its limit_result.
  Adapter(const tri_palki::State& s, int limit, bool cut);
  const Position& root() const { return root_; }

  bool is_terminal(const Position& p) const { return p.winner >= 0; }
  int side(const Position& p) const { return p.to_move; }
  int terminal_value(const Position& p, int side) const {
    return p.winner == tri_palki::kDraw ? 0 : p.winner == side ? 1 : -1;
  }
  int legal_moves(const Position& p, Move* out) const {
    int n = 0;
    for (Mask m = p.hand[p.to_move]; m; m = clear_lowest(m)) out[n++] = static_cast<Move>(lowest_index(m));
    return n;
  }
  /// One card per rank (suits play no part).
  int search_moves(const Position& p, Move* out) const {
    int n = 0;
    unsigned ranks = 0;
    for (Mask m = p.hand[p.to_move]; m; m = clear_lowest(m)) {
      const int c = lowest_index(m);
      const unsigned bit = 1u << (c % kRanks);
      if (ranks & bit) continue;
      ranks |= bit;
      out[n++] = static_cast<Move>(c);
    }
    return n;
  }
  int play(Position& p, Move m) const;
  std::uint64_t hash(const Position& p) const;
  int order_hint(const Position& p, Move m) const {
    const int v = tri_palki::value_of(Card(static_cast<int>(m)));
    const int count = p.count + v;
    if (count > tri_palki::kMaxCount) return -100 + v;  // a stick for the mover: last
    // The other hand's lowest value: above 31 - count, every card of it takes a stick (first).
    int low = 100;
    for (Mask h = p.hand[1 - p.to_move]; h; h = clear_lowest(h)) {
      const int w = tri_palki::value_of(Card(lowest_index(h)));
      low = w < low ? w : low;
    }
    return count + low > tri_palki::kMaxCount ? 50 + v : v;
  }
  /// Under a limit whose end is worth 0 (a cut, or the game's limit with limit_result "draw"): a
  /// side that cannot take its last stick in the cards left cannot lose. A card adds at most 11,
  /// so the next stick takes at least ceil((32 - max(count, 0)) / 11) cards and each further one
  /// at least 3.
  void bounds(const Position& p, int& lower, int& upper) const {
    lower = -1;
    upper = 1;
    if (limit_ == 0 || !(cut_ || cfg_.limit_result == tri_palki::LimitResult::kDraw)) return;
    const int left = limit_ - p.played;
    const int c = p.count > 0 ? p.count : 0;
    const int first = (32 - c + 10) / 11;
    const auto cannot_lose = [&](int seat) { return left < first + 3 * (cfg_.sticks_to_lose - p.sticks[seat] - 1); };
    if (cannot_lose(p.to_move)) lower = 0;
    if (cannot_lose(1 - p.to_move)) upper = 0;
  }
  int size(const Position& p) const {
    const int left = limit_ > 0 ? limit_ - p.played : 255 - p.played;
    return left < 0 ? 0 : left > 255 ? 255 : left;
  }

 private:
  void draw(Position& p, int seat) const;

  tri_palki::Config cfg_;
  std::uint64_t seed_ = 0;
  int limit_ = 0;
  bool cut_ = false;
  Position root_;
};

}  // namespace pycards::tri_palki_solver

namespace pycards {
/// The exact solver of a Три палки state: +1 / -1 (0: a draw under a move limit) for the side to
/// move, every legal move's value.
SolveReport solve(const tri_palki::State& state, const SolveOptions& options);
}  // namespace pycards
