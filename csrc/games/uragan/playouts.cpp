// Ураган: the two random playout engines. State::random_playout walks any state (open4
// included); the batch fast path (FastDeal) plays whole hidden-hand deals on a compact state of
// its own. Both make the same draws: docs/uragan.md, "Batch".
#include <algorithm>
#include <bit>
#include <cstdint>

#include "uragan.hpp"
#include "pycards/simulate.hpp"

#if defined(__SSE4_1__)
#include <immintrin.h>
#endif

namespace pycards::uragan {

// ---- random playouts ----------------------------------------------------------------------
//
// random_playout() draws each move uniformly from the legal moves without building the list.
// Order of the k legal moves (the draw is r = rng.below(k), one bounded draw per move, also for
// k == 1): by the value of the played card (A=1 .. K=10), then by card index, then that card's
// captures in the order legal_moves() lists them (same-rank singles by table card index; sum sets
// in the kernel's search order), a trail last (it is alone: a card that captures may not trail).
// That is legal_moves() stably sorted by (value, card index) of the played card; open4: down1 /
// down2 likewise (down1 first). Every card of value v has the same
// number w(v) of moves: the same-rank table cards if any, else the number of sum sets (kept up to
// date across moves in captures::SubsetSums), else 1 (the trail). So k = sum over values of
// hand_count(v) * w(v); the draw picks the value, the card (r / w) and the capture (r % w), and
// only that capture is built. With SSE4.1 the per-value arithmetic runs on two vectors of 16-bit
// lanes (lane = value 0..15) without branches; the scalar path computes the same numbers.

namespace {

constexpr int kTopValue = 10;

constexpr auto kValueOfIndex = [] {
  std::array<std::uint8_t, kCards> a{};
  for (int i = 0; i < kCards; ++i) a[i] = static_cast<std::uint8_t>(value_of(Card(i)));
  return a;
}();

constexpr auto kNibbleOfIndex = [] {
  std::array<std::uint64_t, kCards> a{};
  for (int i = 0; i < kCards; ++i) a[i] = std::uint64_t{1} << (4 * value_of(Card(i)));
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

// The k-th lowest set bit of m (k <= 3), without a branch.
inline Mask nth_bit(Mask m, std::uint32_t k) {
  const Mask m1 = clear_lowest(m), m2 = clear_lowest(m1), m3 = clear_lowest(m2);
  const Mask r = k == 0 ? m : k == 1 ? m1 : k == 2 ? m2 : m3;
  return lowest_bit(r);
}

#if defined(__SSE4_1__) && !defined(PYCARDS_SCALAR_PLAYOUT)
#define PYCARDS_SIMD_PLAYOUT 1

using captures::SumLanes;  // the shared kernel's vector subset-sum counts (pycards/captures.hpp)

// Nibbles -> 16-bit lanes (values 0..7, 8..15).
inline void nibble_lanes(std::uint64_t nib, __m128i& lo, __m128i& hi) {
  const __m128i x = _mm_cvtsi64_si128(static_cast<long long>(nib));
  const __m128i m = _mm_set1_epi8(0x0F);
  const __m128i bytes = _mm_unpacklo_epi8(_mm_and_si128(x, m), _mm_and_si128(_mm_srli_epi16(x, 4), m));
  lo = _mm_cvtepu8_epi16(bytes);
  hi = _mm_cvtepu8_epi16(_mm_srli_si128(bytes, 8));
}

inline __m128i prefix8(__m128i x) {
  x = _mm_add_epi16(x, _mm_slli_si128(x, 2));
  x = _mm_add_epi16(x, _mm_slli_si128(x, 4));
  return _mm_add_epi16(x, _mm_slli_si128(x, 8));
}

#endif

}  // namespace

// One deal being played out at random (State::random_playout, playouts()): the state, its
// generator and the incremental counts. step() plays one move.
struct PlayoutWalker {
  State s;
  Rng rng;
#ifdef PYCARDS_SIMD_PLAYOUT
  SumLanes sums;
#else
  captures::SubsetSums<kTopValue> sums;
#endif
  std::uint64_t tn = 0;                        // per-value counts of the table (nibbles)
  std::array<Mask, kMaxPlayers> known{};       // hands as of hand_nib (recounted when they change)
  std::array<std::uint64_t, kMaxPlayers> hand_nib{};
  int plays = 0;

  PlayoutWalker(const State& state, const Rng& generator) : s(state), rng(generator) { recount(); }

