// Construction: dealing, the turned-up card, the legal moves in canonical order, play, recycling,
// the end of the game and the progress result. Rules: docs/construction.md.
#include "construction.hpp"

#include <algorithm>

#include "pycards/errors.hpp"

namespace pycards::construction {

namespace {
/// Sorts codes[0..n) (with their flags) ascending; n is small (commuter destinations).
void sort_with_flags(std::uint32_t* codes, bool* flags, int n) {
  for (int i = 1; i < n; ++i)
    for (int j = i; j > 0 && codes[j - 1] > codes[j]; --j) {
      std::swap(codes[j - 1], codes[j]);
      std::swap(flags[j - 1], flags[j]);
    }
}
}  // namespace

bool CardSeq::operator==(const CardSeq& o) const {
  if (count() != o.count()) return false;
  for (int i = 0; i < count(); ++i)
    if ((*this)[i] != o[i]) return false;
  return true;
}

void State::insert(std::uint32_t code, std::uint8_t card) {
  int i = nlayout_;
  while (i > 0 && (layout_[i - 1] >> 8) > code) {
    layout_[i] = layout_[i - 1];
    --i;
  }
  layout_[i] = (code << 8) | card;
  ++nlayout_;
  for (int y = slot_y(code) + 1; y <= kRows; ++y) ++row_begin_[y];
  for (int seat = 0; seat < 2; ++seat) {
    std::uint32_t nb[4];
    neighbours(commuters_[seat], nb);
    for (int j = 0; j < naround_[seat]; ++j) {
      std::int16_t& a = around_[seat][j];
      if (a >= i) ++a;
      if (nb[j] == code) a = std::int16_t(i);
    }
  }
  for (LayoutMask& m : low_) m.insert_zero(i);
  for (LayoutMask& m : blocked_) m.insert_zero(i);
  occupied_.insert_zero(i);
  if (card != kJoker)
    for (int r = rank_value(card); r < 14; ++r) low_[r].set(i);
  // the frontier: `code` leaves it, its empty neighbours join it
  auto* f = frontier_.data();
  auto* end = f + nfrontier_;
  auto* at = std::lower_bound(f, end, code);
  if (at != end && *at == code) {
    std::copy(at + 1, end, at);
    --nfrontier_;
  }
  std::uint32_t nb[4];
  const int m = neighbours(code, nb);
  for (int j = 0; j < m; ++j) {
    if (find(nb[j]) >= 0) continue;
    end = f + nfrontier_;
    at = std::lower_bound(f, end, nb[j]);
    if (at != end && *at == nb[j]) continue;
    std::copy_backward(at, end, end + 1);
    *at = nb[j];
    ++nfrontier_;
  }
}

void State::index_pieces() {
  occupied_ = {};
  for (int i = 0; i < nlayout_; ++i) occupied_.assign(i, holds_piece(i));
  index_around(0);
  index_around(1);
}

void State::index_around(int seat) {
  std::uint32_t nb[4];
  naround_[seat] = std::uint8_t(neighbours(commuters_[seat], nb));
  for (int j = 0; j < naround_[seat]; ++j) around_[seat][j] = std::int16_t(find(nb[j]));
}

int State::move_count() const {
  if (over_) return 0;
  const int seat = to_move();
  const int r = rank_value(drawn_);
  int n = 1;  // the discard
  if (!is_king(drawn_)) {
    std::uint32_t dest[64];
    bool climbs[64];
    n += nfrontier_ + go_targets(seat, r, dest, climbs);
  }
  const int nf = free_cards(r).count();
  return n + (supply(seat) > 0 ? nf : 0) + nblock_[seat] * nf;
}

MoveId State::nth_move(int k) const {
  const int seat = to_move();
  const int r = rank_value(drawn_);
  if (!is_king(drawn_)) {
    if (k < nfrontier_) return make_move(kBuild, 0, frontier_[k]);
    k -= nfrontier_;
    std::uint32_t dest[64];
    bool climbs[64];
    const int nd = go_targets(seat, r, dest, climbs);
    if (k < nd) return make_move(kGo, 0, dest[k]);
    k -= nd;
  }
  // a blocker's destinations do not depend on the blocker: placings, then each blocker's moves
  const LayoutMask free = free_cards(r);
  const int nf = free.count();
  if (supply(seat) > 0) {
    if (k < nf) return make_move(kPlace, 0, layout_slot(free.nth(k)));
    k -= nf;
  }
  if (k < nblock_[seat] * nf)
    return make_move(kMoveBlocker, layout_slot(blocked_[seat].nth(k / nf)), layout_slot(free.nth(k % nf)));
  return kDiscardMove;
}

int State::blockers(int seat, std::uint32_t* out) const {
  int n = 0;
  blocked_[seat].each([&](int i) { out[n++] = layout_slot(i); });
  return n;
}

int State::blocker_at(std::uint32_t code) const {
  const int i = find(code);
  if (i < 0) return -1;
  return blocked_[0].test(i) ? 0 : blocked_[1].test(i) ? 1 : -1;
}

int State::go_targets(int seat, int r, std::uint32_t* dest, bool* climbs) const {
  if (cfg_.steps == Steps::kRank) return path_targets(seat, r, dest, climbs);
  int n = 0;  // one step: the neighbours come in slot order, nothing to merge or sort
  for (int j = 0; j < naround_[seat]; ++j) {
    const int i = around_[seat][j];
    if (i < 0) continue;
    const std::uint32_t c = layout_slot(i);
    if (enterable(seat, r, c, i)) dest[n] = c, climbs[n] = climbs_at(c), ++n;
  }
  return n;
}

int State::path_targets(int seat, int r, std::uint32_t* dest, bool* climbs) const {
  int n = 0;
  const int k = (r + 3) / 4;
  std::uint32_t path[4] = {commuters_[seat], 0, 0, 0};
  const auto walk = [&](const auto& self, int depth, bool climbed) -> void {
    std::uint32_t nb[4];
    const int m = neighbours(path[depth], nb);
    for (int j = 0; j < m; ++j) {
      const std::uint32_t c = nb[j];
      bool seen = false;
      for (int d = 0; d <= depth; ++d) seen = seen || path[d] == c;
      if (seen || !enterable(seat, r, c, find(c))) continue;
      const bool cl = climbed || climbs_at(c);
      int i = 0;
      while (i < n && dest[i] != c) ++i;
      if (i == n) dest[n] = c, climbs[n] = cl, ++n;
      else climbs[i] = climbs[i] || cl;
      if (depth + 1 < k) {
        path[depth + 1] = c;
        self(self, depth + 1, cl);
      }
    }
  };
  walk(walk, 0, false);
  sort_with_flags(dest, climbs, n);
  return n;
}

int State::legal_moves(MoveId* out) const {
  if (over_) return 0;
  const int seat = to_move();
  const int r = rank_value(drawn_);
  int n = 0;
  if (!is_king(drawn_)) {
    for (int i = 0; i < nfrontier_; ++i) out[n++] = make_move(kBuild, 0, frontier_[i]);
    std::uint32_t dest[64];
    bool climbs[64];
    const int nd = go_targets(seat, r, dest, climbs);
    for (int i = 0; i < nd; ++i) out[n++] = make_move(kGo, 0, dest[i]);
  }
  std::uint32_t free[kMaxLayout];
  int nf = 0;
  free_cards(r).each([&](int i) { free[nf++] = layout_slot(i); });
  if (supply(seat) > 0)
    for (int i = 0; i < nf; ++i) out[n++] = make_move(kPlace, 0, free[i]);
  blocked_[seat].each([&](int b) {
    for (int i = 0; i < nf; ++i) out[n++] = make_move(kMoveBlocker, layout_slot(b), free[i]);
  });
  out[n++] = kDiscardMove;
  return n;
}

void State::play(MoveId id) {
  const int seat = to_move();
  const std::uint8_t card = drawn_;
  const auto kind = id >> 34;
  const auto from = std::uint32_t((id >> 17) & 0x1FFFF), to = std::uint32_t(id & 0x1FFFF);
  drawn_ = 0;
  switch (kind) {
    case kBuild:
      insert(to, card);
      break;
    case kGo: {
      bool climbs = climbs_at(to);
      if (cfg_.steps == Steps::kRank) {
        std::uint32_t dest[64];
        bool cl[64];
        const int nd = go_targets(seat, rank_value(card), dest, cl);
        for (int i = 0; i < nd; ++i)
          if (dest[i] == to) climbs = cl[i];
      }
      const int from = find(commuters_[seat]);
      commuters_[seat] = to;
      occupied_.assign(from, holds_piece(from));
      occupied_.set(find(to));
      index_around(seat);
      climbed_[seat] = climbed_[seat] || climbs;
      discards_.cards[discards_.size++] = card;
      if (climbed_[seat] && to == kJokerSlot[seat]) {
        over_ = true;
        winner_ = seat;
        reason_ = Reason::kWin;
        return;
      }
      break;
    }
    case kMoveBlocker:
    case kPlace: {
      if (kind == kMoveBlocker) {
        const int f = find(from);
        blocked_[seat].reset(f);
        occupied_.assign(f, holds_piece(f));
      } else {
        ++nblock_[seat];
      }
      const int t = find(to);
      blocked_[seat].set(t);
      occupied_.set(t);
      discards_.cards[discards_.size++] = card;
      break;
    }
    default:
      discards_.cards[discards_.size++] = card;
      break;
  }
  if (draws_ >= cfg_.max_draws) {
    end_by_limit(Reason::kMaxDraws);
    return;
  }
  turn_up();
}

void State::turn_up() {
  if (stock_.count() == 0) {
    if (discards_.size == 0) {
      end_by_limit(Reason::kExhausted);
      return;
    }
    stock_.pos = 0;
    stock_.size = discards_.size;
    std::copy(discards_.cards.begin(), discards_.cards.begin() + discards_.size, stock_.cards.begin());
    discards_.size = 0;
    Rng rng(derive_seed(seed_, kRecycleSalt, std::uint64_t(recycles_)));
    rng.shuffle(stock_.cards.data(), stock_.size);
    ++recycles_;
  }
  drawn_ = stock_.cards[stock_.pos++];
  ++draws_;
}

void State::end_by_limit(Reason why) {
  over_ = true;
  drawn_ = 0;
  reason_ = why;
  winner_ = cfg_.limit_result == LimitResult::kProgress ? progress_winner() : kDraw;
}

int State::distance_home(int seat) const {
  const std::uint32_t goal = kJokerSlot[seat];
  std::int16_t dist[kMaxLayout];
  std::uint8_t queue[kMaxLayout];
  std::fill(dist, dist + nlayout_, std::int16_t(-1));
  const int start = find(commuters_[seat]);
  if (start < 0) return -1;
  int head = 0, tail = 0;
  dist[start] = 0;
  queue[tail++] = std::uint8_t(start);
  while (head < tail) {
    const int s = queue[head++];
    const std::uint32_t c = layout_slot(s);
    if (c == goal) return dist[s];
    std::uint32_t nb[4];
    const int m = neighbours(c, nb);
    for (int j = 0; j < m; ++j) {
      const int i = find(nb[j]);
      if (i >= 0 && dist[i] < 0 && open_at(seat, nb[j], i)) {
        dist[i] = std::int16_t(dist[s] + 1);
        queue[tail++] = std::uint8_t(i);
      }
    }
  }
  return -1;
}

std::array<int, 3> State::progress(int seat) const {
  if (!climbed_[seat]) return {0, 0, height(seat)};
  const int d = distance_home(seat);
  return {1, d < 0 ? 0 : 1, d < 0 ? 0 : -d};
}

int State::progress_winner() const {
  const std::array<int, 3> k0 = progress(0), k1 = progress(1);
  if (k0 < k1) return 1;
  if (k1 < k0) return 0;
  return kDraw;
}

bool State::operator==(const State& o) const {
  if (!(cfg_ == o.cfg_) || seed_ != o.seed_ || nlayout_ != o.nlayout_ || commuters_ != o.commuters_ ||
      climbed_ != o.climbed_ || nblock_ != o.nblock_ || !(stock_ == o.stock_) || discards_.size != o.discards_.size ||
      drawn_ != o.drawn_ || draws_ != o.draws_ || recycles_ != o.recycles_ || red_ != o.red_ || over_ != o.over_ ||
      winner_ != o.winner_ || reason_ != o.reason_)
    return false;
  for (int i = 0; i < nlayout_; ++i)
    if (layout_[i] != o.layout_[i]) return false;
  if (blocked_ != o.blocked_) return false;  // the same layout: the same entries
  for (int i = 0; i < discards_.size; ++i)
    if (discards_.cards[i] != o.discards_.cards[i]) return false;
  return true;
}

// ---- the game -----------------------------------------------------------------------------

const OptionSpecs& Spec::option_specs() {
  static const OptionSpecs specs = {
      int_option("decks", "decks in the stock (52 cards each; two jokers beside them)", 3, 2, 3),
      choice_option("steps", "a commuter move: 'one' step, or 'rank_steps' (up to ceil(rank/4) steps)",
                    {"one", "rank_steps"}),
      int_option("target_height", "the row a commuter must reach before going home", 10, 1, kMaxTarget),
      choice_option("blockers_block", "which blockers close a card to a commuter: the 'opponent' ones, or 'both'",
                    {"opponent", "both"}),
      int_option("max_draws", "cards turned up after which the game ends", 2000, 1, kMaxDrawsLimit),
      choice_option("limit_result", "the result at max_draws: 'draw', or 'progress' (the player further ahead wins)",
                    {"draw", "progress"}),
  };
  return specs;
}

Config Spec::config_of(const Options& options) {
  Config c;
  c.decks = static_cast<int>(options.get_int("decks"));
  c.steps = options.get_string("steps") == "rank_steps" ? Steps::kRank : Steps::kOne;
  c.target_height = static_cast<int>(options.get_int("target_height"));
  c.block_both = options.get_string("blockers_block") == "both";
  c.max_draws = static_cast<int>(options.get_int("max_draws"));
  c.limit_result = options.get_string("limit_result") == "progress" ? LimitResult::kProgress : LimitResult::kDraw;
  return c;
}

Options Spec::options_of(const State& s) {
  const Config& c = s.config();
  return Options(kName, option_specs(),
                 {{"decks", OptionValue{static_cast<long long>(c.decks)}},
                  {"steps", OptionValue{std::string(c.steps == Steps::kRank ? "rank_steps" : "one")}},
                  {"target_height", OptionValue{static_cast<long long>(c.target_height)}},
                  {"blockers_block", OptionValue{std::string(c.block_both ? "both" : "opponent")}},
                  {"max_draws", OptionValue{static_cast<long long>(c.max_draws)}},
                  {"limit_result", OptionValue{std::string(c.limit_result == LimitResult::kProgress ? "progress"
                                                                                                    : "draw")}}});
}

namespace {
State shuffled_deal(const Config& cfg, std::uint64_t seed, int red, Rng& rng) {
  std::uint8_t deck[kMaxCards];
  const int n = 52 * cfg.decks;
  for (int i = 0; i < n; ++i) deck[i] = std::uint8_t(i % 52);
  rng.shuffle(deck, std::size_t(n));
  return Spec::dealt(cfg, seed, red, deck, n);
}
}  // namespace

State Spec::new_deal(const Config& cfg, std::uint64_t seed, int dealer) {
  check_dealer(dealer, 2, kName);
  Rng rng(seed);
  return shuffled_deal(cfg, seed, dealer, rng);
}

State Spec::new_match(const Config& cfg, std::uint64_t seed) {
  Rng rng(seed);
  const int red = static_cast<int>(rng.below(2));
  return shuffled_deal(cfg, seed, red, rng);
}

State Spec::dealt(const Config& cfg, std::uint64_t seed, int red, const std::uint8_t* deck, int n) {
  State s;
  s.cfg_ = cfg;
  s.seed_ = seed;
  s.red_ = red;
  s.insert(kJokerSlot[0], kJoker);
  s.insert(kJokerSlot[1], kJoker);
  s.commuters_ = {kJokerSlot[0], kJokerSlot[1]};
  s.index_pieces();
  for (int i = 0; i < n; ++i) s.stock_.cards[i] = deck[i];
  s.stock_.size = std::uint8_t(n);
  s.turn_up();
  return s;
}

State sample_world(const State& s, int /*seat*/, Rng& rng) {
  // a function of the view and the seed only: the stock's cards in a canonical order, then shuffled
  State w = s;
  std::uint8_t* first = w.stock_.cards.data() + w.stock_.pos;
  std::sort(first, first + w.stock_.count());
  rng.shuffle(first, std::size_t(w.stock_.count()));
  w.seed_ = rng.next();
  return w;
}

}  // namespace pycards::construction
