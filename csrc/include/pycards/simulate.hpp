// pycards/simulate.hpp — the per-game loop of pycards.simulate (game-free, no Python).
//
// Each game defines, in one of its existing core files, `Simulator simulator(const Game&)` (declared
// in its header) as `make_simulator<Game>(score)`: a plain function pointer that plays rows
// [begin, end) of a batch into flat int64 rows `score_0 .. score_{sides-1}, moves, deals`. The
// bindings call it per chunk with the GIL released (bindings/simulate.cpp), so the loop is
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

/// What one game offers simulate(): whether it has a C++ greedy bot, and its row loop.
struct Simulator {
  bool has_greedy = false;
  void (*rows)(const void* game, const SimArgs& args, long long begin, long long end, std::int64_t* out) = nullptr;
};

/// Plays rows [begin, end) (see the file comment); row i is written to out + i * (sides + 2).
template <class G, class Score>
void simulate_rows(const G& game, const SimArgs& a, long long begin, long long end, std::int64_t* out, Score score) {
  using S = typename G::State;
  MoveId buf[G::kMaxMoves];
  const int width = a.sides + 2;
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
    std::int64_t* row = out + i * width;
    for (int p = 0; p < a.sides; ++p) row[p] = std::int64_t(score(s, p));
    row[a.sides] = moves;
    if constexpr (requires { s.deals_played(); })
      row[a.sides + 1] = std::int64_t(s.deals_played());
    else
      row[a.sides + 1] = 1;
  }
}

/// The Simulator of game G with `Score` a captureless lambda `(const State&, int side) -> integer`.
template <class G, class Score>
Simulator make_simulator(Score) {
  Simulator sim;
  sim.has_greedy = HasGreedy<typename G::State>;
  sim.rows = [](const void* game, const SimArgs& a, long long begin, long long end, std::int64_t* out) {
    simulate_rows(*static_cast<const G*>(game), a, begin, end, out, Score{});
  };
  return sim;
}

}  // namespace pycards
