// Card text: the one parser and printer of pycards (parse leniently, print strictly).
//
// Accepted per token (rank first, suit last):
//   ranks  2..9, 10 or T (Latin) for ten, J Q K A (Latin), В Д К Т (Cyrillic: валет, дама,
//          король, туз); letters in either case.
//   suits  C D H S (Latin), ♣ ♦ ♥ ♠ and ♧ ♢ ♡ ♤ (optionally followed by U+FE0F),
//          т/к (трефы/крести) б (бубны) ч (черви) п (пики) (Cyrillic); either case.
// Latin T is ten and Cyrillic Т is ace, so a token that mixes Latin and Cyrillic letters is
// rejected rather than guessed; the error prints the token with non-ASCII escaped.
#include <algorithm>
#include <charconv>
#include <cstdio>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "pycards/cards.hpp"
#include "pycards/errors.hpp"
#include "pycards/notation.hpp"

namespace pycards {
namespace {

constexpr char kRankChars[] = "23456789TJQKA";
constexpr char kSuitChars[] = "CDHS";

enum class Script { kNeutral, kLatin, kCyrillic };

struct CodePoint {
  char32_t value;
  Script script;
};

// Decodes UTF-8; returns false on malformed input.
bool decode_utf8(std::string_view s, std::vector<char32_t>& out) {
  for (std::size_t i = 0; i < s.size();) {
    const unsigned char b = static_cast<unsigned char>(s[i]);
    int extra = b < 0x80 ? 0 : (b >> 5) == 0x6 ? 1 : (b >> 4) == 0xE ? 2 : (b >> 3) == 0x1E ? 3 : -1;
    if (extra < 0 || i + extra >= s.size()) return false;
    char32_t cp = extra == 0 ? b : (b & (0x3F >> extra));
    for (int k = 1; k <= extra; ++k) {
      const unsigned char c = static_cast<unsigned char>(s[i + k]);
      if ((c >> 6) != 0x2) return false;
      cp = (cp << 6) | (c & 0x3F);
    }
    out.push_back(cp);
    i += extra + 1;
  }
  return true;
}

std::string escaped(std::string_view token) {
  if (token.size() > 60) return escaped(token.substr(0, 40)) + "... (" + std::to_string(token.size()) + " bytes)";
  std::vector<char32_t> cps;
  if (!decode_utf8(token, cps)) {
    std::string out = "'";
    for (unsigned char c : token) {
      char buf[8];
      if (c >= 0x20 && c < 0x7F && c != '\'' && c != '\\') out += char(c);
      else { std::snprintf(buf, sizeof buf, "\\x%02x", c); out += buf; }
    }
    return out + "'";
  }
  std::string out = "'";
  for (char32_t cp : cps) {
    char buf[16];
    if (cp >= 0x20 && cp < 0x7F && cp != '\'' && cp != '\\') out += char(cp);
    else { std::snprintf(buf, sizeof buf, cp > 0xFFFF ? "\\U%08x" : "\\u%04x", unsigned(cp)); out += buf; }
  }
  return out + "'";
}

// Rank of one code point (not "10"), or -1. Sets the script of the letter.
int rank_of(char32_t cp, Script& script) {
  script = Script::kLatin;
  switch (cp) {
    case 'T': case 't': return kTen;
    case 'J': case 'j': return kJack;
    case 'Q': case 'q': return kQueen;
    case 'K': case 'k': return kKing;
    case 'A': case 'a': return kAce;
    default: break;
  }
  script = Script::kCyrillic;
  switch (cp) {
    case U'В': case U'в': return kJack;
    case U'Д': case U'д': return kQueen;
    case U'К': case U'к': return kKing;
    case U'Т': case U'т': return kAce;
    default: break;
  }
  script = Script::kNeutral;
  if (cp >= '2' && cp <= '9') return int(cp - '2');
  return -1;
}

int suit_of(char32_t cp, Script& script) {
  script = Script::kLatin;
  switch (cp) {
    case 'C': case 'c': return kClubs;
    case 'D': case 'd': return kDiamonds;
    case 'H': case 'h': return kHearts;
    case 'S': case 's': return kSpades;
    default: break;
  }
  script = Script::kCyrillic;
  switch (cp) {
    case U'Т': case U'т': case U'К': case U'к': return kClubs;
    case U'Б': case U'б': return kDiamonds;
    case U'Ч': case U'ч': return kHearts;
    case U'П': case U'п': return kSpades;
    default: break;
  }
  script = Script::kNeutral;
  switch (cp) {
    case U'♣': case U'♧': return kClubs;
    case U'♦': case U'♢': return kDiamonds;
    case U'♥': case U'♡': return kHearts;
    case U'♠': case U'♤': return kSpades;
    default: return -1;
  }
}

[[noreturn]] void bad_card(std::string_view token, const char* why) {
  throw ParseError("bad card " + escaped(token) + ": " + why);
}

}  // namespace

std::string to_string(Card c) {
  return std::string{kRankChars[c.rank()], kSuitChars[c.suit()]};
}

std::string to_string(CardSet s, std::string_view sep) {
  std::string out;
  for (Card c : s) {
    if (!out.empty()) out += sep;
    out += to_string(c);
  }
  return out;
}

Card parse_card(std::string_view token) {
  std::vector<char32_t> cps;
  if (token.empty()) bad_card(token, "empty card");
  if (!decode_utf8(token, cps)) bad_card(token, "not valid UTF-8");
  if (!cps.empty() && cps.back() == 0xFE0F) cps.pop_back();  // emoji presentation selector
  if (cps.size() < 2) bad_card(token, "expected a rank then a suit, like 7H, TD, 10D, K♠ or Кп");
  int rank;
  Script rank_script = Script::kNeutral;
  std::size_t suit_at = 1;
  if (cps.size() >= 3 && cps[0] == '1' && cps[1] == '0') {
    rank = kTen;
    suit_at = 2;
  } else {
    rank = rank_of(cps[0], rank_script);
  }
  if (rank < 0) bad_card(token, "unknown rank (use 2-9, 10/T, J Q K A or В Д К Т)");
  if (cps.size() != suit_at + 1) bad_card(token, "expected a rank then one suit, like 7H, TD, 10D, K♠ or Кп");
  Script suit_script;
  const int suit = suit_of(cps[suit_at], suit_script);
  if (suit < 0) bad_card(token, "unknown suit (use C D H S, ♣ ♦ ♥ ♠ or т/к б ч п)");
  if (rank_script != Script::kNeutral && suit_script != Script::kNeutral && rank_script != suit_script)
    bad_card(token, "mixes Latin and Cyrillic letters (Latin T is ten, Cyrillic Т is ace)");
  return Card(static_cast<Rank>(rank), static_cast<Suit>(suit));
}

CardSet parse_cards(std::string_view text) {
  CardSet out;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && (text[i] == ' ' || text[i] == ',' || text[i] == '\t' || text[i] == '\n' || text[i] == '\r')) ++i;
    std::size_t j = i;
    while (j < text.size() && !(text[j] == ' ' || text[j] == ',' || text[j] == '\t' || text[j] == '\n' || text[j] == '\r')) ++j;
    if (j > i) {
      const std::string_view token = text.substr(i, j - i);
      if (!(token == "-")) {  // "-" stands for the empty set in notations
        const Card c = parse_card(token);
        if (out.contains(c)) throw ParseError("card " + to_string(c) + " appears twice in " + escaped(text));
        out.add(c);
      }
    }
    i = j;
  }
  return out;
}

