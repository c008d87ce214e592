// pycards/greedy.hpp — the building block of the games' greedy rules in C++ (game-free).
//
// Every game's `greedy_move(state, rng)` (the C++ twin of its Python `greedy_rule`, docs/bots.md)
// picks the legal move with the largest key and draws among the moves of equal key with `rng`,
// exactly as pycards.bots.best_of does: the tied moves in legal-move order, one draw
// rng.below(ties), even when a single move has the largest key. A rule that Python decides
// without a draw (one named move) returns it without touching `rng`, so a C++ playout makes the
// same draws as GreedyBot.
#pragma once

#include <cstdint>

#include "pycards/game.hpp"
#include "pycards/rng.hpp"

namespace pycards::greedy {

/// The move of moves[0..n) (n >= 1) with the largest key_of(move) (any totally ordered type,
/// compared with <), ties drawn uniformly with one rng.below(ties), the tied moves taken in their
/// order. Compacts the tied moves into moves[0..ties) in place: no allocation, one key per move.
template <class KeyOf>
MoveId best_of(MoveId* moves, int n, KeyOf&& key_of, Rng& rng) {
  auto best = key_of(moves[0]);
  int ties = 1;
  for (int i = 1; i < n; ++i) {
    const MoveId m = moves[i];
    const auto k = key_of(m);
    if (best < k) {
      best = k;
      ties = 0;
      moves[ties++] = m;
    } else if (!(k < best)) {
      moves[ties++] = m;
    }
  }
  return moves[rng.below(std::uint32_t(ties))];
}

/// The first move of moves[0..n) that `pred` accepts (the rule names one move; no draw), or
/// moves[0] when none does.
template <class Pred>
MoveId first_of(const MoveId* moves, int n, Pred&& pred) {
  for (int i = 0; i < n; ++i)
    if (pred(moves[i])) return moves[i];
  return moves[0];
}

}  // namespace pycards::greedy
