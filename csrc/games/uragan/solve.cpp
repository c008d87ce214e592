// Ураган states for the exact solver: a state (or a plain setup) in, a report in the game's
// terms out (pycards/game_solve.hpp). The search itself is solver.cpp.
#include <algorithm>
#include <optional>

#include "uragan_solver.hpp"
#include "pycards/errors.hpp"

namespace pycards::uragan_solver {
namespace {

MoveId game_move(Move mv) { return uragan::capture_move(move_card(mv), move_captured(mv)); }

// The game's moves of a solver line from the root of `setup`. open4: the search plays a
// face-down card at once; the game first turns it up by position (`down1`/`down2`, not a play)
// and then plays it. The positions are followed along the line: a seat's face-down cards leave
// when played or laid out, and each dealt round puts its 5th and 6th cards at positions 1, 2.
std::vector<MoveId> line_moves(const Adapter& adapter, const Setup& setup, const std::vector<Move>& line) {
  std::vector<MoveId> out;
  int down[2][2] = {{setup.face_down[0][0], setup.face_down[0][1]}, {setup.face_down[1][0], setup.face_down[1][1]}};
  Position p = adapter.root();
  for (auto mv : line) {
    const Card c = move_card(mv);
    if (setup.open4)
      for (int k = 0; k < 2; ++k)
        if (down[p.to_move][k] == c.index) {
          out.push_back(k == 0 ? uragan::kDown1 : uragan::kDown2);
          down[p.to_move][k] = -1;
        }
    out.push_back(game_move(mv));
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

}  // namespace

Setup setup_of(const uragan::State& st) {
  if (st.is_over()) throw InvalidPositionError("the deal is over: nothing to solve in " + st.notation());
  Setup setup;
  setup.open4 = st.config().open4;
  setup.free_trail = st.config().free_trail;
  setup.same_rank_sums = st.config().same_rank_sums;
  setup.last_player_leads = st.config().last_player_leads;
  setup.leftover_to_capturer = st.config().leftover_to_capturer;
  setup.trail_only = st.config().trail_only;
  setup.last_capturer = st.last_capturer();
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

SolveReport solve_setup(const Setup& setup, const pycards::SolveOptions& options) {
  if (options.target || options.contract)
    throw OptionError("target and contract apply to the trick games (Тысяча, 1001), whose solver has a target "
                      "mode; uragan solves for the exact point difference");
  const Adapter adapter(setup);
  const auto r = solve(adapter, options);
  const int past = adapter.past_points(setup.to_move & 1);
  const auto with_past = [&](const std::optional<int>& v) { return v ? std::optional<int>(*v + past) : std::nullopt; };
  SolveReport out;
  const Position& root = adapter.root();
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
        if (move_card(r.moves[i]).index != card) continue;
        if (!r.move_values[i]) { all = false; continue; }
        best = best ? std::max(*best, *r.move_values[i]) : *r.move_values[i];
        root_value |= r.exact && *r.move_values[i] == r.value;
      }
      out.moves.push_back(k == 0 ? uragan::kDown1 : uragan::kDown2);
      out.move_values.push_back(with_past(all || root_value ? best : std::nullopt));
    }
  } else {
    for (std::size_t i = 0; i < r.moves.size(); ++i) {
      out.moves.push_back(game_move(r.moves[i]));
      out.move_values.push_back(with_past(r.move_values[i]));
    }
  }
  out.exact = r.exact;
  out.interrupted = r.interrupted;
  if (r.exact) out.value = r.value + past;
  int lo, hi;  // the search proves nothing outside the adapter's loose bounds
  adapter.root_bounds(lo, hi);
  out.lower = std::max(r.lower, lo) + past;
  out.upper = std::min(r.upper, hi) + past;
  out.best_line = line_moves(adapter, setup, r.pv);
  out.nodes = r.nodes;
  out.seconds = r.seconds;
  out.tt_bytes = r.tt_bytes;
  settle_report(out, options.best_only);
  return out;
}

}  // namespace pycards::uragan_solver

namespace pycards {

SolveReport solve(const uragan::State& state, const SolveOptions& options) {
  return uragan_solver::solve_setup(uragan_solver::setup_of(state), options);
}

}  // namespace pycards