namespace notation {

std::string echo(std::string_view text) { return "'" + excerpt(text, kEchoLimit) + "'"; }

std::vector<std::string> words(std::string_view text) {
  std::vector<std::string> out;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && text[i] == ' ') ++i;
    std::size_t j = i;
    while (j < text.size() && text[j] != ' ') ++j;
    if (j > i) out.emplace_back(text.substr(i, j - i));
    i = j;
  }
  return out;
}

std::vector<std::string> loose_words(std::string_view text) {
  const auto gap = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ','; };
  std::vector<std::string> out;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && gap(text[i])) ++i;
    std::size_t j = i;
    while (j < text.size() && !gap(text[j])) ++j;
    if (j > i) out.emplace_back(text.substr(i, j - i));
    i = j;
  }
  return out;
}

std::string cards_or_dash(CardSet cards) { return cards.empty() ? "-" : to_string(cards); }

std::string lower(std::string_view text) {
  std::string out(text);
  for (char& c : out)
    if (c >= 'A' && c <= 'Z') c = char(c - 'A' + 'a');
  return out;
}

Card move_card(std::string_view token, std::string_view move, std::string_view game, CardSet deck,
               std::string_view deck_name) {
  const std::string head = "bad " + std::string(game) + " move " + echo(move) + ": ";
  Card c;
  try {
    c = parse_card(trim(token));
  } catch (const ParseError& e) {
    throw ParseError(head + e.what());
  }
  if (!deck.contains(c)) throw ParseError(head + to_string(c) + " is not in " + std::string(deck_name));
  return c;
}

