// pycards._core: the compiled module. Games are registered here explicitly, one line each.
#include "common.hpp"

namespace pycards::bind {
void bind_cards(py::module_& m);
void bind_chip_game(py::module_& m);
void bind_uragan(py::module_& m);
void bind_hurricane(py::module_& m);
void bind_kazino(py::module_& m);
void bind_construction(py::module_& m);
void bind_thousand(py::module_& m);
void bind_thousand_one(py::module_& m);
void bind_stos(py::module_& m);
void bind_tri_palki(py::module_& m);
void bind_tri_listika(py::module_& m);
void bind_ton(py::module_& m);
void bind_solver(py::module_& m);
void bind_handeval(py::module_& m);
void bind_torgovlya(py::module_& m);
void bind_tri_troyki(py::module_& m);
void bind_simulate(py::module_& m);
}  // namespace pycards::bind

namespace py = pybind11;
using namespace pycards;
using namespace pycards::bind;

namespace {

// A message over this many bytes is cut (with its length said): no error echoes a huge input
// whole, even where a message builder forgot to shorten it.
constexpr std::size_t kMaxMessage = 2000;

void raise_as(const char* cls, const std::exception& e) {
  const py::object type = py::module_::import("pycards.errors").attr(cls);
  PyErr_SetString(type.ptr(), excerpt(e.what(), kMaxMessage).c_str());
}

// The registered game class called `name` (pickles name games: a bad name is a ParseError).
py::object game_class(py::handle name) {
  const py::dict games = py::module_::import("pycards._core").attr("_games");
  const std::string text = text_arg(name, "game name");
  if (!games.contains(name)) {
    std::string known;
    for (auto item : games) known += (known.empty() ? "" : ", ") + std::string(py::str(item.first));
    throw OptionError("unknown game '" + excerpt(text) + "'; games: " + known);
  }
  return games[name];
}

py::object make_game(py::handle name, py::handle options) {
  if (!PyDict_Check(options.ptr())) throw py::type_error("game options must be a dict, not " + type_name(options));
  return game_class(name)(**py::reinterpret_borrow<py::dict>(options));
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
      .def(py::init([](py::handle game, py::handle text) {
             game_class(game);  // a known game, or OptionError naming the games
             const py::dict parsers = py::module_::import("pycards._core").attr("_move_parsers");
             return parsers[game](text).cast<PyMove>();
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
      .def("__reduce__", [](py::handle self) {  // every pickle protocol: Move(game, text)
        const auto& mv = self.cast<const PyMove&>();
        return py::make_tuple(py::type::handle_of(self), py::make_tuple(std::string(mv.game), mv.str()));
      });

  move_type = reinterpret_cast<PyTypeObject*>(m.attr("Move").ptr());  // the module keeps it alive

  bind_cards(m);
  bind_chip_game(m);
  bind_uragan(m);
  bind_hurricane(m);
  bind_kazino(m);
  bind_thousand(m);
  bind_thousand_one(m);
  bind_stos(m);
  bind_tri_palki(m);
  bind_tri_listika(m);
  bind_torgovlya(m);
  bind_tri_troyki(m);
  bind_ton(m);
  bind_construction(m);
  bind_simulate(m);
  bind_solver(m);
  bind_handeval(m);

  // What pickles of games and states call (their __reduce__): everything is checked again, so a
  // hand-made pickle can only produce a valid game or a state that position() accepts.
  m.def("_restore_game", &make_game, py::arg("name"), py::arg("options"),
        "pycards.game(name, **options) for unpickling (private).");
  m.def("_restore_state", [](py::handle name, py::handle options, py::handle notation) {
    return make_game(name, options).attr("position")(notation);
  }, py::arg("name"), py::arg("options"), py::arg("notation"),
        "game(name, **options).position(notation) for unpickling (private).");

  seal_classes(m);  // last: every class is bound
}
