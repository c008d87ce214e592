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

#if defined(__SSSE3__)
#include <immintrin.h>
#endif

#include "hurricane.hpp"
#include "pycards/simulate.hpp"

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

// Byte lanes 0..15 (lane v: a count for the value v), with the two operations the draw needs.
#if defined(__SSSE3__)
// pshufb masks moving every lane up by w lanes (lanes below w become 0), w = 0..15.
alignas(16) constexpr auto kLaneShift = [] {
  std::array<std::array<std::uint8_t, 16>, 16> t{};
  for (int w = 0; w < 16; ++w)
    for (int j = 0; j < 16; ++j) t[w][j] = j >= w ? std::uint8_t(j - w) : std::uint8_t(0x80);
  return t;
}();
struct Lanes {
  __m128i v = _mm_cvtsi32_si128(1);  // lane 0 = 1: the empty subset
  /// Times (1 + x^w): lane s += lane s - w.
  void add_card(int w) {
    v = _mm_add_epi8(v, _mm_shuffle_epi8(v, _mm_load_si128(reinterpret_cast<const __m128i*>(kLaneShift[w].data()))));
  }
  void store(std::uint8_t* out) const { _mm_storeu_si128(reinterpret_cast<__m128i*>(out), v); }
  /// Sum over lanes of lane(v) times nibble v of `nibbles`.
  std::uint32_t dot(std::uint64_t nibbles) const {
    const __m128i n = _mm_cvtsi64_si128(std::int64_t(nibbles)), low = _mm_set1_epi8(15);
    const __m128i counts = _mm_unpacklo_epi8(_mm_and_si128(n, low), _mm_and_si128(_mm_srli_epi16(n, 4), low));
    const __m128i pairs = _mm_maddubs_epi16(v, counts);  // 8 x (two lanes' products), each <= 512
    __m128i quads = _mm_madd_epi16(pairs, _mm_set1_epi16(1));
    quads = _mm_add_epi32(quads, _mm_shuffle_epi32(quads, 0x4E));
    quads = _mm_add_epi32(quads, _mm_shuffle_epi32(quads, 0xB1));
    return std::uint32_t(_mm_cvtsi128_si32(quads));
  }
};
#else
struct Lanes {
  unsigned __int128 v = 1;  // byte lanes; lanes past 15 fall off the top
  void add_card(int w) { v += v << (8 * w); }
  void store(std::uint8_t* out) const {
    for (int i = 0; i < 16; ++i) out[i] = std::uint8_t(v >> (8 * i));
  }
  std::uint32_t dot(std::uint64_t nibbles) const {
    std::uint32_t total = 0;
    for (int i = 0; i < 16; ++i) total += std::uint32_t(std::uint8_t(v >> (8 * i))) * ((nibbles >> (4 * i)) & 15);
    return total;
  }
};
#endif

}  // namespace

