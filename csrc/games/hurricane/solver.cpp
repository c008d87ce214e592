// Хурикан for the exact solver — see hurricane_solver.hpp for the representation.
#include "hurricane_solver.hpp"

#include <algorithm>
#include <string>

#include "pycards/errors.hpp"
#include "pycards/rng.hpp"

namespace pycards::hurricane_solver {
namespace {

inline std::uint64_t mum(std::uint64_t a, std::uint64_t b) {
  const unsigned __int128 r = static_cast<unsigned __int128>(a) * b;
  return std::uint64_t(r) ^ std::uint64_t(r >> 64);
}

constexpr Counts kLowNibbles = 0x0F0F0F0F0F0F0F0FULL;

/// Bit s set when some sub-multiset of `c` adds up to s (s <= 10; bit 0: the empty one).
inline unsigned subset_sums(Counts c) {
  unsigned s = 1;
  for (int v = 1; v <= kMaxValue; ++v)
    for (int k = count_of(c, v); k > 0; --k) s |= (s << v) & 0x7FF;
  return s;
}

// Every sub-multiset of the hand counts `c` over values 1..v adding up to `rem`, `acc` holding
// the part already chosen of the values above v (`n` cards).
template <class F>
inline void for_each_sum(Counts c, int v, int rem, Counts acc, int n, F&& emit) {
  if (rem == 0) { emit(acc, n); return; }
  for (; v > 0 && !count_of(c, v); --v) {}
  if (v == 0) return;
  const int most = std::min(count_of(c, v), rem / v);
  for (int k = most; k >= 0; --k) for_each_sum(c, v - 1, rem - k * v, acc + Counts(k) * one_of(v), n + k, emit);
}

// Every non-empty sub-multiset of `c` over values 1..v of at most `left` cards (plus `acc`,
// whose order hint is `hint`; each card of value u adds cost[u] to it).
template <class F>
inline void for_each_lay(Counts c, int v, int left, Counts acc, int hint, const int* cost, F&& emit) {
  for (; v > 0 && !count_of(c, v); --v) {}
  if (v == 0 || left == 0) {
    if (acc) emit(acc, hint);
    return;
  }
  const int most = std::min(count_of(c, v), left);
  for (int k = most; k >= 0; --k)
    for_each_lay(c, v - 1, left - k, acc + Counts(k) * one_of(v), hint - k * cost[v], cost, emit);
}

// The order hint rides in the move's top bits (see with_hint), computed once per node.
constexpr int kHintShift = 52, kHintBias = 512;
constexpr Move with_hint(Move m, int hint) { return m | (Move(hint + kHintBias) << kHintShift); }

}  // namespace

Counts counts_of(Mask cards) {
  Counts c = 0;
  for (Mask m = cards; m; m = clear_lowest(m)) c += one_of(hurricane::value_of(Card(lowest_index(m))));
  return c;
}

int cards_of(Counts c) {
  const Counts bytes = (c & kLowNibbles) + ((c >> 4) & kLowNibbles);
  return int((bytes * 0x0101010101010101ULL) >> 56);
}

int points_of(Counts c) {
  int total = 0;
  for (int v = 1; v <= kMaxValue; ++v) total += v * count_of(c, v);
  return total;
}

Move class_of(MoveId id) {
  const Counts played = counts_of(hurricane::move_cards(id));
  return hurricane::is_capture(id) ? capture_move(played, hurricane::value_of(hurricane::captured_card(id)))
                                   : lay_move(played);
}

Adapter::Adapter(const Setup& s) {
  if (s.to_move < 0 || s.to_move > 1) throw InvalidPositionError("the deal is over: nothing to solve");
  if (s.dealer < 0 || s.dealer > 1) throw InvalidPositionError("the dealer must be seat 0 or 1");
  const int n = int(s.stock.size());
  if (n != 0 && n != 4 && n != 16 && n != 28)
    throw InvalidPositionError("the stock holds " + std::to_string(n) + " cards; after a round it holds 28, 16, 4 or 0");
  dealer_ = s.dealer;
  max_lay_ = s.cfg.max_lay;
  opening_fixed_ = s.cfg.opening_fixed;
  leader_alternate_ = s.cfg.leader_alternate;
  leftover_to_capturer_ = s.cfg.leftover_to_capturer;
  for (int k = 1; k <= n; ++k) stock_points_[k] = stock_points_[k - 1] + hurricane::value_of(s.stock[n - k]);
  const int first = 1 - dealer_;
  for (int k = 4; k <= n; k += 12) {  // the stock sizes a round is dealt from: 4, 16, 28
    const int h = k >= 12 ? hurricane::kHandMax : k / 2;
    for (int i = 0; i < 2 * h; ++i)
      deal_[k][i % 2 == 0 ? first : dealer_] += one_of(hurricane::value_of(s.stock[n - k + i]));
    after_deal_[k] = std::uint8_t(k - 2 * h);
    for (int seat = 0; seat < 2; ++seat)
      future_[k][seat] = future_[after_deal_[k]][seat] + points_of(deal_[k][seat]);
  }
  root_.hand[0] = counts_of(s.hands[0]);
  root_.hand[1] = counts_of(s.hands[1]);
  root_.table = counts_of(s.table);
  root_.to_move = std::int8_t(s.to_move);
  root_.last_capturer = std::int8_t(leftover_to_capturer_ ? s.last_capturer : -1);
  root_.stock_left = std::uint8_t(n);
  root_.opening = s.opening;
  past_ = hurricane::points(s.piles[0]) - hurricane::points(s.piles[1]);
}

int Adapter::search_moves(const Position& p, Move* out) const {
  // Hints: captures first, the highest table card first (then the most hand cards spent); lays of
  // few cards, low values, and none the opponent can take at once.
  int n = 0;
  const Counts hand = p.hand[p.to_move];
  const unsigned sums = subset_sums(hand);
  for (int t = kMaxValue; t >= 1; --t)
    if (count_of(p.table, t) && ((sums >> t) & 1))
      for_each_sum(hand, t, t, 0, 0, [&](Counts played, int cards) {
        out[n++] = with_hint(capture_move(played, t), 1000 + 20 * t + cards);
      });
  const unsigned theirs = subset_sums(p.hand[1 - p.to_move]);
  int cost[kMaxValue + 1];
  for (int v = 1; v <= kMaxValue; ++v) cost[v] = v + 4 + 30 * int((theirs >> v) & 1);
  for_each_lay(hand, kMaxValue, lay_cap(p), 0, 0, cost,
               [&](Counts played, int hint) { out[n++] = with_hint(lay_move(played), hint); });
  return n;
}

int Adapter::play(Position& p, Move m) const {
  const int seat = p.to_move, other = 1 - seat;
  const Counts played = move_played(m);
  const int t = move_taken(m);
  p.hand[seat] -= played;
  int reward = 0;
  if (t) {
    p.table -= one_of(t);
    reward = 2 * t;
    if (leftover_to_capturer_) p.last_capturer = std::int8_t(seat);
  } else {
    p.table += played;
  }
  p.opening = 0;
  if (p.hand[other]) {
    p.to_move = std::int8_t(other);
  } else if (p.hand[seat]) {
    p.to_move = std::int8_t(seat);
  } else if (p.stock_left) {
    const int k = p.stock_left;
    p.hand[0] = deal_[k][0];
    p.hand[1] = deal_[k][1];
    p.stock_left = after_deal_[k];
    p.to_move = std::int8_t(leader_alternate_ ? other : 1 - dealer_);
  } else {
    p.to_move = -1;
  }
  return reward;
}

std::uint64_t Adapter::hash(const Position& p) const {
  constexpr std::uint64_t k[4] = {0xa0761d6478bd642full, 0xe7037ed1a0b428dbull, 0x8ebc6af09c88c6e3ull,
                                  0x589965cc75374cc3ull};
  const std::uint64_t small = std::uint64_t(std::uint8_t(p.to_move)) | std::uint64_t(std::uint8_t(p.last_capturer)) << 8 |
                              std::uint64_t(p.stock_left) << 16 | std::uint64_t(p.opening) << 24;
  return mix64(mum(p.hand[0] ^ k[0], p.hand[1] ^ k[1]) ^ mum(p.table ^ k[2], small ^ k[3]));
}

int Adapter::order_hint(const Position&, Move m) const { return int(m >> kHintShift) - kHintBias; }

void Adapter::bounds(const Position& p, int& lower, int& upper) const {
  // Everything still in play is at stake. With leftover="nobody", a side scores only by captures,
  // each worth twice the hand cards it uses: at most twice the points it holds or will receive.
  const int me = p.to_move, them = 1 - me;
  const int left = points_of(p.hand[0] + p.hand[1] + p.table) + stock_points_[p.stock_left];
  if (leftover_to_capturer_) {
    lower = -left;
    upper = left;
    return;
  }
  upper = std::min(left, 2 * (points_of(p.hand[me]) + future_[p.stock_left][me]));
  lower = -std::min(left, 2 * (points_of(p.hand[them]) + future_[p.stock_left][them]));
}

solver::SolveResult<Move> solve(const Adapter& adapter, const solver::SolveOptions& options) {
  solver::Solver<Adapter> s(adapter, options);
  return s.solve(adapter.root());
}

}  // namespace pycards::hurricane_solver
