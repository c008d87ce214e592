// Казино: the exact-cover check of multi_set captures (State::is_legal) and of the unions counted
// past the fixed move buffer (playouts.cpp). No allocation.
#pragma once

#include <array>
#include <cstdint>

namespace pycards::kazino {

/// Can the cards of `count` (count[w] cards of value w, w = 1..v) be split into disjoint sets each
/// adding up to v? Exact cover by values (cards of one value are interchangeable): the highest
/// card left must be in some set; every way to complete its set from the cards left is tried.
/// Failed count vectors (base-5 numbers, at most 4 cards a value) are remembered in a fixed
/// open-addressing table (no allocation; when full, it just stops remembering).
class ExactCover {
 public:
  explicit ExactCover(int v) : v_(v) {}
  bool coverable(std::array<std::uint8_t, 14>& count) {
    int top = v_;
    while (top >= 1 && !count[top]) --top;
    if (top < 1) return true;
    const std::uint32_t key = key_of(count);
    if (failed(key)) return false;
    --count[top];
    const bool ok = complete(count, top, v_ - top);
    ++count[top];
    if (!ok) remember(key);
    return ok;
  }

 private:
  // Takes cards of values <= w adding up to `need` (then covers the rest).
  bool complete(std::array<std::uint8_t, 14>& count, int w, int need) {
    if (need == 0) return coverable(count);
    if (w > need) w = need;
    for (; w >= 1; --w) {
      const int have = count[w];
      for (int k = 1; k <= have && k * w <= need; ++k) {
        count[w] = static_cast<std::uint8_t>(have - k);
        const bool ok = complete(count, w - 1, need - k * w);
        count[w] = static_cast<std::uint8_t>(have);
        if (ok) return true;
      }
    }
    return false;
  }
  std::uint32_t key_of(const std::array<std::uint8_t, 14>& count) const {
    std::uint32_t key = 0;
    for (int w = v_; w >= 1; --w) key = key * 5 + count[w];
    return key + 1;  // 0 = an empty slot
  }
  static constexpr int kSlots = 1 << 12;
  std::uint32_t slot(std::uint32_t key) const { return (key * 0x9E3779B1u) >> 20; }
  bool failed(std::uint32_t key) const {
    for (std::uint32_t i = slot(key), probes = 0; memo_[i] && probes < kSlots; i = (i + 1) & (kSlots - 1), ++probes)
      if (memo_[i] == key) return true;
    return false;
  }
  void remember(std::uint32_t key) {
    if (used_ * 2 >= kSlots) return;
    std::uint32_t i = slot(key);
    while (memo_[i]) i = (i + 1) & (kSlots - 1);
    memo_[i] = key;
    ++used_;
  }
  int v_;
  int used_ = 0;
  std::array<std::uint32_t, kSlots> memo_{};
};


}  // namespace pycards::kazino
