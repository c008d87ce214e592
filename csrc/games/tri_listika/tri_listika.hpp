// Три листика (Свара, tri_listika): four players, three cards each, take three tricks to take the
// pot. Rules (complete, with every ruling), the notation and the move ids: docs/tri_listika.md.
//
// Rulings implemented:
//  * 32 cards, 7 < 8 < 9 < 10 < J < Q < K < A; points A 11, K 4, Q 3, J 2, 10 10, 9 9, 8 8, 7 7.
//  * Seats clockwise; D dealer, L = D+1 leads, O = D+2 and R = D+3 declare (O first). Every deal
//    each seat puts `ante` into the pot (balances may go negative); 3 cards each, one at a time
//    from L; the next card is turned (its suit is trump) and stays out of play; the rest is the
//    stock, top card first.
//  * Хлюст (three cards of a suit) in a dealt hand wins the pot without play; trump хлюст beats
//    plain, then the higher point total, then the first seat clockwise from L. A trump хлюст also
//    collects from each other seat the points of one of its cards, drawn blind (seeded) or chosen
//    (`take:<card>`), drawers clockwise from the holder's left.
//  * O and R: play, pass (hand thrown in face down) or exchange 1..3 cards from the stock top.
//    D and L play (with forced_may_exchange they may exchange too; the order is then L, O, R, D).
//  * Follow suit; void: one card face down (`down:<card>`), which never wins. trumps_in_play: a
//    void player holding a trump plays one face up, the highest trump wins. Winner leads.
//  * 3 tricks take the pot; otherwise it carries over and a 2-trick seat gets one share from each
//    playing seat with no trick (or once from the pot, share_from = "pot").
//
// legal_moves() and play() allocate nothing; the state is a trivially copyable value.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>

#include "pycards/cards.hpp"
#include "pycards/deck.hpp"
#include "pycards/game.hpp"
#include "pycards/rng.hpp"
#include "pycards/tricks.hpp"
#include "pycards/spec.hpp"

namespace pycards::tri_listika {

struct Spec;
using Game = GameOf<Spec>;

inline constexpr int kPlayers = 4;
inline constexpr int kHand = 3;
inline constexpr int kStockSize = 32 - 4 * kHand - 1;  // 19 after the deal and the turned card

//                                   2  3  4  5  6  7  8  9  T   J  Q  K  A
inline constexpr tricks::RankTable kRanks{{0, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8},
                                          {0, 0, 0, 0, 0, 7, 8, 9, 10, 2, 3, 4, 11}};
constexpr int points_of(Card c) { return kRanks.points[c.rank()]; }
/// A хлюст: a full hand of one suit.
constexpr bool is_khlyust(Mask hand) {
  return popcount(hand) == kHand && (hand & suit_mask(Card(lowest_index(hand)).suit())) == hand;
}

// ---- moves --------------------------------------------------------------------------------
// Move ids (stable):
//   0..51          play that card face up
//   64 + card      down:<card>, the card face down (охлупка)
//   128 + card     take:<card>, the trump-хлюст draw by choice
//   200 / 201      play / pass
//   2^63 | mask    exchange:<cards>, the discarded cards (card i -> bit i)
inline constexpr MoveId kDownBase = 64, kTakeBase = 128, kPlayMove = 200, kPassMove = 201;
inline constexpr MoveId kExchangeFlag = MoveId{1} << 63;
constexpr MoveId card_move(Card c) { return c.index; }
constexpr MoveId down_move(Card c) { return kDownBase + c.index; }
constexpr MoveId take_move(Card c) { return kTakeBase + c.index; }
constexpr MoveId exchange_move(Mask cards) { return kExchangeFlag | cards; }

/// A proven bound: a declaration is play, pass or one of the 7 non-empty subsets of 3 cards.
inline constexpr int kMaxMoves = 9;

enum Phase : std::uint8_t { kDeclare, kDraw, kPlay, kOver };
/// A seat's declaration: not yet made, play (D and L by default), pass, or exchange then play.
enum Decl : std::uint8_t { kUndecided, kPlays, kPasses, kExchanges };

struct Config {
  std::int32_t ante = 1;
  std::int32_t share = 0;          // the option: 0 = the ante
  std::int64_t share_units() const { return share ? share : ante; }
  bool share_from_pot = false;     // share_from = "pot"
  bool draw_choice = false;        // khlyust_draw = "choice"
  bool exchange_khlyust = false;
  bool forced_may_exchange = false;
  bool trumps_in_play = false;
  bool final_split = false;        // final_pot = "split"
  std::uint32_t deals = 4;
  bool match = false;              // false: new_deal(), a one-deal game
  std::uint64_t seed = 0;          // match seed
};

/// The settlement of a finished deal per seat (money in whole units; the final split of an
/// unclaimed pot is reported by the state, not here).
struct DealResult {
  std::int64_t pot = 0;                 // the pot of the deal, antes included
  std::array<std::int8_t, 4> tricks{};  // tricks per seat (0 in a хлюст deal)
  std::array<std::int8_t, 4> decl{};    // Decl per seat
  int khlyust = -1;                     // seat that won by хлюст, or -1
  bool trump_khlyust = false;
  std::array<std::int8_t, 4> drawn{};   // card index each drawer drew (-1: none)
  int pot_winner = -1;                  // seat that took the pot, or -1 (carried over)
  std::array<std::int64_t, 4> ante{};   // -ante each
  std::array<std::int64_t, 4> pot_won{};
  std::array<std::int64_t, 4> khlyust_pay{};  // trump-хлюст payments (+ holder, - drawers)
  std::array<std::int64_t, 4> shares{};       // 2-trick shares (+ receiver, - losers)
  std::array<std::int64_t, 4> net{};
  std::int64_t carried = 0;             // what stays in the pot for the next deal
};

std::uint64_t deal_seed(std::uint64_t seed, std::uint32_t k);
/// Seed of the blind trump-хлюст draw of the deal shuffled from `seed`.
std::uint64_t draw_seed(std::uint64_t deal_seed);

class State {
 public:
  int to_move() const { return phase_ == kOver ? kNoSeat : to_move_; }
  bool is_over() const { return phase_ == kOver; }
  std::string_view phase() const;
  Phase phase_id() const { return Phase(phase_); }
  int legal_moves(MoveId* out) const noexcept;
  /// Unchecked: `id` must be legal. Declarations, the хлюст check after exchanges, tricks, the
  /// settlement and the next deal of a match happen inside.
  void play(MoveId id) noexcept;
  /// legal_moves()[rng.below(k)] without listing the moves (the k-th move of the phase's mask).
  MoveId random_move(Rng& rng) const noexcept;
  std::string notation() const;
  bool operator==(const State& o) const;

