// pycards/game.hpp — the shape every game takes: options, moves, and the state contract.
//
// A game `G` is rules + validated options; `G::State` is a position. Both are plain values: a
// state holds its own copy of the options it needs (no pointer back to the game), so it can be
// copied, compared and used from any thread. Nothing here is global or mutable.
//
// Contract (checked at compile time by `static_assert(IsGame<G>)` in each game's file; every
// game's G is the GameOf<Spec> shell below, so the class itself is written once):
//
//   struct G {
//     static constexpr std::string_view kName;             // "uragan", as in pycards.game(name)
//     static constexpr int kMaxMoves;                       // capacity of a legal-move buffer
//     static const OptionSpecs& option_specs();            // every option with its default
//     explicit G(const Options&);                           // throws OptionError on conflicts
//     State new_deal(std::uint64_t seed, int dealer) const; // one deal (throws OptionError on a bad seat)
//     State new_match(std::uint64_t seed) const;            // a whole game
//     State position(std::string_view notation) const;      // throws ParseError/InvalidPositionError
//     static std::string move_text(MoveId);                 // canonical text of a move id
//     static MoveId parse_move(std::string_view);           // lenient; throws ParseError
//     static Options options_of(const State&);              // the options a state was made with
//   };
//   struct G::State {
//     int to_move() const;                 // kNoSeat when over
//     bool is_over() const;
//     int legal_moves(MoveId* out) const;  // fills out[0..n) (room for kMaxMoves), returns n; no allocation
//     void play(MoveId);                   // unchecked fast path: the id must be legal
//     std::string notation() const;        // G::position(s.notation()) == s
//     std::string_view phase() const;
//     bool operator==(const State&) const;
//   };
//
// `play_checked` is the one legality check used by every checked entry point ("can I?" and
// "do it" share it, as in pokerkit): it rejects an illegal id with IllegalMoveError and leaves the
// state untouched.
#pragma once

#include <algorithm>
#include <array>
#include <concepts>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "pycards/errors.hpp"

namespace pycards {

/// A move's stable integer id (for arrays and RL). Each game documents its encoding.
using MoveId = std::uint64_t;
inline constexpr int kNoSeat = -1;

// ---- options ------------------------------------------------------------------------------
using OptionValue = std::variant<long long, std::string>;

/// One option: an integer in [min, max] (optionally restricted to `allowed`), or one of `choices`.
struct OptionSpec {
  std::string name;
  std::string doc;
  OptionValue default_value;
  long long min = 0, max = 0;            // integers only
  std::vector<long long> allowed;        // integers only; empty = the whole range
  std::vector<std::string> choices;      // strings only
  /// Strings only: when set, a value is valid iff accepts(value) (choices are then examples).
  bool (*accepts)(const std::string&) = nullptr;
  bool is_int() const { return std::holds_alternative<long long>(default_value); }
};
using OptionSpecs = std::vector<OptionSpec>;

/// Builders for option tables: an integer in [lo, hi] (optionally only the `allowed` values), an
/// on/off switch (0 or 1), and one of `choices` (the first is the default).
OptionSpec int_option(std::string name, std::string doc, long long def, long long lo, long long hi,
                      std::vector<long long> allowed = {});
OptionSpec switch_option(std::string name, std::string doc, long long def = 0);
OptionSpec choice_option(std::string name, std::string doc, std::vector<std::string> choices);

/// Validated options: every option of the game, in spec order, defaults filled in.
class Options {
 public:
  Options() = default;
  /// Validates `given` against `specs`; unknown names or bad values throw OptionError with the
  /// allowed names or values in the message.
  Options(std::string_view game, const OptionSpecs& specs,
          const std::vector<std::pair<std::string, OptionValue>>& given);

  long long get_int(std::string_view name) const;
  const std::string& get_string(std::string_view name) const;
  const std::vector<std::pair<std::string, OptionValue>>& items() const { return items_; }

 private:
  const OptionValue& find(std::string_view name) const;
  std::vector<std::pair<std::string, OptionValue>> items_;
};

std::string to_string(const OptionValue& v);

// ---- moves --------------------------------------------------------------------------------
/// A fixed-capacity list of legal moves; lives on the stack.
template <int N>
struct MoveList {
  std::array<MoveId, N> ids;
  int size = 0;
  const MoveId* begin() const { return ids.data(); }
  const MoveId* end() const { return ids.data() + size; }
  bool contains(MoveId id) const { return std::find(begin(), end(), id) != end(); }
};

// ---- the game shell ------------------------------------------------------------------------
/// The Game class of every game, written once: its name and limits, the validated options, the
/// configuration the rules read from them, and the makers of states. A game gives only its
/// `Spec`: the types, the constants and the game's own functions, e.g.
///
///   struct Spec {
///     using State = uragan::State;
///     using Config = uragan::Config;
///     static constexpr std::string_view kName = "uragan";
///     static constexpr int kMaxMoves = 11469;
///     static const OptionSpecs& option_specs();
///     static Config config_of(const Options&);           // throws OptionError on conflicts
///     static State new_deal(const Config&, std::uint64_t seed, int dealer);
///     static State new_match(const Config&, std::uint64_t seed);
///     static State position(const Config&, std::string_view notation);
///     static std::string move_text(MoveId);
///     static MoveId parse_move(std::string_view);
///     static Options options_of(const State&);
///     static std::uint64_t num_actions(const Config&);    // the dense action space
///     static std::uint64_t action_index(const Config&, MoveId);
///     static MoveId action_move(const Config&, std::uint64_t);
///   };
///   using Game = GameOf<Spec>;
///
/// Anything else a game offers (Тысяча's deal_from, ...) is a free function of its namespace.
template <class Spec>
class GameOf {
 public:
  using State = typename Spec::State;
  using Config = typename Spec::Config;
  static constexpr std::string_view kName = Spec::kName;
  static constexpr int kMaxMoves = Spec::kMaxMoves;

