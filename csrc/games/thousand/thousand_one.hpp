// 1001 (Тысяча одно) — rules (complete, with every ruling):
// docs/thousand_one.md. Shares the card play, move ids and texts, rounding and the notation
// helpers with Тысяча (thousand_common.hpp); the pure-Python reference is tests/thousand/
// thousand_one.py.
//
// Rulings implemented (the rules file's, plus those of tests/thousand/reference.py):
//  * 3 or 4 players; with 4 the dealer sits out and scores the prikup (100 for three 9s, else
//    its card points, rounded with dealer_prikup_round). Active seats: the 3 clockwise from the
//    dealer's left.
//  * Dealing: d4, d8, d12 (1-based) form the prikup; the rest go one at a time to the active
//    players from the dealer's left.
//  * Bidding from 40 in multiples of 5 (jumps allowed; single_step_raises: 40 then +5 only), cap
//    120 + marriages held (marriage_cap = none: 400 with a marriage). A pass is final. Two passes
//    without a bid: the third active seat takes the prikup (`take` or `throw`: the others +50).
//  * After taking the prikup the declarer chooses `keep` or `throw` (-bid; the others
//    throw_opponent_gain); then `gift:<card>` twice; then `contract:<C>`, C from the bid to
//    max(bid, cap on his 8 cards) in steps of 5 (`free` in the two-pass case with two_pass_play =
//    free: he scores round5 of his own points).
//  * Card play as Тысяча's (marriages on any lead by default: marriage_on_first_lead on).
//  * Match: first to `target` (1001); ties: the higher score, then the deal's declarer, else play
//    on; max_deals ends it (equal highest scores draw). Seeding as Тысяча's (thousand::deal_seed,
//    thousand::deal_source; the cut positions are unused), first dealer Rng(seed).below(players).
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>

#include "pycards/game.hpp"
#include "pycards/rng.hpp"
#include "thousand.hpp"
#include "thousand_common.hpp"

namespace pycards::thousand_one {

struct Spec;
using Game = GameOf<Spec>;  // the game: rules + validated options (pycards/game.hpp)

using thousand::Table;
using thousand::TrickLog;
using thousand::PlayRules;
using thousand::DealSource;

inline constexpr int kMaxMoves = 128;

enum class Phase : std::uint8_t { kBid, kPrikup, kGive, kContract, kPlay, kOver };
std::string_view phase_name(Phase p);

struct Config {
  PlayRules play;  // standard values, marriage_on_first_lead as given, no Тысяча house rules
  std::uint8_t players = 3;
  bool single_step = false, cap_none = false, two_pass_free = false, round_before_compare = false,
       dealer_prikup_round = true;
  std::int32_t throw_opponent_gain = 0, throw_bonus = 50, target = 1001;
  std::uint32_t max_deals = 0;
  friend bool operator==(const Config&, const Config&) = default;
};

struct DealResult {
  std::int8_t dealer = 0, declarer = -1, made = -1;
  bool two_pass = false, thrown = false, free = false, played = false;
  int bid = 0, contract = 0, declarer_total = 0, dealer_prikup = 0;
  bool has_total = false;
  std::array<int, 4> card_points{}, bonuses{}, results{};
};

inline constexpr int kNoWinner = -1;
inline constexpr int kDraw = 4;

class State {
 public:
  int to_move() const { return phase_ == Phase::kOver ? kNoSeat : t_.to_move; }
  bool is_over() const { return phase_ == Phase::kOver; }
  std::string_view phase() const { return phase_name(phase_); }
  int legal_moves(MoveId* out) const noexcept;
  void play(MoveId id) noexcept;
  std::string notation() const;
  bool operator==(const State& o) const { return cfg_ == o.cfg_ && notation() == o.notation(); }

