// Ураган (Uragan, "Hurricane"; Tablanette family) — rules (complete, with every ruling):
// docs/uragan.md, with the notation and the move ids.
//
// Rulings implemented (from the rules file, plus the points it leaves open):
//  * A same-rank card on the table forces a single same-rank capture for a card of that rank (one
//    move per such table card); sums are then not offered for it. A sum capture takes two or more
//    table cards; one set per move. A card may be trailed iff it captures nothing; other cards of
//    the same hand may still capture.
//  * Hurricane: a capture that leaves the table empty scores 1 iff some hand or the stock still
//    holds a card after that play. The seat after the maker ((maker + 1) % players, always an
//    opponent) then lays out its whole hand (open4: face-down cards too) automatically, which uses
//    its turn; if that hand is empty nobody lays out. The turn then goes to the first seat holding
//    cards from the seat after the lay-out seat on.
//  * When every hand is empty and the stock is not, the next round is dealt in the first round's
//    dealing order and the seat after the one that made the last play acts first (a lay-out is not
//    a play). When hands and stock are empty the deal ends; the table goes to the last player's side.
//  * open4 (2 players): in every round a player's first 4 cards are face up, his 5th and 6th face
//    down at positions 1 and 2 (stable). With face-up cards he plays one of them; otherwise he turns
//    a face-down card up by position (`down1`/`down2`, not a play: the turn and the last player stay)
//    and must then play that card (`pending`), which may be a single forced move.
//  * Variants (off by default): free_trail lets a card that captures be trailed too (its trail
//    after its captures); same_rank_sums offers a card its sums beside its same-rank singles;
//    round_leader="last_player" has the seat that made a round's last play lead the next round;
//    leftover="last_capturer" gives the table left at the end to the side of the deal's last
//    capture (the last player's side if nobody captured; the state then keeps that seat, in the
//    notation as `capturer S`); after_hurricane="trail_only" drops the lay-out: the next seat
//    plays on as usual, which on the empty table is a trail.
//  * Match: if a side has >= target and the totals differ, the higher total wins; equal totals play
//    on; with max_deals > 0 the match ends after that many deals, equal totals drawing. `new_deal`
//    is a one-deal game (its winner: the higher deal total, or a draw).
//  * Seeding: new_deal(seed, dealer) deals shuffled(kDeck40, seed). new_match(seed) draws the first
//    dealer as Rng(seed).below(players) and deals deal k (k = 0, 1, ...) from
//    shuffled(kDeck40, deal_seed(seed, k)), dealer (first + k) % players.
//
// State layout: a trivially copyable value of ~100 bytes (masks, a 24-byte stock, counters): copy-
// make is the intended way to search it. legal_moves() and play() allocate nothing.
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
#include "pycards/spec.hpp"

