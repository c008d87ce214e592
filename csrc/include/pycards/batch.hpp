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

/// Random playouts of n whole Ураган deals: deal i is new_deal(seed + i, dealer = i % players) of
/// a game with `players` (2 or 4), hand = open4 if `open4` (2 players only); each move is drawn
/// uniformly from the legal moves with Rng(seed + i + 0x9E3779B97F4A7C15) (one below(k) per move;
/// order: docs/uragan.md "Batch"; uragan::playouts). Per deal i it writes points[2i], points[2i+1] (deal totals per side), the same for
/// hurricanes and cards (pile sizes), and plays[i] (moves played, down1/down2 included). Any
/// output pointer may be null. `threads` >= 1 splits the deals. Allocation-free per deal.
void uragan_playouts(std::int64_t n, std::uint64_t seed, int players, bool open4, int threads,
                     std::uint8_t* points, std::uint8_t* hurricanes, std::uint8_t* cards,
                     std::uint16_t* plays) noexcept;

/// Capture enumeration alone (the kernel, for benchmarks and tests): out[i] = the number of Ураган
/// capture sets of card played[i] on the table tables[i] (same-rank singles if any, else every sum
/// subset of two or more cards; 0 if it can only trail).
void uragan_capture_counts(std::int64_t n, const std::uint64_t* tables, const std::uint8_t* played,
                           std::int32_t* out) noexcept;

/// Commerce keys of n three-card masks (pycards/handeval.hpp; rule 0 = flush3, 1 = best_suit):
/// -1, or the index of the first mask that is not exactly three of the 52 cards (its key is 0).
std::int64_t commerce_keys(const std::uint64_t* masks, std::int64_t n, int rule, std::uint8_t* out) noexcept;

}  // namespace pycards::batch
