// Python surface of the chip game: pycards.game("chip_game", players=..., start_chips=...).
#include "common.hpp"
#include "rl.hpp"
#include "greedy_binding.hpp"
#include "sample_binding.hpp"
#include "games/chip_game/chip_game.hpp"
#include "view.hpp"

namespace pycards::bind {

namespace {
std::vector<int> chips_per_seat(const chip_game::State& s) {
  std::vector<int> out;
  for (int i = 0; i < s.players(); ++i) out.push_back(s.chips(i));
  return out;
}
/// The chip game's view: every card is dealt face up, so everything but the deck order is public.
struct ChipGameView : ViewBase {
  std::vector<int> chips;
  std::vector<std::string> status;
  int pot = 0, dealer = 0, deck_size = 0;
  CardSet played;
};

ChipGameView chip_view(const chip_game::State& s, int seat) {
  using namespace chip_game;
  ChipGameView v;
  fill_common<Game>(v, s, seat, s.players());
  v.hand_sizes.assign(static_cast<std::size_t>(s.players()), 0);
  v.visible.assign(static_cast<std::size_t>(s.players()), CardSet());
  v.chips = v.scores = chips_per_seat(s);
  for (int i = 0; i < s.players(); ++i) v.status.emplace_back(to_string(s.status(i)));
  v.pot = s.pot();
  v.dealer = s.dealer();
  v.deck_size = s.deck_size();
  CardSet left;
  for (const Card* c = s.deck_begin(); c != s.deck_begin() + s.deck_size(); ++c) left.add(*c);
  v.deck = kDeck52;
  v.unseen = left;
  v.played = kDeck52 - left;
  std::string chips, status;
  for (int i = 0; i < s.players(); ++i) {
    chips += (i ? " " : "") + std::to_string(v.chips[i]);
    status += (i ? " " : "") + v.status[i];
  }
  v.text = "seat " + std::to_string(seat) + " | phase " + v.phase + " | turn " +
           (v.to_move < 0 ? std::string("-") : std::to_string(v.to_move)) + " | chips " + chips + " | status " +
           status + " | pot " + std::to_string(v.pot) + " | dealer " + std::to_string(v.dealer) + " | deck ?" +
           std::to_string(v.deck_size) + " | played " + (v.played.empty() ? std::string("-") : to_string(v.played));
  return v;
}

}  // namespace

void bind_chip_game(py::module_& m) {
  using namespace chip_game;
  bind_view_base(m);
  // the view class first: the state's view() signature then names it (help(), stubs)
  py::class_<ChipGameView, ViewBase>(m, "ChipGameView", R"doc(What one seat of a chip game has seen (a pycards.View).

Every card is dealt face up and settled at once, so nobody holds a hand (`hand` is empty,
`hand_sizes` all 0) and everything but the order of the deck is public: `unseen` is the set of
cards left in the deck, `played` the cards dealt so far. `scores()` is the chips per seat.)doc")
      .def_property_readonly("chips", [](const ChipGameView& v) { return v.chips; }, "Chips of each seat.")
      .def_property_readonly("status", [](const ChipGameView& v) { return v.status; }, "'alive', 'dead' or 'out' per seat.")
      .def_property_readonly("pot", [](const ChipGameView& v) { return v.pot; }, "Chips in the pot.")
      .def_property_readonly("dealer", [](const ChipGameView& v) { return v.dealer; }, "Seat that deals next.")
      .def_property_readonly("deck_size", [](const ChipGameView& v) { return v.deck_size; }, "Cards left in the deck.")
      .def_property_readonly("played", [](const ChipGameView& v) { return v.played; }, "Cards dealt so far (all seen face up).");

  auto state = bind_game<Game>(m, "ChipGame", "ChipGameState",
                               "The chip game (a card form of Put-and-Take); rules in docs/chip_game.md.");
  bind_rl<Game>(state, chip_view, [](const State& s) { return s.players(); }, {"deal", "over"},
      [](const ChipGameView& v, ObsOut& o) {
        static constexpr std::array<std::string_view, 3> kStatus{"alive", "dead", "out"};
        o.rotated(v.chips);
        for (int k = 0; k < v.players; ++k) {
          const std::string& st = v.status[(v.seat + k) % v.players];
          o.one_hot(int(std::find(kStatus.begin(), kStatus.end(), st) - kStatus.begin()), 3);
        }
        o.num(v.pot);
        o.seat_of(v.dealer);
        o.num(v.deck_size);
        o.cards(v.played);
      });
  def_sample_world(state, [](const State& s) { return s.players(); }, chip_game::sample_world);
  def_greedy_move<Game>(state);
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
      .def("view", [](const State& s, py::handle seat) { return chip_view(s, view_seat(seat, s.players())); },
           py::arg("seat"), "What `seat` has seen: a ChipGameView (everything but the deck order is public).")
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
