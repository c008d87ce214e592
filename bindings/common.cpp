// Checked conversions and the Move type shared by every game's binding.
#include "common.hpp"

#include <climits>

namespace pycards::bind {

std::uint64_t to_u64(py::handle value, const char* what) {
  if (!py::isinstance<py::int_>(value) || py::isinstance<py::bool_>(value))
    throw py::type_error(std::string(what) + " must be an int, not " +
                         std::string(py::str(py::type::handle_of(value).attr("__name__"))));
  const unsigned long long v = PyLong_AsUnsignedLongLong(value.ptr());
  if (v == static_cast<unsigned long long>(-1) && PyErr_Occurred()) {
    PyErr_Clear();
    throw Error(std::string(what) + " must be in 0 .. 2**64-1, got " + std::string(py::repr(value)));
  }
  return v;
}

long long to_int(py::handle value, const char* what, long long lo, long long hi) {
  if (!py::isinstance<py::int_>(value) || py::isinstance<py::bool_>(value))
    throw py::type_error(std::string(what) + " must be an int, not " +
                         std::string(py::str(py::type::handle_of(value).attr("__name__"))));
  int overflow = 0;
  const long long v = PyLong_AsLongLongAndOverflow(value.ptr(), &overflow);
  if (overflow || v < lo || v > hi)
    throw Error(std::string(what) + " must be in " + std::to_string(lo) + " .. " + std::to_string(hi) +
                ", got " + std::string(py::repr(value)));
  return v;
}

std::vector<std::pair<std::string, OptionValue>> option_values(const py::dict& kwargs) {
  std::vector<std::pair<std::string, OptionValue>> out;
  for (const auto& [k, v] : kwargs) {
    const std::string name = py::str(k);
    if (py::isinstance<py::str>(v)) {
      out.emplace_back(name, OptionValue{v.cast<std::string>()});
    } else if (py::isinstance<py::int_>(v) && !py::isinstance<py::bool_>(v)) {
      int overflow = 0;
      const long long i = PyLong_AsLongLongAndOverflow(v.ptr(), &overflow);
      out.emplace_back(name, OptionValue{overflow ? (overflow > 0 ? LLONG_MAX : LLONG_MIN) : i});
    } else if (py::isinstance<py::bool_>(v)) {
      out.emplace_back(name, OptionValue{static_cast<long long>(v.cast<bool>())});
    } else {
      throw OptionError("option " + name + "=" + std::string(py::repr(v)) +
                        ": options are ints or strings");
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

void register_move_parser(py::module_& m, const char* game, py::object parser) {
  if (!py::hasattr(m, "_move_parsers")) m.attr("_move_parsers") = py::dict();
  m.attr("_move_parsers")[py::str(game)] = parser;
}

}  // namespace pycards::bind
