// Ураган for the exact solver — see uragan_solver.hpp for the representation and rulings.
#include "uragan_solver.hpp"

#include "pycards/captures.hpp"
#include "pycards/errors.hpp"
#include "pycards/rng.hpp"

#include <bit>
#include <cassert>
#include <cstddef>
#include <cstring>
#include <string>

namespace pycards::uragan_solver {
#define HOT [[gnu::always_inline]] inline
namespace {

inline std::uint64_t mum(std::uint64_t a, std::uint64_t b) {
  const unsigned __int128 r = static_cast<unsigned __int128>(a) * b;
  return std::uint64_t(r) ^ std::uint64_t(r >> 64);
}
constexpr int sign(int x) { return (x > 0) - (x < 0); }
/// The cards in the seats' hands (seats 2 and 3 are always empty with 2 players).
template <int Players>
Mask cards_in_hands(const Position& p) {
  Mask m = p.hand[0] | p.hand[1];
  if constexpr (Players == 4) m |= p.hand[2] | p.hand[3];
  return m;
}
/// Hands and table (the stock is apart).
template <int Players>
Mask cards_in_play(const Position& p) { return cards_in_hands<Players>(p) | p.table; }
/// sign(x) for |x| <= 127 from a table: one load where the arithmetic takes four instructions
/// (bounds() takes six signs per node).
inline constexpr std::array<std::int8_t, 255> kSmallSign = [] {
  std::array<std::int8_t, 255> t{};
  for (int x = -127; x <= 127; ++x) t[x + 127] = std::int8_t(sign(x));
  return t;
}();
inline int small_sign(int x) { return kSmallSign[x + 127]; }
/// 2 players: the most hurricanes a side can still make this round with x cards in hand, in
/// the last round ([1]) or an earlier one ([0]): ceil(x/2) in the last, 1 + floor(x/2) before.
inline constexpr auto kHurricanesThisRound = [] {
  std::array<std::array<std::uint8_t, 41>, 2> t{};
  for (int x = 1; x <= 40; ++x) {
    t[1][x] = std::uint8_t((x + 1) / 2);
    t[0][x] = std::uint8_t(1 + x / 2);
  }
  return t;
}();
/// 2 players, the last round: the most hurricanes side S can still make with `a` cards against
/// the other side's `b`, S to move or not, from the turn order alone. Until S's first hurricane
/// the seats alternate (a hurricane by the other side first would have S lay out its hand and
/// play no more). After it S plays alone: the other side's lay-out leaves a table to clear, or,
/// with nothing laid out, S's next play is a trail on an empty table; between two hurricanes of
/// a lone player lies at least one trail; the deal's last play never scores. `now`: S's next
/// play may clear the table (else it cannot score): S to move, it can clear it with this play;
/// S next, the other side's play may leave it a table to clear.
constexpr int last_round_hurricanes(int a, int b, bool s_to_move, bool now) {
  int most = 0;
  bool s_turn = s_to_move;
  for (int play = 1; a > 0;) {  // the plays in turn order, S's first hurricane at its play `play`
    if (s_turn) {
      --a;
      const bool scores = a + b > 0 && (play > 1 || now);
      if (scores) most = std::max(most, 1 + (b > 0 ? a / 2 : (a > 0 ? (a - 1) / 2 : 0)));
      ++play;
      s_turn = b == 0;
    } else {
      --b;
      s_turn = a > 0;
    }
  }
  return most;
}
/// The highest capture value among the ranks of a rank lane (0 for none): the highest rank but
/// the ace (value 1) has it.
inline int highest_value(unsigned ranks) {
  const unsigned no_ace = ranks & ~(1u << kAce);
  return no_ace ? capture_value(31 - std::countl_zero(no_ace)) : (ranks ? 1 : 0);
}
/// The lowest capture value among the ranks of a rank lane (11 for none).
inline int lowest_value(unsigned ranks) {
  if (ranks & (1u << kAce)) return 1;
  return ranks ? capture_value(std::countr_zero(ranks)) : 11;
}
/// last_round_hurricanes as a table: [a][b][S to move][now] (a 2-player hand holds at most 6).
inline constexpr auto kLastRoundHurricanes = [] {
  std::array<std::array<std::array<std::array<std::uint8_t, 2>, 2>, 7>, 7> t{};
  for (int a = 0; a <= 6; ++a)
    for (int b = 0; b <= 6; ++b)
      for (int m = 0; m < 2; ++m)
        for (int n = 0; n < 2; ++n) t[a][b][m][n] = std::uint8_t(last_round_hurricanes(a, b, m, n));
  return t;
}();
static_assert(last_round_hurricanes(6, 6, true, true) == 3 && last_round_hurricanes(2, 1, true, false) == 0 &&
              last_round_hurricanes(2, 1, true, true) == 1 && last_round_hurricanes(1, 0, true, true) == 0);
/// The most hurricanes of a side playing alone (the other side's hands empty, no stock) with
/// `a` cards, to move, `now`: it can clear the table with this play. As last_round_hurricanes(a,
/// 0, true, now): a trail between two hurricanes, the last play never scores.
inline constexpr auto kLoneHurricanes = [] {
  std::array<std::array<std::uint8_t, 2>, 41> t{};
  for (int a = 0; a <= 40; ++a)
    for (int now = 0; now < 2; ++now) t[a][now] = std::uint8_t(last_round_hurricanes(a, 0, true, now));
  return t;
}();
static_assert(kLoneHurricanes[1][1] == 0 && kLoneHurricanes[2][1] == 1 && kLoneHurricanes[2][0] == 0 &&
              kLoneHurricanes[4][1] == 2 && kLoneHurricanes[4][0] == 1);
// Two masks in one SSE register (GCC vector extension): the hash canonicalises two hands at once.
using MaskPair = Mask __attribute__((vector_size(16)));
inline MaskPair load_pair(const Mask* m) {
  MaskPair v;
  std::memcpy(&v, m, sizeof v);
  return v;
}
/// The one-byte fields hearts_diff, cards_diff, to_move, dead_premiera[0..1], last_capturer as
/// one word, byte i = field i (they lie in that order in Position, last_player at byte 3): one
/// load instead of six. last_player is left out (byte 3 zeroed): no rule of the future reads it
/// (the deal's last play names the table's taker itself, the next round's leader comes from the
/// seat that plays), and a position is never terminal before a play. Keyed, it split
/// transpositions that differ only in who moved last (4 players: empty seats and lay-outs skip
/// turns).
inline std::uint64_t small_fields(const Position& p) {
  static_assert(std::endian::native == std::endian::little);
  static_assert(offsetof(Position, cards_diff) == offsetof(Position, hearts_diff) + 1 &&
                offsetof(Position, to_move) == offsetof(Position, hearts_diff) + 2 &&
                offsetof(Position, last_player) == offsetof(Position, hearts_diff) + 3 &&
                offsetof(Position, dead_premiera) == offsetof(Position, hearts_diff) + 4 &&
                offsetof(Position, last_capturer) == offsetof(Position, hearts_diff) + 6 &&
                offsetof(Position, hearts_diff) + 8 <= sizeof(Position));
  constexpr std::uint64_t kKeyBytes = ((std::uint64_t{1} << 56) - 1) & ~(std::uint64_t{0xff} << 24);
  std::uint64_t w;
  std::memcpy(&w, reinterpret_cast<const unsigned char*>(&p) + offsetof(Position, hearts_diff), sizeof w);
  return w & kKeyBytes;
}
inline constexpr Mask kRankZero = rank_mask(static_cast<Rank>(0));  // one card per suit, rank 0
constexpr Mask rank_cards(Mask m, int rank) { return m & (kRankZero << rank); }

// Per-rank card counts as 3-bit fields (the layout of pile_ranks). Ranks sit in fields by
// increasing premiera value (ranks out of the deck lowest), so the best premiera of a set of
// counts is read from the highest field holding 3 or more cards and the highest holding 4.
inline constexpr std::array<std::uint8_t, kRanks> kField = [] {
  std::array<std::uint8_t, kRanks> f{};
  for (int r = 0; r < kRanks; ++r) {
    int below = 0;
    for (int q = 0; q < kRanks; ++q)
      if (premiera_value(q) < premiera_value(r) || (premiera_value(q) == premiera_value(r) && q < r)) ++below;
    f[r] = std::uint8_t(below);
  }
  return f;
}();
constexpr int field_shift(int rank) { return 3 * kField[rank]; }
// A 13-bit rank lane spread to fields by two small tables.
struct SpreadTables {
  std::uint64_t lo[128]{}, hi[64]{};
  constexpr SpreadTables() {
    for (unsigned x = 0; x < 128; ++x)
      for (int b = 0; b < 7; ++b)
        if ((x >> b) & 1) lo[x] |= std::uint64_t{1} << field_shift(b);
    for (unsigned x = 0; x < 64; ++x)
      for (int b = 0; b < 6; ++b)
        if ((x >> b) & 1) hi[x] |= std::uint64_t{1} << field_shift(b + 7);
  }
};
constexpr SpreadTables kSpread{};
constexpr std::uint64_t spread3(unsigned lane) { return kSpread.lo[lane & 127] | kSpread.hi[lane >> 7]; }
/// Cards of each rank in `m`, 3-bit fields.
inline std::uint64_t rank_counts(Mask m) {
  return spread3(unsigned(m & kSuitLaneMask)) + spread3(unsigned((m >> 13) & kSuitLaneMask)) +
         spread3(unsigned((m >> 26) & kSuitLaneMask)) + spread3(unsigned((m >> 39) & kSuitLaneMask));
}
inline constexpr std::uint64_t kDeckFields = 7 * spread3(kDeckRanks);  // the fields of the deck's ranks
inline constexpr std::uint64_t kFieldLow = [] {
  std::uint64_t x = 0;
  for (int r = 0; r < kRanks; ++r) x |= std::uint64_t{1} << (3 * r);
  return x;
}();
/// The 3-bit field of each rank in `lane` (bit r = rank r) set to 7: a mask of those ranks' fields.
inline std::uint64_t rank_fields(unsigned lane) { return 7 * spread3(lane); }
/// One card of the rank of card index i, in its field (a pile's count grows by this per card).
inline constexpr std::array<std::uint64_t, kCards> kFieldOne = [] {
  std::array<std::uint64_t, kCards> t{};
  for (int i = 0; i < kCards; ++i) t[i] = std::uint64_t{1} << field_shift(Card(i).rank());
  return t;
}();
// Field 0 belongs to a rank outside the deck (premiera 0): premiera_of_counts reads it for "none".
static_assert([] {
  for (int r = 0; r < kRanks; ++r)
    if (kField[r] == 0) return premiera_value(r) == 0;
  return false;
}());
/// By bit position of a field: 3 and 4 times the premiera value of its rank.
struct PremieraAtShift {
  std::array<std::uint8_t, 3 * kRanks> three{}, four{};
  constexpr PremieraAtShift() {
    for (int r = 0; r < kRanks; ++r) {
      three[field_shift(r)] = std::uint8_t(3 * premiera_value(r));
      four[field_shift(r)] = std::uint8_t(4 * premiera_value(r));
    }
  }
};
inline constexpr PremieraAtShift kPremieraAtShift{};
/// Index of the highest set bit of x != 0 (written so that GCC emits a bare `bsr`).
constexpr unsigned top_bit(std::uint64_t x) { return 63u ^ unsigned(__builtin_clzll(x)); }
/// Whether some field of 3-bit rank counts holds 3 or more.
inline bool has_premiera(std::uint64_t counts) { return ((counts >> 2) | ((counts >> 1) & counts)) & kFieldLow; }
/// Best premiera of 3-bit rank counts (each field <= 4): the best three of a kind is in the
/// highest field holding 3 or more, the best four in the highest holding 4 (fields ascend by
/// premiera value). Branch-free: `| 1` points an empty mask at field 0, worth 0.
inline int premiera_of_counts(std::uint64_t counts) {
  const std::uint64_t four = (counts >> 2) & kFieldLow;
  const std::uint64_t ge3 = four | ((counts >> 1) & counts & kFieldLow);
  return std::max(kPremieraAtShift.three[top_bit(ge3 | 1)], kPremieraAtShift.four[top_bit(four | 1)]);
}

/// Cards still in play (hands, table, stock) of the ranks whose fields are `live_fields`, 3-bit
/// fields: what the deal holds of the rank (`deal_counts`) minus both piles. No field borrows: a
/// rank's piles never hold more than the deal; other ranks are masked out (folded ranks' pile
/// fields are zero, so their fields hold the whole rank before the mask).
inline std::uint64_t in_play_counts(const Position& p, std::uint64_t deal_counts, std::uint64_t live_fields) {
  return (deal_counts - p.pile_ranks[0] - p.pile_ranks[1]) & live_fields;
}

// The premiera range of each side: what it holds for sure (premieras only grow) and the most it
// can reach (every card still in play, `left` from in_play_counts, to it). Rank counts never
// exceed 4, so the fields never carry.
inline int sure_premiera(const Position& p, int side) {
  return std::max<int>(p.dead_premiera[side], premiera_of_counts(p.pile_ranks[side]));
}
inline int best_premiera(const Position& p, int side, std::uint64_t left) {
  return std::max<int>(p.dead_premiera[side], premiera_of_counts(p.pile_ranks[side] + left));
}
// The range is cached in the high bytes of pile_ranks[side] (see Position), read by bounds().
// The bytes are read and written in memory (char access may alias the word): one instruction
// each instead of shifting and masking the word.
static_assert(std::endian::native == std::endian::little && kSureShift % 8 == 0 && kBestShift % 8 == 0);
inline int cached_sure_premiera(const Position& p, int side) {
  return reinterpret_cast<const unsigned char*>(&p.pile_ranks[side])[kSureShift / 8];
}
inline int cached_best_premiera(const Position& p, int side) {
  return reinterpret_cast<const unsigned char*>(&p.pile_ranks[side])[kBestShift / 8];
}
inline void set_cached_sure_premiera(Position& p, int side, int value) {
  reinterpret_cast<unsigned char*>(&p.pile_ranks[side])[kSureShift / 8] = static_cast<unsigned char>(value);
}
inline void set_cached_best_premiera(Position& p, int side, int value) {
  reinterpret_cast<unsigned char*>(&p.pile_ranks[side])[kBestShift / 8] = static_cast<unsigned char>(value);
}

// Capture enumeration is the shared kernel pycards/captures.hpp (one source of truth for the
// sum rule). The search keeps only canonical captures (`canonical_choice`): measured, filtering
// the kernel's subsets is cheaper than the adapter's former multiset enumerator.
constexpr captures::ValueTable kValueTable = [] {
  captures::ValueTable t;
  for (int r = 0; r < kRanks; ++r) t.of_rank[r] = std::uint8_t(capture_value(r));
  return t;
}();
constexpr captures::ValueMasks kValueMasks{kValueTable};
/// The cards of capture value 1..v-1, per v.
inline constexpr std::array<Mask, 11> kCardsBelowValue = [] {
  std::array<Mask, 11> t{};
  for (int v = 2; v <= 10; ++v) t[v] = t[v - 1] | kValueMasks.of_value[v - 1];
  return t;
}();
/// Capture value of each card index (0 for cards not in the deck).
inline constexpr std::array<std::uint8_t, kCards> kCardValue = [] {
  std::array<std::uint8_t, kCards> t{};
  for (int i = 0; i < kCards; ++i) t[i] = std::uint8_t(capture_value(Card(i).rank()));
  return t;
}();
// ---- sum captures among a few cards ----
// The kernel's search (pycards/captures.hpp) goes through the values from high to low and, at
// each value, through the subsets of its cards in decreasing mask order (♠ ♥ ♦ ♣ from high to
// low). So it emits sets in decreasing order of a key with bit 4 * value + suit per card. With
// the cards numbered by that key (the highest key the highest bit of a subset number), the
// subsets in decreasing number come in the kernel's order: for a few cards, trying every subset
// is cheaper than the search.
inline constexpr int kFewCards = 4;
/// Bit 4 * value + suit of each card index (0 for cards outside the deck).
inline constexpr std::array<std::uint64_t, kCards> kValueSuitBit = [] {
  std::array<std::uint64_t, kCards> t{};
  for (int i = 0; i < kCards; ++i)
    if (capture_value(Card(i).rank())) t[i] = std::uint64_t{1} << (4 * capture_value(Card(i).rank()) + Card(i).suit());
  return t;
}();
/// The card of each value-suit bit (4 * value + suit).
inline constexpr std::array<std::uint8_t, 4 * 11> kCardOfValueSuit = [] {
  std::array<std::uint8_t, 4 * 11> t{};
  for (int i = 0; i < kCards; ++i)
    if (capture_value(Card(i).rank())) t[4 * capture_value(Card(i).rank()) + Card(i).suit()] = std::uint8_t(i);
  return t;
}();
/// Byte j all ones when bit j of the subset number is set.
inline constexpr auto kSubsetBytes = [] {
  static_assert(kFewCards <= 4);  // a byte per card in 32 bits
  std::array<std::uint32_t, 1 << kFewCards> t{};
  for (unsigned s = 0; s < t.size(); ++s)
    for (int j = 0; j < kFewCards; ++j)
      if ((s >> j) & 1) t[s] |= 0xffu << (8 * j);
  return t;
}();
/// At most kFewCards cards, sorted by decreasing key: card j stands for bit j of a subset number
/// (card k - 1 has the highest key), and its value is byte j of `values`.
struct FewCards {
  std::array<Mask, kFewCards> card;
  std::uint32_t values = 0;
  explicit FewCards(Mask set) {
    std::uint64_t keys = 0;
    for (Mask m = set; m; m = clear_lowest(m)) keys |= kValueSuitBit[unsigned(lowest_index(m))];
    for (int j = popcount(set) - 1; j >= 0; --j) {
      const unsigned bit = top_bit(keys);
      keys ^= std::uint64_t{1} << bit;
      card[j] = Mask{1} << kCardOfValueSuit[bit];
      values |= (bit / 4) << (8 * j);
    }
  }
  /// The total value of a subset: its bytes of `values` summed by one multiply (sums <= 40).
  int sum(unsigned subset) const { return int(((values & kSubsetBytes[subset]) * 0x01010101u) >> 24); }
  Mask cards(unsigned subset) const {
    Mask m = 0;
    for (; subset; subset &= subset - 1) m |= card[std::countr_zero(subset)];
    return m;
  }
};

/// True when, in every rank, the non-heart cards `s` takes from `table` are its lowest ones
/// (lanes ♣ ♦ ♠ in that order): the canonical representative of a class of captures.
constexpr bool canonical_choice(Mask s, Mask table) {
  const Mask c = s & kSuitLaneMask, d = (s >> 13) & kSuitLaneMask, sp = (s >> 39) & kSuitLaneMask;
  const Mask tc = table & kSuitLaneMask, td = (table >> 13) & kSuitLaneMask;
  return !(d & tc & ~c) && !(sp & ((tc & ~c) | (td & ~d)));
}
/// canonical_choice when hearts no longer matter: in every rank, the cards taken are the table's
/// lowest in lane order ♣ ♦ ♥ ♠.
constexpr bool canonical_choice4(Mask s, Mask table) {
  const Mask c = s & kSuitLaneMask, d = (s >> 13) & kSuitLaneMask, h = (s >> 26) & kSuitLaneMask,
             sp = (s >> 39) & kSuitLaneMask;
  const Mask tc = table & kSuitLaneMask, td = (table >> 13) & kSuitLaneMask, th = (table >> 26) & kSuitLaneMask;
  const Mask skip_c = tc & ~c, skip_cd = skip_c | (td & ~d);
  return !(d & skip_c) && !(h & skip_cd) && !(sp & (skip_cd | (th & ~h)));
}
/// Whether hearts no longer matter in p: the most-hearts award is paid and 7♥ is out of play
/// (in a pile; Adapter::capture and settle mark it in hearts_diff). Then the rules see only a
/// card's rank: every suit of a rank is alike.
HOT bool hearts_free(const Position& p) { return p.hearts_diff == kHeartsFree; }
/// Bit v (v <= 10, the highest capture value) set when some non-empty set of `table` cards adds
/// up to v; higher bits are noise. A played card of value v with no card of its rank on the table
/// has a sum capture exactly when bit v is set: no table card has value v, so such a set holds two
/// cards or more. Costs a shift per table card, far less than splitting the table by value (most
/// nodes have no sum at all). Shifts only move bits up, so the low bits stay exact.
inline std::uint64_t subset_sums(Mask table) {
  std::uint64_t sums = 0;
  for (Mask t = table; t; t = clear_lowest(t)) sums |= (sums | 1) << kCardValue[unsigned(lowest_index(t))];
  return sums;
}

}  // namespace

Adapter::Adapter(const Setup& s) {
  // 2 or 4: seats wrap with & (players_ - 1), no division in the hot loop.
  if (s.players != 2 && s.players != 4) throw InvalidPositionError("players must be 2 or 4");
  players_ = s.players;
  open4_ = s.open4;
  free_trail_ = s.free_trail;
  same_rank_sums_ = s.same_rank_sums;
  leader_offset_ = s.last_player_leads ? 0 : 1;
  leftover_to_capturer_ = s.leftover_to_capturer;
  trail_only_ = s.trail_only;
  hand_size_ = players_ == 2 ? 6 : 9;
  if (s.dealer < 0 || s.dealer >= players_) throw InvalidPositionError("bad dealer seat");
  dealer_ = s.dealer;
  if (s.to_move < 0 || s.to_move >= players_) throw InvalidPositionError("no seat to move: the deal is over");
  if (s.last_player < -1 || s.last_player >= players_) throw InvalidPositionError("bad last player seat");
  if (s.last_capturer < -1 || s.last_capturer >= players_) throw InvalidPositionError("bad last capturer seat");
  if (s.stock.size() > 40 || s.stock.size() % (hand_size_ * players_) != 0)
    throw InvalidPositionError("the stock must hold whole rounds (" +
                                std::to_string(hand_size_ * players_) + " cards each)");
  Mask seen = 0;
  auto add = [&](Mask m) {
    if ((m & seen) || (m & ~kDeck40.mask)) throw InvalidPositionError("a card appears twice or is not in the 40-card deck");
    seen |= m;
  };
  // The checks of position() that do not need the whole deck (a solver setup may leave out
  // cards nobody can win any more): the search's tables assume them.
  for (int i = 0; i < players_; ++i) {
    if (popcount(s.hands[i]) > hand_size_)
      throw InvalidPositionError("the hand of seat " + std::to_string(i) + " holds " + std::to_string(popcount(s.hands[i])) +
                                 " cards, more than " + std::to_string(hand_size_));
    add(s.hands[i]);
  }
  for (int i = players_; i < 4; ++i)
    if (s.hands[i]) throw InvalidPositionError("a hand for a seat the game does not have");
  for (int i = 0; i < 2; ++i)
    if (s.hurricanes[i] < 0 || 2 * s.hurricanes[i] > popcount(s.piles[i]))
      throw InvalidPositionError("side " + std::to_string(i) + " has " + std::to_string(s.hurricanes[i]) +
                                 " hurricanes but " + std::to_string(popcount(s.piles[i])) +
                                 " cards in its pile (a hurricane takes at least two)");
  Mask down[2] = {0, 0};
  if (s.open4) {
    if (players_ != 2) throw InvalidPositionError("hand='open4' is for 2 players only");
    for (int seat = 0; seat < 2; ++seat)
      for (int c : s.face_down[seat]) {
        if (c < 0) continue;
        if (!valid_card_index(c) || !(s.hands[seat] & (Mask{1} << c)) || (down[seat] & (Mask{1} << c)))
          throw InvalidPositionError("a face-down card must be a card of the seat's hand, once");
        down[seat] |= Mask{1} << c;
      }
  }
  add(s.table);
  for (Card c : s.stock) add(c.bit());
  add(s.piles[0]);
  add(s.piles[1]);
  deal_counts_ = rank_counts(seen);
  if (!s.hands[s.to_move]) throw InvalidPositionError("the seat to move holds no card");

  stock_n_ = int(s.stock.size());
  for (int i = 0; i < stock_n_; ++i) stock_[i] = s.stock[i];
  stock_salt_[0] = 0x5eed;
  for (int k = 1; k <= stock_n_; ++k) {  // the last k cards, as (rank, heart) classes
    const Card c = stock_[stock_n_ - k];
    stock_salt_[k] = mix64(stock_salt_[k - 1] * 31 + c.rank() * 2 + (c.suit() == kHearts) + 1);
    stock_hearts_[k] = stock_hearts_[k - 1] + (c.suit() == kHearts);
    stock_ranks_[k] = stock_ranks_[k - 1] | (1u << c.rank());
    stock_mask_[k] = stock_mask_[k - 1] | c.bit();
  }
  for (int k = 0; k <= 40; ++k) {
    const int rounds = k / (2 * 6);  // 2 players: rounds of 6 cards each still in the stock
    hurricanes_later_[k] = rounds > 0 ? 3 + 4 * (rounds - 1) : 0;
  }

  Position& p = root_;
  for (int i = 0; i < players_; ++i) p.hand[i] = s.hands[i];
  if (open4_) p.hand[2] = down[0], p.hand[3] = down[1];
  p.table = s.table;
  p.stock_left = std::uint8_t(stock_n_);
  p.to_move = std::int8_t(s.to_move);
  p.last_player = std::int8_t(s.last_player);
  p.last_capturer = std::uint8_t(leftover_to_capturer_ && s.last_capturer >= 0 ? 1 + (s.last_capturer & 1) : 0);
  past_ = s.hurricanes[0] - s.hurricanes[1];
  for (int side = 0; side < 2; ++side) past_ += capture(p, side, s.piles[side]);
  past_ += players_ == 2 ? settle<2>(p, kBothSides) : settle<4>(p, kBothSides);
}

HOT int Adapter::capture(Position& p, int side, Mask cards) const {
  if (p.dead_premiera[0] != kPremieraSettled)
    for (Mask m = cards; m; m = clear_lowest(m)) p.pile_ranks[side] += kFieldOne[unsigned(lowest_index(m))];
  const int sgn = 1 - 2 * side;
  if (hearts_open(p)) p.hearts_diff = std::int8_t(p.hearts_diff + sgn * popcount(cards & kHeartsMask));
  else if (cards & kSevenHearts.bit()) p.hearts_diff = kHeartsFree;  // paid, and 7♥ leaves play
  if (p.cards_diff != kSettled) p.cards_diff = std::int8_t(p.cards_diff + sgn * popcount(cards));
  return (cards & kSevenHearts.bit()) ? sgn : 0;
}

template <int Players>
HOT int Adapter::settle(Position& p, int side) const {
  const Mask in_play = cards_in_play<Players>(p);
  int points = 0;
  if (p.cards_diff != kSettled) {
    const int left = popcount(in_play) + p.stock_left;
    if (p.cards_diff > left || -p.cards_diff > left || (left == 0)) {
      points += sign(p.cards_diff);
      p.cards_diff = kSettled;
    }
  }
  if (hearts_open(p)) {
    const int left = popcount(in_play & kHeartsMask) + stock_hearts_[p.stock_left];
    if (p.hearts_diff > left || -p.hearts_diff > left || (left == 0)) {
      points += sign(p.hearts_diff);
      p.hearts_diff = ((in_play | stock_mask_[p.stock_left]) & kSevenHearts.bit()) ? kSettled : kHeartsFree;
    }
  }
  if (p.dead_premiera[0] == kPremieraSettled) return points;
  // The fields of the ranks still in play.
  const std::uint64_t live = rank_fields(rank_union(in_play) | stock_ranks_[p.stock_left]);
  // Update the cached premiera ranges. Since the previous call only `side` captured: its sure
  // premiera may have grown and the other's best reachable shrunk; the other's sure premiera
  // and `side`'s best reachable (its pile plus what is in play) are unchanged.
  const std::uint64_t left = in_play_counts(p, deal_counts_, live);
  if (side == kBothSides) {
    for (int s = 0; s < 2; ++s) {
      set_cached_sure_premiera(p, s, sure_premiera(p, s));
      set_cached_best_premiera(p, s, best_premiera(p, s, left));
    }
  } else {
    set_cached_sure_premiera(p, side, sure_premiera(p, side));
    set_cached_best_premiera(p, side ^ 1, best_premiera(p, side ^ 1, left));
  }
  // Premiera decided (one side's sure premiera beats the other's best reachable, or nobody can
  // make one): paid now, and the piles' rank counts are dropped from the position.
  const int lo0 = cached_sure_premiera(p, 0), lo1 = cached_sure_premiera(p, 1);
  const int hi0 = cached_best_premiera(p, 0), hi1 = cached_best_premiera(p, 1);
  if (lo0 > hi1 || lo1 > hi0 || (hi0 == 0 && hi1 == 0)) {
    points += sign(lo0 - lo1);
    p.dead_premiera[0] = p.dead_premiera[1] = kPremieraSettled;
    p.pile_ranks[0] = p.pile_ranks[1] = 0;
    return points;
  }
  // Ranks with no card left in play: their premiera can no longer change. Every rank that left
  // play was folded by the call that saw it go, so only just captured ranks can hold counts
  // here. (Folding keeps both ends of each side's range: the cached bytes stay right.)
  const std::uint64_t fields = kDeckFields & ~live;
  if ((p.pile_ranks[0] | p.pile_ranks[1]) & fields) {
    for (int s = 0; s < 2; ++s) {
      const std::uint64_t folded = p.pile_ranks[s] & fields;
      if (has_premiera(folded)) {
        const int best = premiera_of_counts(folded);
        if (best > p.dead_premiera[s]) p.dead_premiera[s] = std::uint8_t(best);
      }
      p.pile_ranks[s] &= ~fields;
    }
  }
  return points;
}

HOT int Adapter::terminal_value(const Position& p, int side) const {
  // At the end every award but premiera is settled and every rank is dead.
  const int v = sign(int(p.dead_premiera[0]) - int(p.dead_premiera[1]));
  return side == 0 ? v : -v;
}

int Adapter::estimate(const Position& p) const {
  int v = (p.cards_diff != kSettled ? sign(p.cards_diff) : 0) + (hearts_open(p) ? sign(p.hearts_diff) : 0) +
          sign(std::max<int>(p.dead_premiera[0], premiera_of_counts(p.pile_ranks[0])) -
               std::max<int>(p.dead_premiera[1], premiera_of_counts(p.pile_ranks[1])));
  return (p.to_move & 1) == 0 ? v : -v;
}

template <bool Open4>
void Adapter::deal_round(Position& p) const {
  int next = stock_n_ - p.stock_left;
  for (int k = 0; k < hand_size_; ++k)
    for (int i = 1; i <= players_; ++i) {
      const int seat = (dealer_ + i) & (players_ - 1);
      p.hand[seat] |= stock_[next].bit();
      if constexpr (Open4) {  // 2 players: each seat's 5th and 6th cards lie face down
        if (k >= 4) p.hand[2 + seat] |= stock_[next].bit();
      }
      ++next;
    }
  p.stock_left = std::uint8_t(stock_n_ - next);
}

/// The first seat from `from` on (in turn order) that holds cards; -1 if none.
template <int Players>
HOT int next_holder(const Position& p, int from) {
  if constexpr (Players == 2) {
    return p.hand[from] ? from : p.hand[from ^ 1] ? (from ^ 1) : -1;
  } else {
    for (int i = 0; i < Players; ++i) {
      const int s = (from + i) & (Players - 1);
      if (p.hand[s]) return s;
    }
    return -1;
  }
}

template <int Players, bool Open4>
int Adapter::end_of_round(Position& p, int seat, bool captured, int points0) const {
  const int side = seat & 1;
  int taker = side;  // the only side that captured since the last settle()
  if (p.stock_left) {
    deal_round<Open4>(p);
    p.to_move = std::int8_t((seat + leader_offset_) & (Players - 1));
    if (!captured) return 0;
  } else if (p.table) {  // the deal is over: the table goes to the side of the last play
    // (leftover="last_capturer": of the last capture; this play's, when it captured)
    if (p.last_capturer) taker = p.last_capturer - 1;
    points0 += capture(p, taker, p.table);
    p.table = 0;
  }
  points0 += settle<Players>(p, taker);
  return side == 0 ? points0 : -points0;
}

template <int Players, bool Open4>
HOT int Adapter::play(Position& p, Move m) const {
  const int seat = p.to_move, side = seat & 1;
  const Mask card = Mask{1} << (m >> 56);
  const Mask captured = move_captured(m);
  p.hand[seat] &= ~card;
  if constexpr (Open4) p.hand[2 + seat] &= ~card;
  p.last_player = std::int8_t(seat);
  int next_from = (seat + 1) & (Players - 1);
  if (!captured) {  // a trail: no award can change before the deal ends
    p.table |= card;
    p.to_move = std::int8_t(next_holder<Players>(p, next_from));
    return p.to_move < 0 ? end_of_round<Players, Open4>(p, seat, false, 0) : 0;
  }
  p.table &= ~captured;
  int points0 = capture(p, side, captured | card);  // side 0's view: awards settled by this play
  int reward = 0;                                   // for the side that moves: hurricanes
  if (leftover_to_capturer_) p.last_capturer = std::uint8_t(1 + side);
  if (!p.table && (cards_in_hands<Players>(p) || p.stock_left)) {
    reward = 1;  // a hurricane: scores, and the next seat lays out (after_hurricane="lay_out")
    const int layout = next_from;
    if (p.hand[layout] && !trail_only_) {
      p.table = p.hand[layout];  // open4: face-down cards too
      p.hand[layout] = 0;
      if constexpr (Open4) p.hand[2 + layout] = 0;
      next_from = (layout + 1) & (Players - 1);
    }
  }
  p.to_move = std::int8_t(next_holder<Players>(p, next_from));
  if (p.to_move < 0) return reward + end_of_round<Players, Open4>(p, seat, true, points0);
  points0 += settle<Players>(p, side);
  return reward + (side == 0 ? points0 : -points0);
}

int Adapter::legal_moves(const Position& p, Move* out) const {
  int n = 0;
  const Mask table = p.table;
  captures::ValueGroups groups;
  captures::group_table(table, kValueMasks, 10, groups);
  for (Mask h = open4_ ? playable<true>(p) : playable<false>(p); h; h = clear_lowest(h)) {
    const Card c(lowest_index(h));
    const Mask same = rank_cards(table, c.rank());
    int found = 0;
    for (Mask t = same; t; t = clear_lowest(t), ++found)
      if (n < kMaxMoves) out[n++] = make_move(c, lowest_bit(t)); else overflow_ = true;
    if (!same || same_rank_sums_) {
      // Every sum of two cards or more (of values below the card's: never a card of its rank).
      const int target = capture_value(c.rank());
      captures::for_each_sum_subset(groups, target - 1, target, [&](Mask sub) {
        ++found;
        if (n < kMaxMoves) out[n++] = make_move(c, sub); else overflow_ = true;
      });
    }
    if (!found || free_trail_) {
      if (n < kMaxMoves) out[n++] = make_move(c, 0); else overflow_ = true;
    }
  }
  return n;
}

int Adapter::sum_moves(Mask table, int target, const Move* played, int np, Move* out, int room, Mask hearts) const {
  const auto canonical_set = [&](Mask cards) {
    return hearts ? canonical_choice(cards, table) : canonical_choice4(cards, table);
  };
  int n = 0;
  const Mask below = table & kCardsBelowValue[target];  // the cards a sum can use
  const int k = popcount(below);
  if (k == 2) {
    // Some set adds up to `target` (the caller knows) and no single card can: it is the pair.
    // (Taking every table card of its ranks, it is canonical.)
    if (room > 0) out[n++] = below; else overflow_ = true;
  } else if (k <= kFewCards) {
    const FewCards few(below);
    for (unsigned subset = (1u << k) - 1; subset; --subset) {  // decreasing: the kernel's order
      if (few.sum(subset) != target) continue;
      const Mask cards = few.cards(subset);
      if (!canonical_set(cards)) continue;
      if (n < room) out[n++] = cards; else overflow_ = true;
    }
  } else {
    captures::ValueGroups groups;
    captures::group_table(table, kValueMasks, target - 1, groups);
    captures::for_each_sum_subset(groups, target - 1, target, [&](Mask sub) {
      if (!canonical_set(sub)) return;
      if (n < room) out[n++] = sub; else overflow_ = true;
    });
  }
  // out[0..n) holds the capture masks; turn them into moves for each played card (np <= 2).
  if (np == 2)
    for (int j = 0; j < n; ++j) out[n + j] = played[1] | out[j];
  for (int j = 0; j < n; ++j) out[j] |= played[0];
  return np * n;
}

template <bool Open4>
HOT int Adapter::search_moves(const Position& p, Move* out) const {
  int n = 0;
  const Mask hand = playable<Open4>(p), table = p.table;
  // The heart class of each rank (none when hearts no longer matter: one class per rank).
  const Mask hearts = hearts_free(p) ? 0 : kHeartsMask;
  const unsigned hand_ranks = rank_union(hand), table_ranks = rank_union(table);
  // Sum captures need a played rank absent from the table, and two table cards or more of lower
  // values than the highest such rank's (the ace, value 1, never captures a sum).
  std::uint64_t sums = 0;
  if (const unsigned need = hand_ranks & ~table_ranks & ~(1u << kAce); need && !same_rank_sums_) {
    const Mask usable = table & kCardsBelowValue[capture_value(int(top_bit(need)))];
    if (clear_lowest(usable)) sums = subset_sums(usable);
  }
  for (unsigned rs = hand_ranks; rs; rs &= rs - 1) {
    const int r = std::countr_zero(rs);
    const Mask mine = rank_cards(hand, r);
    // One card per class: the lowest non-heart (the others of the rank are alike), the heart.
    const Move plain = Move(lowest_index(mine & ~hearts)) << 56;  // (junk when there is none)
    const Move heart = make_move(Card(Rank(r), kHearts), 0);
    const bool has_plain = (mine & ~hearts) != 0, has_heart = (mine & hearts) != 0;
    const bool same_rank = (table_ranks >> r) & 1;
    // same_rank_sums: whether a set of lower values adds up to the card's (the ace has none)
    const bool has_sum = !same_rank_sums_ ? !same_rank && ((sums >> capture_value(r)) & 1)
                         : r != kAce && ((subset_sums(table & kCardsBelowValue[capture_value(r)]) >> capture_value(r)) & 1);
    if (!same_rank && !has_sum) {  // no capture: each card trails
      if (has_plain) out[n++] = plain;
      if (has_heart) out[n++] = heart;
      continue;
    }
    Move played[2];
    int np = 0;
    if (has_plain) played[np++] = plain;
    if (has_heart) played[np++] = heart;
    if (same_rank) {  // a single same-rank capture, one per class of table card
      const Mask same = rank_cards(table, r);
      const Mask same_plain = lowest_bit(same & ~hearts), same_heart = same & hearts;
      for (int i = 0; i < np; ++i) {
        if (same_plain) out[n++] = played[i] | same_plain;
        if (same_heart) out[n++] = played[i] | same_heart;
      }
    }
    if (has_sum) {
      const int moves = sum_moves(table, capture_value(r), played, np, out + n, (kMaxMoves - n - 16) / np,
                                  hearts);  // 16: room for the rest
      if (moves) {
        n += moves;
      } else if (!same_rank && !free_trail_) {  // no room left for a capture (overflow_ is set): each card trails
        out[n] = played[0];
        if (np == 2) out[n + 1] = played[1];
        n += np;
      }
    }
    if (free_trail_) {  // the variant: a card that captures may be trailed too
      out[n] = played[0];
      if (np == 2) out[n + 1] = played[1];
      n += np;
    }
  }
  return n;
}

template <int Players, bool Open4>
HOT std::uint64_t Adapter::hash(const Position& p) const {
  // wyhash-style folding of 128-bit products: independent multiplies, one final mix.
  constexpr std::uint64_t k[8] = {0xa0761d6478bd642full, 0xe7037ed1a0b428dbull, 0x8ebc6af09c88c6e3ull,
                                  0x589965cc75374cc3ull, 0x1d8e4e27c47d124full, 0xd6e8feb86659fd93ull,
                                  0xf1357aea2e62a9c5ull, 0x9e3779b97f4a7c15ull};
  // Hearts no longer matter (hearts_free): every suit of a rank is alike, the canonical form
  // forgets hearts too (hearts_diff, in the key, tells such positions apart). The key is written
  // once for each form, so that each path computes only its own form (as a select between the
  // two forms, GCC computed both at every hash). Always inlined: with 4 players GCC had left it
  // out of line, a call per node (-1.9% instructions on 6 cards a seat).
  const auto key = [&](auto canonical_form) __attribute__((always_inline)) {
    const MaskPair hands01 = canonical_form(load_pair(&p.hand[0])) ^ MaskPair{k[0], k[1]};
    std::uint64_t h = mum(hands01[0], hands01[1]) ^
                      mum(canonical_form(p.table) ^ k[2], (p.pile_ranks[0] & kPileCounts) ^ k[3]) ^
                      mum((p.pile_ranks[1] & kPileCounts) ^ k[4], small_fields(p) ^ k[5]);
    if constexpr (Players == 4 || Open4) {  // open4: the face-down cards (canonical per place)
      const MaskPair hands23 = canonical_form(load_pair(&p.hand[2])) ^ MaskPair{k[6], k[7]};
      h ^= mum(hands23[0], hands23[1]);
    }
    return mix64(h ^ stock_salt_[p.stock_left]);
  };
  if (hearts_free(p)) [[unlikely]]
    return key([](auto m) { return canonical_cards4(m); });
  return key([](auto m) { return canonical_cards(m); });
}

/// order_hint of a trail, by card index: keep hearts (7♥ most) in hand, trail high values
/// first (the fewer sums can take them, the safer). A trail of a rank the other side holds
/// comes after all of these (kTakenTrailPenalty).
inline constexpr int kTakenTrailPenalty = 60;
/// A trail of a rank the mover holds again (he can take it back): tried earlier (measured: 3%
/// fewer nodes on the two-round bench, 1% on the last round).
inline constexpr int kTakeBackBonus = 30;
/// A move after which the next seat can clear the table (a hurricane for the other side): tried
/// after every move that does not. Measured (nodes for the value): 18% fewer on the whole-deal
/// bench, 23% in median over 50 whole deals, 7% on the last round, 8% on 4 players with 6 cards
/// a seat (a penalty of 50, which keeps such captures before the trails: 7%, 3%, 4%).
inline constexpr int kGivesHurricanePenalty = 250;
inline constexpr std::array<std::int8_t, kCards> kTrailHint = [] {
  std::array<std::int8_t, kCards> t{};
  for (int i = 0; i < kCards; ++i) {
    const Card c(i);
    t[i] = std::int8_t(-10 * (c.suit() == kHearts) - 30 * (c == kSevenHearts) + 2 * capture_value(c.rank()));
  }
  return t;
}();

constexpr std::array<std::uint8_t, 11> kRankOfValue = {0, kAce, kTwo, kThree, kFour, kFive, kSix, kSeven,
                                                      kJack, kQueen, kKing};  // [0] unused
/// The cards of the rank of card index i.
inline constexpr std::array<Mask, kCards> kSameRankCards = [] {
  std::array<Mask, kCards> t{};
  for (int i = 0; i < kCards; ++i) t[i] = rank_mask(Card(i).rank());
  return t;
}();
/// The cards whose capture value has bit k set, per k: value_sum() adds the values of a set by
/// four popcounts (branch-free; the loop over the cards it replaced was the search's most costly
/// line: measured 2026-12-05, see docs/solver.md).
inline constexpr std::array<Mask, 4> kValueBitCards = [] {
  std::array<Mask, 4> t{};
  for (int i = 0; i < kCards; ++i)
    for (int k = 0; k < 4; ++k)
      if ((capture_value(Card(i).rank()) >> k) & 1) t[k] |= Mask{1} << i;
  return t;
}();
/// The sum of the capture values of the cards of m.
HOT int value_sum(Mask m) {
  return popcount(m & kValueBitCards[0]) + 2 * popcount(m & kValueBitCards[1]) + 4 * popcount(m & kValueBitCards[2]) +
         8 * popcount(m & kValueBitCards[3]);
}
/// Whether `hand` holds a card that captures the whole of `table` (a possible hurricane).
HOT bool clears(Mask table, Mask hand) {
  if (!table) return false;
  if (!clear_lowest(table)) return (hand & kSameRankCards[unsigned(lowest_index(table))]) != 0;  // one card: same rank
  // Two cards or more: a sum capture of all of them (none can be of the card's rank).
  const int sum = value_sum(table);
  return sum <= 10 && rank_cards(hand, kRankOfValue[sum]) != 0;
}

/// Whether the side to move holds a card that captures the whole table (a possible hurricane).
HOT bool can_clear_table(const Position& p) { return clears(p.table, p.hand[p.to_move]); }

/// The capture values of a rank lane's ranks as bits 1..10 (2..7 are bits 0..5 of the lane,
/// J Q K bits 9..11, the ace bit 12), and reversed: value v as bit 10 - v.
constexpr unsigned value_lane(unsigned ranks) {
  return ((ranks & 0x3Fu) << 2) | (((ranks >> 9) & 7u) << 8) | (((ranks >> 12) & 1u) << 1);
}
inline constexpr auto kReversedValues = [] {
  std::array<std::uint16_t, 1u << 13> t{};
  for (unsigned r = 0; r < t.size(); ++r)
    for (int v = 1; v <= 10; ++v)
      if ((value_lane(r) >> v) & 1) t[r] |= std::uint16_t(1u << (10 - v));
  return t;
}();
/// Whether some play from a hand of ranks `mine` may leave a table (worth `t` now) that a card
/// of `next`'s ranks (the seat playing right after) captures whole. A necessary test, by values
/// alone: a trail of a card of value v leaves a table worth t + v, a capture by it t - v (0: a
/// hurricane, after which `next` lays out and does not play), and `next` clears a table only
/// with a card of its whole value.
HOT bool may_leave_clearable(int t, unsigned mine, unsigned next) {
  const unsigned vm = value_lane(mine), vn = value_lane(next);
  if (t <= 10 && ((vm << t) & vn)) return true;              // a trail: v + t in next
  const unsigned rn = kReversedValues[next];                   // 10 - w for w in next
  return t <= 20 && (vm & (t >= 10 ? rn << (t - 10) : rn >> (10 - t)));  // a capture: t - v = w
}

/// The table's values after one play from a hand whose capture values are the bits of `values`
/// (a value_lane), from the values `t` (bits): a trail adds its card's value, a capture takes it
/// off; a capture of the whole table (0) is a hurricane and is left out here (the caller
/// follows the lay-out). By values alone: a superset of the values real plays reach.
HOT std::uint64_t after_play(std::uint64_t t, unsigned values) {
  std::uint64_t out = 0;
  for (unsigned vs = values; vs; vs &= vs - 1) {
    const int v = std::countr_zero(vs);
    out |= (t << v) | (t >> v);
  }
  return out & ~std::uint64_t{1};
}
/// 4 players, every seat holding cards: whether the K-th play from now (2: the mover's
/// partner's, 3: the seat before the mover's) may clear the table, the seats before it playing
/// once each in turn (the mover's own next play, K = 4, saved 0.2% of the nodes: not kept). By
/// values alone, as may_leave_clearable: a play moves the table's value by its card's; a
/// hurricane has the next seat lay out its hand (the table is then worth that hand) and that
/// seat does not play; a seat clears the table only with a card of its whole value. `hands`:
/// the seats' hands from the mover on.
template <int K>
[[gnu::noinline]] bool may_clear_in_turn(const Position& p, const Mask (&hands)[4]) {
  static_assert(K == 2 || K == 3);
  const int t = value_sum(p.table);
  if (t > 10 * (K + 1)) return false;  // each play takes 10 off it at most
  std::uint64_t at[K + 1] = {};        // at[s]: the table's values (bits) when the s-th play comes
  at[0] = std::uint64_t{1} << t;
  for (int s = 0; s < K; ++s) {
    const unsigned values = value_lane(rank_union(hands[s]));
    // A hurricane (a card of the table's whole value): the next seat lays out, the one after
    // plays; unless the next is the K-th play's seat, which then plays no more.
    if ((at[s] & values) && s + 1 < K) at[s + 2] |= std::uint64_t{1} << std::min(value_sum(hands[s + 1]), 63);
    at[s + 1] |= after_play(at[s], values);
  }
  return (at[K] & value_lane(rank_union(hands[K]))) != 0;
}

template <int Players>
HOT int Adapter::order_hint(const Position& p, Move m) const {
  const Mask captured = move_captured(m);
  const Card c = move_card(m);
  if (!captured) {
    // Trails: keep hearts and 7♥; prefer high cards (fewer sums can take them) and ranks the
    // opponents do not hold (no single capture either). Measured on the last-round bench: 14%
    // fewer nodes than trailing low cards first. With 4 players the opponents are the next seat
    // (plays at once: the full penalty) and the one before (half), and the take-back bonus
    // counts the partner's hand too: on the 4-player positions of 6 / 7 cards a seat, 16% / 23%
    // fewer nodes for the value, 13% every move (the former test of seat to_move ^ 1 read the
    // partner-side neighbour half the time, and did not pay).
    const Mask rank = kSameRankCards[c.index];
    if constexpr (Players == 4) {
      const int me = p.to_move;
      return kTrailHint[c.index] - kTakenTrailPenalty * ((p.hand[(me + 1) & 3] & rank) != 0) -
             (kTakenTrailPenalty / 2) * ((p.hand[(me + 3) & 3] & rank) != 0) +
             kTakeBackBonus * (((p.hand[me] & ~c.bit()) | p.hand[(me + 2) & 3]) & rank ? 1 : 0) -
             kGivesHurricanePenalty * clears(p.table | c.bit(), p.hand[(me + 1) & 3]);
    }
    return kTrailHint[c.index] - kTakenTrailPenalty * ((p.hand[p.to_move ^ 1] & rank) != 0) +
           kTakeBackBonus * ((p.hand[p.to_move] & ~c.bit() & rank) != 0) -
           kGivesHurricanePenalty * clears(p.table | c.bit(), p.hand[p.to_move ^ 1]);
  }
  const Mask taken = captured | c.bit();
  const Mask next = p.hand[Players == 2 ? p.to_move ^ 1 : (p.to_move + 1) & 3];
  return 100 + 8 * popcount(taken) + 12 * popcount(taken & kHeartsMask) + 30 * ((taken & kSevenHearts.bit()) != 0) +
         40 * (captured == p.table) - kGivesHurricanePenalty * clears(p.table & ~captured, next);
}

/// Whether nobody can score another hurricane, when no card is left to deal: hands only lose
/// cards, and until the next hurricane no lay-out adds any to the table. `hands`: every card in
/// a hand.
/// * Stuck card: a table card of a rank no hand holds leaves the table only in a sum taken by a
///   hand card of a higher value v, with other cards making up the rest (v - its value): it is
///   stuck when the highest value in hands leaves no room, or when every other card still in
///   play (hands and table) is worth more than that room.
/// * Heavy table: a capture takes exactly its card's value off the table (a card of its rank,
///   or a sum of it), a trail adds its card's value; so clearing a table of value T takes
///   captures worth T plus every trail's value, out of the hands. A hurricane scores only if it
///   is not the deal's last play, so some hand card is still unplayed then: T + the lowest hand
///   card's value > the hands' value rules it out.
HOT bool table_stays(const Position& p, Mask hands) {
  if (!p.table) return false;
  const unsigned in_hands = rank_union(hands);
  if (value_sum(p.table) + lowest_value(in_hands) > value_sum(hands)) return true;
  const unsigned stuck = rank_union(p.table) & ~in_hands;
  if (!stuck) return false;
  const int hv = highest_value(in_hands);
  if (highest_value(stuck) >= hv) return true;
  for (unsigned rs = stuck; rs; rs &= rs - 1) {
    const int r = std::countr_zero(rs);
    const Mask others = (hands | p.table) & ~lowest_bit(rank_cards(p.table, r));
    if (lowest_value(rank_union(others)) > hv - capture_value(r)) return true;
  }
  return false;
}

template <int Players, bool Window>
HOT void Adapter::bounds(const Position& p, int& lower, int& upper, int alpha, int beta) const {
  // Each award's range from what is left in play, plus the most hurricanes each side can
  // still make. Hurricanes, 2 players: the opponent of a hurricane maker lays out and plays no
  // more this round; after a hurricane with nobody to lay out the table is empty, so the maker's
  // next play is a trail; the deal's last play never scores. In the last round that gives
  // last_round_hurricanes() from both hand sizes and the turn, and none at all once the table
  // cannot be cleared again (table_stays); in an earlier round 1 + floor(x/2) with x cards in hand,
  // plus 3 per future last round and 4 per other future round. 4 players: one per card.
  const Mask in_play = cards_in_play<Players>(p);
  int lo = 0, hi = 0;  // the awards, side 0's view
  if (p.cards_diff != kSettled) {
    const int left = popcount(in_play) + p.stock_left;
    lo += small_sign(p.cards_diff - left);
    hi += small_sign(p.cards_diff + left);
  }
  if (hearts_open(p)) {
    const int left = popcount(in_play & kHeartsMask) + stock_hearts_[p.stock_left];
    lo += small_sign(p.hearts_diff - left);
    hi += small_sign(p.hearts_diff + left);
  }
  if ((in_play | stock_mask_[p.stock_left]) & kSevenHearts.bit()) { --lo; ++hi; }
  if (p.dead_premiera[0] != kPremieraSettled) {
#ifndef NDEBUG
    const std::uint64_t left = in_play_counts(p, deal_counts_, rank_fields(rank_union(in_play) | stock_ranks_[p.stock_left]));
    for (int s = 0; s < 2; ++s)
      assert(cached_sure_premiera(p, s) == sure_premiera(p, s) && cached_best_premiera(p, s) == best_premiera(p, s, left));
#endif
    lo += small_sign(cached_sure_premiera(p, 0) - cached_best_premiera(p, 1));
    hi += small_sign(cached_best_premiera(p, 0) - cached_sure_premiera(p, 1));
  }
  const int me = p.to_move & 1;
  if (me) {  // side 1's view
    const int side0_lo = lo;
    lo = -hi;
    hi = -side0_lo;
  }
  // The hurricane counts: a plain one from the hand sizes, then sharpened by tests of the
  // table and the hands. With `Window` (the search's nodes), a count is sharpened only where
  // that can decide the window: the upper one when the awards alone fail low (hi <= alpha) and
  // the plain count does not, the lower one likewise (measured: see docs/solver.md).
  int mine, theirs;  // hurricanes
  const auto sharpen = [&](bool& up, bool& down) {
    up = !Window || (hi <= alpha && hi + mine > alpha);
    down = !Window || (lo >= beta && lo - theirs < beta);
  };
  bool up = true, down = true;
  if constexpr (Players == 2) {
    const bool last_round = p.stock_left < 2 * 6;  // no round left to deal
    const int x = popcount(p.hand[me]), y = popcount(p.hand[me ^ 1]);  // x >= 1: `me` is to move
    if (trail_only_) {
      // No lay-out cuts a side's play short: each of its plays left may score (loose, rare).
      mine = x + p.stock_left / 2;
      theirs = y + p.stock_left / 2;
    } else if (last_round) {
      const auto& m = kLastRoundHurricanes[x][y][1];
      const auto& t = kLastRoundHurricanes[y][x][0];
      mine = m[1];
      theirs = t[1];
      sharpen(up, down);
      if (up && m[1] != m[0] && !can_clear_table(p)) mine = m[0];
      if (down && t[1] != t[0] && !may_leave_clearable(value_sum(p.table), rank_union(p.hand[me]), rank_union(p.hand[me ^ 1])))
        theirs = t[0];
      // A stuck table card or a table worth more than the hands: no more hurricanes.
      if ((up || down) && (mine | theirs) && table_stays(p, p.hand[0] | p.hand[1])) mine = theirs = 0;
    } else {
      // The bound holds in every position of the deal, so when the side to move cannot clear
      // the table with this play, its hurricanes are bounded as with one card less.
      const int later = hurricanes_later_[p.stock_left];
      mine = kHurricanesThisRound[0][x] + later;
      theirs = kHurricanesThisRound[0][y] + later;
      sharpen(up, down);
      if (up && (x & 1) == 0 && !can_clear_table(p)) mine = kHurricanesThisRound[0][x - 1] + later;
    }
  } else {
    // 4 players (no stock): one hurricane per play of a side at most, and the mover's play
    // now scores only if it can clear the table. A side alone in play (the other's hands
    // empty) plays as the lone 2-player seat: nobody lays out after its hurricane, so its next
    // play is a trail on an empty table, and the deal's last play never scores. And none at
    // all once the table cannot be cleared again (table_stays, both halves of the stuck-card
    // rule: the second saved 2.5% of the nodes on 6 cards a seat, 3.6% on 7, 2.7% on 8).
    const int a = popcount(p.hand[me] | p.hand[me + 2]), b = popcount(p.hand[me ^ 1] | p.hand[(me ^ 1) + 2]);
    mine = b ? a : kLoneHurricanes[a][1];
    theirs = b;
    sharpen(up, down);
    if (up && !can_clear_table(p)) mine = b ? a - 1 : kLoneHurricanes[a][0];
    // The next seat (an opponent) plays right after this play: when no play of the mover can
    // leave it a table to clear, that play of the other side cannot score.
    const Mask next = p.hand[(p.to_move + 1) & 3];
    if (down && next && !may_leave_clearable(value_sum(p.table), rank_union(p.hand[p.to_move]), rank_union(next))) --theirs;
    // With every seat holding cards (so each plays once in turn), the partner's next play and
    // that of the seat before the mover likewise: -2.5% nodes each on 6 cards a seat, together
    // -5.1% on 7 (see docs/solver.md).
    if ((up || down) && b && next) {
      const int s0 = p.to_move;
      const Mask hands[4] = {p.hand[s0], next, p.hand[(s0 + 2) & 3], p.hand[(s0 + 3) & 3]};
      if (hands[2] && hands[3]) {
        if (up && mine > 0 && (!Window || hi + mine - 1 <= alpha) && !may_clear_in_turn<2>(p, hands)) --mine;
        if (down && theirs > 0 && (!Window || lo - theirs + 1 >= beta) && !may_clear_in_turn<3>(p, hands)) --theirs;
      }
    }
    if ((up || down) && (mine | theirs) && table_stays(p, cards_in_hands<4>(p))) mine = theirs = 0;
  }
  lower = lo - theirs;
  upper = hi + mine;
}

template <int Players, bool Open4>
HOT bool Adapter::quick_value(const Position& p, int& v) const {
  // The deal's last card: whatever it captures, the side of the last play takes what is left
  // on the table, and the last play never scores a hurricane. So every move of that card ends
  // the same way: play it as a trail (leftover="last_capturer": see below).
  Mask hands = p.hand[0] | p.hand[1];
  if constexpr (Players == 4) hands |= p.hand[2] | p.hand[3];
  if (p.stock_left || clear_lowest(hands)) return false;
  Position c = p;
  const Card last(lowest_index(hands));
  Move m = make_move(last, 0);
  if (leftover_to_capturer_ && p.table) {
    // leftover="last_capturer": any capture makes the mover the last capturer, so every capture
    // of the card takes the whole table (played here as one capture of it); only a trail can
    // leave the table to the other side, and only a card without a capture is trailed then.
    const int r = last.rank(), v = capture_value(r);
    const bool takes = rank_cards(p.table, r) || ((subset_sums(p.table & kCardsBelowValue[v]) >> v) & 1);
    if (takes) m = make_move(last, p.table);
  }
  const int reward = play<Players, Open4>(c, m);
  v = reward + terminal_value(c, side(p));
  return true;
}

void Adapter::root_bounds(int& lower, int& upper) const { bounds(root_, lower, upper); }

// The plain forms of the methods with an Open4 variant (they dispatch).
int Adapter::play(Position& p, Move m) const {
  return players_ == 2 ? (open4_ ? play<2, true>(p, m) : play<2>(p, m)) : play<4>(p, m);
}
std::uint64_t Adapter::hash(const Position& p) const {
  return players_ == 2 ? (open4_ ? hash<2, true>(p) : hash<2>(p)) : hash<4>(p);
}
int Adapter::search_moves(const Position& p, Move* out) const {
  return open4_ ? search_moves<true>(p, out) : search_moves<false>(p, out);
}
// For the plain bounds() (inline in the header) called from other translation units.
template void Adapter::bounds<2>(const Position&, int&, int&, int, int) const;
template void Adapter::bounds<4>(const Position&, int&, int&, int, int) const;

template <int Players, bool Open4 = false>
solver::SolveResult<Move> solve_seats(const Adapter& adapter, const solver::SolveOptions& options) {
  const Adapter::Seats<Players, Open4> seats{adapter};
  solver::Solver<Adapter::Seats<Players, Open4>> s(seats, options);
  return s.solve(adapter.root());
}

solver::SolveResult<Move> solve(const Adapter& adapter, const solver::SolveOptions& options) {
  adapter.overflow_ = false;
  auto r = adapter.players() == 4 ? solve_seats<4>(adapter, options)
           : adapter.open4()       ? solve_seats<2, true>(adapter, options)
                                   : solve_seats<2>(adapter, options);
  if (adapter.overflow_)
    throw InvalidPositionError("the table allows more than " + std::to_string(Adapter::kMaxMoves) +
                               " captures at some point; the solver cannot take this position");
  return r;
}

}  // namespace pycards::uragan_solver
