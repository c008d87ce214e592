// Торговля: sample_world, the hidden cards dealt again as one seat has seen them
// (docs/torgovlya.md, "Hidden information").
#include "pycards/sampling.hpp"
#include "torgovlya.hpp"

namespace pycards::torgovlya {

namespace {

/// A card of `m` drawn uniformly (`m` not empty).
Card pick(Mask m, Rng& rng) {
  for (int k = int(rng.below(std::uint64_t(popcount(m)))); k > 0; --k) m = clear_lowest(m);
  return Card(lowest_index(m));
}

}  // namespace

/// What the other seats know, in world `w` dealt for `seat`: who gave a card where is public
/// (the trades are announced), which card it was is not, unless this seat saw it (it gave it,
/// or it arrived in its hand). So each other card is a card of the world that fits one history
/// with everything this seat knows: a sold card is the card now at that stock position; an
/// offered card a card of the hand (or the pending offer) it went to; a card given back, which
/// may have been passed on by each answer since, follows the history back from the last barter.
void fill_others_knowledge(const State& s, State& w, int seat, Rng& rng) {
  const int n = s.players();
  using K = State;
  const auto bit = [](int h) { return Places(1u << h); };
  const auto set = [&](int kind, int t, Card c) { w.known_[kind][t] = std::uint8_t(c.index + 1); };
  // This seat's own card given back, where the world put it: it went there through each answer
  // on the way (the trades' history), so each of those seats gave back that same card.
  Mask mine = 0;
  std::array<bool, kMaxPlayers> passed{};  // the seats that passed this seat's card on
  if (s.knows(seat, K::kGivenBack)) {
    const Card y = s.known_card(seat, K::kGivenBack);
    mine = y.bit();
    for (int cur = s.left_of(seat); !w.hands_[cur].contains(y); cur = s.left_of(cur)) {
      set(K::kGivenBack, cur, y);
      passed[cur] = true;
    }
  }
  for (int t = 0; t < n; ++t) {
    if (t == seat) continue;
    if (s.known_stock(t))
      for (int i = 0; i < s.stock_size(); ++i)
        if (s.stock_begin()[i].bit() == s.known_stock(t)) set(K::kKnownStock, t, w.stock_[i]);
    // An offered card: this seat's own hand is its place only if it answered t and saw it come.
    const Places p = s.known_places(t, K::kOffered);
    if (!s.knows(t, K::kOffered) || (p & bit(seat))) continue;
    Mask from = (p >> kOfferPlace & 1) ? Card(w.offer_).bit() : 0;
    for (int h = 0; h < n; ++h)
      if (p & bit(h)) from |= w.hands_[h].mask;
    set(K::kOffered, t, pick(from & ~mine, rng));
  }
  // Cards given back, from the last barter back to the first: the card seat t gave back to a
  // (its left-hand neighbour) stayed with a, or is the card a gave back in turn (decided already).
  std::array<int, kMaxPlayers> order{};
  int m = 0;
  for (int a = s.left_of(s.banker()); a != s.banker() && a != s.actor(); a = s.left_of(a)) order[m++] = a;
  for (int i = m - 1; i >= 0; --i) {
    const int a = order[i], t = s.right_of(a);
    // This seat's own card, one that came into its hand, or one it follows: known already.
    if (!s.knows(t, K::kGivenBack) || t == seat || a == seat || passed[t]) continue;
    Mask from = w.hands_[a].mask;
    if (s.knows(a, K::kGivenBack)) {  // a answered the next barter: he may have passed it on
      from &= ~w.known_card(s.left_of(a), K::kOffered).bit();
      from |= w.known_card(a, K::kGivenBack).bit();
    }
    set(K::kGivenBack, t, pick(from, rng));
  }
}

State sample_world(const State& s, int seat, Rng& rng) {
  const int n = s.players();
  // What the seat sees: its hand, all hands once the game is over, the offered card of a pending
  // barter if it is the offerer or (barter "seen") the neighbour who answers.
  const bool hands_shown = s.is_over();
  const bool offer_seen = s.has_offer() && (seat == s.actor() || (seat == s.right_of(s.actor()) &&
                                                                  s.config().barter == Barter::kSeen));
  CardSet seen = s.hand(seat);
  if (hands_shown)
    for (int i = 0; i < n; ++i) seen = seen | s.hand(i);
  if (offer_seen) seen.add(s.offer());
  // The cards it put under the stock stay where they are (their place follows from the public
  // order of the sales).
  const CardSet under(s.known_stock(seat));
  const CardSet pool = kDeck52 - seen - under;

  // Hidden places: every other hand that holds cards, the offer the seat does not see, the stock.
  // A card the seat saw go into a hand (and cannot have left it since) is in that hand; every
  // other card passed in a trade went face down, and no rule forces a choice of card, so every
  // other hidden card may be in any hidden place.
  std::array<int, sampling::kMaxSlots> sizes{};
  std::array<int, kMaxPlayers> slot_of_seat{};
  int slots = 0;
  for (int i = 0; i < n; ++i) {
    slot_of_seat[i] = -1;
    if (i == seat || hands_shown || s.hand(i).empty()) continue;
    slot_of_seat[i] = slots;
    sizes[slots++] = s.hand(i).size();
  }
  const int offer_slot = s.has_offer() && !offer_seen ? slots : -1;
  if (offer_slot >= 0) sizes[slots++] = 1;
  const int stock_slot = slots;
  sizes[slots++] = s.stock_size() - under.size();
  const sampling::SlotMask all = sampling::SlotMask((1u << slots) - 1);
  // known_in[c]: the slots of the places the seat knows c to be in (0: none known). A known
  // place that is no hidden slot is none: the seat's own hand never is one, nor an offer it sees.
  std::array<sampling::SlotMask, kCards> known_in{};
  if (!hands_shown)
    for (int kind = State::kOffered; kind <= State::kGivenBack; ++kind) {
      if (!s.knows(seat, kind)) continue;
      const Places p = s.known_places(seat, kind);
      sampling::SlotMask m = 0;
      for (int h = 0; h < n; ++h)
        if ((p >> h & 1) && slot_of_seat[h] >= 0) m = sampling::SlotMask(m | 1u << slot_of_seat[h]);
      if ((p >> kOfferPlace & 1) && offer_slot >= 0) m = sampling::SlotMask(m | 1u << offer_slot);
      known_in[s.known_card(seat, kind).index] = m;
    }
  const auto dealt = sampling::sample_cards(
      pool, sizes, slots, [&](Card c) { return known_in[c.index] ? known_in[c.index] : all; }, rng);

  State w = s;
  for (int i = 0; i < n; ++i)
    if (slot_of_seat[i] >= 0) w.hands_[i] = dealt[slot_of_seat[i]];
  if (offer_slot >= 0) w.offer_ = (*dealt[offer_slot].begin()).index;
  std::array<Card, kCards> rest{};
  int k = 0;
  for (Card c : dealt[stock_slot]) rest[k++] = c;
  rng.shuffle(rest.data(), std::size_t(k));
  for (int i = 0, j = 0; i < s.stock_size(); ++i)
    if (!under.contains(s.stock_begin()[i])) w.stock_[i] = rest[j++];
  if (!hands_shown) fill_others_knowledge(s, w, seat, rng);
  // A match deals its later deals from the seed: chance not yet seen.
  w.seed_ = rng.next();
  return w;
}

}  // namespace pycards::torgovlya
