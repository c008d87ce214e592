// pycards/cards.hpp — cards and bit-packed card sets.
//
// Card layout: one index 0..51, suit-major, 13 consecutive bits per suit.
//
//   bit  63..52 | 51 ......... 39 | 38 ......... 26 | 25 ......... 13 | 12 .......... 0
//        unused | spades  2..A    | hearts  2..A    | diamonds 2..A   | clubs   2..A
//
//   index = suit * 13 + rank,  rank 0 = deuce ... 8 = ten, 9 = J, 10 = Q, 11 = K, 12 = A
//   suits: 0 = clubs (C, ♣), 1 = diamonds (D, ♦), 2 = hearts (H, ♥), 3 = spades (S, ♠)
//
// A CardSet is that mask; its bit i is card i, so `CardSet::mask` and a Python `int(card)` agree.
// Iteration is ascending index: clubs 2..A, then diamonds, hearts, spades. Game-specific values
// and rank orders live in per-game tables, never in this encoding.
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <string>
#include <string_view>

namespace pycards {

using Mask = std::uint64_t;

inline constexpr int kRanks = 13;
inline constexpr int kSuits = 4;
inline constexpr int kCards = 52;
inline constexpr Mask kAllCardsMask = (Mask{1} << kCards) - 1;
inline constexpr Mask kSuitLaneMask = (Mask{1} << kRanks) - 1;

enum Suit : std::uint8_t { kClubs = 0, kDiamonds = 1, kHearts = 2, kSpades = 3 };
enum Rank : std::uint8_t {
  kTwo = 0, kThree, kFour, kFive, kSix, kSeven, kEight, kNine, kTen, kJack, kQueen, kKing, kAce
};

/// One card: a stable index 0..51 (see the layout above).
struct Card {
  std::uint8_t index = 0;
  constexpr Card() = default;
  constexpr explicit Card(int i) : index(static_cast<std::uint8_t>(i)) {}
  constexpr Card(Rank r, Suit s) : index(static_cast<std::uint8_t>(s * kRanks + r)) {}
  constexpr Rank rank() const { return static_cast<Rank>(index % kRanks); }
  constexpr Suit suit() const { return static_cast<Suit>(index / kRanks); }
  constexpr Mask bit() const { return Mask{1} << index; }
  friend constexpr bool operator==(Card a, Card b) { return a.index == b.index; }
  friend constexpr bool operator!=(Card a, Card b) { return a.index != b.index; }
  friend constexpr bool operator<(Card a, Card b) { return a.index < b.index; }
};

constexpr bool valid_card_index(long long i) { return i >= 0 && i < kCards; }

// ---- tiny bit helpers (Stockfish style) ---------------------------------------------------
constexpr int popcount(Mask m) { return std::popcount(m); }
constexpr int lowest_index(Mask m) { return std::countr_zero(m); }
constexpr Mask clear_lowest(Mask m) { return m & (m - 1); }
constexpr Mask lowest_bit(Mask m) { return m & (~m + 1); }
/// Index of the k-th (0-based, from the lowest) set bit of m; m must have more than k bits. For
/// drawing the k-th legal move of a move mask without listing the moves (k is small).
constexpr int nth_index(Mask m, int k) {
  for (; k > 0; --k) m &= m - 1;
  return std::countr_zero(m);
}
/// The bits of `bits` deposited into the set bits of `mask` (bit i of `bits` -> the i-th set bit of
/// `mask`; a portable pdep for short masks).
constexpr Mask deposit(Mask bits, Mask mask) {
  Mask out = 0;
  for (; bits && mask; bits >>= 1, mask &= mask - 1)
    if (bits & 1u) out |= mask & (~mask + 1);
  return out;
}
/// Holding of one suit as a 13-bit rank mask (bit r = rank r).
constexpr unsigned suit_lane(Mask m, Suit s) { return unsigned((m >> (s * kRanks)) & kSuitLaneMask); }
constexpr Mask suit_mask(Suit s) { return kSuitLaneMask << (s * kRanks); }
/// All four cards of one rank.
constexpr Mask rank_mask(Rank r) {
  return (Mask{1} << r) | (Mask{1} << (r + kRanks)) | (Mask{1} << (r + 2 * kRanks)) |
         (Mask{1} << (r + 3 * kRanks));
}
/// Cards of ranks in `rank_lane` (bit r = rank r) in every suit.
constexpr Mask ranks_mask(unsigned rank_lane) {
  Mask lane = rank_lane & kSuitLaneMask;
  return lane | (lane << kRanks) | (lane << 2 * kRanks) | (lane << 3 * kRanks);
}
/// The 13-bit union of ranks present in any suit. Folded in two steps (suits 0|2 and 1|3, then
/// the halves): fewer instructions than or-ing four lanes, same result (bits 52..63 never reach
/// the low 13 bits).
constexpr unsigned rank_union(Mask m) {
  const Mask halves = m | (m >> (2 * kRanks));
  return unsigned((halves | (halves >> kRanks)) & kSuitLaneMask);
}

/// A set of cards: one 64-bit mask, bit i = card i. Value type, no allocation.
struct CardSet {
  Mask mask = 0;
  constexpr CardSet() = default;
  constexpr explicit CardSet(Mask m) : mask(m) {}
  constexpr CardSet(Card c) : mask(c.bit()) {}  // NOLINT: a card is a one-card set

