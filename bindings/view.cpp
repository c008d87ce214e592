// pycards.View, the common base of every game's view (docs/api.md "Views").
#include "view.hpp"

#include <functional>

namespace pycards::bind {

std::string hand_text(const CardSet& seen, int size) {
  std::string out = seen.empty() ? "" : to_string(seen);
  const int hidden = size - seen.size();
  if (hidden > 0) out += (out.empty() ? "?" : " ?") + std::to_string(hidden);
  return out.empty() ? "-" : out;
}

namespace {

bool same_view(const ViewBase& a, py::handle self, py::handle other) {
  if (!py::type::handle_of(self).is(py::type::handle_of(other))) return false;
  const auto& b = other.cast<const ViewBase&>();
  return a.game == b.game && a.text == b.text && a.unseen == b.unseen && a.deck == b.deck;
}

}  // namespace

void bind_view_base(py::module_& m) {
  if (py::hasattr(m, "View")) return;
  py::class_<ViewBase>(m, "View", R"doc(What one seat has seen: the common base of every game's view.

`state.view(seat)` returns the game's subclass (UraganView, ThousandView, ThousandOneView,
ChipGameView). A view is an immutable value copied out of the state: later moves do not change
it, and taking it does not change the state. Two views are equal when they hold the same
information (same game, same class, same notation line); views are hashable.

>>> import pycards as pc
>>> v = pc.game("thousand").new_deal(seed=1).view(0)
>>> isinstance(v, pc.View), v.seat, len(v.hand), v.hand_sizes, len(v.unseen)
(True, 0, 7, [7, 7, 7], 17))doc")
      .def_property_readonly("game_name", [](const ViewBase& v) { return v.game; }, "The game's name ('thousand', ...).")
      .def_property_readonly("seat", [](const ViewBase& v) { return v.seat; }, "The seat whose view this is.")
      .def_property_readonly("players", [](const ViewBase& v) { return v.players; }, "Number of seats in the game.")
      .def_property_readonly("phase", [](const ViewBase& v) { return v.phase; }, "The state's phase (as state.phase).")
      .def_property_readonly("to_move", [](const ViewBase& v) -> py::object {
        return v.to_move < 0 ? py::object(py::none()) : py::object(py::int_(v.to_move));
      }, "Seat to move, or None once the game is over.")
      .def_property_readonly("hand", [](const ViewBase& v) { return v.hand; },
                             "The seat's own cards it can see (a CardSet; hidden own cards, e.g. open4 "
                             "face-down ones or a Тысяча dark bidder's, are left out).")
      .def_property_readonly("hand_sizes", [](const ViewBase& v) { return v.hand_sizes; },
                             "Cards held per seat, hidden ones included (public).")
      .def_property_readonly("visible", [](const ViewBase& v) { return v.visible; },
                             "Per seat, the cards of that seat's hand this seat can see or knows are "
                             "there (its own visible hand at index `seat`).")
      .def_property_readonly("unseen", [](const ViewBase& v) { return v.unseen; },
                             "Cards of the deck this seat has not seen (the complement of everything "
                             "the view shows): where a sampler may place the hidden cards.")
      .def_property_readonly("deck", [](const ViewBase& v) { return v.deck; }, "Every card of the game.")
      .def("scores", [](const ViewBase& v) { return v.scores; }, "The public score (as state.scores()).")
      .def("notation", [](const ViewBase& v) { return v.text; },
           "The whole view on one line; hidden cards appear only as counts ('?6').")
      .def("__repr__", [](const ViewBase& v) { return "<" + v.game + " view " + v.text + ">"; })
      .def("__str__", [](py::handle self) { return pretty_of(self, py::none(), py::bool_(false)); },
           "The readable layout (pycards.pretty): print(view).")
      .def("pretty", [](py::handle self, py::handle color) { return pretty_of(self, py::none(), color); },
           py::arg("color") = false, "The readable layout of what this seat has seen.")
      .def("__eq__", [](py::object self, py::handle other) {
        return py::isinstance<ViewBase>(other) && same_view(self.cast<const ViewBase&>(), self, other);
      })
      .def("__ne__", [](py::object self, py::handle other) {
        return !(py::isinstance<ViewBase>(other) && same_view(self.cast<const ViewBase&>(), self, other));
      })
      .def("__hash__", [](const ViewBase& v) { return std::hash<std::string>()(v.game + "|" + v.text); })
      .def("__copy__", [](py::object self) { return self; })
      .def("__deepcopy__", [](py::object self, py::handle) { return self; });
}

}  // namespace pycards::bind
