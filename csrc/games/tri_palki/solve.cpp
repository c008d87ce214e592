// Три палки's exact solver: the adapter of tri_palki_solver.hpp, the search of pycards/solver.hpp
// instantiated with it, and the report in the game's terms.
#include "tri_palki_solver.hpp"
#include "pycards/errors.hpp"

#include <algorithm>
#include <chrono>
#include <memory>
#include <optional>
#include <vector>

namespace pycards::tri_palki_solver {
namespace {

using namespace tri_palki;

// Zobrist tables from the library's generator (fixed seeds), by rank, not by card: suits play no
// part, so positions that differ only in suits have equal values and share one key. Stock and
// pile ranks per position (xor); hand ranks per seat are added (a hand is a multiset of ranks).
struct Keys {
  std::uint64_t hand[2][kRanks];
  std::uint64_t stock[kDeckSize][kRanks];
  std::uint64_t pile[kDeckSize + 1][kRanks];
  std::uint64_t next[kDeckSize][kRanks];  // the k-th card still to draw (under a limit)
  Keys() {
    Rng rng(0x7121'9A1C'0000'0001ULL);
    for (auto& s : hand) for (auto& k : s) k = rng.next();
    for (auto& s : stock) for (auto& k : s) k = rng.next();
    for (auto& s : pile) for (auto& k : s) k = rng.next();
    for (auto& s : next) for (auto& k : s) k = rng.next();
  }
};
const Keys& keys() {
  static const Keys k;
  return k;
}

}  // namespace

Adapter::Adapter(const tri_palki::State& s, int limit, bool cut)
    : cfg_(s.config()), seed_(s.seed()), limit_(limit), cut_(cut) {
  const Keys& z = keys();
  Position& p = root_;
  for (int i = 0; i < 2; ++i) {
    p.hand[i] = s.hand(i).mask;
    for (Card c : s.hand(i)) p.hand_key += z.hand[i][c.rank()];
  }
  // the stock is kept from position 0: its remaining cards only
  p.stock_size = static_cast<std::uint8_t>(s.stock_size());
  for (int i = 0; i < s.stock_size(); ++i) {
    p.stock[i] = s.stock_card(i).index;
    p.key ^= z.stock[i][p.stock[i] % kRanks];
  }
  p.pile_size = s.pile().size;
  for (int i = 0; i < s.pile().size; ++i) {
    p.pile[i] = s.pile()[i].index;
    p.key ^= z.pile[i][p.pile[i] % kRanks];
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
    for (int i = 0; i < p.pile_size; ++i) p.key ^= z.pile[i][p.pile[i] % kRanks];
    for (int i = 0; i < n; ++i) p.stock[i] = p.pile[i];
    if (cfg_.recycle_shuffle) {
      Rng rng(recycle_seed(seed_, static_cast<std::uint32_t>(p.recycles)));
      rng.shuffle(p.stock.data(), static_cast<std::size_t>(n));
    }
    p.stock_size = static_cast<std::uint8_t>(n);
    p.stock_pos = 0;
    for (int i = 0; i < n; ++i) p.key ^= z.stock[i][p.stock[i] % kRanks];
    p.pile[0] = p.pile[n];
    p.pile_size = 1;
    p.key ^= z.pile[0][p.pile[0] % kRanks];
    ++p.recycles;
  }
  const int c = p.stock[p.stock_pos];
  p.key ^= z.stock[p.stock_pos][c % kRanks];
  ++p.stock_pos;
  p.hand[seat] |= Mask{1} << c;
  p.hand_key += z.hand[seat][c % kRanks];
}

int Adapter::play(Position& p, Move m) const {
  const Keys& z = keys();
  const int seat = p.to_move, c = static_cast<int>(m);
  p.hand[seat] &= ~(Mask{1} << c);
  p.hand_key -= z.hand[seat][c % kRanks];
  p.pile[p.pile_size] = static_cast<std::uint8_t>(c);
  p.key ^= z.pile[p.pile_size][c % kRanks];
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
  if (limit_ > 0 && p.played >= limit_) {
    p.winner = static_cast<std::int8_t>(cut_ || cfg_.limit_result == LimitResult::kDraw || p.sticks[0] == p.sticks[1] ? kDraw
                                        : p.sticks[0] < p.sticks[1]                                            ? 0
                                                                                                               : 1);
    return 0;
  }
  draw(p, seat);
  p.to_move = static_cast<std::int8_t>(1 - seat);
  return 0;
}

std::uint64_t Adapter::hash(const Position& p) const {
  std::uint64_t scalars = static_cast<std::uint8_t>(p.count) | std::uint64_t(p.to_move) << 8 |
                          std::uint64_t(p.sticks[0]) << 16 | std::uint64_t(p.sticks[1]) << 24;
  if (cfg_.recycle_shuffle) scalars |= std::uint64_t(static_cast<std::uint16_t>(p.recycles)) << 48;
  if (limit_ == 0) return p.key ^ p.hand_key ^ mix64(scalars + 0x9E3779B97F4A7C15ULL);
  // Under a limit, only the cards drawn before it and played before it matter: the next D cards of the stock, then
  // (the stock spent) the pile from its bottom, which becomes the next stock (with
  // recycle_shuffle, the whole pile, shuffled). Positions that differ only in cards drawn after
  // the limit share one key: most of the pile's order is then forgotten.
  scalars |= std::uint64_t(static_cast<std::uint16_t>(p.played)) << 32;
  const Keys& z = keys();
  std::uint64_t h = p.hand_key;
  // the last draw before the limit (after its last card but one) is never played: not hashed
  const int draws = limit_ - 2 - p.played;
  const int stock_left = p.stock_size - p.stock_pos;
  const int from_stock = draws < stock_left ? draws : stock_left;
  for (int k = 0; k < from_stock; ++k) h ^= z.next[k][p.stock[p.stock_pos + k] % kRanks];
  if (draws > stock_left) {
    if (cfg_.recycle_shuffle) {
      for (int i = 0; i < p.pile_size; ++i) h ^= z.pile[i][p.pile[i] % kRanks];
    } else {
      const int from_pile = draws - stock_left < p.pile_size ? draws - stock_left : p.pile_size;
      for (int i = 0; i < from_pile; ++i) h ^= z.next[stock_left + i][p.pile[i] % kRanks];
    }
  }
  return h ^ mix64(scalars + 0x9E3779B97F4A7C15ULL);
}

}  // namespace pycards::tri_palki_solver

namespace pycards {

SolveReport solve(const tri_palki::State& state, const SolveOptions& options) {
  using tri_palki_solver::Adapter;
  using tri_palki_solver::Move;
  using namespace tri_palki;
  constexpr int kFirstDepth = 16, kDeepen = 8;
  const Config& cfg = state.config();
  if (options.target || options.contract)
    throw OptionError("target and contract apply to the trick games (Тысяча, 1001); tri_palki solves for win/loss");
  if (state.is_over()) throw InvalidPositionError("the game is over: nothing to solve in " + state.notation());
  // Iterative deepening on the number of cards played, one root move at a time: a search cut at
  // a limit L (its end worth 0) proves +1 or -1 exactly when the winner wins before L whatever
  // the other does. Each deepening adds kDeepen cards and searches only the root moves not proved
  // yet (the moves of one deepening share its table), until every legal move is proved (value
  // only: one move +1, or all -1), or the limit is the game's own (its move limit, or the rules'
  // bound on the game's length), where nothing is cut.
  const int game_limit = cfg.move_limit > 0 ? cfg.move_limit : state.cards_played() + card_bound(cfg.sticks_to_lose) + 1;
  const Adapter top(state, 0, false);
  const Adapter::Position& root = top.root();
  const int side = top.side(root);
  Move buf[Adapter::kMaxMoves];
  const int n = top.legal_moves(root, buf);
  std::vector<int> order(static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i) order[static_cast<std::size_t>(i)] = i;
  std::stable_sort(order.begin(), order.end(),
                   [&](int x, int y) { return top.order_hint(root, buf[x]) > top.order_hint(root, buf[y]); });
  std::vector<std::optional<int>> proved(static_cast<std::size_t>(n));
  std::vector<int> proved_at(static_cast<std::size_t>(n), 0);  // the limit of the proof (0: the game's)
  solver::SolveOptions opts = options;
  opts.all_moves = false;
  std::uint64_t nodes = 0;
  double seconds = 0;
  std::size_t bytes = 0;
  bool stopped = false, interrupted = false;
  const auto decided = [&] {
    bool all = true;
    for (int i = 0; i < n; ++i) {
      const auto& v = proved[static_cast<std::size_t>(i)];
      if (!options.all_moves && v && *v == 1) return true;
      all = all && v;
    }
    return all;
  };
  const auto t0 = std::chrono::steady_clock::now();
  // The last deepening's adapter and search stay alive: the best line of a move proved there is
  // followed in its table (most of the proof is still in it), instead of a new search.
  std::optional<Adapter> last_adapter;
  std::unique_ptr<solver::Solver<Adapter>> last_search;
  int last_limit = -1;
  std::uint64_t last_nodes = 0;  // the last search's nodes already counted in `nodes`
  for (int limit = state.cards_played() + kFirstDepth; !decided() && !stopped; limit += kDeepen) {
    const bool cut = limit < game_limit;
    last_search.reset();
    last_adapter.emplace(state, cut ? limit : cfg.move_limit, cut);
    const Adapter& adapter = *last_adapter;
    if (options.limit_nodes) opts.limit_nodes = options.limit_nodes - nodes;
    last_search = std::make_unique<solver::Solver<Adapter>>(adapter, opts);
    solver::Solver<Adapter>& search = *last_search;
    last_limit = cut ? limit : 0;
    for (int i : order) {
      auto& v = proved[static_cast<std::size_t>(i)];
      if (v) continue;
      Adapter::Position c = adapter.root();
      adapter.play(c, buf[i]);
      if (adapter.is_terminal(c)) {
        v = adapter.terminal_value(c, side);  // a real end: a cut comes after a card, not at it
      } else {
        const std::optional<int> cv = search.value(c);  // the other side moves next
        if (!cv) {
          stopped = true;
          break;
        }
        if (!cut || *cv != 0) v = -*cv;
      }
      if (v) proved_at[static_cast<std::size_t>(i)] = cut ? limit : 0;
      if (decided()) break;
    }
    nodes += search.nodes();
    last_nodes = search.nodes();
    bytes = std::max(bytes, search.table_bytes());
    interrupted = search.was_interrupted();
    if (!cut || (options.limit_nodes && nodes >= options.limit_nodes)) stopped = stopped || !decided();
    if (!cut) break;
  }
  SolveReport out;
  out.moves.assign(buf, buf + n);
  out.move_values = proved;
  out.interrupted = interrupted;
  int lower = -1, upper = -1, best = -1;
  for (int i = 0; i < n; ++i) {
    const auto& v = proved[static_cast<std::size_t>(i)];
    if (v && *v > lower) lower = *v, best = i;
    if (v && best < 0) best = i;
    upper = std::max(upper, v ? *v : 1);
  }
  out.exact = decided();
  if (out.exact) {
    if (!options.all_moves) upper = lower;
    out.value = lower;
    // A best move proved in the last deepening, if there is one: its line is in that table.
    for (int i = 0; i < n; ++i) {
      const auto& v = proved[static_cast<std::size_t>(i)];
      if (v && *v == lower && proved_at[static_cast<std::size_t>(i)] == last_limit) {
        best = i;
        break;
      }
    }
    // The best line: the best move, then a principal variation of its child searched at the
    // limit of its proof (a line whose every move keeps the value ends the game before it).
    out.best_line.push_back(buf[best]);
    Adapter::Position c = top.root();
    top.play(c, buf[best]);
    if (options.principal_variation && !top.is_terminal(c)) {
      const int at = proved_at[static_cast<std::size_t>(best)];
      if (last_search && at == last_limit) {
        // In the last deepening's table: at each position the first move (in the hint's order)
        // that keeps its value, one search each (mostly table hits). The search's node limit
        // is what the solve had left when that deepening began.
        const Adapter& adapter = *last_adapter;
        solver::Solver<Adapter>& search = *last_search;
        Adapter::Position p = adapter.root();
        adapter.play(p, buf[best]);
        int v = -lower;  // p's value for its side to move
        while (!adapter.is_terminal(p)) {
          Move ms[Adapter::kMaxMoves];
          const int k = adapter.legal_moves(p, ms);
          std::stable_sort(ms, ms + k, [&](Move x, Move y) { return adapter.order_hint(p, x) > adapter.order_hint(p, y); });
          bool found = false, aborted = false;
          for (int j = 0; j < k && !found && !aborted; ++j) {
            Adapter::Position cc = p;
            adapter.play(cc, ms[j]);
            std::optional<int> mv;
            if (adapter.is_terminal(cc)) {
              mv = adapter.terminal_value(cc, adapter.side(p));
            } else if (const auto cv = search.value(cc)) {
              mv = -*cv;
            } else {
              aborted = true;
            }
            if (mv && *mv == v) {
              out.best_line.push_back(ms[j]);
              p = cc;
              v = -v;
              found = true;
            }
          }
          if (!found) {  // the node limit (a consistent search always finds one)
            out.exact = false;
            break;
          }
        }
        nodes += search.nodes() - last_nodes;
        interrupted = interrupted || search.was_interrupted();
        out.interrupted = interrupted;
      } else {
        const Adapter adapter(state, at ? at : cfg.move_limit, at != 0);
        if (options.limit_nodes) opts.limit_nodes = options.limit_nodes > nodes ? options.limit_nodes - nodes : 1;
        solver::Solver<Adapter> search(adapter, opts);
        Adapter::Position cc = adapter.root();
        adapter.play(cc, buf[best]);
        const auto r = search.solve(cc);
        nodes += r.nodes;
        bytes = std::max(bytes, r.tt_bytes);
        interrupted = interrupted || r.interrupted;
        out.interrupted = interrupted;
        if (r.exact && -r.value == *out.value) out.best_line.insert(out.best_line.end(), r.pv.begin(), r.pv.end());
        else out.exact = false;
      }
    }
    if (!options.principal_variation) out.best_line.clear();
  }
  seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  out.lower = lower;
  out.upper = upper;
  out.nodes = nodes;
  out.seconds = seconds;
  out.tt_bytes = bytes;
  settle_report(out, options.best_only);
  return out;
}

}  // namespace pycards
