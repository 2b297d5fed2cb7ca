// Dou Dizhu's bindings in one header: the Python-visible values (Hand, Move),
// the argument helpers that read cards, hands and moves, and DouDizhu, the
// traits the templates both games share take (game.h, observation.h,
// agents.h, playout.h, vector_env.h, result.h).
#pragma once

#include <initializer_list>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "../args.h"
#include "../docs.h"
#include "../nb.h"
#include "../result.h"
#include "paigen/doudizhu/action_space.h"
#include "paigen/doudizhu/agents.h"
#include "paigen/doudizhu/batch.h"
#include "paigen/doudizhu/match.h"
#include "paigen/doudizhu/move.h"
#include "paigen/doudizhu/movegen.h"
#include "paigen/doudizhu/observation.h"
#include "paigen/doudizhu/playout.h"
#include "paigen/doudizhu/record.h"
#include "paigen/doudizhu/sample.h"
#include "paigen/doudizhu/vector_env.h"

namespace paigen::bindings {
template <typename T>
struct ObservationValue;  // observation.h
}  // namespace paigen::bindings

namespace paigen::bindings::doudizhu {

using namespace paigen::doudizhu;

struct HandValue {
    Cards cards = 0;
    int players = 3;  // whose deck (a hand has no variant)
};

struct MoveValue {
    Move move;
    Rules rules;
};

struct VariantValue {
    Variant variant;
};

// A variant argument: a Variant or a preset's name; ValueError naming the presets.
Variant variant_arg(nb::handle obj);

// The rules a call asked for: its `players` and `variant` arguments (None: not given).
struct Asked {
    int players = 0;  // 0: not given
    bool has_variant = false;
    Variant variant;
};
Asked asked(nb::handle players, nb::handle variant);
inline Asked asked_players(int players) {
    Asked a;
    a.players = players;
    return a;
}
// The rules of a call: what it asked for, else what the Hands and Moves among
// `objects` say, else 3 players and the rules pages. ValueError when they
// contradict each other, or for a variant with 4 players.
Rules resolve(const Asked& asked, std::initializer_list<nb::handle> objects);
// The rules for a player count and the rules pages: 3 or 4, else ValueError.
Rules rules_for(int players);

// Canonical text of a move: its cards, "pass" for the pass.
std::string move_text(const Move& move);

// Parses card notation (D4); NotationError naming the bad character or rank.
Cards parse_or_raise(std::string_view text, Rules rules);
// NotationError naming the first rank a packed word holds more of than the deck.
void check_code(Cards cards, Rules rules, const std::string& name);
// The Move these cards make; IllegalMoveError saying why they make none.
Move classify_or_raise(Cards cards, Rules rules, const char* name);

// Arguments under the rules resolve() gave (so a Hand or Move passed agrees):
// cards given as a Hand, a Move or a card string; a move given as a Move, or
// as cards classified under `rules` ('' or 'pass' is the pass).
Cards cards_arg(nb::handle obj, Rules rules, const char* name);
MoveValue move_arg(nb::handle obj, Rules rules, const char* name);

Array<uint8_t> counts_array(Cards cards);

// The checked inputs of a batch call (batch.cpp, action_space.cpp): hand codes
// and the classified moves they reply to.
struct BatchInput {
    std::vector<Cards> hands;
    std::vector<Move> lasts;  // a pass for a lead
    Rules rules;
    size_t size() const { return hands.size(); }
    Positions positions() const { return Positions{hands.data(), lasts.data(), rules}; }
};
// Reads uint64 hand codes and the codes of the moves they reply to (None, or 0
// in an entry: a lead); NotationError / IllegalMoveError naming the entry.
BatchInput read_batch(nb::handle hands, nb::handle lasts, Rules rules);

// This thread's move buffer (kMaxMoves moves: too large for the stack).
MoveList& scratch_moves();
// The core table of an ActionSpace argument (TypeError for anything else).
const paigen::doudizhu::ActionSpace& space_arg(nb::handle space);
// The ids of [first, last) in an ActionSpace argument; ValueError for a move without one.
Array<int32_t> action_ids(nb::handle space, const Move* first, const Move* last);
// A new paigen.doudizhu.MoveList holding [first, last).
PyObject* make_move_list(const Move* first, const Move* last, Rules rules);
// A new MoveList of the legal moves of `hand` after `last` (a pass: a lead).
PyObject* make_move_list(Cards hand, const Move& last, Rules rules);

// An ActionSpace as Python sees it.
struct SpaceValue {
    std::shared_ptr<const ActionSpace> space;
    nb::object cards;   // cached list of card strings, made on first use
    nb::object counts;  // cached read-only (size, 15) array
};

// One table per rules, built on first use and kept (the GIL released while one is built).
std::shared_ptr<const ActionSpace> shared_space(Rules rules);
// The same table, for the calls made once per decision.
const ActionSpace& space_for(Rules rules);

// A docstring of the game's stub (docs.h): doc("Game.perft").
inline const char* doc(std::string_view key) { return bindings::doc("doudizhu", key); }

struct DouDizhu {
    using Game = doudizhu::Game;
    using Record = doudizhu::Record;
    using Adapter = GameAdapter;
    using Seen = doudizhu::Seen;
    using Rules = doudizhu::Rules;
    using Agent = doudizhu::Agent;
    using Outcome = doudizhu::Outcome;
    using Seating = doudizhu::Seating;
    using VectorEnv = doudizhu::VectorEnv;
    static const char* doc(std::string_view key) { return doudizhu::doc(key); }
    static constexpr const char* kGameName = "Dou Dizhu";
    static constexpr const auto& kAgentNames = doudizhu::kAgentNames;

