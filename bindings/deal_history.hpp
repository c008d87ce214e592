// What the state classes of games played deal after deal repeat (game-free): deals_played,
// is_match, scores() and deal_result() (None before the first deal ends).
#pragma once

#include "common.hpp"

namespace pycards::bind {

/// Adds deals_played, is_match, scores() (`scores(state)`) and deal_result() (`result(state)`,
/// None while `state.has_result()` is false) to a bound state class.
template <class Class, class Scores, class Result>
void def_deal_history(Class& cls, Scores scores, const char* scores_doc, Result result, const char* result_doc) {
  using S = typename Class::type;
  cls.def_property_readonly("deals_played", &S::deals_played, "Finished deals.")
      .def_property_readonly("is_match", &S::is_match)
      .def("scores", scores, scores_doc)
      .def("deal_result", [result](const S& s) -> py::object {
        if (!s.has_result()) return py::none();
        return result(s);
      }, result_doc);
}

}  // namespace pycards::bind
