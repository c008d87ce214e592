// pycards/handeval.hpp — evaluation of three-card hands for the banking games (game-free).
//
// Two families of hands:
//
// 1. Commerce hands (Торговля): three distinct cards of one 52-card deck, as a card-set mask
//    (pycards/cards.hpp). The classes, low to high: none < поэн (point) < секанс (sequence) <
//    трикон (triple). A hand's *key* is one byte that orders hands exactly as the rules do (a
//    higher key wins, equal keys tie):
//
//      bit  7 | 6 .. 5 | 4 ........ 0
//         0   | class  | value within the class
//
//      class 0 none     value 0 (every hand without a combination ties)
//      class 1 point    value = pip total (A = 11, K = Q = J = 10, 10..2 face): 10..31 with
//                       PointRule::kFlush3 (three cards of one suit, not a sequence); 2..31 with
//                       PointRule::kBestSuit (every other hand: the best one-suit pip total)
//      class 2 sequence value = rank index of the top card (4-3-2 = 2 .. A-K-Q = 12); ace high only
//      class 3 triple   value = rank index (2-2-2 = 0 .. A-A-A = 12)
//
//    `commerce_key` reads the key from a table over the 22,100 hands, indexed by the hand's
//    colexicographic rank C(k,3) + C(j,2) + i (card indices i < j < k): three bit scans, two small
//    table reads and the key read, no branch. The table is built at compile time from
//    `commerce_key_direct`, the readable definition.
//
// 2. Три тройки hands: one to three cards of two decks shuffled together, so a hand is a multiset.
//    Only ranks matter: `troyki_hand` takes the count of cards of each rank (13 counts).
#pragma once

#include <array>
#include <cstdint>

#include "pycards/cards.hpp"

