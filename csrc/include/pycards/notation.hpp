// pycards/notation.hpp — small readers shared by the position parsers of every game (csrc/src/
// notation.cpp): whole-token decimal numbers and a bounded echo of hostile input for messages.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "pycards/cards.hpp"

namespace pycards::notation {

/// The most characters of the caller's text an error message repeats.
inline constexpr std::size_t kEchoLimit = 80;

/// `text` quoted for a message: at most kEchoLimit bytes (cut on a UTF-8 boundary, then "...").
std::string echo(std::string_view text);

/// The words of `text` split at spaces (no empty words).
std::vector<std::string> words(std::string_view text);

/// `text` without leading and trailing spaces, tabs and line ends.
std::string trim(std::string_view text);

/// The parts of `text` between the separators `sep`, each trimmed (empty parts kept: "a||b" has
/// three). The field and hand splitter of the position notations.
std::vector<std::string> split_on(std::string_view text, char sep);

/// A whole token in decimal: an optional '-' then digits, nothing else (no '+', no spaces, no
/// "12abc"). False when it is not such a token or does not fit.
bool read_int(std::string_view token, long long& out);
/// Digits only (no sign), fitting 64 bits.
bool read_u64(std::string_view token, std::uint64_t& out);

/// Games whose move is one card, its index the move id (Стос's hidden card, Три палки's play): the
/// card's text, or "#<id>" for an id that names no card.
std::string card_move_text(std::uint64_t id);
/// The id of such a move from its text (lenient, as parse_card); a card outside `deck` is a
/// ParseError "bad <game> move '<card>': <rule>".
std::uint64_t parse_card_move(std::string_view text, CardSet deck, std::string_view game, std::string_view rule);

/// The refusals of one game's position parser, and the field readers built on them: a
/// ParseError "bad <game> position: ..." for text that does not parse, an InvalidPositionError
/// "impossible <game> position: ..." for a value no game reaches. Echoed input is bounded.
struct PositionErrors {
  std::string_view game;
  [[noreturn]] void parse_fail(const std::string& why) const;
  [[noreturn]] void invalid(const std::string& why) const;
  /// A whole decimal token (else parse_fail) in [lo, hi] (else invalid).
  long long integer(const std::string& word, const std::string& what, long long lo, long long hi) const;
  /// A whole unsigned decimal token that fits 64 bits (else parse_fail).
  std::uint64_t u64(const std::string& word, const std::string& what) const;
  /// A seat 0..players-1, or '-' (-1) when `allow_none`.
  int seat(const std::string& word, const std::string& what, int players, bool allow_none) const;
  /// Cards ('-' for none); a bad card is a parse_fail naming `where`.
  CardSet cards(const std::string& text, const std::string& where) const;
  Card card(const std::string& word, const std::string& where) const;
};

}  // namespace pycards::notation
