// pycards/solver.hpp — the exact perfect-information solver core, shared by every game.
//
// Two sides, zero sum, integer values. `Solver<A>` is a header-only template over a game
// *adapter* `A` (the core holds no game rules); one solver object per thread, no global state.
//
// ---- The adapter interface ------------------------------------------------------------------
//
//   struct A {
//     using Position = ...;            // trivially copyable; the search copies it (copy-make)
//     using Move = std::uint64_t;      // any 64-bit encoding; 0 is allowed
//     static constexpr int kMaxMoves;  // room needed by legal_moves / search_moves
//
//     bool is_terminal(const Position&) const;
//     int side(const Position&) const;                    // 0 or 1: the side to move (not terminal)
//     /// Value of a terminal position for `side` (its points minus the other's, for the part of
//     /// the game the search accounts for; see `play`).
//     int terminal_value(const Position&, int side) const;
//     /// Every legal move (the root uses this list; each gets its own exact value).
//     int legal_moves(const Position&, Move* out) const;
//     /// The moves the search tries: legal moves with at most one representative per class of
//     /// moves known to lead to equal values (equivalence pruning). May simply be legal_moves.
//     int search_moves(const Position&, Move* out) const;
//     /// Copy-make step: plays `m` (legal) in place and returns the points it scores at once for
//     /// the side that moved (e.g. a hurricane). Values are additive: value(p) = max over moves of
//     /// reward + (same side moves next ? value(child) : -value(child)).
//     int play(Position&, Move m) const;
//     /// 64-bit key of everything the *future* value depends on (the past rewards excluded).
//     /// Positions with equal keys must have equal values.
//     std::uint64_t hash(const Position&) const;
//     /// Ordering hint: larger is tried first (after the transposition-table move).
//     int order_hint(const Position&, Move) const;
//     /// Optional: cheap bounds on value(p) for the side to move, lower <= value <= upper.
//     void bounds(const Position&, int& lower, int& upper) const;
//     /// Optional: the same bounds for a search of the window (alpha, beta), which may stay
//     /// looser where that cannot decide whether the value lies outside the window (costly
//     /// tests skipped there); the search's nodes call this one when it exists.
//     void bounds(const Position&, int& lower, int& upper, int alpha, int beta) const;
//     /// Remaining work, for table replacement (e.g. cards still to play). Small is cheap.
//     int size(const Position&) const;
//     /// Optional: the exact value of p for the side to move when the adapter knows it without a
//     /// search (e.g. the deal's last card); returns false otherwise. Tried on the last plies.
//     bool quick_value(const Position&, int& value) const;
//     /// Optional: a quick estimate of value(p), the first guess of MTD(f).
//     int estimate(const Position&) const;
//     /// Optional: positions with size() below this skip the table (cheaper to search again),
//     /// and from this size on the search tries an enhanced transposition cutoff (probing every
//     /// child's table entry before searching any).
//     static constexpr int kTableMinSize = 0;
//     static constexpr int kEtcMinSize = 1000;
//     /// Optional: killer moves. Each size() keeps the last two moves that caused a cutoff at a
//     /// node of that size; a move equal to one of them gets this bonus on its hint (half for
//     /// the older one). 0 (the default): none. Only at nodes of size() kKillerMinSize or more.
//     static constexpr int kKillerBonus = 0;
//     static constexpr int kKillerMinSize = 0;
//   };
//
// The Position may have the same side move twice in a row (a hurricane lay-out uses the
// opponent's turn); the core handles that through `side()`.
//
// ---- The search ----------------------------------------------------------------------------
// Fail-soft alpha-beta over (alpha, beta) windows, driven by MTD(f): repeated zero-window
// searches converge on the exact value, all sharing one bounded transposition table of
// [lower, upper] bounds with a best move per position. Move ordering: table move, then the
// adapter's hint. Every root move gets its own exact value (`SolveResult::move_values`).
// A node limit stops the search early: the result then says `exact = false` and reports only
// values that were proved.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstring>
#include <cstdlib>
#include <new>
#include <limits>
#include <memory>
#include <optional>
#include <vector>
#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace pycards::solver {

inline constexpr int kValueInf = 1000;  // larger than any game value

/// What a running solve has done so far, for a progress display (SolveOptions::progress).
struct SolveProgress {
  std::uint64_t nodes = 0;   // searched so far
  double seconds = 0;        // since the solve began
  std::size_t tt_bytes = 0;  // the table's memory now
  int moves_exact = 0;       // root moves whose exact value is proved (every-move mode)
  int moves_total = 0;       // root moves (0 before they are listed)
};

