// Checks the exact solver (paigen/doudizhu/solve.h) against the core alone:
//
//   solve_test tests/data/puzzles.txt   the golden endgames (the file pytest reads too):
//                                       each answer and its set of winning moves
//   solve_test --minimax N [seed]       N random small positions (3 and 4 players,
//                                       random rule variants) against a plain
//                                       minimax written here: no table, no pruning,
//                                       every move of every position searched
//
// Prints each mismatch and exits 1 if there is any.
#include "paigen/doudizhu/solve.h"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "paigen/doudizhu/classify.h"
#include "paigen/doudizhu/notation.h"
#include "paigen/rng.h"

using namespace paigen::doudizhu;

namespace {

// ---------------------------------------------------------------- minimax

// P2-P4 from the rules pages, separately from the solver: whether the team of
// the player to move wins, searching every move (no short cut on a win). The
// moves of each position on the path go at moves[top...].
bool minimax(const Position& pos, std::vector<Move>& moves, size_t top) {
    const int n = pos.rules.players;
    const Cards hand = pos.hands[pos.to_move];
    if (moves.size() < top + kMaxGameMoves) moves.resize(top + kMaxGameMoves);
    const size_t count =
        static_cast<size_t>(generate(hand, pos.last, pos.rules, moves.data() + top) - (moves.data() + top));
    bool wins = false;
    for (size_t i = 0; i < count; ++i) {
        const Move m = moves[top + i];
        bool won;
        if (!m.is_pass() && m.cards == hand) {
            won = true;  // P4: the hand is empty, the mover's team wins
        } else {
            Position next = pos;
            next.to_move = static_cast<uint8_t>((pos.to_move + 1) % n);
            if (m.is_pass()) {
                next.passes = static_cast<uint8_t>(pos.passes + 1);
                if (next.passes == n - 1) {  // P3
                    next.to_move = pos.last_player;
                    next.last = kPassMove;
                    next.passes = 0;
                }
            } else {
                next.hands[pos.to_move] -= m.cards;
                next.last = m;
                next.last_player = pos.to_move;
                next.passes = 0;
            }
            const bool same = (next.to_move == pos.landlord) == (pos.to_move == pos.landlord);
            won = minimax(next, moves, top + count) == same;
        }
        wins = wins || won;
    }
    return wins;
}

// The same search with every solved position remembered under its raw
// identity (no relabelling): for positions too large for the plain minimax.
struct Memo {
    struct Key {
        Cards hands[kMaxPlayers];
        Move last;
        uint8_t to_move, passes;
        bool operator<(const Key& o) const {
            for (int p = 0; p < kMaxPlayers; ++p)
                if (hands[p] != o.hands[p]) return hands[p] < o.hands[p];
            if (last.cards != o.last.cards) return last.cards < o.last.cards;
            if (last.kind != o.last.kind) return last.kind < o.last.kind;
            if (last.main != o.last.main) return last.main < o.last.main;
            if (to_move != o.to_move) return to_move < o.to_move;
            return passes < o.passes;
        }
    };
    static constexpr size_t kMostRemembered = 1 << 20;  // about 100 MB
    std::map<Key, bool> known;
    std::vector<Move> moves;

