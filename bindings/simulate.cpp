// pycards._core._simulate: the one generic binding of pycards.simulate (pycards/scale.py). The
// per-game loops live in each game's own core file (`simulator(const Game&)`, pycards/simulate.hpp);
// this file only recognises the game object, checks the arguments and runs the rows with the GIL
// released, in chunks, polling Ctrl-C between them.
#include <string>
#include <vector>

#include "common.hpp"
#include "playouts.hpp"
#include "pycards/simulate.hpp"
#include "games/chip_game/chip_game.hpp"
#include "games/construction/construction.hpp"
#include "games/hurricane/hurricane.hpp"
#include "games/kazino/kazino.hpp"
#include "games/stos/stos.hpp"
#include "games/thousand/thousand.hpp"
#include "games/thousand/thousand_one.hpp"
#include "games/ton/ton.hpp"
#include "games/torgovlya/torgovlya.hpp"
#include "games/tri_listika/tri_listika.hpp"
#include "games/tri_palki/tri_palki.hpp"
#include "games/tri_troyki/tri_troyki.hpp"
#include "games/uragan/uragan.hpp"

namespace pycards::bind {
namespace {

/// One game as simulate() sees it: its C++ game and state pointers behind the Python objects.
struct Found {
  std::string name;
  Simulator sim;
  const void* game = nullptr;
  const void* start = nullptr;
};

template <class G>
bool find_game(py::handle game, py::handle start, Simulator (*make)(const G&), Found& out) {
  using S = typename G::State;
  if (!py::isinstance<G>(game)) return false;
  const G& g = game.cast<const G&>();
  out.name = std::string(G::kName);
  out.sim = make(g);
  out.game = &g;
  if (!start.is_none()) {
    if (!py::isinstance<S>(start))
      throw py::value_error("start must be a state of " + out.name + ", not " +
                            std::string(py::str(py::type::of(start).attr("__name__"))));
    const S& s = start.cast<const S&>();
    if (s.is_over()) throw py::value_error("start is a finished state: there is nothing to simulate");
    if (!(G::options_of(s).items() == g.options().items()))
      throw py::value_error("start was made with other options than the game");
    out.start = &s;
  }
  return true;
}

Found find(py::handle game, py::handle start) {
  Found f;
  if (find_game<chip_game::Game>(game, start, &chip_game::simulator, f) ||
      find_game<uragan::Game>(game, start, &uragan::simulator, f) ||
      find_game<hurricane::Game>(game, start, &hurricane::simulator, f) ||
      find_game<kazino::Game>(game, start, &kazino::simulator, f) ||
      find_game<thousand::Game>(game, start, &thousand::simulator, f) ||
      find_game<thousand_one::Game>(game, start, &thousand_one::simulator, f) ||
      find_game<stos::Game>(game, start, &stos::simulator, f) ||
      find_game<tri_palki::Game>(game, start, &tri_palki::simulator, f) ||
      find_game<tri_listika::Game>(game, start, &tri_listika::simulator, f) ||
      find_game<torgovlya::Game>(game, start, &torgovlya::simulator, f) ||
      find_game<tri_troyki::Game>(game, start, &tri_troyki::simulator, f) ||
      find_game<ton::Game>(game, start, &ton::simulator, f) ||
      find_game<construction::Game>(game, start, &construction::simulator, f))
    return f;
  throw py::type_error("game must be a pycards game object, not " +
                       std::string(py::str(py::type::of(game).attr("__name__"))));
}

}  // namespace

void bind_simulate(py::module_& m) {
  m.def("_simulate_columns", [](py::handle game) {
    const Found f = find(game, py::none());
    py::list out;
    for (int i = 0; i < f.sim.n_extra; ++i)
      out.append(py::make_tuple(f.sim.extra[i].name, f.sim.extra[i].per_side, f.sim.extra[i].none));
    return out;
  }, py::arg("game"), "Private: the game's breakdown columns of pycards.simulate as [(name, per_side, "
     "minus_one_is_none)] in table order.");
  m.def("_simulate", [](py::handle game, py::handle n_arg, py::handle seed_arg, py::handle threads_arg,
                        py::handle bot_arg, py::handle start, py::handle match_arg, py::handle players_arg,
                        py::handle sides_arg) {
    const long long n = to_int(n_arg, "n", 0, 100'000'000);
    SimArgs a;
    a.seed = to_u64(seed_arg, "seed");
    const int threads = int(to_int(threads_arg, "threads", 1, 256));
    const std::string bot = text_arg(bot_arg, "bot");
    if (bot != "random" && bot != "greedy") throw OptionError("bot must be 'random' or 'greedy', not '" + bot + "'");
    a.match = to_int(match_arg, "match", 0, 1) != 0;
    a.players = int(to_int(players_arg, "players", 1, 16));
    a.sides = int(to_int(sides_arg, "sides", 1, 16));
    Found f = find(game, start);
    a.start = f.start;
    a.greedy = bot == "greedy";
    if (a.greedy && !f.sim.has_greedy) throw OptionError("no C++ greedy for " + f.name);
    // One C-contiguous array per column (pycards/simulate.hpp): the dict hands them out as they are.
    py::dict out;
    std::vector<std::int64_t*> cols;
    const auto add = [&](const char* name, bool per_side) {
      py::array_t<std::int64_t> arr = per_side ? py::array_t<std::int64_t>({n, (long long)a.sides})
                                               : py::array_t<std::int64_t>(n);
      cols.push_back(arr.mutable_data());
      out[name] = arr;
    };
    add("scores", true);
    add("moves", false);
    add("deals", false);
    for (int i = 0; i < f.sim.n_extra; ++i) add(f.sim.extra[i].name, f.sim.extra[i].per_side);  // names distinct: make_simulator
    std::int64_t* const* c = cols.data();
    const void* g = f.game;
    const auto rows = f.sim.rows;
    // Keep the game and start objects alive while the GIL is released.
    py::object keep_game = py::reinterpret_borrow<py::object>(game);
    py::object keep_start = py::reinterpret_borrow<py::object>(start);
    released_rows(n, threads, 1024LL * threads, [&](long long b, long long e) { rows(g, a, b, e, c); });
    return out;
  }, py::arg("game"), py::arg("n"), py::arg("seed"), py::arg("threads"), py::arg("bot"), py::arg("start"),
     py::arg("match"), py::arg("players"), py::arg("sides"),
     "Private: pycards.simulate's dict of int64 arrays: scores (n, sides), moves, deals (n,), then the "
     "game's breakdown columns, (n,) or (n, sides), in its table's order.");
}

}  // namespace pycards::bind
