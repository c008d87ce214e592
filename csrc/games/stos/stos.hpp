// Стос (stos; a prison form of Stoss / Faro) — rules (complete, with every ruling): docs/stos.md,
// with the notation and the move ids.
//
// Rulings implemented:
//  * Two 32-card decks, one per seat. The dealer draw: each seat turns up the top card of its own
//    shuffled deck (seat 0's deck is shuffled first); suits do not count; on equal ranks both turn
//    up their next cards until the ranks differ (all 32 equal: both decks are shuffled again and
//    the draw starts over). dealer_rule "molodka": the lower card deals; "starshiy": the higher.
//    The cards go back and both decks are reshuffled (seat 0's first); cuts change nothing.
//  * The punter (the non-dealer) hides any card of his own deck: 32 moves, the move id is the
//    card's index. The dealer turns up his deck from the bottom: odd cards fall on the dealer's
//    side, even cards on the punter's. The first card of the hidden card's rank catches: the side
//    it fell on wins; same suit pays 1 (цветная), same colour 2/3 (полуцветная), other colour 1/3
//    (простая) of the stake. Amounts are kept in thirds of the stake.
//  * coups coups, each independent; redraw_each_coup: a fresh draw per coup (else the first
//    coup's dealer deals every coup). Coup k of new_match(seed) draws from Rng(coup_seed(seed, k));
//    new_deal(seed, dealer) is one coup without a draw, shuffled by Rng(seed).
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "pycards/cards.hpp"
#include "pycards/deck.hpp"
#include "pycards/game.hpp"
#include "pycards/spec.hpp"

namespace pycards::stos {

struct Spec;
using Game = GameOf<Spec>;

inline constexpr int kDeckSize = 32;
inline constexpr long long kMaxStake = 1'000'000'000;
inline constexpr int kMaxCoups = 100'000;
inline constexpr std::uint64_t kCoupSalt = 0x5705'C0FF'EE11'0001ULL;

/// Seed of coup k of new_match(seed).
constexpr std::uint64_t coup_seed(std::uint64_t seed, std::uint32_t k) { return derive_seed(seed, kCoupSalt, k); }

enum class DealerRule : std::uint8_t { kMolodka, kStarshiy };

/// The catch's kind and its worth in thirds of the stake.
enum class Kind : std::uint8_t { kTsvetnaya = 3, kPolutsvetnaya = 2, kProstaya = 1 };
constexpr bool is_red(Suit s) { return s == kDiamonds || s == kHearts; }
constexpr Kind kind_of(Card hidden, Card caught) {
  if (hidden.suit() == caught.suit()) return Kind::kTsvetnaya;
  return is_red(hidden.suit()) == is_red(caught.suit()) ? Kind::kPolutsvetnaya : Kind::kProstaya;
}
std::string_view to_string(Kind k);

struct Config {
  long long stake = 3;
  DealerRule rule = DealerRule::kMolodka;
  int coups = 1;
  bool redraw = true;
};

/// One draw for the dealer: the pairs turned up (seat 0's card, seat 1's card), the last differs.
struct Draw {
  std::array<std::array<Card, 2>, kDeckSize> pairs{};
  std::uint8_t size = 0;  // 0: no draw this coup
  bool operator==(const Draw& o) const;
};

/// The seat that deals after `d` (the last pair decides), by the rule.
int drawn_dealer(const Draw& d, DealerRule rule);

/// A finished coup: what deal_result() reports.
struct CoupResult {
  int coup = 0, dealer = 0, punter = 1;
  Draw draw;
  Card hidden{}, caught{};
  int position = 0;  // 1-based position of the catching card in the deal
  int winner = 0;
  Kind kind = Kind::kProstaya;
  DeckOrder dealt;   // the cards turned up, in order, the catching card last
};

/// The outcome of hiding `hidden` against the dealer's deck `deck` (bottom card first):
/// position (1-based) of the first card of its rank, 0 when the deck holds none.
int catch_position(const DeckOrder& deck, int from, Card hidden);

class State {
 public:
  int to_move() const { return over_ ? kNoSeat : 1 - dealer_; }
  bool is_over() const { return over_; }
  std::string_view phase() const { return over_ ? "over" : "hide"; }
  /// The 32 cards of the punter's deck, as card indices (allocation-free).
  int legal_moves(MoveId* out) const;
  /// Hides the card, deals to the catch, settles, and sets up the next coup (or ends the game).
  void play(MoveId id);
  std::string notation() const;
  bool operator==(const State& o) const;