  const Config& config() const { return cfg_; }
  int dealer() const { return dealer_; }
  Card turned() const { return Card(turned_); }
  int trump() const { return Card(turned_).suit(); }
  CardSet hand(int seat) const { return CardSet(hands_[seat]); }
  CardSet thrown(int seat) const { return CardSet(thrown_[seat]); }
  CardSet won(int seat) const { return CardSet(won_[seat]); }
  /// Cards `seat` played face down to the finished tricks of this deal.
  CardSet face_down(int seat) const { return CardSet(down_[seat]); }
  int stock_size() const { return stock_end_ - stock_pos_; }
  Card stock_card(int i) const { return Card(stock_[stock_pos_ + i]); }
  Decl decl(int seat) const { return Decl(decl_[seat]); }
  int tricks_won(int seat) const { return tricks_[seat]; }
  int tricks_played() const { return tricks_[0] + tricks_[1] + tricks_[2] + tricks_[3]; }
  int trick_size() const { return trick_n_; }
  Card trick_card(int i) const { return Card(trick_[i]); }
  bool trick_down(int i) const { return (trick_down_ >> i) & 1u; }
  int trick_seat(int i) const;
  int leader() const { return leader_; }
  /// The finished tricks of this deal (tricks_played() of them): trick k's leader, its cards in
  /// play order (one per playing player) and which of them went face down (bit i: card i).
  int history_leader(int k) const { return hist_leader_[k]; }
  int history_size() const;
  Card history_card(int k, int i) const { return Card(hist_[k][i]); }
  bool history_down(int k, int i) const { return (hist_down_[k] >> i) & 1u; }
  int history_seat(int k, int i) const;
  int khlyust() const { return khlyust_; }
  bool trump_khlyust() const { return trump_khlyust_; }
  int drawn(int seat) const { return drawn_[seat]; }
  CardSet draw_left() const;
  std::int64_t pot() const { return pot_; }
  std::int64_t money(int seat) const { return money_[seat]; }
  std::uint32_t deals_played() const { return deals_played_; }
  /// The settlement of the finished deal (the state must be over).
  DealResult deal_result() const;
  /// Balance of `seat`: money, plus the settlement of the last deal once the game is over.
  std::int64_t balance(int seat) const;
  /// The pot left unclaimed at the end of the game (0 while it goes on).
  std::int64_t unclaimed() const;
  bool has_last_result() const { return has_last_result_; }
  const DealResult& last_result() const { return last_result_; }
  bool playing(int seat) const { return decl_[seat] == kPlays || decl_[seat] == kExchanges; }
  int next_declarer() const;

