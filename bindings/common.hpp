// Shared binding machinery: checked conversions, the exception translator's targets, the Move
// type, and `bind_game<G>()`, which gives every game the same Python surface (pycards.game(),
// new_deal, new_match, position, legal_moves, play, copy, ==, pickling, ...).
#pragma once

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <cstdint>
#include <string>
#include <vector>

#include "pycards/cards.hpp"
#include "pycards/errors.hpp"
#include "pycards/game.hpp"

namespace pycards::bind {

namespace py = pybind11;

/// The name of `value`'s type, for "must be an X, not Y" messages.
std::string type_name(py::handle value);
/// A Python int (or an object with __index__, e.g. numpy.int64; never a bool) in [0, 2**64)
/// (seeds, masks, move ids); anything else raises ValueError/TypeError naming `what`.
std::uint64_t to_u64(py::handle value, const char* what);
/// The same in [lo, hi].
long long to_int(py::handle value, const char* what, long long lo, long long hi);
/// A Python str as UTF-8. Not a str: TypeError; a str that has no UTF-8 form (a lone surrogate
/// such as '\ud800'): ParseError naming `what` and the index. Never pybind11's cast, whose
/// failure surfaces as RuntimeError.
std::string text_arg(py::handle value, const char* what);

/// Makes every class bound in `m` safe from Python-side construction tricks (call once, after
/// every class is bound): a class can no longer be subclassed, and `T.__new__(T)` (pickle's
/// NEWOBJ, copyreg) cannot hand out an instance whose C++ value was never constructed: the
/// instance is constructed inside __new__, or not made at all (TypeError). Also guards
/// pybind11's shared base type, whose direct instantiation would otherwise abort the process.
void seal_classes(py::module_& m);

/// A seat for Python: the int, or None for "no seat" (any negative value).
inline py::object seat_or_none(int seat) { return seat < 0 ? py::object(py::none()) : py::object(py::int_(seat)); }

/// Converts **options (a dict) into checked option values.
std::vector<std::pair<std::string, OptionValue>> option_values(const py::dict& kwargs);
py::dict options_dict(const Options& options);
py::list option_specs_list(const OptionSpecs& specs);

/// A move as Python sees it: the game's name, its stable id, and its text on demand.
struct PyMove {
  std::uint64_t id = 0;
  const char* game = "";                       // points at the game's static kName
  std::string (*text)(MoveId) = nullptr;       // the game's static move_text
  std::string str() const { return text(id); }
};

/// The Python type `pycards.Move` (set once at module init, right after it is bound).
inline PyTypeObject* move_type = nullptr;

/// The PyMove held by `o` if `o` is exactly a pycards.Move (not a subclass) with its value set,
/// else nullptr: a pointer compare and a field read instead of pybind11's generic isinstance +
/// cast (two type look-ups). Uses pybind11's instance layout (`simple_value_holder[0]` is the
/// value pointer of a simple-layout instance, which a Move always is).
inline const PyMove* exact_move(PyObject* o) {
  if (Py_TYPE(o) != move_type) return nullptr;
  const auto* inst = reinterpret_cast<const py::detail::instance*>(o);
  if (!inst->simple_layout || !inst->simple_holder_constructed) return nullptr;
  return static_cast<const PyMove*>(inst->simple_value_holder[0]);
}

/// A Move of game G for `id` (a new reference). Moves are immutable values, so recently made
/// ones are shared: a direct-mapped cache of 4096 Moves per game (each slot keeps one reference)
/// turns the pybind11 instance creation (allocation, value allocation, instance registry) into a
/// hash, a compare and an incref for moves seen before. Needs the GIL (every caller holds it).
template <class G>
py::object make_move(MoveId id) {
  struct Slot {
    MoveId id = 0;
    PyObject* move = nullptr;
  };
  static Slot cache[4096];  // never freed: the references live until the process ends
  Slot& slot = cache[(id * 0x9E3779B97F4A7C15ULL) >> 52];
  if (slot.move && slot.id == id) return py::reinterpret_borrow<py::object>(slot.move);
  py::object mv = py::cast(PyMove{id, G::kName.data(), &G::move_text});
  PyObject* old = slot.move;
  slot.id = id;
  slot.move = py::object(mv).release().ptr();
  Py_XDECREF(old);
  return mv;
}

/// Registers a game at module init (one call per game, from bind_game): its class in
/// `_core._games` (the compiled module's own list of games, in registration order; pycards.games()
/// reads it), its state class in `_core._state_classes`, and the parser behind `Move(game, text)`
/// in `_core._move_parsers`.
void register_game(py::module_& m, const char* game, py::handle cls, py::handle state_cls, py::object parser);

Card card_arg(py::handle value);
py::object make_card(Card c);
py::object make_cardset(CardSet s);
py::list make_card_list(const Card* begin, const Card* end);

/// Resolves a Move, move text or move id passed to play() into an id of game G.
template <class G>
MoveId move_arg(py::handle m) {
  if (const PyMove* mv = exact_move(m.ptr()); mv && mv->text == &G::move_text) return mv->id;  // fast path
  if (PyLong_CheckExact(m.ptr())) {
    const unsigned long long id = PyLong_AsUnsignedLongLong(m.ptr());
    if (!(id == static_cast<unsigned long long>(-1) && PyErr_Occurred())) return id;
    PyErr_Clear();  // negative or too large: the checked path below says so
  }
  if (py::isinstance<PyMove>(m)) {
    const auto& mv = m.cast<const PyMove&>();
    if (mv.text != &G::move_text)
      throw IllegalMoveError(std::string("move '") + mv.str() + "' belongs to " + mv.game +
                             ", not " + std::string(G::kName));
    return mv.id;
  }
  if (PyUnicode_Check(m.ptr())) return G::parse_move(text_arg(m, "move text"));
  if (!PyBool_Check(m.ptr()) && PyIndex_Check(m.ptr())) return to_u64(m, "move id");
  throw py::type_error("a move is a pycards.Move, its text or its int id, not " + type_name(m));
}

template <class G>
py::list move_ids_list(const typename G::State& s) {
  const auto list = legal_moves<G>(s);
  py::list out(list.size);
  for (int i = 0; i < list.size; ++i) {
    PyObject* id = PyLong_FromUnsignedLongLong(list.ids[i]);
    if (!id) throw py::error_already_set();
    PyList_SET_ITEM(out.ptr(), i, id);
  }
  return out;
}

template <class G>
py::list moves_list(const typename G::State& s) {
  const auto list = legal_moves<G>(s);
  py::list out(list.size);
  for (int i = 0; i < list.size; ++i) PyList_SET_ITEM(out.ptr(), i, make_move<G>(list.ids[i]).release().ptr());
  return out;
}

/// The C++ state inside a pybind11 instance of a bound state class (simple layout, which every
/// state instance has unless a Python class inherits two bound classes), else nullptr.
template <class S>
S* state_of(PyObject* self) {
  auto* inst = reinterpret_cast<py::detail::instance*>(self);
  if (!inst->simple_layout || !inst->simple_holder_constructed) return nullptr;
  return static_cast<S*>(inst->simple_value_holder[0]);
}

/// A state's record (state.record(), history(), undo()) lives in its instance __dict__ (every state
/// class has dynamic attributes): "_origin", how the state began — ("deal", seed, dealer),
/// ("match", seed) or ("position", notation) — and "_moves", the ids played since, in order. The
/// game code itself never sees it, so the C++ states stay plain values. A state made where no
/// origin is known (a solver's line, a sampled world, an unpickled state) gets ("position", its
/// notation) when its first move is played or its record is asked for.
struct HistoryKeys {
  PyObject* origin;
  PyObject* moves;
};
const HistoryKeys& history_keys();  // interned once at module init (immutable afterwards)

/// The instance __dict__ of a state (created if absent); never null for a bound state.
PyObject* instance_dict(PyObject* self);

/// Sets the origin of `self` and an empty move list.
void set_origin(PyObject* self, py::handle origin);

/// Gives `to` the origin and a copy of the moves of `from` (copy(), __deepcopy__).
void copy_history(PyObject* from, PyObject* to);

/// The move list of `self` (borrowed), first set to ("position", notation) + [] when the state has
/// none or it was replaced by something that is not a list of move ids.
template <class S>
PyObject* history_of(PyObject* self, const S& s) {
  PyObject* d = instance_dict(self);
  PyObject* moves = PyDict_GetItemWithError(d, history_keys().moves);
  if (!moves && PyErr_Occurred()) throw py::error_already_set();
  PyObject* origin = PyDict_GetItemWithError(d, history_keys().origin);
  if (!origin && PyErr_Occurred()) throw py::error_already_set();
  if (moves && PyList_CheckExact(moves) && origin && PyTuple_CheckExact(origin)) return moves;
  set_origin(self, py::make_tuple("position", s.notation()));
  return PyDict_GetItem(d, history_keys().moves);
}

/// play() of a bound state: the checked move, then its id appended to the history (a rejected
/// move changes neither).
template <class G>
void play_recorded(PyObject* self, typename G::State& s, MoveId id) {
  PyObject* moves = history_of(self, s);
  Py_INCREF(moves);
  const py::object hold = py::reinterpret_steal<py::object>(moves);
  play_checked<G>(s, id);
  const py::object v = py::reinterpret_steal<py::object>(PyLong_FromUnsignedLongLong(id));
  if (!v || PyList_Append(moves, v.ptr()) != 0) throw py::error_already_set();
}

/// A new bound state (a Python object) holding `s`, with `origin`.
template <class S>
py::object with_origin(S&& s, py::handle origin) {
  py::object o = py::cast(std::forward<S>(s));
  set_origin(o.ptr(), origin);
  return o;
}

/// The per-move methods of the Python loop (is_over, legal_moves, legal_move_ids, play) as plain
/// CPython vectorcall methods: pybind11's generic dispatcher (overload resolution, argument
/// casters, policies) costs ~100 ns a call, which is most of a move. Each replaces the pybind11
/// method of the same name and falls back to it (kept in `slow`) for keywords, a wrong number of
/// arguments or an unusual instance layout, so behaviour, errors and keywords stay the same.
template <class G>
struct FastMethods {
  using S = typename G::State;
  enum Which { kIsOver, kLegalMoves, kLegalMoveIds, kPlay, kCount };
  static inline PyObject* slow[kCount] = {};
  static inline PyMethodDef defs[kCount] = {};
  static inline std::string docs[kCount];