  const Config& config() const { return cfg_; }
  int dealer() const { return dealer_; }
  int punter() const { return 1 - dealer_; }
  /// Coups finished (the current coup's index while not over).
  int coup() const { return coup_; }
  int coups() const { return single_ ? 1 : cfg_.coups; }
  bool single() const { return single_; }
  std::uint64_t seed() const { return seed_; }
  /// Balance of `seat` in thirds of the stake.
  long long balance(int seat) const { return balance_[seat]; }
  const Draw& draw() const { return draw_; }
  /// The dealer's deck, bottom card (next to be dealt) first; empty once the game is over.
  const DeckOrder& deck() const { return deck_; }
  bool has_result() const { return has_result_; }
  const CoupResult& result() const { return result_; }

 private:
  friend struct Spec;
  friend State sample_world(const State& s, int seat, Rng& rng);
  void setup_coup();  // the draw (if any) and the shuffles of coup `coup_` of a match

  Config cfg_;
  std::uint64_t seed_ = 0;
  bool single_ = false;
  bool over_ = false;
  int coup_ = 0;
  int dealer_ = 0;
  std::array<long long, 2> balance_{};
  Draw draw_;
  DeckOrder deck_;
  // history (not part of the position)
  bool has_result_ = false;
  CoupResult result_;
};

/// The greedy rule (the C++ twin of pycards.stos.greedy_rule, docs/bots.md): a card drawn
/// uniformly (every hidden card has the same expectation), one draw with `rng` as best_of does.
/// `s` must not be over.
MoveId greedy_move(const State& s, Rng& rng) noexcept;

struct Spec {
  using State = stos::State;
  using Config = stos::Config;
  static constexpr std::string_view kName = "stos";
  static constexpr int kMaxMoves = kDeckSize;
  PYCARDS_SPEC_FUNCTIONS
};

static_assert(IsGame<Game>);

/// A full state consistent with everything `seat` has seen (docs/stos.md, "Hidden information"):
/// the dealer's deck (the 32 cards while a coup is to be played) in a fresh uniform order, and the
/// seed of the coups to come drawn anew; the draw, the dealer and the balances stay. A function
/// of the seat's view and `rng` only.
State sample_world(const State& s, int seat, Rng& rng);

/// The dealer's exact expected gain, in units of the stake, for hiding `hidden` against a
/// uniformly random order of the dealer's deck `deck`: numerator and denominator (reduced,
/// denominator > 0). Throws OptionError when `deck` holds no card of the hidden rank.
std::pair<long long, long long> expected_gain(Card hidden, CardSet deck);

}  // namespace pycards::stos

namespace pycards {
struct SolveOptions;
struct SolveReport;
/// The known-order solver (solve.cpp; docs/stos.md "Solver"): values in thirds of the stake.
SolveReport solve(const stos::State& state, const SolveOptions& options);
}  // namespace pycards

namespace pycards::stos {
/// Random coups [begin, end) for the batch entry point: coup i is new_deal(seed + i, i % 2) of
/// the default game, the hidden card kDeck32's card number Rng(seed + i + kHideSalt).below(32).
/// Writes the dealer's gain in thirds (signed), the catch's position and the hidden card index;
/// any output may be null. Allocation-free.
inline constexpr std::uint64_t kHideSalt = 0x9E3779B97F4A7C15ULL;
void random_coups(std::int64_t begin, std::int64_t end, std::uint64_t seed, std::int8_t* dealer_gain,
                  std::uint8_t* position, std::uint8_t* hidden) noexcept;
}  // namespace pycards::stos

namespace pycards {
struct Simulator;
}  // namespace pycards

namespace pycards::stos {
/// pycards.simulate's row loop for this game (pycards/simulate.hpp; scores as state.scores()).
Simulator simulator(const Game& game);
}  // namespace pycards::stos
