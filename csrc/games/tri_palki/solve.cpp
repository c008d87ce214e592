// Три палки's exact solver: the adapter of tri_palki_solver.hpp, the search of pycards/solver.hpp
// instantiated with it, and the report in the game's terms.
#include "tri_palki_solver.hpp"
#include "pycards/errors.hpp"

namespace pycards::tri_palki_solver {
namespace {

using namespace tri_palki;

// Zobrist tables from the library's generator (fixed seeds): hand cards per seat, stock cards
// per position, pile cards per position, and the scalar fields.
struct Keys {
  std::uint64_t hand[2][kCards];
  std::uint64_t stock[kDeckSize][kCards];
  std::uint64_t pile[kDeckSize + 1][kCards];
  Keys() {
    Rng rng(0x7121'9A1C'0000'0001ULL);
    for (auto& s : hand) for (auto& k : s) k = rng.next();
    for (auto& s : stock) for (auto& k : s) k = rng.next();
    for (auto& s : pile) for (auto& k : s) k = rng.next();
  }
};
const Keys& keys() {
  static const Keys k;
  return k;
}

}  // namespace

Adapter::Adapter(const tri_palki::State& s) : cfg_(s.config()), seed_(s.seed()) {
  const Keys& z = keys();
  Position& p = root_;
  for (int i = 0; i < 2; ++i) {
    p.hand[i] = s.hand(i).mask;
    for (Card c : s.hand(i)) p.key ^= z.hand[i][c.index];
  }
  // the stock is kept from position 0: its remaining cards only
  p.stock_size = static_cast<std::uint8_t>(s.stock_size());
  for (int i = 0; i < s.stock_size(); ++i) {
    p.stock[i] = s.stock_card(i).index;
    p.key ^= z.stock[i][p.stock[i]];
  }
  p.pile_size = s.pile().size;
  for (int i = 0; i < s.pile().size; ++i) {
    p.pile[i] = s.pile()[i].index;
    p.key ^= z.pile[i][p.pile[i]];
  }
  p.played = static_cast<std::int16_t>(s.cards_played());
  p.recycles = static_cast<std::int16_t>(s.recycles());
  p.count = static_cast<std::int8_t>(s.count());
  p.to_move = static_cast<std::int8_t>(s.is_over() ? 0 : s.to_move());
  p.sticks[0] = static_cast<std::int8_t>(s.sticks(0));
  p.sticks[1] = static_cast<std::int8_t>(s.sticks(1));
  p.winner = static_cast<std::int8_t>(s.is_over() ? s.winner() : -1);
}

void Adapter::draw(Position& p, int seat) const {
  const Keys& z = keys();
  if (p.stock_pos == p.stock_size) {  // recycling: the top card stays, the rest turned over
    const int n = p.pile_size - 1;
    for (int i = 0; i < p.pile_size; ++i) p.key ^= z.pile[i][p.pile[i]];
    for (int i = 0; i < n; ++i) p.stock[i] = p.pile[i];
    if (cfg_.recycle_shuffle) {
      Rng rng(recycle_seed(seed_, static_cast<std::uint32_t>(p.recycles)));
      rng.shuffle(p.stock.data(), static_cast<std::size_t>(n));
    }
    p.stock_size = static_cast<std::uint8_t>(n);
    p.stock_pos = 0;
    for (int i = 0; i < n; ++i) p.key ^= z.stock[i][p.stock[i]];
    p.pile[0] = p.pile[n];
    p.pile_size = 1;
    p.key ^= z.pile[0][p.pile[0]];
    ++p.recycles;
  }
  const int c = p.stock[p.stock_pos];
  p.key ^= z.stock[p.stock_pos][c];
  ++p.stock_pos;
  p.hand[seat] |= Mask{1} << c;
  p.key ^= z.hand[seat][c];
}

int Adapter::play(Position& p, Move m) const {
  const Keys& z = keys();
  const int seat = p.to_move, c = static_cast<int>(m);
  p.hand[seat] &= ~(Mask{1} << c);
  p.key ^= z.hand[seat][c];
  p.pile[p.pile_size] = static_cast<std::uint8_t>(c);
  p.key ^= z.pile[p.pile_size][c];
  ++p.pile_size;
  ++p.played;
  int count = p.count + value_of(Card(c));
  if (count > kMaxCount) {
    count = 0;
    if (++p.sticks[seat] >= cfg_.sticks_to_lose) {
      p.count = 0;
      p.winner = static_cast<std::int8_t>(1 - seat);
      return 0;
    }
  } else if (cfg_.floor_zero && count < 0) {
    count = 0;
  }
  p.count = static_cast<std::int8_t>(count);
  if (cfg_.move_limit > 0 && p.played >= cfg_.move_limit) {
    p.winner = static_cast<std::int8_t>(cfg_.limit_result == LimitResult::kDraw || p.sticks[0] == p.sticks[1] ? kDraw
                                        : p.sticks[0] < p.sticks[1]                                            ? 0
                                                                                                               : 1);
    return 0;
  }
  draw(p, seat);
  p.to_move = static_cast<std::int8_t>(1 - seat);
  return 0;
}

std::uint64_t Adapter::hash(const Position& p) const {
  std::uint64_t h = p.key;
  std::uint64_t scalars = static_cast<std::uint8_t>(p.count) | std::uint64_t(p.to_move) << 8 |
                          std::uint64_t(p.sticks[0]) << 16 | std::uint64_t(p.sticks[1]) << 24;
  if (cfg_.move_limit > 0) scalars |= std::uint64_t(static_cast<std::uint16_t>(p.played)) << 32;
  if (cfg_.recycle_shuffle) scalars |= std::uint64_t(static_cast<std::uint16_t>(p.recycles)) << 48;
  return h ^ mix64(scalars + 0x9E3779B97F4A7C15ULL);
}

}  // namespace pycards::tri_palki_solver

namespace pycards {

SolveReport solve(const tri_palki::State& state, const SolveOptions& options) {
  using tri_palki_solver::Adapter;
  if (options.target || options.contract)
    throw OptionError("target and contract apply to the trick games (Тысяча, 1001); tri_palki solves for win/loss");
  if (state.is_over()) throw InvalidPositionError("the game is over: nothing to solve in " + state.notation());
  const Adapter adapter(state);
  solver::Solver<Adapter> search(adapter, options);
  const auto r = search.solve(adapter.root());
  SolveReport out;
  out.exact = r.exact;
  out.interrupted = r.interrupted;
  if (r.exact) out.value = r.value;
  out.lower = std::max(r.lower, -1);
  out.upper = std::min(r.upper, 1);
  out.moves.assign(r.moves.begin(), r.moves.end());
  out.move_values = r.move_values;
  out.best_line.assign(r.pv.begin(), r.pv.end());
  out.nodes = r.nodes;
  out.seconds = r.seconds;
  out.tt_bytes = r.tt_bytes;
  settle_report(out);
  return out;
}

}  // namespace pycards
