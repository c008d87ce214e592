// Тон card play for the exact solver — see ton_solver.hpp.
#include <algorithm>
#include <string>

#include "pycards/errors.hpp"
#include "pycards/rng.hpp"
#include "ton_solver.hpp"

namespace pycards::ton_solver {

using ton::kMaxPlayers;

Adapter::Adapter(const ton::State& s, int seat) {
  if (s.phase_id() != ton::kPlay)
    throw InvalidPositionError("the solver needs a ton deal in its card-play phase, not '" + std::string(s.phase()) +
                               "': " + s.notation());
  n_ = s.players();
  me_ = seat < 0 ? s.to_move() : seat;
  if (me_ >= n_ || !s.playing(me_)) throw InvalidPositionError("seat " + std::to_string(me_) + " does not play this deal");
  for (int i = 0; i < n_; ++i) {
    if (s.playing(i)) {
      playing_ |= 1u << i;
      ++players_;
    }
    scores_[i] = s.score_before(i);
  }
  trump_ = s.trump();
  rule_ = s.config().beat_rule;
  overtrump_ = s.config().must_overtrump;
  stop_ = s.config().stop_at_target;
  target_ = s.config().target;
  Position& p = root_;
  for (int i = 0; i < n_; ++i) {
    p.hand[i] = s.hand(i).mask;
    p.tricks[i] = static_cast<std::int8_t>(s.tricks_won(i));
  }
  p.trick_n = static_cast<std::int8_t>(s.trick_size());
  for (int i = 0; i < s.trick_size(); ++i) p.trick[i] = s.trick_card(i).index;
  p.leader = static_cast<std::int8_t>(s.leader());
  p.to_move = static_cast<std::int8_t>(s.to_move());
}

int Adapter::size(const Position& p) const {
  Mask all = 0;
  for (int i = 0; i < n_; ++i) all |= p.hand[i];
  return popcount(all);
}

int Adapter::next_player(int seat) const {
  for (int k = 1; k <= n_; ++k)
    if ((playing_ >> ((seat + k) % n_)) & 1u) return (seat + k) % n_;
  return seat;
}

int Adapter::legal_moves(const Position& p, Move* out) const {
  if (p.to_move < 0) return 0;
  Card cards[kMaxPlayers];
  for (int i = 0; i < p.trick_n; ++i) cards[i] = Card(p.trick[i]);
  const Mask m = tricks::beat_mask(p.hand[p.to_move], cards, p.trick_n, trump_, rule_, overtrump_, ton::kRanks);
  int n = 0;
  for (Card c : CardSet(m)) out[n++] = ton::card_move(c);
  return n;
}

int Adapter::play(Position& p, Move m) const {
  const int seat = p.to_move;
  const Card c(static_cast<int>(m));
  p.hand[seat] &= ~c.bit();
  p.trick[p.trick_n++] = c.index;
  if (p.trick_n < players_) {
    p.to_move = static_cast<std::int8_t>(next_player(seat));
    return 0;
  }
  Card cards[kMaxPlayers];
  for (int i = 0; i < p.trick_n; ++i) cards[i] = Card(p.trick[i]);
  int w = p.leader;
  for (int k = tricks::trick_winner(cards, p.trick_n, trump_, ton::kRanks); k > 0; --k) w = next_player(w);
  ++p.tricks[w];
  if (scores_[w] + p.tricks[w] >= target_) p.reached = 1;
  p.trick_n = 0;
  p.leader = p.to_move = static_cast<std::int8_t>(w);
  int played = 0;
  for (int i = 0; i < n_; ++i) played += p.tricks[i];
  if (played == ton::kTricks || (stop_ && p.reached)) p.to_move = -1;
  return 0;
}

std::uint64_t Adapter::hash(const Position& p) const {
  std::uint64_t h = 0x1234567ULL;
  for (int i = 0; i < n_; ++i) h = mix64(h ^ p.hand[i]);
  std::uint64_t t = 0;
  for (int i = 0; i < p.trick_n; ++i) t = t << 8 | p.trick[i];
  h = mix64(h ^ t);
  std::uint64_t small = std::uint64_t(std::uint8_t(p.trick_n)) | std::uint64_t(std::uint8_t(p.leader)) << 8 |
                        std::uint64_t(std::uint8_t(p.to_move)) << 16 | std::uint64_t(std::uint8_t(p.reached)) << 24;
  for (int i = 0; i < n_; ++i) small |= std::uint64_t(std::uint8_t(p.tricks[i]) & 7u) << (32 + 3 * i);
  return mix64(h ^ small) | 1;
}

solver::SolveResult<Move> solve(const Adapter& adapter, const solver::SolveOptions& options) {
  solver::Solver<Adapter> s(adapter, options);
  return s.solve(adapter.root());
}

}  // namespace pycards::ton_solver

namespace pycards {

SolveReport solve(const ton::State& state, const SolveOptions& options) { return solve(state, options, -1); }

SolveReport solve(const ton::State& state, const SolveOptions& options, int seat) {
  if (options.target || options.contract) throw OptionError("ton has no target mode: give neither target nor contract");
  const ton_solver::Adapter adapter(state, seat);
  const auto r = ton_solver::solve(adapter, options);
  return seat_report(r, adapter.side(adapter.root()) == 0, adapter.seat(), [](int v) { return v; });
}

}  // namespace pycards
