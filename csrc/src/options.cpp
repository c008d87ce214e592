// Option validation shared by every game: one place that names what is allowed.
#include <string>

#include "pycards/game.hpp"

namespace pycards {

std::string to_string(const OptionValue& v) {
  if (const auto* i = std::get_if<long long>(&v)) return std::to_string(*i);
  return "'" + excerpt(std::get<std::string>(v)) + "'";
}

OptionSpec int_option(std::string name, std::string doc, long long def, long long lo, long long hi,
                      std::vector<long long> allowed) {
  OptionSpec s;
  s.name = std::move(name);
  s.doc = std::move(doc);
  s.default_value = OptionValue{def};
  s.min = lo, s.max = hi, s.allowed = std::move(allowed);
  return s;
}

OptionSpec switch_option(std::string name, std::string doc, long long def) {
  return int_option(std::move(name), std::move(doc), def, 0, 1, {0, 1});
}

OptionSpec choice_option(std::string name, std::string doc, std::vector<std::string> choices) {
  OptionSpec s;
  s.name = std::move(name);
  s.doc = std::move(doc);
  s.default_value = OptionValue{choices.front()};
  s.choices = std::move(choices);
  return s;
}

namespace {

std::string allowed_text(const OptionSpec& spec) {
  std::string out;
  if (!spec.is_int()) {
    if (spec.accepts) return spec.doc;
    for (const auto& c : spec.choices) out += (out.empty() ? "" : ", ") + ("'" + c + "'");
    return "one of " + out;
  }
  if (!spec.allowed.empty()) {
    for (long long a : spec.allowed) out += (out.empty() ? "" : ", ") + std::to_string(a);
    return "one of " + out;
  }
  return "an integer from " + std::to_string(spec.min) + " to " + std::to_string(spec.max);
}

void check_value(std::string_view game, const OptionSpec& spec, const OptionValue& v) {
  const auto fail = [&] {
    throw OptionError("option " + spec.name + "=" + to_string(v) + " is not allowed for " +
                      std::string(game) + ": " + spec.name + " must be " + allowed_text(spec));
  };
  if (spec.is_int()) {
    const auto* i = std::get_if<long long>(&v);
    if (!i || *i < spec.min || *i > spec.max) fail();
    if (!spec.allowed.empty() &&
        std::find(spec.allowed.begin(), spec.allowed.end(), *i) == spec.allowed.end())
      fail();
  } else {
    const auto* s = std::get_if<std::string>(&v);
    if (s && spec.accepts) {
      if (!spec.accepts(*s)) fail();
      return;
    }
    if (!s || std::find(spec.choices.begin(), spec.choices.end(), *s) == spec.choices.end()) fail();
  }
}

// Lenient input, strict storage: an int given for a string option whose values are numbers
// ("60", "3") becomes that string; "on"/"off" given for a 0/1 switch becomes 1/0.
OptionValue normalized(const OptionSpec& spec, const OptionValue& v) {
  if (!spec.is_int()) {
    if (const auto* i = std::get_if<long long>(&v)) return OptionValue{std::to_string(*i)};
    return v;
  }
  if (const auto* s = std::get_if<std::string>(&v)) {
    const bool is_switch = spec.allowed == std::vector<long long>{0, 1};
    if (is_switch && *s == "on") return OptionValue{1LL};
    if (is_switch && *s == "off") return OptionValue{0LL};
  }
  return v;
}

}  // namespace

Options::Options(std::string_view game, const OptionSpecs& specs,
                 const std::vector<std::pair<std::string, OptionValue>>& given) {
  for (const auto& [name, value] : given) {
    const auto it = std::find_if(specs.begin(), specs.end(), [&](const OptionSpec& s) { return s.name == name; });
    if (it == specs.end()) {
      std::string names;
      for (const auto& s : specs) names += (names.empty() ? "" : ", ") + s.name;
      throw OptionError("unknown option '" + excerpt(name) + "' for " + std::string(game) +
                        "; its options are: " + (names.empty() ? "(none)" : names));
    }
    check_value(game, *it, normalized(*it, value));
  }
  for (const auto& spec : specs) {
    OptionValue value = spec.default_value;
    for (const auto& [name, v] : given)
      if (name == spec.name) value = normalized(spec, v);
    items_.emplace_back(spec.name, value);
  }
}

const OptionValue& Options::find(std::string_view name) const {
  for (const auto& [n, v] : items_)
    if (n == name) return v;
  throw std::logic_error("pycards bug: option '" + std::string(name) + "' read but not declared");
}

long long Options::get_int(std::string_view name) const { return std::get<long long>(find(name)); }
const std::string& Options::get_string(std::string_view name) const {
  return std::get<std::string>(find(name));
}

}  // namespace pycards
