// Ураган: move generation, play, dealing, scoring and the match (the random playout engines are
// playouts.cpp). Rules and rulings: docs/uragan.md.
#include "uragan.hpp"

#include <algorithm>
#include <bit>
#include <string>

#include "pycards/errors.hpp"

#if defined(__SSE4_1__)
#include <immintrin.h>
#endif

namespace pycards::uragan {


// ---- scoring ------------------------------------------------------------------------------

namespace {
// Highest premiera height among the ranks of a 13-bit rank mask held `n` times: two look-ups
// (ranks 0..6 and 7..12) instead of a loop.
template <int N>
constexpr auto kPremieraLo = [] {
  std::array<std::uint8_t, 128> a{};
  for (unsigned m = 0; m < 128; ++m)
    for (int r = 0; r < 7; ++r)
      if (m >> r & 1) a[m] = std::max<std::uint8_t>(a[m], std::uint8_t(N * kPremieraValue[r]));
  return a;
}();
template <int N>
constexpr auto kPremieraHi = [] {
  std::array<std::uint8_t, 64> a{};
  for (unsigned m = 0; m < 64; ++m)
    for (int r = 7; r < 13; ++r)
      if (m >> (r - 7) & 1) a[m] = std::max<std::uint8_t>(a[m], std::uint8_t(N * kPremieraValue[r]));
  return a;
}();
}  // namespace

int premiera_height(Mask pile) {
  // ranks held 4 times and exactly 3 times, from the four 13-bit suit lanes
  const unsigned a = suit_lane(pile, kClubs), b = suit_lane(pile, kDiamonds), c = suit_lane(pile, kHearts),
                 d = suit_lane(pile, kSpades);
  const unsigned four = a & b & c & d;
  const unsigned three = ((a & b & (c | d)) | (c & d & (a | b))) & ~four;
  return std::max(std::max(kPremieraLo<4>[four & 127], kPremieraHi<4>[four >> 7]),
                  std::max(kPremieraLo<3>[three & 127], kPremieraHi<3>[three >> 7]));
}

DealResult score_deal(Mask p0, Mask p1, int h0, int h1) {
  DealResult r;
  const auto more = [](int a, int b, std::array<std::uint8_t, 2>& out) {
    out[0] = a > b;
    out[1] = b > a;
  };
  r.hurricanes = {static_cast<std::uint8_t>(h0), static_cast<std::uint8_t>(h1)};
  r.pile_size = {static_cast<std::uint8_t>(popcount(p0)), static_cast<std::uint8_t>(popcount(p1))};
  r.heart_count = {static_cast<std::uint8_t>(popcount(p0 & suit_mask(kHearts))),
                   static_cast<std::uint8_t>(popcount(p1 & suit_mask(kHearts)))};
  const int pr0 = premiera_height(p0), pr1 = premiera_height(p1);
  r.premiera_height = {static_cast<std::uint8_t>(pr0), static_cast<std::uint8_t>(pr1)};
  more(r.pile_size[0], r.pile_size[1], r.cards);
  more(r.heart_count[0], r.heart_count[1], r.hearts);
  r.seven_of_hearts = {static_cast<std::uint8_t>((p0 & kSevenOfHearts.bit()) != 0),
                       static_cast<std::uint8_t>((p1 & kSevenOfHearts.bit()) != 0)};
  more(pr0, pr1, r.premiera);
  for (int s = 0; s < 2; ++s)
    r.total[s] = static_cast<std::uint8_t>(r.hurricanes[s] + r.cards[s] + r.hearts[s] +
                                           r.seven_of_hearts[s] + r.premiera[s]);
  return r;
}

std::uint64_t deal_seed(std::uint64_t seed, std::uint32_t k) {
  return derive_seed(seed, 0x75726167616EULL /* "uragan" */, k);
}

// ---- move generation ----------------------------------------------------------------------

// Moves of the hand cards `same_rank_hand` (all of one rank, `c` among them): they share their
// captures, so the search runs once and the ids are repeated per card.
int State::card_moves(Card c, Mask same_rank_hand, MoveId* out, captures::ValueGroups& groups,
                      bool& grouped) const noexcept {
  int n = 0;
  const Mask same = captures::same_rank_cards(table_, c);
  const MoveId first = MoveId(lowest_index(same_rank_hand));
  if (same) {  // rule 1: a same-rank single, and no sums unless same_rank_sums
    for (Mask t = same; t; t = clear_lowest(t)) out[n++] = first | (lowest_bit(t) << 6);
  }
  const int v = value_of(c);
  if ((!same || cfg_.same_rank_sums) && v > 1 && clear_lowest(table_)) {  // a sum needs two table cards
    if (!grouped) {
      captures::group_table(table_, kValueMasks, 9, groups);
      grouped = true;
    }
    // a sum of values below v never holds a card of c's rank
    captures::for_each_sum_subset(groups, v - 1, v, [&](Mask subset) { out[n++] = first | (subset << 6); });
  }
  // rule 3: only a card that captures nothing may be trailed (free_trail: every card)
  if (n == 0 || cfg_.free_trail) out[n++] = first;
  // the other cards of the same rank: the same moves
  const int per_card = n;
  for (Mask h = clear_lowest(same_rank_hand); h; h = clear_lowest(h)) {
    const MoveId card = MoveId(lowest_index(h));
    for (int i = 0; i < per_card; ++i) out[n++] = (out[i] & ~MoveId{63}) | card;
  }
  return n;
}

CardSet State::face_down_set(int seat) const {
  CardSet s;
  if (seat < 2)
    for (int k = 0; k < 2; ++k)
      if (down_[seat][k] >= 0) s.add(Card(down_[seat][k]));
  return s;
}

int State::legal_moves(MoveId* out) const noexcept {
  if (to_move_ < 0) return 0;
  const int seat = to_move_;
  captures::ValueGroups groups;
  bool grouped = false;
  if (pending_ >= 0) {
    const Card c(pending_);
    return card_moves(c, c.bit(), out, groups, grouped);
  }
  Mask playable = hands_[seat];
  if (cfg_.open4) {
    playable &= ~face_down_set(seat).mask;
    if (!playable) {  // only face-down cards left: choose one by position
      int n = 0;
      if (down_[seat][0] >= 0) out[n++] = kDown1;
      if (down_[seat][1] >= 0) out[n++] = kDown2;
      return n;
    }
  }
  int n = 0;
  while (playable) {
    const Card c(lowest_index(playable));
    const Mask same_rank_hand = playable & rank_mask(c.rank());
    playable &= ~same_rank_hand;
    n += card_moves(c, same_rank_hand, out + n, groups, grouped);
  }
  return n;
}

void State::turn_up(MoveId id) noexcept {  // open4: turn a face-down card up; the same seat must play it
  const int k = int(id & 3) - 1;
  pending_ = down_[to_move_][k];
  down_[to_move_][k] = -1;
}

int State::hurricane(int side, int next) noexcept {  // a point and the next seat's lay-out
  ++hurricanes_[side];
  if (cfg_.trail_only) return next;  // the variant: no lay-out, the next seat plays (a trail)
  const int layout = next, n = cfg_.players;
  if (hands_[layout]) {
    table_ = hands_[layout];
    hands_[layout] = 0;
    if (layout < 2) down_[layout] = {-1, -1};
    next = layout + 1 == n ? 0 : layout + 1;
  }
  return next;
}

void State::advance(int start) noexcept {
  const int n = cfg_.players;
  for (int i = 0, s = start; i < n; ++i, s = (s + 1 == n ? 0 : s + 1))
    if (hands_[s]) {
      to_move_ = static_cast<std::int8_t>(s);
      return;
    }
  if (stock_pos_ != stock_end_) {
    deal_round();
    to_move_ = static_cast<std::int8_t>(cfg_.last_player_leads ? last_ : (last_ + 1) % n);
    return;
  }
  end_deal();
}

void State::deal_round() noexcept {
  const int n = cfg_.players, h = hand_size(n);
  const int first = dealer_ + 1 == n ? 0 : dealer_ + 1;
  if (cfg_.open4) {
    for (int k = 0; k < h; ++k)
      for (int i = 1, seat = first; i <= n; ++i, seat = seat + 1 == n ? 0 : seat + 1) {
        const std::uint8_t c = stock_[stock_pos_++];
        hands_[seat] |= Mask{1} << c;
        if (k >= 4) down_[seat][k - 4] = static_cast<std::int8_t>(c);
      }
    return;
  }
  std::array<Mask, kMaxPlayers> by_slot{};  // one card at a time from `first` on
  const std::uint8_t* next = stock_.data() + stock_pos_;
  for (int i = 0, j = 0; i < h * n; ++i, j = j + 1 == n ? 0 : j + 1) by_slot[j] |= Mask{1} << next[i];
  stock_pos_ = static_cast<std::uint8_t>(stock_pos_ + h * n);
  for (int j = 0, seat = first; j < n; ++j, seat = seat + 1 == n ? 0 : seat + 1) hands_[seat] |= by_slot[j];
}

void State::start_deal(const DeckOrder& order, int dealer) noexcept {
  const int n = cfg_.players, h = hand_size(n);
  hands_ = {};
  piles_ = {};
  hurricanes_ = {};
  down_ = {{{-1, -1}, {-1, -1}}};
  pending_ = -1;
  last_ = -1;
  capturer_ = -1;
  dealer_ = static_cast<std::int8_t>(dealer);
  // the whole order goes through the stock: round 1, then 4 to the table, the rest stays
  int i = 0;
  if (cfg_.open4) {
    for (int k = 0; k < h; ++k)
      for (int j = 1, seat = dealer + 1 == n ? 0 : dealer + 1; j <= n; ++j, seat = seat + 1 == n ? 0 : seat + 1) {
        const Card c = order[i++];
        hands_[seat] |= c.bit();
        if (k >= 4) down_[seat][k - 4] = static_cast<std::int8_t>(c.index);
      }
  } else {  // one card at a time from the seat after the dealer: card i goes to seat (dealer + 1 + i) % n
    std::array<Mask, kMaxPlayers> by_slot{};
    for (int j = 0; i < h * n; ++i, j = j + 1 == n ? 0 : j + 1) by_slot[j] |= order[i].bit();
    for (int j = 0; j < n; ++j) hands_[(dealer + 1 + j) % n] = by_slot[j];
  }
  table_ = order[i].bit() | order[i + 1].bit() | order[i + 2].bit() | order[i + 3].bit();
  i += 4;
  stock_pos_ = 0;
  stock_end_ = static_cast<std::uint8_t>(order.size - i);
  for (int k = 0; k < stock_end_; ++k) stock_[k] = order[i + k].index;
  to_move_ = static_cast<std::int8_t>((dealer + 1) % n);
}

static int match_winner(int a, int b, int target, std::uint32_t deals, std::uint32_t max_deals) {
  if ((a >= target || b >= target) && a != b) return a > b ? 0 : 1;
  if (max_deals && deals >= max_deals) return a == b ? kDraw : a > b ? 0 : 1;
  return kNoWinner;
}

void State::end_deal() noexcept {
  // the last play (leftover="last_capturer": the last capture) takes the table, no hurricane point
  piles_[(capturer_ >= 0 ? capturer_ : last_) & 1] |= table_;
  table_ = 0;
  to_move_ = -1;
  last_result_ = deal_result();
  has_last_result_ = true;
  scores_[0] = static_cast<std::int16_t>(scores_[0] + last_result_.total[0]);
  scores_[1] = static_cast<std::int16_t>(scores_[1] + last_result_.total[1]);
  ++deals_played_;
  if (!cfg_.match) {
    winner_ = static_cast<std::int8_t>(scores_[0] == scores_[1] ? kDraw : scores_[0] > scores_[1] ? 0 : 1);
    return;
  }
  winner_ = static_cast<std::int8_t>(match_winner(scores_[0], scores_[1], cfg_.target, deals_played_, cfg_.max_deals));
  if (winner_ != kNoWinner) return;
  const int next_dealer = (dealer_ + 1) % cfg_.players;
  start_deal(shuffled(kDeck40, deal_seed(cfg_.seed, deals_played_)), next_dealer);
}

bool State::operator==(const State& o) const {
  if (!(cfg_ == o.cfg_)) return false;
  if (capturer_ != o.capturer_ || hands_ != o.hands_ || table_ != o.table_ || piles_ != o.piles_ || down_ != o.down_ ||
      pending_ != o.pending_ || hurricanes_ != o.hurricanes_ || to_move_ != o.to_move_ ||
      last_ != o.last_ || dealer_ != o.dealer_ || winner_ != o.winner_ || scores_ != o.scores_ ||
      deals_played_ != o.deals_played_)
    return false;
  if (stock_size() != o.stock_size()) return false;
  return std::equal(stock_.begin() + stock_pos_, stock_.begin() + stock_end_, o.stock_.begin() + o.stock_pos_);
}

// ---- the game -----------------------------------------------------------------------------

const OptionSpecs& Spec::option_specs() {
  static const OptionSpecs specs = {
      {"players", "2 players, or 4 in two partnerships (seats 0+2 vs 1+3)", 2LL, 2, 4, {2, 4}, {}},
      {"target", "points a side needs to win the match", 15LL, 1, 1000, {}, {}},
      {"hand", "'hidden' hands, or 'open4' (2 players: 4 cards face up, 2 face down)", std::string("hidden"),
       0, 0, {}, {"hidden", "open4"}},
      {"max_deals", "end the match after this many deals (0 = no limit)", 0LL, 0, 1'000'000, {}, {}},
      switch_option("free_trail", "variant (English and online rules): a card that could capture may still be trailed"),
      switch_option("same_rank_sums", "variant (English and online rules): a card may take a set adding up to its "
                                      "value even when a card of its rank lies on the table"),
      choice_option("round_leader",
                    "who leads a new round: 'after_last_player' (the seed texts), or 'last_player' (variant: the "
                    "English and online rules, the round's last player)",
                    {"after_last_player", "last_player"}),
      choice_option("leftover",
                    "who takes the cards left on the table at the end: 'last_player' (the seed texts, the side of "
                    "the deal's last play) or 'last_capturer' (variant: the English and online rules, the side of "
                    "the deal's last capture)",
                    {"last_player", "last_capturer"}),
      choice_option("after_hurricane",
                    "after a hurricane: 'lay_out' (the seed texts, the next seat lays out its hand) or "
                    "'trail_only' (variant: the English and online rules, the next seat only trails a card)",
                    {"lay_out", "trail_only"}),
  };
  return specs;
}

Config Spec::config_of(const Options& options) {
  Config c;
  c.players = static_cast<std::uint8_t>(options.get_int("players"));
  c.target = static_cast<std::uint16_t>(options.get_int("target"));
  c.open4 = options.get_string("hand") == "open4";
  c.max_deals = static_cast<std::uint32_t>(options.get_int("max_deals"));
  c.free_trail = options.get_int("free_trail") != 0;
  c.same_rank_sums = options.get_int("same_rank_sums") != 0;
  c.last_player_leads = options.get_string("round_leader") == "last_player";
  c.leftover_to_capturer = options.get_string("leftover") == "last_capturer";
  c.trail_only = options.get_string("after_hurricane") == "trail_only";
  if (c.open4 && c.players != 2)
    throw OptionError("option hand='open4' is for 2 players only (got players=" + std::to_string(c.players) + ")");
  return c;
}

State Spec::new_deal(const Config& cfg, std::uint64_t seed, int dealer) {
  return fishing::Deals<Spec>::deal(cfg, kDeck40, seed, dealer);
}

State Spec::new_match(const Config& cfg, std::uint64_t seed) {
  return fishing::Deals<Spec>::match(cfg, kDeck40, seed, deal_seed(seed, 0));
}

Options Spec::options_of(const State& s) {
  const Config& c = s.config();
  return Options(kName, option_specs(),
                 {{"players", OptionValue{static_cast<long long>(c.players)}},
                  {"target", OptionValue{static_cast<long long>(c.target)}},
                  {"hand", OptionValue{std::string(c.open4 ? "open4" : "hidden")}},
                  {"max_deals", OptionValue{static_cast<long long>(c.max_deals)}},
                  {"free_trail", OptionValue{static_cast<long long>(c.free_trail)}},
                  {"same_rank_sums", OptionValue{static_cast<long long>(c.same_rank_sums)}},
                  {"round_leader", OptionValue{std::string(c.last_player_leads ? "last_player" : "after_last_player")}},
                  {"leftover", OptionValue{std::string(c.leftover_to_capturer ? "last_capturer" : "last_player")}},
                  {"after_hurricane", OptionValue{std::string(c.trail_only ? "trail_only" : "lay_out")}}});
}

MoveId greedy_move(const State& s, Rng& rng) noexcept {
  MoveId moves[kMaxMoves];
  const int n = s.legal_moves(moves);
  const int seat = s.to_move();
  const Mask hand = s.hand(seat).mask, table = s.table().mask;
  return fishing::greedy_move(
      s, moves, n, seat & 1,
      [](MoveId id, int& count, int& ranks) {
        if (id & kDownFlag) return false;
        count = 1;
        ranks = played_card(id).rank();
        return true;
      },
      [&](MoveId id, int& taken, bool&) {
        const Mask cap = captured_cards(id);
        // the seat keeps a card (no round or deal ends) and a capture leaves the table non-empty
        // (no hurricane): the id says it all
        if (!(hand & ~played_card(id).bit()) || (cap && !(table & ~cap))) return false;
        taken = cap ? popcount(cap) + 1 : 0;
        return true;
      },
      rng);
}

}  // namespace pycards::uragan
