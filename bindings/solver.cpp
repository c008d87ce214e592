// Private solver entry points (the public surface is pycards/solve.py):
//   _core._uragan_solve(...)   solves an Ураган position given as plain masks and lists;
//   _core._uragan_solve_state(state, ...)  the same for a game state, read directly;
//   _core._solver_selftest()   checks the game-free core against plain minimax on a toy game.
#include <optional>

#include "common.hpp"
#include "solver_options.hpp"
#include "games/uragan.hpp"
#include "games/uragan_solver.hpp"
#include "pycards/solver.hpp"

namespace pycards::bind {
namespace {

// ---- a toy game for the core's self-test ----------------------------------------------------
// A random game graph with many transpositions: a position is (depth, x); 1..3 moves; a move
// may give the same side another turn and may score -1, 0 or +1 at once; leaves score -3..3.
struct ToyAdapter {
  struct Position {
    int depth, x;
  };
  using Move = std::uint64_t;
  static constexpr int kMaxMoves = 4;
  static constexpr int kDepth = 10, kStates = 37;
  std::uint64_t seed;

  std::uint64_t h(std::uint64_t a, std::uint64_t b = 0, std::uint64_t c = 0) const {
    std::uint64_t x = seed ^ (a * 0x9E3779B97F4A7C15ull) ^ (b * 0xC2B2AE3D27D4EB4Full) ^ (c * 0x165667B19E3779F9ull);
    x ^= x >> 31; x *= 0xbf58476d1ce4e5b9ull; x ^= x >> 29; x *= 0x94d049bb133111ebull; x ^= x >> 32;
    return x;
  }
  bool is_terminal(const Position& p) const { return p.depth == kDepth; }
  int side(const Position& p) const { return int(h(p.depth, p.x, 1) & 1); }
  int terminal_value(const Position& p, int s) const {
    const int v = int(h(p.x, 7) % 7) - 3;
    return s == 0 ? v : -v;
  }
  int legal_moves(const Position& p, Move* out) const {
    const int n = 1 + int(h(p.depth, p.x, 2) % 3);
    for (int i = 0; i < n; ++i) out[i] = Move(i);
    return n;
  }
  int search_moves(const Position& p, Move* out) const { return legal_moves(p, out); }
  int play(Position& p, Move m) const {
    const int reward = int(h(p.depth, p.x, 10 + m) % 3) - 1;
    p.x = int((p.x * 7 + m * 13 + p.depth) % kStates);
    ++p.depth;
    return reward;
  }
  std::uint64_t hash(const Position& p) const { return h(p.depth, p.x, 99); }
  int order_hint(const Position& p, Move m) const { return int(h(p.depth, p.x, 50 + m) % 5); }
  void bounds(const Position& p, int& lo, int& hi) const {
    hi = 3 + (kDepth - p.depth);
    lo = -hi;
  }
  int size(const Position& p) const { return kDepth - p.depth; }

