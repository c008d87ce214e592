// Python surface of Казино: pycards.game("kazino", players=..., partnerships=..., multi_set=...,
// leftover=..., target=..., max_deals=...). Rules: docs/kazino.md.
#include <algorithm>
#include <vector>

#include "common.hpp"
#include "games/kazino/kazino.hpp"
#include "games/kazino/kazino_solver.hpp"
#include "solve_binding.hpp"
#include "view.hpp"

namespace pycards::bind {

namespace {

using namespace kazino;

py::dict result_dict(const DealResult& r) {
  const auto per_side = [&](const std::array<std::uint8_t, kMaxPlayers>& a) {
    py::list out;
    for (int i = 0; i < r.sides; ++i) out.append(int(a[i]));
    return out;
  };
  py::dict d;
  d["most_cards"] = per_side(r.most_cards);
  d["two_spades"] = per_side(r.two_spades);
  d["ten_diamonds"] = per_side(r.ten_diamonds);
  d["total"] = per_side(r.total);
  d["cards"] = per_side(r.cards);
  return d;
}

py::object winner_obj(int w) {
  if (w == kNoWinner) return py::none();
  if (w == kDraw) return py::str("draw");
  return py::int_(w);
}

struct KazinoView : ViewBase {
  View v;
};

KazinoView kazino_view(const State& s, int seat) {
  KazinoView out;
  out.v = make_view(s, seat);
  const View& v = out.v;
  fill_common<Game>(out, s, seat, v.players);
  out.hand = v.hand;
  out.hand_sizes.assign(v.hand_sizes.begin(), v.hand_sizes.begin() + v.players);
  out.visible.assign(v.players, CardSet());
  out.visible[seat] = v.hand;
  out.scores.assign(v.scores.begin(), v.scores.begin() + v.sides);
  out.unseen = v.unseen;
  out.deck = kDeck52;
  out.text = v.notation();
  return out;
}

}  // namespace

void bind_kazino(py::module_& m) {
  bind_view_base(m);
  py::class_<KazinoView, ViewBase>(m, "KazinoView", R"doc(What one seat of a Казино game has seen (a pycards.View).

Other hands and the stock order are hidden; the table and the piles are public. `scores()` is per
side (a player, or a partnership).)doc")
      .def_property_readonly("dealer", [](const KazinoView& v) { return v.v.dealer; }, "Seat that dealt the current deal.")
      .def_property_readonly("last_capturer", [](const KazinoView& v) { return seat_or_none(v.v.last_capturer); },
                             "Seat that made the last capture of this deal (None before the first).")
      .def_property_readonly("table", [](const KazinoView& v) { return v.v.table; }, "Cards face up on the table.")
      .def_property_readonly("piles", [](const KazinoView& v) {
        return std::vector<CardSet>(v.v.piles.begin(), v.v.piles.begin() + v.v.sides);
      }, "Captured cards per side (public).")
      .def_property_readonly("stock_size", [](const KazinoView& v) { return v.v.stock_size; }, "Cards left in the stock.");

  auto state = bind_game<Game>(m, "Kazino", "KazinoState",
                               "Казино (kazino): a Cassino-family fishing game; rules in docs/kazino.md.");
  state.def_property_readonly("players", &State::players)
      .def_property_readonly("sides", &State::sides, "Scoring sides: the players, or 2 partnerships.")
      .def_property_readonly("dealer", &State::dealer, "Seat that dealt the current deal.")
      .def_property_readonly("last_capturer", [](const State& s) { return seat_or_none(s.last_capturer()); },
                             "Seat that made the last capture of this deal (None before the first).")
      .def_property_readonly("table", &State::table, "Cards face up on the table.")
      .def_property_readonly("hands", [](const State& s) {
        py::list out;
        for (int i = 0; i < s.players(); ++i) out.append(s.hand(i));
        return out;
      }, "Every seat's cards, as CardSets.")
      .def_property_readonly("piles", [](const State& s) {
        py::list out;
        for (int i = 0; i < s.sides(); ++i) out.append(s.pile(i));
        return out;
      }, "Captured cards per side (partners share a pile).")
      .def_property_readonly("stock", [](const State& s) {
        py::list out;
        for (int i = 0; i < s.stock_size(); ++i) out.append(s.stock_card(i));
        return out;
      }, "Cards of the stock, next card first.")
      .def_property_readonly("deals_played", &State::deals_played, "Finished deals.")
      .def_property_readonly("is_match", [](const State& s) { return s.config().match; })
      .def_property_readonly("winner", [](const State& s) { return winner_obj(s.winner()); },
                             "Winning side, 'draw', or None while the game goes on.")
      .def("scores", [](const State& s) {
        std::vector<int> out;
        for (int i = 0; i < s.sides(); ++i) out.push_back(s.score(i));
        return out;
      }, "Points per side of the finished deals (the match score).")
      .def("deal_result", [](const State& s) -> py::object {
        if (!s.deal_over()) return py::none();
        return result_dict(s.deal_result());
      }, "The finished deal's points per side: most_cards, two_spades, ten_diamonds, total (and "
         "cards, the pile sizes); None before the deal ends.")
      .def("last_deal_result", [](const State& s) -> py::object {
        if (!s.has_last_result()) return py::none();
        return result_dict(s.last_result());
      }, "The most recently finished deal of this state's history (a match moves on to the next "
         "deal at once); None if none. Not part of the position.")
      .def("view", [](const State& s, py::handle seat) { return kazino_view(s, view_seat(seat, s.players())); },
           py::arg("seat"), "What `seat` has seen: a KazinoView (other hands and the stock order hidden).")
      .def("play_id", [](State& s, MoveId id) { play_checked<Game>(s, id); }, py::arg("id"),
           "Fast path: play a move by its int id (checked).");
  bind_solve<Game>(state);

  // Random whole deals in C++ (benches/bench_kazino.py): deal i = game.new_deal(seed + i, i % players)
  // played with uniformly random legal moves drawn by Rng(seed + i + 1) (State::random_playout:
  // legal_moves()[rng.below(k)] each move); returns the moves played. The GIL is released per
  // chunk of deals and Ctrl-C is polled between chunks.
  m.def("_kazino_random_deals", [](const Game& game, py::handle n_arg, py::handle seed_arg) {
    const long long n = to_int(n_arg, "n", 0, 1LL << 40);
    const std::uint64_t seed = to_u64(seed_arg, "seed");
    long long moves = 0;
    constexpr long long kChunk = 256;
    for (long long begin = 0; begin < n; begin += kChunk) {
      const long long end = std::min(n, begin + kChunk);
      {
        py::gil_scoped_release release;
        for (long long i = begin; i < end; ++i) {
          State s = game.new_deal(seed + std::uint64_t(i), int(i % game.config().players));
          Rng rng(seed + std::uint64_t(i) + 1);
          moves += s.random_playout(rng);
        }
      }
      if (PyErr_CheckSignals() != 0) throw py::error_already_set();
    }
    return moves;
  }, py::arg("game"), py::arg("n"), py::arg("seed") = 0, "Random whole deals in C++ (private; benches).");

  m.def("kazino_deal_seed", [](py::handle seed, py::handle k) {
    return deal_seed(to_u64(seed, "seed"), static_cast<std::uint32_t>(to_int(k, "deal number", 0, 0xFFFFFFFFLL)));
  }, py::arg("seed"), py::arg("k"), "Seed of deal k of kazino new_match(seed).");
}

}  // namespace pycards::bind
