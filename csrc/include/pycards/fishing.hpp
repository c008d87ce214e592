// pycards/fishing.hpp — how a fishing game (Ураган, Хурикан, Казино) starts a deal and a match:
// the same seeded steps in each, so that "deal i of new_match(seed)" means one thing everywhere.
// A game's State befriends fishing::Deals<Spec> and keeps `cfg_` and `start_deal(order, dealer)`.
#pragma once

#include <cstdint>
#include <string>

#include "pycards/cards.hpp"
#include "pycards/deck.hpp"
#include "pycards/errors.hpp"
#include "pycards/rng.hpp"

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

 private:
  static State start(const Config& cfg, const DeckOrder& order, int dealer) {
    State s;
    s.cfg_ = cfg;
    s.start_deal(order, dealer);
    return s;
  }
};

}  // namespace pycards::fishing
