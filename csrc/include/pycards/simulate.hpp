// pycards/simulate.hpp — the per-game loop of pycards.simulate (game-free, no Python).
//
// Each game defines, in one of its existing core files, `Simulator simulator(const Game&)` (declared
// in its header) as `make_simulator<Game, kColumns>(score, fill)`: a plain function pointer that
// plays rows [begin, end) of a batch into int64 column arrays: scores (n, sides), moves, deals,
// then the game's breakdown: its own table of named columns (`SimColumn`, a constexpr array in the
// game's file) filled from the final state by a captureless lambda through a `SimRow` cursor, in
// table order: a scalar column takes one value per row, a per-side column `sides` (side 0 first).
// The bindings call the loop per chunk with the GIL released (bindings/simulate.cpp), so it is
// compiled once per game, in that game's own translation unit.
//
// Row i: without a start state, new_deal(seed + i, i % players) (or new_match(seed + i) when
// `match`) played with Rng(seed + i + 1); from a start state, a copy of it played with
// Rng(seed + i). "random" draws uniformly among the legal moves (legal_moves() order, the same
// draw as bindings' random_games); "greedy" calls the game's `greedy_move(const State&, Rng&)`
// where the game has one (found by argument-dependent lookup). Allocation-free per row.
#pragma once

#include <concepts>
#include <cstdint>
#include <iterator>
#include <string_view>

#include "pycards/game.hpp"
#include "pycards/rng.hpp"

namespace pycards {

/// A state that counts its legal moves and gives the k-th one (legal_moves() order) without
/// listing them: the random playouts draw from these.
template <class S>
concept CountsMoves = requires(const S& s, int k) {
  { s.move_count() } -> std::convertible_to<int>;
  { s.nth_move(k) } -> std::convertible_to<MoveId>;
};

/// One uniformly drawn legal move of `s` (the same draw as from the legal_moves() list).
template <class S>
MoveId random_move(const S& s, Rng& rng, MoveId* buf) {
  if constexpr (CountsMoves<S>) {
    return s.nth_move(int(rng.below(std::uint32_t(s.move_count()))));
  } else {
    const int k = s.legal_moves(buf);
    return buf[rng.below(std::uint32_t(k))];
  }
}

/// A game whose namespace declares `greedy_move(const State&, Rng&) -> MoveId`.
template <class S>
concept HasGreedy = requires(const S& s, Rng& rng) {
  { greedy_move(s, rng) } -> std::convertible_to<MoveId>;
};

/// One batch request (the bindings validate every field).
struct SimArgs {
  std::uint64_t seed = 0;
  bool match = false;          // whole games (new_match) instead of single deals
  bool greedy = false;         // greedy_move instead of uniform draws (only if has_greedy)
  int players = 1;             // seats: dealer of deal row i is i % players
  int sides = 1;               // score columns (state.scores() length)
  const void* start = nullptr; // a G::State to play from, or null
};

/// One breakdown column of a game: its name (the key of pycards.simulate's dict), whether it
/// holds one value per side (shape (n, sides)) or one per row (shape (n,)), and whether -1 in it
/// means "no value" (None, a draw, no card: the CLI's means leave those rows out).
struct SimColumn {
  const char* name;
  bool per_side;
  bool none = false;
};

/// The column arrays of a batch: `col[0]` the scores (n, sides), `col[1]` the moves (n,),
/// `col[2]` the deals (n,), then one array per breakdown column in table order, (n,) or
/// (n, sides), each C-contiguous. Separate arrays, so Python hands them out without a copy.
inline constexpr int kBaseColumns = 3;

/// The breakdown values of row `i`, in table order, are written through this cursor (no bounds
/// are kept: the fill writes exactly its table's columns, which tests/test_simulate_breakdown.py
/// checks against the Python API column by column).
struct SimRow {
  std::int64_t* const* col;  // the breakdown's arrays
  long long i;
  int sides;
  /// Scalar columns, one value each, in order.
  template <class... V>
  void put(V... v) {
    (((*col++)[i] = std::int64_t(v)), ...);
  }
  /// Per-side columns, each f(side) for side 0 .. sides - 1, in order.
  template <class... F>
  void per_side(F... f) {
    (one_per_side(f), ...);
  }
  /// Per-side columns held in arrays indexed by side (a[0] .. a[sides - 1]), in order.
  template <class... A>
  void sides_of(const A&... a) {
    (one_per_side([&](int p) { return a[p]; }), ...);
  }

