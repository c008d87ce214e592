// Казино (kazino; a Cassino-family fishing game) — rules (complete, with every ruling):
// docs/kazino.md, with the notation and the move ids.
//
// Rulings implemented:
//  * Values A=1, 2..10, J=11, Q=12, K=13. A capture takes one set of table cards adding up to the
//    played card's value (one card of the same value is such a set); multi_set: any union of
//    disjoint such sets. A trail is legal for every card in hand.
//  * 3 cards each, one at a time from the dealer's left, then 5 to the table; new rounds the same
//    way until the stock runs out (the last round is short). Every round is led by the dealer's
//    left neighbour; empty hands are skipped.
//  * Leftovers: "dealer" (default), "last_capturer" (the dealer if nobody captured) or "nobody"
//    (they stay on the table). Scoring: most cards 1 (strict), 2S 2, 10D 1.
//  * Match: after a deal, if some side has >= target and the highest total is unique it wins; with
//    max_deals > 0 the match ends after that many deals (unique highest wins, else a draw).
//  * Seeding: new_deal(seed, dealer) deals shuffled(kDeck52, seed); new_match(seed) draws the first
//    dealer as Rng(seed).below(players) and deals deal k from shuffled(kDeck52, deal_seed(seed, k)),
//    dealer (first + k) % players.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "pycards/captures.hpp"
#include "pycards/cards.hpp"
#include "pycards/deck.hpp"
#include "pycards/fishing.hpp"
#include "pycards/game.hpp"
#include "pycards/spec.hpp"

