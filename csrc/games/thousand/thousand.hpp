// Тысяча (Tysiacha, 1000) — rules (complete, with every ruling), the
// notation and the move ids: docs/thousand.md. The pure-Python reference in tests/thousand/
// implements the same rules and the C++ agrees with it move for move (tests/thousand/
// test_differential.py).
//
// Rulings implemented (the rules file's, plus those of tests/thousand/reference.py):
//  * Cut ritual: the player left of the dealer cuts at a seeded position 1..23 (the top k cards go
//    under); a 9 at the bottom -> he cuts again, the third consecutive 9 costs him penalty_amount
//    (bookkeeping step 7; lost with a redeal) and the deck is dealt as it is; a J (also after one
//    or two 9s) -> the dealer cuts once more. The 9s shown are public.
//  * Dealing one card at a time from the dealer's left, 7 each; the last 3 are the prikup.
//  * Bidding: the dealer's 100 is automatic; bids 100 + k*bid_step above the current bid up to the
//    cap 120 + declarations held (one per suit, the larger; four aces with H16; four nines with
//    H38); single_step_raises: exactly one step. A seat whose cap does not exceed the bid passes.
//  * H1: an ineligible seat (score <= -120) is offered only `pass` (`decline` in a buyout); the
//    forced 100 goes to the next eligible seat clockwise (the dealer if none).
//  * H3/H4 (then H2, then H21/H25) redeal questions are asked only to qualifying seats, once each,
//    in bidding order, dealer first; a redeal voids the deal (no bookkeeping; same dealer).
//  * H22 dark bidding: `dark120` / `look` is offered as a seat's first call while a dark 120 is
//    possible (bid below 120); the opener's `look` opens 100 automatically; an overbid dark
//    bidder looks automatically at his next turn. A dark deal is won at the dark 120 (a buyout
//    cancels it); it doubles every result, write-offs included.
//  * H31 buyout price: the smallest multiple of 120 above the bid; asked from the declarer's left,
//    alternating between the two others until two consecutive declines. Not in golden deals.
//  * Gift: `gift:<card>` to the declarer's left first, then the other opponent. Contracts: the bid,
//    then every 100 + k*bid_step above it up to max(bid, cap on the 8 cards); golden deals 120
//    only unless H20. The write-off (`rospis`) is offered at the contract step.
//  * Card play: see thousand_common.hpp; H26 applies to plain leads; H35 covers the 3 tricks after
//    the ace declaration; H41 zeroes trump declarations of non-declarers only.
//  * Scoring and the end-of-deal bookkeeping follow the rules file's numbered steps exactly
//    (see thousand.cpp, `bookkeeping`); a player loses at most one barrel penalty per deal.
//  * players = 4 (variant): the dealer sits each deal out; `Table::active` lists the three playing
//    seats and every "left" of the deal skips him (State::left); the match arrays hold 4 seats.
//  * Seeding: new_deal(seed, dealer) uses Rng(seed); new_match(seed) draws the first dealer as
//    Rng(seed).below(players) and deals deal k (k = 0, 1, ..., void deals included) from
//    Rng(deal_seed(seed, k)). A deal's generator gives the shuffled 24 cards (Fisher–Yates over
//    the deck in index order), then 4 cut positions 1 + below(23) (unused ones are ignored).
//
// State layout: a trivially copyable value (~300 bytes): the match counters, the deal's bidding
// fields and a `Table` (hands, tricks, declarations). legal_moves() and play() allocate nothing.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>

#include "pycards/deck.hpp"
#include "pycards/game.hpp"
#include "pycards/rng.hpp"
#include "thousand_common.hpp"

