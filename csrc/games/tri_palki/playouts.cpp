// Три палки's random games in C++ for the numpy batch entry point (pycards/batch.hpp): the same
// games as new_deal(seed + i, i % 2) played by State::play with the moves drawn from
// legal_moves(), on a lean copy of the state (masks and byte arrays, nothing the batch does not
// report; the hands of the seat to move and of the other in two registers, swapped each turn);
// tests/tri_palki/test_batch.py checks the two agree game for game.
#include "tri_palki.hpp"
#include "pycards/simulate.hpp"

#include <cstring>
#include <limits>
#include <utility>

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
  const int limit = cfg.move_limit > 0 ? cfg.move_limit : std::numeric_limits<int>::max();
  const int stl = cfg.sticks_to_lose;
  const bool floor_zero = cfg.floor_zero, shuffle = cfg.recycle_shuffle;
  // `deck` is the stock: first the dealt deck from card 8 on, then each recycled pile.
  std::array<std::uint8_t, kDeckSize> deck{}, pile{};
  for (std::int64_t i = begin; i < end; ++i) {
    const std::uint64_t s0 = seed + static_cast<std::uint64_t>(i);
    const int dealer = static_cast<int>(i & 1);
    Rng deal_rng(s0);
    deck = t.base;
    deal_rng.shuffle(deck.data(), kDeckSize);  // shuffled(kDeck36, Rng(s0))
    // The hands and sticks of the seat to move (`me`) and of the other, swapped every turn.
    Mask me = 0, other = 0;
    for (int k = 0; k < 2 * kHandSize; k += 2) {
      me |= Mask{1} << deck[k];  // the non-dealer, who moves first
      other |= Mask{1} << deck[k + 1];
    }
    int stock_size = kDeckSize, stock_pos = 2 * kHandSize, pile_size = 0, count = 0, n = 0, recycles = 0;
    int st_me = 0, st_other = 0, turn = 1 - dealer, win = kNoSeat;
    Rng rng(s0 + 0x9E3779B97F4A7C15ULL);
    for (;;) {
      // The k-th card of the hand in index order, k = below(cards in hand): a hand always holds
      // 4 cards when it plays (each play is followed by a draw, unless the game ends).
      const Mask h1 = me & (me - 1), h2 = h1 & (h1 - 1), h3 = h2 & (h2 - 1);
      const Mask nth[kHandSize] = {me, h1, h2, h3};
      const int c = lowest_index(nth[rng.below(kHandSize)]);
      me &= ~(Mask{1} << c);
      pile[pile_size++] = static_cast<std::uint8_t>(c);
      ++n;
      count += t.value[c];
      if (count > kMaxCount) {
        count = 0;
        if (++st_me >= stl) { win = 1 - turn; break; }
      } else if (floor_zero && count < 0) {
        count = 0;
      }
      if (n >= limit) {
        const int s_turn = st_me, s_other = st_other;
        win = cfg.limit_result == LimitResult::kDraw || s_turn == s_other ? kDraw : s_turn < s_other ? turn : 1 - turn;
        break;
      }
      if (stock_pos == stock_size) [[unlikely]] {  // recycling: the top card stays, the rest turned over
        stock_size = pile_size - 1;
        std::memcpy(deck.data(), pile.data(), static_cast<std::size_t>(stock_size));
        if (shuffle) {
          Rng r(recycle_seed(s0, static_cast<std::uint32_t>(recycles)));
          r.shuffle(deck.data(), static_cast<std::size_t>(stock_size));
        }
        pile[0] = pile[pile_size - 1];
        pile_size = 1;
        stock_pos = 0;
        ++recycles;
      }
      me |= Mask{1} << deck[stock_pos++];
      std::swap(me, other);
      std::swap(st_me, st_other);
      turn = 1 - turn;
    }
    // `me` is the seat `turn` (the player of the last card)
    const int st0 = turn == 0 ? st_me : st_other, st1 = turn == 0 ? st_other : st_me;
    if (sticks) sticks[2 * i] = static_cast<std::uint8_t>(st0), sticks[2 * i + 1] = static_cast<std::uint8_t>(st1);
    if (winner) winner[i] = static_cast<std::uint8_t>(win);
    if (played) played[i] = static_cast<std::uint16_t>(n);
  }
}

}  // namespace pycards::tri_palki

namespace pycards::tri_palki {
namespace {
/// pycards.simulate's breakdown (docs/tri_palki.md "pycards.simulate columns"), from the finished game (the sticks
/// per seat are the scores): the winner (-1 a draw), whether the move limit ended it, the cards
/// played and the recyclings of the discards.
constexpr SimColumn kColumns[] = {
    {"winner", false, true}, {"move_limit", false}, {"cards_played", false}, {"recycles", false},
};
}  // namespace

Simulator simulator(const Game& /*game*/) {
  return make_simulator<Game, kColumns>([](const State& s, int p) -> std::int64_t { return s.sticks(p); },
                                        [](const State& s, SimRow& w) {
                                          w.put(s.winner() == kDraw ? -1 : s.winner(), s.end_reason() == "move_limit",
                                                s.cards_played(), s.recycles());
                                        });
}
}  // namespace pycards::tri_palki
