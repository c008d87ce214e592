// Shared by Тысяча and 1001: move texts, the declaration cap, the card-play phase, notation
// helpers. Rules: docs/thousand.md, docs/thousand_one.md ("Play").
#include "thousand_common.hpp"


#include <algorithm>

#include "pycards/greedy.hpp"
#include "pycards/errors.hpp"
#include "pycards/notation.hpp"

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

bool parse_number(std::string_view w, long long& v) { return notation::read_int(w, v); }

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
    throw ParseError("bad " + std::string(game) + " move " + text::q(raw) + ": " + why);
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
    return fail("unknown move word " + text::q(head));
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
    else return fail("unknown declaration " + text::q(suffix) + " (use +M, +B or +AA)");
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
    for (Mask m = follow_cards(hand, trick[0], trump, r); m; m = clear_lowest(m))
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

namespace {
/// The declaration kind (kMarriage, kBed, kAceTrump; kPlain for none) of the lead of trick k.
int lead_kind(const Table& t, int k) {
  for (int i = 0; i < t.ndecls; ++i) {
    const Declaration& d = t.decls[i];
    if (d.trick == k && (d.kind == kDeclMarriage || d.kind == kDeclBed || d.kind == kDeclAceTrump)) return d.kind;
  }
  return kPlain;
}
}  // namespace

std::string table_fields(const Table& t, const TrickLog& log, int seats) {
  std::string out = " | won " + seats_cards(t.won.data(), seats) + " | played ";
  if (!t.tricks_played) out += "-";
  for (int k = 0; k < t.tricks_played; ++k) {
    out += (k ? " / " : "") + std::to_string(log.leader[k]);
    for (int i = 0; i < 3; ++i) out += " " + move_text(card_move(log.cards[k][i], i ? kPlain : lead_kind(t, k)));
  }
  out += " | trick ";
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

std::string q(std::string_view w) { return notation::echo(w); }

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
      if (part != game) throw ParseError("bad " + std::string(game) + " position: it must start with '" + std::string(game) + " |', got " + q(part));
      continue;
    }
    if (part.empty()) throw ParseError("bad " + std::string(game) + " position: an empty field");
    const std::size_t sp = part.find(' ');
    std::string key = part.substr(0, sp), value = sp == std::string::npos ? "" : trim(part.substr(sp + 1));
    for (const auto& [k, v] : f.items)
      if (k == key) throw ParseError("bad " + std::string(game) + " position: the field " + q(key) + " appears twice");
    f.items.emplace_back(std::move(key), std::move(value));
  }
  return f;
}

long long integer(const std::string& w, std::string_view what, long long lo, long long hi) {
  long long v = 0;
  if (!parse_number(w, v)) bad(std::string(what) + " " + q(w) + " is not an integer");
  if (v < lo || v > hi)
    throw InvalidPositionError("impossible position: " + std::string(what) + " " + q(w) + " is outside " +
                               std::to_string(lo) + ".." + std::to_string(hi));
  return v;
}

std::uint64_t unsigned64(const std::string& w, std::string_view what) {
  std::uint64_t v = 0;
  if (!notation::read_u64(w, v)) bad(std::string(what) + " " + q(w) + " is not an integer 0..18446744073709551615");
  return v;
}

namespace {
std::vector<std::string> tokens(const std::string& w) { return notation::words(w); }
}  // namespace

std::vector<long long> integers(const std::string& w, std::string_view what, int n, long long lo, long long hi, bool dash) {
  std::vector<long long> out;
  for (const std::string& tok : tokens(w)) {
    if (int(out.size()) == n) break;  // too many: reported below
    out.push_back(dash && tok == "-" ? -1 : integer(tok, what, lo, hi));
  }
  if (int(out.size()) != n || int(tokens(w).size()) != n)
    bad(std::string(what) + " needs " + std::to_string(n) + " numbers, got " + q(w));
  return out;
}

int seat_of(const std::string& w, std::string_view what, int seats) {
  return w == "-" ? -1 : int(integer(w, what, 0, seats - 1));
}

unsigned seat_set_of(const std::string& w, std::string_view what, int seats) {
  if (w == "-") return 0;
  unsigned bits = 0;
  for (const std::string& tok : tokens(w)) {
    const unsigned b = 1u << integer(tok, what, 0, seats - 1);
    if (bits & b) bad(std::string(what) + " " + q(w) + " names a seat twice");
    bits |= b;
  }
  if (!bits) bad(std::string(what) + " is '-' or seats, got " + q(w));
  return bits;
}