namespace pycards::thousand {

struct Spec;
using Game = GameOf<Spec>;  // the game: rules + validated options (pycards/game.hpp)

/// Enough for every bid of the cheapest step (bid_step 1) up to the largest cap, plus pass.
inline constexpr int kMaxMoves = 1024;

enum class Phase : std::uint8_t { kRedeal, kBid, kBuyout, kGive, kContract, kPlay, kOver };
std::string_view phase_name(Phase p);

/// Every option as a small value (see option_specs() for the names and docs).
struct Config {
  PlayRules play;
  bool cut_ritual = true, gift_public = false, single_step = false, barrel = true, barrel_exit_any = false;
  bool left_opens = false;           // first_bid = left_of_dealer (variant)
  std::uint8_t players = 3;          // players = 4 (variant): the dealer sits out each deal
  bool barrel_jump = false;          // variants (docs/thousand.md "Variants")
  bool barrel_bolts_ignore = false;  // barrel_bolts = ignore
  bool dark_declarer_only = false;   // dark_double = declarer
  bool golden_double = false;        // golden_round_style = double_penalties
  std::uint32_t max_deals = 0;
  bool h1 = false, h2 = false, h3 = false, h4 = false;
  std::uint8_t bolt = 0;             // 0 off, 1 consecutive, 2 any
  std::uint8_t third_fall = 0;       // 0 off, 1 zero, 2 zero_no_barrel, 3 five_no_barrel
  bool bump = false, simultaneous = false, samosval = false;
  std::int32_t samosval_value = 555;
  std::uint8_t rospis_gain = 0;      // H10 as given: 0: 60, 1 half_bid, 2 aces
  bool by_aces = false;              // H37 (overrides H10 and H14)
  bool third_rospis = false;         // H15
  bool negative_samosval = false;    // H39
  bool golden_round = false;
  std::uint32_t golden_restarts = 1;
  bool rospis_limit3 = false;
  std::uint8_t rospis_loss = 0;      // H14 as given: 0 bid, 1 zero, 2 half_bid
  int loss() const { return by_aces ? 2 : rospis_loss; }
  int gain() const { return by_aces ? 2 : rospis_gain; }
  bool win_over_1000 = false, barrel_rospis_forbidden = false, golden_rospis_forbidden = false;
  bool golden_raise = false, h21 = false, dark = false, dark_left_only = false, dark_hide = false;
  bool h25 = false, hide_prikup_100 = false, round_before_compare = false;
  std::uint8_t dark_cond = 0;        // 0 none, 1 >=, 2 >
  std::int32_t dark_threshold = 0;
  bool dark_undoubled = false, buyout = false;
  std::int32_t penalty = 120;
  std::int32_t bid_step = 5;
  friend bool operator==(const Config&, const Config&) = default;
};

/// The Config of validated options (thousand.cpp).

/// Bookkeeping events of one deal (ThousandMatch "events" of the reference).
enum EventKind : std::uint8_t {
  kEvBolt, kEvClimb, kEvIgnored, kEvBarrelExit, kEvFall, kEvPenalty, kEvThirdFall, kEvSamosval,
  kEvNegativeSamosval, kEvGoldenRestart, kEvJump, kEvGoldenReset
};
std::string_view event_name(int kind);
/// Reason codes: redeal reasons, fall reasons and penalty reasons share one table.
enum Reason : std::uint8_t {
  kRsNone, kRsFourNines, kRsWeakHand, kRsPoorPrikup, kRsFourNinesAfterGift, kRsWeakHandAfterGift,
  kRsNegative, kRsBump, kRsSimultaneous, kRsTimeout, kRsCut, kRsBolt, kRsThirdRospis
};
std::string_view reason_name(int r);
struct Event {
  std::uint8_t kind = 0;
  std::int8_t seat = -1;
  std::uint8_t reason = kRsNone;
  std::int32_t value = 0;  // `ignored`: the ignored result
};

/// The breakdown of a finished deal (the reference's ThousandDeal.deal_result()).
struct DealResult {
  bool redeal = false, rospis = false, played = false, golden = false, dark = false;
  std::int8_t redeal_by = -1, redeal_reason = kRsNone, dealer = 0, declarer = -1, cut_penalty = -1;
  std::int8_t made = -1;  // -1 not played, 0 failed, 1 made
  int bid = 0, contract = 0, declarer_total = 0, multiplier = 1;
  std::array<int, kMaxSeats> card_points{}, bonuses{}, raw{}, results{};  // the dealer's 0 with 4 players
};

/// What the match bookkeeping did with a deal (history, not part of the position).
struct DealRecord {
  DealResult result;
  std::array<int, kMaxSeats> before{}, after{}, applied{};
  std::array<Event, 24> events{};
  int nevents = 0;
};

inline constexpr int kNoWinner = -1;
inline constexpr int kDraw = kMaxSeats;  // not a seat

std::uint64_t deal_seed(std::uint64_t seed, std::uint32_t k);
/// The shuffled deck (top first) and the 4 cut positions a deal's generator gives.
struct DealSource {
  DeckOrder order;
  std::array<int, 4> cuts{};
};
DealSource deal_source(std::uint64_t seed);

class State {
 public:
  // -- the game contract --
  int to_move() const { return phase_ == Phase::kOver ? kNoSeat : t_.to_move; }
  bool is_over() const { return phase_ == Phase::kOver; }
  std::string_view phase() const { return phase_name(phase_); }
  int legal_moves(MoveId* out) const noexcept;
  void play(MoveId id) noexcept;
  std::string notation() const;  // notation.cpp
  bool operator==(const State& o) const;

