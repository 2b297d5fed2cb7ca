// Game.move_features: the rows of move_features.h for the legal moves of the
// seat to play, added to the class game.cpp made.
#include "paigen/doudizhu/move_features.h"

#include <cstring>
#include <vector>

#include "common.h"
#include "paigen/doudizhu/observation.h"

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

void register_move_features(py::module_& m) {
    auto game = py::reinterpret_borrow<py::class_<Record>>(m.attr("Game"));
    game.def("move_features", &move_features, py::kw_only(), py::arg("with_observation") = false,
             "One int8 row per legal move of the seat to play, in legal_moves() order, for Q(s, a)\n"
             "learners (DouZero style): the move's cards, the hand after it, its kind, main rank,\n"
             "size, whether it doubles the stake and whether it goes out (the columns of\n"
             "move_features.h; README, \"Per-move features\"). with_observation=True puts the seat's\n"
             "Observation.encode() first in every row. No rows outside the play phase.");
    m.def(
        "move_feature_size",
        [](py::handle players) {
            return move_feature_size(rules_for(static_cast<int>(int_arg(players, "players", 3, 4))).players);
        },
        py::arg("players") = 3, "The length of one row of Game.move_features() (without the observation).");
}

}  // namespace paigen::bindings::doudizhu