  int minimax(const Position& p) const {  // plain: no pruning, no table
    Move moves[kMaxMoves];
    const int n = legal_moves(p, moves), s = side(p);
    int best = -solver::kValueInf;
    for (int i = 0; i < n; ++i) {
      Position c = p;
      const int r = play(c, moves[i]);
      const int v = is_terminal(c) ? r + terminal_value(c, s) : r + (side(c) == s ? minimax(c) : -minimax(c));
      best = std::max(best, v);
    }
    return best;
  }
};

std::string solver_selftest() {
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    const ToyAdapter a{seed};
    solver::SolveOptions opt;
    opt.tt_bytes = 1 << 16;  // small: exercises replacement
    solver::Solver<ToyAdapter> s(a, opt);
    for (int x = 0; x < ToyAdapter::kStates; ++x) {
      const ToyAdapter::Position root{0, x};
      const auto r = s.solve(root);
      if (!r.exact || r.value != a.minimax(root))
        return "value differs: seed " + std::to_string(seed) + " x " + std::to_string(x);
      for (std::size_t i = 0; i < r.moves.size(); ++i) {
        ToyAdapter::Position c = root;
        const int rew = a.play(c, r.moves[i]);
        const int me = a.side(root);
        const int v = a.is_terminal(c) ? rew + a.terminal_value(c, me)
                                       : rew + (a.side(c) == me ? a.minimax(c) : -a.minimax(c));
        if (*r.move_values[i] != v) return "move value differs: seed " + std::to_string(seed);
      }
      // The principal variation reaches the end and keeps the value.
      ToyAdapter::Position p = root;
      int total = 0;
      for (auto m : r.pv) {
        const int s0 = a.side(p);
        const int rew = a.play(p, m);
        const int sign = s0 == a.side(root) ? 1 : -1;
        total += sign * rew;
        if (a.is_terminal(p)) total += a.terminal_value(p, a.side(root));
      }
      if (!a.is_terminal(p) || total != r.value) return "bad principal variation: seed " + std::to_string(seed);
      // A node limit: never a wrong exact value.
      for (std::uint64_t limit : {1, 5, 40, 300}) {
        solver::SolveOptions o2 = opt;
        o2.limit_nodes = limit;
        solver::Solver<ToyAdapter> s2(a, o2);
        const auto q = s2.solve(root);
        if (q.exact && q.value != r.value) return "limited solve gave a wrong exact value";
        for (std::size_t i = 0; i < q.moves.size(); ++i)
          if (q.move_values[i] && *q.move_values[i] != *r.move_values[i]) return "limited solve: wrong move value";
        if (q.lower > r.value || q.upper < r.value) return "limited solve: wrong bounds";
      }
    }
  }
  return "";
}

// The game's move texts of a solver line from the root of `setup`. open4: the search plays a
// face-down card at once; the game first turns it up by position (`down1`/`down2`, not a play)
// and then plays it. The positions are followed along the line: a seat's face-down cards leave
// when played or laid out, and each dealt round puts its 5th and 6th cards at positions 1, 2.
std::vector<std::string> line_texts(const uragan_solver::Adapter& adapter, const uragan_solver::Setup& setup,
                                    const std::vector<uragan_solver::Move>& line) {
  std::vector<std::string> out;
  int down[2][2] = {{setup.face_down[0][0], setup.face_down[0][1]}, {setup.face_down[1][0], setup.face_down[1][1]}};
  uragan_solver::Position p = adapter.root();
  for (auto mv : line) {
    const Card c = uragan_solver::move_card(mv);
    if (setup.open4)
      for (int k = 0; k < 2; ++k)
        if (down[p.to_move][k] == c.index) {
          out.push_back(uragan::Game::move_text(k == 0 ? uragan::kDown1 : uragan::kDown2));
          down[p.to_move][k] = -1;
        }
    out.push_back(uragan::Game::move_text(uragan::capture_move(c, uragan_solver::move_captured(mv))));
    const int stock_before = p.stock_left;
    adapter.play(p, mv);
    if (!setup.open4) continue;
    for (int seat = 0; seat < 2; ++seat)  // laid out (or played: done above)
      for (int k = 0; k < 2; ++k)
        if (down[seat][k] >= 0 && !(p.hand[2 + seat] & (Mask{1} << down[seat][k]))) down[seat][k] = -1;
    if (p.stock_left != stock_before)  // a new round: 5th and 6th cards face down
      for (int seat = 0; seat < 2; ++seat)
        for (int k = 0; k < 2; ++k) down[seat][k] = adapter.stock_card(stock_before, 4 + k, seat).index;
  }
  return out;
}

// Runs the solver on `setup` and returns the raw dict pycards/solve.py reads. Move texts are
// made here (as the game writes them), values include the points settled before the root.
// open4, a seat with only face-down cards: the game's moves are `down1`/`down2`, each worth the
// best of its card's plays (the search's root moves).
py::dict solve_setup(const uragan_solver::Setup& setup, std::uint64_t limit_nodes, double tt_mb, bool pv,
                     bool all_moves) {
  const uragan_solver::Adapter adapter(setup);
  solver::SolveOptions opt = solve_options(limit_nodes, tt_mb, pv, all_moves);
  Interrupt interrupt(opt);
  solver::SolveResult<uragan_solver::Move> r;
  {
    py::gil_scoped_release release;
    r = uragan_solver::solve(adapter, opt);
  }
  interrupt.rethrow();
  const int past = adapter.past_points(setup.to_move & 1);
  auto text = [](uragan_solver::Move mv) {
    return uragan::Game::move_text(uragan::capture_move(uragan_solver::move_card(mv), uragan_solver::move_captured(mv)));
  };
  auto value = [&](const std::optional<int>& v) { return v ? py::object(py::int_(*v + past)) : py::object(py::none()); };
  py::dict moves;
  const uragan_solver::Position& root = adapter.root();
  const int seat = root.to_move;
  if (setup.open4 && !(root.hand[seat] & ~root.hand[2 + seat])) {
    for (int k = 0; k < 2; ++k) {
      const int card = setup.face_down[seat][k];
      if (card < 0) continue;
      // The best of the card's plays: their maximum once all are proved; with some unproved, a
      // proved one equal to the root's value (nothing beats it), else unknown.
      std::optional<int> best;
      bool all = true, root_value = false;
      for (std::size_t i = 0; i < r.moves.size(); ++i) {
        if (uragan_solver::move_card(r.moves[i]).index != card) continue;
        if (!r.move_values[i]) { all = false; continue; }
        best = best ? std::max(*best, *r.move_values[i]) : *r.move_values[i];
        root_value |= r.exact && *r.move_values[i] == r.value;
      }
      moves[py::str(uragan::Game::move_text(k == 0 ? uragan::kDown1 : uragan::kDown2))] =
          value(all || root_value ? best : std::nullopt);
    }
  } else {
    for (std::size_t i = 0; i < r.moves.size(); ++i) moves[py::str(text(r.moves[i]))] = value(r.move_values[i]);
  }
  py::list line;
  for (const auto& t : line_texts(adapter, setup, r.pv)) line.append(py::str(t));
  py::dict out;
  out["exact"] = r.exact;
  out["value"] = r.exact ? py::object(py::int_(r.value + past)) : py::object(py::none());
  int lo, hi;  // the search proves nothing outside the adapter's loose bounds
  adapter.root_bounds(lo, hi);
  out["lower"] = std::max(r.lower, lo) + past;
  out["upper"] = std::min(r.upper, hi) + past;
  out["moves"] = moves;
  out["pv"] = line;
  out["nodes"] = r.nodes;
  out["seconds"] = r.seconds;
  out["tt_bytes"] = r.tt_bytes;
  return out;
}

/// The solver's view of a game state (every card known; open4: the face-down cards by position,
/// a pending card is a face-up card that must be played).
uragan_solver::Setup setup_of(const uragan::State& st) {
  if (st.is_over()) throw InvalidPositionError("the deal is over: nothing to solve in " + st.notation());
  uragan_solver::Setup setup;
  setup.open4 = st.config().open4;
  if (setup.open4)
    for (int seat = 0; seat < 2; ++seat)
      for (int k = 0; k < 2; ++k) setup.face_down[seat][k] = st.face_down(seat, k + 1);
  setup.players = st.players();
  setup.dealer = st.dealer();
  for (int i = 0; i < st.players(); ++i) setup.hands[i] = st.hand(i).mask;
  setup.table = st.table().mask;
  for (int i = 0; i < st.stock_size(); ++i) setup.stock.push_back(st.stock_card(i));
  setup.piles[0] = st.pile(0).mask;
  setup.piles[1] = st.pile(1).mask;
  setup.hurricanes[0] = st.hurricanes(0);
  setup.hurricanes[1] = st.hurricanes(1);
  setup.to_move = st.to_move();
  setup.last_player = st.last_player();
  return setup;
}

}  // namespace

