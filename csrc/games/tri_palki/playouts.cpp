// Три палки's random games in C++ for the numpy batch entry point (pycards/batch.hpp).
#include "tri_palki.hpp"

namespace pycards::tri_palki {

void random_games(const Game& game, std::int64_t begin, std::int64_t end, std::uint64_t seed, std::uint8_t* sticks,
                  std::uint8_t* winner, std::uint16_t* played) noexcept {
  MoveId moves[kHandSize];
  for (std::int64_t i = begin; i < end; ++i) {
    const std::uint64_t s0 = seed + static_cast<std::uint64_t>(i);
    State s = game.new_deal(s0, static_cast<int>(i & 1));
    Rng rng(s0 + 0x9E3779B97F4A7C15ULL);
    while (!s.is_over()) {
      const int n = s.legal_moves(moves);
      s.play(moves[rng.below(static_cast<std::uint32_t>(n))]);
    }
    if (sticks) sticks[2 * i] = static_cast<std::uint8_t>(s.sticks(0)), sticks[2 * i + 1] = static_cast<std::uint8_t>(s.sticks(1));
    if (winner) winner[i] = static_cast<std::uint8_t>(s.winner());
    if (played) played[i] = static_cast<std::uint16_t>(s.cards_played());
  }
}

}  // namespace pycards::tri_palki
