// Стос's position notation (docs/stos.md, "Notation"):
//   coup 0 | seed 7 | dealer 1 | balance 0 0 | draw 9H-9C TS-KD | deck 9C AS QD ... | match
// `coup` counts the finished coups; `balance` is per seat in thirds of the stake; `draw` the
// pairs turned up for this coup's dealer (seat 0's card first; '-' for none); `deck` the
// dealer's deck from the bottom (next card first; '-' once over); the last field `match` or
// `deal` (one coup, new_deal), then `over` when the game has ended.
#include "stos.hpp"
#include "pycards/notation.hpp"

namespace pycards::stos {

namespace {
constexpr notation::PositionErrors pos{"stos"};

std::string card_list(const DeckOrder& d) {
  if (d.size == 0) return "-";
  std::string out;
  for (int i = 0; i < d.size; ++i) out += (i ? " " : "") + pycards::to_string(d[i]);
  return out;
}

std::string draw_text(const Draw& d) {
  if (d.size == 0) return "-";
  std::string out;
  for (int i = 0; i < d.size; ++i)
    out += (i ? " " : "") + pycards::to_string(d.pairs[i][0]) + "-" + pycards::to_string(d.pairs[i][1]);
  return out;
}

Card deck_card(const std::string& w, const std::string& where) {
  const Card c = pos.card(w, where);
  if (!kDeck32.contains(c)) pos.invalid(where + ": " + pycards::to_string(c) + " is not a card of the 32-card deck");
  return c;
}
}  // namespace

std::string State::notation() const {
  std::string out = "coup " + std::to_string(coup_) + " | seed " + std::to_string(seed_) + " | dealer " +
                    std::to_string(dealer_) + " | balance " + std::to_string(balance_[0]) + " " +
                    std::to_string(balance_[1]) + " | draw " + draw_text(draw_) + " | deck " + card_list(deck_) +
                    (single_ ? " | deal" : " | match");
  if (over_) out += " over";
  return out;
}

State Spec::position(const Config& cfg, std::string_view text) {
  const notation::OrderedFields fields(text, {"coup", "seed", "dealer", "balance", "draw", "deck"},
                                       "write 'coup K | seed X | dealer D | balance B0 B1 | draw ... | deck ... | "
                                       "match' (or 'deal', either followed by 'over' once the game is over)",
                                       pos);
  std::vector<std::vector<std::string>> f;
  for (int i = 0; i < 6; ++i) f.push_back(fields.words(i));
  const auto mode = fields.tail();
  if (mode.empty() || mode.size() > 2 || (mode[0] != "match" && mode[0] != "deal") ||
      (mode.size() == 2 && mode[1] != "over"))
    pos.parse_fail("the last field is 'match' or 'deal', optionally followed by 'over'");
  for (int i : {0, 1, 2}) f[i] = {fields.one(i, "N")};
  if (f[3].size() != 2) pos.parse_fail("balance takes one number per seat (2)");

  State s;
  s.cfg_ = cfg;
  s.single_ = mode[0] == "deal";
  s.over_ = mode.size() == 2;
  const int total = s.coups();
  s.coup_ = static_cast<int>(pos.integer(f[0][0], "coup", 0, total));
  if (s.over_ != (s.coup_ == total))
    pos.invalid(s.over_ ? "the game is over after " + std::to_string(total) + " coups, not " + std::to_string(s.coup_)
                        : "coup " + std::to_string(s.coup_) + " of " + std::to_string(total) +
                              ": every coup is played, so the game is over ('over' missing)");
  s.seed_ = pos.u64(f[1][0], "seed");
  s.dealer_ = pos.seat(f[2][0], "dealer", 2, false);
  const long long most = 3LL * s.coup_;
  s.balance_[0] = pos.integer(f[3][0], "balance of seat 0", -most, most);
  s.balance_[1] = pos.integer(f[3][1], "balance of seat 1", -most, most);
  if (s.balance_[0] + s.balance_[1] != 0) pos.invalid("the balances must add up to 0 (one seat pays the other)");
  if (s.coup_ == 1 && s.balance_[0] == 0) pos.invalid("after one coup one seat has won 1, 2 or 3 thirds of the stake");

  // The draw: equal ranks but the last pair, each seat's cards distinct, the dealer by the rule.
  const bool draw_due = !s.over_ && !s.single_ && (s.coup_ == 0 || cfg.redraw);
  if (f[4].size() == 1 && f[4][0] == "-") {
    if (draw_due) pos.invalid("coup " + std::to_string(s.coup_) + " of a match begins with a dealer draw (draw missing)");
  } else {
    if (!draw_due)
      pos.invalid(s.over_ ? "a finished game has no draw pending ('draw -')"
                          : "this coup has no dealer draw (" + std::string(s.single_ ? "one deal with its dealer given"
                                                                                     : "redraw_each_coup=0") + ")");
    if (f[4].empty() || f[4].size() > kDeckSize) pos.parse_fail("draw: pairs 'seat0card-seat1card', or '-'");
    CardSet seen[2];
    for (const std::string& w : f[4]) {
      const auto dash = w.find('-');
      if (dash == std::string::npos) pos.parse_fail("draw pair " + notation::echo(w) + " is not 'card-card'");
      const Card a = deck_card(w.substr(0, dash), "draw"), b = deck_card(w.substr(dash + 1), "draw");
      for (int k = 0; k < 2; ++k) {
        const Card c = k ? b : a;
        if (seen[k].contains(c)) pos.invalid("draw: seat " + std::to_string(k) + " turns up " + pycards::to_string(c) + " twice");
        seen[k].add(c);
      }
      s.draw_.pairs[s.draw_.size++] = {a, b};
    }
    for (int i = 0; i + 1 < s.draw_.size; ++i)
      if (s.draw_.pairs[i][0].rank() != s.draw_.pairs[i][1].rank())
        pos.invalid("draw: the ranks of pair " + std::to_string(i + 1) + " differ, so the draw ended there");
    const auto& last = s.draw_.pairs[s.draw_.size - 1];
    if (last[0].rank() == last[1].rank()) pos.invalid("draw: the last pair has equal ranks, so the draw goes on");
    if (drawn_dealer(s.draw_, cfg.rule) != s.dealer_)
      pos.invalid("the draw makes seat " + std::to_string(drawn_dealer(s.draw_, cfg.rule)) + " the dealer, not seat " +
                  std::to_string(s.dealer_));
  }
  // The dealer's deck: all 32 cards while a coup is to be played, none once over.
  if (f[5].size() == 1 && f[5][0] == "-") {
    if (!s.over_) pos.invalid("the dealer's deck is missing (all 32 cards, bottom card first)");
  } else {
    if (s.over_) pos.invalid("a finished game has no deck to deal ('deck -')");
    CardSet seen;
    for (const std::string& w : f[5]) {
      if (s.deck_.size >= kDeckSize) pos.invalid("deck: more than 32 cards");
      const Card c = deck_card(w, "deck");
      if (seen.contains(c)) pos.invalid("deck: " + pycards::to_string(c) + " is there twice");
      seen.add(c);
      s.deck_.cards[s.deck_.size++] = c;
    }
    if (s.deck_.size != kDeckSize)
      pos.invalid("deck: the dealer's deck is complete (32 cards), got " + std::to_string(s.deck_.size));
  }
  return s;
}

}  // namespace pycards::stos
