// Random whole games of any game G in C++ for numpy (game-free): game i is new_match(seed + i)
// (or new_deal(seed + i, i % players)) played with moves drawn uniformly by Rng(seed + i + 1)
// from the legal moves. The GIL is released; the rows are split over `threads` threads in chunks,
// and Ctrl-C is polled between chunks. `record(i, state, moves)` writes row i (each row is written
// by one thread only). Allocation-free per game.
#pragma once

#include <algorithm>
#include <thread>
#include <vector>

#include "common.hpp"
#include "pycards/rng.hpp"

namespace pycards::bind {

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
        const int k = s.legal_moves(buf);
        s.play(buf[rng.below(std::uint32_t(k))]);
        ++moves;
      }
      record(i, s, moves);
    }
  };
  for (long long begin = 0; begin < n; begin += kChunk * threads) {
    const long long end = std::min(n, begin + kChunk * threads);
    {
      py::gil_scoped_release release;
      const long long per = (end - begin + threads - 1) / threads;
      std::vector<std::thread> pool;
      for (int t = 1; t < threads; ++t) {
        const long long b = std::min(end, begin + per * t), e = std::min(end, b + per);
        if (b < e) pool.emplace_back(run, b, e);
      }
      run(begin, std::min(end, begin + per));
      for (auto& th : pool) th.join();
    }
    if (PyErr_CheckSignals() != 0) throw py::error_already_set();
  }
}

}  // namespace pycards::bind
