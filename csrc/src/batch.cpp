// Batch entry points: tight loops over many deals, optionally split across threads.
#include "pycards/batch.hpp"

#include <algorithm>
#include <thread>
#include <vector>

#include "pycards/deck.hpp"

namespace pycards::batch {

namespace {

// Runs body(begin, end) over [0, n) in `threads` contiguous chunks (the caller's thread takes one).
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
    pool.emplace_back([=] { body(b, e); });
  }
  body(0, std::min(n, chunk));
  for (auto& th : pool) th.join();
}

}  // namespace

void shuffled_decks(std::uint64_t deck_mask, std::int64_t n, std::uint64_t seed, std::uint8_t* out,
                    int threads) noexcept {
  const CardSet deck(deck_mask & kAllCardsMask);
  const int width = deck.size();
  parallel_rows(n, threads, [&](std::int64_t begin, std::int64_t end) {
    std::array<std::uint8_t, kCards> base{};
    int k = 0;
    for (Card c : deck) base[k++] = c.index;
    for (std::int64_t i = begin; i < end; ++i) {
      Rng rng(seed + static_cast<std::uint64_t>(i));
      std::uint8_t* row = out + i * width;
      std::copy(base.begin(), base.begin() + width, row);
      rng.shuffle(row, width);
    }
  });
}

}  // namespace pycards::batch
