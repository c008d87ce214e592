// Checked conversions and the Move type shared by every game's binding.
#include "common.hpp"

#include <algorithm>
#include <climits>
#include <cstdio>

namespace pycards::bind {

std::string type_name(py::handle value) { return Py_TYPE(value.ptr())->tp_name; }

namespace {

// The int behind `value` (a new reference): ints as they are, objects with __index__ (numpy
// integers) through it; bools, floats and the rest raise TypeError naming `what`.
py::object index_of(py::handle value, const char* what) {
  if (PyBool_Check(value.ptr()) || !PyIndex_Check(value.ptr()))
    throw py::type_error(std::string(what) + " must be an int, not " + type_name(value));
  PyObject* i = PyNumber_Index(value.ptr());
  if (!i) throw py::error_already_set();
  return py::reinterpret_steal<py::object>(i);
}

// repr() of an int, shortened: a 400-digit number is echoed as its first digits and its length.
std::string int_text(py::handle i) {
  const std::string r = py::repr(i);
  return r.size() <= 40 ? r : r.substr(0, 20) + "... (" + std::to_string(r.size()) + " digits)";
}

}  // namespace

std::uint64_t to_u64(py::handle value, const char* what) {
  const py::object i = index_of(value, what);
  const unsigned long long v = PyLong_AsUnsignedLongLong(i.ptr());
  if (v == static_cast<unsigned long long>(-1) && PyErr_Occurred()) {
    PyErr_Clear();
    throw Error(std::string(what) + " must be in 0 .. 2**64-1, got " + int_text(i));
  }
  return v;
}

long long to_int(py::handle value, const char* what, long long lo, long long hi) {
  const py::object i = index_of(value, what);
  int overflow = 0;
  const long long v = PyLong_AsLongLongAndOverflow(i.ptr(), &overflow);
  if (overflow || v < lo || v > hi)
    throw Error(std::string(what) + " must be in " + std::to_string(lo) + " .. " + std::to_string(hi) +
                ", got " + int_text(i));
  return v;
}

std::string text_arg(py::handle value, const char* what) {
  if (!PyUnicode_Check(value.ptr()))
    throw py::type_error(std::string(what) + " must be a str, not " + type_name(value));
  Py_ssize_t n = 0;
  const char* utf8 = PyUnicode_AsUTF8AndSize(value.ptr(), &n);
  if (utf8) return std::string(utf8, static_cast<std::size_t>(n));
  PyErr_Clear();  // only a lone surrogate has no UTF-8 form
  Py_ssize_t at = 0;
  const Py_ssize_t len = PyUnicode_GetLength(value.ptr());
  while (at < len && !Py_UNICODE_IS_SURROGATE(PyUnicode_ReadChar(value.ptr(), at))) ++at;
  char code[8];
  std::snprintf(code, sizeof code, "%04X", at < len ? static_cast<unsigned>(PyUnicode_ReadChar(value.ptr(), at)) : 0u);
  throw ParseError(std::string(what) + " is not valid text: a lone surrogate U+" + code + " at index " +
                   std::to_string(at));
}

std::vector<std::pair<std::string, OptionValue>> option_values(const py::dict& kwargs) {
  std::vector<std::pair<std::string, OptionValue>> out;
  for (const auto& [k, v] : kwargs) {
    if (!PyUnicode_Check(k.ptr())) throw OptionError("option names are strings, not " + type_name(k));
    std::string name;
    try {
      name = text_arg(k, "option name");
    } catch (const ParseError& e) {
      throw OptionError(e.what());
    }
    if (PyUnicode_Check(v.ptr())) {
      try {
        out.emplace_back(name, OptionValue{text_arg(v, ("option " + excerpt(name)).c_str())});
      } catch (const ParseError& e) {
        throw OptionError(e.what());
      }
    } else if (PyBool_Check(v.ptr())) {
      out.emplace_back(name, OptionValue{static_cast<long long>(v.ptr() == Py_True)});
    } else if (PyIndex_Check(v.ptr())) {
      const py::object i = index_of(v, "option value");
      int overflow = 0;
      const long long n = PyLong_AsLongLongAndOverflow(i.ptr(), &overflow);
      out.emplace_back(name, OptionValue{overflow ? (overflow > 0 ? LLONG_MAX : LLONG_MIN) : n});
    } else {
      throw OptionError("option " + excerpt(name) + " is an int or a string, not " + type_name(v));
    }
  }
  return out;
}

py::dict options_dict(const Options& options) {
  py::dict d;
  for (const auto& [k, v] : options.items()) {
    if (const auto* i = std::get_if<long long>(&v)) d[py::str(k)] = *i;
    else d[py::str(k)] = std::get<std::string>(v);
  }
  return d;
}

py::list option_specs_list(const OptionSpecs& specs) {
  py::list out;
  for (const auto& s : specs) {
    py::dict d;
    d["name"] = s.name;
    d["doc"] = s.doc;
    if (s.is_int()) {
      d["default"] = std::get<long long>(s.default_value);
      if (!s.allowed.empty()) d["allowed"] = s.allowed;
      else d["range"] = py::make_tuple(s.min, s.max);
    } else {
      d["default"] = std::get<std::string>(s.default_value);
      d["allowed"] = s.choices;
    }
    out.append(d);
  }
  return out;
}

void register_game(py::module_& m, const char* game, py::handle cls, py::handle state_cls, py::object parser) {
  for (const char* registry : {"_games", "_state_classes", "_move_parsers"})
    if (!py::hasattr(m, registry)) m.attr(registry) = py::dict();
  m.attr("_games")[py::str(game)] = cls;
  m.attr("_state_classes")[py::str(game)] = state_cls;
  m.attr("_move_parsers")[py::str(game)] = parser;
}

// ---- sealing: no instance without its C++ value -------------------------------------------
//
// pybind11 allocates an instance in tp_new and constructs its C++ value in __init__; anything
// that calls only the first (`T.__new__(T)`, pickle's NEWOBJ, copyreg's protocol-0/1 reduce)
// leaves an instance whose methods run on uninitialised memory (pybind11 hands them a lazily
// allocated, unconstructed value). Sealed classes construct inside tp_new instead: __init__ runs
// there, and the second __init__ that type.__call__ makes next is ignored by pybind11 (it skips
// an __init__ on an instance that is already constructed).

namespace {

PyObject* sealed_new(PyTypeObject* type, PyObject* args, PyObject* kwargs) {
  if (type->tp_init == py::detail::pybind11_object_init) {
    PyErr_Format(PyExc_TypeError,
                 "pycards.%s objects cannot be created directly: they come from the library "
                 "(e.g. pycards.game(...).new_deal() or .position(text))", type->tp_name);
    return nullptr;
  }
  PyObject* self = py::detail::pybind11_object_new(type, args, kwargs);
  if (!self) return nullptr;
  if (type->tp_init(self, args, kwargs) < 0) {
    Py_DECREF(self);
    return nullptr;
  }
  return self;
}

// pybind11's own base: creating it directly throws a C++ exception out of a C slot (abort).
PyTypeObject* pybind11_base = nullptr;
newfunc pybind11_base_new = nullptr;

PyObject* guarded_base_new(PyTypeObject* type, PyObject* args, PyObject* kwargs) {
  if (type == pybind11_base) {
    PyErr_SetString(PyExc_TypeError, "pybind11_object is an abstract base and cannot be instantiated");
    return nullptr;
  }
  try {
    return pybind11_base_new(type, args, kwargs);
  } catch (const std::exception& e) {
    PyErr_SetString(PyExc_TypeError, e.what());
    return nullptr;
  }
}

}  // namespace

void seal_classes(py::module_& m) {
  auto* base = reinterpret_cast<PyTypeObject*>(py::detail::get_internals().instance_base);
  if (base->tp_new != &guarded_base_new) {
    pybind11_base = base;
    pybind11_base_new = base->tp_new;
    base->tp_new = &guarded_base_new;
    PyType_Modified(base);
  }
  std::vector<PyTypeObject*> types;
  for (auto item : m.attr("__dict__").cast<py::dict>()) {
    PyObject* o = item.second.ptr();
    if (PyType_Check(o) && py::detail::get_type_info(reinterpret_cast<PyTypeObject*>(o)))
      types.push_back(reinterpret_cast<PyTypeObject*>(o));
  }
  for (PyTypeObject* type : types) {
    type->tp_new = &sealed_new;
    // Final, unless the library derives from it (pycards.View): a Python subclass adds nothing
    // a user needs and would be one more way to an instance built by other means.
    const bool is_base = std::any_of(types.begin(), types.end(), [&](PyTypeObject* t) { return t->tp_base == type; });
    if (!is_base) type->tp_flags &= ~Py_TPFLAGS_BASETYPE;
    PyType_Modified(type);
  }
}

}  // namespace pycards::bind

