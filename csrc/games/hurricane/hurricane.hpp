// Хурикан (hurricane): the fishing game where a set of hand cards adding up to one table card
// captures it, and a player may lay 1..max_lay cards. Rules (complete, with every ruling), the
// notation and the move ids: docs/hurricane.md.
//
// Rulings implemented:
//  * 40 cards (no 8 9 10), values A=1, 2..7, J=8, Q=9, K=10. 2 players. Four rounds per deal: 6, 6,
//    6 then 2 cards each, dealt one at a time, non-dealer first; no card goes to the table.
//  * A capture takes exactly one table card T with a non-empty set of hand cards whose values add
//    up exactly to T's value (one card of equal value included). A lay puts 1..max_lay hand cards
//    on the table (the opening turn of a deal: 1..3 with opening_lay="fixed", 1..max_lay with
//    "max_lay"). Any lay is allowed, even when a capture is possible.
//  * Turns alternate; an empty hand is skipped. A new round starts with the opponent of the player
//    who made the last turn (round_leader="alternate") or with the non-dealer ("non_dealer").
//  * At the end of the deal the cards left on the table stay in `table`; they count for nobody
//    (leftover="nobody") or for the last capturer of the deal ("last_capturer"; nobody if nobody
//    captured). The score of a seat is the value of its pile (plus the leftovers it gets).
//  * deals = N: the dealer alternates, deal k of new_match(seed) is shuffled(kDeck40,
//    deal_seed(seed, k)), the first dealer is Rng(seed).below(2); the higher total after N deals
//    wins, equal totals draw. new_deal() is a one-deal game.
//  * Library extensions: target = T (a match ends after the deal in which a side reaches T
//    points; the higher total wins, equal totals draw) and max_deals = M (the match ends after
//    M deals at the latest, with or without a target). Both off (0) by default.
//
// legal_moves() and play() allocate nothing; the state is a trivially copyable value.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>

#include "pycards/captures.hpp"
#include "pycards/cards.hpp"
#include "pycards/deck.hpp"
#include "pycards/fishing.hpp"
#include "pycards/game.hpp"
#include "pycards/hand_sums.hpp"
#include "pycards/spec.hpp"

namespace pycards::hurricane {

struct Spec;
using Game = GameOf<Spec>;

/// Values by rank (2..7 face value, J=8, Q=9, K=10, A=1; 8 9 T are not in the deck).
inline constexpr captures::ValueTable kValues{{2, 3, 4, 5, 6, 7, 0, 0, 0, 8, 9, 10, 1}};
inline constexpr captures::ValueMasks kValueMasks{kValues};
constexpr int value_of(Card c) { return kValues.of_rank[c.rank()]; }
/// The total value of a set of cards.
int points(Mask cards);

// ---- moves --------------------------------------------------------------------------------
// Move id layout (stable):
//   bit 63        | 62 .. 58 | 57 ............ 52 | 51 ........................... 0
//   capture flag  | zero     | table card index   | the hand cards played (card i -> bit i)
// A lay has the flag clear and no table card bits.
inline constexpr MoveId kCaptureFlag = MoveId{1} << 63;
constexpr MoveId capture_move(Mask hand_cards, Card table_card) {
  return kCaptureFlag | (MoveId(table_card.index) << 52) | hand_cards;
}
constexpr MoveId lay_move(Mask cards) { return cards; }
constexpr bool is_capture(MoveId id) { return (id & kCaptureFlag) != 0; }
constexpr Mask move_cards(MoveId id) { return id & kAllCardsMask; }
constexpr Card captured_card(MoveId id) { return Card(int((id >> 52) & 63)); }

inline constexpr int kHandMax = 6;
inline constexpr int kStockMax = 28;
/// A proven bound: at most 63 lays (the non-empty subsets of 6 cards); every non-empty hand subset
/// has one sum, so it captures at most the 4 table cards of that value: 4 * 63 captures.
inline constexpr int kMaxMoves = 63 + 4 * 63;

inline constexpr int kNoWinner = -1;
inline constexpr int kDraw = 2;

struct Config {
  std::uint8_t max_lay = 3;
  bool opening_fixed = true;       // opening_lay = "fixed": the opening lay is 1..3 cards
  bool leader_alternate = true;    // round_leader = "alternate"
  bool leftover_to_capturer = false;  // leftover = "last_capturer"
  std::uint32_t deals = 1;
  std::uint32_t target = 0;        // library extension: a match to this many points (0 = off)
  std::uint32_t max_deals = 0;     // library extension: at most this many deals in a match (0 = off)
  bool match = false;              // false: new_deal(), a one-deal game
  std::uint64_t seed = 0;          // match seed
};

/// The breakdown of a finished deal per seat.
struct DealResult {
  std::array<int, 2> captured{};   // value of each seat's pile
  std::array<int, 2> leftover{};   // value of the leftover cards credited to each seat
  std::array<int, 2> total{};
  int unclaimed = 0;               // value of the leftover cards that count for nobody
  int winner = kDraw;              // seat with the higher total, or kDraw
};

std::uint64_t deal_seed(std::uint64_t seed, std::uint32_t k);

class State;
/// A full state consistent with everything `seat` has seen (make_view(s, seat)): the other
/// hands and the stock dealt again uniformly with the sizes kept, the stock in a uniformly random
/// order (sample.cpp, docs/hurricane.md "Hidden information"). A function of the seat's view and the
/// generator only.
State sample_world(const State& s, int seat, Rng& rng);

class State {
 public:
  int to_move() const { return to_move_; }
  bool is_over() const { return to_move_ < 0; }
  std::string_view phase() const { return to_move_ < 0 ? "over" : "play"; }
  int legal_moves(MoveId* out) const noexcept;
  /// Unchecked: `id` must be legal. Skips, new rounds, the end of the deal and the next deal of a
  /// match happen inside.
  void play(MoveId id) noexcept;
  std::string notation() const;
  bool operator==(const State& o) const;

