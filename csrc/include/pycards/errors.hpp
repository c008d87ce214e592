// pycards/errors.hpp — the exceptions the checked entry points throw.
//
// Hot kernels are noexcept and assume valid input; checked entry points (parsing, play by text or
// id, option validation) validate once and throw one of these. The Python bindings translate
// each to the Python class of the same name (pycards.errors), all of them ValueErrors.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>

namespace pycards {

/// Base of every user error: a bad value from the caller, never a bug in pycards.
struct Error : std::invalid_argument {
  using std::invalid_argument::invalid_argument;
};
/// Text that does not parse (a card, a move, a position).
struct ParseError : Error {
  using Error::Error;
};
/// A position that parses but cannot occur (a card twice, wrong counts, ...).
struct InvalidPositionError : Error {
  using Error::Error;
};
/// A move that is not legal in the position; the state is left unchanged.
struct IllegalMoveError : Error {
  using Error::Error;
};
/// An unknown game option or a value outside its allowed range.
struct OptionError : Error {
  using Error::Error;
};

/// `text` for an error message, at most `max` bytes of it: a huge input is echoed as its start,
/// "...", and its length (cut on a UTF-8 character boundary). Position parsers quote it through
/// notation::echo (pycards/notation.hpp).
inline std::string excerpt(std::string_view text, std::size_t max = 60) {
  if (text.size() <= max) return std::string(text);
  std::size_t cut = max;
  while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;
  return std::string(text.substr(0, cut)) + "... (" + std::to_string(text.size()) + " bytes)";
}

}  // namespace pycards
