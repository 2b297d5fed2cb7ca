#include "paigen/doudizhu/action_space.h"

#include <cassert>
#include <cstring>
#include <mutex>

#include "paigen/doudizhu/movegen.h"

namespace paigen::doudizhu {

namespace {

// RLCard 1.2.0's ids: entry i is the position of RLCard's move i in the
// universe of its variant (tools/rlcard_action_order.py writes the table).
constexpr uint16_t kRLCardOrder[] = {
#include "rlcard_order.inc"
};

// OpenSpiel 2.0.2's play ids: entry i is the position of its play id 4 + i in
// the universe of its variant, and the later ids of a card set with their
// reading (tools/openspiel_action_order.py writes both tables).
constexpr int kOpenSpielPlayBase = 4;  // ids 1-3 are OpenSpiel's bids
constexpr uint16_t kOpenSpielOrder[] = {
#include "openspiel_order.inc"
};
struct AirplaneReading {
    int32_t id;
    uint8_t main, length;
};
constexpr AirplaneReading kOpenSpielReadings[] = {
#include "openspiel_readings.inc"
};

// The tables built so far, by rules (a handful in a process: a linear search).
std::mutex shared_lock;
std::vector<std::shared_ptr<const ActionSpace>>& shared_spaces() {
    static auto* spaces = new std::vector<std::shared_ptr<const ActionSpace>>;  // never destroyed
    return *spaces;
}

// This thread's buffer for a position's moves, of kMaxMoves: one for every
// method here (none calls another while it holds the moves), as a Move's pass
// is not all zero bytes and each such buffer is initial image that every
// thread copies (1 MB). Its address is taken once a call: the generator call
// between would make the compiler look a thread_local object up again.
Move* position_moves() {
    thread_local Move moves[kMaxMoves];
    return moves;
}

// This thread's buffer for a lead's ids (mask(), mask_bits()).
int32_t* lead_id_buffer() {
    thread_local int32_t ids[kMaxMoves];
    return ids;
}

}  // namespace

std::shared_ptr<const ActionSpace> ActionSpace::find_shared(Rules rules) {
    const std::lock_guard<std::mutex> guard(shared_lock);
    for (const auto& space : shared_spaces())
        if (space->rules_.players == rules.players && space->rules_.variant == rules.variant) return space;
    return nullptr;
}

std::shared_ptr<const ActionSpace> ActionSpace::shared(Rules rules) {
    if (auto found = find_shared(rules)) return found;
    auto built = std::make_shared<const ActionSpace>(rules);  // outside the lock: milliseconds
    const std::lock_guard<std::mutex> guard(shared_lock);
    for (const auto& space : shared_spaces())  // another thread's table if it won
        if (space->rules_.players == rules.players && space->rules_.variant == rules.variant) return space;
    shared_spaces().push_back(built);
    return built;
}

ActionSpace::ActionSpace(Rules rules) : rules_(rules) {
    assert(valid_rules(rules));
    Move* const universe_moves = position_moves();
    const size_t universe_size =
        static_cast<size_t>(universe(rules, rules.max_hand(), universe_moves) - universe_moves);
    assert(universe_size <= static_cast<size_t>(kMaxMoves));
    const bool rlcard = rules.players == 3 && rules.variant == kRLCard;
    const bool openspiel = rules.players == 3 && rules.variant == kOpenSpiel;
    moves_.reserve(universe_size + 1);
    if (rlcard) {
        static_assert(sizeof kRLCardOrder / sizeof kRLCardOrder[0] == 27'471, "RLCard 1.2.0 has 27,471 plays");
        assert(universe_size == 27'471);
        for (const uint16_t position : kRLCardOrder) moves_.push_back(universe_moves[position]);
        pass_id_ = static_cast<int>(moves_.size());
        moves_.push_back(kPassMove);
    } else if (openspiel) {
        static_assert(sizeof kOpenSpielOrder / sizeof kOpenSpielOrder[0] == 26'053, "OpenSpiel 2.0.2 has 26,053 plays");
        moves_.assign(kOpenSpielPlayBase, kPassMove);  // the pass, then three ids that hold no play
        for (const uint16_t position : kOpenSpielOrder) moves_.push_back(universe_moves[position]);
        for (const AirplaneReading& r : kOpenSpielReadings) {
            Move& move = moves_[static_cast<size_t>(r.id)];
            assert(move.kind == Kind::AirplaneSingle || move.kind == Kind::TripleChain);
            move.kind = Kind::AirplaneSingle;
            move.main = r.main;
            move.length = r.length;
            readings_.push_back(r.id);
        }
    } else {
        moves_.push_back(kPassMove);
        moves_.insert(moves_.end(), universe_moves, universe_moves + universe_size);
    }
    // An open-addressing table at most half full: card code -> id.
    int bits = 1;
    while ((size_t{1} << bits) < 2 * moves_.size()) ++bits;
    shift_ = 64 - bits;
    mask_ = (uint64_t{1} << bits) - 1;
    slots_.assign(size_t{1} << bits, Slot{kEmpty, -1});
    for (size_t i = 0; i < moves_.size(); ++i) {
        uint64_t slot = hash(moves_[i].cards);
        while (slots_[slot].cards != kEmpty && slots_[slot].cards != moves_[i].cards) slot = (slot + 1) & mask_;
        if (slots_[slot].cards != kEmpty) continue;  // a later reading, or an id with no play: the first id stays
        slots_[slot] = Slot{moves_[i].cards, static_cast<int32_t>(i)};
    }
    // Readings give a card set ids that depend on the move's reading, which
    // the groups do not follow; lead_ids() walks the standard rules' leads.
    if (readings_.empty() && is_standard(rules.variant)) group_ids_.build(moves_);
}

int ActionSpace::other_reading(const Move& move, int first) const {
    for (const int32_t i : readings_)
        if (moves_[static_cast<size_t>(i)].cards == move.cards && same_reading(moves_[static_cast<size_t>(i)], move))
            return i;
    return first;  // a reading OpenSpiel does not number: its first id
}

bool ActionSpace::ids(const Move* first, const Move* last, int32_t* out) const {
    bool all = true;
    for (const Move* m = first; m != last; ++m) {
        *out = id(*m);
        all &= *out++ >= 0;
    }
    return all;
}

namespace {

// Clears out[0..bytes) and marks the id of every legal move of `hand` after
// `last` under `rules` (the space's own: a reference, not a copy) with
// mark(out, id): mask() and mask_bits() differ only in how an id is written
// (a byte, a bit). A lead whose ids the space computes passes them in
// [lead_ids, lead_end); lead_end is null otherwise. False if a move has no id.
template <typename Mark>
bool mark_legal(const ActionSpace& space, const Rules& rules, Cards hand, const Move& last, const int32_t* lead_ids,
                const int32_t* lead_end, uint8_t* out, int bytes, Mark mark) {
    std::memset(out, 0, static_cast<size_t>(bytes));
    if (lead_end) {
        for (const int32_t* i = lead_ids; i != lead_end; ++i) mark(out, *i);
        return true;
    }
    Move* const moves = position_moves();
    Move* const end = generate(hand, last, rules, moves);
    bool all = true;
    for (const Move* m = moves; m != end; ++m) {
        const int i = space.id(*m);
        if (i < 0)
            all = false;
        else
            mark(out, i);
    }
    return all;
}

}  // namespace

bool ActionSpace::mask(Cards hand, const Move& last, uint8_t* out) const {
    int32_t* const lead = lead_id_buffer();
    return mark_legal(*this, rules_, hand, last, lead, computed_lead_ids(hand, last, lead), out, size(),
                      [](uint8_t* bytes, int i) { bytes[i] = 1; });
}

bool ActionSpace::mask_bits(Cards hand, const Move& last, uint8_t* out) const {
    int32_t* const lead = lead_id_buffer();
    return mark_legal(*this, rules_, hand, last, lead, computed_lead_ids(hand, last, lead), out, packed_size(),
                      [](uint8_t* bits, int i) { bits[i >> 3] |= static_cast<uint8_t>(1u << (i & 7)); });
}

int ActionSpace::legal_ids(Cards hand, const Move& last, int32_t* out) const {
    if (const int32_t* const end = computed_lead_ids(hand, last, out)) return static_cast<int>(end - out);
    Move* const moves = position_moves();
    Move* const end = generate(hand, last, rules_, moves);
    const int n = static_cast<int>(end - moves);
    if (computes_reply_ids(hand, last, rules_)) {
        group_ids_.kickerless_ids(moves, end, out);
        return n;
    }
    return ids(moves, end, out) ? n : -1;
}

int ActionSpace::choice_ids(const Game& game, int32_t* ids_out) const {
    if (game.phase == Phase::Bidding) {
        int bids[kMaxBid + 1];
        const int n = legal_bids(game, bids);
        for (int k = 0; k < n; ++k) ids_out[k] = bid_id(bids[k]);
        return n;
    }
    if (game.phase == Phase::Play && computes_lead_ids(game.hands[game.to_move], game.last_move, game.rules))
        return static_cast<int>(group_ids_.lead_ids(game.hands[game.to_move], rules_.four_players(), ids_out) -
                                ids_out);
    Move* const moves = position_moves();
    const int n = static_cast<int>(legal_moves(game, moves) - moves);
    if (game.phase == Phase::Play && computes_reply_ids(game.hands[game.to_move], game.last_move, game.rules)) {
        group_ids_.kickerless_ids(moves, moves + n, ids_out);
        return n;
    }
    [[maybe_unused]] const bool known = ids(moves, moves + n, ids_out);  // every move of a deal has an id
    assert(known);
    return n;
}

int ActionSpace::choices(const Game& game, Decision* out, int32_t* ids_out) const {
    if (game.phase == Phase::Bidding) {
        int bids[kMaxBid + 1];
        const int n = legal_bids(game, bids);
        for (int k = 0; k < n; ++k) {
            out[k] = Decision{kPassMove, static_cast<int8_t>(bids[k])};
            ids_out[k] = bid_id(bids[k]);
        }
        return n;
    }
    Move* const moves = position_moves();
    const int n = static_cast<int>(legal_moves(game, moves) - moves);
    [[maybe_unused]] const bool known = ids(moves, moves + n, ids_out);  // every move of a deal has an id
    assert(known);
    for (int k = 0; k < n; ++k) out[k] = Decision{moves[k], -1};
    return n;
}

}  // namespace paigen::doudizhu
