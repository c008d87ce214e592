// pycards/tricks.hpp — the game-free trick-taking kernel (Тысяча, 1001, later Тон, Три листика).
//
// Everything works on the bit-packed masks of cards.hpp (13 bits per suit, bit = rank) and on a
// per-game `RankTable` (trick order and card points by rank): the encoding itself never knows a
// game's order. All helpers are constexpr / noexcept and allocate nothing.
//
//   follow_mask(hand, led, trump)   legal cards: follow suit, else trump, else any (no duty to beat)
//   face_up_mask(hand, led, trump)  follow suit, else trump, else none: the player must play a card
//                                   face down (Три листика's охлупка), a card that never wins
//   beat_mask(hand, trick, n, ...)  Тон's duty: follow suit and beat (the winning card or the led card),
//                                   else trump (higher with must_overtrump), else any
//   trick_winner(cards, n, trump)   index of the winning card: highest trump, else highest of led
//   trick_winner_face_up(cards, n, down, trump)  the same, the face-down cards (bits of `down`) never win
//   card_points(mask, table)        sum of the card points of a set (card_points<table>(mask): the same, unrolled)
//   pair_suits(hand, r1, r2)        4-bit suit mask where the hand holds both ranks (marriages)
#pragma once

#include <array>
#include <cstdint>
#include <utility>

#include "pycards/cards.hpp"

