// Chip game (a card form of Put-and-Take) — rules and rulings: docs/chip_game.md.
//
// Rulings implemented (see docs/chip_game.md): the ante is paid once per game; cards are settled
// one at a time in dealing order with the chip counts of that moment; owing more than you hold
// pays everything and puts you out, owing exactly what you hold leaves you dead; "right" is the
// nearest seat counter-clockwise (seat - 1) that is not out; the deal passes left to the next
// seat not out; the settlement stops once at most one seat is not out; at the end the pot goes
// to the richest seat not out, ties share and the odd chips go one each in seat order from the
// left of the last dealer. The first dealer is drawn by lot from the seed before the shuffle.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "pycards/cards.hpp"
#include "pycards/deck.hpp"
#include "pycards/game.hpp"

namespace pycards::chip_game {

struct Spec;
using Game = GameOf<Spec>;  // the game: rules + validated options (pycards/game.hpp)

inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxPlayers = 15;
inline constexpr int kAnte = 3;
inline constexpr int kMinStartChips = kAnte + 1;
inline constexpr long long kMaxStartChips = 1'000'000;
/// The one move: play the next deal.
inline constexpr MoveId kDealMove = 0;

enum class SeatStatus : std::uint8_t { kAlive, kDead, kOut };

/// What a card does to the seat that receives it.
enum class EffectKind : std::uint8_t { kTake, kPayPot, kPayRight, kNone, kUnsettled };

struct CardEffect {
  EffectKind kind;
  int amount;
};
/// The payment table of the rules file ("Deck and values"); suits play no part.
constexpr CardEffect card_effect(Card c) {
  constexpr std::array<CardEffect, kRanks> kByRank = {{
      {EffectKind::kPayRight, 2},  // 2
      {EffectKind::kPayRight, 3},  // 3
      {EffectKind::kPayPot, 2},    // 4
      {EffectKind::kPayPot, 1},    // 5
      {EffectKind::kPayPot, 2},    // 6
      {EffectKind::kPayPot, 1},    // 7
      {EffectKind::kPayPot, 2},    // 8
      {EffectKind::kPayPot, 1},    // 9
      {EffectKind::kNone, 0},      // 10
      {EffectKind::kTake, 1},      // J
      {EffectKind::kTake, 2},      // Q
      {EffectKind::kTake, 3},      // K
      {EffectKind::kPayRight, 1},  // A
  }};
  return kByRank[c.rank()];
}

/// One line of a deal's log: the card a seat received and what it moved.
struct Event {
  std::int8_t seat = 0;
  Card card{};
  EffectKind kind = EffectKind::kNone;
  std::int32_t amount = 0;     // chips actually moved
  std::int8_t to = kNoSeat;    // payee of kPayRight
  SeatStatus status = SeatStatus::kAlive;  // the seat's status after the event
};

struct Rules {
  int players = 4;
  int start_chips = 10;
};

class State;
/// A full state consistent with everything `seat` has seen: every card is dealt face up, so the
/// only hidden thing is the order of the cards left in the deck, drawn uniformly (chip_game.cpp,
/// docs/chip_game.md "Hidden information"). A function of the seat's view and the generator only.
State sample_world(const State& s, int seat, Rng& rng);

class State {
 public:
  int to_move() const { return over_ ? kNoSeat : dealer_; }
  bool is_over() const { return over_; }
  std::string_view phase() const { return over_ ? "over" : "deal"; }
  int legal_moves(MoveId* out) const {
    if (over_) return 0;
    out[0] = kDealMove;
    return 1;
  }
  /// Plays one deal: deal, settle, pass the deal, and award the pot if the game ends.
  void play(MoveId);
  std::string notation() const;
  bool operator==(const State& o) const;

  int players() const { return rules_.players; }
  const Rules& rules() const { return rules_; }
  const Rules& config() const { return rules_; }  // the name every game's state uses
  int dealer() const { return dealer_; }
  int pot() const { return pot_; }
  int chips(int seat) const { return chips_[seat]; }
  SeatStatus status(int seat) const { return status_[seat]; }
  /// Cards left, next first.
  const Card* deck_begin() const { return deck_.cards.data() + deck_pos_; }
  int deck_size() const { return deck_.size - deck_pos_; }
  /// Log of the last deal played from this state (empty for a fresh or parsed position).
  const std::array<Event, kMaxPlayers>& last_events() const { return events_; }
  int last_event_count() const { return event_count_; }
  int last_dealer() const { return last_dealer_; }
  /// Pot shares paid at the end of the game (per seat; all zero before).
  const std::array<std::int32_t, kMaxPlayers>& pot_awards() const { return pot_awards_; }

 private:
  friend struct Spec;
  friend State fresh_state(const Rules& rules, int dealer, Rng& rng);
  friend State sample_world(const State& s, int seat, Rng& rng);
  int not_out_count() const;
  int alive_count() const;
  int right_of(int seat) const;  // nearest seat counter-clockwise that is not out
  int left_of(int seat) const;   // nearest seat clockwise that is not out
  void pay(int seat, int amount, int payee, Event& ev);
  void award_pot();

  Rules rules_;
  DeckOrder deck_{};
  int deck_pos_ = 0;
  std::array<std::int32_t, kMaxPlayers> chips_{};
  std::array<SeatStatus, kMaxPlayers> status_{};
  std::int32_t pot_ = 0;
  int dealer_ = 0;
  bool single_deal_ = false;  // new_deal(): the game ends after one deal
  bool over_ = false;
  // history of the last deal (not part of the position)
  std::array<Event, kMaxPlayers> events_{};
  int event_count_ = 0;
  int last_dealer_ = kNoSeat;
  std::array<std::int32_t, kMaxPlayers> pot_awards_{};
};

/// The game's Spec for the shell pycards::GameOf (game.hpp); its members are defined in
/// chip_game.cpp. The configuration is the Rules.
/// The greedy rule (the C++ twin of pycards.chip_game.greedy_rule, docs/bots.md): the only move,
/// `deal`; no draw from `rng`. `s` must not be over.
MoveId greedy_move(const State& s, Rng& rng) noexcept;

struct Spec {
  using State = chip_game::State;
  using Config = Rules;
  static constexpr std::string_view kName = "chip_game";
  static constexpr int kMaxMoves = 1;
  static const OptionSpecs& option_specs();
  static Config config_of(const Options& options);  // throws OptionError on conflicts
  static State new_deal(const Config& cfg, std::uint64_t seed, int dealer);
  static State new_match(const Config& cfg, std::uint64_t seed);
  static State position(const Config& cfg, std::string_view notation);
  static std::string move_text(MoveId) { return "deal"; }
  static MoveId parse_move(std::string_view text);
  static Options options_of(const State& s);
  static std::uint64_t num_actions(const Config& cfg);
  static std::uint64_t action_index(const Config& cfg, MoveId id);
  static MoveId action_move(const Config& cfg, std::uint64_t index);
};


static_assert(IsGame<Game>);

std::string_view to_string(SeatStatus s);
std::string_view to_string(EffectKind k);

}  // namespace pycards::chip_game

namespace pycards {
struct Simulator;
}  // namespace pycards

namespace pycards::chip_game {
/// pycards.simulate's row loop for this game (pycards/simulate.hpp; scores as state.scores()).
Simulator simulator(const Game& game);
}  // namespace pycards::chip_game
