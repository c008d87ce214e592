// Private entry point of the Тысяча / 1001 card-play solver (the public surface is
// pycards/solve.py): _core._thousand_solve(state, target, ...) for a state of either game in its
// play phase. Values come back in the declarer's units (see pycards.solve).
#include "common.hpp"
#include "solver_options.hpp"
#include "games/thousand.hpp"
#include "games/thousand_one.hpp"
#include "games/thousand_solver.hpp"

namespace pycards::bind {
namespace {

py::dict run(const thousand::Table& t, const thousand::PlayRules& rules, int target, std::uint64_t limit_nodes,
             double tt_mb, bool pv, bool all_moves) {
  using thousand_solver::Adapter;
  const Adapter adapter(t, rules, target);
  solver::SolveOptions opt = solve_options(limit_nodes, tt_mb, pv, all_moves);
  Interrupt interrupt(opt);
  solver::SolveResult<thousand_solver::Move> r;
  {
    py::gil_scoped_release release;
    r = thousand_solver::solve(adapter, opt);
  }
  interrupt.rethrow();
  // Root side-to-move values -> the declarer's units: his total (exact mode) or 1/0 (target).
  const bool decl = adapter.side(adapter.root()) == 0;
  const int past = adapter.target_mode() ? 0 : adapter.past();
  auto conv = [&](int v) { return past + (decl ? v : -v); };
  py::list moves;
  for (std::size_t i = 0; i < r.moves.size(); ++i)
    moves.append(py::make_tuple(thousand::move_text(r.moves[i]),
                                r.move_values[i] ? py::object(py::int_(conv(*r.move_values[i]))) : py::object(py::none())));
  py::list line;
  for (auto mv : adapter.expand_line(r.pv)) line.append(thousand::move_text(mv));
  py::dict out;
  out["exact"] = r.exact;
  out["value"] = r.exact ? py::object(py::int_(conv(r.value))) : py::object(py::none());
  out["lower"] = decl ? conv(r.lower) : conv(r.upper);
  out["upper"] = decl ? conv(r.upper) : conv(r.lower);
  out["moves"] = moves;
  out["pv"] = line;
  out["nodes"] = r.nodes;
  out["seconds"] = r.seconds;
  out["tt_bytes"] = r.tt_bytes;
  out["declarer"] = int(t.declarer);
  out["past"] = adapter.past();
  out["maximising"] = decl;
  return out;
}

template <class S>
void def_solve(py::module_& m) {
  m.def(
      "_thousand_solve",
      [](const S& s, int target, std::uint64_t limit_nodes, double tt_mb, bool pv, bool all_moves) {
        if (s.phase() != "play")
          throw InvalidPositionError("the solver needs a deal in its card-play phase, not '" + std::string(s.phase()) + "'");
        return run(s.table(), s.config().play, target, limit_nodes, tt_mb, pv, all_moves);
      },
      py::arg("state"), py::arg("target") = -1, py::arg("limit_nodes") = 0, py::arg("tt_mb") = 96.0,
      py::arg("pv") = true, py::arg("all_moves") = true,
      "Solves the card play of a Тысяча / 1001 state (private; use pycards.solve).");
}

}  // namespace

void bind_thousand_solver(py::module_& m) {
  def_solve<thousand::State>(m);
  def_solve<thousand_one::State>(m);
}

}  // namespace pycards::bind
