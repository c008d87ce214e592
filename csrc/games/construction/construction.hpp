// Construction (construction, «Конструкция», Abbott 1963, as completed by pycards) — rules (complete,
// with every ruling and completion): docs/construction.md, with the notation and the move ids.
//
// Implemented:
//  * `decks` (2 or 3) decks of 52 in one seeded stock; two jokers are the start cards V0,0 (seat 0,
//    the white commuter) and V1,0 (seat 1, black). The seat holding red (`red`) owns the ♦ ♥
//    cards turned up, the other the ♠ ♣ cards.
//  * Each turn the top card is turned up and its owner builds with it (A..Q, any empty slot next
//    to a card), moves his commuter (one step, or up to ceil(r/4) steps with steps="rank_steps",
//    onto cards of rank <= r open to him), places or moves a blocker (kings too; onto a card of
//    rank <= r holding no piece, never a joker), or discards it.
//  * A commuter climbs once it stands on a vertical card at row >= target_height; it wins standing
//    again on its own joker. max_draws ends the game (a draw, or by progress with
//    limit_result="progress").
//  * The stock empty: the discards (oldest first) shuffled by Rng(derive_seed(seed, SALT, r)).
//
// Layout: the built cards and the two jokers as a sorted array of (slot code, card) — at most
// 48 * decks + 2 = 146 entries — looked up by binary search; no heap anywhere in the state. Bit
// masks over the layout's entries (WideMask) mark the cards of each rank and up to, the cards
// holding a blocker of each seat and the cards holding any piece: a blocker's destinations are
// the cards of rank <= r holding no piece, counted by popcounts and drawn by one select.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "pycards/cards.hpp"
#include "pycards/game.hpp"
#include "pycards/rng.hpp"
#include "pycards/simulate.hpp"
#include "pycards/spec.hpp"
#include "pycards/wide_mask.hpp"

