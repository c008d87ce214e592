// pycards/actions.hpp — dense action spaces, game-free: a bijection between a game's move ids and
// 0 .. n-1, so that a learner can use a fixed-size policy head and a legal-action mask.
//
// A game's move ids are sparse (a card index plus a captured-card mask, a bid plus a tag), so each
// game describes its id space as consecutive blocks, in a fixed documented order:
//   * IdBlock: ids base .. base + span - 1, or the ids base + card index for the cards of a deck;
//   * SubsetCounts: the card sets of a deck with a given value sum and at most a given size (the
//     fishing games' captures and lays), ranked without listing them.
// Nothing here allocates; the counts are built once per game type (a function-local constant).
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "pycards/cards.hpp"
#include "pycards/errors.hpp"
#include "pycards/game.hpp"

namespace pycards::actions {

/// The position of `c` among the cards of `deck` in index order (`c` must be in `deck`).
constexpr std::uint64_t card_rank(CardSet deck, Card c) { return popcount(deck.mask & (c.bit() - 1)); }
/// The card at position `r` of `deck` in index order (`r` < deck.size()).
constexpr Card card_unrank(CardSet deck, std::uint64_t r) { return Card(nth_index(deck.mask, int(r))); }

/// The error for an id outside a game's action space.
[[noreturn]] inline void not_an_action(std::string_view game, MoveId id) {
  throw ParseError("move id " + std::to_string(id) + " is not a move of " + std::string(game));
}
/// The error for an action index out of range.
[[noreturn]] inline void bad_action(std::string_view game, std::uint64_t index, std::uint64_t n) {
  throw ParseError("action " + std::to_string(index) + " is out of range for " + std::string(game) + " (0 to " +
                   std::to_string(n - 1) + ")");
}

/// One block of consecutive actions: the ids base .. base + span - 1 (`cards` empty), or the ids
/// base + i for the card indices i of `cards`, in index order.
struct IdBlock {
  MoveId base = 0;
  std::uint64_t span = 0;
  CardSet cards{};

  constexpr std::uint64_t size() const { return cards.empty() ? span : std::uint64_t(cards.size()); }
  /// Whether `id` is in this block; then `at` is its position in it.
  constexpr bool find(MoveId id, std::uint64_t& at) const {
    if (id < base) return false;
    const MoveId off = id - base;
    if (cards.empty()) {
      at = off;
      return off < span;
    }
    if (off >= MoveId(kCards) || !cards.contains(Card(int(off)))) return false;
    at = card_rank(cards, Card(int(off)));
    return true;
  }
  constexpr MoveId at(std::uint64_t i) const { return base + (cards.empty() ? i : card_unrank(cards, i).index); }
};

/// A whole action space made of IdBlocks, in order.
template <std::size_t K>
struct Blocks {
  std::array<IdBlock, K> blocks;

  constexpr std::uint64_t size() const {
    std::uint64_t n = 0;
    for (const IdBlock& b : blocks) n += b.size();
    return n;
  }
  /// The action of `id`, or false.
  constexpr bool index(MoveId id, std::uint64_t& out) const {
    std::uint64_t offset = 0, at = 0;
    for (const IdBlock& b : blocks) {
      if (b.find(id, at)) {
        out = offset + at;
        return true;
      }
      offset += b.size();
    }
    return false;
  }
  /// The id of action `i` (< size()).
  constexpr MoveId move(std::uint64_t i) const {
    for (const IdBlock& b : blocks) {
      if (i < b.size()) return b.at(i);
      i -= b.size();
    }
    return 0;
  }
};

/// Counts and ranks the subsets of a deck's cards (in index order, each with a weight 0..kMaxSum)
/// whose weights add up to a given sum and that hold at most a given number of cards.
///
/// count(i, s, k) = the subsets of the cards i.. with sum s and at most k cards; a subset's rank
/// is the number of subsets before it when the sets without card i come before those with it, card
/// by card: rank = sum over the cards i taken of count(i + 1, s_i, k_i) (s_i, k_i: what is left to
/// take at card i). Sizes past kMaxSize are clamped (a caller's bound above it is no bound).
template <int kMaxSum, int kMaxSize>
class SubsetCounts {
 public:
  template <class Weight>
  SubsetCounts(CardSet deck, Weight weight) : deck_(deck), n_(deck.size()) {
    int i = 0;
    for (Card c : deck) {
      cards_[i] = c;
      weight_[i++] = std::uint8_t(weight(c));
    }
    for (int s = 0; s <= kMaxSum; ++s)
      for (int k = 0; k <= kMaxSize; ++k) at(n_, s, k) = s == 0;
    for (int j = n_ - 1; j >= 0; --j)
      for (int s = 0; s <= kMaxSum; ++s)
        for (int k = 0; k <= kMaxSize; ++k)
          at(j, s, k) = at(j + 1, s, k) + (k > 0 && weight_[j] <= s ? at(j + 1, s - weight_[j], k - 1) : 0);
  }

  CardSet deck() const { return deck_; }
  /// The weight of card `c` of the deck.
  int weight(Card c) const { return weight_[card_rank(deck_, c)]; }
  /// The subsets of the deck with weight sum `sum` and at most `max_size` cards (the empty set
  /// counts when sum is 0).
  std::uint64_t count(int sum, int max_size) const { return at(0, sum, clamp(max_size)); }