  static PyObject* fallback(Which w, PyObject* self, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
    const Py_ssize_t nkw = kwnames ? PyTuple_GET_SIZE(kwnames) : 0;
    std::vector<PyObject*> stack(static_cast<std::size_t>(1 + nargs + nkw));
    stack[0] = self;
    for (Py_ssize_t i = 0; i < nargs + nkw; ++i) stack[static_cast<std::size_t>(1 + i)] = args[i];
    return PyObject_Vectorcall(slow[w], stack.data(), static_cast<std::size_t>(1 + nargs), kwnames);
  }

  template <Which W>
  static PyObject* method(PyObject* self, PyObject* const* args, Py_ssize_t nargsf, PyObject* kwnames) {
    const Py_ssize_t nargs = PyVectorcall_NARGS(nargsf);
    S* s = state_of<S>(self);
    if (!s || kwnames || nargs != (W == kPlay ? 1 : 0)) return fallback(W, self, args, nargs, kwnames);
    try {
      if constexpr (W == kIsOver) {
        return py::bool_(s->is_over()).release().ptr();
      } else if constexpr (W == kLegalMoves) {
        return moves_list<G>(*s).release().ptr();
      } else if constexpr (W == kLegalMoveIds) {
        return move_ids_list<G>(*s).release().ptr();
      } else {
        play_recorded<G>(self, *s, move_arg<G>(py::handle(args[0])));
        Py_RETURN_NONE;
      }
    } catch (py::error_already_set& e) {
      e.restore();
      return nullptr;
    } catch (...) {
      py::detail::try_translate_exceptions();
      return nullptr;
    }
  }

