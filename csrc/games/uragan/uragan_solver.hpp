// Ураган for the exact solver (pycards/solver.hpp) — rules: docs/uragan.md.
//
// The search works on its own compact position rather than on `uragan::State`: everything the
// *future* of a deal depends on, and nothing else, so that more positions share a table entry.
//   * Piles are summarised: per side the number of captured cards of each rank (3 bits per rank),
//     the hearts difference and the owner of 7♥. That is all the end-of-deal awards need (cards
//     = sum of rank counts; premiera = rank counts).
//   * Hurricanes are rewards (`play` returns +1 for the side that made one), not state: the value
//     searched is the future point difference, and the solve adds the hurricanes already scored.
//   * Suit symmetry: the rules look at a card's rank and whether it is a heart, never at which of
//     ♣ ♦ ♠ it is. Two positions that differ by swapping non-heart suits within a rank (in hands,
//     table, stock and piles at once) have equal values. `hash` keys the *canonical* form (per
//     rank, the k non-heart cards of a place become the first k of ♣ ♦ ♠; the stock enters as its
//     sequence of (rank, heart) classes), and `search_moves` offers one move per class: the
//     non-heart cards of one rank in a hand are one card, and capture sets are multisets of
//     (rank, heart) classes. 7♥ is a heart, so it is never merged with another card while in
//     play. Once the most-hearts award is paid and 7♥ is in a pile (hearts_diff == kHeartsFree),
//     no suit matters: keys use canonical_cards4 and search_moves one class per rank.
//   * The stock order is known and fixed for one solve: the adapter owns it; a position records
//     only how many cards are left.
//   * hand="open4" (2 players; rules ruling 5): every card is known, so turning a face-down card
//     up (`down1`/`down2`) and then playing it is one move here: the play of that card. A seat
//     plays its face-up cards while it has any, else its face-down cards. `hand[s]` holds all of
//     seat s's cards, and `hand[2 + s]` (unused seats with 2 players) its face-down ones: hash
//     keys both (face-up and face-down cards are separate places for suit symmetry), lay-outs
//     take both. Each dealt round puts a seat's 5th and 6th cards face down. The search runs
//     through Seats<2, true> (the hidden-hand searches compile without the open4 code); the
//     binding turns the plays of face-down cards back into `downK` + the play.
// Rulings followed (as in the rules file and tests/uragan/reference.py): a same-rank card on the
// table forces a single same-rank capture; sums need two or more cards; a card that can capture
// cannot be trailed; a capture clearing the table scores a hurricane unless the deal is then over;
// the next seat lays out its whole hand (its turn); next round: (last player + 1) acts first; at
// the end the table goes to the side of the last play.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "uragan.hpp"
#include "pycards/cards.hpp"
#include "pycards/game_solve.hpp"
#include "pycards/solver.hpp"