  void recount() {
    sums = {};
    for (Mask t = s.table_; t; t = clear_lowest(t)) sums.add(kValueOfIndex[lowest_index(t)]);
    tn = value_nibbles(s.table_);
  }

  /// Plays one move; false once the game is over (then does nothing).
  bool step() noexcept {
    const int seat = s.to_move_;
    if (seat < 0) return false;
    Mask playable;
    if (s.pending_ >= 0) {
      playable = Mask{1} << s.pending_;
    } else {
      playable = s.hands_[seat];
      if (s.cfg_.open4) {
        playable &= ~s.face_down_set(seat).mask;
        if (!playable) {  // down1 / down2 (the table does not change)
          const bool d1 = s.down_[seat][0] >= 0, d2 = s.down_[seat][1] >= 0;
          s.play(rng.below(unsigned(d1) + unsigned(d2)) == 0 && d1 ? kDown1 : kDown2);
          ++plays;
          return true;
        }
      }
    }
    const Mask table = s.table_;
    if (s.hands_[seat] != known[seat]) {  // a new round (or the first move of this seat)
      known[seat] = s.hands_[seat];
      hand_nib[seat] = value_nibbles(known[seat]);
    }
    const std::uint64_t hn = playable == known[seat] ? hand_nib[seat] : value_nibbles(playable);
    std::uint32_t r, w, n_sums;
    int v;
#ifdef PYCARDS_SIMD_PLAYOUT
    {
      __m128i tlo, thi, hlo, hhi;
      nibble_lanes(tn, tlo, thi);
      nibble_lanes(hn, hlo, hhi);
      const __m128i one = _mm_set1_epi16(1), zero = _mm_setzero_si128();
      const __m128i wlo = _mm_blendv_epi8(tlo, _mm_max_epu16(sums.lo, one), _mm_cmpeq_epi16(tlo, zero));
      const __m128i whi = _mm_blendv_epi8(thi, _mm_max_epu16(sums.hi, one), _mm_cmpeq_epi16(thi, zero));
      const __m128i slo = _mm_mullo_epi16(hlo, wlo), shi = _mm_mullo_epi16(hhi, whi);
      const __m128i plo = prefix8(slo);
      const __m128i phi = _mm_add_epi16(prefix8(shi), _mm_shuffle_epi8(plo, _mm_set1_epi16(0x0F0E)));
      const std::uint32_t total = static_cast<std::uint32_t>(_mm_extract_epi16(phi, 7));
      r = rng.below(total);
      const __m128i rv = _mm_set1_epi16(static_cast<short>(r));
      const int above = _mm_movemask_epi8(_mm_packs_epi16(_mm_cmpgt_epi16(plo, rv), _mm_cmpgt_epi16(phi, rv)));
      v = std::countr_zero(unsigned(above));
      alignas(16) std::uint16_t excl[16], wv[16], nv[16];  // lane v read back through memory
      _mm_store_si128(reinterpret_cast<__m128i*>(excl), _mm_sub_epi16(plo, slo));
      _mm_store_si128(reinterpret_cast<__m128i*>(excl + 8), _mm_sub_epi16(phi, shi));
      _mm_store_si128(reinterpret_cast<__m128i*>(wv), wlo);
      _mm_store_si128(reinterpret_cast<__m128i*>(wv + 8), whi);
      _mm_store_si128(reinterpret_cast<__m128i*>(nv), sums.lo);
      _mm_store_si128(reinterpret_cast<__m128i*>(nv + 8), sums.hi);
      r -= excl[v];
      w = wv[v];
      n_sums = nv[v];
    }
#else
    {
      std::uint32_t total = 0, span[kTopValue + 1], wv[kTopValue + 1];
      for (int u = 1; u <= kTopValue; ++u) {
        const std::uint32_t tc = (tn >> (4 * u)) & 15, hc = (hn >> (4 * u)) & 15;
        wv[u] = tc ? tc : sums.n[u] ? sums.n[u] : 1;
        span[u] = hc * wv[u];
        total += span[u];
      }
      r = rng.below(total);
      v = 1;
      while (r >= span[v]) r -= span[v++];
      w = wv[v];
      n_sums = sums.n[v];
    }
#endif
    // r < (cards of value v) * w <= 4w: the card is r / w, found by compares (no division)
    const std::uint32_t k = std::uint32_t(r >= w) + std::uint32_t(r >= 2 * w) + std::uint32_t(r >= 3 * w);
    const std::uint32_t sub = r - k * w;
    const int card = lowest_index(nth_bit(playable & kValueMasks.of_value[v], k));
    // a same-rank single (sub < 4), else a trail (no same-rank card, no sum: an empty mask)
    const Mask same = table & kValueMasks.of_value[v];
    MoveId id = MoveId(card) | (nth_bit(same, sub & 3) << 6);
    if (!same && n_sums) {  // a sum: the search stopped at set number `sub`
      captures::ValueGroups vg;
      captures::group_table(table, kValueMasks, kTopValue - 1, vg);
      id |= captures::nth_sum_subset(vg, v - 1, v, int(sub)) << 6;
    }
    s.play(id);
    ++plays;
    known[seat] &= ~(Mask{1} << card);
    hand_nib[seat] -= kNibbleOfIndex[card];
    const Mask after = s.table_, added = after & ~table, gone = table & ~after;
    if (added == Mask{1} << card) {  // a trail
      sums.add(kValueOfIndex[card]);
      tn += kNibbleOfIndex[card];
    } else if (!added && gone && popcount(gone) <= 2) {  // a capture of one or two cards
      const int c1 = lowest_index(gone), c2 = 63 - std::countl_zero(gone);
      sums.remove(kValueOfIndex[c1]);
      tn -= kNibbleOfIndex[c1];
      if (c2 != c1) {
        sums.remove(kValueOfIndex[c2]);
        tn -= kNibbleOfIndex[c2];
      }
    } else {  // bigger captures, hurricane lay-outs, a new deal: count the table again
      recount();
    }
    return true;
  }
};

// The variants (free_trail, same_rank_sums) change which moves a card has: their playouts
// build the list and draw from it in the same documented order (the played card's value, then
// its index; legal_moves() order within a card), so each legal move still has probability 1/k.
int State::random_playout_listed(Rng& rng) noexcept {
  MoveId moves[kMaxMoves];
  int plays = 0;
  while (!is_over()) {
    const int k = legal_moves(moves);
    std::stable_sort(moves, moves + k, [](MoveId a, MoveId b) {
      const auto key = [](MoveId m) { return (m & kDownFlag) ? -1 : value_of(played_card(m)) * 64 + int(m & 63); };
      return key(a) < key(b);
    });
    const MoveId m = moves[rng.below(static_cast<std::uint32_t>(k))];
    ++plays;
    play(m);
  }
  return plays;
}

int State::random_playout(Rng& rng) noexcept {
  if (!cfg_.seed_moves()) return random_playout_listed(rng);
  PlayoutWalker w(*this, rng);
  while (w.step()) {
  }
  *this = w.s;
  rng = w.rng;
  return w.plays;
}

#ifdef PYCARDS_SIMD_PLAYOUT
namespace {

// ---- the batch fast path (hidden hands) ---------------------------------------------------
//
// playouts() of hidden-hand deals run on their own compact state instead of State + PlayoutWalker,
// with the same draws and so the same results (tests/uragan/test_playouts.py replays them):
//  * cards are numbered value-major, vm = 4 * (value - 1) + suit, so a mask holds 10 nibbles, one
//    per value, bit = suit. Per-value counts are a SWAR nibble popcount; the cards of one value are
//    one nibble, and ascending bits are the draw order (value, then card index = suit).
//  * seats are numbered from the dealer's opponent (slot j = seat (dealer + 1 + j) % n), so slot 0
//    moves first; a slot's side is (j + dealer + 1) & 1.
//  * the shuffle is Rng::shuffle on the value-major labels of kDeck40 in ascending card index (the
//    same permutation as shuffled(kDeck40, seed)); all rounds' hands are cut from it at once.

constexpr auto kVmOfDeckPos = [] {
  std::array<std::uint8_t, 40> a{};
  int k = 0;
  for (Card c : kDeck40) a[k++] = static_cast<std::uint8_t>(4 * (value_of(c) - 1) + c.suit());
  return a;
}();

// kNth4[nibble][k]: the k-th lowest set bit of a 4-bit mask (0 if there is none).
constexpr auto kNth4 = [] {
  std::array<std::array<std::uint8_t, 4>, 16> a{};
  for (unsigned m = 0; m < 16; ++m) {
    int k = 0;
    for (int b = 0; b < 4; ++b)
      if (m >> b & 1) a[m][k++] = static_cast<std::uint8_t>(1u << b);
  }
  return a;
}();

constexpr Mask kNib1 = 0x1111111111ULL, kVmAll = 0xFFFFFFFFFFULL;
constexpr Mask kVmHearts = kNib1 << kHearts;
constexpr int kVmSevenOfHearts = 4 * (7 - 1) + kHearts;
// premiera value by capture value 1..10 (A=16, 2..7 = 12 13 14 15 18 21, J=8, Q=9, K=10)
constexpr std::array<std::uint8_t, 11> kPremieraOfValue{0, 16, 12, 13, 14, 15, 18, 21, 8, 9, 10};

// Per-value card counts: nibble v - 1 = number of cards of value v (SWAR popcount of nibbles).
inline std::uint64_t nib_counts(Mask m) {
  m = m - ((m >> 1) & 0x5555555555ULL);
  return (m & 0x3333333333ULL) + ((m >> 2) & 0x3333333333ULL);
}

inline int vm_premiera(Mask pile) {
  const std::uint64_t c = nib_counts(pile);
  std::uint64_t f = ((c >> 2) | (c & (c >> 1))) & kNib1;  // values held 4 or 3 times
  int best = 0;
  for (; f; f &= f - 1) {
    const int nib = std::countr_zero(f) >> 2;
    const int h = int((c >> (4 * nib)) & 7) * kPremieraOfValue[nib + 1];
    best = h > best ? h : best;
  }
  return best;
}

inline SumLanes vm_sums(Mask t) {
  SumLanes s;
  for (; t; t &= t - 1) s.add((std::countr_zero(t) >> 2) + 1);
  return s;
}

// Sum capture number `sub` of a card of value v (no value-v card on the table), in the order of
// captures::for_each_sum_subset. On value-major masks that search order is descending numeric order
// of the capture masks (higher value first, then submask s = grp, (s - 1) & grp, ... of a value,
// then the same below), so the capture is unranked card by card from the highest bit: the captures
// holding card b come before those without it, and there are P_b[r - value(b)] of them, P_b = the
// subset-sum counts of the table cards below b. No search, no data-dependent branch.
inline Mask vm_nth_sum(Mask table, int v, int sub) {
  Mask low = table & ((Mask{1} << (4 * (v - 1))) - 1);  // values 1..v-1
  if (std::popcount(low) <= 4) {
    // At most 4 cards: all 16 subset sums at once (byte i = sum of the cards of bits of i; an
    // absent card weighs 32, more than any target), the matches as a 16-bit mask, and capture
    // number `sub` is its sub-th highest set bit (subset order = card mask order).
    Mask c[4];
    std::uint32_t w[4];
    for (int i = 0; i < 4; ++i) {
      c[i] = low & -low;
      low &= low - 1;
      w[i] = c[i] ? (std::countr_zero(c[i]) >> 2) + 1 : 32;
    }
    const std::uint32_t t01 = (w[0] << 8) | (w[1] << 16) | ((w[0] + w[1]) << 24);
    const std::uint32_t t23 = (w[2] << 8) | (w[3] << 16) | ((w[2] + w[3]) << 24);
    const __m128i sums = _mm_add_epi8(
        _mm_shuffle_epi8(_mm_cvtsi32_si128(int(t01)), _mm_setr_epi8(0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3)),
        _mm_shuffle_epi8(_mm_cvtsi32_si128(int(t23)), _mm_setr_epi8(0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3)));
    unsigned m = unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(sums, _mm_set1_epi8(char(v)))));
    for (; sub > 0; --sub) m ^= 1u << (31 - std::countl_zero(m));
    const unsigned i = 31 - std::countl_zero(m);
    return (c[0] & -Mask{i & 1}) | (c[1] & -Mask{i >> 1 & 1}) | (c[2] & -Mask{i >> 2 & 1}) |
           (c[3] & -Mask{i >> 3 & 1});
  }
  alignas(16) std::uint16_t rows[40][16];
  std::uint8_t bit[40];
  int k = 0;
  SumLanes p;
  for (; low; low &= low - 1, ++k) {
    const int b = std::countr_zero(low);
    bit[k] = static_cast<std::uint8_t>(b);
    _mm_store_si128(reinterpret_cast<__m128i*>(rows[k]), p.lo);
    _mm_store_si128(reinterpret_cast<__m128i*>(rows[k] + 8), p.hi);
    p.add((b >> 2) + 1);
  }
  Mask cap = 0;
  int r = v;
  std::uint32_t n = static_cast<std::uint32_t>(sub);
  while (k-- > 0) {
    const int b = bit[k], idx = r - ((b >> 2) + 1);
    const std::uint32_t cnt = idx >= 0 ? rows[k][idx] : 0;
    const bool in = n < cnt;
    n -= in ? 0 : cnt;
    r = in ? idx : r;
    cap |= Mask{in} << b;
  }
  return cap;
}

// The position of each card of the shuffled deck: slot 4 * round + j (round r's hand of slot j),
// or 12 for the table.
template <int N>
constexpr auto kSlotOfPos = [] {
  std::array<std::uint8_t, 40> a{};
  constexpr int per_round = N * hand_size(N);
  for (int p = 0; p < 40; ++p) {
    if (p < per_round) a[p] = static_cast<std::uint8_t>(p % N);
    else if (p < per_round + 4) a[p] = 12;
    else {
      const int q = p - per_round - 4;
      a[p] = static_cast<std::uint8_t>(4 * (1 + q / per_round) + q % N);
    }
  }
  return a;
}();

template <int N>
struct FastDeal {
  static constexpr int kRounds = N == 2 ? 3 : 1;
  std::array<Mask, 13> cut;
  std::array<Mask, N> hand;
  Mask table;
  std::array<Mask, 2> pile;  // by slot parity
  std::array<int, 2> hur;    // by slot parity
  int round, j, last, plays, dealer;
  SumLanes sums;
  // per-value card counts, nibble v = count of value v (nib_counts << 4), kept up to date
  std::uint64_t tn;
  std::array<std::uint64_t, N> hn;
  Rng rng;