/// Options of a solve.
struct SolveOptions {
  std::uint64_t limit_nodes = 0;       // 0 = no limit
  /// Upper bound on the table's memory, the moment of growth included (old and new table
  /// coexist while it doubles): the largest table is the largest power of two of buckets with
  /// 1.5 x its size within this bound. The table starts at 64 KB.
  std::size_t tt_bytes = 96u << 20;
  bool principal_variation = true;
  bool all_moves = true;               // false: the value and one best move only (faster)
  /// With all_moves: every optimal move's value (each worth the value), the other moves only
  /// proved worse (their `move_values` stay empty). What a bot choosing among the best moves
  /// needs: one zero-window test per move after the value, no proof of a bad move's own value.
  bool best_only = false;
  /// Polled from the solving thread every kPollNodes nodes (about a millisecond); returning
  /// true stops the search as a node limit does (the result is then not exact). The Python
  /// binding checks for Ctrl-C here. Null: never polled.
  bool (*interrupted)(void* context) = nullptr;
  void* interrupt_context = nullptr;
  /// Polled as `interrupted` is, with what the search has done so far (a progress display reads
  /// the clock in it and draws when due); returning true stops the search as `interrupted` does.
  /// Null: never polled. The search is the same with it or without it (same nodes, same values).
  bool (*progress)(void* context, const SolveProgress& done) = nullptr;
  void* progress_context = nullptr;
};
inline constexpr std::uint64_t kPollNodes = 1u << 14;

/// The outcome of a solve. Values are from the root side to move's view.
template <class Move>
struct SolveResult {
  /// The value is proved, a best move is named (`best`), and the principal variation (when
  /// asked for) reaches the end. A search stopped before all three is not exact.
  bool exact = false;
  bool interrupted = false;                   // stopped by SolveOptions::interrupted
  int value = 0;                              // valid when exact
  int lower = -kValueInf, upper = kValueInf;  // proved bounds on the value (equal when exact)
  std::vector<Move> moves;                    // every legal root move
  std::vector<std::optional<int>> move_values;  // exact value of each, when proved
  std::vector<Move> best;                     // optimal root moves (when exact)
  std::vector<Move> pv;                       // a principal variation (when exact)
  std::uint64_t nodes = 0;
  double seconds = 0;
  std::size_t tt_bytes = 0;                   // memory the table ended up using
};

// ---- transposition table ---------------------------------------------------------------------
//
// A bucket is one 64-byte cache line holding three entries, stored by field:
//
//   bytes  0..23  keys[3]    full 64-bit keys (0 = empty; a real key of 0 is stored as 1)
//   bytes 24..47  moves[3]   best (or refuting) move
//   bytes 48..59  lower[3], upper[3]   int16 bounds; -kValueInf / kValueInf mean "none"
//   bytes 60..62  size[3]    remaining work of the position (replacement priority)
//
// A probe touches one line. A store replaces the same key, else an empty slot, else the slot
// with the smallest subtree. The table starts at 1K buckets (64 KB) and doubles (rehashing what
// it holds into a new table) whenever it is two thirds full (more entries than 2 per bucket):
// small solves touch little memory (measured: fewer instructions than starting larger or
// growing earlier, at the same node counts). The byte budget bounds the peak, while old and new
// table coexist: the largest table T has T + T/2 <= budget. A failed allocation stops the growth
// (the search goes on in the table it has). The solver keeps two tables, a small one for small
// positions and a large one (see Solver::kSmallSize). Bounds are int16 (the line had room for them), so
// every game value within +-kValueInf is stored whole: Тысяча's values (the declarer's points,
// up to a few hundred) passed the int8 bounds' +-127 that the table had before (measured: 2%
// fewer nodes on its value-only bench; Ураган's node counts are unchanged).
template <class Move>
class TranspositionTable {
 public:
  struct Hit {
    int lower, upper;
    Move move;
  };
  static constexpr int kNoLower = -kValueInf, kNoUpper = kValueInf;

  // `initial`: buckets to start with (at most the budget). Throws std::bad_alloc if not even those.
  explicit TranspositionTable(std::size_t max_bytes, std::size_t initial = kInitialBuckets) {
    const std::size_t budget = std::max<std::size_t>(1, max_bytes / sizeof(Bucket));  // in buckets
    std::size_t n = 1;
    while (n * 2 <= budget && (n == 1 || n * 2 + n <= budget)) n *= 2;  // growing to 2n holds 3n
    max_buckets_ = n;
    if (!resize(std::min<std::size_t>(initial, max_buckets_))) throw std::bad_alloc();
  }

  std::size_t bytes() const { return n_buckets_ * sizeof(Bucket); }

  void prefetch(std::uint64_t key) const { __builtin_prefetch(&buckets_[key & mask_]); }

  bool probe(std::uint64_t key, Hit& hit) const {
    key = key ? key : 1;
    const Bucket& b = buckets_[key & mask_];
    for (int i = 0; i < 3; ++i)
      if (b.keys[i] == key) {
        hit.lower = b.lower[i];
        hit.upper = b.upper[i];
        hit.move = b.moves[i];
        return true;
      }
    return false;
  }