namespace pycards::uragan_solver {

using Move = std::uint64_t;  // captured mask (bits 0..51) | played card index << 56

constexpr Move make_move(Card c, Mask captured) { return captured | (Move{c.index} << 56); }
constexpr Card move_card(Move m) { return Card(int(m >> 56)); }
constexpr Mask move_captured(Move m) { return m & kAllCardsMask; }

inline constexpr Mask kHeartsMask = suit_mask(kHearts);
inline constexpr Card kSevenHearts{kSeven, kHearts};

// The value tables live at namespace scope: GCC rebuilt a table local to the function on the
// stack at every call (it showed in the profiles of the search).
/// Capture value per rank: A=1, 2..7 face value, J=8, Q=9, K=10 (0 for ranks not in the deck).
inline constexpr std::array<std::uint8_t, kRanks> kCaptureValue = {2, 3, 4, 5, 6, 7, 0, 0, 0, 8, 9, 10, 1};
/// Premiera value per rank: 7=21, 6=18, A=16, 5=15, 4=14, 3=13, 2=12, K=10, Q=9, J=8.
inline constexpr std::array<std::uint8_t, kRanks> kPremieraValue = {12, 13, 14, 15, 18, 21, 0, 0, 0, 8, 9, 10, 16};
constexpr int capture_value(int rank) { return kCaptureValue[rank]; }
constexpr int premiera_value(int rank) { return kPremieraValue[rank]; }
inline constexpr unsigned kDeckRanks = 0b1'1110'0011'1111;  // 2..7, J, Q, K, A

/// The canonical form of a set of cards (bits 0..51) under non-heart suit permutations within
/// each rank: per rank, k non-heart cards become ♣ (k >= 1), ♦ (k >= 2), ♠ (k = 3); hearts stay.
/// `M` is a Mask or a vector of Masks (GCC vector extension: the hash does two at once).
template <class M>
constexpr M canonical_cards(M m) {
  const M c = m & kSuitLaneMask, d = (m >> 13) & kSuitLaneMask, s = m >> 39;  // ♣ ♦ ♠ lanes
  const M c_or_d = c | d, c_and_d = c & d;
  const M one = c_or_d | s, two = c_and_d | (c_or_d & s), three = c_and_d & s;
  return one | (two << 13) | (m & kHeartsMask) | (three << 39);
}
constexpr Mask canonical(Mask m) { return canonical_cards(m); }
/// The canonical form of a set of cards under every suit permutation within each rank (hearts
/// included): per rank, k cards become ♣ (k >= 1), ♦ (k >= 2), ♠ (k >= 3), ♥ (k = 4). For
/// positions where hearts no longer matter (Adapter::hearts_free).
template <class M>
constexpr M canonical_cards4(M m) {
  const M c = m & kSuitLaneMask, d = (m >> 13) & kSuitLaneMask, h = (m >> 26) & kSuitLaneMask, s = m >> 39;
  const M cd_or = c | d, cd_and = c & d, hs_or = h | s, hs_and = h & s;
  const M one = cd_or | hs_or, two = cd_and | hs_and | (cd_or & hs_or);
  const M three = (cd_and & hs_or) | (hs_and & cd_or), four = cd_and & hs_and;
  return one | (two << 13) | (four << 26) | (three << 39);
}

/// The search position (64 bytes, trivially copyable). Awards are paid as rewards the moment
/// they are decided (7♥ when captured; most cards / most hearts once the lead exceeds what is
/// left in play), so positions that differ only in settled awards share a table entry; ranks
/// with no card left in play are folded into a per-side "dead premiera".
struct Position {
  Mask hand[4] = {0, 0, 0, 0};  // open4 (2 players): hand[2 + s] = seat s's face-down cards
  Mask table = 0;
  // Per side, live ranks only: 3-bit count per rank in bits 0..38 (fields by premiera). Bits
  // kSureShift.. and kBestShift.. cache the side's premiera range (what it holds for sure, the
  // most it can reach), kept by Adapter::settle for bounds(); not part of the position's key.
  std::uint64_t pile_ranks[2] = {0, 0};
  // The seven one-byte fields from hearts_diff to last_capturer are hashed as one word, read
  // at once (Adapter::hash): keep them together and in this order.
  std::int8_t hearts_diff = 0;           // side 0 minus side 1, captured hearts; kSettled once paid,
                                         // kHeartsFree once paid with 7♥ in a pile
  std::int8_t cards_diff = 0;            // side 0 minus side 1, captured cards; kSettled once paid
  std::int8_t to_move = -1;              // seat, -1 when the deal is over
  std::int8_t last_player = -1;          // seat of the last play, -1 none yet
  std::uint8_t dead_premiera[2] = {0, 0};  // best premiera among ranks no longer in play
  std::uint8_t last_capturer = 0;        // leftover="last_capturer": 1 + its side, 0 none (always 0 otherwise:
                                         // the seed rules' hash is unchanged)
  std::uint8_t stock_left = 0;           // cards left in the stock (its tail)
};
static_assert(sizeof(Position) == 64);
inline constexpr std::int8_t kSettled = -128;
/// hearts_diff once the most-hearts award is paid and 7♥ is in a pile: hearts no longer matter.
inline constexpr std::int8_t kHeartsFree = -127;
/// Whether the most-hearts award is still open (hearts_diff is a difference, not a mark).
constexpr bool hearts_open(const Position& p) { return p.hearts_diff > kHeartsFree; }
inline constexpr std::uint64_t kPileCounts = (std::uint64_t{1} << (3 * kRanks)) - 1;  // pile_ranks' counts
inline constexpr int kSureShift = 48, kBestShift = 56;  // pile_ranks' cached premiera range bytes
/// dead_premiera[0] and [1] once the premiera award is paid (above any real premiera: 4 x 21).
inline constexpr std::uint8_t kPremieraSettled = 255;

/// Plain description of a deal position, in library terms (for building a Position).
struct Setup {
  int players = 2, dealer = 0;
  Mask hands[4] = {0, 0, 0, 0};
  Mask table = 0;
  std::vector<Card> stock;  // next card first
  Mask piles[2] = {0, 0};
  int hurricanes[2] = {0, 0};
  int to_move = 0, last_player = -1;
  // hand="open4" (2 players only): each seat's face-down cards at positions 1 and 2 (card
  // index, -1 when none or turned up); they are part of hands[seat]. A turned-up card that
  // must be played now (the game's pending card) is simply a face-up card here.
  bool open4 = false;
  int face_down[2][2] = {{-1, -1}, {-1, -1}};
  // The move variants of the game's options (docs/uragan.md "Variants").
  bool free_trail = false, same_rank_sums = false;
  bool last_player_leads = false;  // round_leader="last_player"
  bool leftover_to_capturer = false;  // leftover="last_capturer"
  bool trail_only = false;            // after_hurricane="trail_only"
  int last_capturer = -1;             // leftover="last_capturer": the seat of the last capture, -1 none
};

/// The solver interface of pycards/solver.hpp for Ураган. The hot methods are defined inline in
/// solver.cpp, where the search is instantiated: call `solve()` below, not the methods.
class Adapter {
 public:
  using Position = uragan_solver::Position;
  using Move = uragan_solver::Move;
  // Search frames hold a few arrays of this size on the stack (~7 KB each, 41 plies at most):
  // small enough for 512 KB thread stacks. Positions that would need more are refused.
  static constexpr int kMaxMoves = 256;