Mask card_mask(const std::string& w, std::string_view what) {
  if (w == "-" || w.empty()) return 0;
  Mask m = 0;
  try {
    m = parse_cards(w).mask;
  } catch (const ParseError& e) {
    const std::string why = e.what();
    bad(std::string(what) + " " + q(w) + ": " + (why.size() > 200 ? why.substr(0, 200) + "..." : why));
  }
  if (m & ~kDeck24.mask)
    throw InvalidPositionError("impossible position: " + std::string(what) + " " + q(w) + " holds " +
                               to_string(CardSet(m & ~kDeck24.mask)) + ", outside the 24-card deck");
  return m;
}

std::vector<Mask> seat_masks(const std::string& w, int n, std::string_view what) {
  std::vector<Mask> out;
  std::size_t start = 0;
  while (true) {
    const std::size_t at = w.find('/', start);
    if (int(out.size()) == n) bad(std::string(what) + " needs " + std::to_string(n) + " seats separated by '/', got " + q(w));
    out.push_back(card_mask(trim(std::string_view(w).substr(start, at == std::string::npos ? std::string::npos : at - start)), what));
    if (at == std::string::npos) break;
    start = at + 1;
  }
  if (int(out.size()) != n) bad(std::string(what) + " needs " + std::to_string(n) + " seats separated by '/', got " + q(w));
  return out;
}

namespace {
int suit_of(const std::string& w) {
  if (w == "-") return -1;
  const auto p = kSuitLetters.find(w.size() == 1 ? w[0] : '?');
  if (p == std::string_view::npos) bad("a suit is one of C D H S or -, got " + q(w));
  return int(p);
}
}  // namespace

void parse_table(const Fields& f, Table& t, TrickLog& log, int seats) {
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
        if (t.trick_n == 2) invalid(f.game, "trick " + q(tr) + ": a trick on the table has at most 2 cards");
        const Mask m = card_mask(tr.substr(i, j - i), "trick");
        if (popcount(m) != 1) bad("trick " + q(tr) + ": cards in play order, or '-'");
        t.trick[t.trick_n++] = Card(lowest_index(m));
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
        if (parts.size() != 5) bad("decls: a declaration is seat:kind:suit:value:trick, got " + q(tok));
        if (t.ndecls == t.decls.size()) invalid(f.game, "decls " + q(ds) + ": too many declarations");
        Declaration d;
        d.seat = static_cast<std::int8_t>(integer(parts[0], "declaration seat", 0, seats - 1));
        int kind = 0;
        for (int k = 1; k <= 5; ++k)
          if (parts[1] == decl_name(k)) kind = k;
        if (!kind) bad("decls: unknown declaration kind " + q(parts[1]));
        d.kind = static_cast<std::int8_t>(kind);
        d.suit = static_cast<std::int8_t>(suit_of(parts[2]));
        d.value = static_cast<std::int16_t>(integer(parts[3], "declaration value", 0, 1000));
        d.trick = static_cast<std::int8_t>(integer(parts[4], "declaration trick", 0, 7));
        if ((kind <= kDeclAceTrump) != (d.suit >= 0)) invalid(f.game, "decls " + q(tok) + ": the suit does not fit the kind");
        if (kind == kDeclMarriage || kind == kDeclBed) {
          if (t.declared >> d.suit & 1) invalid(f.game, "decls " + q(ds) + ": a suit is declared twice");
          t.declared |= std::uint8_t(1u << d.suit);
        }
        t.decls[t.ndecls++] = d;
      }
      i = j;
    }
  }
  t.ace_run = {-1, -1, -1, -1};
  if (f.has("acerun")) {
    const auto r = integers(f.get("acerun"), "acerun", seats, 0, 10, true);
    for (int i = 0; i < seats; ++i) t.ace_run[i] = static_cast<std::int8_t>(r[i]);
  }
  Mask all = 0;
  for (int i = 0; i < seats; ++i) all |= t.won[i];
  t.tricks_played = static_cast<std::uint8_t>(popcount(all) / 3);
  // the finished tricks: '<leader> <cards in play order>' per trick, the lead with its
  // declaration suffix (+M, +B, +AA) when the decls field has one on it
  const notation::PositionErrors pos{f.game};
  std::array<int, 8> kinds{};
  log = TrickLog{};
  const auto [n, size] = notation::played_tricks(
      pos, f.get("played"), 8, seats, [&](int k, int leader, const std::vector<std::string>& cards, const std::string& name) {
        log.leader[k] = static_cast<std::int8_t>(leader);
        for (std::size_t i = 0; i < cards.size() && i < 3; ++i) {
          MoveId id = 0;
          try {
            id = parse_move(cards[i], f.game);
          } catch (const ParseError&) {
            bad("played: " + name + ": " + q(cards[i]) + " is not a card (with +M, +B or +AA on a declaring lead)");
          }
          if (!is_card_move(id)) bad("played: " + name + ": " + q(cards[i]) + " is not a card");
          if (i && (id >> 6) != kPlain) bad("played: " + name + ": only the lead declares (" + q(cards[i]) + ")");
          log.cards[k][i] = Card(int(id & 63));
          if (!i) kinds[k] = int(id >> 6);
        }
      });
  if (n && size != 3) invalid(f.game, "played: a trick holds 3 cards, trick 1 has " + std::to_string(size));
  log.known = static_cast<std::uint8_t>((1u << n) - 1);  // check_deal: as many as the won cards hold
  for (int k = 0; k < n; ++k) {
    const int want = lead_kind(t, k);
    if (kinds[k] != want) {
      const std::string lead = move_text(card_move(log.cards[k][0], kinds[k]));
      invalid(f.game, "played: trick " + std::to_string(k + 1) + " leads " + q(lead) + ", but its declaration in decls is " +
                          (want == kPlain ? std::string("none") : move_text(card_move(log.cards[k][0], want))));
    }
  }
}

