// Game.move_features: the rows of move_features.h for the legal moves of the
// seat to play (game.cpp adds it to the Game), MoveList.move_features's rows
// and move_feature_size.
#include "paigen/doudizhu/move_features.h"

#include <cstring>
#include <vector>

#include "../vector_env.h"
#include "paigen/doudizhu/observation.h"
#include "traits.h"

namespace paigen::bindings::doudizhu {

namespace {

Array<int8_t> move_features(const Record& record, bool with_observation) {
    const Game& game = record.game();
    const Rules rules = game.rules;
    const int size = move_feature_size(rules.players);
    const int prefix = with_observation ? observation_size(rules.players) : 0;
    MoveList& moves = scratch_moves();
    if (game.phase == Phase::Play)
        moves.assign([&](Move* out) { return legal_moves(game, out); });
    else
        moves.assign([](Move* out) { return out; });
    const int rows = moves.size(), width = prefix + size;
    Array<int8_t> out({rows, width});
    int8_t* w = out.mutable_data();
    std::vector<int8_t> row(static_cast<size_t>(size));
    if (rows > 0 && with_observation) {
        std::vector<int8_t> obs(static_cast<size_t>(prefix));
        encode_observation(game, seen_of(record), game.to_move, obs.data());
        for (int i = 0; i < rows; ++i) std::memcpy(w + static_cast<size_t>(i) * width, obs.data(), obs.size());
    }
    for (int i = 0; i < rows; ++i) {
        encode_move_features(moves.begin() + i, 1, game.hands[game.to_move], rules, row.data());
        std::memcpy(w + static_cast<size_t>(i) * width + prefix, row.data(), row.size());
    }
    return out;
}

}  // namespace

Array<int8_t> list_move_features(const Move* first, const Move* last, Cards hand, Rules rules) {
    for (const Move* m = first; m != last; ++m)
        if (!contains(hand, m->cards))
            throw value_error("the move " + quoted(format_cards(m->cards)) + " is not in the hand " +
                              quoted(format_cards(hand)));
    const int rows = static_cast<int>(last - first), width = move_feature_size(rules.players);
    Array<int8_t> out({rows, width});
    if (rows > 0) encode_move_features(first, rows, hand, rules, out.mutable_data());
    return out;
}

void add_vector_move_features(nb::module_& m) {
    using Box = PyVectorEnv<DouDizhu>;
    auto cls = nb::borrow<nb::class_<Box>>(m.attr("VectorEnv"));
    cls.def(
        "move_features",
        [](Box& box) {
            return box.with_env("move_features", [](const VectorEnv& env) {
                const Rules rules = env.traits().rules();
                const int width = move_feature_size(rules.players);
                Array<int8_t> out({static_cast<Py_ssize_t>(env.total_ids()), Py_ssize_t{width}});
                int8_t* w = out.mutable_data();
                std::memset(w, 0, env.total_ids() * static_cast<size_t>(width));  // a bid's row stays zeros
                nb::gil_scoped_release release;
                env.for_each_choices([&](size_t, const Game& game, const Decision* choices, int n, int64_t row) {
                    if (game.phase != Phase::Play) return;
                    for (int k = 0; k < n; ++k)
                        encode_move_features(&choices[k].move, 1, game.hands[game.to_move], rules,
                                             w + (row + k) * width);
                });
                return out;
            });
        },
        doc("VectorEnv.move_features"));
}

void add_move_features(nb::class_<Record>& game) {
    game.def("move_features", &move_features, nb::kw_only(), nb::arg("with_observation") = false,
             doc("Game.move_features"));
}

void register_move_features(nb::module_& m) {
    m.def(
        "move_feature_size",
        [](nb::handle players) {
            return move_feature_size(rules_for(static_cast<int>(int_arg(players, "players", 3, 4))).players);
        },
        nb::arg("players") = 3, doc("move_feature_size"));
}

}  // namespace paigen::bindings::doudizhu
