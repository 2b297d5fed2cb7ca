// The hidden-card sampling problem of one observing seat (sample.h): the
// cards it has not seen, the slots they fill (each other seat's hand now and
// its face-down discards) and what the rules say each seat held when it
// decided. Three samplers read it: exact counting (sample_exact.cpp), rejection
// and a complete search (sample_search.cpp).
//
// Why the problem splits by seat: whether a seat's decision was legal depends
// on that seat's own cards and on public facts only (O2-O4, R1-R3, T2-T3: Old
// cards, claims, single leads and beating plays read the hand and the cards
// played face up). So a deal of the hidden cards replays exactly when each
// other seat's share replays on its own.
#pragma once

#include <cstdint>
#include <vector>

#include "paigen/lukfu/movegen.h"
#include "paigen/lukfu/record.h"

namespace paigen::lukfu::sampling {

inline constexpr int kMaxHidden = 2 * kHandSize;  // 36 cards minus the observer's 12
inline constexpr int kMaxSlots = kHandSize + 1;   // a hand and up to 12 one-card discards

// A set of hidden cards: bit i is the i-th hidden card (Problem::cards).
using Subset = uint32_t;

// The hidden cards in every slot of each other seat: [q][j] for
// Problem::players[q]'s slot j.
using Slots = Subset[2][kMaxSlots];

// One decision of another seat that the observer's view does not settle by
// itself: a lead (no claim was due, R1; R3's single leads), a claim (exactly
// the Old cards laid down) or a discard (nothing beat, T2-T3).
struct Check {
    CardSet known;        // that seat's cards then which the observer has seen (later face-up plays, its claim)
    Situation situation;  // public, so the same in every deal the observer cannot tell apart
    Move move;
};

// Whether `check` passes when its seat also held the hidden cards `hidden`.
bool passes(const Check& check, CardSet hidden);

// The part of `check` that, once failed, fails for every superset of
// `hidden` (so it prunes partial sets): nothing beat, for a discard (more
// cards, more plays); no claim due, for a lead (R1: Old cards only grow with
// the hand, O2). True for a claim.
bool passes_so_far(const Check& check, CardSet hidden);

// Another seat's slots, latest first: slot 0 is the hidden part of its hand
// now, slot j >= 1 its j-th discard counted back from the latest. The seat
// held slots 0..L at the decisions of level L (those after discard L + 1 and
// up to discard L, the discard included).
struct Player {
    int seat = 0;
    int slots = 1;
    int sizes[kMaxSlots] = {};
    size_t discard_at[kMaxSlots] = {};  // slot j >= 1: its index in the history
    CardSet laid_down = 0;              // a claim's cards: seen, and in the hand now
    CardSet shown = 0;                  // every card it played face up this deal
    std::vector<Check> checks[kMaxSlots];
    // ahead[L]: the checks of levels L and above, which the cards of slots
    // 0..L must pass so far (passes_so_far); forbidden[L]: the hidden cards
    // that fail one of them alone, so never in slots 0..L.
    std::vector<Check> ahead[kMaxSlots];
    Subset forbidden[kMaxSlots] = {};

    int cards() const;                               // in all its slots
    int held(int level) const;                       // in slots 0..level
    int first_checked() const;                       // the lowest level with checks; slots when none
    bool allows(int level, CardSet hidden) const;    // every check of `level` passes
    bool may_hold(int level, CardSet hidden) const;  // every check of ahead[level] passes so far
};

struct Problem {
    int observer = 0;
    int hidden = 0;                  // cards not seen by the observer
    CardSet cards[kMaxHidden] = {};  // each as a one-bit CardSet
    Player players[2];               // the other seats, in seat order
    CardSet by_byte[3][256] = {};    // the cards of each byte of a Subset

    CardSet expand(Subset s) const { return by_byte[0][s & 255] | by_byte[1][(s >> 8) & 255] | by_byte[2][s >> 16]; }
    Subset all() const { return (Subset{1} << hidden) - 1; }
};

// What `observer` has seen of the current deal of `record`, as a Problem.
Problem observe(const Record& record, int observer);

// The deal in which the other seats' slots hold `slots`, replayed: the record starts from the current deal's cards,
// given, and replays its decisions, the other seats' discards as the slots
// say. False if a decision does not replay (a sampler's bug: never expected).
bool rebuild(const Record& record, const Problem& problem, const Slots& slots, Record* out);

}  // namespace paigen::lukfu::sampling
