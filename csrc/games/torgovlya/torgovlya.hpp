// Торговля / Коммерция (torgovlya; Commerce, a trade-and-barter banking game) — rules (complete,
// with every ruling): docs/torgovlya.md, with the notation and the move ids.
//
// Rulings implemented:
//  * Hands of three cards ranked by pycards/handeval.hpp (поэн < секанс < трикон; point_rule
//    "flush3" or "best_suit"; ace high only in a секанс).
//  * Every player but the banker antes 1; a player with no token for the ante leaves for good and
//    his seat is skipped from then on. Three cards each, one at a time from the banker's left.
//  * Each non-banker acts once from the banker's left: money:<card> (1 token to the banker, the
//    card under the stock, the top card to him; needs a token), barter:<card> with the player on
//    his right (the one who acted before him; the banker for the first), answered by
//    return:<card> (one of the neighbour's three cards), stand (stand_allowed). With
//    banker_trades the banker then has swap:<card> (free), barter:<card>, keep.
//  * The banker plays a hand and wins every tie he is part of; other ties: the seat nearest the
//    banker's left (tie="seniority") or a split whose remainder stays in the pot (tie="split").
//    No combination anywhere: the pot carries over. winner_fee: to_banker / from_banker / none.
//  * The game lasts `deals` deals (0: one per seat), more while the pot is not empty; it ends
//    early when fewer than 3 players are left; max_deals caps every deal. A pot left at an end is
//    shared equally, the remainder to the first seat left in clockwise from the last banker's left.
//  * Knowledge (docs/torgovlya.md, "Hidden information"): each seat follows the cards it gave
//    face down: a card under the stock at its place; a card given into a hand in a set of places
//    that every face-down give out of one of them widens by its destination (exact: a card given
//    back can be passed on along a run of barters; the first player's card in the banker's hand
//    may become the banker's offer). Never forgotten within a deal; cleared at the showdown.
//  * Seeding: new_deal(seed, banker) deals shuffled(kDeck52, seed) and ends after that deal;
//    new_match(seed) draws the first banker as Rng(seed).below(players) and deals deal k from
//    shuffled(kDeck52, deal_seed(seed, k)).
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "pycards/cards.hpp"
#include "pycards/deck.hpp"
#include "pycards/game.hpp"
#include "pycards/spec.hpp"
#include "pycards/handeval.hpp"

namespace pycards::torgovlya {

struct Spec;
using Game = GameOf<Spec>;

inline constexpr int kMinPlayers = 3;
inline constexpr int kMaxPlayers = 10;
inline constexpr int kHandSize = 3;
inline constexpr long long kMaxStartTokens = 1'000'000;

// Move ids (stable): kind * 52 + card index; stand and keep have no card.
enum MoveKind : int { kMoney = 0, kBarter = 1, kReturn = 2, kSwap = 3 };
inline constexpr MoveId kStand = 4 * kCards;
inline constexpr MoveId kKeep = 4 * kCards + 1;
inline constexpr int kMaxMoves = 7;  // 3 money + 3 barter + stand; or 3 returns; or 3 swap + 3 barter + keep

constexpr MoveId card_move(MoveKind kind, Card c) { return MoveId(kind) * kCards + c.index; }

/// A set of places a card can be in: bit h for hand h (0 .. kMaxPlayers-1), kOfferPlace for the
/// card of a pending barter offer.
using Places = std::uint16_t;
inline constexpr int kOfferPlace = kMaxPlayers;

enum class Tie : std::uint8_t { kSeniority, kSplit };
enum class WinnerFee : std::uint8_t { kToBanker, kFromBanker, kNone };
enum class Barter : std::uint8_t { kSeen, kBlind };

struct Config {
  int players = 4;
  int start_tokens = 20;
  handeval::PointRule point_rule = handeval::PointRule::kFlush3;
  Barter barter = Barter::kSeen;
  bool stand_allowed = false;
  bool banker_trades = false;
  Tie tie = Tie::kSeniority;
  WinnerFee winner_fee = WinnerFee::kToBanker;
  int deals = 0;      // 0: one per seat
  int max_deals = 0;  // 0: no limit
  int deals_in_game() const { return deals ? deals : players; }
  bool operator==(const Config&) const = default;
};

/// One token movement of a deal. `from`/`to` are seats, or kPotSeat for the pot.
inline constexpr int kPotSeat = -2;
enum class TransferKind : std::uint8_t { kAnte, kBuy, kPot, kFee, kShare };
struct Transfer {
  TransferKind kind = TransferKind::kAnte;
  std::int8_t from = 0, to = 0;
  std::int32_t amount = 0;
};
inline constexpr int kMaxTransfers = 5 * kMaxPlayers;  // antes, buys, pot shares, fees, end shares

/// The breakdown of the last deal played (or of the end of the game).
struct DealResult {
  int banker = 0;
  int deal = 0;                               // 1-based number of the deal
  std::array<std::uint8_t, kMaxPlayers> key{};  // handeval key of each hand (played seats)
  std::array<bool, kMaxPlayers> played{};     // the seat held a hand this deal
  std::array<bool, kMaxPlayers> won{};        // the seat took (a share of) the pot
  std::array<Transfer, kMaxTransfers> transfers{};
  int transfer_count = 0;
  int pot_before = 0;                         // the pot at the showdown (antes and carry included)
  int pot_after = 0;                          // what stays on the table
  void add(TransferKind k, int from, int to, int amount) {
    transfers[transfer_count++] = Transfer{k, std::int8_t(from), std::int8_t(to), std::int32_t(amount)};
  }
  /// Starts an empty record (only the used part is cleared: no full rewrite per deal).
  void reset(int banker_seat, int deal_number) {
    banker = banker_seat;
    deal = deal_number;
    key = {};
    played = {};
    won = {};
    transfer_count = 0;
    pot_before = pot_after = 0;
  }
  /// Copies the record (only the transfers in use).
  void copy_from(const DealResult& o) {
    banker = o.banker;
    deal = o.deal;
    key = o.key;
    played = o.played;
    won = o.won;
    transfer_count = o.transfer_count;
    for (int i = 0; i < o.transfer_count; ++i) transfers[i] = o.transfers[i];
    pot_before = o.pot_before;
    pot_after = o.pot_after;
  }
};

class State;
/// sample_world's part for the other seats' knowledge in world `w` (sample.cpp).
void fill_others_knowledge(const State& s, State& w, int seat, Rng& rng);
/// Reads and checks the notation's 'known' field into `s` (notation.cpp).
void read_known(State& s, const std::vector<std::string>& words);
/// `seat`'s knowledge as the notation writes it, 'CARD@PLACES ...' (PLACES: hands and 'offer'
/// joined by ',', or 'stock'), each entry prefixed by `prefix`; empty for none (notation.cpp).
std::string known_text(const State& s, int seat, const std::string& prefix);

class State {
 public:
  int to_move() const;
  bool is_over() const { return over_; }
  std::string_view phase() const;
  int legal_moves(MoveId* out) const;
  /// The number of legal moves and the k-th of them (legal_moves() order) without the list:
  /// the playout loop draws one move from these.
  int move_count() const;
  MoveId nth_move(int k) const;
  void play(MoveId id);
  std::string notation() const;
  bool operator==(const State& o) const;

