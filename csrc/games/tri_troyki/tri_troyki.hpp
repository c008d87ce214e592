// Три тройки (tri_troyki; "Three threes", a banking game to 9) — rules (complete, with every
// ruling): docs/tri_troyki.md, with the notation and the move ids.
//
// Rulings implemented:
//  * Two 52-card decks (104 cards), a fresh pack each deal; 1 card each from the banker's left,
//    banker last. Points A = 1, K Q J = 10, 10..2 face value; hand classes from
//    pycards/handeval.hpp (threes_rank, ten_multi).
//  * Declarations vist/pass from the banker's left; then each vist player in order, the banker last,
//    buys 0, 1 or 2 cards one at a time (buy / stop; the turn ends after the second buy). Nobody
//    vist: the deal ends with no payment.
//  * Each vist player settles with the banker: the higher strength wins (compare="nine_only": only
//    a nine-class hand wins); the loser pays the winner's multiplier x stake (the banker's is 1 with
//    banker_multiplier off); ties push (tie="push") or go to the banker (tie="banker").
//  * The game lasts `deals` deals (0: one per seat); scores are net winnings, without limit.
//  * Seeding: new_deal(seed, banker) deals Rng(seed).shuffle of the 104 cards (indices 0..51
//    twice, ascending) and ends after that deal; new_match(seed) draws the first banker as
//    Rng(seed).below(players) and deals deal k from the seed deal_seed(seed, k).
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "pycards/cards.hpp"
#include "pycards/game.hpp"
#include "pycards/spec.hpp"
#include "pycards/handeval.hpp"
#include "pycards/rng.hpp"

namespace pycards::tri_troyki {

struct Spec;
using Game = GameOf<Spec>;

inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxPlayers = 10;
inline constexpr int kPack = 2 * kCards;
inline constexpr int kMaxHand = 3;
inline constexpr long long kMaxStake = 1'000'000;

enum : MoveId { kVist = 0, kPass = 1, kBuy = 2, kStop = 3 };
inline constexpr int kMaxMoves = 2;

enum class Declared : std::uint8_t { kUndecided, kVist, kPass };

struct Config {
  int players = 4;
  int stake = 100;
  handeval::TroykiRules hand_rules{};
  bool nine_only = false;          // compare = "nine_only"
  bool banker_multiplier = true;
  bool tie_banker = false;         // tie = "banker"
  int deals = 0;                   // 0: one per seat
  int deals_in_game() const { return deals ? deals : players; }
  bool operator==(const Config& o) const {
    return players == o.players && stake == o.stake &&
           hand_rules.threes_below_single_nine == o.hand_rules.threes_below_single_nine &&
           hand_rules.ten_multi_bust == o.hand_rules.ten_multi_bust && nine_only == o.nine_only &&
           banker_multiplier == o.banker_multiplier && tie_banker == o.tie_banker && deals == o.deals;
  }
};

/// The last finished deal: each seat's hand and payment (+ won, - paid).
struct DealResult {
  int banker = 0;
  int deal = 0;
  std::array<Declared, kMaxPlayers> declared{};
  std::array<handeval::TroykiHand, kMaxPlayers> hand{};
  std::array<std::int64_t, kMaxPlayers> payment{};
};

class State {
 public:
  int to_move() const { return over_ ? kNoSeat : actor_; }
  bool is_over() const { return over_; }
  std::string_view phase() const { return over_ ? "over" : buying_ ? "buy" : "declare"; }
  int legal_moves(MoveId* out) const;
  void play(MoveId id);
  std::string notation() const;
  bool operator==(const State& o) const;

  const Config& config() const { return cfg_; }
  int players() const { return cfg_.players; }
  int banker() const { return banker_; }
  int hand_size(int seat) const { return size_[seat]; }
  Card hand_card(int seat, int i) const { return hands_[seat][i]; }
  Declared declared(int seat) const { return declared_[seat]; }
  std::int64_t score(int seat) const { return scores_[seat]; }
  int pack_size() const { return kPack - pack_pos_; }
  Card pack_card(int i) const { return pack_[pack_pos_ + i]; }
  int deals_played() const { return deals_played_; }
  bool is_match() const { return match_; }
  bool has_result() const { return has_result_; }
  const DealResult& result() const { return result_; }
  handeval::TroykiHand hand_value(int seat) const;
  static std::uint64_t deal_seed(std::uint64_t seed, std::uint64_t k);

