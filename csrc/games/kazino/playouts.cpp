// Казино: random playouts (State::random_playout, and playouts() behind
// pycards._batch.kazino_playouts).
//
// The draw is the one of playing legal_moves()[rng.below(k)] at every move while the k moves fit
// the fixed buffer (a multi_set position past it: the counted draw, UnionCounter below, nothing
// listed; docs/kazino.md, "Move limit"). legal_moves lists the
// hand cards in index order, each card's capture sets in the kernel's search order, then its
// trail. With one set per capture (multi_set=False) the list is not built: the capture sets of a
// card of value v are the subsets of the table adding up to v, counted by subset-sum counts kept
// up to date card by card (captures::SumLanes with SSSE3, else captures::SubsetSums); the drawn
// capture is then found directly (a single card of value v: the search emits those first,
// highest index first) or, in the order of captures::nth_sum_subset, by skipping whole branches
// of that search by their subset counts (no search).
//
// playouts() plays one-deal games of multi_set=False on a compact state of its own (FastDeal:
// the dealt order, the hands, the table, the piles) with exactly these draws, so its results are
// those of State::random_playout (tests/kazino/test_playouts.py replays them through the Python
// API); multi_set games go through State.
#include <bit>

#include "exact_cover.hpp"
#include "kazino.hpp"
#include "pycards/simulate.hpp"

