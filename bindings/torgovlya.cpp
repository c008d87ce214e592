// Python surface of Торговля: pycards.game("torgovlya", players=..., start_tokens=..., point_rule=...,
// barter=..., stand_allowed=..., banker_trades=..., tie=..., winner_fee=..., deals=..., max_deals=...).
// Rules: docs/torgovlya.md.
#include <algorithm>
#include <vector>

#include <pybind11/numpy.h>

#include "common.hpp"
#include "rl.hpp"
#include "deal_history.hpp"
#include "games/torgovlya/torgovlya.hpp"
#include "pycards/rng.hpp"
#include "playouts.hpp"
#include "greedy_binding.hpp"
#include "sample_binding.hpp"
#include "view.hpp"

namespace pycards::bind {

namespace torgovlya_py {

using namespace torgovlya;

std::vector<int> token_list(const State& s) {
  std::vector<int> out;
  for (int i = 0; i < s.players(); ++i) out.push_back(s.tokens(i));
  return out;
}

py::object seat_obj(int seat) { return seat == kPotSeat ? py::object(py::str("pot")) : py::object(py::int_(seat)); }

py::dict result_dict(const DealResult& r, int players) {
  static const char* kClasses[] = {"none", "poen", "sekans", "trikon"};
  py::list hands, winners, transfers;
  for (int i = 0; i < players; ++i) {
    if (!r.played[i]) {
      hands.append(py::none());
      continue;
    }
    py::dict h;
    h["class"] = kClasses[handeval::key_class(r.key[i])];
    h["key"] = int(r.key[i]);
    hands.append(h);
    if (r.won[i]) winners.append(i);
  }
  for (int i = 0; i < r.transfer_count; ++i) {
    const Transfer& t = r.transfers[i];
    transfers.append(py::make_tuple(std::string(to_string(t.kind)), seat_obj(t.from), seat_obj(t.to), t.amount));
  }
  py::dict d;
  d["deal"] = r.deal;
  d["banker"] = r.banker;
  d["hands"] = hands;
  d["winners"] = winners;
  d["pot"] = r.pot_before;
  d["carried"] = r.pot_after;
  d["transfers"] = transfers;
  return d;
}

struct TorgovlyaView : ViewBase {
  std::vector<int> tokens;
  std::vector<bool> in_game;
  int pot = 0, banker = 0, stock_size = 0;
  int offer = -1;           // the offered card's index when this seat sees it
  bool offer_pending = false;
  py::object known;         // view() only (a Python dict); null in an observation's view
  CardSet known_stock, known_in_hands;  // the cards whose place it knows (it gave them)
};

/// What `seat` knows from this deal's trades: {places: CardSet, "stock": CardSet}, the places
/// a hand's seat (one hand) or a tuple of seats and "offer" (a card that can be in any of them),
/// the places it knows nothing of left out.
py::dict known_of(const State& s, int seat) {
  py::dict out;
  for (int kind = State::kOffered; kind <= State::kGivenBack; ++kind) {
    if (!s.knows(seat, kind)) continue;
    const Places p = s.known_places(seat, kind);
    py::list places;
    for (int h = 0; h <= kOfferPlace; ++h)
      if (p >> h & 1) places.append(h == kOfferPlace ? py::object(py::str("offer")) : py::object(py::int_(h)));
    const py::object key = places.size() == 1 ? py::object(places[0]) : py::object(py::tuple(places));
    out[key] = CardSet(s.known_card(seat, kind).bit());
  }
  if (s.known_stock(seat)) out[py::str("stock")] = CardSet(s.known_stock(seat));
  return out;
}

/// The view text's 'known' field: the notation's entries without the seat, or '-'.
std::string known_entries(const State& s, int seat) {
  const std::string k = known_text(s, seat, " ");
  return k.empty() ? "-" : k.substr(1);
}

/// `python`: also the parts made of Python objects (view()); an observation's view has none, so it
/// is made without the GIL.
TorgovlyaView torgovlya_view(const State& s, int seat, bool python = true) {
  TorgovlyaView v;
  const int n = s.players();
  fill_common<Game>(v, s, seat, n);
  v.hand = s.hand(seat);
  v.visible.assign(n, CardSet());
  CardSet seen;
  std::string hands;
  for (int i = 0; i < n; ++i) {
    v.hand_sizes.push_back(s.hand(i).size());
    if (i == seat || s.is_over()) v.visible[i] = s.hand(i);  // the hands are shown at the end
    seen = seen | v.visible[i];
    hands += (i ? " / " : "") + hand_text(v.visible[i], s.hand(i).size() - v.visible[i].size());
  }
  std::string offer = "-";
  if (s.has_offer() && (seat == s.actor() || (seat == s.right_of(s.actor()) && s.config().barter == Barter::kSeen))) {
    v.offer = s.offer().index;
    seen.add(s.offer());
    offer = to_string(s.offer());
  } else if (s.has_offer()) {
    offer = "?";
  }
  v.tokens = token_list(s);
  v.scores = v.tokens;
  for (int i = 0; i < n; ++i) v.in_game.push_back(s.in_game(i));
  v.pot = s.pot();
  v.banker = s.banker();
  v.stock_size = s.stock_size();
  if (python) v.known = known_of(s, seat);
  v.offer_pending = s.has_offer();
  v.known_stock = CardSet(s.known_stock(seat));
  v.known_in_hands = CardSet(s.known_in_hands(seat));
  // the cards it knows of (it gave them) are not unseen
  seen.mask |= s.known_stock(seat) | s.known_in_hands(seat);
  v.deck = kDeck52;
  v.unseen = kDeck52 - seen;
  std::string tokens;
  for (int i = 0; i < n; ++i) tokens += (i ? " " : "") + (s.in_game(i) ? std::to_string(v.tokens[i]) : std::string("x"));
  v.text = "seat " + std::to_string(seat) + " | phase " + v.phase + " | turn " +
           (v.to_move < 0 ? std::string("-") : std::to_string(v.to_move)) + " | banker " + std::to_string(v.banker) +
           " | tokens " + tokens + " | pot " + std::to_string(v.pot) + " | hands " + hands + " | stock ?" +
           std::to_string(v.stock_size) + " | offer " + offer + " | known " + known_entries(s, seat);
  return v;
}

}  // namespace torgovlya_py

void bind_torgovlya(py::module_& m) {
  using namespace torgovlya_py;
  bind_view_base(m);
  py::class_<TorgovlyaView, ViewBase>(m, "TorgovlyaView", R"doc(What one seat of a Торговля game has seen (a pycards.View).

Other hands and the stock are hidden until the game is over (the last showdown shows every hand);
tokens, the pot and who has left are public. `offer` is the card offered in a pending barter when
this seat may see it (the offerer; the neighbour with barter="seen"), else None. `known` is what
this seat saw move in this deal's trades: {seat: the cards it saw go into that hand and that
cannot have left it since, "stock": the card it put under the stock}; a card that may have been passed
on (each face-down give out of a hand of its places adds the place it went to) has a tuple of places
as its key, for example {(1, 2): CardSet(KD)}.

    >>> s = pycards.game("torgovlya").new_deal(seed=4)
    >>> s.play(next(m for m in s.legal_moves() if str(m).startswith("barter:")))  # seat 1 offers
    >>> s.play(s.legal_moves()[0])                                                 # the banker answers
    >>> list(s.view(1).known), list(s.view(0).known)   # each knows where the card it gave went
    ([0], [1]))doc")
      .def_property_readonly("tokens", [](const TorgovlyaView& v) { return v.tokens; }, "Tokens per seat.")
      .def_property_readonly("in_game", [](const TorgovlyaView& v) { return v.in_game; }, "False for a seat that has left.")
      .def_property_readonly("pot", [](const TorgovlyaView& v) { return v.pot; }, "Tokens in the pot.")
      .def_property_readonly("banker", [](const TorgovlyaView& v) { return v.banker; }, "The banker of this deal.")
      .def_property_readonly("stock_size", [](const TorgovlyaView& v) { return v.stock_size; }, "Cards in the stock.")
      .def_property_readonly("offer", [](const TorgovlyaView& v) { return v.offer < 0 ? py::object(py::none()) : make_card(Card(v.offer)); },
                             "The offered card of a pending barter if this seat sees it, else None.")
      .def_property_readonly("known", [](const TorgovlyaView& v) { return v.known; },
                             "What this seat saw move in this deal's trades: {hand seat or tuple of places: CardSet, \"stock\": CardSet}.");

