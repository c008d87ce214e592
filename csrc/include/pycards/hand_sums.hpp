// pycards/hand_sums.hpp — the "other way round" capture kernel: sets of cards *from a hand* whose
// values add up to the value of one *table* card, and the lays of 1..k cards of a hand. Used by
// Хурикан (hurricane); it knows no game: the values come from the caller's ValueMasks
// (pycards/captures.hpp), the cap on a lay from the caller. No allocation, no exceptions.
//
// Algorithms:
//   * Captures: the hand is split by value once (captures::group_table on the hand), then for
//     each distinct value v of the table the sum search of captures.hpp runs over the hand with
//     every value <= v allowed (so a single hand card of value v counts), and each set it finds is
//     emitted once per table card of value v. Table cards of one value share their sets, so the
//     search runs once per value, not once per card.
//   * Lays: the hand's cards are listed in ascending index (at most 64, kept on the stack), and the
//     subsets of 1..k of them are walked in the order of a k-bounded binary counter: the subset
//     of positions `p` is visited iff popcount(p) <= k, skipping ahead by the lowest set bit when
//     the counter exceeds k (Gosper-free, ~one step per emitted subset for small hands).
#pragma once

#include <array>
#include <cstdint>

#include "pycards/captures.hpp"
#include "pycards/cards.hpp"

namespace pycards::hand_sums {

/// Calls `emit(Mask hand_cards, Card table_card)` once for every pair of a non-empty subset of
/// `hand` and a card of `table` whose values (by `vm`) add up exactly to the table card's value.
/// Table cards of value 0 (not in the game's table) capture nothing. Order: by the table card's
/// value, then the table card's index; for one table card, the sets in the search order of
/// captures::for_each_sum_subset. Returns the number of pairs emitted.
template <class Emit>
constexpr int for_each_hand_capture(Mask hand, Mask table, const captures::ValueMasks& vm, Emit&& emit) {
  if (!hand || !table) return 0;
  captures::ValueGroups g{};
  captures::group_table(hand, vm, vm.max_value, g);
  int n = 0;
  for (int v = 1; v <= vm.max_value; ++v) {
    const Mask targets = table & vm.of_value[v];
    if (!targets) continue;
    // the sets for value v: searched once and repeated for the other table cards of value v
    // (kept on the stack; a hand with more than 64 such sets is searched again per card)
    std::array<Mask, 64> sets{};
    int k = 0;
    bool overflow = false;
    const Card first(lowest_index(targets));
    captures::for_each_sum_subset(g, v, v, [&](Mask s) {
      emit(s, first);
      ++n;
      if (k < 64) sets[k++] = s;
      else overflow = true;
    });
    for (Mask t = clear_lowest(targets); t; t = clear_lowest(t)) {
      const Card c(lowest_index(t));
      if (overflow) {
        captures::for_each_sum_subset(g, v, v, [&](Mask s) {
          emit(s, c);
          ++n;
        });
        continue;
      }
      for (int i = 0; i < k; ++i) {
        emit(sets[i], c);
        ++n;
      }
    }
  }
  return n;
}

/// The number of (hand subset, table card) pairs of for_each_hand_capture, without emitting.
constexpr int count_hand_captures(Mask hand, Mask table, const captures::ValueMasks& vm) {
  return for_each_hand_capture(hand, table, vm, [](Mask, Card) {});
}

/// Calls `emit(Mask cards)` once for every subset of `hand` of 1 to `max_cards` cards. Order: by
/// the binary counter over the hand's cards in ascending index (the lowest card is bit 0).
/// Returns the number of subsets emitted (-1, nothing emitted, for a `hand` of more than 24 cards).
template <class Emit>
constexpr int for_each_lay(Mask hand, int max_cards, Emit&& emit) {
  std::array<Mask, 64> bits{};
  int size = 0;
  for (Mask h = hand; h; h = clear_lowest(h)) bits[size++] = lowest_bit(h);
  if (size == 0 || max_cards <= 0) return 0;
  if (size > 24) return -1;  // the walk is for hands (a fishing hand holds a few cards)
  const std::uint32_t end = std::uint32_t{1} << size;
  int n = 0;
  for (std::uint32_t p = 1; p < end;) {
    if (std::popcount(p) > max_cards) {
      p += p & (~p + 1);  // too many cards: skip every counter value sharing these high bits
      continue;
    }
    Mask m = 0;
    for (std::uint32_t q = p; q; q &= q - 1) m |= bits[std::countr_zero(q)];
    emit(m);
    ++n;
    ++p;
  }
  return n;
}

/// The number of subsets of `size` cards with 1..max_cards cards: sum of C(size, j), j = 1..k.
constexpr int lay_count(int size, int max_cards) {
  int total = 0, c = 1;  // c = C(size, j)
  for (int j = 1; j <= size && j <= max_cards; ++j) {
    c = c * (size - j + 1) / j;
    total += c;
  }
  return total;
}

}  // namespace pycards::hand_sums