void set_winners(const Table& t, TrickLog& log) {
  for (int k = 0; k < t.tricks_played; ++k) log.winner[k] = k + 1 < t.tricks_played ? log.leader[k + 1] : t.leader;
}

// ---- validation shared by both games ----------------------------------------------------------

namespace {
std::string seat_list(const Mask* m, int n) { return q(seats_cards(m, n)); }
}  // namespace

namespace {

std::string suit_name(int s) { return s < 0 ? "-" : std::string(1, kSuitLetters[s]); }

/// Why `id` is not a legal play of the seat to move at `at` (`legal` holds the legal moves).
std::string why_illegal(const Table& at, MoveId id, const PlayRules& r, const MoveId* legal, int nlegal) {
  const int seat = at.to_move;
  const Mask hand = at.hands[seat];
  const Card card(int(id & 63));
  const int kind = int(id >> 6);
  const std::string who = "seat " + std::to_string(seat);
  if (at.trick_n > 0) {
    const Suit led = at.trick[0].suit();
    const Mask follow = hand & suit_mask(led);
    if (follow && card.suit() != led)
      return who + " played " + to_string(card) + " but held the led suit (" + to_string(CardSet(follow)) + ")";
    const Mask above = r.must_beat && card.suit() == led ? tricks::higher_in_suit(follow, at.trick[0], kRanks) : Mask(0);
    if (above && !(above & card.bit()))
      return who + " played " + to_string(card) + " but held a card above the led " + to_string(at.trick[0]) + " (" +
             to_string(CardSet(above)) + "; must_beat_led)";
    const Mask trumps = at.trump >= 0 ? hand & suit_mask(static_cast<Suit>(at.trump)) : Mask(0);
    if (!follow && trumps && card.suit() != at.trump)
      return who + " played " + to_string(card) + " but held no " + suit_name(led) + " and held the trump (" +
             to_string(CardSet(trumps)) + ")";
  } else if (kind != kPlain) {
    const std::string decl = move_text(id);
    if (at.tricks_played == 0 && !r.first_lead) return who + " declared " + decl + " on the first lead (marriage_on_first_lead is off)";
    if (kind == kBed && !r.bed) return who + " declared " + decl + ": bed marriages are off";
    if (kind == kAceTrump && r.ace != 2) return who + " declared " + decl + ": ace_marriage is not 'trump'";
    if (kind != kAceTrump && (at.declared >> card.suit() & 1)) return who + " declared " + decl + ": that suit was declared before";
    const Mask need = kind == kAceTrump ? rank_mask(kAce)
                      : kind == kMarriage ? Card(kKing, card.suit()).bit() | Card(kQueen, card.suit()).bit()
                                          : Card(kQueen, card.suit()).bit() | Card(kJack, card.suit()).bit();
    if ((hand & need) != need) return who + " declared " + decl + " without holding " + to_string(CardSet(need));
  }
  std::string list;
  for (int i = 0; i < nlegal; ++i) list += (i ? " " : "") + move_text(legal[i]);
  return who + " could not play " + move_text(id) + " (the rules allow " + list + ")";
}

/// The finished tricks and the trick on the table, replayed from the hands the seats held when
/// play began (their hands now plus the cards they played since); c.stage is kPlay or kPlayed.
void replay(const Table& t, const TrickLog& log, const DealCheck& c, const PlayRules& r) {
  const auto fail = [&](const std::string& why) { invalid(c.game, why); };
  const int tp = t.tricks_played, d = c.declarer;
  if (popcount(Mask(log.known)) != tp)
    fail("played: " + std::to_string(popcount(Mask(log.known))) + " tricks, the won cards " + q(seats_cards(t.won.data(), c.seats)) +
         " hold " + std::to_string(tp));
  const auto seat_in = [&](int leader, int i) {
    int s = leader;
    for (int k = 0; k < i; ++k) s = t.next_active(s);
    return s;
  };
  // every played card once, in no hand and not on the table, and the won cards exactly these
  Mask played = 0, now = 0;
  for (int p = 0; p < c.seats; ++p) now |= t.hands[p];
  for (int i = 0; i < t.trick_n; ++i) now |= t.trick[i].bit();
  std::array<Mask, kMaxSeats> held = t.hands;
  for (int k = 0; k < tp; ++k) {
    const std::string name = "played: trick " + std::to_string(k + 1);
    const int leader = log.leader[k];
    if (leader == c.sitting_out || leader >= c.seats) fail(name + ": seat " + std::to_string(leader) + " does not play");
    for (int i = 0; i < 3; ++i) {
      const Mask b = log.cards[k][i].bit();
      if (!(b & kDeck24.mask)) fail(name + ": " + to_string(log.cards[k][i]) + " is outside the 24-card deck");
      if (played & b) fail(name + ": " + to_string(log.cards[k][i]) + " appears twice in the played tricks");
      if (now & b) fail(name + ": " + to_string(log.cards[k][i]) + " is played and also in a hand or on the table");
      played |= b;
      held[seat_in(leader, i)] |= b;
    }
  }
  for (int i = 0; i < t.trick_n; ++i) held[t.trick_seat(i)] |= t.trick[i].bit();
  const Mask won = t.won[0] | t.won[1] | t.won[2] | t.won[3];
  if (played != won)
    fail("won " + q(seats_cards(t.won.data(), c.seats)) + ": the won cards are not those of the played tricks (" +
         cards(played) + ")");
  // play them forward
  Table at = t;
  at.hands = held;
  at.trick_n = 0;
  at.start_play(d);
  MoveId legal[40];
  const auto step = [&](Card card, int kind, const std::string& name) {
    const MoveId id = card_move(card, kind);
    const int nl = at.play_moves(legal, r);
    bool ok = false;
    for (int i = 0; i < nl; ++i) ok |= legal[i] == id;
    if (!ok) fail(name + ": " + why_illegal(at, id, r, legal, nl));
    at.play(id, r);
  };
  for (int k = 0; k < tp; ++k) {
    const std::string name = "played: trick " + std::to_string(k + 1);
    if (log.leader[k] != at.leader)
      fail(name + " is led by seat " + std::to_string(log.leader[k]) + ", but " +
           (k ? "seat " + std::to_string(at.leader) + " won trick " + std::to_string(k) + " and leads it"
              : "the declarer " + std::to_string(d) + " leads the first trick"));
    for (int i = 0; i < 3; ++i) step(log.cards[k][i], i ? kPlain : lead_kind(t, k), name);
  }
  if (t.leader != at.leader)
    fail("leader " + q(seat(t.leader)) + ": seat " + std::to_string(at.leader) + " won trick " + std::to_string(tp) + " and leads");
  for (int i = 0; i < t.trick_n; ++i) step(t.trick[i], i ? kPlain : lead_kind(t, tp), "trick " + q(to_string(t.trick[i])));
  // the hands at the start of play: the prikup went to the declarer, each gift to its receiver
  for (int i = 0; i < c.ngifts; ++i)
    if (!(held[c.gift_to[i]] & c.gift_card[i].bit()))
      fail("gifts" + q(gifts(c.gift_card, c.gift_to, c.ngifts)) + ": the gifted " + to_string(c.gift_card[i]) +
           " was not in the hand of seat " + std::to_string(c.gift_to[i]) + " when play began");
  Mask kept = c.prikup;
  for (int i = 0; i < c.ngifts; ++i) kept &= ~c.gift_card[i].bit();
  if ((held[d] & kept) != kept)
    fail("prikup " + q(cards(c.prikup)) + ": " + to_string(CardSet(kept & ~held[d])) +
         " of the prikup was not in the declarer's hand when play began");
  // what the plays give
  for (int p = 0; p < c.seats; ++p)
    if (at.won[p] != t.won[p])
      fail("won " + q(seats_cards(t.won.data(), c.seats)) + ": seat " + std::to_string(p) + " won " + cards(at.won[p]) +
           " in the played tricks");
  bool same = at.ndecls == t.ndecls;
  for (int i = 0; same && i < t.ndecls; ++i) same = at.decls[i] == t.decls[i];
  if (!same) {
    std::string list;
    for (int i = 0; i < at.ndecls; ++i)
      list += (i ? " " : "") + std::to_string(at.decls[i].seat) + ":" + std::string(decl_name(at.decls[i].kind)) + ":" +
              suit_name(at.decls[i].suit) + ":" + std::to_string(at.decls[i].value) + ":" + std::to_string(at.decls[i].trick);
    fail("decls: the plays make the declarations " + q(list.empty() ? "-" : list));
  }
  if (at.trump != t.trump || at.trump_maker != t.trump_maker)
    fail("trump/maker " + q(suit_name(t.trump)) + " " + q(seat(t.trump_maker)) + ": the last declaration makes " +
         suit_name(at.trump) + " by seat " + seat(at.trump_maker));
  if (at.bonus != t.bonus || at.ace_run != t.ace_run || at.declared != t.declared)
    fail("bonus/acerun: not what the declarations of the plays give");
}

}  // namespace

