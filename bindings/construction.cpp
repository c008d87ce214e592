// Python surface of Construction: pycards.game("construction", decks=..., steps=...,
// target_height=..., blockers_block=..., max_draws=..., limit_result=...). Rules:
// docs/construction.md. No dense action space (num_actions raises OptionError).
#include <array>
#include <string>
#include <utility>
#include <vector>

#include "common.hpp"
#include "pycards/notation.hpp"
#include "rl.hpp"
#include "games/construction/construction.hpp"
#include "greedy_binding.hpp"
#include "sample_binding.hpp"
#include "view.hpp"

namespace pycards::bind {

namespace construction_py {

using namespace construction;

py::object card_obj(std::uint8_t c) { return c >= 52 ? py::object(py::str("JK")) : make_card(Card(c)); }

py::list seq_list(const CardSeq& q) {
  py::list out;
  for (int i = 0; i < q.count(); ++i) out.append(make_card(Card(q[i])));
  return out;
}

py::dict layout_dict(const State& s) {
  py::dict d;
  for (int i = 0; i < s.layout_size(); ++i) d[py::str(slot_text(s.layout_slot(i)))] = card_obj(s.layout_card(i));
  return d;
}

std::vector<std::string> commuters_of(const State& s) { return {slot_text(s.commuter(0)), slot_text(s.commuter(1))}; }
std::vector<bool> climbed_of(const State& s) { return {s.climbed(0), s.climbed(1)}; }
std::vector<int> supplies_of(const State& s) { return {s.supply(0), s.supply(1)}; }
std::vector<std::vector<std::string>> blockers_of(const State& s) {
  std::vector<std::vector<std::string>> out(2);
  for (int seat = 0; seat < 2; ++seat) {
    std::uint32_t b[kBlockers];
    const int n = s.blockers(seat, b);
    for (int i = 0; i < n; ++i) out[seat].push_back(slot_text(b[i]));
  }
  return out;
}
std::vector<int> scores_of(const State& s) { return {s.score(0), s.score(1)}; }
py::object winner_obj(int w) {
  if (w == kNoSeat) return py::none();
  if (w == kDraw) return py::str("draw");
  return py::int_(w);
}
const char* reason_text(Reason r) {
  return r == Reason::kWin ? "win" : r == Reason::kMaxDraws ? "max_draws" : r == Reason::kExhausted ? "exhausted" : "";
}

py::object deal_result(const State& s) {
  if (!s.is_over()) return py::none();
  py::dict d;
  d["winner"] = s.winner() == kDraw ? py::object(py::none()) : py::object(py::int_(s.winner()));
  d["draw"] = s.winner() == kDraw;
  d["reason"] = reason_text(s.reason());
  d["draws"] = s.draws();
  d["recycles"] = s.recycles();
  d["red"] = s.red();
  d["climbed"] = climbed_of(s);
  d["heights"] = std::vector<int>{s.height(0), s.height(1)};
  py::list dist;
  for (int seat = 0; seat < 2; ++seat) {
    const int x = s.distance_home(seat);
    dist.append(x < 0 ? py::object(py::none()) : py::object(py::int_(x)));
  }
  d["distances"] = dist;
  d["built"] = s.built();
  return d;
}

/// What one seat has seen: everything but the stock's order (its size only) and the seed of the
/// recyclings to come. Every card turned up is seen by both seats.
struct ConstructionView : ViewBase {
  std::vector<std::pair<std::string, std::uint8_t>> layout;
  std::vector<std::string> commuters;
  std::vector<bool> climbed;
  std::vector<std::vector<std::string>> blockers;
  std::vector<int> supplies;
  std::vector<Card> discards;
  int drawn = -1, draws = 0, recycles = 0, red = 0, stock_size = 0, winner = kNoSeat;
};

ConstructionView construction_view(const State& s, int seat) {
  ConstructionView v;
  fill_common<Game>(v, s, seat, 2);
  v.hand_sizes = {0, 0};
  v.visible = {CardSet(), CardSet()};
  v.scores = scores_of(s);
  v.deck = kDeck52;
  CardSet seen;  // unseen: the cards of which this seat has seen no copy (ViewBase: deck less what it saw)
  for (int i = 0; i < s.layout_size(); ++i) {
    const std::uint8_t c = s.layout_card(i);
    v.layout.emplace_back(slot_text(s.layout_slot(i)), c);
    if (c < 52) seen.add(Card(c));
  }
  for (int i = 0; i < s.discards().count(); ++i) {
    v.discards.push_back(Card(s.discards()[i]));
    seen.add(Card(s.discards()[i]));
  }
  v.drawn = s.drawn();
  if (v.drawn >= 0) seen.add(Card(v.drawn));
  v.unseen = kDeck52 - seen;
  v.commuters = commuters_of(s);
  v.climbed = climbed_of(s);
  v.blockers = blockers_of(s);
  v.supplies = supplies_of(s);
  v.draws = s.draws();
  v.recycles = s.recycles();
  v.red = s.red();
  v.stock_size = s.stock().count();
  v.winner = s.winner();
  // the notation with the stock as its size and without the seed
  const std::string full = s.notation();
  std::string text;
  for (const std::string& part : notation::split_on(full, '|')) {
    if (part.rfind("seed ", 0) == 0) continue;
    const std::string shown = part.rfind("stock ", 0) == 0 ? "stock ?" + std::to_string(v.stock_size) : part;
    text += (text.empty() ? "" : " | ") + shown;
  }
  v.text = "seat " + std::to_string(seat) + " | " + text;
  return v;
}

}  // namespace construction_py

void bind_construction(py::module_& m) {
  using namespace construction_py;
  bind_view_base(m);
  py::class_<ConstructionView, ViewBase>(m, "ConstructionView", R"doc(What one seat of a Construction game has seen (a pycards.View).

Everything but the stock's order (its size only: `stock_size`) and the seed of the recyclings to
come: the layout, the pieces, the turned-up card, the discards (every card turned up is seen by
both seats). `unseen` is the set of cards of which no copy has been seen (the stock holds the\ncopies not seen; with several decks a card can be both seen and still in the stock).)doc")
      .def_property_readonly("layout", [](const ConstructionView& v) {
        py::dict d;
        for (const auto& [slot, c] : v.layout) d[py::str(slot)] = card_obj(c);
        return d;
      }, "The table: slot text -> Card (the jokers as 'JK').")
      .def_property_readonly("drawn", [](const ConstructionView& v) -> py::object {
        return v.drawn < 0 ? py::object(py::none()) : make_card(Card(v.drawn));
      }, "The turned-up card (None once over).")
      .def_property_readonly("commuters", [](const ConstructionView& v) { return v.commuters; }, "Commuter slots per seat.")
      .def_property_readonly("climbed", [](const ConstructionView& v) { return v.climbed; }, "Climbed flags per seat.")
      .def_property_readonly("blockers", [](const ConstructionView& v) { return v.blockers; },
                             "Per seat, the slots of its blockers on the table, in slot order.")
      .def_property_readonly("supplies", [](const ConstructionView& v) { return v.supplies; }, "Blockers in supply per seat.")
      .def_property_readonly("discards", [](const ConstructionView& v) { return v.discards; }, "The discards, oldest first.")
      .def_property_readonly("stock_size", [](const ConstructionView& v) { return v.stock_size; }, "Cards in the stock.")
      .def_property_readonly("draws", [](const ConstructionView& v) { return v.draws; }, "Cards turned up so far.")
      .def_property_readonly("recycles", [](const ConstructionView& v) { return v.recycles; }, "Recyclings so far.")
      .def_property_readonly("red", [](const ConstructionView& v) { return v.red; }, "The seat holding red.")
      .def_property_readonly("winner", [](const ConstructionView& v) { return winner_obj(v.winner); },
                             "The winning seat, 'draw', or None while the game goes on.");

  auto state = bind_game<Game>(m, "Construction", "ConstructionState",
                               "Construction (construction): build a track and race your commuter up and home; rules in "
                               "docs/construction.md.");
  // num_actions / action_index / action_move / legal_action_mask raise OptionError (no dense action space);
  // the observation is the common part and the public counters below (no board encoding yet).
  bind_rl<Game>(state, construction_view, [](const State&) { return 2; }, {"play", "over"},
      [](const ConstructionView& v, ObsOut& o) {
        o.cards(v.drawn < 0 ? CardSet() : CardSet(Card(v.drawn)));
        o.flag(v.red == o.seat());
        std::vector<int> climbed{int(v.climbed[0]), int(v.climbed[1])}, heights(2);
        for (int k = 0; k < 2; ++k) {
          const std::string& c = v.commuters[k];
          heights[k] = std::stoi(c.substr(c.find(',') + 1));
        }
        o.rotated(climbed);
        o.rotated(heights);
        o.rotated(v.supplies);
        o.num(v.draws);
        o.num(v.stock_size);
        o.num(double(v.discards.size()));
        o.num(double(v.layout.size()));
      });
  def_sample_world(state, [](const State&) { return 2; }, &construction::sample_world);
  def_greedy_move<Game>(state);
  state.def("_progress", [](const State& s, py::handle seat) {
    const std::array<int, 3> p = s.progress(int(view_seat(seat, 2)));
    return py::make_tuple(p[0], p[1], p[2]);
  }, py::arg("seat"),
            "A seat's progress as docs/construction.md orders it (a tuple, larger is further ahead): (1, 1, -steps "
            "home), (1, 0, 0) climbed without an open path home, (0, 0, height) not climbed; the greedy key's hook.");
  state.def_property_readonly("players", [](const State&) { return 2; })
      .def_property_readonly("layout", &layout_dict, "The table: slot text -> Card, in slot order (the jokers as 'JK').")
      .def_property_readonly("drawn", [](const State& s) -> py::object {
        return s.drawn() < 0 ? py::object(py::none()) : make_card(Card(s.drawn()));
      }, "The turned-up card (None once over).")
      .def_property_readonly("commuters", &commuters_of, "Per seat, the slot its commuter stands on (seat 0 white).")
      .def_property_readonly("climbed", &climbed_of, "Per seat, whether its commuter has climbed to target_height.")
      .def_property_readonly("blockers", &blockers_of, "Per seat, the slots of its blockers on the table, in slot order.")
      .def_property_readonly("supplies", &supplies_of, "Per seat, the blockers still in its supply.")
      .def_property_readonly("stock", [](const State& s) { return seq_list(s.stock()); }, "The stock, next card first.")
      .def_property_readonly("discards", [](const State& s) { return seq_list(s.discards()); },
                             "The discards, oldest first.")
      .def_property_readonly("draws", &State::draws, "Cards turned up so far (the current one included).")
      .def_property_readonly("recycles", &State::recycles, "Times the discards were shuffled into a new stock.")
      .def_property_readonly("red", &State::red, "The seat holding the red cards.")
      .def_property_readonly("seed", &State::seed, "The seed of the deal and of the recycle shuffles.")
      .def_property_readonly("winner", [](const State& s) { return winner_obj(s.winner()); },
                             "The winning seat, 'draw', or None while the game goes on.")
      .def("scores", &scores_of, "+1 for the winner and -1 for the loser; 0 and 0 for a draw or while the game goes on.")
      .def("deal_result", &deal_result,
           "The finished game: winner (a seat, None for a draw), draw, reason ('win', 'max_draws', 'exhausted'), "
           "draws, recycles, red, climbed, heights, distances (None: no open path home), built; None while it goes on.")
      .def("view", [](const State& s, py::handle seat) { return construction_view(s, view_seat(seat, 2)); },
           py::arg("seat"), "What `seat` has seen: a ConstructionView (the stock's order hidden).")
      .def("render", &State::render, "The grid as text (docs/construction.md, 'Rendering'); print(state) is the generic layout (pycards.pretty).")
      .def("play_id", [](State& s, MoveId id) { play_checked<Game>(s, id); }, py::arg("id"),
           "Fast path: play a move by its int id (checked).");
}

}  // namespace pycards::bind
