// The parts Тысяча (thousand.hpp) and 1001 (thousand_one.hpp) share: values, rounding, move ids
// and texts, and the card-play phase (trick play with marriage declarations) over the trick
// kernel of pycards/tricks.hpp. Rules: docs/thousand.md, docs/thousand_one.md.
//
// Card play rulings (both files): follow suit, else trump, else anything; no duty to beat (the
// variant must_beat_led adds one: follow_cards). A
// declaration (K or Q of a held marriage, "+M") is its own move on a lead; the new trump applies
// from that trick on, the led card included; a later declaration replaces the trump; each suit is
// declared once per deal (marriage and Тысяча's bed marriage share that rule). Тысяча's extra
// declarations (H16 ace marriage, H36 bed marriage, H38 four nines) and restrictions (H26, H35,
// H41) are `PlayRules` switches, all off for 1001.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "pycards/cards.hpp"
#include "pycards/game.hpp"
#include "pycards/rng.hpp"
#include "pycards/tricks.hpp"

namespace pycards::thousand {

inline constexpr const tricks::RankTable& kRanks = tricks::kThousandRanks;

constexpr int points(Mask m) { return tricks::card_points<tricks::kThousandRanks>(m); }

/// round5: remainder 1-2 down, 3-4 up (negative numbers mirrored).
constexpr int round5(int n) {
  if (n < 0) return -round5(-n);
  const int r = n % 5;
  return r <= 2 ? n - r : n + 5 - r;
}
/// half(b): b/2 to a multiple of 5, the exact half up (half(105) = 55, half(110) = 55).
constexpr int half(int b) { return (b + 5) / 10 * 5; }
static_assert(round5(127) == 125 && round5(173) == 175 && round5(2) == 0 && round5(48) == 50);
static_assert(half(100) == 50 && half(105) == 55 && half(110) == 55 && half(115) == 60);

// ---- move ids (stable; docs/thousand.md) ----------------------------------------------------
//   0 .. 255        card play: card index | kind << 6, kind 0 plain, 1 "+M", 2 "+B", 3 "+AA"
//   256 + card      gift:<card>
//   0x1000 + n      bid n ("105")
//   0x2000 + n      contract:<n>
//   0x3000 + n      buyout:<n>
//   0x4000 + k      pass, redeal, keep, dark120, look, decline, rospis, throw, take, free
enum PlayKind : std::uint8_t { kPlain = 0, kMarriage = 1, kBed = 2, kAceTrump = 3 };
inline constexpr MoveId kGiftBase = 256, kBidBase = 0x1000, kContractBase = 0x2000, kBuyoutBase = 0x3000;
inline constexpr MoveId kWordBase = 0x4000;
enum Word : std::uint8_t { kPass, kRedeal, kKeep, kDark120, kLook, kDecline, kRospis, kThrow, kTake, kFree, kWords };
inline constexpr std::array<std::string_view, kWords> kWordText{
    "pass", "redeal", "keep", "dark120", "look", "decline", "rospis", "throw", "take", "free"};
inline constexpr int kMaxNumber = 0xFFF;  // bids, contracts and buyouts are below 4096

constexpr MoveId card_move(Card c, int kind = kPlain) { return MoveId(c.index) | (MoveId(kind) << 6); }
constexpr MoveId word_move(Word w) { return kWordBase + w; }
constexpr bool is_card_move(MoveId id) { return id < 256; }

/// Canonical text of a move id of either game ("KH+M", "gift:9C", "105", "contract:120", ...).
std::string move_text(MoveId id);
/// Lenient parse (cards in any accepted spelling, surrounding spaces); throws ParseError.
MoveId parse_move(std::string_view text, std::string_view game);

// ---- declarations ---------------------------------------------------------------------------
enum DeclKind : std::uint8_t { kDeclMarriage = 1, kDeclBed = 2, kDeclAceTrump = 3, kDeclAceBonus = 4, kDeclFourNines = 5 };
std::string_view decl_name(int kind);

struct Declaration {
  std::int8_t seat = -1, kind = 0, suit = -1, trick = 0;
  std::int16_t value = 0;  // credited
  friend bool operator==(const Declaration&, const Declaration&) = default;
};

/// The options that shape card play (and the declaration cap used in bidding).
struct PlayRules {
  std::array<std::int16_t, kSuits> marriage{60, 80, 100, 40};  // by suit index C D H S
  bool first_lead = false;          // marriage_on_first_lead (H12; 1001 default on)
  bool bed = false;                 // H36
  std::uint8_t ace = 0;             // H16: 0 off, 1 bonus, 2 trump
  bool ace_in_a_row = false;        // H35
  std::int16_t four_nines = 0;      // H38: 0 off, 360, 200
  bool maker_no_trump_lead = false; // H26
  bool declarer_only = false;       // H41
  bool must_beat = false;           // must_beat_led (variant, both games)
  friend bool operator==(const PlayRules&, const PlayRules&) = default;
};

/// The cards of `hand` that may follow a trick led with `led` under `trump` (kNoSuit: none):
/// follow suit, else trump, else any. With must_beat_led, a follower holding a card of the led
/// suit above the led card must play one of those: the led card alone decides (not the card
/// winning the trick) and there is no duty to overtrump, which is beat_mask's kLedCard rule.
/// The engine and the solver both call it, so that their legal cards cannot drift apart.
constexpr Mask follow_cards(Mask hand, Card led, int trump, const PlayRules& r) noexcept {
  return r.must_beat ? tricks::beat_mask(hand, &led, 1, trump, tricks::BeatRule::kLedCard, false, kRanks)
                     : tricks::follow_mask(hand, led.suit(), trump);
}
static_assert([] {
  // K♥ led: 10♥ beats it (10 > K) and is forced whatever card holds the trick; with only lower
  // hearts any heart; with no heart any trump.
  PlayRules r;
  r.must_beat = true;
  const Card kh(kKing, kHearts), th(kTen, kHearts), qh(kQueen, kHearts), jh(kJack, kHearts);
  const Mask trumps = Card(kNine, kSpades).bit() | Card(kAce, kSpades).bit();
  return follow_cards(th.bit() | qh.bit(), kh, tricks::kNoSuit, r) == th.bit() &&
         follow_cards(qh.bit() | jh.bit(), kh, tricks::kNoSuit, r) == (qh.bit() | jh.bit()) &&
         follow_cards(trumps | Card(kAce, kClubs).bit(), kh, kSpades, r) == trumps;
}());

/// 120 + the declarations possible with `cards`: per suit the larger of marriage / bed marriage,
/// 200 for four aces (H16 on), the four-nines value (H38). Used for bids and contracts.
int declaration_cap(Mask cards, const PlayRules& r);

inline constexpr int kMaxSeats = 4;

/// Everything a deal of either game holds that the card play touches. Trivially copyable.
struct Table {
  std::array<Mask, kMaxSeats> hands{};
  std::array<Mask, kMaxSeats> won{};          // cards of the tricks each seat took
  std::array<std::int16_t, kMaxSeats> bonus{}; // credited declaration values
  std::array<Declaration, 8> decls{};
  std::array<Card, 3> trick{};                 // cards on the table, in play order
  std::array<std::int8_t, 3> active{0, 1, 2};  // the three playing seats, clockwise
  std::array<std::int8_t, kMaxSeats> ace_run{-1, -1, -1, -1};  // H35: last trick of the obligation
  std::int8_t to_move = -1, declarer = -1, leader = -1;
  std::int8_t trump = -1, trump_maker = -1;
  std::uint8_t trick_n = 0, tricks_played = 0, declared = 0, ndecls = 0;
  friend bool operator==(const Table&, const Table&) = default;