std::string trim(std::string_view s) {
  const auto space = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
  std::size_t b = 0, e = s.size();
  while (b < e && space(s[b])) ++b;
  while (e > b && space(s[e - 1])) --e;
  return std::string(s.substr(b, e - b));
}

std::vector<std::string> split_on(std::string_view s, char sep) {
  std::vector<std::string> out;
  std::size_t start = 0;
  while (true) {
    const std::size_t at = s.find(sep, start);
    out.push_back(trim(s.substr(start, at == std::string_view::npos ? std::string_view::npos : at - start)));
    if (at == std::string_view::npos) break;
    start = at + 1;
  }
  return out;
}

bool read_int(std::string_view token, long long& out) {
  if (token.empty()) return false;
  long long v = 0;
  const auto [p, ec] = std::from_chars(token.data(), token.data() + token.size(), v);
  if (ec != std::errc() || p != token.data() + token.size()) return false;
  out = v;
  return true;
}

bool read_u64(std::string_view token, std::uint64_t& out) {
  if (token.empty() || token[0] == '-') return false;
  std::uint64_t v = 0;
  const auto [p, ec] = std::from_chars(token.data(), token.data() + token.size(), v);
  if (ec != std::errc() || p != token.data() + token.size()) return false;
  out = v;
  return true;
}

void PositionErrors::parse_fail(const std::string& why) const {
  throw ParseError("bad " + std::string(game) + " position: " + why);
}
void PositionErrors::invalid(const std::string& why) const {
  throw InvalidPositionError("impossible " + std::string(game) + " position: " + why);
}
long long PositionErrors::integer(const std::string& w, const std::string& what, long long lo, long long hi) const {
  long long v = 0;
  if (!read_int(w, v)) parse_fail(what + " " + echo(w) + " is not an integer");
  if (v < lo || v > hi) invalid(what + " " + echo(w) + " is out of range " + std::to_string(lo) + ".." + std::to_string(hi));
  return v;
}
std::uint64_t PositionErrors::u64(const std::string& w, const std::string& what) const {
  std::uint64_t v = 0;
  if (!read_u64(w, v)) parse_fail(what + " " + echo(w) + " is not an unsigned integer");
  return v;
}
int PositionErrors::seat(const std::string& w, const std::string& what, int players, bool allow_none) const {
  if (allow_none && w == "-") return -1;
  return static_cast<int>(integer(w, what, 0, players - 1));
}
std::vector<CardSet> PositionErrors::seat_sets(const std::string& text, const std::string& key,
                                               const std::string& what, int seats) const {
  const auto parts = split_on(text, '/');
  if (int(parts.size()) != seats)
    parse_fail("'" + key + "' lists " + std::to_string(parts.size()) + " sets for " + std::to_string(seats) +
               " seats (separate them with '/')");
  std::vector<CardSet> out;
  for (int s = 0; s < seats; ++s) out.push_back(cards(parts[s], what + " of seat " + std::to_string(s)));
  return out;
}
int PositionErrors::keyword(const std::string& word, std::initializer_list<std::string_view> names,
                            const std::string& what) const {
  int i = 0;
  std::string listing;
  for (std::string_view n : names) {
    if (word == n) return i;
    listing += (i++ ? ", " : "") + std::string(n);
  }
  parse_fail(what + " " + echo(word) + " is not one of " + listing);
}
CardSet PositionErrors::cards(const std::string& text, const std::string& where) const {
  try {
    return parse_cards(text);
  } catch (const ParseError& e) {
    parse_fail(where + ": " + e.what());
  }
}
Card PositionErrors::card(const std::string& w, const std::string& where) const {
  try {
    return parse_card(w);
  } catch (const ParseError& e) {
    parse_fail(where + ": " + e.what());
  }
}

