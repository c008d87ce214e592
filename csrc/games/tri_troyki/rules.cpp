// Три тройки: moves, buying, settlement and the course of the game (docs/tri_troyki.md).
#include <algorithm>
#include <string>

#include "pycards/greedy.hpp"
#include "pycards/errors.hpp"
#include "pycards/notation.hpp"
#include "pycards/rng.hpp"
#include "tri_troyki.hpp"
#include "pycards/simulate.hpp"

namespace pycards::tri_troyki {

namespace {
/// The seat on the left of `s` (no division: the playouts call this often).
constexpr int next_seat(int s, int n) { return s + 1 == n ? 0 : s + 1; }
}  // namespace

std::uint64_t State::deal_seed(std::uint64_t seed, std::uint64_t k) {
  return derive_seed(seed, 0x7472746F796BULL /* "trtoyk" */, k);
}

handeval::TroykiHand State::hand_value(int seat) const {
  int ranks[kMaxHand];
  for (int i = 0; i < size_[seat]; ++i) ranks[i] = hands_[seat][i].rank();
  return handeval::troyki_hand_of_ranks(ranks, size_[seat], cfg_.hand_rules);
}

std::int64_t settle(const Config& cfg, const handeval::TroykiHand& p, const handeval::TroykiHand& b) {
  constexpr int kNineClass = 10;  // strength of a nine in several cards: the lowest nine
  if (cfg.nine_only && p.strength < kNineClass && b.strength < kNineClass) return 0;
  const std::int64_t bank = std::int64_t(cfg.banker_multiplier ? b.multiplier : 1) * cfg.stake;
  if (p.strength > b.strength) return std::int64_t(p.multiplier) * cfg.stake;
  if (p.strength < b.strength) return -bank;
  return cfg.tie_banker ? -bank : 0;
}

int State::legal_moves(MoveId* out) const {
  if (over_) return 0;
  if (!buying_) {
    out[0] = kVist;
    out[1] = kPass;
    return 2;
  }
  out[0] = kBuy;
  out[1] = kStop;
  return 2;
}

void State::play(MoveId id) {
  const int n = cfg_.players;
  if (!buying_) {
    declared_[actor_] = id == kVist ? Declared::kVist : Declared::kPass;
    actor_ = next_seat(actor_, n);
    if (actor_ != banker_) return;
    bool any = false;
    for (int s = 0; s < n; ++s) any |= declared_[s] == Declared::kVist;
    if (!any) {
      showdown();  // nobody plays against the banker: no payment
      return;
    }
    buying_ = true;
    actor_ = banker_;
    next_buyer();
    return;
  }
  if (id == kBuy) {
    hands_[actor_][size_[actor_]++] = pack_[pack_pos_++];
    if (size_[actor_] < kMaxHand) return;
  }
  if (actor_ == banker_) {
    showdown();
    return;
  }
  next_buyer();
}

// From the current actor (the banker meaning "before the first"), the next vist player, else the banker.
void State::next_buyer() {
  int s = actor_;
  do s = next_seat(s, cfg_.players);
  while (s != banker_ && declared_[s] != Declared::kVist);
  actor_ = s;
}

void State::showdown() {
  DealResult r;
  r.banker = banker_;
  r.deal = deals_played_ + 1;
  r.declared = declared_;
  for (int s = 0; s < cfg_.players; ++s) r.hand[s] = hand_value(s);
  std::int64_t bank = 0;
  for (int s = 0; s < cfg_.players; ++s) {
    if (declared_[s] != Declared::kVist) continue;
    r.payment[s] = settle(cfg_, r.hand[s], r.hand[banker_]);
    bank -= r.payment[s];
  }
  r.payment[banker_] = bank;
  for (int s = 0; s < cfg_.players; ++s) scores_[s] += r.payment[s];
  result_ = r;
  has_result_ = true;
  ++deals_played_;
  if (!match_ || deals_played_ >= cfg_.deals_in_game()) {
    over_ = true;
    actor_ = banker_;  // canonical: a finished game has no turn
    buying_ = false;
    return;
  }
  start_deal(deal_seed(seed_, std::uint64_t(deals_played_)), (banker_ + 1) % cfg_.players);
}

void State::start_deal(std::uint64_t seed, int banker) {
  for (int i = 0; i < kCards; ++i) pack_[i] = pack_[i + kCards] = Card(i);  // 0..51 twice, ascending
  Rng rng(seed);
  rng.shuffle(pack_.data(), kPack);
  pack_pos_ = 0;
  banker_ = banker;
  size_ = {};
  declared_ = {};
  int s = banker;
  do {
    s = next_seat(s, cfg_.players);
    hands_[s][0] = pack_[pack_pos_++];
    size_[s] = 1;
  } while (s != banker);
  buying_ = false;
  actor_ = next_seat(banker, cfg_.players);
}

bool State::operator==(const State& o) const {
  if (!(cfg_ == o.cfg_) || scores_ != o.scores_ || size_ != o.size_ || declared_ != o.declared_ ||
      pack_pos_ != o.pack_pos_ || banker_ != o.banker_ || actor_ != o.actor_ || buying_ != o.buying_ ||
      deals_played_ != o.deals_played_ || match_ != o.match_ || over_ != o.over_)
    return false;
  if (match_ && seed_ != o.seed_) return false;
  for (int s = 0; s < cfg_.players; ++s)
    for (int i = 0; i < size_[s]; ++i)
      if (hands_[s][i] != o.hands_[s][i]) return false;
  return std::equal(pack_.begin() + pack_pos_, pack_.end(), o.pack_.begin() + o.pack_pos_);
}

// ---- the game -----------------------------------------------------------------------------

const OptionSpecs& Spec::option_specs() {
  static const OptionSpecs specs = {
      int_option("players", "2 to 10 players, the banker included", 4, kMinPlayers, kMaxPlayers),
      int_option("stake", "the fixed stake S", 100, 1, kMaxStake),
      choice_option("threes_rank", "top: three threes beat everything; below_single_nine: they lose to a single 9",
                    {"top", "below_single_nine"}),
      choice_option("ten_multi", "10 in two or three cards: zero (bankrupt, worth 0) or bust", {"zero", "bust"}),
      choice_option("compare", "higher_total: the higher hand wins; nine_only: only a nine-class hand wins",
                    {"higher_total", "nine_only"}),
      switch_option("banker_multiplier", "a winning banker collects his multiplier x S (off: always S)", 1),
      choice_option("tie", "push: no payment on a tie; banker: the banker wins every tie", {"push", "banker"}),
      int_option("deals", "deals in the game (0 = one per seat)", 0, 0, 100'000),
  };
  return specs;
}

Config Spec::config_of(const Options& options) {
  Config c;
  c.players = int(options.get_int("players"));
  c.stake = int(options.get_int("stake"));
  c.hand_rules.threes_below_single_nine = options.get_string("threes_rank") == "below_single_nine";
  c.hand_rules.ten_multi_bust = options.get_string("ten_multi") == "bust";
  c.nine_only = options.get_string("compare") == "nine_only";
  c.banker_multiplier = options.get_int("banker_multiplier") != 0;
  c.tie_banker = options.get_string("tie") == "banker";
  c.deals = int(options.get_int("deals"));
  return c;
}

State Spec::new_deal(const Config& cfg, std::uint64_t seed, int dealer) {
  check_dealer(dealer, cfg.players, kName);
  State s;
  s.cfg_ = cfg;
  s.start_deal(seed, dealer);
  return s;
}

State Spec::new_match(const Config& cfg, std::uint64_t seed) {
  State s;
  s.cfg_ = cfg;
  s.match_ = true;
  s.seed_ = seed;
  Rng rng(seed);
  const int banker = int(rng.below(std::uint32_t(cfg.players)));
  s.start_deal(State::deal_seed(seed, 0), banker);
  return s;
}

Options Spec::options_of(const State& s) {
  const Config& c = s.config();
  const auto str = [](const char* v) { return OptionValue{std::string(v)}; };
  return Options(kName, option_specs(),
                 {{"players", OptionValue{(long long)c.players}},
                  {"stake", OptionValue{(long long)c.stake}},
                  {"threes_rank", str(c.hand_rules.threes_below_single_nine ? "below_single_nine" : "top")},
                  {"ten_multi", str(c.hand_rules.ten_multi_bust ? "bust" : "zero")},
                  {"compare", str(c.nine_only ? "nine_only" : "higher_total")},
                  {"banker_multiplier", OptionValue{(long long)c.banker_multiplier}},
                  {"tie", str(c.tie_banker ? "banker" : "push")},
                  {"deals", OptionValue{(long long)c.deals}}});
}

std::string Spec::move_text(MoveId id) {
  static constexpr const char* kNames[] = {"vist", "pass", "buy", "stop"};
  if (id > kStop) return "<bad tri_troyki move id " + std::to_string(id) + ">";
  return kNames[id];
}

MoveId Spec::parse_move(std::string_view text) {
  std::string t = notation::trim(text);
  std::transform(t.begin(), t.end(), t.begin(), [](char ch) { return ch >= 'A' && ch <= 'Z' ? char(ch - 'A' + 'a') : ch; });
  if (t == "vist") return kVist;
  if (t == "pass") return kPass;
  if (t == "buy") return kBuy;
  if (t == "stop") return kStop;
  throw ParseError("bad tri_troyki move " + notation::echo(text) + ": expected vist, pass, buy or stop");
}

MoveId greedy_move(const State& s, Rng& rng) noexcept {
  MoveId moves[kMaxMoves];
  const int n = s.legal_moves(moves);
  const int seat = s.to_move();
  int total = 0;
  for (int i = 0; i < s.hand_size(seat); ++i) {
    const int r = s.hand_card(seat, i).rank();
    total += r == kAce ? 1 : r >= kTen ? 10 : r + 2;
  }
  const MoveId want = s.phase() == "declare" ? (total == 10 ? kPass : kVist)
                      : seat == s.banker() && total < 6 ? kBuy : kStop;
  return greedy::best_of(moves, n, [want](MoveId m) { return m == want; }, rng);
}

}  // namespace pycards::tri_troyki

namespace pycards::tri_troyki {
namespace {
/// pycards.simulate's breakdown (docs/tri_troyki.md "pycards.simulate columns"), from the last finished deal (the
/// final state's deal_result()): its number and banker; per seat the declaration (0 pass, 1 vist,
/// 2 banker), the hand's class (0 bust, 1 bankrupt, 2 total, 3 nine, 4 single_nine,
/// 5 three_threes), point total, strength and multiplier, and the payment (+ won, - paid).
constexpr SimColumn kColumns[] = {
    {"deal", false}, {"banker", false}, {"declared", true}, {"hand_class", true}, {"hand_total", true},
    {"strength", true}, {"multiplier", true}, {"payment", true},
};
}  // namespace

Simulator simulator(const Game& /*game*/) {
  return make_simulator<Game, kColumns>([](const State& s, int p) -> std::int64_t { return s.score(p); },
                                        [](const State& s, SimRow& w) {
                                          const DealResult& r = s.result();
                                          w.put(r.deal, r.banker);
                                          w.per_side([&](int p) { return p == r.banker ? 2 : r.declared[p] == Declared::kVist ? 1 : 0; },
                                                     [&](int p) { return int(r.hand[p].cls); },
                                                     [&](int p) { return r.hand[p].total; },
                                                     [&](int p) { return r.hand[p].strength; },
                                                     [&](int p) { return r.hand[p].multiplier; });
                                          w.sides_of(r.payment);
                                        });
}
}  // namespace pycards::tri_troyki