    static int players(const Game& game) { return game.players(); }
    static int players(const Rules& rules) { return rules.players; }
    static int players_arg(nb::handle players) {
        return rules_for(static_cast<int>(int_arg(players, "players", 3, 4))).players;
    }
    static const char* phase_name(const Game& game) { return kPhaseNames[static_cast<int>(game.phase)]; }
    static std::string table(const Game& game) {
        const std::string variant = preset_name(game.rules.variant);
        return std::to_string(game.players()) + " players, " +
               (variant == "standard" ? std::string() : "variant '" + variant + "', ");
    }
    // The agent's choice at the record's game, given the deal's decisions when it reads them (agents.h).
    static int choose(Agent agent, const Record& record, const Decision* choices, int n, Rng& rng) {
        thread_local std::vector<Decision> deal;
        deal.clear();
        if (reads_history(agent))
            for (size_t i = record.deal_start(); i < record.history().size(); ++i)
                deal.push_back(record.history()[i].decision);
        return doudizhu::choose(agent, record.game(), choices, n, rng, DealHistory{deal.data(), deal.size()});
    }
    // A bid as an int, a move as a Move.
    static nb::object decision(const Decision& d, const Game& game) {
        if (d.bid >= 0) return nb::int_(d.bid);
        return nb::cast(MoveValue{d.move, game.rules});
    }
    static const ActionSpace& actions(const Game& game) { return space_for(game.rules); }
    static nb::object move_list(const Game& game) {
        if (game.phase != Phase::Play) return nb::steal<nb::object>(make_move_list(nullptr, nullptr, game.rules));
        return nb::steal<nb::object>(make_move_list(game.hands[game.to_move], game.last_move, game.rules));
    }
    static nb::object hand(Cards cards, const Game& game) { return nb::cast(HandValue{cards, game.players()}); }
    static void payoffs(const Game& game, int64_t* out) { doudizhu::payoffs(game, out); }
    static inline ResultType result_type;
    static constexpr const char* kResultFields[] = {"landlord", "landlord_won", "bid",      "multiplier",
                                                    "stake",    "payoffs",      "thrown_in"};
    static nb::object result(const Game& game);
    static int observation_size(int players) { return doudizhu::observation_size(players); }