namespace pycards::uragan {

struct Spec;
using Game = GameOf<Spec>;  // the game: rules + validated options (pycards/game.hpp)

// ---- values -------------------------------------------------------------------------------
/// Capture values by rank (2..7 face value, J=8, Q=9, K=10, A=1; 8 9 T are not in the deck).
inline constexpr captures::ValueTable kValues{{2, 3, 4, 5, 6, 7, 0, 0, 0, 8, 9, 10, 1}};
inline constexpr captures::ValueMasks kValueMasks{kValues};
/// Premiera value by rank (7=21, 6=18, A=16, 5=15, 4=14, 3=13, 2=12, K=10, Q=9, J=8).
inline constexpr std::array<std::uint8_t, kRanks> kPremieraValue{12, 13, 14, 15, 18, 21, 0, 0, 0, 8, 9, 10, 16};
inline constexpr Card kSevenOfHearts{kSeven, kHearts};

constexpr int value_of(Card c) { return kValues.of_rank[c.rank()]; }

// ---- moves --------------------------------------------------------------------------------
// Move id layout (stable):
//   bit 63      | 62 .......... 58 | 57 ............................ 6 | 5 ........ 0
//   down flag   | zero             | captured cards mask (card i -> 6+i) | played card index
// A trail has no capture bits. The open4 moves `down1`/`down2` are kDownFlag | 1 and kDownFlag | 2.
inline constexpr MoveId kDownFlag = MoveId{1} << 63;
inline constexpr MoveId kDown1 = kDownFlag | 1;
inline constexpr MoveId kDown2 = kDownFlag | 2;
constexpr MoveId capture_move(Card played, Mask captured) { return MoveId(played.index) | (captured << 6); }
constexpr Card played_card(MoveId id) { return Card(int(id & 63)); }
constexpr Mask captured_cards(MoveId id) { return (id >> 6) & kAllCardsMask; }

/// A proven bound on the legal moves of one position. A card of value v with no same-rank card
/// on the table has at most M(v) sum captures, M(v) = the number of subsets of {4 cards of each
/// value 1..v-1} adding up to v: M = 0 6 20 47 96 186 340 597 1020 1698 for v = 1..10 (a card with
/// same-rank table cards has at most 3 moves). A hand holds at most 9 cards, at most 4 per value,
/// so the most is 4*M(10) + 4*M(9) + M(8) = 11469 (tests/uragan/test_uragan.py recomputes it).
/// The variants add at most 4 per card: up to 3 same-rank singles beside the sums
/// (same_rank_sums) and a trail (free_trail).
inline constexpr int kMaxMoves = 4 * 1698 + 4 * 1020 + 597 + 9 * 4;

// ---- the state ----------------------------------------------------------------------------
inline constexpr int kMaxPlayers = 4;
/// Cards dealt to each hand per round: 6 with 2 players (three rounds), 9 with 4 (one round).
constexpr int hand_size(int players) { return players == 2 ? 6 : 9; }
inline constexpr int kStockMax = 24;

/// The five awards of a finished deal, per side, and the totals.
struct DealResult {
  std::array<std::uint8_t, 2> hurricanes{}, cards{}, hearts{}, seven_of_hearts{}, premiera{}, total{};
  std::array<std::uint8_t, 2> pile_size{}, heart_count{}, premiera_height{};
};

/// Scores a finished deal from the two piles and hurricane counts.
DealResult score_deal(Mask pile0, Mask pile1, int hurricanes0, int hurricanes1);
/// A side's highest premiera height (3 or 4 captured cards of one rank: count x value), 0 if none.
int premiera_height(Mask pile);
/// Seed of deal k of a match started with `seed` (see the header comment).
std::uint64_t deal_seed(std::uint64_t seed, std::uint32_t k);

/// Match outcome: kNoWinner (play on), side 0 or 1, or kDraw.
inline constexpr int kNoWinner = -1;
inline constexpr int kDraw = 2;

struct Config {
  std::uint8_t players = 2;
  bool open4 = false;
  bool match = false;          // false: new_deal(), a one-deal game
  std::uint16_t target = 15;
  std::uint32_t max_deals = 0;
  std::uint64_t seed = 0;      // match seed (deal k is shuffled with deal_seed(seed, k))
  // Published variants (off by default; docs/uragan.md "Variants"):
  bool free_trail = false;      // a card that could capture may still be trailed
  bool same_rank_sums = false;  // sums are offered beside a same-rank single
  bool last_player_leads = false;  // round_leader="last_player": the round's last player leads the next
  bool leftover_to_capturer = false;  // leftover="last_capturer": the table left at the end goes to him
  bool trail_only = false;            // after_hurricane="trail_only": no lay-out after a hurricane
  /// The seed texts' move rules: the random playouts count moves without building the list.
  bool seed_moves() const { return !free_trail && !same_rank_sums; }
  /// Every rule as the seed texts give it: the batch playouts' own fast path (FastDeal) knows no other.
  bool seed_rules() const { return seed_moves() && !last_player_leads && !leftover_to_capturer && !trail_only; }
  /// Same rules and match settings (the seed counts only in a match).
  bool operator==(const Config& o) const {
    return players == o.players && open4 == o.open4 && match == o.match && target == o.target &&
           max_deals == o.max_deals && (!match || seed == o.seed) && free_trail == o.free_trail &&
           same_rank_sums == o.same_rank_sums && last_player_leads == o.last_player_leads &&
           leftover_to_capturer == o.leftover_to_capturer && trail_only == o.trail_only;
  }
};

class State;
/// A full state consistent with everything `seat` has seen (make_view(s, seat)): the cards it
/// cannot see (the other hands, open4's face-down cards of both seats, the stock) dealt again
/// uniformly with the sizes kept, the stock in a uniformly random order (sample.cpp,
/// docs/uragan.md "Hidden information"). A function of the seat's view and the generator only.
State sample_world(const State& s, int seat, Rng& rng);

class State {
 public:
  // -- the game contract --
  int to_move() const { return to_move_; }
  bool is_over() const { return to_move_ < 0; }
  std::string_view phase() const { return to_move_ < 0 ? "over" : pending_ >= 0 ? "pending" : "play"; }
  int legal_moves(MoveId* out) const noexcept;
  /// Unchecked fast path: `id` must be legal. Lay-outs, new rounds, the end of the deal and the
  /// next deal of a match all happen inside.
  void play(MoveId id) noexcept;
  /// Plays uniformly random legal moves until is_over(); returns the number of moves played. One
  /// draw rng.below(k) per move over the k legal moves in a documented order (playouts.cpp, docs/
  /// uragan.md "Batch"); the move list is not built.
  int random_playout(Rng& rng) noexcept;
  std::string notation() const;
  bool operator==(const State& o) const;

