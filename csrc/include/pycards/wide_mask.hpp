// pycards/wide_mask.hpp — a fixed-width bit set over the entries of a sorted array (game-free).
//
// A game that keeps a sorted array of entries (Construction's layout: at most 146 cards) marks
// subsets of it (the cards of rank <= r, the cards holding a piece) as WideMask bits, bit i for
// entry i. Counting a subset is then a few popcounts and drawing its k-th member one select,
// instead of a walk over the array; `insert_zero` keeps the bits on their entries when an entry
// is inserted into the array. Plain value, no heap.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

namespace pycards {

/// Index of the k-th (0-based, from the lowest) set bit of m; m must have more than k set bits.
/// Halves the word by popcounts: a few dozen instructions for any k (cards.hpp's nth_index walks
/// k bits, which suits only a small k).
inline int select_bit(std::uint64_t m, int k) {
  int at = 0;
  for (int width = 32; width >= 1; width /= 2) {
    const std::uint64_t low = m & ((std::uint64_t{1} << width) - 1);
    const int c = std::popcount(low);
    if (k >= c) {
      k -= c;
      m >>= width;
      at += width;
    } else {
      m = low;
    }
  }
  return at;
}

template <int Words>
struct WideMask {
  static constexpr int kBits = 64 * Words;
  std::array<std::uint64_t, Words> w{};

  bool test(int i) const { return (w[i >> 6] >> (i & 63)) & 1u; }
  void set(int i) { w[i >> 6] |= std::uint64_t{1} << (i & 63); }
  void reset(int i) { w[i >> 6] &= ~(std::uint64_t{1} << (i & 63)); }
  void assign(int i, bool on) { on ? set(i) : reset(i); }
  int count() const {
    int n = 0;
    for (int j = 0; j < Words; ++j) n += std::popcount(w[j]);
    return n;
  }
  /// The bits of *this not in `o`.
  WideMask and_not(const WideMask& o) const {
    WideMask r;
    for (int j = 0; j < Words; ++j) r.w[j] = w[j] & ~o.w[j];
    return r;
  }
  /// Index of the k-th set bit (0-based, from the lowest); there must be more than k.
  int nth(int k) const {
    for (int j = 0;; ++j) {
      const int c = std::popcount(w[j]);
      if (k < c) return 64 * j + select_bit(w[j], k);
      k -= c;
    }
  }
  /// Calls f(i) for every set bit i, ascending.
  template <class F>
  void each(F&& f) const {
    for (int j = 0; j < Words; ++j)
      for (std::uint64_t m = w[j]; m; m &= m - 1) f(64 * j + std::countr_zero(m));
  }
  /// A new entry at index i of the array: bits i.. move up by one (the top bit falls off), bit i
  /// is clear.
  void insert_zero(int i) {
    const int word = i >> 6, bit = i & 63;
    for (int j = Words - 1; j > word; --j) w[j] = (w[j] << 1) | (w[j - 1] >> 63);
    const std::uint64_t low = (std::uint64_t{1} << bit) - 1;  // bit < 64
    w[word] = ((w[word] & ~low) << 1) | (w[word] & low);
  }
  bool operator==(const WideMask&) const = default;
};

}  // namespace pycards