  void store(std::uint64_t key, int lower, int upper, Move move, int size) {
    place(key, lower, upper, move, size);
    if (count_ > grow_at_) grow();
  }

 private:
  // store() without the growth check (a rehash never needs to grow again): grow() places the
  // entries through it, so the code of store() does not depend on how the compiler treats a
  // recursive store -> grow -> store (it did vary with the number of Solver instantiations).
  [[gnu::always_inline]] void place(std::uint64_t key, int lower, int upper, Move move, int size) {
    key = key ? key : 1;
    Bucket& b = buckets_[key & mask_];
    int slot = -1;
    for (int i = 0; i < 3 && slot < 0; ++i)
      if (b.keys[i] == key) slot = i;
    if (slot < 0) {
      for (int i = 0; i < 3 && slot < 0; ++i)
        if (!b.keys[i]) { slot = i; ++count_; }
    }
    if (slot < 0) {
      slot = 0;
      for (int i = 1; i < 3; ++i)
        if (b.size[i] < b.size[slot]) slot = i;
    }
    b.keys[slot] = key;
    b.moves[slot] = move;
    // Bounds beyond +-kValueInf (none in a game that keeps to the interface) become the weaker
    // bound at the edge: -kValueInf / kValueInf, "none".
    b.lower[slot] = static_cast<std::int16_t>(std::clamp(lower, kNoLower, kNoUpper));
    b.upper[slot] = static_cast<std::int16_t>(std::clamp(upper, kNoLower, kNoUpper));
    b.size[slot] = static_cast<std::uint8_t>(std::min(size, 255));
  }

  struct alignas(64) Bucket {
    std::uint64_t keys[3];
    Move moves[3];
    std::int16_t lower[3], upper[3];
    std::uint8_t size[3];
  };
  static_assert(sizeof(Bucket) == 64, "one bucket, one cache line");
  static_assert(sizeof(Move) <= 8, "table moves are at most 64 bits");
  static constexpr std::size_t kInitialBuckets = 1u << 10;
  static constexpr std::size_t kHugePage = std::size_t{2} << 20;

  struct Free {
    void operator()(Bucket* p) const { std::free(p); }
  };
  // A zeroed table of n buckets, or false when the memory cannot be had. From 2 MB on, the
  // table asks Linux for huge pages (transparent huge pages, "madvise" mode): a probe anywhere
  // in a large table then misses the cache but rarely the TLB as well.
  bool resize(std::size_t n) {
    const std::size_t bytes = n * sizeof(Bucket);
    const bool huge = bytes >= kHugePage;
    void* mem = std::aligned_alloc(huge ? kHugePage : 64, bytes);
    if (!mem) return false;
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    if (huge) madvise(mem, bytes, MADV_HUGEPAGE);  // advice only: a refusal changes nothing
#endif
    std::memset(mem, 0, bytes);
    buckets_.reset(static_cast<Bucket*>(mem));
    n_buckets_ = n;
    mask_ = n - 1;
    count_ = 0;
    set_grow_at();
    return true;
  }
  void grow() {
    std::unique_ptr<Bucket[], Free> old(buckets_.release());
    const std::size_t old_n = n_buckets_;
    if (!resize(old_n * 2)) {  // no memory for the larger table: keep this one, grow no more
      buckets_ = std::move(old);
      max_buckets_ = n_buckets_;
      set_grow_at();
      return;
    }
    for (std::size_t k = 0; k < old_n; ++k)
      for (int i = 0; i < 3; ++i)
        if (old[k].keys[i]) {
          const Bucket& b = old[k];
          place(b.keys[i], b.lower[i], b.upper[i], b.moves[i], b.size[i]);
        }
  }

  // Growth at two thirds full (more entries than 2 per bucket), while below the budget.
  void set_grow_at() { grow_at_ = n_buckets_ < max_buckets_ ? 2 * n_buckets_ : SIZE_MAX; }

  std::unique_ptr<Bucket[], Free> buckets_;
  std::size_t n_buckets_ = 0, mask_ = 0, count_ = 0, max_buckets_ = 1, grow_at_ = SIZE_MAX;
};

// ---- the solver ------------------------------------------------------------------------------
template <class A>
class Solver {
 public:
  using Position = typename A::Position;
  using Move = typename A::Move;
  using Result = SolveResult<Move>;

  Solver(const A& adapter, const SolveOptions& options)
      : a_(adapter), opt_(options), small_(small_budget(options.tt_bytes)),
        tt_(options.tt_bytes - small_budget(options.tt_bytes), kLargeInitialBuckets) {}

  const A& adapter() const { return a_; }

  /// Exact value of `p` (or std::nullopt when the node limit stopped the search).
  std::optional<int> value(const Position& p) {
    if (a_.is_terminal(p)) return std::nullopt;
    const int v = mtdf(p, guess(p));
    if (aborted_) return std::nullopt;
    return v;
  }

