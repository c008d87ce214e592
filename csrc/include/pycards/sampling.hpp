// pycards/sampling.hpp — determinization: hidden cards dealt again, uniformly among the deals
// consistent with what one seat has seen (game-free).
//
// A game describes what a seat cannot see as *items* (the hidden cards, or card copies in a
// multi-deck game) and *slots* (the places they may be: an opponent's hand, the stock, a face-down
// pile), each slot with a fixed size, and each item with the set of slots it may go to (a known
// void removes a hand from a card's slots; a card seen passing to one player allows only his hand).
// sample() picks one assignment of items to slots, filling every slot exactly, each consistent
// assignment with the same probability.
//
// How: items with the same allowed-slot set are interchangeable for counting, so they form a
// class (k items, slot mask m). The number of completions f(j, r) of classes j.. into remaining
// slot capacities r is
//     f(j, r) = sum over splits x of class j's k items into the slots of m (x_i <= r_i)
//               of  k! / prod(x_i!) * f(j + 1, r - x),          f(K, 0) = 1,
// memoised over (j, r) in mixed radix. Sampling walks the classes in order and draws each split x
// with probability proportional to its term, then deals the class's items to the split uniformly
// (a shuffle). Slots that allow exactly the same items are merged first (their split is a plain
// uniform cut at the end), which keeps r short: with no constraint at all the whole thing is one
// shuffle. Counts are doubles (52!/(13!)^4 ~ 5e28 fits; the draw is exact up to rounding of 1e-16).
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "pycards/cards.hpp"
#include "pycards/errors.hpp"
#include "pycards/rng.hpp"

namespace pycards::sampling {

inline constexpr int kMaxSlots = 16;
inline constexpr int kMaxItems = 128;
/// Largest memo table sample() builds (entries); beyond it the constraints are refused.
inline constexpr std::size_t kMaxTable = std::size_t(1) << 22;

using SlotMask = std::uint16_t;  // bit i: the item may go to slot i

/// The hidden part of a position as seen by one seat.
struct Problem {
  int items = 0;                              // hidden items 0 .. items-1
  int slots = 0;                              // hidden places 0 .. slots-1
  std::array<int, kMaxSlots> size{};          // how many items each slot holds
  std::array<SlotMask, kMaxItems> allowed{};  // per item: the slots it may be in

  /// Adds a slot of `n` items and returns its index.
  int add_slot(int n) {
    if (slots == kMaxSlots) throw InvalidPositionError("sampling: more than 16 hidden places");
    size[slots] = n;
    return slots++;
  }
  /// Adds an item allowed in `mask` and returns its index.
  int add_item(SlotMask mask) {
    if (items == kMaxItems) throw InvalidPositionError("sampling: more than 128 hidden items");
    allowed[items] = mask;
    return items++;
  }
};

/// Where each item went: slot_of[item].
struct Assignment {
  std::array<std::uint8_t, kMaxItems> slot_of{};
};

namespace detail {

inline double factorial(int n) {
  double f = 1;
  for (int i = 2; i <= n; ++i) f *= i;
  return f;
}

/// The counting problem after merging slots with equal item sets, and the memo of f(j, r).
class Counter {
 public:
  explicit Counter(const Problem& p) {
    for (int i = 0; i <= kMaxItems; ++i) fact_[i] = factorial(i);
    // Items allowed in a slot, per slot; slots with the same set merge into one group.
    std::array<std::array<bool, kMaxItems>, kMaxSlots> holds{};
    for (int it = 0; it < p.items; ++it)
      for (int s = 0; s < p.slots; ++s) holds[s][it] = (p.allowed[it] >> s) & 1;
    for (int s = 0; s < p.slots; ++s) {
      int g = 0;
      while (g < groups_ && holds[group_first_[g]] != holds[s]) ++g;
      if (g == groups_) group_first_[groups_++] = s;
      group_of_[s] = g;
      cap_[g] += p.size[s];
    }
    // Classes: items with the same group mask, in order of first appearance (deterministic).
    for (int it = 0; it < p.items; ++it) {
      std::uint32_t gm = 0;
      for (int s = 0; s < p.slots; ++s)
        if ((p.allowed[it] >> s) & 1) gm |= 1u << group_of_[s];
      int c = 0;
      while (c < classes_ && class_mask_[c] != gm) ++c;
      if (c == classes_) class_mask_[classes_++] = gm;
      class_of_[it] = c;
      ++class_size_[c];
    }
    std::size_t states = 1;
    for (int g = 0; g < groups_; ++g) {
      radix_[g] = states;
      states *= std::size_t(cap_[g] + 1);
      if (states * std::size_t(classes_ + 1) > kMaxTable)
        throw InvalidPositionError("sampling: the hidden cards' constraints are too many to count");
    }
    states_ = states;
    memo_.assign(states_ * std::size_t(classes_ + 1), -1.0);
  }

