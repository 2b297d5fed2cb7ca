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
    nb::gil_scoped_release release;  // a few milliseconds of plain C++
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

int encode(const SpaceValue& s, nb::handle move) {
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
Array<T> rows_out(nb::handle out_obj, size_t n, Py_ssize_t width, const char* dtype) {
    using Array = Array<T>;
    if (out_obj.is_none()) return Array({static_cast<Py_ssize_t>(n), width});
    if (!is_array_of<T>(out_obj)) throw type_error(std::string("out must be a C-contiguous numpy ") + dtype + " array");
    Array out = nb::borrow<Array>(out_obj);
    if (out.ndim() != 2 || out.shape(0) != static_cast<Py_ssize_t>(n) || out.shape(1) != width)
        throw value_error("out must have shape (" + std::to_string(n) + ", " + std::to_string(width) + ")");
    if (!out.writeable()) throw value_error("out must be writable");
    return out;
}

nb::object mask_batch(const SpaceValue& s, nb::handle hands_obj, nb::handle lasts_obj, nb::handle out_obj,
                      nb::handle packed_obj) {
    const ActionSpace& space = space_of(s);
    const Rules rules = space.rules();
    const bool packed = bool_arg(packed_obj, "packed");
    const BatchInput in = read_batch(hands_obj, lasts_obj, rules);
    const size_t n = in.size();
    nb::object out;
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
    if (!all) throw value_error("a hand holds more cards than a deal gives: some moves have no id");
    return out;
}

// The rules of the space, and a hand and last move read under them.
struct Position {
    Cards hand;
    Move last;
};
Position position_arg(const ActionSpace& space, nb::handle hand, nb::handle last) {
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
        if (n < 0) throw value_error("the hand holds more cards than a deal gives: some moves have no id");
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

const ActionSpace& space_arg(nb::handle space) {
    const SpaceValue* s = as<SpaceValue>(space);
    if (!s) throw type_error("space must be an ActionSpace, not " + python_type_name(space));
    return *s->space;
}

Array<int32_t> action_ids(nb::handle space_obj, const Move* first, const Move* last) {
    Array<int32_t> ids(last - first);
    if (!space_arg(space_obj).ids(first, last, ids.mutable_data()))
        throw value_error(
            "some moves have no id in this action space (another variant, or a hand larger than "
            "a deal gives)");
    return ids;
}

void register_action_space(nb::module_& m) {
    nb::class_<SpaceValue> cls(m, "ActionSpace", doc("ActionSpace"));
    cls.def("__init__", init<SpaceValue>([](nb::handle players, nb::handle variant) {
                return SpaceValue{shared_space(resolve(asked(players, variant), {})), nb::none(), nb::none()};
            }),
            nb::arg("players") = 3, nb::arg("variant") = "standard")
        .def_prop_ro(
            "size", [](const SpaceValue& s) { return s.space->size(); }, doc("ActionSpace.size"))
        .def("__len__", [](const SpaceValue& s) { return s.space->size(); })
        .def_prop_ro(
            "num_actions", [](const SpaceValue& s) { return s.space->num_actions(); }, doc("ActionSpace.num_actions"))
        .def(
            "bid_id",
            [](const SpaceValue& s, nb::handle k) {
                return s.space->bid_id(static_cast<int>(int_arg(k, "k", 0, kMaxBid)));
            },
            nb::arg("k"), doc("ActionSpace.bid_id"))
        .def_prop_ro(
            "version", [](const SpaceValue&) { return ActionSpace::kVersion; }, doc("ActionSpace.version"))
        .def_prop_ro(
            "pass_id", [](const SpaceValue& s) { return s.space->pass_id(); }, doc("ActionSpace.pass_id"))
        .def_prop_ro(
            "players", [](const SpaceValue& s) { return s.space->rules().players; }, doc("ActionSpace.players"))
        .def_prop_ro(
            "variant", [](const SpaceValue& s) { return VariantValue{s.space->rules().variant}; },
            doc("ActionSpace.variant"))
        .def_prop_ro(
            "cards",
            [](SpaceValue& s) {
                if (s.cards.is_none()) {
                    nb::list out;
                    for (int i = 0; i < s.space->size(); ++i)
                        out.append(nb::str(format_cards(s.space->move(i).cards).c_str()));
                    s.cards = out;
                }
                return nb::steal<nb::list>(PySequence_List(s.cards.ptr()));  // a copy: the cached list stays as it is
            },
            doc("ActionSpace.cards"))
        .def_prop_ro(
            "counts",
            [](SpaceValue& s) {
                if (s.counts.is_none()) {
                    Array<uint8_t> out({static_cast<Py_ssize_t>(s.space->size()), Py_ssize_t{kNumRanks}});
                    uint8_t* w = out.mutable_data();
                    for (int i = 0; i < s.space->size(); ++i)
                        for (int r = 0; r < kNumRanks; ++r)
                            w[i * kNumRanks + r] = static_cast<uint8_t>(count_of(s.space->move(i).cards, r));
                    set_read_only(out.ptr());
                    s.counts = out;
                }
                return s.counts;
            },
            doc("ActionSpace.counts"))
        .def("encode", &encode, nb::arg("move"), doc("ActionSpace.encode"))
        .def(
            "decode",
            [](const SpaceValue& s, nb::handle id) {
                const int i = static_cast<int>(int_arg(id, "id", 0, s.space->size() - 1));
                if (!s.space->holds(i))
                    throw value_error("id " + std::to_string(i) + " is OpenSpiel's bid " + std::to_string(i) +
                                      ", no play: a bid's id is bid_id(k)");
                return MoveValue{s.space->move(i), s.space->rules()};
            },
            nb::arg("id"), doc("ActionSpace.decode"))
        .def(
            "mask",
            [](const SpaceValue& s, nb::handle hand, nb::handle last) {
                const ActionSpace& space = *s.space;
                const Position at = position_arg(space, hand, last);
                Array<bool> out(space.size());
                if (!space.mask(at.hand, at.last, reinterpret_cast<uint8_t*>(out.mutable_data())))
                    throw value_error("the hand holds more cards than a deal gives: some moves have no id");
                return out;
            },
            nb::arg("hand"), nb::arg("last") = nb::none(), doc("ActionSpace.mask"))
        .def("mask_batch", &mask_batch, nb::arg("hands"), nb::arg("lasts") = nb::none(), nb::arg("out") = nb::none(),
             nb::kw_only(), nb::arg("packed") = false, doc("ActionSpace.mask_batch"))
        .def("__eq__",
             [](const SpaceValue& a, nb::handle b) -> nb::object {
                 const SpaceValue* o = as<SpaceValue>(b);
                 if (!o) return nb::borrow<nb::object>(Py_NotImplemented);
                 return nb::bool_(a.space == o->space);
             })
        .def("__hash__",
             [](const SpaceValue& s) { return nb::hash(nb::int_(reinterpret_cast<uintptr_t>(s.space.get()))); })
        .def("__repr__",
             [](const SpaceValue& s) {
                 return "ActionSpace(players=" + std::to_string(s.space->rules().players) + ", variant='" +
                        preset_name(s.space->rules().variant) + "')";
             })
        .def("__reduce__", [](nb::handle self) {
            const SpaceValue& s = nb::cast<const SpaceValue&>(self);
            return nb::make_tuple(nb::borrow(self.type()),
                                  nb::make_tuple(s.space->rules().players, VariantValue{s.space->rules().variant}));
        });
    cls.attr("VERSION") = ActionSpace::kVersion;
    ClassHandle<SpaceValue>::type = reinterpret_cast<PyTypeObject*>(cls.ptr());
    legal_ids_signature.intern();
    add_method(cls, &legal_ids_def, doc("ActionSpace.legal_ids"));
}

}  // namespace paigen::bindings::doudizhu