namespace pycards::kazino {

namespace {

/// Capture value of each card index (value_of without the division by 13).
inline constexpr std::array<std::uint8_t, kCards> kCardValue = [] {
  std::array<std::uint8_t, kCards> t{};
  for (int i = 0; i < kCards; ++i) t[i] = static_cast<std::uint8_t>(value_of(Card(i)));
  return t;
}();
/// Every card of value 1..v.
inline constexpr std::array<Mask, 14> kUpToValue = [] {
  std::array<Mask, 14> t{};
  for (int v = 1; v <= 13; ++v) t[v] = t[v - 1] | kValueMasks.of_value[v];
  return t;
}();
inline int card_value(Mask m) { return kCardValue[static_cast<unsigned>(lowest_index(m))]; }

/// The subset-sum counts of the table: n(v) = the capture sets of a card of value v.
struct TableSums {
#if defined(__SSSE3__)
  captures::SumLanes s;
  alignas(16) std::uint16_t nv[16];
  void add(int u) { s.add(u); }
  void remove(int u) { s.remove(u); }
  /// remove(u) for 2 <= u <= 13: SumLanes::remove without its shift by 8u (past the 16 lanes).
  void remove_two_up(int u) {
    __m128i a, b;
    s.shifted(u, a, b);
    s.lo = _mm_sub_epi16(s.lo, a);
    s.hi = _mm_sub_epi16(s.hi, b);
    const auto& m = captures::kRemoveShift[u];
#pragma GCC unroll 2
    for (int k = 0; k < 2; ++k) {
      const __m128i same = _mm_load_si128(reinterpret_cast<const __m128i*>(m[k][0].data()));
      const __m128i cross = _mm_load_si128(reinterpret_cast<const __m128i*>(m[k][1].data()));
      a = _mm_shuffle_epi8(s.lo, same);
      b = _mm_or_si128(_mm_shuffle_epi8(s.hi, same), _mm_shuffle_epi8(s.lo, cross));
      s.lo = _mm_add_epi16(s.lo, a);
      s.hi = _mm_add_epi16(s.hi, b);
    }
  }
  /// Makes n() read the current counts.
  void read() {
    _mm_store_si128(reinterpret_cast<__m128i*>(nv), s.lo);
    _mm_store_si128(reinterpret_cast<__m128i*>(nv + 8), s.hi);
  }
  int n(int v) const { return nv[v]; }
#else
  captures::SubsetSums<13> s;
  void add(int u) { s.add(u); }
  void remove(int u) { s.remove(u); }
  void remove_two_up(int u) { s.remove(u); }
  void read() {}
  int n(int v) const { return s.n[v]; }
#endif
  explicit TableSums(Mask table) {
    for (Mask t = table; t; t = clear_lowest(t)) add(card_value(t));
  }
};

/// Draws one move of the seat holding `hand` on `table` (legal_moves()[rng.below(k)]) and
/// updates `sums` (read() done) to the table after it: the card played and the cards it
/// captures (none: a trail), kept apart so that the playouts never pack and unpack a move id.
[[gnu::always_inline]] inline void draw_move(Mask hand, Mask table, TableSums& sums, Rng& rng, Card& played,
                                             Mask& set) {
  Card cards[kHandSize];
  std::uint32_t count[kHandSize];
  std::uint32_t total = 0;
  int m = 0;
  for (Mask h = hand; h; h = clear_lowest(h), ++m) {
    cards[m] = Card(lowest_index(h));
    count[m] = std::uint32_t(sums.n(kCardValue[cards[m].index])) + 1;
    total += count[m];
  }
  std::uint32_t k = rng.below(total);
  int i = 0;
  while (k >= count[i]) k -= count[i++];
  const Card c = cards[i];
  played = c;
  const int v = kCardValue[c.index];
  if (k + 1 == count[i]) {  // the trail
    sums.add(v);
    set = 0;
    return;
  }
  // capture number k of this card: the table's cards of value v come first, highest index
  // first (the search takes submasks in decreasing order); only the sums need the search
  const Mask same = table & kValueMasks.of_value[v];
  const int ns = popcount(same);
  if (static_cast<int>(k) < ns) {
    set = same;
    for (int j = ns - 1 - static_cast<int>(k); j > 0; --j) set = clear_lowest(set);
    set = lowest_bit(set);
  } else {
    // captures::nth_sum_subset's order without its search: the sets by their highest value w
    // (v - 1 down to 1), then by the submask s of that value's table cards (decreasing), then the
    // rest likewise; the sets of a branch (w, s) are counted (1 if s completes the sum, else the
    // sets of values below w adding up to what is left: `rest`, the counts of the table without
    // its cards of values w and up), so whole branches are skipped. Cards of values at least
    // `remaining` are never removed from `rest`: they change no count read.
    TableSums rest = sums;
    int n = static_cast<int>(k) - ns, remaining = v;
    set = 0;
    for (int w = v - 1; w >= 1;) {
      const Mask g = table & kValueMasks.of_value[w];
      bool took = false;
      if (g) {
        if (w < remaining) {
          if (w == 1) {
            for (Mask t = g; t; t = clear_lowest(t)) rest.remove(1);
          } else {
            for (Mask t = g; t; t = clear_lowest(t)) rest.remove_two_up(w);
          }
          rest.read();
        }
        for (Mask s = g; s; s = (s - 1) & g) {
          const int take = w * popcount(s);
          if (take > remaining) continue;
          const int c = take == remaining ? 1 : rest.n(remaining - take);
          if (n < c) {
            set |= s;
            remaining -= take;
            took = true;
            break;
          }
          n -= c;
        }
      }
      if (!took) {
        --w;
      } else if (remaining == 0) {
        break;
      } else {
        w = w - 1 < remaining ? w - 1 : remaining;
      }
    }
  }
  for (Mask t = set; t; t = clear_lowest(t)) {
    const int u = card_value(t);
    if (u == 1) sums.remove(1);
    else sums.remove_two_up(u);
  }
}

/// draw_move as a move id (State::random_playout).
[[gnu::always_inline]] inline MoveId draw_move_id(Mask hand, Mask table, TableSums& sums, Rng& rng) {
  Card c;
  Mask set;
  draw_move(hand, table, sums, rng, c, set);
  return capture_move(c, set);
}

// ---- multi_set draws past the listing limit ------------------------------------------------
// A card of value v captures any union of a subset of the table's cards of value v (each a set
// of its own) and a subset W of the cards of lower values that splits into disjoint sets adding
// up to v. Whether W splits depends only on how many cards of each value it holds (its count
// vector), so the unions are counted, and the r-th one found, by walking the count vectors
// c[1..v-1] (c[w] <= the table's n[w] cards of value w; at most 5^12 of them) in a fixed order:
// a vector whose values add up to a multiple of v and that ExactCover splits stands for
// prod C(n[w], c[w]) sets W. Memory: a few hundred bytes and ExactCover's fixed table.

/// C(n, k) for n <= 4.
constexpr std::uint64_t kChoose[5][5] = {{1}, {1, 1}, {1, 2, 1}, {1, 3, 3, 1}, {1, 4, 6, 4, 1}};

class UnionCounter {
 public:
  UnionCounter(Mask table, int v) : v_(v), cover_(v) {
    for (int w = 1; w < v; ++w) {
      group_[w] = table & kValueMasks.of_value[w];
      n_[w] = static_cast<std::uint8_t>(popcount(group_[w]));
    }
    same_ = table & kValueMasks.of_value[v];
  }
  /// The number of sets W (the empty one included).
  std::uint64_t splittable() {
    std::uint64_t total = 0;
    walk(v_ - 1, 0, 1, [&](std::uint64_t ways) {
      total += ways;
      return false;
    });
    return total;
  }
  /// The number of the card's capture unions (non-empty) when splittable() is `split`.
  std::uint64_t unions(std::uint64_t split) const { return (split << popcount(same_)) - 1; }
  /// Union number r (0-based, r < unions(total), total = splittable()) in the order:
  /// r + 1 = a * total + b, a = the
  /// subset of same-value cards (bit i = the i-th lowest), b = the set W: the count vectors in
  /// walk() order, within one the cards of each value w by combination rank (mixed radix, the
  /// highest value first).
  Mask nth(std::uint64_t r, std::uint64_t total) {
    const std::uint64_t idx = r + 1, a = idx / total;
    std::uint64_t b = idx % total;
    Mask out = 0;
    {
      int j = 0;
      for (Mask m = same_; m; m = clear_lowest(m), ++j)
        if (a >> j & 1) out |= lowest_bit(m);
    }
    walk(v_ - 1, 0, 1, [&](std::uint64_t ways) {
      if (b >= ways) {
        b -= ways;
        return false;
      }
      for (int w = v_ - 1; w >= 1; --w) {  // the b-th of the prod C(n[w], c[w]) sets
        const std::uint64_t radix = kChoose[n_[w]][c_[w]];
        out |= nth_combination(group_[w], c_[w], static_cast<int>(b % radix));
        b /= radix;
      }
      return true;
    });
    return out;
  }

