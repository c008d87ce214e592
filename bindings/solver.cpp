// The solver core's self-test: _core._solver_selftest() checks the game-free core against plain
// minimax on a toy game. (A game state's solve is its `_solve` method, bindings/solve_binding.hpp,
// bound in each solvable game's binding file.)
#include <optional>

#include "common.hpp"
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
  int worse = 0;  // moves below the value: best_only's "worse" branch is exercised
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
      // best_only: exactly the optimal moves keep their value, the others none.
      {
        solver::SolveOptions ob = opt;
        ob.best_only = true;
        solver::Solver<ToyAdapter> sb(a, ob);
        const auto b = sb.solve(root);
        if (!b.exact || b.value != r.value || b.best != r.best) return "best_only: other best moves";
        for (std::size_t i = 0; i < b.moves.size(); ++i) {
          if (b.move_values[i] != (*r.move_values[i] == r.value ? r.move_values[i] : std::nullopt))
            return "best_only: a move's value differs: seed " + std::to_string(seed);
          worse += *r.move_values[i] < r.value;
        }
      }
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
  if (worse < 100) return "best_only: too few moves below the value in the toy game";
  return "";
}

}  // namespace

void bind_solver(py::module_& m) {
  m.def("_solver_selftest", &solver_selftest,
        "Checks the solver core against plain minimax on a toy game; '' when all is well.");
}

}  // namespace pycards::bind