    bool wins(const Position& pos, size_t top) {
        Key key{{pos.hands[0], pos.hands[1], pos.hands[2], pos.hands[3]}, pos.last, pos.to_move, pos.passes};
        const auto found = known.find(key);
        if (found != known.end()) return found->second;
        if (known.size() > kMostRemembered) throw std::length_error("position too large to remember");
        const int n = pos.rules.players;
        const Cards hand = pos.hands[pos.to_move];
        if (moves.size() < top + kMaxGameMoves) moves.resize(top + kMaxGameMoves);
        const size_t count =
            static_cast<size_t>(generate(hand, pos.last, pos.rules, moves.data() + top) - (moves.data() + top));
        bool result = false;
        for (size_t i = 0; i < count; ++i) {
            const Move m = moves[top + i];
            bool won = true;
            if (m.is_pass() || m.cards != hand) {
                Position next = pos;
                next.to_move = static_cast<uint8_t>((pos.to_move + 1) % n);
                next.passes = 0;
                if (m.is_pass() && pos.passes + 2 == n) {
                    next.to_move = pos.last_player;
                    next.last = kPassMove;
                } else if (m.is_pass()) {
                    next.passes = static_cast<uint8_t>(pos.passes + 1);
                } else {
                    next.hands[pos.to_move] -= m.cards;
                    next.last = m;
                    next.last_player = pos.to_move;
                }
                won = wins(next, top + count) == ((next.to_move == pos.landlord) == (pos.to_move == pos.landlord));
            }
            result = result || won;
        }
        known[key] = result;
        return result;
    }
};

// A random variant: each switch drawn (3 players only).
Variant random_variant(paigen::Rng& rng) {
    Variant v;
    if (rng.below(3) == 0) return v;
    v.four_with_two = rng.below(4) != 0;
    v.four_two_pair_singles = rng.below(2);
    v.four_two_joker_singles = rng.below(2);
    v.wings_per_rank = static_cast<uint8_t>(1 + rng.below(4));
    v.adjacent_wings_limit = rng.below(2);
    v.joker_wings = rng.below(2);
    v.chains_skip_bomb_rank = rng.below(2);
    v.bomb_beats_rocket = rng.below(2);
    v.reading = rng.below(2) ? Reading::DouZero : Reading::Standard;
    return v;
}

// A small random position: hands of 1 to `most` cards drawn in runs of ranks
// and groups of a rank (so pairs, triples, bombs and chains come up), a random
// landlord and seat to move, and often a move to beat from cards out of play.
Position random_position(paigen::Rng& rng, int most) {
    Position pos;
    const int players = rng.below(5) == 0 ? 4 : 3;
    pos.rules = Rules(players, players == 3 ? random_variant(rng) : Variant{});
    Cards left = full_deck(pos.rules);
    const auto take = [&](int rank) {
        if (count_of(left, rank) == 0) return Cards{0};
        left -= rank_bit(rank);
        return rank_bit(rank);
    };
    for (int p = 0; p < players; ++p) {
        const int size = 1 + static_cast<int>(rng.below(static_cast<uint32_t>(most)));
        for (int tries = 0; tries < 20 && card_count(pos.hands[p]) < size; ++tries) {
            const int rank = static_cast<int>(rng.below(kNumRanks));
            const bool run = rng.below(2);  // a run of ranks (a chain), else copies of one rank
            const int copies = run ? 1 + static_cast<int>(rng.below(3)) : 1;
            for (int k = 0; k < (run ? 6 : 4) && card_count(pos.hands[p]) < size; ++k)
                for (int c = 0; c < copies && card_count(pos.hands[p]) < size; ++c)
                    pos.hands[p] += take(run ? std::min(rank + k, kNumRanks - 1) : rank);
        }
    }
    pos.landlord = static_cast<uint8_t>(rng.below(static_cast<uint32_t>(players)));
    pos.to_move = static_cast<uint8_t>(rng.below(static_cast<uint32_t>(players)));
    if (rng.below(3) != 0) {  // a move to beat, made of cards out of play
        std::vector<Move> leads(kMaxMoves);
        const Move* end = generate_leads(left, pos.rules, leads.data());
        const int count = static_cast<int>(end - leads.data());
        const Move m = leads[rng.below(static_cast<uint32_t>(count))];
        if (card_count(m.cards) <= 8) {
            pos.passes = static_cast<uint8_t>(rng.below(static_cast<uint32_t>(players - 1)));
            pos.last = m;
            pos.last_player = static_cast<uint8_t>((pos.to_move + players - 1 - pos.passes) % players);
        }
    }
    return pos;
}

bool hands_fit(const Position& pos) {
    Cards all = 0;
    for (int p = 0; p < pos.rules.players; ++p) {
        if (!fits_deck(all + pos.hands[p], pos.rules) || pos.hands[p] == 0) return false;
        all += pos.hands[p];
    }
    return true;
}

int check_minimax(int count, uint64_t seed, int most, bool memo) {
    paigen::Rng rng(seed);
    Solver solver(size_t{4} << 20);
    std::vector<Move> stack;
    int failures = 0, checked = 0;
    while (checked < count) {
        const Position pos = random_position(rng, most);
        if (!hands_fit(pos)) continue;
        bool expected;
        if (memo) {
            Memo m;
            try {
                expected = m.wins(pos, 0);
            } catch (const std::length_error&) {
                continue;  // another position instead
            }
        } else {
            expected = minimax(pos, stack, 0);
        }
        ++checked;
        const Verdict got = solver.solve(pos, SolveLimits{});
        if (got != (expected ? Verdict::Win : Verdict::Loss)) {
            ++failures;
            std::printf("mismatch: %d players, hands", pos.rules.players);
            for (int p = 0; p < pos.rules.players; ++p) std::printf(" %s", format_cards(pos.hands[p]).c_str());
            std::printf(", landlord %d, to move %d, last '%s' by %d: minimax %s, solver %d\n", pos.landlord,
                        pos.to_move, format_cards(pos.last.cards).c_str(), pos.last_player, expected ? "win" : "loss",
                        static_cast<int>(got));
        }
    }
    std::printf("%d positions of 1 to %d cards a hand against the %s, %d mismatches\n", checked, most,
                memo ? "remembering minimax" : "plain minimax", failures);
    return failures ? 1 : 0;
}

// ---------------------------------------------------------------- puzzles

std::vector<std::string> split(const std::string& s, char sep) {
    std::vector<std::string> out;
    std::stringstream in(s);
    for (std::string part; std::getline(in, part, sep);) {
        const size_t a = part.find_first_not_of(' '), b = part.find_last_not_of(' ');
        out.push_back(a == std::string::npos ? "" : part.substr(a, b - a + 1));
    }
    return out;
}

bool parse(const std::string& text, Rules rules, Cards* out) {
    const ParseResult r = parse_cards(text == "-" ? "" : text, rules);
    *out = r.cards;
    return r.status == ParseStatus::Ok;
}

// One line: hands | landlord | to move | last | last seat | answer | winning moves | reason [| variant].
bool check_puzzle(const std::string& line, int number) {
    const std::vector<std::string> f = split(line, '|');
    if (f.size() < 8) return false;
    const std::vector<std::string> hands = split(f[0], ' ');
    const int players = static_cast<int>(hands.size());
    Variant variant;
    if (f.size() > 8)
        for (const NamedVariant& p : kPresets)
            if (f[8] == p.name) variant = p.variant;
    Position pos;
    pos.rules = Rules(players, variant);
    for (int p = 0; p < players; ++p)
        if (!parse(hands[static_cast<size_t>(p)], pos.rules, &pos.hands[p])) return false;
    pos.landlord = static_cast<uint8_t>(std::stoi(f[1]));
    pos.to_move = static_cast<uint8_t>(std::stoi(f[2]));
    if (f[3] != "-") {
        Cards cards = 0;
        if (!parse(f[3], pos.rules, &cards)) return false;
        const Classification c = classify(cards, pos.rules);
        if (!c.ok()) return false;
        pos.last = c.move;
        pos.last_player = static_cast<uint8_t>(std::stoi(f[4]));
        pos.passes = static_cast<uint8_t>((pos.to_move - pos.last_player - 1 + players) % players);
    }
    std::vector<Move> moves(kMaxGameMoves);
    moves.resize(
        static_cast<size_t>(generate(pos.hands[pos.to_move], pos.last, pos.rules, moves.data()) - moves.data()));
    std::vector<Verdict> values(moves.size());
    Solver solver(size_t{16} << 20);
    const Verdict r = solver.solve_moves(pos, moves.data(), moves.data() + moves.size(), SolveLimits{}, values.data());
    std::set<std::string> winning, expected;
    for (size_t i = 0; i < moves.size(); ++i)
        if (values[i] == Verdict::Win) winning.insert(moves[i].is_pass() ? "pass" : format_cards(moves[i].cards));
    if (f[6] != "-")
        for (const std::string& m : split(f[6], ' ')) expected.insert(m);
    const bool want_win = f[5] == "win";
    if (r != (want_win ? Verdict::Win : Verdict::Loss) || winning != expected) {
        std::printf("puzzle %d: expected %s with {%s}, the solver says %d with", number, f[5].c_str(), f[6].c_str(),
                    static_cast<int>(r));
        for (const std::string& m : winning) std::printf(" %s", m.c_str());
        std::printf("\n");
        return false;
    }
    return true;
}

int check_puzzles(const char* path) {
    std::ifstream in(path);
    if (!in) {
        std::printf("cannot read %s\n", path);
        return 1;
    }
    int number = 0, failures = 0;
    for (std::string line; std::getline(in, line);) {
        if (line.empty() || line[0] == '#') continue;
        ++number;
        if (!check_puzzle(line, number)) {
            ++failures;
            std::printf("puzzle %d failed: %s\n", number, line.c_str());
        }
    }
    std::printf("%d puzzles, %d failures\n", number, failures);
    return failures || number == 0 ? 1 : 0;
}

}  // namespace

int main(int argc, char** argv) {
    const std::string mode = argc >= 3 ? argv[1] : "";
    if (mode == "--minimax" || mode == "--memo")
        return check_minimax(std::atoi(argv[2]), argc > 3 ? std::strtoull(argv[3], nullptr, 10) : 1,
                             argc > 4 ? std::atoi(argv[4]) : 4, mode == "--memo");
    if (argc == 2) return check_puzzles(argv[1]);
    std::printf("usage: solve_test PUZZLES | solve_test --minimax N [seed]\n");
    return 2;
}
