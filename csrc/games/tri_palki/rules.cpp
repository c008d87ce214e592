// Три палки: dealing, the play and the automatic draw, sticks, the count's reset, recycling of
// the stock, the end of the game. Rules: docs/tri_palki.md; rulings listed in tri_palki.hpp.
#include "tri_palki.hpp"
#include "pycards/greedy.hpp"
#include "pycards/errors.hpp"
#include "pycards/notation.hpp"

namespace pycards::tri_palki {

bool Pile::operator==(const Pile& o) const {
  if (size != o.size) return false;
  for (int i = 0; i < size; ++i)
    if (cards[i] != o.cards[i]) return false;
  return true;
}

void State::draw_card(int seat) {
  if (stock_pos_ == stock_.size) {
    // Recycling: the top card stays as the pile; the rest, turned over, is the new stock with
    // the pile's bottom card (the first played on it) on top.
    const Card top = pile_[pile_.size - 1];
    stock_.size = 0;
    for (int i = 0; i + 1 < pile_.size; ++i) stock_.push(pile_[i]);
    stock_pos_ = 0;
    if (cfg_.recycle_shuffle) {
      Rng rng(recycle_seed(seed_, static_cast<std::uint32_t>(recycles_)));
      rng.shuffle(stock_.cards.data(), stock_.size);
    }
    pile_.size = 0;
    pile_.push(top);
    ++recycles_;
    // With the stock empty, both hands were the deck less the pile and the seat's own hand: each
    // player knows the other's. Shuffled, what either draws from now on is unknown.
    if (cfg_.recycle_shuffle) known_ = hands_;
  }
  const Card c = stock_[stock_pos_++];
  hands_[seat].add(c);
  if (stock_public()) known_[seat].add(c);
}

void State::play(MoveId id) {
  const Card c(static_cast<int>(id));
  const int seat = to_move_;
  hands_[seat].remove(c);
  known_[seat].remove(c);
  pile_.push(c);
  ++played_;
  count_ += value_of(c);
  if (count_ > kMaxCount) {  // a stick; exactly 31 is safe
    ++sticks_[seat];
    count_ = 0;
    if (sticks_[seat] >= cfg_.sticks_to_lose) {
      over_ = true;
      winner_ = 1 - seat;
      return;
    }
  } else if (cfg_.floor_zero && count_ < 0) {
    count_ = 0;
  }
  if (cfg_.move_limit > 0 && played_ >= cfg_.move_limit) {
    over_ = true;
    limit_end_ = true;
    winner_ = cfg_.limit_result == LimitResult::kDraw || sticks_[0] == sticks_[1] ? kDraw
              : sticks_[0] < sticks_[1]                                            ? 0
                                                                                   : 1;
    return;
  }
  draw_card(seat);
  to_move_ = 1 - seat;
}

bool State::operator==(const State& o) const {
  const Config &a = cfg_, &b = o.cfg_;
  if (a.floor_zero != b.floor_zero || a.recycle_shuffle != b.recycle_shuffle || a.sticks_to_lose != b.sticks_to_lose ||
      a.move_limit != b.move_limit || a.limit_result != b.limit_result)
    return false;
  if (seed_ != o.seed_ || hands_ != o.hands_ || known_ != o.known_ || !(pile_ == o.pile_) || count_ != o.count_ ||
      sticks_ != o.sticks_ || to_move_ != o.to_move_ || dealer_ != o.dealer_ || played_ != o.played_ ||
      recycles_ != o.recycles_ || over_ != o.over_ || limit_end_ != o.limit_end_ || winner_ != o.winner_ ||
      stock_size() != o.stock_size())
    return false;
  for (int i = 0; i < stock_size(); ++i)
    if (stock_card(i) != o.stock_card(i)) return false;
  return true;
}

// ---- the game -----------------------------------------------------------------------------

const OptionSpecs& Spec::option_specs() {
  static const OptionSpecs specs = {
      int_option("players", "number of players: 2 only", 2, 2, 2),
      switch_option("floor_zero", "a count below 0 is set to 0", 0),
      switch_option("recycle_shuffle", "the recycled stock is shuffled (seeded); 0: turned over as it lies", 0),
      int_option("sticks_to_lose", "sticks that lose the game", 3, 1, kMaxSticks),
      int_option("move_limit", "cards played after which the game ends (0: no limit; a solver guard, not a rule)", 0, 0,
                 kMaxMoveLimit),
      choice_option("limit_result", "the result at the move limit: 'draw', or 'fewer_sticks' (fewer sticks wins)",
                    {"draw", "fewer_sticks"}),
  };
  return specs;
}

Config Spec::config_of(const Options& options) {
  Config c;
  c.floor_zero = options.get_int("floor_zero") != 0;
  c.recycle_shuffle = options.get_int("recycle_shuffle") != 0;
  c.sticks_to_lose = static_cast<int>(options.get_int("sticks_to_lose"));
  c.move_limit = static_cast<int>(options.get_int("move_limit"));
  c.limit_result = options.get_string("limit_result") == "fewer_sticks" ? LimitResult::kFewerSticks : LimitResult::kDraw;
  return c;
}

Options Spec::options_of(const State& s) {
  const Config& c = s.config();
  return Options(kName, option_specs(),
                 {{"players", OptionValue{2LL}},
                  {"floor_zero", OptionValue{c.floor_zero ? 1LL : 0LL}},
                  {"recycle_shuffle", OptionValue{c.recycle_shuffle ? 1LL : 0LL}},
                  {"sticks_to_lose", OptionValue{static_cast<long long>(c.sticks_to_lose)}},
                  {"move_limit", OptionValue{static_cast<long long>(c.move_limit)}},
                  {"limit_result", OptionValue{std::string(c.limit_result == LimitResult::kFewerSticks ? "fewer_sticks"
                                                                                                       : "draw")}}});
}

namespace {
State deal(const Config& cfg, std::uint64_t seed, int dealer, Rng& rng) {
  const DeckOrder deck = shuffled(kDeck36, rng);
  return Spec::dealt(cfg, seed, dealer, deck);
}
}  // namespace

State Spec::new_deal(const Config& cfg, std::uint64_t seed, int dealer) {
  if (dealer < 0 || dealer > 1)
    throw OptionError("dealer " + std::to_string(dealer) + " is not a seat of tri_palki (0 or 1)");
  Rng rng(seed);
  return deal(cfg, seed, dealer, rng);
}

State Spec::new_match(const Config& cfg, std::uint64_t seed) {
  Rng rng(seed);
  const int dealer = static_cast<int>(rng.below(2));
  return deal(cfg, seed, dealer, rng);
}

State Spec::dealt(const Config& cfg, std::uint64_t seed, int dealer, const DeckOrder& deck) {
  State s;
  s.cfg_ = cfg;
  s.seed_ = seed;
  s.dealer_ = dealer;
  s.to_move_ = 1 - dealer;
  for (int i = 0; i < 2 * kHandSize; ++i) s.hands_[i % 2 == 0 ? 1 - dealer : dealer].add(deck[i]);
  for (int i = 2 * kHandSize; i < kDeckSize; ++i) s.stock_.push(deck[i]);
  return s;
}

std::string Spec::move_text(MoveId id) { return notation::card_move_text(id); }

MoveId Spec::parse_move(std::string_view text) {
  return notation::parse_card_move(text, kDeck36, kName, "a card of the 36-card deck (6 to A)");
}

MoveId greedy_move(const State& s, Rng& rng) noexcept {
  // count values by rank index (2..A; 2..5 are not in the 36-card deck)
  static constexpr int kValue[pycards::kRanks] = {0, 0, 0, 0, 6, 7, 8, 0, -10, 2, 3, 4, 11};
  MoveId moves[kDeckSize];
  const int n = s.legal_moves(moves);
  const int count = s.count();
  return greedy::best_of(moves, n, [count](MoveId m) {
    const int v = kValue[Card(int(m)).rank()], after = count + v;
    return after <= kMaxCount ? 2000 + after : 1000 + v;
  }, rng);
}

}  // namespace pycards::tri_palki
