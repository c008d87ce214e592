// Ураган for the exact solver — see uragan_solver.hpp for the representation and rulings.
#include "games/uragan_solver.hpp"

#include "pycards/captures.hpp"
#include "pycards/errors.hpp"
#include "pycards/rng.hpp"

#include <string>

namespace pycards::uragan_solver {
#define HOT [[gnu::always_inline]] inline
namespace {

inline std::uint64_t mum(std::uint64_t a, std::uint64_t b) {
  const unsigned __int128 r = static_cast<unsigned __int128>(a) * b;
  return std::uint64_t(r) ^ std::uint64_t(r >> 64);
}
constexpr int sign(int x) { return (x > 0) - (x < 0); }
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
inline std::uint64_t spread3(unsigned lane) { return kSpread.lo[lane & 127] | kSpread.hi[lane >> 7]; }
/// Cards of each rank in `m`, 3-bit fields.
inline std::uint64_t rank_counts(Mask m) {
  return spread3(unsigned(m & kSuitLaneMask)) + spread3(unsigned((m >> 13) & kSuitLaneMask)) +
         spread3(unsigned((m >> 26) & kSuitLaneMask)) + spread3(unsigned((m >> 39) & kSuitLaneMask));
}
inline constexpr std::uint64_t kFieldLow = [] {
  std::uint64_t x = 0;
  for (int r = 0; r < kRanks; ++r) x |= std::uint64_t{1} << (3 * r);
  return x;
}();
inline constexpr std::array<std::uint8_t, 3 * kRanks> kPremieraAtShift = [] {
  std::array<std::uint8_t, 3 * kRanks> t{};
  for (int r = 0; r < kRanks; ++r) t[field_shift(r)] = std::uint8_t(premiera_value(r));
  return t;
}();
/// Best premiera of 3-bit rank counts (each field <= 4).
inline int premiera_of_counts(std::uint64_t counts) {
  const std::uint64_t four = (counts >> 2) & kFieldLow;
  const std::uint64_t ge3 = four | ((counts >> 1) & counts & kFieldLow);
  if (!ge3) return 0;
  const int top = 63 - std::countl_zero(ge3);
  int best = int((counts >> top) & 7) * kPremieraAtShift[top];
  if (four) {
    const int top4 = 63 - std::countl_zero(four);
    best = std::max(best, 4 * kPremieraAtShift[top4]);
  }
  return best;
}

/// Premiera range of each side: `lo[s]` is what side s holds for sure (premieras only grow),
/// `hi[s]` the most it can reach if every card of its live ranks still in play (`in_play`:
/// hands, table and stock) came to it. Ranks out of play hold no cards in `in_play`, and rank
/// counts never exceed 4, so the fields never carry.
inline void premiera_range(const Position& p, Mask in_play, int lo[2], int hi[2]) {
  const std::uint64_t left = rank_counts(in_play);
  for (int side = 0; side < 2; ++side) {
    lo[side] = std::max<int>(p.dead_premiera[side], premiera_of_counts(p.pile_ranks[side]));
    hi[side] = std::max(lo[side], premiera_of_counts(p.pile_ranks[side] + left));
  }
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
/// Capture value of each card index (0 for cards not in the deck).
inline constexpr std::array<std::uint8_t, kCards> kCardValue = [] {
  std::array<std::uint8_t, kCards> t{};
  for (int i = 0; i < kCards; ++i) t[i] = std::uint8_t(capture_value(Card(i).rank()));
  return t;
}();
/// Bits 0..kMaxTarget: the sums a capture can aim at (a played card's value).
inline constexpr unsigned kMaxTarget = 10, kTargetSums = (2u << kMaxTarget) - 1;
/// Bit v set when some non-empty set of `table` cards adds up to v (v <= kMaxTarget). A played
/// card of value v with no card of its rank on the table has a sum capture exactly when bit v is
/// set: no table card has value v, so such a set holds two cards or more. Costs a shift per table
/// card, far less than splitting the table by value (most nodes have no sum at all).
inline unsigned subset_sums(Mask table) {
  unsigned sums = 0;
  for (Mask t = table; t; t = clear_lowest(t)) {
    const unsigned v = kCardValue[lowest_index(t)];
    sums = (sums | (sums << v) | (1u << v)) & kTargetSums;
  }
  return sums;
}
/// True when, in every rank, the non-heart cards `s` takes from `table` are its lowest ones
/// (lanes ♣ ♦ ♠ in that order): the canonical representative of a class of captures.
constexpr bool canonical_choice(Mask s, Mask table) {
  const Mask c = s & kSuitLaneMask, d = (s >> 13) & kSuitLaneMask, sp = (s >> 39) & kSuitLaneMask;
  const Mask tc = table & kSuitLaneMask, td = (table >> 13) & kSuitLaneMask;
  return !(d & tc & ~c) && !(sp & ((tc & ~c) | (td & ~d)));
}

}  // namespace

Adapter::Adapter(const Setup& s) {
  // 2 or 4: seats wrap with & (players_ - 1), no division in the hot loop.
  if (s.players != 2 && s.players != 4) throw InvalidPositionError("players must be 2 or 4");
  players_ = s.players;
  hand_size_ = players_ == 2 ? 6 : 9;
  if (s.dealer < 0 || s.dealer >= players_) throw InvalidPositionError("bad dealer seat");
  dealer_ = s.dealer;
  if (s.to_move < 0 || s.to_move >= players_) throw InvalidPositionError("no seat to move: the deal is over");
  if (s.last_player < -1 || s.last_player >= players_) throw InvalidPositionError("bad last player seat");
  if (s.stock.size() > 40 || s.stock.size() % (hand_size_ * players_) != 0)
    throw InvalidPositionError("the stock must hold whole rounds (" +
                                std::to_string(hand_size_ * players_) + " cards each)");
  Mask seen = 0;
  auto add = [&](Mask m) {
    if ((m & seen) || (m & ~kDeck40.mask)) throw InvalidPositionError("a card appears twice or is not in the 40-card deck");
    seen |= m;
  };
  for (int i = 0; i < players_; ++i) add(s.hands[i]);
  add(s.table);
  for (Card c : s.stock) add(c.bit());
  add(s.piles[0]);
  add(s.piles[1]);
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

  Position& p = root_;
  for (int i = 0; i < players_; ++i) p.hand[i] = s.hands[i];
  p.table = s.table;
  p.stock_left = std::uint8_t(stock_n_);
  p.to_move = std::int8_t(s.to_move);
  p.last_player = std::int8_t(s.last_player);
  past_ = s.hurricanes[0] - s.hurricanes[1];
  for (int side = 0; side < 2; ++side) past_ += capture(p, side, s.piles[side]);
  past_ += settle(p, kDeckRanks);
}

int Adapter::capture(Position& p, int side, Mask cards) const {
  if (p.dead_premiera[0] != kPremieraSettled)
    for (Mask m = cards; m; m = clear_lowest(m)) p.pile_ranks[side] += std::uint64_t{1} << field_shift(Card(lowest_index(m)).rank());
  const int sgn = side == 0 ? 1 : -1;
  if (p.hearts_diff != kSettled) p.hearts_diff = std::int8_t(p.hearts_diff + sgn * popcount(cards & kHeartsMask));
  if (p.cards_diff != kSettled) p.cards_diff = std::int8_t(p.cards_diff + sgn * popcount(cards));
  return (cards & kSevenHearts.bit()) ? sgn : 0;
}

HOT int Adapter::settle(Position& p, unsigned ranks) const {
  const Mask in_play = p.hand[0] | p.hand[1] | p.hand[2] | p.hand[3] | p.table;
  int points = 0;
  if (p.cards_diff != kSettled) {
    const int left = popcount(in_play) + p.stock_left;
    if (p.cards_diff > left || -p.cards_diff > left || (left == 0)) {
      points += sign(p.cards_diff);
      p.cards_diff = kSettled;
    }
  }
  if (p.hearts_diff != kSettled) {
    const int left = popcount(in_play & kHeartsMask) + stock_hearts_[p.stock_left];
    if (p.hearts_diff > left || -p.hearts_diff > left || (left == 0)) {
      points += sign(p.hearts_diff);
      p.hearts_diff = kSettled;
    }
  }
  if (p.dead_premiera[0] == kPremieraSettled) return points;
  // Premiera decided (one side's sure premiera beats the other's best reachable, or nobody can
  // make one): paid now, and the piles' rank counts are dropped from the position.
  {
    int lo[2], hi[2];
    premiera_range(p, in_play | stock_mask_[p.stock_left], lo, hi);
    if (lo[0] > hi[1] || lo[1] > hi[0] || (hi[0] == 0 && hi[1] == 0)) {
      points += sign(lo[0] - lo[1]);
      p.dead_premiera[0] = p.dead_premiera[1] = kPremieraSettled;
      p.pile_ranks[0] = p.pile_ranks[1] = 0;
      return points;
    }
  }
  // Ranks with no card left in play: their premiera can no longer change.
  const unsigned dead = ranks & kDeckRanks & ~(rank_union(in_play) | stock_ranks_[p.stock_left]);
  for (unsigned rs = dead; rs; rs &= rs - 1) {
    const int r = std::countr_zero(rs);
    for (int side = 0; side < 2; ++side) {
      const int c = int((p.pile_ranks[side] >> field_shift(r)) & 7);
      if (c >= 3 && c * premiera_value(r) > p.dead_premiera[side]) p.dead_premiera[side] = std::uint8_t(c * premiera_value(r));
      p.pile_ranks[side] &= ~(std::uint64_t{7} << field_shift(r));
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
  int v = (p.cards_diff != kSettled ? sign(p.cards_diff) : 0) + (p.hearts_diff != kSettled ? sign(p.hearts_diff) : 0) +
          sign(std::max<int>(p.dead_premiera[0], premiera_of_counts(p.pile_ranks[0])) -
               std::max<int>(p.dead_premiera[1], premiera_of_counts(p.pile_ranks[1])));
  return (p.to_move & 1) == 0 ? v : -v;
}

void Adapter::deal_round(Position& p) const {
  int next = stock_n_ - p.stock_left;
  for (int k = 0; k < hand_size_; ++k)
    for (int i = 1; i <= players_; ++i) p.hand[(dealer_ + i) & (players_ - 1)] |= stock_[next++].bit();
  p.stock_left = std::uint8_t(stock_n_ - next);
}

HOT int Adapter::play(Position& p, Move m) const {
  const int seat = p.to_move, side = seat & 1;
  const Card card = move_card(m);
  const Mask captured = move_captured(m);
  p.hand[seat] &= ~card.bit();
  int reward = 0;    // for the side that moves: hurricanes
  int points0 = 0;   // side 0's view: awards settled by this play
  unsigned ranks = 0;  // ranks that may have left play
  int next_from = (seat + 1) & (players_ - 1);
  p.last_player = std::int8_t(seat);
  if (captured) {
    p.table &= ~captured;
    points0 += capture(p, side, captured | card.bit());
    ranks = rank_union(captured | card.bit());
    if (!p.table) {
      if ((p.hand[0] | p.hand[1] | p.hand[2] | p.hand[3]) || p.stock_left) {
        reward = 1;  // a hurricane: scores, and the next seat lays out
        const int layout = next_from;
        if (p.hand[layout]) {
          p.table = p.hand[layout];
          p.hand[layout] = 0;
          next_from = (layout + 1) & (players_ - 1);
        }
      }
    }
  } else {
    p.table |= card.bit();
  }
  // Advance: the first seat from next_from holding cards; else a new round; else the end.
  p.to_move = -1;
  for (int i = 0; i < players_; ++i) {
    const int s = (next_from + i) & (players_ - 1);
    if (p.hand[s]) { p.to_move = std::int8_t(s); break; }
  }
  if (p.to_move < 0) {
    if (p.stock_left) {
      deal_round(p);
      p.to_move = std::int8_t((seat + 1) & (players_ - 1));
    } else if (p.table) {
      ranks |= rank_union(p.table);
      points0 += capture(p, side, p.table);
      p.table = 0;
    }
  }
  if (captured || p.to_move < 0) points0 += settle(p, ranks);
  return reward + (side == 0 ? points0 : -points0);
}

int Adapter::legal_moves(const Position& p, Move* out) const {
  int n = 0;
  const Mask table = p.table;
  captures::ValueGroups groups;
  captures::group_table(table, kValueMasks, 10, groups);
  for (Mask h = p.hand[p.to_move]; h; h = clear_lowest(h)) {
    const Card c(lowest_index(h));
    const Mask same = rank_cards(table, c.rank());
    if (same) {
      for (Mask t = same; t; t = clear_lowest(t))
        if (n < kMaxMoves) out[n++] = make_move(c, lowest_bit(t));
      continue;
    }
    // Every sum of two cards or more (values below the card's: none of its rank is on the table).
    const int target = capture_value(c.rank());
    int found = 0;
    captures::for_each_sum_subset(groups, target - 1, target, [&](Mask sub) {
      ++found;
      if (n < kMaxMoves) out[n++] = make_move(c, sub); else overflow_ = true;
    });
    if (!found) {
      if (n < kMaxMoves) out[n++] = make_move(c, 0); else overflow_ = true;
    }
  }
  return n;
}

HOT int Adapter::search_moves(const Position& p, Move* out) const {
  int n = 0;
  const Mask hand = p.hand[p.to_move], table = p.table;
  captures::ValueGroups groups;  // the table split by value, once per node, when needed
  bool have_groups = false;
  unsigned sums = 0;             // subset_sums(table), once per node, when needed
  bool have_sums = false;
  for (unsigned rs = rank_union(hand); rs; rs &= rs - 1) {
    const int r = std::countr_zero(rs);
    const Mask mine = rank_cards(hand, r);
    // One card per class: a heart, and one non-heart (the others of the rank are alike).
    Card played[2];
    int np = 0;
    if (mine & ~kHeartsMask) played[np++] = Card(lowest_index(mine & ~kHeartsMask));
    if (mine & kHeartsMask) played[np++] = Card(lowest_index(mine & kHeartsMask));
    const Mask same = rank_cards(table, r);
    if (same) {
      Mask targets[2];
      int nt = 0;
      if (same & ~kHeartsMask) targets[nt++] = lowest_bit(same & ~kHeartsMask);
      if (same & kHeartsMask) targets[nt++] = same & kHeartsMask;
      for (int i = 0; i < np; ++i)
        for (int j = 0; j < nt; ++j) out[n++] = make_move(played[i], targets[j]);
      continue;
    }
    const int target = capture_value(r);
    if (!have_sums) { sums = subset_sums(table); have_sums = true; }
    if (!((sums >> target) & 1)) {  // no sum capture: each card trails
      for (int i = 0; i < np; ++i) out[n++] = make_move(played[i], 0);
      continue;
    }
    const int room = (kMaxMoves - n - 8) / np;  // 8: room for the same-rank and trail moves
    if (!have_groups) { captures::group_table(table, kValueMasks, 10, groups); have_groups = true; }
    int ncaps = 0;
    Mask* o = out + n;
    captures::for_each_sum_subset(groups, target - 1, target, [&](Mask sub) {
      if (!canonical_choice(sub, table)) return;
      if (ncaps < room) o[ncaps++] = sub; else overflow_ = true;
    });
    if (!ncaps) {
      for (int i = 0; i < np; ++i) out[n++] = make_move(played[i], 0);
      continue;
    }
    // out[n..n+ncaps) holds the capture masks; turn them into moves for each played card.
    for (int i = np - 1; i >= 0; --i)
      for (int j = 0; j < ncaps; ++j) out[n + i * ncaps + j] = make_move(played[i], out[n + j] & kAllCardsMask);
    n += np * ncaps;
  }
  return n;
}

HOT std::uint64_t Adapter::hash(const Position& p) const {
  // wyhash-style folding of 128-bit products: independent multiplies, one final mix.
  constexpr std::uint64_t k[8] = {0xa0761d6478bd642full, 0xe7037ed1a0b428dbull, 0x8ebc6af09c88c6e3ull,
                                  0x589965cc75374cc3ull, 0x1d8e4e27c47d124full, 0xd6e8feb86659fd93ull,
                                  0xf1357aea2e62a9c5ull, 0x9e3779b97f4a7c15ull};
  const std::uint64_t small = std::uint64_t(std::uint8_t(p.hearts_diff)) | std::uint64_t(std::uint8_t(p.cards_diff)) << 8 |
                              std::uint64_t(std::uint8_t(p.to_move)) << 16 | std::uint64_t(std::uint8_t(p.last_player)) << 24 |
                              std::uint64_t(p.dead_premiera[0]) << 32 | std::uint64_t(p.dead_premiera[1]) << 40;
  std::uint64_t h = mum(canonical(p.hand[0]) ^ k[0], canonical(p.hand[1]) ^ k[1]) ^
                    mum(canonical(p.table) ^ k[2], p.pile_ranks[0] ^ k[3]) ^
                    mum(p.pile_ranks[1] ^ k[4], small ^ k[5]);
  if (players_ == 4) h ^= mum(canonical(p.hand[2]) ^ k[6], canonical(p.hand[3]) ^ k[7]);
  return mix64(h ^ stock_salt_[p.stock_left]);
}

HOT int Adapter::order_hint(const Position& p, Move m) const {
  const Mask captured = move_captured(m);
  const Card c = move_card(m);
  if (!captured) return -10 * ((c.bit() & kHeartsMask) != 0) - 30 * (c == kSevenHearts) - capture_value(c.rank());
  const Mask taken = captured | c.bit();
  return 100 + 8 * popcount(taken) + 12 * popcount(taken & kHeartsMask) + 30 * ((taken & kSevenHearts.bit()) != 0) +
         40 * (captured == p.table);
}

/// Whether the side to move holds a card that captures the whole table (a possible hurricane).
constexpr std::array<std::uint8_t, 11> kRankOfValue = {0, kAce, kTwo, kThree, kFour, kFive, kSix, kSeven,
                                                      kJack, kQueen, kKing};  // [0] unused
HOT bool can_clear_table(const Position& p) {
  const Mask table = p.table, hand = p.hand[p.to_move];
  if (!table) return false;
  if (!clear_lowest(table)) return (rank_union(table) & rank_union(hand)) != 0;  // one card: same rank
  int sum = 0;  // two cards or more: a sum capture of all of them (none can be of the card's rank)
  for (Mask t = table; t && sum <= 10; t = clear_lowest(t)) sum += capture_value(Card(lowest_index(t)).rank());
  return sum <= 10 && rank_cards(hand, kRankOfValue[sum]) != 0;
}

HOT void Adapter::bounds(const Position& p, int& lower, int& upper) const {
  // Each award's range from what is left in play, plus the most hurricanes each side can
  // still make. Hurricanes, 2 players: the opponent of a hurricane maker lays out and plays no
  // more this round; after a hurricane with nobody to lay out the table is empty, so the maker's
  // next play is a trail; the deal's last play never scores. Hence at most ceil(x/2) in the
  // last round with x cards in hand, 1 + ceil((x-1)/2) in an earlier round (its last play may
  // score), 3 per future last round and 4 per other future round. 4 players: one per card.
  const int me = p.to_move & 1, sgn = me == 0 ? 1 : -1;
  const Mask in_play = p.hand[0] | p.hand[1] | p.hand[2] | p.hand[3] | p.table;
  int lo = 0, hi = 0;
  if (p.cards_diff != kSettled) {
    const int left = popcount(in_play) + p.stock_left, d = sgn * p.cards_diff;
    lo += sign(d - left);
    hi += sign(d + left);
  }
  if (p.hearts_diff != kSettled) {
    const int left = popcount(in_play & kHeartsMask) + stock_hearts_[p.stock_left], d = sgn * p.hearts_diff;
    lo += sign(d - left);
    hi += sign(d + left);
  }
  if ((in_play | stock_mask_[p.stock_left]) & kSevenHearts.bit()) { --lo; ++hi; }
  if (p.dead_premiera[0] != kPremieraSettled) {
    int plo[2], phi[2];
    premiera_range(p, in_play | stock_mask_[p.stock_left], plo, phi);
    lo += sign(plo[me] - phi[me ^ 1]);
    hi += sign(phi[me] - plo[me ^ 1]);
  }
  int h[2];
  if (players_ == 2) {
    const int rounds = p.stock_left / 12;
    for (int side = 0; side < 2; ++side) {
      // The bound holds in every position of the deal, so when the side to move cannot clear
      // the table with this play, its hurricanes are bounded as with one card less.
      int x = popcount(p.hand[side]);
      if (side == me && ((x & 1) == (rounds == 0)) && !can_clear_table(p)) --x;  // (only then it matters)
      const int now = x == 0 ? 0 : rounds == 0 ? (x + 1) / 2 : 1 + x / 2;
      h[side] = now + (rounds > 0 ? 3 + 4 * (rounds - 1) : 0);
    }
  } else {
    h[0] = popcount(p.hand[0] | p.hand[2]);
    h[1] = popcount(p.hand[1] | p.hand[3]);
  }
  lower = lo - h[me ^ 1];
  upper = hi + h[me];
}

void Adapter::root_bounds(int& lower, int& upper) const { bounds(root_, lower, upper); }

solver::SolveResult<Move> solve(const Adapter& adapter, const solver::SolveOptions& options) {
  adapter.overflow_ = false;
  solver::Solver<Adapter> s(adapter, options);
  auto r = s.solve(adapter.root());
  if (adapter.overflow_)
    throw InvalidPositionError("the table allows more than " + std::to_string(Adapter::kMaxMoves) +
                               " captures at some point; the solver cannot take this position");
  return r;
}

}  // namespace pycards::uragan_solver