 private:
  friend struct Spec;
  friend State sample_world(const State&, int, Rng&);
  friend void playouts(const Game&, std::int64_t, std::int64_t, std::uint64_t, std::int64_t*, std::int8_t*,
                       std::uint16_t*) noexcept;
  /// This state becomes new_deal(cfg, seed, dealer) dealt from `order` (= shuffled(kDeck32, seed)).
  void begin_one_deal(const Config& cfg, const DeckOrder& order, std::uint64_t seed, int dealer) noexcept;
  void start_deal(const DeckOrder& order, std::uint64_t draw_seed, int dealer) noexcept;
  void after_declarations() noexcept;
  /// The хлюст check over the seats of `candidates` (4-bit mask); true when one wins.
  bool khlyust_check(unsigned candidates) noexcept;
  void blind_draw() noexcept;
  void end_deal() noexcept;
  int next_player(int seat) const;

  std::array<Mask, 4> hands_{};
  std::array<Mask, 4> thrown_{};   // exchange discards and passed hands, face down
  std::array<Mask, 4> won_{};      // cards of the tricks each seat won
  std::array<Mask, 4> down_{};     // cards each seat played face down to finished tricks
  std::array<std::uint8_t, kStockSize> stock_{};  // remaining stock = [stock_pos_, stock_end_)
  std::uint8_t stock_pos_ = 0, stock_end_ = 0;
  std::uint8_t turned_ = 0;
  std::uint8_t phase_ = kOver;
  std::int8_t to_move_ = -1, dealer_ = 0, leader_ = -1;
  std::array<std::uint8_t, 4> decl_{};
  std::array<std::int8_t, 4> tricks_{};
  std::array<std::uint8_t, 4> trick_{};
  std::uint8_t trick_n_ = 0, trick_down_ = 0;
  // the finished tricks, in order
  std::array<std::array<std::uint8_t, 4>, kHand> hist_{};
  std::array<std::int8_t, kHand> hist_leader_{};
  std::array<std::uint8_t, kHand> hist_down_{};
  std::int8_t khlyust_ = -1;
  bool trump_khlyust_ = false;
  std::array<std::int8_t, 4> drawn_{-1, -1, -1, -1};
  std::uint64_t draw_seed_ = 0;
  std::int64_t pot_ = 0;
  std::array<std::int64_t, 4> money_{};
  std::uint32_t deals_played_ = 0;
  Config cfg_{};
  // history, not part of the position
  bool has_last_result_ = false;
  DealResult last_result_{};
};

static_assert(std::is_trivially_copyable_v<State>);

/// Rng seed offset of playouts(): deal i is played with Rng(seed + i + kPlayoutRngOffset).
inline constexpr std::uint64_t kPlayoutRngOffset = 0x9E3779B97F4A7C15ULL;
/// Random playouts of deals begin..end-1: deal i = game.new_deal(seed + i, i % 4), each move
/// legal_moves()[Rng(seed + i + kPlayoutRngOffset).below(k)]. Writes per deal the net money of
/// each seat (net[4j..4j+3]), the seat that took the pot (-1: carried over) and the moves played.
void playouts(const Game& game, std::int64_t begin, std::int64_t end, std::uint64_t seed, std::int64_t* net,
              std::int8_t* pot_winner, std::uint16_t* plays) noexcept;

/// What one seat may see: the other hands, the stock, the thrown-in cards of the others and every
/// card another seat played face down stay hidden.
/// The greedy rule (the C++ twin of pycards.tri_listika.greedy_rule, docs/bots.md), from the
/// seat's view only: declare `play` with an ace, else exchange the cards below a king when holding
/// one, else `pass`; at a choice draw take the card with the fewest points; in a trick win it with
/// the cheapest face-up card that wins, else give the lowest card; lead the highest card. Ties
/// drawn with `rng` as best_of does (no draw where one move is named). `s` must not be over.
MoveId greedy_move(const State& s, Rng& rng) noexcept;

struct View {
  int seat = 0;
  std::string text;
  CardSet seen;  // every card this seat has seen
};
View make_view(const State& s, int seat);
/// The finished tricks as the notation writes them ('-' or '<leader> <cards>' per trick, ' / '-
/// joined, a face-down card as down:<card>); with seat >= 0 the face-down cards of the other
/// seats as down:? (what that seat saw).
std::string history_text(const State& s, int seat = -1);

/// A world for `seat`: a state that agrees with everything `seat` has seen, the cards it has not
/// seen dealt again uniformly among the deals consistent with it (docs/tri_listika.md, "Hidden
/// information").
State sample_world(const State& s, int seat, Rng& rng);

struct Spec {
  using State = tri_listika::State;
  using Config = tri_listika::Config;
  static constexpr std::string_view kName = "tri_listika";
  static constexpr int kMaxMoves = tri_listika::kMaxMoves;
  PYCARDS_SPEC_FUNCTIONS
};

static_assert(IsGame<Game>);

}  // namespace pycards::tri_listika

namespace pycards {
struct Simulator;
}  // namespace pycards

namespace pycards::tri_listika {
/// pycards.simulate's row loop for this game (pycards/simulate.hpp; scores as state.scores()).
Simulator simulator(const Game& game);
}  // namespace pycards::tri_listika
