// Determinization for Тысяча and 1001 (state.sample_world): the cards one seat cannot place are
// dealt again over the shared kernel pycards/sampling.hpp, uniformly among the deals consistent
// with what that seat has seen. What a seat knows and the inferences kept: docs/thousand.md,
// "Hidden information".
//
// The kernel takes per card a set of allowed places; two facts of these games are not of that
// form and are handled here as an exact mixture of kernel problems (each weighted by its kernel
// count, so the result stays uniform over the union):
//  * a hidden gift: a seat that saw the prikup but not the gift to an opponent R knows that R holds
//    at most one of the prikup's cards (he got one card from the declarer);
//  * the bidding cap: the high bidder's hand allows his bid (120 + the declarations it holds).
// The few facts a mask cannot say at all (a redeal question's point count, "did not hold all four
// aces") are kept by rejection: `accept` refuses a deal and another is drawn.
#pragma once

#include <array>
#include <cstdint>

#include "pycards/errors.hpp"
#include "pycards/rng.hpp"
#include "pycards/sampling.hpp"
#include "thousand_common.hpp"

namespace pycards::thousand {

/// What one seat cannot place in a deal, and what it knows about it (the input of deal_hidden).
struct Hidden {
  int seats = 3;
  std::array<Mask, kMaxSeats> placed{};  // cards the seat locates in each hand
  std::array<int, kMaxSeats> size{};     // cards each hand holds
  bool prikup_slot = false;              // the prikup lies face down, unseen: a place of 3
  Mask pool = 0;                         // the cards dealt again
  std::array<Mask, kMaxSeats> banned{};  // cards a hand cannot hold (voids and the like)
  Mask prikup_banned = 0;                // cards a face-down prikup cannot hold
  Mask gift_source = 0;                  // shown prikup cards a hidden gift may have moved
  unsigned receivers = 0;                // seats given a hidden gift: each holds <= 1 gift_source card
  int cap_seat = -1, cap_min = 0;        // bidding: cap(cap_seat's hand) >= cap_min
  Mask cap_cards = 0;                    // the cards the cap function reads (K, Q, ...)
};

/// A deal of the hidden cards: every hand, and the prikup when it was a place.
struct Dealt {
  std::array<Mask, kMaxSeats> hands{};
  Mask prikup = 0;
};

/// The voids (and Тысяча's H26 / H35 facts) the current trick and the recorded tricks prove:
/// a seat that did not follow holds none of the led suit; one that neither followed nor trumped
/// holds no card of the suit that was trump then; the trump maker who led a trump under H26 held
/// trumps only; a seat bound to play aces (H35) that played another card held no ace it could play;
/// under must_beat_led a seat that followed below the led card held none of the led suit above it.
void add_play_inferences(Hidden& h, const Table& t, const TrickLog& log, const PlayRules& r);

/// The trump suit and its maker during trick `i` (-1: none), from the declarations.
std::pair<int, int> trump_at(const Table& t, int i);

namespace detail {

struct Places {
  sampling::Problem base;
  std::array<Card, sampling::kMaxItems> card_of{};
  std::array<int, kMaxSeats> slot_of_seat{-1, -1, -1, -1};
  int prikup = -1;
};

inline Places places(const Hidden& h) {
  Places p;
  for (int s = 0; s < h.seats; ++s) {
    const int n = h.size[s] - popcount(h.placed[s]);
    if (n < 0) throw InvalidPositionError("sampling: a hand holds fewer cards than it shows");
    if (n > 0) p.slot_of_seat[s] = p.base.add_slot(n);
  }
  if (h.prikup_slot) p.prikup = p.base.add_slot(3);
  for (Card c : CardSet(h.pool)) {
    sampling::SlotMask m = 0;
    for (int s = 0; s < h.seats; ++s)
      if (p.slot_of_seat[s] >= 0 && !(h.banned[s] & c.bit())) m |= sampling::SlotMask(1u << p.slot_of_seat[s]);
    if (p.prikup >= 0 && !(h.prikup_banned & c.bit())) m |= sampling::SlotMask(1u << p.prikup);
    p.card_of[p.base.add_item(m)] = c;
  }
  return p;
}

}  // namespace detail

inline constexpr int kMaxRejections = 4000;
inline constexpr int kMaxMixture = 4096;

/// Deals h.pool again, uniformly among the deals consistent with h for which accept(dealt) is
/// true; `cap(hand)` is the bidding cap of a hand. Throws InvalidPositionError when no deal fits.
template <class Cap, class Accept>
Dealt deal_hidden(const Hidden& h, Rng& rng, Cap&& cap, Accept&& accept) {
  const detail::Places pl = detail::places(h);
  const sampling::Problem& base = pl.base;
  // key items: a choice of "cell" (a part of the item's allowed places) per key decides the
  // mixture's facts; every other item is free within its mask
  std::array<int, 16> key_item{};
  std::array<std::array<sampling::SlotMask, 4>, 16> cells{};
  std::array<int, 16> ncells{};
  int nkeys = 0;
  const int cap_slot = h.cap_seat >= 0 ? pl.slot_of_seat[h.cap_seat] : -1;
  bool cap_exact = cap_slot >= 0;
  bool cap_reject = false;
  std::array<int, kMaxSeats> recv_slot{};
  int nrecv = 0;
  for (int s = 0; s < h.seats; ++s)
    if ((h.receivers >> s & 1) && pl.slot_of_seat[s] >= 0) recv_slot[nrecv++] = pl.slot_of_seat[s];
  if (cap_slot >= 0 && popcount(h.pool & h.cap_cards) > 12) cap_exact = false, cap_reject = true;
  // a card whose only place is the cap seat's or a receiver's hand is no choice, but it counts
  // for the fact: the cap reads it, the receiver's one gift_source card may be it
  Mask cap_forced = 0;
  std::array<int, kMaxSeats> recv_forced{};
  for (int it = 0; it < base.items; ++it) {
    const Card c = pl.card_of[it];
    const sampling::SlotMask m = base.allowed[it];
    if (cap_exact && (h.cap_cards & c.bit()) && m == (1u << cap_slot)) cap_forced |= c.bit();
    for (int r = 0; r < nrecv; ++r)
      if ((h.gift_source & c.bit()) && m == (1u << recv_slot[r])) ++recv_forced[r];
  }
  for (int it = 0; it < base.items; ++it) {
    const Card c = pl.card_of[it];
    const sampling::SlotMask m = base.allowed[it];
    sampling::SlotMask rest = m;
    int k = 0;
    if (cap_exact && (h.cap_cards & c.bit())) {
      const auto in = sampling::SlotMask(m & (1u << cap_slot));
      if (in) cells[nkeys][k++] = in, rest = sampling::SlotMask(rest & ~in);
    } else if (nrecv && (h.gift_source & c.bit())) {
      for (int r = 0; r < nrecv; ++r) {
        const auto in = sampling::SlotMask(m & (1u << recv_slot[r]));
        if (in) cells[nkeys][k++] = in, rest = sampling::SlotMask(rest & ~in);
      }
    } else {
      continue;
    }
    if (rest) cells[nkeys][k++] = rest;
    if (k < 2) continue;  // no choice: the mask already decides
    key_item[nkeys] = it;
    ncells[nkeys++] = k;
  }
  // every combination of cells that satisfies the facts, with its kernel count
  long long combos = 1;
  for (int k = 0; k < nkeys; ++k) combos *= ncells[k];
  if (combos > kMaxMixture) throw InvalidPositionError("sampling: too many hidden facts to weigh");
  std::array<double, kMaxMixture> weight{};
  std::array<int, 16> pick{};
  const auto problem_of = [&](long long code, sampling::Problem& p) {
    p = base;
    for (int k = 0; k < nkeys; ++k) {
      pick[k] = int(code % ncells[k]);
      code /= ncells[k];
      p.allowed[key_item[k]] = cells[k][pick[k]];
    }
  };
  const auto facts_hold = [&]() {
    if (cap_exact) {
      Mask hand = h.placed[h.cap_seat] | cap_forced;
      for (int k = 0; k < nkeys; ++k)
        if (cells[k][pick[k]] == (1u << cap_slot)) hand |= pl.card_of[key_item[k]].bit();
      if (cap(hand) < h.cap_min) return false;
    }
    if (nrecv) {
      std::array<int, kMaxSeats> got = recv_forced;
      for (int r = 0; r < nrecv; ++r)
        if (got[r] > 1) return false;
      for (int k = 0; k < nkeys; ++k)
        for (int r = 0; r < nrecv; ++r)
          if (cells[k][pick[k]] == (1u << recv_slot[r]) && ++got[r] > 1) return false;
    }
    return true;
  };
  double total = 0;
  sampling::Problem p;
  for (long long code = 0; code < combos; ++code) {
    problem_of(code, p);
    if (!facts_hold()) continue;
    weight[code] = sampling::count(p);
    total += weight[code];
  }
  if (!(total > 0)) throw InvalidPositionError("sampling: no deal of the hidden cards fits what this seat has seen");
  for (int attempt = 0; attempt < kMaxRejections; ++attempt) {
    double u = double(rng.next() >> 11) * 0x1.0p-53 * total;
    long long chosen = -1;
    for (long long code = 0; code < combos; ++code) {
      if (!(weight[code] > 0)) continue;
      chosen = code;
      if (u < weight[code]) break;
      u -= weight[code];
    }
    problem_of(chosen, p);
    const sampling::Assignment a = sampling::sample(p, rng);
    Dealt d;
    for (int s = 0; s < h.seats; ++s) d.hands[s] = h.placed[s];
    for (int it = 0; it < p.items; ++it) {
      const int slot = a.slot_of[it];
      const Mask b = pl.card_of[it].bit();
      if (slot == pl.prikup) d.prikup |= b;
      for (int s = 0; s < h.seats; ++s)
        if (pl.slot_of_seat[s] == slot) d.hands[s] |= b;
    }
    if (cap_reject && cap(d.hands[h.cap_seat]) < h.cap_min) continue;
    if (accept(d)) return d;
  }
  throw InvalidPositionError("sampling: no deal of the hidden cards fits what this seat has seen");
}

}  // namespace pycards::thousand
