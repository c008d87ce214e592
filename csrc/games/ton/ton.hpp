// Тон (ton): 2 to 6 players, 5 cards each from 36, a prikup of 4, the duty to beat; 1 point a trick,
// the first to `target` points takes the pot. Rules (complete, with every ruling), the notation and
// the move ids: docs/ton.md.
//
// Rulings implemented:
//  * 6 < 7 < ... < K < A in every suit. Seats clockwise; L = dealer + 1. 5 cards each one at a time
//    from L, then the prikup (4 cards, kept in dealt order), then the turned card (its suit is
//    trump; it stays beside the stock), the rest is the face-down stock.
//  * Trump pick: L holding no trump may take one trump of the stock (`pick:<card>`; the turned card
//    too with trump_pick_includes_turned) and the prikup; his 5 old cards are discarded.
//    Declining it (`nopick`) is public and kept for the deal (nopick_): L was dealt no trump.
//  * Buying clockwise from L, the dealer excluded: `buy:<kept card>` or `refuse` (turns the next
//    prikup card face up). No buyer: L must play and leads (no_buyer = play) or a redeal.
//  * The buyer (or forced L) and every seat with must_play_score points play; the others play or
//    drop (others = choose) or sit out (others = sit_out). A lone player takes the 5 tricks.
//  * The duty to beat: tricks::beat_mask (beat_rule, must_overtrump).
//  * Penalty: a player who played, took no trick and has penalty_score points pays the pot as it
//    stood before this deal's penalties (or penalty_fixed); with sit_out and penalise_non_players,
//    a seat that sat out too.
//  * The first to reach `target` (by trick order) takes the pot after the deal (or at once with
//    stop_at_target); max_deals: the highest score takes the pot, equal highest share it.
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

