// Random whole games of any game G in C++ for numpy (game-free): game i is new_match(seed + i)
// (or new_deal(seed + i, i % players)) played with moves drawn uniformly by Rng(seed + i + 1)
// from the legal moves. The GIL is released; the rows are split over `threads` threads in chunks,
// and Ctrl-C is polled between chunks. `record(i, state, moves)` writes row i (each row is written
// by one thread only). Allocation-free per game.
#pragma once

#include <algorithm>
#include <thread>
#include <vector>

#include <pybind11/numpy.h>

#include "common.hpp"
#include "pycards/parallel.hpp"
#include "pycards/rng.hpp"
#include "pycards/simulate.hpp"  // random_move

namespace pycards::bind {

/// Runs body(begin, end) over [0, n) with the GIL released, `chunk` rows at a time split over
/// `threads` threads (parallel_rows); Ctrl-C is polled between chunks (KeyboardInterrupt).
template <class Body>
void released_rows(long long n, int threads, long long chunk, Body body) {
  for (long long begin = 0; begin < n; begin += chunk) {
    const long long end = std::min(n, begin + chunk);
    {
      py::gil_scoped_release release;
      parallel_rows(end - begin, threads, [&](std::int64_t b, std::int64_t e) { body(begin + b, begin + e); });
    }
    if (PyErr_CheckSignals() != 0) throw py::error_already_set();
  }
}

template <class G, class Record>
void random_games(const G& game, long long n, std::uint64_t seed, bool match, int players, int threads, Record record) {
  constexpr long long kChunk = 4096;
  const auto run = [&](long long begin, long long end) {
    MoveId buf[G::kMaxMoves];
    for (long long i = begin; i < end; ++i) {
      auto s = match ? game.new_match(seed + std::uint64_t(i)) : game.new_deal(seed + std::uint64_t(i), int(i % players));
      Rng rng(seed + std::uint64_t(i) + 1);
      long long moves = 0;
      while (!s.is_over()) {
        s.play(random_move(s, rng, buf));
        ++moves;
      }
      record(i, s, moves);
    }
  };
  released_rows(n, threads, kChunk * threads, run);
}

/// Binds `name(game, n, seed=0, match=1, threads=1)`: random_games() into numpy arrays, a dict of
/// `scores` (n, players) int64 (`score(state, seat)` at the end), `deals` (n,) int32 deals played
/// and `moves` (n,) int32 moves played.
template <class G, class Score>
void def_random_games(py::module_& m, const char* name, const char* doc, Score score) {
  using S = typename G::State;
  m.def(name, [score](const G& game, py::handle n_arg, py::handle seed_arg, py::handle match_arg, py::handle threads_arg) {
    const long long n = to_int(n_arg, "n", 0, 100'000'000);
    const std::uint64_t seed = to_u64(seed_arg, "seed");
    const bool match = to_int(match_arg, "match", 0, 1) != 0;
    const int threads = int(to_int(threads_arg, "threads", 1, 256));
    const int players = game.config().players;
    py::array_t<std::int64_t> scores({n, (long long)players});
    py::array_t<std::int32_t> deals(n), moves(n);
    std::int64_t* sp = scores.mutable_data();
    std::int32_t* dp = deals.mutable_data();
    std::int32_t* mp = moves.mutable_data();
    random_games(game, n, seed, match, players, threads, [&](long long i, const S& s, long long played) {
      for (int p = 0; p < players; ++p) sp[i * players + p] = score(s, p);
      dp[i] = s.deals_played();
      mp[i] = std::int32_t(played);
    });
    py::dict out;
    out["scores"] = scores;
    out["deals"] = deals;
    out["moves"] = moves;
    return out;
  }, py::arg("game"), py::arg("n"), py::arg("seed") = 0, py::arg("match") = 1, py::arg("threads") = 1, doc);
}

}  // namespace pycards::bind
