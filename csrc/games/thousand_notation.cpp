// Тысяча: the position notation (print strictly, parse leniently, validate once). One line of
// `key value` fields separated by `|`, starting with `thousand`; docs/thousand.md lists them:
//
//   thousand | phase play | turn 1 | dealer 0 | hands ... / ... / ... | prikup AH 9D TS | shown 1 |
//   cut - | cutpenalty - | declarer 1 | bid 115 | contract 175 | high 1 | darkbidder - | opener 0 |
//   passed 0 2 | unseen - | asked - | flags - | gifts 9D>2 TS>0 | redeal - | queue - | declines 0 |
//   won ... | trick ... | leader 1 | trump H | maker 1 | bonus 0 100 0 | decls 1:marriage:H:100:1 |
//   match seed 7 started 3 played 2 | scores 0 -175 125 | barrel ... (match fields)
#include <string>

#include "pycards/errors.hpp"
#include "thousand.hpp"

namespace pycards::thousand {

namespace {

constexpr std::string_view kGame = "thousand";

using text::seat;
using text::seat_set;
template <class T>
std::string nums(const std::array<T, 3>& a) {
  return std::to_string(a[0]) + " " + std::to_string(a[1]) + " " + std::to_string(a[2]);
}

int parse_seat(const std::string& w, std::string_view what) {
  return w == "-" ? -1 : int(text::integer(w, what, 0, 2));
}
unsigned parse_seat_set(const std::string& w, std::string_view what) {
  if (w == "-") return 0;
  unsigned bits = 0;
  std::size_t i = 0;
  while (i < w.size()) {
    while (i < w.size() && w[i] == ' ') ++i;
    std::size_t j = i;
    while (j < w.size() && w[j] != ' ') ++j;
    if (j > i) bits |= 1u << text::integer(w.substr(i, j - i), what, 0, 2);
    i = j;
  }
  return bits;
}

}  // namespace

std::string State::notation() const {
  std::string out(kGame);
  out += " | phase " + std::string(phase()) + " | turn " + seat(to_move()) + " | dealer " + std::to_string(dealer_);
  out += " | hands " + text::seats_cards(t_.hands.data(), 3);
  out += " | prikup " + text::cards(prikup_) + " | shown " + std::to_string(int(prikup_shown_));
  out += " | cut " + text::cards(cut_shown_) + " | cutpenalty " + seat(cut_penalty_);
  out += " | declarer " + seat(t_.declarer) + " | bid " + std::to_string(bid_) + " | contract " + std::to_string(contract_);
  out += " | high " + seat(high_bidder_) + " | darkbidder " + seat(dark_bidder_) + " | opener " + seat(opener_);
  out += " | passed " + seat_set(passed_) + " | unseen " + seat_set(unseen_) + " | asked " + seat_set(asked_);
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
  out += text::table_fields(t_, 3);
  out += " | match " + std::string(match_ ? "1" : "0") + " seed " + std::to_string(seed_) + " started " +
         std::to_string(deals_started_) + " played " + std::to_string(deals_played_);
  out += " | scores " + nums(scores_);
  out += " | barrel " + nums(std::array<int, 3>{on_barrel_[0], on_barrel_[1], on_barrel_[2]}) + " deals " + nums(barrel_deals_) +
         " falls " + nums(falls_) + " nobarrel " + nums(std::array<int, 3>{no_barrel_[0], no_barrel_[1], no_barrel_[2]});
  out += " | bolts " + nums(bolts_) + " | rospis " + nums(rospis_counts_);
  out += " | golden " + std::to_string(int(golden_active_)) + " done " + std::to_string(golden_done_) + " reached " +
         std::to_string(int(golden_reached_)) + " restarts " + std::to_string(golden_restarts_);
  out += " | winner " + (winner_ == kNoWinner ? std::string("-") : winner_ == kDraw ? std::string("draw") : seat(winner_));
  return out;
}

namespace {

/// Reads "key v key v ..." pairs of a compound field.
struct Words {
  std::vector<std::string> w;
  explicit Words(const std::string& s) {
    std::size_t i = 0;
    while (i < s.size()) {
      while (i < s.size() && s[i] == ' ') ++i;
      std::size_t j = i;
      while (j < s.size() && s[j] != ' ') ++j;
      if (j > i) w.push_back(s.substr(i, j - i));
      i = j;
    }
  }
  std::string after(std::string_view key, int n = 1) const {
    for (std::size_t i = 0; i < w.size(); ++i)
      if (w[i] == key) {
        std::string out;
        for (int k = 1; k <= n; ++k) {
          if (i + k >= w.size()) throw ParseError("bad thousand position: '" + std::string(key) + "' needs " + std::to_string(n) + " values");
          out += (k > 1 ? " " : "") + w[i + k];
        }
        return out;
      }
    throw ParseError("bad thousand position: '" + std::string(key) + "' is missing");
  }
};

int reason_of(const std::string& w) {
  for (int r = 1; r <= kRsThirdRospis; ++r)
    if (w == reason_name(r)) return r;
  throw ParseError("bad thousand position: unknown reason '" + w + "'");
}

}  // namespace

State Game::position(std::string_view line) const {
  const text::Fields f = text::split(line, kGame);
  State s;
  s.cfg_ = cfg_;
  const std::string& ph = f.get("phase");
  bool found = false;
  for (int p = 0; p <= int(Phase::kOver); ++p)
    if (ph == phase_name(static_cast<Phase>(p))) s.phase_ = static_cast<Phase>(p), found = true;
  if (!found) throw ParseError("bad thousand position: unknown phase '" + ph + "'");
  text::parse_table(f, s.t_, 3);
  s.t_.to_move = static_cast<std::int8_t>(parse_seat(f.get("turn"), "turn"));
  s.dealer_ = static_cast<std::int8_t>(text::integer(f.get("dealer"), "dealer", 0, 2));
  s.prikup_ = text::card_mask(f.get("prikup"));
  s.prikup_shown_ = text::integer(f.get("shown"), "shown", 0, 1) != 0;
  s.cut_shown_ = text::card_mask(f.get("cut"));
  s.cut_penalty_ = static_cast<std::int8_t>(parse_seat(f.get("cutpenalty"), "cutpenalty"));
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
    else if (w != "-") throw ParseError("bad thousand position: unknown flag '" + w + "'");
  }
  for (const auto& w : Words(f.get("gifts")).w) {
    if (w == "-") continue;
    const auto gt = w.find('>');
    if (gt == std::string::npos || s.ngifts_ == 2) throw ParseError("bad thousand position: a gift is CARD>SEAT, at most two, got '" + w + "'");
    s.gift_card_[s.ngifts_] = parse_card(w.substr(0, gt));
    s.gift_to_[s.ngifts_++] = static_cast<std::int8_t>(parse_seat(w.substr(gt + 1), "gift seat"));
  }
  {
    const Words rd(f.get("redeal"));
    if (!(rd.w.size() == 1 && rd.w[0] == "-")) {
      if (rd.w.size() != 2) throw ParseError("bad thousand position: redeal is '-' or 'SEAT REASON'");
      s.redeal_by_ = static_cast<std::int8_t>(parse_seat(rd.w[0], "redeal seat"));
      s.redeal_reason_ = static_cast<std::int8_t>(reason_of(rd.w[1]));
    }
  }
  {
    const Words q(f.get("queue"));
    if (!(q.w.size() == 1 && q.w[0] == "-")) {
      if (q.w.size() < 3 || q.w[q.w.size() - 2] != "then") throw ParseError("bad thousand position: queue is '-' or 'SEAT:REASON ... then N'");
      for (std::size_t i = 0; i + 2 < q.w.size(); ++i) {
        const auto c = q.w[i].find(':');
        if (c == std::string::npos || s.q_n_ == 3) throw ParseError("bad thousand position: a queue entry is SEAT:REASON");
        s.q_seat_[s.q_n_] = static_cast<std::int8_t>(parse_seat(q.w[i].substr(0, c), "queue seat"));
        s.q_reason_[s.q_n_++] = static_cast<std::uint8_t>(reason_of(q.w[i].substr(c + 1)));
      }
      s.q_then_ = static_cast<std::uint8_t>(text::integer(q.w.back(), "then", 0, 2));
    }
  }
  s.declines_ = static_cast<std::uint8_t>(text::integer(f.get("declines"), "declines", 0, 2));
  {
    const Words m(f.get("match"));
    if (m.w.empty()) throw ParseError("bad thousand position: match needs values");
    s.match_ = text::integer(m.w[0], "match", 0, 1) != 0;
    s.seed_ = std::stoull(m.after("seed"));
    s.deals_started_ = static_cast<std::uint32_t>(text::integer(m.after("started"), "started", 0, 4'000'000'000LL));
    s.deals_played_ = static_cast<std::uint32_t>(text::integer(m.after("played"), "played", 0, 4'000'000'000LL));
  }
  const auto sc = text::integers(f.get("scores"), "scores", 3, -1'000'000'000, 1'000'000'000);
  for (int p = 0; p < 3; ++p) s.scores_[p] = static_cast<std::int32_t>(sc[p]);
  {
    const Words b(f.get("barrel"));
    const auto ob = text::integers(b.w.size() >= 3 ? b.w[0] + " " + b.w[1] + " " + b.w[2] : "", "barrel", 3, 0, 1);
    const auto bd = text::integers(b.after("deals", 3), "barrel deals", 3, 0, 3);
    const auto fl = text::integers(b.after("falls", 3), "falls", 3, 0, 255);
    const auto nb = text::integers(b.after("nobarrel", 3), "nobarrel", 3, 0, 1);
    for (int p = 0; p < 3; ++p) {
      s.on_barrel_[p] = ob[p] != 0, s.no_barrel_[p] = nb[p] != 0;
      s.barrel_deals_[p] = static_cast<std::uint8_t>(bd[p]), s.falls_[p] = static_cast<std::uint8_t>(fl[p]);
    }
  }
  const auto bo = text::integers(f.get("bolts"), "bolts", 3, 0, 2);
  const auto ro = text::integers(f.get("rospis"), "rospis", 3, 0, 60000);
  for (int p = 0; p < 3; ++p) s.bolts_[p] = static_cast<std::uint8_t>(bo[p]), s.rospis_counts_[p] = static_cast<std::uint16_t>(ro[p]);
  {
    const Words g(f.get("golden"));
    if (g.w.empty()) throw ParseError("bad thousand position: golden needs values");
    s.golden_active_ = text::integer(g.w[0], "golden", 0, 1) != 0;
    s.golden_done_ = static_cast<std::uint8_t>(text::integer(g.after("done"), "golden done", 0, 2));
    s.golden_reached_ = text::integer(g.after("reached"), "golden reached", 0, 1) != 0;
    s.golden_restarts_ = static_cast<std::uint32_t>(text::integer(g.after("restarts"), "golden restarts", 0, 1'000'000));
  }
  const std::string& w = f.get("winner");
  s.winner_ = static_cast<std::int8_t>(w == "-" ? kNoWinner : w == "draw" ? kDraw : parse_seat(w, "winner"));

  // ---- validation: every card once, sizes that fit the phase, a seat to move ----
  const auto bad = [](const std::string& why) { text::invalid(kGame, why); };
  Mask seen = 0;
  int in_play = 0;
  const auto add = [&](Mask m, const char* where) {
    if (seen & m) bad(std::string("a card appears twice (") + where + ")");
    seen |= m;
    in_play += popcount(m);
  };
  for (int p = 0; p < 3; ++p) add(s.t_.hands[p], "hands");
  for (int p = 0; p < 3; ++p) add(s.t_.won[p], "won");
  for (int i = 0; i < s.t_.trick_n; ++i) add(s.t_.trick[i].bit(), "trick");
  if (popcount(s.prikup_) != 3) bad("the prikup holds 3 cards");
  if (in_play == 21) add(s.prikup_, "prikup");
  else if ((seen & s.prikup_) != s.prikup_) bad("the prikup's cards are not in play");
  if (seen != kDeck24.mask) bad("the 24 cards of the deck must each appear once");
  const bool over = s.phase_ == Phase::kOver;
  if (over != (s.t_.to_move < 0)) bad("the seat to move must be '-' exactly when the phase is over");
  if (s.phase_ == Phase::kPlay) {
    if (s.t_.declarer < 0 || s.t_.leader < 0 || s.contract_ <= 0) bad("the card play needs a declarer, a leader and a contract");
    if (popcount(s.t_.won[0] | s.t_.won[1] | s.t_.won[2]) % 3) bad("won cards come in tricks of 3");
    for (int p = 0; p < 3; ++p) {
      const int played = (p == s.t_.leader ? 0 : 0);
      (void)played;
      int in_trick = 0;
      for (int i = 0; i < s.t_.trick_n; ++i)
        if (s.t_.trick_seat(i) == p) in_trick = 1;
      if (popcount(s.t_.hands[p]) != 8 - s.t_.tricks_played - in_trick) bad("hand sizes do not fit the tricks played");
    }
    if (s.t_.trick_seat(s.t_.trick_n) != s.t_.to_move) bad("the seat to move is not next in the trick");
  }
  if ((s.phase_ == Phase::kGive || s.phase_ == Phase::kContract) && s.t_.declarer < 0) bad("no declarer");
  if (s.phase_ == Phase::kGive && s.t_.to_move != s.t_.declarer) bad("the declarer gives the cards");
  if (s.phase_ == Phase::kRedeal && (s.q_n_ == 0 || s.q_seat_[0] != s.t_.to_move)) bad("a redeal question needs its queue");
  if (!over) {
    MoveId buf[kMaxMoves];
    if (s.legal_moves(buf) == 0) bad("the seat to move has no legal move");
  }
  return s;
}

}  // namespace pycards::thousand
