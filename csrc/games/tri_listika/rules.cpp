// Три листика: dealing, the хлюст check, declarations, card play, settlement and the match.
// Rules and rulings: docs/tri_listika.md.
#include <algorithm>
#include <string>

#include "pycards/greedy.hpp"
#include "pycards/errors.hpp"
#include "pycards/rng.hpp"
#include "tri_listika.hpp"
#include "pycards/simulate.hpp"

namespace pycards::tri_listika {

namespace {
constexpr int card_trump(const Config& c, int trump) { return c.trumps_in_play ? trump : tricks::kNoSuit; }
}  // namespace

std::uint64_t deal_seed(std::uint64_t seed, std::uint32_t k) {
  return derive_seed(seed, 0x747269'6c697374ULL /* "trilist" */, k);
}
std::uint64_t draw_seed(std::uint64_t deal) { return derive_seed(deal, 0x6b686c797573ULL /* "khlyus" */, 0); }

std::string_view State::phase() const {
  switch (phase_) {
    case kDeclare: return "declare";
    case kDraw: return "draw";
    case kPlay: return "play";
    default: return "over";
  }
}

int State::next_declarer() const {
  for (int k = 1; k <= kPlayers; ++k) {
    const int seat = (dealer_ + k) % kPlayers;
    if (decl_[seat] == kUndecided) return seat;
  }
  return -1;
}

int State::next_player(int seat) const {
  for (int k = 1; k <= kPlayers; ++k) {
    const int s = (seat + k) % kPlayers;
    if (playing(s)) return s;
  }
  return seat;
}

int State::trick_seat(int i) const {
  int seat = leader_;
  for (int k = 0; k < i; ++k) seat = next_player(seat);
  return seat;
}

int State::history_size() const {
  int n = 0;
  for (int s = 0; s < kPlayers; ++s) n += playing(s);
  return n;
}

int State::history_seat(int k, int i) const {
  int seat = hist_leader_[k];
  for (int j = 0; j < i; ++j) seat = next_player(seat);
  return seat;
}

CardSet State::draw_left() const {
  if (khlyust_ < 0) return CardSet();
  Mask left = hands_[khlyust_];
  for (int s = 0; s < kPlayers; ++s)
    if (drawn_[s] >= 0) left &= ~Card(drawn_[s]).bit();
  return CardSet(left);
}

int State::legal_moves(MoveId* out) const noexcept {
  int n = 0;
  if (phase_ == kOver) return 0;
  const int seat = to_move_;
  const Mask hand = hands_[seat];
  if (phase_ == kDeclare) {
    const bool forced = seat == dealer_ || seat == (dealer_ + 1) % kPlayers;
    out[n++] = kPlayMove;
    if (!forced) out[n++] = kPassMove;
    if (!forced || cfg_.forced_may_exchange)
      for (Mask sub = hand; sub; sub = (sub - 1) & hand) out[n++] = exchange_move(sub);
    return n;
  }
  if (phase_ == kDraw) {
    for (Card c : draw_left()) out[n++] = take_move(c);
    return n;
  }
  const int led = trick_n_ ? int(Card(trick_[0]).suit()) : tricks::kNoSuit;
  const Mask up = tricks::face_up_mask(hand, led, card_trump(cfg_, trump()));
  if (up) {
    for (Card c : CardSet(up)) out[n++] = card_move(c);
  } else {
    for (Card c : CardSet(hand)) out[n++] = down_move(c);
  }
  return n;
}

MoveId State::random_move(Rng& rng) const noexcept {
  const int seat = to_move_;
  const Mask hand = hands_[seat];
  if (phase_ == kPlay) {
    const int led = trick_n_ ? int(Card(trick_[0]).suit()) : tricks::kNoSuit;
    const Mask up = tricks::face_up_mask(hand, led, card_trump(cfg_, trump()));
    const Mask m = up ? up : hand;
    const int c = nth_index(m, int(rng.below(std::uint32_t(popcount(m)))));
    return up ? card_move(Card(c)) : down_move(Card(c));
  }
  if (phase_ == kDeclare) {  // play, pass (not forced), then the exchanges from the whole hand down
    const bool forced = seat == dealer_ || seat == (dealer_ + 1) % kPlayers;
    const int subsets = !forced || cfg_.forced_may_exchange ? (1 << popcount(hand)) - 1 : 0;
    const int fixed = forced ? 1 : 2;
    const int k = int(rng.below(std::uint32_t(fixed + subsets)));
    if (k == 0) return kPlayMove;
    if (k < fixed) return kPassMove;
    return exchange_move(deposit(Mask(subsets - (k - fixed)), hand));
  }
  const Mask left = draw_left().mask;
  return take_move(Card(nth_index(left, int(rng.below(std::uint32_t(popcount(left)))))));
}

bool State::khlyust_check(unsigned candidates) noexcept {
  int best = -1, best_points = -1;
  bool best_trump = false;
  for (int k = 1; k <= kPlayers; ++k) {  // clockwise from L: the first of equals wins
    const int seat = (dealer_ + k) % kPlayers;
    if (!((candidates >> seat) & 1u) || !is_khlyust(hands_[seat])) continue;
    const bool t = int(Card(lowest_index(hands_[seat])).suit()) == trump();
    const int pts = tricks::card_points(hands_[seat], kRanks);
    if (best < 0 || (t && !best_trump) || (t == best_trump && pts > best_points)) {
      best = seat;
      best_points = pts;
      best_trump = t;
    }
  }
  if (best < 0) return false;
  khlyust_ = static_cast<std::int8_t>(best);
  trump_khlyust_ = best_trump;
  if (!best_trump) {
    end_deal();
  } else if (cfg_.draw_choice) {
    phase_ = kDraw;
    to_move_ = static_cast<std::int8_t>((best + 1) % kPlayers);
  } else {
    blind_draw();
    end_deal();
  }
  return true;
}

void State::blind_draw() noexcept {
  Card cards[kHand];
  int n = 0;
  for (Card c : CardSet(hands_[khlyust_])) cards[n++] = c;
  Rng rng(draw_seed_);
  rng.shuffle(cards, kHand);
  for (int k = 1; k < kPlayers; ++k) drawn_[(khlyust_ + k) % kPlayers] = static_cast<std::int8_t>(cards[k - 1].index);
}

void State::start_deal(const DeckOrder& order, std::uint64_t dseed, int dealer) noexcept {
  hands_ = {};
  thrown_ = {};
  won_ = {};
  down_ = {};
  decl_ = {};
  tricks_ = {};
  trick_ = {};
  trick_n_ = trick_down_ = 0;
  khlyust_ = -1;
  trump_khlyust_ = false;
  drawn_ = {-1, -1, -1, -1};
  draw_seed_ = dseed;
  dealer_ = static_cast<std::int8_t>(dealer);
  leader_ = -1;
  for (int s = 0; s < kPlayers; ++s) money_[s] -= cfg_.ante;
  pot_ += std::int64_t{kPlayers} * cfg_.ante;
  for (int i = 0; i < kPlayers * kHand; ++i) hands_[(dealer + 1 + i) % kPlayers] |= order[i].bit();
  turned_ = order[kPlayers * kHand].index;
  stock_pos_ = 0;
  stock_end_ = kStockSize;
  for (int k = 0; k < kStockSize; ++k) stock_[k] = order[kPlayers * kHand + 1 + k].index;
  if (!cfg_.forced_may_exchange) decl_[dealer] = decl_[(dealer + 1) % kPlayers] = kPlays;
  phase_ = kDeclare;
  if (khlyust_check(0xFu)) return;
  to_move_ = static_cast<std::int8_t>(next_declarer());
}

void State::after_declarations() noexcept {
  if (cfg_.exchange_khlyust) {
    unsigned candidates = 0;
    for (int s = 0; s < kPlayers; ++s)
      if (playing(s)) candidates |= 1u << s;
    if (khlyust_check(candidates)) return;
  }
  phase_ = kPlay;
  leader_ = to_move_ = static_cast<std::int8_t>((dealer_ + 1) % kPlayers);
}

void State::play(MoveId id) noexcept {
  const int seat = to_move_;
  if (phase_ == kDeclare) {
    if (id == kPlayMove) {
      decl_[seat] = kPlays;
    } else if (id == kPassMove) {
      decl_[seat] = kPasses;
      thrown_[seat] = hands_[seat];
      hands_[seat] = 0;
    } else {
      const Mask cards = id & kAllCardsMask;
      decl_[seat] = kExchanges;
      thrown_[seat] = cards;
      hands_[seat] &= ~cards;
      for (int k = popcount(cards); k > 0; --k) hands_[seat] |= Card(stock_[stock_pos_++]).bit();
    }
    const int next = next_declarer();
    if (next >= 0) {
      to_move_ = static_cast<std::int8_t>(next);
    } else {
      after_declarations();
    }
    return;
  }
  if (phase_ == kDraw) {
    drawn_[seat] = static_cast<std::int8_t>(id - kTakeBase);
    const int next = (seat + 1) % kPlayers;
    if (next == khlyust_) {
      end_deal();
    } else {
      to_move_ = static_cast<std::int8_t>(next);
    }
    return;
  }
  const bool down = id >= kDownBase;
  const Card c(int(down ? id - kDownBase : id));
  hands_[seat] &= ~c.bit();
  if (down) trick_down_ |= static_cast<std::uint8_t>(1u << trick_n_);
  trick_[trick_n_++] = c.index;
  int players = 0;
  for (int s = 0; s < kPlayers; ++s) players += playing(s);
  if (trick_n_ < players) {
    to_move_ = static_cast<std::int8_t>(next_player(seat));
    return;
  }
  Card cards[kPlayers];
  int seats[kPlayers];
  for (int i = 0; i < trick_n_; ++i) {
    cards[i] = Card(trick_[i]);
    seats[i] = i ? next_player(seats[i - 1]) : leader_;
  }
  const int w = seats[tricks::trick_winner_face_up(cards, trick_n_, trick_down_, card_trump(cfg_, trump()), kRanks)];
  for (int i = 0; i < trick_n_; ++i) {
    won_[w] |= cards[i].bit();
    if ((trick_down_ >> i) & 1u) down_[seats[i]] |= cards[i].bit();
  }
  const int k = tricks_played();
  hist_[k] = trick_;
  hist_leader_[k] = leader_;
  hist_down_[k] = trick_down_;
  ++tricks_[w];
  trick_n_ = trick_down_ = 0;
  leader_ = to_move_ = static_cast<std::int8_t>(w);
  if (tricks_played() == kHand) end_deal();
}

DealResult State::deal_result() const {
  DealResult r;
  r.pot = pot_;
  r.carried = pot_;
  for (int s = 0; s < kPlayers; ++s) {
    r.tricks[s] = tricks_[s];
    r.decl[s] = static_cast<std::int8_t>(decl_[s]);
    r.drawn[s] = drawn_[s];
    r.ante[s] = -cfg_.ante;
  }
  r.khlyust = khlyust_;
  r.trump_khlyust = trump_khlyust_;
  if (khlyust_ >= 0) {
    r.pot_winner = khlyust_;
    if (trump_khlyust_)
      for (int s = 0; s < kPlayers; ++s)
        if (drawn_[s] >= 0) {
          const int pay = points_of(Card(drawn_[s]));
          r.khlyust_pay[s] -= pay;
          r.khlyust_pay[khlyust_] += pay;
        }
  } else {
    int two = -1;
    for (int s = 0; s < kPlayers; ++s) {
      if (tricks_[s] == kHand) r.pot_winner = s;
      if (tricks_[s] == 2) two = s;
    }
    if (r.pot_winner < 0 && two >= 0) {
      int losers = 0;
      for (int s = 0; s < kPlayers; ++s)
        if (playing(s) && tricks_[s] == 0) {
          ++losers;
          if (!cfg_.share_from_pot) {
            r.shares[s] -= cfg_.share_units();
            r.shares[two] += cfg_.share_units();
          }
        }
      if (cfg_.share_from_pot && losers) {
        const std::int64_t take = std::min<std::int64_t>(cfg_.share_units(), pot_);
        r.shares[two] += take;
        r.carried -= take;
      }
    }
  }
  if (r.pot_winner >= 0) {
    r.pot_won[r.pot_winner] = pot_;
    r.carried = 0;
  }
  for (int s = 0; s < kPlayers; ++s) r.net[s] = r.ante[s] + r.pot_won[s] + r.khlyust_pay[s] + r.shares[s];
  return r;
}

void State::end_deal() noexcept {
  const DealResult r = deal_result();
  last_result_ = r;
  has_last_result_ = true;
  ++deals_played_;
  if (cfg_.match && deals_played_ < cfg_.deals) {
    for (int s = 0; s < kPlayers; ++s) money_[s] += r.net[s] - r.ante[s];
    pot_ = r.carried;
    const std::uint64_t ds = deal_seed(cfg_.seed, deals_played_);
    start_deal(shuffled(kDeck32, ds), draw_seed(ds), (dealer_ + 1) % kPlayers);
    return;
  }
  phase_ = kOver;
  to_move_ = -1;
}

std::int64_t State::balance(int seat) const {
  if (phase_ != kOver) return money_[seat];
  const DealResult r = deal_result();
  return money_[seat] + r.net[seat] - r.ante[seat];
}

std::int64_t State::unclaimed() const {
  if (phase_ != kOver) return 0;
  return deal_result().carried;
}

bool State::operator==(const State& o) const {
  const Config &a = cfg_, &b = o.cfg_;
  if (a.ante != b.ante || a.share != b.share || a.share_from_pot != b.share_from_pot || a.draw_choice != b.draw_choice ||
      a.exchange_khlyust != b.exchange_khlyust || a.forced_may_exchange != b.forced_may_exchange ||
      a.trumps_in_play != b.trumps_in_play || a.final_split != b.final_split || a.deals != b.deals ||
      a.match != b.match)
    return false;
  if (a.match && a.seed != b.seed) return false;
  if (hands_ != o.hands_ || thrown_ != o.thrown_ || won_ != o.won_ || down_ != o.down_ || turned_ != o.turned_ ||
      phase_ != o.phase_ || to_move() != o.to_move() || dealer_ != o.dealer_ || decl_ != o.decl_ ||
      tricks_ != o.tricks_ || trick_n_ != o.trick_n_ || trick_down_ != o.trick_down_ || khlyust_ != o.khlyust_ ||
      trump_khlyust_ != o.trump_khlyust_ || drawn_ != o.drawn_ || draw_seed_ != o.draw_seed_ || pot_ != o.pot_ ||
      money_ != o.money_ || deals_played_ != o.deals_played_)
    return false;
  if (phase_ == kPlay && leader_ != o.leader_) return false;
  if (!std::equal(trick_.begin(), trick_.begin() + trick_n_, o.trick_.begin())) return false;
  if (trick_down_ != o.trick_down_) return false;
  for (int k = 0, size = history_size(); k < tricks_played(); ++k)
    if (hist_leader_[k] != o.hist_leader_[k] || hist_down_[k] != o.hist_down_[k] ||
        !std::equal(hist_[k].begin(), hist_[k].begin() + size, o.hist_[k].begin()))
      return false;
  if (stock_size() != o.stock_size()) return false;
  return std::equal(stock_.begin() + stock_pos_, stock_.begin() + stock_end_, o.stock_.begin() + o.stock_pos_);
}

// ---- the game -----------------------------------------------------------------------------

const OptionSpecs& Spec::option_specs() {
  static const OptionSpecs specs = {
      int_option("players", "4 players only", 4, 4, 4, {4}),
      int_option("ante", "units each player puts into the pot before every deal", 1, 1, 1'000'000),
      int_option("share", "the share a 2-trick player receives (default: the ante; 0 = the ante)", 0, 0, 1'000'000),
      choice_option("share_from", "who pays the 2-trick player's share: 'losers' (each playing player with no trick) or "
                    "'pot' (once, out of the pot)", {"losers", "pot"}),
      choice_option("khlyust_draw", "the trump-хлюст draw: 'random' (blind, seeded) or 'choice' (take:<card>)",
                    {"random", "choice"}),
      switch_option("exchange_khlyust", "1: a хлюст made by exchanging also wins without play"),
      switch_option("forced_may_exchange", "1: the dealer and the player on his left may exchange too"),
      switch_option("trumps_in_play", "1: a player void in the led suit must play a trump if he holds one; trumps win"),
      int_option("deals", "deals of a game (new_match)", 4, 1, 1000),
      choice_option("final_pot", "a pot unclaimed after the last deal: 'keep' (reported unallocated) or 'split' "
                    "(equally, fractions allowed)", {"keep", "split"}),
  };
  return specs;
}

Config Spec::config_of(const Options& options) {
  Config c;
  c.ante = static_cast<std::int32_t>(options.get_int("ante"));
  c.share = static_cast<std::int32_t>(options.get_int("share"));
  c.share_from_pot = options.get_string("share_from") == "pot";
  c.draw_choice = options.get_string("khlyust_draw") == "choice";
  c.exchange_khlyust = options.get_int("exchange_khlyust") != 0;
  c.forced_may_exchange = options.get_int("forced_may_exchange") != 0;
  c.trumps_in_play = options.get_int("trumps_in_play") != 0;
  c.deals = static_cast<std::uint32_t>(options.get_int("deals"));
  c.final_split = options.get_string("final_pot") == "split";
  return c;
}

void State::begin_one_deal(const Config& cfg, const DeckOrder& order, std::uint64_t seed, int dealer) noexcept {
  cfg_ = cfg;
  cfg_.match = false;
  cfg_.seed = 0;
  money_ = {};
  pot_ = 0;
  deals_played_ = 0;
  has_last_result_ = false;
  start_deal(order, draw_seed(seed), dealer);
}

State Spec::new_deal(const Config& cfg, std::uint64_t seed, int dealer) {
  if (dealer < 0 || dealer >= kPlayers)
    throw OptionError("dealer " + std::to_string(dealer) + " is not a seat of a 4-player tri_listika game (0 .. 3)");
  State s;
  s.begin_one_deal(cfg, shuffled(kDeck32, seed), seed, dealer);
  return s;
}

State Spec::new_match(const Config& cfg, std::uint64_t seed) {
  State s;
  s.cfg_ = cfg;
  s.cfg_.match = true;
  s.cfg_.seed = seed;
  Rng rng(seed);
  const int dealer = static_cast<int>(rng.below(kPlayers));
  const std::uint64_t ds = deal_seed(seed, 0);
  s.start_deal(shuffled(kDeck32, ds), draw_seed(ds), dealer);
  return s;
}

Options Spec::options_of(const State& s) {
  const Config& c = s.config();
  return Options(kName, option_specs(),
                 {{"players", OptionValue{4LL}},
                  {"ante", OptionValue{static_cast<long long>(c.ante)}},
                  {"share", OptionValue{static_cast<long long>(c.share)}},
                  {"share_from", OptionValue{std::string(c.share_from_pot ? "pot" : "losers")}},
                  {"khlyust_draw", OptionValue{std::string(c.draw_choice ? "choice" : "random")}},
                  {"exchange_khlyust", OptionValue{static_cast<long long>(c.exchange_khlyust)}},
                  {"forced_may_exchange", OptionValue{static_cast<long long>(c.forced_may_exchange)}},
                  {"trumps_in_play", OptionValue{static_cast<long long>(c.trumps_in_play)}},
                  {"deals", OptionValue{static_cast<long long>(c.deals)}},
                  {"final_pot", OptionValue{std::string(c.final_split ? "split" : "keep")}}});
}

void playouts(const Game& game, std::int64_t begin, std::int64_t end, std::uint64_t seed, std::int64_t* net,
              std::int8_t* pot_winner, std::uint16_t* plays) noexcept {
  static constexpr DeckOrder kBase = ordered(kDeck32);
  State s;  // each deal is dealt into it: new_deal(seed + i, i % 4) without a copy
  DeckOrder order;
  for (std::int64_t i = begin; i < end; ++i) {
    const std::uint64_t ds = seed + std::uint64_t(i);
    shuffle_into(order, kBase, ds);
    s.begin_one_deal(game.config(), order, ds, int(i % kPlayers));
    Rng rng(ds + kPlayoutRngOffset);
    int n = 0;
    for (; !s.is_over(); ++n) s.play(s.random_move(rng));
    const DealResult& r = s.last_result();  // the settlement end_deal() made
    for (int p = 0; p < kPlayers; ++p) net[kPlayers * (i - begin) + p] = r.net[p];
    pot_winner[i - begin] = static_cast<std::int8_t>(r.pot_winner);
    plays[i - begin] = static_cast<std::uint16_t>(n);
  }
}

MoveId greedy_move(const State& s, Rng& rng) noexcept {
  // points by rank index (2..A; 7 8 9 T J Q K A in the 32-card deck)
  static constexpr int kPoints[pycards::kRanks] = {0, 0, 0, 0, 0, 7, 8, 9, 10, 2, 3, 4, 11};
  MoveId moves[kMaxMoves];
  const int n = s.legal_moves(moves);
  const Mask hand = s.hand(s.to_move()).mask;
  const auto has = [&](MoveId id) { return std::find(moves, moves + n, id) != moves + n; };
  if (s.phase_id() == kDeclare) {
    if ((hand & rank_mask(kAce)) && has(kPlayMove)) return kPlayMove;
    const Mask low = hand & ~(rank_mask(kKing) | rank_mask(kAce));
    if (low && low != hand && has(exchange_move(low))) return exchange_move(low);  // keep the kings
    if (has(kPassMove)) return kPassMove;  // D and L may not pass
    if (has(kPlayMove)) return kPlayMove;
    return moves[0];
  }
  if (s.phase_id() == kDraw)
    return greedy::best_of(moves, n, [](MoveId m) { return -kPoints[Card(int(m - kTakeBase)).rank()]; }, rng);
  const int trump = s.config().trumps_in_play ? s.trump() : -1;
  const auto power = [trump](Card c, int led) {
    if (c.suit() == trump) return 100 + c.rank();
    return led < 0 || c.suit() == led ? 50 + c.rank() : int(c.rank());
  };
  const auto card_of = [](MoveId m) { return Card(int(m >= kDownBase ? m - kDownBase : m)); };
  int led = -1, best = -1;
  for (int i = 0; i < s.trick_size(); ++i)
    if (!s.trick_down(i)) {
      if (led < 0) led = s.trick_card(i).suit();
      best = std::max(best, power(s.trick_card(i), led));
    }
  if (led < 0) return greedy::best_of(moves, n, [&](MoveId m) { return power(card_of(m), -1); }, rng);
  return greedy::best_of(moves, n, [&](MoveId m) {
    const Card c = card_of(m);
    const int p = power(c, led);
    const bool wins = m < kDownBase && p > best;
    return wins ? 1000 - p : -int(c.rank());
  }, rng);
}

}  // namespace pycards::tri_listika

namespace pycards::tri_listika {
namespace {
/// pycards.simulate's breakdown (docs/tri_listika.md "pycards.simulate columns"), from the final state's
/// deal_result() (in a match the last deal): the pot, the хлюст seat, whether it was a trump
/// хлюст, the pot's winner, what stays in the pot (-1 for None); per seat the tricks, the
/// declaration (0 play, 1 pass, 2 exchange, -1 none), the card drawn for a trump хлюст (pc.Card
/// index, -1 none), and the ante, pot won, хлюст payments, shares and net of the deal.
constexpr SimColumn kColumns[] = {
    {"pot", false}, {"khlyust", false, true}, {"trump_khlyust", false}, {"pot_winner", false, true}, {"carried", false},
    {"tricks", true}, {"declarations", true, true}, {"drawn", true, true}, {"ante", true}, {"pot_won", true},
    {"khlyust_payments", true}, {"shares", true}, {"net", true},
};
}  // namespace

Simulator simulator(const Game& /*game*/) {
  return make_simulator<Game, kColumns>([](const State& s, int p) -> std::int64_t { return s.balance(p); },
                                        [](const State& s, SimRow& w) {
                                          const DealResult r = s.deal_result();
                                          w.put(r.pot, r.khlyust, r.trump_khlyust, r.pot_winner, r.carried);
                                          w.sides_of(r.tricks);
                                          w.per_side([&](int p) { return int(r.decl[p]) - 1; });  // kUndecided -> -1
                                          w.sides_of(r.drawn, r.ante, r.pot_won, r.khlyust_pay, r.shares, r.net);
                                        });
}
}  // namespace pycards::tri_listika