  /// Solves the root: the exact value of every legal move, the best moves and a principal
  /// variation. `p` must not be terminal.
  Result solve(const Position& root) {
    const auto t0 = std::chrono::steady_clock::now();
    Result r;
    aborted_ = interrupted_ = false;
    nodes_ = 0;
    start_ = t0;
    moves_exact_ = moves_total_ = 0;
    stop_now();  // sets the first check (or aborts at once when interrupted already)
    const int side = a_.side(root);

    // Step 1. Root moves, in search order (the hint decides; the table has nothing yet).
    std::vector<Move> storage(A::kMaxMoves);
    Move* buf = storage.data();
    const int n = a_.legal_moves(root, buf);
    r.moves.assign(buf, buf + n);
    r.move_values.assign(n, std::nullopt);
    moves_total_ = n;
    std::vector<int> order(n);
    for (int i = 0; i < n; ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](int x, int y) {
      return a_.order_hint(root, buf[x]) > a_.order_hint(root, buf[y]);
    });

    if (!opt_.all_moves) {
      // Value only: the first move's exact value (the hint's choice, usually a best move),
      // then one MTD(f) at the root from there: the root is worth at least that, so often a
      // single test remains (measured: 9% fewer instructions on the last two rounds, 18% fewer
      // nodes on whole deals, no worse on the last round). The best line names one optimal move.
      const int first = child_exact(root, side, buf[order[0]]);
      const bool first_proved = !aborted_;
      const int v = aborted_ ? 0 : mtdf(root, first, first);
      if (!aborted_) {
        r.value = r.lower = r.upper = v;  // proved, even if the best line below is cut short
        principal_variation(root, r);
      } else if (first_proved) {
        r.lower = first;  // the root is worth at least its first move
        int lo, hi;
        bounds(root, lo, hi);
        r.upper = std::max(first, hi);
      }
      // Exact only with a best move named and the line complete (the line's search can run out
      // of nodes too).
      r.exact = !aborted_ && !r.pv.empty();
      if (r.exact) {
        for (int i = 0; i < n; ++i)
          if (buf[i] == r.pv[0]) { r.move_values[i] = v; r.best.push_back(buf[i]); }
        if (!opt_.principal_variation) r.pv.clear();
      } else {
        r.pv.clear();
      }
      return finish(r, t0);
    }
    // Step 2. The root's value V first, as the value-only mode finds it (the first move's
    // exact value, then one MTD(f) at the root from there). Then each move's exact value in
    // the hint's order, reusing the table: no move is worth more than V, so a move that ties
    // it needs a single zero-window test; for the others, an MTD(f) below the bound that test
    // returned, guessed at the largest value another move already has (values repeat: many
    // moves lose the same trick or the same award). Measured against an MTD(f) per move
    // guessed at the best value so far (the previous way): 4.5% fewer instructions on the
    // last round, 7% on Тысяча's full deals, +0.7% on the last two rounds. Moves leading to
    // the same position (equal keys, e.g. suit-symmetric ones) share one search.
    int best = -kValueInf;
    int upper_unknown = -kValueInf;  // the largest upper bound among unproved moves
    const int first = child_exact(root, side, buf[order[0]]);
    const bool first_proved = !aborted_;
    const int root_value = aborted_ ? 0 : mtdf(root, first, first);
    const bool value_proved = !aborted_;
    if (first_proved) {
      r.move_values[order[0]] = first;
      best = first;
      ++moves_exact_;
    }
    std::vector<std::uint64_t> seen_key;
    std::vector<int> seen_value;  // the move's value (root's view) minus its reward
    constexpr int kWorse = -2 * kValueInf;  // best_only: a move proved worse than the value
    std::vector<char> worse(n, 0);
    for (int i : order) {
      if (aborted_) break;
      Position c = root;
      const int reward = a_.play(c, buf[i]);
      int v;
      if (a_.is_terminal(c)) {
        v = reward + a_.terminal_value(c, side);
      } else {
        const bool same = a_.side(c) == side;
        const std::uint64_t key = a_.hash(c);
        bool known = false;
        for (std::size_t k = 0; k < seen_key.size() && !known; ++k)
          if (seen_key[k] == key) { v = seen_value[k] == kWorse ? kWorse : reward + seen_value[k]; known = true; }
        if (!known) {
          if (i == order[0]) {
            v = first;
          } else {
            // Proved bounds on the move (root's view): at most V, and what the table and the
            // adapter's bounds say of the child.
            int lo = -kValueInf, hi = root_value;
            typename TranspositionTable<Move>::Hit h;
            int blo, bhi;
            bounds(c, blo, bhi);
            if (table(a_.size(c)).probe(key, h)) {
              blo = std::max(blo, h.lower);
              bhi = std::min(bhi, h.upper);
            }
            lo = std::max(lo, same ? reward + blo : reward - bhi);
            hi = std::min(hi, same ? reward + bhi : reward - blo);
            // MTD(f) from the top (a tie with V is one test), each guess at the largest value
            // of a move already proved within the bounds, if any. best_only: the one test at V.
            int f = hi;
            while (lo < hi && !(opt_.best_only && hi < root_value)) {
              for (int k = 0, g = -kValueInf; k < n && !opt_.best_only; ++k)
                if (r.move_values[k] && *r.move_values[k] >= lo && *r.move_values[k] <= hi &&
                    *r.move_values[k] > g)
                  f = g = *r.move_values[k];
              const int beta = f == lo ? f + 1 : f;
              f = same ? reward + search(c, beta - 1 - reward, beta - reward)
                       : reward - search(c, reward - beta, reward - beta + 1);
              if (aborted_) break;
              if (f < beta) hi = f; else lo = f;
            }
            if (aborted_) break;
            v = lo < hi ? kWorse : lo;  // lo < hi only when best_only stopped at "worse"
          }
          seen_key.push_back(key);
          seen_value.push_back(v == kWorse ? kWorse : v - reward);
        }
      }
      if (i != order[0]) ++moves_exact_;
      if (v == kWorse) { worse[i] = 1; continue; }
      r.move_values[i] = v;
      best = std::max(best, v);
    }