void check_deal(const Table& t, const DealCheck& c, const PlayRules& r) {
  const auto fail = [&](const std::string& why) { invalid(c.game, why); };
  const int n = c.seats;
  const std::string hands = seat_list(t.hands.data(), n), won = seat_list(t.won.data(), n);
  const auto active = [&](int s) { return s >= 0 && s < n && s != c.sitting_out; };
  // every card once
  Mask seen = 0;
  const auto add = [&](Mask m, const std::string& where) {
    if (seen & m) fail(where + ": " + to_string(CardSet(seen & m)) + " appears twice");
    seen |= m;
  };
  for (int p = 0; p < n; ++p) add(t.hands[p], "hands " + hands);
  for (int p = 0; p < n; ++p) add(t.won[p], "won " + won);
  for (int i = 0; i < t.trick_n; ++i) add(t.trick[i].bit(), "trick " + q(to_string(t.trick[i])));
  const std::string prikup = q(cards(c.prikup));
  if (popcount(c.prikup) != 3) fail("prikup " + prikup + ": the prikup holds 3 cards");
  if (c.stage == Stage::kDealt) add(c.prikup, "prikup " + prikup);
  else if ((seen & c.prikup) != c.prikup) fail("prikup " + prikup + ": once taken, its cards are in play");
  if (seen != kDeck24.mask)
    fail("hands " + hands + ", won " + won + ", prikup " + prikup + ": " + to_string(CardSet(kDeck24.mask & ~seen)) +
         " missing; the 24 cards each appear once");
  if (c.sitting_out >= 0 && (t.hands[c.sitting_out] | t.won[c.sitting_out]))
    fail("hands " + hands + ": the sitting-out dealer " + std::to_string(c.sitting_out) + " holds no cards");
  if (c.stage != Stage::kDealt && !active(c.declarer))
    fail("declarer " + q(seat(c.declarer)) + ": after the bidding the declarer is a playing seat");
  const int d = c.declarer;
  const auto size_is = [&](int p, int want, std::string_view when) {
    if (popcount(t.hands[p]) != want)
      fail("hands " + hands + ": seat " + std::to_string(p) + " holds " + std::to_string(popcount(t.hands[p])) +
           " cards, " + std::string(when) + " " + std::to_string(want));
  };
  // gifts
  const int want_gifts = c.stage == Stage::kDealt ? 0 : c.stage == Stage::kTaken ? c.ngifts : 2;
  const std::string gift_text = q(gifts(c.gift_card, c.gift_to, c.ngifts));
  if (c.ngifts != want_gifts || (c.stage == Stage::kTaken && c.ngifts > 2))
    fail("gifts" + gift_text + ": " + std::to_string(c.ngifts) + " gifts do not fit the phase");
  for (int i = 0; i < c.ngifts; ++i) {
    const int to = i == 0 ? t.next_active(d) : t.next_active(t.next_active(d));
    if (c.gift_to[i] != to) fail("gifts" + gift_text + ": gift " + std::to_string(i + 1) + " goes to seat " + std::to_string(to));
    const Mask g = c.gift_card[i].bit();
    if (!(kDeck24.mask & g)) fail("gifts" + gift_text + ": a card outside the 24-card deck");
    if (i == 1 && c.gift_card[0] == c.gift_card[1]) fail("gifts" + gift_text + ": the same card twice");
    if (c.stage != Stage::kTaken) continue;  // in the card play they may be played: replay checks the start hands
    for (int p = 0; p < n; ++p)
      if (p != to && (t.hands[p] & g)) fail("gifts" + gift_text + ": the gifted " + to_string(c.gift_card[i]) + " is in the hand of seat " + std::to_string(p));
    if (!(t.hands[to] & g))
      fail("gifts" + gift_text + ": the gifted " + to_string(c.gift_card[i]) + " is not in the hand of seat " + std::to_string(to));
  }
  if (c.prikup_held) {
    Mask given = 0;
    for (int i = 0; i < c.ngifts; ++i) given |= c.gift_card[i].bit();
    if (const Mask away = c.prikup & ~given & ~t.hands[d])
      fail("prikup " + prikup + ": " + to_string(CardSet(away)) + " of the prikup is not in the declarer's hand (seat " +
           std::to_string(d) + ") and was not given away");
  }
  const bool playing = c.stage == Stage::kPlay || c.stage == Stage::kPlayed;
  bool any_run = false;
  for (int p = 0; p < kMaxSeats; ++p) any_run |= t.ace_run[p] >= 0;
  if (!playing) {
    for (int i = 0; i < 3; ++i) {
      const int p = t.active[i];
      const int want = c.stage == Stage::kDealt ? 7
                       : p == d                 ? 10 - c.ngifts
                       : p == t.next_active(d)  ? 7 + (c.ngifts >= 1)
                                                : 7 + (c.ngifts >= 2);
      size_is(p, want, "before the card play it holds");
    }
    if (t.won[0] | t.won[1] | t.won[2] | t.won[3]) fail("won " + won + ": no trick is won before the card play");
    if (t.trick_n) fail("trick: no card is on the table before the card play");
    if (t.leader >= 0) fail("leader " + q(seat(t.leader)) + ": no leader before the card play");
    if (t.trump >= 0 || t.trump_maker >= 0) fail("trump/maker: no trump before the card play");
    if (t.ndecls) fail("decls: no declaration before the card play");
    for (int p = 0; p < n; ++p)
      if (t.bonus[p]) fail("bonus: " + std::to_string(t.bonus[p]) + " credited before the card play");
    if (any_run) fail("acerun: no ace run before the card play");
    if (c.log && c.log->known) fail("played: no trick is played before the card play");
    return;
  }
  // card play: tricks, the trick on the table, the hands (the plays themselves: replay, below)
  if (popcount(t.won[0] | t.won[1] | t.won[2] | t.won[3]) % 3) fail("won " + won + ": won cards come in tricks of 3");
  const int tp = t.tricks_played;
  if (c.stage == Stage::kPlayed ? (tp != 8 || t.trick_n) : tp >= 8)
    fail("won " + won + ": " + std::to_string(tp) + " tricks do not fit the phase");
  if (!active(t.leader)) fail("leader " + q(seat(t.leader)) + ": the leader is a playing seat");
  if (tp == 0 && t.leader != d) fail("leader " + q(seat(t.leader)) + ": the declarer " + std::to_string(d) + " leads the first trick");
  for (int i = 0; i < 3; ++i) {
    const int p = t.active[i];
    int in_trick = 0;
    for (int k = 0; k < t.trick_n; ++k)
      if (t.trick_seat(k) == p) in_trick = 1;
    size_is(p, 8 - tp - in_trick, "after " + std::to_string(tp) + " tricks it holds");
  }
  if (!c.over && t.trick_seat(t.trick_n) != t.to_move)
    fail("turn " + q(seat(t.to_move)) + ": seat " + std::to_string(t.trick_seat(t.trick_n)) + " is next in the trick");
  // declarations: in order, allowed by the rules, credited as the bonuses say, the last trump one
  // makes the trump
  std::array<int, kMaxSeats> credited{};
  int last_trick = 0;
  std::array<int, kMaxSeats> run{-1, -1, -1, -1};
  for (int i = 0; i < t.ndecls; ++i) {
    const Declaration& x = t.decls[i];
    const std::string what = "decls: declaration " + std::to_string(i + 1) + " (" + std::string(decl_name(x.kind)) + " of seat " +
                             std::to_string(x.seat) + ")";
    if (!active(x.seat)) fail(what + ": the seat does not play");
    if (x.trick < last_trick || x.trick > tp || (x.trick == tp && (t.trick_n == 0 || c.stage == Stage::kPlayed)))
      fail(what + ": trick " + std::to_string(x.trick) + " is not played yet or out of order");
    last_trick = x.trick;
    const bool lead = x.kind == kDeclMarriage || x.kind == kDeclBed || x.kind == kDeclAceTrump;
    if (lead && x.trick == tp && x.seat != t.leader) fail(what + ": a declaration is made on a lead");
    if (lead && x.trick == 0 && !r.first_lead) fail(what + ": no declaration on the first lead");
    int value = 0;
    switch (x.kind) {
      case kDeclMarriage: value = r.marriage[x.suit]; break;
      case kDeclBed:
        if (!r.bed) fail(what + ": bed marriages are off");
        value = r.marriage[x.suit] / 2;
        break;
      case kDeclAceTrump:
        if (r.ace != 2) fail(what + ": ace_marriage is not 'trump'");
        value = 200;
        break;
      case kDeclAceBonus:
        if (r.ace != 1) fail(what + ": ace_marriage is not 'bonus'");
        value = 200;
        break;
      case kDeclFourNines:
        if (!r.four_nines) fail(what + ": four_nines_bonus is off");
        value = r.four_nines;
        break;
      default: fail(what + ": unknown kind");
    }
    if (lead && r.declarer_only && x.seat != d) value = 0;
    if (x.value != value) fail(what + ": value " + std::to_string(x.value) + ", the rules credit " + std::to_string(value));
    credited[x.seat] += x.value;
    if ((x.kind == kDeclAceTrump || x.kind == kDeclAceBonus) && r.ace_in_a_row) run[x.seat] = x.trick + 3;
  }
  for (int p = 0; p < n; ++p)
    if (t.bonus[p] != credited[p])
      fail("bonus: seat " + std::to_string(p) + " has " + std::to_string(t.bonus[p]) + ", its declarations credit " +
           std::to_string(credited[p]));
  // (the replay below pins the trump to the last declaration)
  bool trump_ok = t.trump < 0 ? t.trump_maker < 0 : false;
  for (int i = 0; i < t.ndecls; ++i) {
    const Declaration& x = t.decls[i];
    if ((x.kind == kDeclMarriage || x.kind == kDeclBed || x.kind == kDeclAceTrump) && x.suit == t.trump && x.seat == t.trump_maker) trump_ok = true;
  }
  if (!trump_ok)
    fail("trump/maker " + q(t.trump < 0 ? std::string("-") : std::string(1, kSuitLetters[t.trump])) + " " + q(seat(t.trump_maker)) +
         ": no declaration of that suit by that seat");
  for (int p = 0; p < kMaxSeats; ++p)
    if (t.ace_run[p] != (p < n ? run[p] : -1))
      fail("acerun: seat " + std::to_string(p) + " " + std::to_string(t.ace_run[p]) + " does not follow from the declarations");
  if (c.log) replay(t, *c.log, c, r);
}