    // The Game's constructor and own methods (game.cpp), the Observation's
    // own properties (observation.cpp).
    static void add_game(nb::class_<Record>& cls);
    static void add_observation(nb::class_<bindings::ObservationValue<DouDizhu>>& cls);

    // Playouts (playout.h): the functions take `players` first and `variant` last.
    template <typename F, typename... Args>
    static void def_with_rules(nb::module_& m, const char* name, F f, const char* doc, Args... args) {
        m.def(
            name,
            [f](nb::handle players, Handle<Args>... given, nb::handle variant) {
                return f(resolve(asked(players, variant), {}), given...);
            },
            nb::arg("players"), args..., nb::arg("variant") = nb::none(), doc);
    }
    static uint64_t play_random(Rules rules, uint64_t seed, uint64_t first, uint64_t count, Outcome* out,
                                StopCheck stop) {
        return doudizhu::play_random(rules, seed, first, count, out, stop);
    }
    static uint64_t play_agents(Rules rules, uint64_t seed, uint64_t first, uint64_t count, const Seating& seating,
                                Outcome* out, int64_t* payoffs, StopCheck stop) {
        return doudizhu::play_agents(rules, seed, first, count, seating, out, payoffs, stop);
    }
    static nb::dict outcome_columns(const std::vector<Outcome>& rows);

    // The vector env (vector_env.h): VectorEnv(num_envs, players=3, variant=None, seed=None, ...).
    static Origin origin(const VectorEnv& env, uint64_t seed) {
        Origin o;
        o.rules = env.traits().rules();
        o.seed = seed;
        return o;
    }
    template <typename Class, typename Make>
    static void def_vector_env_init(Class& cls, Make make) {
        cls.def("__init__",
                init<typename Class::Type>([make](nb::handle num_envs, nb::handle players, nb::handle variant,
                                                  nb::handle seed, nb::handle masks, nb::handle first_env,
                                                  nb::handle threads, nb::handle observations) {
                    return make([&] { return VectorEnvTraits(shared_space(resolve(asked(players, variant), {}))); },
                                num_envs, seed, masks, first_env, threads, observations);
                }),
                nb::arg("num_envs"), nb::arg("players") = 3, nb::arg("variant") = nb::none(),
                nb::arg("seed") = nb::none(), nb::arg("masks") = false, nb::arg("first_env") = 0,
                nb::arg("threads") = 1, nb::kw_only(), nb::arg("observations") = true);
    }
};

void register_values(nb::module_& m);        // values.cpp: Kind, Hand, Move
void register_variant(nb::module_& m);       // variant.cpp: Variant
void register_action_space(nb::module_& m);  // action_space.cpp: ActionSpace
void register_functions(nb::module_& m);     // functions.cpp: MoveList, legal_moves, classify, beats
void register_batch(nb::module_& m);         // batch.cpp: count_legal_moves, legal_moves_batch
void register_solve(nb::module_& m);         // solve.cpp: solve, SolveResult
void register_module(nb::module_ m);         // module.cpp: all of paigen._core.doudizhu

void register_match(nb::module_& m);            // match.cpp: Match
void register_move_features(nb::module_& m);    // move_features.cpp: move_feature_size
void add_vector_move_features(nb::module_& m);  // move_features.cpp: VectorEnv.move_features

// Methods add_game and register_match add to their classes.
void add_records(nb::class_<Record>& game);        // record_text.cpp: Game.record, Game.from_record
void add_records(nb::class_<Match>& match);        // record_text.cpp: Match.record, Match.from_record
void add_move_features(nb::class_<Record>& game);  // move_features.cpp: Game.move_features
// The rows of move_features.h for moves [first, last) made from `hand`: MoveList.move_features.
Array<int8_t> list_move_features(const Move* first, const Move* last, Cards hand, Rules rules);

}  // namespace paigen::bindings::doudizhu