  constexpr int size() const { return popcount(mask); }
  constexpr bool empty() const { return mask == 0; }
  constexpr bool contains(Card c) const { return (mask >> c.index) & 1u; }
  constexpr bool contains(CardSet o) const { return (mask & o.mask) == o.mask; }
  constexpr Card first() const { return Card(lowest_index(mask)); }
  constexpr CardSet& add(Card c) { mask |= c.bit(); return *this; }
  constexpr CardSet& remove(Card c) { mask &= ~c.bit(); return *this; }

  friend constexpr CardSet operator|(CardSet a, CardSet b) { return CardSet(a.mask | b.mask); }
  friend constexpr CardSet operator&(CardSet a, CardSet b) { return CardSet(a.mask & b.mask); }
  friend constexpr CardSet operator-(CardSet a, CardSet b) { return CardSet(a.mask & ~b.mask); }
  friend constexpr CardSet operator^(CardSet a, CardSet b) { return CardSet(a.mask ^ b.mask); }
  constexpr CardSet& operator|=(CardSet o) { mask |= o.mask; return *this; }
  constexpr CardSet& operator&=(CardSet o) { mask &= o.mask; return *this; }
  constexpr CardSet& operator-=(CardSet o) { mask &= ~o.mask; return *this; }
  friend constexpr bool operator==(CardSet a, CardSet b) { return a.mask == b.mask; }
  friend constexpr bool operator!=(CardSet a, CardSet b) { return a.mask != b.mask; }

  /// Iteration in ascending card index; allocation-free.
  struct iterator {
    using iterator_category = std::forward_iterator_tag;
    using value_type = Card;
    using difference_type = std::ptrdiff_t;
    using pointer = const Card*;
    using reference = Card;
    Mask m;
    constexpr Card operator*() const { return Card(lowest_index(m)); }
    constexpr iterator& operator++() { m = clear_lowest(m); return *this; }
    constexpr iterator operator++(int) { iterator old = *this; m = clear_lowest(m); return old; }
    friend constexpr bool operator!=(iterator a, iterator b) { return a.m != b.m; }
    friend constexpr bool operator==(iterator a, iterator b) { return a.m == b.m; }
  };
  constexpr iterator begin() const { return {mask}; }
  constexpr iterator end() const { return {0}; }
};

// ---- decks --------------------------------------------------------------------------------
inline constexpr CardSet kDeck52{kAllCardsMask};
/// 40 cards: no 8, 9, 10 (Ураган, kazino).
inline constexpr CardSet kDeck40{kAllCardsMask & ~ranks_mask((1u << kEight) | (1u << kNine) | (1u << kTen))};
/// 36 cards: 6..A.
inline constexpr CardSet kDeck36{ranks_mask(kSuitLaneMask & ~((1u << kSix) - 1))};
/// 32 cards: 7..A.
inline constexpr CardSet kDeck32{ranks_mask(kSuitLaneMask & ~((1u << kSeven) - 1))};
/// 24 cards: 9..A.
inline constexpr CardSet kDeck24{ranks_mask(kSuitLaneMask & ~((1u << kNine) - 1))};

static_assert(kDeck52.size() == 52 && kDeck40.size() == 40 && kDeck36.size() == 36);
static_assert(kDeck32.size() == 32 && kDeck24.size() == 24);

// ---- text (implemented in notation.cpp; one parser for every game) ------------------------
/// Canonical text of a card: rank `2..9 T J Q K A`, suit `C D H S` ("7H", "TD").
std::string to_string(Card c);
/// Canonical text of a set: cards in iteration order joined by `sep`.
std::string to_string(CardSet s, std::string_view sep = " ");
/// Parses one card token: English (`7H`, `TD`, `10D`), Unicode suits (`7♥`), Russian
/// (`Кп`, `7ч`, `Тб`). Throws ParseError naming the token.
Card parse_card(std::string_view token);
/// Parses a whitespace- or comma-separated list of cards. Duplicates throw ParseError.
CardSet parse_cards(std::string_view text);

}  // namespace pycards