void check_bidding(const Table& t, std::string_view game, unsigned passed, int high, int sitting_out, int seats) {
  const auto fail = [&](const std::string& why) { invalid(game, why); };
  const std::string p = q(seat_set(passed, seats));
  if (popcount(Mask(passed)) >= 2) fail("passed " + p + ": the bidding ends when two seats have passed");
  if (sitting_out >= 0 && (passed >> sitting_out & 1)) fail("passed " + p + ": the sitting-out dealer does not bid");
  if (t.to_move == sitting_out) fail("turn " + q(seat(t.to_move)) + ": the sitting-out dealer does not bid");
  if (passed >> t.to_move & 1) fail("turn " + q(seat(t.to_move)) + ": that seat has passed (passed " + p + ")");
  if (high >= 0 && (high == sitting_out || (passed >> high & 1) || high == t.to_move))
    fail("high " + q(seat(high)) + ": the high bidder is a bidding seat other than the one to move (passed " + p + ", turn " +
         seat(t.to_move) + ")");
  // The turn goes clockwise to the next seat that has not passed, and since the high bid only
  // passes were made: every bidding seat after the high bidder, up to the one to move, passed.
  if (high >= 0 && high < seats && t.to_move >= 0 && t.to_move < seats)
    for (int s = (high + 1) % seats; s != t.to_move; s = (s + 1) % seats)
      if (s != sitting_out && !(passed >> s & 1))
        fail("turn " + q(seat(t.to_move)) + ", high " + q(seat(high)) + ": seat " + std::to_string(s) +
             " bids between them and has not passed (passed " + p + ")");
}