namespace pycards::ton {

struct Spec;
using Game = GameOf<Spec>;

inline constexpr int kMaxPlayers = 6;
inline constexpr int kHand = 5;
inline constexpr int kPrikup = 4;
inline constexpr int kTricks = 5;

//                                   2  3  4  5  6  7  8  9  T  J  Q  K  A
inline constexpr tricks::RankTable kRanks{{0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, {}};

// ---- moves --------------------------------------------------------------------------------
// Move ids (stable):
//   0..51          play that card
//   64 + card      buy:<card>, the kept card
//   128 + card     pick:<card>, the trump taken from the stock
//   200 refuse, 201 nopick, 202 play, 203 drop
inline constexpr MoveId kBuyBase = 64, kPickBase = 128, kRefuse = 200, kNoPick = 201, kPlayMove = 202,
                        kDropMove = 203;
constexpr MoveId card_move(Card c) { return c.index; }
constexpr MoveId buy_move(Card c) { return kBuyBase + c.index; }
constexpr MoveId pick_move(Card c) { return kPickBase + c.index; }

/// A proven bound: 9 trumps at most in a pick, plus nopick; 5 buys plus refuse; 5 cards.
inline constexpr int kMaxMoves = 10;

enum Phase : std::uint8_t { kPick, kBuy, kDecide, kPlay, kOver };
/// A seat's part in the deal: not decided yet, plays, dropped, sits out.
enum Status : std::uint8_t { kUndecided, kPlays, kDrops, kSitsOut };

struct Config {
  int players = 4;
  std::int32_t ante = 10;
  bool ante_every_deal = false;
  bool pick_turned = false;        // trump_pick_includes_turned
  bool redeal = false;             // no_buyer = redeal
  int must_play_score = 13;
  bool sit_out = false;            // others = sit_out
  bool penalise_non_players = true;
  tricks::BeatRule beat_rule = tricks::BeatRule::kWinningCard;
  bool must_overtrump = false;
  int penalty_score = 10;
  bool penalty_fixed = false;      // penalty = fixed
  std::int32_t penalty_fixed_units = 0;  // 0 = the ante
  std::int64_t fixed_units() const { return penalty_fixed_units ? penalty_fixed_units : ante; }
  int target = 15;
  bool stop_at_target = false;
  std::uint32_t max_deals = 0;
  bool match = false;              // false: new_deal(), a one-deal game
  std::uint64_t seed = 0;
};

/// The settlement of a finished deal. The pot goes to `winners` (bit mask; several only at a
/// max_deals draw, sharing it equally: pot_share = the pot / their number, as num / winners).
struct DealResult {
  bool redeal = false;
  std::int64_t pot = 0;                          // the pot before this deal's penalties
  std::array<std::int8_t, kMaxPlayers> tricks{};
  std::array<std::int8_t, kMaxPlayers> status{};
  std::array<std::int16_t, kMaxPlayers> scores{};  // after the deal
  std::array<std::int64_t, kMaxPlayers> ante{};    // -ante paid for this deal (0 or -ante)
  std::array<std::int64_t, kMaxPlayers> penalty{}; // -the penalty paid
  int target_seat = -1, target_trick = 0;          // who reached the target, in which trick (1..5)
  unsigned winners = 0;                            // seats taking the pot (0: the game goes on)
  std::int64_t pot_after = 0;                      // the pot after the penalties (what the winners share)
  bool game_over = false;
};

std::uint64_t deal_seed(std::uint64_t seed, std::uint32_t k);

class State {
 public:
  int to_move() const { return phase_ == kOver ? kNoSeat : to_move_; }
  bool is_over() const { return phase_ == kOver; }
  std::string_view phase() const;
  Phase phase_id() const { return Phase(phase_); }
  int legal_moves(MoveId* out) const noexcept;
  /// Unchecked: `id` must be legal.
  void play(MoveId id) noexcept;
  /// legal_moves()[rng.below(k)] without listing the moves (the k-th move of the phase's mask).
  MoveId random_move(Rng& rng) const noexcept;
  std::string notation() const;
  bool operator==(const State& o) const;

  const Config& config() const { return cfg_; }
  int players() const { return cfg_.players; }
  int dealer() const { return dealer_; }
  Card turned() const { return Card(turned_); }
  bool turned_picked() const { return picked_ == turned_ && picked_ >= 0; }
  int trump() const { return Card(turned_).suit(); }
  CardSet hand(int seat) const { return CardSet(hands_[seat]); }
  CardSet thrown(int seat) const { return CardSet(thrown_[seat]); }
  CardSet won(int seat) const { return CardSet(won_[seat]); }
  CardSet stock() const { return CardSet(stock_); }
  /// The prikup cards still in the prikup (none once taken), in dealt order.
  int prikup_size() const { return prikup_taken_ ? 0 : kPrikup; }
  Card prikup_card(int i) const { return Card(prikup_[i]); }
  int prikup_up() const { return up_; }
  bool prikup_taken() const { return prikup_taken_; }
  int buyer() const { return buyer_; }
  int picked() const { return picked_; }
  /// Did the dealer's left decline the trump pick (`nopick`) this deal? Public: every seat saw it.
  bool nopick() const { return nopick_; }
  bool redealt() const { return redealt_; }
  Status status(int seat) const { return Status(status_[seat]); }
  bool playing(int seat) const { return status_[seat] == kPlays; }
  int tricks_won(int seat) const { return tricks_[seat]; }
  int tricks_played() const;
  int trick_size() const { return trick_n_; }
  Card trick_card(int i) const { return Card(trick_[i]); }
  int trick_seat(int i) const;
  int leader() const { return leader_; }
  /// The finished tricks of this deal (tricks_played() of them): trick k's leader and its cards in
  /// play order (history_size(k) cards: the playing players, 1 for a lone player's tricks).
  int history_leader(int k) const { return hist_leader_[k]; }
  int history_size() const;
  Card history_card(int k, int i) const { return Card(hist_[k][i]); }
  /// The seat that played card i of finished trick k.
  int history_seat(int k, int i) const;
  /// Score before this deal / including this deal's tricks.
  int score_before(int seat) const { return scores_[seat]; }
  int score(int seat) const { return scores_[seat] + tricks_[seat]; }
  int target_seat() const { return target_seat_; }
  int target_trick() const { return target_trick_; }
  std::int64_t pot() const { return pot_; }
  std::int64_t money(int seat) const { return money_[seat]; }
  std::uint32_t deals_played() const { return deals_played_; }
  /// The forced player when nobody buys (L), or -1.
  int forced() const;
  bool must_play(int seat) const;
  DealResult deal_result() const;
  /// Balance of `seat` times the number of winners at the end (exact shares), see balance_den().
  std::int64_t balance_num(int seat) const;
  std::int64_t balance_den() const;
  bool has_last_result() const { return has_last_result_; }
  const DealResult& last_result() const { return last_result_; }
  int next_player(int seat) const;

 private:
  friend struct Spec;
  friend State sample_world(const State&, int, Rng&);
  friend void playouts(const Game&, std::int64_t, std::int64_t, std::uint64_t, std::int64_t*, std::int8_t*,
                       std::int8_t*, std::uint16_t*) noexcept;
  /// This state becomes new_deal(cfg, seed, dealer) dealt from `order` (= shuffled(kDeck36, seed)).
  void begin_one_deal(const Config& cfg, const DeckOrder& order, int dealer) noexcept;
  void start_deal(const DeckOrder& order, int dealer, bool ante) noexcept;
  void start_buying() noexcept;
  void after_buying() noexcept;
  void next_decision(int from) noexcept;
  void start_play() noexcept;
  void end_deal() noexcept;
  bool game_ends() const;
  unsigned winners() const;
  int first_decider() const;
  void count_trick(int w) noexcept;

  std::array<Mask, kMaxPlayers> hands_{};
  std::array<Mask, kMaxPlayers> thrown_{};  // discards, dropped hands, hands that sat out
  std::array<Mask, kMaxPlayers> won_{};
  Mask stock_ = 0;
  std::array<std::uint8_t, kPrikup> prikup_{};
  std::uint8_t up_ = 0;
  bool prikup_taken_ = false;
  std::uint8_t turned_ = 0;
  std::int8_t picked_ = -1;
  bool nopick_ = false;  // the dealer's left declined the trump pick: he held no trump then
  std::int8_t buyer_ = -1;
  bool redealt_ = false;
  bool ante_paid_ = false;  // this deal's ante (the first deal of a game, or ante_every_deal)
  std::uint8_t phase_ = kOver;
  std::int8_t to_move_ = -1, dealer_ = 0, leader_ = -1;
  std::array<std::uint8_t, kMaxPlayers> status_{};
  std::array<std::int8_t, kMaxPlayers> tricks_{};
  std::array<std::int16_t, kMaxPlayers> scores_{};
  std::array<std::uint8_t, kMaxPlayers> trick_{};
  std::uint8_t trick_n_ = 0;
  // the finished tricks, in order (leader, cards in play order)
  std::array<std::array<std::uint8_t, kMaxPlayers>, kTricks> hist_{};
  std::array<std::int8_t, kTricks> hist_leader_{};
  std::int8_t target_seat_ = -1, target_trick_ = 0;
  std::int64_t pot_ = 0;
  std::array<std::int64_t, kMaxPlayers> money_{};
  std::uint32_t deals_played_ = 0;
  Config cfg_{};
  // history, not part of the position
  bool has_last_result_ = false;
  DealResult last_result_{};
};

static_assert(std::is_trivially_copyable_v<State>);

/// Rng seed offset of playouts(): deal i is played with Rng(seed + i + kPlayoutRngOffset).
inline constexpr std::uint64_t kPlayoutRngOffset = 0x9E3779B97F4A7C15ULL;
/// Random playouts of one-deal games begin..end-1: deal i = game.new_deal(seed + i, i % players),
/// each move legal_moves()[Rng(seed + i + kPlayoutRngOffset).below(k)]. Writes per deal the net
/// money of each seat (net[players*j + p]), the tricks of each seat (tricks[players*j + p]), the
/// seat that reached the target (-1: nobody) and the moves played.
void playouts(const Game& game, std::int64_t begin, std::int64_t end, std::uint64_t seed, std::int64_t* net,
              std::int8_t* tricks, std::int8_t* target, std::uint16_t* plays) noexcept;

/// What one seat may see: the other hands, the stock (except to the seat picking a trump), the
/// face-down prikup cards and every discard of another seat stay hidden; the finished tricks are
/// public.
/// The greedy rule (the C++ twin of pycards.ton.greedy_rule, docs/bots.md), from the seat's view
/// only: the trump pick with the highest trump; buy, keeping the highest trump (else the highest
/// card); play when holding a trump or an ace, else drop; in a trick the cheapest card that wins
/// it now, else the lowest card; lead the strongest card. Ties drawn with `rng` as best_of does
/// (no draw where one move is named). `s` must not be over.
MoveId greedy_move(const State& s, Rng& rng) noexcept;

struct View {
  int seat = 0;
  std::string text;
  CardSet seen;
};
View make_view(const State& s, int seat);
/// Every card `seat` has seen; does its view show the stock (the trump pick)?
CardSet seen_by(const State& s, int seat);
bool shows_stock(const State& s, int seat);
/// The finished tricks as the notation writes them: '-' or '<leader> <cards>' per trick, ' / '-joined.
std::string history_text(const State& s);

/// A world for `seat`: a state that agrees with everything `seat` has seen, the cards it has not
/// seen dealt again uniformly among the deals consistent with it (the inferences of the duty to
/// beat and of the trump pick kept: docs/ton.md, "Hidden information").
State sample_world(const State& s, int seat, Rng& rng);

struct Spec {
  using State = ton::State;
  using Config = ton::Config;
  static constexpr std::string_view kName = "ton";
  static constexpr int kMaxMoves = ton::kMaxMoves;
  PYCARDS_SPEC_FUNCTIONS
};

static_assert(IsGame<Game>);

}  // namespace pycards::ton

namespace pycards {
struct Simulator;
}  // namespace pycards

namespace pycards::ton {
/// pycards.simulate's row loop for this game (pycards/simulate.hpp; scores as state.scores()).
Simulator simulator(const Game& game);
}  // namespace pycards::ton