 private:
  // Calls leaf(ways) for every splittable count vector (c_ holds it) until it returns true;
  // returns true if stopped so. w: the value to choose now (v - 1 down to 1).
  template <class Leaf>
  bool walk(int w, int sum, std::uint64_t ways, Leaf&& leaf) {
    if (w == 0) {
      if (sum % v_ != 0) return false;
      std::array<std::uint8_t, 14> count{};
      for (int u = 1; u < v_; ++u) count[u] = c_[u];
      return cover_.coverable(count) && leaf(ways);
    }
    // the aces last: only the counts making the sum a multiple of v (the others split into nothing)
    const int from = w == 1 ? (v_ - sum % v_) % v_ : 0, step = w == 1 ? v_ : 1;
    for (int k = from; k <= n_[w]; k += step) {
      c_[w] = static_cast<std::uint8_t>(k);
      if (walk(w - 1, sum + k * w, ways * kChoose[n_[w]][k], leaf)) return true;
    }
    c_[w] = 0;
    return false;
  }
  // The cards of `group` of the rank-th k-subset (by increasing subset number, popcount k).
  static Mask nth_combination(Mask group, int k, int rank) {
    const int size = popcount(group);
    for (unsigned p = 0; p < (1u << size); ++p) {
      if (std::popcount(p) != k || rank-- != 0) continue;
      Mask out = 0, m = group;
      for (int j = 0; j < size; ++j, m = clear_lowest(m))
        if (p >> j & 1) out |= lowest_bit(m);
      return out;
    }
    return 0;
  }
  int v_;
  ExactCover cover_;
  std::array<Mask, 14> group_{};
  std::array<std::uint8_t, 14> n_{}, c_{};
  Mask same_ = 0;
};

/// Uniform in [0, bound), bound >= 1, from 64-bit draws (Lemire's method, as Rng::below).
std::uint64_t below64(Rng& rng, std::uint64_t bound) {
  unsigned __int128 product = static_cast<unsigned __int128>(rng.next()) * bound;
  std::uint64_t low = static_cast<std::uint64_t>(product);
  if (low < bound) {
    const std::uint64_t threshold = (0 - bound) % bound;
    while (low < threshold) {
      product = static_cast<unsigned __int128>(rng.next()) * bound;
      low = static_cast<std::uint64_t>(product);
    }
  }
  return static_cast<std::uint64_t>(product >> 64);
}

/// Move number r of the seat holding `hand` (multi_set) in State::counted_move's order: the
/// hand's cards in index order, each card's unions[j] unions (UnionCounter::nth, split[j] sets W)
/// then its trail.
MoveId pick_counted(Mask hand, Mask table, const std::array<std::uint64_t, kHandSize>& unions,
                    const std::array<std::uint64_t, kHandSize>& split, std::uint64_t r) {
  int j = 0;
  for (Mask h = hand; h; h = clear_lowest(h), ++j) {
    const Card c(lowest_index(h));
    if (r < unions[j]) return capture_move(c, UnionCounter(table, kCardValue[c.index]).nth(r, split[j]));
    if (r == unions[j]) return MoveId(c.index);
    r -= unions[j] + 1;
  }
  return 0;  // r past the moves (not reached from random_move)
}

/// The buffer of the multi_set playouts (their moves are listed): one per thread, reused.
MoveId* multi_set_buffer() {
  thread_local std::array<MoveId, kMaxMoves> buf;  // static storage: no allocation per call
  return buf.data();
}

/// One deal of a one-deal game with multi_set=False, played out at random on a compact state:
/// the same dealing, moves and draws as State (new_deal, random_playout).
struct FastDeal {
  std::array<std::uint8_t, kCards> order;  // the dealt order, top card first
  std::array<Mask, kMaxPlayers> piles{};
  Mask table = 0;
  int pos = 0;  // next card of `order` to deal