namespace pycards::bind {

const HistoryKeys& history_keys() {
  static const HistoryKeys keys{PyUnicode_InternFromString("_origin"), PyUnicode_InternFromString("_moves")};
  return keys;
}

PyObject* instance_dict(PyObject* self) {
  PyObject** slot = _PyObject_GetDictPtr(self);
  if (!slot) throw py::type_error("a pycards state without attributes");
  if (!*slot && !(*slot = PyDict_New())) throw py::error_already_set();
  return *slot;
}

void set_origin(PyObject* self, py::handle origin) {
  PyObject* d = instance_dict(self);
  py::list moves;
  if (PyDict_SetItem(d, history_keys().origin, origin.ptr()) != 0 ||
      PyDict_SetItem(d, history_keys().moves, moves.ptr()) != 0)
    throw py::error_already_set();
}

void copy_history(PyObject* from, PyObject* to) {
  PyObject* d = instance_dict(from);
  PyObject* origin = PyDict_GetItemWithError(d, history_keys().origin);
  PyObject* moves = origin ? PyDict_GetItemWithError(d, history_keys().moves) : nullptr;
  if (PyErr_Occurred()) throw py::error_already_set();
  if (!origin || !moves || !PyTuple_CheckExact(origin) || !PyList_CheckExact(moves)) return;  // none kept
  py::object copy = py::reinterpret_steal<py::object>(PyList_GetSlice(moves, 0, PyList_GET_SIZE(moves)));
  if (!copy) throw py::error_already_set();
  PyObject* e = instance_dict(to);
  if (PyDict_SetItem(e, history_keys().origin, origin) != 0 || PyDict_SetItem(e, history_keys().moves, copy.ptr()) != 0)
    throw py::error_already_set();
}

}  // namespace pycards::bind
