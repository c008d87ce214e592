// Три палки (tri_palki, "Three sticks") — rules (complete, with every ruling): docs/tri_palki.md,
// with the notation and the move ids.
//
// Rulings implemented:
//  * 36 cards; count values 6 7 8 face value, 9 = 0, 10 = -10, J 2, Q 3, K 4, A 11 (each suit
//    adds up to 31); suits play no part.
//  * 4 cards each, one at a time, non-dealer first; the 28 others are the stock (next card
//    first). The non-dealer plays first; turns alternate.
//  * A turn: play any card (its value is added to the count), then draw the top card of the
//    stock. More than 31 (exactly 31 is safe): the player takes a stick and the count goes back
//    to 0. floor_zero: a count below 0 becomes 0. The pile is not cleared on a reset.
//  * Recycling, when a player must draw from an empty stock: the card just played stays as the
//    pile, the rest of the pile turned over becomes the stock (the bottom card, the first played
//    on it, on top); recycle_shuffle: the new stock is shuffled by Rng(recycle_seed(seed, r)),
//    r = recyclings so far.
//  * The first player to take sticks_to_lose sticks loses at once (no draw after that card).
//    move_limit > 0: after that many cards played the game ends: a draw, or with
//    limit_result "fewer_sticks" the player with fewer sticks wins (equal: a draw).
//  * new_deal(seed, dealer): Rng(seed) shuffles the deck; new_match(seed): the dealer is
//    Rng(seed).below(2), then the same generator shuffles.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "pycards/cards.hpp"
#include "pycards/deck.hpp"
#include "pycards/game.hpp"
#include "pycards/spec.hpp"

namespace pycards::tri_palki {

struct Spec;
using Game = GameOf<Spec>;

inline constexpr int kHandSize = 4;
inline constexpr int kDeckSize = 36;
inline constexpr int kStockStart = kDeckSize - 2 * kHandSize;  // 28
inline constexpr int kMaxCount = 31;
inline constexpr int kMinCount = -80;  // the lowest count the notation accepts
inline constexpr int kMaxSticks = 20;
inline constexpr long long kMaxMoveLimit = 100'000;
inline constexpr std::uint64_t kRecycleSalt = 0x7E1'0A1C'1005'0003ULL;
inline constexpr int kDraw = 2;  // winner(): a draw

/// Count values by rank index (2..5 are not in the deck).
inline constexpr std::array<std::int8_t, kRanks> kValues = {0, 0, 0, 0, 6, 7, 8, 0, -10, 2, 3, 4, 11};
constexpr int value_of(Card c) { return kValues[c.rank()]; }

constexpr std::uint64_t recycle_seed(std::uint64_t seed, std::uint32_t r) { return derive_seed(seed, kRecycleSalt, r); }

enum class LimitResult : std::uint8_t { kDraw, kFewerSticks };

struct Config {
  bool floor_zero = false;
  bool recycle_shuffle = false;
  int sticks_to_lose = 3;
  int move_limit = 0;
  LimitResult limit_result = LimitResult::kDraw;
};

/// A card sequence of at most 36 (the stock, next card first; the pile, bottom first).
struct Pile {
  std::array<Card, kDeckSize> cards{};
  std::uint8_t size = 0;
  Card operator[](int i) const { return cards[i]; }
  void push(Card c) { cards[size++] = c; }
  bool operator==(const Pile& o) const;
};

class State {
 public:
  int to_move() const { return over_ ? kNoSeat : to_move_; }
  bool is_over() const { return over_; }
  std::string_view phase() const { return over_ ? "over" : "play"; }
  /// The cards in the hand of the seat to move (ids: card indices); allocation-free.
  int legal_moves(MoveId* out) const {
    if (over_) return 0;
    int n = 0;
    for (Card c : hands_[to_move_]) out[n++] = c.index;
    return n;
  }
  void play(MoveId id);
  std::string notation() const;
  bool operator==(const State& o) const;

