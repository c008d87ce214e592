// Construction's move texts, position notation, position() with its refusals and the rendering
// (docs/construction.md, "Move texts and ids", "Position notation", "Rendering"):
//   red 0 | draws 1 | recycles 0 | seed 0 | layout - | commuters V0,0 V1,0 | climbed 0 0 |
//   blockers - / - | drawn 4D | stock 9S 3H ... | discards - | result -
#include <algorithm>
#include <array>
#include <vector>

#include "construction.hpp"
#include "pycards/errors.hpp"
#include "pycards/notation.hpp"

namespace pycards::construction {

namespace {
constexpr notation::PositionErrors pos{"construction"};

std::string card_text(std::uint8_t c) { return c >= 52 ? std::string("JK") : pycards::to_string(Card(c)); }

/// A whole decimal integer token: optional '-', digits, no leading zeros, no "-0"; in [lo, hi].
bool strict_int(std::string_view t, long long lo, long long hi, long long& out) {
  bool neg = false;
  if (!t.empty() && t[0] == '-') neg = true, t.remove_prefix(1);
  if (t.empty() || t.size() > 6 || (t.size() > 1 && t[0] == '0')) return false;
  long long v = 0;
  for (char ch : t) {
    if (ch < '0' || ch > '9') return false;
    v = v * 10 + (ch - '0');
  }
  if (neg && v == 0) return false;
  v = neg ? -v : v;
  if (v < lo || v > hi) return false;
  out = v;
  return true;
}

/// "V<x>,<y>" / "H<x>,<y>" with x in -128..127, y in 0..255; false otherwise.
bool read_slot(std::string_view t, std::uint32_t& code) {
  if (t.size() < 4 || (t[0] != 'V' && t[0] != 'H')) return false;
  const auto comma = t.find(',');
  if (comma == std::string_view::npos) return false;
  long long x = 0, y = 0;
  if (!strict_int(t.substr(1, comma - 1), -128, 127, x) || !strict_int(t.substr(comma + 1), 0, 255, y)) return false;
  code = slot_code(t[0] == 'H', int(x), int(y));
  return true;
}

std::string pad_center(const std::string& s, std::size_t w) {  // Python's format(s, '^w')
  if (s.size() >= w) return s;
  const std::size_t pad = w - s.size(), left = pad / 2;
  return std::string(left, ' ') + s + std::string(pad - left, ' ');
}

void rstrip(std::string& s) {
  while (!s.empty() && s.back() == ' ') s.pop_back();
}
}  // namespace

std::string slot_text(std::uint32_t code) {
  return std::string(slot_bridge(code) ? "H" : "V") + std::to_string(slot_x(code)) + "," + std::to_string(slot_y(code));
}

std::string Spec::move_text(MoveId id) {
  const std::uint64_t kind = id >> 34;
  const auto from = std::uint32_t((id >> 17) & 0x1FFFF), to = std::uint32_t(id & 0x1FFFF);
  if (kind > kDiscard || (kind != kMoveBlocker && from != 0) || (kind == kDiscard && to != 0))
    return "#" + std::to_string(id);
  switch (kind) {
    case kBuild: return slot_text(to);
    case kGo: return "go:" + slot_text(to);
    case kPlace: return "block:" + slot_text(to);
    case kMoveBlocker: return "block:" + slot_text(from) + ">" + slot_text(to);
    default: return "discard";
  }
}

MoveId Spec::parse_move(std::string_view text) {
  const auto fail = [&]() -> MoveId {
    throw ParseError("bad construction move " + notation::echo(text) +
                     ": write 'V<x>,<y>' or 'H<x>,<y>' (build), 'go:<slot>', 'block:<slot>', "
                     "'block:<from>><to>' or 'discard' (x in -128..127, y in 0..255, no leading zeros)");
  };
  if (text == "discard") return kDiscardMove;
  std::uint32_t a = 0, b = 0;
  if (text.substr(0, 3) == "go:") return read_slot(text.substr(3), a) ? make_move(kGo, 0, a) : fail();
  if (text.substr(0, 6) == "block:") {
    const std::string_view body = text.substr(6);
    const auto gt = body.find('>');
    if (gt == std::string_view::npos) return read_slot(body, a) ? make_move(kPlace, 0, a) : fail();
    return read_slot(body.substr(0, gt), a) && read_slot(body.substr(gt + 1), b) ? make_move(kMoveBlocker, a, b)
                                                                                 : fail();
  }
  return read_slot(text, a) ? make_move(kBuild, 0, a) : fail();
}

std::string State::notation() const {
  const auto seq = [](const CardSeq& q) {
    if (q.count() == 0) return std::string("-");
    std::string out;
    for (int i = 0; i < q.count(); ++i) out += (i ? " " : "") + card_text(q[i]);
    return out;
  };
  std::string layout;
  for (int i = 0; i < nlayout_; ++i) {
    if (layout_card(i) == kJoker) continue;
    layout += (layout.empty() ? "" : " ") + slot_text(layout_slot(i)) + ":" + card_text(layout_card(i));
  }
  const auto blocks = [&](int seat) {
    std::uint32_t b[kBlockers];
    const int n = blockers(seat, b);
    if (n == 0) return std::string("-");
    std::string out;
    for (int i = 0; i < n; ++i) out += (i ? " " : "") + slot_text(b[i]);
    return out;
  };
  return "red " + std::to_string(red_) + " | draws " + std::to_string(draws_) + " | recycles " +
         std::to_string(recycles_) + " | seed " + std::to_string(seed_) + " | layout " +
         (layout.empty() ? "-" : layout) + " | commuters " + slot_text(commuters_[0]) + " " +
         slot_text(commuters_[1]) + " | climbed " + (climbed_[0] ? "1" : "0") + " " + (climbed_[1] ? "1" : "0") +
         " | blockers " + blocks(0) + " / " + blocks(1) + " | drawn " + (over_ ? "-" : card_text(drawn_)) +
         " | stock " + seq(stock_) + " | discards " + seq(discards_) + " | result " +
         (!over_ ? "-" : winner_ == kDraw ? "draw" : std::to_string(winner_));
}

std::string State::render() const {
  int x0 = 0, x1 = 0, top = 0;
  for (int i = 0; i < nlayout_; ++i) {
    const std::uint32_t c = layout_slot(i);
    x0 = std::min(x0, slot_x(c));
    x1 = std::max(x1, slot_x(c) + (slot_bridge(c) ? 1 : 0));
    top = std::max(top, slot_y(c));
  }
  const auto cell = [&](std::uint32_t c, char left, char right) {
    const int i = find(c);
    if (i < 0) return std::string(6, ' ');
    std::string com;
    if (commuters_[0] == c) com += 'W';
    if (commuters_[1] == c) com += 'B';
    if (com.size() == 2) return std::string(1, left) + card_text(layout_card(i)) + com + right;
    if (com.empty()) com = " ";
    const int b = blocker_at(c);
    std::string out = std::string(1, left) + card_text(layout_card(i)) + com + (b < 0 ? "" : b == 0 ? "w" : "b");
    out.resize(5, ' ');
    return out + right;
  };
  std::string head = "     ";
  for (int x = x0; x <= x1; ++x) head += pad_center(std::to_string(x), 6) + std::string(6, ' ');
  rstrip(head);
  std::string out = head;
  for (int y = top; y >= 0; --y) {
    std::string ys = std::to_string(y);
    std::string line = std::string(ys.size() < 3 ? 3 - ys.size() : 0, ' ') + ys + "  ";
    for (int x = x0; x <= x1; ++x) line += cell(slot_code(false, x, y), '[', ']') + cell(slot_code(true, x, y), '=', '=');
    rstrip(line);
    out += "\n" + line;
  }
  std::string status;
  if (over_) {
    status = "over: " + (winner_ == kDraw ? std::string("draw") : "seat " + std::to_string(winner_) + " wins") + " (" +
             (reason_ == Reason::kWin ? "win" : reason_ == Reason::kMaxDraws ? "max_draws" : "exhausted") + ")";
  } else {
    status = "drawn " + card_text(drawn_) + ", seat " + std::to_string(to_move()) + " to move";
  }
  out += "\nred: seat " + std::to_string(red_) + " | " + status + " | draws " + std::to_string(draws_) + " | stock " +
         std::to_string(stock_.count()) + " | discards " + std::to_string(discards_.count()) + " | supplies " +
         std::to_string(supply(0)) + " " + std::to_string(supply(1)) + " | climbed " + (climbed_[0] ? "1" : "0") +
         " " + (climbed_[1] ? "1" : "0");
  return out;
}

// ---- position() ---------------------------------------------------------------------------

State Spec::position(const Config& cfg, std::string_view text) {
  static constexpr std::array<const char*, 12> kFields = {"red",     "draws",    "recycles", "seed",
                                                          "layout",  "commuters", "climbed", "blockers",
                                                          "drawn",   "stock",     "discards", "result"};
  const auto parts = notation::split_on(text, '|');
  if (parts.size() != kFields.size())
    pos.parse_fail("notation: " + std::to_string(parts.size()) + " fields, not 12 (write 'red R | draws N | recycles "
                   "R | seed X | layout ... | commuters W B | climbed 0 0 | blockers ... / ... | drawn C | stock ... | "
                   "discards ... | result -')");
  std::array<std::vector<std::string>, 12> f;
  for (std::size_t i = 0; i < kFields.size(); ++i) {
    auto w = notation::words(parts[i]);
    if (w.size() < 2 || w[0] != kFields[i])
      pos.parse_fail(std::string(kFields[i]) + ": field missing or misnamed (write '" + kFields[i] + " ...'), got " +
                     notation::echo(parts[i]));
    w.erase(w.begin());
    f[i] = std::move(w);
  }
  const auto one = [&](int i) -> const std::string& {
    if (f[i].size() != 1) pos.parse_fail(std::string(kFields[i]) + ": one value expected");
    return f[i][0];
  };
  const auto number = [&](int i, std::uint64_t hi) -> std::uint64_t {
    const std::string& t = one(i);
    std::uint64_t v = 0;
    if (!notation::read_u64(t, v) || (t.size() > 1 && t[0] == '0'))
      pos.parse_fail(std::string(kFields[i]) + ": " + notation::echo(t) + " is not a whole number");
    if (v > hi) pos.invalid(std::string(kFields[i]) + ": " + notation::echo(t) + " is out of range 0.." + std::to_string(hi));
    return v;
  };
  const auto slot = [&](int i, const std::string& t) {
    std::uint32_t c = 0;
    if (!read_slot(t, c))
      pos.parse_fail(std::string(kFields[i]) + ": bad slot " + notation::echo(t) +
                     " (write V<x>,<y> or H<x>,<y>, x in -128..127, y in 0..255)");
    return c;
  };
  const auto card = [&](int i, const std::string& t) -> std::uint8_t {
    return pos.card(t, kFields[i]).index;
  };
  const int decks = cfg.decks, total = 52 * decks;

  State s;
  s.cfg_ = cfg;
  {
    const std::string& t = one(0);
    if (t != "0" && t != "1") pos.parse_fail("red: " + notation::echo(t) + " is not a seat (0 or 1)");
    s.red_ = t[0] - '0';
  }
  const std::uint64_t draws = number(1, ~std::uint64_t{0});
  const std::uint64_t recycles = number(2, ~std::uint64_t{0});
  s.seed_ = number(3, ~std::uint64_t{0});

  // layout
  std::array<int, 52> counts{};
  std::vector<std::pair<std::uint32_t, std::uint8_t>> built;
  if (!(f[4].size() == 1 && f[4][0] == "-")) {
    for (const std::string& tok : f[4]) {
      const auto colon = tok.find(':');
      if (colon == std::string::npos)
        pos.parse_fail("layout: " + notation::echo(tok) + " is not slot:card (e.g. V0,1:4D)");
      const std::uint32_t c = slot(4, tok.substr(0, colon));
      const std::uint8_t k = card(4, tok.substr(colon + 1));
      for (const auto& [bc, bk] : built)
        if (bc == c) pos.parse_fail("layout: slot " + slot_text(c) + " is written twice");
      built.emplace_back(c, k);
    }
  }
  for (const auto& [c, k] : built) {
    if (c == kJokerSlot[0] || c == kJokerSlot[1])
      pos.invalid("layout: " + slot_text(c) + " holds a joker (it is implied, never written)");
    if (is_king(k)) pos.invalid("layout: a king is never built (" + slot_text(c) + ":" + card_text(k) + ")");
    if (++counts[k] > decks)
      pos.invalid("cards: more than " + std::to_string(decks) + " copies of " + card_text(k));
  }
  // every card counted below is checked against `decks` copies, so the layout has room
  s.insert(kJokerSlot[0], kJoker);
  s.insert(kJokerSlot[1], kJoker);
  for (const auto& [c, k] : built) s.insert(c, k);

  // commuters, climbed, blockers
  if (f[5].size() != 2) pos.parse_fail("commuters: two slots expected (white's, black's)");
  s.commuters_ = {slot(5, f[5][0]), slot(5, f[5][1])};
  if (f[6].size() != 2 || (f[6][0] != "0" && f[6][0] != "1") || (f[6][1] != "0" && f[6][1] != "1"))
    pos.parse_fail("climbed: two flags 0/1 expected");
  s.climbed_ = {f[6][0] == "1", f[6][1] == "1"};
  // the blockers' slots (ascending per seat), checked against the layout below before they are
  // marked on it
  std::array<std::array<std::uint32_t, kBlockers>, 2> blocks{};
  {
    std::string joined;
    for (const std::string& w : f[7]) joined += (joined.empty() ? "" : " ") + w;
    const auto halves = notation::split_on(joined, '/');
    if (halves.size() != 2) pos.parse_fail("blockers: two lists separated by '/' expected");
    for (int seat = 0; seat < 2; ++seat) {
      const auto toks = notation::words(halves[seat]);
      if (toks.empty()) pos.parse_fail("blockers: an empty list (write '-')");
      if (toks.size() == 1 && toks[0] == "-") continue;
      if (toks.size() > kBlockers) pos.invalid("blockers: more than 12 blockers of seat " + std::to_string(seat));
      for (const std::string& t : toks) {
        const std::uint32_t c = slot(7, t);
        for (int o = 0; o < 2; ++o)
          if (std::find(blocks[o].begin(), blocks[o].begin() + s.nblock_[o], c) != blocks[o].begin() + s.nblock_[o])
            pos.invalid("blockers: two blockers on " + slot_text(c));
        auto& b = blocks[seat];
        int i = s.nblock_[seat];
        while (i > 0 && b[i - 1] > c) b[i] = b[i - 1], --i;
        b[i] = c;
        ++s.nblock_[seat];
      }
    }
  }
  // drawn, stock, discards, result
  const std::string& drawn = one(8);
  const bool has_drawn = drawn != "-";
  if (has_drawn) s.drawn_ = card(8, drawn);
  const auto seq = [&](int i, CardSeq& q) {
    if (f[i].size() == 1 && f[i][0] == "-") return;
    if (int(f[i].size()) > total)
      pos.invalid(std::string(kFields[i]) + ": more than " + std::to_string(total) + " cards");
    for (const std::string& t : f[i]) q.cards[q.size++] = card(i, t);
  };
  seq(9, s.stock_);
  seq(10, s.discards_);
  {
    const std::string& r = one(11);
    if (r != "-" && r != "0" && r != "1" && r != "draw")
      pos.parse_fail("result: " + notation::echo(r) + " is not '-', '0', '1' or 'draw'");
    s.over_ = r != "-";
    s.winner_ = r == "-" ? kNoSeat : r == "draw" ? kDraw : r[0] - '0';
  }

  // cards: exactly `decks` copies of each of the 52
  if (has_drawn) ++counts[s.drawn_];
  for (int i = 0; i < s.stock_.count(); ++i) ++counts[s.stock_[i]];
  for (int i = 0; i < s.discards_.count(); ++i) ++counts[s.discards_[i]];
  for (int k = 0; k < 52; ++k)
    if (counts[k] != decks)
      pos.invalid("stock: the layout, stock, discards and turned-up card hold " + std::to_string(counts[k]) +
                  " copies of " + card_text(std::uint8_t(k)) + ", not " + std::to_string(decks));

  // layout: every card joined to a joker
  const auto component = [&](std::uint32_t from, std::array<bool, kMaxLayout>& seen) {
    seen.fill(false);
    std::array<int, kMaxLayout> todo{};
    int n = 0;
    const int start = s.find(from);
    if (start < 0) return;
    seen[start] = true;
    todo[n++] = start;
    while (n) {
      const int i = todo[--n];
      std::uint32_t nb[4];
      const int m = neighbours(s.layout_slot(i), nb);
      for (int j = 0; j < m; ++j) {
        const int k = s.find(nb[j]);
        if (k >= 0 && !seen[k]) seen[k] = true, todo[n++] = k;
      }
    }
  };
  std::array<std::array<bool, kMaxLayout>, 2> reach{};
  component(kJokerSlot[0], reach[0]);
  component(kJokerSlot[1], reach[1]);
  for (int i = 0; i < s.nlayout_; ++i)
    if (!reach[0][i] && !reach[1][i])
      pos.invalid("layout: " + slot_text(s.layout_slot(i)) + " is not joined to a joker through the layout");

  // pieces
  for (int seat = 0; seat < 2; ++seat) {
    const int i = s.find(s.commuters_[seat]);
    if (i < 0 || !reach[seat][i])
      pos.invalid("commuters: seat " + std::to_string(seat) + "'s commuter on " + slot_text(s.commuters_[seat]) +
                  " is not on a card joined to its own joker");
  }
  if (s.commuters_[0] == s.commuters_[1] && s.commuters_[0] != kJokerSlot[0] && s.commuters_[0] != kJokerSlot[1])
    pos.invalid("commuters: both commuters on " + slot_text(s.commuters_[0]));
  for (int seat = 0; seat < 2; ++seat)
    for (int i = 0; i < s.nblock_[seat]; ++i) {
      const std::uint32_t c = blocks[seat][i];
      if (s.find(c) < 0 || c == kJokerSlot[0] || c == kJokerSlot[1])
        pos.invalid("blockers: a blocker on " + slot_text(c) + ", not a built card of the layout");
      if (s.commuters_[1 - seat] == c || (cfg.block_both && s.commuters_[seat] == c))
        pos.invalid("blockers: the blocker on " + slot_text(c) + " stands with a commuter it closes the card to");
    }
  for (int seat = 0; seat < 2; ++seat)
    for (int i = 0; i < s.nblock_[seat]; ++i) s.blocked_[seat].set(s.find(blocks[seat][i]));
  s.index_pieces();  // every piece is on a card of the layout

  // climbing
  for (int seat = 0; seat < 2; ++seat) {
    if (s.climbs_at(s.commuters_[seat]) && !s.climbed_[seat])
      pos.invalid("climbed: seat " + std::to_string(seat) + "'s commuter stands at row " +
                  std::to_string(slot_y(s.commuters_[seat])) + " but is not marked climbed");
    if (s.climbed_[seat]) {
      bool any = false;
      for (int i = 0; i < s.nlayout_; ++i) any = any || (reach[seat][i] && s.climbs_at(s.layout_slot(i)));
      if (!any)
        pos.invalid("climbed: seat " + std::to_string(seat) + " is marked climbed with no vertical card at row " +
                    std::to_string(cfg.target_height) + " or above joined to its joker");
    }
  }

  // counts
  if (draws < 1 || draws > std::uint64_t(cfg.max_draws))
    pos.invalid("draws: " + std::to_string(draws) + " is outside 1.." + std::to_string(cfg.max_draws));
  s.draws_ = int(draws);
  const long long m = s.over_ ? s.draws_ : s.draws_ - 1;
  const long long made = s.built() + s.nblock_[0] + s.nblock_[1];
  if (made > m)
    pos.invalid("draws: " + std::to_string(s.built()) + " cards built and " +
                std::to_string(s.nblock_[0] + s.nblock_[1]) + " blockers on the table take more than the " +
                std::to_string(m) + " moves made");
  const long long k = cfg.steps == Steps::kOne ? 1 : 3;
  long long need = 0;
  for (int seat = 0; seat < 2; ++seat)
    need += s.climbed_[seat] ? 2 * cfg.target_height - s.height(seat) : s.height(seat);
  if (need > k * (m - made))
    pos.invalid("commuters: their heights need " + std::to_string(need) + " steps, more than the moves left allow");
  if (recycles == 0 && s.stock_.count() != total - s.draws_)
    pos.invalid("stock: " + std::to_string(s.stock_.count()) + " cards before any recycling, not the " +
                std::to_string(total - s.draws_) + " not yet turned up");
  if (recycles > std::uint64_t(s.draws_)) pos.invalid("recycles: more recyclings than draws");
  if (recycles > 0 && std::uint64_t(s.draws_) < std::uint64_t(total + 1) + (recycles - 1) * std::uint64_t(4 * decks))
    pos.invalid("recycles: " + std::to_string(recycles) + " recyclings are more than " + std::to_string(s.draws_) +
                " draws allow (the first comes at card " + std::to_string(total + 1) + ", each next one at least " +
                std::to_string(4 * decks) + " cards later)");
  s.recycles_ = int(recycles);

  // the end
  if (s.over_ == has_drawn)
    pos.invalid(s.over_ ? "drawn: a turned-up card in a finished game" : "drawn: no turned-up card in a game going on");
  bool home[2];
  for (int seat = 0; seat < 2; ++seat) home[seat] = s.climbed_[seat] && s.commuters_[seat] == kJokerSlot[seat];
  if (!s.over_ && (home[0] || home[1])) pos.invalid("result: a climbed commuter is home, so the game is over");
  if (s.over_) {
    if ((s.winner_ == 0 || s.winner_ == 1) && home[s.winner_] && !home[1 - s.winner_]) {
      s.reason_ = Reason::kWin;
    } else if (home[0] || home[1]) {
      pos.invalid("result: a climbed commuter is home on its joker, but it is not the winner");
    } else {
      if (s.draws_ != cfg.max_draws)
        pos.invalid("result: the game is over without a win before max_draws (" + std::to_string(cfg.max_draws) + ")");
      const int want = cfg.limit_result == LimitResult::kProgress ? s.progress_winner() : kDraw;
      if (s.winner_ != want)
        pos.invalid("result: limit_result gives " + (want == kDraw ? std::string("a draw") : "seat " + std::to_string(want)));
      s.reason_ = Reason::kMaxDraws;
    }
    s.drawn_ = 0;
  }
  return s;
}

}  // namespace pycards::construction
