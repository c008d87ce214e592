// Python surface of Тон: pycards.game("ton", players=..., ante=..., ...). Rules: docs/ton.md.
// Money is exact: balances are fractions.Fraction (a pot shared at a max_deals draw may split).
#include <pybind11/numpy.h>

#include <algorithm>
#include <vector>

#include "common.hpp"
#include "rl.hpp"
#include "playouts.hpp"
#include "games/ton/ton.hpp"
#include "games/ton/ton_solver.hpp"
#include "greedy_binding.hpp"
#include "sample_binding.hpp"
#include "solve_binding.hpp"
#include "view.hpp"

namespace pycards::bind {

namespace ton_py {

using namespace ton;

constexpr const char* kSuitLetters = "CDHS";

py::object fraction(std::int64_t num, std::int64_t den) {
  return py::module_::import("fractions").attr("Fraction")(num, den);
}

template <class T>
py::list per_seat(const std::array<T, kMaxPlayers>& a, int n) {
  py::list out;
  for (int i = 0; i < n; ++i) out.append(a[i]);
  return out;
}

py::object status_obj(int d) {
  switch (d) {
    case kPlays: return py::str("play");
    case kDrops: return py::str("drop");
    case kSitsOut: return py::str("out");
    default: return py::none();
  }
}

py::dict result_dict(const DealResult& r, int n) {
  py::dict d;
  d["redeal"] = r.redeal;
  d["pot"] = r.pot;
  d["tricks"] = per_seat(r.tricks, n);
  py::list st;
  for (int s = 0; s < n; ++s) st.append(status_obj(r.status[s]));
  d["status"] = st;
  d["scores"] = per_seat(r.scores, n);
  d["ante"] = per_seat(r.ante, n);
  d["penalties"] = per_seat(r.penalty, n);
  d["target_seat"] = seat_or_none(r.target_seat);
  d["target_trick"] = r.target_seat < 0 ? py::object(py::none()) : py::object(py::int_(r.target_trick));
  py::list winners;
  for (int s = 0; s < n; ++s)
    if ((r.winners >> s) & 1u) winners.append(s);
  d["winners"] = winners;
  d["pot_after"] = r.pot_after;
  const int k = std::max(1, static_cast<int>(py::len(winners)));
  d["denominator"] = k;  // pot_won and net are in units / denominator (2 or more only at a shared pot)
  py::list won, net;
  for (int s = 0; s < n; ++s) {
    const std::int64_t share = ((r.winners >> s) & 1u) ? r.pot_after : 0;
    won.append(share);
    net.append((r.ante[s] + r.penalty[s]) * k + share);
  }
  d["pot_won"] = won;
  d["net"] = net;
  d["game_over"] = r.game_over;
  return d;
}

/// The finished tricks: [(leader, [cards in play order]), ...] (public: every seat sees them).
py::list history_list(const State& s) {
  py::list out;
  for (int k = 0; k < s.tricks_played(); ++k) {
    py::list cards;
    for (int i = 0; i < s.history_size(); ++i) cards.append(s.history_card(k, i));
    out.append(py::make_tuple(s.history_leader(k), cards));
  }
  return out;
}

/// The Python view: the C++ ton::View plus the common pycards.View fields.
struct TonView : ViewBase {
  int dealer = 0;
  int trump = 0;
  Card turned;
  std::vector<Card> trick;
  std::vector<int> trick_seats;
  py::object history;  // view() only (a Python list); null in an observation's view
  std::vector<int> tricks_won;
  std::vector<int> status;
  std::vector<Card> prikup_up;
  int buyer = -1;
  bool nopick = false;
  std::int64_t pot = 0;
  int stock_size = 0;
  CardSet stock;
  bool stock_shown = false;
  CardSet seen;
};

/// `python`: also the parts made of Python objects (view()); an observation's view has none, so it
/// is made without the GIL.
TonView make_py_view(const State& s, int seat, bool python = true) {
  TonView out;
  const int n = s.players();
  const View v = make_view(s, seat);
  fill_common<Game>(out, s, seat, n);
  out.hand = s.hand(seat);
  out.visible.assign(n, CardSet());
  CardSet up;
  for (int k = 0; k < s.prikup_up(); ++k) {
    up.add(s.prikup_card(k));
    out.prikup_up.push_back(s.prikup_card(k));
  }
  for (int i = 0; i < n; ++i) {
    out.hand_sizes.push_back(s.hand(i).size());
    if (i == seat) out.visible[i] = s.hand(i);
    else if (i == s.buyer() && s.prikup_taken()) out.visible[i] = s.hand(i) & up;
    out.scores.push_back(s.score(i));
    out.tricks_won.push_back(s.tricks_won(i));
    out.status.push_back(s.status(i));
  }
  out.dealer = s.dealer();
  out.trump = s.trump();
  out.turned = s.turned();
  for (int i = 0; i < s.trick_size(); ++i) {
    out.trick_seats.push_back(s.trick_seat(i));
    out.trick.push_back(s.trick_card(i));
  }
  if (python) out.history = history_list(s);
  out.buyer = s.buyer();
  out.nopick = s.nopick();
  out.pot = s.pot();
  out.stock_size = s.stock().size();
  out.stock_shown = shows_stock(s, seat);
  if (out.stock_shown) out.stock = s.stock();
  out.seen = v.seen;
  out.unseen = kDeck36 - v.seen;
  out.deck = kDeck36;
  out.text = v.text;
  return out;
}

py::list seat_sets(const State& s, CardSet (State::*f)(int) const) {
  py::list out;
  for (int i = 0; i < s.players(); ++i) out.append((s.*f)(i));
  return out;
}

}  // namespace ton_py

void bind_ton(py::module_& m) {
  using namespace ton_py;
  bind_view_base(m);
  py::class_<TonView, ViewBase>(m, "TonView", R"doc(What one seat of a Тон game has seen (a pycards.View).

The other hands, the face-down prikup cards, the others' discards and the stock stay hidden; the
stock is shown to the dealer's left while he decides the trump pick and after he used it.)doc")
      .def_property_readonly("dealer", [](const TonView& v) { return v.dealer; }, "Seat that dealt this deal.")
      .def_property_readonly("trump", [](const TonView& v) { return std::string(1, kSuitLetters[v.trump]); },
                             "The trump suit letter (the turned card's suit).")
      .def_property_readonly("turned", [](const TonView& v) { return v.turned; }, "The turned card (public).")
      .def_property_readonly("trick", [](const TonView& v) { return v.trick; }, "Cards of this trick in play order.")
      .def_property_readonly("trick_seats", [](const TonView& v) { return v.trick_seats; }, "Seats that played them.")
      .def_property_readonly("tricks_won", [](const TonView& v) { return v.tricks_won; }, "Tricks won per seat this deal.")
      .def_property_readonly("played_tricks", [](const TonView& v) { return v.history; },
                             "The finished tricks of this deal, [(leader, [cards in play order]), ...].")
      .def_property_readonly("status", [](const TonView& v) {
        py::list out;
        for (int d : v.status) out.append(status_obj(d));
        return out;
      },
                             "Per seat: 'play', 'drop', 'out' or None (not decided yet).")
      .def_property_readonly("prikup_up", [](const TonView& v) { return v.prikup_up; },
                             "The prikup cards turned face up by refusals, in order.")
      .def_property_readonly("buyer", [](const TonView& v) { return seat_or_none(v.buyer); }, "The buyer, or None.")
      .def_property_readonly("nopick", [](const TonView& v) { return v.nopick; },
                             "Did the dealer's left decline the trump pick this deal (public)?")
      .def_property_readonly("pot", [](const TonView& v) { return v.pot; }, "Units in the pot.")
      .def_property_readonly("stock_size", [](const TonView& v) { return v.stock_size; }, "Cards in the face-down stock.")
      .def_property_readonly("stock", [](const TonView& v) -> py::object {
        if (!v.stock_shown) return py::none();
        return py::cast(v.stock);
      }, "The stock when this seat may look through it (the trump pick), else None.")
      .def_property_readonly("seen", [](const TonView& v) { return v.seen; }, "Every card this seat has seen.");

  auto state = bind_game<Game>(m, "Ton", "TonState",
                               "Тон (ton): 2 to 6 players, 5 cards, a prikup of 4, the duty to beat; the first to 15 "
                               "points takes the pot; rules in docs/ton.md.");
  bind_rl<Game>(state, [](const State& s, int seat) { return make_py_view(s, seat, false); }, [](const State& s) { return s.players(); }, {"pick", "buy", "decide", "play", "over"},
      [](const TonView& v, ObsOut& o) {
        o.suit(v.trump);
        o.trick(v.trick, v.trick_seats, v.players);
        o.rotated(v.tricks_won);
        o.num(double(v.pot));
        o.num(v.stock_size);
        o.seat_of(v.dealer);
        o.seat_of(v.buyer);
        o.cards(CardSet(v.turned));
        CardSet up;
        for (Card c : v.prikup_up) up.add(c);
        o.cards(up);
        o.flag(v.nopick);
        for (int k = 0; k < v.players; ++k) o.one_hot(v.status[(v.seat + k) % v.players], 4);  // undecided, play, drop, out
      });
  bind_solve<Game>(state);
  bind_solve_seat<Game>(state, [](const State& s) { return s.players(); });
  def_sample_world(state, [](const State& s) { return s.players(); },
                   [](const State& s, int seat, Rng& rng) { return sample_world(s, seat, rng); });
  def_greedy_move<Game>(state);
  state.def_property_readonly("players", &State::players)
      .def_property_readonly("dealer", &State::dealer, "Seat that dealt this deal.")
      .def_property_readonly("trump", [](const State& s) { return std::string(1, kSuitLetters[s.trump()]); },
                             "The trump suit letter (the turned card's suit).")
      .def_property_readonly("turned", &State::turned, "The turned card beside the stock.")
      .def_property_readonly("turned_picked", &State::turned_picked,
                             "Did the trump pick take the turned card (trump_pick_includes_turned)?")
      .def_property_readonly("hands", [](const State& s) { return seat_sets(s, &State::hand); }, "Each seat's cards.")
      .def_property_readonly("thrown", [](const State& s) { return seat_sets(s, &State::thrown); },
                             "Per seat: discards and dropped (or sat-out) hands, face down.")
      .def_property_readonly("stock", [](const State& s) { return s.stock(); }, "The face-down stock.")
      .def_property_readonly("prikup", [](const State& s) {
        py::list out;
        for (int k = 0; k < s.prikup_size(); ++k) out.append(s.prikup_card(k));
        return out;
      }, "The prikup cards in dealt order while nobody has taken them (then []).")
      .def_property_readonly("prikup_dealt", [](const State& s) {
        py::list out;
        for (int k = 0; k < kPrikup; ++k) out.append(s.prikup_card(k));
        return out;
      }, "The 4 prikup cards as dealt (also after they were taken).")
      .def_property_readonly("prikup_up", &State::prikup_up, "How many prikup cards refusals turned face up.")
      .def_property_readonly("buyer", [](const State& s) { return seat_or_none(s.buyer()); },
                             "Seat that took the prikup (by buying or by the trump pick), or None.")
      .def_property_readonly("picked", [](const State& s) -> py::object {
        if (s.picked() < 0) return py::none();
        return make_card(Card(s.picked()));
      }, "The trump taken by the trump pick, or None.")
      .def_property_readonly("nopick", &State::nopick,
                             "Did the dealer's left decline the trump pick (`nopick`) this deal? He held no trump "
                             "then; everyone saw it.")
      .def_property_readonly("forced", [](const State& s) { return seat_or_none(s.forced()); },
                             "The dealer's left when nobody bought and he must play (no_buyer='play'), or None.")
      .def_property_readonly("redealt", &State::redealt, "Was this deal ended by a redeal (no_buyer='redeal')?")
      .def_property_readonly("status", [](const State& s) {
        py::list out;
        for (int i = 0; i < s.players(); ++i) out.append(status_obj(s.status(i)));
        return out;
      }, "Per seat: 'play', 'drop', 'out' or None (not decided yet).")
      .def_property_readonly("trick", [](const State& s) {
        py::list out;
        for (int i = 0; i < s.trick_size(); ++i) out.append(s.trick_card(i));
        return out;
      }, "Cards of this trick in play order.")
      .def_property_readonly("trick_seats", [](const State& s) {
        py::list out;
        for (int i = 0; i < s.trick_size(); ++i) out.append(s.trick_seat(i));
        return out;
      }, "Seats that played the cards of `trick`.")
      .def_property_readonly("played_tricks", &history_list,
                             "The finished tricks of this deal, [(leader, [cards in play order]), ...]; the "
                             "winner of each leads the next.")
      .def_property_readonly("tricks", [](const State& s) { return seat_sets(s, &State::won); },
                             "Cards of the tricks each seat has won this deal.")
      .def_property_readonly("tricks_won", [](const State& s) {
        py::list out;
        for (int i = 0; i < s.players(); ++i) out.append(s.tricks_won(i));
        return out;
      }, "Tricks won per seat this deal.")
      .def_property_readonly("points", [](const State& s) {
        py::list out;
        for (int i = 0; i < s.players(); ++i) out.append(s.score(i));
        return out;
      }, "Points per seat, this deal's tricks included.")
      .def_property_readonly("points_before", [](const State& s) {
        py::list out;
        for (int i = 0; i < s.players(); ++i) out.append(s.score_before(i));
        return out;
      }, "Points per seat before this deal.")
      .def_property_readonly("target_seat", [](const State& s) { return seat_or_none(s.target_seat()); },
                             "Seat that reached the target this deal, or None.")
      .def_property_readonly("target_trick", [](const State& s) -> py::object {
        if (s.target_seat() < 0) return py::none();
        return py::int_(s.target_trick());
      }, "The trick (1..5) of this deal that gave target_seat the target, or None.")
      .def_property_readonly("pot", &State::pot, "Units in the pot (before this deal's penalties).")
      .def_property_readonly("money", [](const State& s) {
        py::list out;
        for (int i = 0; i < s.players(); ++i) out.append(s.money(i));
        return out;
      }, "Balances before the settlement of the current deal.")
      .def_property_readonly("deals_played", &State::deals_played, "Deals dealt in this game, this one included.")
      .def_property_readonly("is_match", [](const State& s) { return s.config().match; })
      .def("scores", [](const State& s) {
        std::vector<int> out;
        for (int i = 0; i < s.players(); ++i) out.push_back(s.score(i));
        return out;
      }, "Points per seat (this deal's tricks included).")
      .def("balances", [](const State& s) {
        py::list out;
        for (int i = 0; i < s.players(); ++i) out.append(fraction(s.balance_num(i), s.balance_den()));
        return out;
      }, "Money balance per seat as Fractions (at the end: after the penalties and the pot).")
      .def_property_readonly("unclaimed", [](const State& s) {
        if (!s.is_over()) return fraction(0, 1);
        const DealResult r = s.deal_result();
        return fraction(r.winners ? 0 : r.pot_after, 1);
      }, "At the end of a one-deal game nobody won: the pot left in the middle (a Fraction); else 0.")
      .def("deal_result", [](const State& s) -> py::object {
        if (!s.is_over()) return py::none();
        return result_dict(s.deal_result(), s.players());
      }, "The finished deal: redeal, pot, tricks, status, scores, target_seat, target_trick, winners, pot_after, "
         "game_over, denominator, and per seat ante, penalties, pot_won and net (these two in units / denominator, 1 but at a shared pot). None before the end.")
      .def("last_deal_result", [](const State& s) -> py::object {
        if (!s.has_last_result()) return py::none();
        return result_dict(s.last_result(), s.players());
      }, "The most recently finished deal of this state's history (a game moves on to the next deal at once); "
         "None if none. Not part of the position.")
      .def("view", [](const State& s, py::handle seat) { return make_py_view(s, view_seat(seat, s.players())); },
           py::arg("seat"), "What `seat` has seen: a TonView.")
      .def("play_id", [](State& s, MoveId id) { play_checked<Game>(s, id); }, py::arg("id"),
           "Fast path: play a move by its int id (checked).");

  m.def(
      "ton_playouts",
      [](py::handle n_arg, py::handle seed_arg, py::handle threads_arg, const py::kwargs& options) {
        const Game g(Options(Game::kName, Game::option_specs(), option_values(options)));
        const int np = g.config().players;
        const auto n = static_cast<std::int64_t>(to_int(n_arg, "n", 0, 100'000'000));
        const std::uint64_t seed = to_u64(seed_arg, "seed");
        const int threads = static_cast<int>(to_int(threads_arg, "threads", 1, 256));
        py::array_t<std::int64_t> net({static_cast<py::ssize_t>(n), static_cast<py::ssize_t>(np)});
        py::array_t<std::int8_t> tricks({static_cast<py::ssize_t>(n), static_cast<py::ssize_t>(np)});
        py::array_t<std::int8_t> target(static_cast<py::ssize_t>(n));
        py::array_t<std::uint16_t> plays(static_cast<py::ssize_t>(n));
        std::int64_t* t = net.mutable_data();
        std::int8_t* k = tricks.mutable_data();
        std::int8_t* w = target.mutable_data();
        std::uint16_t* p = plays.mutable_data();
        released_rows(n, threads, 4096, [&](std::int64_t a, std::int64_t b) {  // Ctrl-C between chunks
          playouts(g, a, b, seed, t + np * a, k + np * a, w + a, p + a);
        });
        py::dict out;
        out["net"] = net;
        out["tricks"] = tricks;
        out["target_seat"] = target;
        out["plays"] = plays;
        return out;
      },
      py::arg("n"), py::arg("seed") = 0, py::arg("threads") = 1,
      "Random playouts of n one-deal Тон games in C++ (GIL released): deal i is "
      "game('ton', **options).new_deal(seed + i, dealer=i % players), each move drawn as "
      "legal_moves()[Rng(seed + i + 0x9E3779B97F4A7C15).below(k)], on `threads` threads. Returns {'net': (n, players) "
      "int64 money per seat, 'tricks': (n, players) int8, 'target_seat': (n,) int8 (-1: nobody), 'plays': (n,) uint16 "
      "moves played}.");

  def_deal_seed(m, "ton_deal_seed", "Seed of deal k of ton new_match(seed).", deal_seed);
}

}  // namespace pycards::bind