    // Step 3. Collect: the value, the best moves, proved bounds when stopped early.
    r.exact = !aborted_;
    for (int i = 0; i < n; ++i) {
      if (!r.move_values[i] && !worse[i]) {
        // An unfinished move: bound it by the adapter's cheap bounds on the child.
        Position c = root;
        const int reward = a_.play(c, buf[i]);
        if (a_.is_terminal(c)) {
          r.move_values[i] = reward + a_.terminal_value(c, side);
          best = std::max(best, *r.move_values[i]);
          continue;
        }
        int lo, hi;
        bounds(c, lo, hi);
        upper_unknown = std::max(upper_unknown, reward + (a_.side(c) == side ? hi : -lo));
      }
    }
    r.lower = best;
    r.upper = std::max(best, upper_unknown);
    if (value_proved) r.lower = r.upper = root_value;  // the root's value, some moves unproved
    if (r.exact) {
      r.value = best;
      r.upper = best;
      if (opt_.best_only)  // the optimal moves' values only (the first move's may be below)
        for (auto& v : r.move_values)
          if (v && *v < best) v.reset();
      for (int i = 0; i < n; ++i)
        if (r.move_values[i] && *r.move_values[i] == best) r.best.push_back(buf[i]);
      // Step 4. Principal variation: follow moves that keep the value. Its searches can run
      // out of nodes: the value and every move's value stay proved, but the result is not exact.
      if (opt_.principal_variation) principal_variation(root, r);
      if (aborted_) {
        r.exact = false;
        r.best.clear();
        r.pv.clear();
      }
    }
    return finish(r, t0);
  }

  std::uint64_t nodes() const { return nodes_; }
  /// The table's memory, and whether SolveOptions::interrupted stopped a search: for a caller
  /// that drives value() itself.
  std::size_t table_bytes() const { return small_.bytes() + tt_.bytes(); }
  bool was_interrupted() const { return interrupted_; }

 private:
  // The effort figures every result reports.
  Result finish(Result& r, std::chrono::steady_clock::time_point t0) const {
    r.interrupted = interrupted_;
    r.nodes = nodes_;
    r.tt_bytes = table_bytes();
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return std::move(r);
  }

  // A first guess for MTD(f): a bound from the table, or the middle of the cheap bounds.
  int guess(const Position& p) const {
    typename TranspositionTable<Move>::Hit hit;
    if (table(a_.size(p)).probe(a_.hash(p), hit)) return hit.lower > -kValueInf ? hit.lower : hit.upper;
    int lo, hi;
    bounds(p, lo, hi);
    int e = 0;
    if constexpr (requires { a_.estimate(p); }) e = a_.estimate(p);
    return std::clamp(e, lo, hi);
  }

  // The exact value of move `m` of `p` for `side` (p's side to move), guessed at p's estimate
  // (measured: a better first guess than the child's own).
  int child_exact(const Position& p, int side, Move m) {
    Position c = p;
    const int reward = a_.play(c, m);
    if (a_.is_terminal(c)) return reward + a_.terminal_value(c, side);
    const bool same = a_.side(c) == side;
    const int cv = mtdf(c, for_child(guess(p), reward, same));
    return reward + (same ? cv : -cv);
  }

  // A value of the parent (its side to move's view) seen from a child reached with `reward`:
  // the inverse of value = reward + (same side ? child : -child).
  static int for_child(int parent_value, int reward, bool same) {
    return same ? parent_value - reward : reward - parent_value;
  }

  // MTD(f): zero-window searches until the lower and upper bounds meet. `lower`/`upper`:
  // bounds on the value already proved (the guess `f` must lie within them).
  int mtdf(const Position& p, int f, int lower = -kValueInf, int upper = kValueInf) {
    if (lower == upper) return lower;
    while (lower < upper) {
      const int beta = f == lower ? f + 1 : f;
      f = search(p, beta - 1, beta);
      if (aborted_) return 0;
      if (f < beta) upper = f; else lower = f;
    }
    return f;
  }

  // Fail-soft alpha-beta; returns value(p) for the side to move, exact inside (alpha, beta).
  // `known_key`: p's hash when the caller computed it already (0: compute it here).
  int search(const Position& p, int alpha, int beta, std::uint64_t known_key = 0) {
    return a_.size(p) < kSmallSize ? search_node<true>(p, alpha, beta, known_key)
                                   : search_node<false>(p, alpha, beta, known_key);
  }

  // search() in one table: `Small`, the small one (a position's size never grows, so its
  // children stay there; the code is then that of a single table), else the large one, the
  // children going to the table of their size.
  template <bool Small>
  int search_node(const Position& p, int alpha, int beta, std::uint64_t known_key) {
    // Step 1. Node limit and interruption (one compare per node; the rest every kPollNodes).
    if (nodes_ >= next_check_ && stop_now()) return 0;
    ++nodes_;

    // Step 2. Tiny subtrees: a lean alpha-beta without the table (cheaper than probing it).
    const int size = a_.size(p);
    if (size < table_min_size()) return search_small(p, alpha, beta);

    // Step 3. Table probe: a stored bound may settle the node or narrow the window.
    TranspositionTable<Move>& tt = Small ? small_ : tt_;
    const std::uint64_t key = known_key ? known_key : a_.hash(p);
    Move tt_move{};
    bool have_tt_move = false;
    int lower = -kValueInf, upper = kValueInf;
    typename TranspositionTable<Move>::Hit e;
    if (tt.probe(key, e)) {
      lower = e.lower;
      upper = e.upper;
      if (lower >= beta) return lower;
      if (upper <= alpha) return upper;
      if (lower == upper) return lower;
      tt_move = e.move;
      have_tt_move = true;
    }

    // Step 4. Cheap bounds from the adapter.
    int blo, bhi;
    window_bounds(p, blo, bhi, std::max(alpha, lower), std::min(beta, upper));
    lower = std::max(lower, blo);
    upper = std::min(upper, bhi);
    if (lower >= beta) return lower;
    if (upper <= alpha) return upper;
    if (lower == upper) return lower;
    const int a0 = std::max(alpha, lower), b0 = std::min(beta, upper);

    // Step 5. Moves: the table move first, then by the adapter's hint.
    Move moves[A::kMaxMoves];
    int hint[A::kMaxMoves];
    const int n = a_.search_moves(p, moves);
    for (int i = 0; i < n; ++i)
      hint[i] = (have_tt_move && moves[i] == tt_move) ? std::numeric_limits<int>::max()
                                                     : a_.order_hint(p, moves[i]);
    // Killer moves of this size (see kKillerBonus): a bonus on the hint, after the table move.
    // (A search in the small table stays below kSmallSize: with both thresholds at kSmallSize
    // or more, as Ураган's, that search compiles without the killer and ETC code, whose tests
    // and arrays it paid at every node.)
    const bool killers = killer_bonus() != 0 && !(Small && killer_min_size() >= kSmallSize) && size < kKillerSizes &&
                         size >= killer_min_size();
    if (killers) {
      const Killers& k = killers_[size];
      for (int i = 0; i < n; ++i) {
        if (hint[i] == std::numeric_limits<int>::max()) continue;
        if (k.count > 0 && moves[i] == k.move[0]) hint[i] += killer_bonus();
        else if (k.count > 1 && moves[i] == k.move[1]) hint[i] += killer_bonus() / 2;
      }
    }

    // Step 6. Enhanced transposition cutoff: a child whose stored bound already refutes the
    // window ends the node before any search (worth it above a size threshold only). All the
    // children's buckets are prefetched first, so their cache misses overlap.
    const int side = a_.side(p);
    std::uint64_t child_key[A::kMaxMoves];
    const bool etc = !(Small && etc_min_size() >= kSmallSize) && size >= etc_min_size();
    if (etc) {
      int reward[A::kMaxMoves];
      int child_side[A::kMaxMoves];
      int child_size[A::kMaxMoves];
      for (int i = 0; i < n; ++i) {
        Position c = p;
        reward[i] = a_.play(c, moves[i]);
        child_key[i] = 0;
        child_size[i] = a_.size(c);
        if (a_.is_terminal(c) || child_size[i] < table_min_size()) continue;
        child_key[i] = a_.hash(c);
        child_side[i] = a_.side(c);
        (Small ? small_ : table(child_size[i])).prefetch(child_key[i]);
      }
      for (int i = 0; i < n; ++i) {
        typename TranspositionTable<Move>::Hit e;
        if (!child_key[i] || !(Small ? small_ : table(child_size[i])).probe(child_key[i], e)) continue;
        const int v = child_side[i] == side ? reward[i] + e.lower : reward[i] - e.upper;
        if (v >= b0) {
          ++nodes_;
          tt.store(key, std::max(lower, v), upper, moves[i], size);
          return v;
        }
      }
    }

    // Step 7. Search the children (selection sort: cutoffs usually come early).
    int best = -kValueInf;
    Move best_move = moves[0];
    int lo_w = a0;
    for (int i = 0; i < n; ++i) {
      int k = i;
      for (int j = i + 1; j < n; ++j)
        if (hint[j] > hint[k]) k = j;
      std::swap(moves[i], moves[k]);
      std::swap(hint[i], hint[k]);
      if (etc) std::swap(child_key[i], child_key[k]);
      const std::uint64_t ck = etc ? child_key[i] : 0;

      Position c = p;
      const int reward = a_.play(c, moves[i]);
      int v;
      if (a_.is_terminal(c)) {
        v = reward + a_.terminal_value(c, side);
      } else if (a_.side(c) == side) {
        v = reward + (Small ? search_node<true>(c, lo_w - reward, b0 - reward, ck) : search(c, lo_w - reward, b0 - reward, ck));
      } else {
        v = reward - (Small ? search_node<true>(c, reward - b0, reward - lo_w, ck) : search(c, reward - b0, reward - lo_w, ck));
      }
      if (aborted_) return 0;
      if (v > best) {
        best = v;
        best_move = moves[i];
        if (v > lo_w) lo_w = v;
        if (v >= b0) {
          if (killers) {
            Killers& k = killers_[size];
            if (k.count == 0 || !(k.move[0] == moves[i])) {
              k.move[1] = k.move[0];
              k.move[0] = moves[i];
              k.count = std::min(k.count + 1, 2);
            }
          }
          break;
        }
      }
    }

    // Step 8. Store what was proved: fail high -> lower bound, fail low -> upper bound.
    int new_lo = lower, new_hi = upper;
    if (best >= b0) new_lo = std::max(new_lo, best);
    else if (best <= a0) new_hi = std::min(new_hi, best);
    else new_lo = new_hi = best;
    tt.store(key, new_lo, new_hi, best_move, size);
    return best;
  }

  // Plain fail-soft alpha-beta for the last few plies: no table, no ordering beyond the
  // adapter's move order, no bounds (measured: checking them here costs more than it saves).
  int search_small(const Position& p, int alpha, int beta) {
    if (nodes_ >= next_check_ && stop_now()) return 0;
    ++nodes_;
    if constexpr (requires(int& v) { a_.quick_value(p, v); }) {
      int v;
      if (a_.quick_value(p, v)) return v;
    }
    Move moves[A::kMaxMoves];
    const int n = a_.search_moves(p, moves);
    const int side = a_.side(p);
    int best = -kValueInf;
    for (int i = 0; i < n; ++i) {
      Position c = p;
      const int reward = a_.play(c, moves[i]);
      int v;
      if (a_.is_terminal(c)) v = reward + a_.terminal_value(c, side);
      else if (a_.side(c) == side) v = reward + search_small(c, alpha - reward, beta - reward);
      else v = reward - search_small(c, reward - beta, reward - alpha);
      if (aborted_) return 0;
      if (v > best) {
        best = v;
        if (v > alpha) alpha = v;
        if (v >= beta) break;
      }
    }
    return best;
  }

  // bounds() for a search of the window (alpha, beta), when the adapter has such a form.
  void window_bounds(const Position& p, int& lo, int& hi, int alpha, int beta) const {
    if constexpr (requires { a_.bounds(p, lo, hi, alpha, beta); }) a_.bounds(p, lo, hi, alpha, beta);
    else bounds(p, lo, hi);
  }
  void bounds(const Position& p, int& lo, int& hi) const {
    if constexpr (requires { a_.bounds(p, lo, hi); }) a_.bounds(p, lo, hi);
    else { lo = -kValueInf + 1; hi = kValueInf - 1; }
  }
  static constexpr int etc_min_size() {
    if constexpr (requires { A::kEtcMinSize; }) return A::kEtcMinSize;
    else return 1000;
  }
  static constexpr int killer_bonus() {
    if constexpr (requires { A::kKillerBonus; }) return A::kKillerBonus;
    else return 0;
  }
  static constexpr int killer_min_size() {
    if constexpr (requires { A::kKillerMinSize; }) return A::kKillerMinSize;
    else return 0;
  }
  static constexpr int table_min_size() {
    if constexpr (requires { A::kTableMinSize; }) return A::kTableMinSize;
    else return 0;
  }

  // Follows moves that keep the value: the table's move first; each candidate needs one
  // zero-window test (no child can beat the parent's value, so "at least v" means "exactly v").
  void principal_variation(const Position& root, Result& r) {
    Position p = root;
    int v = r.value;  // value of p for the side to move
    std::vector<Move> storage(A::kMaxMoves);
    Move* buf = storage.data();
    while (!a_.is_terminal(p)) {
      const int side = a_.side(p);
      const int n = a_.legal_moves(p, buf);
      typename TranspositionTable<Move>::Hit hit;
      if (table(a_.size(p)).probe(a_.hash(p), hit))
        for (int i = 0; i < n; ++i)
          if (buf[i] == hit.move) { std::swap(buf[0], buf[i]); break; }
      bool found = false;
      for (int i = 0; i < n && !found; ++i) {
        Position c = p;
        const int reward = a_.play(c, buf[i]);
        bool ok;
        int cv = 0;
        if (a_.is_terminal(c)) {
          ok = reward + a_.terminal_value(c, side) == v;
        } else if (a_.side(c) == side) {
          cv = v - reward;
          ok = search(c, cv - 1, cv) >= cv;
        } else {
          cv = reward - v;
          ok = search(c, cv, cv + 1) <= cv;
        }
        if (aborted_) return;
        if (ok) {
          r.pv.push_back(buf[i]);
          p = c;
          v = cv;
          found = true;
        }
      }
      if (!found) return;  // cannot happen with a consistent adapter
    }
  }

  // The node count at which the search next calls stop_now(): the node limit, or the next
  // interruption poll, whichever comes first (never, with neither).
  std::uint64_t next_check() const {
    std::uint64_t at = opt_.interrupted || opt_.progress ? nodes_ + kPollNodes : std::numeric_limits<std::uint64_t>::max();
    if (opt_.limit_nodes) at = std::min(at, opt_.limit_nodes);
    return at;
  }
  // Called when nodes_ reaches next_check_: true (and the search aborts) at the node limit or
  // when the caller's poll says so; otherwise sets the next check.
  [[gnu::cold]] [[gnu::noinline]] bool stop_now() {
    if (aborted_) return true;
    if (opt_.limit_nodes && nodes_ >= opt_.limit_nodes) aborted_ = true;
    else if (opt_.interrupted && opt_.interrupted(opt_.interrupt_context)) aborted_ = interrupted_ = true;
    else if (opt_.progress && opt_.progress(opt_.progress_context, progress())) aborted_ = interrupted_ = true;
    else next_check_ = next_check();
    return aborted_;
  }
  SolveProgress progress() const {
    SolveProgress p;
    p.nodes = nodes_;
    p.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    p.tt_bytes = table_bytes();
    p.moves_exact = moves_exact_;
    p.moves_total = moves_total_;
    return p;
  }

  // Killer moves by size() (only with A::kKillerBonus; sizes from kKillerSizes on keep none).
  static constexpr int kKillerSizes = 64;
  struct Killers {
    Move move[2]{};
    int count = 0;  // how many of move[] are set
  };
  std::vector<Killers> killers_ = std::vector<Killers>(killer_bonus() ? kKillerSizes : 0);
  const A& a_;
  SolveOptions opt_;
  // Two tables. Positions with less work left than kSmallSize (most of the nodes, each cheap
  // to search again) go to a small one that stays in the caches (2 MB at most); the others to
  // the large one, which grows within what is left of tt_mb. Measured against one table (value
  // only; 2-player whole deals, 4 players at 7 cards a seat): 10-16% more nodes, a third less
  // time. A probe of a large table is a cache miss (and without huge pages a TLB miss too); the
  // small one's is not. The large table starts at 16 KB: an ending below kSmallSize never uses
  // it (16 buckets cost Тысяча's 324-node contract solves 8% in growth steps; 256 nothing).
  static constexpr int kSmallSize = 13;
  static constexpr std::size_t kSmallBudget = std::size_t{3} << 20;  // a 2 MB table and its growth
  static constexpr std::size_t kLargeInitialBuckets = 256;
  static std::size_t small_budget(std::size_t total) { return std::min(total / 4, kSmallBudget); }
  TranspositionTable<Move>& table(int size) { return size < kSmallSize ? small_ : tt_; }
  const TranspositionTable<Move>& table(int size) const { return size < kSmallSize ? small_ : tt_; }
  TranspositionTable<Move> small_;
  TranspositionTable<Move> tt_;
  std::uint64_t nodes_ = 0, next_check_ = 0;
  bool aborted_ = false, interrupted_ = false;
  // For SolveProgress: when the solve (or, for a caller of value(), the solver) began, and the
  // root moves proved so far.
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
  int moves_exact_ = 0, moves_total_ = 0;
};

}  // namespace pycards::solver
