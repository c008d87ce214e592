// Хурикан: random playouts of whole deals (docs/hurricane.md, "Batch").
#include <array>

#include "hurricane.hpp"

namespace pycards::hurricane {

void playouts(const Game& game, std::int64_t begin, std::int64_t end, std::uint64_t seed, std::int16_t* totals,
              std::uint16_t* plays) noexcept {
  std::array<MoveId, kMaxMoves> moves;
  for (std::int64_t i = begin; i < end; ++i) {
    State s = game.new_deal(seed + std::uint64_t(i), int(i % 2));
    Rng rng(seed + std::uint64_t(i) + kPlayoutRngOffset);
    int n = 0;
    while (!s.is_over()) {
      const int k = s.legal_moves(moves.data());
      s.play(moves[rng.below(std::uint32_t(k))]);
      ++n;
    }
    const DealResult r = s.deal_result();
    totals[2 * (i - begin)] = static_cast<std::int16_t>(r.total[0]);
    totals[2 * (i - begin) + 1] = static_cast<std::int16_t>(r.total[1]);
    plays[i - begin] = static_cast<std::uint16_t>(n);
  }
}

}  // namespace pycards::hurricane