  /// f(j, r) for the capacity vector with mixed-radix index `r`.
  double completions(int j, std::size_t r) {
    double& m = memo_[std::size_t(j) * states_ + r];
    if (m >= 0) return m;
    if (j == classes_) return m = (r == 0 ? 1.0 : 0.0);
    double total = 0;
    for_each_split(j, r, [&](const std::array<int, kMaxSlots>&, std::size_t rest, double ways) {
      total += ways * completions(j + 1, rest);
      return false;
    });
    return m = total;
  }

  /// Calls fn(split, rest, ways) for every split of class j into the groups of its mask that
  /// fits in capacities `r`, in a fixed order; stops early when fn returns true.
  template <class Fn>
  void for_each_split(int j, std::size_t r, Fn&& fn) const {
    std::array<int, kMaxSlots> cap{}, x{};
    std::array<int, kMaxSlots> gs{};
    int n = 0;
    for (int g = 0; g < groups_; ++g) {
      cap[g] = int((r / radix_[g]) % std::size_t(cap_[g] + 1));
      if ((class_mask_[j] >> g) & 1) gs[n++] = g;
    }
    bool stop = false;
    // Depth-first over the groups of the mask; the last group takes what is left.
    auto rec = [&](auto&& self, int d, int left, std::size_t rest, double denom) -> void {
      if (stop) return;
      const int g = gs[d];
      if (d == n - 1) {
        if (left > cap[g]) return;
        x[g] = left;
        stop = fn(x, rest - std::size_t(left) * radix_[g], fact_[class_size_[j]] / (denom * fact_[left]));
        return;
      }
      for (int k = 0; k <= std::min(left, cap[g]); ++k) {
        x[g] = k;
        self(self, d + 1, left - k, rest - std::size_t(k) * radix_[g], denom * fact_[k]);
        if (stop) return;
      }
      x[g] = 0;
    };
    if (n > 0) rec(rec, 0, class_size_[j], r, 1.0);
  }

  std::size_t full() const {
    std::size_t r = 0;
    for (int g = 0; g < groups_; ++g) r += std::size_t(cap_[g]) * radix_[g];
    return r;
  }

  int classes_ = 0, groups_ = 0;
  std::array<int, kMaxSlots> group_first_{}, group_of_{}, cap_{};
  std::array<std::size_t, kMaxSlots> radix_{};
  std::array<std::uint32_t, kMaxItems> class_mask_{};
  std::array<int, kMaxItems> class_of_{}, class_size_{};