namespace pycards::construction {

struct Spec;
using Game = GameOf<Spec>;

inline constexpr int kMaxDecks = 3;
inline constexpr int kMaxCards = 52 * kMaxDecks;           // 156: stock, discards
inline constexpr int kMaxBuilt = 48 * kMaxDecks;           // 144: every card but the kings
inline constexpr int kMaxLayout = kMaxBuilt + 2;           // the jokers too
inline constexpr int kBlockers = 12;
inline constexpr int kMaxTarget = 50;
inline constexpr long long kMaxDrawsLimit = 1'000'000;
inline constexpr std::uint64_t kRecycleSalt = 0xC0457C7119630019ULL;
inline constexpr int kDraw = 2;                            // winner(): a draw
inline constexpr std::uint8_t kJoker = 52;                 // the jokers' card byte in the layout
inline constexpr std::uint32_t kNoSlot = 0xFFFFFFFFu;
/// Rows a slot code can name (y < 256), and the row above them (a neighbour's).
inline constexpr int kRows = 257;
/// A subset of the layout's entries, bit i for entry i (slot order).
using LayoutMask = WideMask<(kMaxLayout + 63) / 64>;

// ---- slots and move ids ---------------------------------------------------------------------
/// Slot code: (y << 9) | ((x + 128) << 1) | b, b = 0 vertical, 1 bridge; ascending = slot order.
constexpr std::uint32_t slot_code(bool bridge, int x, int y) {
  return (std::uint32_t(y) << 9) | (std::uint32_t(x + 128) << 1) | (bridge ? 1u : 0u);
}
constexpr bool slot_bridge(std::uint32_t c) { return c & 1u; }
constexpr int slot_x(std::uint32_t c) { return int((c >> 1) & 255u) - 128; }
constexpr int slot_y(std::uint32_t c) { return int(c >> 9); }
inline constexpr std::uint32_t kJokerSlot[2] = {slot_code(false, 0, 0), slot_code(false, 1, 0)};

enum Kind : std::uint64_t { kBuild = 0, kGo = 1, kPlace = 2, kMoveBlocker = 3, kDiscard = 4 };
constexpr MoveId make_move(std::uint64_t kind, std::uint32_t from, std::uint32_t to) {
  return (kind << 34) | (std::uint64_t(from) << 17) | to;
}
inline constexpr MoveId kDiscardMove = MoveId{kDiscard} << 34;

/// The slots adjacent to `c` (up to four; docs/construction.md "adjacency"), written to `out` in
/// slot order (a commuter's one-step destinations come out in canonical order).
inline int neighbours(std::uint32_t c, std::uint32_t* out) {
  const int x = slot_x(c), y = slot_y(c);
  if (slot_bridge(c)) {
    out[0] = slot_code(false, x, y);
    out[1] = slot_code(false, x + 1, y);
    return 2;
  }
  int n = 0;
  if (y > 0) out[n++] = slot_code(false, x, y - 1);
  out[n++] = slot_code(true, x - 1, y);
  out[n++] = slot_code(true, x, y);
  out[n++] = slot_code(false, x, y + 1);
  return n;
}

/// The slot's text, "V0,1" / "H-1,2".
std::string slot_text(std::uint32_t code);

/// Rank value: A = 1, 2..10, J 11, Q 12, K 13; the joker 0 (a table: the move counts read it for
/// every card next to a commuter).
inline constexpr std::array<std::uint8_t, 256> kRankValue = [] {
  std::array<std::uint8_t, 256> t{};
  for (int card = 0; card < 52; ++card) {
    const int r = card % 13;  // 0 = deuce .. 8 = ten, 9 J, 10 Q, 11 K, 12 A
    t[card] = std::uint8_t(r == 12 ? 1 : r + 2);
  }
  return t;
}();
constexpr int rank_value(std::uint8_t card) { return kRankValue[card]; }
constexpr bool is_red(std::uint8_t card) { return card / 13 == 1 || card / 13 == 2; }
constexpr bool is_king(std::uint8_t card) { return card < 52 && card % 13 == 11; }

enum class Steps : std::uint8_t { kOne, kRank };
enum class LimitResult : std::uint8_t { kDraw, kProgress };
enum class Reason : std::uint8_t { kNone, kWin, kMaxDraws, kExhausted };

struct Config {
  int decks = 3;
  Steps steps = Steps::kOne;
  int target_height = 10;
  bool block_both = false;
  int max_draws = 2000;
  LimitResult limit_result = LimitResult::kDraw;
  bool operator==(const Config&) const = default;
  int max_moves() const { return decks == 3 ? 2365 : 1597; }
};

/// A sequence of card indices (the stock: next card at `pos`; the discards: oldest first).
struct CardSeq {
  std::array<std::uint8_t, kMaxCards> cards{};
  std::uint8_t pos = 0, size = 0;
  int count() const { return size - pos; }
  std::uint8_t operator[](int i) const { return cards[pos + i]; }
  bool operator==(const CardSeq& o) const;
};

class State {
 public:
  int to_move() const { return over_ ? kNoSeat : owner(drawn_); }
  bool is_over() const { return over_; }
  std::string_view phase() const { return over_ ? "over" : "play"; }
  /// Legal moves in ascending id (the canonical order); allocation-free.
  int legal_moves(MoveId* out) const;
  /// The number of legal moves, and the k-th of legal_moves() without listing them (the random
  /// playouts of pycards.simulate draw from these: blocker moves are most of a long game's moves).
  int move_count() const;
  MoveId nth_move(int k) const;
  /// Unchecked: the id must be legal.
  void play(MoveId id);
  std::string notation() const;
  /// print(state): the grid (docs/construction.md, "Rendering").
  std::string render() const;
  bool operator==(const State& o) const;