  /// Throws InvalidPositionError on a setup the solver cannot take (bad seats, stock size).
  explicit Adapter(const Setup& s);

  const Position& root() const { return root_; }
  int players() const { return players_; }
  bool open4() const { return open4_; }
  /// The cards the seat to move may play: all its cards, or with open4 its face-up cards while
  /// it has any, else its face-down cards.
  template <bool Open4>
  [[gnu::always_inline]] Mask playable(const Position& p) const {
    const Mask hand = p.hand[p.to_move];
    if constexpr (Open4) {
      const Mask down = p.hand[2 + p.to_move], up = hand & ~down;
      return up ? up : down;
    }
    return hand;
  }
  /// The k-th card (from 0) that `seat` receives in the round dealt when the stock holds
  /// `stock_left` cards (open4: k = 4, 5 are its face-down cards at positions 1, 2).
  Card stock_card(int stock_left, int k, int seat) const {
    return stock_[stock_n_ - stock_left + k * players_ + ((seat - dealer_ - 1) & (players_ - 1))];
  }
  /// Points already scored or settled at the root (hurricanes, 7♥, decided awards), from
  /// `side`'s view; the search values exclude them.
  int past_points(int side) const { return side == 0 ? past_ : -past_; }

  // ---- the solver interface (pycards/solver.hpp) ----
  // The methods that depend on the number of seats come in two forms: a template on it
  // (`Players`, 2 or 4), which the search uses through Seats<Players> (see solve()), and a plain
  // one that dispatches on players().
  bool is_terminal(const Position& p) const { return p.to_move < 0; }
  int side(const Position& p) const { return p.to_move & 1; }
  int terminal_value(const Position& p, int side) const;
  int legal_moves(const Position& p, Move* out) const;
  template <bool Open4>
  [[gnu::always_inline]] int search_moves(const Position& p, Move* out) const;
  int search_moves(const Position& p, Move* out) const;
  // The templates are defined in solver.cpp, to be inlined in the search: the attribute
  // must be on their first declaration.
  // `Open4`: the hand="open4" variant (2 players only; see the top of this file).
  template <int Players, bool Open4 = false>
  [[gnu::always_inline]] int play(Position& p, Move m) const;
  int play(Position& p, Move m) const;  // out of line: callable from other translation units
  template <int Players, bool Open4 = false>
  [[gnu::always_inline]] std::uint64_t hash(const Position& p) const;
  std::uint64_t hash(const Position& p) const;
  /// Per seat count, as play, hash and bounds: the hot path tests no seat count.
  template <int Players>
  [[gnu::always_inline]] int order_hint(const Position& p, Move m) const;
  /// Bounds on the value: each open award's range, plus the most hurricanes a side can make.
  /// With `Window`, bounds for a search of the window (alpha, beta): the same bounds, the
  /// hurricane counts sharpened only where that can decide the window.
  template <int Players, bool Window = false>
  [[gnu::always_inline]] void bounds(const Position& p, int& lower, int& upper, int alpha = 0, int beta = 0) const;
  void bounds(const Position& p, int& lower, int& upper) const {
    if (players_ == 2) bounds<2>(p, lower, upper); else bounds<4>(p, lower, upper);
  }
  /// bounds() of the root (callable from other translation units).
  void root_bounds(int& lower, int& upper) const;
  /// Cards still to play (hands and stock).
  template <int Players>
  int size(const Position& p) const {
    Mask hands = p.hand[0] | p.hand[1];
    if constexpr (Players == 4) hands |= p.hand[2] | p.hand[3];
    return popcount(hands) + p.stock_left;
  }
  int size(const Position& p) const { return players_ == 2 ? size<2>(p) : size<4>(p); }
  /// The exact value of a position with one card left to play (the deal's last play).
  template <int Players, bool Open4 = false>
  [[gnu::always_inline]] bool quick_value(const Position& p, int& v) const;
  /// The open awards as if the deal ended now: MTD(f)'s first guess.
  int estimate(const Position& p) const;
  // Tuned on the benches: below 3 cards to play a re-search is cheaper than a table probe;
  // probing every child before searching (ETC) pays for its cache misses only while rounds
  // remain to be dealt (from 13 cards to play; measured on the last-round, two-round and
  // whole-deal benches: fewer instructions and no slower anywhere).
  static constexpr int kTableMinSize = 3;
  static constexpr int kEtcMinSize = 13;