Fields::Fields(std::string_view text, std::initializer_list<std::string_view> known, std::string_view listing,
               const PositionErrors& pos)
    : pos_(pos) {
  for (const std::string& f : split_on(text, '|')) {
    const std::size_t sp = f.find_first_of(" \t");
    std::string key = f.substr(0, sp);
    std::string rest = sp == std::string::npos ? "" : trim(std::string_view(f).substr(sp));
    if (std::find(known.begin(), known.end(), std::string_view(key)) == known.end())
      pos_.parse_fail("unknown field " + echo(key) + " (fields: " + std::string(listing) + ")");
    if (get(key)) pos_.parse_fail("field '" + key + "' appears twice");
    fields_.emplace_back(std::move(key), std::move(rest));
  }
}
const std::string* Fields::get(std::string_view key) const {
  for (const auto& [k, v] : fields_)
    if (k == key) return &v;
  return nullptr;
}
const std::string& Fields::need(std::string_view key) const {
  const std::string* v = get(key);
  if (!v) pos_.parse_fail("missing field '" + std::string(key) + "'");
  return *v;
}
std::string Fields::one_word(std::string_view key) const {
  auto w = loose_words(need(key));
  if (w.size() != 1) pos_.parse_fail("field '" + std::string(key) + "' takes one value, got " + echo(need(key)));
  return std::move(w[0]);
}
std::vector<std::string> Fields::seat_words(std::string_view key, int seats) const {
  auto w = loose_words(need(key));
  if (int(w.size()) != seats)
    pos_.parse_fail("field '" + std::string(key) + "' takes " + std::to_string(seats) + " values, one per seat");
  return w;
}
bool Fields::is_match(std::string_view match_form) const {
  const bool match = get("match") != nullptr;
  if (match == (get("deal") != nullptr))
    pos_.parse_fail("the last field is either 'deal' or '" + std::string(match_form) + "'");
  return match;
}

