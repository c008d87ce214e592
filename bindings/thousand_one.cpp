// Python surface of 1001: pycards.game("thousand_one", players=3|4, ...) — the trick-game
// attributes of API.md (shared with Тысяча) plus the bidding and match fields.
#include "common.hpp"
#include "games/thousand_one.hpp"
#include "thousand_common_bind.hpp"

namespace pycards::bind {

namespace {

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

}  // namespace

void bind_thousand_one(py::module_& m) {
  auto state = bind_game<Game>(m, "ThousandOne", "ThousandOneState",
                               "1001 (Тысяча одно): 3 or 4 players; rules in docs/thousand_one.md.");
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
      .def("view", [](const State& s, py::handle seat_obj) {
        const int seat = static_cast<int>(to_int(seat_obj, "seat", 0, s.players() - 1));
        py::dict v;
        v["seat"] = seat;
        v["phase"] = std::string(s.phase());
        v["to_move"] = none_if(s.to_move());
        v["hand"] = CardSet(s.table().hands[seat]);
        std::vector<int> sizes;
        for (int p = 0; p < s.players(); ++p) sizes.push_back(popcount(s.table().hands[p]));
        v["hand_sizes"] = sizes;
        v["prikup"] = s.prikup_shown() ? py::cast(CardSet(s.prikup())) : py::object(py::none());
        py::list gifts;
        for (int i = 0; i < s.gifts(); ++i)
          if (seat == s.gift_to(i) || seat == s.table().declarer) gifts.append(py::make_tuple(s.gift_card(i), s.gift_to(i)));
        v["gifts"] = gifts;
        v["trump"] = trump_obj(s.table().trump);
        v["trick"] = trick_list(s.table());
        v["declarer"] = none_if(s.table().declarer);
        v["bid"] = none_if(s.bid(), 0);
        v["contract"] = none_if(s.contract(), 0);
        return v;
      }, py::arg("seat"), "What `seat` may see, as a dict (other hands and others' gifts hidden).");
}

}  // namespace pycards::bind
