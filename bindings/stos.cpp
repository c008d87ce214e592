// Python surface of Стос: pycards.game("stos", stake=..., dealer_rule=..., coups=...,
// redraw_each_coup=...). Rules: docs/stos.md. Amounts cross as integers (thirds of the stake, or
// numerator and denominator); pycards/stos.py builds the Fractions.
#include "common.hpp"
#include "rl.hpp"
#include "games/stos/stos.hpp"
#include "greedy_binding.hpp"
#include "sample_binding.hpp"
#include "solve_binding.hpp"
#include "view.hpp"

namespace pycards::bind {

namespace stos_py {

using namespace stos;

std::vector<int> balances(const State& s) { return {static_cast<int>(s.balance(0)), static_cast<int>(s.balance(1))}; }

py::list draw_list(const Draw& d) {
  py::list out;
  for (int i = 0; i < d.size; ++i) out.append(py::make_tuple(make_card(d.pairs[i][0]), make_card(d.pairs[i][1])));
  return out;
}

/// Стос's view: the decks are face down and reshuffled after the draw, so no card's place is
/// known to anyone; the draw, the dealer, the coup and the balances are public.
struct StosView : ViewBase {
  int dealer = 0, coup = 0, coups = 1, stock_size = 0;
  std::vector<std::pair<Card, Card>> draw;
};

StosView stos_view(const State& s, int seat) {
  StosView v;
  fill_common<Game>(v, s, seat, 2);
  v.hand_sizes = {0, 0};
  v.visible.assign(2, CardSet());
  v.scores = balances(s);
  v.deck = kDeck32;
  v.unseen = kDeck32;
  v.dealer = s.dealer();
  v.coup = s.coup();
  v.coups = s.coups();
  v.stock_size = s.deck().size;
  for (int i = 0; i < s.draw().size; ++i) v.draw.emplace_back(s.draw().pairs[i][0], s.draw().pairs[i][1]);
  v.text = "seat " + std::to_string(seat) + " | phase " + v.phase + " | turn " +
           (v.to_move < 0 ? std::string("-") : std::to_string(v.to_move)) + " | coup " + std::to_string(v.coup) + "/" +
           std::to_string(v.coups) + " | dealer " + std::to_string(v.dealer) + " | balance " +
           std::to_string(v.scores[0]) + " " + std::to_string(v.scores[1]) + " | stock ?" + std::to_string(v.stock_size);
  return v;
}

py::dict result_dict(const State& s) {
  const CoupResult& r = s.result();
  const long long stake = s.config().stake;
  const int thirds = static_cast<int>(r.kind);
  py::dict d;
  d["coup"] = r.coup;
  d["dealer"] = r.dealer;
  d["punter"] = r.punter;
  if (r.draw.size) {
    py::list pairs;
    for (int i = 0; i < r.draw.size; ++i)
      pairs.append(py::make_tuple(to_string(r.draw.pairs[i][0]), to_string(r.draw.pairs[i][1])));
    d["draw"] = pairs;
  } else {
    d["draw"] = py::none();
  }
  d["hidden"] = to_string(r.hidden);
  py::list dealt;
  for (int i = 0; i < r.dealt.size; ++i) dealt.append(to_string(r.dealt[i]));
  d["dealt"] = dealt;
  d["caught"] = to_string(r.caught);
  d["position"] = r.position;
  d["side"] = r.winner == r.dealer ? "dealer" : "punter";
  d["winner"] = r.winner;
  d["kind"] = std::string(to_string(r.kind));
  d["thirds"] = thirds;
  // the fraction of the stake paid (1, 2/3 or 1/3) and the amount (that fraction of the stake)
  d["fraction"] = py::make_tuple(thirds == 3 ? 1 : thirds, thirds == 3 ? 1 : 3);
  long long num = thirds * stake, den = 3;
  if (num % 3 == 0) num /= 3, den = 1;
  d["amount"] = py::make_tuple(num, den);
  py::list points;
  points.append(r.winner == 0 ? thirds : -thirds);
  points.append(r.winner == 1 ? thirds : -thirds);
  d["points"] = points;
  d["balance"] = balances(s);
  return d;
}

}  // namespace stos_py

void bind_stos(py::module_& m) {
  using namespace stos_py;
  bind_view_base(m);
  py::class_<StosView, ViewBase>(m, "StosView", R"doc(What one seat of a Стос game has seen (a pycards.View).

Both decks are face down, and the cards of the dealer draw go back before the decks are
reshuffled, so no seat knows where any card is: `hand` is empty and `unseen` is the whole
32-card deck. The draw, the dealer, the coup and the balances are public. `scores()` is the
balance per seat in thirds of the stake.)doc")
      .def_property_readonly("dealer", [](const StosView& v) { return v.dealer; }, "Seat that deals this coup.")
      .def_property_readonly("coup", [](const StosView& v) { return v.coup; }, "Coups finished.")
      .def_property_readonly("coups", [](const StosView& v) { return v.coups; }, "Coups in the game.")
      .def_property_readonly("stock_size", [](const StosView& v) { return v.stock_size; },
                             "Cards in the dealer's deck (32 before the deal, 0 once over).")
      .def_property_readonly("draw", [](const StosView& v) {
        py::list out;
        for (const auto& [a, b] : v.draw) out.append(py::make_tuple(make_card(a), make_card(b)));
        return out;
      }, "This coup's dealer draw: (seat 0's card, seat 1's card) per pair turned up.");

  auto state = bind_game<Game>(m, "Stos", "StosState", "Стос (stos): a two-player Stoss / Faro; rules in docs/stos.md.");
  bind_rl<Game>(state, stos_view, [](const State&) { return 2; }, {"hide", "over"},
      [](const StosView& v, ObsOut& o) {
        o.seat_of(v.dealer);
        o.num(v.coup);
        o.num(v.coups);
        o.num(v.stock_size);
      });
  bind_solve<Game>(state);
  def_sample_world(state, [](const State&) { return 2; }, &stos::sample_world);
  def_greedy_move<Game>(state);
  state.def_property_readonly("players", [](const State&) { return 2; })
      .def_property_readonly("dealer", &State::dealer, "Seat that deals this coup (the last coup's once over).")
      .def_property_readonly("punter", &State::punter, "Seat that hides a card this coup (the non-dealer).")
      .def_property_readonly("coup", &State::coup, "Coups finished.")
      .def_property_readonly("coups", &State::coups, "Coups in the game (1 for new_deal).")
      .def_property_readonly("seed", &State::seed, "The seed the coups' shuffles come from.")
      .def_property_readonly("is_match", [](const State& s) { return !s.single(); })
      .def_property_readonly("stock", [](const State& s) { return make_card_list(s.deck().begin(), s.deck().end()); },
                             "The dealer's deck, bottom card (the next dealt) first; empty once over.")
      .def_property_readonly("draw", [](const State& s) { return draw_list(s.draw()); },
                             "This coup's dealer draw: (seat 0's card, seat 1's card) per pair turned up; "
                             "empty when the coup has none.")
      .def_property_readonly("stake", [](const State& s) { return s.config().stake; })
      .def("scores", &balances, "Balance per seat in thirds of the stake (the amount itself when stake=3).")
      .def("deal_result", [](const State& s) -> py::object {
        if (!s.has_result()) return py::none();
        return result_dict(s);
      }, "The last finished coup of this state's history: draw, hidden card, dealt cards, the catch "
         "(card, 1-based position, side, kind), the fraction of the stake and the amount paid as "
         "(numerator, denominator), points in thirds per seat; None before any coup ends.")
      .def("view", [](const State& s, py::handle seat) { return stos_view(s, view_seat(seat, 2)); }, py::arg("seat"),
           "What `seat` has seen: a StosView (no card's place is known; draw and balances public).")
      .def("play_id", [](State& s, MoveId id) { play_checked<Game>(s, id); }, py::arg("id"),
           "Fast path: play a move by its int id (checked).");

  m.def("_stos_expected_gain", [](py::handle hidden, py::handle deck) {
    const Card c = card_arg(hidden);
    const std::uint64_t mask = to_u64(deck, "deck mask");
    if (mask & ~kAllCardsMask) throw ParseError("deck mask has bits above the 52 cards");
    if (!kDeck32.contains(c)) throw ParseError("the hidden card is one of the 32-card deck (7 to A), not " + to_string(c));
    return expected_gain(c, CardSet(mask));
  }, py::arg("hidden"), py::arg("deck"), "The dealer's expected gain per unit of stake (private; pycards.stos).");
  m.def("_stos_coup_seed", [](py::handle seed, py::handle k) {
    return coup_seed(to_u64(seed, "seed"), static_cast<std::uint32_t>(to_int(k, "coup", 0, 0xFFFFFFFFLL)));
  }, py::arg("seed"), py::arg("k"), "Seed of coup k of stos new_match(seed) (private; pycards.stos).");
}

}  // namespace pycards::bind
