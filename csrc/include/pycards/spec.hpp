// pycards/spec.hpp — what every game's Spec repeats (game-free): the declarations GameOf<Spec>
// calls (pycards/game.hpp) and the check of a dealer seat.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "pycards/errors.hpp"
#include "pycards/game.hpp"

/// Declares, inside `struct Spec { using State = ...; using Config = ...; ... }`, the static
/// functions GameOf<Spec> calls.
#define PYCARDS_SPEC_FUNCTIONS                                             \
  static const OptionSpecs& option_specs();                                \
  static Config config_of(const Options& options);                         \
  static State new_deal(const Config& cfg, std::uint64_t seed, int dealer); \
  static State new_match(const Config& cfg, std::uint64_t seed);           \
  static State position(const Config& cfg, std::string_view notation);     \
  static std::string move_text(MoveId id);                                 \
  static MoveId parse_move(std::string_view text);                         \
  static Options options_of(const State& s);                               \
  static std::uint64_t num_actions(const Config& cfg);                     \
  static std::uint64_t action_index(const Config& cfg, MoveId id);         \
  static MoveId action_move(const Config& cfg, std::uint64_t index);

namespace pycards {

/// Throws OptionError unless `dealer` is a seat (0 .. players - 1) of a `players`-player `game`.
inline void check_dealer(int dealer, int players, std::string_view game) {
  if (dealer < 0 || dealer >= players)
    throw OptionError("dealer " + std::to_string(dealer) + " is not a seat of a " + std::to_string(players) +
                      "-player " + std::string(game) + " game (0 to " + std::to_string(players - 1) + ")");
}

}  // namespace pycards