  /// Every option with its default (the game's option table).
  static const OptionSpecs& option_specs() { return Spec::option_specs(); }

  /// Validated options; throws OptionError when they conflict.
  explicit GameOf(const Options& options) : options_(options), cfg_(Spec::config_of(options)) {}
  const Options& options() const { return options_; }
  /// What the rules read from the options.
  const Config& config() const { return cfg_; }

  /// One deal from a seeded shuffle (throws OptionError on a bad seat).
  State new_deal(std::uint64_t seed, int dealer) const { return Spec::new_deal(cfg_, seed, dealer); }
  /// A whole game from a seed.
  State new_match(std::uint64_t seed) const { return Spec::new_match(cfg_, seed); }
  /// The state `notation` writes; throws ParseError / InvalidPositionError.
  State position(std::string_view notation) const { return Spec::position(cfg_, notation); }
  static std::string move_text(MoveId id) { return Spec::move_text(id); }
  /// Lenient; throws ParseError.
  static MoveId parse_move(std::string_view text) { return Spec::parse_move(text); }
  static Options options_of(const State& s) { return Spec::options_of(s); }

  /// The dense action space (pycards/actions.hpp; each game's docs give its layout): a bijection
  /// between this game's move ids and 0 .. num_actions() - 1. Throws OptionError for an option set
  /// without one (kazino's multi_set), ParseError for an id or index outside it.
  std::uint64_t num_actions() const { return Spec::num_actions(cfg_); }
  std::uint64_t action_index(MoveId id) const { return Spec::action_index(cfg_, id); }
  MoveId action_move(std::uint64_t index) const { return Spec::action_move(cfg_, index); }
  /// The same from a state's rules (`state.config()`), without building the game's options.
  static std::uint64_t num_actions_for(const Config& cfg) { return Spec::num_actions(cfg); }
  static std::uint64_t action_index_for(const Config& cfg, MoveId id) { return Spec::action_index(cfg, id); }

 private:
  Options options_;
  Config cfg_;
};

template <class G>
concept IsGame = requires(const G& g, const typename G::State& s, typename G::State& ms,
                          MoveId* out, MoveId id, std::string_view text) {
  { G::kName } -> std::convertible_to<std::string_view>;
  { G::kMaxMoves } -> std::convertible_to<int>;
  { G::option_specs() } -> std::convertible_to<const OptionSpecs&>;
  { g.new_deal(std::uint64_t{}, 0) } -> std::same_as<typename G::State>;
  { g.new_match(std::uint64_t{}) } -> std::same_as<typename G::State>;
  { g.position(text) } -> std::same_as<typename G::State>;
  { G::move_text(id) } -> std::convertible_to<std::string>;
  { G::parse_move(text) } -> std::same_as<MoveId>;
  { G::options_of(s) } -> std::same_as<Options>;
  { s.to_move() } -> std::convertible_to<int>;
  { s.is_over() } -> std::convertible_to<bool>;
  { s.legal_moves(out) } -> std::convertible_to<int>;
  { ms.play(id) };
  { s.notation() } -> std::convertible_to<std::string>;
  { s.phase() } -> std::convertible_to<std::string_view>;
  { s == s } -> std::convertible_to<bool>;
};

/// Legal moves of `s` in a stack buffer.
template <class G>
MoveList<G::kMaxMoves> legal_moves(const typename G::State& s) {
  MoveList<G::kMaxMoves> list;
  list.size = s.legal_moves(list.ids.data());
  return list;
}

/// Plays `id` if it is legal in `s`; otherwise throws IllegalMoveError naming the move and
/// leaves `s` unchanged.
template <class G>
void play_checked(typename G::State& s, MoveId id) {
  if (s.is_over())
    throw IllegalMoveError("the " + std::string(G::kName) + " game is over; no move '" +
                           G::move_text(id) + "' can be played");
  const auto list = legal_moves<G>(s);
  if (!list.contains(id)) {
    // The first legal moves only: a Ураган position can have thousands.
    constexpr int kListed = 24;
    std::string legal;
    for (int i = 0; i < list.size && i < kListed; ++i) legal += (i ? ", " : "") + G::move_text(list.ids[i]);
    if (list.size > kListed) legal += ", ... (" + std::to_string(list.size) + " in all)";
    throw IllegalMoveError("move '" + G::move_text(id) + "' is not legal for seat " +
                           std::to_string(s.to_move()) + " here; legal moves: " + legal);
  }
  s.play(id);
}

}  // namespace pycards