  int next_active(int seat) const {
    for (int i = 0; i < 3; ++i)
      if (active[i] == seat) return active[(i + 1) % 3];
    return seat;
  }
  int trick_seat(int i) const {  // seat that played trick[i]
    int s = leader;
    for (int k = 0; k < i; ++k) s = next_active(s);
    return s;
  }
  int card_points(int seat) const { return points(won[seat]); }
  /// Starts the card play: the declarer leads, no trump.
  void start_play(int first) {
    to_move = leader = static_cast<std::int8_t>(first);
    trump = trump_maker = -1;
    trick_n = tricks_played = declared = ndecls = 0;
    won = {};
    bonus = {};
    ace_run = {-1, -1, -1, -1};
  }
  /// Legal card-play moves of the seat to move (room for 40).
  int play_moves(MoveId* out, const PlayRules& r) const noexcept;
  /// Plays a legal card-play move; returns true when the 8th trick is complete.
  bool play(MoveId id, const PlayRules& r) noexcept;
};

/// The greedy rule of both games (the C++ twin of pycards.thousand.greedy_rule, docs/bots.md),
/// over the legal moves moves[0..n) of a state whose card-play table is `t`, reading the seat to
/// move's hand, the trick and the trump only: bid the lowest bid within what the hand counts
/// (card points + marriages + 30), else pass; keep its cards (no redeal, throw or write-off; look
/// rather than a dark bid; decline a buyout); give away its cheapest cards outside its marriages;
/// announce the lowest contract; declare its most valuable marriage, else lead its cheapest card,
/// follow with the cheapest card that beats the trick, else its cheapest card. Ties drawn with
/// `rng` as best_of does (no draw where one move is named). Compacts moves[] in place.
MoveId greedy_of(const Table& t, MoveId* moves, int n, Rng& rng) noexcept;

/// The finished tricks of the current deal in play order: part of the position (the notation's
/// `played` field; position() replays them). Each seat's `view` lists them (every played card is
/// seen by every seat).
struct TrickLog {
  std::array<std::array<Card, 3>, 8> cards{};  // per trick, in play order
  std::array<std::int8_t, 8> leader{}, winner{};
  std::uint8_t known = 0;                      // bit i: trick i was recorded
  bool has(int i, const Table& t) const { return i < t.tricks_played && (known >> i & 1); }
  /// Table::play (same result), recording the trick the move completes.
  bool play(Table& t, MoveId id, const PlayRules& r) noexcept {
    const int n = t.tricks_played, lead = t.leader;
    const bool completes = t.trick_n == 2;
    const Card c0 = t.trick[0], c1 = t.trick[1], c2(int(id & 63));
    const bool over = t.play(id, r);
    if (completes && n < 8) {
      if (n == 0) known = 0;  // a new deal: forget the previous one
      cards[n] = {c0, c1, c2};
      leader[n] = static_cast<std::int8_t>(lead);
      winner[n] = t.leader;
      known = static_cast<std::uint8_t>(known | (1u << n));
    }
    return over;
  }
};

// ---- notation helpers shared by both games --------------------------------------------------
namespace text {
std::string cards(Mask m);                  // "-" for empty
std::string seats_cards(const Mask* m, int n);  // "A B / C / -"
/// The card-play fields, the finished tricks of `log` (the `played` field) among them.
std::string table_fields(const Table& t, const TrickLog& log, int seats);
std::string seat(int s);                              // "-" for no seat
std::string seat_set(unsigned bits, int seats = 3);   // "0 2", "-" for none
std::string gifts(const Card* cards, const std::int8_t* to, int n);  // " 9C>1 JD>2", " -" for none
/// A parsed "key value | key value" line.
struct Fields {
  std::string game;
  std::vector<std::pair<std::string, std::string>> items;
  const std::string& get(std::string_view key) const;  // throws ParseError if missing
  bool has(std::string_view key) const;
};
Fields split(std::string_view line, std::string_view game);
/// A whole decimal token in lo..hi: ParseError if it is not a number, InvalidPositionError if out of
/// range; both name the field `what` and echo at most a bounded prefix of `w`.
long long integer(const std::string& w, std::string_view what, long long lo, long long hi);
/// n numbers in lo..hi; `-` (stored as -1) only where `dash` allows it.
std::vector<long long> integers(const std::string& w, std::string_view what, int n, long long lo, long long hi,
                                bool dash = false);
std::uint64_t unsigned64(const std::string& w, std::string_view what);
/// "0 2" or "-": a set of seats below `seats`.
unsigned seat_set_of(const std::string& w, std::string_view what, int seats);
/// "-" or a seat below `seats`.
int seat_of(const std::string& w, std::string_view what, int seats);
Mask card_mask(const std::string& w, std::string_view what = "cards");
std::vector<Mask> seat_masks(const std::string& w, int n, std::string_view what);
/// The card-play fields into `t` and the `played` field into `log` (its tricks' leaders and cards;
/// the winners follow once check_deal accepted the position: set_winners).
void parse_table(const Fields& f, Table& t, TrickLog& log, int seats);
/// The winner of each finished trick of an accepted position: the next trick's leader.
void set_winners(const Table& t, TrickLog& log);
[[noreturn]] void invalid(std::string_view game, const std::string& why);
/// The bounded echo of a caller's value in a message.
std::string q(std::string_view w);

// ---- validation shared by both games ----------------------------------------------------------
/// Where a deal's cards are: dealt (7 each, the prikup apart), taken (the declarer took the
/// prikup; `ngifts` gifts made), play (tricks under way), played (8 tricks, hands empty).
enum class Stage : std::uint8_t { kDealt, kTaken, kPlay, kPlayed };
struct DealCheck {
  std::string_view game;
  Stage stage = Stage::kDealt;
  int seats = 3;        // hands in the notation (3, or 4 for 4-player 1001)
  int sitting_out = -1; // the 4-player dealer
  int declarer = -1;
  bool over = false;
  Mask prikup = 0;
  int ngifts = 0;
  const Card* gift_card = nullptr;
  const std::int8_t* gift_to = nullptr;
  const TrickLog* log = nullptr;  // the finished tricks (required in the card play)
  // The declarer has taken the prikup and not yet played: its cards not given away are in his
  // hand (the phases prikup, give and contract; not the redeal questions, which a write-off or
  // a later redeal can leave with the prikup elsewhere).
  bool prikup_held = false;
};
/// Every card of the 24 once, hand sizes and the card-play fields as the stage allows, gifts to
/// the right seats, declarations consistent with the credited bonuses, the trump and the rules;
/// in the card play the finished tricks and the trick on the table replayed from the hands the
/// seats held when play began (each play legal, the won cards, declarations, bonuses, trump and
/// leader those the plays give).
/// Throws InvalidPositionError naming the field and its value.
void check_deal(const Table& t, const DealCheck& c, const PlayRules& r);
/// The bid phase of either game: at most one seat has passed (two passes end it), the seat to
/// move and the high bidder have not, the high bidder is not to move; all are playing seats.
void check_bidding(const Table& t, std::string_view game, unsigned passed, int high, int sitting_out, int seats);
/// Deal counters: a single deal starts none and has played one once over (unless void); a match
/// has started the current deal and played at most the deals started (exactly those without void
/// deals); the game is over in a match only with a winner.
void check_counters(std::string_view game, bool match, std::uint32_t started, std::uint32_t played, bool over,
                    bool void_deal, bool voids_possible);
}  // namespace text

}  // namespace pycards::thousand