  const Config& config() const { return cfg_; }
  int owner(std::uint8_t card) const { return is_red(card) ? red_ : 1 - red_; }
  // the layout, in slot order (the jokers included, card kJoker)
  int layout_size() const { return nlayout_; }
  std::uint32_t layout_slot(int i) const { return layout_[i] >> 8; }
  std::uint8_t layout_card(int i) const { return std::uint8_t(layout_[i] & 0xFF); }
  /// Index into the layout of `code`, or -1 (a branchless binary search within the code's row).
  int find(std::uint32_t code) const {
    const std::uint32_t y = code >> 9;
    if (y >= kRows) return -1;  // a neighbour's code off the encodable grid
    const std::uint32_t key = code << 8;  // the entries are (code << 8) | card
    const std::uint32_t* base = layout_.data() + row_begin_[y];
    int n = row_begin_[y + 1] - row_begin_[y];
    if (n == 0) return -1;
    while (n > 1) {
      const int half = n / 2;
      base = (base[half] < key) ? base + half : base;
      n -= half;
    }
    base += *base < key;
    const int i = int(base - layout_.data());
    return i < row_begin_[y + 1] && (layout_[i] >> 8) == code ? i : -1;
  }
  std::uint32_t commuter(int seat) const { return commuters_[seat]; }
  bool climbed(int seat) const { return climbed_[seat]; }
  /// Seat `seat`'s blockers on the table (slot codes in slot order) and their count.
  int blockers(int seat, std::uint32_t* out) const;
  int supply(int seat) const { return kBlockers - nblock_[seat]; }
  /// The seat whose blocker stands on `code`, or -1.
  int blocker_at(std::uint32_t code) const;
  const CardSeq& stock() const { return stock_; }
  const CardSeq& discards() const { return discards_; }
  /// The turned-up card (-1 once over).
  int drawn() const { return over_ ? -1 : drawn_; }
  int draws() const { return draws_; }
  int recycles() const { return recycles_; }
  int red() const { return red_; }
  std::uint64_t seed() const { return seed_; }
  /// The winning seat, kDraw, or kNoSeat while the game goes on.
  int winner() const { return winner_; }
  /// scores(): +1 for the winner and -1 for the loser; 0 for a draw or while the game goes on.
  int score(int seat) const { return winner_ == kDraw || winner_ == kNoSeat ? 0 : winner_ == seat ? 1 : -1; }
  Reason reason() const { return reason_; }
  int height(int seat) const { return slot_y(commuters_[seat]); }
  /// Steps along the shortest open path from the seat's commuter to its own joker, or -1.
  int distance_home(int seat) const;
  /// The progress winner (seat) or kDraw.
  int progress_winner() const;
  /// A seat's progress as "End of the game" orders it (larger is further ahead): (1, 1, -distance
  /// home) climbed with an open path home, (1, 0, 0) climbed without one, (0, 0, height) otherwise.
  std::array<int, 3> progress(int seat) const;
  int built() const { return nlayout_ - 2; }

 private:
  friend struct Spec;
  friend State sample_world(const State& s, int seat, Rng& rng);
  void insert(std::uint32_t code, std::uint8_t card);
  /// The cards holding a piece (occupied_) and the cards around the commuters (around_) from
  /// commuters_ and blocked_ (a new state, a position read from its notation).
  void index_pieces();
  /// around_[seat] from the layout.
  void index_around(int seat);
  /// Whether layout entry i holds a piece, from commuters_ and blocked_.
  bool holds_piece(int i) const {
    const std::uint32_t c = layout_slot(i);
    return commuters_[0] == c || commuters_[1] == c || blocked_[0].test(i) || blocked_[1].test(i);
  }
  /// Is the layout card `code` (entry i) open to `seat`'s commuter (ranks aside)?
  bool open_at(int seat, std::uint32_t code, int i) const {
    if (code == kJokerSlot[0] || code == kJokerSlot[1]) return true;
    if (commuters_[1 - seat] == code) return false;
    return !blocked_[1 - seat].test(i) && (!cfg_.block_both || !blocked_[seat].test(i));
  }
  /// The cards of rank <= r without a piece, jokers excluded: a blocker's destinations.
  LayoutMask free_cards(int r) const { return low_[r].and_not(occupied_); }
  void turn_up();
  void end_by_limit(Reason why);
  /// The destinations of a commuter move with rank r (sorted unique) and whether some way there
  /// climbs; returns the count.
  int go_targets(int seat, int r, std::uint32_t* dest, bool* climbs) const;
  /// go_targets() with steps="rank_steps": the paths of up to ceil(r/4) steps.
  int path_targets(int seat, int r, std::uint32_t* dest, bool* climbs) const;
  /// May a step of `seat`'s commuter with rank r enter `code` (layout entry i, -1: no card)?
  bool enterable(int seat, int r, std::uint32_t code, int i) const {
    return i >= 0 && rank_value(layout_card(i)) <= r && open_at(seat, code, i);
  }
  bool climbs_at(std::uint32_t code) const { return !slot_bridge(code) && slot_y(code) >= cfg_.target_height; }

