// Тон: sample_world(seat) — the cards `seat` has not seen dealt again, uniformly among the deals
// consistent with what it saw, on the shared kernel pycards/sampling.hpp. The inferences kept
// (docs/ton.md, "Hidden information"):
//  * a follower who played card c to a trick could not hold any card x with which c would have been
//    illegal (the duty to beat under beat_rule / must_overtrump, following suit, trumping): x is not
//    in his hand now (hands only shrink in play). Tested card by card: c legal in {c, x}?
//  * a lone player's tricks are his lowest cards: his remaining hand holds nothing below them;
//  * the dealer's left deciding the trump pick holds no trump, and the stock holds one he may pick;
//  * having declined it (nopick) he holds none of the trumps but the prikup cards he bought; his
//    thrown cards hold no trump, the card he kept as buyer is no trump, the stock holds a trump;
//  * after a trump pick his 5 discards hold no trump, his hand is the picked trump (hidden from the
//    others) and the prikup; after a buy the buyer's hand is his kept card and the prikup; the
//    prikup cards nobody saw are among the buyer's cards (hand and played), never in his discards.
// Where the count of consistent labellings varies (which of the buyer's trumps he picked), a
// drawn deal is kept with probability proportional to it (rejection on the kernel's draws), so the
// worlds stay uniform.
#include <algorithm>
#include <string>

#include "pycards/errors.hpp"
#include "pycards/sampling.hpp"
#include "ton.hpp"

