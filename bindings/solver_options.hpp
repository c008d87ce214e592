// The checked solver options shared by every game's solve binding, and Ctrl-C for solves that
// run with the GIL released.
#pragma once

#include <pybind11/pybind11.h>

#include <cstddef>
#include <cstdint>
#include <utility>

#include "pycards/errors.hpp"
#include "pycards/solver.hpp"

namespace pycards::bind {

/// The root moves a solve proves (pycards.solve's `all_moves`: False, True, "best").
enum MovesMode : int { kValueOnly = 0, kEveryMove = 1, kBestMoves = 2 };

/// SolveOptions from the Python arguments; `tt_mb` outside (0, 65536] or an unknown `moves`
/// mode raises ValueError.
inline solver::SolveOptions solve_options(std::uint64_t limit_nodes, double tt_mb, bool pv, int moves) {
  if (!(tt_mb > 0 && tt_mb <= 65536)) throw Error("tt_mb must be a number in (0, 65536]");
  if (moves < kValueOnly || moves > kBestMoves) throw Error("all_moves must be True, False or \"best\"");
  solver::SolveOptions opt;
  opt.limit_nodes = limit_nodes;
  opt.tt_bytes = std::size_t(tt_mb * (1 << 20));
  opt.principal_variation = pv;
  opt.all_moves = moves != kValueOnly;
  opt.best_only = moves == kBestMoves;
  return opt;
}

/// Ctrl-C during a solve: the solver polls `poll` every few thousand nodes (about a
/// millisecond); it takes the GIL for a moment and runs Python's signal handlers (in the main
/// thread; elsewhere Python runs none). An exception from a handler (KeyboardInterrupt) stops the
/// search; `rethrow()` raises it once the solver has returned and the GIL is held again. The
/// solver works on its own copy of the position, so nothing is left half-changed.
///
/// With a `progress` callable, the solver's progress polls call it, about every `every` seconds
/// of the solve (the first time after `every` seconds; the polls in between only read the clock,
/// without the GIL), as progress(nodes, seconds, tt_bytes, moves_exact, moves_total). An
/// exception from it stops the search and is raised as Ctrl-C's is.
class Interrupt {
 public:
  explicit Interrupt(solver::SolveOptions& opt, pybind11::object progress = pybind11::none(), double every = 0.5)
      : progress_(std::move(progress)), every_(every), due_(every) {
    opt.interrupted = &poll;
    opt.interrupt_context = this;
    if (!progress_.is_none()) {
      opt.progress = &report;
      opt.progress_context = this;
    }
  }
  ~Interrupt() {
    Py_XDECREF(type_);
    Py_XDECREF(value_);
    Py_XDECREF(trace_);
  }
  Interrupt(const Interrupt&) = delete;
  Interrupt& operator=(const Interrupt&) = delete;

  void rethrow() {
    if (!type_) return;
    PyErr_Restore(type_, value_, trace_);
    type_ = value_ = trace_ = nullptr;
    throw pybind11::error_already_set();
  }

 private:
  static bool poll(void* context) {
    auto* self = static_cast<Interrupt*>(context);
    pybind11::gil_scoped_acquire gil;
    if (PyErr_CheckSignals() == 0) return false;
    PyErr_Fetch(&self->type_, &self->value_, &self->trace_);
    return true;
  }
  static bool report(void* context, const solver::SolveProgress& p) {
    auto* self = static_cast<Interrupt*>(context);
    if (p.seconds < self->due_) return false;
    self->due_ = p.seconds + self->every_;
    pybind11::gil_scoped_acquire gil;
    try {
      self->progress_(p.nodes, p.seconds, p.tt_bytes, p.moves_exact, p.moves_total);
    } catch (pybind11::error_already_set& e) {
      e.restore();
      PyErr_Fetch(&self->type_, &self->value_, &self->trace_);
      return true;
    }
    return false;
  }
  pybind11::object progress_;
  double every_, due_;
  PyObject* type_ = nullptr;
  PyObject* value_ = nullptr;
  PyObject* trace_ = nullptr;
};

}  // namespace pycards::bind
