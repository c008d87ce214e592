// Хурикан: random playouts of whole deals (docs/hurricane.md, "Batch").
//
// The draw of each move is legal_moves()[rng.below(k)] over the k legal moves, made without
// building the list: k = captures + lays, where the captures of a table card of value v are the
// hand subsets adding up to v (their number per v comes from one subset-sum count over the hand),
// and the lays are the subsets of 1..cap hand cards (their number and their order from a table).
// Only the drawn move is built. legal_moves() order: captures by table value, then table card
// index, then the sets in the kernel's search order (hand_sums::for_each_hand_capture); then the
// lays in the bounded binary counter's order over the hand (hand_sums::for_each_lay).
#include <array>
#include <bit>
#include <utility>

#if defined(__SSSE3__)
#include <immintrin.h>
#endif

#include "hurricane.hpp"

namespace pycards::hurricane {

namespace {

// kLayOrder[size][cap][r] = the r-th counter value p (bit j = the hand's j-th lowest card) among
// 1 .. 2^size - 1 with popcount(p) <= cap, ascending: for_each_lay's order.
constexpr auto kLayOrder = [] {
  std::array<std::array<std::array<std::uint8_t, 64>, kHandMax + 1>, kHandMax + 1> t{};
  for (int size = 0; size <= kHandMax; ++size)
    for (int cap = 0; cap <= kHandMax; ++cap) {
      int r = 0;
      for (unsigned p = 1; p < (1u << size); ++p)
        if (std::popcount(p) <= cap) t[size][cap][r++] = static_cast<std::uint8_t>(p);
    }
  return t;
}();
constexpr auto kLayCount = [] {
  std::array<std::array<std::uint8_t, kHandMax + 1>, kHandMax + 1> t{};
  for (int size = 0; size <= kHandMax; ++size)
    for (int cap = 0; cap <= kHandMax; ++cap) t[size][cap] = static_cast<std::uint8_t>(hand_sums::lay_count(size, cap));
  return t;
}();
// Byte j all ones when bit j of the subset number is set.
constexpr auto kSubsetBytes = [] {
  std::array<std::uint64_t, 1 << kHandMax> t{};
  for (unsigned p = 0; p < t.size(); ++p)
    for (int j = 0; j < kHandMax; ++j)
      if (p >> j & 1) t[p] |= std::uint64_t{0xFF} << (8 * j);
  return t;
}();
constexpr auto kValueOfIndex = [] {
  std::array<std::uint8_t, kCards> a{};
  for (int i = 0; i < kCards; ++i) a[i] = static_cast<std::uint8_t>(value_of(Card(i)));
  return a;
}();

// Per-value counts of a card set as 16 nibbles (nibble v = cards of value v), from the rank lanes
// of the four suits: two look-ups per suit (ranks 0..6, ranks 7..12).
constexpr auto kNibbleLo = [] {
  std::array<std::uint64_t, 128> a{};
  for (unsigned m = 0; m < 128; ++m)
    for (int r = 0; r < 7; ++r)
      if (m >> r & 1) a[m] += std::uint64_t{1} << (4 * kValues.of_rank[r]);
  return a;
}();
constexpr auto kNibbleHi = [] {
  std::array<std::uint64_t, 64> a{};
  for (unsigned m = 0; m < 64; ++m)
    for (int r = 7; r < 13; ++r)
      if (m >> (r - 7) & 1) a[m] += std::uint64_t{1} << (4 * kValues.of_rank[r]);
  return a;
}();
inline std::uint64_t value_nibbles(Mask m) {
  std::uint64_t out = 0;
  for (int s = 0; s < 4; ++s) {
    const unsigned lane = unsigned(m >> (13 * s)) & 0x1FFF;
    out += kNibbleLo[lane & 127] + kNibbleHi[lane >> 7];
  }
  return out;
}

// sum over v of byte lane v of `bytes` times nibble v of `nibbles` (lanes 0..15).
inline std::uint32_t dot_lanes(unsigned __int128 bytes, std::uint64_t nibbles) {
#if defined(__SSSE3__)
  const __m128i b = _mm_set_epi64x(std::int64_t(std::uint64_t(bytes >> 64)), std::int64_t(std::uint64_t(bytes)));
  const __m128i n = _mm_cvtsi64_si128(std::int64_t(nibbles)), low = _mm_set1_epi8(15);
  const __m128i counts = _mm_unpacklo_epi8(_mm_and_si128(n, low), _mm_and_si128(_mm_srli_epi16(n, 4), low));
  const __m128i pairs = _mm_maddubs_epi16(b, counts);  // 8 x (two lanes' products), each <= 512
  __m128i quads = _mm_madd_epi16(pairs, _mm_set1_epi16(1));
  quads = _mm_add_epi32(quads, _mm_shuffle_epi32(quads, 0x4E));
  quads = _mm_add_epi32(quads, _mm_shuffle_epi32(quads, 0xB1));
  return std::uint32_t(_mm_cvtsi128_si32(quads));
#else
  std::uint32_t total = 0;
  for (int v = 0; v < 16; ++v) total += std::uint32_t(std::uint8_t(bytes >> (8 * v))) * ((nibbles >> (4 * v)) & 15);
  return total;
#endif
}

}  // namespace

MoveId random_move(const State& s, Rng& rng) noexcept {
  const Mask hand = s.hand(s.to_move()).mask, table = s.table().mask;
  // Subset sums of the hand as byte lanes: lane v = the number of hand subsets adding up to v
  // (multiplying by 1 + x^w per card; a lane never exceeds the 64 subsets of 6 cards, so no
  // lane carries into the next; lanes past 15 fall off the top).
  unsigned __int128 sums = 1;
  std::array<Mask, kHandMax> cards{};
  int size = 0;
  for (Mask h = hand; h; h = clear_lowest(h)) {
    const int i = lowest_index(h);
    cards[size++] = Mask{1} << i;
    sums += sums << (8 * kValueOfIndex[i]);
  }
  // Table cards per value as nibbles, then the captures: sum over v of table(v) * sums(v).
  std::uint64_t on_table = 0;
  if (table) on_table = value_nibbles(table);
  std::uint32_t captures = 0;
  if (on_table) captures = dot_lanes(sums, on_table);
  const int cap = s.lay_cap();
  const std::uint32_t lays = kLayCount[size][cap];
  std::uint32_t r = rng.below(captures + lays);
  if (r >= captures) {
    unsigned p = kLayOrder[size][cap][r - captures];
    Mask m = 0;
    for (; p; p &= p - 1) m |= cards[std::countr_zero(p)];
    return lay_move(m);
  }
  int v = 1, ways = 0;
  for (;; ++v) {
    ways = int(std::uint8_t(sums >> (8 * v)));
    const std::uint32_t here = std::uint32_t((on_table >> (4 * v)) & 15) * std::uint32_t(ways);
    if (r < here) break;
    r -= here;
  }
  Mask targets = table & kValueMasks.of_value[v];
  for (std::uint32_t j = r / std::uint32_t(ways); j; --j) targets = clear_lowest(targets);
  // The k-th set adding up to v in the kernel's order (captures::for_each_sum_subset): by
  // decreasing key, a card's key bit being 4 * value + suit. With the hand's cards sorted by key
  // (card j = bit j of a subset number), that is the subsets by decreasing number.
  std::uint32_t k = r % std::uint32_t(ways);
  std::array<std::uint8_t, kHandMax> key{};
  for (int j = 0; j < size; ++j) {
    const int i = lowest_index(cards[j]);
    key[j] = static_cast<std::uint8_t>(4 * kValueOfIndex[i] + Card(i).suit());
    for (int q = j; q > 0 && key[q - 1] > key[q]; --q) {
      std::swap(key[q - 1], key[q]);
      std::swap(cards[q - 1], cards[q]);
    }
  }
  std::uint64_t values = 0;  // byte j: the value of card j
  for (int j = 0; j < size; ++j) values |= std::uint64_t(key[j] / 4) << (8 * j);
  unsigned p = (1u << size) - 1;
  for (;; --p)
    if (int(((values & kSubsetBytes[p]) * 0x0101010101010101ULL) >> 56) == v && k-- == 0) break;
  Mask chosen = 0;
  for (; p; p &= p - 1) chosen |= cards[std::countr_zero(p)];
  return capture_move(chosen, Card(lowest_index(targets)));
}

void playouts(const Game& game, std::int64_t begin, std::int64_t end, std::uint64_t seed, std::int16_t* totals,
              std::uint16_t* plays) noexcept {
  for (std::int64_t i = begin; i < end; ++i) {
    State s = game.new_deal(seed + std::uint64_t(i), int(i % 2));
    Rng rng(seed + std::uint64_t(i) + kPlayoutRngOffset);
    int n = 0;
    while (!s.is_over()) {
      s.play(random_move(s, rng));
      ++n;
    }
    const DealResult r = s.deal_result();
    totals[2 * (i - begin)] = static_cast<std::int16_t>(r.total[0]);
    totals[2 * (i - begin) + 1] = static_cast<std::int16_t>(r.total[1]);
    plays[i - begin] = static_cast<std::uint16_t>(n);
  }
}

}  // namespace pycards::hurricane
