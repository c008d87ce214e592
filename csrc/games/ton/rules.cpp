// Тон: dealing, the trump pick, buying, play or drop, card play, penalties and the game.
// Rules and rulings: docs/ton.md.
#include <algorithm>
#include <string>

#include "pycards/greedy.hpp"
#include "pycards/errors.hpp"
#include "pycards/rng.hpp"
#include "ton.hpp"
#include "pycards/simulate.hpp"

namespace pycards::ton {

std::uint64_t deal_seed(std::uint64_t seed, std::uint32_t k) {
  return derive_seed(seed, 0x746f6e'6465616cULL /* "tondeal" */, k);
}

std::string_view State::phase() const {
  switch (phase_) {
    case kPick: return "pick";
    case kBuy: return "buy";
    case kDecide: return "decide";
    case kPlay: return "play";
    default: return "over";
  }
}

int State::tricks_played() const {
  int n = 0;
  for (int s = 0; s < cfg_.players; ++s) n += tricks_[s];
  return n;
}

int State::next_player(int seat) const {
  for (int k = 1; k <= cfg_.players; ++k) {
    const int s = (seat + k) % cfg_.players;
    if (playing(s)) return s;
  }
  return seat;
}

int State::trick_seat(int i) const {
  int seat = leader_;
  for (int k = 0; k < i; ++k) seat = next_player(seat);
  return seat;
}

int State::history_size() const {
  int n = 0;
  for (int s = 0; s < cfg_.players; ++s) n += playing(s);
  return n;
}

int State::history_seat(int k, int i) const {
  int seat = hist_leader_[k];
  for (int j = 0; j < i; ++j) seat = next_player(seat);
  return seat;
}

int State::forced() const {
  if (buyer_ >= 0 || redealt_ || phase_ == kPick || phase_ == kBuy) return -1;
  return (dealer_ + 1) % cfg_.players;
}

bool State::must_play(int seat) const { return scores_[seat] >= cfg_.must_play_score; }

int State::first_decider() const { return buyer_ >= 0 ? buyer_ : (dealer_ + 1) % cfg_.players; }

namespace {
Mask pick_candidates(const State& s, Mask stock, int turned, bool with_turned) {
  Mask m = stock & suit_mask(Card(turned).suit());
  if (with_turned) m |= Card(turned).bit();
  (void)s;
  return m;
}
}  // namespace

int State::legal_moves(MoveId* out) const noexcept {
  int n = 0;
  const int seat = to_move_;
  switch (phase_) {
    case kPick:
      for (Card c : CardSet(pick_candidates(*this, stock_, turned_, cfg_.pick_turned))) out[n++] = pick_move(c);
      out[n++] = kNoPick;
      return n;
    case kBuy:
      for (Card c : CardSet(hands_[seat])) out[n++] = buy_move(c);
      out[n++] = kRefuse;
      return n;
    case kDecide:
      out[n++] = kPlayMove;
      out[n++] = kDropMove;
      return n;
    case kPlay: {
      Card cards[kMaxPlayers];
      for (int i = 0; i < trick_n_; ++i) cards[i] = Card(trick_[i]);
      const Mask m = tricks::beat_mask(hands_[seat], cards, trick_n_, trump(), cfg_.beat_rule, cfg_.must_overtrump, kRanks);
      for (Card c : CardSet(m)) out[n++] = card_move(c);
      return n;
    }
    default: return 0;
  }
}

MoveId State::random_move(Rng& rng) const noexcept {
  const int seat = to_move_;
  switch (phase_) {
    case kPick: {  // the pick cards, then nopick
      const Mask m = pick_candidates(*this, stock_, turned_, cfg_.pick_turned);
      const int k = int(rng.below(std::uint32_t(popcount(m) + 1)));
      return k < popcount(m) ? pick_move(Card(nth_index(m, k))) : kNoPick;
    }
    case kBuy: {  // the kept card, then refuse
      const Mask m = hands_[seat];
      const int k = int(rng.below(std::uint32_t(popcount(m) + 1)));
      return k < popcount(m) ? buy_move(Card(nth_index(m, k))) : kRefuse;
    }
    case kDecide: return rng.below(2) == 0 ? kPlayMove : kDropMove;
    default: {
      Card cards[kMaxPlayers];
      for (int i = 0; i < trick_n_; ++i) cards[i] = Card(trick_[i]);
      const Mask m = tricks::beat_mask(hands_[seat], cards, trick_n_, trump(), cfg_.beat_rule, cfg_.must_overtrump, kRanks);
      return card_move(Card(nth_index(m, int(rng.below(std::uint32_t(popcount(m)))))));
    }
  }
}

void State::start_deal(const DeckOrder& order, int dealer, bool ante) noexcept {
  const int np = cfg_.players;
  hands_ = {};
  thrown_ = {};
  won_ = {};
  status_ = {};
  tricks_ = {};
  trick_ = {};
  trick_n_ = 0;
  up_ = 0;
  prikup_taken_ = false;
  picked_ = -1;
  nopick_ = false;
  buyer_ = -1;
  redealt_ = false;
  target_seat_ = -1;
  target_trick_ = 0;
  leader_ = -1;
  dealer_ = static_cast<std::int8_t>(dealer);
  ++deals_played_;
  ante_paid_ = ante;
  if (ante) {
    for (int s = 0; s < np; ++s) money_[s] -= cfg_.ante;
    pot_ += std::int64_t{np} * cfg_.ante;
  }
  for (int i = 0; i < kHand * np; ++i) hands_[(dealer + 1 + i) % np] |= order[i].bit();
  for (int k = 0; k < kPrikup; ++k) prikup_[k] = order[kHand * np + k].index;
  turned_ = order[kHand * np + kPrikup].index;
  stock_ = 0;
  for (int i = kHand * np + kPrikup + 1; i < 36; ++i) stock_ |= order[i].bit();
  const int L = (dealer + 1) % np;
  to_move_ = static_cast<std::int8_t>(L);
  if (!(hands_[L] & suit_mask(Suit(trump()))) && pick_candidates(*this, stock_, turned_, cfg_.pick_turned)) {
    phase_ = kPick;
  } else {
    phase_ = kBuy;
  }
}

void State::after_buying() noexcept {
  const int np = cfg_.players;
  const int chief = first_decider();
  for (int s = 0; s < np; ++s) {
    if (s == chief || must_play(s)) {
      status_[s] = kPlays;
    } else if (cfg_.sit_out) {
      status_[s] = kSitsOut;
      thrown_[s] |= hands_[s];
      hands_[s] = 0;
    } else {
      status_[s] = kUndecided;
    }
  }
  next_decision(chief);
}

void State::next_decision(int from) noexcept {
  const int np = cfg_.players;
  for (int k = 1; k < np; ++k) {
    const int s = (from + k) % np;
    if (status_[s] == kUndecided) {
      phase_ = kDecide;
      to_move_ = static_cast<std::int8_t>(s);
      return;
    }
  }
  start_play();
}

void State::count_trick(int w) noexcept {
  ++tricks_[w];
  if (target_seat_ < 0 && scores_[w] + tricks_[w] >= cfg_.target) {
    target_seat_ = static_cast<std::int8_t>(w);
    target_trick_ = static_cast<std::int8_t>(tricks_played());
  }
}

void State::start_play() noexcept {
  const int chief = first_decider();
  int n = 0;
  for (int s = 0; s < cfg_.players; ++s) n += playing(s);
  if (n == 1) {  // the lone player takes the five tricks, one card each, lowest first
    for (int k = 0; k < kTricks; ++k) {
      const Mask c = lowest_bit(hands_[chief]);
      hands_[chief] &= ~c;
      won_[chief] |= c;
      hist_leader_[k] = static_cast<std::int8_t>(chief);
      hist_[k][0] = static_cast<std::uint8_t>(lowest_index(c));
      count_trick(chief);
      if (cfg_.stop_at_target && target_seat_ >= 0) break;
    }
    end_deal();
    return;
  }
  phase_ = kPlay;
  leader_ = to_move_ = static_cast<std::int8_t>(chief);
}

void State::play(MoveId id) noexcept {
  const int np = cfg_.players;
  const int seat = to_move_;
  const int L = (dealer_ + 1) % np;
  switch (phase_) {
    case kPick: {
      if (id == kNoPick) {
        nopick_ = true;
        phase_ = kBuy;
        return;
      }
      const Card c(int(id - kPickBase));
      thrown_[L] |= hands_[L];
      hands_[L] = c.bit();
      for (int k = 0; k < kPrikup; ++k) hands_[L] |= Card(prikup_[k]).bit();
      stock_ &= ~c.bit();
      prikup_taken_ = true;
      picked_ = static_cast<std::int8_t>(c.index);
      buyer_ = static_cast<std::int8_t>(L);
      after_buying();
      return;
    }
    case kBuy: {
      if (id == kRefuse) {
        if (up_ < kPrikup) ++up_;
        const int next = (seat + 1) % np;
        if (next != dealer_) {
          to_move_ = static_cast<std::int8_t>(next);
        } else if (cfg_.redeal) {
          redealt_ = true;
          end_deal();
        } else {
          after_buying();
        }
        return;
      }
      const Card keep(int(id - kBuyBase));
      thrown_[seat] |= hands_[seat] & ~keep.bit();
      hands_[seat] = keep.bit();
      for (int k = 0; k < kPrikup; ++k) hands_[seat] |= Card(prikup_[k]).bit();
      prikup_taken_ = true;
      buyer_ = static_cast<std::int8_t>(seat);
      after_buying();
      return;
    }
    case kDecide:
      if (id == kPlayMove) {
        status_[seat] = kPlays;
      } else {
        status_[seat] = kDrops;
        thrown_[seat] |= hands_[seat];
        hands_[seat] = 0;
      }
      next_decision(seat);
      return;
    case kPlay: {
      const Card c(static_cast<int>(id));
      hands_[seat] &= ~c.bit();
      trick_[trick_n_++] = c.index;
      int n = 0;
      for (int s = 0; s < np; ++s) n += playing(s);
      if (trick_n_ < n) {
        to_move_ = static_cast<std::int8_t>(next_player(seat));
        return;
      }
      Card cards[kMaxPlayers];
      int seats[kMaxPlayers];
      for (int i = 0; i < trick_n_; ++i) {
        cards[i] = Card(trick_[i]);
        seats[i] = i ? next_player(seats[i - 1]) : leader_;
      }
      const int w = seats[tricks::trick_winner(cards, trick_n_, trump(), kRanks)];
      for (int i = 0; i < trick_n_; ++i) won_[w] |= cards[i].bit();
      const int k = tricks_played();
      hist_[k] = trick_;
      hist_leader_[k] = leader_;
      trick_n_ = 0;
      count_trick(w);
      leader_ = to_move_ = static_cast<std::int8_t>(w);
      if (tricks_played() == kTricks || (cfg_.stop_at_target && target_seat_ >= 0)) end_deal();
      return;
    }
    default: return;
  }
}

bool State::game_ends() const {
  return target_seat_ >= 0 || !cfg_.match || (cfg_.max_deals && deals_played_ >= cfg_.max_deals);
}

DealResult State::deal_result() const {
  const int np = cfg_.players;
  DealResult r;
  r.redeal = redealt_;
  r.pot = pot_;
  r.target_seat = target_seat_;
  r.target_trick = target_trick_;
  for (int s = 0; s < np; ++s) {
    r.tricks[s] = tricks_[s];
    r.status[s] = static_cast<std::int8_t>(status_[s]);
    r.scores[s] = static_cast<std::int16_t>(scores_[s] + tricks_[s]);
    r.ante[s] = ante_paid_ ? -std::int64_t{cfg_.ante} : 0;
  }
  r.pot_after = pot_;
  const bool stopped = cfg_.stop_at_target && target_seat_ >= 0;
  if (!redealt_ && !stopped) {
    for (int s = 0; s < np; ++s) {
      const bool liable = status_[s] == kPlays || (cfg_.sit_out && cfg_.penalise_non_players && status_[s] == kSitsOut);
      if (liable && tricks_[s] == 0 && scores_[s] >= cfg_.penalty_score) {
        const std::int64_t pay = cfg_.penalty_fixed ? cfg_.fixed_units() : pot_;
        r.penalty[s] = -pay;
        r.pot_after += pay;
      }
    }
  }
  r.game_over = game_ends();
  if (target_seat_ >= 0) {
    r.winners = 1u << target_seat_;
  } else if (cfg_.match && r.game_over) {
    int best = -1;
    for (int s = 0; s < np; ++s) best = std::max<int>(best, r.scores[s]);
    for (int s = 0; s < np; ++s)
      if (r.scores[s] == best) r.winners |= 1u << s;
  }
  return r;
}

void State::end_deal() noexcept {
  const DealResult r = deal_result();
  last_result_ = r;
  has_last_result_ = true;
  if (!r.game_over) {
    for (int s = 0; s < cfg_.players; ++s) {
      money_[s] += r.penalty[s];
      scores_[s] = r.scores[s];
    }
    pot_ = r.pot_after;
    start_deal(shuffled(kDeck36, deal_seed(cfg_.seed, deals_played_)), (dealer_ + 1) % cfg_.players,
               cfg_.ante_every_deal);
    return;
  }
  phase_ = kOver;
  to_move_ = -1;
}

std::int64_t State::balance_den() const {
  if (phase_ != kOver) return 1;
  const int k = popcount(Mask(deal_result().winners));
  return k > 1 ? k : 1;
}

std::int64_t State::balance_num(int seat) const {
  if (phase_ != kOver) return money_[seat];
  const DealResult r = deal_result();
  const std::int64_t den = balance_den();
  return (money_[seat] + r.penalty[seat]) * den + (((r.winners >> seat) & 1u) ? r.pot_after : 0);
}

bool State::operator==(const State& o) const {
  const Config &a = cfg_, &b = o.cfg_;
  if (a.players != b.players || a.ante != b.ante || a.ante_every_deal != b.ante_every_deal ||
      a.pick_turned != b.pick_turned || a.redeal != b.redeal || a.must_play_score != b.must_play_score ||
      a.sit_out != b.sit_out || a.penalise_non_players != b.penalise_non_players || a.beat_rule != b.beat_rule ||
      a.must_overtrump != b.must_overtrump || a.penalty_score != b.penalty_score || a.penalty_fixed != b.penalty_fixed ||
      a.penalty_fixed_units != b.penalty_fixed_units || a.target != b.target || a.stop_at_target != b.stop_at_target ||
      a.max_deals != b.max_deals || a.match != b.match)
    return false;
  if (a.match && a.seed != b.seed) return false;
  if (hands_ != o.hands_ || thrown_ != o.thrown_ || won_ != o.won_ || stock_ != o.stock_ || prikup_ != o.prikup_ ||
      up_ != o.up_ || prikup_taken_ != o.prikup_taken_ || turned_ != o.turned_ || picked_ != o.picked_ ||
      nopick_ != o.nopick_ || buyer_ != o.buyer_ || redealt_ != o.redealt_ || ante_paid_ != o.ante_paid_ || phase_ != o.phase_ ||
      to_move() != o.to_move() || dealer_ != o.dealer_ || status_ != o.status_ || tricks_ != o.tricks_ ||
      scores_ != o.scores_ || trick_n_ != o.trick_n_ || target_seat_ != o.target_seat_ ||
      target_trick_ != o.target_trick_ || pot_ != o.pot_ || money_ != o.money_ || deals_played_ != o.deals_played_)
    return false;
  if (phase_ == kPlay && leader_ != o.leader_) return false;
  if (!std::equal(trick_.begin(), trick_.begin() + trick_n_, o.trick_.begin())) return false;
  const int played = tricks_played(), size = history_size();
  for (int k = 0; k < played; ++k)
    if (hist_leader_[k] != o.hist_leader_[k] || !std::equal(hist_[k].begin(), hist_[k].begin() + size, o.hist_[k].begin()))
      return false;
  return true;
}

// ---- the game -----------------------------------------------------------------------------

const OptionSpecs& Spec::option_specs() {
  static const OptionSpecs specs = {
      int_option("players", "players, 2 to 6", 4, 2, 6),
      int_option("ante", "units every player puts into the pot at the start of a game", 10, 1, 1000),
      switch_option("ante_every_deal", "1: the ante is paid again before every deal"),
      switch_option("trump_pick_includes_turned", "1: the trump pick may take the turned card too"),
      choice_option("no_buyer", "when every non-dealer refuses: 'play' (the dealer's left must play and leads) or "
                    "'redeal'", {"play", "redeal"}),
      int_option("must_play_score", "a player with this many points must play", 13, 0, 15),
      choice_option("others", "players not forced to play: 'choose' (play or drop) or 'sit_out'", {"choose", "sit_out"}),
      switch_option("penalise_non_players", "with others='sit_out': 1 = a seat that sat out is penalised too", 1),
      choice_option("beat_rule", "the higher card a follower must play: 'winning_card' or 'led_card'",
                    {"winning_card", "led_card"}),
      switch_option("must_overtrump", "1: a void follower must play a higher trump than the trick's when he can"),
      int_option("penalty_score", "points from which a player with no trick pays the penalty", 10, 0, 15),
      choice_option("penalty", "the penalty: 'pot' (the pot's amount) or 'fixed' (penalty_fixed units)", {"pot", "fixed"}),
      int_option("penalty_fixed", "units of a fixed penalty (0 = the ante)", 0, 0, 1000),
      int_option("target", "points that win the game", 15, 1, 15),
      switch_option("stop_at_target", "1: the game ends at the trick that reaches the target, with no penalty"),
      int_option("max_deals", "deals after which the game ends (0 = no limit)", 0, 0, 1'000'000),
  };
  return specs;
}

Config Spec::config_of(const Options& options) {
  Config c;
  c.players = static_cast<int>(options.get_int("players"));
  c.ante = static_cast<std::int32_t>(options.get_int("ante"));
  c.ante_every_deal = options.get_int("ante_every_deal") != 0;
  c.pick_turned = options.get_int("trump_pick_includes_turned") != 0;
  c.redeal = options.get_string("no_buyer") == "redeal";
  c.must_play_score = static_cast<int>(options.get_int("must_play_score"));
  c.sit_out = options.get_string("others") == "sit_out";
  c.penalise_non_players = options.get_int("penalise_non_players") != 0;
  c.beat_rule = options.get_string("beat_rule") == "led_card" ? tricks::BeatRule::kLedCard : tricks::BeatRule::kWinningCard;
  c.must_overtrump = options.get_int("must_overtrump") != 0;
  c.penalty_score = static_cast<int>(options.get_int("penalty_score"));
  c.penalty_fixed = options.get_string("penalty") == "fixed";
  c.penalty_fixed_units = static_cast<std::int32_t>(options.get_int("penalty_fixed"));
  c.target = static_cast<int>(options.get_int("target"));
  c.stop_at_target = options.get_int("stop_at_target") != 0;
  c.max_deals = static_cast<std::uint32_t>(options.get_int("max_deals"));
  return c;
}

State Spec::new_deal(const Config& cfg, std::uint64_t seed, int dealer) {
  if (dealer < 0 || dealer >= cfg.players)
    throw OptionError("dealer " + std::to_string(dealer) + " is not a seat of a " + std::to_string(cfg.players) +
                      "-player ton game (0 .. " + std::to_string(cfg.players - 1) + ")");
  State s;
  s.begin_one_deal(cfg, shuffled(kDeck36, seed), dealer);
  return s;
}

void State::begin_one_deal(const Config& cfg, const DeckOrder& order, int dealer) noexcept {
  cfg_ = cfg;
  cfg_.match = false;
  cfg_.seed = 0;
  scores_ = {};
  money_ = {};
  pot_ = 0;
  deals_played_ = 0;
  has_last_result_ = false;
  start_deal(order, dealer, true);
}

State Spec::new_match(const Config& cfg, std::uint64_t seed) {
  State s;
  s.cfg_ = cfg;
  s.cfg_.match = true;
  s.cfg_.seed = seed;
  Rng rng(seed);
  const int dealer = static_cast<int>(rng.below(std::uint32_t(cfg.players)));
  s.start_deal(shuffled(kDeck36, deal_seed(seed, 0)), dealer, true);
  return s;
}

Options Spec::options_of(const State& s) {
  const Config& c = s.config();
  const auto I = [](long long v) { return OptionValue{v}; };
  const auto S = [](const char* v) { return OptionValue{std::string(v)}; };
  return Options(kName, option_specs(),
                 {{"players", I(c.players)},
                  {"ante", I(c.ante)},
                  {"ante_every_deal", I(c.ante_every_deal)},
                  {"trump_pick_includes_turned", I(c.pick_turned)},
                  {"no_buyer", S(c.redeal ? "redeal" : "play")},
                  {"must_play_score", I(c.must_play_score)},
                  {"others", S(c.sit_out ? "sit_out" : "choose")},
                  {"penalise_non_players", I(c.penalise_non_players)},
                  {"beat_rule", S(c.beat_rule == tricks::BeatRule::kLedCard ? "led_card" : "winning_card")},
                  {"must_overtrump", I(c.must_overtrump)},
                  {"penalty_score", I(c.penalty_score)},
                  {"penalty", S(c.penalty_fixed ? "fixed" : "pot")},
                  {"penalty_fixed", I(c.penalty_fixed_units)},
                  {"target", I(c.target)},
                  {"stop_at_target", I(c.stop_at_target)},
                  {"max_deals", I(c.max_deals)}});
}

void playouts(const Game& game, std::int64_t begin, std::int64_t end, std::uint64_t seed, std::int64_t* net,
              std::int8_t* tricks, std::int8_t* target, std::uint16_t* plays) noexcept {
  static constexpr DeckOrder kBase = ordered(kDeck36);
  const int np = game.config().players;
  State s;  // each deal is dealt into it: new_deal(seed + i, i % players) without a copy
  DeckOrder order;
  for (std::int64_t i = begin; i < end; ++i) {
    const std::uint64_t ds = seed + std::uint64_t(i);
    shuffle_into(order, kBase, ds);
    s.begin_one_deal(game.config(), order, int(i % np));
    Rng rng(ds + kPlayoutRngOffset);
    int n = 0;
    for (; !s.is_over(); ++n) s.play(s.random_move(rng));
    const DealResult& r = s.last_result();  // the settlement end_deal() made
    for (int p = 0; p < np; ++p) {
      net[np * (i - begin) + p] = r.ante[p] + r.penalty[p] + (((r.winners >> p) & 1u) ? r.pot_after : 0);
      tricks[np * (i - begin) + p] = r.tricks[p];
    }
    target[i - begin] = static_cast<std::int8_t>(r.target_seat);
    plays[i - begin] = static_cast<std::uint16_t>(n);
  }
}

namespace {
/// pycards.ton._power: trumps above the led suit (any suit on a lead), the led suit above the
/// rest, by rank inside each.
int greedy_power(Card c, int trump, int led) {
  if (c.suit() == trump) return 200 + c.rank();
  if (led < 0 || c.suit() == led) return 100 + c.rank();
  return c.rank();
}
}  // namespace

MoveId greedy_move(const State& s, Rng& rng) noexcept {
  MoveId moves[kMaxMoves];
  const int n = s.legal_moves(moves);
  const int trump = s.trump();
  const auto phase = s.phase_id();
  if (phase == kPick || phase == kBuy) {
    const auto bought = [](MoveId m) { return (m >= kBuyBase && m < kBuyBase + 64) || (m >= kPickBase && m < kPickBase + 64); };
    if (std::none_of(moves, moves + n, bought)) return moves[0];
    return greedy::best_of(moves, n, [&](MoveId m) {
      return bought(m) ? 1000 + greedy_power(Card(int(m & 63)), trump, -1) : 0;
    }, rng);
  }
  if (phase == kDecide) {
    const Mask hand = s.hand(s.to_move()).mask;
    const bool strong = (hand & suit_mask(Suit(trump))) || (hand & rank_mask(kAce));
    return greedy::first_of(moves, n, [&](MoveId m) { return m == (strong ? kPlayMove : kDropMove); });
  }
  if (s.trick_size() == 0)
    return greedy::best_of(moves, n, [&](MoveId m) { return greedy_power(Card(int(m)), trump, -1); }, rng);
  const int led = s.trick_card(0).suit();
  int best = 0;
  for (int i = 0; i < s.trick_size(); ++i) best = std::max(best, greedy_power(s.trick_card(i), trump, led));
  return greedy::best_of(moves, n, [&](MoveId m) {
    const int p = greedy_power(Card(int(m)), trump, led);
    return (p > best ? 1000 : 0) - p;  // a winning card, the cheapest; else the lowest card
  }, rng);
}

}  // namespace pycards::ton

namespace pycards::ton {
namespace {
/// pycards.simulate's breakdown (docs/ton.md "pycards.simulate columns"), from the final state's deal_result() (in a
/// match the last deal): redeal, the pot before and after the penalties, the seat reaching the
/// target and in which trick (-1 none), the winners' count (the denominator of the shares), the
/// game over flag; per seat the tricks, the status (0 play, 1 drop, 2 out, -1 undecided), whether
/// it took (a share of) the pot, ante, penalty, pot won and net (these two in units / the
/// denominator, as deal_result()).
constexpr SimColumn kColumns[] = {
    {"redeal", false}, {"pot", false}, {"pot_after", false}, {"target_seat", false, true}, {"target_trick", false, true},
    {"denominator", false}, {"game_over", false}, {"tricks", true}, {"status", true, true}, {"won", true},
    {"ante", true}, {"penalties", true}, {"pot_won", true}, {"net", true},
};
}  // namespace

Simulator simulator(const Game& /*game*/) {
  return make_simulator<Game, kColumns>([](const State& s, int p) -> std::int64_t { return s.score(p); },
                                        [](const State& s, SimRow& w) {
                                          const DealResult r = s.deal_result();
                                          const auto won = [&](int p) { return int((r.winners >> p) & 1u); };
                                          const std::int64_t k = std::max(1, popcount(Mask(r.winners)));
                                          const auto share = [&](int p) -> std::int64_t { return won(p) ? r.pot_after : 0; };
                                          w.put(r.redeal, r.pot, r.pot_after, r.target_seat,
                                                r.target_seat < 0 ? -1 : r.target_trick, k, r.game_over);
                                          w.sides_of(r.tricks);
                                          w.per_side([&](int p) { return int(r.status[p]) - 1; }, won);  // kUndecided -> -1
                                          w.sides_of(r.ante, r.penalty);
                                          w.per_side(share, [&](int p) { return (r.ante[p] + r.penalty[p]) * k + share(p); });
                                        });
}
}  // namespace pycards::ton