  // -- what a solver or a binding needs --
  const Config& config() const { return cfg_; }
  int players() const { return cfg_.players; }
  int dealer() const { return dealer_; }
  int last_player() const { return last_; }
  /// leftover="last_capturer": the seat of the deal's last capture, -1 before any (always -1
  /// under the seed rule, which does not need it).
  int last_capturer() const { return capturer_; }
  CardSet hand(int seat) const { return CardSet(hands_[seat]); }
  CardSet table() const { return CardSet(table_); }
  CardSet pile(int side) const { return CardSet(piles_[side]); }
  int hurricanes(int side) const { return hurricanes_[side]; }
  int stock_size() const { return stock_end_ - stock_pos_; }
  Card stock_card(int i) const { return Card(stock_[stock_pos_ + i]); }
  /// open4: the face-down card at position 1 or 2 of `seat`, or -1 (none / turned up).
  int face_down(int seat, int position) const { return down_[seat][position - 1]; }
  CardSet face_down_set(int seat) const;
  /// open4: the card turned up by down1/down2 that the seat to move must play now, or -1.
  int pending() const { return pending_; }
  /// Is the current deal finished (hands, stock and table empty)? In a match only the last deal
  /// stays finished; otherwise the next deal starts at once.
  bool deal_over() const { return to_move_ < 0; }
  /// Breakdown of the current deal; meaningful once deal_over().
  DealResult deal_result() const { return score_deal(piles_[0], piles_[1], hurricanes_[0], hurricanes_[1]); }
  /// Point difference side0 - side1 of the current deal once deal_over().
  int deal_points(int side) const { return deal_result().total[side]; }
  int score(int side) const { return scores_[side]; }
  std::uint32_t deals_played() const { return deals_played_; }
  int winner() const { return winner_; }
  /// The result of the last finished deal of this state's history (not part of the position).
  bool has_last_result() const { return has_last_result_; }
  const DealResult& last_result() const { return last_result_; }

 private:
  friend struct Spec;
  friend struct fishing::Deals<Spec>;
  friend struct PlayoutWalker;
  friend State sample_world(const State& s, int seat, Rng& rng);
  void start_deal(const DeckOrder& order, int dealer) noexcept;
  void deal_round() noexcept;
  void advance(int start) noexcept;
  void turn_up(MoveId id) noexcept;
  int hurricane(int side, int next) noexcept;
  void end_deal() noexcept;
  int card_moves(Card c, Mask same_rank_hand, MoveId* out, captures::ValueGroups& groups, bool& grouped) const noexcept;
  int random_playout_listed(Rng& rng) noexcept;
  bool nothing_left() const {
    return stock_pos_ == stock_end_ && !(hands_[0] | hands_[1] | hands_[2] | hands_[3]);
  }

