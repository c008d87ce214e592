// Python surface of Три тройки: pycards.game("tri_troyki", players=..., stake=..., threes_rank=...,
// ten_multi=..., compare=..., banker_multiplier=..., tie=..., deals=...). Rules: docs/tri_troyki.md.
#include <algorithm>
#include <vector>

#include <pybind11/numpy.h>

#include "common.hpp"
#include "rl.hpp"
#include "deal_history.hpp"
#include "games/tri_troyki/tri_troyki.hpp"
#include "pycards/rng.hpp"
#include "playouts.hpp"
#include "greedy_binding.hpp"
#include "sample_binding.hpp"
#include "view.hpp"

namespace pycards::bind {

namespace tri_troyki_py {

using namespace tri_troyki;

const char* kClasses[] = {"bust", "bankrupt", "total", "nine", "single_nine", "three_threes"};

std::vector<long long> score_list(const State& s) {
  std::vector<long long> out;
  for (int i = 0; i < s.players(); ++i) out.push_back(s.score(i));
  return out;
}

py::list hand_list(const State& s, int seat) {
  std::vector<Card> cards;
  for (int i = 0; i < s.hand_size(seat); ++i) cards.push_back(s.hand_card(seat, i));
  return make_card_list(cards.data(), cards.data() + cards.size());
}

std::string declared_text(const State& s, int seat) {
  if (seat == s.banker()) return "banker";
  return s.declared(seat) == Declared::kVist ? "vist" : s.declared(seat) == Declared::kPass ? "pass" : "-";
}

py::dict result_dict(const DealResult& r, int players) {
  py::list seats;
  for (int i = 0; i < players; ++i) {
    py::dict d;
    d["declared"] = i == r.banker ? "banker" : r.declared[i] == Declared::kVist ? "vist" : "pass";
    d["class"] = kClasses[int(r.hand[i].cls)];
    d["total"] = int(r.hand[i].total);
    d["strength"] = int(r.hand[i].strength);
    d["multiplier"] = int(r.hand[i].multiplier);
    d["payment"] = r.payment[i];
    seats.append(d);
  }
  py::dict out;
  out["deal"] = r.deal;
  out["banker"] = r.banker;
  out["seats"] = seats;
  return out;
}

struct TriTroykiView : ViewBase {
  std::vector<std::string> declared;
  std::vector<Card> cards;  // the seat's own cards in order (a card may repeat)
  int banker = 0, pack_size = 0;
};

TriTroykiView troyki_view(const State& s, int seat) {
  TriTroykiView v;
  const int n = s.players();
  fill_common<Game>(v, s, seat, n);
  v.visible.assign(n, CardSet());
  CardSet seen;
  std::string hands;
  for (int i = 0; i < n; ++i) {
    const int size = s.hand_size(i);
    v.hand_sizes.push_back(size);
    std::string text;
    if (i == seat || s.is_over()) {  // the hands are shown at the showdown
      for (int k = 0; k < size; ++k) {
        v.visible[i].add(s.hand_card(i, k));
        text += (k ? " " : "") + to_string(s.hand_card(i, k));
      }
    } else {
      text = "?" + std::to_string(size);
    }
    seen = seen | v.visible[i];
    hands += (i ? " / " : "") + text;
    v.declared.push_back(declared_text(s, i));
  }
  v.hand = v.visible[seat];
  for (int i = 0; i < s.hand_size(seat); ++i) v.cards.push_back(s.hand_card(seat, i));
  const auto sc = score_list(s);
  v.scores.assign(sc.begin(), sc.end());
  v.banker = s.banker();
  v.pack_size = s.pack_size();
  v.deck = kDeck52;
  v.unseen = kDeck52 - seen;  // two decks: a card seen once may still be in the pack
  std::string scores, declared;
  for (int i = 0; i < n; ++i) {
    scores += (i ? " " : "") + std::to_string(sc[i]);
    declared += (i ? " " : "") + v.declared[i];
  }
  v.text = "seat " + std::to_string(seat) + " | phase " + v.phase + " | turn " +
           (v.to_move < 0 ? std::string("-") : std::to_string(v.to_move)) + " | banker " + std::to_string(v.banker) +
           " | scores " + scores + " | declared " + declared + " | hands " + hands + " | pack ?" + std::to_string(v.pack_size);
  return v;
}

py::int_ big(Int128 v) {
  const bool neg = v < 0;
  unsigned __int128 u = neg ? (unsigned __int128)(-(v + 1)) + 1 : (unsigned __int128)v;
  std::string digits;
  do {
    digits.insert(digits.begin(), char('0' + int(u % 10)));
    u /= 10;
  } while (u);
  return py::int_(py::reinterpret_steal<py::object>(PyLong_FromString((neg ? "-" + digits : digits).c_str(), nullptr, 10)));
}

}  // namespace tri_troyki_py

void bind_tri_troyki(py::module_& m) {
  using namespace tri_troyki_py;
  bind_view_base(m);
  py::class_<TriTroykiView, ViewBase>(m, "TriTroykiView", R"doc(What one seat of a Три тройки game has seen (a pycards.View).

Other hands and the pack are hidden until the end of the game; how many cards each seat holds
(what it bought) and the declarations are public. Two decks are in play, so `hand` (a CardSet)
merges a repeated card: `cards` lists the seat's cards in order. `unseen` is the 52 cards minus
those this seat has seen.)doc")
      .def_property_readonly("declared", [](const TriTroykiView& v) { return v.declared; },
                             "'vist', 'pass', '-' (not yet) or 'banker' per seat.")
      .def_property_readonly("cards", [](const TriTroykiView& v) { return make_card_list(v.cards.data(), v.cards.data() + v.cards.size()); }, "The seat's cards, in order.")
      .def_property_readonly("banker", [](const TriTroykiView& v) { return v.banker; }, "The banker of this deal.")
      .def_property_readonly("pack_size", [](const TriTroykiView& v) { return v.pack_size; }, "Cards left in the pack.");

  auto state = bind_game<Game>(m, "TriTroyki", "TriTroykiState",
                               "Три тройки (tri_troyki): a banking game to 9 with two decks; rules in docs/tri_troyki.md.");
  bind_rl<Game>(state, troyki_view, [](const State& s) { return s.players(); }, {"declare", "buy", "over"},
      [](const TriTroykiView& v, ObsOut& o) {
        static constexpr std::array<std::string_view, 4> kDeclared{"-", "vist", "pass", "banker"};
        for (int k = 0; k < v.players; ++k) {
          const std::string& d = v.declared[(v.seat + k) % v.players];
          o.one_hot(int(std::find(kDeclared.begin(), kDeclared.end(), d) - kDeclared.begin()), 4);
        }
        o.seat_of(v.banker);
        o.num(v.pack_size);
        std::array<int, kCards> held{};  // the own hand as counts (two decks: a card can repeat)
        for (Card c : v.cards) ++held[c.index];
        for (int c : held) o.num(c);
      });
  def_sample_world(state, [](const State& s) { return s.players(); }, &tri_troyki::sample_world);
  def_greedy_move<Game>(state);
  state.def_property_readonly("players", &State::players)
      .def_property_readonly("banker", &State::banker, "The banker of the current deal.")
      .def_property_readonly("stake", [](const State& s) { return s.config().stake; }, "The fixed stake S.")
      .def_property_readonly("hands", [](const State& s) {
        py::list out;
        for (int i = 0; i < s.players(); ++i) out.append(hand_list(s, i));
        return out;
      }, "Every seat's cards, as lists of Cards in the order received (two decks: a card may repeat).")
      .def_property_readonly("declared", [](const State& s) {
        std::vector<std::string> out;
        for (int i = 0; i < s.players(); ++i) out.push_back(declared_text(s, i));
        return out;
      }, "'vist', 'pass', '-' (not yet) or 'banker' per seat.")
      .def_property_readonly("pack", [](const State& s) {
        std::vector<Card> cards;
        for (int i = 0; i < s.pack_size(); ++i) cards.push_back(s.pack_card(i));
        return make_card_list(cards.data(), cards.data() + cards.size());
      }, "The rest of the pack, next card first.")
      .def("view", [](const State& s, py::handle seat) { return troyki_view(s, view_seat(seat, s.players())); },
           py::arg("seat"), "What `seat` has seen: a TriTroykiView.");
  def_deal_history(state, &score_list, "Net winnings per seat (balances may be negative).",
                   [](const State& s) { return result_dict(s.result(), s.players()); },
                   "The last finished deal: per seat its declaration, class, total, strength, multiplier and "
                   "payment (+ won, - paid; the banker's is the sum against every vist player); None before "
                   "a deal ends. Not part of the position.");

  def_random_games<Game>(m, "_tri_troyki_random_games", "Random whole games (private: pycards.tri_troyki.random_games).",
                         [](const State& s, int p) -> std::int64_t { return s.score(p); });
  m.def("_tri_troyki_odds", [](const Game& game, py::handle buys_arg, py::handle pack_arg) {
    BankerPolicy policy;
    int i = 0;
    for (py::handle b : py::iter(buys_arg)) {
      if (i >= int(policy.buys.size())) throw OptionError("the banker's table has 31 entries (totals 0 .. 30)");
      policy.buys[i++] = to_int(b, "banker buys", 0, 1) != 0;
    }
    if (i != int(policy.buys.size())) throw OptionError("the banker's table has 31 entries (totals 0 .. 30)");
    PackCounts pack{};
    int n = 0, cards = 0;
    for (py::handle c : py::iter(pack_arg)) {
      if (++n > 10) throw OptionError("the pack gives 10 counts (point values 1 .. 10)");
      cards += pack[n] = int(to_int(c, "pack count", 0, 32));
    }
    if (n != 10) throw OptionError("the pack gives 10 counts (point values 1 .. 10)");
    if (cards < 6) throw OptionError("the pack needs at least 6 cards (three each)");
    Odds o;
    {
      py::gil_scoped_release release;
      o = odds(game.config(), policy, pack);
    }
    py::list hands;
    for (const OddsHand& h : o.hands) {
      py::list values;
      for (int i = 0; i < h.size; ++i) values.append(h.values[i]);
      hands.append(py::make_tuple(py::tuple(values), h.can_buy, h.buy_better, big(h.stop), big(h.buy), big(h.weight)));
    }
    py::list first;
    for (int v = 0; v < 10; ++v) first.append(py::make_tuple(big(o.first[v]), big(o.first_weight[v])));
    py::dict d;
    d["hands"] = hands;
    d["first"] = first;
    d["vist_total"] = big(o.vist_total);
    d["best_total"] = big(o.best_total);
    d["denominator"] = big(o.denominator);
    return d;
  }, py::arg("game"), py::arg("banker_buys"), py::arg("pack"),
        "Exact odds by enumeration (private: pycards.tri_troyki.odds): banker_buys[t] for totals 0..30, "
        "pack = cards of each point value 1..10.");
  m.def("tri_troyki_deal_seed", [](py::handle seed, py::handle k) {
    return State::deal_seed(to_u64(seed, "seed"), to_u64(k, "deal number"));
  }, py::arg("seed"), py::arg("k"), "Seed of deal k (0, 1, ...) of tri_troyki new_match(seed).");
}

}  // namespace pycards::bind
