// Тысяча: the position notation (print strictly, parse leniently, validate once). One line of
// `key value` fields separated by `|`, starting with `thousand`; docs/thousand.md lists them:
//
//   thousand | phase play | turn 1 | dealer 0 | hands ... / ... / ... | prikup AH 9D TS | shown 1 |
//   cut - | cutpenalty - | bottom TS | declarer 1 | bid 115 | contract 175 | high 1 | darkbidder - | opener 0 |
//   passed 0 2 | unseen - | asked - | flags - | gifts 9D>2 TS>0 | redeal - | queue - | declines 0 |
//   won ... | played 1 9H TH AH / ... | trick ... | leader 1 | trump H | maker 1 | bonus 0 100 0 | decls 1:marriage:H:100:1 |
//   match seed 7 started 3 played 2 | scores 0 -175 125 | barrel ... (match fields)
#include <string>

#include "pycards/errors.hpp"
#include "pycards/notation.hpp"
#include "thousand.hpp"

namespace pycards::thousand {

namespace {

constexpr std::string_view kGame = "thousand";

using text::seat;
using text::seat_set;
/// The first n values, space-separated (one per seat).
template <class T>
std::string nums(const std::array<T, kMaxSeats>& a, int n) {
  std::string out;
  for (int p = 0; p < n; ++p) out += (p ? " " : "") + std::to_string(int(a[p]));
  return out;
}

}  // namespace

std::string State::notation() const {
  std::string out(kGame);
  out += " | phase " + std::string(phase()) + " | turn " + seat(to_move()) + " | dealer " + std::to_string(dealer_);
  const int n = players();
  out += " | hands " + text::seats_cards(t_.hands.data(), n);
  out += " | prikup " + text::cards(prikup_) + " | shown " + std::to_string(int(prikup_shown_));
  out += " | cut " + text::cards(cut_shown_) + " | cutpenalty " + seat(cut_penalty_) + " | bottom " + text::cards(cut_bottom_);
  out += " | declarer " + seat(t_.declarer) + " | bid " + std::to_string(bid_) + " | contract " + std::to_string(contract_);
  out += " | high " + seat(high_bidder_) + " | darkbidder " + seat(dark_bidder_) + " | opener " + seat(opener_);
  out += " | passed " + seat_set(passed_, n) + " | unseen " + seat_set(unseen_, n) + " | asked " + seat_set(asked_, n);
  std::string flags;
  if (dark_) flags += " dark";
  if (rospis_) flags += " rospis";
  if (played_) flags += " played";
  out += " | flags" + (flags.empty() ? std::string(" -") : flags);
  out += " | gifts" + text::gifts(gift_card_.data(), gift_to_.data(), ngifts_);
  out += " | redeal " + (redeal_by_ < 0 ? std::string("-") : seat(redeal_by_) + " " + std::string(reason_name(redeal_reason_)));
  out += " | queue";
  if (q_n_ == 0) out += " -";
  else {
    for (int i = q_pos_; i < q_n_; ++i) out += " " + seat(q_seat_[i]) + ":" + std::string(reason_name(q_reason_[i]));
    out += " then " + std::to_string(q_then_);
  }
  out += " | declines " + std::to_string(declines_);
  out += text::table_fields(t_, log_, n);
  out += " | match " + std::string(match_ ? "1" : "0") + " seed " + std::to_string(seed_) + " started " +
         std::to_string(deals_started_) + " played " + std::to_string(deals_played_);
  out += " | scores " + nums(scores_, n);
  out += " | barrel " + nums(on_barrel_, n) + " deals " + nums(barrel_deals_, n) + " falls " + nums(falls_, n) +
         " nobarrel " + nums(no_barrel_, n);
  out += " | bolts " + nums(bolts_, n) + " | rospis " + nums(rospis_counts_, n);
  out += " | golden " + std::to_string(int(golden_active_)) + " done " + std::to_string(golden_done_) + " reached " +
         std::to_string(int(golden_reached_)) + " restarts " + std::to_string(golden_restarts_);
  out += " | winner " + (winner_ == kNoWinner ? std::string("-") : winner_ == kDraw ? std::string("draw") : seat(winner_));
  return out;
}

namespace {

/// Reads "key v key v ..." pairs of a compound field.
struct Words {
  std::vector<std::string> w;
  explicit Words(const std::string& s) : w(notation::words(s)) {}
  std::string after(std::string_view key, int n = 1) const {
    for (std::size_t i = 0; i < w.size(); ++i)
      if (w[i] == key) {
        std::string out;
        for (int k = 1; k <= n; ++k) {
          if (i + k >= w.size()) throw ParseError("bad thousand position: " + std::string(key) + " needs " + std::to_string(n) + " values");
          out += (k > 1 ? " " : "") + w[i + k];
        }
        return out;
      }
    throw ParseError("bad thousand position: " + std::string(key) + " is missing");
  }
};

std::string f_queue(const State& s) {
  const std::string n = s.notation();
  const auto a = n.find(" | queue ");
  return n.substr(a + 9, n.find(" | ", a + 9) - a - 9);
}

int reason_of(const std::string& w) {
  for (int r = 1; r <= kRsThirdRospis; ++r)
    if (w == reason_name(r)) return r;
  throw ParseError("bad thousand position: unknown reason " + text::q(w));
}

}  // namespace

// ---- validation: only what the game can reach (docs/thousand.md, "Position notation") ----------
// The deal's fields are checked against the phase (the shared check_deal for the cards and the
// card play, the finished tricks replayed); the match counters against each other and the
// options. Not recomputed (a documented relaxation): the scores and the counters' history.
void validate(const Config& c, const State& s) {
  const auto bad = [](const std::string& why) { text::invalid(kGame, why); };
  const Table& t = s.t_;
  const Phase ph = s.phase_;
  const bool over = ph == Phase::kOver;
  const std::string phase = " (phase " + std::string(phase_name(ph)) + ")";
  if (over != (t.to_move < 0)) bad("turn " + text::q(seat(t.to_move)) + ": the seat to move is '-' exactly when the phase is over" + phase);
  // how the deal ended, for an over state
  const bool redeal_over = over && s.redeal_by_ >= 0;
  const int ends = int(s.redeal_by_ >= 0) + int(s.rospis_) + int(s.played_);
  if (over ? ends != 1 : ends != 0)
    bad("flags/redeal " + text::q(std::string(s.rospis_ ? "rospis " : "") + (s.played_ ? "played " : "") + "redeal " + seat(s.redeal_by_)) +
        ": a deal ends by exactly one of a redeal, a write-off or the card play" + phase);
  // the stage of the deal
  enum Step { kPre, kBidding, kAfterBid, kTaken, kPlaying };
  Step step = kPre;
  const int then = s.q_n_ ? s.q_then_ : -1;
  if (ph == Phase::kRedeal) step = then == 0 ? kPre : then == 1 ? kAfterBid : kTaken;
  else if (ph == Phase::kBid) step = kBidding;
  else if (ph == Phase::kBuyout) step = kAfterBid;
  else if (ph == Phase::kGive || ph == Phase::kContract) step = kTaken;
  else if (ph == Phase::kPlay) step = kPlaying;
  else if (redeal_over) step = then == 0 ? kPre : then == 1 ? kAfterBid : kTaken;
  else if (s.rospis_) step = kTaken;
  else step = kPlaying;
  // the redeal questions
  const bool queued = ph == Phase::kRedeal || redeal_over;
  const std::string queue = text::q(f_queue(s));
  if (queued != (s.q_n_ > 0)) bad("queue " + queue + ": pending redeal questions exist exactly in the redeal phase" + phase);
  if (s.redeal_by_ >= 0 && (s.redeal_by_ != s.q_seat_[0] || s.redeal_reason_ != s.q_reason_[0]))
    bad("redeal " + text::q(seat(s.redeal_by_) + " " + std::string(reason_name(s.redeal_reason_))) + ": the redeal answers the first question of the queue " + queue);
  if (ph == Phase::kRedeal && s.q_seat_[0] != t.to_move) bad("turn " + text::q(seat(t.to_move)) + ": the redeal question goes to " + seat(s.q_seat_[0]));
  if (queued) {
    unsigned asked_seats = 0;
    for (int i = 0; i < s.q_n_; ++i) {
      const int p = s.q_seat_[i], r = s.q_reason_[i];
      const Mask h = t.hands[p];
      bool ok = false;
      if (then == 0) ok = (r == kRsFourNines && c.h3 && tricks::holds_four(h, kNine)) ||
                          (r == kRsWeakHand && c.h4 && points(h) < 14 && !(c.h3 && tricks::holds_four(h, kNine)));
      if (then == 1) ok = r == kRsPoorPrikup && c.h2 && !s.golden_active_ && s.q_n_ == 1 && p == t.declarer && s.bid_ == 100 && points(s.prikup_) < 5;
      if (then == 2) ok = p != t.declarer && ((r == kRsFourNinesAfterGift && c.h21 && tricks::holds_four(h, kNine)) ||
                                              (r == kRsWeakHandAfterGift && c.h25 && points(h) < 14 && !(c.h21 && tricks::holds_four(h, kNine))));
      if (!ok || !s.plays(p) || (asked_seats >> p & 1)) bad("queue " + queue + ": entry " + std::to_string(i + 1) + " is not a question the rules ask");
      asked_seats |= 1u << p;
    }
    if (!(s.asked_ >> s.q_seat_[0] & 1)) bad("asked " + text::q(text::seat_set(s.asked_, c.players)) + ": the seat asked now is among the asked");
  }
  const bool redeal_rules = c.h2 || c.h3 || c.h4 || c.h21 || c.h25;
  if (!redeal_rules && s.asked_) bad("asked " + text::q(text::seat_set(s.asked_, c.players)) + ": no redeal rule is on");
  if (c.players == 4 && ((s.asked_ | s.unseen_) >> s.dealer_ & 1))
    bad("asked/unseen " + text::q(text::seat_set(s.asked_ | s.unseen_, 4)) + ": the sitting-out dealer " + std::to_string(s.dealer_) + " has no hand");
  // the cards
  text::DealCheck dc;
  dc.game = kGame;
  dc.seats = c.players;
  dc.sitting_out = c.players == 4 ? s.dealer_ : -1;
  dc.stage = step == kTaken ? text::Stage::kTaken
             : step == kPlaying ? (over ? text::Stage::kPlayed : text::Stage::kPlay)
                                : text::Stage::kDealt;
  dc.declarer = t.declarer;
  dc.over = over;
  dc.prikup = s.prikup_;
  dc.ngifts = s.ngifts_;
  dc.gift_card = s.gift_card_.data();
  dc.gift_to = s.gift_to_.data();
  dc.log = &s.log_;
  dc.prikup_held = ph == Phase::kGive || ph == Phase::kContract;
  if (step == kTaken) {
    const int want = ph == Phase::kGive ? -1 : 2;
    if (want == 2 ? s.ngifts_ != 2 : s.ngifts_ > 1)
      bad("gifts" + text::q(text::gifts(s.gift_card_.data(), s.gift_to_.data(), s.ngifts_)) + ": the gifts do not fit" + phase);
  }
  text::check_deal(t, dc, c.play);
  // the bidding
  const std::string bid = text::q(std::to_string(s.bid_)), high = text::q(seat(s.high_bidder_));
  // a finished golden deal may have ended the golden round (golden 0 once over)
  const bool golden = s.golden_active_ || (over && c.golden_round && s.match_ && s.high_bidder_ < 0 && s.opener_ < 0 && step >= kAfterBid);
  const bool valid_bid = s.bid_ >= 100 && ((s.bid_ - 100) % c.bid_step == 0 || s.bid_ % 120 == 0);
  const int opener = s.opener_seat();
  if (step == kPre) {
    if (s.bid_ || s.high_bidder_ >= 0 || s.passed_ || t.declarer >= 0 || s.opener_ >= 0 || s.dark_bidder_ >= 0 || s.unseen_ || s.prikup_shown_)
      bad("bid " + bid + ", high " + high + ", declarer " + text::q(seat(t.declarer)) + ": nothing is bid before the bidding" + phase);
  } else if (step == kBidding) {
    if (golden) bad("golden: a golden deal has no bidding" + phase);
    if (t.declarer >= 0 || s.prikup_shown_) bad("declarer " + text::q(seat(t.declarer)) + ": no declarer (and no prikup shown) during the bidding");
    if (s.opener_ != opener) bad("opener " + text::q(seat(s.opener_)) + ": the bidding opens with seat " + std::to_string(opener));
    text::check_bidding(t, kGame, s.passed_, s.high_bidder_, dc.sitting_out, c.players);
    if (s.bid_ == 0) {
      if (s.high_bidder_ >= 0 || s.dark_bidder_ >= 0 || s.passed_ || t.to_move != opener || !(s.unseen_ >> opener & 1))
        bad("bid " + bid + ": no bid yet only while the opener " + std::to_string(opener) + " chooses dark120 or look");
    } else {
      if (s.high_bidder_ < 0) bad("high " + high + ": bid " + std::to_string(s.bid_) + " has a high bidder");
      if (!valid_bid || s.bid_ > std::max(120, s.cap(t.hands[s.high_bidder_])))
        bad("bid " + bid + ": not a bid seat " + std::to_string(s.high_bidder_) + " can make (100 + k*" + std::to_string(c.bid_step) +
            ", up to " + std::to_string(s.cap(t.hands[s.high_bidder_])) + ")");
      if (s.dark_bidder_ >= 0 && (s.bid_ != 120 || s.dark_bidder_ != s.high_bidder_)) bad("darkbidder " + text::q(seat(s.dark_bidder_)) + ": the dark bid is 120, bid " + bid);
    }
    if (s.unseen_) {
      for (int p = 0; p < c.players; ++p)
        if ((s.unseen_ >> p & 1) && (!s.dark_ok(p) || (s.passed_ >> p & 1)))
          bad("unseen " + text::q(text::seat_set(s.unseen_, c.players)) + ": seat " + std::to_string(p) + " cannot bid in the dark");
      if ((s.unseen_ >> t.to_move & 1) && (s.bid_ >= 120 || t.to_move == s.dark_bidder_))
        bad("unseen " + text::q(text::seat_set(s.unseen_, c.players)) + ": seat " + std::to_string(t.to_move) + " looks at a bid of 120");
    }
  } else {
    // the bidding is over: a declarer
    if (t.declarer < 0) bad("declarer " + text::q(seat(t.declarer)) + ": the bidding is over, someone declares" + phase);
    if (golden) {
      if (t.declarer != s.golden_declarer() || s.bid_ != 120 || s.high_bidder_ >= 0 || s.passed_ || s.opener_ >= 0 || s.dark_bidder_ >= 0)
        bad("declarer " + text::q(seat(t.declarer)) + ", bid " + bid + ": a golden deal is the dealer's (with 4 players his left's) at 120 without bidding");
    } else {
      // (once over, the scores that fixed the opener have changed)
      if (s.high_bidder_ < 0 || (over ? s.opener_ < 0 : s.opener_ != opener) || popcount(Mask(s.passed_)) != 2 || (s.passed_ >> s.high_bidder_ & 1))
        bad("high " + high + ", passed " + text::q(text::seat_set(s.passed_, c.players)) + ", opener " + text::q(seat(s.opener_)) +
            ": the bidding ends with two passes after the opener " + std::to_string(opener));
      if (!valid_bid) bad("bid " + bid + ": not a bid or buyout price");
      if (t.declarer != s.high_bidder_ && !c.buyout) bad("declarer " + text::q(seat(t.declarer)) + ": the high bidder " + seat(s.high_bidder_) + " is the declarer");
      if (s.dark_bidder_ >= 0 && s.dark_bidder_ != s.high_bidder_) bad("darkbidder " + text::q(seat(s.dark_bidder_)) + ": the dark bidder made the high bid");
    }
    if (s.unseen_) bad("unseen " + text::q(text::seat_set(s.unseen_, c.players)) + ": every seat has looked after the bidding");
    if (!c.buyout && s.prikup_shown_ == ((c.hide_prikup_100 && s.bid_ == 100) || (c.dark_hide && s.dark_)))
      bad("shown " + text::q(std::to_string(int(s.prikup_shown_))) + ": the rules " + (s.prikup_shown_ ? "hide" : "show") + " this prikup");
  }
  if (s.dark_bidder_ >= 0 && !c.dark) bad("darkbidder " + text::q(seat(s.dark_bidder_)) + ": dark bidding is off");
  if (s.dark_ && (step <= kBidding || s.dark_bidder_ != t.declarer)) bad("flags dark: the declarer won the deal with a dark bid");
  // buyout
  const bool buyout_done = step >= kTaken && c.buyout && !golden;
  if (ph == Phase::kBuyout) {
    if (!c.buyout || golden) bad("phase buyout: the buyout is off" + std::string(golden ? " in a golden deal" : ""));
    if (t.to_move == t.declarer) bad("turn " + text::q(seat(t.to_move)) + ": the declarer does not buy his prikup");
    if (s.declines_ > 1) bad("declines " + text::q(std::to_string(s.declines_)) + ": two declines end the buyout");
  } else if (s.declines_ != (buyout_done ? 2 : 0)) {
    bad("declines " + text::q(std::to_string(s.declines_)) + ": " + (buyout_done ? "2 after the buyout" : "0 without a buyout") + phase);
  }
  // gift, contract, play
  if ((ph == Phase::kGive || ph == Phase::kContract) && t.to_move != t.declarer)
    bad("turn " + text::q(seat(t.to_move)) + ": the declarer " + seat(t.declarer) + " moves" + phase);
  const std::string contract = text::q(std::to_string(s.contract_));
  if (step == kPlaying) {
    const bool ok = golden && !c.golden_raise ? s.contract_ == 120
                                              : s.contract_ >= s.bid_ && (s.contract_ == s.bid_ || (s.contract_ - 100) % c.bid_step == 0);
    if (!ok) bad("contract " + contract + ": not a contract for bid " + std::to_string(s.bid_));
  } else if (s.contract_) {
    bad("contract " + contract + ": no contract before the card play" + phase);
  }
  // the cut
  const std::string cut = text::q(text::cards(s.cut_shown_));
  if (s.cut_shown_ && (!c.cut_ritual || (s.cut_shown_ & ~rank_mask(kNine)) || popcount(s.cut_shown_) > 3))
    bad("cut " + cut + ": the cut ritual shows up to three 9s");
  // three 9s in a row cost the cutter the penalty; the same 9 may come to the bottom again
  if ((s.cut_penalty_ < 0 && popcount(s.cut_shown_) == 3) || (s.cut_penalty_ >= 0 && (!s.cut_shown_ || s.cut_penalty_ != s.left(s.dealer_))))
    bad("cutpenalty " + text::q(seat(s.cut_penalty_)) + ": the cutter (the dealer's left) pays after three 9s (cut " + cut + ")");
  // the card the dealer saw stayed at the bottom: the prikup's; a J is cut away, a 9 cut again
  // (the third, with the penalty, is dealt)
  if (s.cut_bottom_) {
    const std::string b = text::q(text::cards(s.cut_bottom_));
    const Card bc(lowest_index(s.cut_bottom_));
    if (!c.cut_ritual) bad("bottom " + b + ": the cut ritual is off");
    if (popcount(s.cut_bottom_) != 1) bad("bottom " + b + ": one card or -");
    if (!(s.cut_bottom_ & s.prikup_)) bad("bottom " + b + ": the bottom card is dealt into the prikup");
    if (bc.rank() == kJack) bad("bottom " + b + ": after a J the dealer cuts again and does not look");
    if (s.cut_penalty_ >= 0 ? !(s.cut_bottom_ & s.cut_shown_) : bc.rank() == kNine)
      bad("bottom " + b + ": a 9 at the bottom is cut again, the third (cutpenalty) is dealt");
  } else if (s.cut_penalty_ >= 0) {
    bad("bottom -: after the third 9 (cutpenalty) that 9 stays at the bottom");
  }
  // match counters and the barrel
  text::check_counters(kGame, s.match_, s.deals_started_, s.deals_played_, over, redeal_over, redeal_rules);
  if (s.golden_active_ && (!c.golden_round || !s.match_)) bad("golden 1: the golden round is off or this is no match");
  if (!golden && (s.golden_done_ || s.golden_reached_)) bad("golden 0: no golden deals done outside the golden round");
  if (s.golden_restarts_ > (c.golden_double ? 0u : c.golden_restarts))
    bad("golden restarts " + text::q(std::to_string(s.golden_restarts_)) +
        (c.golden_double ? ": golden_round_style double_penalties never restarts" : ": more than golden_restarts"));
  for (int p = 0; p < c.players; ++p) {
    const std::string who = " of seat " + std::to_string(p);
    if (s.on_barrel_[p] && (!c.barrel || s.no_barrel_[p] || (s.scores_[p] != 880 && !(c.samosval && c.samosval_value == 880 && s.scores_[p] == 0))))
      bad("barrel" + who + ": a player on the barrel is at 880 (score " + std::to_string(s.scores_[p]) + ")");
    if (s.barrel_deals_[p] > 2 || (s.barrel_deals_[p] && !s.on_barrel_[p]))
      bad("barrel deals" + who + " " + text::q(std::to_string(s.barrel_deals_[p])) + ": counted 0..2 while on the barrel");
    if (s.no_barrel_[p] && c.third_fall < 2) bad("barrel nobarrel" + who + ": barrel_third_fall does not bar the barrel");
    if (c.third_fall && s.falls_[p] > 2) bad("barrel falls" + who + " " + text::q(std::to_string(s.falls_[p])) + ": the third fall resets them");
  }
  // the winner
  int winner = kNoWinner;
  if (over && !redeal_over) {
    State w = s;
    w.winner_ = kNoWinner;
    w.win_check(t.declarer);
    winner = w.winner_;
  }
  if (s.winner_ != winner)
    bad("winner " + text::q(s.winner_ == kNoWinner ? "-" : s.winner_ == kDraw ? "draw" : seat(s.winner_)) + ": the scores give " +
        (winner == kNoWinner ? "-" : winner == kDraw ? "draw" : seat(winner)));
  if (over && s.match_ && winner == kNoWinner) bad("phase over: a match is over only with a winner");
  if (!over) {
    MoveId buf[kMaxMoves];
    if (s.legal_moves(buf) == 0) bad("turn " + text::q(seat(t.to_move)) + ": the seat to move has no legal move" + phase);
  }
}

State Spec::position(const Config& cfg, std::string_view line) {
  const text::Fields f = text::split(line, kGame);
  State s;
  s.cfg_ = cfg;
  const std::string& ph = f.get("phase");
  bool found = false;
  for (int p = 0; p <= int(Phase::kOver); ++p)
    if (ph == phase_name(static_cast<Phase>(p))) s.phase_ = static_cast<Phase>(p), found = true;
  if (!found) throw ParseError("bad thousand position: phase " + text::q(ph) + " is unknown");
  const int n = cfg.players;
  const auto parse_seat = [n](const std::string& w, std::string_view what) { return text::seat_of(w, what, n); };
  const auto parse_seat_set = [n](const std::string& w, std::string_view what) { return text::seat_set_of(w, what, n); };
  text::parse_table(f, s.t_, s.log_, n);
  s.t_.to_move = static_cast<std::int8_t>(parse_seat(f.get("turn"), "turn"));
  s.dealer_ = static_cast<std::int8_t>(text::integer(f.get("dealer"), "dealer", 0, n - 1));
  for (int i = 0, p = s.dealer_; i < 3; ++i) s.t_.active[i] = static_cast<std::int8_t>(p = s.left(p));
  s.prikup_ = text::card_mask(f.get("prikup"), "prikup");
  s.prikup_shown_ = text::integer(f.get("shown"), "shown", 0, 1) != 0;
  s.cut_shown_ = text::card_mask(f.get("cut"), "cut");
  s.cut_penalty_ = static_cast<std::int8_t>(parse_seat(f.get("cutpenalty"), "cutpenalty"));
  // (absent in texts written before the field existed: as `-`)
  if (f.has("bottom")) s.cut_bottom_ = text::card_mask(f.get("bottom"), "bottom");
  s.t_.declarer = static_cast<std::int8_t>(parse_seat(f.get("declarer"), "declarer"));
  s.bid_ = static_cast<std::int16_t>(text::integer(f.get("bid"), "bid", 0, kMaxNumber));
  s.contract_ = static_cast<std::int16_t>(text::integer(f.get("contract"), "contract", 0, kMaxNumber));
  s.high_bidder_ = static_cast<std::int8_t>(parse_seat(f.get("high"), "high"));
  s.dark_bidder_ = static_cast<std::int8_t>(parse_seat(f.get("darkbidder"), "darkbidder"));
  s.opener_ = static_cast<std::int8_t>(parse_seat(f.get("opener"), "opener"));
  s.passed_ = static_cast<std::uint8_t>(parse_seat_set(f.get("passed"), "passed"));
  s.unseen_ = static_cast<std::uint8_t>(parse_seat_set(f.get("unseen"), "unseen"));
  s.asked_ = static_cast<std::uint8_t>(parse_seat_set(f.get("asked"), "asked"));
  for (const auto& w : Words(f.get("flags")).w) {
    if (w == "dark") s.dark_ = true;
    else if (w == "rospis") s.rospis_ = true;
    else if (w == "played") s.played_ = true;
    else if (w != "-") throw ParseError("bad thousand position: flags: unknown flag " + text::q(w));
  }
  for (const auto& w : Words(f.get("gifts")).w) {
    if (w == "-") continue;
    const auto gt = w.find('>');
    if (gt == std::string::npos || s.ngifts_ == 2) throw ParseError("bad thousand position: gifts: a gift is CARD>SEAT, at most two, got " + text::q(w));
    const Mask gm = text::card_mask(w.substr(0, gt), "gift card");
    if (popcount(gm) != 1) throw ParseError("bad thousand position: gifts: a gift is CARD>SEAT, got " + text::q(w));
    s.gift_card_[s.ngifts_] = Card(lowest_index(gm));
    s.gift_to_[s.ngifts_++] = static_cast<std::int8_t>(parse_seat(w.substr(gt + 1), "gift seat"));
  }
  {
    const Words rd(f.get("redeal"));
    if (!(rd.w.size() == 1 && rd.w[0] == "-")) {
      if (rd.w.size() != 2) throw ParseError("bad thousand position: redeal is '-' or 'SEAT REASON', got " + text::q(f.get("redeal")));
      s.redeal_by_ = static_cast<std::int8_t>(parse_seat(rd.w[0], "redeal seat"));
      s.redeal_reason_ = static_cast<std::int8_t>(reason_of(rd.w[1]));
    }
  }
  {
    const Words q(f.get("queue"));
    if (!(q.w.size() == 1 && q.w[0] == "-")) {
      if (q.w.size() < 3 || q.w[q.w.size() - 2] != "then") throw ParseError("bad thousand position: queue is '-' or 'SEAT:REASON ... then N', got " + text::q(f.get("queue")));
      for (std::size_t i = 0; i + 2 < q.w.size(); ++i) {
        const auto c = q.w[i].find(':');
        if (c == std::string::npos || s.q_n_ == 3) throw ParseError("bad thousand position: queue " + text::q(f.get("queue")) + ": at most 3 entries SEAT:REASON");
        s.q_seat_[s.q_n_] = static_cast<std::int8_t>(parse_seat(q.w[i].substr(0, c), "queue seat"));
        s.q_reason_[s.q_n_++] = static_cast<std::uint8_t>(reason_of(q.w[i].substr(c + 1)));
      }
      s.q_then_ = static_cast<std::uint8_t>(text::integer(q.w.back(), "then", 0, 2));
    }
  }
  s.declines_ = static_cast<std::uint8_t>(text::integer(f.get("declines"), "declines", 0, 2));
  {
    const Words m(f.get("match"));
    if (m.w.size() != 7 || m.w[1] != "seed" || m.w[3] != "started" || m.w[5] != "played")
      throw ParseError("bad thousand position: match is '0|1 seed S started K played P', got " + text::q(f.get("match")));
    s.match_ = text::integer(m.w[0], "match", 0, 1) != 0;
    s.seed_ = text::unsigned64(m.after("seed"), "seed");
    s.deals_started_ = static_cast<std::uint32_t>(text::integer(m.after("started"), "started", 0, 4'000'000'000LL));
    s.deals_played_ = static_cast<std::uint32_t>(text::integer(m.after("played"), "played", 0, 4'000'000'000LL));
  }
  const auto sc = text::integers(f.get("scores"), "scores", n, -1'000'000'000, 1'000'000'000);
  for (int p = 0; p < n; ++p) s.scores_[p] = static_cast<std::int32_t>(sc[p]);
  {
    const Words b(f.get("barrel"));
    const std::size_t k = std::size_t(n);
    if (b.w.size() != 4 * k + 3 || b.w[k] != "deals" || b.w[2 * k + 1] != "falls" || b.w[3 * k + 2] != "nobarrel")
      throw ParseError("bad thousand position: barrel is 'B.. deals D.. falls F.. nobarrel N..' (one value per seat), got " +
                       text::q(f.get("barrel")));
    std::string on;
    for (std::size_t i = 0; i < k; ++i) on += (i ? " " : "") + b.w[i];
    const auto ob = text::integers(on, "barrel", n, 0, 1);
    const auto bd = text::integers(b.after("deals", n), "barrel deals", n, 0, 3);
    const auto fl = text::integers(b.after("falls", n), "falls", n, 0, 255);
    const auto nb = text::integers(b.after("nobarrel", n), "nobarrel", n, 0, 1);
    for (int p = 0; p < n; ++p) {
      s.on_barrel_[p] = ob[p] != 0, s.no_barrel_[p] = nb[p] != 0;
      s.barrel_deals_[p] = static_cast<std::uint8_t>(bd[p]), s.falls_[p] = static_cast<std::uint8_t>(fl[p]);
    }
  }
  const auto bo = text::integers(f.get("bolts"), "bolts", n, 0, 2);
  const auto ro = text::integers(f.get("rospis"), "rospis", n, 0, 60000);
  for (int p = 0; p < n; ++p) s.bolts_[p] = static_cast<std::uint8_t>(bo[p]), s.rospis_counts_[p] = static_cast<std::uint16_t>(ro[p]);
  {
    const Words g(f.get("golden"));
    if (g.w.size() != 7 || g.w[1] != "done" || g.w[3] != "reached" || g.w[5] != "restarts")
      throw ParseError("bad thousand position: golden is 'A done D reached R restarts N', got " + text::q(f.get("golden")));
    s.golden_active_ = text::integer(g.w[0], "golden", 0, 1) != 0;
    s.golden_done_ = static_cast<std::uint8_t>(text::integer(g.after("done"), "golden done", 0, n - 1));
    s.golden_reached_ = text::integer(g.after("reached"), "golden reached", 0, 1) != 0;
    s.golden_restarts_ = static_cast<std::uint32_t>(text::integer(g.after("restarts"), "golden restarts", 0, 1'000'000));
  }
  const std::string& w = f.get("winner");
  s.winner_ = static_cast<std::int8_t>(w == "-" ? kNoWinner : w == "draw" ? kDraw : parse_seat(w, "winner"));

  validate(cfg, s);
  text::set_winners(s.t_, s.log_);
  return s;
}

}  // namespace pycards::thousand
