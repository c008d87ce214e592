// Казино for the exact solver — see kazino_solver.hpp for the representation and the symmetry.
#include <string>

#include "kazino_solver.hpp"
#include "pycards/errors.hpp"
#include "pycards/rng.hpp"

namespace pycards::kazino_solver {
namespace {

using kazino::value_of;

constexpr int sign(int x) { return (x > 0) - (x < 0); }

/// The canonical form of a place's cards under permutations of the ordinary cards (all but 2♠
/// and 10♦) within each rank: per rank, k ordinary cards become the lanes 0..k-1 (bit r, 13 + r,
/// 26 + r, 39 + r); 2♠ and 10♦ are kept apart (bits 52, 53). A key, not a card set.
constexpr Mask canonical(Mask m) {
  const Mask o = m & ~kSpecial;
  const Mask a = o & kSuitLaneMask, b = (o >> 13) & kSuitLaneMask, c = (o >> 26) & kSuitLaneMask, d = o >> 39;
  const Mask ab_or = a | b, ab_and = a & b, cd_or = c | d, cd_and = c & d;
  const Mask one = ab_or | cd_or, two = ab_and | cd_and | (ab_or & cd_or);
  const Mask three = (ab_and & cd_or) | (cd_and & ab_or), four = ab_and & cd_and;
  return one | (two << 13) | (three << 26) | (four << 39) | (Mask{(m & kTwoSpades) != 0} << 52) |
         (Mask{(m & kTenDiamonds) != 0} << 53);
}
static_assert(canonical(Card(kFive, kHearts).bit()) == canonical(Card(kFive, kClubs).bit()));
static_assert(canonical(kTwoSpades) != canonical(Card(kTwo, kClubs).bit()));

/// Per rank, the lowest-indexed ordinary card of `m` (one played card per class).
constexpr Mask lowest_per_rank(Mask m) {
  const Mask o = m & ~kSpecial;
  const Mask a = o & kSuitLaneMask, b = (o >> 13) & kSuitLaneMask & ~a, c = (o >> 26) & kSuitLaneMask & ~(a | b);
  const Mask d = (o >> 39) & ~(a | b | c);
  return a | (b << 13) | (c << 26) | (d << 39);
}

/// Whether the capture `set` takes, per rank, the lowest-indexed of the table's ordinary cards of
/// that rank (the one representative of its class of sets).
constexpr bool canonical_choice(Mask set, Mask table) {
  const Mask s = set & ~kSpecial, t = table & ~kSpecial;
  const Mask s0 = s & kSuitLaneMask, s1 = (s >> 13) & kSuitLaneMask, s2 = (s >> 26) & kSuitLaneMask, s3 = s >> 39;
  const Mask t0 = t & kSuitLaneMask, t1 = (t >> 13) & kSuitLaneMask, t2 = (t >> 26) & kSuitLaneMask;
  const Mask g0 = t0 & ~s0, g1 = g0 | (t1 & ~s1), g2 = g1 | (t2 & ~s2);  // left on the table below
  return !(s1 & g0) && !(s2 & g1) && !(s3 & g2);
}

constexpr std::uint64_t kSalt[6] = {0xa0761d6478bd642full, 0xe7037ed1a0b428dbull, 0x8ebc6af09c88c6e3ull,
                                    0x589965cc75374cc3ull, 0x1d8e4e27c47d124full, 0xd6e8feb86659fd93ull};

}  // namespace

Adapter::Adapter(const Setup& s)
    : players_(s.players), dealer_(s.dealer), multi_set_(s.multi_set), leftover_(s.leftover) {
  if (s.players != 2 && s.players != 4)
    throw OptionError("the kazino solver takes 2 players or 2 partnerships, not more than two sides");
  if (s.dealer < 0 || s.dealer >= s.players) throw InvalidPositionError("dealer is not a seat");
  if (s.to_move < 0 || s.to_move >= s.players || !s.hands[s.to_move])
    throw InvalidPositionError("the seat to move has no card to play");
  if (s.stock.size() > stock_.size()) throw InvalidPositionError("too many cards in the stock");
  stock_n_ = static_cast<int>(s.stock.size());
  for (int i = 0; i < stock_n_; ++i) stock_[i] = s.stock[i].index;
  for (int k = 1; k <= stock_n_; ++k) stock_mask_[k] = stock_mask_[k - 1] | Card(stock_[stock_n_ - k]).bit();
  for (int i = 0; i < players_; ++i) root_.hand[i] = s.hands[i];
  root_.table = s.table;
  root_.to_move = static_cast<std::int8_t>(s.to_move);
  root_.cards_diff = static_cast<std::int8_t>(popcount(s.piles[0]) - popcount(s.piles[1]));
  root_.stock_left = static_cast<std::uint8_t>(stock_n_);
  if (leftover_ == kazino::Leftover::kLastCapturer && s.last_capturer >= 0)
    root_.last_side = static_cast<std::int8_t>(s.last_capturer & 1);
  for (int side = 0; side < 2; ++side) {
    const int pts = 2 * ((s.piles[side] & kTwoSpades) != 0) + ((s.piles[side] & kTenDiamonds) != 0);
    past_ += side == 0 ? pts : -pts;
  }
  if (multi_set_) scratch_ = std::make_unique<Scratch>();
}

int Adapter::terminal_value(const Position& p, int side) const {
  // The leftovers: to the dealer's side, the last capture's (the dealer's if none), or nobody.
  int owner = -1;
  if (leftover_ == kazino::Leftover::kDealer) owner = dealer_ & 1;
  else if (leftover_ == kazino::Leftover::kLastCapturer) owner = p.last_side >= 0 ? p.last_side : dealer_ & 1;
  int diff = p.cards_diff, specials = 0;
  if (owner >= 0) {
    const int n = popcount(p.table);
    diff += owner == 0 ? n : -n;
    specials = 2 * ((p.table & kTwoSpades) != 0) + ((p.table & kTenDiamonds) != 0);
    if (owner == 1) specials = -specials;
  }
  const int v0 = sign(diff) + specials;
  return side == 0 ? v0 : -v0;
}

int Adapter::capture_sets(Mask table, int v, Mask* out, int room) const {
  captures::ValueGroups groups;
  captures::group_table(table, kazino::kValueMasks, v, groups);
  if (!multi_set_) {
    int n = 0;
    captures::for_each_sum_subset(groups, v, v, [&](Mask set) {
      if (n < room) out[n++] = set;
      else overflow_ = true;
    });
    return n;
  }
  Scratch& sc = *scratch_;
  int k = 0;
  captures::for_each_sum_subset(groups, v, v, [&](Mask set) { sc.sets[k++] = set; });  // kMaxSets bounds them
  const int cap = std::min<int>(room, static_cast<int>(sc.unions.size()) - 1);
  const int u = captures::disjoint_unions(sc.sets.data(), k, out, cap, sc.seen);
  if (u == cap) overflow_ = true;  // perhaps more
  return u;
}

int Adapter::legal_moves(const Position& p, Move* out) const {
  int n = 0;
  const Mask table = p.table;
  for (Mask h = p.hand[p.to_move]; h; h = clear_lowest(h)) {
    const Card c(lowest_index(h));
    if (table) {
      Mask* sets = multi_set_ ? scratch_->unions.data() : reinterpret_cast<Mask*>(out + n);
      const int room = multi_set_ ? static_cast<int>(scratch_->unions.size()) : kMaxMoves - n - 3;
      const int k = capture_sets(table, value_of(c), sets, room);
      for (int i = 0; i < k; ++i) {
        if (n < kMaxMoves - 3) out[n++] = kazino::capture_move(c, sets[i]);
        else overflow_ = true;
      }
    }
    out[n++] = kazino::capture_move(c, 0);
  }
  return n;
}

int Adapter::search_moves(const Position& p, Move* out) const {
  int n = 0;
  const Mask table = p.table, hand = p.hand[p.to_move];
  const Mask played = lowest_per_rank(hand) | (hand & kSpecial);
  for (Mask h = played; h; h = clear_lowest(h)) {
    const Card c(lowest_index(h));
    if (table) {
      Mask* sets = multi_set_ ? scratch_->unions.data() : reinterpret_cast<Mask*>(out + n);
      const int room = multi_set_ ? static_cast<int>(scratch_->unions.size()) : kMaxMoves - n - 3;
      const int k = capture_sets(table, value_of(c), sets, room);
      for (int i = 0; i < k; ++i) {
        if (!canonical_choice(sets[i], table)) continue;
        if (n < kMaxMoves - 3) out[n++] = kazino::capture_move(c, sets[i]);
        else overflow_ = true;
      }
    }
    out[n++] = kazino::capture_move(c, 0);
  }
  return n;
}

void Adapter::deal_round(Position& p) const {
  const int first = dealer_ + 1 == players_ ? 0 : dealer_ + 1;
  for (int k = 0; k < kazino::kHandSize * players_ && p.stock_left; ++k, --p.stock_left)
    p.hand[(first + k) % players_] |= Card(stock_[stock_n_ - p.stock_left]).bit();
  p.to_move = static_cast<std::int8_t>(first);
}

int Adapter::play(Position& p, Move m) const {
  const int seat = p.to_move;
  const Mask card = kazino::played_card(m).bit();
  const Mask cap = kazino::captured_cards(m);
  p.hand[seat] &= ~card;
  int reward = 0;
  if (cap) {
    p.table &= ~cap;
    const Mask taken = cap | card;
    const int n = popcount(taken), side = seat & 1;
    p.cards_diff = static_cast<std::int8_t>(p.cards_diff + (side == 0 ? n : -n));
    if (leftover_ == kazino::Leftover::kLastCapturer) p.last_side = static_cast<std::int8_t>(side);
    reward = 2 * ((taken & kTwoSpades) != 0) + ((taken & kTenDiamonds) != 0);
  } else {
    p.table |= card;
  }
  for (int i = 1, s = seat + 1 == players_ ? 0 : seat + 1; i <= players_; ++i, s = s + 1 == players_ ? 0 : s + 1)
    if (p.hand[s]) {
      p.to_move = static_cast<std::int8_t>(s);
      return reward;
    }
  if (p.stock_left) deal_round(p);
  else p.to_move = -1;
  return reward;
}

std::uint64_t Adapter::hash(const Position& p) const {
  const std::uint64_t small = std::uint64_t(std::uint8_t(p.to_move)) | (std::uint64_t(std::uint8_t(p.cards_diff)) << 8) |
                              (std::uint64_t(std::uint8_t(p.last_side)) << 16) | (std::uint64_t(p.stock_left) << 24);
  std::uint64_t h = mix64(canonical(p.table) ^ kSalt[0]);
  h = mix64(h ^ canonical(p.hand[0]) ^ kSalt[1]);
  h = mix64(h ^ canonical(p.hand[1]) ^ kSalt[2]);
  if (players_ == 4) {
    h = mix64(h ^ canonical(p.hand[2]) ^ kSalt[3]);
    h = mix64(h ^ canonical(p.hand[3]) ^ kSalt[4]);
  }
  return mix64(h ^ small ^ kSalt[5]);
}

int Adapter::order_hint(const Position& p, Move m) const {
  const Mask cap = kazino::captured_cards(m);
  const Card c = kazino::played_card(m);
  if (!cap) return 2 * value_of(c) - 40 * ((c.bit() & kSpecial) != 0);  // trail high, keep 2♠ / 10♦
  const Mask taken = cap | c.bit();
  return 100 + 8 * popcount(taken) + 40 * popcount(taken & kSpecial) + 20 * (cap == p.table);
}

void Adapter::bounds(const Position& p, int& lower, int& upper) const {
  // Side 0's view: the most-cards point within what is left to capture, 2♠ and 10♦ while in play.
  const Mask in_play = p.hand[0] | p.hand[1] | p.hand[2] | p.hand[3] | p.table;
  const int left = popcount(in_play) + p.stock_left;
  int lo = sign(p.cards_diff - left), hi = sign(p.cards_diff + left);
  const Mask live = in_play | stock_mask_[p.stock_left];
  const int open = 2 * ((live & kTwoSpades) != 0) + ((live & kTenDiamonds) != 0);
  lo -= open;
  hi += open;
  if (p.to_move & 1) {
    lower = -hi;
    upper = -lo;
  } else {
    lower = lo;
    upper = hi;
  }
}

solver::SolveResult<Move> solve(const Adapter& adapter, const solver::SolveOptions& options) {
  adapter.overflow_ = false;
  solver::Solver<Adapter> s(adapter, options);
  auto r = s.solve(adapter.root());
  if (adapter.overflow_)
    throw InvalidPositionError("the table allows more than " + std::to_string(Adapter::kMaxMoves) +
                               " moves at some point; the kazino solver cannot take this position");
  return r;
}

}  // namespace pycards::kazino_solver
