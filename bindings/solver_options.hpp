// The checked solver options shared by every game's solve binding.
#pragma once

#include <cstddef>
#include <cstdint>

#include "pycards/errors.hpp"
#include "pycards/solver.hpp"

namespace pycards::bind {

/// SolveOptions from the Python arguments; `tt_mb` outside (0, 65536] raises ValueError.
inline solver::SolveOptions solve_options(std::uint64_t limit_nodes, double tt_mb, bool pv, bool all_moves) {
  if (!(tt_mb > 0 && tt_mb <= 65536)) throw InvalidPositionError("tt_mb must be in (0, 65536]");
  solver::SolveOptions opt;
  opt.limit_nodes = limit_nodes;
  opt.tt_bytes = std::size_t(tt_mb * (1 << 20));
  opt.principal_variation = pv;
  opt.all_moves = all_moves;
  return opt;
}

}  // namespace pycards::bind
