// Batch evaluation of Commerce hands (pycards/handeval.hpp).
#include "pycards/handeval.hpp"

#include <algorithm>
#include <atomic>

#include "pycards/batch.hpp"
#include "pycards/parallel.hpp"

namespace pycards::handeval {

std::int64_t commerce_keys(const Mask* masks, std::int64_t n, PointRule rule, std::uint8_t* out) noexcept {
  const std::uint8_t* table = detail::kCommerce.key[int(rule)].data();
  std::int64_t first_bad = -1;
  for (std::int64_t i = 0; i < n; ++i) {
    const Mask m = masks[i];
    const bool ok = valid_hand(m);
    // An invalid mask is looked up as the hand {0, 1, 2} and written as 0: no branch on the data.
    const std::uint8_t key = table[hand_index(ok ? m : Mask{7})];
    out[i] = ok ? key : 0;
    if (!ok && first_bad < 0) first_bad = i;
  }
  return first_bad;
}

}  // namespace pycards::handeval

namespace pycards::batch {

namespace {

/// Runs body(begin, end) -> first bad row or -1 over `threads` threads; the lowest bad row.
template <class Body>
std::int64_t first_bad_rows(std::int64_t n, int threads, Body body) noexcept {
  std::atomic<std::int64_t> bad{n};
  parallel_rows(n, threads, [&](std::int64_t b, std::int64_t e) {
    const std::int64_t k = body(b, e);
    if (k < 0) return;
    std::int64_t cur = bad.load();
    while (b + k < cur && !bad.compare_exchange_weak(cur, b + k)) {
    }
  });
  return bad.load() == n ? -1 : bad.load();
}

}  // namespace

std::int64_t commerce_keys(const std::uint64_t* masks, std::int64_t n, int rule, std::uint8_t* out,
                           int threads) noexcept {
  const auto r = rule ? handeval::PointRule::kBestSuit : handeval::PointRule::kFlush3;
  return first_bad_rows(n, threads, [&](std::int64_t b, std::int64_t e) {
    return handeval::commerce_keys(masks + b, e - b, r, out + b);
  });
}

std::int64_t troyki_hands(const std::int8_t* cards, std::int64_t n, bool threes_below_single_nine, bool ten_multi_bust,
                          int threads, std::uint8_t* cls, std::uint8_t* total, std::uint8_t* strength,
                          std::uint8_t* multiplier) noexcept {
  const handeval::TroykiRules rules{threes_below_single_nine, ten_multi_bust};
  return first_bad_rows(n, threads, [&](std::int64_t b, std::int64_t e) -> std::int64_t {
    std::int64_t first_bad = -1;
    for (std::int64_t i = b; i < e; ++i) {
      const std::int8_t* row = cards + 3 * i;
      int ranks[3], k = 0;
      bool ok = true;
      for (int j = 0; j < 3; ++j) {
        const int c = row[j];
        if (c >= 0 && c < kCards && k == j) {
          ranks[k++] = c % kRanks;
        } else if (c != -1) {
          ok = false;  // out of range, or a card after a -1
        }
      }
      ok = ok && k > 0;
      const handeval::TroykiHand h = ok ? handeval::troyki_hand_of_ranks(ranks, k, rules) : handeval::TroykiHand{};
      cls[i] = ok ? std::uint8_t(h.cls) : 0;
      total[i] = ok ? h.total : 0;
      strength[i] = ok ? h.strength : 0;
      multiplier[i] = ok ? h.multiplier : 0;
      if (!ok && first_bad < 0) first_bad = i - b;
    }
    return first_bad;
  });
}

}  // namespace pycards::batch
