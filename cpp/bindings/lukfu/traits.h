// Luk Fu's bindings in one header: the Python-visible values (Hand, Move),
// the argument helpers that read cards and plays, and LukFu, the traits the
// templates both games share take (game.h, observation.h, agents.h,
// playout.h, vector_env.h, result.h).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "../args.h"
#include "../docs.h"
#include "../nb.h"
#include "../result.h"
#include "paigen/lukfu/actions.h"
#include "paigen/lukfu/agents.h"
#include "paigen/lukfu/move.h"
#include "paigen/lukfu/movegen.h"
#include "paigen/lukfu/observation.h"
#include "paigen/lukfu/playout.h"
#include "paigen/lukfu/record.h"
#include "paigen/lukfu/sample.h"
#include "paigen/lukfu/vector_env.h"

namespace paigen::bindings {
template <typename T>
struct ObservationValue;  // observation.h
}  // namespace paigen::bindings

namespace paigen::bindings::lukfu {

using namespace paigen::lukfu;

struct HandValue {
    CardSet cards = 0;
};

struct MoveValue {
    Move move;
};

// Canonical text of a move: its cards, with the kind for a discard or claim.
std::string move_text(const Move& move);

// Cards given as a Hand, a Move or a card string (L2).
CardSet cards_arg(nb::handle obj, const char* name);
// A play (single, set or run) given as a Move, a Hand or a card string.
Move play_arg(nb::handle obj, const char* name);

// A new paigen.lukfu.MoveList holding [first, last).
PyObject* make_move_list(const Move* first, const Move* last);

// A docstring of the game's stub (docs.h): doc("Game.perft").
inline const char* doc(std::string_view key) { return bindings::doc("lukfu", key); }

struct NoRules {};  // one set of rules: nothing to read

struct LukFu {
    using Game = lukfu::Game;
    using Record = lukfu::Record;
    using Adapter = GameAdapter;
    using Seen = lukfu::Seen;
    using Rules = NoRules;
    using Agent = lukfu::Agent;
    using Outcome = lukfu::Outcome;
    using Seating = lukfu::Seating;
    using VectorEnv = lukfu::VectorEnv;
    static const char* doc(std::string_view key) { return lukfu::doc(key); }
    static constexpr const char* kGameName = "Luk Fu";
    static constexpr const auto& kAgentNames = lukfu::kAgentNames;

    static int players(const Game&) { return kPlayers; }
    static int players(const Rules&) { return kPlayers; }
    static int players_arg(nb::handle players) {
        const int64_t n = saturated_int_arg(players, "players");
        if (n != kPlayers) throw value_error("players must be 3 (Luk Fu has three), not " + std::to_string(n));
        return kPlayers;
    }
    static const char* phase_name(const Game& game) { return kPhaseNames[static_cast<int>(game.phase)]; }
    static std::string table(const Game&) { return {}; }
    // The agent's choice at the record's game (Luk Fu's agents read the Game alone).
    static int choose(Agent agent, const Record& record, const Decision* choices, int n, Rng& rng) {
        return lukfu::choose(agent, record.game(), choices, n, rng);
    }
    // A call as a bool, a move as a Move.
    static nb::object decision(const Decision& d, const Game&) {
        if (d.call >= 0) return nb::bool_(d.call != 0);
        return nb::cast(MoveValue{d.move});
    }
    static Actions actions(const Game&) { return {}; }
    static nb::object move_list(const Game& game);
    static nb::object hand(CardSet cards, const Game&) { return nb::cast(HandValue{cards}); }
    static void payoffs(const Game& game, int64_t* out) { lukfu::payoffs(game, out); }
    static inline ResultType result_type;
    static constexpr const char* kResultFields[] = {"winner", "total", "scores", "void"};
    static nb::object result(const Game& game);
    static int observation_size(int) { return kObservationSize; }

    // The Game's constructor and own methods (game.cpp), the Observation's
    // own properties (observation.cpp).
    static void add_game(nb::class_<Record>& cls);
    static void add_observation(nb::class_<bindings::ObservationValue<LukFu>>& cls);

    // Playouts (playout.h): no rule arguments.
    template <typename F, typename... Args>
    static void def_with_rules(nb::module_& m, const char* name, F f, const char* doc, Args... args) {
        m.def(name, [f](Handle<Args>... given) { return f(NoRules{}, given...); }, args..., doc);
    }
    static uint64_t play_random(NoRules, uint64_t seed, uint64_t first, uint64_t count, Outcome* out, StopCheck stop) {
        return lukfu::play_random(seed, first, count, out, stop);
    }
    static uint64_t play_agents(NoRules, uint64_t seed, uint64_t first, uint64_t count, const Seating& seating,
                                Outcome* out, int64_t* payoffs, StopCheck stop) {
        return lukfu::play_agents(seed, first, count, seating, out, payoffs, stop);
    }
    static nb::dict outcome_columns(const std::vector<Outcome>& rows);

    // The vector env (vector_env.h): VectorEnv(num_envs, seed=None, ...).
    static Origin origin(const VectorEnv&, uint64_t seed) {
        Origin o;
        o.seed = seed;
        return o;
    }
    template <typename Class, typename Make>
    static void def_vector_env_init(Class& cls, Make make) {
        cls.def("__init__",
                init<typename Class::Type>([make](nb::handle num_envs, nb::handle seed, nb::handle masks,
                                                  nb::handle first_env, nb::handle threads, nb::handle observations) {
                    return make([] { return VectorEnvTraits(); }, num_envs, seed, masks, first_env, threads,
                                observations);
                }),
                nb::arg("num_envs"), nb::arg("seed") = nb::none(), nb::arg("masks") = false, nb::arg("first_env") = 0,
                nb::arg("threads") = 1, nb::kw_only(), nb::arg("observations") = true);
    }
};

void register_values(nb::module_& m);     // values.cpp: Kind, Hand, Move
void register_functions(nb::module_& m);  // functions.cpp: MoveList, legal_moves, old_cards, classify, beats
void register_batch(nb::module_& m);      // batch.cpp: legal_moves_batch
void register_module(nb::module_ m);      // module.cpp: all of paigen._core.lukfu

// Methods add_game adds to the Game.
void add_records(nb::class_<Record>& game);  // record_text.cpp: Game.record, Game.from_record

}  // namespace paigen::bindings::lukfu
