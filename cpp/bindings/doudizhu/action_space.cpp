// paigen.doudizhu.ActionSpace: fixed action ids and masks for policy networks
// (the core's ActionSpace, one shared table per player count and variant).
#include "paigen/doudizhu/action_space.h"

#include <algorithm>
#include <atomic>
#include <memory>
#include <string>

#include "../errors.h"
#include "../interrupt.h"
#include "paigen/doudizhu/notation.h"
#include "traits.h"

namespace paigen::bindings::doudizhu {

std::shared_ptr<const ActionSpace> shared_space(Rules rules) {
    if (auto found = ActionSpace::find_shared(rules)) return found;
    py::gil_scoped_release release;  // a few milliseconds of plain C++
    return ActionSpace::shared(rules);
}

const ActionSpace& space_for(Rules rules) {
    // The shared tables are never freed, so a pointer to one stays valid:
    // the rules pages' tables (nearly every game) are found without the
    // shared table's lock and reference count, which cost a reply's ids
    // call as much as its id lookups.
    static std::atomic<const ActionSpace*> standard[2] = {};  // 3 and 4 players
    if (!is_standard(rules.variant)) return *shared_space(rules);
    std::atomic<const ActionSpace*>& slot = standard[rules.players == 4];
    if (const ActionSpace* known = slot.load(std::memory_order_acquire)) return *known;
    const ActionSpace* space = shared_space(rules).get();
    slot.store(space, std::memory_order_release);
    return *space;
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
    const int id = as_move ? space.id(as_move->move) : space.id(cards);  // a Move's reading picks its id
    if (id < 0 || (id == space.pass_id()) != pass)
        raise_illegal_move(quoted(format_cards(cards)) + " is no move of this action space (a " +
                           std::to_string(rules.players) + "-player hand of a deal, variant '" +
                           preset_name(rules.variant) + "')");
    return id;
}

// A (B, width) C-contiguous array of T: a new one, or `out` checked.
template <typename T>
py::array_t<T, py::array::c_style> rows_out(py::handle out_obj, size_t n, py::ssize_t width, const char* dtype) {
    using Array = py::array_t<T, py::array::c_style>;
    if (out_obj.is_none()) return Array({static_cast<py::ssize_t>(n), width});
    if (!py::isinstance<Array>(out_obj))
        throw py::type_error(std::string("out must be a C-contiguous numpy ") + dtype + " array");
    Array out = py::reinterpret_borrow<Array>(out_obj);
    if (out.ndim() != 2 || out.shape(0) != static_cast<py::ssize_t>(n) || out.shape(1) != width)
        throw py::value_error("out must have shape (" + std::to_string(n) + ", " + std::to_string(width) + ")");
    if (!out.writeable()) throw py::value_error("out must be writable");
    return out;
}

py::array mask_batch(const SpaceValue& s, py::handle hands_obj, py::handle lasts_obj, py::handle out_obj,
                     py::handle packed_obj) {
    const ActionSpace& space = space_of(s);
    const Rules rules = space.rules();
    const bool packed = bool_arg(packed_obj, "packed");
    const BatchInput in = read_batch(hands_obj, lasts_obj, rules);
    const size_t n = in.size();
    py::array out;
    uint8_t* rows = nullptr;
    size_t width = 0;
    if (packed) {
        auto a = rows_out<uint8_t>(out_obj, n, space.packed_size(), "uint8");
        rows = a.mutable_data();
        out = std::move(a);
        width = static_cast<size_t>(space.packed_size());
    } else {
        auto a = rows_out<bool>(out_obj, n, space.size(), "bool");
        rows = reinterpret_cast<uint8_t*>(a.mutable_data());
        out = std::move(a);
        width = static_cast<size_t>(space.size());
    }
    bool all = true;
    for_each_without_gil(n, kBatchChunk, [&](size_t i) {
        uint8_t* row = rows + i * width;
        all &= packed ? space.mask_bits(in.hands[i], in.lasts[i], row) : space.mask(in.hands[i], in.lasts[i], row);
    });
    if (!all) throw py::value_error("a hand holds more cards than a deal gives: some moves have no id");
    return out;
}

// The rules of the space, and a hand and last move read under them.
struct Position {
    Cards hand;
    Move last;
};
Position position_arg(const ActionSpace& space, py::handle hand, py::handle last) {
    const Rules rules = space.rules();
    // A Hand and a Move (or None) of the space's own rules, the common call:
    // nothing to resolve or convert.
    if (const HandValue* h = as<HandValue>(hand); h && h->players == rules.players) {
        if (last.is_none()) return Position{h->cards, kPassMove};
        const MoveValue* m = as<MoveValue>(last);
        if (m && m->rules.players == rules.players && same_variant(m->rules.variant, rules.variant))
            return Position{h->cards, m->move};
    }
    resolve(Asked{rules.players, true, rules.variant}, {hand, last});
    return Position{cards_arg(hand, rules, "hand"), last.is_none() ? kPassMove : move_arg(last, rules, "last").move};
}

// ActionSpace.legal_ids, a FASTCALL method: bots call it once per decision.
Signature<2> legal_ids_signature{"legal_ids", {"hand", "last"}, 2, 0b1};

PyObject* legal_ids(PyObject* self, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
    PyObject* given[2] = {nullptr, Py_None};
    if (!legal_ids_signature.parse(args, nargs, kwnames, given)) return nullptr;
    return guarded([&] {
        const ActionSpace& space = space_of(*as<SpaceValue>(self));
        const Position at = position_arg(space, given[0], given[1]);
        thread_local int32_t buffer[kMaxMoves];
        int32_t* const ids = buffer;  // one TLS lookup, not one before each call below
        const int n = space.legal_ids(at.hand, at.last, ids);
        if (n < 0) throw py::value_error("the hand holds more cards than a deal gives: some moves have no id");
        return int32_array(ids, n);
    });
}

PyMethodDef legal_ids_def = {
    "legal_ids",
    reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(legal_ids)),
    METH_FASTCALL | METH_KEYWORDS,
    "legal_ids($self, hand, last=None)",
};

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
    py::class_<SpaceValue> cls(m, "ActionSpace", doc("ActionSpace"));
    cls.def(py::init([](py::handle players, py::handle variant) {
                return SpaceValue{shared_space(resolve(asked(players, variant), {})), py::none(), py::none()};
            }),
            py::arg("players") = 3, py::arg("variant") = "standard")
        .def_property_readonly(
            "size", [](const SpaceValue& s) { return s.space->size(); }, doc("ActionSpace.size"))
        .def("__len__", [](const SpaceValue& s) { return s.space->size(); })
        .def_property_readonly(
            "num_actions", [](const SpaceValue& s) { return s.space->num_actions(); }, doc("ActionSpace.num_actions"))
        .def(
            "bid_id",
            [](const SpaceValue& s, py::handle k) {
                return s.space->bid_id(static_cast<int>(int_arg(k, "k", 0, kMaxBid)));
            },
            py::arg("k"), doc("ActionSpace.bid_id"))
        .def_property_readonly(
            "version", [](const SpaceValue&) { return ActionSpace::kVersion; }, doc("ActionSpace.version"))
        .def_property_readonly(
            "pass_id", [](const SpaceValue& s) { return s.space->pass_id(); }, doc("ActionSpace.pass_id"))
        .def_property_readonly(
            "players", [](const SpaceValue& s) { return s.space->rules().players; }, doc("ActionSpace.players"))
        .def_property_readonly(
            "variant", [](const SpaceValue& s) { return VariantValue{s.space->rules().variant}; },
            doc("ActionSpace.variant"))
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
            doc("ActionSpace.cards"))
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
            doc("ActionSpace.counts"))
        .def("encode", &encode, py::arg("move"), doc("ActionSpace.encode"))
        .def(
            "decode",
            [](const SpaceValue& s, py::handle id) {
                const int i = static_cast<int>(int_arg(id, "id", 0, s.space->size() - 1));
                if (!s.space->holds(i))
                    throw py::value_error("id " + std::to_string(i) + " is OpenSpiel's bid " + std::to_string(i) +
                                          ", no play: a bid's id is bid_id(k)");
                return MoveValue{s.space->move(i), s.space->rules()};
            },
            py::arg("id"), doc("ActionSpace.decode"))
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
            py::arg("hand"), py::arg("last") = py::none(), doc("ActionSpace.mask"))
        .def("mask_batch", &mask_batch, py::arg("hands"), py::arg("lasts") = py::none(), py::arg("out") = py::none(),
             py::kw_only(), py::arg("packed") = false, doc("ActionSpace.mask_batch"))
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
                        preset_name(s.space->rules().variant) + "')";
             })
        .def("__reduce__", [](py::handle self) {
            const SpaceValue& s = self.cast<const SpaceValue&>();
            return py::make_tuple(py::type::of(self),
                                  py::make_tuple(s.space->rules().players, VariantValue{s.space->rules().variant}));
        });
    cls.attr("VERSION") = ActionSpace::kVersion;
    ClassHandle<SpaceValue>::type = reinterpret_cast<PyTypeObject*>(cls.ptr());
    legal_ids_signature.intern();
    add_method(cls, &legal_ids_def, doc("ActionSpace.legal_ids"));
}

}  // namespace paigen::bindings::doudizhu
