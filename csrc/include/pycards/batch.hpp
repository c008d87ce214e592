// pycards/batch.hpp — plain-pointer batch entry points for numpy (called by pycards/_batch.pyx
// with the GIL released). They validate nothing beyond what is documented: the Cython layer
// checks shapes and values first.
#pragma once

#include <cstdint>

namespace pycards::batch {

/// Row i of `out` (n rows of popcount(deck_mask) bytes) = card indices of the deck shuffled with
/// Rng(seed + i): the same order a game shuffles with that seed. `threads` >= 1 splits the rows.
void shuffled_decks(std::uint64_t deck_mask, std::int64_t n, std::uint64_t seed, std::uint8_t* out,
                    int threads) noexcept;

}  // namespace pycards::batch
