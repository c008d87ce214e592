// Стос's known-order solver (docs/stos.md, "Solver"): with the dealer's deck known, the punter's
// best hidden card is found by trying the 32 cards; the value is +S (some rank first shows on an
// even position: hide exactly that card) or -S/3 (every rank first shows on the dealer's side: hide
// a card of the other colour). No tree search is needed: the punter's one decision per coup does
// not change the later coups (their shuffles come from the seed), so each coup is solved apart and
// the values add up. Values are in thirds of the stake, for the side to move, balance included.
#include <chrono>

#include "stos.hpp"
#include "pycards/errors.hpp"
#include "pycards/game_solve.hpp"

namespace pycards::stos {
namespace {

/// The punter's gain (thirds of the stake) when he hides `hidden` against `deck`.
int punter_gain(const DeckOrder& deck, Card hidden) {
  const int p = catch_position(deck, 0, hidden);
  const int thirds = static_cast<int>(kind_of(hidden, deck[p - 1]));
  return p % 2 == 0 ? thirds : -thirds;
}

/// The punter's best card for `deck` and its gain (the first best in card order).
std::pair<Card, int> best_card(const DeckOrder& deck) {
  Card best{};
  int value = -1000;
  for (Card c : kDeck32) {
    const int v = punter_gain(deck, c);
    if (v > value) value = v, best = c;
  }
  return {best, value};
}

}  // namespace
}  // namespace pycards::stos

namespace pycards {

SolveReport solve(const stos::State& state, const SolveOptions& options) {
  using namespace stos;
  if (options.target || options.contract)
    throw OptionError("target and contract apply to the trick games (Тысяча, 1001); stos solves for the exact balance");
  if (state.is_over()) throw InvalidPositionError("the game is over: nothing to solve in " + state.notation());
  const auto t0 = std::chrono::steady_clock::now();
  SolveReport r;
  const int side = state.to_move();
  // The later coups: each punter hides his best card; their sum for `side`.
  long long future = 0;
  State later = state;
  later.play(best_card(state.deck()).first.index);
  std::vector<MoveId> line;
  std::uint64_t nodes = kDeckSize;
  bool stopped = false;
  while (!later.is_over()) {
    if (options.interrupted && options.interrupted(options.interrupt_context)) { stopped = true; break; }
    if (options.limit_nodes && nodes >= options.limit_nodes) { stopped = true; break; }
    const auto [card, gain] = best_card(later.deck());
    future += later.punter() == side ? gain : -gain;
    line.push_back(card.index);
    later.play(card.index);
    nodes += kDeckSize;
  }
  const long long past = state.balance(side);
  r.exact = !stopped;
  r.interrupted = stopped && !(options.limit_nodes && nodes >= options.limit_nodes);
  long long best = -(1LL << 62);
  for (Card c : kDeck32) {
    const long long v = past + punter_gain(state.deck(), c) + future;
    r.moves.push_back(c.index);
    r.move_values.push_back(r.exact ? std::optional<int>(static_cast<int>(v)) : std::nullopt);
    best = std::max(best, v);
  }
  const int lo = static_cast<int>(past - 3LL * (state.coups() - state.coup()));
  const int hi = static_cast<int>(past + 3LL * (state.coups() - state.coup()));
  if (r.exact) {
    r.value = static_cast<int>(best);
    r.lower = r.upper = *r.value;
    r.best_line.push_back(0);
    for (std::size_t i = 0; i < r.moves.size(); ++i)
      if (*r.move_values[i] == best) { r.best_line[0] = r.moves[i]; break; }
    r.best_line.insert(r.best_line.end(), line.begin(), line.end());
  } else {
    r.lower = lo;
    r.upper = hi;
  }
  r.nodes = nodes;
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  settle_report(r, options.best_only);
  return r;
}

}  // namespace pycards