  const Config& config() const { return cfg_; }
  CardSet hand(int seat) const { return hands_[seat]; }
  /// Cards of `seat`'s hand whose place both seats know: drawn from a recycled stock whose order
  /// was public (recycle_shuffle off), or held since the last recycling (recycle_shuffle on: the
  /// stock was empty then, so both hands were known).
  CardSet known(int seat) const { return known_[seat]; }
  int stock_size() const { return stock_.size - stock_pos_; }
  Card stock_card(int i) const { return stock_[stock_pos_ + i]; }
  /// The stock's order is public (it is a recycled, unshuffled pile).
  bool stock_public() const { return recycles_ > 0 && !cfg_.recycle_shuffle; }
  const Pile& pile() const { return pile_; }
  int count() const { return count_; }
  int sticks(int seat) const { return sticks_[seat]; }
  int dealer() const { return dealer_; }
  int cards_played() const { return played_; }
  int recycles() const { return recycles_; }
  std::uint64_t seed() const { return seed_; }
  /// The winning seat, kDraw, or kNoSeat while the game goes on.
  int winner() const { return winner_; }
  /// Why the game ended: "sticks", "move_limit" (or "" while it goes on).
  std::string_view end_reason() const { return !over_ ? "" : limit_end_ ? "move_limit" : "sticks"; }

 private:
  friend struct Spec;
  friend State sample_world(const State& s, int seat, Rng& rng);
  void draw_card(int seat);

  Config cfg_;
  std::uint64_t seed_ = 0;
  std::array<CardSet, 2> hands_{};
  std::array<CardSet, 2> known_{};
  Pile stock_;          // cards [stock_pos_, size) are the stock, next card first
  int stock_pos_ = 0;
  Pile pile_;           // bottom first; the last card is the top
  int count_ = 0;
  std::array<int, 2> sticks_{};
  int to_move_ = 0;
  int dealer_ = 0;
  int played_ = 0;
  int recycles_ = 0;
  bool over_ = false;
  bool limit_end_ = false;
  int winner_ = kNoSeat;
};

/// The greedy rule (the C++ twin of pycards.tri_palki.greedy_rule, docs/bots.md): a card that
/// keeps the count at 31 or less, the one that takes it highest; when every card gives a stick,
/// the highest card. Reads the count and the seat's hand; ties drawn with `rng` as best_of does.
/// `s` must not be over.
MoveId greedy_move(const State& s, Rng& rng) noexcept;

struct Spec {
  using State = tri_palki::State;
  using Config = tri_palki::Config;
  static constexpr std::string_view kName = "tri_palki";
  static constexpr int kMaxMoves = kHandSize;
  PYCARDS_SPEC_FUNCTIONS
  /// The state right after dealing `deck` (top card first): 4 cards each, non-dealer first.
  static State dealt(const Config& cfg, std::uint64_t seed, int dealer, const DeckOrder& deck);
};

static_assert(IsGame<Game>);

/// A full state consistent with everything `seat` has seen (docs/tri_palki.md, "Hidden
/// information"): its hand, the pile, the other hand's known cards and a public stock stay; the
/// other cards are dealt again uniformly between the other hand and the stock (shuffled), and the
/// seed of later recycle shuffles is drawn anew. A function of the seat's view and `rng` only.
State sample_world(const State& s, int seat, Rng& rng);

/// The bound of the rules' termination proof: (2k - 1) * 84 cards with sticks_to_lose = k.
constexpr int card_bound(int sticks_to_lose) { return (2 * sticks_to_lose - 1) * 84; }

/// Random games [begin, end) for the batch entry point: game i is new_deal(seed + i, i % 2) of
/// `game`, each move the hand's card number Rng(seed + i + 0x9E3779B97F4A7C15).below(k) in index
/// order. Writes per game the sticks per seat (2 bytes), the winner (0, 1, 2 = draw) and the
/// cards played; any output may be null. Allocation-free.
void random_games(const Game& game, std::int64_t begin, std::int64_t end, std::uint64_t seed, std::uint8_t* sticks,
                  std::uint8_t* winner, std::uint16_t* played) noexcept;

}  // namespace pycards::tri_palki

namespace pycards {
struct Simulator;
}  // namespace pycards

namespace pycards::tri_palki {
/// pycards.simulate's row loop for this game (pycards/simulate.hpp; scores as state.scores()).
Simulator simulator(const Game& game);
}  // namespace pycards::tri_palki
