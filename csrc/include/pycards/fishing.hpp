// pycards/fishing.hpp — how a fishing game (Ураган, Хурикан, Казино) starts a deal and a match:
// the same seeded steps in each, so that "deal i of new_match(seed)" means one thing everywhere.
// A game's State befriends fishing::Deals<Spec> and keeps `cfg_` and `start_deal(order, dealer)`
// (and, for redeal_hidden, `hands_`, `stock_`, `stock_pos_`, `stock_end_`).
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "pycards/cards.hpp"
#include "pycards/deck.hpp"
#include "pycards/errors.hpp"
#include "pycards/greedy.hpp"
#include "pycards/rng.hpp"
#include "pycards/sampling.hpp"

namespace pycards::fishing {

/// Seats of a game's config: its `players` option where it has one, else two.
template <class Config>
constexpr int players_of(const Config& c) {
  if constexpr (requires { c.players; })
    return int(c.players);
  else
    return 2;
}

template <class Spec>
struct Deals {
  using State = typename Spec::State;
  using Config = typename Spec::Config;

  /// new_deal(seed, dealer): a one-deal game dealt from `deck` shuffled with `seed`; an
  /// OptionError naming the seats unless 0 <= dealer < players.
  static State deal(Config cfg, CardSet deck, std::uint64_t seed, int dealer) {
    const int n = players_of(cfg);
    if (dealer < 0 || dealer >= n)
      throw OptionError("dealer " + std::to_string(dealer) + " is not a seat of a " + std::to_string(n) + "-player " +
                        std::string(Spec::kName) + " game (0 to " + std::to_string(n - 1) + ")");
    cfg.match = false;
    cfg.seed = 0;
    return start(cfg, shuffled(deck, seed), dealer);
  }

  /// new_match(seed): the first dealer by lot (Rng(seed).below(players)), the first deal from
  /// `deck` shuffled with `first_deal_seed` (the game's deal_seed(seed, 0)).
  static State match(Config cfg, CardSet deck, std::uint64_t seed, std::uint64_t first_deal_seed) {
    cfg.match = true;
    cfg.seed = seed;
    Rng rng(seed);
    const int dealer = static_cast<int>(rng.below(std::uint32_t(players_of(cfg))));
    return start(cfg, shuffled(deck, first_deal_seed), dealer);
  }

  /// sample_world for a fishing game whose hidden cards are the other hands and the stock (no
  /// play reveals anything about a hand): those cards dealt again uniformly (pycards/sampling.hpp)
  /// to the other hands, their sizes kept, and the rest to the stock in a uniformly random order.
  /// A function of what `seat` sees (its hand, the hand sizes, the stock size, the public cards)
  /// and of `rng` only.
  static State redeal_hidden(const State& s, int seat, Rng& rng) {
    const int n = players_of(s.cfg_);
    std::array<int, sampling::kMaxSlots> sizes{};
    std::array<int, sampling::kMaxSlots> slot_seat{};
    int slots = 0;
    CardSet pool;
    for (int i = 0; i < n; ++i)
      if (i != seat && s.hands_[i]) {
        pool |= CardSet(s.hands_[i]);
        slot_seat[slots] = i;
        sizes[slots++] = CardSet(s.hands_[i]).size();
      }
    const int stock_n = s.stock_end_ - s.stock_pos_;
    for (int k = s.stock_pos_; k < s.stock_end_; ++k) pool.add(Card(s.stock_[k]));
    const int stock_slot = stock_n > 0 ? slots : -1;
    if (stock_n > 0) sizes[slots++] = stock_n;
    const auto all = sampling::SlotMask((1u << slots) - 1);
    const auto dealt = sampling::sample_cards(pool, sizes, slots, [all](Card) { return all; }, rng);
    State w = s;
    for (int k = 0; k < slots; ++k)
      if (k != stock_slot) w.hands_[slot_seat[k]] = dealt[k].mask;
    if (stock_slot >= 0) {
      auto* stock = w.stock_.data() + w.stock_pos_;
      int at = 0;
      for (Card c : dealt[stock_slot]) stock[at++] = c.index;
      rng.shuffle(stock, std::size_t(stock_n));
    }
    return w;
  }

 private:
  static State start(const Config& cfg, const DeckOrder& order, int dealer) {
    State s;
    s.cfg_ = cfg;
    s.start_deal(order, dealer);
    return s;
  }
};


/// The fishing games' greedy rule (Ураган, Хурикан, Казино; pycards.bots.fishing_greedy, the
/// table in docs/bots.md), written once: among moves[0..n) (the legal moves of `s`, n >= 1) the
/// move that puts the most cards in pile `side` (the seat to move's side) now; among equals a
/// capture that leaves the table empty after the play; then the fewest cards laid, then the lowest
/// (the sum of their rank indices). The game supplies
///  * laid(id, count, rank_sum) -> bool: the cards the move lays from the hand (false: Ураган
///    open4's down1/down2, which lay and take nothing yet and tie with each other);
///  * quick(id, taken, cleared) -> bool: true (with the cards taken and whether the table is left
///    empty) when the move's outcome follows from the id and the bit sets alone (no lay-out, round
///    or deal end follows); otherwise
///    the move is played on a copy and the pile and the table are read, exactly as the Python rule
///    does (a hurricane's lay-out, the last cards of a deal going to the last player, a new deal).
/// Ties are drawn with rng as greedy::best_of does. No allocation.
template <class State, class Laid, class Quick>
MoveId greedy_move(const State& s, MoveId* moves, int n, int side, Laid&& laid, Quick&& quick, Rng& rng) {
  const int before = s.pile(side).size();
  return greedy::best_of(
      moves, n,
      [&](MoveId id) -> std::int64_t {
        int count = 0, ranks = 0, taken = 0;
        bool cleared = false;
        if (laid(id, count, ranks)) {
          if (!quick(id, taken, cleared)) {
            State after = s;
            after.play(id);
            taken = after.pile(side).size() - before;
            cleared = taken > 0 && after.table().empty();
          }
        }
        return ((std::int64_t(taken + 64) * 2 + cleared) * 64 + (63 - count)) * 1024 + (1023 - ranks);
      },
      rng);
}

}  // namespace pycards::fishing
