// pycards/rng.hpp — the one seeded generator of pycards.
//
// xoshiro256** (Blackman & Vigna, 2018) seeded from one 64-bit integer through splitmix64, an
// unbiased bounded draw (Lemire's multiply-shift with rejection), and our own Fisher–Yates
// shuffle. Every step is defined on fixed-width unsigned integers, so the same seed gives the same
// numbers, and so the same deal, on every platform and compiler (std::shuffle and the std
// distributions differ between standard libraries and are never used).
#pragma once

#include <cstddef>
#include <cstdint>
#include <utility>

namespace pycards {

/// splitmix64's output function: a bijective 64-bit mixer (also used for hash keys).
constexpr std::uint64_t mix64(std::uint64_t z) {
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

/// splitmix64 step: used to expand a 64-bit seed into the generator's 256-bit state.
constexpr std::uint64_t splitmix64(std::uint64_t& x) { return mix64(x += 0x9E3779B97F4A7C15ULL); }

/// Seed of sub-stream `k` of `seed` (deal k of a match); `salt` keeps games' streams apart.
constexpr std::uint64_t derive_seed(std::uint64_t seed, std::uint64_t salt, std::uint64_t k) {
  std::uint64_t x = seed ^ (salt * (k + 1));
  return splitmix64(x);
}

class Rng {
 public:
  explicit constexpr Rng(std::uint64_t seed = 0) {
    for (auto& word : s_) word = splitmix64(seed);
  }

  /// Next 64 random bits (xoshiro256**).
  constexpr std::uint64_t next() {
    const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const std::uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
  }

  /// Uniform integer in [0, bound), bound >= 1, without modulo bias (Lemire 2019). Always
  /// inlined: out of line, the call and the generator state's trip through memory cost as much
  /// as the draw (a shuffle keeps the state in registers).
  [[gnu::always_inline]] constexpr std::uint32_t below(std::uint32_t bound) {
    std::uint64_t product = std::uint64_t(std::uint32_t(next() >> 32)) * bound;
    std::uint32_t low = std::uint32_t(product);
    if (low < bound) {
      const std::uint32_t threshold = std::uint32_t(-bound) % bound;
      while (low < threshold) {
        product = std::uint64_t(std::uint32_t(next() >> 32)) * bound;
        low = std::uint32_t(product);
      }
    }
    return std::uint32_t(product >> 32);
  }

  /// Fisher–Yates: every permutation of items[0..n) equally likely; i runs from the top down.
  template <class T>
  constexpr void shuffle(T* items, std::size_t n) {
    for (std::size_t i = n; i > 1; --i) {
      const std::size_t j = below(std::uint32_t(i));
      std::swap(items[i - 1], items[j]);
    }
  }

  friend constexpr bool operator==(const Rng& a, const Rng& b) {
    return a.s_[0] == b.s_[0] && a.s_[1] == b.s_[1] && a.s_[2] == b.s_[2] && a.s_[3] == b.s_[3];
  }

 private:
  static constexpr std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  std::uint64_t s_[4]{};
};

}  // namespace pycards
