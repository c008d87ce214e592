// Python surface of 1001: pycards.game("thousand_one", players=3|4, ...) — the trick-game
// attributes of API.md (shared with Тысяча) plus the bidding and match fields.
#include "common.hpp"
#include "rl.hpp"
#include "greedy_binding.hpp"
#include "sample_binding.hpp"
#include "solve_binding.hpp"
#include "games/thousand/thousand_solver.hpp"
#include "games/thousand/thousand_one.hpp"
#include "thousand_common_bind.hpp"

namespace pycards::bind {

namespace thousand_one_py {

using namespace thousand_one;

py::object none_if(int v, int none = -1) { return v == none ? py::object(py::none()) : py::object(py::int_(v)); }

py::dict result_dict(const State& s, const DealResult& r) {
  const int n = s.players();
  py::dict d;
  d["dealer"] = int(r.dealer);
  d["declarer"] = none_if(r.declarer);
  d["bid"] = none_if(r.bid, 0);
  d["contract"] = none_if(r.contract, 0);
  d["two_pass"] = r.two_pass;
  d["thrown"] = r.thrown;
  d["free"] = r.free;
  d["played"] = r.played;
  d["card_points"] = std::vector<int>(r.card_points.begin(), r.card_points.begin() + n);
  d["bonuses"] = std::vector<int>(r.bonuses.begin(), r.bonuses.begin() + n);
  d["made"] = r.made < 0 ? py::object(py::none()) : py::object(py::bool_(r.made == 1));
  d["declarer_total"] = r.has_total ? py::object(py::int_(r.declarer_total)) : py::object(py::none());
  d["dealer_prikup"] = r.dealer_prikup;
  d["results"] = std::vector<int>(r.results.begin(), r.results.begin() + n);
  return d;
}

struct ThousandOneView : TrickView {
  std::vector<int> active;
  int sitting_out = -1;
};

ThousandOneView thousand_one_view(const State& s, int seat) {
  ThousandOneView v;
  const int declarer = s.table().declarer;
  const auto sees_gift = [&](int i) { return seat == s.gift_to(i) || seat == declarer; };
  fill_trick_view<Game>(v, s, seat, true, s.prikup_shown(), sees_gift, CardSet());
  v.active.assign(s.table().active.begin(), s.table().active.end());
  v.sitting_out = s.players() == 4 ? s.dealer() : -1;
  v.text = trick_view_text(v) + " | active " + std::to_string(v.active[0]) + " " + std::to_string(v.active[1]) + " " +
           std::to_string(v.active[2]);
  return v;
}

}  // namespace thousand_one_py

void bind_thousand_one(py::module_& m) {
  using namespace thousand_one_py;
  bind_view_base(m);
  // the view class first: the state's view() signature then names it (help(), stubs)
  py::class_<ThousandOneView, ViewBase> view(m, "ThousandOneView", R"doc(What one seat of a 1001 deal has seen (a pycards.View).

Own hand, the prikup once shown (to everyone, the sitting-out dealer included), the gifts he may
see (his own; all as declarer), every played card with who played it and who won
(`finished_tricks`, `tricks`), the declarations (a marriage proves the other card, which `visible`
then lists in the declarer's hand), bidding and contract. With 4 players the dealer sits out
(`sitting_out`): no hand, `hand_sizes` 0. `unseen` is the rest of the 24 cards.)doc");
  bind_trick_view(view);
  view.def_property_readonly("active", [](const ThousandOneView& v) { return v.active; },
                             "The three playing seats, clockwise from the dealer's left.")
      .def_property_readonly("sitting_out", [](const ThousandOneView& v) { return seat_obj(v.sitting_out); },
                             "The 4-player dealer who sits out this deal, or None.");

  auto state = bind_game<Game>(m, "ThousandOne", "ThousandOneState",
                               "1001 (Тысяча одно): 3 or 4 players; rules in docs/thousand_one.md.");
  bind_rl<Game>(state, thousand_one_view, [](const State& s) { return s.players(); }, {"bid", "prikup", "give", "contract", "play", "over"},
      [](const auto& v, ObsOut& o) { trick_view_obs(v, o); });
  bind_solve<Game>(state);
  def_sample_world(state, [](const State& s) { return s.players(); },
                   [](const State& s, int seat, Rng& rng) { return sample_world(s, seat, rng); });
  def_greedy_move<Game>(state);
  bind_trick_attributes<State>(state);
  state.def_property_readonly("players", &State::players)
      .def_property_readonly("dealer", &State::dealer, "Seat that dealt the current deal.")
      .def_property_readonly("active", [](const State& s) {
        return std::vector<int>{s.table().active[0], s.table().active[1], s.table().active[2]};
      }, "The three playing seats, clockwise from the dealer's left.")
      .def_property_readonly("bid", [](const State& s) { return none_if(s.bid(), 0); })
      .def_property_readonly("contract", [](const State& s) { return none_if(s.contract(), 0); })
      .def_property_readonly("prikup", [](const State& s) { return CardSet(s.prikup()); })
      .def_property_readonly("prikup_shown", &State::prikup_shown)
      .def_property_readonly("gifts", [](const State& s) {
        py::list out;
        for (int i = 0; i < s.gifts(); ++i) out.append(py::make_tuple(s.gift_card(i), s.gift_to(i)));
        return out;
      })
      .def_property_readonly("is_match", &State::is_match)
      .def_property_readonly("deals_played", &State::deals_played)
      .def_property_readonly("seed", &State::seed)
      .def_property_readonly("winner", [](const State& s) -> py::object {
        if (s.winner() == kNoWinner) return py::none();
        if (s.winner() == kDraw) return py::str("draw");
        return py::int_(s.winner());
      })
      .def("scores", [](const State& s) {
        std::vector<int> out;
        for (int p = 0; p < s.players(); ++p) out.push_back(s.score(p));
        return out;
      })
      .def("cap", [](const State& s, const CardSet& c) { return s.bid_cap(c.mask); }, py::arg("cards"))
      .def("deal_result", [](const State& s) -> py::object {
        if (s.has_last()) return result_dict(s, s.last());
        if (s.is_over()) return result_dict(s, s.compute_result());
        return py::none();
      }, "Breakdown of the finished deal (in a match: the last finished one); None before.")
      .def("view", [](const State& s, py::handle seat) { return thousand_one_view(s, view_seat(seat, s.players())); },
           py::arg("seat"), "What `seat` has seen: a ThousandOneView (other hands and others' gifts hidden).");

}

}  // namespace pycards::bind
