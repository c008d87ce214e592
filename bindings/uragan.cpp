// Python surface of Ураган: pycards.game("uragan", players=..., target=..., hand=..., max_deals=...).
#include "common.hpp"
#include "rl.hpp"
#include "greedy_binding.hpp"
#include "sample_binding.hpp"
#include "fishing_bind.hpp"
#include "solve_binding.hpp"
#include "games/uragan/uragan_solver.hpp"
#include "games/uragan/uragan.hpp"
#include "view.hpp"

namespace pycards::bind {

namespace uragan_py {

using namespace uragan;

py::dict result_dict(const DealResult& r) {
  const auto pair = [](const std::array<std::uint8_t, 2>& a) { return py::make_tuple(int(a[0]), int(a[1])).cast<py::list>(); };
  py::dict d;
  d["hurricanes"] = pair(r.hurricanes);
  d["cards"] = pair(r.cards);
  d["hearts"] = pair(r.hearts);
  d["seven_of_hearts"] = pair(r.seven_of_hearts);
  d["premiera"] = pair(r.premiera);
  d["total"] = pair(r.total);
  d["counts"] = py::dict(py::arg("cards") = pair(r.pile_size), py::arg("hearts") = pair(r.heart_count),
                         py::arg("premiera") = pair(r.premiera_height));
  return d;
}

using UraganView = FishingView<View>;

UraganView uragan_view(const State& s, int seat) {
  UraganView out;
  out.v = make_view(s, seat);
  fill_fishing_view<Game>(out, s, seat, kDeck40);
  out.visible.assign(out.v.visible.begin(), out.v.visible.begin() + out.v.players);  // open4: face-up cards
  return out;
}

}  // namespace uragan_py

void bind_uragan(py::module_& m) {
  using namespace uragan_py;
  bind_view_base(m);
  // the view class first: the state's view() signature then names it (help(), stubs)
  py::class_<UraganView, ViewBase> view(m, "UraganView", R"doc(What one seat of an Ураган game has seen (a pycards.View).

Other hands and the stock order are hidden; open4: the face-up cards of both seats are seen, a
seat's own face-down cards are hidden from him too (`hand` leaves them out, `hand_sizes` counts
them). `scores()` is per side.)doc");
  def_fishing_view(view, "Captured cards per side (public).")
      .def_property_readonly("last_player", [](const UraganView& v) { return seat_or_none(v.v.last_player); },
                             "Seat that made the last play of this deal (None before the first).")
      .def_property_readonly("last_capturer", [](const UraganView& v) { return seat_or_none(v.v.last_capturer); },
                             "leftover='last_capturer': seat of this deal's last capture (public; None before "
                             "any). Always None under the seed rule leftover='last_player', which does not track it.")
      .def_property_readonly("hurricanes", [](const UraganView& v) { return std::vector<int>(v.v.hurricanes.begin(), v.v.hurricanes.end()); },
                             "Hurricanes per side in the current deal.")
      .def_property_readonly("pending", [](const UraganView& v) -> py::object {
        return v.v.pending < 0 ? py::object(py::none()) : py::cast(Card(v.v.pending));
      }, "open4: the card just turned up that the seat to move must play (public), or None.");

  auto state = bind_game<Game>(m, "Uragan", "UraganState",
                               "Ураган (Uragan): a Tablanette-family fishing game; rules in docs/uragan.md.");
  bind_rl<Game>(state, uragan_view, [](const State& s) { return fishing_players(s); }, {"play", "pending", "over"},
      [](const UraganView& v, ObsOut& o) {
        fishing_obs(v, o);
        o.rotated(std::vector<int>(v.v.hurricanes.begin(), v.v.hurricanes.begin() + v.scores.size()));
      });
  def_sample_world(state, [](const State& s) { return fishing_players(s); }, uragan::sample_world);
  def_greedy_move<Game>(state);
  bind_solve<Game>(state);
  def_fishing_state<Game>(state, kDraw, result_dict, uragan_view, FishingDocs{
      "Every seat's cards (open4: face-down cards included), as CardSets.",
      "Captured cards per side (partners share a pile).",
      "Winning side (0 or 1), 'draw', or None while the game goes on.",
      "The finished deal's awards per side: hurricanes, cards, hearts, seven_of_hearts, "
      "premiera, total (and the raw counts); None before the deal ends.",
      "What `seat` has seen: a UraganView (other hands, the stock order and open4 face-down cards "
      "hidden)."});
  state.def_property_readonly("last_player", [](const State& s) { return seat_or_none(s.last_player()); },
                              "Seat that made the last play of this deal (None before the first).")
      .def_property_readonly("last_capturer", [](const State& s) { return seat_or_none(s.last_capturer()); },
                             "leftover='last_capturer': seat of this deal's last capture, whose side takes the "
                             "table left at the end (None before any capture). Always None under the seed rule "
                             "leftover='last_player', which does not track it.\n\n"
                             ">>> pc.game('uragan', leftover='last_capturer').new_deal(seed=1).last_capturer is None\nTrue")
      .def_property_readonly("hurricanes", [](const State& s) {
        return std::vector<int>{s.hurricanes(0), s.hurricanes(1)};
      }, "Hurricanes per side in the current deal.")
      .def_property_readonly("face_down", [](const State& s) {
        py::list out;
        for (int i = 0; i < s.players(); ++i) {
          py::list seat;
          if (s.config().open4)
            for (int k = 1; k <= 2; ++k) seat.append(s.face_down(i, k) < 0 ? py::object(py::none()) : py::cast(Card(s.face_down(i, k))));
          out.append(seat);
        }
        return out;
      }, "open4: each seat's face-down cards at positions 1 and 2 (None once turned up); [] otherwise.")
      .def_property_readonly("pending", [](const State& s) -> py::object {
        return s.pending() < 0 ? py::object(py::none()) : py::cast(Card(s.pending()));
      }, "open4: the card just turned up that the seat to move must play, or None.");

  def_deal_seed(m, "uragan_deal_seed", "Seed of deal k of uragan new_match(seed).", deal_seed);

  // solve_uragan(hands=..., ...): a position given by its parts (pycards/solve.py)
  m.def(
      "_uragan_solve",
      [](int players, int dealer, const std::vector<std::uint64_t>& hands, std::uint64_t table,
         const std::vector<int>& stock, const std::vector<std::uint64_t>& piles, const std::vector<int>& hurricanes,
         int to_move, int last_player, std::uint64_t limit_nodes, double tt_mb, bool pv, int all_moves,
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
        return report_dict<uragan::Game>(
            run_solve(state_solve_options(limit_nodes, tt_mb, pv, all_moves, std::nullopt, false),
                      [&](const SolveOptions& o) { return uragan_solver::solve_setup(setup, o); }));
      },
      py::arg("players"), py::arg("dealer"), py::arg("hands"), py::arg("table"), py::arg("stock"), py::arg("piles"),
      py::arg("hurricanes"), py::arg("to_move"), py::arg("last_player"), py::arg("limit_nodes") = 0,
      py::arg("tt_mb") = 96.0, py::arg("pv") = true, py::arg("all_moves") = int(kEveryMove), py::arg("face_down") = py::none(),
      "Solves an Ураган position given as masks (private; use pycards.solve).");
}

}  // namespace pycards::bind