namespace pycards::tricks {

inline constexpr int kNoSuit = -1;

/// Per-game rank data: `power` orders ranks inside a suit (higher wins; 0 = not in the deck) and
/// `points` gives each rank's card points.
struct RankTable {
  std::array<std::uint8_t, kRanks> power{};
  std::array<std::uint8_t, kRanks> points{};
};

/// Тысяча / 1001: 9 < J < Q < K < 10 < A; points A 11, 10 10, K 4, Q 3, J 2, 9 0.
//                                   2  3  4  5  6  7  8  9  T   J  Q  K  A
inline constexpr RankTable kThousandRanks{{0, 0, 0, 0, 0, 0, 0, 1, 5, 2, 3, 4, 6},
                                          {0, 0, 0, 0, 0, 0, 0, 0, 10, 2, 3, 4, 11}};

/// The cards of `hand` that may be played to a trick led in suit `led` (kNoSuit: the hand leads,
/// any card) with trump suit `trump` (kNoSuit: none): follow suit, else trump, else anything.
constexpr Mask follow_mask(Mask hand, int led, int trump) noexcept {
  if (led < 0) return hand;
  const Mask same = hand & suit_mask(static_cast<Suit>(led));
  if (same) return same;
  if (trump >= 0) {
    const Mask trumps = hand & suit_mask(static_cast<Suit>(trump));
    if (trumps) return trumps;
  }
  return hand;
}

/// The cards of `hand` that may be played face up to a trick led in `led` (kNoSuit: leading, any
/// card) when a player void in the led suit may not discard face up: follow suit, else a trump
/// (`trump` >= 0; kNoSuit when trumps do not take tricks), else none: an empty mask means the
/// player puts any card face down, and that card never wins the trick (trick_winner_face_up).
constexpr Mask face_up_mask(Mask hand, int led, int trump) noexcept {
  if (led < 0) return hand;
  const Mask same = hand & suit_mask(static_cast<Suit>(led));
  if (same) return same;
  if (trump >= 0) return hand & suit_mask(static_cast<Suit>(trump));
  return 0;
}

/// Does `c` beat the current best card `best` of a trick (led suit = best's suit unless a trump
/// already leads it)? A card of the best card's suit beats it when higher; a trump beats a
/// non-trump; any other card never wins.
constexpr bool beats(Card c, Card best, int trump, const RankTable& t) noexcept {
  if (c.suit() == best.suit()) return t.power[c.rank()] > t.power[best.rank()];
  return int(c.suit()) == trump;
}

/// Index (0..n-1) of the card winning a trick of `n` cards in play order under `trump`.
constexpr int trick_winner(const Card* cards, int n, int trump, const RankTable& t) noexcept {
  int best = 0;
  for (int i = 1; i < n; ++i)
    if (beats(cards[i], cards[best], trump, t)) best = i;
  return best;
}

/// Index (0..n-1) of the card winning a trick of `n` cards in play order when bit i of `down`
/// marks card i as played face down: such a card shows neither suit nor rank and never wins. The
/// leader's card (index 0) is face up.
constexpr int trick_winner_face_up(const Card* cards, int n, unsigned down, int trump, const RankTable& t) noexcept {
  int best = 0;
  for (int i = 1; i < n; ++i)
    if (!((down >> i) & 1u) && beats(cards[i], cards[best], trump, t)) best = i;
  return best;
}

/// The cards of `suit` in `hand` ranked above `c` under table `t`.
constexpr Mask higher_in_suit(Mask hand, Card c, const RankTable& t) noexcept {
  Mask out = 0;
  for (int r = 0; r < kRanks; ++r)
    if (t.power[r] > t.power[c.rank()]) out |= Card(static_cast<Rank>(r), c.suit()).bit();
  return hand & out;
}

/// Which card a follower holding the led suit must beat when he can (Тон's `beat_rule`): the card
/// currently winning the trick (only while it is of the led suit), or the led card.
enum class BeatRule : std::uint8_t { kWinningCard, kLedCard };

/// The cards of `hand` that may be played to the trick `trick[0..n)` (n = 0: leading, any card)
/// under the duty to beat: holding the led suit, a card of it, and a higher one than the card to
/// beat (`rule`) when he has one; else a trump (`trump` >= 0), and with `must_overtrump` a higher
/// one than the best trump already in the trick when he has one; else any card.
constexpr Mask beat_mask(Mask hand, const Card* trick, int n, int trump, BeatRule rule, bool must_overtrump,
                         const RankTable& t) noexcept {
  if (n == 0) return hand;
  const Card led = trick[0];
  const Card best = trick[trick_winner(trick, n, trump, t)];
  const Mask same = hand & suit_mask(led.suit());
  if (same) {
    Mask higher = 0;
    if (rule == BeatRule::kLedCard) higher = higher_in_suit(same, led, t);
    else if (best.suit() == led.suit()) higher = higher_in_suit(same, best, t);
    return higher ? higher : same;
  }
  if (trump >= 0) {
    const Mask trumps = hand & suit_mask(static_cast<Suit>(trump));
    if (trumps) {
      if (must_overtrump && int(best.suit()) == trump) {
        const Mask higher = higher_in_suit(trumps, best, t);
        if (higher) return higher;
      }
      return trumps;
    }
  }
  return hand;
}

/// Card points of a set under table `t`.
constexpr int card_points(Mask m, const RankTable& t) noexcept {
  int sum = 0;
  for (int r = 0; r < kRanks; ++r)
    if (t.points[r]) sum += t.points[r] * popcount(m & rank_mask(static_cast<Rank>(r)));
  return sum;
}

/// The same for a table known at compile time: one popcount per rank that scores, no loop.
template <const RankTable& T>
constexpr int card_points(Mask m) noexcept {
  return [m]<int... r>(std::integer_sequence<int, r...>) {
    return ((T.points[r] ? T.points[r] * popcount(m & rank_mask(static_cast<Rank>(r))) : 0) + ...);
  }(std::make_integer_sequence<int, kRanks>{});
}

/// 4-bit mask (bit s = suit s) of the suits in which `hand` holds both rank `a` and rank `b`:
/// pair_suits(hand, kKing, kQueen) gives the marriages.
constexpr unsigned pair_suits(Mask hand, Rank a, Rank b) noexcept {
  const Mask both = (hand >> a) & (hand >> b) & ranks_mask(1u);  // bit 13*s set iff both held
  return unsigned((both & 1) | ((both >> (kRanks - 1)) & 2) | ((both >> (2 * kRanks - 2)) & 4) |
                  ((both >> (3 * kRanks - 3)) & 8));
}

/// Does `hand` hold all four cards of rank `r`?
constexpr bool holds_four(Mask hand, Rank r) noexcept {
  return (hand & rank_mask(r)) == rank_mask(r);
}

// ---- compile-time checks ------------------------------------------------------------------
static_assert(card_points(kDeck24.mask, kThousandRanks) == 120);
static_assert(card_points<kThousandRanks>(kDeck24.mask) == 120);
static_assert(pair_suits(Card(kKing, kHearts).bit() | Card(kQueen, kHearts).bit() | Card(kKing, kSpades).bit(),
                         kKing, kQueen) == (1u << kHearts));
static_assert(follow_mask(Card(kAce, kSpades).bit() | Card(kNine, kHearts).bit(), kClubs, kHearts) ==
              Card(kNine, kHearts).bit());
static_assert([] {
  const Card t[3] = {Card(kKing, kSpades), Card(kTen, kSpades), Card(kNine, kHearts)};
  return trick_winner(t, 3, kNoSuit, kThousandRanks) == 1 && trick_winner(t, 3, kHearts, kThousandRanks) == 2;
}());
static_assert(face_up_mask(Card(kAce, kSpades).bit() | Card(kNine, kHearts).bit(), kClubs, kNoSuit) == 0);
static_assert(face_up_mask(Card(kAce, kSpades).bit() | Card(kNine, kHearts).bit(), kClubs, kHearts) ==
              Card(kNine, kHearts).bit());
static_assert([] {
  const Card t[3] = {Card(kKing, kSpades), Card(kAce, kSpades), Card(kTen, kSpades)};
  return trick_winner_face_up(t, 3, 0b010u, kNoSuit, kThousandRanks) == 2;
}());
static_assert([] {
  // Тон's worked example, trick 2: ♠K led, ♥K (trump) on it; a follower holding ♠Q may play any spade.
  const Card t[2] = {Card(kKing, kSpades), Card(kKing, kHearts)};
  const Mask hand = Card(kQueen, kSpades).bit() | Card(kSeven, kSpades).bit() | Card(kAce, kHearts).bit();
  const Mask spades = Card(kQueen, kSpades).bit() | Card(kSeven, kSpades).bit();
  return beat_mask(hand, t, 2, kHearts, BeatRule::kWinningCard, false, kThousandRanks) == spades &&
         beat_mask(hand | Card(kAce, kSpades).bit(), t, 2, kHearts, BeatRule::kLedCard, false, kThousandRanks) ==
             Card(kAce, kSpades).bit() &&
         beat_mask(Card(kAce, kHearts).bit() | Card(kNine, kHearts).bit(), t, 2, kHearts, BeatRule::kWinningCard, true,
                   kThousandRanks) == Card(kAce, kHearts).bit();
}());

}  // namespace pycards::tricks