namespace pycards::kazino {

struct Spec;
using Game = GameOf<Spec>;

/// Capture values by rank index (2..10 face value, J=11, Q=12, K=13, A=1).
inline constexpr captures::ValueTable kValues{{2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 1}};
inline constexpr captures::ValueMasks kValueMasks{kValues};
inline constexpr Card kTwoOfSpades{kTwo, kSpades};
inline constexpr Card kTenOfDiamonds{kTen, kDiamonds};

constexpr int value_of(Card c) { return kValues.of_rank[c.rank()]; }

// Move id layout (stable): bits 0..5 the played card index, bits 6.. the captured cards mask
// (card i -> bit 6+i). A trail has no capture bits.
constexpr MoveId capture_move(Card played, Mask captured) { return MoveId(played.index) | (captured << 6); }
constexpr Card played_card(MoveId id) { return Card(int(id & 63)); }
constexpr Mask captured_cards(MoveId id) { return (id >> 6) & kAllCardsMask; }

/// Single sets of one card of value v: at most 3 same-value cards plus M(v) sets of two or more
/// cards of lower values, M(13) = 6944 (4 cards of each value 1..12; tests/kazino recompute it);
/// a hand holds 3 cards, so single-set positions have at most 3 * (6944 + 3) + 3 = 20844 moves.
/// With multi_set a position can have far more unions (docs/kazino.md, "Move limit"): the fixed
/// buffer of legal_moves() holds the first kMaxMoves, State::all_legal_moves lists them all, and
/// State::is_legal checks any move structurally.
inline constexpr int kMaxMoves = 32768;
/// Most moves the Python legal_moves() lists (memory); past it, it raises pycards.PycardsError.
inline constexpr std::size_t kMaxListedMoves = std::size_t{1} << 22;
inline constexpr int kMaxSets = 6944 + 3;

inline constexpr int kMaxPlayers = 4;
inline constexpr int kHandSize = 3;
inline constexpr int kTableStart = 5;
inline constexpr int kStockMax = 52 - kTableStart - 2 * kHandSize;  // 41

enum class Leftover : std::uint8_t { kDealer = 0, kLastCapturer = 1, kNobody = 2 };

struct DealResult {
  std::array<std::uint8_t, kMaxPlayers> most_cards{}, two_spades{}, ten_diamonds{}, total{}, cards{};
  int sides = 2;
};

std::uint64_t deal_seed(std::uint64_t seed, std::uint32_t k);
/// Match outcome from the scores per side after `deals` finished deals (kNoWinner: play on).
int match_winner_of(const std::array<std::int16_t, 4>& scores, int sides, int target, std::uint32_t deals,
                    std::uint32_t max_deals);

inline constexpr int kNoWinner = -1;
inline constexpr int kDraw = -2;

struct Config {
  std::uint8_t players = 2;
  bool partnerships = false;
  bool multi_set = false;
  Leftover leftover = Leftover::kDealer;
  bool match = false;
  std::uint16_t target = 11;
  std::uint32_t max_deals = 0;
  std::uint64_t seed = 0;
  int sides() const { return partnerships ? 2 : players; }
  int side_of(int seat) const { return partnerships ? seat & 1 : seat; }
};

class State;
/// A full state consistent with everything `seat` has seen (make_view(s, seat)): the other
/// hands and the stock dealt again uniformly with the sizes kept, the stock in a uniformly random
/// order (sample.cpp, docs/kazino.md "Hidden information"). A function of the seat's view and the
/// generator only.
State sample_world(const State& s, int seat, Rng& rng);

class State {
 public:
  int to_move() const { return to_move_; }
  bool is_over() const { return to_move_ < 0; }
  std::string_view phase() const { return to_move_ < 0 ? "over" : "play"; }
  /// The legal moves in their order, at most kMaxMoves of them (all of them unless a multi_set
  /// position has more: then the first kMaxMoves; all_legal_moves lists every one).
  int legal_moves(MoveId* out) const noexcept;
  /// The first min(cap, all) legal moves into out[0..); `more` says whether some were left out.
  int list_moves(MoveId* out, int cap, bool& more) const noexcept;
  /// Every legal move, in legal_moves' order, into `out` (allocates); false (and `out` holds the
  /// first `limit`) if there are more than `limit`.
  bool all_legal_moves(std::vector<MoveId>& out, std::size_t limit) const;
  /// Whether `id` is legal here, checked structurally: the card is in the hand of the seat to
  /// move, the captured cards are on the table and form one set adding up to its value, or with
  /// multi_set split into disjoint such sets (an exact cover by values). No list is built.
  bool is_legal(MoveId id) const noexcept;
  void play(MoveId id) noexcept;
  /// Plays uniformly random legal moves until is_over(); returns the number of moves played. One
  /// draw per move, random_move's: while the k legal moves fit the fixed buffer, rng.below(k)
  /// over them in legal_moves' order, so the result is that of playing the Python
  /// legal_moves()[rng.below(k)] each time (past the buffer, multi_set only, the counted draw);
  /// with multi_set=False the move list is not built (the captures of each card are counted, the
  /// drawn one found by the search).
  int random_playout(Rng& rng) noexcept;
  /// One uniformly random legal move (the draw random_playout makes): legal_moves()[rng.below(k)]
  /// while the k moves fit the fixed buffer (kMaxMoves); past it (multi_set only) one 64-bit draw
  /// over the moves counted without listing them, the drawn union built alone (docs/kazino.md,
  /// "Move limit"). No allocation.
  MoveId random_move(Rng& rng) const noexcept;
  /// The number of legal moves, counted without listing them (multi_set: by value counts).
  std::uint64_t move_count() const noexcept;
  /// multi_set only: legal move number r (r < move_count()) in the order of the draw past the
  /// buffer (docs/kazino.md, "Move limit"), built alone.
  MoveId counted_move(std::uint64_t r) const noexcept;
  std::string notation() const;
  bool operator==(const State& o) const;

  const Config& config() const { return cfg_; }
  int players() const { return cfg_.players; }
  int sides() const { return cfg_.sides(); }
  int dealer() const { return dealer_; }
  int last_capturer() const { return last_capturer_; }
  CardSet hand(int seat) const { return CardSet(hands_[seat]); }
  CardSet table() const { return CardSet(table_); }
  CardSet pile(int side) const { return CardSet(piles_[side]); }
  int stock_size() const { return stock_end_ - stock_pos_; }
  Card stock_card(int i) const { return Card(stock_[stock_pos_ + i]); }
  bool deal_over() const { return to_move_ < 0; }
  DealResult deal_result() const;
  int score(int side) const { return scores_[side]; }
  std::uint32_t deals_played() const { return deals_played_; }
  int winner() const { return winner_; }
  bool has_last_result() const { return has_last_result_; }
  const DealResult& last_result() const { return last_result_; }