  /// The solver interface with the number of seats fixed at compile time: solve() searches
  /// through Seats<2> or Seats<4>, so the hot paths test no seat count and skip empty seats;
  /// Seats<2, true> is the open4 variant.
  template <int Players, bool Open4 = false>
  struct Seats {
    static_assert(Players == 2 || Players == 4);
    static_assert(!Open4 || Players == 2);
    using Position = Adapter::Position;
    using Move = Adapter::Move;
    static constexpr int kMaxMoves = Adapter::kMaxMoves;
    static constexpr int kTableMinSize = Adapter::kTableMinSize;
    static constexpr int kEtcMinSize = Adapter::kEtcMinSize;
    // Killer moves by cards left to play (pycards/solver.hpp), 2 players (open4 aside), while
    // rounds remain to be dealt (13 cards to play or more, as ETC): a bonus of 20 on the hint.
    // Measured (value): the 50 whole deals -5% nodes (50.5 M -> 47.8 M), worst deal 6.65 M ->
    // 5.34 M; callgrind on the four worst deals 11.96 G -> 10.20 G instructions (killers at
    // every size: 10.35 G, 4.88 M nodes on the worst deal, and on the last round -4% nodes but
    // +0.8% instructions); the last two rounds -5%. Bonus 10 to 50, 0 for the older killer,
    // keys by (size, side): within 2%; keyed by the ply: -4%; tried right after the table move:
    // 3x more nodes.
    static constexpr int kKillerBonus = Players == 2 && !Open4 ? 20 : 0;
    static constexpr int kKillerMinSize = 13;
    const Adapter& a;
    // Forwarders, inlined into the search together with what they call.
    [[gnu::always_inline]] bool is_terminal(const Position& p) const { return a.is_terminal(p); }
    [[gnu::always_inline]] int side(const Position& p) const { return a.side(p); }
    [[gnu::always_inline]] int terminal_value(const Position& p, int side) const { return a.terminal_value(p, side); }
    int legal_moves(const Position& p, Move* out) const { return a.legal_moves(p, out); }
    [[gnu::always_inline]] int search_moves(const Position& p, Move* out) const { return a.search_moves<Open4>(p, out); }
    [[gnu::always_inline]] int play(Position& p, Move m) const { return a.play<Players, Open4>(p, m); }
    [[gnu::always_inline]] std::uint64_t hash(const Position& p) const { return a.hash<Players, Open4>(p); }
    [[gnu::always_inline]] int order_hint(const Position& p, Move m) const { return a.order_hint<Players>(p, m); }
    [[gnu::always_inline]] void bounds(const Position& p, int& lower, int& upper) const {
      a.bounds<Players>(p, lower, upper);
    }
    [[gnu::always_inline]] void bounds(const Position& p, int& lower, int& upper, int alpha, int beta) const {
      a.bounds<Players, true>(p, lower, upper, alpha, beta);
    }
    [[gnu::always_inline]] int size(const Position& p) const { return a.size<Players>(p); }
    int estimate(const Position& p) const { return a.estimate(p); }
    [[gnu::always_inline]] bool quick_value(const Position& p, int& v) const {
      return a.quick_value<Players, Open4>(p, v);
    }
  };

