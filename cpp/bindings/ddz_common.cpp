#include "ddz_common.h"

#include <cctype>
#include <vector>

#include "errors.h"
#include "paigen/doudizhu/classify.h"
#include "paigen/doudizhu/movegen.h"
#include "paigen/doudizhu/notation.h"

namespace paigen::bindings::ddz {

// ---------------------------------------------------------------- input checks

Rules rules_for(int players) {
    if (!valid_players(players))
        throw py::value_error("players must be 3 or 4, not " + std::to_string(players));
    return Rules{static_cast<uint8_t>(players)};
}

// `players` as the caller gave it: 0 when None (defer to the objects passed).
int players_arg(const py::object& players) {
    if (players.is_none()) return 0;
    if (!PyLong_Check(players.ptr()) || PyBool_Check(players.ptr()))
        throw py::type_error("players must be the int 3 or 4, not " +
                             std::string(py::str(py::type::of(players).attr("__name__"))));
    const int p = players.cast<int>();
    rules_for(p);
    return p;
}

// The rules for an object of `from_object` players (0: a string, no count of
// its own) when the caller asked for `players` (0: not given).
Rules resolve_rules(int players, int from_object) {
    if (players == 0) return rules_for(from_object > 0 ? from_object : 3);
    if (from_object > 0 && from_object != players)
        throw py::value_error("players=" + std::to_string(players) + " contradicts a " +
                              std::to_string(from_object) + "-player hand or move");
    return rules_for(players);
}

std::string deck_name(Rules rules) { return std::to_string(rules.players) + "-player deck"; }

Cards parse_or_raise(const std::string& text, Rules rules) {
    const ParseResult r = parse_cards(text, rules);
    switch (r.status) {
        case ParseStatus::Ok: return r.cards;
        case ParseStatus::BadCharacter:
            raise_notation_error("invalid card character '" + r.bad_char + "' in '" +
                                 text + "' (ranks are 3456789TJQKA2BR, D4)");
        case ParseStatus::TooManyCopies: {
            const int limit = r.bad_rank < kRankBlack ? rules.suit_copies() : rules.joker_copies();
            raise_notation_error(std::string("too many copies of rank '") + kRankChars[r.bad_rank] +
                                 "' in '" + text + "': " + std::to_string(r.copies) + ", but a " +
                                 deck_name(rules) + " holds " + std::to_string(limit) + " (D2/D3)");
        }
    }
    raise_notation_error("unreadable cards '" + text + "'");
}

Move classify_or_raise(Cards cards, Rules rules, const char* what) {
    const Classification c = classify(cards, rules);
    if (!c.ok())
        raise_illegal_move(std::string(what) + " '" + format_cards(cards) + "' is not a move: " +
                           c.reason);
    return c.move;
}

bool is_pass_text(const std::string& text) {
    size_t begin = 0, end = text.size();
    while (begin < end && std::isspace(static_cast<unsigned char>(text[begin]))) ++begin;
    while (end > begin && std::isspace(static_cast<unsigned char>(text[end - 1]))) --end;
    if (begin == end) return true;
    if (end - begin != 4) return false;
    std::string lower = text.substr(begin, 4);
    for (char& ch : lower) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    return lower == "pass";
}

std::string text_arg(const py::handle& obj, const char* what) {
    if (!PyUnicode_Check(obj.ptr()))
        throw py::type_error(std::string(what) + " must be a card string, not " +
                             std::string(py::str(py::type::of(obj).attr("__name__"))));
    return obj.cast<std::string>();
}

bool fits_deck(Cards cards, Rules rules) {
    if (cards >> (4 * kNumRanks)) return false;
    for (int r = 0; r < kNumRanks; ++r)
        if (count_of(cards, r) > (r < kRankBlack ? rules.suit_copies() : rules.joker_copies())) return false;
    return true;
}

void check_code(Cards cards, Rules rules, const char* name, long index) {
    if (fits_deck(cards, rules)) return;
    const std::string what = index < 0 ? std::string(name) : std::string(name) + "[" + std::to_string(index) + "]";
    if (cards >> (4 * kNumRanks))
        raise_notation_error(what + ": bits above the red joker's nibble are set (code " +
                             std::to_string(cards) + ")");
    for (int r = 0; r < kNumRanks; ++r) {
        const int limit = r < kRankBlack ? rules.suit_copies() : rules.joker_copies();
        if (count_of(cards, r) > limit)
            raise_notation_error(what + ": " + std::to_string(count_of(cards, r)) + " copies of rank '" +
                                 kRankChars[r] + "', but a " + deck_name(rules) + " holds " +
                                 std::to_string(limit) + " (D2/D3)");
    }
}

PyMove move_from(const py::handle& obj, int players, const char* what) {
    if (const PyMove* m = as<PyMove>(obj)) {
        resolve_rules(players, m->rules.players);
        return *m;
    }
    if (py::isinstance<py::str>(obj)) {
        const Rules rules = resolve_rules(players, 0);
        const std::string text = text_arg(obj, what);
        if (is_pass_text(text)) return PyMove{kPassMove, rules};
        return PyMove{classify_or_raise(parse_or_raise(text, rules), rules, what), rules};
    }
    throw py::type_error(std::string(what) + " must be a Move or a card string, not " +
                         std::string(py::str(py::type::of(obj).attr("__name__"))));
}

PyHand hand_from(const py::handle& obj, int players) {
    if (const PyHand* h = as<PyHand>(obj)) {
        resolve_rules(players, h->rules.players);
        return *h;
    }
    if (const PyMove* m = as<PyMove>(obj)) {  // a move's cards, as a hand
        return PyHand{m->move.cards, resolve_rules(players, m->rules.players)};
    }
    if (py::isinstance<py::str>(obj)) {
        const Rules rules = resolve_rules(players, 0);
        return PyHand{parse_or_raise(text_arg(obj, "hand"), rules), rules};
    }
    throw py::type_error("hand must be a Hand or a card string, not " +
                         std::string(py::str(py::type::of(obj).attr("__name__"))));
}

Move* scratch_moves() {
    thread_local std::vector<Move> buffer(kMaxMoves);
    return buffer.data();
}

Cards cards_arg(const py::handle& obj, Rules rules) {
    if (const PyMove* m = as<PyMove>(obj)) {
        resolve_rules(rules.players, m->rules.players);
        return m->move.cards;
    }
    if (const PyHand* h = as<PyHand>(obj)) {
        resolve_rules(rules.players, h->rules.players);
        return h->cards;
    }
    return parse_or_raise(text_arg(obj, "cards"), rules);
}

py::array_t<uint8_t> counts_of(Cards cards) {
    py::array_t<uint8_t> out(kNumRanks);
    auto w = out.mutable_unchecked<1>();
    for (int r = 0; r < kNumRanks; ++r) w(r) = static_cast<uint8_t>(count_of(cards, r));
    return out;
}

}  // namespace paigen::bindings::ddz