  const Config& config() const { return cfg_; }
  int players() const { return cfg_.players; }
  int banker() const { return banker_; }
  int pot() const { return pot_; }
  int tokens(int seat) const { return tokens_[seat]; }
  bool in_game(int seat) const { return !out_[seat]; }
  CardSet hand(int seat) const { return hands_[seat]; }
  int stock_size() const { return stock_size_; }
  const Card* stock_begin() const { return stock_.data(); }
  /// The card a barterer has offered and the neighbour has not answered yet (phase "return").
  bool has_offer() const { return offer_ >= 0; }
  Card offer() const { return Card(offer_); }
  /// The seat whose turn it is in the trading round (the offerer during "return").
  int actor() const { return actor_; }
  /// The seat on `seat`'s right still in the game (counter-clockwise).
  int right_of(int seat) const {
    int s = seat;
    do s = s == 0 ? cfg_.players - 1 : s - 1;
    while (out_[s] && s != seat);
    return s;
  }
  /// The seat on `seat`'s left still in the game (clockwise; no division: playouts call it often).
  int left_of(int seat) const {
    int s = seat;
    do s = s + 1 == cfg_.players ? 0 : s + 1;
    while (out_[s] && s != seat);
    return s;
  }
  // What `seat` knows of where cards went in this deal's trades (docs/torgovlya.md, "Hidden
  // information"). A seat gives at most two cards face down into hands it can follow: the card
  // it offered its right-hand neighbour (kOffered) and the card it gave back to its left-hand
  // neighbour's barter (kGivenBack). Each is known to be in one of a set of places (`Places`):
  // the hand it went to, widened by every face-down give out of a hand of the set since.
  enum KnownKind : int { kOffered = 0, kGivenBack = 1 };
  /// `seat` knows a card of this kind.
  bool knows(int seat, int kind) const { return known_[kind][seat] != 0; }
  Card known_card(int seat, int kind) const { return Card(known_[kind][seat] - 1); }
  /// Where that card can be (0 if none is known): bit h for hand h, kOfferPlace for the pending
  /// offer. Derived, not stored: the widening follows from who bartered, which the kOffered
  /// cards record (never lost in a deal), so play() pays nothing for it.
  ///  * The offered card is in the right-hand neighbour's hand: he gave his card back at once,
  ///    and acts no more, unless he is the banker (banker_trades), whose own offer may take it
  ///    along (his answer, swap or keep then ends the deal).
  ///  * The card given back went to the left-hand neighbour, who may pass it on when he answers
  ///    his own left-hand neighbour's barter, and so on: a run of hands leftwards, one more for
  ///    each barter with the previous seat; it stops at a seat that did not barter (sold, stood,
  ///    not acted yet) and at the banker, whose barter is the last trade.
  Places known_places(int seat, int kind) const {
    if (!knows(seat, kind)) return 0;
    if (kind == kOffered) {
      const int r = right_of(seat);
      const bool banker_offered = r == banker_ && actor_ == banker_ && offer_ >= 0;
      return Places(1u << r | (banker_offered ? 1u << kOfferPlace : 0u));
    }
    Places p = 0;
    int h = left_of(seat);
    do {
      p = Places(p | 1u << h);
      h = left_of(h);
    } while (h != banker_ && knows(h, kOffered));
    return p;
  }
  /// Every card `seat` knows to be in some hand (or the pending offer).
  Mask known_in_hands(int seat) const {
    Mask m = 0;
    for (int k = kOffered; k <= kGivenBack; ++k)
      if (knows(seat, k)) m |= known_card(seat, k).bit();
    return m;
  }
  /// The card `seat` put under the stock in this deal (a sale, or the banker's swap).
  Mask known_stock(int seat) const { return known_[kKnownStock][seat] ? Card(known_[kKnownStock][seat] - 1).bit() : 0; }
  int deals_played() const { return deals_played_; }
  bool is_match() const { return match_; }
  std::uint64_t seed() const { return seed_; }
  bool has_result() const { return has_result_; }
  const DealResult& result() const { return result_; }
  /// The seed of deal k of a match with `seed`.
  static std::uint64_t deal_seed(std::uint64_t seed, std::uint64_t k);

