// Ураган: move text, the position notation (print strictly, parse leniently, validate once) and
// the per-seat view. Format: docs/uragan.md, "Position notation".
//
//   dealer 1 | turn 0 | hands 7H KD / 2C 4H | table 5S 3C | stock 4H 5D ... | piles - / 2D 2S |
//   hurricanes 0 1 | last 1 | deal
//
// open4 adds `down A B / C D` (face-down cards at positions 1 and 2 per seat, `-` once turned up)
// and `pending C` (or `-`); leftover="last_capturer" adds `capturer S` (or `-`). The last field is `deal` (a one-deal game) or
// `match S0 S1 deals N seed X` (match score, finished deals, match seed).
#include <algorithm>
#include <charconv>
#include <string>
#include <vector>

#include "pycards/errors.hpp"
#include "pycards/notation.hpp"
#include "uragan.hpp"

namespace pycards::uragan {

namespace {

using notation::cards_or_dash;

constexpr auto split_words = notation::loose_words;

using notation::split_on;

constexpr notation::PositionErrors pos{"uragan"};
using notation::trim;






}  // namespace

// ---- moves --------------------------------------------------------------------------------

std::string Spec::move_text(MoveId id) {
  if (id == kDown1) return "down1";
  if (id == kDown2) return "down2";
  if ((id & kDownFlag) || (id & 63) >= kCards) return "<bad uragan move id " + std::to_string(id) + ">";
  std::string out = to_string(played_card(id));
  const Mask cap = captured_cards(id);
  if (cap) out += "x" + to_string(CardSet(cap), "+");
  return out;
}

MoveId Spec::parse_move(std::string_view text) {
  const std::string t = trim(text);
  if (t == "down1" || t == "Down1" || t == "DOWN1") return kDown1;
  if (t == "down2" || t == "Down2" || t == "DOWN2") return kDown2;
  if (t.empty()) throw ParseError("bad uragan move '': expected a card (trail, like 7H) or a capture like KHx5S+3C+2D");
  const std::size_t x = t.find_first_of("xX");
  // 'x' never occurs inside a card token, so the first one separates the played card
  const std::string played_text = trim(t.substr(0, x));
  Card played;
  try {
    played = parse_card(played_text);
  } catch (const ParseError& e) {
    throw ParseError("bad uragan move '" + t + "': " + e.what());
  }
  if (!kDeck40.contains(played))
    throw ParseError("bad uragan move '" + t + "': " + to_string(played) + " is not in the 40-card deck (no 8, 9, 10)");
  if (x == std::string::npos) return MoveId(played.index);
  CardSet cap;
  const std::vector<std::string> parts = split_on(std::string_view(t).substr(x + 1), '+');
  for (const std::string& p : parts) {
    Card c;
    try {
      c = parse_card(p);
    } catch (const ParseError& e) {
      throw ParseError("bad uragan move '" + t + "': " + e.what());
    }
    if (!kDeck40.contains(c))
      throw ParseError("bad uragan move '" + t + "': " + to_string(c) + " is not in the 40-card deck");
    if (cap.contains(c) || c == played)
      throw ParseError("bad uragan move '" + t + "': card " + to_string(c) + " appears twice");
    cap.add(c);
  }
  return capture_move(played, cap.mask);
}

// ---- notation -----------------------------------------------------------------------------

std::string State::notation() const {
  const int n = cfg_.players;
  std::string out = "dealer " + std::to_string(dealer_) + " | turn " +
                    (to_move_ < 0 ? std::string("-") : std::to_string(to_move_)) + " | hands ";
  for (int s = 0; s < n; ++s) out += (s ? " / " : "") + cards_or_dash(CardSet(hands_[s]));
  if (cfg_.open4) {
    out += " | down ";
    for (int s = 0; s < 2; ++s) {
      out += s ? " / " : "";
      for (int k = 0; k < 2; ++k)
        out += (k ? " " : "") + (down_[s][k] < 0 ? std::string("-") : to_string(Card(down_[s][k])));
    }
    out += " | pending " + (pending_ < 0 ? std::string("-") : to_string(Card(pending_)));
  }
  out += " | table " + cards_or_dash(CardSet(table_)) + " | stock";
  if (stock_size() == 0) out += " -";
  for (int i = stock_pos_; i < stock_end_; ++i) out += " " + to_string(Card(stock_[i]));
  out += " | piles " + cards_or_dash(CardSet(piles_[0])) + " / " + cards_or_dash(CardSet(piles_[1]));
  out += " | hurricanes " + std::to_string(hurricanes_[0]) + " " + std::to_string(hurricanes_[1]);
  out += " | last " + (last_ < 0 ? std::string("-") : std::to_string(last_));
  if (cfg_.leftover_to_capturer) out += " | capturer " + (capturer_ < 0 ? std::string("-") : std::to_string(capturer_));
  if (cfg_.match)
    out += " | match " + std::to_string(scores_[0]) + " " + std::to_string(scores_[1]) + " deals " +
           std::to_string(deals_played_) + " seed " + std::to_string(cfg_.seed);
  else
    out += " | deal";
  return out;
}

State Spec::position(const Config& cfg, std::string_view text) {
  const int n = cfg.players;
  // 1. Fields, by keyword.
  const notation::Fields fields(text, {"dealer", "turn", "hands", "down", "pending", "table", "stock", "piles",
                                       "hurricanes", "last", "capturer", "match", "deal"},
                                std::string("dealer | turn | hands | ") + (cfg.open4 ? "down | pending | " : "") +
                                    "table | stock | piles | hurricanes | last | " +
                                    (cfg.leftover_to_capturer ? "capturer | " : "") + "deal or match",
                                pos);
  if (!cfg.open4 && (fields.get("down") || fields.get("pending")))
    pos.parse_fail("fields 'down' and 'pending' belong to hand='open4' positions");
  if (!cfg.leftover_to_capturer && fields.get("capturer"))
    pos.parse_fail("field 'capturer' belongs to leftover='last_capturer' positions");
  const bool match = fields.is_match("match S0 S1 deals N seed X");

  State s;
  s.cfg_ = cfg;
  s.cfg_.match = match;

  // 2. Seats and counters.
  s.dealer_ = static_cast<std::int8_t>(pos.seat(fields.one_word("dealer"), "dealer", n, false));
  s.to_move_ = static_cast<std::int8_t>(pos.seat(fields.one_word("turn"), "turn", n, true));
  s.last_ = static_cast<std::int8_t>(pos.seat(fields.one_word("last"), "last", n, true));
  if (cfg.leftover_to_capturer)
    s.capturer_ = static_cast<std::int8_t>(pos.seat(fields.one_word("capturer"), "capturer", n, true));
  {
    const auto w = split_words(fields.need("hurricanes"));
    if (w.size() != 2) pos.parse_fail("'hurricanes' takes two counts (side 0, side 1)");
    for (int i = 0; i < 2; ++i) s.hurricanes_[i] = static_cast<std::uint8_t>(pos.integer(w[i], "hurricane count", 0, 20));
  }

  // 3. Cards: every one of the 40 exactly once.
  notation::CardLedger cards(kDeck40, "the 40-card deck (no 8, 9, 10)", pos);
  const auto hands = cards.groups(fields.need("hands"), "hands", n, "hand", "seat", hand_size(n));
  for (int i = 0; i < n; ++i) s.hands_[i] = hands[i].mask;
  s.table_ = cards.cards(fields.need("table"), "the table").mask;
  {
    for (const Card c : cards.sequence(fields.need("stock"), "stock", kStockMax)) s.stock_[s.stock_end_++] = c.index;
    const int size = s.stock_end_;
    if (n == 4 ? size != 0 : (size != 0 && size != 12 && size != 24))
      pos.invalid("the stock holds " + std::to_string(size) + " cards; a " + std::to_string(n) +
              "-player stock holds " + (n == 4 ? "none" : "24, 12 or 0"));
  }
  const auto piles = cards.groups(fields.need("piles"), "piles", 2, "pile", "side", 40);
  for (int i = 0; i < 2; ++i) s.piles_[i] = piles[i].mask;
  cards.check_complete();

  // 4. open4: face-down cards and the pending card.
  if (cfg.open4) {
    const auto seats = split_on(fields.need("down"), '/');
    if (seats.size() != 2) pos.invalid("'down' lists " + std::to_string(seats.size()) + " seats; write 'A B / C D'");
    for (int i = 0; i < 2; ++i) {
      const auto w = split_words(seats[i]);
      if (w.size() != 2) pos.parse_fail("'down' takes two positions per seat ('-' once turned up), got '" + seats[i] + "'");
      for (int k = 0; k < 2; ++k) {
        if (w[k] == "-") continue;
        const Card c = pos.card(w[k], "down");
        if (!CardSet(s.hands_[i]).contains(c))
          pos.invalid("face-down card " + to_string(c) + " of seat " + std::to_string(i) + " is not in that hand");
        if (k == 1 && s.down_[i][0] == c.index) pos.invalid("face-down card " + to_string(c) + " is at both positions");
        s.down_[i][k] = static_cast<std::int8_t>(c.index);
      }
    }
    const std::string p = fields.one_word("pending");
    if (p != "-") {
      const Card c = pos.card(p, "pending");
      if (s.to_move_ < 0 || !CardSet(s.hands_[s.to_move_]).contains(c))
        pos.invalid("the pending card " + to_string(c) + " is not in the hand of the seat to move");
      if (s.face_down_set(s.to_move_).contains(c)) pos.invalid("the pending card " + to_string(c) + " is still face down");
      if ((s.hands_[s.to_move_] & ~s.face_down_set(s.to_move_).mask) != c.bit())
        pos.invalid("a card is pending (" + to_string(c) + ") while the seat to move still holds other face-up cards");
      s.pending_ = static_cast<std::int8_t>(c.index);
    }
  }

  // 5. Turn, last player and counts.
  const bool hands_empty = !(s.hands_[0] | s.hands_[1] | s.hands_[2] | s.hands_[3]);
  if (s.to_move_ < 0) {
    if (!hands_empty || s.table_ || s.stock_end_) pos.invalid("turn '-' (over) but cards are still in play; an over deal has them all in the piles");
    if (s.last_ < 0) pos.invalid("the deal is over but 'last' (the seat that made the last play) is '-'");
  } else {
    if (!s.hands_[s.to_move_])
      pos.invalid("seat " + std::to_string(s.to_move_) + " is to move with an empty hand");
  }
  if (s.last_ < 0) {
    const int full_stock = n == 2 ? 24 : 0;
    bool fresh = s.stock_end_ == full_stock && !s.piles_[0] && !s.piles_[1];
    for (int i = 0; i < n; ++i) fresh = fresh && popcount(s.hands_[i]) == hand_size(n);
    if (!fresh) pos.invalid("'last' is '-' (nobody has played) but cards have been played");
  }
  if (cfg.leftover_to_capturer) {
    // Piles fill only by captures, and at the end by the leftover: the last player's side takes
    // it when nobody captured.
    const Mask filled = s.to_move_ >= 0 ? s.piles_[0] | s.piles_[1] : s.piles_[(s.last_ & 1) ^ 1];
    if (s.capturer_ < 0 && filled)
      pos.invalid("'capturer' is '-' (nobody has captured) but a pile holds captured cards");
    if (s.capturer_ >= 0 && !s.piles_[s.capturer_ & 1])
      pos.invalid("seat " + std::to_string(s.capturer_) + " is the last capturer but its side's pile is empty");
  }
  for (int i = 0; i < 2; ++i)
    if (2 * s.hurricanes_[i] > popcount(s.piles_[i]))
      pos.invalid("side " + std::to_string(i) + " has " + std::to_string(s.hurricanes_[i]) +
              " hurricanes but only " + std::to_string(popcount(s.piles_[i])) + " cards in its pile");

  // 6. Score and end of the game.
  if (match) {
    const auto w = split_words(fields.need("match"));
    if (w.size() != 6 || w[2] != "deals" || w[4] != "seed") pos.parse_fail("write the match field as 'match S0 S1 deals N seed X'");
    s.scores_[0] = static_cast<std::int16_t>(pos.integer(w[0], "match score", 0, 30000));
    s.scores_[1] = static_cast<std::int16_t>(pos.integer(w[1], "match score", 0, 30000));
    s.deals_played_ = static_cast<std::uint32_t>(pos.integer(w[3], "deals played", 0, 100'000'000));
    s.cfg_.seed = pos.u64(w[5], "match seed");
    const int a = s.scores_[0], b = s.scores_[1];
    const auto decided = [&](std::uint32_t deals) {
      return ((a >= cfg.target || b >= cfg.target) && a != b) || (cfg.max_deals && deals >= cfg.max_deals);
    };
    if (s.to_move_ >= 0) {
      if (decided(s.deals_played_))
        pos.invalid("the match is already decided (score " + std::to_string(a) + "-" + std::to_string(b) + " after " +
                std::to_string(s.deals_played_) + " deals, target " + std::to_string(cfg.target) + ") but a deal is in progress");
    } else {
      if (s.deals_played_ == 0) pos.invalid("the match is over after 0 deals");
      if (!decided(s.deals_played_))
        pos.invalid("turn '-' (match over) but the score " + std::to_string(a) + "-" + std::to_string(b) +
                " does not end the match");
      const DealResult r = s.deal_result();
      if (a < r.total[0] || b < r.total[1]) pos.invalid("the match score is lower than the points of its last deal");
      s.last_result_ = r;
      s.has_last_result_ = true;
    }
    const int dist = s.to_move_ >= 0 ? kNoWinner : (a == b ? kDraw : a > b ? 0 : 1);
    s.winner_ = static_cast<std::int8_t>(dist);
  } else {
    if (!split_words(fields.need("deal")).empty()) pos.parse_fail("the 'deal' field takes no value");
    if (s.to_move_ < 0) {
      const DealResult r = s.deal_result();
      s.scores_ = {r.total[0], r.total[1]};
      s.deals_played_ = 1;
      s.winner_ = static_cast<std::int8_t>(r.total[0] == r.total[1] ? kDraw : r.total[0] > r.total[1] ? 0 : 1);
      s.last_result_ = r;
      s.has_last_result_ = true;
    }
  }
  return s;
}

// ---- the view of one seat -----------------------------------------------------------------

View make_view(const State& s, int seat) {
  View v;
  const int n = s.players();
  v.seat = seat;
  v.players = n;
  v.dealer = s.dealer();
  v.to_move = s.to_move();
  v.last_player = s.last_player();
  v.tracks_capturer = s.config().leftover_to_capturer;
  v.last_capturer = s.last_capturer();
  v.hand = s.hand(seat);
  v.table = s.table();
  for (int i = 0; i < 2; ++i) {
    v.piles[i] = s.pile(i);
    v.hurricanes[i] = s.hurricanes(i);
    v.scores[i] = s.score(i);
  }
  CardSet unseen;
  for (int i = 0; i < n; ++i) {
    v.hand_sizes[i] = s.hand(i).size();
    if (i == seat) {
      v.visible[i] = s.hand(i);
    } else if (s.config().open4) {
      v.visible[i] = s.hand(i) - s.face_down_set(i);  // the face-up cards are open to both
    }
    unseen |= s.hand(i) - v.visible[i];
  }
  // open4: a player's own face-down cards are hidden from him too
  if (s.config().open4) {
    v.visible[seat] = s.hand(seat) - s.face_down_set(seat);
    v.hand = v.visible[seat];
    unseen |= s.face_down_set(seat);
  }
  v.pending = s.pending();
  for (int i = 0; i < s.stock_size(); ++i) unseen.add(s.stock_card(i));
  v.stock_size = s.stock_size();
  v.unseen = unseen;
  return v;
}

std::string View::notation() const {
  std::string out = "seat " + std::to_string(seat) + " | dealer " + std::to_string(dealer) + " | turn " +
                    (to_move < 0 ? std::string("-") : std::to_string(to_move)) + " | hands ";
  for (int i = 0; i < players; ++i) {
    out += i ? " / " : "";
    const int hidden = hand_sizes[i] - visible[i].size();
    std::string h = visible[i].empty() ? "" : to_string(visible[i]);
    if (hidden > 0) h += (h.empty() ? "?" : " ?") + std::to_string(hidden);
    out += h.empty() ? "-" : h;
  }
  if (pending >= 0) out += " | pending " + to_string(Card(pending));
  out += " | table " + cards_or_dash(table) + " | stock ?" + std::to_string(stock_size);
  out += " | piles " + cards_or_dash(piles[0]) + " / " + cards_or_dash(piles[1]);
  out += " | hurricanes " + std::to_string(hurricanes[0]) + " " + std::to_string(hurricanes[1]);
  out += " | last " + (last_player < 0 ? std::string("-") : std::to_string(last_player));
  if (tracks_capturer) out += " | capturer " + (last_capturer < 0 ? std::string("-") : std::to_string(last_capturer));
  out += " | score " + std::to_string(scores[0]) + " " + std::to_string(scores[1]);
  return out;
}

}  // namespace pycards::uragan
