// `state._greedy_move(seed)` for every game (game-free): the test hook that proves a game's C++
// greedy rule, `greedy_move(state, rng)` of its namespace (found by argument-dependent lookup),
// equals its Python greedy_rule (tests/test_greedy_cpp.py). One generator Rng(seed) per call.
#pragma once

#include "common.hpp"
#include "pycards/rng.hpp"

namespace pycards::bind {

template <class G, class Class>
void def_greedy_move(Class& cls) {
  using S = typename G::State;
  cls.def(
      "_greedy_move",
      [](const S& s, py::handle seed) {
        Rng rng(to_u64(seed, "seed"));
        if (s.is_over()) throw IllegalMoveError("no move to choose: the " + std::string(G::kName) + " game is over");
        MoveId id;
        {
          py::gil_scoped_release nogil;
          id = greedy_move(s, rng);
        }
        return make_move<G>(id);
      },
      py::arg("seed") = 0,
      "The greedy rule's move computed in C++ (the twin of the game's greedy_rule, docs/bots.md)\n"
      "with the generator Rng(seed); a test hook.");
}

}  // namespace pycards::bind