 private:
  friend struct Spec;
  friend State parse_position(const Config& cfg, std::string_view text);
  friend State sample_world(const State& s, int seat, Rng& rng);
  friend void fill_others_knowledge(const State& s, State& w, int seat, Rng& rng);
  friend void read_known(State& s, const std::vector<std::string>& words);
  void start_deal(const DeckOrder& deck, int banker);  // departures, antes, deal; may end the game
  void next_actor();
  void showdown();
  void end_game();              // shares any pot, then finish()
  void finish();
  void draw_from_stock(int seat, Card given);

  Config cfg_;
  std::array<std::int32_t, kMaxPlayers> tokens_{};
  std::array<bool, kMaxPlayers> out_{};
  std::array<CardSet, kMaxPlayers> hands_{};
  std::array<Card, kCards> stock_{};
  int stock_size_ = 0;
  std::int32_t pot_ = 0;
  int banker_ = 0;
  int actor_ = 0;    // trading turn: a non-banker, or the banker with banker_trades
  int offer_ = -1;   // card index offered in a barter, -1 none
  // Knowledge from the trades of this deal, one card each (card index + 1; 0: none), per seat:
  // kOffered, kGivenBack (see known_card; their places: known_places) and kKnownStock, the card
  // it put under the stock (its place is exact: later sales only push it up). Each trade is one
  // card each way and every seat trades once (and answers once), so this is all there is.
  // Cleared at each deal and once the game is over.
  enum : int { kKnownStock = 2 };
  std::array<std::array<std::uint8_t, kMaxPlayers>, 3> known_{};
  int deals_played_ = 0;
  bool match_ = false;
  std::uint64_t seed_ = 0;
  bool over_ = false;
  // the breakdown of the last deal (not part of the position)
  bool has_result_ = false;
  DealResult result_{};
  DealResult current_{};  // the deal in progress: its antes and purchases so far
};

/// The greedy rule (the C++ twin of pycards.torgovlya.greedy_rule, docs/bots.md), from the seat's
/// view only: `stand` / `keep` on a hand with a combination; otherwise give away the card whose
/// two partners are the most promising (a pair, two of a suit within a секанс's reach, two of a
/// suit, the higher pips), by barter or swap before money; answering a barter, give back the card
/// that leaves the best hand with the offered card when it is seen, else the least promising one.
/// Ties drawn with `rng` as best_of does. `s` must not be over.
MoveId greedy_move(const State& s, Rng& rng) noexcept;

struct Spec {
  using State = torgovlya::State;
  using Config = torgovlya::Config;
  static constexpr std::string_view kName = "torgovlya";
  static constexpr int kMaxMoves = torgovlya::kMaxMoves;
  PYCARDS_SPEC_FUNCTIONS
  /// The deal of new_deal() from a given card order (new_deal deals shuffled(kDeck52, seed)).
  static State new_deal_from(const Config& cfg, const DeckOrder& deck, int dealer);
};

static_assert(IsGame<Game>);

std::string_view to_string(TransferKind k);

/// A full state consistent with everything `seat` has seen (docs/torgovlya.md, "Hidden
/// information"): its hand, every hand once the game is over, a barter's offered card where
/// the seat sees it, the cards it knows to be in a set of places (in one of them: the sampler's
/// per-card slot mask) and the cards it put under the stock (at their place) stay; the other cards are dealt again uniformly among the other hands (sizes
/// kept), a pending offer it does not see, and the stock (shuffled); a match's seed of later
/// deals is drawn anew. A function of the seat's view and `rng` only.
State sample_world(const State& s, int seat, Rng& rng);

}  // namespace pycards::torgovlya

namespace pycards {
struct Simulator;
}  // namespace pycards

namespace pycards::torgovlya {
/// pycards.simulate's row loop for this game (pycards/simulate.hpp; scores as state.scores()).
Simulator simulator(const Game& game);
}  // namespace pycards::torgovlya