  const Config& config() const { return cfg_; }
  const Table& table() const { return t_; }
  /// The finished tricks of this deal (the notation's `played` field).
  const TrickLog& trick_log() const { return log_; }
  int players() const { return cfg_.players; }
  int dealer() const { return dealer_; }
  int bid() const { return bid_; }
  int contract() const { return contract_; }
  Mask prikup() const { return prikup_; }
  bool prikup_shown() const { return t_.declarer >= 0; }
  int gifts() const { return ngifts_; }
  Card gift_card(int i) const { return gift_card_[i]; }
  int gift_to(int i) const { return gift_to_[i]; }
  int score(int seat) const { return scores_[seat]; }
  bool is_match() const { return match_; }
  std::uint32_t deals_played() const { return deals_played_; }
  std::uint64_t seed() const { return seed_; }
  int winner() const { return winner_; }
  int bid_cap(Mask cards) const;
  DealResult compute_result() const;
  bool has_last() const { return has_last_; }
  const DealResult& last() const { return last_; }

 private:
  friend struct Spec;
  friend State sample_world(const State&, int, Rng&);
  friend void validate(const Config&, const State&);
  void start_deal(const DealSource& src, int dealer) noexcept;
  void take_prikup(int seat) noexcept;
  void end_deal() noexcept;
  /// The winner once a deal of `declarer` is scored (the scores and deals played as they are).
  int winner_after(int declarer) const noexcept;

  Config cfg_{};
  bool match_ = false;
  std::uint64_t seed_ = 0;
  std::uint32_t deals_started_ = 0, deals_played_ = 0;
  std::array<std::int32_t, 4> scores_{};
  std::int8_t winner_ = kNoWinner;
  Phase phase_ = Phase::kOver;
  std::int8_t dealer_ = 0, high_bidder_ = -1;
  Table t_{};
  Mask prikup_ = 0;
  std::int16_t bid_ = 0, contract_ = 0;
  std::uint8_t passed_ = 0;
  bool two_pass_ = false, thrown_ = false, free_ = false, played_ = false;
  std::array<Card, 2> gift_card_{};
  std::array<std::int8_t, 2> gift_to_{-1, -1};
  std::uint8_t ngifts_ = 0;
  // history, not part of the position
  bool has_last_ = false;
  DealResult last_{};
  // the finished tricks of the deal: in the notation (`played`)
  TrickLog log_{};
};

static_assert(std::is_trivially_copyable_v<State>);

/// The game's Spec for the shell pycards::GameOf (game.hpp); its members are defined in
/// thousand_one.cpp.
/// The greedy rule (the C++ twin of pycards.thousand_one.greedy_rule, which is Тысяча's, docs/bots.md): greedy_of over the legal
/// moves (thousand_common.hpp). `s` must not be over.
MoveId greedy_move(const State& s, Rng& rng) noexcept;

struct Spec {
  using State = thousand_one::State;
  using Config = thousand_one::Config;
  static constexpr std::string_view kName = "thousand_one";
  static constexpr int kMaxMoves = thousand_one::kMaxMoves;
  static const OptionSpecs& option_specs();
  static Config config_of(const Options& options);  // throws OptionError on conflicts
  static State new_deal(const Config& cfg, std::uint64_t seed, int dealer);
  static State new_match(const Config& cfg, std::uint64_t seed);
  static State position(const Config& cfg, std::string_view notation);
  static std::string move_text(MoveId id) { return thousand::move_text(id); }
  static MoveId parse_move(std::string_view text) { return thousand::parse_move(text, kName); }
  static Options options_of(const State& s);
  static std::uint64_t num_actions(const Config& cfg);
  static std::uint64_t action_index(const Config& cfg, MoveId id);
  static MoveId action_move(const Config& cfg, std::uint64_t index);
};

/// Throws InvalidPositionError unless `s` is a position the game reaches.
void validate(const Config& config, const State& s);
/// A full state consistent with everything `seat` has seen, the cards it cannot place dealt again
/// uniformly among the deals that fit (sample.hpp; docs/thousand.md "Hidden information"). Throws
/// InvalidPositionError when no deal fits.
State sample_world(const State& s, int seat, Rng& rng);


static_assert(IsGame<Game>);

}  // namespace pycards::thousand_one

namespace pycards {
struct Simulator;
}  // namespace pycards

namespace pycards::thousand_one {
/// pycards.simulate's row loop for this game (pycards/simulate.hpp; scores as state.scores()).
Simulator simulator(const Game& game);
}  // namespace pycards::thousand_one
