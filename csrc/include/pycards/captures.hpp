// pycards/captures.hpp — the capture-enumeration kernel of the fishing games (Ураган, kazino,
// hurricane). It knows no game: a game gives a per-rank capture value table, a table CardSet and a
// target value, and gets every capture set through a callback. No allocation, no exceptions.
//
// Three kinds of capture:
//   * same-rank singles: each table card of the played card's rank (`same_rank_cards`);
//   * sum subsets: every set of table cards whose values add up to the target
//     (`for_each_sum_subset`).
//   * unions of disjoint capture sets (`disjoint_unions`, kazino's multi_set).
// Whether a same-rank card forbids sums, whether a single card of equal value counts as a "sum",
// and so on, are rulings of each game, decided by the caller.
//
// Algorithm (measured against a pure-Python search in benches/bench_uragan.py): the table is split
// into one mask per value (`ValueGroups`: at most 4 cards each, one per suit, 13 bits apart). A
// depth-first search walks the values from high to low; at each value it takes every non-empty
// submask of that value's group whose cards still fit in the remaining sum (submask enumeration
// `s = (s - 1) & g`), and prunes a branch as soon as all the cards of lower values together cannot
// reach the remaining sum (`reach[v]` = sum of values of table cards of value <= v). Each visited
// leaf is an emitted subset or a pruned dead end, so the cost is close to the size of the output.
#pragma once

#include <array>
#include <cstdint>

#include "pycards/cards.hpp"

#if defined(__SSSE3__)
#include <immintrin.h>
#endif

