// Binding pieces shared by Тысяча and 1001: the trick-game attributes of API.md over a
// thousand::Table (hands, trump, trick, tricks, declarations).
#pragma once

#include "common.hpp"
#include "rl.hpp"
#include "games/thousand/thousand_common.hpp"
#include "view.hpp"

namespace pycards::bind {

inline py::object trump_obj(int trump) {
  return trump < 0 ? py::object(py::none()) : py::object(py::str(std::string(1, "CDHS"[trump])));
}

inline py::list trick_list(const thousand::Table& t) {
  py::list out;
  for (int i = 0; i < t.trick_n; ++i) out.append(t.trick[i]);
  return out;
}

template <class S>
void bind_trick_attributes(py::class_<S>& cls) {
  using thousand::Table;
  cls.def_property_readonly("hands", [](const S& s) {
        py::list out;
        for (int i = 0; i < s.players(); ++i) out.append(CardSet(s.table().hands[i]));
        return out;
      }, "Every seat's cards, as CardSets.")
      .def_property_readonly("trump", [](const S& s) { return trump_obj(s.table().trump); },
                             "The trump suit letter ('C', 'D', 'H', 'S') or None.")
      .def_property_readonly("trick", [](const S& s) { return trick_list(s.table()); },
                             "Cards on the table this trick, in play order.")
      .def_property_readonly("trick_seats", [](const S& s) {
        py::list out;
        for (int i = 0; i < s.table().trick_n; ++i) out.append(s.table().trick_seat(i));
        return out;
      }, "Seats that played the cards of `trick`, in play order.")
      .def_property_readonly("tricks", [](const S& s) {
        py::list out;
        for (int i = 0; i < s.players(); ++i) out.append(CardSet(s.table().won[i]));
        return out;
      }, "Cards of the tricks each seat has won this deal, as CardSets.")
      .def_property_readonly("tricks_played", [](const S& s) { return int(s.table().tricks_played); })
      .def_property_readonly("declarer", [](const S& s) -> py::object {
        return s.table().declarer < 0 ? py::object(py::none()) : py::object(py::int_(s.table().declarer));
      }, "The declarer (the winner of the bidding), or None.")
      .def_property_readonly("trump_maker", [](const S& s) -> py::object {
        return s.table().trump_maker < 0 ? py::object(py::none()) : py::object(py::int_(s.table().trump_maker));
      })
      .def_property_readonly("bonus", [](const S& s) {
        std::vector<int> out;
        for (int i = 0; i < s.players(); ++i) out.push_back(s.table().bonus[i]);
        return out;
      }, "Credited declaration values per seat this deal.")
      .def_property_readonly("declarations", [](const S& s) {
        py::list out;
        const Table& t = s.table();
        for (int i = 0; i < t.ndecls; ++i) {
          const auto& d = t.decls[i];
          out.append(py::make_tuple(int(d.seat), std::string(thousand::decl_name(d.kind)), trump_obj(d.suit),
                                    int(d.value), int(d.trick)));
        }
        return out;
      }, "(seat, kind, suit or None, credited value, trick number) per declaration.")
      .def("card_points", [](const S& s) {
        std::vector<int> out;
        for (int i = 0; i < s.players(); ++i) out.push_back(s.table().card_points(i));
        return out;
      }, "Card points of the tricks won per seat.");
}

// ---- the view shared by Тысяча and 1001 (ThousandView, ThousandOneView) ---------------------

/// One finished trick as every seat saw it: the cards in play order, who played each, the winner.
struct FinishedTrick {
  int number = 0, winner = -1;
  std::array<int, 3> seats{};
  std::array<Card, 3> cards{};
};

/// What a seat of either game has seen; ThousandView / ThousandOneView add their own parts.
struct TrickView : ViewBase {
  int dealer = 0, declarer = -1, bid = 0, contract = 0, trump = -1, trump_maker = -1, tricks_played = 0;
  std::vector<Card> trick;
  std::vector<int> trick_seats;
  std::vector<CardSet> won;
  std::vector<FinishedTrick> finished;
  std::vector<thousand::Declaration> decls;
  std::vector<int> bonus;
  bool prikup_seen = false;
  CardSet prikup;
  std::vector<std::pair<Card, int>> gifts;
};

/// The public parts of a Тысяча / 1001 observation (bindings/rl.hpp): trump, the trick in play
/// order, the tricks won per seat, declarer, bid, contract, who named the trump, the prikup once
/// shown, tricks played, dealer.
inline void trick_view_obs(const TrickView& v, ObsOut& o) {
  o.suit(v.trump);
  o.trick(v.trick, v.trick_seats, 3);
  o.rotated_cards(v.won);
  o.seat_of(v.declarer);
  o.num(v.bid);
  o.num(v.contract);
  o.seat_of(v.trump_maker);
  o.flag(v.prikup_seen);
  o.cards(v.prikup_seen ? v.prikup : CardSet());
  o.num(v.tricks_played);
  o.seat_of(v.dealer);
}

/// The cards a declaration shows (or proves held): K+Q of a marriage, Q+J of a bed marriage, the
/// four aces of an ace marriage, the four nines.
inline CardSet declared_cards(const thousand::Declaration& d) {
  using namespace thousand;
  if (d.kind == kDeclMarriage) return CardSet(Card(kKing, Suit(d.suit)).bit() | Card(kQueen, Suit(d.suit)).bit());
  if (d.kind == kDeclBed) return CardSet(Card(kQueen, Suit(d.suit)).bit() | Card(kJack, Suit(d.suit)).bit());
  if (d.kind == kDeclAceTrump || d.kind == kDeclAceBonus) return CardSet(rank_mask(kAce));
  if (d.kind == kDeclFourNines) return CardSet(rank_mask(kNine));
  return CardSet();
}

/// Fills the common and trick-game fields of `v` for `seat`. `hand_seen`: the seat has looked at
/// its cards; `prikup_seen`: the prikup was shown to it; `sees_gift(i)`: it saw gift i; `extra`:
/// more cards it has seen that no hand shows (Тысяча's cut 9s).
template <class G, class S, class SeesGift>
void fill_trick_view(TrickView& v, const S& s, int seat, bool hand_seen, bool prikup_seen, SeesGift sees_gift,
                     CardSet extra, CardSet from_prikup = CardSet()) {
  const thousand::Table& t = s.table();
  const int n = s.players();
  fill_common<G>(v, s, seat, n);
  v.dealer = s.dealer();
  v.declarer = t.declarer;
  v.bid = s.bid();
  v.contract = s.contract();
  v.trump = t.trump;
  v.trump_maker = t.trump_maker;
  v.tricks_played = t.tricks_played;
  CardSet seen = extra;
  for (int i = 0; i < t.trick_n; ++i) {
    v.trick.push_back(t.trick[i]);
    v.trick_seats.push_back(t.trick_seat(i));
    seen.add(t.trick[i]);
  }
  for (int p = 0; p < n; ++p) {
    v.won.push_back(CardSet(t.won[p]));
    v.bonus.push_back(t.bonus[p]);
    seen |= CardSet(t.won[p]);
  }
  const thousand::TrickLog& log = s.trick_log();
  for (int i = 0; i < t.tricks_played; ++i) {
    if (!log.has(i, t)) continue;
    FinishedTrick f;
    f.number = i;
    f.winner = log.winner[i];
    int p = log.leader[i];
    for (int k = 0; k < 3; ++k, p = t.next_active(p)) {
      f.seats[k] = p;
      f.cards[k] = log.cards[i][k];
    }
    v.finished.push_back(f);
  }
  std::vector<CardSet> known(static_cast<std::size_t>(n));
  for (int i = 0; i < t.ndecls; ++i) {
    v.decls.push_back(t.decls[i]);
    known[t.decls[i].seat] |= declared_cards(t.decls[i]);
    seen |= declared_cards(t.decls[i]);
  }
  bool all_gifts = true;
  for (int i = 0; i < s.gifts(); ++i) {
    if (!sees_gift(i)) {
      all_gifts = false;
      continue;
    }
    v.gifts.emplace_back(s.gift_card(i), s.gift_to(i));
    known[s.gift_to(i)].add(s.gift_card(i));
    seen.add(s.gift_card(i));
  }
  v.prikup_seen = prikup_seen;
  if (prikup_seen) {
    v.prikup = CardSet(s.prikup());
    seen |= v.prikup;
    // the prikup went into the declarer's hand; a hidden gift may have taken one elsewhere
    if (all_gifts && t.declarer >= 0) known[t.declarer] |= v.prikup;
  } else if (all_gifts && t.declarer >= 0) {
    known[t.declarer] |= from_prikup;  // a prikup card known unseen (Тысяча's cut bottom) went with it
  }
  for (int p = 0; p < n; ++p) {
    const CardSet hand(t.hands[p]);
    v.hand_sizes.push_back(hand.size());
    v.visible.push_back(p == seat ? (hand_seen ? hand : CardSet()) : hand & known[p]);
    seen |= v.visible.back();
  }
  v.hand = v.visible[seat];
  v.deck = kDeck24;
  v.unseen = kDeck24 - seen;
  for (int p = 0; p < n; ++p) v.scores.push_back(s.score(p));
}

/// The notation line of the shared fields ("seat 0 | phase play | ... | scores 0 0 0").
inline std::string trick_view_text(const TrickView& v) {
  const auto num = [](int x) { return x < 0 ? std::string("-") : std::to_string(x); };
  const auto set = [](const CardSet& c) { return c.empty() ? std::string("-") : to_string(c); };
  std::string out = "seat " + std::to_string(v.seat) + " | phase " + v.phase + " | turn " + num(v.to_move) +
                    " | dealer " + std::to_string(v.dealer) + " | hands ";
  for (int p = 0; p < v.players; ++p) out += (p ? " / " : "") + hand_text(v.visible[p], v.hand_sizes[p]);
  out += " | prikup " + (v.prikup_seen ? set(v.prikup) : std::string("?"));
  out += " | gifts";
  if (v.gifts.empty()) out += " -";
  for (const auto& [c, to] : v.gifts) out += " " + to_string(c) + ">" + std::to_string(to);
  out += " | declarer " + num(v.declarer) + " | bid " + std::to_string(v.bid) + " | contract " +
         std::to_string(v.contract) + " | trump " + (v.trump < 0 ? std::string("-") : std::string(1, "CDHS"[v.trump])) +
         " | maker " + num(v.trump_maker) + " | trick";
  if (v.trick.empty()) out += " -";
  for (std::size_t i = 0; i < v.trick.size(); ++i) out += " " + std::to_string(v.trick_seats[i]) + ":" + to_string(v.trick[i]);
  out += " | won ";
  for (int p = 0; p < v.players; ++p) out += (p ? " / " : "") + set(v.won[p]);
  out += " | tricks " + std::to_string(v.tricks_played);
  for (const FinishedTrick& f : v.finished) {
    out += " [" + std::to_string(f.number) + ":";
    for (int k = 0; k < 3; ++k) out += " " + std::to_string(f.seats[k]) + ":" + to_string(f.cards[k]);
    out += " >" + std::to_string(f.winner) + "]";
  }
  out += " | decls";
  if (v.decls.empty()) out += " -";
  for (const auto& d : v.decls)
    out += " " + std::to_string(d.seat) + ":" + std::string(thousand::decl_name(d.kind)) + ":" +
           (d.suit < 0 ? std::string("-") : std::string(1, "CDHS"[d.suit])) + ":" + std::to_string(d.value) + ":" +
           std::to_string(d.trick);
  out += " | bonus";
  for (int b : v.bonus) out += " " + std::to_string(b);
  out += " | scores";
  for (int x : v.scores) out += " " + std::to_string(x);
  return out;
}

inline py::object seat_obj(int seat) { return seat < 0 ? py::object(py::none()) : py::object(py::int_(seat)); }

/// The trick-game properties of a view class V (a TrickView).
template <class V>
void bind_trick_view(py::class_<V, ViewBase>& cls) {
  cls.def_property_readonly("dealer", [](const V& v) { return v.dealer; }, "Seat that dealt the current deal.")
      .def_property_readonly("declarer", [](const V& v) { return seat_obj(v.declarer); }, "The declarer, or None.")
      .def_property_readonly("bid", [](const V& v) { return v.bid ? py::object(py::int_(v.bid)) : py::object(py::none()); },
                             "The current (winning) bid, or None.")
      .def_property_readonly("contract", [](const V& v) { return v.contract ? py::object(py::int_(v.contract)) : py::object(py::none()); },
                             "The final contract, or None.")
      .def_property_readonly("trump", [](const V& v) { return trump_obj(v.trump); }, "The trump suit letter or None.")
      .def_property_readonly("trump_maker", [](const V& v) { return seat_obj(v.trump_maker); }, "Seat that declared the trump, or None.")
      .def_property_readonly("trick", [](const V& v) { return v.trick; }, "Cards on the table this trick, in play order.")
      .def_property_readonly("trick_seats", [](const V& v) { return v.trick_seats; }, "Seats that played the cards of `trick`.")
      .def_property_readonly("tricks", [](const V& v) { return v.won; }, "Cards of the tricks each seat has won this deal (public).")
      .def_property_readonly("tricks_played", [](const V& v) { return v.tricks_played; }, "Finished tricks of this deal.")
      .def_property_readonly("finished_tricks", [](const V& v) {
        py::list out;
        for (const FinishedTrick& f : v.finished) {
          py::tuple plays(3);
          for (int k = 0; k < 3; ++k) plays[k] = py::make_tuple(f.seats[k], f.cards[k]);
          out.append(py::make_tuple(f.number, plays, f.winner));
        }
        return out;
      }, "The finished tricks of this deal as (number, ((seat, card), x3 in play order), winner); "
         "a state made by position() knows only the tricks played since (`tricks` has every won card).")
      .def_property_readonly("declarations", [](const V& v) {
        py::list out;
        for (const auto& d : v.decls)
          out.append(py::make_tuple(int(d.seat), std::string(thousand::decl_name(d.kind)), trump_obj(d.suit),
                                    int(d.value), int(d.trick)));
        return out;
      }, "Declarations made this deal, public: (seat, kind, suit or None, credited value, trick number).")
      .def_property_readonly("bonus", [](const V& v) { return v.bonus; }, "Credited declaration values per seat.")
      .def_property_readonly("prikup", [](const V& v) -> py::object {
        return v.prikup_seen ? py::cast(v.prikup) : py::object(py::none());
      }, "The 3 prikup cards if they were shown to this seat, else None.")
      .def_property_readonly("gifts", [](const V& v) {
        py::list out;
        for (const auto& [c, to] : v.gifts) out.append(py::make_tuple(c, to));
        return out;
      }, "The gifts this seat saw, as (card, receiver) in gift order.");
}

}  // namespace pycards::bind
