// Стос: the dealer draw, the hidden card, the deal from the bottom, the catch and its settlement,
// coups, and the exact expectation. Rules: docs/stos.md; rulings listed in stos.hpp.
#include <numeric>

#include "stos.hpp"
#include "pycards/greedy.hpp"
#include "pycards/errors.hpp"
#include "pycards/notation.hpp"

namespace pycards::stos {

std::string_view to_string(Kind k) {
  switch (k) {
    case Kind::kTsvetnaya: return "цветная";
    case Kind::kPolutsvetnaya: return "полуцветная";
    case Kind::kProstaya: return "простая";
  }
  return "?";
}

bool Draw::operator==(const Draw& o) const {
  if (size != o.size) return false;
  for (int i = 0; i < size; ++i)
    if (pairs[i] != o.pairs[i]) return false;
  return true;
}

int drawn_dealer(const Draw& d, DealerRule rule) {
  const auto& last = d.pairs[d.size - 1];
  const bool zero_lower = last[0].rank() < last[1].rank();
  return (rule == DealerRule::kMolodka) == zero_lower ? 0 : 1;
}

int catch_position(const DeckOrder& deck, int from, Card hidden) {
  for (int i = from; i < deck.size; ++i)
    if (deck[i].rank() == hidden.rank()) return i - from + 1;
  return 0;
}

int State::legal_moves(MoveId* out) const {
  if (over_) return 0;
  int n = 0;
  for (Card c : kDeck32) out[n++] = c.index;
  return n;
}

void State::setup_coup() {
  Rng rng(coup_seed(seed_, static_cast<std::uint32_t>(coup_)));
  draw_.size = 0;
  if (coup_ == 0 || cfg_.redraw) {
    for (;;) {  // both decks shuffled (seat 0 first); ranks compared from the top until they differ
      const DeckOrder d0 = shuffled(kDeck32, rng), d1 = shuffled(kDeck32, rng);
      int i = 0;
      while (i < kDeckSize && d0[i].rank() == d1[i].rank()) ++i;
      if (i == kDeckSize) continue;  // every rank equal: shuffle again and draw again
      for (int k = 0; k <= i; ++k) draw_.pairs[k] = {d0[k], d1[k]};
      draw_.size = static_cast<std::uint8_t>(i + 1);
      break;
    }
    dealer_ = drawn_dealer(draw_, cfg_.rule);
  }
  const DeckOrder d0 = shuffled(kDeck32, rng), d1 = shuffled(kDeck32, rng);  // the cards go back
  deck_ = dealer_ == 0 ? d0 : d1;
}

void State::play(MoveId id) {
  const Card hidden(static_cast<int>(id));
  CoupResult& r = result_;
  r.coup = coup_;
  r.dealer = dealer_;
  r.punter = 1 - dealer_;
  r.draw = draw_;
  r.hidden = hidden;
  r.position = catch_position(deck_, 0, hidden);  // a complete deck: always 1..29
  r.caught = deck_[r.position - 1];
  r.winner = r.position % 2 == 1 ? r.dealer : r.punter;  // odd: the dealer's side
  r.kind = kind_of(hidden, r.caught);
  r.dealt.size = 0;
  for (int i = 0; i < r.position; ++i) r.dealt.cards[r.dealt.size++] = deck_[i];
  const int thirds = static_cast<int>(r.kind);
  balance_[r.winner] += thirds;
  balance_[1 - r.winner] -= thirds;
  has_result_ = true;
  ++coup_;
  if (coup_ >= coups()) {
    over_ = true;
    deck_.size = 0;
    draw_.size = 0;
    return;
  }
  setup_coup();
}

bool State::operator==(const State& o) const {
  if (cfg_.stake != o.cfg_.stake || cfg_.rule != o.cfg_.rule || cfg_.coups != o.cfg_.coups ||
      cfg_.redraw != o.cfg_.redraw)
    return false;
  if (seed_ != o.seed_ || single_ != o.single_ || over_ != o.over_ || coup_ != o.coup_ || dealer_ != o.dealer_ ||
      balance_ != o.balance_ || !(draw_ == o.draw_) || deck_.size != o.deck_.size)
    return false;
  for (int i = 0; i < deck_.size; ++i)
    if (deck_[i] != o.deck_[i]) return false;
  return true;
}

// ---- the game -----------------------------------------------------------------------------

const OptionSpecs& Spec::option_specs() {
  static const OptionSpecs specs = [] {
    OptionSpecs s;
    s.push_back(int_option("players", "number of players: 2 only", 2, 2, 2));
    s.push_back(int_option("stake", "the stake S each coup settles (amounts are thirds of it)", 3, 1, kMaxStake));
    s.push_back(choice_option("dealer_rule",
                              "who deals after the draw: 'molodka' (the lower card) or 'starshiy' (the higher)",
                              {"molodka", "starshiy"}));
    s.push_back(int_option("coups", "coups (deals) in a game, each independent", 1, 1, kMaxCoups));
    s.push_back(switch_option("redraw_each_coup", "a fresh dealer draw before every coup (0: the first dealer "
                                                  "deals every coup)", 1));
    return s;
  }();
  return specs;
}

Config Spec::config_of(const Options& options) {
  Config c;
  c.stake = options.get_int("stake");
  c.rule = options.get_string("dealer_rule") == "starshiy" ? DealerRule::kStarshiy : DealerRule::kMolodka;
  c.coups = static_cast<int>(options.get_int("coups"));
  c.redraw = options.get_int("redraw_each_coup") != 0;
  return c;
}

Options Spec::options_of(const State& s) {
  const Config& c = s.config();
  return Options(kName, option_specs(),
                 {{"players", OptionValue{2LL}},
                  {"stake", OptionValue{c.stake}},
                  {"dealer_rule", OptionValue{std::string(c.rule == DealerRule::kStarshiy ? "starshiy" : "molodka")}},
                  {"coups", OptionValue{static_cast<long long>(c.coups)}},
                  {"redraw_each_coup", OptionValue{c.redraw ? 1LL : 0LL}}});
}

State Spec::new_match(const Config& cfg, std::uint64_t seed) {
  State s;
  s.cfg_ = cfg;
  s.seed_ = seed;
  s.setup_coup();
  return s;
}

State Spec::new_deal(const Config& cfg, std::uint64_t seed, int dealer) {
  if (dealer < 0 || dealer > 1)
    throw OptionError("dealer " + std::to_string(dealer) + " is not a seat of stos (0 or 1)");
  State s;
  s.cfg_ = cfg;
  s.seed_ = seed;
  s.single_ = true;
  s.dealer_ = dealer;
  Rng rng(seed);
  const DeckOrder d0 = shuffled(kDeck32, rng), d1 = shuffled(kDeck32, rng);
  s.deck_ = dealer == 0 ? d0 : d1;
  return s;
}

std::string Spec::move_text(MoveId id) { return notation::card_move_text(id); }

MoveId Spec::parse_move(std::string_view text) {
  return notation::parse_card_move(text, kDeck32, kName, "the hidden card is one of the 32-card deck (7 to A)");
}

// ---- the exact expectation ------------------------------------------------------------------

std::pair<long long, long long> expected_gain(Card hidden, CardSet deck) {
  const CardSet rank = deck & CardSet(rank_mask(hidden.rank()));
  const int n = deck.size(), m = rank.size();
  if (m == 0)
    throw OptionError("expected_value: the dealer's deck holds no card of the hidden card's rank, so no catch happens");
  // P(first card of the rank at position i) = C(n - i, m - 1) / C(n, m); the catching card is each
  // of the m cards with probability 1/m, independently of the position.
  const auto choose = [](long long a, long long b) {
    if (b < 0 || a < b) return 0LL;
    long long r = 1;
    for (long long k = 1; k <= b; ++k) r = r * (a - b + k) / k;
    return r;
  };
  long long signed_ways = 0;
  for (int i = 1; i <= n - m + 1; ++i) signed_ways += (i % 2 ? 1 : -1) * choose(n - i, m - 1);
  long long thirds = 0;
  for (Card c : rank) thirds += static_cast<int>(kind_of(hidden, c));
  long long num = signed_ways * thirds, den = choose(n, m) * m * 3;
  const long long g = std::gcd(num < 0 ? -num : num, den);
  return {num / g, den / g};
}

MoveId greedy_move(const State& s, Rng& rng) noexcept {
  MoveId moves[kDeckSize];
  const int n = s.legal_moves(moves);
  return greedy::best_of(moves, n, [](MoveId) { return 0; }, rng);
}

}  // namespace pycards::stos
