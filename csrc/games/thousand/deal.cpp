// Тысяча: one deal's decisions — dealing (cut ritual), redeal questions, bidding (dark bids,
// H1), prikup and buyout, gift, contract or write-off, card play. Rules: docs/thousand.md
// ("Players and dealing", "Bidding", "Prikup, gift and contract", "Play", house rules H1-H4, H21,
// H22-H25, H27, H31); rulings in thousand.hpp.
#include <algorithm>

#include "thousand.hpp"

namespace pycards::thousand {

namespace {

enum Then : std::uint8_t { kThenBidding, kThenBuyout, kThenContract };

}  // namespace

std::uint64_t deal_seed(std::uint64_t seed, std::uint32_t k) {
  return derive_seed(seed, 0x74686F7573616EULL /* "thousan" */, k);
}

DealSource deal_source(std::uint64_t seed) {
  Rng rng(seed);
  DealSource src;
  src.order = shuffled(kDeck24, rng);
  for (auto& c : src.cuts) c = 1 + int(rng.below(23));
  return src;
}

// ---- dealing --------------------------------------------------------------------------------

void State::start_deal(const DealSource& src, int dealer) noexcept {
  dealer_ = static_cast<std::int8_t>(dealer);
  std::array<Card, 24> deck{};
  for (int i = 0; i < 24; ++i) deck[i] = src.order[i];
  cut_shown_ = cut_bottom_ = 0;
  cut_penalty_ = -1;
  if (cfg_.cut_ritual) {
    int next_cut = 0;
    const auto cut = [&] {
      const int k = src.cuts[next_cut++];
      std::rotate(deck.begin(), deck.begin() + k, deck.end());  // the top k cards go under
    };
    const int cutter = left(dealer);
    for (int n = 1; n <= 3; ++n) {
      cut();
      const Card bottom = deck[23];
      if (bottom.rank() == kNine) {
        cut_shown_ |= bottom.bit();
        if (n == 3) cut_penalty_ = static_cast<std::int8_t>(cutter), cut_bottom_ = bottom.bit();  // dealt as it is
        continue;
      }
      if (bottom.rank() == kJack) cut();  // the dealer's own cut: he deals without looking again
      else cut_bottom_ = bottom.bit();
      break;
    }
  }
  t_ = Table{};
  // the playing seats clockwise from the dealer's left (with 4 players the dealer sits out)
  for (int i = 0, p = dealer; i < 3; ++i) t_.active[i] = static_cast<std::int8_t>(p = left(p));
  for (int i = 0; i < 21; ++i) t_.hands[t_.active[i % 3]] |= deck[i].bit();
  prikup_ = deck[21].bit() | deck[22].bit() | deck[23].bit();
  bid_ = contract_ = 0;
  passed_ = unseen_ = asked_ = 0;
  high_bidder_ = dark_bidder_ = opener_ = -1;
  dark_ = rospis_ = played_ = prikup_shown_ = false;
  ngifts_ = declines_ = 0;
  gift_card_ = {};
  gift_to_ = {-1, -1};
  redeal_by_ = -1;
  redeal_reason_ = kRsNone;
  // H3 / H4, asked in bidding order, the first bidder first
  std::int8_t seats[3];
  std::uint8_t reasons[3];
  int n = 0;
  for (int k = 0, seat = first_bidder(); k < 3; ++k, seat = left(seat)) {
    const Mask h = t_.hands[seat];
    if (cfg_.h3 && tricks::holds_four(h, kNine)) seats[n] = static_cast<std::int8_t>(seat), reasons[n++] = kRsFourNines;
    else if (cfg_.h4 && points(h) < 14) seats[n] = static_cast<std::int8_t>(seat), reasons[n++] = kRsWeakHand;
  }
  ask(n, seats, reasons, kThenBidding);
}

void State::ask(int n, const std::int8_t* seats, const std::uint8_t* reasons, int then) noexcept {
  q_n_ = static_cast<std::uint8_t>(n);
  q_pos_ = 0;
  q_then_ = static_cast<std::uint8_t>(then);
  for (int i = 0; i < n; ++i) q_seat_[i] = seats[i], q_reason_[i] = reasons[i];
  if (n) {
    phase_ = Phase::kRedeal;
    t_.to_move = q_seat_[0];
    asked_ |= std::uint8_t(1u << q_seat_[0]);
  } else {
    continue_with(then);
  }
}

void State::continue_with(int then) noexcept {
  q_n_ = q_pos_ = 0;
  if (then == kThenBidding) start_bidding();
  else if (then == kThenBuyout) start_buyout();
  else {
    phase_ = Phase::kContract;
    t_.to_move = t_.declarer;
  }
}

// ---- bidding --------------------------------------------------------------------------------

bool State::dark_ok(int seat) const {
  if (!cfg_.dark || !plays(seat) || !eligible(seat) || (asked_ >> seat & 1)) return false;
  if (cfg_.dark_left_only && seat != left(dealer_)) return false;
  if (cfg_.dark_cond == 1 && !(scores_[seat] >= cfg_.dark_threshold)) return false;
  if (cfg_.dark_cond == 2 && !(scores_[seat] > cfg_.dark_threshold)) return false;
  return true;
}

int State::opener_seat() const {
  const int first = first_bidder();
  for (int s : {first, left(first), left(left(first))})
    if (eligible(s)) return s;
  return first;
}

void State::start_bidding() noexcept {
  if (golden_active_) {
    t_.declarer = static_cast<std::int8_t>(golden_declarer());
    bid_ = 120;
    after_bidding();
    return;
  }
  phase_ = Phase::kBid;
  unseen_ = 0;
  for (const int s : t_.active)
    if (dark_ok(s)) unseen_ |= std::uint8_t(1u << s);
  const int opener = opener_seat();
  opener_ = static_cast<std::int8_t>(opener);
  if (unseen_ >> opener & 1) t_.to_move = opener_;  // dark120 or look
  else forced_open();
}

void State::forced_open() noexcept {
  bid_ = 100;
  high_bidder_ = opener_;
  next_bidder(opener_);
}

void State::next_bidder(int seat) noexcept {
  if (popcount(passed_) == 2) {
    for (const int s : t_.active)
      if (!(passed_ >> s & 1)) t_.declarer = static_cast<std::int8_t>(s);
    dark_ = dark_bidder_ == t_.declarer;
    after_bidding();
    return;
  }
  int s = left(seat);
  while (passed_ >> s & 1) s = left(s);
  t_.to_move = static_cast<std::int8_t>(s);
  if ((unseen_ >> s & 1) && (s == dark_bidder_ || bid_ >= 120)) unseen_ &= std::uint8_t(~(1u << s));
}

// ---- prikup, buyout, gift -------------------------------------------------------------------

void State::after_bidding() noexcept {
  unseen_ = 0;
  const bool hidden = (cfg_.hide_prikup_100 && bid_ == 100) || (cfg_.dark_hide && dark_);
  prikup_shown_ = !hidden;
  std::int8_t seat = t_.declarer;
  std::uint8_t reason = kRsPoorPrikup;
  const bool poor = cfg_.h2 && !golden_active_ && bid_ == 100 && points(prikup_) < 5;
  ask(poor ? 1 : 0, &seat, &reason, kThenBuyout);
}

void State::start_buyout() noexcept {
  if (!cfg_.buyout || golden_active_) {
    take_prikup();
    return;
  }
  phase_ = Phase::kBuyout;
  declines_ = 0;
  t_.to_move = static_cast<std::int8_t>(left(t_.declarer));
}

void State::take_prikup() noexcept {
  t_.hands[t_.declarer] |= prikup_;
  phase_ = Phase::kGive;
  t_.to_move = t_.declarer;
}

bool State::rospis_allowed() const {
  const int d = t_.declarer;
  const int count = rospis_counts_[d];
  if (cfg_.rospis_limit3 && count >= 3) return false;
  const bool free = cfg_.loss() == 1 && !(cfg_.third_rospis && (count + 1) % 3 == 0);
  if (free && cfg_.barrel_rospis_forbidden && (on_barrel_[0] || on_barrel_[1] || on_barrel_[2] || on_barrel_[3])) return false;
  if (free && cfg_.golden_rospis_forbidden && golden_active_) return false;
  return true;
}

// ---- legal moves ----------------------------------------------------------------------------

int State::legal_moves(MoveId* out) const noexcept {
  const int s = t_.to_move;
  int n = 0;
  switch (phase_) {
    case Phase::kOver:
      return 0;
    case Phase::kRedeal:
      out[n++] = word_move(kKeep);
      out[n++] = word_move(kRedeal);
      return n;
    case Phase::kBid: {
      if (unseen_ >> s & 1) {
        out[n++] = word_move(kDark120);
        out[n++] = word_move(kLook);
        return n;
      }
      if (eligible(s)) {
        const int c = cap(t_.hands[s]);
        for (int b = 100 + cfg_.bid_step; b <= c && n < kMaxMoves - 2; b += cfg_.bid_step)
          if (b > bid_) {
            out[n++] = kBidBase + MoveId(b);
            if (cfg_.single_step) break;
          }
      }
      out[n++] = word_move(kPass);
      return n;
    }
    case Phase::kBuyout: {
      const int price = buyout_price();
      if (eligible(s) && price <= cap(t_.hands[s] | prikup_) && price <= kMaxNumber) out[n++] = kBuyoutBase + MoveId(price);
      out[n++] = word_move(kDecline);
      return n;
    }
    case Phase::kGive:
      for (Mask m = t_.hands[s]; m; m = clear_lowest(m)) out[n++] = kGiftBase + MoveId(lowest_index(m));
      return n;
    case Phase::kContract: {
      if (golden_active_ && !cfg_.golden_raise) {
        out[n++] = kContractBase + 120;
      } else {
        const int c = std::max<int>(bid_, cap(t_.hands[t_.declarer]));
        out[n++] = kContractBase + MoveId(bid_);
        for (int k = 1; k < 400 && n < kMaxMoves - 2; ++k) {
          const int v = 100 + k * cfg_.bid_step;
          if (v > c) break;
          if (v > bid_) out[n++] = kContractBase + MoveId(v);
        }
      }
      if (rospis_allowed()) out[n++] = word_move(kRospis);
      return n;
    }
    case Phase::kPlay:
      return t_.play_moves(out, cfg_.play);
  }
  return 0;
}

// ---- play -----------------------------------------------------------------------------------

void State::play(MoveId id) noexcept {
  const int s = t_.to_move;
  switch (phase_) {
    case Phase::kOver:
      return;
    case Phase::kRedeal:
      if (id == word_move(kRedeal)) {
        redeal_by_ = q_seat_[q_pos_];
        redeal_reason_ = static_cast<std::int8_t>(q_reason_[q_pos_]);
        end_deal();
      } else if (++q_pos_ < q_n_) {
        t_.to_move = q_seat_[q_pos_];
        asked_ |= std::uint8_t(1u << q_seat_[q_pos_]);
      } else {
        continue_with(q_then_);
      }
      return;
    case Phase::kBid:
      if (id == word_move(kLook)) {
        unseen_ &= std::uint8_t(~(1u << s));
        if (bid_ == 0) forced_open();
        return;  // otherwise the same seat now calls normally
      }
      if (id == word_move(kDark120)) {
        bid_ = 120, high_bidder_ = dark_bidder_ = static_cast<std::int8_t>(s);
      } else if (id == word_move(kPass)) {
        passed_ |= std::uint8_t(1u << s);
        unseen_ &= std::uint8_t(~(1u << s));
      } else {
        bid_ = static_cast<std::int16_t>(id - kBidBase);
        high_bidder_ = static_cast<std::int8_t>(s);
        dark_bidder_ = -1;
      }
      next_bidder(s);
      return;
    case Phase::kBuyout: {
      if (id == word_move(kDecline)) {
        if (++declines_ == 2) {
          take_prikup();
          return;
        }
      } else {
        t_.declarer = static_cast<std::int8_t>(s);
        bid_ = static_cast<std::int16_t>(id - kBuyoutBase);
        dark_ = false;
        declines_ = 0;
      }
      int nxt = left(s);
      if (nxt == t_.declarer) nxt = left(nxt);
      t_.to_move = static_cast<std::int8_t>(nxt);
      return;
    }
    case Phase::kGive: {
      const Card c(int(id - kGiftBase));
      const int target = ngifts_ == 0 ? left(s) : left(left(s));
      t_.hands[s] &= ~c.bit();
      t_.hands[target] |= c.bit();
      gift_card_[ngifts_] = c;
      gift_to_[ngifts_] = static_cast<std::int8_t>(target);
      if (++ngifts_ < 2) return;
      std::int8_t seats[2];
      std::uint8_t reasons[2];
      int n = 0;
      for (int opp : {left(s), left(left(s))}) {
        const Mask h = t_.hands[opp];
        if (cfg_.h21 && tricks::holds_four(h, kNine)) seats[n] = static_cast<std::int8_t>(opp), reasons[n++] = kRsFourNinesAfterGift;
        else if (cfg_.h25 && points(h) < 14) seats[n] = static_cast<std::int8_t>(opp), reasons[n++] = kRsWeakHandAfterGift;
      }
      ask(n, seats, reasons, kThenContract);
      return;
    }
    case Phase::kContract:
      if (id == word_move(kRospis)) {
        rospis_ = true;
        end_deal();
        return;
      }
      contract_ = static_cast<std::int16_t>(id - kContractBase);
      phase_ = Phase::kPlay;
      t_.start_play(t_.declarer);
      return;
    case Phase::kPlay:
      if (log_.play(t_, id, cfg_.play)) {
        played_ = true;
        end_deal();
      }
      return;
  }
}

MoveId greedy_move(const State& s, Rng& rng) noexcept {
  MoveId moves[kMaxMoves];
  const int n = s.legal_moves(moves);
  return thousand::greedy_of(s.table(), moves, n, rng);
}

}  // namespace pycards::thousand