OrderedFields::OrderedFields(std::string_view text, std::initializer_list<std::string_view> keywords,
                             std::string layout, const PositionErrors& pos)
    : pos_(pos) {
  const auto f = split_on(text, '|');
  if (f.size() != keywords.size() + 1)
    pos_.parse_fail("expected " + std::to_string(keywords.size() + 1) + " fields separated by '|', got " +
                    std::to_string(f.size()) + "; " + layout);
  int i = 0;
  for (const std::string_view key : keywords) {
    const std::string& field = f[std::size_t(i)];
    const bool starts = field.compare(0, key.size(), key) == 0 &&
                        (field.size() == key.size() || field[key.size()] == ' ' || field[key.size()] == '\t');
    if (!starts)
      pos_.parse_fail("field " + std::to_string(i + 1) + " must start with '" + std::string(key) + "'; " + layout);
    keywords_.emplace_back(key);
    rest_.push_back(trim(std::string_view(field).substr(key.size())));
    ++i;
  }
  tail_ = f.back();
}
std::vector<std::string> OrderedFields::words(int i) const { return notation::words(rest_[std::size_t(i)]); }
std::string OrderedFields::one(int i, std::string_view what) const {
  auto w = words(i);
  if (w.size() != 1) {
    const std::string& k = keywords_[std::size_t(i)];
    pos_.parse_fail("write the " + k + " field as '" + k + " " + std::string(what) + "'");
  }
  return std::move(w[0]);
}
std::vector<std::string> OrderedFields::tail() const { return notation::words(tail_); }
bool OrderedFields::deal_or_match(std::uint64_t& seed) const {
  const auto w = tail();
  if (w.size() == 1 && w[0] == "deal") return false;
  if (w.size() == 2 && w[0] == "match") {
    seed = pos_.u64(w[1], "seed");
    return true;
  }
  pos_.parse_fail("the last field is 'deal' or 'match SEED'");
}

CardLedger::CardLedger(CardSet deck, std::string deck_name, const PositionErrors& pos)
    : pos_(pos), deck_(deck), deck_name_(std::move(deck_name)) {}

void CardLedger::place(CardSet cards, const std::string& where) {
  for (Card c : cards) {
    if (!deck_.contains(c)) pos_.invalid("card " + to_string(c) + " (" + where + ") is not in " + deck_name_);
    if (seen_.contains(c)) pos_.invalid("card " + to_string(c) + " appears twice (" + where_[c.index] + " and " + where + ")");
    seen_.add(c);
    where_[c.index] = where;
  }
}

CardSet CardLedger::cards(const std::string& text, const std::string& where) {
  const CardSet cs = pos_.cards(text, where);
  place(cs, where);
  return cs;
}

std::vector<CardSet> CardLedger::groups(const std::string& text, const std::string& field, int count,
                                        const std::string& noun, const std::string& owner, int max_cards) {
  const auto parts = split_on(text, '/');
  if (static_cast<int>(parts.size()) != count)
    pos_.invalid("'" + field + "' lists " + std::to_string(parts.size()) + " " + noun + "s; there are " +
                 std::to_string(count) + " " + owner + "s (separate them with '/')");
  std::vector<CardSet> out;
  for (int i = 0; i < count; ++i) {
    const std::string where = noun + " of " + owner + " " + std::to_string(i);
    const CardSet cs = pos_.cards(parts[i], where);
    if (cs.size() > max_cards)
      pos_.invalid(where + " holds " + std::to_string(cs.size()) + " cards, more than the " + std::to_string(max_cards) +
                   " it can hold now");
    place(cs, where);
    out.push_back(cs);
  }
  return out;
}

std::vector<Card> CardLedger::sequence(const std::string& text, const std::string& where, int max_cards) {
  std::vector<Card> out;
  for (const std::string& w : loose_words(text)) {
    if (w == "-") continue;
    const Card c = pos_.card(w, where);
    if (static_cast<int>(out.size()) >= max_cards)
      pos_.invalid("the " + where + " holds more than " + std::to_string(max_cards) + " cards");
    place(CardSet(c), "the " + where);
    out.push_back(c);
  }
  return out;
}

void CardLedger::check_complete() const {
  if (seen_ != deck_)
    pos_.invalid("cards missing: " + to_string(deck_ - seen_) + " (every card of " + deck_name_ + " appears once)");
}

std::string card_move_text(std::uint64_t id) {
  if (id < kCards) return to_string(Card(static_cast<int>(id)));
  return "#" + std::to_string(id);
}
std::uint64_t parse_card_move(std::string_view text, CardSet deck, std::string_view game, std::string_view rule) {
  const Card c = parse_card(text);
  if (!deck.contains(c)) throw ParseError("bad " + std::string(game) + " move '" + to_string(c) + "': " + std::string(rule));
  return c.index;
}

}  // namespace notation

}  // namespace pycards
