// `state.sample_world(seat, seed)` for every game (game-free): the checked arguments, the seeded
// generator, and one docstring. The game supplies the sampler (built on pycards/sampling.hpp) and
// how many seats a state has.
#pragma once

#include "common.hpp"
#include "pycards/rng.hpp"
#include "view.hpp"

namespace pycards::bind {

/// Adds sample_world(seat, seed=0) to a bound state class: `sample(state, seat, rng)` returns a
/// full state that agrees with everything `seat` has seen, its hidden cards dealt again uniformly
/// among the consistent deals; `players(state)` is the number of seats.
template <class Class, class Players, class Sample>
void def_sample_world(Class& cls, Players players, Sample sample) {
  using S = typename Class::type;
  cls.def(
      "sample_world",
      [players, sample](const S& s, py::handle seat, py::handle seed) {
        const int k = view_seat(seat, players(s));
        Rng rng(to_u64(seed, "seed"));
        return sample(s, k, rng);
      },
      py::arg("seat"), py::arg("seed") = 0,
      "A full state consistent with everything `seat` has seen (its view), the cards it cannot see\n"
      "dealt again uniformly among the deals that fit (known voids respected); a function of the\n"
      "seat's view and `seed` only.\n\n"
      ">>> w = s.sample_world(0, seed=1); w.view(0) == s.view(0)\nTrue");
}

}  // namespace pycards::bind