namespace pycards::ton {

namespace {

/// Cards a follower cannot hold, having played trick[j] after trick[0..j): every x of `pool` such
/// that trick[j] would have been illegal from a hand holding x.
Mask excluded_by(const Card* trick, int j, Mask pool, const State& s) {
  const Config& cfg = s.config();
  const Card c = trick[j];
  Mask out = 0;
  for (Card x : CardSet(pool))
    if (!(tricks::beat_mask(c.bit() | x.bit(), trick, j, s.trump(), cfg.beat_rule, cfg.must_overtrump, kRanks) &
          c.bit()))
      out |= x.bit();
  return out;
}

}  // namespace

State sample_world(const State& s, int seat, Rng& rng) {
  const int np = s.players();
  const CardSet seen = seen_by(s, seat);
  const Mask pool = kDeck36.mask & ~seen.mask;
  const Mask trumps = suit_mask(Suit(s.trump()));
  const int L = (s.dealer() + 1) % np;

  // What the public play says each seat cannot hold now.
  std::array<Mask, kMaxPlayers> no_hand{};
  const int played = s.tricks_played(), size = s.history_size();
  for (int k = 0; k < played; ++k) {
    Card cards[kMaxPlayers];
    for (int i = 0; i < size; ++i) {
      cards[i] = s.history_card(k, i);
      const int who = s.history_seat(k, i);
      if (size == 1) {  // a lone player's trick: his lowest card
        no_hand[who] |= pool & (cards[i].bit() - 1);
      } else if (i) {
        no_hand[who] |= excluded_by(cards, i, pool, s);
      }
    }
  }
  {
    Card cards[kMaxPlayers];
    for (int i = 0; i < s.trick_size(); ++i) {
      cards[i] = s.trick_card(i);
      if (i) no_hand[s.trick_seat(i)] |= excluded_by(cards, i, pool, s);
    }
  }
  // L deciding the trump pick holds no trump; having declined it (nopick) he still holds none of
  // the cards dealt to him, so only as the buyer may he hold a trump: one of the prikup cards.
  if (s.phase_id() == kPick || (s.nopick() && s.buyer() != L)) no_hand[L] |= trumps;

  // Slots: each other seat's hidden hand cards and discards, the stock unless shown, the prikup
  // cards still face down in the prikup.
  sampling::Problem p;
  std::array<int, kMaxPlayers> hand_slot{}, thrown_slot{};
  hand_slot.fill(-1);
  thrown_slot.fill(-1);
  for (int i = 0; i < np; ++i) {
    if (i == seat) continue;
    const int h = (s.hand(i) - seen).size();
    if (h) hand_slot[i] = p.add_slot(h);
    if (s.thrown(i).size()) thrown_slot[i] = p.add_slot(s.thrown(i).size());
  }
  const bool stock_hidden = !shows_stock(s, seat) && s.stock().size();
  const int stock_slot = stock_hidden ? p.add_slot(s.stock().size()) : -1;
  const int prikup_hidden = s.prikup_taken() ? 0 : kPrikup - s.prikup_up();
  const int prikup_slot = prikup_hidden ? p.add_slot(prikup_hidden) : -1;
  // L's thrown cards after a trump pick or a declined one are cards dealt to him: no trump.
  const bool l_thrown_no_trump = s.picked() >= 0 || s.nopick();

  std::array<Card, sampling::kMaxItems> card_of{};
  for (Card c : CardSet(pool)) {
    sampling::SlotMask m = 0;
    for (int i = 0; i < np; ++i) {
      if (hand_slot[i] >= 0 && !(no_hand[i] & c.bit())) m |= sampling::SlotMask(1u << hand_slot[i]);
      if (thrown_slot[i] >= 0 && !(l_thrown_no_trump && i == L && (trumps & c.bit())))
        m |= sampling::SlotMask(1u << thrown_slot[i]);
    }
    if (stock_slot >= 0) m |= sampling::SlotMask(1u << stock_slot);
    if (prikup_slot >= 0) m |= sampling::SlotMask(1u << prikup_slot);
    card_of[p.add_item(m)] = c;
  }

  const int buyer = s.buyer();
  const bool relabel = s.prikup_taken() && buyer != seat;  // the prikup cards `seat` did not see
  // Was the trump pick offered to L (he decides it, used it or declined it)? If not, every world
  // must give L a trump among his dealt cards, or a stock without trump (and no turned candidate).
  const bool pick_offered = s.phase_id() == kPick || s.nopick() || s.picked() >= 0;
  const bool pick_turned = s.config().pick_turned;
  Mask played_by_L = 0;
  for (int k = 0; k < played; ++k)
    for (int i = 0; i < size; ++i)
      if (s.history_seat(k, i) == L) played_by_L |= s.history_card(k, i).bit();
  for (int i = 0; i < s.trick_size(); ++i)
    if (s.trick_seat(i) == L) played_by_L |= s.trick_card(i).bit();
  for (int attempt = 0; attempt < 100000; ++attempt) {
    const sampling::Assignment a = sampling::sample(p, rng);
    State w = s;
    for (int i = 0; i < np; ++i) {
      if (i == seat) continue;
      w.hands_[i] = s.hand(i).mask & seen.mask;
      w.thrown_[i] = 0;
    }
    if (stock_hidden) w.stock_ = 0;
    std::array<std::uint8_t, kPrikup> prikup_cards{};
    int prikup_n = 0;
    for (int it = 0; it < p.items; ++it) {
      const int slot = a.slot_of[it];
      const Mask bit = card_of[it].bit();
      if (slot == stock_slot) {
        w.stock_ |= bit;
      } else if (slot == prikup_slot) {
        prikup_cards[prikup_n++] = card_of[it].index;
      } else {
        for (int i = 0; i < np; ++i) {
          if (slot == hand_slot[i]) w.hands_[i] |= bit;
          if (slot == thrown_slot[i]) w.thrown_[i] |= bit;
        }
      }
    }
    if (prikup_slot >= 0) {
      rng.shuffle(prikup_cards.data(), std::size_t(prikup_n));
      for (int k = 0; k < prikup_n; ++k) w.prikup_[s.prikup_up() + k] = prikup_cards[k];
    }
    // The pick was offered: the stock held a trump (or the turned card was a candidate).
    if (pick_offered && !pick_turned && !(w.stock_ & trumps)) continue;
    const bool stock_offers = pick_turned || (w.stock_ & trumps);
    if (relabel) {
      // The buyer's 5 cards: his hand and what he played; the face-up prikup cards stay where
      // they were, the others are drawn among the rest.
      Mask mine = w.hands_[buyer];
      for (int k = 0; k < played; ++k)
        for (int i = 0; i < size; ++i)
          if (s.history_seat(k, i) == buyer) mine |= s.history_card(k, i).bit();
      for (int i = 0; i < s.trick_size(); ++i)
        if (s.trick_seat(i) == buyer) mine |= s.trick_card(i).bit();
      Mask rest = mine;
      for (int k = 0; k < s.prikup_up(); ++k) rest &= ~s.prikup_card(k).bit();
      std::array<std::uint8_t, kHand> order{};
      int n = 0;
      if (s.picked() >= 0) {
        // The picked trump: the turned card if he holds it, else one of his trumps; a deal is kept
        // with probability (his trumps) / 5, the number of ways to name the picked card.
        int pick = -1;
        if (s.turned_picked()) {
          pick = s.turned().index;
        } else {
          const Mask t = rest & trumps & ~s.turned().bit();
          const int nt = popcount(t);
          if (int(rng.below(kHand)) >= nt) continue;
          pick = nth_index(t, int(rng.below(std::uint32_t(nt))));
        }
        w.picked_ = static_cast<std::int8_t>(pick);
        rest &= ~(Mask{1} << pick);
      } else if (buyer == L && (s.nopick() || (stock_offers && !(w.thrown_[L] & trumps)))) {
        // L bought as the first to buy (no prikup card face up) and the kept card is one dealt to
        // him: having declined the pick, he kept no trump; without a pick on offer while a trump
        // was there to pick and his discards hold none, he kept a trump. A deal is kept with
        // probability (the cards he may have kept) / (his 5 cards), the ways to name the kept card.
        const Mask keepable = rest & (s.nopick() ? ~trumps : trumps);
        const int nk = popcount(keepable);
        if (int(rng.below(std::uint32_t(popcount(rest)))) >= nk) continue;
        rest &= ~(Mask{1} << nth_index(keepable, int(rng.below(std::uint32_t(nk)))));
      }
      for (Card c : CardSet(rest)) order[n++] = c.index;
      rng.shuffle(order.data(), std::size_t(n));
      for (int k = s.prikup_up(); k < kPrikup; ++k) w.prikup_[k] = order[k - s.prikup_up()];
    }
    if (!pick_offered && stock_offers) {
      // No pick was offered: a world in which L was dealt no trump while a trump was there to
      // pick is not consistent (L's dealt cards: his thrown cards, and what he holds or played but
      // for the prikup he bought; as a buyer drawn above, his kept card already fits).
      Mask prikup = 0;
      if (buyer == L)
        for (int k = 0; k < kPrikup; ++k) prikup |= Card(w.prikup_[k]).bit();
      if (!((w.thrown_[L] | ((w.hands_[L] | played_by_L) & ~prikup)) & trumps)) continue;
    }
    return w;
  }
  throw InvalidPositionError("ton sample_world: no deal of the hidden cards fits what this seat has seen");
}

}  // namespace pycards::ton
