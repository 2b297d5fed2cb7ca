#include "paigen/doudizhu/solve.h"

#include <algorithm>
#include <cassert>
#include <chrono>
#include <vector>

#include "paigen/doudizhu/movegen.h"
#include "paigen/doudizhu/order.h"
#include "solve_table.h"

namespace paigen::doudizhu {

using detail::Table;
using detail::TableKey;

Position position_of(const Game& game) {
    assert(game.phase == Phase::Play);
    Position pos;
    pos.rules = game.rules;
    for (int p = 0; p < kMaxPlayers; ++p) pos.hands[p] = game.hands[p];
    pos.last = game.last_move;
    pos.landlord = static_cast<uint8_t>(game.landlord);
    pos.to_move = game.to_move;
    pos.last_player = game.last_player;
    pos.passes = game.leading() ? 0 : game.passes_in_row;
    return pos;
}

namespace {

using Clock = std::chrono::steady_clock;

// Under the rules pages: whether `hand` can answer `move` (1) or not (0), for
// the kinds this decides from rank masks alone; -1 for the rest.
int can_answer(Cards hand, const Move& move, const Rules& rules) {
    const bool four = rules.four_players();
    const int jokers = four ? 2 : 1;
    const bool rocket = count_of(hand, kRankBlack) == jokers && count_of(hand, kRankRed) == jokers;
    const RankMask bombs = at_least(hand, 4) & kSuitRanks;
    const auto above = [&](RankMask ranks) { return (ranks >> (4 * (move.main + 1))) != 0; };
    switch (move.kind) {
        case Kind::Rocket: return 0;
        case Kind::Bomb:
            if (rocket) return 1;
            if (!four) return above(bombs);
            return above(at_least(hand, move.length) & kSuitRanks) ||
                   (move.length < 8 && (at_least(hand, move.length + 1) & kSuitRanks) != 0);
        default: break;
    }
    if (rocket || bombs) return 1;  // C3, C4
    switch (move.kind) {
        case Kind::Single: return above(at_least(hand, 1));
        case Kind::Pair: return above(at_least(hand, 2));
        case Kind::Triple: return above(at_least(hand, 3) & kSuitRanks);
        default: return -1;
    }
}

// Positions between two looks at the clock and the stop check.
constexpr uint64_t kCheckEvery = 4096;

// The most unanswerable moves sure_lead() looks for before the last one.
constexpr int kSureLeadMoves = 2;

// The position after `move` (P2-P3). The move never empties the hand: the
// search ends a position that has such a move before it plays anything.
Position after(const Position& pos, const Move& move) {
    Position next = pos;
    const int n = pos.rules.players;
    const uint8_t following = static_cast<uint8_t>(pos.to_move + 1 == n ? 0 : pos.to_move + 1);
    if (move.is_pass()) {
        if (++next.passes == n - 1) {  // P3: the trick ends, its last mover leads
            next.to_move = pos.last_player;
            next.last = kPassMove;
            next.passes = 0;
        } else {
            next.to_move = following;
        }
        return next;
    }
    next.hands[pos.to_move] -= move.cards;
    next.last = move;
    next.last_player = pos.to_move;
    next.passes = 0;
    next.to_move = following;
    return next;
}

}  // namespace

struct Solver::Search {
    Table table;
    std::vector<Move> moves;  // the move lists of the positions on the path, one after another
    std::vector<int32_t> scores;
    std::vector<uint32_t> order;
    std::vector<uint64_t> keys;
    Rules rules;
    bool has_rules = false;

    // The current call.
    uint64_t nodes = 0;
    uint64_t max_nodes = 0;
    uint64_t next_check = 0;
    Clock::time_point deadline;
    bool timed = false;
    StopCheck stop;
    bool cut = false;
    bool stopped = false;

    explicit Search(size_t bytes) : table(bytes) {}

    void begin(const Position& pos, const SolveLimits& limits) {
        if (has_rules && !(rules.players == pos.rules.players && rules.variant == pos.rules.variant)) table.clear();
        rules = pos.rules;
        has_rules = true;
        table.next_call();
        nodes = 0;
        max_nodes = limits.max_nodes ? limits.max_nodes : UINT64_MAX;
        timed = limits.max_seconds > 0;
        if (timed)
            deadline = Clock::now() +
                       std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(limits.max_seconds));
        stop = limits.stop;
        next_check = kCheckEvery;
        cut = stopped = false;
    }

    bool aborted() const { return cut || stopped; }

    // Counts a position; false when the call must end (limits reached).
    bool visit() {
        if (++nodes > max_nodes) cut = true;
        if (nodes >= next_check) {
            next_check = nodes + kCheckEvery;
            if (timed && Clock::now() >= deadline) cut = true;
            if (stop.requested()) stopped = true;
        }
        return !aborted();
    }