 private:
  friend struct Spec;
  friend struct fishing::Deals<Spec>;
  void start_deal(const DeckOrder& order, int dealer) noexcept;
  void deal_round() noexcept;
  void end_deal() noexcept;
  void finish_scores() noexcept;

  std::array<Mask, kMaxPlayers> hands_{};
  Mask table_ = 0;
  std::array<Mask, kMaxPlayers> piles_{};
  std::array<std::uint8_t, kStockMax> stock_{};
  std::uint8_t stock_pos_ = 0, stock_end_ = 0;
  std::int8_t to_move_ = -1, dealer_ = 0, last_capturer_ = -1;
  std::int8_t winner_ = kNoWinner;
  std::array<std::int16_t, kMaxPlayers> scores_{};
  std::uint32_t deals_played_ = 0;
  Config cfg_{};
  bool has_last_result_ = false;
  DealResult last_result_{};
};

static_assert(std::is_trivially_copyable_v<State>);

/// Rng seed offset of playouts(): deal i is played with Rng(seed + i + kPlayoutRngOffset).
inline constexpr std::uint64_t kPlayoutRngOffset = 0x9E3779B97F4A7C15ULL;
/// Random playouts of deals begin..end-1 of `game` (a one-deal game): deal i =
/// game.new_deal(seed + i, i % players) played by random_playout() with Rng(seed + i +
/// kPlayoutRngOffset). Writes per deal i the deal totals points[sides*i ..], the pile sizes
/// cards[sides*i ..] and plays[i] (each output may be null). Allocation-free.
void playouts(const Game& game, std::int64_t begin, std::int64_t end, std::uint64_t seed, std::uint8_t* points,
              std::uint8_t* cards, std::uint16_t* plays) noexcept;

/// What one seat may see: the other hands and the stock order hidden.
/// The greedy rule (the C++ twin of pycards.bots.fishing_greedy, docs/bots.md): the move that
/// puts the most cards in the mover's side's pile now, then a capture that clears the table, then
/// the fewest and lowest cards laid. Ties drawn with `rng` as best_of does; the
/// seat's view only (what a move takes depends on no hidden card). `s` must not be over.
/// Past kMaxMoves legal moves (multi_set only) the whole list is built (allocates) so that
/// every move is weighed.
MoveId greedy_move(const State& s, Rng& rng);

struct View {
  int seat = 0, players = 2, sides = 2, dealer = 0, to_move = -1, last_capturer = -1;
  CardSet hand, table, unseen;
  std::array<int, kMaxPlayers> hand_sizes{};
  std::array<CardSet, kMaxPlayers> piles{};
  std::array<int, kMaxPlayers> scores{};
  int stock_size = 0;
  std::string notation() const;
};
View make_view(const State& s, int seat);

struct Spec {
  using State = kazino::State;
  using Config = kazino::Config;
  static constexpr std::string_view kName = "kazino";
  static constexpr int kMaxMoves = kazino::kMaxMoves;
  PYCARDS_SPEC_FUNCTIONS
};

static_assert(IsGame<Game>);

}  // namespace pycards::kazino

namespace pycards {
/// kazino's checked play: State::is_legal (structural), not membership in a fixed-size list.
template <>
void play_checked<kazino::Game>(kazino::State& s, MoveId id);
}  // namespace pycards

namespace pycards {
struct Simulator;
}  // namespace pycards

namespace pycards::kazino {
/// pycards.simulate's row loop for this game (pycards/simulate.hpp; scores as state.scores()).
Simulator simulator(const Game& game);
}  // namespace pycards::kazino
