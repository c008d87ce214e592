// Shared by Тысяча and 1001: move texts, the declaration cap, the card-play phase, notation
// helpers. Rules: shared/rules/thousand.md, shared/rules/thousand_one.md ("Play").
#include "thousand_common.hpp"

#include <charconv>

#include "pycards/errors.hpp"

namespace pycards::thousand {

namespace {

constexpr std::string_view kSuitLetters = "CDHS";
constexpr std::array<std::string_view, 4> kKindSuffix{"", "+M", "+B", "+AA"};

std::string trim(std::string_view s) {
  std::size_t b = 0, e = s.size();
  while (b < e && (s[b] == ' ' || s[b] == '\t' || s[b] == '\n' || s[b] == '\r')) ++b;
  while (e > b && (s[e - 1] == ' ' || s[e - 1] == '\t' || s[e - 1] == '\n' || s[e - 1] == '\r')) --e;
  return std::string(s.substr(b, e - b));
}

bool parse_number(std::string_view w, long long& v) {
  if (w.empty()) return false;
  const auto [p, ec] = std::from_chars(w.data(), w.data() + w.size(), v);
  return ec == std::errc() && p == w.data() + w.size();
}

bool in_deck(Card c) { return (kDeck24.mask >> c.index) & 1; }

}  // namespace

std::string_view decl_name(int kind) {
  switch (kind) {
    case kDeclMarriage: return "marriage";
    case kDeclBed: return "bed_marriage";
    case kDeclAceTrump: return "ace_trump";
    case kDeclAceBonus: return "ace_bonus";
    case kDeclFourNines: return "four_nines";
    default: return "?";
  }
}

std::string move_text(MoveId id) {
  if (id < 256) return to_string(Card(int(id & 63))) + std::string(kKindSuffix[id >> 6]);
  if (id < kGiftBase + 64) return "gift:" + to_string(Card(int(id - kGiftBase)));
  if (id >= kBidBase && id < kBidBase + 0x1000) return std::to_string(id - kBidBase);
  if (id >= kContractBase && id < kContractBase + 0x1000) return "contract:" + std::to_string(id - kContractBase);
  if (id >= kBuyoutBase && id < kBuyoutBase + 0x1000) return "buyout:" + std::to_string(id - kBuyoutBase);
  if (id >= kWordBase && id < kWordBase + kWords) return std::string(kWordText[id - kWordBase]);
  return "<bad move id " + std::to_string(id) + ">";
}

MoveId parse_move(std::string_view raw, std::string_view game) {
  const std::string t = trim(raw);
  const auto fail = [&](const std::string& why) -> MoveId {
    throw ParseError("bad " + std::string(game) + " move '" + std::string(raw) + "': " + why);
  };
  if (t.empty()) return fail("empty text");
  for (int w = 0; w < kWords; ++w)
    if (t == kWordText[w]) return word_move(static_cast<Word>(w));
  long long n = 0;
  const auto number = [&](std::string_view w, MoveId base) -> MoveId {
    if (!parse_number(w, n) || n < 0 || n > kMaxNumber) return fail("expected a number 0..4095");
    return base + MoveId(n);
  };
  if (parse_number(t, n)) return number(t, kBidBase);
  const std::size_t colon = t.find(':');
  if (colon != std::string::npos) {
    const std::string head = t.substr(0, colon), tail = trim(t.substr(colon + 1));
    if (head == "contract") return number(tail, kContractBase);
    if (head == "buyout") return number(tail, kBuyoutBase);
    if (head == "gift") {
      const Card c = parse_card(tail);
      if (!in_deck(c)) return fail("the card is not in the 24-card deck");
      return kGiftBase + c.index;
    }
    return fail("unknown move word '" + head + "'");
  }
  int kind = kPlain;
  std::string card = t;
  const std::size_t plus = t.find('+');
  if (plus != std::string::npos) {
    const std::string suffix = t.substr(plus);
    card = t.substr(0, plus);
    if (suffix == "+M") kind = kMarriage;
    else if (suffix == "+B") kind = kBed;
    else if (suffix == "+AA") kind = kAceTrump;
    else return fail("unknown declaration '" + suffix + "' (use +M, +B or +AA)");
  }
  const Card c = parse_card(card);
  if (!in_deck(c)) return fail("the card is not in the 24-card deck");
  return card_move(c, kind);
}

int declaration_cap(Mask cards, const PlayRules& r) {
  int total = 120;
  const unsigned kq = tricks::pair_suits(cards, kKing, kQueen);
  const unsigned qj = r.bed ? tricks::pair_suits(cards, kQueen, kJack) : 0u;
  for (int s = 0; s < kSuits; ++s) {
    if (kq >> s & 1) total += r.marriage[s];
    else if (qj >> s & 1) total += r.marriage[s] / 2;
  }
  if (r.ace && tricks::holds_four(cards, kAce)) total += 200;
  if (r.four_nines && tricks::holds_four(cards, kNine)) total += r.four_nines;
  return total;
}

// ---- card play ------------------------------------------------------------------------------

int Table::play_moves(MoveId* out, const PlayRules& r) const noexcept {
  const int seat = to_move;
  const Mask hand = hands[seat];
  int n = 0;
  if (trick_n > 0) {
    for (Mask m = tricks::follow_mask(hand, trick[0].suit(), trump); m; m = clear_lowest(m))
      out[n++] = MoveId(lowest_index(m));
  } else {
    Mask cands = hand;
    if (r.maker_no_trump_lead && trump >= 0 && seat == trump_maker) {
      const Mask nt = cands & ~suit_mask(static_cast<Suit>(trump));
      if (nt) cands = nt;
    }
    for (Mask m = cands; m; m = clear_lowest(m)) out[n++] = MoveId(lowest_index(m));
    if (tricks_played > 0 || r.first_lead) {
      const unsigned kq = tricks::pair_suits(hand, kKing, kQueen) & ~unsigned(declared);
      const unsigned qj = r.bed ? tricks::pair_suits(hand, kQueen, kJack) & ~unsigned(declared) : 0u;
      for (int s = 0; s < kSuits; ++s) {
        const Suit su = static_cast<Suit>(s);
        if (kq >> s & 1) {
          out[n++] = card_move(Card(kKing, su), kMarriage);
          out[n++] = card_move(Card(kQueen, su), kMarriage);
        }
        if (qj >> s & 1) {
          out[n++] = card_move(Card(kQueen, su), kBed);
          out[n++] = card_move(Card(kJack, su), kBed);
        }
      }
      if (r.ace == 2 && tricks::holds_four(hand, kAce))
        for (int s = 0; s < kSuits; ++s) out[n++] = card_move(Card(kAce, static_cast<Suit>(s)), kAceTrump);
    }
  }
  if (ace_run[seat] >= 0 && tricks_played <= ace_run[seat]) {  // H35: aces while he can
    int k = 0;
    for (int i = 0; i < n; ++i)
      if (out[i] < 64 && Card(int(out[i])).rank() == kAce) out[k++] = out[i];
    if (k) n = k;
  }
  return n;
}

bool Table::play(MoveId id, const PlayRules& r) noexcept {
  const int seat = to_move;
  const Card card(int(id & 63));
  const int kind = int(id >> 6);
  const Mask hand = hands[seat];
  const auto n = static_cast<std::int8_t>(tricks_played);
  const auto record = [&](int k, int suit, int value) {
    bonus[seat] = static_cast<std::int16_t>(bonus[seat] + value);
    decls[ndecls++] = Declaration{static_cast<std::int8_t>(seat), static_cast<std::int8_t>(k),
                                  static_cast<std::int8_t>(suit), n, static_cast<std::int16_t>(value)};
  };
  if (kind != kPlain) {
    const int suit = card.suit();
    int value = 200;
    if (kind != kAceTrump) {
      value = r.marriage[suit];
      if (kind == kBed) value /= 2;
      declared |= std::uint8_t(1u << suit);
    }
    record(kind, suit, (r.declarer_only && seat != declarer) ? 0 : value);
    trump = static_cast<std::int8_t>(suit);
    trump_maker = static_cast<std::int8_t>(seat);
    if (kind == kAceTrump && r.ace_in_a_row) ace_run[seat] = static_cast<std::int8_t>(n + 3);
  }
  if (r.ace == 1 && card.rank() == kAce && tricks::holds_four(hand, kAce)) {
    record(kDeclAceBonus, -1, 200);
    if (r.ace_in_a_row) ace_run[seat] = static_cast<std::int8_t>(n + 3);
  }
  if (r.four_nines && card.rank() == kNine && tricks::holds_four(hand, kNine)) record(kDeclFourNines, -1, r.four_nines);
  hands[seat] = hand & ~card.bit();
  trick[trick_n++] = card;
  if (trick_n < 3) {
    to_move = static_cast<std::int8_t>(next_active(seat));
    return false;
  }
  const int w = trick_seat(tricks::trick_winner(trick.data(), 3, trump, kRanks));
  won[w] |= trick[0].bit() | trick[1].bit() | trick[2].bit();
  trick_n = 0;
  ++tricks_played;
  to_move = leader = static_cast<std::int8_t>(w);
  return tricks_played == 8;
}

// ---- notation helpers -----------------------------------------------------------------------
namespace text {

std::string cards(Mask m) { return m ? to_string(CardSet(m)) : "-"; }

std::string seats_cards(const Mask* m, int n) {
  std::string out;
  for (int i = 0; i < n; ++i) out += (i ? " / " : "") + cards(m[i]);
  return out;
}

std::string seat(int s) { return s < 0 ? "-" : std::to_string(s); }

std::string seat_set(unsigned bits, int seats) {
  std::string out;
  for (int s = 0; s < seats; ++s)
    if (bits >> s & 1) out += (out.empty() ? "" : " ") + std::to_string(s);
  return out.empty() ? "-" : out;
}

std::string gifts(const Card* cards, const std::int8_t* to, int n) {
  if (n == 0) return " -";
  std::string out;
  for (int i = 0; i < n; ++i) out += " " + pycards::to_string(cards[i]) + ">" + std::to_string(to[i]);
  return out;
}

std::string table_fields(const Table& t, int seats) {
  std::string out = " | won " + seats_cards(t.won.data(), seats) + " | trick ";
  if (!t.trick_n) out += "-";
  for (int i = 0; i < t.trick_n; ++i) out += (i ? " " : "") + to_string(t.trick[i]);
  out += " | leader " + (t.leader < 0 ? std::string("-") : std::to_string(t.leader));
  out += " | trump " + (t.trump < 0 ? std::string("-") : std::string(1, kSuitLetters[t.trump]));
  out += " | maker " + (t.trump_maker < 0 ? std::string("-") : std::to_string(t.trump_maker));
  out += " | bonus";
  for (int i = 0; i < seats; ++i) out += " " + std::to_string(t.bonus[i]);
  out += " | decls";
  if (!t.ndecls) out += " -";
  for (int i = 0; i < t.ndecls; ++i) {
    const auto& d = t.decls[i];
    out += " " + std::to_string(d.seat) + ":" + std::string(decl_name(d.kind)) + ":" +
           (d.suit < 0 ? std::string("-") : std::string(1, kSuitLetters[d.suit])) + ":" +
           std::to_string(d.value) + ":" + std::to_string(d.trick);
  }
  bool any_run = false;
  for (int i = 0; i < seats; ++i) any_run |= t.ace_run[i] >= 0;
  if (any_run) {
    out += " | acerun";
    for (int i = 0; i < seats; ++i) out += " " + (t.ace_run[i] < 0 ? std::string("-") : std::to_string(t.ace_run[i]));
  }
  return out;
}

[[noreturn]] void invalid(std::string_view game, const std::string& why) {
  throw InvalidPositionError("impossible " + std::string(game) + " position: " + why);
}

[[noreturn]] static void bad(const std::string& why) { throw ParseError("bad position: " + why); }

const std::string& Fields::get(std::string_view key) const {
  for (const auto& [k, v] : items)
    if (k == key) return v;
  throw ParseError("bad " + game + " position: the field '" + std::string(key) + "' is missing");
}
bool Fields::has(std::string_view key) const {
  for (const auto& [k, v] : items)
    if (k == key) return true;
  return false;
}

Fields split(std::string_view line, std::string_view game) {
  Fields f;
  f.game = std::string(game);
  std::size_t start = 0;
  bool first = true;
  while (start <= line.size()) {
    const std::size_t at = line.find('|', start);
    const std::string part = trim(line.substr(start, at == std::string_view::npos ? std::string_view::npos : at - start));
    start = at == std::string_view::npos ? line.size() + 1 : at + 1;
    if (first) {
      first = false;
      if (part != game) throw ParseError("bad " + std::string(game) + " position: it must start with '" + std::string(game) + " |', got '" + part + "'");
      continue;
    }
    if (part.empty()) throw ParseError("bad " + std::string(game) + " position: an empty field");
    const std::size_t sp = part.find(' ');
    std::string key = part.substr(0, sp), value = sp == std::string::npos ? "" : trim(part.substr(sp + 1));
    for (const auto& [k, v] : f.items)
      if (k == key) throw ParseError("bad " + std::string(game) + " position: the field '" + key + "' appears twice");
    f.items.emplace_back(std::move(key), std::move(value));
  }
  return f;
}

long long integer(const std::string& w, std::string_view what, long long lo, long long hi) {
  long long v = 0;
  if (!parse_number(w, v)) bad(std::string(what) + " '" + w + "' is not an integer");
  if (v < lo || v > hi)
    throw InvalidPositionError("impossible position: " + std::string(what) + " " + w + " is outside " +
                               std::to_string(lo) + ".." + std::to_string(hi));
  return v;
}

std::vector<long long> integers(const std::string& w, std::string_view what, int n, long long lo, long long hi) {
  std::vector<long long> out;
  std::size_t i = 0;
  while (i < w.size()) {
    while (i < w.size() && w[i] == ' ') ++i;
    std::size_t j = i;
    while (j < w.size() && w[j] != ' ') ++j;
    if (j > i) {
      const std::string tok = w.substr(i, j - i);
      out.push_back(tok == "-" ? -1 : integer(tok, what, lo, hi));
    }
    i = j;
  }
  if (int(out.size()) != n) bad(std::string(what) + " needs " + std::to_string(n) + " numbers, got '" + w + "'");
  return out;
}

Mask card_mask(const std::string& w) {
  if (w == "-" || w.empty()) return 0;
  const Mask m = parse_cards(w).mask;
  if (m & ~kDeck24.mask) throw InvalidPositionError("impossible position: '" + w + "' holds a card outside the 24-card deck");
  return m;
}

std::vector<Mask> seat_masks(const std::string& w, int n, std::string_view what) {
  std::vector<Mask> out;
  std::size_t start = 0;
  while (true) {
    const std::size_t at = w.find('/', start);
    out.push_back(card_mask(trim(std::string_view(w).substr(start, at == std::string::npos ? std::string::npos : at - start))));
    if (at == std::string::npos) break;
    start = at + 1;
  }
  if (int(out.size()) != n) bad(std::string(what) + " needs " + std::to_string(n) + " seats separated by '/'");
  return out;
}

namespace {
int suit_of(const std::string& w) {
  if (w == "-") return -1;
  const auto p = kSuitLetters.find(w.size() == 1 ? w[0] : '?');
  if (p == std::string_view::npos) bad("a suit is one of C D H S or -, got '" + w + "'");
  return int(p);
}
}  // namespace

void parse_table(const Fields& f, Table& t, int seats) {
  const auto hands = seat_masks(f.get("hands"), seats, "hands");
  const auto won = seat_masks(f.get("won"), seats, "won");
  for (int i = 0; i < seats; ++i) t.hands[i] = hands[i], t.won[i] = won[i];
  t.trick_n = 0;
  const std::string& tr = f.get("trick");
  if (tr != "-") {
    std::size_t i = 0;
    while (i < tr.size()) {
      while (i < tr.size() && tr[i] == ' ') ++i;
      std::size_t j = i;
      while (j < tr.size() && tr[j] != ' ') ++j;
      if (j > i) {
        if (t.trick_n == 2) invalid(f.game, "a trick on the table has at most 2 cards");
        t.trick[t.trick_n++] = parse_card(tr.substr(i, j - i));
      }
      i = j;
    }
  }
  const std::string& ld = f.get("leader");
  t.leader = static_cast<std::int8_t>(ld == "-" ? -1 : integer(ld, "leader", 0, seats - 1));
  t.trump = static_cast<std::int8_t>(suit_of(f.get("trump")));
  const std::string& mk = f.get("maker");
  t.trump_maker = static_cast<std::int8_t>(mk == "-" ? -1 : integer(mk, "maker", 0, seats - 1));
  const auto b = integers(f.get("bonus"), "bonus", seats, -100000, 100000);
  for (int i = 0; i < seats; ++i) t.bonus[i] = static_cast<std::int16_t>(b[i]);
  t.ndecls = 0;
  t.declared = 0;
  const std::string& ds = f.get("decls");
  if (ds != "-") {
    std::size_t i = 0;
    while (i < ds.size()) {
      while (i < ds.size() && ds[i] == ' ') ++i;
      std::size_t j = i;
      while (j < ds.size() && ds[j] != ' ') ++j;
      if (j > i) {
        const std::string tok = ds.substr(i, j - i);
        std::vector<std::string> parts;
        std::size_t s = 0;
        while (true) {
          const std::size_t c = tok.find(':', s);
          parts.push_back(tok.substr(s, c == std::string::npos ? std::string::npos : c - s));
          if (c == std::string::npos) break;
          s = c + 1;
        }
        if (parts.size() != 5) bad("a declaration is seat:kind:suit:value:trick, got '" + tok + "'");
        if (t.ndecls == t.decls.size()) invalid(f.game, "too many declarations");
        Declaration d;
        d.seat = static_cast<std::int8_t>(integer(parts[0], "declaration seat", 0, seats - 1));
        int kind = 0;
        for (int k = 1; k <= 5; ++k)
          if (parts[1] == decl_name(k)) kind = k;
        if (!kind) bad("unknown declaration kind '" + parts[1] + "'");
        d.kind = static_cast<std::int8_t>(kind);
        d.suit = static_cast<std::int8_t>(suit_of(parts[2]));
        d.value = static_cast<std::int16_t>(integer(parts[3], "declaration value", 0, 1000));
        d.trick = static_cast<std::int8_t>(integer(parts[4], "declaration trick", 0, 7));
        if ((kind <= kDeclAceTrump) != (d.suit >= 0)) invalid(f.game, "declaration '" + tok + "' has a wrong suit");
        if (kind == kDeclMarriage || kind == kDeclBed) {
          if (t.declared >> d.suit & 1) invalid(f.game, "a suit is declared twice");
          t.declared |= std::uint8_t(1u << d.suit);
        }
        t.decls[t.ndecls++] = d;
      }
      i = j;
    }
  }
  t.ace_run = {-1, -1, -1, -1};
  if (f.has("acerun")) {
    const auto r = integers(f.get("acerun"), "acerun", seats, 0, 10);
    for (int i = 0; i < seats; ++i) t.ace_run[i] = static_cast<std::int8_t>(r[i]);
  }
  Mask all = 0;
  for (int i = 0; i < seats; ++i) all |= t.won[i];
  t.tricks_played = static_cast<std::uint8_t>(popcount(all) / 3);
}

}  // namespace text

}  // namespace pycards::thousand