    // Makes room for one more generator call past `top`.
    Move* room(size_t top) {
        const size_t need = top + kMaxGameMoves + 64;
        if (moves.size() < need) {
            moves.resize(need + need / 2);
            scores.resize(moves.size());
            order.resize(moves.size());
            keys.resize(moves.size());
        }
        return moves.data() + top;
    }

    // The fewest leads that empty `hand`, nobody answering: a cheap measure
    // of a hand's shape for move ordering, cached (a direct-mapped table).
    struct Plays {
        Cards hand = ~Cards{0};
        int count = 0;
    };
    std::vector<Plays> plays_cache = std::vector<Plays>(size_t{1} << 16);
    int plays_needed(Cards hand, size_t top) {
        if (hand == 0) return 0;
        const size_t slot = detail::mix(hand) & (plays_cache.size() - 1);
        if (plays_cache[slot].hand == hand) return plays_cache[slot].count;
        Move* first = room(top);
        const int n = static_cast<int>(generate_leads(hand, rules, first) - first);
        const int lowest = __builtin_ctzll(hand) >> 2;  // some play of every partition holds the lowest rank
        const size_t below = top + static_cast<size_t>(n);
        int best = kMaxGameMoves;
        for (int i = 0; i < n && best > 1; ++i) {
            const Move m = moves[top + static_cast<size_t>(i)];
            if (count_of(m.cards, lowest) == 0) continue;
            best = m.cards == hand ? 1 : std::min(best, 1 + plays_needed(hand - m.cards, below));
        }
        plays_cache[slot] = Plays{hand, best};
        return best;
    }

    bool same_team(int a, int b, int landlord) const { return (a == landlord) == (b == landlord); }

    // Whether any player of the other team could answer `move` made by `mover`.
    bool answerable(const Position& pos, const Move& move, size_t top) {
        for (int p = 0; p < rules.players; ++p) {
            if (same_team(p, pos.to_move, pos.landlord)) continue;
            const int quick = is_standard(rules.variant) ? can_answer(pos.hands[p], move, rules) : -1;
            if (quick == 1) return true;
            if (quick == 0) continue;
            Move* first = room(top);
            const Move* end = generate_replies(pos.hands[p], move, rules, first);
            if (end - first > 1) return true;  // more than the pass
        }
        return false;
    }

    // Whether the leader's team wins by leading moves the other team cannot
    // answer (while the partners pass), then the rest of the hand in one move:
    // at most `depth` such moves. `leads` are the n leads of the hand, at top.
    bool sure_lead(const Position& pos, Cards hand, size_t top, int n, int depth) {
        const size_t below = top + static_cast<size_t>(n);
        for (int i = 0; i < n; ++i) {
            const Move m = moves[top + static_cast<size_t>(i)];
            if (answerable(pos, m, below)) continue;
            const Cards rest = hand - m.cards;
            Move* first = room(below);
            const int k = static_cast<int>(generate_leads(rest, rules, first) - first);
            for (int j = 0; j < k; ++j)
                if (first[j].cards == rest) return true;
            if (depth > 1 && sure_lead(pos, rest, below, k, depth - 1)) return true;
        }
        return false;
    }

    // Move ordering, higher first, in the mover's own view: leave a hand that
    // needs few plays, shed many cards, keep bombs and the rocket; pass first
    // after a partner's move, last after an opponent's. (Playing unanswerable
    // moves first did worse: leading control early wastes it.)
    void score_moves(const Position& pos, const Move* first, int n, int32_t* out, size_t top) {
        const bool partner_led = !pos.last.is_pass() && same_team(pos.last_player, pos.to_move, pos.landlord);
        const Cards hand = pos.hands[pos.to_move];
        for (int i = 0; i < n; ++i) {
            const Move& m = first[i];
            if (m.is_pass()) {
                out[i] = partner_led ? 1 << 20 : -(1 << 20);
                continue;
            }
            int32_t s = 16 * card_count(m.cards) - 16 * plays_needed(hand - m.cards, top);
            if (m.kind == Kind::Bomb || m.kind == Kind::Rocket) s -= 64;
            out[i] = s;
        }
    }

