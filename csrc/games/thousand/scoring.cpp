// Тысяча: scoring of a deal (with the rounding rule and the write-off), the end-of-deal
// bookkeeping in the rules file's order (multipliers, bolts, barrel, penalties, third fall,
// samosval, golden round, win check), the match loop and the game object.
// Rules: docs/thousand.md ("Scoring of one deal", "Barrel and end-of-deal bookkeeping",
// "End of game", house rules H5-H11, H13-H15, H17-H19, H28-H30, H32, H33, H37, H39).
#include <algorithm>

#include "pycards/errors.hpp"
#include "thousand.hpp"

namespace pycards::thousand {

DealResult State::compute_result() const {
  DealResult r;
  r.redeal = redeal_by_ >= 0;
  r.redeal_by = redeal_by_;
  r.redeal_reason = redeal_reason_;
  r.dealer = dealer_;
  r.declarer = t_.declarer;
  r.bid = bid_;
  r.contract = contract_;
  r.rospis = rospis_;
  r.played = played_;
  r.golden = golden_active_;
  r.dark = dark_;
  r.cut_penalty = cut_penalty_;
  const int n = players();
  for (int s = 0; s < n; ++s) r.card_points[s] = t_.card_points(s), r.bonuses[s] = t_.bonus[s];
  if (r.redeal || phase_ != Phase::kOver) return r;
  // dark_double = declarer: the dark deal doubles the declarer's result only (a golden deal,
  // which is never dark, still doubles everyone's); `multiplier` is the declarer's
  const int mult = (golden_active_ || dark_) ? 2 : 1;
  const int mult_opp = (golden_active_ || (dark_ && !cfg_.dark_declarer_only)) ? 2 : 1;
  r.multiplier = mult;
  const int d = t_.declarer;
  if (rospis_) {
    const int loss = cfg_.loss() == 0 ? bid_ : cfg_.loss() == 1 ? 0 : half(bid_);
    int gain = 60;
    if (cfg_.gain() == 1) gain = half(bid_);
    else if (cfg_.gain() == 2) gain = round5(11 * popcount(t_.hands[d] & rank_mask(kAce)));
    for (int s = 0; s < n; ++s) r.raw[s] = s == d ? -loss : plays(s) ? gain : 0;  // a sitting-out dealer: 0
    for (int s = 0; s < n; ++s) r.results[s] = (s == d ? mult : mult_opp) * r.raw[s];
    return r;
  }
  const int total = r.card_points[d] + r.bonuses[d];
  const int cmp = cfg_.round_before_compare ? round5(total) : total;
  r.made = cmp >= contract_ ? 1 : 0;
  r.declarer_total = total;
  for (int s = 0; s < n; ++s) r.raw[s] = round5(r.card_points[s] + r.bonuses[s]);
  r.raw[d] = r.made ? contract_ : -contract_;
  for (int s = 0; s < n; ++s) r.results[s] = (s == d ? mult : mult_opp) * r.raw[s];
  if (dark_ && cfg_.dark_undoubled && mult_opp == 2)
    for (int s = 0; s < n; ++s)
      if (s != d) r.results[s] = 2 * round5(r.card_points[s]) + r.bonuses[s];
  return r;
}

void State::end_deal() noexcept {
  phase_ = Phase::kOver;
  t_.to_move = -1;
  const DealResult r = compute_result();
  bookkeeping(r);
  if (!match_ || winner_ != kNoWinner) return;  // a finished game keeps its last deal's dealer
  if (!r.redeal) dealer_ = static_cast<std::int8_t>(left(dealer_));
  const DealSource src = deal_source(deal_seed(seed_, deals_started_++));
  start_deal(src, dealer_);
}

// The rules file's "End-of-deal bookkeeping, in this order"; step numbers as there.
void State::bookkeeping(const DealResult& r) noexcept {
  DealRecord& e = last_;
  e = DealRecord{};
  e.result = r;
  e.before = scores_;
  has_last_ = true;
  const auto ev = [&](EventKind k, int seat, int reason = kRsNone, int value = 0) {
    if (e.nevents < int(e.events.size()))
      e.events[e.nevents++] = Event{static_cast<std::uint8_t>(k), static_cast<std::int8_t>(seat),
                                    static_cast<std::uint8_t>(reason), value};
  };
  if (r.redeal) {  // a void deal: nothing is scored, no counter moves, the same dealer deals again
    e.after = scores_;
    return;
  }
  // golden_round_style = double_penalties: a golden deal's penalties cost double, its bolts count twice
  const bool golden_double = r.golden && cfg_.golden_double;
  const int d = r.declarer, pen = cfg_.penalty * (golden_double ? 2 : 1);
  auto& sc = scores_;
  const auto fall = [&](int p, int why) {
    on_barrel_[p] = false;
    barrel_deals_[p] = 0;
    ++falls_[p];
    ev(kEvFall, p, why);
  };
  // 3. bolts
  // With 4 players the dealer sits the deal out: it moves none of his scores or counters (his
  // barrel deals included), only the rules that act on everyone (H7, H8, H6, samosval) reach him.
  const int n = players();
  std::array<bool, kMaxSeats> bolt_pen{};
  if (cfg_.bolt) {
    for (int p = 0; p < n; ++p) {
      if (!plays(p)) continue;
      const bool zero = r.played && p != d && r.results[p] == 0;
      if (zero && cfg_.barrel_bolts_ignore && on_barrel_[p]) continue;  // no bolt; a run of bolts is kept
      if (zero) {
        bolts_[p] += golden_double ? 2 : 1;
        ev(kEvBolt, p);
        if (bolts_[p] >= 3) bolt_pen[p] = true, bolts_[p] = 0;
      } else if (cfg_.bolt == 1) {
        bolts_[p] = 0;
      }
    }
  }
  // 4. results with the barrel rules
  const int exit_min = cfg_.win_over_1000 ? 125 : 120;
  std::array<bool, kMaxSeats> climbed{};
  int nclimbed = 0;
  for (int p = 0; p < n; ++p) {
    if (!plays(p)) continue;
    const int v = r.results[p];
    if (!cfg_.barrel || no_barrel_[p]) {
      sc[p] += v;
    } else if (on_barrel_[p]) {
      if (v < 0) {
        sc[p] += v;
        fall(p, kRsNegative);
      } else if (v >= exit_min && (cfg_.barrel_exit_any || p == d)) {
        sc[p] += v;
        on_barrel_[p] = false;
        ev(kEvBarrelExit, p);
      } else if (v > 0) {
        ev(kEvIgnored, p, kRsNone, v);
      }
    } else if (cfg_.barrel_jump && (cfg_.win_over_1000 ? sc[p] + v > 1000 : sc[p] + v >= 1000)) {
      sc[p] += v;  // barrel_jump: the target reached from below the barrel wins (the win check)
      ev(kEvJump, p);
    } else if (sc[p] + v >= 880) {
      sc[p] = 880;
      on_barrel_[p] = true;
      barrel_deals_[p] = 0;
      climbed[p] = true;
      ++nclimbed;
      ev(kEvClimb, p);
    } else {
      sc[p] += v;
    }
  }
  // 5. H7, H8
  if (cfg_.bump && nclimbed)
    for (int p = 0; p < n; ++p)
      if (on_barrel_[p] && !climbed[p]) sc[p] = 880 - pen, fall(p, kRsBump);
  if (cfg_.simultaneous && nclimbed >= 2)
    for (int p = 0; p < n; ++p)
      if (climbed[p]) sc[p] = 880 - pen, fall(p, kRsSimultaneous);
  // 6. barrel-deal counters and the three-deal penalty
  for (int p = 0; p < n; ++p)
    if (plays(p) && on_barrel_[p] && !climbed[p] && ++barrel_deals_[p] >= 3) sc[p] -= pen, fall(p, kRsTimeout);
  // 7. other penalties: cut ritual, bolt, third write-off
  std::array<std::pair<int, int>, 5> pens{};
  int npens = 0;
  if (r.cut_penalty >= 0) pens[npens++] = {r.cut_penalty, kRsCut};
  for (int p = 0; p < n; ++p)
    if (bolt_pen[p]) pens[npens++] = {p, kRsBolt};
  if (r.rospis) {
    ++rospis_counts_[d];
    if (cfg_.third_rospis && rospis_counts_[d] % 3 == 0) pens[npens++] = {d, kRsThirdRospis};
  }
  for (int i = 0; i < npens; ++i) {
    const auto [p, why] = pens[i];
    sc[p] -= pen;
    ev(kEvPenalty, p, why);
    if (on_barrel_[p] && sc[p] < 880) fall(p, why);
  }
  // 8. third fall (H6)
  if (cfg_.third_fall)
    for (int p = 0; p < n; ++p)
      if (falls_[p] >= 3) {
        sc[p] = cfg_.third_fall == 3 ? 5 : 0;
        falls_[p] = 0;
        if (cfg_.third_fall != 1) no_barrel_[p] = true;
        ev(kEvThirdFall, p);
      }
  // 9. samosval (H9, H39)
  for (int p = 0; p < n; ++p) {
    if (cfg_.samosval && sc[p] == cfg_.samosval_value) sc[p] = 0, ev(kEvSamosval, p);
    if (cfg_.negative_samosval && sc[p] == -555) sc[p] = 0, ev(kEvNegativeSamosval, p);
  }
  ++deals_played_;
  e.after = sc;
  for (int p = 0; p < n; ++p) e.applied[p] = e.after[p] - e.before[p];
  // 10. golden round, then the win check
  if (r.golden) {
    ++golden_done_;
    if (r.played && r.declarer_total >= 120) golden_reached_ = true;
    if (golden_done_ == n) {  // one golden deal per dealer
      const bool restart = !golden_reached_ && !cfg_.golden_double && golden_restarts_ < cfg_.golden_restarts;
      if (!golden_reached_ && (restart || cfg_.golden_double)) {
        scores_ = {};
        on_barrel_ = no_barrel_ = {};
        barrel_deals_ = falls_ = bolts_ = {};
        rospis_counts_ = {};
      }
      if (restart) {
        ++golden_restarts_;
        ev(kEvGoldenRestart, -1);
      } else {
        if (!golden_reached_ && cfg_.golden_double) ev(kEvGoldenReset, -1);
        golden_active_ = false;
      }
      golden_done_ = 0;
      golden_reached_ = false;
    }
  }
  win_check(d);
}

void State::win_check(int declarer) noexcept {
  const auto& sc = scores_;
  const int np = players();
  int top = 0, ntop = 0;
  bool any = false, decl_top = false;
  for (int p = 0; p < np; ++p) {
    const bool q = cfg_.win_over_1000 ? sc[p] > 1000 : sc[p] >= 1000;
    if (q && (!any || sc[p] > top)) top = sc[p], any = true;
  }
  if (any) {
    int who = -1;
    for (int p = 0; p < np; ++p)
      if ((cfg_.win_over_1000 ? sc[p] > 1000 : sc[p] >= 1000) && sc[p] == top) {
        ++ntop, who = p;
        if (p == declarer) decl_top = true;
      }
    if (ntop == 1) winner_ = static_cast<std::int8_t>(who);
    else if (decl_top) winner_ = static_cast<std::int8_t>(declarer);
  }
  if (winner_ == kNoWinner && cfg_.max_deals && deals_played_ >= cfg_.max_deals) {
    const int best = *std::max_element(sc.begin(), sc.begin() + np);
    int n = 0, who = -1;
    for (int p = 0; p < np; ++p)
      if (sc[p] == best) ++n, who = p;
    winner_ = static_cast<std::int8_t>(n == 1 ? who : kDraw);
  }
}

bool State::settlement(std::array<int, kMaxSeats>& out) const {
  if (winner_ < 0 || winner_ == kDraw) return false;
  out = {};
  for (int p = 0; p < players(); ++p)
    if (p != winner_) {
      out[p] = -(1000 - scores_[p]);
      out[winner_] += 1000 - scores_[p];
    }
  return true;
}

bool State::operator==(const State& o) const { return cfg_ == o.cfg_ && notation() == o.notation(); }

// ---- the game -------------------------------------------------------------------------------

State deal_from(const Config& config, const DealSource& src, int dealer) {
  if (dealer < 0 || dealer >= config.players)
    throw OptionError("thousand: dealer must be in 0.." + std::to_string(config.players - 1) + ", got " + std::to_string(dealer));
  State s;
  s.cfg_ = config;
  s.start_deal(src, dealer);
  return s;
}

State Spec::new_deal(const Config& cfg, std::uint64_t seed, int dealer) {
  State s = deal_from(cfg, deal_source(seed), dealer);
  s.seed_ = seed;
  return s;
}

State Spec::new_match(const Config& cfg, std::uint64_t seed) { return match_from_scores(cfg, seed, {}); }

State match_from_scores(const Config& config, std::uint64_t seed, const std::array<int, kMaxSeats>& scores) {
  State s;
  s.scores_ = scores;
  s.cfg_ = config;
  s.match_ = true;
  s.seed_ = seed;
  s.golden_active_ = s.cfg_.golden_round;
  Rng rng(seed);
  const int dealer = int(rng.below(std::uint32_t(config.players)));
  s.start_deal(deal_source(deal_seed(seed, s.deals_started_++)), dealer);
  return s;
}

}  // namespace pycards::thousand
