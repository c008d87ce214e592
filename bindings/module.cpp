// pycards._core: the compiled module. Games are registered here explicitly, one line each.
#include "common.hpp"

namespace pycards::bind {
void bind_cards(py::module_& m);
void bind_chip_game(py::module_& m);
void bind_uragan(py::module_& m);
void bind_thousand(py::module_& m);
void bind_thousand_one(py::module_& m);
void bind_solver(py::module_& m);
void bind_thousand_solver(py::module_& m);
}  // namespace pycards::bind

namespace py = pybind11;
using namespace pycards;
using namespace pycards::bind;

namespace {

void raise_as(const char* cls, const std::exception& e) {
  const py::object type = py::module_::import("pycards.errors").attr(cls);
  PyErr_SetString(type.ptr(), e.what());
}

}  // namespace

PYBIND11_MODULE(_core, m) {
  m.doc() = "pycards compiled core (use the `pycards` package, not this module).";

  // One translator: C++ user errors become the Python classes of pycards.errors.
  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const IllegalMoveError& e) {
      raise_as("IllegalMoveError", e);
    } catch (const InvalidPositionError& e) {
      raise_as("InvalidPositionError", e);
    } catch (const ParseError& e) {
      raise_as("ParseError", e);
    } catch (const OptionError& e) {
      raise_as("OptionError", e);
    } catch (const Error& e) {
      raise_as("PycardsError", e);
    }
  });

  py::class_<PyMove>(m, "Move", R"doc(A move: immutable, hashable; `str(move)` is its notation and
`move.id` its stable integer id.

>>> m = Move("chip_game", "deal"); str(m), m.id
('deal', 0))doc")
      .def(py::init([](const std::string& game, const std::string& text) {
             const py::dict parsers = py::module_::import("pycards._core").attr("_move_parsers");
             if (!parsers.contains(game)) throw OptionError("unknown game '" + game + "'");
             return parsers[py::str(game)](text).cast<PyMove>();
           }),
           py::arg("game"), py::arg("text"))
      .def_property_readonly("id", [](const PyMove& mv) { return mv.id; })
      .def_property_readonly("game", [](const PyMove& mv) { return std::string(mv.game); })
      .def("__str__", &PyMove::str)
      .def("__repr__", [](const PyMove& mv) {
        return "Move('" + std::string(mv.game) + "', '" + mv.str() + "')";
      })
      .def("__eq__", [](const PyMove& a, py::handle b) {
        if (!py::isinstance<PyMove>(b)) return false;
        const auto& o = b.cast<const PyMove&>();
        return a.id == o.id && a.text == o.text;
      })
      .def("__ne__", [](const PyMove& a, py::handle b) {
        if (!py::isinstance<PyMove>(b)) return true;
        const auto& o = b.cast<const PyMove&>();
        return !(a.id == o.id && a.text == o.text);
      })
      .def("__hash__", [](const PyMove& mv) { return std::hash<std::uint64_t>()(mv.id) ^ std::hash<const void*>()(reinterpret_cast<const void*>(mv.text)); })
      .def(py::pickle([](const PyMove& mv) { return py::make_tuple(std::string(mv.game), mv.str()); },
                      [](const py::tuple& t) {
                        const py::dict parsers = py::module_::import("pycards._core").attr("_move_parsers");
                        return parsers[t[0]](t[1]).cast<PyMove>();
                      }));

  move_type = reinterpret_cast<PyTypeObject*>(m.attr("Move").ptr());  // the module keeps it alive

  bind_cards(m);
  bind_chip_game(m);
  bind_uragan(m);
  bind_thousand(m);
  bind_thousand_one(m);
  bind_solver(m);
  bind_thousand_solver(m);
}