namespace {

// The draw works on a second layout of the hand, by key: bit 4 * (value - 1) + suit (40 bits),
// so that the hand's cards come out in the kernel's order (by value, then suit) and a card's value
// is its bit number / 4 + 1. The index layout (bit = card index) gives the lays' order.
constexpr auto kKeyOfIndex = [] {
  std::array<std::uint8_t, kCards> a{};
  for (int i = 0; i < kCards; ++i)
    a[i] = value_of(Card(i)) ? static_cast<std::uint8_t>(4 * (value_of(Card(i)) - 1) + Card(i).suit()) : 0;
  return a;
}();
constexpr auto kIndexOfKey = [] {
  std::array<std::uint8_t, 40> a{};
  for (int i = 0; i < kCards; ++i)
    if (value_of(Card(i))) a[kKeyOfIndex[i]] = static_cast<std::uint8_t>(i);
  return a;
}();

/// The hand cards a draw plays, in both layouts, and for a lay their per-value nibbles.
struct Played {
  Mask cards = 0, keys = 0;
  std::uint64_t nibbles = 0;
};

/// One uniform draw among the legal moves of the seat holding `hand` (`keys`: the same cards in
/// the key layout; cap: the lay cap now), `on_table` the table's per-value nibbles: sets `out`
/// (the hand cards played) and returns the captured table card's value, or 0 for a lay.
inline int draw(Mask hand, Mask keys, std::uint64_t on_table, int cap, Rng& rng, Played& out) {
  // Subset sums of the hand as byte lanes: lane v = the number of hand subsets adding up to v
  // (multiplying by 1 + x^w per card; a lane never exceeds the 64 subsets of 6 cards, so no
  // lane carries into the next). prefix[j] = the lanes of the hand's first j cards by key.
  Lanes sums;
  alignas(16) std::array<std::array<std::uint8_t, 16>, kHandMax> prefix;
  int size = 0;
  for (Mask h = keys; h; h = clear_lowest(h)) {
    sums.store(prefix[size++].data());
    sums.add_card((lowest_index(h) >> 2) + 1);
  }
  // The captures: sum over v of table(v) * sums(v).
  const std::uint32_t captures = on_table ? sums.dot(on_table) : 0;
  const std::uint32_t lays = kLayCount[size][cap];
  std::uint32_t r = rng.below(captures + lays);
  if (r >= captures) {
    unsigned p = kLayOrder[size][cap][r - captures];  // bit j = the hand's j-th card by index
    for (Mask h = hand; p; p >>= 1, h = clear_lowest(h))
      if (p & 1) {
        const int key = kKeyOfIndex[lowest_index(h)];
        out.cards |= lowest_bit(h);
        out.keys |= Mask{1} << key;
        out.nibbles += std::uint64_t{1} << (4 * ((key >> 2) + 1));
      }
    return 0;
  }
  std::array<std::uint8_t, 16> lane;
  sums.store(lane.data());
  int v = 1, ways = 0;
  for (;; ++v) {
    ways = lane[v];
    const std::uint32_t here = std::uint32_t((on_table >> (4 * v)) & 15) * std::uint32_t(ways);
    if (r < here) break;
    r -= here;
  }
  // (which table card of value v is taken, r / ways, changes nothing but the table's identity,
  // which the deal does not keep: only its values count.)
  // The k-th set adding up to v in the kernel's order (captures::for_each_sum_subset): by
  // decreasing key, i.e. with card j = bit j of a subset number (the hand by key), by decreasing
  // number: from the highest card down, the sets holding card j come first, and there are
  // prefix[j][t - value_j] of them (the sets of the cards below j adding up to the rest).
  std::uint32_t k = r % std::uint32_t(ways);
  int t = v;
  int j = popcount(keys & ((Mask{1} << (4 * v)) - 1)) - 1;  // cards of values above v take no part
  Mask below = keys & ((Mask{1} << (4 * v)) - 1);
  for (; t > 0; --j) {  // (k < ways: the sets run out exactly when t reaches 0)
    const int top = 63 - std::countl_zero(below);
    below &= ~(Mask{1} << top);
    const int w = (top >> 2) + 1;
    if (w > t) continue;
    const std::uint32_t with = prefix[j][t - w];
    if (k < with) {
      out.cards |= Mask{1} << kIndexOfKey[top];
      out.keys |= Mask{1} << top;
      t -= w;
    } else {
      k -= with;
    }
  }
  return v;
}

/// A whole deal on a compact state of its own, played by the same rules as State (rules.cpp) and
/// the same draws as legal_moves()[rng.below(k)] on a State: the piles are kept as points, the
/// table as per-value nibbles (the identity of its cards plays no part in the draws or the
/// points), the hands in both layouts (draw()).
struct FastDeal {
  std::array<Mask, 2> hands{}, keys{};
  std::uint64_t table_nibbles = 0;
  std::array<int, 2> points{};
  std::array<std::uint8_t, 40> order{};
  int pos = 0, to_move = 0, dealer = 0, last_capturer = -1;
  bool opening = true;

  void deal(int each) {  // one card at a time, the non-dealer first
    const int first = 1 - dealer;
    Mask a = 0, b = 0, ka = 0, kb = 0;
    for (int i = 0; i < each; ++i, pos += 2) {
      a |= Mask{1} << order[pos];
      b |= Mask{1} << order[pos + 1];
      ka |= Mask{1} << kKeyOfIndex[order[pos]];
      kb |= Mask{1} << kKeyOfIndex[order[pos + 1]];
    }
    hands[first] |= a;
    hands[dealer] |= b;
    keys[first] |= ka;
    keys[dealer] |= kb;
  }

