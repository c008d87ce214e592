// Construction's greedy rule (the C++ twin of pycards.construction.greedy_rule) and its
// pycards.simulate loop (docs/construction.md, "Greedy bot" and "pycards.simulate columns").
#include <array>

#include "construction.hpp"
#include "pycards/greedy.hpp"
#include "pycards/simulate.hpp"

namespace pycards::construction {

MoveId greedy_move(const State& s, Rng& rng) noexcept {
  MoveId moves[Spec::kMaxMoves];
  const int n = s.legal_moves(moves);
  const int seat = s.to_move(), opp = 1 - seat;
  const std::array<int, 3> before = s.progress(seat);
  const std::uint32_t own = s.commuter(seat), other = s.commuter(opp);
  // the card just ahead of the opponent's commuter: one row up (down once climbed) in its column
  std::uint32_t ahead = kNoSlot;
  if (!slot_bridge(other)) {
    const int x = slot_x(other), y = slot_y(other);
    if (!s.climbed(opp)) ahead = slot_code(false, x, y + 1);
    else if (y >= 1) ahead = slot_code(false, x, y - 1);
  }
  const bool own_column = !s.climbed(seat) && !slot_bridge(own);
  using Key = std::array<int, 4>;
  return greedy::best_of(moves, n, [&](MoveId m) -> Key {
    const int kind = int(m >> 34);
    const auto to = std::uint32_t(m & 0x1FFFF);
    switch (kind) {
      case kGo: {
        State t = s;
        t.play(m);
        if (t.is_over() && t.reason() == Reason::kWin) return {5, 0, 0, 0};
        const std::array<int, 3> after = t.progress(seat);
        if (before < after) return {4, after[0], after[1], after[2]};
        return {0, 0, 0, 0};
      }
      case kBuild:
        if (own_column && !slot_bridge(to) && slot_x(to) == slot_x(own) && slot_y(to) > slot_y(own))
          return {3, slot_y(own) - slot_y(to), 0, 0};
        return {1, 0, 0, 0};
      case kPlace:
      case kMoveBlocker:
        if (to == ahead) return {2, kind == kPlace ? 1 : 0, 0, 0};
        return {1, 0, 0, 0};
      default:
        return {-1, 0, 0, 0};  // discard
    }
  }, rng);
}

namespace {
/// The breakdown (docs/construction.md, "pycards.simulate columns"; the scores are +1/-1/0 per
/// seat): the winner (-1 a draw), the reason (0 win, 1 max_draws, 2 exhausted), the cards turned
/// up, the recyclings, the cards built, then per seat climbed (0/1), height and the steps of the
/// shortest open path home (-1 none).
constexpr SimColumn kColumns[] = {
    {"winner", false, true}, {"reason", false}, {"draws", false}, {"recycles", false}, {"built", false},
    {"climbed", true},       {"heights", true}, {"distances", true, true},
};
}  // namespace

Simulator simulator(const Game& /*game*/) {
  return make_simulator<Game, kColumns>(
      [](const State& s, int p) -> std::int64_t { return s.score(p); },
      [](const State& s, SimRow& w) {
        const int reason = s.reason() == Reason::kWin ? 0 : s.reason() == Reason::kMaxDraws ? 1 : 2;
        w.put(s.winner() == kDraw ? -1 : s.winner(), reason, s.draws(), s.recycles(), s.built());
        w.per_side([&](int p) { return int(s.climbed(p)); }, [&](int p) { return s.height(p); },
                   [&](int p) { return s.distance_home(p); });
      });
}

}  // namespace pycards::construction
