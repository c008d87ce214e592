// Тысяча: options, dealing with the cut ritual, bidding, prikup, gift, contract, card play,
// scoring and the end-of-deal bookkeeping. Rules: docs/thousand.md; rulings in
// thousand.hpp and docs/thousand.md.
#include "thousand.hpp"

#include <algorithm>
#include <charconv>

#include "pycards/errors.hpp"
#include "pycards/simulate.hpp"

namespace pycards::thousand {

// ---- names ----------------------------------------------------------------------------------
std::string_view phase_name(Phase p) {
  static constexpr std::array<std::string_view, 7> kNames{"redeal", "bid", "buyout", "give", "contract", "play", "over"};
  return kNames[static_cast<int>(p)];
}
std::string_view event_name(int kind) {
  static constexpr std::array<std::string_view, 12> kNames{
      "bolt", "climb", "ignored", "barrel_exit", "fall", "penalty", "third_fall", "samosval", "negative_samosval",
      "golden_restart", "jump", "golden_reset"};
  return kNames[kind];
}
std::string_view reason_name(int r) {
  static constexpr std::array<std::string_view, 13> kNames{
      "", "four_nines", "weak_hand", "poor_prikup", "four_nines_after_gift", "weak_hand_after_gift", "negative",
      "bump", "simultaneous", "timeout", "cut", "bolt", "third_rospis"};
  return kNames[r];
}

// ---- options --------------------------------------------------------------------------------
namespace {

bool dark_condition_ok(const std::string& v) {
  if (v == "none") return true;
  std::size_t i = v.rfind(">=", 0) == 0 ? 2 : v.rfind('>', 0) == 0 ? 1 : 0;
  if (!i) return false;
  long long n = 0;
  const auto [p, ec] = std::from_chars(v.data() + i, v.data() + v.size(), n);
  return ec == std::errc() && p == v.data() + v.size() && n > -1'000'000'000 && n < 1'000'000'000;
}


int index_of(const OptionSpec& spec, const std::string& v) {
  return int(std::find(spec.choices.begin(), spec.choices.end(), v) - spec.choices.begin());
}

}  // namespace

const OptionSpecs& Spec::option_specs() {
  static const OptionSpecs specs = [] {
    OptionSpecs s;
    s.push_back(choice_option("marriage_values", "H42: marriage values standard (S40 C60 D80 H100), alt_a (S100 H80 C60 D40), alt_b (S100 C80 H60 D40)", {"standard", "alt_a", "alt_b"}));
    s.push_back(switch_option("cut_ritual", "the cut ritual before each deal (main rules)", 1));
    s.push_back(choice_option("gift_visibility", "who sees the gifted cards: private (the receiver) or public", {"private", "public"}));
    s.push_back(switch_option("single_step_raises", "every raise is exactly one bid_step"));
    s.push_back(switch_option("barrel", "the barrel at 880", 1));
    s.push_back(choice_option("barrel_exit", "who leaves the barrel upward: declarer_only or any", {"declarer_only", "any"}));
    s.push_back(switch_option("marriage_on_first_lead", "H12: a marriage may be declared on the first lead"));
    s.push_back(int_option("max_deals", "end the game after this many played deals (0: no limit)", 0, 0, 1'000'000'000));
    s.push_back(switch_option("minus_120_no_bidding", "H1: a seat at -120 or lower only passes"));
    s.push_back(switch_option("poor_prikup_redeal", "H2: a declarer at 100 may annul a prikup under 5 points"));
    s.push_back(switch_option("four_nines_redeal", "H3: four 9s before the bidding may annul the deal"));
    s.push_back(switch_option("weak_hand_redeal", "H4: a hand under 14 points before the bidding may annul the deal"));
    s.push_back(choice_option("bolt", "H5: bolts (0 points as an opponent): off, consecutive or any three", {"off", "consecutive", "any"}));
    s.push_back(choice_option("barrel_third_fall", "H6/H33: on the third fall from the barrel", {"off", "zero", "zero_no_barrel", "five_no_barrel"}));
    s.push_back(switch_option("barrel_bump", "H7: a player climbing the barrel bumps the one on it"));
    s.push_back(switch_option("barrel_simultaneous", "H8: players climbing in the same deal all fall"));
    s.push_back(switch_option("samosval", "H9: a score of exactly samosval_value becomes 0"));
    s.push_back(int_option("samosval_value", "H9: the samosval score", 555, -1'000'000'000, 1'000'000'000));
    s.push_back(choice_option("rospis_opponent_gain", "H10: each opponent of a write-off gets 60, half_bid or aces", {"60", "half_bid", "aces"}));
    s.push_back(switch_option("golden_round", "H11: the first three deals are golden"));
    s.push_back(int_option("golden_restarts", "H11: restarts of a failed golden round", 1, 0, 1'000'000));
    s.push_back(choice_option("rospis_limit", "H13: write-offs per player: none or 3", {"none", "3"}));
    s.push_back(choice_option("rospis_declarer_loss", "H14: a write-off costs the declarer bid, zero or half_bid", {"bid", "zero", "half_bid"}));
    s.push_back(switch_option("rospis_third_penalty", "H15: every third write-off costs penalty_amount"));
    s.push_back(choice_option("ace_marriage", "H16/H34: four aces: off, bonus (200) or trump", {"off", "bonus", "trump"}));
    s.push_back(switch_option("win_over_1000", "H17: the target is above 1000"));
    s.push_back(choice_option("barrel_rospis", "H18: a free write-off while someone is on the barrel", {"allowed", "forbidden"}));
    s.push_back(choice_option("golden_rospis", "H19: a free write-off in a golden deal", {"allowed", "forbidden"}));
    s.push_back(switch_option("golden_raise", "H20: a golden declarer may raise the contract above 120"));
    s.push_back(switch_option("four_nines_after_gift_redeal", "H21: an opponent with four 9s after the gift may annul the deal"));
    s.push_back(switch_option("dark_bidding", "H22: bidding 120 in the dark"));
    s.push_back(switch_option("dark_left_of_dealer_only", "H23: only the dealer's left may bid in the dark"));
    s.push_back(switch_option("dark_hide_snos", "H24: a dark deal hides the prikup and the gift"));
    s.push_back(switch_option("weak_hand_after_gift_redeal", "H25: an opponent under 14 points after the gift may annul the deal"));
    s.push_back(switch_option("trump_maker_no_trump_lead", "H26: the trump maker may not lead trumps"));
    s.push_back(switch_option("hide_prikup_at_100", "H27: a declarer at 100 does not show the prikup"));
    s.push_back(switch_option("round_before_compare", "H28: round the declarer's total before comparing"));
    {
      OptionSpec d = choice_option("dark_score_condition", "H29: 'none' or a score threshold such as '>=240', '>0', '>120'", {"none", ">=240", ">0", ">120"});
      d.accepts = &dark_condition_ok;
      s.push_back(d);
    }
    s.push_back(switch_option("dark_marriages_undoubled", "H30: opponents' bonuses are not doubled in a dark deal"));
    s.push_back(switch_option("prikup_buyout", "H31: the others may buy the prikup for 120, 240, ..."));
    s.push_back(int_option("penalty_amount", "H32: the size of every penalty", 120, 0, 1'000'000));
    s.push_back(switch_option("ace_marriage_in_a_row", "H35: after an ace marriage play aces in the next three tricks"));
    s.push_back(switch_option("bed_marriage", "H36: Q+J of a suit is a bed marriage worth half"));
    s.push_back(switch_option("rospis_by_aces", "H37: write-off costs half the bid, opponents get 11 per ace"));
    s.push_back(choice_option("four_nines_bonus", "H38: four 9s score off, 360 or 200", {"off", "360", "200"}));
    s.push_back(switch_option("negative_samosval", "H39: a score of exactly -555 becomes 0"));
    s.push_back(int_option("bid_step", "H40: the bidding unit", 5, 1, 100));
    s.push_back(switch_option("marriage_bonus_declarer_only", "H41: only the declarer scores trump declarations"));
    // published variants (issue 20), off by default: docs/thousand.md "Variants"
    s.push_back(switch_option("barrel_jump", "a player below 880 whose deal takes him to the target wins at once (the common published rules)"));
    s.push_back(choice_option("barrel_bolts", "zero-point deals on the barrel: count as bolts (seed rules) or ignore", {"count", "ignore"}));
    s.push_back(choice_option("dark_double", "a dark deal doubles all results (seed rules) or the declarer's only", {"all", "declarer"}));
    s.push_back(choice_option("golden_round_style", "a failed golden round restarts the game (seed rules), or double_penalties: golden deals double penalties and bolts, and a failed golden round zeroes the scores once", {"restart", "double_penalties"}));
    s.push_back(choice_option("first_bid", "who is forced to open at 100: the dealer (seed rules) or left_of_dealer (the common published rules)", {"dealer", "left_of_dealer"}));
    s.push_back(int_option("players", "3, or 4: the dealer sits out each deal and scores nothing from it (the common 4-player form)", 3, 3, 4, {3, 4}));
    s.push_back(switch_option("must_beat_led", "a player following suit must play above the led card when he can (the common published rules)"));
    return s;
  }();
  return specs;
}

Config Spec::config_of(const Options& o) {
  const auto& specs = Game::option_specs();
  const auto choice = [&](std::string_view name) {
    for (const auto& s : specs)
      if (s.name == name) return index_of(s, o.get_string(name));
    return 0;
  };
  const auto on = [&](std::string_view name) { return o.get_int(name) != 0; };
  Config c;
  static constexpr std::array<std::array<std::int16_t, 4>, 3> kValues{{{60, 80, 100, 40}, {60, 40, 80, 100}, {80, 40, 60, 100}}};
  c.play.marriage = kValues[choice("marriage_values")];
  c.play.first_lead = on("marriage_on_first_lead");
  c.play.bed = on("bed_marriage");
  c.play.ace = static_cast<std::uint8_t>(choice("ace_marriage"));
  c.play.ace_in_a_row = on("ace_marriage_in_a_row");
  const std::string& nines = o.get_string("four_nines_bonus");
  c.play.four_nines = static_cast<std::int16_t>(nines == "off" ? 0 : std::stoi(nines));
  c.play.maker_no_trump_lead = on("trump_maker_no_trump_lead");
  c.play.declarer_only = on("marriage_bonus_declarer_only");
  c.cut_ritual = on("cut_ritual");
  c.gift_public = choice("gift_visibility") == 1;
  c.single_step = on("single_step_raises");
  c.barrel = on("barrel");
  c.barrel_exit_any = choice("barrel_exit") == 1;
  c.max_deals = static_cast<std::uint32_t>(o.get_int("max_deals"));
  c.h1 = on("minus_120_no_bidding");
  c.h2 = on("poor_prikup_redeal");
  c.h3 = on("four_nines_redeal");
  c.h4 = on("weak_hand_redeal");
  c.bolt = static_cast<std::uint8_t>(choice("bolt"));
  c.third_fall = static_cast<std::uint8_t>(choice("barrel_third_fall"));
  c.bump = on("barrel_bump");
  c.simultaneous = on("barrel_simultaneous");
  c.samosval = on("samosval");
  c.samosval_value = static_cast<std::int32_t>(o.get_int("samosval_value"));
  c.rospis_gain = static_cast<std::uint8_t>(choice("rospis_opponent_gain"));
  c.golden_round = on("golden_round");
  c.golden_restarts = static_cast<std::uint32_t>(o.get_int("golden_restarts"));
  c.rospis_limit3 = choice("rospis_limit") == 1;
  c.rospis_loss = static_cast<std::uint8_t>(choice("rospis_declarer_loss"));
  c.by_aces = on("rospis_by_aces");
  c.third_rospis = on("rospis_third_penalty");
  c.negative_samosval = on("negative_samosval");
  c.win_over_1000 = on("win_over_1000");
  c.barrel_rospis_forbidden = choice("barrel_rospis") == 1;
  c.golden_rospis_forbidden = choice("golden_rospis") == 1;
  c.golden_raise = on("golden_raise");
  c.h21 = on("four_nines_after_gift_redeal");
  c.dark = on("dark_bidding");
  c.dark_left_only = on("dark_left_of_dealer_only");
  c.dark_hide = on("dark_hide_snos");
  c.h25 = on("weak_hand_after_gift_redeal");
  c.hide_prikup_100 = on("hide_prikup_at_100");
  c.round_before_compare = on("round_before_compare");
  const std::string& cond = o.get_string("dark_score_condition");
  if (cond != "none") {
    c.dark_cond = cond[1] == '=' ? 1 : 2;
    c.dark_threshold = std::stoi(cond.substr(c.dark_cond == 1 ? 2 : 1));
  }
  c.dark_undoubled = on("dark_marriages_undoubled");
  c.buyout = on("prikup_buyout");
  c.penalty = static_cast<std::int32_t>(o.get_int("penalty_amount"));
  c.bid_step = static_cast<std::int32_t>(o.get_int("bid_step"));
  c.left_opens = choice("first_bid") == 1;
  c.players = static_cast<std::uint8_t>(o.get_int("players"));
  c.barrel_jump = on("barrel_jump");
  c.barrel_bolts_ignore = choice("barrel_bolts") == 1;
  c.dark_declarer_only = choice("dark_double") == 1;
  c.golden_double = choice("golden_round_style") == 1;
  c.play.must_beat = on("must_beat_led");
  return c;
}

// The options are kept in the state as a Config; options_of rebuilds them by reading the config
// back through the specs, so every state knows the game it belongs to.
Options Spec::options_of(const State& s) {
  const Config& c = s.config();
  std::vector<std::pair<std::string, OptionValue>> v;
  const auto b = [](bool x) { return OptionValue{static_cast<long long>(x)}; };
  const auto str = [](const char* x) { return OptionValue{std::string(x)}; };
  static constexpr std::array<std::array<std::int16_t, 4>, 3> kValues{{{60, 80, 100, 40}, {60, 40, 80, 100}, {80, 40, 60, 100}}};
  const char* mv = c.play.marriage == kValues[1] ? "alt_a" : c.play.marriage == kValues[2] ? "alt_b" : "standard";
  v.emplace_back("marriage_values", str(mv));
  v.emplace_back("cut_ritual", b(c.cut_ritual));
  v.emplace_back("gift_visibility", str(c.gift_public ? "public" : "private"));
  v.emplace_back("single_step_raises", b(c.single_step));
  v.emplace_back("barrel", b(c.barrel));
  v.emplace_back("barrel_exit", str(c.barrel_exit_any ? "any" : "declarer_only"));
  v.emplace_back("marriage_on_first_lead", b(c.play.first_lead));
  v.emplace_back("max_deals", OptionValue{static_cast<long long>(c.max_deals)});
  v.emplace_back("minus_120_no_bidding", b(c.h1));
  v.emplace_back("poor_prikup_redeal", b(c.h2));
  v.emplace_back("four_nines_redeal", b(c.h3));
  v.emplace_back("weak_hand_redeal", b(c.h4));
  v.emplace_back("bolt", str(c.bolt == 0 ? "off" : c.bolt == 1 ? "consecutive" : "any"));
  static constexpr std::array<const char*, 4> kFall{"off", "zero", "zero_no_barrel", "five_no_barrel"};
  v.emplace_back("barrel_third_fall", str(kFall[c.third_fall]));
  v.emplace_back("barrel_bump", b(c.bump));
  v.emplace_back("barrel_simultaneous", b(c.simultaneous));
  v.emplace_back("samosval", b(c.samosval));
  v.emplace_back("samosval_value", OptionValue{static_cast<long long>(c.samosval_value)});
  v.emplace_back("rospis_opponent_gain", str(c.rospis_gain == 0 ? "60" : c.rospis_gain == 1 ? "half_bid" : "aces"));
  v.emplace_back("golden_round", b(c.golden_round));
  v.emplace_back("golden_restarts", OptionValue{static_cast<long long>(c.golden_restarts)});
  v.emplace_back("rospis_limit", str(c.rospis_limit3 ? "3" : "none"));
  v.emplace_back("rospis_declarer_loss", str(c.rospis_loss == 0 ? "bid" : c.rospis_loss == 1 ? "zero" : "half_bid"));
  v.emplace_back("rospis_third_penalty", b(c.third_rospis));
  v.emplace_back("ace_marriage", str(c.play.ace == 0 ? "off" : c.play.ace == 1 ? "bonus" : "trump"));
  v.emplace_back("win_over_1000", b(c.win_over_1000));
  v.emplace_back("barrel_rospis", str(c.barrel_rospis_forbidden ? "forbidden" : "allowed"));
  v.emplace_back("golden_rospis", str(c.golden_rospis_forbidden ? "forbidden" : "allowed"));
  v.emplace_back("golden_raise", b(c.golden_raise));
  v.emplace_back("four_nines_after_gift_redeal", b(c.h21));
  v.emplace_back("dark_bidding", b(c.dark));
  v.emplace_back("dark_left_of_dealer_only", b(c.dark_left_only));
  v.emplace_back("dark_hide_snos", b(c.dark_hide));
  v.emplace_back("weak_hand_after_gift_redeal", b(c.h25));
  v.emplace_back("trump_maker_no_trump_lead", b(c.play.maker_no_trump_lead));
  v.emplace_back("hide_prikup_at_100", b(c.hide_prikup_100));
  v.emplace_back("round_before_compare", b(c.round_before_compare));
  v.emplace_back("dark_score_condition",
                 OptionValue{c.dark_cond == 0 ? std::string("none")
                                              : std::string(c.dark_cond == 1 ? ">=" : ">") + std::to_string(c.dark_threshold)});
  v.emplace_back("dark_marriages_undoubled", b(c.dark_undoubled));
  v.emplace_back("prikup_buyout", b(c.buyout));
  v.emplace_back("penalty_amount", OptionValue{static_cast<long long>(c.penalty)});
  v.emplace_back("ace_marriage_in_a_row", b(c.play.ace_in_a_row));
  v.emplace_back("bed_marriage", b(c.play.bed));
  v.emplace_back("rospis_by_aces", b(c.by_aces));
  v.emplace_back("four_nines_bonus", str(c.play.four_nines == 0 ? "off" : c.play.four_nines == 360 ? "360" : "200"));
  v.emplace_back("negative_samosval", b(c.negative_samosval));
  v.emplace_back("bid_step", OptionValue{static_cast<long long>(c.bid_step)});
  v.emplace_back("marriage_bonus_declarer_only", b(c.play.declarer_only));
  v.emplace_back("first_bid", str(c.left_opens ? "left_of_dealer" : "dealer"));
  v.emplace_back("players", OptionValue{static_cast<long long>(c.players)});
  v.emplace_back("barrel_jump", b(c.barrel_jump));
  v.emplace_back("barrel_bolts", str(c.barrel_bolts_ignore ? "ignore" : "count"));
  v.emplace_back("dark_double", str(c.dark_declarer_only ? "declarer" : "all"));
  v.emplace_back("golden_round_style", str(c.golden_double ? "double_penalties" : "restart"));
  v.emplace_back("must_beat_led", b(c.play.must_beat));
  return Options(kName, option_specs(), v);
}

}  // namespace pycards::thousand

namespace pycards::thousand {
namespace {
/// pycards.simulate's breakdown (docs/thousand.md "pycards.simulate columns"), from the final state's deal_result()
/// (in a match the last finished deal): None is -1, a flag 0/1; per seat the card points taken,
/// the marriage points (bonuses), the raw result, the result and what the match bookkeeping
/// added to the score (applied: the barrel, the dump-truck and the other rules act on it; the
/// result itself for a state without that bookkeeping).
constexpr SimColumn kColumns[] = {
    {"dealer", false}, {"declarer", false, true}, {"bid", false, true}, {"contract", false, true}, {"made", false, true},
    {"played", false}, {"rospis", false}, {"redeal", false}, {"golden", false}, {"dark", false},
    {"declarer_total", false, true}, {"multiplier", false}, {"card_points", true}, {"bonuses", true},
    {"raw", true}, {"results", true}, {"applied", true},
};
}  // namespace

Simulator simulator(const Game& /*game*/) {
  return make_simulator<Game, kColumns>([](const State& s, int p) -> std::int64_t { return s.score(p); },
                                        [](const State& s, SimRow& w) {
                                          const DealResult r = s.has_last() ? s.last().result : s.compute_result();
                                          w.put(r.dealer, r.declarer, r.bid ? r.bid : -1, r.contract ? r.contract : -1, r.made,
                                                r.played, r.rospis, r.redeal, r.golden, r.dark,
                                                r.made < 0 ? -1 : r.declarer_total, r.multiplier);  // bid 0: None
                                          w.sides_of(r.card_points, r.bonuses, r.raw, r.results,
                                                     s.has_last() ? s.last().applied : r.results);
                                        });
}
}  // namespace pycards::thousand