namespace pycards::captures {

/// Largest capture value any fishing game uses (values are 1..kMaxValue; 0 = not capturable).
inline constexpr int kMaxValue = 15;

/// A game's capture values: `of_rank[r]` is the value of rank r (0 if the rank never appears).
struct ValueTable {
  std::array<std::uint8_t, kRanks> of_rank{};
  /// Every card whose rank has value v.
  constexpr Mask cards_of_value(int v) const {
    unsigned lane = 0;
    for (int r = 0; r < kRanks; ++r)
      if (of_rank[r] == v) lane |= 1u << r;
    return ranks_mask(lane);
  }
};

/// Cards of `table` of the same rank as `played` (the same-rank single captures).
constexpr Mask same_rank_cards(Mask table, Card played) { return table & rank_mask(played.rank()); }

/// A table split by value: `group[v]` = table cards of value v; `reach[v]` = total value of the
/// table cards of value <= v (for pruning).
struct ValueGroups {
  // deliberately not zero-initialised: group_table() fills what a search reads
  std::array<Mask, kMaxValue + 1> group;
  std::array<std::uint16_t, kMaxValue + 1> reach;
};

/// Per-value card masks of a value table, precomputed once (constexpr) by each game.
struct ValueMasks {
  std::array<Mask, kMaxValue + 1> of_value{};
  int max_value = 0;
  constexpr explicit ValueMasks(const ValueTable& t) {
    for (int r = 0; r < kRanks; ++r)
      if (t.of_rank[r] > max_value) max_value = t.of_rank[r];
    for (int v = 1; v <= max_value; ++v) of_value[v] = t.cards_of_value(v);
  }
};

/// Splits `table` by value in place (only values 1..max_v are filled; the search reads no more
/// than its `top`). Returns the total value of those cards. Filled in place rather than returned:
/// the copy of the struct showed up in profiles of the hot path.
constexpr int group_table(Mask table, const ValueMasks& vm, int max_v, ValueGroups& g) {
  int total = 0;
  for (int v = 1; v <= max_v; ++v) {
    g.group[v] = table & vm.of_value[v];
    total += v * popcount(g.group[v]);
    g.reach[v] = static_cast<std::uint16_t>(total);
  }
  return total;
}

namespace detail {

template <class Emit>
constexpr void sum_dfs(const ValueGroups& g, int top, int remaining, Mask acc, Emit& emit) {
  // Invariant: remaining > 0 and only values <= top may still be used.
  if (top > remaining) top = remaining;
  for (int v = top; v >= 1; --v) {
    if (g.reach[v] < remaining) return;  // all the cards of values <= v are not enough
    const Mask grp = g.group[v];
    if (!grp) continue;
    for (Mask s = grp; s; s = (s - 1) & grp) {
      const int take = v * popcount(s);
      if (take > remaining) continue;
      if (take == remaining) emit(acc | s);
      else if (v > 1) sum_dfs(g, v - 1, remaining - take, acc | s, emit);
    }
  }
}

}  // namespace detail

/// Calls `emit(Mask subset)` once for every subset of the grouped table, using values <= `top`
/// only, whose values add up to `target` (target >= 1). With `top = target - 1` every subset has
/// at least two cards. Order: deterministic (by the search), not sorted.
template <class Emit>
constexpr void for_each_sum_subset(const ValueGroups& g, int top, int target, Emit&& emit) {
  if (target <= 0 || top <= 0) return;
  if (top > kMaxValue) top = kMaxValue;
  detail::sum_dfs(g, top, target, Mask{0}, emit);
}

namespace detail {

template <class Emit>
constexpr bool sum_dfs_until(const ValueGroups& g, int top, int remaining, Mask acc, Emit& emit) {
  if (top > remaining) top = remaining;
  for (int v = top; v >= 1; --v) {
    if (g.reach[v] < remaining) return false;
    const Mask grp = g.group[v];
    if (!grp) continue;
    for (Mask s = grp; s; s = (s - 1) & grp) {
      const int take = v * popcount(s);
      if (take > remaining) continue;
      if (take == remaining) {
        if (emit(acc | s)) return true;
      } else if (v > 1 && sum_dfs_until(g, v - 1, remaining - take, acc | s, emit)) {
        return true;
      }
    }
  }
  return false;
}

}  // namespace detail

/// The subset number `n` (0-based) in the order of `for_each_sum_subset(g, top, target, ...)`,
/// found by the same search stopped there; 0 if there are not that many.
constexpr Mask nth_sum_subset(const ValueGroups& g, int top, int target, int n) {
  if (target <= 0 || top <= 0) return 0;
  if (top > kMaxValue) top = kMaxValue;
  Mask found = 0;
  auto stop_at_n = [&](Mask subset) {
    if (n-- != 0) return false;
    found = subset;
    return true;
  };
  detail::sum_dfs_until(g, top, target, Mask{0}, stop_at_n);
  return found;
}

/// Seen-set of the multi-set search: open addressing over 2^Bits slots, each stamped with the
/// generation of the search that wrote it, so a new search starts empty without clearing it.
template <int Bits>
struct UnionSeen {
  static constexpr std::uint32_t kSize = 1u << Bits;
  std::array<Mask, kSize> key;          // deliberately not zero-initialised: stamps say what is set
  std::array<std::uint32_t, kSize> gen{};
  std::uint32_t current = 0;
  /// Starts a new search (every slot empty).
  constexpr void clear() {
    if (++current == 0) {  // the stamps wrapped: really clear them once
      gen.fill(0);
      current = 1;
    }
  }
  /// Adds `m`; false if it was already there.
  constexpr bool insert(Mask m) {
    std::uint32_t i = static_cast<std::uint32_t>((m * 0x9E3779B97F4A7C15ULL) >> (64 - Bits));
    while (gen[i] == current) {
      if (key[i] == m) return false;
      i = (i + 1) & (kSize - 1);
    }
    gen[i] = current;
    key[i] = m;
    return true;
  }
};

namespace detail {
template <class Seen, class Emit>
constexpr bool union_dfs(const Mask* sets, int k, int from, Mask acc, Seen& seen, Emit& emit) {
  for (int i = from; i < k; ++i) {
    if (sets[i] & acc) continue;
    const Mask u = acc | sets[i];
    if (seen.insert(u) && !emit(u)) return false;
    if (!union_dfs(sets, k, i + 1, u, seen, emit)) return false;
  }
  return true;
}
}  // namespace detail

/// Multi-set captures (several disjoint sets at once, Cassino style): calls `emit(Mask union)`
/// once for every distinct union of one or more pairwise disjoint masks of `sets[0..k)` (each mask
/// a capture set, e.g. from for_each_sum_subset) until `emit` returns false; returns false if it
/// was stopped that way. Every union is reached through the sets in increasing index order, so
/// each partition of a union is one path of the search; `seen` (anything with `clear()` and
/// `bool insert(Mask)`, true if new; e.g. a UnionSeen with more than twice the slots of the unions
/// it will be given) keeps the output distinct. Order: the search's, not sorted. With no two sets
/// disjoint, the output is exactly `sets` (in order).
template <class Seen, class Emit>
constexpr bool for_each_disjoint_union(const Mask* sets, int k, Seen& seen, Emit&& emit) {
  seen.clear();
  return detail::union_dfs(sets, k, 0, Mask{0}, seen, emit);
}

/// The first `cap` unions of for_each_disjoint_union written to `out`; returns how many (`seen`:
/// a UnionSeen with more than 2 * cap slots, so nothing is allocated).
template <class Seen>
constexpr int disjoint_unions(const Mask* sets, int k, Mask* out, int cap, Seen& seen) {
  int n = 0;
  if (cap <= 0) return 0;
  for_each_disjoint_union(sets, k, seen, [&](Mask u) {
    out[n++] = u;
    return n < cap;
  });
  return n;
}

/// Subset-sum counts of a table, kept up to date card by card: `n[d]` (d <= Top, Top = the
/// game's highest value) is the number of sets of table cards whose values add up to d, i.e. the
/// coefficients of the product over table cards of (1 + x^value) truncated at degree Top. Adding
/// a card multiplies by (1 + x^u), removing one divides by it: ~Top additions each. If no table
/// card has value v, every such set for d = v has two or more cards, so `n[v]` is the number of
/// sum captures of a card of value v. Arithmetic is modulo 2^16 and n[d] depends only on
/// n[0..d], so the counts are exact as long as the true ones fit 16 bits (values 1..10 with four
/// cards each: at most 1702 sets add up to 10).
template <int Top>
struct SubsetSums {
  static_assert(Top >= 1 && Top <= kMaxValue);
  std::array<std::uint16_t, Top + 1> n{1};
  constexpr void add(int u) {
    for (int d = Top; d >= u; --d) n[d] = static_cast<std::uint16_t>(n[d] + n[d - u]);
  }
  constexpr void remove(int u) {
    for (int d = u; d <= Top; ++d) n[d] = static_cast<std::uint16_t>(n[d] - n[d - u]);
  }
};

#if defined(__SSSE3__)
// pshufb masks shifting a 16-lane vector (two registers: lanes 0..7, 8..15) up by s lanes.
struct ShiftMasks {
  alignas(16) std::array<std::array<std::uint8_t, 16>, 17> same{}, cross{};
  constexpr ShiftMasks() {
    for (int s = 0; s <= 16; ++s)
      for (int j = 0; j < 16; ++j) {
        same[s][j] = j >= 2 * s ? std::uint8_t(j - 2 * s) : 0x80;
        const int from = j + 16 - 2 * s;  // byte of the low register landing in the high one
        cross[s][j] = from >= 0 && from < 16 ? std::uint8_t(from) : 0x80;
      }
  }
};
constexpr ShiftMasks kShift{};
// kRemoveShift[u][k] = the {same, cross} masks of a shift by min(2^(k+1) u, 16) (SumLanes::remove).
alignas(16) constexpr auto kRemoveShift = [] {
  std::array<std::array<std::array<std::array<std::uint8_t, 16>, 2>, 3>, 17> a{};
  for (int u = 0; u <= 16; ++u)
    for (int k = 0; k < 3; ++k) {
      const int sh = (u << (k + 1)) > 16 ? 16 : u << (k + 1);
      a[u][k][0] = kShift.same[sh];
      a[u][k][1] = kShift.cross[sh];
    }
  return a;
}();

/// SubsetSums<15> as 16 lanes of 16 bits in two registers (lanes 0..7, 8..15): the same
/// arithmetic, vectorised, without branches (SSSE3; the games' scalar paths use SubsetSums).
/// `lo`, `hi` are the counts of degrees 0..7 and 8..15.
struct SumLanes {
  __m128i lo = _mm_cvtsi32_si128(1), hi = _mm_setzero_si128();
  void shifted(int s, __m128i& slo, __m128i& shi) const {
    s = s > 16 ? 16 : s;
    const __m128i m = _mm_load_si128(reinterpret_cast<const __m128i*>(kShift.same[s].data()));
    const __m128i c = _mm_load_si128(reinterpret_cast<const __m128i*>(kShift.cross[s].data()));
    slo = _mm_shuffle_epi8(lo, m);
    shi = _mm_or_si128(_mm_shuffle_epi8(hi, m), _mm_shuffle_epi8(lo, c));
  }
  void add(int u) {  // times (1 + x^u)
    __m128i a, b;
    shifted(u, a, b);
    lo = _mm_add_epi16(lo, a);
    hi = _mm_add_epi16(hi, b);
  }
  void remove(int u) {  // divided by (1 + x^u) = times (1 - y)(1 + y^2)(1 + y^4)(1 + y^8), y = x^u
    __m128i a, b;
    shifted(u, a, b);
    lo = _mm_sub_epi16(lo, a);
    hi = _mm_sub_epi16(hi, b);
    // shifts 2u, 4u, 8u (a shift of 16+ lanes is zero): no branch on u; masks looked up by u
    const auto& m = kRemoveShift[u > 16 ? 16 : u];
#pragma GCC unroll 3
    for (int k = 0; k < 3; ++k) {
      const __m128i same = _mm_load_si128(reinterpret_cast<const __m128i*>(m[k][0].data()));
      const __m128i cross = _mm_load_si128(reinterpret_cast<const __m128i*>(m[k][1].data()));
      a = _mm_shuffle_epi8(lo, same);
      b = _mm_or_si128(_mm_shuffle_epi8(hi, same), _mm_shuffle_epi8(lo, cross));
      lo = _mm_add_epi16(lo, a);
      hi = _mm_add_epi16(hi, b);
    }
  }
};
#endif  // __SSSE3__

namespace detail {

constexpr bool sum_exists(const ValueGroups& g, int top, int remaining) {
  if (top > remaining) top = remaining;
  for (int v = top; v >= 1; --v) {
    if (g.reach[v] < remaining) return false;
    const int n = popcount(g.group[v]);  // cards of one value are interchangeable here
    for (int k = 1; k <= n; ++k) {
      const int take = v * k;
      if (take > remaining) break;
      if (take == remaining) return true;
      if (v > 1 && sum_exists(g, v - 1, remaining - take)) return true;
    }
  }
  return false;
}

}  // namespace detail

/// True if some subset of values <= `top` adds up to `target` (early exit; counts only, so much
/// cheaper than enumerating).
constexpr bool has_sum_subset(const ValueGroups& g, int top, int target) {
  if (target <= 0 || top <= 0) return false;
  return detail::sum_exists(g, top > kMaxValue ? kMaxValue : top, target);
}

}  // namespace pycards::captures
