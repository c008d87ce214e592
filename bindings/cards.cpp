// Card, CardSet and the deck constants, bound as immutable, hashable value types.
#include <pybind11/numpy.h>

#include "common.hpp"
#include "pycards/deck.hpp"
#include "pycards/sampling.hpp"

namespace pycards::bind {

Card card_arg(py::handle value) {
  if (py::isinstance<Card>(value)) return value.cast<Card>();
  if (PyUnicode_Check(value.ptr())) return parse_card(text_arg(value, "card"));
  if (PyBool_Check(value.ptr()) || !PyIndex_Check(value.ptr()))
    throw py::type_error("a card is a pycards.Card, its text or its index 0..51, not " + type_name(value));
  return Card(static_cast<int>(to_int(value, "card index", 0, kCards - 1)));
}

py::object make_card(Card c) { return py::cast(c); }
py::object make_cardset(CardSet s) { return py::cast(s); }
py::list make_card_list(const Card* begin, const Card* end) {
  py::list out(end - begin);
  for (std::size_t i = 0; begin + i != end; ++i) out[i] = py::cast(begin[i]);
  return out;
}

namespace {

CardSet cardset_from_iterable(py::handle items) {
  if (PyUnicode_Check(items.ptr())) return parse_cards(text_arg(items, "cards"));
  if (py::isinstance<CardSet>(items)) return items.cast<CardSet>();
  if (py::isinstance<Card>(items)) return CardSet(items.cast<Card>());
  if (!PyObject_HasAttrString(items.ptr(), "__iter__") && !PySequence_Check(items.ptr()))
    throw py::type_error("a CardSet is made from text, a Card or an iterable of cards, not " + type_name(items));
  CardSet out;
  for (py::handle item : py::iter(items)) {
    const Card c = card_arg(item);
    out.add(c);
  }
  return out;
}

CardSet mask_arg(py::handle value) {
  const std::uint64_t m = to_u64(value, "card mask");
  if (m & ~kAllCardsMask) throw Error("card mask " + std::to_string(m) + " has bits above card 51");
  return CardSet(m);
}

CardSet other_set(py::handle value) {
  if (py::isinstance<CardSet>(value)) return value.cast<CardSet>();
  if (py::isinstance<Card>(value)) return CardSet(value.cast<Card>());
  throw py::type_error("expected a CardSet or a Card, not " + type_name(value));
}

constexpr const char* kRankNames = "23456789TJQKA";
constexpr const char* kSuitNames = "CDHS";

}  // namespace

void bind_cards(py::module_& m) {
  py::class_<Card>(m, "Card", R"doc(One playing card: an immutable value with a stable index 0..51.

Index = suit * 13 + rank, suits C D H S, ranks 2..A.

>>> Card.parse("7H"), int(Card("7H")), str(Card(51))
(Card.parse('7H'), 31, 'AS'))doc")
      .def(py::init([](py::handle v) { return card_arg(v); }), py::arg("card"),
           "A card from its index (0..51), its text, or another Card.")
      .def_static("parse", [](py::handle t) { return parse_card(text_arg(t, "card")); }, py::arg("text"),
                  "Parses `7H`, `TD`, `10D`, `7♥`, `Кп`, ...; ValueError names a bad token.")
      .def_static("from_index", [](py::handle i) { return Card(static_cast<int>(to_int(i, "card index", 0, kCards - 1))); })
      .def_property_readonly("rank", [](Card c) { return std::string(1, kRankNames[c.rank()]); },
                             "Rank letter: 2..9, T, J, Q, K, A.")
      .def_property_readonly("suit", [](Card c) { return std::string(1, kSuitNames[c.suit()]); },
                             "Suit letter: C, D, H, S.")
      .def_property_readonly("rank_index", [](Card c) { return int(c.rank()); }, "0 (deuce) .. 12 (ace).")
      .def_property_readonly("suit_index", [](Card c) { return int(c.suit()); }, "0 C, 1 D, 2 H, 3 S.")
      .def_property_readonly("index", [](Card c) { return int(c.index); })
      .def_property_readonly("unicode", [](Card c) {
        static constexpr const char* kGlyphs[] = {"♣", "♦", "♥", "♠"};
        const std::string rank = c.rank() == kTen ? "10" : std::string(1, kRankNames[c.rank()]);
        return rank + kGlyphs[c.suit()];
      }, "Text with a suit glyph, e.g. '10♥'.")
      .def("__int__", [](Card c) { return int(c.index); })
      .def("__index__", [](Card c) { return int(c.index); })
      .def("__str__", [](Card c) { return to_string(c); })
      .def("__repr__", [](Card c) { return "Card.parse('" + to_string(c) + "')"; })
      .def("__hash__", [](Card c) { return std::hash<int>()(c.index) ^ 0x5ca1ab1e; })
      .def("__eq__", [](Card a, py::handle b) { return py::isinstance<Card>(b) && a == b.cast<Card>(); })
      .def("__ne__", [](Card a, py::handle b) { return !(py::isinstance<Card>(b) && a == b.cast<Card>()); })
      .def("__lt__", [](Card a, Card b) { return a < b; })
      .def("__le__", [](Card a, Card b) { return !(b < a); })
      .def("__gt__", [](Card a, Card b) { return b < a; })
      .def("__ge__", [](Card a, Card b) { return !(a < b); })
      .def("__reduce__", [](py::handle self) {  // every pickle protocol: Card(index)
        return py::make_tuple(py::type::handle_of(self), py::make_tuple(int(self.cast<Card>().index)));
      });

  py::class_<CardSet>(m, "CardSet", R"doc(An immutable set of cards: one 64-bit mask (bit i = card i).

Iteration is in ascending card index (clubs 2..A, then diamonds, hearts, spades).

>>> s = CardSet.parse("7H KS 2C"); len(s), str(s), s.mask == (1 << 0 | 1 << 31 | 1 << 50)
(3, '2C 7H KS', True))doc")
      .def(py::init([] { return CardSet(); }))
      .def(py::init([](py::handle items) { return cardset_from_iterable(items); }), py::arg("cards"),
           "A set from text ('7H KS'), or an iterable of Cards, card texts or indices.")
      .def_static("parse", [](py::handle t) { return parse_cards(text_arg(t, "cards")); }, py::arg("text"),
                  "Parses cards separated by spaces or commas; a duplicate or bad token raises ValueError.")
      .def_static("from_mask", [](py::handle v) { return mask_arg(v); }, py::arg("mask"),
                  "The set whose bit i is card i; bits above 51 raise ValueError.")
      .def_property_readonly("mask", [](CardSet s) { return s.mask; }, "The 64-bit mask (bit i = card i).")
      .def("__len__", [](CardSet s) { return s.size(); })
      .def("__bool__", [](CardSet s) { return !s.empty(); })
      .def("__contains__", [](CardSet s, py::handle c) {
        if (py::isinstance<Card>(c)) return s.contains(c.cast<Card>());
        if (py::isinstance<CardSet>(c)) return false;
        return s.contains(card_arg(c));
      })
      .def("__iter__", [](CardSet s) {
        std::vector<Card> cards(s.begin(), s.end());
        return py::iter(py::cast(cards));
      })
      .def("cards", [](CardSet s) { return std::vector<Card>(s.begin(), s.end()); },
           "The cards as a list, in iteration order.")
      .def("__or__", [](CardSet a, py::handle b) { return a | other_set(b); })
      .def("__and__", [](CardSet a, py::handle b) { return a & other_set(b); })
      .def("__sub__", [](CardSet a, py::handle b) { return a - other_set(b); })
      .def("__xor__", [](CardSet a, py::handle b) { return a ^ other_set(b); })
      .def("__ror__", [](CardSet a, py::handle b) { return a | other_set(b); })
      .def("__rand__", [](CardSet a, py::handle b) { return a & other_set(b); })
      .def("__eq__", [](CardSet a, py::handle b) { return py::isinstance<CardSet>(b) && a == b.cast<CardSet>(); })
      .def("__ne__", [](CardSet a, py::handle b) { return !(py::isinstance<CardSet>(b) && a == b.cast<CardSet>()); })
      .def("__le__", [](CardSet a, CardSet b) { return b.contains(a); })
      .def("__lt__", [](CardSet a, CardSet b) { return b.contains(a) && a != b; })
      .def("__ge__", [](CardSet a, CardSet b) { return a.contains(b); })
      .def("__gt__", [](CardSet a, CardSet b) { return a.contains(b) && a != b; })
      .def("issubset", [](CardSet a, CardSet b) { return b.contains(a); })
      .def("issuperset", [](CardSet a, CardSet b) { return a.contains(b); })
      .def("isdisjoint", [](CardSet a, CardSet b) { return (a & b).empty(); })
      .def("__hash__", [](CardSet s) { return std::hash<std::uint64_t>()(s.mask ^ 0x9E3779B97F4A7C15ULL); })
      .def("__str__", [](CardSet s) { return to_string(s); })
      .def("__repr__", [](CardSet s) { return "CardSet.parse('" + to_string(s) + "')"; })
      .def("indices", [](CardSet s) {
        py::array_t<std::uint8_t> out(s.size());
        auto* p = out.mutable_data();
        for (Card c : s) *p++ = c.index;
        return out;
      }, "The card indices as a numpy uint8 array, in iteration order.")
      .def_static("from_indices", [](py::array_t<long long, py::array::c_style | py::array::forcecast> a) {
        CardSet out;
        const auto* p = a.data();
        for (py::ssize_t i = 0; i < a.size(); ++i) {
          if (!valid_card_index(p[i])) throw Error("card index " + std::to_string(p[i]) + " is not in 0..51");
          const Card c(static_cast<int>(p[i]));
          if (out.contains(c)) throw Error("card index " + std::to_string(p[i]) + " appears twice");
          out.add(c);
        }
        return out;
      }, py::arg("indices"), "The set of an index array (or any sequence of ints 0..51, each once).")
      .def("__reduce__", [](py::handle self) {  // every pickle protocol: CardSet(text)
        return py::make_tuple(py::type::handle_of(self), py::make_tuple(to_string(self.cast<CardSet>())));
      });

  m.attr("DECK52") = kDeck52;
  m.attr("DECK40") = kDeck40;
  m.attr("DECK36") = kDeck36;
  m.attr("DECK32") = kDeck32;
  m.attr("DECK24") = kDeck24;

  m.def("shuffled", [](CardSet deck, py::handle seed) {
    const DeckOrder order = shuffled(deck, to_u64(seed, "seed"));
    return std::vector<Card>(order.begin(), order.end());
  }, py::arg("deck"), py::arg("seed"),
  "The cards of `deck` in ascending index, shuffled by pycards' seeded Fisher–Yates (top card first).");

  py::class_<Rng>(m, "Rng", R"doc(pycards' one seeded generator (xoshiro256** seeded through splitmix64,
the generator every deal comes from), for Python code that draws: bots, samplers, tests. The same
seed gives the same numbers on every platform.

>>> r = Rng(7); r.below(10) == Rng(7).below(10)
True)doc")
      .def(py::init([](py::handle seed) { return Rng(to_u64(seed, "seed")); }), py::arg("seed"))
      .def("next", &Rng::next, "The next 64 random bits.")
      .def("below", [](Rng& r, py::handle bound) {
        return r.below(std::uint32_t(to_int(bound, "bound", 1, 0xFFFFFFFFLL)));
      }, py::arg("bound"), "A uniform integer in [0, bound), without modulo bias (Lemire's method).")
      .def("copy", [](const Rng& r) { return r; }, "An independent generator in the same state.")
      .def("__repr__", [](const Rng&) { return std::string("<pycards.Rng>"); });