  auto state = bind_game<Game>(m, "Torgovlya", "TorgovlyaState",
                               "Торговля / Коммерция (torgovlya): a trade-and-barter banking game; rules in docs/torgovlya.md.");
  bind_rl<Game>(state, [](const State& s, int seat) { return torgovlya_view(s, seat, false); }, [](const State& s) { return s.players(); }, {"trade", "return", "banker", "over"},
      [](const TorgovlyaView& v, ObsOut& o) {
        o.rotated(v.tokens);
        o.rotated(v.in_game);
        o.num(v.pot);
        o.seat_of(v.banker);
        o.num(v.stock_size);
        o.flag(v.offer_pending);
        o.cards(v.offer < 0 ? CardSet() : CardSet(Card(v.offer)));
        o.cards(v.known_stock);
        o.cards(v.known_in_hands);
      });
  def_sample_world(state, [](const State& s) { return s.players(); }, &torgovlya::sample_world);
  def_greedy_move<Game>(state);
  state.def_property_readonly("players", &State::players)
      .def_property_readonly("banker", &State::banker, "The banker (dealer) of the current deal.")
      .def_property_readonly("pot", &State::pot, "Tokens in the pot (a carried-over pot included).")
      .def_property_readonly("tokens", &token_list, "Tokens per seat.")
      .def_property_readonly("in_game", [](const State& s) {
        std::vector<bool> out;
        for (int i = 0; i < s.players(); ++i) out.push_back(s.in_game(i));
        return out;
      }, "False for a seat that has left the game (no token for the ante).")
      .def_property_readonly("hands", [](const State& s) {
        py::list out;
        for (int i = 0; i < s.players(); ++i) out.append(s.hand(i));
        return out;
      }, "Every seat's cards, as CardSets (the offerer's two during a barter).")
      .def_property_readonly("stock", [](const State& s) { return make_card_list(s.stock_begin(), s.stock_begin() + s.stock_size()); },
                             "The stock, top card first.")
      .def_property_readonly("offer", [](const State& s) { return s.has_offer() ? make_card(s.offer()) : py::object(py::none()); },
                             "The card offered in a barter awaiting its return:<card>, else None.")
      .def_property_readonly("known", [](const State& s) {
        py::list out;
        for (int i = 0; i < s.players(); ++i) out.append(known_of(s, i));
        return out;
      }, "Per seat, what it saw move in this deal's trades: {places: CardSet, \"stock\": CardSet}: each card it "
         "gave into a hand, under the hand's seat, or under a tuple of seats (and \"offer\") when it may have been "
         "passed on since; the card it put under the stock.")
      .def("view", [](const State& s, py::handle seat) { return torgovlya_view(s, view_seat(seat, s.players())); },
           py::arg("seat"), "What `seat` has seen: a TorgovlyaView.");
  def_deal_history(state, &token_list, "Tokens per seat (the result once the game is over).",
                   [](const State& s) { return result_dict(s.result(), s.players()); },
                   "The last finished deal: each hand's class and key (None for a seat out of the game), the pot "
                   "winners, the pot at the showdown, what stays in it, and every transfer (kind, from, to, amount) "
                   "with 'pot' for the pot; None before a deal ends. Not part of the position.");

  def_random_games<Game>(m, "_torgovlya_random_games", "Random whole games (private: pycards.torgovlya.random_games).",
                         [](const State& s, int p) -> std::int64_t { return s.tokens(p); });
  m.def("torgovlya_deal_seed", [](py::handle seed, py::handle k) {
    return State::deal_seed(to_u64(seed, "seed"), to_u64(k, "deal number"));
  }, py::arg("seed"), py::arg("k"), "Seed of deal k (0, 1, ...) of torgovlya new_match(seed).");
}

}  // namespace pycards::bind