  template <Which W>
  static void replace(py::handle cls, const char* name) {
    py::object old = cls.attr(name);  // pybind11 stores methods as instancemethod(function)
    PyObject* fn = PyInstanceMethod_Check(old.ptr()) ? PyInstanceMethod_GET_FUNCTION(old.ptr()) : old.ptr();
    Py_INCREF(fn);  // kept for the fallback for the life of the process
    slow[W] = fn;
    docs[W] = py::str(py::getattr(py::handle(fn), "__doc__", py::str("")));
    defs[W] = PyMethodDef{name, reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(&method<W>)),
                          METH_FASTCALL | METH_KEYWORDS, docs[W].c_str()};
    py::object descr = py::reinterpret_steal<py::object>(
        PyDescr_NewMethod(reinterpret_cast<PyTypeObject*>(cls.ptr()), &defs[W]));
    if (!descr) throw py::error_already_set();
    py::setattr(cls, name, descr);
  }

  static void install(py::handle cls) {
    replace<kIsOver>(cls, "is_over");
    replace<kLegalMoves>(cls, "legal_moves");
    replace<kLegalMoveIds>(cls, "legal_move_ids");
    replace<kPlay>(cls, "play");
  }
};

/// pycards.pretty.render(obj, seat, color): the readable layout of a state or view, in Python.
inline std::string pretty_of(py::handle obj, py::handle seat, py::handle color) {
  if (!seat.is_none()) to_int(seat, "seat", 0, 64);
  if (!PyBool_Check(color.ptr())) throw py::type_error("color must be True or False, not " + type_name(color));
  return py::module_::import("pycards.pretty").attr("render")(obj, seat, color).cast<std::string>();
}

