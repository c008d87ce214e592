// Казино: random playouts (State::random_playout, and playouts() behind
// pycards._batch.kazino_playouts).
//
// The draw is the one of playing legal_moves()[rng.below(k)] at every move. legal_moves lists the
// hand cards in index order, each card's capture sets in the kernel's search order, then its
// trail. With one set per capture (multi_set=False) the list is not built: the capture sets of a
// card of value v are the subsets of the table adding up to v, counted by subset-sum counts kept
// up to date card by card (captures::SumLanes with SSSE3, else captures::SubsetSums); the drawn
// capture is then found directly (a single card of value v: the search emits those first,
// highest index first) or by the search stopped at it (captures::nth_sum_subset).
//
// playouts() plays one-deal games of multi_set=False on a compact state of its own (FastDeal:
// the dealt order, the hands, the table, the piles) with exactly these draws, so its results are
// those of State::random_playout (tests/kazino/test_playouts.py replays them through the Python
// API); multi_set games go through State.
#include <limits>
#include <vector>

#include "kazino.hpp"

namespace pycards::kazino {

namespace {

/// Capture value of each card index (value_of without the division by 13).
inline constexpr std::array<std::uint8_t, kCards> kCardValue = [] {
  std::array<std::uint8_t, kCards> t{};
  for (int i = 0; i < kCards; ++i) t[i] = static_cast<std::uint8_t>(value_of(Card(i)));
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
  void read() {}
  int n(int v) const { return s.n[v]; }
#endif
  explicit TableSums(Mask table) {
    for (Mask t = table; t; t = clear_lowest(t)) add(card_value(t));
  }
};

/// Draws one move of the seat holding `hand` on `table` (legal_moves()[rng.below(k)]) and
/// updates `sums` (read() done) to the table after it. Returns the move id.
inline MoveId draw_move(Mask hand, Mask table, TableSums& sums, Rng& rng) {
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
  const int v = kCardValue[c.index];
  if (k + 1 == count[i]) {  // the trail
    sums.add(v);
    return MoveId(c.index);
  }
  // capture number k of this card: the table's cards of value v come first, highest index
  // first (the search takes submasks in decreasing order); only the sums need the search
  const Mask same = table & kValueMasks.of_value[v];
  const int ns = popcount(same);
  Mask set;
  if (static_cast<int>(k) < ns) {
    set = same;
    for (int j = ns - 1 - static_cast<int>(k); j > 0; --j) set = clear_lowest(set);
    set = lowest_bit(set);
  } else {
    captures::ValueGroups groups;
    captures::group_table(table, kValueMasks, v, groups);
    set = captures::nth_sum_subset(groups, v, v, static_cast<int>(k));
  }
  for (Mask t = set; t; t = clear_lowest(t)) sums.remove(card_value(t));
  return capture_move(c, set);
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
  std::array<Mask, kMaxPlayers> hands{}, piles{};
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
    int seat = first;
    for (; pos < kHandSize * np; ++pos, seat = seat + 1 == np ? 0 : seat + 1) hands[seat] |= Mask{1} << order[pos];
    for (int k = 0; k < kTableStart; ++k) table |= Mask{1} << order[pos++];
    TableSums sums(table);
    int to_move = first, last_capturer = -1, plays = 0;
    for (;;) {
      sums.read();
      const MoveId id = draw_move(hands[to_move], table, sums, rng);
      ++plays;
      const Mask card = Mask{1} << (id & 63), cap = captured_cards(id);
      hands[to_move] &= ~card;
      if (cap) {
        table &= ~cap;
        piles[cfg.side_of(to_move)] |= cap | card;
        last_capturer = to_move;
      } else {
        table |= card;
      }
      int next = -1;
      for (int i = 1, s = to_move + 1 == np ? 0 : to_move + 1; i <= np; ++i, s = s + 1 == np ? 0 : s + 1)
        if (hands[s]) {
          next = s;
          break;
        }
      if (next >= 0) {
        to_move = next;
        continue;
      }
      if (pos == kCards) break;
      // a new round: one card at a time from the dealer's left until each has 3 or none is left
      if (pos + kHandSize * np <= kCards) {  // a whole round: seat (first + k) % np gets card k
        Mask got[np] = {};
#pragma GCC unroll 12
        for (int k = 0; k < kHandSize * np; ++k) got[k % np] |= Mask{1} << order[pos + k];
        pos += kHandSize * np;
        for (int j = 0; j < np; ++j) hands[(first + j) % np] |= got[j];
      } else {  // the short last round
        seat = first;
        for (; pos < kCards; ++pos, seat = seat + 1 == np ? 0 : seat + 1) hands[seat] |= Mask{1} << order[pos];
      }
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

int State::random_playout(Rng& rng) noexcept {
  int plays = 0;
  if (cfg_.multi_set) {
    MoveId* buf = multi_set_buffer();
    while (to_move_ >= 0) {
      bool more;
      const int k = list_moves(buf, kMaxMoves, more);
      if (!more) {
        play(buf[rng.below(static_cast<std::uint32_t>(k))]);
      } else {  // past the buffer (rare): the whole list, allocated
        thread_local std::vector<MoveId> all;
        all_legal_moves(all, std::numeric_limits<std::uint32_t>::max());
        play(all[rng.below(static_cast<std::uint32_t>(all.size()))]);
      }
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
    const MoveId id = draw_move(hands_[to_move_], table_, sums, rng);
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
