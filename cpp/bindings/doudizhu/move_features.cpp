// Game.move_features: the rows of move_features.h for the legal moves of the
// seat to play (game.cpp adds it to the Game), and move_feature_size.
#include "paigen/doudizhu/move_features.h"

#include <cstring>
#include <vector>

#include "paigen/doudizhu/observation.h"
#include "traits.h"

namespace paigen::bindings::doudizhu {

namespace {

py::array_t<int8_t> move_features(const Record& record, bool with_observation) {
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
    py::array_t<int8_t> out({rows, width});
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

void add_move_features(py::class_<Record>& game) {
    game.def("move_features", &move_features, py::kw_only(), py::arg("with_observation") = false,
             doc("Game.move_features"));
}

void register_move_features(py::module_& m) {
    m.def(
        "move_feature_size",
        [](py::handle players) {
            return move_feature_size(rules_for(static_cast<int>(int_arg(players, "players", 3, 4))).players);
        },
        py::arg("players") = 3, doc("move_feature_size"));
}

}  // namespace paigen::bindings::doudizhu