 private:
  std::array<double, kMaxItems + 1> fact_{};
  std::size_t states_ = 1;
  std::vector<double> memo_;
};

inline void check_sizes(const Problem& p) {
  int total = 0;
  for (int s = 0; s < p.slots; ++s) {
    if (p.size[s] < 0) throw InvalidPositionError("sampling: a hidden place of negative size");
    total += p.size[s];
  }
  if (total != p.items)
    throw InvalidPositionError("sampling: " + std::to_string(p.items) + " hidden cards for " +
                               std::to_string(total) + " hidden places");
}

}  // namespace detail

/// How many assignments are consistent with `p` (for tests and diagnostics).
inline double count(const Problem& p) {
  detail::check_sizes(p);
  detail::Counter c(p);
  // Group level, times the ways to cut each merged group into its slots.
  double ways = c.completions(0, c.full());
  for (int g = 0; g < c.groups_; ++g) {
    ways *= detail::factorial(c.cap_[g]);
    for (int s = 0; s < p.slots; ++s)
      if (c.group_of_[s] == g) ways /= detail::factorial(p.size[s]);
  }
  return ways;
}

/// One assignment drawn uniformly among those consistent with `p`. Throws InvalidPositionError
/// when there is none (what the seat saw contradicts itself) or the constraints are too many.
inline Assignment sample(const Problem& p, Rng& rng) {
  detail::check_sizes(p);
  detail::Counter c(p);
  std::size_t r = c.full();
  const double total = c.completions(0, r);
  if (!(total > 0)) throw InvalidPositionError("sampling: no deal of the hidden cards fits what this seat has seen");

  // Per class, the groups its items go to, drawn with the counting weights.
  std::array<std::array<int, kMaxSlots>, kMaxItems> split{};
  for (int j = 0; j < c.classes_; ++j) {
    const double here = c.completions(j, r);
    double u = double(rng.next() >> 11) * 0x1.0p-53 * here;
    std::size_t chosen_rest = 0;
    bool found = false;
    c.for_each_split(j, r, [&](const std::array<int, kMaxSlots>& x, std::size_t rest, double ways) {
      const double w = ways * c.completions(j + 1, rest);
      if (w <= 0) return false;
      split[j] = x;
      chosen_rest = rest;
      found = true;
      if (u < w) return true;
      u -= w;
      return false;  // rounding: the last positive split stays chosen
    });
    if (!found) throw InvalidPositionError("sampling: no deal of the hidden cards fits what this seat has seen");
    r = chosen_rest;
  }

  // Deal: each class's items, shuffled, to its groups in group order; then each group's items,
  // shuffled, to its slots in slot order.
  std::array<std::uint8_t, kMaxItems> group_items[kMaxSlots];
  std::array<int, kMaxSlots> group_n{};
  std::array<std::uint8_t, kMaxItems> members{};
  for (int j = 0; j < c.classes_; ++j) {
    int n = 0;
    for (int it = 0; it < p.items; ++it)
      if (c.class_of_[it] == j) members[n++] = std::uint8_t(it);
    rng.shuffle(members.data(), std::size_t(n));
    int at = 0;
    for (int g = 0; g < c.groups_; ++g)
      for (int k = 0; k < split[j][g]; ++k) group_items[g][group_n[g]++] = members[at++];
  }
  Assignment out;
  for (int g = 0; g < c.groups_; ++g) {
    rng.shuffle(group_items[g].data(), std::size_t(group_n[g]));
    int at = 0;
    for (int s = 0; s < p.slots; ++s)
      if (c.group_of_[s] == g)
        for (int k = 0; k < p.size[s]; ++k) out.slot_of[group_items[g][at++]] = std::uint8_t(s);
  }
  return out;
}

/// Convenience for one deck: the cards of `pool` as items (ascending), `allowed(card)` giving each
/// card's slot mask; returns the cards of each slot.
template <class Allowed>
std::array<CardSet, kMaxSlots> sample_cards(CardSet pool, const std::array<int, kMaxSlots>& sizes, int slots,
                                            Allowed&& allowed, Rng& rng) {
  Problem p;
  for (int s = 0; s < slots; ++s) p.add_slot(sizes[s]);
  std::array<Card, kMaxItems> card_of{};
  for (Card c : pool) card_of[p.add_item(allowed(c))] = c;
  const Assignment a = sample(p, rng);
  std::array<CardSet, kMaxSlots> out{};
  for (int it = 0; it < p.items; ++it) out[a.slot_of[it]].add(card_of[it]);
  return out;
}

}  // namespace pycards::sampling