  const Config& config() const { return cfg_; }
  int dealer() const { return dealer_; }
  int last_capturer() const { return last_capturer_; }
  bool opening() const { return opening_; }
  CardSet hand(int seat) const { return CardSet(hands_[seat]); }
  CardSet table() const { return CardSet(table_); }
  CardSet pile(int seat) const { return CardSet(piles_[seat]); }
  int stock_size() const { return stock_end_ - stock_pos_; }
  Card stock_card(int i) const { return Card(stock_[stock_pos_ + i]); }
  /// The cap on the number of cards of a lay now.
  int lay_cap() const { return opening_ && cfg_.opening_fixed ? 3 : cfg_.max_lay; }
  bool deal_over() const { return to_move_ < 0; }
  DealResult deal_result() const;
  int score(int seat) const { return scores_[seat]; }
  std::uint32_t deals_played() const { return deals_played_; }
  int winner() const { return winner_; }
  bool has_last_result() const { return has_last_result_; }
  const DealResult& last_result() const { return last_result_; }
  /// The most deals a match can have without a target: `deals`, capped by `max_deals`.
  static std::uint32_t fixed_deals(const Config& c) {
    return c.max_deals && c.max_deals < c.deals ? c.max_deals : c.deals;
  }
  /// Whether a match with these scores after `deals_played` deals is over: fixed_deals() deals
  /// without a target; with one, a side at the target or more, or `max_deals` deals played.
  static bool match_finished(const Config& c, const std::array<std::int32_t, 2>& scores, std::uint32_t deals_played) {
    if (!c.target) return deals_played >= fixed_deals(c);
    return scores[0] >= std::int32_t(c.target) || scores[1] >= std::int32_t(c.target) ||
           (c.max_deals && deals_played >= c.max_deals);
  }

 private:
  friend struct Spec;
  friend struct fishing::Deals<Spec>;
  void start_deal(const DeckOrder& order, int dealer) noexcept;
  void deal_round() noexcept;
  void end_deal() noexcept;

  std::array<Mask, 2> hands_{};
  Mask table_ = 0;
  std::array<Mask, 2> piles_{};
  std::array<std::uint8_t, kStockMax> stock_{};  // remaining stock = [stock_pos_, stock_end_)
  std::uint8_t stock_pos_ = 0, stock_end_ = 0;
  std::int8_t to_move_ = -1, dealer_ = 0, last_capturer_ = -1;
  bool opening_ = false;  // the next turn is the opening turn of the deal
  std::int8_t winner_ = kNoWinner;
  std::array<std::int32_t, 2> scores_{};
  std::uint32_t deals_played_ = 0;
  Config cfg_{};
  // history, not part of the position
  bool has_last_result_ = false;
  DealResult last_result_{};
};

static_assert(std::is_trivially_copyable_v<State>);

/// Rng seed offset of playouts(): deal i is played with Rng(seed + i + kPlayoutRngOffset).
inline constexpr std::uint64_t kPlayoutRngOffset = 0x9E3779B97F4A7C15ULL;
/// Random playouts of deals begin..end-1 of `game`: deal i = game.new_deal(seed + i, i % 2), each
/// move legal_moves()[Rng(seed + i + kPlayoutRngOffset).below(k)] over the k legal moves in
/// legal_moves() order, drawn without building the list on a compact state of its own
/// (playouts.cpp; tests/hurricane/test_playouts.py checks the draws against the state API). Writes per deal the totals totals[2j], totals[2j+1] and plays[j], j = i - begin.
void playouts(const Game& game, std::int64_t begin, std::int64_t end, std::uint64_t seed, std::int16_t* totals,
              std::uint16_t* plays) noexcept;

/// The greedy rule (the C++ twin of pycards.bots.fishing_greedy, docs/bots.md): the move that
/// puts the most cards in the mover's side's pile now, then a capture that clears the table, then
/// the fewest and lowest cards laid. Ties drawn with `rng` as best_of does; the
/// seat's view only (what a move takes depends on no hidden card). `s` must not be over.
MoveId greedy_move(const State& s, Rng& rng) noexcept;

/// What one seat may see: the other hand and the stock order hidden.
struct View {
  int seat = 0;
  int dealer = 0;
  int to_move = -1;
  int last_capturer = -1;
  CardSet hand;
  std::array<int, 2> hand_sizes{};
  CardSet table;
  std::array<CardSet, 2> piles{};
  int stock_size = 0;
  CardSet unseen;
  std::array<int, 2> scores{};
  std::string notation() const;
};
View make_view(const State& s, int seat);

struct Spec {
  using State = hurricane::State;
  using Config = hurricane::Config;
  static constexpr std::string_view kName = "hurricane";
  static constexpr int kMaxMoves = hurricane::kMaxMoves;
  PYCARDS_SPEC_FUNCTIONS
};

static_assert(IsGame<Game>);

}  // namespace pycards::hurricane

namespace pycards {
struct Simulator;
}  // namespace pycards

namespace pycards::hurricane {
/// pycards.simulate's row loop for this game (pycards/simulate.hpp; scores as state.scores()).
Simulator simulator(const Game& game);
}  // namespace pycards::hurricane
