// Торговля position notation (docs/torgovlya.md, "Notation"):
//
//   torgovlya | banker B | tokens T0 T1 ... | pot P | hands H0 / H1 / ... | stock C C ... |
//   turn A | offer C | deals N | deal            (one deal: new_deal)
//   ...                        | match SEED      (a whole game: new_match)
//
// `x` in tokens: a seat that has left the game (it has no token). A hand is its cards or `-`.
// The stock is in order, top card first. `turn` is the trading seat (the offerer while a barter
// waits for its answer), `-` once the game is over; `offer` the card offered in that barter or `-`.
#include <string>
#include <vector>

#include "pycards/errors.hpp"
#include "pycards/notation.hpp"
#include "torgovlya.hpp"

namespace pycards::torgovlya {

namespace {

constexpr notation::PositionErrors pos{"torgovlya"};

using notation::cards_or_dash;

}  // namespace

std::string State::notation() const {
  std::string out = "torgovlya | banker " + std::to_string(banker_) + " | tokens";
  for (int s = 0; s < cfg_.players; ++s) out += out_[s] ? " x" : " " + std::to_string(tokens_[s]);
  out += " | pot " + std::to_string(pot_) + " | hands ";
  for (int s = 0; s < cfg_.players; ++s) out += (s ? " / " : "") + cards_or_dash(hands_[s]);
  out += " | stock";
  if (stock_size_ == 0) out += " -";
  for (int i = 0; i < stock_size_; ++i) out += " " + to_string(stock_[i]);
  out += " | turn " + (over_ ? std::string("-") : std::to_string(actor_));
  out += " | offer " + (offer_ < 0 ? std::string("-") : to_string(Card(offer_)));
  out += " | deals " + std::to_string(deals_played_);
  out += match_ ? " | match " + std::to_string(seed_) : std::string(" | deal");
  return out;
}

State Spec::position(const Config& cfg, std::string_view text) {
  const notation::OrderedFields f(text, {"torgovlya", "banker", "tokens", "pot", "hands", "stock", "turn", "offer", "deals"},
                                 "write 'torgovlya | banker B | tokens ... | pot P | hands ... | stock ... | turn A | "
                        "offer C | deals N | deal' (or '| match SEED' last)", pos);
  const int n = cfg.players;
  State s;
  s.cfg_ = cfg;

  // mode and deals
  if (!f.rest(0).empty()) pos.parse_fail("the first field is the game's name alone, 'torgovlya'");
  s.match_ = f.deal_or_match(s.seed_);
  const auto deals = f.words(8);
  if (deals.size() != 1) pos.parse_fail("write the deals field as 'deals N'");
  s.deals_played_ = int(pos.integer(deals[0], "deals played", 0, 10'000'000));

  const auto banker = f.words(1);
  if (banker.size() != 1) pos.parse_fail("write the banker field as 'banker B'");
  s.banker_ = pos.seat(banker[0], "banker", n, false);

  const auto tokens = f.words(2);
  if (int(tokens.size()) != n) pos.parse_fail("the tokens field needs " + std::to_string(n) + " entries, one per seat");
  long long total = 0;
  int left = 0;
  for (int i = 0; i < n; ++i) {
    if (tokens[i] == "x") {
      s.out_[i] = true;
      continue;
    }
    s.tokens_[i] = std::int32_t(pos.integer(tokens[i], "tokens of seat " + std::to_string(i), 0,
                                            (long long)kMaxPlayers * kMaxStartTokens));
    total += s.tokens_[i];
    ++left;
  }
  const auto potw = f.words(3);
  if (potw.size() != 1) pos.parse_fail("write the pot field as 'pot P'");
  s.pot_ = std::int32_t(pos.integer(potw[0], "pot", 0, (long long)kMaxPlayers * kMaxStartTokens));
  if (total + s.pot_ != (long long)n * cfg.start_tokens)
    pos.invalid("the tokens and the pot add up to " + std::to_string(total + s.pot_) + ", not " +
                std::to_string((long long)n * cfg.start_tokens) + " (" + std::to_string(n) + " seats of " +
                std::to_string(cfg.start_tokens) + ")");

  // cards
  CardSet seen;
  const auto take = [&](Card c, const std::string& where) {
    if (seen.contains(c)) pos.invalid("card " + to_string(c) + " appears twice (again in " + where + ")");
    seen.add(c);
  };
  const std::vector<std::string> hands = notation::split_on(f.rest(4), '/');
  if (int(hands.size()) != n) pos.parse_fail("the hands field needs " + std::to_string(n) + " hands separated by '/'");
  for (int i = 0; i < n; ++i) {
    const std::string where = "hand " + std::to_string(i);
    s.hands_[i] = pos.cards(hands[i], where);
    for (Card c : s.hands_[i]) take(c, where);
  }
  const auto stock = f.words(5);
  if (!(stock.size() == 1 && stock[0] == "-"))
    for (const std::string& w : stock) {
      const Card c = pos.card(w, "stock");
      take(c, "the stock");
      s.stock_[s.stock_size_++] = c;
    }
  const auto turn = f.words(6);
  const auto offer = f.words(7);
  if (turn.size() != 1 || offer.size() != 1) pos.parse_fail("write 'turn A' and 'offer C' (or '-')");
  s.over_ = turn[0] == "-";
  if (offer[0] != "-") {
    const Card c = pos.card(offer[0], "offer");
    take(c, "the offer");
    s.offer_ = c.index;
  }
  if (seen.size() != kCards) pos.invalid("the hands, the stock and the offer hold " + std::to_string(seen.size()) + " cards, not 52");

  if (s.over_) {
    if (s.offer_ >= 0) pos.invalid("a finished game has no barter offer");
    for (int i = 0; i < n; ++i)
      if (s.hands_[i].size() != 0 && s.hands_[i].size() != kHandSize)
        pos.invalid("hand " + std::to_string(i) + " of a finished game has " + std::to_string(s.hands_[i].size()) + " cards (0 or 3)");
    if (!s.match_ && s.deals_played_ != 1) pos.invalid("a finished single deal has 'deals 1'");
    if (s.match_ && s.deals_played_ < 1) pos.invalid("a finished game has played at least one deal");
    if (s.match_ && cfg.max_deals && s.deals_played_ > cfg.max_deals)
      pos.invalid("more deals played than max_deals = " + std::to_string(cfg.max_deals));
    if (!s.match_ && left != n) pos.invalid("nobody leaves the game during a single deal");
    if (s.match_ && s.pot_ != 0) pos.invalid("a finished game has shared its pot");
    s.actor_ = s.banker_;
    return s;
  }
  s.actor_ = pos.seat(turn[0], "turn", n, false);
  if (s.out_[s.banker_]) pos.invalid("the banker " + std::to_string(s.banker_) + " has left the game");
  if (left < kMinPlayers) pos.invalid("a game in progress has at least 3 players left in it");
  if (s.out_[s.actor_]) pos.invalid("seat " + std::to_string(s.actor_) + " to trade has left the game");
  if (s.actor_ == s.banker_ && !cfg.banker_trades) pos.invalid("the banker does not trade (banker_trades is off)");
  for (int i = 0; i < n; ++i) {
    const int want = s.out_[i] ? 0 : (i == s.actor_ && s.offer_ >= 0 ? kHandSize - 1 : kHandSize);
    if (int(s.hands_[i].size()) != want)
      pos.invalid("hand " + std::to_string(i) + " has " + std::to_string(s.hands_[i].size()) + " cards, not " + std::to_string(want));
  }
  if (s.pot_ < left - 1) pos.invalid("the pot holds less than this deal's " + std::to_string(left - 1) + " antes");
  if (!s.match_ && (s.deals_played_ != 0 || left != n))
    pos.invalid("a single deal in progress has 'deals 0' and every seat in the game");
  if (s.match_ && cfg.max_deals && s.deals_played_ >= cfg.max_deals)
    pos.invalid("deal " + std::to_string(s.deals_played_ + 1) + " is beyond max_deals = " + std::to_string(cfg.max_deals));
  s.current_.banker = s.banker_;
  s.current_.deal = s.deals_played_ + 1;
  return s;
}

}  // namespace pycards::torgovlya