 private:
  template <class F>
  void one_per_side(F f) {
    std::int64_t* row = *col++ + i * sides;
    for (int p = 0; p < sides; ++p) row[p] = std::int64_t(f(p));
  }
};

/// What one game offers simulate(): whether it has a C++ greedy bot, its breakdown columns, and
/// its row loop.
struct Simulator {
  bool has_greedy = false;
  int n_extra = 0;                    // breakdown columns
  const SimColumn* extra = nullptr;   // n_extra of them, static storage of the game's file
  /// Plays rows [begin, end) into the column arrays `col` (kBaseColumns + n_extra of them).
  void (*rows)(const void* game, const SimArgs& args, long long begin, long long end,
               std::int64_t* const* col) = nullptr;
};

/// Plays rows [begin, end) (see the file comment) into the column arrays `col`.
template <class G, class Score, class Fill>
void simulate_rows(const G& game, const SimArgs& a, long long begin, long long end, std::int64_t* const* col,
                   Score score, Fill fill) {
  using S = typename G::State;
  MoveId buf[G::kMaxMoves];
  for (long long i = begin; i < end; ++i) {
    const std::uint64_t k = std::uint64_t(i);
    S s = a.start ? *static_cast<const S*>(a.start)
                  : (a.match ? game.new_match(a.seed + k) : game.new_deal(a.seed + k, int(i % a.players)));
    Rng rng(a.start ? a.seed + k : a.seed + k + 1);
    std::int64_t moves = 0;
    while (!s.is_over()) {
      MoveId m;
      if constexpr (HasGreedy<S>) {
        m = a.greedy ? MoveId(greedy_move(s, rng)) : random_move(s, rng, buf);
      } else {
        m = random_move(s, rng, buf);
      }
      s.play(m);
      ++moves;
    }
    std::int64_t* scores = col[0] + i * a.sides;
    for (int p = 0; p < a.sides; ++p) scores[p] = std::int64_t(score(s, p));
    col[1][i] = moves;
    if constexpr (requires { s.deals_played(); })
      col[2][i] = std::int64_t(s.deals_played());
    else
      col[2][i] = 1;
    SimRow w{col + kBaseColumns, i, a.sides};
    fill(s, w);
  }
}

/// Are the names of a breakdown table distinct, and none of them a base column's? (They are the
/// keys of one dict.)
template <std::size_t N>
constexpr bool distinct_names(const SimColumn (&cols)[N]) {
  constexpr std::string_view kBase[kBaseColumns] = {"scores", "moves", "deals"};
  for (std::size_t i = 0; i < N; ++i) {
    const std::string_view a = cols[i].name;
    for (std::string_view b : kBase)
      if (a == b) return false;
    for (std::size_t j = 0; j < i; ++j)
      if (a == cols[j].name) return false;
  }
  return true;
}

/// The Simulator of game G: `Cols` the game's constexpr breakdown table (a namespace-scope
/// `constexpr SimColumn kColumns[]`, static storage: the Simulator points at it), `Score` a
/// captureless lambda `(const State&, int side) -> integer` and `Fill` a captureless lambda
/// `(const State&, SimRow&)` writing the table's values in order.
template <class G, const auto& Cols, class Score, class Fill>
Simulator make_simulator(Score, Fill) {
  static_assert(distinct_names(Cols), "a breakdown column repeats a name (or is scores, moves, deals)");
  Simulator sim;
  sim.has_greedy = HasGreedy<typename G::State>;
  sim.n_extra = int(std::size(Cols));
  sim.extra = Cols;
  sim.rows = [](const void* game, const SimArgs& a, long long begin, long long end, std::int64_t* const* col) {
    simulate_rows(*static_cast<const G*>(game), a, begin, end, col, Score{}, Fill{});
  };
  return sim;
}

}  // namespace pycards
