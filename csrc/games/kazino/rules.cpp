// Казино: move generation, play, dealing, scoring and the match. Rules and rulings: docs/kazino.md.
#include <algorithm>
#include <string>
#include <unordered_set>
#include <vector>

#include "exact_cover.hpp"
#include "kazino.hpp"
#include "pycards/errors.hpp"

namespace pycards::kazino {

std::uint64_t deal_seed(std::uint64_t seed, std::uint32_t k) {
  return derive_seed(seed, 0x6B617A696E6FULL /* "kazino" */, k);
}

DealResult State::deal_result() const {
  DealResult r;
  const int n = sides();
  r.sides = n;
  int best = -1, count_best = 0, best_side = -1;
  for (int i = 0; i < n; ++i) {
    r.cards[i] = static_cast<std::uint8_t>(popcount(piles_[i]));
    if (r.cards[i] > best) {
      best = r.cards[i];
      count_best = 1;
      best_side = i;
    } else if (r.cards[i] == best) {
      ++count_best;
    }
    r.two_spades[i] = (piles_[i] & kTwoOfSpades.bit()) ? 2 : 0;
    r.ten_diamonds[i] = (piles_[i] & kTenOfDiamonds.bit()) ? 1 : 0;
  }
  if (count_best == 1) r.most_cards[best_side] = 1;
  for (int i = 0; i < n; ++i)
    r.total[i] = static_cast<std::uint8_t>(r.most_cards[i] + r.two_spades[i] + r.ten_diamonds[i]);
  return r;
}

// ---- moves --------------------------------------------------------------------------------

namespace {

/// Calls `emit(MoveId)` for every legal move of the seat holding `hand`, in legal_moves' order
/// (the hand's cards in index order; each card's capture sets, or with multi_set its distinct
/// unions of disjoint sets, in the kernel's search order; then its trail), until `emit` returns
/// false; returns false if stopped so. `seen` dedupes the unions (captures::for_each_disjoint_union).
template <class Seen, class Emit>
bool each_move(Mask hand, Mask table, bool multi_set, Seen& seen, Emit&& emit) {
  captures::ValueGroups groups;
  bool grouped = false;
  for (Mask h = hand; h; h = clear_lowest(h)) {
    const Card c(lowest_index(h));
    const int v = value_of(c);
    const MoveId played = MoveId(c.index);
    if (table) {
      if (!grouped) {
        captures::group_table(table, kValueMasks, 13, groups);
        grouped = true;
      }
      if (!multi_set) {
        // top = v: one table card of the same value is a set of its own
        bool go = true;
        captures::for_each_sum_subset(groups, v, v, [&](Mask subset) {
          if (go) go = emit(played | (subset << 6));
        });
        if (!go) return false;
      } else {
        Mask sets[kMaxSets];
        int k = 0;
        captures::for_each_sum_subset(groups, v, v, [&](Mask subset) { sets[k++] = subset; });
        if (!captures::for_each_disjoint_union(sets, k, seen, [&](Mask u) { return emit(played | (u << 6)); }))
          return false;
      }
    }
    if (!emit(played)) return false;  // a trail is always legal
  }
  return true;
}

/// The seen-set of the unlimited listing (the rare position past the fixed buffer): allocates.
struct HashSeen {
  std::unordered_set<Mask> set;
  void clear() { set.clear(); }
  bool insert(Mask m) { return set.insert(m).second; }
};

}  // namespace

int State::list_moves(MoveId* out, int cap, bool& more) const noexcept {
  more = false;
  if (to_move_ < 0) return 0;
  int n = 0;
  thread_local captures::UnionSeen<16> seen;  // static storage: at most cap + 1 < 2^15 unions a card
  each_move(hands_[to_move_], table_, cfg_.multi_set, seen, [&](MoveId id) {
    if (n == cap) {
      more = true;
      return false;
    }
    out[n++] = id;
    return true;
  });
  return n;
}

int State::legal_moves(MoveId* out) const noexcept {
  bool more;
  return list_moves(out, kMaxMoves, more);
}

bool State::all_legal_moves(std::vector<MoveId>& out, std::size_t limit) const {
  out.clear();
  if (to_move_ < 0) return true;
  HashSeen seen;
  return each_move(hands_[to_move_], table_, cfg_.multi_set, seen, [&](MoveId id) {
    if (out.size() == limit) return false;
    out.push_back(id);
    return true;
  });
}

bool State::is_legal(MoveId id) const noexcept {
  if (to_move_ < 0 || (id >> 58) != 0) return false;  // bits 58.. are no card
  const int index = static_cast<int>(id & 63);
  if (index >= kCards || !((hands_[to_move_] >> index) & 1)) return false;
  const Mask cap = captured_cards(id);
  if (cap & ~table_) return false;
  if (!cap) return true;  // a trail
  const int v = value_of(Card(index));
  std::array<std::uint8_t, 14> count{};
  int sum = 0;
  for (Mask t = cap; t; t = clear_lowest(t)) {
    const int w = value_of(Card(lowest_index(t)));
    if (w > v) return false;
    ++count[w];
    sum += w;
  }
  if (!cfg_.multi_set) return sum == v;  // one set adding up to v (a same-value card alone)
  if (sum % v != 0) return false;
  ExactCover cover(v);
  return cover.coverable(count);
}

void State::play(MoveId id) noexcept {
  const int seat = to_move_, np = cfg_.players;
  const Mask card = Mask{1} << (id & 63);
  const Mask cap = captured_cards(id);
  hands_[seat] &= ~card;
  if (cap) {
    table_ &= ~cap;
    piles_[cfg_.side_of(seat)] |= cap | card;
    last_capturer_ = static_cast<std::int8_t>(seat);
  } else {
    table_ |= card;
  }
  for (int i = 1, s = seat + 1 == np ? 0 : seat + 1; i <= np; ++i, s = s + 1 == np ? 0 : s + 1)
    if (hands_[s]) {
      to_move_ = static_cast<std::int8_t>(s);
      return;
    }
  if (stock_pos_ != stock_end_) {
    deal_round();
    return;
  }
  end_deal();
}

// ---- dealing ------------------------------------------------------------------------------

void State::deal_round() noexcept {
  // one card at a time from the dealer's left until each seat has 3 or the stock runs out
  const int np = cfg_.players;
  const int first = dealer_ + 1 == np ? 0 : dealer_ + 1;
  for (int k = 0; k < kHandSize * np && stock_pos_ != stock_end_; ++k)
    hands_[(first + k) % np] |= Mask{1} << stock_[stock_pos_++];
  to_move_ = static_cast<std::int8_t>(first);
}

void State::start_deal(const DeckOrder& order, int dealer) noexcept {
  const int np = cfg_.players;
  hands_ = {};
  piles_ = {};
  table_ = 0;
  last_capturer_ = -1;
  dealer_ = static_cast<std::int8_t>(dealer);
  int i = 0;
  for (; i < kHandSize * np; ++i) hands_[(dealer + 1 + i) % np] |= order[i].bit();
  for (int k = 0; k < kTableStart; ++k) table_ |= order[i++].bit();
  stock_pos_ = 0;
  stock_end_ = static_cast<std::uint8_t>(order.size - i);
  for (int k = 0; k < stock_end_; ++k) stock_[k] = order[i + k].index;
  to_move_ = static_cast<std::int8_t>((dealer + 1) % np);
}

namespace {
// The unique highest of `scores` (a side), or -1 if shared.
int unique_best(const std::array<std::int16_t, kMaxPlayers>& scores, int sides) {
  int best = 0;
  for (int i = 1; i < sides; ++i)
    if (scores[i] > scores[best]) best = i;
  for (int i = 0; i < sides; ++i)
    if (i != best && scores[i] == scores[best]) return -1;
  return best;
}
}  // namespace

int match_winner_of(const std::array<std::int16_t, kMaxPlayers>& scores, int sides, int target, std::uint32_t deals,
                 std::uint32_t max_deals) {
  bool reached = false;
  for (int i = 0; i < sides; ++i) reached = reached || scores[i] >= target;
  const int best = unique_best(scores, sides);
  if (reached && best >= 0) return best;
  if (max_deals && deals >= max_deals) return best >= 0 ? best : kDraw;
  return kNoWinner;
}

void State::end_deal() noexcept {
  switch (cfg_.leftover) {
    case Leftover::kDealer:
      piles_[cfg_.side_of(dealer_)] |= table_;
      table_ = 0;
      break;
    case Leftover::kLastCapturer:
      piles_[cfg_.side_of(last_capturer_ >= 0 ? last_capturer_ : dealer_)] |= table_;
      table_ = 0;
      break;
    case Leftover::kNobody:  // they stay on the table, nobody's
      break;
  }
  to_move_ = -1;
  finish_scores();
  if (winner_ != kNoWinner || !cfg_.match) return;
  const int next_dealer = (dealer_ + 1) % cfg_.players;
  start_deal(shuffled(kDeck52, deal_seed(cfg_.seed, deals_played_)), next_dealer);
}

void State::finish_scores() noexcept {
  last_result_ = deal_result();
  has_last_result_ = true;
  const int ns = sides();
  for (int i = 0; i < ns; ++i) scores_[i] = static_cast<std::int16_t>(scores_[i] + last_result_.total[i]);
  ++deals_played_;
  if (!cfg_.match) {
    const int best = unique_best(scores_, ns);
    winner_ = static_cast<std::int8_t>(best >= 0 ? best : kDraw);
    return;
  }
  winner_ = static_cast<std::int8_t>(match_winner_of(scores_, ns, cfg_.target, deals_played_, cfg_.max_deals));
}

}  // namespace pycards::kazino