  void start(std::uint64_t deal_seed, int dealer_seat, const Rng& generator) noexcept {
    // shuffle (Rng::shuffle: the same draws as shuffled(kDeck40, deal_seed)) and cut
    std::array<std::uint8_t, 40> items = kVmOfDeckPos;
    Rng g(deal_seed);
    for (unsigned i = 40; i > 1; --i) {
      const unsigned k = g.below(i);
      std::swap(items[i - 1], items[k]);
    }
    cut = {};
#pragma GCC unroll 40
    for (int p = 0; p < 40; ++p) cut[kSlotOfPos<N>[p]] |= Mask{1} << items[p];
    for (int s = 0; s < N; ++s) {
      hand[s] = cut[s];
      hn[s] = nib_counts(hand[s]) << 4;
    }
    table = cut[12];
    tn = nib_counts(table) << 4;
    pile = {};
    hur = {};
    round = 1;
    j = last = plays = 0;
    dealer = dealer_seat;
    sums = vm_sums(table);
    rng = generator;
  }

  /// Plays one move; false once the deal is over.
  bool step() noexcept {
    const Mask h = hand[j];
    // per value v (lane v): w = same-rank table cards, else sum captures, else 1 (a trail)
    const __m128i one = _mm_set1_epi16(1), zero = _mm_setzero_si128();
    __m128i tlo, thi, hlo, hhi;
    nibble_lanes(tn, tlo, thi);
    nibble_lanes(hn[j], hlo, hhi);
    const __m128i wlo = _mm_blendv_epi8(tlo, _mm_max_epu16(sums.lo, one), _mm_cmpeq_epi16(tlo, zero));
    const __m128i whi = _mm_blendv_epi8(thi, _mm_max_epu16(sums.hi, one), _mm_cmpeq_epi16(thi, zero));
    const __m128i slo = _mm_mullo_epi16(hlo, wlo), shi = _mm_mullo_epi16(hhi, whi);
    const __m128i plo = prefix8(slo);
    const __m128i phi = _mm_add_epi16(prefix8(shi), _mm_shuffle_epi8(plo, _mm_set1_epi16(0x0F0E)));
    const std::uint32_t total = static_cast<std::uint32_t>(_mm_extract_epi16(phi, 7));
    std::uint32_t r = rng.below(total);
    const __m128i rv = _mm_set1_epi16(static_cast<short>(r));
    const int above = _mm_movemask_epi8(_mm_packs_epi16(_mm_cmpgt_epi16(plo, rv), _mm_cmpgt_epi16(phi, rv)));
    const int v = std::countr_zero(unsigned(above));
    alignas(16) std::uint16_t excl[16], wv[16], nv[16];
    _mm_store_si128(reinterpret_cast<__m128i*>(excl), _mm_sub_epi16(plo, slo));
    _mm_store_si128(reinterpret_cast<__m128i*>(excl + 8), _mm_sub_epi16(phi, shi));
    _mm_store_si128(reinterpret_cast<__m128i*>(wv), wlo);
    _mm_store_si128(reinterpret_cast<__m128i*>(wv + 8), whi);
    _mm_store_si128(reinterpret_cast<__m128i*>(nv), sums.lo);
    _mm_store_si128(reinterpret_cast<__m128i*>(nv + 8), sums.hi);
    r -= excl[v];
    const std::uint32_t w = wv[v];
    const std::uint32_t k = std::uint32_t(r >= w) + std::uint32_t(r >= 2 * w) + std::uint32_t(r >= 3 * w);
    const std::uint32_t sub = r - k * w;
    const int sh = 4 * (v - 1);
    const Mask card = Mask{kNth4[(h >> sh) & 15][k]} << sh;
    const unsigned tv = unsigned(table >> sh) & 15;
    hand[j] = h & ~card;
    const std::uint64_t one_v = std::uint64_t{1} << (sh + 4);
    hn[j] -= one_v;
    ++plays;
    last = j;
    // Trails and same-rank singles (most moves) without a branch: their outcome is random, so a
    // branch on it mispredicts about every other move. Sum captures (rarer) take one branch.
    if (!tv && nv[v]) {  // a sum capture
      const Mask cap = vm_nth_sum(table, v, int(sub));
      table &= ~cap;
      pile[j & 1] |= cap | card;
      sums = vm_sums(table);
      tn = nib_counts(table) << 4;
    } else {  // a same-rank single (cap = the table card), else a trail (cap = 0)
      const Mask cap = Mask{kNth4[tv][sub & 3]} << sh;
      if (!cap) {
        table |= card;
        tn += one_v;
        sums.add(v);
      } else {
        table &= ~cap;
        pile[j & 1] |= cap | card;
        tn -= one_v;
        sums.remove(v);
      }
    }
    if (!table) {  // a hurricane (only a capture empties the table)
      Mask held = 0;
      for (int s = 0; s < N; ++s) held |= hand[s];
      if (held || round < kRounds) {  // the next slot lays out its hand
        ++hur[j & 1];
        const int lay = j + 1 == N ? 0 : j + 1;
        if (hand[lay]) {
          table = hand[lay];
          tn = hn[lay];
          hand[lay] = 0;
          hn[lay] = 0;
          j = lay;
        }
      }
      sums = vm_sums(table);
    }
    // the next slot holding cards; else the next round or the end of the deal
    for (int i = 1, s = j + 1 == N ? 0 : j + 1; i <= N; ++i, s = s + 1 == N ? 0 : s + 1)
      if (hand[s]) {
        j = s;
        return true;
      }
    if (round < kRounds) {
      for (int s = 0; s < N; ++s) {
        hand[s] = cut[4 * round + s];
        hn[s] = nib_counts(hand[s]) << 4;
      }
      ++round;
      j = last + 1 == N ? 0 : last + 1;
      return true;
    }
    pile[last & 1] |= table;  // the last play takes the table
    return false;
  }