  /// The value of the cards left on the table.
  int table_points() const {
    int total = 0;
    for (int v = 1; v <= kValueMasks.max_value; ++v) total += v * int((table_nibbles >> (4 * v)) & 15);
    return total;
  }

  /// Plays the deal to its end; returns the number of moves.
  int play_out(const Config& c, Rng& rng) {
    int n = 0;
    for (;;) {
      const int seat = to_move, other = 1 - seat;
      const int cap = opening && c.opening_fixed ? 3 : c.max_lay;
      Played played;
      const int taken = draw(hands[seat], keys[seat], table_nibbles, cap, rng, played);
      ++n;
      hands[seat] &= ~played.cards;
      keys[seat] &= ~played.keys;
      if (taken) {
        table_nibbles -= std::uint64_t{1} << (4 * taken);
        points[seat] += 2 * taken;
        last_capturer = seat;
      } else {
        table_nibbles += played.nibbles;
      }
      opening = false;
      if (hands[other]) {
        to_move = other;
      } else if (hands[seat]) {
        to_move = seat;
      } else if (pos < 40) {
        const int left = 40 - pos;
        deal(left >= 12 ? kHandMax : left / 2);
        to_move = c.leader_alternate ? other : 1 - dealer;
      } else {
        return n;
      }
    }
  }
};

constexpr auto kDeck40Order = [] {
  std::array<std::uint8_t, 40> a{};
  int k = 0;
  for (Card card : kDeck40) a[k++] = card.index;
  return a;
}();

}  // namespace

void playouts(const Game& game, std::int64_t begin, std::int64_t end, std::uint64_t seed, std::int16_t* totals,
              std::uint16_t* plays) noexcept {
  const Config& c = game.config();
  for (std::int64_t i = begin; i < end; ++i) {
    // game.new_deal(seed + i, i % 2): the deck shuffled with Rng(seed + i), 6 cards each.
    FastDeal d;
    d.order = kDeck40Order;
    Rng shuffle(seed + std::uint64_t(i));
    shuffle.shuffle(d.order.data(), d.order.size());
    d.dealer = int(i % 2);
    d.deal(kHandMax);
    d.to_move = 1 - d.dealer;
    Rng rng(seed + std::uint64_t(i) + kPlayoutRngOffset);
    const int n = d.play_out(c, rng);
    const int left = d.last_capturer >= 0 && c.leftover_to_capturer ? d.table_points() : 0;
    for (int seat = 0; seat < 2; ++seat)
      totals[2 * (i - begin) + seat] = static_cast<std::int16_t>(d.points[seat] + (seat == d.last_capturer ? left : 0));
    plays[i - begin] = static_cast<std::uint16_t>(n);
  }
}

}  // namespace pycards::hurricane

namespace pycards::hurricane {
namespace {
/// pycards.simulate's breakdown (docs/hurricane.md "pycards.simulate columns"): each seat's pile points, leftover
/// points credited and deal total, the leftover points nobody gets, and the deal's winner (-1 a
/// draw). In a match: the last deal's (the final state's deal_result()).
constexpr SimColumn kColumns[] = {
    {"captured", true}, {"leftover", true}, {"total", true}, {"unclaimed", false}, {"winner", false, true},
};
}  // namespace

Simulator simulator(const Game& /*game*/) {
  return make_simulator<Game, kColumns>([](const State& s, int p) -> std::int64_t { return s.score(p); },
                                        [](const State& s, SimRow& w) {
                                          // end_deal() scored the finished deal already: no second scoring
                                          const DealResult r = s.has_last_result() ? s.last_result() : s.deal_result();
                                          w.sides_of(r.captured, r.leftover, r.total);
                                          w.put(r.unclaimed, r.winner == kDraw ? -1 : r.winner);
                                        });
}
}  // namespace pycards::hurricane
