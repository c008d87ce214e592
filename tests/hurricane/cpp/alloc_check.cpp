// Хурикан's hot path and its kernel (pycards/hand_sums.hpp), checked in C++:
//  1. the kernel against a brute force over every subset of the hand, on random hands of 0..8
//     cards and tables of 0..12 cards: the same (hand set, table card) captures and the same lays,
//     each once, and the counts of count_hand_captures / lay_count;
//  2. zero heap allocations while whole deals and matches are played (new_deal, new_match,
//     legal_moves, play), every option set;
//  3. playouts() equal to the same draws made on the State, with no allocation.
// Built and run by tests/hurricane/test_alloc.py.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <new>
#include <vector>

#include "games/hurricane/hurricane.hpp"

static long g_allocs = 0;
void* operator new(std::size_t n) {
  ++g_allocs;
  return std::malloc(n);
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }

using namespace pycards;

static int check_kernel() {
  Rng rng(5);
  std::vector<Card> deck(kDeck40.begin(), kDeck40.end());
  int bad = 0;
  for (int round = 0; round < 20000; ++round) {
    rng.shuffle(deck.data(), deck.size());
    const int nh = int(rng.below(9)), nt = int(rng.below(13));
    Mask hand = 0, table = 0;
    for (int i = 0; i < nh; ++i) hand |= deck[i].bit();
    for (int i = nh; i < nh + nt; ++i) table |= deck[i].bit();
    std::vector<std::pair<Mask, int>> got, want;
    const int n = hand_sums::for_each_hand_capture(hand, table, hurricane::kValueMasks,
                                                   [&](Mask h, Card t) { got.push_back({h, t.index}); });
    std::vector<Mask> lays, want_lays;
    const int cap = 1 + int(rng.below(6));
    const int nl = hand_sums::for_each_lay(hand, cap, [&](Mask m) { lays.push_back(m); });
    // brute force over every submask of the hand
    for (Mask s = hand; s; s = (s - 1) & hand) {
      for (Mask t = table; t; t = clear_lowest(t)) {
        const Card c(lowest_index(t));
        if (hurricane::points(s) == hurricane::value_of(c)) want.push_back({s, c.index});
      }
      if (popcount(s) <= cap) want_lays.push_back(s);
    }
    std::sort(got.begin(), got.end());
    std::sort(want.begin(), want.end());
    std::sort(lays.begin(), lays.end());
    std::sort(want_lays.begin(), want_lays.end());
    if (got != want || n != int(got.size()) || hand_sums::count_hand_captures(hand, table, hurricane::kValueMasks) != n ||
        lays != want_lays || nl != int(lays.size()) || hand_sums::lay_count(nh, cap) != nl)
      ++bad;
  }
  std::printf("kernel mismatches: %d\n", bad);
  return bad;
}

int main() {
  const int bad = check_kernel();
  using hurricane::Game;
  std::vector<Game> games;
  const std::vector<std::vector<std::pair<std::string, OptionValue>>> setups = {
      {},
      {{"max_lay", OptionValue{6LL}}, {"opening_lay", OptionValue{std::string("max_lay")}}},
      {{"max_lay", OptionValue{1LL}}, {"leftover", OptionValue{std::string("last_capturer")}},
       {"round_leader", OptionValue{std::string("non_dealer")}}},
      {{"deals", OptionValue{3LL}}},
  };
  for (const auto& o : setups) games.emplace_back(Options("hurricane", Game::option_specs(), o));
  static MoveId mv[hurricane::kMaxMoves];
  long plays = 0;
  const long before = g_allocs;
  for (const Game& g : games)
    for (int i = 0; i < 1000; i++) {
      auto s = i % 2 ? g.new_deal(std::uint64_t(i), i % 4 / 2) : g.new_match(std::uint64_t(i));
      Rng r{std::uint64_t(i)};
      while (!s.is_over()) {
        const int k = s.legal_moves(mv);
        s.play(mv[r.below(std::uint32_t(k))]);
        ++plays;
      }
    }
  const long allocs = g_allocs - before;
  std::printf("plays %ld, heap allocations during new_deal/new_match/legal_moves/play: %ld\n", plays, allocs);

  // 3. playouts() (its own compact state and draw; here compiled without SSSE3, so the scalar
  //    lane arithmetic) makes the draws of legal_moves()[below(k)] on the State, allocation-free.
  constexpr int kDeals = 3000;
  std::vector<std::int16_t> totals(2 * kDeals);
  std::vector<std::uint16_t> counts(kDeals);
  int playout_bad = 0;
  long playout_allocs = 0;
  const std::uint64_t seed = 0xFFFFFFFFFFFFF000ULL;  // wraps modulo 2^64
  for (const Game& g : games) {
    const long at = g_allocs;
    hurricane::playouts(g, 0, kDeals, seed, totals.data(), counts.data());
    playout_allocs += g_allocs - at;
    for (int i = 0; i < kDeals; ++i) {
      auto s = g.new_deal(seed + std::uint64_t(i), i % 2);
      Rng r(seed + std::uint64_t(i) + hurricane::kPlayoutRngOffset);
      int n = 0;
      while (!s.is_over()) {
        const int k = s.legal_moves(mv);
        s.play(mv[r.below(std::uint32_t(k))]);
        ++n;
      }
      const auto res = s.deal_result();
      if (totals[2 * i] != res.total[0] || totals[2 * i + 1] != res.total[1] || counts[i] != n) ++playout_bad;
    }
  }
  std::printf("playout mismatches: %d, heap allocations during playouts: %ld\n", playout_bad, playout_allocs);
  return bad != 0 || allocs != 0 || playout_bad != 0 || playout_allocs != 0;
}