 private:
  template <bool Open4>
  void deal_round(Position& p) const;
  /// search_moves' sum captures for the `np` classes of played cards `played` (card bits of a
  /// Move) of value `target`: at most `room` capture sets (more set overflow_). The rare, costly
  /// part of search_moves, kept out of line.
  /// `hearts`: kHeartsMask, or 0 when hearts no longer matter (any suit of a rank is alike).
  [[gnu::noinline]] int sum_moves(Mask table, int target, const Move* played, int np, Move* out, int room,
                                  Mask hearts) const;
  /// Adds `cards` to `side`'s pile; returns the 7♥ point it settles (side 0's view).
  int capture(Position& p, int side, Mask cards) const;
  /// Pays awards that can no longer change and folds dead ranks; returns side 0's points.
  /// `side`: the only side that captured since the previous call, or kBothSides.
  template <int Players>
  [[gnu::always_inline]] int settle(Position& p, int side) const;
  static constexpr int kBothSides = -1;
  /// After `seat`'s play nobody holds cards: deals the next round or ends the deal. `captured`,
  /// `points0`: whether the play captured, and the points it settled (side 0's view). Returns
  /// the points for `seat`'s side.
  template <int Players, bool Open4>
  int end_of_round(Position& p, int seat, bool captured, int points0) const;

  int players_ = 2, dealer_ = 0, hand_size_ = 6;
  bool open4_ = false;
  bool free_trail_ = false, same_rank_sums_ = false;  // the move variants
  bool leftover_to_capturer_ = false, trail_only_ = false;  // leftover="last_capturer", after_hurricane="trail_only"
  int leader_offset_ = 1;  // a new round's leader: the last player + this (round_leader)
  int stock_n_ = 0;
  std::array<Card, 40> stock_{};
  std::array<std::uint64_t, 41> stock_salt_{};  // hash of the remaining stock's classes
  std::array<int, 41> stock_hearts_{};          // hearts among the last k stock cards
  std::array<unsigned, 41> stock_ranks_{};      // ranks among the last k stock cards
  std::array<Mask, 41> stock_mask_{};           // the last k stock cards
  std::array<std::uint8_t, 41> hurricanes_later_{};  // 2 players: most hurricanes in the rounds still in the stock
  std::uint64_t deal_counts_ = 0;               // cards of each rank in the whole deal (pile_ranks fields)
  Position root_;
  mutable bool overflow_ = false;  // a move list would not fit in kMaxMoves (the solve throws)
  friend solver::SolveResult<Move> solve(const Adapter&, const solver::SolveOptions&);
  int past_ = 0;                                // side 0's points settled before the root
};

/// Solves `adapter.root()` (compiled in one unit with the adapter so the search inlines it).
/// Values exclude the hurricanes scored before the root: add `adapter.past_points(side)`.
solver::SolveResult<Move> solve(const Adapter& adapter, const solver::SolveOptions& options);

/// The solver's view of a game state (every card known; open4: the face-down cards by
/// position, a pending card is a face-up card that must be played). Throws
/// InvalidPositionError for a deal that is over.
Setup setup_of(const uragan::State& state);

/// Solves a setup and reports in the game's terms: uragan::State move ids, values from the side
/// to move's view with the points settled before the root included (pc.solve's values). open4,
/// a seat with only face-down cards: its moves are `down1`/`down2`, each worth the best play of
/// its card, and the best line holds the turn-ups.
SolveReport solve_setup(const Setup& setup, const pycards::SolveOptions& options);

}  // namespace pycards::uragan_solver

namespace pycards {
/// An Ураган state's exact value and every legal move's (pycards/game_solve.hpp).
SolveReport solve(const uragan::State& state, const SolveOptions& options);
}  // namespace pycards
