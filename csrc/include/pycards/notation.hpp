// pycards/notation.hpp — small readers shared by the position parsers of every game (csrc/src/
// notation.cpp): whole-token decimal numbers and a bounded echo of hostile input for messages.
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "pycards/cards.hpp"

namespace pycards::notation {

/// The most characters of the caller's text an error message repeats.
inline constexpr std::size_t kEchoLimit = 80;

/// `text` quoted for a message: at most kEchoLimit bytes (cut on a UTF-8 boundary, then "...").
std::string echo(std::string_view text);

/// The words of `text` split at spaces (no empty words).
std::vector<std::string> words(std::string_view text);
/// The words of `text` split at spaces, tabs, line ends and commas (no empty words): the lenient
/// reading of the fishing games' notations ("2C, 4C" reads as "2C 4C").
std::vector<std::string> loose_words(std::string_view text);

/// A card set as a notation writes it: its cards, or "-" when empty.
std::string cards_or_dash(CardSet cards);

/// `text` with ASCII capitals made small (move texts that are read in any case).
std::string lower(std::string_view text);

/// The card `token` of a move text `move` of `game`, which must be in `deck`: else a ParseError
/// "bad <game> move '<move>': ..." naming the card and `deck_name` (say, "the 36-card deck (6 to A)").
Card move_card(std::string_view token, std::string_view move, std::string_view game, CardSet deck,
               std::string_view deck_name);

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
  /// One card set per seat separated by '/' (field `key`): exactly `seats` of them, each named
  /// "<what> of seat i" when a card is bad.
  std::vector<CardSet> seat_sets(const std::string& text, const std::string& key, const std::string& what,
                                 int seats) const;
  /// The index of `word` in `names`; else a parse_fail "<what> 'word' is not one of a, b, c".
  int keyword(const std::string& word, std::initializer_list<std::string_view> names, const std::string& what) const;
};

/// A trick game's `played` field: '-' or the finished tricks, each '<leader> <card tokens in play
/// order>', joined by ' / ', all of one size (at most `players` cards; at most `max_tricks`
/// tricks). Calls trick(k, leader, tokens, name) for trick k (0-based; `name` is "trick k+1", for
/// the game's own messages about a token); returns {tricks, cards per trick}.
template <class Trick>
std::pair<int, int> played_tricks(const PositionErrors& pos, const std::string& text, int max_tricks, int players,
                                  Trick&& trick) {
  const auto words = loose_words(text);
  if (words.empty())
    pos.parse_fail("field 'played' takes '-' or the finished tricks ('<leader> <cards>' joined by ' / ')");
  if (words.size() == 1 && words[0] == "-") return {0, 0};
  int n = 0, size = 0;
  for (const std::string& part : split_on(text, '/')) {
    const auto w = loose_words(part);
    const std::string name = "trick " + std::to_string(n + 1);
    if (w.size() < 2) pos.parse_fail(name + " of the played tricks takes a leader and its cards");
    if (n == max_tricks) pos.invalid("the played field holds more than " + std::to_string(max_tricks) + " tricks");
    if (n && int(w.size()) - 1 != size)
      pos.invalid(name + " has " + std::to_string(w.size() - 1) + " cards, trick 1 " + std::to_string(size));
    size = int(w.size()) - 1;
    if (size > players) pos.invalid(name + " has more cards than players");
    const int leader = pos.seat(w[0], name + " leader", players, false);
    trick(n, leader, std::vector<std::string>(w.begin() + 1, w.end()), name);
    ++n;
  }
  return {n, size};
}

/// The fields of a one-line position, `keyword rest | keyword rest | ...`, split once: every
/// keyword is one of `known` and comes at most once, else a parse_fail naming it (bounded) and
/// listing the fields as `listing` says ("dealer | turn | ... | deal or match").
class Fields {
 public:
  Fields(std::string_view text, std::initializer_list<std::string_view> known, std::string_view listing,
         const PositionErrors& pos);
  /// The rest of field `key` (trimmed), or nullptr when the field is absent.
  const std::string* get(std::string_view key) const;
  /// The rest of field `key`; a parse_fail "missing field" when it is absent.
  const std::string& need(std::string_view key) const;
  /// The one word of field `key`; a parse_fail when it has none or several.
  std::string one_word(std::string_view key) const;
  /// The words of field `key`, exactly `seats` of them ("takes N values, one per seat").
  std::vector<std::string> seat_words(std::string_view key, int seats) const;
  /// A fishing game's last field: true for `match ...`, false for `deal`; a parse_fail naming
  /// `match_form` (say, "match S0 S1 deals N seed X") unless exactly one of the two is there.
  bool is_match(std::string_view match_form) const;

 private:
  const PositionErrors& pos_;
  std::vector<std::pair<std::string, std::string>> fields_;
};

/// The fields of a position written in a fixed order, split at '|': field i starts with
/// `keywords[i]`, and one last field follows them (`deal`, `match SEED`, ...: the game reads it
/// with tail()). A wrong number of fields or a missing keyword is a parse_fail showing `layout`.
class OrderedFields {
 public:
  OrderedFields(std::string_view text, std::initializer_list<std::string_view> keywords, std::string layout,
                const PositionErrors& pos);
  /// The words of field i after its keyword.
  std::vector<std::string> words(int i) const;
  /// The text of field i after its keyword, trimmed.
  const std::string& rest(int i) const { return rest_[i]; }
  /// The one word after the keyword of field i; else "write the <keyword> field as '<keyword> <what>'".
  std::string one(int i, std::string_view what) const;
  /// The words of the last field.
  std::vector<std::string> tail() const;
  /// The last field as `deal` (false) or `match SEED` (true, `seed` set); else a parse_fail.
  bool deal_or_match(std::uint64_t& seed) const;

 private:
  const PositionErrors& pos_;
  std::vector<std::string> keywords_, rest_;
  std::string tail_;
};

/// The cards of a position placed one field at a time, every card of `deck` exactly once:
/// a card outside the deck, a card in two places ("appears twice (A and B)") and, at the end, a
/// missing card are each an InvalidPositionError naming where the cards were found.
class CardLedger {
 public:
  /// `deck_name` describes the deck for the messages, e.g. "the 40-card deck (no 8, 9, 10)".
  CardLedger(CardSet deck, std::string deck_name, const PositionErrors& pos);
  /// Records `cards` as found in `where`.
  void place(CardSet cards, const std::string& where);
  /// The cards of `text` ('-' for none), parsed and placed in `where`.
  CardSet cards(const std::string& text, const std::string& where);
  /// A field of one card set per seat or side, separated by '/': `count` of them, each at most
  /// `max_cards` cards, parsed and placed as "<noun> of <owner> i" (say, "hand of seat 1").
  std::vector<CardSet> groups(const std::string& text, const std::string& field, int count, const std::string& noun,
                              const std::string& owner, int max_cards);
  /// The cards of an ordered field (the stock), first card first, each placed in `where`; at most
  /// `max_cards` (more: "the <where> holds more than ...").
  std::vector<Card> sequence(const std::string& text, const std::string& where, int max_cards);
  /// Every card of the deck has been placed (else "cards missing: ...").
  void check_complete() const;
  CardSet seen() const { return seen_; }

 private:
  const PositionErrors& pos_;
  CardSet deck_;
  std::string deck_name_;
  CardSet seen_;
  std::string where_[kCards];
};

}  // namespace pycards::notation
