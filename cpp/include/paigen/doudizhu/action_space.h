// Fixed action spaces for policy networks: every move a hand of a deal can
// play under some rules, each with a stable id, and the moves of a position as
// ids or as a mask over them.
//
// Order, version 1: id 0 is the pass, then every card set of universe(rules,
// max_hand) in its order (kind, length, main rank, cards), one id per card set
// whatever the reading a hand plays it with. The RLCard preset instead gives
// RLCard 1.2.0's own ids (its pass is the last id, 27,471), so a policy head
// trained there maps one to one; the OpenSpiel preset OpenSpiel 2.0.2's play
// ids (the pass 0, plays 4 to 26,056; ids 1-3 are OpenSpiel's bids and hold no
// play). OpenSpiel numbers 392 card sets twice (an airplane with single wings
// that is also a chain of triples or another airplane): the id of a Move is
// that of its reading, the id of bare cards that of the first reading
// (variant.h). Sizes: 12,655 (3 players), 9,080 (4), 27,472 (RLCard), 29,985
// (DouZero), 26,057 (OpenSpiel).
//
// The action ids of a whole deal (Game.legal_action_ids, the envs, the
// agents): a play's id as above, and bid k (0: the auction's pass, B2) at
// bid_id(k) = size() + k, so num_actions() = size() + 4 ids.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "paigen/doudizhu/game.h"
#include "paigen/doudizhu/group_ids.h"
#include "paigen/doudizhu/move.h"

namespace paigen::doudizhu {

class ActionSpace {
public:
    static constexpr int kVersion = 2;  // raised whenever an id of any space changes (heads saved with ids check it)

    // Builds the table (a few milliseconds: the universe, sorted, hashed).
    explicit ActionSpace(Rules rules);

    // One table per rules, built on first use and kept for good; safe from any
    // thread. find_shared() only looks (nullptr: not built yet).
    static std::shared_ptr<const ActionSpace> shared(Rules rules);
    static std::shared_ptr<const ActionSpace> find_shared(Rules rules);

    Rules rules() const { return rules_; }
    int size() const { return static_cast<int>(moves_.size()); }
    int pass_id() const { return pass_id_; }
    const Move& move(int id) const { return moves_[static_cast<size_t>(id)]; }
    // Whether the id names a play or the pass (OpenSpiel's bid ids 1-3 do not).
    bool holds(int id) const { return id == pass_id_ || !moves_[static_cast<size_t>(id)].is_pass(); }
    int bid_id(int bid) const { return size() + bid; }
    int num_actions() const { return size() + kMaxBid + 1; }

    // The id of the move with these cards (0 cards: the pass); -1 if none.
    int id(Cards cards) const {
        for (uint64_t slot = hash(cards);; slot = (slot + 1) & mask_) {
            const Slot& s = slots_[slot];
            if (s.cards == cards) return s.id;
            if (s.cards == kEmpty) return -1;
        }
    }

    // The id of this move as it is read (OpenSpiel: a card set's ids differ by
    // reading); -1 if none.
    int id(const Move& move) const {
        const int first = id(move.cards);
        if (readings_.empty() || first < 0) return first;
        return same_reading(moves_[static_cast<size_t>(first)], move) ? first : other_reading(move, first);
    }

    // The ids of [first, last) into `out`; false if a move has no id (a hand
    // larger than any deal gives).
    bool ids(const Move* first, const Move* last, int32_t* out) const;

    // Sets out[id] for every legal move of `hand` after `last` (a pass: a
    // lead), after clearing out[0..size()); false if a move has no id.
    bool mask(Cards hand, const Move& last, uint8_t* out) const;

    // The same mask packed 8 ids a byte, bit i % 8 (least significant first:
    // numpy.packbits' bitorder='little') of byte i / 8, into out[0..packed_size()).
    bool mask_bits(Cards hand, const Move& last, uint8_t* out) const;
    int packed_size() const { return (size() + 7) / 8; }

    // The ids of every legal move of `hand` after `last` (a pass: a lead), in
    // generation order, into out[] (kMaxMoves slots); their number, or -1 if
    // a move has no id.
    int legal_ids(Cards hand, const Move& last, int32_t* out) const;

    // The decisions open to the player to move into out[] (legal_bids() order
    // in the auction, legal_moves() order in play; kMaxGameMoves slots), and
    // their action ids into ids[]; their number.
    int choices(const Game& game, Decision* out, int32_t* ids) const;

    // The same ids alone (Game.legal_action_ids): no decisions written.
    int choice_ids(const Game& game, int32_t* ids) const;

    // A lead's ids computed from the hand (group_ids.h), in generation order,
    // for a position played under `rules`, written at out; their end, or null
    // where they are not computed (not a lead, rules other than this space's,
    // a hand larger than a deal's): ids() then looks the moves' ids up.
    const int32_t* lead_ids(Cards hand, const Move& last, const Rules& rules, int32_t* out) const {
        return computes_lead_ids(hand, last, rules) ? group_ids_.lead_ids(hand, rules_.four_players(), out) : nullptr;
    }

private:
    static constexpr uint64_t kEmpty = ~uint64_t{0};  // no card code has every bit set
    uint64_t hash(Cards cards) const { return (cards * 0x9E3779B97F4A7C15ULL) >> shift_; }
    static bool same_reading(const Move& a, const Move& b) {
        return a.kind == b.kind && a.main == b.main && a.length == b.length;
    }
    int other_reading(const Move& move, int first) const;

    Rules rules_;
    int pass_id_ = 0;
    std::vector<Move> moves_;        // by id
    std::vector<int32_t> readings_;  // the ids of card sets' later readings (OpenSpiel)
    // An open-addressing table, card code -> id. Key and id side by side: a
    // position's moves land on random slots, and one cache line a lookup
    // instead of two measured 10-20% faster ids on 20-card leads.
    struct Slot {
        Cards cards;
        int32_t id;
    };
    std::vector<Slot> slots_;
    uint64_t mask_ = 0;
    int shift_ = 0;
    // The ids of a lead computed without listing its moves (group_ids.h):
    // built for the spaces in universe() order under the standard rules.
    GroupIds group_ids_;
    // Where a lead's ids are group_ids_.lead_ids(): this space's rules, and a
    // hand no larger than a deal's, whose leads all have ids.
    bool computes_lead_ids(Cards hand, const Move& last, const Rules& rules) const {
        return group_ids_.built() && last.is_pass() && rules.players == rules_.players && is_standard(rules.variant) &&
               card_count(hand) <= rules_.max_hand();
    }
    // Whether the replies to `last` under `rules` get their ids from their
    // groups: every one of them (beating moves of last's kind, bombs, the
    // rocket, the pass) is kickerless when `last` is.
    bool computes_reply_ids(Cards hand, const Move& last, const Rules& rules) const {
        return group_ids_.built() && !last.is_pass() && GroupIds::kickerless(last.kind) &&
               rules.players == rules_.players && is_standard(rules.variant) && card_count(hand) <= rules_.max_hand();
    }
    // lead_ids() of a position under this space's own rules.
    const int32_t* computed_lead_ids(Cards hand, const Move& last, int32_t* out) const {
        return lead_ids(hand, last, rules_, out);
    }
};

}  // namespace paigen::doudizhu