  /// Whether `set` is one of those subsets (inside the deck, the sum, the size).
  bool member(CardSet set, int sum, int max_size) const {
    if (!deck_.contains(set) || set.size() > max_size || sum < 0 || sum > kMaxSum) return false;
    int total = 0;
    for (int j = 0; j < n_; ++j) total += set.contains(cards_[j]) ? weight_[j] : 0;
    return total == sum;
  }
  /// The rank of `set` among count(sum, max_size) (`set` must be a member).
  std::uint64_t rank(CardSet set, int sum, int max_size) const {
    std::uint64_t r = 0;
    int s = sum, k = clamp(max_size);
    for (int j = 0; j < n_; ++j) {
      if (!set.contains(cards_[j])) continue;
      r += at(j + 1, s, k);
      s -= weight_[j];
      --k;
    }
    return r;
  }
  /// The subset of rank `r` (< count(sum, max_size)).
  CardSet unrank(std::uint64_t r, int sum, int max_size) const {
    CardSet out;
    int s = sum, k = clamp(max_size);
    for (int j = 0; j < n_ && (s > 0 || r > 0); ++j) {
      const std::uint64_t without = at(j + 1, s, k);
      if (r < without) continue;
      r -= without;
      out.add(cards_[j]);
      s -= weight_[j];
      --k;
    }
    return out;
  }

 private:
  static constexpr int clamp(int k) { return k < kMaxSize ? k : kMaxSize; }
  std::uint64_t& at(int j, int s, int k) { return counts_[(j * (kMaxSum + 1) + s) * (kMaxSize + 1) + k]; }
  std::uint64_t at(int j, int s, int k) const {
    return counts_[(j * (kMaxSum + 1) + s) * (kMaxSize + 1) + k];
  }

  CardSet deck_;
  int n_;
  std::array<Card, kCards> cards_{};
  std::array<std::uint8_t, kCards> weight_{};
  std::array<std::uint64_t, (kCards + 1) * (kMaxSum + 1) * (kMaxSize + 1)> counts_{};
};

/// The actions of a space made only of IdBlocks: `index` of an id, `move` of an action (both
/// throw ParseError outside the space).
template <std::size_t K>
std::uint64_t block_index(const Blocks<K>& b, std::string_view game, MoveId id) {
  std::uint64_t i = 0;
  if (!b.index(id, i)) not_an_action(game, id);
  return i;
}
template <std::size_t K>
MoveId block_move(const Blocks<K>& b, std::string_view game, std::uint64_t i) {
  if (i >= b.size()) bad_action(game, i, b.size());
  return b.move(i);
}

/// Defines a Spec's three action functions (inside the game's namespace) for a space made only of
/// IdBlocks: `space` is a constexpr Blocks.
#define PYCARDS_BLOCK_ACTIONS(space)                                                                   \
  std::uint64_t Spec::num_actions(const Config&) { return (space).size(); }                            \
  std::uint64_t Spec::action_index(const Config&, MoveId id) {                                         \
    return ::pycards::actions::block_index(space, kName, id);                                          \
  }                                                                                                    \
  MoveId Spec::action_move(const Config&, std::uint64_t i) { return ::pycards::actions::block_move(space, kName, i); }

/// Per card c of the deck (in index order), one block: an optional move of c alone (a trail),
/// then every set of other deck cards whose weights add up to c's weight, with at most
/// `max_size` cards (a capture by c, or of c). The sets are ranked among all of the deck's sets
/// of that sum, less {c} itself.
template <int S, int K>
struct PerCardSums {
  const SubsetCounts<S, K>& counts;
  int max_size;
  bool alone;  // the block starts with the move of c alone

  std::uint64_t block(Card c) const { return std::uint64_t(alone) + counts.count(counts.weight(c), max_size) - 1; }
  std::uint64_t offset(Card c) const {
    std::uint64_t n = 0;
    for (Card d : CardSet(counts.deck().mask & (c.bit() - 1))) n += block(d);
    return n;
  }
  std::uint64_t size() const {
    std::uint64_t n = 0;
    for (Card d : counts.deck()) n += block(d);
    return n;
  }
  /// The action of (c, set) (set empty: c alone), or false.
  bool index(Card c, CardSet set, std::uint64_t& out) const {
    if (!counts.deck().contains(c) || set.contains(c)) return false;
    if (set.empty()) {
      out = offset(c);
      return alone;
    }
    const int w = counts.weight(c);
    if (!counts.member(set, w, max_size)) return false;
    const std::uint64_t r = counts.rank(set, w, max_size), self = counts.rank(CardSet(c), w, max_size);
    out = offset(c) + std::uint64_t(alone) + (r > self ? r - 1 : r);
    return true;
  }
  /// The (c, set) of action `i` (< size()).
  void move(std::uint64_t i, Card& c, CardSet& set) const {
    for (Card d : counts.deck()) {
      const std::uint64_t b = block(d);
      if (i >= b) {
        i -= b;
        continue;
      }
      c = d;
      set = CardSet();
      if (alone && i == 0) return;
      std::uint64_t r = i - std::uint64_t(alone);
      const int w = counts.weight(d);
      if (r >= counts.rank(CardSet(d), w, max_size)) ++r;
      set = counts.unrank(r, w, max_size);
      return;
    }
  }
};

}  // namespace pycards::actions