  /// Plays deal `seed` dealt by `dealer` with `rng`; fills the result, returns the moves played.
  int play(const Config& cfg, std::uint64_t seed, int dealer, Rng& rng, DealResult& r) {
    switch (cfg.players) {  // the number of players a constant: the seat loops unrolled
      case 2: return play_n<2>(cfg, seed, dealer, rng, r);
      case 3: return play_n<3>(cfg, seed, dealer, rng, r);
      default: return play_n<4>(cfg, seed, dealer, rng, r);
    }
  }

  template <int np>
  int play_n(const Config& cfg, std::uint64_t seed, int dealer, Rng& rng, DealResult& r) {
    {
      Rng shuffle_rng(seed);  // shuffled(kDeck52, seed): the cards in index order, Fisher-Yates
      for (int i = 0; i < kCards; ++i) order[i] = static_cast<std::uint8_t>(i);
      shuffle_rng.shuffle(order.data(), kCards);
    }
    const int first = dealer + 1 == np ? 0 : dealer + 1;
    // The hands in turn order from the seat to move: hand[0] is to_move's, hand[j] the j-th seat
    // after him. A move rotates them by one, so every index is a constant and the hands stay in
    // registers (an array indexed by the seat would go through memory at every move).
    Mask hand[np] = {};
    const auto deal_round = [&](int cards) {  // one card at a time from `first`
      for (int k = 0; k < cards; ++k) hand[k % np] |= Mask{1} << order[pos + k];
      pos += cards;
    };
    deal_round(kHandSize * np);
    for (int k = 0; k < kTableStart; ++k) table |= Mask{1} << order[pos++];
    TableSums sums(table);
    int to_move = first, last_capturer = -1, plays = 0;
    int left = kHandSize * np;  // cards still in the hands this round
    for (;;) {
      sums.read();
      Card played;
      Mask cap;
      draw_move(hand[0], table, sums, rng, played, cap);
      ++plays;
      hand[0] &= ~played.bit();
      if (cap) {
        table &= ~cap;
        piles[cfg.side_of(to_move)] |= cap | played.bit();
        last_capturer = to_move;
      } else {
        table |= played.bit();
      }
      if (--left) {  // the next seat holding cards (only the short last round leaves one empty)
        do {
          const Mask h0 = hand[0];
          for (int j = 0; j + 1 < np; ++j) hand[j] = hand[j + 1];
          hand[np - 1] = h0;
          to_move = to_move + 1 == np ? 0 : to_move + 1;
        } while (!hand[0]);
        continue;
      }
      if (pos == kCards) break;
      // a new round from the dealer's left, one card at a time until each has 3 or none is left;
      // every hand is empty, so the rotation restarts at `first`
      left = pos + kHandSize * np <= kCards ? kHandSize * np : kCards - pos;
      deal_round(left);
      to_move = first;
    }
    if (cfg.leftover != Leftover::kNobody) {
      const int taker = cfg.leftover == Leftover::kDealer || last_capturer < 0 ? dealer : last_capturer;
      piles[cfg.side_of(taker)] |= table;
    }
    score(cfg.sides(), r);
    return plays;
  }

