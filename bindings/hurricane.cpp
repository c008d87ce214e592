// Python surface of Хурикан: pycards.game("hurricane", max_lay=..., opening_lay=...,
// round_leader=..., leftover=..., deals=...). Rules: docs/hurricane.md.
#include <pybind11/numpy.h>

#include "common.hpp"
#include "rl.hpp"
#include "greedy_binding.hpp"
#include "sample_binding.hpp"
#include "fishing_bind.hpp"
#include "games/hurricane/hurricane.hpp"
#include "games/hurricane/hurricane_solver.hpp"
#include "solve_binding.hpp"
#include "view.hpp"

namespace pycards::bind {

namespace hurricane_py {

using namespace hurricane;


py::list pair_list(const std::array<int, 2>& a) {
  py::list out;
  out.append(a[0]);
  out.append(a[1]);
  return out;
}

py::dict result_dict(const DealResult& r) {
  py::dict d;
  d["captured"] = pair_list(r.captured);
  d["leftover"] = pair_list(r.leftover);
  d["total"] = pair_list(r.total);
  d["unclaimed"] = r.unclaimed;
  d["winner"] = winner_obj(r.winner, kDraw);
  return d;
}

using HurricaneView = FishingView<View>;

HurricaneView hurricane_view(const State& s, int seat) {
  HurricaneView out;
  out.v = make_view(s, seat);
  fill_fishing_view<Game>(out, s, seat, kDeck40);
  return out;
}

}  // namespace hurricane_py

void bind_hurricane(py::module_& m) {
  using namespace hurricane_py;
  bind_view_base(m);
  py::class_<HurricaneView, ViewBase> view(m, "HurricaneView", R"doc(What one seat of a Хурикан game has seen (a pycards.View).

The other hand and the stock order are hidden; the table and both piles are public.)doc");
  view.def_property_readonly("last_capturer", [](const HurricaneView& v) { return seat_or_none(v.v.last_capturer); },
                            "Seat that made the last capture of this deal (None before the first).");
  def_fishing_view(view, "Captured cards per seat (public).");

  auto state = bind_game<Game>(m, "Hurricane", "HurricaneState",
                               "Хурикан (hurricane): hand cards adding up to one table card capture it; rules in "
                               "docs/hurricane.md.");
  bind_rl<Game>(state, hurricane_view, [](const State& s) { return fishing_players(s); }, {"play", "over"},
      [](const auto& v, ObsOut& o) { fishing_obs(v, o); });
  def_sample_world(state, [](const State& s) { return fishing_players(s); }, hurricane::sample_world);
  def_greedy_move<Game>(state);
  def_fishing_state<Game>(state, kDraw, result_dict, hurricane_view, FishingDocs{
      "Each seat's cards, as CardSets.", "Captured cards per seat.",
      "Winning seat (0 or 1), 'draw', or None while the game goes on.",
      "The finished deal per seat: captured (pile points), leftover (leftover points credited), "
      "total, and unclaimed (leftover points for nobody), winner; None before the deal ends.",
      "What `seat` has seen: a HurricaneView (the other hand and the stock order hidden)."});
  state.def_property_readonly("last_capturer", [](const State& s) { return seat_or_none(s.last_capturer()); },
                              "Seat that made the last capture of this deal (None before the first).");
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

  def_deal_seed(m, "hurricane_deal_seed", "Seed of deal k of hurricane new_match(seed).", deal_seed);
}

}  // namespace pycards::bind