  // -- attributes --
  const Config& config() const { return cfg_; }
  const Table& table() const { return t_; }
  /// The finished tricks of this deal (the notation's `played` field).
  const TrickLog& trick_log() const { return log_; }
  int players() const { return cfg_.players; }
  /// Does `seat` play the current deal (with 4 players the dealer sits out)?
  bool plays(int seat) const { return cfg_.players == 3 || seat != dealer_; }
  Phase phase_id() const { return phase_; }
  int dealer() const { return dealer_; }
  int declarer() const { return t_.declarer; }
  int bid() const { return bid_; }
  int contract() const { return contract_; }
  Mask prikup() const { return prikup_; }
  bool prikup_shown() const { return prikup_shown_; }
  Mask cut_shown() const { return cut_shown_; }
  /// The bottom card the dealer saw last in the cut ritual and that stayed at the bottom (so it
  /// is the prikup's last card): 0 with the ritual off or when it ended with his own cut after a
  /// J. Public after three 9s (that 9 was shown).
  Mask cut_bottom() const { return cut_bottom_; }
  /// Does `seat` know cut_bottom(): the dealer, and everyone once it is a shown 9.
  bool knows_bottom(int seat) const { return cut_bottom_ && (seat == dealer_ || cut_penalty_ >= 0); }
  bool dark() const { return dark_; }
  bool golden() const { return golden_active_; }
  bool unseen(int seat) const { return unseen_ >> seat & 1; }
  int gifts() const { return ngifts_; }
  Card gift_card(int i) const { return gift_card_[i]; }
  int gift_to(int i) const { return gift_to_[i]; }
  int score(int seat) const { return scores_[seat]; }
  bool on_barrel(int seat) const { return on_barrel_[seat]; }
  int barrel_deals(int seat) const { return barrel_deals_[seat]; }
  int falls(int seat) const { return falls_[seat]; }
  bool no_barrel(int seat) const { return no_barrel_[seat]; }
  int bolts(int seat) const { return bolts_[seat]; }
  int rospis_count(int seat) const { return rospis_counts_[seat]; }
  int golden_done() const { return golden_done_; }
  int golden_restarts_used() const { return golden_restarts_; }
  bool is_match() const { return match_; }
  std::uint32_t deals_played() const { return deals_played_; }
  std::uint32_t deals_started() const { return deals_started_; }
  std::uint64_t seed() const { return seed_; }
  int winner() const { return winner_; }
  /// Cap on bids and contracts for `cards` under this state's options.
  int cap(Mask cards) const { return declaration_cap(cards, cfg_.play); }
  /// The deal breakdown; meaningful once the current deal is over.
  DealResult compute_result() const;
  bool has_last() const { return has_last_; }
  const DealRecord& last() const { return last_; }
  /// Settlement per seat (None when there is no winner: returns false).
  bool settlement(std::array<int, kMaxSeats>& out) const;

 private:
  friend struct Spec;
  friend State sample_world(const State&, int, Rng&);
  friend State deal_from(const Config&, const DealSource&, int);
  friend State match_from_scores(const Config&, std::uint64_t, const std::array<int, kMaxSeats>&);
  friend void validate(const Config&, const State&);
  void start_deal(const DealSource& src, int dealer) noexcept;
  void ask(int n, const std::int8_t* seats, const std::uint8_t* reasons, int then) noexcept;
  void continue_with(int then) noexcept;
  void start_bidding() noexcept;
  void forced_open() noexcept;
  void next_bidder(int seat) noexcept;
  void after_bidding() noexcept;
  void start_buyout() noexcept;
  void take_prikup() noexcept;
  void end_deal() noexcept;
  void bookkeeping(const DealResult& r) noexcept;
  void win_check(int declarer) noexcept;
  bool eligible(int seat) const { return !(cfg_.h1 && scores_[seat] <= -120); }
  /// The seat forced to open (first_bid): the dealer, or with the variant his left; the bidding,
  /// and the redeal questions before it, go clockwise from him.
  int first_bidder() const { return cfg_.left_opens || cfg_.players == 4 ? left(dealer_) : dealer_; }
  /// The golden deal's declarer: the dealer, with 4 players (he sits out) his left.
  int golden_declarer() const { return cfg_.players == 4 ? left(dealer_) : dealer_; }
  /// The opener: the first bidder, or under H1 the next eligible seat clockwise (him if none is).
  int opener_seat() const;
  bool dark_ok(int seat) const;
  bool rospis_allowed() const;
  int buyout_price() const { return (bid_ / 120 + 1) * 120; }
  /// The next seat clockwise that plays the deal (with 4 players the dealer is skipped; the
  /// dealer's own left is the seat after him).
  int left(int s) const {
    const int n = cfg_.players, next = (s + 1) % n;
    return n == 4 && next == dealer_ ? (next + 1) % n : next;
  }