void check_counters(std::string_view game, bool match, std::uint32_t started, std::uint32_t played, bool over,
                    bool void_deal, bool voids_possible) {
  const std::string m = q("started " + std::to_string(started) + " played " + std::to_string(played));
  const auto fail = [&](const std::string& why) { invalid(game, "match " + std::string(match ? "1 " : "0 ") + m + ": " + why); };
  if (!match) {
    if (started != 0) fail("a single deal starts no match deals");
    if (played != (over && !void_deal ? 1u : 0u)) fail("a single deal has played 1 deal once it is scored, else 0");
    return;
  }
  if (started == 0) fail("a match has started its current deal");
  if (over && void_deal) fail("a void deal does not end a match");
  const std::uint32_t done = over ? started : started - 1;  // deals finished
  if (voids_possible ? played > done : played != done)
    fail(voids_possible ? "more deals played than finished" : "every finished deal is played (no redeal rule is on)");
}

}  // namespace text


namespace {
// pycards.thousand's tables: points and the order low to high 9 J Q K T A, by rank index (2..A)
constexpr int kGreedyPoints[pycards::kRanks] = {0, 0, 0, 0, 0, 0, 0, 0, 10, 2, 3, 4, 11};
constexpr int kGreedyOrder[pycards::kRanks] = {0, 0, 0, 0, 0, 0, 0, 0, 4, 1, 2, 3, 5};
constexpr int kGreedyMarriage[4] = {60, 80, 100, 40};  // C D H S
// the word moves' preference (keep / take / look / decline 3, redeal 2, pass 1, throw / dark120 0);
// -1: a word that is not a choice of the rule (rospis, free)
constexpr int kWordChoice[kWords] = {1, 2, 3, 0, 3, 3, -1, 0, 3, -1};

unsigned marriage_suits(Mask hand) {
  unsigned suits = 0;
  for (int s = 0; s < 4; ++s)
    if ((hand >> Card(kKing, Suit(s)).index & 1) && (hand >> Card(kQueen, Suit(s)).index & 1)) suits |= 1u << s;
  return suits;
}
bool is_bid(MoveId m) { return m >= kBidBase && m < kBidBase + kMaxNumber + 1; }
/// The negated _cheap key: the cheapest card the largest; cards of a marriage still held last.
int cheapness(Card c, unsigned keep) {
  const bool held = (keep >> c.suit() & 1) && (c.rank() == kKing || c.rank() == kQueen);
  return -(held * 10000 + kGreedyPoints[c.rank()] * 100 + kGreedyOrder[c.rank()]);
}
bool greedy_beats(Card c, Card best, int trump) {
  if (c.suit() == best.suit()) return kGreedyOrder[c.rank()] > kGreedyOrder[best.rank()];
  return trump >= 0 && c.suit() == trump;
}
}  // namespace

