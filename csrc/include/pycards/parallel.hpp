// pycards/parallel.hpp — the one way the library splits a loop over rows (deals, games, shuffles)
// across threads: contiguous chunks, the caller's thread taking the first, so that row i's result
// never depends on the thread count.
#pragma once

#include <algorithm>
#include <cstdint>
#include <thread>
#include <vector>

namespace pycards {

/// Runs body(begin, end) over [0, n) in `threads` contiguous chunks (at most 256 threads, never
/// more than n); the caller's thread takes the first chunk and joins the others.
template <class Body>
void parallel_rows(std::int64_t n, int threads, Body body) {
  threads = std::max(1, std::min<int>(threads, static_cast<int>(std::min<std::int64_t>(n, 256))));
  if (threads == 1) {
    body(std::int64_t{0}, n);
    return;
  }
  std::vector<std::thread> pool;
  const std::int64_t chunk = (n + threads - 1) / threads;
  for (int t = 1; t < threads; ++t) {
    const std::int64_t b = std::min(n, t * chunk), e = std::min(n, b + chunk);
    if (b < e) pool.emplace_back([=] { body(b, e); });
  }
  body(0, std::min(n, chunk));
  for (auto& th : pool) th.join();
}

}  // namespace pycards
