// Python surface of Казино: pycards.game("kazino", players=..., partnerships=..., multi_set=...,
// leftover=..., target=..., max_deals=...). Rules: docs/kazino.md.
#include <algorithm>
#include <vector>

#include "common.hpp"
#include "rl.hpp"
#include "greedy_binding.hpp"
#include "sample_binding.hpp"
#include "fishing_bind.hpp"
#include "games/kazino/kazino.hpp"
#include "games/kazino/kazino_solver.hpp"
#include "solve_binding.hpp"
#include "view.hpp"

namespace pycards::bind {

namespace {

/// Every legal move of `s` (a multi_set position can have more than the fixed buffer holds).
std::vector<MoveId> all_moves(const kazino::State& s) {
  std::vector<MoveId> ids;
  // counted first (by value counts, cheap): a position with billions of unions is refused at once
  if (s.move_count() > kazino::kMaxListedMoves || !s.all_legal_moves(ids, kazino::kMaxListedMoves))
    throw Error("this kazino position has more than " + std::to_string(kazino::kMaxListedMoves) +
                " legal moves (multi_set unions), too many to list; is_legal() and play() still check "
                "any move");
  return ids;
}

}  // namespace

// The listing methods of bind_game for kazino: the whole list, sized at run time.
template <>
py::list move_ids_list<kazino::Game>(const kazino::State& s) {
  const std::vector<MoveId> ids = all_moves(s);
  py::list out(static_cast<py::ssize_t>(ids.size()));
  for (std::size_t i = 0; i < ids.size(); ++i) {
    PyObject* id = PyLong_FromUnsignedLongLong(ids[i]);
    if (!id) throw py::error_already_set();
    PyList_SET_ITEM(out.ptr(), static_cast<py::ssize_t>(i), id);
  }
  return out;
}

template <>
py::list moves_list<kazino::Game>(const kazino::State& s) {
  const std::vector<MoveId> ids = all_moves(s);
  py::list out(static_cast<py::ssize_t>(ids.size()));
  for (std::size_t i = 0; i < ids.size(); ++i)
    PyList_SET_ITEM(out.ptr(), static_cast<py::ssize_t>(i), make_move<kazino::Game>(ids[i]).release().ptr());
  return out;
}

namespace kazino_py {

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

using KazinoView = FishingView<View>;

KazinoView kazino_view(const State& s, int seat) {
  KazinoView out;
  out.v = make_view(s, seat);
  fill_fishing_view<Game>(out, s, seat, kDeck52);
  return out;
}

}  // namespace kazino_py

void bind_kazino(py::module_& m) {
  using namespace kazino_py;
  bind_view_base(m);
  py::class_<KazinoView, ViewBase> view(m, "KazinoView", R"doc(What one seat of a Казино game has seen (a pycards.View).

Other hands and the stock order are hidden; the table and the piles are public. `scores()` is per
side (a player, or a partnership).)doc");
  view.def_property_readonly("last_capturer", [](const KazinoView& v) { return seat_or_none(v.v.last_capturer); },
                            "Seat that made the last capture of this deal (None before the first).");
  def_fishing_view(view, "Captured cards per side (public).");

  auto state = bind_game<Game>(m, "Kazino", "KazinoState",
                               "Казино (kazino): a Cassino-family fishing game; rules in docs/kazino.md.");
  bind_rl<Game>(state, kazino_view, [](const State& s) { return fishing_players(s); }, {"play", "over"},
      [](const auto& v, ObsOut& o) { fishing_obs(v, o); });
  def_sample_world(state, [](const State& s) { return fishing_players(s); }, kazino::sample_world);
  def_greedy_move<Game>(state);
  def_fishing_state<Game>(state, kDraw, result_dict, kazino_view, FishingDocs{
      "Every seat's cards, as CardSets.", "Captured cards per side (partners share a pile).",
      "Winning side, 'draw', or None while the game goes on.",
      "The finished deal's points per side: most_cards, two_spades, ten_diamonds, total (and "
      "cards, the pile sizes); None before the deal ends.",
      "What `seat` has seen: a KazinoView (other hands and the stock order hidden)."});
  state.def_property_readonly("sides", &State::sides, "Scoring sides: the players, or 2 partnerships.")
      .def_property_readonly("last_capturer", [](const State& s) { return seat_or_none(s.last_capturer()); },
                             "Seat that made the last capture of this deal (None before the first).");
  bind_solve<Game>(state);
  // is_legal by the structural check (State::is_legal), not by membership in a list
  py::delattr(state, "is_legal");
  state.def("is_legal", [](const State& s, py::handle mv) {
    MoveId id;
    try {
      id = move_arg<Game>(mv);
    } catch (const Error&) {  // bad text, another game's move, an id out of range: not legal here
      return false;
    }
    return s.is_legal(id);
  });

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

  // One random legal move of `state` drawn with Rng(seed), as random_playout draws it (tests: the
  // draw past the listing limit), and the number of legal moves counted without listing them.
  m.def("_kazino_random_move", [](const State& s, py::handle seed_arg) {
    const std::uint64_t seed = to_u64(seed_arg, "seed");
    if (s.is_over()) throw IllegalMoveError("the kazino game is over; there is no move to draw");
    Rng rng(seed);
    MoveId id;
    {
      py::gil_scoped_release release;
      id = s.random_move(rng);
    }
    return id;
  }, py::arg("state"), py::arg("seed") = 0, "One random legal move id (private; tests).");
  m.def("_kazino_move_count", [](const State& s) {
    std::uint64_t k;
    {
      py::gil_scoped_release release;
      k = s.move_count();
    }
    return k;
  }, py::arg("state"), "The number of legal moves, counted without listing them (private; tests).");
  m.def("_kazino_counted_move", [](const State& s, py::handle r_arg) {
    if (!s.config().multi_set || s.is_over()) throw Error("_kazino_counted_move: a multi_set position in play only");
    const std::uint64_t r = to_u64(r_arg, "r");
    if (r >= s.move_count()) throw Error("_kazino_counted_move: r must be below the number of moves");
    return s.counted_move(r);
  }, py::arg("state"), py::arg("r"), "Move number r in the counted draw's order (private; tests).");

  def_deal_seed(m, "kazino_deal_seed", "Seed of deal k of kazino new_match(seed).", deal_seed);
}

}  // namespace pycards::bind
