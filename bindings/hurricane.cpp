// Python surface of Хурикан: pycards.game("hurricane", max_lay=..., opening_lay=...,
// round_leader=..., leftover=..., deals=...). Rules: docs/hurricane.md.
#include <pybind11/numpy.h>

#include "common.hpp"
#include "games/hurricane/hurricane.hpp"
#include "games/hurricane/hurricane_solver.hpp"
#include "solve_binding.hpp"
#include "view.hpp"

namespace pycards::bind {

namespace {

using namespace hurricane;


py::list pair_list(const std::array<int, 2>& a) {
  py::list out;
  out.append(a[0]);
  out.append(a[1]);
  return out;
}

py::object winner_obj(int w) {
  if (w == kNoWinner) return py::none();
  if (w == kDraw) return py::str("draw");
  return py::int_(w);
}

py::dict result_dict(const DealResult& r) {
  py::dict d;
  d["captured"] = pair_list(r.captured);
  d["leftover"] = pair_list(r.leftover);
  d["total"] = pair_list(r.total);
  d["unclaimed"] = r.unclaimed;
  d["winner"] = winner_obj(r.winner);
  return d;
}

/// The Python view: the C++ hurricane::View plus the common pycards.View fields.
struct HurricaneView : ViewBase {
  View v;
};

HurricaneView hurricane_view(const State& s, int seat) {
  HurricaneView out;
  out.v = make_view(s, seat);
  const View& v = out.v;
  fill_common<Game>(out, s, seat, 2);
  out.hand = v.hand;
  out.hand_sizes.assign(v.hand_sizes.begin(), v.hand_sizes.end());
  out.visible = {CardSet(), CardSet()};
  out.visible[seat] = v.hand;
  out.scores.assign(v.scores.begin(), v.scores.end());
  out.unseen = v.unseen;
  out.deck = kDeck40;
  out.text = v.notation();
  return out;
}

}  // namespace

void bind_hurricane(py::module_& m) {
  bind_view_base(m);
  py::class_<HurricaneView, ViewBase>(m, "HurricaneView", R"doc(What one seat of a Хурикан game has seen (a pycards.View).

The other hand and the stock order are hidden; the table and both piles are public.)doc")
      .def_property_readonly("dealer", [](const HurricaneView& v) { return v.v.dealer; }, "Seat that dealt the current deal.")
      .def_property_readonly("last_capturer", [](const HurricaneView& v) { return seat_or_none(v.v.last_capturer); },
                             "Seat that made the last capture of this deal (None before the first).")
      .def_property_readonly("table", [](const HurricaneView& v) { return v.v.table; }, "Cards face up on the table.")
      .def_property_readonly("piles", [](const HurricaneView& v) { return std::vector<CardSet>(v.v.piles.begin(), v.v.piles.end()); },
                             "Captured cards per seat (public).")
      .def_property_readonly("stock_size", [](const HurricaneView& v) { return v.v.stock_size; }, "Cards left in the stock.");

  auto state = bind_game<Game>(m, "Hurricane", "HurricaneState",
                               "Хурикан (hurricane): hand cards adding up to one table card capture it; rules in "
                               "docs/hurricane.md.");
  state.def_property_readonly("players", [](const State&) { return 2; })
      .def_property_readonly("dealer", &State::dealer, "Seat that dealt the current deal.")
      .def_property_readonly("last_capturer", [](const State& s) { return seat_or_none(s.last_capturer()); },
                             "Seat that made the last capture of this deal (None before the first).")
      .def_property_readonly("table", &State::table, "Cards face up on the table (at the end: the leftovers).")
      .def_property_readonly("hands", [](const State& s) {
        py::list out;
        for (int i = 0; i < 2; ++i) out.append(s.hand(i));
        return out;
      }, "Each seat's cards, as CardSets.")
      .def_property_readonly("piles", [](const State& s) {
        py::list out;
        for (int i = 0; i < 2; ++i) out.append(s.pile(i));
        return out;
      }, "Captured cards per seat.")
      .def_property_readonly("stock", [](const State& s) {
        py::list out;
        for (int i = 0; i < s.stock_size(); ++i) out.append(s.stock_card(i));
        return out;
      }, "Cards of the stock, next card first.")
      .def_property_readonly("deals_played", &State::deals_played, "Finished deals.")
      .def_property_readonly("is_match", [](const State& s) { return s.config().match; })
      .def_property_readonly("winner", [](const State& s) { return winner_obj(s.winner()); },
                             "Winning seat (0 or 1), 'draw', or None while the game goes on.")
      .def("scores", [](const State& s) { return std::vector<int>{s.score(0), s.score(1)}; },
           "Points per seat of the finished deals (the match score).")
      .def("deal_result", [](const State& s) -> py::object {
        if (!s.deal_over()) return py::none();
        return result_dict(s.deal_result());
      }, "The finished deal per seat: captured (pile points), leftover (leftover points credited), "
         "total, and unclaimed (leftover points for nobody), winner; None before the deal ends.")
      .def("last_deal_result", [](const State& s) -> py::object {
        if (!s.has_last_result()) return py::none();
        return result_dict(s.last_result());
      }, "The most recently finished deal of this state's history (a match moves on to the next "
         "deal at once); None if none. Not part of the position.")
      .def("view", [](const State& s, py::handle seat) { return hurricane_view(s, view_seat(seat, 2)); },
           py::arg("seat"), "What `seat` has seen: a HurricaneView (the other hand and the stock order hidden).")
      .def("play_id", [](State& s, MoveId id) { play_checked<Game>(s, id); }, py::arg("id"),
           "Fast path: play a move by its int id (checked).");
  bind_solve<Game>(state);

  m.def(
      "hurricane_playouts",
      [](py::handle n_arg, py::handle seed_arg, const py::kwargs& options) {
        const Game g(Options(Game::kName, Game::option_specs(), option_values(options)));
        const auto n = static_cast<std::int64_t>(to_int(n_arg, "n", 0, 100'000'000));
        const std::uint64_t seed = to_u64(seed_arg, "seed");
        py::array_t<std::int16_t> totals({static_cast<py::ssize_t>(n), py::ssize_t{2}});
        py::array_t<std::uint16_t> plays(static_cast<py::ssize_t>(n));
        std::int16_t* t = totals.mutable_data();
        std::uint16_t* p = plays.mutable_data();
        constexpr std::int64_t kChunk = 4096;  // Ctrl-C is seen between chunks
        for (std::int64_t start = 0; start < n; start += kChunk) {
          const std::int64_t stop = std::min(n, start + kChunk);
          {
            py::gil_scoped_release release;
            playouts(g, start, stop, seed, t + 2 * start, p + start);
          }
          if (PyErr_CheckSignals() != 0) throw py::error_already_set();
        }
        py::dict out;
        out["total"] = totals;
        out["plays"] = plays;
        return out;
      },
      py::arg("n"), py::arg("seed") = 0,
      "Random playouts of n whole Хурикан deals in C++ (GIL released): deal i is "
      "game('hurricane', **options).new_deal(seed + i, dealer=i % 2), each move drawn as "
      "legal_moves()[Rng(seed + i + 0x9E3779B97F4A7C15).below(k)] (docs/hurricane.md, \"Batch\"). "
      "Returns {'total': (n, 2) int16 deal totals per seat, 'plays': (n,) uint16 moves played}.");

  m.def("hurricane_deal_seed", [](py::handle seed, py::handle k) {
    return deal_seed(to_u64(seed, "seed"), static_cast<std::uint32_t>(to_int(k, "deal number", 0, 0xFFFFFFFFLL)));
  }, py::arg("seed"), py::arg("k"), "Seed of deal k of hurricane new_match(seed).");
}

}  // namespace pycards::bind