  void write(std::int64_t i, std::uint8_t* points, std::uint8_t* hurricanes, std::uint8_t* cards,
             std::uint16_t* plays_out) const noexcept {
    // sides: slot parity p is side p ^ flip
    const int flip = (dealer + 1) & 1;
    std::array<int, 2> n_cards{}, hearts{}, prem{}, seven{}, hu{};
    for (int p = 0; p < 2; ++p) {
      const int side = p ^ flip;
      n_cards[side] = std::popcount(pile[p]);
      hearts[side] = std::popcount(pile[p] & kVmHearts);
      seven[side] = int(pile[p] >> kVmSevenOfHearts) & 1;
      prem[side] = vm_premiera(pile[p]);
      hu[side] = hur[p];
    }
    for (int side = 0; side < 2; ++side) {
      const int o = side ^ 1;
      const int total = hu[side] + (n_cards[side] > n_cards[o]) + (hearts[side] > hearts[o]) + seven[side] +
                        (prem[side] > prem[o]);
      if (points) points[2 * i + side] = static_cast<std::uint8_t>(total);
      if (hurricanes) hurricanes[2 * i + side] = static_cast<std::uint8_t>(hu[side]);
      if (cards) cards[2 * i + side] = static_cast<std::uint8_t>(n_cards[side]);
    }
    if (plays_out) plays_out[i] = static_cast<std::uint16_t>(plays);
  }
};

#ifndef PYCARDS_PLAYOUT_LANES
#define PYCARDS_PLAYOUT_LANES 2
#endif

// Deals begin..end-1, PYCARDS_PLAYOUT_LANES at a time in lock step (independent dependency chains
// for the out-of-order core); each deal's draws are its own, so the results do not depend on it.
template <int N>
void fast_playouts(std::int64_t begin, std::int64_t end, std::uint64_t seed, std::uint8_t* points,
                   std::uint8_t* hurricanes, std::uint8_t* cards, std::uint16_t* plays) noexcept {
  constexpr int K = PYCARDS_PLAYOUT_LANES;
  FastDeal<N> d[K];
  std::int64_t idx[K], next = begin;
  auto start = [&](int k) {
    if (next < end) {
      const std::uint64_t deal_seed = seed + static_cast<std::uint64_t>(next);
      d[k].start(deal_seed, static_cast<int>(next % N), Rng(deal_seed + kPlayoutRngOffset));
      idx[k] = next++;
    } else {
      idx[k] = -1;
    }
  };
  for (int k = 0; k < K; ++k) start(k);
  for (;;) {
    bool any = false;
#pragma GCC unroll 4
    for (int k = 0; k < K; ++k) {
      if (idx[k] < 0) continue;
      any = true;
      if (!d[k].step()) {
        d[k].write(idx[k], points, hurricanes, cards, plays);
        start(k);
      }
    }
    if (!any) break;
  }
}

}  // namespace
#endif

