// Python surface of Три палки: pycards.game("tri_palki", floor_zero=..., recycle_shuffle=...,
// sticks_to_lose=..., move_limit=..., limit_result=...). Rules: docs/tri_palki.md.
#include "common.hpp"
#include "rl.hpp"
#include "games/tri_palki/tri_palki.hpp"
#include "games/tri_palki/tri_palki_solver.hpp"
#include "greedy_binding.hpp"
#include "sample_binding.hpp"
#include "solve_binding.hpp"
#include "view.hpp"

namespace pycards::bind {

namespace tri_palki_py {

using namespace tri_palki;

std::vector<int> sticks_of(const State& s) { return {s.sticks(0), s.sticks(1)}; }

py::list pile_list(const State& s) { return make_card_list(s.pile().cards.data(), s.pile().cards.data() + s.pile().size); }

py::list stock_list(const State& s) {
  py::list out;
  for (int i = 0; i < s.stock_size(); ++i) out.append(make_card(s.stock_card(i)));
  return out;
}

py::object winner_obj(int w) {
  if (w == kNoSeat) return py::none();
  if (w == kDraw) return py::str("draw");
  return py::int_(w);
}

/// Три палки's view, for a seat with a perfect memory: its hand, the pile (public), the count and
/// the sticks; the other hand's known cards (drawn from a recycled stock turned over in its known
/// order, or held since a shuffled recycling), and a stock in its public order. Everything else
/// is unseen.
struct TriPalkiView : ViewBase {
  int dealer = 0, count = 0, played = 0, stock_size = 0;
  bool stock_public = false;
  std::vector<Card> pile, stock;
};

TriPalkiView palki_view(const State& s, int seat) {
  TriPalkiView v;
  fill_common<Game>(v, s, seat, 2);
  v.hand = s.hand(seat);
  v.hand_sizes = {s.hand(0).size(), s.hand(1).size()};
  v.visible = {s.hand(0), s.hand(1)};
  v.visible[1 - seat] = s.known(1 - seat);
  v.scores = sticks_of(s);
  v.deck = kDeck36;
  v.dealer = s.dealer();
  v.count = s.count();
  v.played = s.cards_played();
  v.stock_size = s.stock_size();
  v.stock_public = s.stock_public();
  CardSet shown = v.hand | v.visible[1 - seat];
  for (int i = 0; i < s.pile().size; ++i) v.pile.push_back(s.pile()[i]), shown.add(s.pile()[i]);
  if (v.stock_public)
    for (int i = 0; i < s.stock_size(); ++i) v.stock.push_back(s.stock_card(i)), shown.add(s.stock_card(i));
  v.unseen = kDeck36 - shown;
  std::string pile, stock;
  for (Card c : v.pile) pile += (pile.empty() ? "" : " ") + to_string(c);
  for (Card c : v.stock) stock += (stock.empty() ? "" : " ") + to_string(c);
  v.text = "seat " + std::to_string(seat) + " | phase " + v.phase + " | turn " +
           (v.to_move < 0 ? std::string("-") : std::to_string(v.to_move)) + " | played " + std::to_string(v.played) +
           " | count " + std::to_string(v.count) + " | sticks " + std::to_string(v.scores[0]) + " " +
           std::to_string(v.scores[1]) + " | hands " + hand_text(v.visible[0], v.hand_sizes[0]) + " / " +
           hand_text(v.visible[1], v.hand_sizes[1]) + " | pile " + (pile.empty() ? "-" : pile) + " | stock " +
           (v.stock_public ? (stock.empty() ? "-" : stock) : "?" + std::to_string(v.stock_size));
  return v;
}

}  // namespace tri_palki_py

void bind_tri_palki(py::module_& m) {
  using namespace tri_palki_py;
  bind_view_base(m);
  py::class_<TriPalkiView, ViewBase>(m, "TriPalkiView", R"doc(What one seat of a Три палки game has seen (a pycards.View).

A seat with a perfect memory: its own hand, the pile (every played card is public), the count and
the sticks. Once the stock has been recycled without a shuffle its order is public, so that stock
and the other hand's cards drawn from it are known (`visible`, `stock`); after a shuffled
recycling, the other hand's cards held since are known (`visible`). `scores()` is the sticks
per seat.)doc")
      .def_property_readonly("dealer", [](const TriPalkiView& v) { return v.dealer; }, "Seat that dealt.")
      .def_property_readonly("count", [](const TriPalkiView& v) { return v.count; }, "The running count.")
      .def_property_readonly("sticks", [](const TriPalkiView& v) { return v.scores; }, "Sticks per seat.")
      .def_property_readonly("cards_played", [](const TriPalkiView& v) { return v.played; }, "Cards played so far.")
      .def_property_readonly("pile", [](const TriPalkiView& v) { return v.pile; }, "The pile, bottom card first.")
      .def_property_readonly("stock_size", [](const TriPalkiView& v) { return v.stock_size; }, "Cards in the stock.")
      .def_property_readonly("stock", [](const TriPalkiView& v) -> py::object {
        if (!v.stock_public) return py::none();
        return py::cast(v.stock);
      }, "The stock, next card first, when its order is public (a recycled unshuffled pile), else None.");

  auto state = bind_game<Game>(m, "TriPalki", "TriPalkiState",
                               "Три палки (tri_palki): avoid pushing the count over 31; rules in docs/tri_palki.md.");
  bind_rl<Game>(state, palki_view, [](const State&) { return 2; }, {"play", "over"},
      [](const TriPalkiView& v, ObsOut& o) {
        o.seat_of(v.dealer);
        o.num(v.count);
        o.num(v.played);
        o.num(v.stock_size);
        o.flag(v.stock_public);
        CardSet pile;
        for (Card c : v.pile) pile.add(c);
        o.cards(pile);
        o.cards(v.pile.empty() ? CardSet() : CardSet(v.pile.back()));
      });
  bind_solve<Game>(state);
  def_sample_world(state, [](const State&) { return 2; }, &tri_palki::sample_world);
  def_greedy_move<Game>(state);
  state.def_property_readonly("players", [](const State&) { return 2; })
      .def_property_readonly("dealer", &State::dealer, "Seat that dealt (the other plays first).")
      .def_property_readonly("hands", [](const State& s) {
        py::list out;
        for (int i = 0; i < 2; ++i) out.append(s.hand(i));
        return out;
      }, "Both seats' cards, as CardSets.")
      .def_property_readonly("stock", &stock_list, "The stock, next card first.")
      .def_property_readonly("pile", &pile_list, "The pile, bottom card first (the last is the top).")
      .def_property_readonly("count", &State::count, "The running count (0 after a stick).")
      .def_property_readonly("sticks", &sticks_of, "Sticks per seat.")
      .def_property_readonly("cards_played", &State::cards_played, "Cards played so far in the game.")
      .def_property_readonly("recycles", &State::recycles, "Times the stock was made from the pile.")
      .def_property_readonly("seed", &State::seed, "The seed of the deal (and of recycle shuffles).")
      .def_property_readonly("known", [](const State& s) {
        py::list out;
        for (int i = 0; i < 2; ++i) out.append(s.known(i));
        return out;
      }, "Per seat, the cards of its hand whose place both seats know (drawn from a recycled stock in its "
         "public order; with recycle_shuffle, held since the last recycling).")
      .def_property_readonly("winner", [](const State& s) { return winner_obj(s.winner()); },
                             "The winning seat, 'draw', or None while the game goes on.")
      .def("scores", &sticks_of, "Sticks per seat (fewer is better; the loser is the first to sticks_to_lose).")
      .def("deal_result", [](const State& s) -> py::object {
        if (!s.is_over()) return py::none();
        py::dict d;
        d["winner"] = s.winner() == kDraw ? py::object(py::none()) : py::object(py::int_(s.winner()));
        d["draw"] = s.winner() == kDraw;
        d["reason"] = std::string(s.end_reason());
        d["sticks"] = sticks_of(s);
        d["cards_played"] = s.cards_played();
        d["recycles"] = s.recycles();
        return d;
      }, "The finished game: winner (a seat, None for a draw), draw, reason ('sticks' or 'move_limit'), "
         "sticks per seat, cards played, recyclings; None while it goes on.")
      .def("view", [](const State& s, py::handle seat) { return palki_view(s, view_seat(seat, 2)); }, py::arg("seat"),
           "What `seat` has seen: a TriPalkiView (the other hand and the stock hidden unless known).")
      .def("play_id", [](State& s, MoveId id) { play_checked<Game>(s, id); }, py::arg("id"),
           "Fast path: play a move by its int id (checked).");

  m.def("_tri_palki_random_games", [](const Game& game, py::handle n_arg, py::handle seed_arg) {
    const long long n = to_int(n_arg, "n", 0, 1LL << 40);
    const std::uint64_t seed = to_u64(seed_arg, "seed");
    constexpr long long kChunk = 1024;
    long long cards = 0;
    std::vector<std::uint16_t> played(kChunk);
    for (long long begin = 0; begin < n; begin += kChunk) {
      const long long end = std::min(n, begin + kChunk);
      {
        py::gil_scoped_release release;
        random_games(game, 0, end - begin, seed + std::uint64_t(begin), nullptr, nullptr, played.data());
      }
      for (long long i = 0; i < end - begin; ++i) cards += played[i];
      if (PyErr_CheckSignals() != 0) throw py::error_already_set();
    }
    return cards;
  }, py::arg("game"), py::arg("n"), py::arg("seed") = 0, "Random whole games in C++ (private; benches).");
  m.def("_tri_palki_card_bound", [](py::handle k) { return card_bound(static_cast<int>(to_int(k, "sticks_to_lose", 1, kMaxSticks))); },
        py::arg("sticks_to_lose"), "The termination proof's bound on cards played (private; pycards.tri_palki).");
}

}  // namespace pycards::bind
