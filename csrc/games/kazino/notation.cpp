// Казино: move text, the position notation (print strictly, parse leniently, validate once) and
// the per-seat view. Format: docs/kazino.md, "Position notation".
//
//   dealer 1 | turn 0 | hands 7H KD QC / 2C 4H 9S | table 5S 3C | stock 4H 5D ... | piles - / 2D 2S |
//   last 1 | deal
//
// `piles` lists one pile per side (players, or 2 with partnerships); the last field is `deal` (a
// one-deal game) or `match S0 S1 ... deals N seed X` (one score per side).
#include <algorithm>
#include <string>
#include <vector>

#include "kazino.hpp"
#include "pycards/errors.hpp"
#include "pycards/notation.hpp"

namespace pycards::kazino {

namespace {

using notation::cards_or_dash;

using notation::split_on;

constexpr notation::PositionErrors pos{"kazino"};
using notation::trim;






}  // namespace

// ---- moves --------------------------------------------------------------------------------

std::string Spec::move_text(MoveId id) {
  if ((id & 63) >= kCards || (id >> 58)) return "<bad kazino move id " + std::to_string(id) + ">";
  std::string out = to_string(played_card(id));
  const Mask cap = captured_cards(id);
  if (cap) out += "x" + to_string(CardSet(cap), "+");
  return out;
}

MoveId Spec::parse_move(std::string_view text) {
  const std::string t = trim(text);
  if (t.empty()) throw ParseError("bad kazino move '': expected a card (trail, like QH) or a capture like QHx3C+9C");
  const std::string shown = notation::echo(t);
  const std::size_t x = t.find_first_of("xX");
  Card played;
  try {
    played = parse_card(trim(t.substr(0, x)));
  } catch (const ParseError& e) {
    throw ParseError("bad kazino move " + shown + ": " + e.what());
  }
  if (x == std::string::npos) return MoveId(played.index);
  CardSet cap;
  for (const std::string& p : split_on(std::string_view(t).substr(x + 1), '+')) {
    Card c;
    try {
      c = parse_card(p);
    } catch (const ParseError& e) {
      throw ParseError("bad kazino move " + shown + ": " + e.what());
    }
    if (cap.contains(c) || c == played)
      throw ParseError("bad kazino move " + shown + ": card " + to_string(c) + " appears twice");
    cap.add(c);
  }
  return capture_move(played, cap.mask);
}

// ---- notation -----------------------------------------------------------------------------

std::string State::notation() const {
  const int n = cfg_.players, ns = sides();
  std::string out = "dealer " + std::to_string(dealer_) + " | turn " +
                    (to_move_ < 0 ? std::string("-") : std::to_string(to_move_)) + " | hands ";
  for (int s = 0; s < n; ++s) out += (s ? " / " : "") + cards_or_dash(CardSet(hands_[s]));
  out += " | table " + cards_or_dash(CardSet(table_)) + " | stock";
  if (stock_size() == 0) out += " -";
  for (int i = stock_pos_; i < stock_end_; ++i) out += " " + to_string(Card(stock_[i]));
  out += " | piles ";
  for (int s = 0; s < ns; ++s) out += (s ? " / " : "") + cards_or_dash(CardSet(piles_[s]));
  out += " | last " + (last_capturer_ < 0 ? std::string("-") : std::to_string(last_capturer_));
  if (cfg_.match) {
    out += " | match";
    for (int s = 0; s < ns; ++s) out += " " + std::to_string(scores_[s]);
    out += " deals " + std::to_string(deals_played_) + " seed " + std::to_string(cfg_.seed);
  } else {
    out += " | deal";
  }
  return out;
}

namespace {

/// The cards each round position (0 = the dealer's left) was dealt in the current round, for a
/// position whose stock holds `stock` cards.
std::array<int, kMaxPlayers> dealt_this_round(int players, int stock) {
  std::array<int, kMaxPlayers> d{};
  const int first_stock = 52 - kTableStart - kHandSize * players;
  const int round = kHandSize * players;
  int cards = round;
  if (stock == 0 && first_stock > 0) {  // the round that emptied the stock: maybe short
    const int rest = first_stock % round;
    cards = rest == 0 ? round : rest;
  }
  for (int k = 0; k < cards; ++k) ++d[k % players];
  return d;
}

}  // namespace

State Spec::position(const Config& cfg, std::string_view text) {
  const int n = cfg.players, ns = cfg.sides();
  const notation::Fields fields(text, {"dealer", "turn", "hands", "table", "stock", "piles", "last", "match", "deal"},
                                "dealer | turn | hands | table | stock | piles | last | deal or match", pos);
  const bool match = fields.is_match("match S0 S1 ... deals N seed X");

  State s;
  s.cfg_ = cfg;
  s.cfg_.match = match;
  s.dealer_ = static_cast<std::int8_t>(pos.seat(fields.one_word("dealer"), "dealer", n, false));
  s.to_move_ = static_cast<std::int8_t>(pos.seat(fields.one_word("turn"), "turn", n, true));
  s.last_capturer_ = static_cast<std::int8_t>(pos.seat(fields.one_word("last"), "last capturer", n, true));

  // Cards: every one of the 52 exactly once.
  notation::CardLedger cards(kDeck52, "the 52-card deck", pos);
  const auto hands = cards.groups(fields.need("hands"), "hands", n, "hand", "seat", kHandSize);
  for (int i = 0; i < n; ++i) s.hands_[i] = hands[i].mask;
  s.table_ = cards.cards(fields.need("table"), "the table").mask;
  for (const Card c : cards.sequence(fields.need("stock"), "stock", 52 - kTableStart - kHandSize * n))
    s.stock_[s.stock_end_++] = c.index;
  const auto piles = cards.groups(fields.need("piles"), "piles", ns, "pile", "side", 52);
  for (int i = 0; i < ns; ++i) {
    s.piles_[i] = piles[i].mask;
    if (piles[i].size() == 1 && s.to_move_ >= 0)
      pos.invalid("pile of side " + std::to_string(i) + " holds one card; a capture takes at least two");
  }
  cards.check_complete();

  // Stock size, hands and turn: replay the round's order of play from the counts.
  const int stock = s.stock_end_;
  const int first_stock = 52 - kTableStart - kHandSize * n, round = kHandSize * n;
  if (stock != 0 && (first_stock - stock) % round != 0)
    pos.invalid("the stock holds " + std::to_string(stock) + " cards; a " + std::to_string(n) +
            "-player stock holds " + std::to_string(first_stock) + " minus a multiple of " + std::to_string(round));
  const bool hands_empty = !(s.hands_[0] | s.hands_[1] | s.hands_[2] | s.hands_[3]);
  const int first = (s.dealer_ + 1) % n;
  const bool over = s.to_move_ < 0;
  if (over) {
    if (!hands_empty || stock) pos.invalid("turn '-' (over) but cards are still in the hands or the stock");
    if (cfg.leftover != Leftover::kNobody && s.table_)
      pos.invalid("turn '-' (over) but cards are on the table; at the end of a deal they go to a pile");
  } else {
    if (hands_empty) pos.invalid("the hands are empty but the deal is not over (turn " + std::to_string(s.to_move_) + ")");
    const auto d = dealt_this_round(n, stock);
    std::array<int, kMaxPlayers> h{};
    int played = 0;
    for (int j = 0; j < n; ++j) {
      const int seat = (first + j) % n;
      h[j] = popcount(s.hands_[seat]);
      if (h[j] > d[j])
        pos.invalid("seat " + std::to_string(seat) + " holds " + std::to_string(h[j]) + " cards but was dealt " +
                std::to_string(d[j]) + " this round");
      played += d[j] - h[j];
    }
    // the round is played in order from the dealer's left, skipping empty hands
    std::array<int, kMaxPlayers> left = d;
    int j = 0;
    for (int k = 0; k < played; ++k) {
      while (left[j] == 0) j = (j + 1) % n;
      --left[j];
      j = (j + 1) % n;
    }
    while (left[j] == 0) j = (j + 1) % n;
    if (left != h)
      pos.invalid("the hand sizes cannot arise in a round played in turn from the dealer's left neighbour");
    if ((first + j) % n != s.to_move_)
      pos.invalid("turn " + std::to_string(s.to_move_) + " but seat " + std::to_string((first + j) % n) +
              " plays next in this round");
  }
  // Captures and the last capturer.
  Mask all_piles = 0;
  for (int i = 0; i < ns; ++i) all_piles |= s.piles_[i];
  if (s.last_capturer_ >= 0) {
    if (!s.piles_[cfg.side_of(s.last_capturer_)])
      pos.invalid("last capturer " + std::to_string(s.last_capturer_) + " has an empty pile");
  } else if (all_piles) {
    const bool leftovers_only = over && cfg.leftover != Leftover::kNobody &&
                                all_piles == s.piles_[cfg.side_of(s.dealer_)];
    if (!leftovers_only) pos.invalid("'last' is '-' (nobody has captured) but a pile holds cards");
  }

  // Score and end of the game.
  if (match) {
    const auto w = notation::loose_words(fields.need("match"));
    if (static_cast<int>(w.size()) != ns + 4 || w[ns] != "deals" || w[ns + 2] != "seed")
      pos.parse_fail("write the match field as 'match' with " + std::to_string(ns) + " scores, then 'deals N seed X'");
    for (int i = 0; i < ns; ++i) s.scores_[i] = static_cast<std::int16_t>(pos.integer(w[i], "score", 0, 30000));
    s.deals_played_ = static_cast<std::uint32_t>(pos.integer(w[ns + 1], "deals", 0, 1'000'000'000));
    if (!notation::read_u64(w[ns + 3], s.cfg_.seed)) pos.parse_fail("seed " + notation::echo(w[ns + 3]) + " is not an unsigned integer");
    int total = 0;
    for (int i = 0; i < ns; ++i) total += s.scores_[i];
    const std::uint32_t finished = s.deals_played_;
    if (total > 4 * static_cast<int>(finished))
      pos.invalid("the scores add up to " + std::to_string(total) + ", more than 4 per finished deal");
    if (over) {
      if (finished == 0) pos.invalid("the match is over after 0 deals");
      const DealResult r = s.deal_result();
      for (int i = 0; i < ns; ++i)
        if (s.scores_[i] < r.total[i]) pos.invalid("the match score is lower than the points of its last deal");
      s.winner_ = static_cast<std::int8_t>(match_winner_of(s.scores_, ns, cfg.target, finished, cfg.max_deals));
      if (s.winner_ == kNoWinner)
        pos.invalid("turn '-' (match over) but the score does not end the match");
      s.last_result_ = r;
      s.has_last_result_ = true;
    } else if (match_winner_of(s.scores_, ns, cfg.target, finished, cfg.max_deals) != kNoWinner) {
      pos.invalid("the match is already decided after " + std::to_string(finished) + " deals but a deal is in progress");
    }
  } else {
    if (!notation::loose_words(fields.need("deal")).empty()) pos.parse_fail("the 'deal' field takes no value");
    if (over) s.finish_scores();
  }
  return s;
}

// ---- the view of one seat -----------------------------------------------------------------

View make_view(const State& s, int seat) {
  View v;
  const int n = s.players();
  v.seat = seat;
  v.players = n;
  v.sides = s.sides();
  v.dealer = s.dealer();
  v.to_move = s.to_move();
  v.last_capturer = s.last_capturer();
  v.hand = s.hand(seat);
  v.table = s.table();
  for (int i = 0; i < v.sides; ++i) {
    v.piles[i] = s.pile(i);
    v.scores[i] = s.score(i);
  }
  CardSet unseen;
  for (int i = 0; i < n; ++i) {
    v.hand_sizes[i] = s.hand(i).size();
    if (i != seat) unseen |= s.hand(i);
  }
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
    if (i == seat) out += cards_or_dash(hand);
    else out += hand_sizes[i] ? "?" + std::to_string(hand_sizes[i]) : "-";
  }
  out += " | table " + cards_or_dash(table) + " | stock ?" + std::to_string(stock_size) + " | piles ";
  for (int i = 0; i < sides; ++i) out += (i ? " / " : "") + cards_or_dash(piles[i]);
  out += " | last " + (last_capturer < 0 ? std::string("-") : std::to_string(last_capturer));
  out += " | score";
  for (int i = 0; i < sides; ++i) out += " " + std::to_string(scores[i]);
  return out;
}

}  // namespace pycards::kazino