void playouts(const Game& game, std::int64_t begin, std::int64_t end, std::uint64_t seed, std::uint8_t* points,
              std::uint8_t* hurricanes, std::uint8_t* cards, std::uint16_t* plays) noexcept {
  const int players = game.config().players;
#ifdef PYCARDS_SIMD_PLAYOUT
  if (!game.config().open4 && game.config().seed_rules()) {
    if (players == 2)
      fast_playouts<2>(begin, end, seed, points, hurricanes, cards, plays);
    else
      fast_playouts<4>(begin, end, seed, points, hurricanes, cards, plays);
    return;
  }
#endif
  for (std::int64_t i = begin; i < end; ++i) {
    const std::uint64_t deal_seed = seed + static_cast<std::uint64_t>(i);
    State s = game.new_deal(deal_seed, static_cast<int>(i % players));
    Rng rng(deal_seed + kPlayoutRngOffset);
    const int n = s.random_playout(rng);
    const DealResult r = s.deal_result();
    for (int side = 0; side < 2; ++side) {
      if (points) points[2 * i + side] = r.total[side];
      if (hurricanes) hurricanes[2 * i + side] = r.hurricanes[side];
      if (cards) cards[2 * i + side] = r.pile_size[side];
    }
    if (plays) plays[i] = static_cast<std::uint16_t>(n);
  }
}

}  // namespace pycards::uragan