/// copy() of a bound state: the C++ copy with the same record.
template <class S>
py::object copy_state(py::handle self) {
  py::object o = py::cast(S(self.cast<const S&>()));
  copy_history(self.ptr(), o.ptr());
  return o;
}

/// The state `origin` names, of game `g` (origin as kept by history_of; a tampered one raises).
template <class G>
typename G::State start_of(const G& g, py::handle origin) {
  const auto t = py::reinterpret_borrow<py::tuple>(origin);
  const std::string kind = t.size() ? text_arg(t[0], "record start") : "";
  if (kind == "deal" && t.size() == 3)
    return g.new_deal(to_u64(t[1], "seed"), static_cast<int>(to_int(t[2], "dealer", -1'000'000, 1'000'000)));
  if (kind == "match" && t.size() == 2) return g.new_match(to_u64(t[1], "seed"));
  if (kind == "position" && t.size() == 2) return g.position(text_arg(t[1], "position"));
  throw py::type_error("a state's _origin must be ('deal', seed, dealer), ('match', seed) or ('position', text)");
}

/// state.record(): {"game", "options", "start", "seed", "dealer", "position", "moves"}.
template <class G>
py::dict record_of(py::handle self) {
  using S = typename G::State;
  const S& s = self.cast<const S&>();
  PyObject* moves = history_of(self.ptr(), s);
  const auto origin = py::reinterpret_borrow<py::tuple>(
      PyDict_GetItem(instance_dict(self.ptr()), history_keys().origin));
  py::dict r;
  r["game"] = std::string(G::kName);
  r["options"] = options_dict(G::options_of(s));
  const std::string kind = text_arg(origin[0], "record start");
  r["start"] = kind;
  r["seed"] = kind == "position" ? py::object(py::none()) : py::object(origin[1]);
  r["dealer"] = kind == "deal" ? py::object(origin[2]) : py::object(py::none());
  r["position"] = kind == "position" ? py::object(origin[1]) : py::object(py::none());
  py::list texts;
  for (py::handle id : py::reinterpret_borrow<py::list>(moves)) texts.append(G::move_text(to_u64(id, "move id")));
  r["moves"] = texts;
  return r;
}

/// state.undo(): rebuilt from its origin and every move but the last.
template <class G>
void undo_last(py::handle self) {
  using S = typename G::State;
  S& s = self.cast<S&>();
  PyObject* moves = history_of(self.ptr(), s);
  const Py_ssize_t n = PyList_GET_SIZE(moves);
  if (n == 0) throw IllegalMoveError("undo: no move has been played since this state began");
  const G g(G::options_of(s));
  S rebuilt = start_of(g, PyDict_GetItem(instance_dict(self.ptr()), history_keys().origin));
  for (Py_ssize_t i = 0; i + 1 < n; ++i) play_checked<G>(rebuilt, to_u64(PyList_GET_ITEM(moves, i), "move id"));
  s = rebuilt;
  if (PyList_SetSlice(moves, n - 1, n, nullptr) != 0) throw py::error_already_set();
}

