// Хурикан: move text, the position notation (print strictly, parse leniently, validate once) and
// the per-seat view. Format: docs/hurricane.md, "Position notation".
//
//   dealer 1 | turn 0 | hands 7H KD / 2C 4H | table 5S 3C | stock 4H 5D ... | piles - / 2D 2S |
//   capturer 1 | deal
//
// The last field is `deal` (a one-deal game) or `match S0 S1 deals N seed X` (match score,
// finished deals, match seed).
#include <algorithm>
#include <string>
#include <vector>

#include "hurricane.hpp"
#include "pycards/errors.hpp"
#include "pycards/notation.hpp"

namespace pycards::hurricane {

namespace {

using notation::cards_or_dash;

using notation::trim;

constexpr auto split_words = notation::loose_words;

using notation::split_on;

constexpr notation::PositionErrors pos{"hurricane"};





Card move_card(const std::string& token, const std::string& move) {
  Card c;
  try {
    c = parse_card(trim(token));
  } catch (const ParseError& e) {
    throw ParseError("bad hurricane move " + notation::echo(move) + ": " + e.what());
  }
  if (!kDeck40.contains(c))
    throw ParseError("bad hurricane move " + notation::echo(move) + ": " + to_string(c) +
                     " is not in the 40-card deck (no 8, 9, 10)");
  return c;
}

}  // namespace

// ---- moves --------------------------------------------------------------------------------

std::string Spec::move_text(MoveId id) {
  const Mask cards = move_cards(id);
  const bool capture = is_capture(id);
  const MoveId extra = capture ? id & ~kCaptureFlag & ~(MoveId{63} << 52) & ~kAllCardsMask : id & ~kAllCardsMask;
  if (!cards || extra || (cards & ~kDeck40.mask) || (capture && !kDeck40.contains(captured_card(id))) ||
      (capture && (cards & captured_card(id).bit())))
    return "<bad hurricane move id " + std::to_string(id) + ">";
  std::string out = to_string(CardSet(cards), "+");
  if (capture) out += "x" + to_string(captured_card(id));
  return out;
}

MoveId Spec::parse_move(std::string_view text) {
  const std::string t = trim(text);
  if (t.empty())
    throw ParseError("bad hurricane move '': expected a lay (5D or 5D+2C) or a capture like 4S+2Hx6C");
  const std::size_t x = t.find_first_of("xX");  // 'x' never occurs inside a card token
  CardSet cards;
  for (const std::string& p : split_on(std::string_view(t).substr(0, x), '+')) {
    const Card c = move_card(p, t);
    if (cards.contains(c))
      throw ParseError("bad hurricane move " + notation::echo(t) + ": card " + to_string(c) + " appears twice");
    cards.add(c);
  }
  if (x == std::string::npos) return lay_move(cards.mask);
  const std::string target = trim(std::string_view(t).substr(x + 1));
  if (target.find_first_of("+xX") != std::string::npos)
    throw ParseError("bad hurricane move " + notation::echo(t) + ": a capture takes one table card after the 'x'");
  const Card c = move_card(target, t);
  if (cards.contains(c))
    throw ParseError("bad hurricane move " + notation::echo(t) + ": card " + to_string(c) + " appears twice");
  return capture_move(cards.mask, c);
}

// ---- notation -----------------------------------------------------------------------------

std::string State::notation() const {
  std::string out = "dealer " + std::to_string(dealer_) + " | turn " +
                    (to_move_ < 0 ? std::string("-") : std::to_string(to_move_)) + " | hands " +
                    cards_or_dash(CardSet(hands_[0])) + " / " + cards_or_dash(CardSet(hands_[1]));
  out += " | table " + cards_or_dash(CardSet(table_)) + " | stock";
  if (stock_size() == 0) out += " -";
  for (int i = stock_pos_; i < stock_end_; ++i) out += " " + to_string(Card(stock_[i]));
  out += " | piles " + cards_or_dash(CardSet(piles_[0])) + " / " + cards_or_dash(CardSet(piles_[1]));
  out += " | capturer " + (last_capturer_ < 0 ? std::string("-") : std::to_string(last_capturer_));
  if (cfg_.match)
    out += " | match " + std::to_string(scores_[0]) + " " + std::to_string(scores_[1]) + " deals " +
           std::to_string(deals_played_) + " seed " + std::to_string(cfg_.seed);
  else
    out += " | deal";
  return out;
}

State Spec::position(const Config& cfg, std::string_view text) {
  // 1. Fields, by keyword.
  const notation::Fields fields(text, {"dealer", "turn", "hands", "table", "stock", "piles", "capturer", "match", "deal"},
                                "dealer | turn | hands | table | stock | piles | capturer | deal or match", pos);
  const bool match = fields.is_match("match S0 S1 deals N seed X");

  State s;
  s.cfg_ = cfg;
  s.cfg_.match = match;
  s.cfg_.seed = 0;

  // 2. Seats.
  s.dealer_ = static_cast<std::int8_t>(pos.seat(fields.one_word("dealer"), "dealer", 2, false));
  s.to_move_ = static_cast<std::int8_t>(pos.seat(fields.one_word("turn"), "turn", 2, true));
  s.last_capturer_ = static_cast<std::int8_t>(pos.seat(fields.one_word("capturer"), "capturer", 2, true));

  // 3. Cards: every one of the 40 exactly once.
  notation::CardLedger cards(kDeck40, "the 40-card deck (no 8, 9, 10)", pos);
  {
    for (const Card c : cards.sequence(fields.need("stock"), "stock", kStockMax)) s.stock_[s.stock_end_++] = c.index;
    const int size = s.stock_end_;
    if (size != 28 && size != 16 && size != 4 && size != 0)
      pos.invalid("the stock holds " + std::to_string(size) + " cards; after a round it holds 28, 16, 4 or 0");
  }
  const int round_size = s.stock_end_ > 0 ? kHandMax : 2;
  const auto hands = cards.groups(fields.need("hands"), "hands", 2, "hand", "seat", round_size);
  for (int i = 0; i < 2; ++i) s.hands_[i] = hands[i].mask;
  s.table_ = cards.cards(fields.need("table"), "the table").mask;
  const auto piles = cards.groups(fields.need("piles"), "piles", 2, "pile", "seat", 40);
  for (int i = 0; i < 2; ++i) {
    s.piles_[i] = piles[i].mask;
    if (piles[i].size() == 1)
      pos.invalid("pile of seat " + std::to_string(i) + " holds one card; a capture puts at least two cards in a pile");
  }
  cards.check_complete();

  // 4. Turn, capturer, opening.
  const bool hands_empty = !(s.hands_[0] | s.hands_[1]);
  if (s.to_move_ < 0) {
    if (!hands_empty || s.stock_end_) pos.invalid("turn '-' (the deal is over) but cards are still in a hand or the stock");
  } else if (!s.hands_[s.to_move_]) {
    pos.invalid("seat " + std::to_string(s.to_move_) + " is to move with an empty hand");
  }
  if (s.last_capturer_ < 0 && (s.piles_[0] | s.piles_[1]))
    pos.invalid("'capturer' is '-' (nobody has captured) but a pile holds cards");
  if (s.last_capturer_ >= 0 && !s.piles_[s.last_capturer_])
    pos.invalid("seat " + std::to_string(s.last_capturer_) + " is the last capturer but its pile is empty");
  s.opening_ = s.stock_end_ == 28 && !s.table_ && !(s.piles_[0] | s.piles_[1]) && popcount(s.hands_[0]) == kHandMax &&
               popcount(s.hands_[1]) == kHandMax;
  if (s.opening_ && s.to_move_ != 1 - s.dealer_)
    pos.invalid("no card has been played yet, so the non-dealer (seat " + std::to_string(1 - s.dealer_) + ") is to move");
  if (s.to_move_ >= 0 && !cfg.leader_alternate && popcount(s.hands_[0]) == round_size &&
      popcount(s.hands_[1]) == round_size && s.to_move_ != 1 - s.dealer_)
    pos.invalid("a round has just been dealt and round_leader='non_dealer', so seat " + std::to_string(1 - s.dealer_) +
            " is to move");

  // 5. Score and end of the game.
  if (match) {
    const auto w = split_words(fields.need("match"));
    if (w.size() != 6 || w[2] != "deals" || w[4] != "seed") pos.parse_fail("write the match field as 'match S0 S1 deals N seed X'");
    const std::uint32_t fixed = State::fixed_deals(cfg);
    const long long most = !cfg.target ? fixed : cfg.max_deals ? cfg.max_deals : 1000000;
    const long long deals = pos.integer(w[3], "deals played", 0, most);
    s.deals_played_ = static_cast<std::uint32_t>(deals);
    for (int i = 0; i < 2; ++i) s.scores_[i] = static_cast<std::int32_t>(pos.integer(w[i], "match score", 0, 220 * deals));
    if (s.scores_[0] + s.scores_[1] > 220 * deals)
      pos.invalid("the match scores add up to more than 220 points a deal over " + std::to_string(deals) + " deals");
    std::uint64_t seed = 0;
    if (!notation::read_u64(w[5], seed)) pos.parse_fail("match seed " + notation::echo(w[5]) + " is not an unsigned integer");
    s.cfg_.seed = seed;
    if (s.to_move_ >= 0) {
      if (!cfg.target && s.deals_played_ >= fixed)
        pos.invalid("all " + std::to_string(fixed) + " deals of the match are played but a deal is in progress");
      if (cfg.target && State::match_finished(cfg, s.scores_, s.deals_played_))
        pos.invalid("the match to " + std::to_string(cfg.target) + " is over (a side reached the target or max_deals "
                    "deals are played) but a deal is in progress");
    } else {
      if (!cfg.target && s.deals_played_ != fixed)
        pos.invalid("turn '-' (match over) after " + std::to_string(s.deals_played_) + " of " + std::to_string(fixed) +
                " deals");
      const DealResult r = s.deal_result();
      if (s.scores_[0] < r.total[0] || s.scores_[1] < r.total[1])
        pos.invalid("the match score is lower than the points of its last deal");
      if (cfg.target) {
        const std::array<std::int32_t, 2> before{s.scores_[0] - r.total[0], s.scores_[1] - r.total[1]};
        if (s.deals_played_ == 0 || !State::match_finished(cfg, s.scores_, s.deals_played_) ||
            State::match_finished(cfg, before, s.deals_played_ - 1))
          pos.invalid("turn '-' (match over) but the match to " + std::to_string(cfg.target) +
                      " does not end with this deal (no side reaches the target for the first time, and max_deals is "
                      "not reached)");
      }
      s.last_result_ = r;
      s.has_last_result_ = true;
      s.winner_ = static_cast<std::int8_t>(s.scores_[0] == s.scores_[1] ? kDraw : s.scores_[0] > s.scores_[1] ? 0 : 1);
    }
  } else {
    if (!split_words(fields.need("deal")).empty()) pos.parse_fail("the 'deal' field takes no value");
    if (s.to_move_ < 0) {
      const DealResult r = s.deal_result();
      s.scores_ = {r.total[0], r.total[1]};
      s.deals_played_ = 1;
      s.winner_ = static_cast<std::int8_t>(r.winner);
      s.last_result_ = r;
      s.has_last_result_ = true;
    }
  }
  return s;
}

// ---- the view of one seat -----------------------------------------------------------------

View make_view(const State& s, int seat) {
  View v;
  v.seat = seat;
  v.dealer = s.dealer();
  v.to_move = s.to_move();
  v.last_capturer = s.last_capturer();
  v.hand = s.hand(seat);
  v.table = s.table();
  for (int i = 0; i < 2; ++i) {
    v.piles[i] = s.pile(i);
    v.scores[i] = s.score(i);
    v.hand_sizes[i] = s.hand(i).size();
  }
  CardSet unseen = s.hand(1 - seat);
  for (int i = 0; i < s.stock_size(); ++i) unseen.add(s.stock_card(i));
  v.stock_size = s.stock_size();
  v.unseen = unseen;
  return v;
}

std::string View::notation() const {
  std::string out = "seat " + std::to_string(seat) + " | dealer " + std::to_string(dealer) + " | turn " +
                    (to_move < 0 ? std::string("-") : std::to_string(to_move)) + " | hands ";
  for (int i = 0; i < 2; ++i) {
    out += i ? " / " : "";
    if (i == seat) out += cards_or_dash(hand);
    else out += hand_sizes[i] ? "?" + std::to_string(hand_sizes[i]) : "-";
  }
  out += " | table " + cards_or_dash(table) + " | stock ?" + std::to_string(stock_size);
  out += " | piles " + cards_or_dash(piles[0]) + " / " + cards_or_dash(piles[1]);
  out += " | capturer " + (last_capturer < 0 ? std::string("-") : std::to_string(last_capturer));
  out += " | score " + std::to_string(scores[0]) + " " + std::to_string(scores[1]);
  return out;
}

}  // namespace pycards::hurricane