  // The determinization kernel (pycards/sampling.hpp) on its own, for its tests: `sizes` per slot,
  // `allowed` a slot bit mask per item.
  auto problem = [](const std::vector<long long>& sizes, const std::vector<long long>& allowed) {
    sampling::Problem p;
    if (sizes.size() > std::size_t(sampling::kMaxSlots) || allowed.size() > std::size_t(sampling::kMaxItems))
      throw Error("at most 16 slots and 128 items");
    for (long long n : sizes) {
      if (n < 0 || n > sampling::kMaxItems) throw Error("a slot size must be in 0 .. 128");
      p.add_slot(int(n));
    }
    for (long long a : allowed) {
      if (a < 0 || a >= (1LL << sizes.size())) throw Error("an item's slot mask must name existing slots");
      p.add_item(sampling::SlotMask(a));
    }
    return p;
  };
  m.def("_sampling_count", [problem](const std::vector<long long>& sizes, const std::vector<long long>& allowed) {
    return sampling::count(problem(sizes, allowed));
  }, py::arg("sizes"), py::arg("allowed"));
  m.def("_sampling_sample", [problem](const std::vector<long long>& sizes, const std::vector<long long>& allowed,
                                      py::handle seed) {
    const sampling::Problem p = problem(sizes, allowed);
    Rng rng(to_u64(seed, "seed"));
    const sampling::Assignment a = sampling::sample(p, rng);
    return std::vector<int>(a.slot_of.begin(), a.slot_of.begin() + p.items);
  }, py::arg("sizes"), py::arg("allowed"), py::arg("seed"));

  m.def("random_u64", [](py::handle seed, int n) {
    if (n < 0 || n > 1'000'000) throw Error("n must be in 0 .. 1000000");
    Rng rng(to_u64(seed, "seed"));
    std::vector<std::uint64_t> out(n);
    for (auto& v : out) v = rng.next();
    return out;
  }, py::arg("seed"), py::arg("n"), "The first n outputs of the generator seeded with `seed` (for checks).");
}

}  // namespace pycards::bind
