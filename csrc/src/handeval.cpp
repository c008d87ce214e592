// Batch evaluation of Commerce hands (pycards/handeval.hpp).
#include "pycards/handeval.hpp"

#include "pycards/batch.hpp"

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

std::int64_t commerce_keys(const std::uint64_t* masks, std::int64_t n, int rule, std::uint8_t* out) noexcept {
  return handeval::commerce_keys(masks, n, rule ? handeval::PointRule::kBestSuit : handeval::PointRule::kFlush3, out);
}

}  // namespace pycards::batch
