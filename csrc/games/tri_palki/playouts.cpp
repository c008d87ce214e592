// Три палки's random games in C++ for the numpy batch entry point (pycards/batch.hpp): the same
// games as new_deal(seed + i, i % 2) played by State::play with the moves drawn from
// legal_moves(), on a lean copy of the state (masks and byte arrays, nothing the batch does not
// report); tests/tri_palki/test_batch.py checks the two agree game for game.
#include "tri_palki.hpp"

namespace pycards::tri_palki {

namespace {
struct Tables {
  std::array<std::uint8_t, kDeckSize> base{};  // the 36-card deck in index order
  std::array<std::int8_t, kCards> value{};
  Tables() {
    int k = 0;
    for (Card c : kDeck36) base[k++] = c.index;
    for (int i = 0; i < kCards; ++i) value[i] = static_cast<std::int8_t>(value_of(Card(i)));
  }
};
}  // namespace

void random_games(const Game& game, std::int64_t begin, std::int64_t end, std::uint64_t seed, std::uint8_t* sticks,
                  std::uint8_t* winner, std::uint16_t* played) noexcept {
  static const Tables t;
  const Config& cfg = game.config();
  std::array<std::uint8_t, kDeckSize> deck{}, stock{}, pile{};
  for (std::int64_t i = begin; i < end; ++i) {
    const std::uint64_t s0 = seed + static_cast<std::uint64_t>(i);
    const int dealer = static_cast<int>(i & 1);
    Rng deal_rng(s0);
    deck = t.base;
    deal_rng.shuffle(deck.data(), kDeckSize);  // shuffled(kDeck36, Rng(s0))
    Mask hand[2] = {0, 0};
    for (int k = 0; k < 2 * kHandSize; ++k) hand[k % 2 == 0 ? 1 - dealer : dealer] |= Mask{1} << deck[k];
    int stock_size = kStockStart, stock_pos = 0, pile_size = 0, count = 0, n = 0, recycles = 0;
    for (int k = 0; k < kStockStart; ++k) stock[k] = deck[2 * kHandSize + k];
    int st[2] = {0, 0}, turn = 1 - dealer, win = kNoSeat;
    Rng rng(s0 + 0x9E3779B97F4A7C15ULL);
    for (;;) {
      // the k-th card of the hand in index order, k = below(cards in hand)
      Mask h = hand[turn];
      for (std::uint32_t k = rng.below(static_cast<std::uint32_t>(popcount(h))); k; --k) h = clear_lowest(h);
      const int c = lowest_index(h);
      hand[turn] &= ~(Mask{1} << c);
      pile[pile_size++] = static_cast<std::uint8_t>(c);
      ++n;
      count += t.value[c];
      if (count > kMaxCount) {
        count = 0;
        if (++st[turn] >= cfg.sticks_to_lose) { win = 1 - turn; break; }
      } else if (cfg.floor_zero && count < 0) {
        count = 0;
      }
      if (cfg.move_limit > 0 && n >= cfg.move_limit) {
        win = cfg.limit_result == LimitResult::kDraw || st[0] == st[1] ? kDraw : st[0] < st[1] ? 0 : 1;
        break;
      }
      if (stock_pos == stock_size) {  // recycling: the top card stays, the rest turned over
        stock_size = pile_size - 1;
        for (int k = 0; k < stock_size; ++k) stock[k] = pile[k];
        if (cfg.recycle_shuffle) {
          Rng r(recycle_seed(s0, static_cast<std::uint32_t>(recycles)));
          r.shuffle(stock.data(), static_cast<std::size_t>(stock_size));
        }
        pile[0] = pile[pile_size - 1];
        pile_size = 1;
        stock_pos = 0;
        ++recycles;
      }
      hand[turn] |= Mask{1} << stock[stock_pos++];
      turn = 1 - turn;
    }
    if (sticks) sticks[2 * i] = static_cast<std::uint8_t>(st[0]), sticks[2 * i + 1] = static_cast<std::uint8_t>(st[1]);
    if (winner) winner[i] = static_cast<std::uint8_t>(win);
    if (played) played[i] = static_cast<std::uint16_t>(n);
  }
}

}  // namespace pycards::tri_palki