  void score(int n, DealResult& r) const {  // State::deal_result on the piles
    r = DealResult{};
    r.sides = n;
    int best = -1, count_best = 0, best_side = -1;
    for (int i = 0; i < n; ++i) {
      r.cards[i] = static_cast<std::uint8_t>(popcount(piles[i]));
      if (r.cards[i] > best) {
        best = r.cards[i];
        count_best = 1;
        best_side = i;
      } else if (r.cards[i] == best) {
        ++count_best;
      }
      r.two_spades[i] = (piles[i] & kTwoOfSpades.bit()) ? 2 : 0;
      r.ten_diamonds[i] = (piles[i] & kTenOfDiamonds.bit()) ? 1 : 0;
    }
    if (count_best == 1) r.most_cards[best_side] = 1;
    for (int i = 0; i < n; ++i)
      r.total[i] = static_cast<std::uint8_t>(r.most_cards[i] + r.two_spades[i] + r.ten_diamonds[i]);
  }
};

}  // namespace

std::uint64_t State::move_count() const noexcept {
  if (to_move_ < 0) return 0;
  std::uint64_t k = 0;
  for (Mask h = hands_[to_move_]; h; h = clear_lowest(h)) {
    const int v = kCardValue[lowest_index(h)];
    if (!cfg_.multi_set) {
      captures::ValueGroups groups;
      captures::group_table(table_, kValueMasks, v, groups);
      captures::for_each_sum_subset(groups, v, v, [&](Mask) { ++k; });
    } else {
      UnionCounter count(table_, v);
      k += count.unions(count.splittable());
    }
    ++k;  // the trail
  }
  return k;
}

MoveId State::random_move(Rng& rng) const noexcept {
  MoveId* buf = multi_set_buffer();
  const Mask hand = hands_[to_move_];
  // Whether the moves fit the buffer: surely when every card's unions (at most 2^t - 1 for t
  // table cards of values up to its own) and trails do, else by counting them.
  std::array<std::uint64_t, kHandSize> unions{}, split{};
  std::uint64_t bound = 0;
  for (Mask h = hand; h; h = clear_lowest(h)) {
    const int v = kCardValue[lowest_index(h)];
    const int t = popcount(table_ & kUpToValue[v]);
    bound += t >= 32 ? std::uint64_t{1} << 32 : std::uint64_t{1} << t;
  }
  std::uint64_t total = 0;
  if (!cfg_.multi_set || bound <= std::uint64_t(kMaxMoves)) {
    total = kMaxMoves;  // fits
  } else {
    int j = 0;
    for (Mask h = hand; h; h = clear_lowest(h), ++j) {
      UnionCounter count(table_, kCardValue[lowest_index(h)]);
      split[j] = count.splittable();
      unions[j] = count.unions(split[j]);
      total += unions[j] + 1;
    }
  }
  if (total <= std::uint64_t(kMaxMoves)) {
    bool more;
    const int k = list_moves(buf, kMaxMoves, more);
    return buf[rng.below(static_cast<std::uint32_t>(k))];
  }
  // Past the buffer: one 64-bit draw over all the moves, in counted_move's order; nothing is
  // listed.
  return pick_counted(hand, table_, unions, split, below64(rng, total));
}

MoveId State::counted_move(std::uint64_t r) const noexcept {
  std::array<std::uint64_t, kHandSize> unions{}, split{};
  int j = 0;
  for (Mask h = hands_[to_move_]; h; h = clear_lowest(h), ++j) {
    UnionCounter count(table_, kCardValue[lowest_index(h)]);
    split[j] = count.splittable();
    unions[j] = count.unions(split[j]);
  }
  return pick_counted(hands_[to_move_], table_, unions, split, r);
}

int State::random_playout(Rng& rng) noexcept {
  int plays = 0;
  if (cfg_.multi_set) {
    while (to_move_ >= 0) {
      play(random_move(rng));
      ++plays;
    }
    return plays;
  }
  TableSums sums(table_);
  Mask counted = table_;  // the table `sums` counts
  while (to_move_ >= 0) {
    if (table_ != counted) {  // a new deal (a match) or its leftovers: count again
      sums = TableSums(table_);
      counted = table_;
    }
    sums.read();
    const MoveId id = draw_move_id(hands_[to_move_], table_, sums, rng);
    const Mask cap = captured_cards(id);
    counted = cap ? table_ & ~cap : table_ | played_card(id).bit();
    play(id);
    ++plays;
  }
  return plays;
}

void playouts(const Game& game, std::int64_t begin, std::int64_t end, std::uint64_t seed, std::uint8_t* points,
              std::uint8_t* cards, std::uint16_t* plays) noexcept {
  const Config& cfg = game.config();
  const int players = cfg.players, sides = cfg.sides();
  DealResult r;
  for (std::int64_t i = begin; i < end; ++i) {
    const std::uint64_t deal_seed = seed + std::uint64_t(i);
    const int dealer = static_cast<int>(i % players);
    Rng rng(deal_seed + kPlayoutRngOffset);
    int n;
    if (!cfg.multi_set) {
      FastDeal d;
      n = d.play(cfg, deal_seed, dealer, rng, r);
    } else {
      State s = game.new_deal(deal_seed, dealer);
      n = s.random_playout(rng);
      r = s.deal_result();
    }
    for (int k = 0; k < sides; ++k) {
      if (points) points[sides * i + k] = r.total[k];
      if (cards) cards[sides * i + k] = r.cards[k];
    }
    if (plays) plays[i] = static_cast<std::uint16_t>(n);
  }
}

}  // namespace pycards::kazino

namespace pycards::kazino {
namespace {
/// pycards.simulate's breakdown (docs/kazino.md "pycards.simulate columns"): each side's award points (most cards,
/// 2♠, 10♦), deal total and pile size, and the winner (-1 a draw or none). In a match: the last
/// deal's (the final state's deal_result()).
constexpr SimColumn kColumns[] = {
    {"most_cards", true}, {"two_spades", true}, {"ten_diamonds", true}, {"total", true}, {"cards", true},
    {"winner", false, true},
};
}  // namespace

Simulator simulator(const Game& /*game*/) {
  return make_simulator<Game, kColumns>([](const State& s, int p) -> std::int64_t { return s.score(p); },
                                        [](const State& s, SimRow& w) {
                                          // end_deal() scored the finished deal already: no second scoring
                                          const DealResult r = s.has_last_result() ? s.last_result() : s.deal_result();
                                          w.sides_of(r.most_cards, r.two_spades, r.ten_diamonds, r.total, r.cards);
                                          w.put(s.winner() < 0 ? -1 : s.winner());
                                        });
}
}  // namespace pycards::kazino