  Config cfg_;
  std::uint64_t seed_ = 0;
  std::array<std::uint32_t, kMaxLayout> layout_{};  // (code << 8) | card, ascending
  std::uint8_t nlayout_ = 0;
  // row_begin_[y]: the layout's entries in rows below y (the entries of row y are
  // [row_begin_[y], row_begin_[y + 1])); kept by insert()
  std::array<std::uint8_t, kRows + 1> row_begin_{};
  // the empty slots next to a card of the layout (the build slots), ascending; kept by insert()
  std::array<std::uint32_t, 4 * kMaxLayout> frontier_{};
  std::uint16_t nfrontier_ = 0;
  // low_[r]: the built cards (never a joker) of rank <= r; kept by insert()
  std::array<LayoutMask, 14> low_{};
  // the cards holding a blocker of each seat (the blockers are these bits: no other list), and
  // those holding any piece; kept by play()
  std::array<LayoutMask, 2> blocked_{};
  LayoutMask occupied_{};
  // per seat, the layout entries of the slots next to its commuter, in neighbours() order (-1: no
  // card), naround_ of them; kept by insert() and play(): a one-step commuter move looks up nothing
  std::array<std::array<std::int16_t, 4>, 2> around_{};
  std::array<std::uint8_t, 2> naround_{};
  std::array<std::uint32_t, 2> commuters_{};
  std::array<bool, 2> climbed_{};
  std::array<std::uint8_t, 2> nblock_{};  // the blockers in blocked_
  CardSeq stock_, discards_;
  std::uint8_t drawn_ = 0;
  int draws_ = 0;
  int recycles_ = 0;
  int red_ = 0;
  bool over_ = false;
  int winner_ = kNoSeat;
  Reason reason_ = Reason::kNone;
};

struct Spec {
  using State = construction::State;
  using Config = construction::Config;
  static constexpr std::string_view kName = "construction";
  static constexpr int kMaxMoves = 2365;  // docs/construction.md, "Bound on legal moves" (3 decks)
  PYCARDS_SPEC_FUNCTIONS
  /// A fresh game from `deck` (next card first, `n` cards): red = `red`, the first card turned up.
  static State dealt(const Config& cfg, std::uint64_t seed, int red, const std::uint8_t* deck, int n);
};

static_assert(IsGame<Game>);

/// A full state consistent with what `seat` has seen: the stock dealt again in a uniform order,
/// and a fresh seed for the later recyclings.
State sample_world(const State& s, int seat, Rng& rng);

/// The greedy rule (docs/construction.md, "Greedy bot"; the twin of pycards.construction.greedy_rule).
MoveId greedy_move(const State& s, Rng& rng) noexcept;

/// pycards.simulate's loop and breakdown columns (docs/construction.md, "pycards.simulate columns").
Simulator simulator(const Game& game);

}  // namespace pycards::construction
