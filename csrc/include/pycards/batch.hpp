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
/// `variants`: bit 0 free_trail, bit 1 same_rank_sums, bit 2 round_leader="last_player", bit 3
/// leftover="last_capturer", bit 4 after_hurricane="trail_only" (docs/uragan.md "Variants").
void uragan_playouts(std::int64_t n, std::uint64_t seed, int players, bool open4, int variants, int threads,
                     std::uint8_t* points, std::uint8_t* hurricanes, std::uint8_t* cards,
                     std::uint16_t* plays) noexcept;

/// Random playouts of n whole Казино deals: deal i is new_deal(seed + i, dealer = i % players) of
/// a game with `players` (2..4), `partnerships` (4 players only), `multi_set` and `leftover`
/// (0 dealer, 1 last_capturer, 2 nobody); each move is drawn uniformly from the legal moves with
/// Rng(seed + i + 0x9E3779B97F4A7C15) (one below(k) per move over State::legal_moves' order;
/// kazino::playouts). Per deal i it writes points[sides*i ..] (deal totals per side),
/// cards[sides*i ..] (pile sizes) and plays[i] (moves played); sides = 2 with partnerships, else
/// players. Any output pointer may be null. `threads` >= 1 splits the deals. Allocation-free.
void kazino_playouts(std::int64_t n, std::uint64_t seed, int players, bool partnerships, bool multi_set,
                     int leftover, int threads, std::uint8_t* points, std::uint8_t* cards,
                     std::uint16_t* plays) noexcept;

/// Random playouts of n whole Хурикан deals: deal i is new_deal(seed + i, dealer = i % 2) of the
/// game with these options (max_lay 1..6; opening_lay "fixed" if `opening_fixed`, round_leader
/// "alternate" if `leader_alternate`, leftover "last_capturer" if `leftover_to_capturer`); each
/// move is legal_moves()[Rng(seed + i + 0x9E3779B97F4A7C15).below(k)] (hurricane::playouts).
/// Per deal i it writes totals[2i], totals[2i+1] (deal totals per seat) and plays[i] (moves
/// played). `threads` >= 1 splits the deals. Allocation-free per deal.
void hurricane_playouts(std::int64_t n, std::uint64_t seed, int max_lay, bool opening_fixed, bool leader_alternate,
                        bool leftover_to_capturer, int threads, std::int16_t* totals, std::uint16_t* plays) noexcept;

/// Capture enumeration alone (the kernel, for benchmarks and tests): out[i] = the number of Ураган
/// capture sets of card played[i] on the table tables[i] (same-rank singles if any, else every sum
/// subset of two or more cards; 0 if it can only trail).
void uragan_capture_counts(std::int64_t n, const std::uint64_t* tables, const std::uint8_t* played,
                           std::int32_t* out) noexcept;

/// Стос: n random coups; coup i is new_deal(seed + i, dealer = i % 2) of the default game with
/// the hidden card drawn by Rng(seed + i + 0x9E3779B97F4A7C15).below(32) from the 32-card deck in
/// index order (stos::random_coups). Writes the dealer's gain in thirds of the stake, the catch's
/// 1-based position and the hidden card's index; any output may be null.
void stos_coups(std::int64_t n, std::uint64_t seed, int threads, std::int8_t* dealer_gain, std::uint8_t* position,
                std::uint8_t* hidden) noexcept;

/// Три палки: n random whole games; game i is new_deal(seed + i, dealer = i % 2) of the game with
/// these options, each move the hand's card number Rng(seed + i + 0x9E3779B97F4A7C15).below(k)
/// in index order (tri_palki::random_games). Writes sticks[2i], sticks[2i+1], winner[i] (0, 1 or
/// 2 = draw) and played[i] (cards played); any output may be null.
void tri_palki_games(std::int64_t n, std::uint64_t seed, int threads, bool floor_zero, bool recycle_shuffle,
                     int sticks_to_lose, int move_limit, bool fewer_sticks, std::uint8_t* sticks, std::uint8_t* winner,
                     std::uint16_t* played) noexcept;

/// Commerce keys of n three-card masks (pycards/handeval.hpp; rule 0 = flush3, 1 = best_suit),
/// over `threads` threads (the same keys for any count): -1, or the index of the first mask that
/// is not exactly three of the 52 cards (its key is 0).
std::int64_t commerce_keys(const std::uint64_t* masks, std::int64_t n, int rule, std::uint8_t* out,
                           int threads = 1) noexcept;

/// Три тройки hands of n rows of three card indices (`cards[3 * i + k]`, 0..51; -1 after the last
/// card of a hand of one or two cards), over `threads` threads: class, total, strength and
/// multiplier of each (pycards/handeval.hpp). Returns -1, or the first row that is not 1 to 3
/// cards (its outputs are 0).
std::int64_t troyki_hands(const std::int8_t* cards, std::int64_t n, bool threes_below_single_nine, bool ten_multi_bust,
                          int threads, std::uint8_t* cls, std::uint8_t* total, std::uint8_t* strength,
                          std::uint8_t* multiplier) noexcept;

}  // namespace pycards::batch
