// Single-hand calls of the three-card evaluator (pycards/handeval.hpp), wrapped by
// pycards.handeval; the numpy batch lives in pycards/_batch.pyx.
#include <array>

#include "common.hpp"
#include "pycards/handeval.hpp"

namespace pycards::bind {

namespace handeval_py {

using namespace handeval;

Mask hand_mask(py::handle cards) {
  const Mask m = py::isinstance<CardSet>(cards) ? cards.cast<CardSet>().mask : to_u64(cards, "hand mask");
  if (!valid_hand(m))
    throw ParseError("a Commerce hand is exactly three cards of the 52, not the mask " + std::to_string(m));
  return m;
}

PointRule point_rule_arg(py::handle rule) {
  const std::string r = text_arg(rule, "point_rule");
  if (r == "flush3") return PointRule::kFlush3;
  if (r == "best_suit") return PointRule::kBestSuit;
  throw OptionError("point_rule must be 'flush3' or 'best_suit', not '" + excerpt(r) + "'");
}

}  // namespace handeval_py

void bind_handeval(py::module_& m) {
  using namespace handeval_py;
  m.def("_commerce_key", [](py::handle cards, py::handle rule) {
    return int(commerce_key(hand_mask(cards), point_rule_arg(rule)));
  }, py::arg("cards"), py::arg("point_rule"), "The Commerce key of one hand (private: pycards.handeval.commerce_key).");
  m.def("_troyki_hand", [](py::handle cards, py::handle threes_rank, py::handle ten_multi) {
    const std::string tr = text_arg(threes_rank, "threes_rank"), tm = text_arg(ten_multi, "ten_multi");
    if (tr != "top" && tr != "below_single_nine")
      throw OptionError("threes_rank must be 'top' or 'below_single_nine', not '" + excerpt(tr) + "'");
    if (tm != "zero" && tm != "bust") throw OptionError("ten_multi must be 'zero' or 'bust', not '" + excerpt(tm) + "'");
    std::array<std::uint8_t, kRanks> counts{};
    int n = 0;
    for (py::handle item : py::iter(cards)) {
      if (++n > 3) throw ParseError("a Три тройки hand has 1 to 3 cards, not more");
      ++counts[card_arg(item).rank()];
    }
    if (n == 0) throw ParseError("a Три тройки hand has 1 to 3 cards, not none");
    const TroykiHand h = troyki_hand(counts, TroykiRules{tr == "below_single_nine", tm == "bust"});
    return py::make_tuple(int(h.cls), int(h.total), int(h.strength), int(h.multiplier));
  }, py::arg("cards"), py::arg("threes_rank"), py::arg("ten_multi"),
        "(class, total, strength, multiplier) of one hand (private: pycards.handeval.troyki_hand).");
}

}  // namespace pycards::bind