MoveId greedy_of(const Table& t, MoveId* moves, int n, Rng& rng) noexcept {
  MoveId* const end = moves + n;
  const Mask hand = t.hands[t.to_move];
  const auto any = [&](auto pred) { return std::any_of(moves, end, pred); };
  const auto word = [](MoveId m) { return m >= kWordBase && m < kWordBase + kWords ? kWordChoice[m - kWordBase] : -1; };
  if (std::all_of(moves, end, [&](MoveId m) { return word(m) >= 0; }))
    return greedy::best_of(moves, n, word, rng);
  if (any(is_bid)) {  // bidding
    int count = 30;
    for (Mask m = hand; m; m &= m - 1) count += kGreedyPoints[Card(lowest_index(m)).rank()];
    const unsigned suits = marriage_suits(hand);
    for (int s = 0; s < 4; ++s)
      if (suits >> s & 1) count += kGreedyMarriage[s];
    const auto within = [count](MoveId m) { return is_bid(m) && int(m - kBidBase) <= count; };
    if (any(within))
      return greedy::best_of(moves, n, [&](MoveId m) { return within(m) ? 100000 - int(m - kBidBase) : 0; }, rng);
    return greedy::first_of(moves, n, [](MoveId m) { return !is_bid(m); });
  }
  const unsigned keep = marriage_suits(hand);
  if (moves[0] >= kGiftBase && moves[0] < kGiftBase + 64)
    return greedy::best_of(moves, n, [&](MoveId m) { return cheapness(Card(int(m - kGiftBase)), keep); }, rng);
  const auto contract = [](MoveId m) { return m >= kContractBase && m <= kContractBase + kMaxNumber; };
  if (any(contract))
    return greedy::best_of(moves, n, [&](MoveId m) { return contract(m) ? 100000 - int(m - kContractBase) : 0; }, rng);
  if (any([](MoveId m) { return m >= kBuyoutBase && m <= kBuyoutBase + kMaxNumber; }))
    return greedy::first_of(moves, n, [](MoveId m) { return m == word_move(kDecline); });
  // the card play: ids below 256 (card | kind << 6)
  const auto declares = [](MoveId m) { return is_card_move(m) && (m >> 6) != kPlain; };
  if (any(declares))
    return greedy::best_of(moves, n, [&](MoveId m) {
      return declares(m) ? 1 + kGreedyMarriage[Card(int(m & 63)).suit()] * 2 + ((m >> 6) == kMarriage) : 0;
    }, rng);
  if (t.trick_n == 0)
    return greedy::best_of(moves, n, [&](MoveId m) { return cheapness(Card(int(m)), keep); }, rng);
  Card best = t.trick[0];
  for (int i = 1; i < t.trick_n; ++i)
    if (greedy_beats(t.trick[i], best, t.trump)) best = t.trick[i];
  const bool can_win = any([&](MoveId m) { return greedy_beats(Card(int(m)), best, t.trump); });
  return greedy::best_of(moves, n, [&](MoveId m) {
    const Card c = Card(int(m));
    return (can_win && !greedy_beats(c, best, t.trump) ? -1000000 : 0) + cheapness(c, keep);
  }, rng);
}

}  // namespace pycards::thousand
