// Три листика card play for the exact solver — see tri_listika_solver.hpp.
#include <algorithm>
#include <string>

#include "pycards/errors.hpp"
#include "pycards/rng.hpp"
#include "tri_listika_solver.hpp"

namespace pycards::tri_listika_solver {

using tri_listika::kPlayers;

Adapter::Adapter(const tri_listika::State& s, int seat) {
  if (s.phase_id() != tri_listika::kPlay)
    throw InvalidPositionError("the solver needs a tri_listika deal in its card-play phase, not '" +
                               std::string(s.phase()) + "': " + s.notation());
  if (s.pot() > (std::int64_t{1} << 30))
    throw InvalidPositionError("the solver takes pots up to 2**30 units, not " + std::to_string(s.pot()));
  me_ = seat < 0 ? s.to_move() : seat;
  if (me_ >= kPlayers || !s.playing(me_))
    throw InvalidPositionError("seat " + std::to_string(me_) + " does not play this deal");
  for (int i = 0; i < kPlayers; ++i)
    if (s.playing(i)) {
      playing_ |= 1u << i;
      ++players_;
    }
  trump_ = s.config().trumps_in_play ? s.trump() : tricks::kNoSuit;
  pot_ = s.pot();
  share_ = s.config().share_units();
  share_from_pot_ = s.config().share_from_pot;
  Position& p = root_;
  for (int i = 0; i < kPlayers; ++i) {
    p.hand[i] = s.hand(i).mask;
    p.tricks[i] = static_cast<std::int8_t>(s.tricks_won(i));
  }
  p.trick_n = static_cast<std::int8_t>(s.trick_size());
  for (int i = 0; i < s.trick_size(); ++i) {
    p.trick[i] = s.trick_card(i).index;
    if (s.trick_down(i)) p.trick_down = static_cast<std::int8_t>(p.trick_down | (1 << i));
  }
  p.leader = static_cast<std::int8_t>(s.leader());
  p.to_move = static_cast<std::int8_t>(s.to_move());
  // Every amount the settlement can give the seat, ascending.
  amounts_ = {pot_, 0};
  if (share_from_pot_) {
    amounts_.push_back(std::min(share_, pot_));
  } else {
    amounts_.push_back(-share_);
    for (int k = 1; k <= 2; ++k) amounts_.push_back(k * share_);
  }
  std::sort(amounts_.begin(), amounts_.end());
  amounts_.erase(std::unique(amounts_.begin(), amounts_.end()), amounts_.end());
}

int Adapter::rank_of(std::int64_t amount) const {
  return int(std::lower_bound(amounts_.begin(), amounts_.end(), amount) - amounts_.begin());
}

std::int64_t Adapter::outcome(const Position& p) const {
  const int mine = p.tricks[me_];
  if (mine == 3) return pot_;
  int two = -1, losers = 0;
  for (int i = 0; i < kPlayers; ++i) {
    if (p.tricks[i] == 2) two = i;
    if (((playing_ >> i) & 1u) && p.tricks[i] == 0) ++losers;
  }
  if (mine == 2) return share_from_pot_ ? (losers ? std::min(share_, pot_) : 0) : share_ * losers;
  if (mine == 0 && two >= 0 && !share_from_pot_) return -share_;
  return 0;
}

int Adapter::next_player(int seat) const {
  for (int k = 1; k <= kPlayers; ++k)
    if ((playing_ >> ((seat + k) % kPlayers)) & 1u) return (seat + k) % kPlayers;
  return seat;
}

int Adapter::legal_moves(const Position& p, Move* out) const {
  if (p.to_move < 0) return 0;
  const Mask hand = p.hand[p.to_move];
  const int led = p.trick_n ? int(Card(p.trick[0]).suit()) : tricks::kNoSuit;
  const Mask up = tricks::face_up_mask(hand, led, trump_);
  int n = 0;
  if (up) {
    for (Card c : CardSet(up)) out[n++] = tri_listika::card_move(c);
  } else {
    for (Card c : CardSet(hand)) out[n++] = tri_listika::down_move(c);
  }
  return n;
}

int Adapter::play(Position& p, Move m) const {
  const int seat = p.to_move;
  const bool down = m >= tri_listika::kDownBase;
  const Card c(int(down ? m - tri_listika::kDownBase : m));
  p.hand[seat] &= ~c.bit();
  if (down) p.trick_down = static_cast<std::int8_t>(p.trick_down | (1 << p.trick_n));
  p.trick[p.trick_n++] = c.index;
  if (p.trick_n < players_) {
    p.to_move = static_cast<std::int8_t>(next_player(seat));
    return 0;
  }
  Card cards[kPlayers];
  for (int i = 0; i < p.trick_n; ++i) cards[i] = Card(p.trick[i]);
  int w = p.leader;
  for (int k = tricks::trick_winner_face_up(cards, p.trick_n, unsigned(p.trick_down), trump_, tri_listika::kRanks); k > 0; --k)
    w = next_player(w);
  ++p.tricks[w];
  p.trick_n = p.trick_down = 0;
  p.leader = p.to_move = static_cast<std::int8_t>(w);
  if (p.tricks[0] + p.tricks[1] + p.tricks[2] + p.tricks[3] == 3) p.to_move = -1;
  return 0;
}

std::uint64_t Adapter::hash(const Position& p) const {
  std::uint64_t h = mix64(p.hand[0] ^ 0x1234567ULL);
  h = mix64(h ^ p.hand[1]);
  h = mix64(h ^ p.hand[2]);
  h = mix64(h ^ p.hand[3]);
  std::uint64_t t = 0;
  for (int i = 0; i < p.trick_n; ++i) t = t << 8 | p.trick[i];
  h = mix64(h ^ t);
  const std::uint64_t small = std::uint64_t(std::uint8_t(p.trick_n)) | std::uint64_t(std::uint8_t(p.trick_down)) << 8 |
                              std::uint64_t(std::uint8_t(p.leader)) << 16 | std::uint64_t(std::uint8_t(p.to_move)) << 24 |
                              std::uint64_t(std::uint8_t(p.tricks[0])) << 32 | std::uint64_t(std::uint8_t(p.tricks[1])) << 40 |
                              std::uint64_t(std::uint8_t(p.tricks[2])) << 48 | std::uint64_t(std::uint8_t(p.tricks[3])) << 56;
  return mix64(h ^ small) | 1;
}

solver::SolveResult<Move> solve(const Adapter& adapter, const solver::SolveOptions& options) {
  solver::Solver<Adapter> s(adapter, options);
  return s.solve(adapter.root());
}

}  // namespace pycards::tri_listika_solver

namespace pycards {

SolveReport solve(const tri_listika::State& state, const SolveOptions& options) { return solve(state, options, -1); }

SolveReport solve(const tri_listika::State& state, const SolveOptions& options, int seat) {
  if (options.target || options.contract) throw OptionError("tri_listika has no target mode: give neither target nor contract");
  const tri_listika_solver::Adapter adapter(state, seat);
  const auto r = tri_listika_solver::solve(adapter, options);
  // Root side-to-move values -> the seat's rank -> money.
  const int top = adapter.ranks() - 1;
  return seat_report(r, adapter.side(adapter.root()) == 0, adapter.seat(),
                     [&](int v) { return adapter.money(std::clamp(v, 0, top)); });
}

}  // namespace pycards
