// Python surface of the chip game: pycards.game("chip_game", players=..., start_chips=...).
#include "common.hpp"
#include "games/chip_game.hpp"

namespace pycards::bind {

namespace {
std::vector<int> chips_per_seat(const chip_game::State& s) {
  std::vector<int> out;
  for (int i = 0; i < s.players(); ++i) out.push_back(s.chips(i));
  return out;
}
}  // namespace

void bind_chip_game(py::module_& m) {
  using namespace chip_game;
  auto state = bind_game<Game>(m, "ChipGame", "ChipGameState",
                               "The chip game (a card form of Put-and-Take); rules in docs/chip_game.md.");
  state.def_property_readonly("deck", [](const State& s) {
         return make_card_list(s.deck_begin(), s.deck_begin() + s.deck_size());
       }, "Cards left in the deck, next card first.")
      .def_property_readonly("chips", &chips_per_seat, "Chips of each seat.")
      .def_property_readonly("pot", &State::pot)
      .def_property_readonly("dealer", &State::dealer, "Seat that deals next (the last dealer once over).")
      .def_property_readonly("players", &State::players)
      .def_property_readonly("status", [](const State& s) {
        std::vector<std::string> out;
        for (int i = 0; i < s.players(); ++i) out.emplace_back(to_string(s.status(i)));
        return out;
      }, "'alive', 'dead' or 'out' per seat.")
      .def("scores", &chips_per_seat, "Chips per seat (the result, once the game is over).")
      .def("deal_result", [](const State& s) -> py::object {
        if (s.last_dealer() == kNoSeat) return py::none();
        py::list events;
        for (int i = 0; i < s.last_event_count(); ++i) {
          const Event& e = s.last_events()[i];
          py::dict d;
          d["seat"] = int(e.seat);
          d["card"] = to_string(e.card);  // text, like every deal_result: plain JSON data
          d["kind"] = std::string(to_string(e.kind));
          d["amount"] = e.amount;
          d["to"] = e.to == kNoSeat ? py::object(py::none()) : py::object(py::int_(int(e.to)));
          d["status"] = std::string(to_string(e.status));
          events.append(d);
        }
        py::dict out;
        out["dealer"] = s.last_dealer();
        out["events"] = events;
        py::dict awards;
        if (s.is_over())
          for (int i = 0; i < s.players(); ++i)
            if (s.pot_awards()[i] > 0) awards[py::int_(i)] = s.pot_awards()[i];
        out["pot_awards"] = awards;
        out["chips"] = chips_per_seat(s);
        out["pot"] = s.pot();
        return out;
      }, "The last deal played from this state: each card's payment in order, and the pot awards "
         "if the game ended (None before any deal).");
}

}  // namespace pycards::bind