    // Orders the n moves at `top` by their scores (order[top...]).
    void sort_moves(const Position& pos, int n, size_t top) {
        score_moves(pos, moves.data() + top, n, scores.data() + top, top + static_cast<size_t>(n));
        uint32_t* idx = order.data() + top;
        const int32_t* s = scores.data() + top;
        uint64_t* key = keys.data() + top;
        const Move* m = moves.data() + top;
        for (int i = 0; i < n; ++i) key[i] = move_key(m[i], rules);
        // Higher score first, then the weaker move (C7); insertion sort: in place, lists are short.
        const auto before = [&](uint32_t a, uint32_t b) { return s[a] > s[b] || (s[a] == s[b] && key[a] < key[b]); };
        for (int i = 0; i < n; ++i) {
            const uint32_t v = static_cast<uint32_t>(i);
            int j = i;
            for (; j > 0 && before(v, idx[j - 1]); --j) idx[j] = idx[j - 1];
            idx[j] = v;
        }
    }

    // The outcome of `pos` for the team of the player to move. Its moves go
    // at moves[top...]. Unknown only when the call was cut short. `chains`:
    // whether the parent position could still hold a chain.
    Verdict node(const Position& pos, size_t top, bool chains) {
        if (!visit()) return Verdict::Unknown;
        chains = chains && detail::chains_possible(pos);  // hands only shrink: once impossible, always
        const TableKey key = detail::table_key(pos, chains);
        const uint64_t hash = detail::table_hash(key);
        table.prefetch(hash);  // read after the moves are made, which hides its latency
        const uint64_t start = nodes;

        const Cards hand = pos.hands[pos.to_move];
        Move* first = room(top);
        const int n = static_cast<int>(generate(hand, pos.last, rules, first) - first);
        for (int i = 0; i < n; ++i)
            if (first[i].cards == hand) return Verdict::Win;  // P4: the hand empties now
        const Verdict known = table.find(key, hash);
        if (known != Verdict::Unknown) return known;
        const size_t below = top + static_cast<size_t>(n);
        if (pos.last.is_pass() && sure_lead(pos, hand, top, n, kSureLeadMoves)) {
            table.store(key, hash, Verdict::Win, nodes - start);
            return Verdict::Win;
        }
        room(below);  // the buffers may move now, never while a loop below reads them
        sort_moves(pos, n, top);
        for (int k = 0; k < n; ++k) {  // by index: deeper positions may move the buffers
            const Position next = after(pos, moves[top + order[top + static_cast<size_t>(k)]]);
            const Verdict r = node(next, below, chains);
            if (r == Verdict::Unknown) return r;
            if (same_team(next.to_move, pos.to_move, pos.landlord) == (r == Verdict::Win)) {
                table.store(key, hash, Verdict::Win, nodes - start);
                return Verdict::Win;
            }
        }
        table.store(key, hash, Verdict::Loss, nodes - start);
        return Verdict::Loss;
    }
};

Solver::Solver(size_t table_bytes) : search_(std::make_unique<Search>(table_bytes)) {}
Solver::~Solver() = default;

size_t Solver::table_entries() const { return search_->table.size(); }

void Solver::clear() {
    search_->table.clear();
    search_->has_rules = false;  // an empty table holds no rules set
}

Verdict Solver::solve(const Position& pos, const SolveLimits& limits) {
    Search& s = *search_;
    s.begin(pos, limits);
    const Verdict r = s.node(pos, 0, true);
    stats_ = SolveStats{s.nodes, s.stopped, s.cut};
    return r;
}

Verdict Solver::solve_moves(const Position& pos, const Move* first, const Move* last, const SolveLimits& limits,
                            Verdict* out) {
    Search& s = *search_;
    s.begin(pos, limits);
    const int n = static_cast<int>(last - first);
    for (int i = 0; i < n; ++i) out[i] = Verdict::Unknown;
    bool win = false;
    if (s.visit()) {  // the position itself; then its moves, in the search's order, so a win comes early
        std::copy(first, last, s.room(0));
        const size_t below = static_cast<size_t>(n);
        s.room(below);
        s.sort_moves(pos, n, 0);
        for (int k = 0; k < n; ++k) {
            const size_t i = s.order[static_cast<size_t>(k)];
            const Move move = s.moves[i];
            Verdict r = Verdict::Win;  // P4: the move empties the hand
            if (move.cards != pos.hands[pos.to_move]) {
                const Position next = after(pos, move);
                r = s.node(next, below, true);
                if (r == Verdict::Unknown) break;
                if (!s.same_team(next.to_move, pos.to_move, pos.landlord))
                    r = r == Verdict::Win ? Verdict::Loss : Verdict::Win;
            }
            out[i] = r;
            win = win || r == Verdict::Win;
        }
    }
    stats_ = SolveStats{s.nodes, s.stopped, s.cut};
    if (win) return Verdict::Win;
    for (int i = 0; i < n; ++i)
        if (out[i] == Verdict::Unknown) return Verdict::Unknown;
    return Verdict::Loss;
}

}  // namespace paigen::doudizhu