namespace pycards {

template <>
void play_checked<kazino::Game>(kazino::State& s, MoveId id) {
  if (s.is_over())
    throw IllegalMoveError("the kazino game is over; no move '" + kazino::Spec::move_text(id) + "' can be played");
  if (!s.is_legal(id)) {
    constexpr int kListed = 24;  // the first legal moves only: a position can have thousands
    std::array<MoveId, kListed + 1> first;
    bool more;
    const int n = s.list_moves(first.data(), kListed + 1, more);
    std::string legal;
    for (int i = 0; i < n && i < kListed; ++i) legal += (i ? ", " : "") + kazino::Spec::move_text(first[i]);
    if (n > kListed) legal += ", ...";
    throw IllegalMoveError("move '" + kazino::Spec::move_text(id) + "' is not legal for seat " +
                           std::to_string(s.to_move()) + " here; legal moves: " + legal);
  }
  s.play(id);
}

}  // namespace pycards

namespace pycards::kazino {

bool State::operator==(const State& o) const {
  if (cfg_.players != o.cfg_.players || cfg_.partnerships != o.cfg_.partnerships ||
      cfg_.multi_set != o.cfg_.multi_set || cfg_.leftover != o.cfg_.leftover || cfg_.match != o.cfg_.match ||
      cfg_.target != o.cfg_.target || cfg_.max_deals != o.cfg_.max_deals)
    return false;
  if (cfg_.match && cfg_.seed != o.cfg_.seed) return false;
  if (hands_ != o.hands_ || table_ != o.table_ || piles_ != o.piles_ || to_move_ != o.to_move_ ||
      last_capturer_ != o.last_capturer_ || dealer_ != o.dealer_ || winner_ != o.winner_ || scores_ != o.scores_ ||
      deals_played_ != o.deals_played_)
    return false;
  if (stock_size() != o.stock_size()) return false;
  return std::equal(stock_.begin() + stock_pos_, stock_.begin() + stock_end_, o.stock_.begin() + o.stock_pos_);
}

// ---- the game -----------------------------------------------------------------------------

const OptionSpecs& Spec::option_specs() {
  static const OptionSpecs specs = {
      int_option("players", "2 to 4 players", 2, 2, 4),
      switch_option("partnerships", "4 players only: seats 0+2 and 1+3 share a pile and a score"),
      switch_option("multi_set", "a capture may take several disjoint sets adding up to the card's value"),
      choice_option("leftover", "who takes the cards left on the table at the end of a deal",
                    {"dealer", "last_capturer", "nobody"}),
      int_option("target", "points a player (partnership) needs to win the game", 11, 1, 1000),
      int_option("max_deals", "end the game after this many deals (0 = no limit)", 0, 0, 1'000'000),
  };
  return specs;
}

Config Spec::config_of(const Options& options) {
  Config c;
  c.players = static_cast<std::uint8_t>(options.get_int("players"));
  c.partnerships = options.get_int("partnerships") != 0;
  c.multi_set = options.get_int("multi_set") != 0;
  const std::string& lo = options.get_string("leftover");
  c.leftover = lo == "dealer" ? Leftover::kDealer : lo == "last_capturer" ? Leftover::kLastCapturer : Leftover::kNobody;
  c.target = static_cast<std::uint16_t>(options.get_int("target"));
  c.max_deals = static_cast<std::uint32_t>(options.get_int("max_deals"));
  if (c.partnerships && c.players != 4)
    throw OptionError("option partnerships=True is for 4 players only (got players=" + std::to_string(c.players) + ")");
  return c;
}

State Spec::new_deal(const Config& cfg, std::uint64_t seed, int dealer) {
  return fishing::Deals<Spec>::deal(cfg, kDeck52, seed, dealer);
}

State Spec::new_match(const Config& cfg, std::uint64_t seed) {
  return fishing::Deals<Spec>::match(cfg, kDeck52, seed, deal_seed(seed, 0));
}

static const char* leftover_name(Leftover l) {
  return l == Leftover::kDealer ? "dealer" : l == Leftover::kLastCapturer ? "last_capturer" : "nobody";
}

Options Spec::options_of(const State& s) {
  const Config& c = s.config();
  return Options(kName, option_specs(),
                 {{"players", OptionValue{static_cast<long long>(c.players)}},
                  {"partnerships", OptionValue{static_cast<long long>(c.partnerships)}},
                  {"multi_set", OptionValue{static_cast<long long>(c.multi_set)}},
                  {"leftover", OptionValue{std::string(leftover_name(c.leftover))}},
                  {"target", OptionValue{static_cast<long long>(c.target)}},
                  {"max_deals", OptionValue{static_cast<long long>(c.max_deals)}}});
}

MoveId greedy_move(const State& s, Rng& rng) {
  const int seat = s.to_move();
  const Mask hand = s.hand(seat).mask, table = s.table().mask;
  const auto laid = [](MoveId id, int& count, int& ranks) {
    count = 1;
    ranks = played_card(id).rank();
    return true;
  };
  const auto quick = [&](MoveId id, int& taken, bool& cleared) {
    const Mask cap = captured_cards(id);
    if (!(hand & ~played_card(id).bit())) return false;  // the seat's last card: a round or the deal may end
    taken = cap ? popcount(cap) + 1 : 0;
    cleared = cap && !(table & ~cap);
    return true;
  };
  const int side = s.config().side_of(seat);
  MoveId moves[kMaxMoves];
  bool more = false;
  const int n = s.list_moves(moves, kMaxMoves, more);
  if (!more) return fishing::greedy_move(s, moves, n, side, laid, quick, rng);
  std::vector<MoveId> all;  // multi_set past the buffer: rare, and the only allocating path
  s.all_legal_moves(all, kMaxListedMoves);
  return fishing::greedy_move(s, all.data(), int(all.size()), side, laid, quick, rng);
}

}  // namespace pycards::kazino