 private:
  friend struct Spec;
  friend State sample_world(const State& s, int seat, Rng& rng);
  void start_deal(std::uint64_t seed, int banker);
  void next_buyer();
  void showdown();

  Config cfg_;
  std::array<std::int64_t, kMaxPlayers> scores_{};
  std::array<std::array<Card, kMaxHand>, kMaxPlayers> hands_{};
  std::array<std::uint8_t, kMaxPlayers> size_{};
  std::array<Declared, kMaxPlayers> declared_{};
  std::array<Card, kPack> pack_{};
  int pack_pos_ = 0;
  int banker_ = 0;
  int actor_ = 0;
  bool buying_ = false;
  int deals_played_ = 0;
  bool match_ = false;
  std::uint64_t seed_ = 0;
  bool over_ = false;
  bool has_result_ = false;   // not part of the position
  DealResult result_{};
};

/// The greedy rule (the C++ twin of pycards.tri_troyki.greedy_rule, docs/bots.md): `vist` unless
/// the first card counts 10; a player stops at once; the banker buys while his total is below 6.
/// Reads the seat's own cards; one draw with `rng` as best_of does. `s` must not be over.
MoveId greedy_move(const State& s, Rng& rng) noexcept;

struct Spec {
  using State = tri_troyki::State;
  using Config = tri_troyki::Config;
  static constexpr std::string_view kName = "tri_troyki";
  static constexpr int kMaxMoves = tri_troyki::kMaxMoves;
  PYCARDS_SPEC_FUNCTIONS
};

static_assert(IsGame<Game>);

/// A full state consistent with everything `seat` has seen (docs/tri_troyki.md, "Hidden
/// information"): its own cards (in their order) and every hand once shown stay; the other card
/// copies of the two decks are dealt again uniformly among the hidden hands (sizes kept, in a
/// random order) and the pack (shuffled); a match's seed of later deals is drawn anew. A function
/// of the seat's view and `rng` only.
State sample_world(const State& s, int seat, Rng& rng);

/// Exact odds (odds.cpp): values are joint sums over the common denominator (104)_6, in stakes.
using Int128 = __int128;
struct OddsHand {
  std::array<int, 3> values{};  // point values 1..10 (10 for 10 J Q K), ascending; `size` of them
  int size = 0;
  bool can_buy = false, buy_better = false;
  Int128 stop = 0, buy = 0;     // joint value of stopping / of buying on (then playing best)
  Int128 weight = 0;            // the probability of holding this hand (one order), times the denominator
};
struct Odds {
  std::vector<OddsHand> hands;
  std::array<Int128, 10> first{}, first_weight{};  // per first card value: joint best value, probability
  Int128 vist_total = 0, best_total = 0, denominator = 1;
};
/// The banker's policy: with fewer than three cards and total t (1..30), he buys iff buys[t].
struct BankerPolicy {
  std::array<bool, 31> buys{};
  /// "Buy while the total is below t" (the classic stand-on threshold).
  static BankerPolicy stands_on(int t) {
    BankerPolicy p;
    for (int v = 0; v < int(p.buys.size()); ++v) p.buys[v] = v < t;
    return p;
  }
};
/// Cards of each point value 1..10 in the pack (index 0 unused): two decks by default.
using PackCounts = std::array<int, 11>;
inline constexpr PackCounts kTwoDecks{0, 8, 8, 8, 8, 8, 8, 8, 8, 8, 32};
/// One вист player against a banker following `policy`, the cards drawn from `pack` (conditioned
/// on the player's own cards and the banker's; the other players' cards are not removed).
Odds odds(const Config& cfg, const BankerPolicy& policy, const PackCounts& pack = kTwoDecks);

/// The payment to a vist player (negative: he pays) for his hand `p` against the banker's `b`.
std::int64_t settle(const Config& cfg, const handeval::TroykiHand& p, const handeval::TroykiHand& b);

}  // namespace pycards::tri_troyki

namespace pycards {
struct Simulator;
}  // namespace pycards

namespace pycards::tri_troyki {
/// pycards.simulate's row loop for this game (pycards/simulate.hpp; scores as state.scores()).
Simulator simulator(const Game& game);
}  // namespace pycards::tri_troyki