void bind_solver(py::module_& m) {
  m.def("_solver_selftest", &solver_selftest,
        "Checks the solver core against plain minimax on a toy game; '' when all is well.");

  m.def(
      "_uragan_solve",
      [](int players, int dealer, const std::vector<std::uint64_t>& hands, std::uint64_t table,
         const std::vector<int>& stock, const std::vector<std::uint64_t>& piles, const std::vector<int>& hurricanes,
         int to_move, int last_player, std::uint64_t limit_nodes, double tt_mb, bool pv, bool all_moves,
         const std::optional<std::vector<int>>& face_down) {
        uragan_solver::Setup setup;
        if (face_down) {  // open4: [seat 0 position 1, position 2, seat 1 position 1, position 2], -1 none
          if (face_down->size() != 4) throw InvalidPositionError("face_down: two positions per seat");
          setup.open4 = true;
          for (int i = 0; i < 4; ++i) setup.face_down[i / 2][i % 2] = (*face_down)[i];
        }
        setup.players = players;
        setup.dealer = dealer;
        if (int(hands.size()) != players) throw InvalidPositionError("one hand per seat is needed");
        if (piles.size() != 2 || hurricanes.size() != 2) throw InvalidPositionError("two piles and two hurricane counts");
        for (int i = 0; i < players; ++i) setup.hands[i] = hands[i];
        setup.table = table;
        for (int c : stock) {
          if (!valid_card_index(c)) throw InvalidPositionError("bad card index in the stock");
          setup.stock.push_back(Card(c));
        }
        setup.piles[0] = piles[0];
        setup.piles[1] = piles[1];
        setup.hurricanes[0] = hurricanes[0];
        setup.hurricanes[1] = hurricanes[1];
        setup.to_move = to_move;
        setup.last_player = last_player;
        return solve_setup(setup, limit_nodes, tt_mb, pv, all_moves);
      },
      py::arg("players"), py::arg("dealer"), py::arg("hands"), py::arg("table"), py::arg("stock"), py::arg("piles"),
      py::arg("hurricanes"), py::arg("to_move"), py::arg("last_player"), py::arg("limit_nodes") = 0,
      py::arg("tt_mb") = 96.0, py::arg("pv") = true, py::arg("all_moves") = true, py::arg("face_down") = py::none(),
      "Solves an Ураган position given as masks (private; use pycards.solve).");
  m.def(
      "_uragan_solve_state",
      [](const uragan::State& st, std::uint64_t limit_nodes, double tt_mb, bool pv, bool all_moves) {
        return solve_setup(setup_of(st), limit_nodes, tt_mb, pv, all_moves);
      },
      py::arg("state"), py::arg("limit_nodes") = 0, py::arg("tt_mb") = 96.0, py::arg("pv") = true,
      py::arg("all_moves") = true, "Solves an Ураган game state (private; use pycards.solve).");
}

}  // namespace pycards::bind