namespace pycards::uragan {
namespace {
/// pycards.simulate's breakdown (docs/uragan.md "pycards.simulate columns"): the five awards of the deal and its
/// total per side, the counts they were decided on, and the winner (-1 a draw). In a match: the
/// last deal's (the final state's deal_result()).
constexpr SimColumn kColumns[] = {
    {"hurricanes", true}, {"cards", true}, {"hearts", true}, {"seven_of_hearts", true}, {"premiera", true},
    {"total", true}, {"count_cards", true}, {"count_hearts", true}, {"count_premiera", true}, {"winner", false, true},
};
}  // namespace

Simulator simulator(const Game& /*game*/) {
  return make_simulator<Game, kColumns>([](const State& s, int p) -> std::int64_t { return s.score(p); },
                                        [](const State& s, SimRow& w) {
                                          // end_deal() scored the finished deal already: no second scoring
                                          const DealResult r = s.has_last_result() ? s.last_result() : s.deal_result();
                                          w.sides_of(r.hurricanes, r.cards, r.hearts, r.seven_of_hearts, r.premiera, r.total,
                                                     r.pile_size, r.heart_count, r.premiera_height);
                                          w.put(s.winner() == kDraw ? -1 : s.winner());
                                        });
}
}  // namespace pycards::uragan
