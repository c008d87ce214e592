// 1001: options, dealing, bidding, prikup (keep / throw / take), gift, contract, card play (shared
// with Тысяча), scoring, the match and the notation. Rules: docs/thousand_one.md;
// rulings in thousand_one.hpp.
#include "thousand_one.hpp"

#include <algorithm>

#include "pycards/errors.hpp"
#include "pycards/notation.hpp"
#include "pycards/simulate.hpp"

namespace pycards::thousand_one {

using namespace thousand;

std::string_view phase_name(Phase p) {
  static constexpr std::array<std::string_view, 6> kNames{"bid", "prikup", "give", "contract", "play", "over"};
  return kNames[static_cast<int>(p)];
}


const OptionSpecs& Spec::option_specs() {
  static const OptionSpecs specs = [] {
    OptionSpecs s;
    s.push_back(int_option("players", "3 or 4 (with 4 the dealer sits out and scores the prikup)", 3, 3, 4, {3, 4}));
    s.push_back(int_option("single_step_raises", "the opening bid is 40 and every raise exactly 5", 0, 0, 1, {0, 1}));
    s.push_back(choice_option("marriage_cap", "bidding cap: sum (120 + marriages held) or none (a marriage removes it)", {"sum", "none"}));
    s.push_back(int_option("throw_opponent_gain", "what each other player scores when the declarer throws", 0, 0, 1'000'000));
    s.push_back(choice_option("two_pass_play", "after two passes, no contract means: min_contract (40) or free", {"min_contract", "free"}));
    s.push_back(int_option("throw_bonus", "what the others score when the last hand throws after two passes", 50, 0, 1'000'000));
    s.push_back(int_option("marriage_on_first_lead", "a marriage may be announced on the first lead", 1, 0, 1, {0, 1}));
    s.push_back(int_option("round_before_compare", "round the declarer's total before comparing", 0, 0, 1, {0, 1}));
    s.push_back(int_option("dealer_prikup_round", "round the 4-player dealer's prikup points", 1, 0, 1, {0, 1}));
    s.push_back(int_option("target", "the score that wins", 1001, 1, 1'000'000'000));
    s.push_back(int_option("max_deals", "end the game after this many deals (0: no limit)", 0, 0, 1'000'000'000));
    s.push_back(int_option("must_beat_led", "a player following suit must play above the led card when he can (Тысяча's variant)", 0, 0, 1, {0, 1}));
    return s;
  }();
  return specs;
}

Config Spec::config_of(const Options& o) {
  Config c;
  c.players = static_cast<std::uint8_t>(o.get_int("players"));
  c.single_step = o.get_int("single_step_raises") != 0;
  c.cap_none = o.get_string("marriage_cap") == "none";
  c.throw_opponent_gain = static_cast<std::int32_t>(o.get_int("throw_opponent_gain"));
  c.two_pass_free = o.get_string("two_pass_play") == "free";
  c.throw_bonus = static_cast<std::int32_t>(o.get_int("throw_bonus"));
  c.play.first_lead = o.get_int("marriage_on_first_lead") != 0;
  c.round_before_compare = o.get_int("round_before_compare") != 0;
  c.dealer_prikup_round = o.get_int("dealer_prikup_round") != 0;
  c.target = static_cast<std::int32_t>(o.get_int("target"));
  c.max_deals = static_cast<std::uint32_t>(o.get_int("max_deals"));
  c.play.must_beat = o.get_int("must_beat_led") != 0;
  return c;
}

Options Spec::options_of(const State& s) {
  const Config& c = s.config();
  const auto i = [](long long v) { return OptionValue{v}; };
  return Options(kName, option_specs(),
                 {{"players", i(c.players)}, {"single_step_raises", i(c.single_step)},
                  {"marriage_cap", OptionValue{std::string(c.cap_none ? "none" : "sum")}},
                  {"throw_opponent_gain", i(c.throw_opponent_gain)},
                  {"two_pass_play", OptionValue{std::string(c.two_pass_free ? "free" : "min_contract")}},
                  {"throw_bonus", i(c.throw_bonus)}, {"marriage_on_first_lead", i(c.play.first_lead)},
                  {"round_before_compare", i(c.round_before_compare)}, {"dealer_prikup_round", i(c.dealer_prikup_round)},
                  {"target", i(c.target)}, {"max_deals", i(c.max_deals)}, {"must_beat_led", i(c.play.must_beat)}});
}

// ---- dealing and the deal's decisions --------------------------------------------------------

void State::start_deal(const DealSource& src, int dealer) noexcept {
  const int n = cfg_.players;
  dealer_ = static_cast<std::int8_t>(dealer);
  t_ = Table{};
  for (int i = 0; i < 3; ++i) t_.active[i] = static_cast<std::int8_t>((dealer + 1 + i) % n);
  prikup_ = 0;
  int k = 0;
  for (int i = 0; i < 24; ++i) {
    const Card c = src.order[i];
    if (i == 3 || i == 7 || i == 11) prikup_ |= c.bit();
    else t_.hands[t_.active[k++ % 3]] |= c.bit();
  }
  phase_ = Phase::kBid;
  t_.to_move = t_.active[0];
  high_bidder_ = -1;
  bid_ = contract_ = 0;
  passed_ = 0;
  two_pass_ = thrown_ = free_ = played_ = false;
  gift_card_ = {};
  gift_to_ = {-1, -1};
  ngifts_ = 0;
}

int State::bid_cap(Mask cards) const {
  const unsigned kq = tricks::pair_suits(cards, kKing, kQueen);
  if (cfg_.cap_none) return kq ? 400 : 120;
  int total = 120;
  for (int s = 0; s < kSuits; ++s)
    if (kq >> s & 1) total += cfg_.play.marriage[s];
  return total;
}

int State::legal_moves(MoveId* out) const noexcept {
  const int s = t_.to_move;
  int n = 0;
  switch (phase_) {
    case Phase::kOver:
      return 0;
    case Phase::kBid: {
      const int lo = bid_ == 0 ? 40 : bid_ + 5;
      const int cap = bid_cap(t_.hands[s]);
      const int hi = std::min(cfg_.single_step ? lo : cap, cap);
      for (int b = lo; b <= hi; b += 5) out[n++] = kBidBase + MoveId(b);
      out[n++] = word_move(kPass);
      return n;
    }
    case Phase::kPrikup:
      out[n++] = word_move(two_pass_ ? kTake : kKeep);
      out[n++] = word_move(kThrow);
      return n;
    case Phase::kGive:
      for (Mask m = t_.hands[s]; m; m = clear_lowest(m)) out[n++] = kGiftBase + MoveId(lowest_index(m));
      return n;
    case Phase::kContract: {
      const int cap = std::max<int>(bid_, bid_cap(t_.hands[t_.declarer]));
      for (int c = bid_; c <= cap; c += 5) out[n++] = kContractBase + MoveId(c);
      if (two_pass_ && cfg_.two_pass_free) out[n++] = word_move(kFree);
      return n;
    }
    case Phase::kPlay:
      return t_.play_moves(out, cfg_.play);
  }
  return 0;
}

void State::take_prikup(int seat) noexcept {
  t_.declarer = static_cast<std::int8_t>(seat);
  t_.hands[seat] |= prikup_;
  phase_ = Phase::kPrikup;
  t_.to_move = static_cast<std::int8_t>(seat);
}

void State::play(MoveId id) noexcept {
  const int s = t_.to_move;
  switch (phase_) {
    case Phase::kOver:
      return;
    case Phase::kBid: {
      if (id == word_move(kPass)) passed_ |= std::uint8_t(1u << s);
      else bid_ = static_cast<std::int16_t>(id - kBidBase), high_bidder_ = static_cast<std::int8_t>(s);
      if (popcount(passed_) == 2) {
        two_pass_ = bid_ == 0;
        take_prikup(two_pass_ ? t_.active[2] : high_bidder_);
        return;
      }
      int nxt = t_.next_active(s);
      while (passed_ >> nxt & 1) nxt = t_.next_active(nxt);
      t_.to_move = static_cast<std::int8_t>(nxt);
      return;
    }
    case Phase::kPrikup:
      if (id == word_move(kThrow)) {
        thrown_ = true;
        end_deal();
        return;
      }
      if (two_pass_) bid_ = 40;
      phase_ = Phase::kGive;
      return;
    case Phase::kGive: {
      const Card c(int(id - kGiftBase));
      const int target = ngifts_ == 0 ? t_.next_active(s) : t_.next_active(t_.next_active(s));
      t_.hands[s] &= ~c.bit();
      t_.hands[target] |= c.bit();
      gift_card_[ngifts_] = c;
      gift_to_[ngifts_] = static_cast<std::int8_t>(target);
      if (++ngifts_ == 2) phase_ = Phase::kContract;
      return;
    }
    case Phase::kContract:
      if (id == word_move(kFree)) free_ = true;
      else contract_ = static_cast<std::int16_t>(id - kContractBase);
      phase_ = Phase::kPlay;
      t_.start_play(t_.declarer);
      return;
    case Phase::kPlay:
      if (log_.play(t_, id, cfg_.play)) {
        played_ = true;
        end_deal();
      }
      return;
  }
}

// ---- scoring and the match -------------------------------------------------------------------

DealResult State::compute_result() const {
  DealResult r;
  const int n = cfg_.players, d = t_.declarer;
  r.dealer = dealer_;
  r.declarer = static_cast<std::int8_t>(d);
  r.bid = bid_;
  r.contract = contract_;
  r.two_pass = two_pass_, r.thrown = thrown_, r.free = free_, r.played = played_;
  for (int p = 0; p < n; ++p) r.card_points[p] = t_.card_points(p), r.bonuses[p] = t_.bonus[p];
  if (n == 4) {
    const bool nines = (prikup_ & rank_mask(kNine)) == prikup_;
    const int v = points(prikup_);
    r.dealer_prikup = nines ? 100 : cfg_.dealer_prikup_round ? round5(v) : v;
  }
  if (phase_ != Phase::kOver) return r;
  if (thrown_) {
    for (int i = 0; i < 3; ++i) {
      const int p = t_.active[i];
      if (p == d) r.results[p] = two_pass_ ? 0 : -bid_;
      else r.results[p] = two_pass_ ? cfg_.throw_bonus : cfg_.throw_opponent_gain;
    }
  } else {
    for (int i = 0; i < 3; ++i) {
      const int p = t_.active[i];
      if (p != d) r.results[p] = round5(r.card_points[p] + r.bonuses[p]);
    }
    const int total = r.card_points[d] + r.bonuses[d];
    r.declarer_total = total;
    r.has_total = true;
    if (free_) {
      r.results[d] = round5(total);
    } else {
      const int cmp = cfg_.round_before_compare ? round5(total) : total;
      r.made = cmp >= contract_ ? 1 : 0;
      r.results[d] = r.made ? contract_ : -contract_;
    }
  }
  if (n == 4) r.results[dealer_] = r.dealer_prikup;
  return r;
}

void State::end_deal() noexcept {
  phase_ = Phase::kOver;
  t_.to_move = -1;
  const DealResult r = compute_result();
  last_ = r;
  has_last_ = true;
  const int n = cfg_.players;
  for (int p = 0; p < n; ++p) scores_[p] += r.results[p];
  ++deals_played_;
  winner_ = static_cast<std::int8_t>(winner_after(r.declarer));
  if (!match_ || winner_ != kNoWinner) return;  // a finished game keeps its last deal's dealer
  dealer_ = static_cast<std::int8_t>((dealer_ + 1) % n);
  start_deal(deal_source(deal_seed(seed_, deals_started_++)), dealer_);
}

int State::winner_after(int declarer) const noexcept {
  const int n = cfg_.players;
  int winner = winner_;
  int top = 0, ntop = 0, who = -1;
  bool any = false, decl_top = false;
  for (int p = 0; p < n; ++p)
    if (scores_[p] >= cfg_.target && (!any || scores_[p] > top)) top = scores_[p], any = true;
  if (any) {
    for (int p = 0; p < n; ++p)
      if (scores_[p] >= cfg_.target && scores_[p] == top) ++ntop, who = p, decl_top |= p == declarer;
    if (ntop == 1) winner = who;
    else if (decl_top) winner = declarer;
  }
  if (winner == kNoWinner && cfg_.max_deals && deals_played_ >= cfg_.max_deals) {
    const int best = *std::max_element(scores_.begin(), scores_.begin() + n);
    int k = 0;
    for (int p = 0; p < n; ++p)
      if (scores_[p] == best) ++k, who = p;
    winner = k == 1 ? who : kDraw;
  }
  return winner;
}

State Spec::new_deal(const Config& cfg, std::uint64_t seed, int dealer) {
  if (dealer < 0 || dealer >= cfg.players)
    throw OptionError("thousand_one: dealer must be in 0.." + std::to_string(cfg.players - 1) + ", got " + std::to_string(dealer));
  State s;
  s.cfg_ = cfg;
  s.seed_ = seed;
  s.start_deal(deal_source(seed), dealer);
  return s;
}

State Spec::new_match(const Config& cfg, std::uint64_t seed) {
  State s;
  s.cfg_ = cfg;
  s.match_ = true;
  s.seed_ = seed;
  Rng rng(seed);
  const int dealer = int(rng.below(cfg.players));
  s.start_deal(deal_source(deal_seed(seed, s.deals_started_++)), dealer);
  return s;
}

// ---- notation ---------------------------------------------------------------------------------
//   thousand_one | phase bid | turn 1 | dealer 0 | hands ... | prikup ... | declarer - | bid 50 |
//   contract 0 | high 1 | passed - | flags - | gifts - | won ... | played - | trick - | leader - | trump - |
//   maker - | bonus 0 0 0 | decls - | match 1 seed 7 started 1 played 0 | scores 0 0 0 | winner -

using text::seat;

std::string State::notation() const {
  const int n = cfg_.players;
  std::string out(Game::kName);
  out += " | phase " + std::string(phase()) + " | turn " + seat(to_move()) + " | dealer " + std::to_string(dealer_);
  out += " | hands " + text::seats_cards(t_.hands.data(), n) + " | prikup " + text::cards(prikup_);
  out += " | declarer " + seat(t_.declarer) + " | bid " + std::to_string(bid_) + " | contract " + std::to_string(contract_);
  out += " | high " + seat(high_bidder_) + " | passed " + text::seat_set(passed_, n);
  std::string flags;
  if (two_pass_) flags += " two_pass";
  if (thrown_) flags += " thrown";
  if (free_) flags += " free";
  if (played_) flags += " played";
  out += " | flags" + (flags.empty() ? std::string(" -") : flags);
  out += " | gifts" + text::gifts(gift_card_.data(), gift_to_.data(), ngifts_);
  out += text::table_fields(t_, log_, n);
  out += " | match " + std::string(match_ ? "1" : "0") + " seed " + std::to_string(seed_) + " started " +
         std::to_string(deals_started_) + " played " + std::to_string(deals_played_);
  out += " | scores";
  for (int p = 0; p < n; ++p) out += " " + std::to_string(scores_[p]);
  out += " | winner " + (winner_ == kNoWinner ? std::string("-") : winner_ == kDraw ? std::string("draw") : seat(winner_));
  return out;
}

State Spec::position(const Config& cfg, std::string_view line) {
  const text::Fields f = text::split(line, kName);
  const int n = cfg.players;
  State s;
  s.cfg_ = cfg;
  const std::string& ph = f.get("phase");
  bool found = false;
  for (int p = 0; p <= int(Phase::kOver); ++p)
    if (ph == phase_name(static_cast<Phase>(p))) s.phase_ = static_cast<Phase>(p), found = true;
  if (!found) throw ParseError("bad thousand_one position: phase " + text::q(ph) + " is unknown");
  text::parse_table(f, s.t_, s.log_, n);
  const auto seat_of = [&](const std::string& w, std::string_view what) {
    return static_cast<std::int8_t>(text::seat_of(w, what, n));
  };
  s.t_.to_move = seat_of(f.get("turn"), "turn");
  s.dealer_ = static_cast<std::int8_t>(text::integer(f.get("dealer"), "dealer", 0, n - 1));
  for (int i = 0; i < 3; ++i) s.t_.active[i] = static_cast<std::int8_t>((s.dealer_ + 1 + i) % n);
  s.prikup_ = text::card_mask(f.get("prikup"), "prikup");
  s.t_.declarer = seat_of(f.get("declarer"), "declarer");
  s.bid_ = static_cast<std::int16_t>(text::integer(f.get("bid"), "bid", 0, kMaxNumber));
  s.contract_ = static_cast<std::int16_t>(text::integer(f.get("contract"), "contract", 0, kMaxNumber));
  s.high_bidder_ = seat_of(f.get("high"), "high");
  const auto words = [](const std::string& w) { return notation::words(w); };
  s.passed_ = static_cast<std::uint8_t>(text::seat_set_of(f.get("passed"), "passed", n));
  for (const auto& w : words(f.get("flags"))) {
    if (w == "two_pass") s.two_pass_ = true;
    else if (w == "thrown") s.thrown_ = true;
    else if (w == "free") s.free_ = true;
    else if (w == "played") s.played_ = true;
    else if (w != "-") throw ParseError("bad thousand_one position: flags: unknown flag " + text::q(w));
  }
  for (const auto& w : words(f.get("gifts"))) {
    if (w == "-") continue;
    const auto gt = w.find('>');
    if (gt == std::string::npos || s.ngifts_ == 2)
      throw ParseError("bad thousand_one position: gifts: a gift is CARD>SEAT, at most two, got " + text::q(w));
    const Mask gm = text::card_mask(w.substr(0, gt), "gift card");
    if (popcount(gm) != 1) throw ParseError("bad thousand_one position: gifts: a gift is CARD>SEAT, got " + text::q(w));
    s.gift_card_[s.ngifts_] = Card(lowest_index(gm));
    s.gift_to_[s.ngifts_++] = seat_of(w.substr(gt + 1), "gift seat");
  }
  {
    const auto m = words(f.get("match"));
    if (m.size() != 7 || m[1] != "seed" || m[3] != "started" || m[5] != "played")
      throw ParseError("bad thousand_one position: match is '0|1 seed S started K played P', got " + text::q(f.get("match")));
    s.match_ = text::integer(m[0], "match", 0, 1) != 0;
    s.seed_ = text::unsigned64(m[2], "seed");
    s.deals_started_ = static_cast<std::uint32_t>(text::integer(m[4], "started", 0, 4'000'000'000LL));
    s.deals_played_ = static_cast<std::uint32_t>(text::integer(m[6], "played", 0, 4'000'000'000LL));
  }
  const auto sc = text::integers(f.get("scores"), "scores", n, -1'000'000'000, 1'000'000'000);
  for (int p = 0; p < n; ++p) s.scores_[p] = static_cast<std::int32_t>(sc[p]);
  const std::string& w = f.get("winner");
  s.winner_ = static_cast<std::int8_t>(w == "-" ? kNoWinner : w == "draw" ? kDraw : seat_of(w, "winner"));
  validate(cfg, s);
  text::set_winners(s.t_, s.log_);
  return s;
}

// ---- validation: only what the game reaches (docs/thousand_one.md) ---------------------------
// The cards and the card play through the shared thousand::text::check_deal, the bid phase through
// check_bidding, the counters through check_counters; the scores are taken as written.
void validate(const Config& c, const State& s) {
  const auto bad = [](const std::string& why) { text::invalid(Game::kName, why); };
  const Table& t = s.t_;
  const int n = c.players;
  const Phase ph = s.phase_;
  const bool over = ph == Phase::kOver;
  const int out = n == 4 ? s.dealer_ : -1;
  const std::string phase = " (phase " + std::string(phase_name(ph)) + ")";
  const auto flags = [&] {
    std::string f;
    if (s.two_pass_) f += " two_pass";
    if (s.thrown_) f += " thrown";
    if (s.free_) f += " free";
    if (s.played_) f += " played";
    return text::q(f.empty() ? "-" : f.substr(1));
  };
  if (over != (t.to_move < 0)) bad("turn " + text::q(seat(t.to_move)) + ": the seat to move is '-' exactly when the phase is over" + phase);
  if (t.to_move >= 0 && t.to_move == out) bad("turn " + text::q(seat(t.to_move)) + ": the sitting-out dealer never moves");
  if (over ? int(s.thrown_) + int(s.played_) != 1 : s.thrown_ || s.played_)
    bad("flags " + flags() + ": a deal ends by a throw or by the card play" + phase);
  // the stage
  text::DealCheck dc;
  dc.game = Game::kName;
  dc.seats = n;
  dc.sitting_out = out;
  dc.declarer = t.declarer;
  dc.over = over;
  dc.prikup = s.prikup_;
  dc.ngifts = s.ngifts_;
  dc.gift_card = s.gift_card_.data();
  dc.gift_to = s.gift_to_.data();
  dc.log = &s.log_;
  dc.prikup_held = ph == Phase::kPrikup || ph == Phase::kGive || ph == Phase::kContract;
  const bool thrown_over = over && s.thrown_;
  dc.stage = ph == Phase::kBid ? text::Stage::kDealt
             : ph == Phase::kPlay ? text::Stage::kPlay
             : over && s.played_ ? text::Stage::kPlayed
                                 : text::Stage::kTaken;
  const std::string gifts = text::q(text::gifts(s.gift_card_.data(), s.gift_to_.data(), s.ngifts_));
  if ((ph == Phase::kPrikup || thrown_over) && s.ngifts_) bad("gifts" + gifts + ": no gift before the prikup is kept" + phase);
  if (ph == Phase::kGive && s.ngifts_ > 1) bad("gifts" + gifts + ": two gifts end the give phase");
  if (ph == Phase::kContract && s.ngifts_ != 2) bad("gifts" + gifts + ": the contract follows two gifts");
  text::check_deal(t, dc, c.play);
  // the bidding
  const std::string bid = text::q(std::to_string(s.bid_)), high = text::q(seat(s.high_bidder_));
  const auto bid_ok = [&](int b, Mask hand) { return b >= 40 && b % 5 == 0 && b <= s.bid_cap(hand); };
  if (ph == Phase::kBid) {
    if (t.declarer >= 0) bad("declarer " + text::q(seat(t.declarer)) + ": no declarer during the bidding");
    if (s.two_pass_ || s.free_) bad("flags " + flags() + ": the bidding is not over");
    text::check_bidding(t, Game::kName, s.passed_, s.high_bidder_, out, n);
    if ((s.bid_ == 0) != (s.high_bidder_ < 0)) bad("bid " + bid + ", high " + high + ": a bid has a high bidder, no bid has none");
    if (s.bid_ == 0) {
      // only passes so far, in bidding order
      const int k = popcount(Mask(s.passed_));
      if ((k == 1 && s.passed_ != 1u << t.active[0]) || t.to_move != t.active[k])
        bad("turn " + text::q(seat(t.to_move)) + ", passed " + text::q(text::seat_set(s.passed_, n)) + ": without a bid seat " +
            std::to_string(t.active[k]) + " is to move");
    } else if (!bid_ok(s.bid_, t.hands[s.high_bidder_])) {
      bad("bid " + bid + ": seat " + std::to_string(s.high_bidder_) + " cannot bid it (40.." + std::to_string(s.bid_cap(t.hands[s.high_bidder_])) + " in 5s)");
    }
  } else {
    // the bidding is over: two passes, and the declarer took the prikup
    const int d = t.declarer;
    if (popcount(Mask(s.passed_)) != 2 || (s.passed_ >> d & 1) || (out >= 0 && (s.passed_ >> out & 1)))
      bad("passed " + text::q(text::seat_set(s.passed_, n)) + ": the bidding ended with the two others of the declarer " + seat(d) + " passing");
    if (s.two_pass_) {
      if (d != t.active[2] || s.high_bidder_ >= 0) bad("declarer " + text::q(seat(d)) + ": after two passes seat " + std::to_string(t.active[2]) + " takes the prikup");
      const bool taken = ph != Phase::kPrikup && !thrown_over;
      if (s.bid_ != (taken ? 40 : 0)) bad("bid " + bid + ": two passes leave no bid, 40 once the prikup is taken");
    } else {
      if (s.high_bidder_ != d) bad("high " + high + ": the high bidder is the declarer " + seat(d));
      // the prikup joined his hand after the bid (a gift can only take cards away)
      Mask hand = t.hands[d];
      for (int i = 0; i < s.ngifts_; ++i) hand |= s.gift_card_[i].bit();
      if (dc.stage == text::Stage::kTaken ? !bid_ok(s.bid_, hand & ~s.prikup_) : !(s.bid_ >= 40 && s.bid_ % 5 == 0))
        bad("bid " + bid + ": not a bid of the declarer " + seat(d));
    }
    if (s.free_ && !(s.two_pass_ && c.two_pass_free && (ph == Phase::kPlay || (over && s.played_))))
      bad("flags " + flags() + ": 'free' is the two-pass declarer's choice under two_pass_play=free");
  }
  if ((ph == Phase::kPrikup || ph == Phase::kGive || ph == Phase::kContract) && t.to_move != t.declarer)
    bad("turn " + text::q(seat(t.to_move)) + ": the declarer " + seat(t.declarer) + " moves" + phase);
  const std::string contract = text::q(std::to_string(s.contract_));
  const bool playing = ph == Phase::kPlay || (over && s.played_);
  if (playing && !s.free_ ? !(s.contract_ >= s.bid_ && s.contract_ % 5 == 0 && s.contract_ >= 40) : s.contract_ != 0)
    bad("contract " + contract + ": " + (playing && !s.free_ ? "the contract is the bid or more, in 5s" : "no contract here") + phase);
  // counters and the winner
  text::check_counters(Game::kName, s.match_, s.deals_started_, s.deals_played_, over, false, false);
  State w = s;
  w.winner_ = kNoWinner;
  const int want = over ? w.winner_after(t.declarer) : kNoWinner;
  if (s.winner_ != want)
    bad("winner " + text::q(s.winner_ == kNoWinner ? "-" : s.winner_ == kDraw ? "draw" : seat(s.winner_)) + ": the scores give " +
        (want == kNoWinner ? "-" : want == kDraw ? "draw" : seat(want)));
  if (over && s.match_ && want == kNoWinner) bad("phase over: a match is over only with a winner");
  if (!over) {
    MoveId buf[kMaxMoves];
    if (s.legal_moves(buf) == 0) bad("turn " + text::q(seat(t.to_move)) + ": the seat to move has no legal move" + phase);
  }
}

MoveId greedy_move(const State& s, Rng& rng) noexcept {
  MoveId moves[kMaxMoves];
  const int n = s.legal_moves(moves);
  return thousand::greedy_of(s.table(), moves, n, rng);
}

}  // namespace pycards::thousand_one

namespace pycards::thousand_one {
namespace {
/// pycards.simulate's breakdown (docs/thousand_one.md "pycards.simulate columns"), from the final state's
/// deal_result() (in a match the last finished deal): None is -1, a flag 0/1; per seat the card
/// points taken, the marriage points (bonuses) and the result scored.
constexpr SimColumn kColumns[] = {
    {"dealer", false}, {"declarer", false, true}, {"bid", false, true}, {"contract", false, true}, {"made", false, true},
    {"played", false}, {"two_pass", false}, {"thrown", false}, {"free", false}, {"declarer_total", false, true},
    {"dealer_prikup", false}, {"card_points", true}, {"bonuses", true}, {"results", true},
};
}  // namespace

Simulator simulator(const Game& /*game*/) {
  return make_simulator<Game, kColumns>([](const State& s, int p) -> std::int64_t { return s.score(p); },
                                        [](const State& s, SimRow& w) {
                                          const DealResult r = s.has_last() ? s.last() : s.compute_result();
                                          w.put(r.dealer, r.declarer, r.bid ? r.bid : -1, r.contract ? r.contract : -1, r.made,
                                                r.played, r.two_pass, r.thrown, r.free, r.has_total ? r.declarer_total : -1,
                                                r.dealer_prikup);  // bid 0: None
                                          w.sides_of(r.card_points, r.bonuses, r.results);
                                        });
}
}  // namespace pycards::thousand_one