  Config cfg_{};
  // match
  bool match_ = false;
  std::uint64_t seed_ = 0;
  std::uint32_t deals_started_ = 0, deals_played_ = 0;
  std::array<std::int32_t, kMaxSeats> scores_{};
  std::array<bool, kMaxSeats> on_barrel_{}, no_barrel_{};
  std::array<std::uint8_t, kMaxSeats> barrel_deals_{}, falls_{}, bolts_{};
  std::array<std::uint16_t, kMaxSeats> rospis_counts_{};
  bool golden_active_ = false, golden_reached_ = false;
  std::uint8_t golden_done_ = 0;
  std::uint32_t golden_restarts_ = 0;
  std::int8_t winner_ = kNoWinner;
  // deal
  Phase phase_ = Phase::kOver;
  std::int8_t dealer_ = 0;
  Table t_{};
  Mask prikup_ = 0, cut_shown_ = 0, cut_bottom_ = 0;
  std::int8_t cut_penalty_ = -1;
  std::array<std::int8_t, 3> q_seat_{};
  std::array<std::uint8_t, 3> q_reason_{};
  std::uint8_t q_n_ = 0, q_pos_ = 0, q_then_ = 0;
  std::int16_t bid_ = 0, contract_ = 0;
  std::uint8_t passed_ = 0, unseen_ = 0, asked_ = 0;
  std::int8_t high_bidder_ = -1, dark_bidder_ = -1, opener_ = -1;
  bool dark_ = false, rospis_ = false, played_ = false, prikup_shown_ = false;
  std::array<Card, 2> gift_card_{};
  std::array<std::int8_t, 2> gift_to_{};
  std::uint8_t ngifts_ = 0, declines_ = 0;
  std::int8_t redeal_by_ = -1, redeal_reason_ = kRsNone;
  // history, not part of the position (excluded from == and the notation)
  bool has_last_ = false;
  DealRecord last_{};
  // the finished tricks of the deal: in the notation (`played`)
  TrickLog log_{};
};

static_assert(std::is_trivially_copyable_v<State>);

/// The game's Spec for the shell pycards::GameOf (game.hpp): its members are defined in
/// thousand.cpp (options, move text), scoring.cpp (new_deal, new_match), notation.cpp (position).
/// The greedy rule (the C++ twin of pycards.thousand.greedy_rule, docs/bots.md): greedy_of over the legal
/// moves (thousand_common.hpp). `s` must not be over.
MoveId greedy_move(const State& s, Rng& rng) noexcept;

struct Spec {
  using State = thousand::State;
  using Config = thousand::Config;
  static constexpr std::string_view kName = "thousand";
  static constexpr int kMaxMoves = thousand::kMaxMoves;
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

/// A deal from an explicit deck order (top first) and cut positions (tests, the differential).
State deal_from(const Config& config, const DealSource& src, int dealer);
/// A match resumed from running scores (the counters start clean): tests and "play from here".
State match_from_scores(const Config& config, std::uint64_t seed, const std::array<int, kMaxSeats>& scores);
/// Throws InvalidPositionError unless `s` is a position the game reaches (notation.cpp).
void validate(const Config& config, const State& s);
/// A full state consistent with everything `seat` has seen, the cards it cannot place dealt again
/// uniformly among the deals that fit (sample.hpp; docs/thousand.md "Hidden information"). Throws
/// InvalidPositionError when no deal fits.
State sample_world(const State& s, int seat, Rng& rng);


static_assert(IsGame<Game>);

}  // namespace pycards::thousand

namespace pycards {
struct Simulator;
}  // namespace pycards

namespace pycards::thousand {
/// pycards.simulate's row loop for this game (pycards/simulate.hpp; scores as state.scores()).
Simulator simulator(const Game& game);
}  // namespace pycards::thousand