namespace pycards::handeval {

// ---- Commerce (Торговля) ----------------------------------------------------------------------
enum CommerceClass : std::uint8_t { kNoCombination = 0, kPoint = 1, kSequence = 2, kTriple = 3 };
enum class PointRule : std::uint8_t { kFlush3 = 0, kBestSuit = 1 };

inline constexpr int kThreeCardHands = 22100;  // C(52, 3)
inline constexpr int kClassShift = 5;

constexpr CommerceClass key_class(std::uint8_t key) { return CommerceClass(key >> kClassShift); }
constexpr int key_value(std::uint8_t key) { return key & ((1 << kClassShift) - 1); }
constexpr std::uint8_t make_key(CommerceClass c, int value) {
  return std::uint8_t((int(c) << kClassShift) | value);
}

/// Pip value of a rank for a point: A = 11, K = Q = J = 10, 10..2 face value.
constexpr int commerce_pips(int rank) { return rank == kAce ? 11 : rank >= kTen ? 10 : rank + 2; }

/// The key of the hand `m` (exactly three cards), computed from the rules: the definition the
/// table is built from, and the slow path for tests.
constexpr std::uint8_t commerce_key_direct(Mask m, PointRule rule) {
  int ranks[3] = {}, suits[3] = {};
  for (int n = 0; n < 3; ++n) {
    const int i = lowest_index(m);
    m = clear_lowest(m);
    ranks[n] = i % kRanks;
    suits[n] = i / kRanks;
  }
  // Ascending index: within one suit the ranks ascend.
  if (ranks[0] == ranks[1] && ranks[1] == ranks[2]) return make_key(kTriple, ranks[0]);
  const bool one_suit = suits[0] == suits[1] && suits[1] == suits[2];
  if (one_suit && ranks[1] == ranks[0] + 1 && ranks[2] == ranks[1] + 1) return make_key(kSequence, ranks[2]);
  if (one_suit) return make_key(kPoint, commerce_pips(ranks[0]) + commerce_pips(ranks[1]) + commerce_pips(ranks[2]));
  if (rule == PointRule::kFlush3) return make_key(kNoCombination, 0);
  int best = 0;
  for (int s = 0; s < kSuits; ++s) {
    int total = 0;
    for (int n = 0; n < 3; ++n) total += suits[n] == s ? commerce_pips(ranks[n]) : 0;
    best = total > best ? total : best;
  }
  return make_key(kPoint, best);
}

namespace detail {
struct CommerceTables {
  std::array<std::uint16_t, kCards> c2{}, c3{};                 // C(j, 2), C(k, 3)
  std::array<std::array<std::uint8_t, kThreeCardHands>, 2> key{};  // [rule][colex index]
};
constexpr CommerceTables make_commerce_tables() {
  CommerceTables t;
  for (int j = 0; j < kCards; ++j) {
    t.c2[j] = std::uint16_t(j * (j - 1) / 2);
    t.c3[j] = std::uint16_t(j * (j - 1) * (j - 2) / 6);
  }
  int index = 0;  // colex order: k, then j, then i ascending
  for (int k = 2; k < kCards; ++k)
    for (int j = 1; j < k; ++j)
      for (int i = 0; i < j; ++i, ++index) {
        const Mask m = (Mask{1} << i) | (Mask{1} << j) | (Mask{1} << k);
        t.key[0][index] = commerce_key_direct(m, PointRule::kFlush3);
        t.key[1][index] = commerce_key_direct(m, PointRule::kBestSuit);
      }
  return t;
}
inline constexpr CommerceTables kCommerce = make_commerce_tables();
}  // namespace detail

/// Colexicographic rank 0..22099 of a three-card mask.
inline int hand_index(Mask m) noexcept {
  const int i = lowest_index(m);
  m = clear_lowest(m);
  const int j = lowest_index(m);
  m = clear_lowest(m);
  const int k = lowest_index(m);
  return detail::kCommerce.c3[k] + detail::kCommerce.c2[j] + i;
}

/// True iff `m` is a hand the evaluator takes: exactly three cards of the 52.
constexpr bool valid_hand(Mask m) { return popcount(m) == 3 && (m & ~kAllCardsMask) == 0; }

/// The key of the hand `m` (precondition: valid_hand(m)), from the table.
inline std::uint8_t commerce_key(Mask m, PointRule rule) noexcept {
  return detail::kCommerce.key[int(rule)][hand_index(m)];
}

/// Keys of n hands; returns -1, or the index of the first mask that is not a valid hand (the keys
/// of invalid masks are 0 and the others are still written).
std::int64_t commerce_keys(const Mask* masks, std::int64_t n, PointRule rule, std::uint8_t* out) noexcept;

// ---- Три тройки --------------------------------------------------------------------------------
/// Classes from low to high (with the default `threes_rank`): bust (11 or more), bankrupt (total
/// 10, worth 0), a total 1..8, a nine in two or three cards, a single-card nine, three threes.
enum class TroykiClass : std::uint8_t { kBust, kBankrupt, kTotal, kNine, kSingleNine, kThreeThrees };

struct TroykiRules {
  bool threes_below_single_nine = false;  // threes_rank = "below_single_nine"
  bool ten_multi_bust = false;            // ten_multi = "bust": 10 in 2+ cards is bust
};

struct TroykiHand {
  TroykiClass cls = TroykiClass::kBust;
  std::uint8_t total = 0;       // point total of the cards (A = 1, K Q J = 10, 10..2 face value)
  std::uint8_t strength = 0;    // higher wins, equal ties: bust 0, bankrupt 1, total t -> t + 1,
                                // nine 10, then single nine and three threes 11 and 12 (order by rule)
  std::uint8_t multiplier = 1;  // stakes a winning hand collects: 3 three threes, 2 single nine, else 1
  bool operator==(const TroykiHand&) const = default;
};

/// Point value of a rank in Три тройки: A = 1, K = Q = J = 10, 10..2 face value.
constexpr int troyki_points(int rank) { return rank == kAce ? 1 : rank >= kTen ? 10 : rank + 2; }

/// The hand of `cards` cards (1 to 3) with point total `total`; `three_threes` when they are
/// three threes.
constexpr TroykiHand troyki_classify(int cards, int total, bool three_threes, TroykiRules rules) {
  TroykiHand h;
  h.total = std::uint8_t(total);
  if (three_threes) {
    h.cls = TroykiClass::kThreeThrees;
    h.strength = rules.threes_below_single_nine ? 11 : 12;
    h.multiplier = 3;
  } else if (cards == 1 && total == 9) {
    h.cls = TroykiClass::kSingleNine;
    h.strength = rules.threes_below_single_nine ? 12 : 11;
    h.multiplier = 2;
  } else if (total == 9) {
    h.cls = TroykiClass::kNine;
    h.strength = 10;
  } else if (total >= 11 || (total == 10 && cards > 1 && rules.ten_multi_bust)) {
    h.cls = TroykiClass::kBust;
    h.strength = 0;
  } else if (total == 10) {
    h.cls = TroykiClass::kBankrupt;
    h.strength = 1;
  } else {
    h.cls = TroykiClass::kTotal;
    h.strength = std::uint8_t(total + 1);
  }
  return h;
}

/// The hand holding `counts[r]` cards of rank r (1 to 3 cards in all; precondition).
constexpr TroykiHand troyki_hand(const std::array<std::uint8_t, kRanks>& counts, TroykiRules rules) {
  int cards = 0, total = 0;
  for (int r = 0; r < kRanks; ++r) {
    cards += counts[r];
    total += counts[r] * troyki_points(r);
  }
  return troyki_classify(cards, total, cards == 3 && counts[kThree] == 3, rules);
}

/// The same from the ranks of the cards (1 to 3 of them).
constexpr TroykiHand troyki_hand_of_ranks(const int* ranks, int n, TroykiRules rules) {
  int total = 0, threes = 0;
  for (int i = 0; i < n; ++i) {
    total += troyki_points(ranks[i]);
    threes += ranks[i] == kThree;
  }
  return troyki_classify(n, total, n == 3 && threes == 3, rules);
}

}  // namespace pycards::handeval
