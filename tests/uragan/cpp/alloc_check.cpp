// Zero-allocation check of the Ураган hot path (new_deal/new_match/legal_moves/play): counts
// every operator new while whole deals and matches are played. Built and run by
// tests/uragan/test_alloc.py when PYCARDS_CPP_TESTS=1 (it compiles the core with g++, ~20 s).
#include "games/uragan/uragan.hpp"
#include "pycards/simulate.hpp"
#include <vector>
#include <cstdio>
#include <cstdlib>
#include <new>
static long g_allocs = 0;
void* operator new(std::size_t n) { ++g_allocs; return std::malloc(n); }
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
using namespace pycards;
int main(){
  uragan::Game g(Options("uragan", uragan::Game::option_specs(), {}));
  uragan::Game g4(Options("uragan", uragan::Game::option_specs(), {{"players", OptionValue{4LL}}}));
  static MoveId mv[uragan::kMaxMoves];
  auto s0 = g.new_deal(1,0); auto s1 = g4.new_match(3);
  long before = g_allocs, plays = 0;
  for (auto* gp : {&g, &g4}) for(int i=0;i<2000;i++){ auto s = i%2 ? gp->new_deal(i,0) : gp->new_match(i); Rng r(i);
    while(!s.is_over()){ int k=s.legal_moves(mv); s.play(mv[r.below(k)]); ++plays; } }
  printf("plays %ld, heap allocations during new_deal/new_match/legal_moves/play: %ld\n", plays, g_allocs-before);
  const bool play_ok = g_allocs == before;
  // pycards.simulate's row loop with the breakdown columns (allocated before counting, as the binding does)
  const Simulator sim = uragan::simulator(g);
  constexpr long long kRows = 2000;
  std::vector<std::vector<std::int64_t>> arrays(kBaseColumns + sim.n_extra, std::vector<std::int64_t>(2 * kRows));
  std::vector<std::int64_t*> cols;
  for (auto& a : arrays) cols.push_back(a.data());
  SimArgs args;
  args.players = 2;
  args.sides = 2;
  const long sim_before = g_allocs;
  sim.rows(&g, args, 0, kRows, cols.data());
  args.match = true;
  sim.rows(&g, args, 0, kRows / 4, cols.data());
  printf("heap allocations during simulate rows: %ld\n", g_allocs - sim_before);
  return !(play_ok && g_allocs == sim_before);
}
