// Хурикан: move generation, play, dealing, scoring and the match. Rules and rulings:
// docs/hurricane.md.
#include "hurricane.hpp"

#include <algorithm>
#include <string>

#include "pycards/errors.hpp"

namespace pycards::hurricane {

int points(Mask cards) {
  int total = 0;
  for (int v = 1; v <= kValueMasks.max_value; ++v) total += v * popcount(cards & kValueMasks.of_value[v]);
  return total;
}

std::uint64_t deal_seed(std::uint64_t seed, std::uint32_t k) {
  return derive_seed(seed, 0x687572726963ULL /* "hurric" */, k);
}

int State::legal_moves(MoveId* out) const noexcept {
  if (to_move_ < 0) return 0;
  const Mask hand = hands_[to_move_];
  int n = 0;
  hand_sums::for_each_hand_capture(hand, table_, kValueMasks, [&](Mask cards, Card t) { out[n++] = capture_move(cards, t); });
  hand_sums::for_each_lay(hand, lay_cap(), [&](Mask cards) { out[n++] = lay_move(cards); });
  return n;
}

void State::play(MoveId id) noexcept {
  const int seat = to_move_, other = 1 - seat;
  const Mask cards = move_cards(id);
  hands_[seat] &= ~cards;
  if (is_capture(id)) {
    const Mask t = captured_card(id).bit();
    table_ &= ~t;
    piles_[seat] |= cards | t;
    last_capturer_ = static_cast<std::int8_t>(seat);
  } else {
    table_ |= cards;
  }
  opening_ = false;
  if (hands_[other]) {
    to_move_ = static_cast<std::int8_t>(other);
  } else if (hands_[seat]) {
    to_move_ = static_cast<std::int8_t>(seat);  // the opponent's empty hand is skipped
  } else if (stock_pos_ != stock_end_) {
    deal_round();
    to_move_ = static_cast<std::int8_t>(cfg_.leader_alternate ? other : 1 - dealer_);
  } else {
    end_deal();
  }
}

void State::deal_round() noexcept {
  const int h = stock_size() >= 12 ? kHandMax : stock_size() / 2;  // rounds 2 and 3: 6 each; round 4: 2
  const int first = 1 - dealer_;
  for (int i = 0; i < 2 * h; ++i) hands_[i % 2 == 0 ? first : dealer_] |= Mask{1} << stock_[stock_pos_++];
}

void State::start_deal(const DeckOrder& order, int dealer) noexcept {
  hands_ = {};
  piles_ = {};
  table_ = 0;
  last_capturer_ = -1;
  dealer_ = static_cast<std::int8_t>(dealer);
  const int first = 1 - dealer;
  for (int i = 0; i < 2 * kHandMax; ++i) hands_[i % 2 == 0 ? first : dealer] |= order[i].bit();
  stock_pos_ = 0;
  stock_end_ = static_cast<std::uint8_t>(order.size - 2 * kHandMax);
  for (int k = 0; k < stock_end_; ++k) stock_[k] = order[2 * kHandMax + k].index;
  to_move_ = static_cast<std::int8_t>(first);
  opening_ = true;
}

DealResult State::deal_result() const {
  DealResult r;
  for (int s = 0; s < 2; ++s) r.captured[s] = points(piles_[s]);
  const int left = points(table_);
  if (cfg_.leftover_to_capturer && last_capturer_ >= 0)
    r.leftover[last_capturer_] = left;
  else
    r.unclaimed = left;
  for (int s = 0; s < 2; ++s) r.total[s] = r.captured[s] + r.leftover[s];
  r.winner = r.total[0] == r.total[1] ? kDraw : r.total[0] > r.total[1] ? 0 : 1;
  return r;
}

void State::end_deal() noexcept {
  to_move_ = -1;  // the leftover cards stay on the table; deal_result() credits them
  last_result_ = deal_result();
  has_last_result_ = true;
  scores_[0] += last_result_.total[0];
  scores_[1] += last_result_.total[1];
  ++deals_played_;
  if (cfg_.match && !match_finished(cfg_, scores_, deals_played_)) {
    start_deal(shuffled(kDeck40, deal_seed(cfg_.seed, deals_played_)), 1 - dealer_);
    return;
  }
  winner_ = static_cast<std::int8_t>(scores_[0] == scores_[1] ? kDraw : scores_[0] > scores_[1] ? 0 : 1);
}

bool State::operator==(const State& o) const {
  const Config &a = cfg_, &b = o.cfg_;
  if (a.max_lay != b.max_lay || a.opening_fixed != b.opening_fixed || a.leader_alternate != b.leader_alternate ||
      a.leftover_to_capturer != b.leftover_to_capturer || a.deals != b.deals || a.target != b.target ||
      a.max_deals != b.max_deals || a.match != b.match)
    return false;
  if (a.match && a.seed != b.seed) return false;
  if (hands_ != o.hands_ || table_ != o.table_ || piles_ != o.piles_ || to_move_ != o.to_move_ ||
      dealer_ != o.dealer_ || last_capturer_ != o.last_capturer_ || opening_ != o.opening_ ||
      winner_ != o.winner_ || scores_ != o.scores_ || deals_played_ != o.deals_played_)
    return false;
  if (stock_size() != o.stock_size()) return false;
  return std::equal(stock_.begin() + stock_pos_, stock_.begin() + stock_end_, o.stock_.begin() + o.stock_pos_);
}

// ---- the game -----------------------------------------------------------------------------

const OptionSpecs& Spec::option_specs() {
  static const OptionSpecs specs = {
      {"players", "2 players only", 2LL, 2, 2, {2}, {}},
      {"max_lay", "most cards of a lay (after the opening lay of the deal, see opening_lay)", 3LL, 1, 6, {}, {}},
      {"opening_lay", "'fixed': the opening lay of a deal is 1 to 3 cards; 'max_lay': 1 to max_lay",
       std::string("fixed"), 0, 0, {}, {"fixed", "max_lay"}},
      {"round_leader", "who starts rounds 2-4: 'alternate' (the opponent of the last turn) or 'non_dealer'",
       std::string("alternate"), 0, 0, {}, {"alternate", "non_dealer"}},
      {"leftover", "cards left on the table at the end: 'nobody' or 'last_capturer'", std::string("nobody"), 0, 0,
       {}, {"nobody", "last_capturer"}},
      {"deals", "deals of a match (new_match); the higher total wins", 1LL, 1, 1000, {}, {}},
      {"target", "library extension: a match (new_match) to this many points, 0 = off; it ends after the deal "
                 "in which a side reaches it (leave deals at 1)", 0LL, 0, 100000, {}, {}},
      {"max_deals", "library extension: a match (new_match) ends after this many deals at the latest (with a "
                    "target, or capping deals); 0 = off", 0LL, 0, 100000, {}, {}},
  };
  return specs;
}

Config Spec::config_of(const Options& options) {
  Config c;
  c.max_lay = static_cast<std::uint8_t>(options.get_int("max_lay"));
  c.opening_fixed = options.get_string("opening_lay") == "fixed";
  c.leader_alternate = options.get_string("round_leader") == "alternate";
  c.leftover_to_capturer = options.get_string("leftover") == "last_capturer";
  c.deals = static_cast<std::uint32_t>(options.get_int("deals"));
  c.target = static_cast<std::uint32_t>(options.get_int("target"));
  c.max_deals = static_cast<std::uint32_t>(options.get_int("max_deals"));
  if (c.target && c.deals != 1)
    throw OptionError("hurricane: give deals (a fixed number of deals) or target (a match to a score), not both");
  return c;
}

State Spec::new_deal(const Config& cfg, std::uint64_t seed, int dealer) {
  return fishing::Deals<Spec>::deal(cfg, kDeck40, seed, dealer);
}

State Spec::new_match(const Config& cfg, std::uint64_t seed) {
  return fishing::Deals<Spec>::match(cfg, kDeck40, seed, deal_seed(seed, 0));
}

Options Spec::options_of(const State& s) {
  const Config& c = s.config();
  return Options(kName, option_specs(),
                 {{"players", OptionValue{2LL}},
                  {"max_lay", OptionValue{static_cast<long long>(c.max_lay)}},
                  {"opening_lay", OptionValue{std::string(c.opening_fixed ? "fixed" : "max_lay")}},
                  {"round_leader", OptionValue{std::string(c.leader_alternate ? "alternate" : "non_dealer")}},
                  {"leftover", OptionValue{std::string(c.leftover_to_capturer ? "last_capturer" : "nobody")}},
                  {"deals", OptionValue{static_cast<long long>(c.deals)}},
                  {"target", OptionValue{static_cast<long long>(c.target)}},
                  {"max_deals", OptionValue{static_cast<long long>(c.max_deals)}}});
}

MoveId greedy_move(const State& s, Rng& rng) noexcept {
  MoveId moves[kMaxMoves];
  const int n = s.legal_moves(moves);
  const int seat = s.to_move();
  const Mask hand = s.hand(seat).mask, table = s.table().mask;
  return fishing::greedy_move(
      s, moves, n, seat,
      [](MoveId id, int& count, int& ranks) {
        count = 0;
        ranks = 0;
        for (Mask m = move_cards(id); m; m &= m - 1) ++count, ranks += Card(lowest_index(m)).rank();
        return true;
      },
      [&](MoveId id, int& taken, bool& cleared) {
        if (!(hand & ~move_cards(id))) return false;  // the seat's last cards: a round or the deal may end
        const bool cap = is_capture(id);
        taken = cap ? popcount(move_cards(id)) + 1 : 0;
        cleared = cap && !(table & ~captured_card(id).bit());
        return true;
      },
      rng);
}

}  // namespace pycards::hurricane
