// Binding pieces shared by Тысяча and 1001: the trick-game attributes of API.md over a
// thousand::Table (hands, trump, trick, tricks, declarations).
#pragma once

#include "common.hpp"
#include "games/thousand_common.hpp"

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

}  // namespace pycards::bind
