// Торговля position notation (docs/torgovlya.md, "Notation"):
//
//   torgovlya | banker B | tokens T0 T1 ... | pot P | hands H0 / H1 / ... | stock C C ... |
//   turn A | offer C | known ... | deals N | deal    (one deal: new_deal)
//   ...                        | match SEED      (a whole game: new_match)
//
// `x` in tokens: a seat that has left the game (it has no token). A hand is its cards or `-`.
// The stock is in order, top card first. `turn` is the trading seat (the offerer while a barter
// waits for its answer), `-` once the game is over; `offer` the card offered in that barter or `-`.
// `known`: SEAT:CARD@PLACES (PLACES: seats, then 'offer', joined by ',') and SEAT:CARD@stock, or
// `-`; it sits between `offer` and `deals`.
#include <string>
#include <utility>
#include <vector>

#include "pycards/errors.hpp"
#include "pycards/notation.hpp"
#include "torgovlya.hpp"

namespace pycards::torgovlya {

namespace {

constexpr notation::PositionErrors pos{"torgovlya"};

using notation::cards_or_dash;

std::string seat_card(int seat, Card c) { return "seat " + std::to_string(seat) + " knows " + to_string(c); }

bool has(Places p, int place) { return (p >> place & 1) != 0; }

/// PLACES as the notation writes them: the hands in seat order, then 'offer', joined by ','
/// (the fields of the notation are separated by '|').
std::string places_text(Places p) {
  std::string out;
  for (int h = 0; h <= kOfferPlace; ++h)
    if (has(p, h)) out += (out.empty() ? "" : ",") + (h == kOfferPlace ? std::string("offer") : std::to_string(h));
  return out;
}

/// The places in a message: "hand 1", "hands 1,2", "hands 0,offer".
std::string places_words(Places p) { return (popcount(p) == 1 ? "hand " : "hands ") + places_text(p); }

/// A card known in a hand, as read: the card and the places it can be in.
struct Entry {
  Card card;
  Places places = 0;
};

}  // namespace

std::string known_text(const State& s, int seat, const std::string& prefix) {
  std::string out;
  // The two hand cards by their first place (their places never meet), then the stock's.
  int first = State::kOffered, second = State::kGivenBack;
  if (s.knows(seat, first) && s.knows(seat, second) &&
      lowest_index(s.known_places(seat, second)) < lowest_index(s.known_places(seat, first)))
    std::swap(first, second);
  for (int kind : {first, second})
    if (s.knows(seat, kind))
      out += prefix + to_string(s.known_card(seat, kind)) + "@" + places_text(s.known_places(seat, kind));
  for (Card c : CardSet(s.known_stock(seat))) out += prefix + to_string(c) + "@stock";
  return out;
}

// The 'known' field: 'SEAT:CARD@PLACES' (the seat gave the card face down into a hand and it is
// now in one of PLACES: hands, and 'offer' for a pending barter's card, joined by ',') or
// 'SEAT:CARD@stock' (it put the card under the stock), or '-'. Only what this deal's trades can
// have shown is accepted (docs/torgovlya.md, "Notation"): the places are exactly those the
// trades so far give, and the seats' cards fit one history.
void read_known(State& s, const std::vector<std::string>& words) {
  const int n = s.cfg_.players;
  const int banker = s.banker_;
  // Read into per-seat entries: the card it offered (placed with its right-hand neighbour,
  // offered[]), the card it gave back (given[]), the card under the stock (ks[]).
  std::array<Entry, kMaxPlayers> offered{}, given{};
  std::array<Mask, kMaxPlayers> ks{}, all{};
  if (words.empty()) pos.parse_fail("write the known field as 'known -' or 'known SEAT:CARD@HAND ...' ('@stock' for the stock)");
  if (!(words.size() == 1 && words[0] == "-"))
    for (const std::string& w : words) {
      const std::size_t colon = w.find(':'), at = w.find('@');
      if (colon == std::string::npos || at == std::string::npos || at < colon)
        pos.parse_fail("bad known entry '" + w + "': write SEAT:CARD@HAND, SEAT:CARD@HAND,HAND... or SEAT:CARD@stock");
      const int seat = pos.seat(w.substr(0, colon), "known seat", n, false);
      const Card c = pos.card(w.substr(colon + 1, at - colon - 1), "known");
      const std::string place = w.substr(at + 1);
      if (all[seat] & c.bit()) pos.invalid(seat_card(seat, c) + " in two places (or twice)");
      all[seat] |= c.bit();
      if (s.out_[seat]) pos.invalid(seat_card(seat, c) + ", but it has left the game");
      if (place == "stock") {
        bool in_stock = false;
        for (int i = 0; i < s.stock_size_; ++i) in_stock |= s.stock_[i] == c;
        if (!in_stock) pos.invalid(seat_card(seat, c) + " under the stock, which does not hold it");
        ks[seat] |= c.bit();
        continue;
      }
      Places p = 0;
      for (const std::string& part : notation::split_on(place, ',')) {
        const int h = part == "offer" ? kOfferPlace : pos.seat(part, "known hand", n, false);
        if (has(p, h)) pos.parse_fail("bad known entry '" + w + "': place " + part + " twice");
        p = Places(p | 1u << h);
      }
      if (has(p, seat)) pos.invalid(seat_card(seat, c) + " in its own hand (a seat sees its hand)");
      bool held = has(p, kOfferPlace) && s.offer_ == c.index;
      for (int h = 0; h < n; ++h) held |= has(p, h) && s.hands_[h].contains(c);
      if (!held)
        pos.invalid(seat_card(seat, c) + " in " + places_words(p) + (popcount(p) == 1 ? ", which does" : ", which do") +
                    " not hold it");
      // Its offer went to its right-hand neighbour (the banker offers only in his own last
      // trade: no card of his is known yet); the card it gave back went left.
      Entry& e = seat != banker && has(p, s.right_of(seat)) ? offered[seat] : given[seat];
      if (e.places)
        pos.invalid(seat_card(seat, e.card) + " in " + places_words(e.places) +
                    " and more (one card passes each way in a barter)");
      e = Entry{c, p};
    }
  // Once the game is over nothing is known: every hand is shown.
  if (s.over_) {
    for (int seat = 0; seat < n; ++seat)
      if (all[seat]) pos.invalid(seat_card(seat, CardSet(all[seat]).first()) + ", but the game is over (every hand is shown)");
    return;
  }
  // The deal so far: the seats from the banker's left that have traded (before the turn).
  std::array<bool, kMaxPlayers> acted{};
  std::array<int, kMaxPlayers> order{};
  int m = 0;
  for (int a = s.left_of(banker); a != banker && a != s.actor_; a = s.left_of(a)) acted[a] = true, order[m++] = a;
  // Who bartered: a seat that traded knowing the card it offered (that knowledge is never lost).
  const auto bartered = [&](int a) { return acted[a] && offered[a].places != 0; };
  // The cards as read: the places they can be in follow from them (State::known_places), and
  // the places written must be exactly those. (An offer by a seat that has not acted is refused
  // below; it must not lengthen anybody's run meanwhile.)
  for (int seat = 0; seat < n; ++seat) {
    if (bartered(seat)) s.known_[State::kOffered][seat] = std::uint8_t(offered[seat].card.index + 1);
    if (given[seat].places) s.known_[State::kGivenBack][seat] = std::uint8_t(given[seat].card.index + 1);
  }
  for (int seat = 0; seat < n; ++seat) {
    if (s.out_[seat]) continue;
    const CardSet stock(ks[seat]);
    if (!stock.empty() && !acted[seat])
      pos.invalid(seat_card(seat, stock.first()) + " under the stock, but it has not traded yet in this deal");
    if (stock.size() > 1) pos.invalid(seat_card(seat, stock.first()) + " and more under the stock (one trade per deal)");
    if (const Entry& e = offered[seat]; e.places) {
      const std::string what = seat_card(seat, e.card) + " in " + places_words(e.places);
      if (!acted[seat]) pos.invalid(what + ", but it has not bartered yet in this deal");
      if (!stock.empty()) pos.invalid(what + " and a card under the stock (one trade per deal)");
      const Places want = s.known_places(seat, State::kOffered);
      if (e.places != want)
        pos.invalid(what + ", but the card it offered is in " + places_words(want) +
                    (has(want, kOfferPlace) ? " (the banker has since offered a card face down)" : ""));
    }
    if (const Entry& e = given[seat]; e.places) {
      const std::string what = seat_card(seat, e.card) + " in " + places_words(e.places);
      const int a = s.left_of(seat);
      if (!has(e.places, a)) pos.invalid(what + ", but they have not bartered");
      if (acted[a] && !offered[a].places && !ks[a])
        pos.invalid(what + ", but seat " + std::to_string(a) + " knows nothing of the card it offered");
      if (!bartered(a)) pos.invalid(what + ", but seat " + std::to_string(a) + " has not bartered with it");
      const Places want = s.known_places(seat, State::kGivenBack);
      if (e.places != want)
        pos.invalid(what + ", but the card it gave back is in " + places_words(want) +
                    (popcount(want) > 1 ? " (each of them answered the next one's barter since)" : ""));
    }
  }
  // Each barter is known on both sides; a seat that traded without a barter sold a card, or stood.
  for (int i = 0; i < m; ++i) {
    const int a = order[i], r = s.right_of(a);
    if (offered[a].places && !given[r].places)
      pos.invalid(seat_card(a, offered[a].card) + " in " + places_words(offered[a].places) + ", but seat " +
                  std::to_string(r) + " knows nothing of the card it gave back");
    if (!offered[a].places && ks[a] == 0 && !s.cfg_.stand_allowed)
      pos.invalid("seat " + std::to_string(a) + " has traded in this deal but knows no card it gave (stand_allowed is off)");
  }
  // One history for all: a card given back that is now further left went there through each
  // answer on the way, so each of those seats gave back that same card; and a card offered (a
  // seat's own) is never a card given back to it.
  for (int t = 0; t < n; ++t) {
    if (!given[t].places) continue;
    const Card y = given[t].card;
    int held_by = 0;
    while (!has(given[t].places, held_by) || !s.hands_[held_by].contains(y)) ++held_by;
    for (int cur = s.left_of(t); cur != held_by; cur = s.left_of(cur))
      if (given[cur].card != y)
        pos.invalid(seat_card(t, y) + " in " + places_words(given[t].places) + ", but it is in hand " +
                    std::to_string(held_by) + ": seat " + std::to_string(cur) + " passed it on to seat " +
                    std::to_string(s.left_of(cur)) + ", and seat " + std::to_string(cur) + " knows it gave back " +
                    to_string(given[cur].card));
    for (int a = 0; a < n; ++a)
      if (offered[a].places && offered[a].card == y)
        pos.invalid(seat_card(a, y) + " in " + places_words(offered[a].places) + " (the card it offered), but seat " +
                    std::to_string(t) + " knows it as the card it gave back");
  }
  // The cards under the stock: the sellers' cards at the bottom, in the order of the sales.
  int sellers = 0;
  for (int i = 0; i < m; ++i) sellers += ks[order[i]] != 0;
  int at = s.stock_size_ - sellers;
  for (int i = 0; i < m; ++i) {
    const Mask k = ks[order[i]];
    if (!k) continue;
    if (s.stock_[at].bit() != k)
      pos.invalid(seat_card(order[i], CardSet(k).first()) + " under the stock, but its sale put it at position " +
                  std::to_string(at) + " from the top, which holds " + to_string(s.stock_[at]));
    ++at;
  }
  for (int seat = 0; seat < n; ++seat)
    if (ks[seat]) s.known_[State::kKnownStock][seat] = std::uint8_t(CardSet(ks[seat]).first().index + 1);
}

std::string State::notation() const {
  std::string out = "torgovlya | banker " + std::to_string(banker_) + " | tokens";
  for (int s = 0; s < cfg_.players; ++s) out += out_[s] ? " x" : " " + std::to_string(tokens_[s]);
  out += " | pot " + std::to_string(pot_) + " | hands ";
  for (int s = 0; s < cfg_.players; ++s) out += (s ? " / " : "") + cards_or_dash(hands_[s]);
  out += " | stock";
  if (stock_size_ == 0) out += " -";
  for (int i = 0; i < stock_size_; ++i) out += " " + to_string(stock_[i]);
  out += " | turn " + (over_ ? std::string("-") : std::to_string(actor_));
  out += " | offer " + (offer_ < 0 ? std::string("-") : to_string(Card(offer_)));
  std::string known;
  for (int s = 0; s < cfg_.players; ++s) known += known_text(*this, s, " " + std::to_string(s) + ":");
  out += " | known" + (known.empty() ? std::string(" -") : known);
  out += " | deals " + std::to_string(deals_played_);
  out += match_ ? " | match " + std::to_string(seed_) : std::string(" | deal");
  return out;
}

State Spec::position(const Config& cfg, std::string_view text) {
  const notation::OrderedFields f(text, {"torgovlya", "banker", "tokens", "pot", "hands", "stock", "turn", "offer", "known", "deals"},
                                 "write 'torgovlya | banker B | tokens ... | pot P | hands ... | stock ... | turn A | "
                                 "offer C | known ... | deals N | deal' (or '| match SEED' last)", pos);
  const int n = cfg.players;
  State s;
  s.cfg_ = cfg;

  // mode and deals
  if (!f.rest(0).empty()) pos.parse_fail("the first field is the game's name alone, 'torgovlya'");
  s.match_ = f.deal_or_match(s.seed_);
  const auto deals = f.words(9);
  if (deals.size() != 1) pos.parse_fail("write the deals field as 'deals N'");
  s.deals_played_ = int(pos.integer(deals[0], "deals played", 0, 10'000'000));

  const auto banker = f.words(1);
  if (banker.size() != 1) pos.parse_fail("write the banker field as 'banker B'");
  s.banker_ = pos.seat(banker[0], "banker", n, false);

  const auto tokens = f.words(2);
  if (int(tokens.size()) != n) pos.parse_fail("the tokens field needs " + std::to_string(n) + " entries, one per seat");
  long long total = 0;
  int left = 0;
  for (int i = 0; i < n; ++i) {
    if (tokens[i] == "x") {
      s.out_[i] = true;
      continue;
    }
    s.tokens_[i] = std::int32_t(pos.integer(tokens[i], "tokens of seat " + std::to_string(i), 0,
                                            (long long)kMaxPlayers * kMaxStartTokens));
    total += s.tokens_[i];
    ++left;
  }
  const auto potw = f.words(3);
  if (potw.size() != 1) pos.parse_fail("write the pot field as 'pot P'");
  s.pot_ = std::int32_t(pos.integer(potw[0], "pot", 0, (long long)kMaxPlayers * kMaxStartTokens));
  if (total + s.pot_ != (long long)n * cfg.start_tokens)
    pos.invalid("the tokens and the pot add up to " + std::to_string(total + s.pot_) + ", not " +
                std::to_string((long long)n * cfg.start_tokens) + " (" + std::to_string(n) + " seats of " +
                std::to_string(cfg.start_tokens) + ")");

  // cards
  CardSet seen;
  const auto take = [&](Card c, const std::string& where) {
    if (seen.contains(c)) pos.invalid("card " + to_string(c) + " appears twice (again in " + where + ")");
    seen.add(c);
  };
  const std::vector<std::string> hands = notation::split_on(f.rest(4), '/');
  if (int(hands.size()) != n) pos.parse_fail("the hands field needs " + std::to_string(n) + " hands separated by '/'");
  for (int i = 0; i < n; ++i) {
    const std::string where = "hand " + std::to_string(i);
    s.hands_[i] = pos.cards(hands[i], where);
    for (Card c : s.hands_[i]) take(c, where);
  }
  const auto stock = f.words(5);
  if (!(stock.size() == 1 && stock[0] == "-"))
    for (const std::string& w : stock) {
      const Card c = pos.card(w, "stock");
      take(c, "the stock");
      s.stock_[s.stock_size_++] = c;
    }
  const auto turn = f.words(6);
  const auto offer = f.words(7);
  if (turn.size() != 1 || offer.size() != 1) pos.parse_fail("write 'turn A' and 'offer C' (or '-')");
  s.over_ = turn[0] == "-";
  if (offer[0] != "-") {
    const Card c = pos.card(offer[0], "offer");
    take(c, "the offer");
    s.offer_ = c.index;
  }
  if (seen.size() != kCards) pos.invalid("the hands, the stock and the offer hold " + std::to_string(seen.size()) + " cards, not 52");

  if (s.over_) {
    if (s.offer_ >= 0) pos.invalid("a finished game has no barter offer");
    for (int i = 0; i < n; ++i)
      if (s.hands_[i].size() != 0 && s.hands_[i].size() != kHandSize)
        pos.invalid("hand " + std::to_string(i) + " of a finished game has " + std::to_string(s.hands_[i].size()) + " cards (0 or 3)");
    if (!s.match_ && s.deals_played_ != 1) pos.invalid("a finished single deal has 'deals 1'");
    if (s.match_ && s.deals_played_ < 1) pos.invalid("a finished game has played at least one deal");
    if (s.match_ && cfg.max_deals && s.deals_played_ > cfg.max_deals)
      pos.invalid("more deals played than max_deals = " + std::to_string(cfg.max_deals));
    if (!s.match_ && left != n) pos.invalid("nobody leaves the game during a single deal");
    if (s.match_ && s.pot_ != 0) pos.invalid("a finished game has shared its pot");
    s.actor_ = s.banker_;
    read_known(s, f.words(8));
    return s;
  }
  s.actor_ = pos.seat(turn[0], "turn", n, false);
  if (s.out_[s.banker_]) pos.invalid("the banker " + std::to_string(s.banker_) + " has left the game");
  if (left < kMinPlayers) pos.invalid("a game in progress has at least 3 players left in it");
  if (s.out_[s.actor_]) pos.invalid("seat " + std::to_string(s.actor_) + " to trade has left the game");
  if (s.actor_ == s.banker_ && !cfg.banker_trades) pos.invalid("the banker does not trade (banker_trades is off)");
  for (int i = 0; i < n; ++i) {
    const int want = s.out_[i] ? 0 : (i == s.actor_ && s.offer_ >= 0 ? kHandSize - 1 : kHandSize);
    if (int(s.hands_[i].size()) != want)
      pos.invalid("hand " + std::to_string(i) + " has " + std::to_string(s.hands_[i].size()) + " cards, not " + std::to_string(want));
  }
  if (s.pot_ < left - 1) pos.invalid("the pot holds less than this deal's " + std::to_string(left - 1) + " antes");
  if (!s.match_ && (s.deals_played_ != 0 || left != n))
    pos.invalid("a single deal in progress has 'deals 0' and every seat in the game");
  if (s.match_ && cfg.max_deals && s.deals_played_ >= cfg.max_deals)
    pos.invalid("deal " + std::to_string(s.deals_played_ + 1) + " is beyond max_deals = " + std::to_string(cfg.max_deals));
  read_known(s, f.words(8));
  s.current_.banker = s.banker_;
  s.current_.deal = s.deals_played_ + 1;
  return s;
}

}  // namespace pycards::torgovlya
