// Batch entry points: tight loops over many deals, optionally split across threads.
#include "pycards/batch.hpp"

#include <algorithm>
#include <thread>
#include <vector>

#include "pycards/deck.hpp"
#include "pycards/parallel.hpp"
#include "games/kazino/kazino.hpp"
#include "games/hurricane/hurricane.hpp"
#include "games/stos/stos.hpp"
#include "games/tri_palki/tri_palki.hpp"
#include "games/uragan/uragan.hpp"

namespace pycards::batch {


void shuffled_decks(std::uint64_t deck_mask, std::int64_t n, std::uint64_t seed, std::uint8_t* out,
                    int threads) noexcept {
  const CardSet deck(deck_mask & kAllCardsMask);
  const int width = deck.size();
  parallel_rows(n, threads, [&](std::int64_t begin, std::int64_t end) {
    std::array<std::uint8_t, kCards> base{};
    int k = 0;
    for (Card c : deck) base[k++] = c.index;
    for (std::int64_t i = begin; i < end; ++i) {
      Rng rng(seed + static_cast<std::uint64_t>(i));
      std::uint8_t* row = out + i * width;
      std::copy(base.begin(), base.begin() + width, row);
      rng.shuffle(row, width);
    }
  });
}

void uragan_playouts(std::int64_t n, std::uint64_t seed, int players, bool open4, int variants, int threads,
                     std::uint8_t* points, std::uint8_t* hurricanes, std::uint8_t* cards,
                     std::uint16_t* plays) noexcept {
  const uragan::Game game(Options(uragan::Game::kName, uragan::Game::option_specs(),
                                  {{"players", OptionValue{static_cast<long long>(players)}},
                                   {"hand", OptionValue{std::string(open4 ? "open4" : "hidden")}},
                                   {"free_trail", OptionValue{static_cast<long long>(variants & 1)}},
                                   {"same_rank_sums", OptionValue{static_cast<long long>((variants >> 1) & 1)}},
                                   {"round_leader", OptionValue{std::string((variants & 4) ? "last_player" : "after_last_player")}},
                                   {"leftover", OptionValue{std::string((variants & 8) ? "last_capturer" : "last_player")}},
                                   {"after_hurricane", OptionValue{std::string((variants & 16) ? "trail_only" : "lay_out")}}}));
  parallel_rows(n, threads, [&](std::int64_t begin, std::int64_t end) {
    uragan::playouts(game, begin, end, seed, points, hurricanes, cards, plays);
  });
}

void kazino_playouts(std::int64_t n, std::uint64_t seed, int players, bool partnerships, bool multi_set,
                     int leftover, int threads, std::uint8_t* points, std::uint8_t* cards,
                     std::uint16_t* plays) noexcept {
  static constexpr const char* kLeftover[] = {"dealer", "last_capturer", "nobody"};
  const kazino::Game game(Options(kazino::Game::kName, kazino::Game::option_specs(),
                                  {{"players", OptionValue{static_cast<long long>(players)}},
                                   {"partnerships", OptionValue{static_cast<long long>(partnerships)}},
                                   {"multi_set", OptionValue{static_cast<long long>(multi_set)}},
                                   {"leftover", OptionValue{std::string(kLeftover[leftover])}}}));
  parallel_rows(n, threads, [&](std::int64_t begin, std::int64_t end) {
    kazino::playouts(game, begin, end, seed, points, cards, plays);
  });
}

void hurricane_playouts(std::int64_t n, std::uint64_t seed, int max_lay, bool opening_fixed, bool leader_alternate,
                        bool leftover_to_capturer, int threads, std::int16_t* totals, std::uint16_t* plays) noexcept {
  const hurricane::Game game(Options(
      hurricane::Game::kName, hurricane::Game::option_specs(),
      {{"max_lay", OptionValue{static_cast<long long>(max_lay)}},
       {"opening_lay", OptionValue{std::string(opening_fixed ? "fixed" : "max_lay")}},
       {"round_leader", OptionValue{std::string(leader_alternate ? "alternate" : "non_dealer")}},
       {"leftover", OptionValue{std::string(leftover_to_capturer ? "last_capturer" : "nobody")}}}));
  parallel_rows(n, threads, [&](std::int64_t begin, std::int64_t end) {
    hurricane::playouts(game, begin, end, seed, totals + 2 * begin, plays + begin);
  });
}

void uragan_capture_counts(std::int64_t n, const std::uint64_t* tables, const std::uint8_t* played,
                           std::int32_t* out) noexcept {
  for (std::int64_t i = 0; i < n; ++i) {
    const Mask table = tables[i] & kAllCardsMask;
    const Card c(played[i] % kCards);
    const Mask same = captures::same_rank_cards(table, c);
    if (same) {
      out[i] = popcount(same);
      continue;
    }
    captures::ValueGroups groups;
    captures::group_table(table, uragan::kValueMasks, 9, groups);
    std::int32_t count = 0;
    const int v = uragan::value_of(c);
    captures::for_each_sum_subset(groups, v - 1, v, [&](Mask) { ++count; });
    out[i] = count;
  }
}

void stos_coups(std::int64_t n, std::uint64_t seed, int threads, std::int8_t* dealer_gain, std::uint8_t* position,
                std::uint8_t* hidden) noexcept {
  parallel_rows(n, threads, [&](std::int64_t b, std::int64_t e) { stos::random_coups(b, e, seed, dealer_gain, position, hidden); });
}

void tri_palki_games(std::int64_t n, std::uint64_t seed, int threads, bool floor_zero, bool recycle_shuffle,
                     int sticks_to_lose, int move_limit, bool fewer_sticks, std::uint8_t* sticks, std::uint8_t* winner,
                     std::uint16_t* played) noexcept {
  const tri_palki::Game game(Options(tri_palki::Game::kName, tri_palki::Game::option_specs(),
                                     {{"floor_zero", OptionValue{floor_zero ? 1LL : 0LL}},
                                      {"recycle_shuffle", OptionValue{recycle_shuffle ? 1LL : 0LL}},
                                      {"sticks_to_lose", OptionValue{static_cast<long long>(sticks_to_lose)}},
                                      {"move_limit", OptionValue{static_cast<long long>(move_limit)}},
                                      {"limit_result", OptionValue{std::string(fewer_sticks ? "fewer_sticks" : "draw")}}}));
  parallel_rows(n, threads, [&](std::int64_t b, std::int64_t e) {
    tri_palki::random_games(game, b, e, seed, sticks, winner, played);
  });
}

}  // namespace pycards::batch