  std::array<Mask, kMaxPlayers> hands_{};   // every card a seat holds (open4: face-down included)
  Mask table_ = 0;
  std::array<Mask, 2> piles_{};
  std::array<std::uint8_t, kStockMax> stock_{};  // remaining stock = [stock_pos_, stock_end_)
  std::uint8_t stock_pos_ = 0, stock_end_ = 0;
  std::array<std::array<std::int8_t, 2>, 2> down_{{{-1, -1}, {-1, -1}}};  // open4 face-down cards
  std::int8_t pending_ = -1;
  std::array<std::uint8_t, 2> hurricanes_{};
  std::int8_t to_move_ = -1, last_ = -1, dealer_ = 0;
  std::int8_t capturer_ = -1;  // leftover="last_capturer" only
  std::int8_t winner_ = kNoWinner;
  std::array<std::int16_t, 2> scores_{};
  std::uint32_t deals_played_ = 0;
  Config cfg_{};
  // history, not part of the position (excluded from == and the notation)
  bool has_last_result_ = false;
  DealResult last_result_{};
};

static_assert(std::is_trivially_copyable_v<State>);

// Inline: the random playouts call it once per move. Rare parts (open4 turn-up, hurricane lay-out,
// next round, end of deal) are out of line in rules.cpp.
inline void State::play(MoveId id) noexcept {
  if (id & kDownFlag) {
    turn_up(id);
    return;
  }
  const int seat = to_move_, n = cfg_.players, side = seat & 1;
  const Mask card = Mask{1} << (id & 63);
  const Mask cap = captured_cards(id);
  hands_[seat] &= ~card;
  pending_ = -1;
  last_ = static_cast<std::int8_t>(seat);
  int next = seat + 1 == n ? 0 : seat + 1;
  // without a branch on trail / capture: a trail adds the card to the table, a capture takes
  const Mask took = cap ? Mask{0} - 1 : 0;  // all ones for a capture
  table_ = (table_ & ~cap) | (card & ~took);
  piles_[side] |= (cap | card) & took;
  if (cfg_.leftover_to_capturer && cap) capturer_ = static_cast<std::int8_t>(seat);
  if (!table_ && cap && !nothing_left()) next = hurricane(side, next);  // a hurricane: the next seat lays out
  if (hands_[next])
    to_move_ = static_cast<std::int8_t>(next);
  else
    advance(next);  // skips empty hands; next round or end of the deal
}

/// Rng seed offset of playouts(): deal i is played with Rng(seed + i + kPlayoutRngOffset).
inline constexpr std::uint64_t kPlayoutRngOffset = 0x9E3779B97F4A7C15ULL;
/// Random playouts of deals begin..end-1 of `game`: deal i = game.new_deal(seed + i, i % players)
/// played by random_playout() with Rng(seed + i + kPlayoutRngOffset). Writes per deal i the deal
/// totals points[2i..2i+1], hurricanes[2i..], cards (pile sizes) [2i..] and plays[i] (each output
/// may be null). With SSE4.1, hidden-hand deals take a fast path of their own (FastDeal in
/// playouts.cpp, two deals interleaved) with the same draws; the results do not depend on it.
void playouts(const Game& game, std::int64_t begin, std::int64_t end, std::uint64_t seed, std::uint8_t* points,
              std::uint8_t* hurricanes, std::uint8_t* cards, std::uint16_t* plays) noexcept;

/// The greedy rule (the C++ twin of pycards.bots.fishing_greedy, docs/bots.md): the move that
/// puts the most cards in the mover's side's pile now, then a capture that clears the table, then
/// the fewest and lowest cards laid; down1/down2 tie. Ties drawn with `rng` as best_of does; the
/// seat's view only (what a move takes depends on no hidden card). `s` must not be over.
MoveId greedy_move(const State& s, Rng& rng) noexcept;

/// What one seat may see (State::view): the other hands and the stock order hidden.
struct View {
  int seat = 0;
  int players = 2;
  int dealer = 0;
  int to_move = -1;
  int last_player = -1;
  bool tracks_capturer = false;                   // leftover="last_capturer"
  int last_capturer = -1;
  CardSet hand;                                   // the seat's own cards
  std::array<CardSet, kMaxPlayers> visible{};     // cards of each hand this seat can see
  std::array<int, kMaxPlayers> hand_sizes{};
  CardSet table;
  std::array<CardSet, 2> piles{};
  std::array<int, 2> hurricanes{};
  int stock_size = 0;
  CardSet unseen;                                 // cards this seat cannot see (others' hidden cards + stock)
  std::array<int, 2> scores{};
  int pending = -1;
  std::string notation() const;
};
View make_view(const State& s, int seat);

/// The game's Spec for the shell pycards::GameOf (game.hpp): its members are defined in
/// rules.cpp (options, new_deal, new_match, move text) and notation.cpp (position).
struct Spec {
  using State = uragan::State;
  using Config = uragan::Config;
  static constexpr std::string_view kName = "uragan";
  static constexpr int kMaxMoves = uragan::kMaxMoves;
  PYCARDS_SPEC_FUNCTIONS  // config_of throws OptionError on conflicting options
};

static_assert(IsGame<Game>);

}  // namespace pycards::uragan

namespace pycards {
struct Simulator;
}  // namespace pycards

namespace pycards::uragan {
/// pycards.simulate's row loop for this game (pycards/simulate.hpp; scores as state.scores()).
Simulator simulator(const Game& game);
}  // namespace pycards::uragan
