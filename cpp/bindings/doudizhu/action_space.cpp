// paigen.doudizhu.ActionSpace: fixed action ids and masks for policy networks
// (the core's ActionSpace, one shared table per player count and variant).
#include "paigen/doudizhu/action_space.h"

#include <algorithm>
#include <map>
#include <memory>
#include <mutex>
#include <tuple>

#include "../errors.h"
#include "../interrupt.h"
#include "common.h"
#include "paigen/doudizhu/notation.h"

namespace paigen::bindings::doudizhu {

std::shared_ptr<const ActionSpace> shared_space(Rules rules) {
    static std::mutex lock;
    static std::map<std::tuple<int, int, int, int, int, int, int, int, int, int>, std::shared_ptr<const ActionSpace>>
        spaces;
    const Variant& v = rules.variant;
    const auto key = std::make_tuple(int{rules.players}, int{v.four_with_two}, int{v.four_two_pair_singles},
                                     int{v.four_two_joker_singles}, int{v.wings_per_rank}, int{v.adjacent_wings_limit},
                                     int{v.joker_wings}, int{v.chains_skip_bomb_rank}, int{v.bomb_beats_rocket},
                                     static_cast<int>(v.reading));
    std::shared_ptr<const ActionSpace> built;
    {
        const std::lock_guard<std::mutex> guard(lock);
        const auto found = spaces.find(key);
        if (found != spaces.end()) return found->second;
    }
    {
        py::gil_scoped_release release;  // a few milliseconds of plain C++
        built = std::make_shared<const ActionSpace>(rules);
    }
    const std::lock_guard<std::mutex> guard(lock);
    return spaces.emplace(key, built).first->second;  // another thread's table if it won
}

namespace {

const ActionSpace& space_of(const SpaceValue& s) { return *s.space; }

int encode(const SpaceValue& s, py::handle move) {
    const ActionSpace& space = space_of(s);
    const Rules rules = space.rules();
    const Asked rules_asked{rules.players, true, rules.variant};
    const MoveValue* as_move = as<MoveValue>(move);
    if (as_move)
        resolve(asked_players(rules.players), {move});  // a Move of another deck is an error
    else
        resolve(rules_asked, {move});
    const bool pass =
        as_move ? as_move->move.is_pass() : PyUnicode_Check(move.ptr()) && is_pass_text(text_arg(move, "move"));
    const Cards cards = pass ? 0 : cards_arg(move, rules, "move");
    const int id = space.id(cards);
    if (id < 0 || (id == space.pass_id()) != pass)
        raise_illegal_move(quoted(format_cards(cards)) + " is no move of this action space (a " +
                           std::to_string(rules.players) + "-player hand of a deal, variant '" +
                           variant_name(rules.variant) + "')");
    return id;
}

py::array mask_batch(const SpaceValue& s, py::handle hands_obj, py::handle lasts_obj, py::handle out_obj) {
    const ActionSpace& space = space_of(s);
    const Rules rules = space.rules();
    const BatchInput in = read_batch(hands_obj, lasts_obj, rules);
    const size_t n = in.size();
    const auto size = static_cast<py::ssize_t>(space.size());
    py::array_t<bool, py::array::c_style> out;
    if (out_obj.is_none()) {
        out = py::array_t<bool, py::array::c_style>({static_cast<py::ssize_t>(n), size});
    } else {
        if (!py::isinstance<py::array_t<bool, py::array::c_style>>(out_obj))
            throw py::type_error("out must be a C-contiguous numpy bool array");
        out = py::reinterpret_borrow<py::array_t<bool, py::array::c_style>>(out_obj);
        if (out.ndim() != 2 || out.shape(0) != static_cast<py::ssize_t>(n) || out.shape(1) != size)
            throw py::value_error("out must have shape (" + std::to_string(n) + ", " + std::to_string(size) + ")");
        if (!out.writeable()) throw py::value_error("out must be writable");
    }
    auto* rows = reinterpret_cast<uint8_t*>(out.mutable_data());
    bool all = true;
    for_each_without_gil(n, kBatchChunk, [&](size_t i) {
        all &= space.mask(in.hands[i], in.lasts[i], rows + i * static_cast<size_t>(size));
    });
    if (!all) throw py::value_error("a hand holds more cards than a deal gives: some moves have no id");
    return std::move(out);
}

// The rules of the space, and a hand and last move read under them.
struct Position {
    Cards hand;
    Move last;
};
Position position_arg(const ActionSpace& space, py::handle hand, py::handle last) {
    const Rules rules = space.rules();
    resolve(Asked{rules.players, true, rules.variant}, {hand, last});
    return Position{cards_arg(hand, rules, "hand"), last.is_none() ? kPassMove : move_arg(last, rules, "last").move};
}

py::array_t<int32_t> legal_ids(const SpaceValue& s, py::handle hand, py::handle last) {
    const ActionSpace& space = space_of(s);
    const Position at = position_arg(space, hand, last);
    thread_local int32_t ids[kMaxMoves];
    const int n = space.legal_ids(at.hand, at.last, ids);
    if (n < 0) throw py::value_error("the hand holds more cards than a deal gives: some moves have no id");
    py::array_t<int32_t> out(n);
    std::copy(ids, ids + n, out.mutable_data());
    return out;
}

}  // namespace

const ActionSpace& space_arg(py::handle space) {
    const SpaceValue* s = as<SpaceValue>(space);
    if (!s) throw py::type_error("space must be an ActionSpace, not " + type_name(space));
    return *s->space;
}

py::array_t<int32_t> action_ids(py::handle space_obj, const Move* first, const Move* last) {
    py::array_t<int32_t> ids(last - first);
    if (!space_arg(space_obj).ids(first, last, ids.mutable_data()))
        throw py::value_error(
            "some moves have no id in this action space (another variant, or a hand larger than "
            "a deal gives)");
    return ids;
}

void register_action_space(py::module_& m) {
    py::class_<SpaceValue> cls(m, "ActionSpace",
                               "A fixed action space for policy networks: every move a hand of a deal can play,\n"
                               "with a stable id. ActionSpace(players=3, variant='standard'): id 0 is the pass,\n"
                               "then every card set of all_moves(players, variant) in its order (version 1);\n"
                               "'rlcard' gives RLCard 1.2.0's own ids, its pass last (27,471). Sizes: 12,655,\n"
                               "9,080 (4 players), 27,472 (rlcard), 29,985 (douzero), 25,662 (openspiel).");
    cls.def(py::init([](py::handle players, py::handle variant) {
                return SpaceValue{shared_space(resolve(asked(players, variant), {})), py::none(), py::none()};
            }),
            py::arg("players") = 3, py::arg("variant") = "standard")
        .def_property_readonly(
            "size", [](const SpaceValue& s) { return s.space->size(); }, "The number of actions, the pass included.")
        .def("__len__", [](const SpaceValue& s) { return s.space->size(); })
        .def_property_readonly(
            "num_actions", [](const SpaceValue& s) { return s.space->num_actions(); },
            "The number of action ids of a whole deal: size plays, then the 4 bids (bid_id).")
        .def(
            "bid_id",
            [](const SpaceValue& s, py::handle k) {
                return s.space->bid_id(static_cast<int>(int_arg(k, "k", 0, kMaxBid)));
            },
            py::arg("k"), "The action id of bid k: 0 passes in the auction, 1-3 bid (B2); size + k.")
        .def_property_readonly(
            "version", [](const SpaceValue&) { return ActionSpace::kVersion; }, "The version of the id order.")
        .def_property_readonly(
            "pass_id", [](const SpaceValue& s) { return s.space->pass_id(); },
            "The id of the pass (0; rlcard: 27,471).")
        .def_property_readonly(
            "players", [](const SpaceValue& s) { return s.space->rules().players; }, "3 or 4.")
        .def_property_readonly(
            "variant", [](const SpaceValue& s) { return VariantValue{s.space->rules().variant}; }, "The rule variant.")
        .def_property_readonly(
            "cards",
            [](SpaceValue& s) {
                if (s.cards.is_none()) {
                    py::list out(s.space->size());
                    for (int i = 0; i < s.space->size(); ++i)
                        out[static_cast<size_t>(i)] = py::str(format_cards(s.space->move(i).cards));
                    s.cards = out;
                }
                return py::list(s.cards);  // a copy: the cached list stays as it is
            },
            "The card string of every id, in id order ('' for the pass).")
        .def_property_readonly(
            "counts",
            [](SpaceValue& s) {
                if (s.counts.is_none()) {
                    py::array_t<uint8_t> out({static_cast<py::ssize_t>(s.space->size()), py::ssize_t{kNumRanks}});
                    uint8_t* w = out.mutable_data();
                    for (int i = 0; i < s.space->size(); ++i)
                        for (int r = 0; r < kNumRanks; ++r)
                            w[i * kNumRanks + r] = static_cast<uint8_t>(count_of(s.space->move(i).cards, r));
                    py::detail::array_proxy(out.ptr())->flags &= ~py::detail::npy_api::NPY_ARRAY_WRITEABLE_;
                    s.counts = out;
                }
                return s.counts;
            },
            "Copies per rank of every id's cards: read-only numpy uint8 array of shape (size, 15).")
        .def("encode", &encode, py::arg("move"),
             "The id of a move (a Move, or cards: a string or a Hand; '' or 'pass' is the pass).\n"
             "IllegalMoveError if no action of the space has those cards.")
        .def(
            "decode",
            [](const SpaceValue& s, py::handle id) {
                const int i = static_cast<int>(int_arg(id, "id", 0, s.space->size() - 1));
                return MoveValue{s.space->move(i), s.space->rules()};
            },
            py::arg("id"), "The Move of an id (its first reading, variant.h).")
        .def(
            "mask",
            [](const SpaceValue& s, py::handle hand, py::handle last) {
                const ActionSpace& space = *s.space;
                const Position at = position_arg(space, hand, last);
                py::array_t<bool> out(space.size());
                if (!space.mask(at.hand, at.last, reinterpret_cast<uint8_t*>(out.mutable_data())))
                    throw py::value_error("the hand holds more cards than a deal gives: some moves have no id");
                return out;
            },
            py::arg("hand"), py::arg("last") = py::none(),
            "The legal moves of `hand` after `last` (None: a lead) as a bool array of shape (size,).")
        .def("legal_ids", &legal_ids, py::arg("hand"), py::arg("last") = py::none(),
             "The ids of the legal moves of `hand` after `last` (None: a lead), in legal_moves()\n"
             "order, as a numpy int32 array, straight from the generator (no MoveList).")
        .def("mask_batch", &mask_batch, py::arg("hands"), py::arg("lasts") = py::none(), py::arg("out") = py::none(),
             "Masks of many positions: hands and lasts as for count_legal_moves (uint64 codes, 0 in\n"
             "lasts for a lead), into a new bool array of shape (B, size), or into `out` (a writable\n"
             "C-contiguous bool array of that shape, reused). Releases the GIL; Ctrl-C stops it.")
        .def("__eq__",
             [](const SpaceValue& a, py::handle b) -> py::object {
                 const SpaceValue* o = as<SpaceValue>(b);
                 if (!o) return py::reinterpret_borrow<py::object>(Py_NotImplemented);
                 return py::bool_(a.space == o->space);
             })
        .def("__hash__",
             [](const SpaceValue& s) { return py::hash(py::int_(reinterpret_cast<uintptr_t>(s.space.get()))); })
        .def("__repr__",
             [](const SpaceValue& s) {
                 return "ActionSpace(players=" + std::to_string(s.space->rules().players) + ", variant='" +
                        variant_name(s.space->rules().variant) + "')";
             })
        .def("__reduce__", [](py::handle self) {
            const SpaceValue& s = self.cast<const SpaceValue&>();
            return py::make_tuple(py::type::of(self),
                                  py::make_tuple(s.space->rules().players, VariantValue{s.space->rules().variant}));
        });
    cls.attr("VERSION") = ActionSpace::kVersion;
    ClassHandle<SpaceValue>::type = reinterpret_cast<PyTypeObject*>(cls.ptr());
}

}  // namespace paigen::bindings::doudizhu