/// The common surface of a game `G` and its state; returns the state class so a game's binding
/// file can add its own attributes.
/// pycards.game('name', option=value, ...): every option, in spec order (also the game's identity).
template <class G>
std::string game_repr(const G& g) {
  std::string args;
  for (const auto& [k, v] : g.options().items()) args += ", " + k + "=" + to_string(v);
  return "pycards.game('" + std::string(G::kName) + "'" + args + ")";
}

template <class G>
py::class_<typename G::State> bind_game(py::module_& m, const char* game_class, const char* state_class,
                                        const char* doc) {
  using S = typename G::State;
  // Both classes are registered before any method is defined, so signatures (help(), stubs)
  // name the Python classes, not the C++ types.
  py::class_<G> game(m, game_class, doc);
  py::class_<S> state(m, state_class,
                      "A position of the game, from its new_match(), new_deal() or position(): play() changes "
                      "it in place, copy() gives an independent one; compares with ==.",
                      py::dynamic_attr());  // the record (history_of): see HistoryKeys
  game.def(py::init([](const py::kwargs& kw) {
             return G(Options(G::kName, G::option_specs(), option_values(kw)));
           }),
           "Validated options as keywords; an unknown option or value raises ValueError.")
      .def_property_readonly_static("name", [](py::handle) { return std::string(G::kName); })
      .def_property_readonly("options", [](const G& g) { return options_dict(g.options()); },
                             "Every option with its value, defaults included.")
      .def_static("option_specs", [] { return option_specs_list(G::option_specs()); },
                  "Each option: name, default, allowed values, description.")
      .def("new_deal",
           [](const G& g, py::handle seed, py::handle dealer) {
             const std::uint64_t sd = to_u64(seed, "seed");
             const int d = static_cast<int>(to_int(dealer, "dealer", -1'000'000, 1'000'000));
             return with_origin(g.new_deal(sd, d), py::make_tuple("deal", sd, d));
           },
           py::arg("seed") = 0, py::arg("dealer") = 0, "One deal from a seeded shuffle.")
      .def("new_match",
           [](const G& g, py::handle seed) {
             const std::uint64_t sd = to_u64(seed, "seed");
             return with_origin(g.new_match(sd), py::make_tuple("match", sd));
           },
           py::arg("seed") = 0, "A whole game from a seed (dealer by lot).")
      .def("position",
           [](const G& g, py::handle text) {
             S s = g.position(text_arg(text, "position"));
             std::string canonical = s.notation();
             return with_origin(std::move(s), py::make_tuple("position", canonical));
           },
           py::arg("text"), "The state written by `notation()`.")
      .def("parse_move",
           [](const G&, py::handle text) { return make_move<G>(G::parse_move(text_arg(text, "move text"))); },
           py::arg("text"), "A Move from its text (not checked against any position).")
      .def("__repr__", &game_repr<G>)
      // a game is a value: equal when it is the same game with the same options (so a state's
      // `game` equals the one it was made with), hashable consistently
      .def("__eq__", [](const G& a, py::handle b) -> py::object {
        if (!py::isinstance<G>(b)) return py::reinterpret_borrow<py::object>(Py_NotImplemented);
        return py::bool_(game_repr<G>(a) == game_repr<G>(b.cast<const G&>()));
      })
      .def("__hash__", [](const G& g) { return py::hash(py::str(game_repr<G>(g))); })
      .def("__reduce__", [](const G& g) {  // every pickle protocol: pycards._pickle.restore_game(name, options)
        return py::make_tuple(py::module_::import("pycards._pickle").attr("restore_game"),
                              py::make_tuple(std::string(G::kName), options_dict(g.options())));
      });


  state.def_property_readonly("to_move", [](const S& s) -> py::object {
         const int seat = s.to_move();
         return seat == kNoSeat ? py::object(py::none()) : py::object(py::int_(seat));
       })
      .def_property_readonly("phase", [](const S& s) { return std::string(s.phase()); })
      .def_property_readonly_static("game_name", [](py::handle) { return std::string(G::kName); })
      .def("is_over", &S::is_over)
      .def("legal_moves", &moves_list<G>)
      .def("legal_move_ids", &move_ids_list<G>)
      .def("is_legal", [](const S& s, py::handle mv) {
        MoveId id;
        try {
          id = move_arg<G>(mv);
        } catch (const Error&) {  // bad text, another game's move, an id out of range: not legal here
          return false;
        }
        return !s.is_over() && legal_moves<G>(s).contains(id);
      })
      .def("play", [](py::handle self, py::handle mv) {
        S& s = self.cast<S&>();
        play_recorded<G>(self.ptr(), s, move_arg<G>(mv));
      }, py::arg("move"))
      .def("copy", &copy_state<S>, "An independent copy (its record too).")
      .def("__copy__", &copy_state<S>)
      .def("__deepcopy__", [](py::handle self, py::handle) { return copy_state<S>(self); })
      .def("history", [](py::handle self) {
        const S& s = self.cast<const S&>();
        PyObject* moves = history_of(self.ptr(), s);
        py::list out;
        for (py::handle id : py::reinterpret_borrow<py::list>(moves)) out.append(make_move<G>(to_u64(id, "move id")));
        return out;
      }, "The moves played since the state began (new_deal, new_match or position), oldest first.")
      .def("record", [](py::handle self) { return record_of<G>(self); },
           "A JSON-ready record of the game so far: game, options, how it began (seed and dealer, or "
           "the position), every move in text; pycards.replay(record) gives this state again.")
      .def("undo", [](py::handle self) { undo_last<G>(self); },
           "Takes back the last move: the state is rebuilt from its beginning and every move but "
           "the last (cheap: a deal has at most a few hundred moves). IllegalMoveError when no move "
           "was played.")
      .def("notation", &S::notation)
      .def("__eq__", [](const S& a, py::handle b) {
        return py::isinstance<S>(b) && a == b.cast<const S&>();
      })
      .def("__ne__", [](const S& a, py::handle b) {
        return !(py::isinstance<S>(b) && a == b.cast<const S&>());
      })
      .def("__repr__", [](const S& s) {
        return "<" + std::string(G::kName) + " " + s.notation() + ">";
      })
      .def("__str__", [](py::handle self) { return pretty_of(self, py::none(), py::bool_(false)); },
           "The readable layout (pycards.pretty): print(state); notation() is the one-line form.")
      .def("pretty", [](py::handle self, py::handle seat, py::handle color) { return pretty_of(self, seat, color); },
           py::arg("seat") = py::none(), py::arg("color") = false,
           "The readable layout: every card, or what `seat` has seen (its view); `color` paints the red suits.")
      .def_property_readonly("game", [](const S& s) { return G(G::options_of(s)); },
                             "The game (rules and options) this state belongs to.")
      .def("__reduce__", [](const S& s) {  // its game's options and its notation, read back by position()
        return py::make_tuple(py::module_::import("pycards._pickle").attr("restore_state"),
                              py::make_tuple(std::string(G::kName), options_dict(G::options_of(s)), s.notation()));
      });
  state.attr("__hash__") = py::none();  // mutable: not hashable (hash the notation instead)
  FastMethods<G>::install(state);
  register_game(m, G::kName.data(), game, state, py::cpp_function([](py::handle text) {
                  return PyMove{G::parse_move(text_arg(text, "move text")), G::kName.data(), &G::move_text};
                }));
  return state;
}

/// `<game>_deal_seed(seed, k)`: the seed of deal k of new_match(seed), from the game's deal_seed.
template <class DealSeed>
void def_deal_seed(py::module_& m, const char* name, const char* doc, DealSeed deal_seed) {
  m.def(name, [deal_seed](py::handle seed, py::handle k) {
    return deal_seed(to_u64(seed, "seed"), static_cast<std::uint32_t>(to_int(k, "deal number", 0, 0xFFFFFFFFLL)));
  }, py::arg("seed"), py::arg("k"), doc);
}

}  // namespace pycards::bind
