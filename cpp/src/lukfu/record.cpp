#include "paigen/lukfu/record.h"

#include "paigen/bits.h"
#include "paigen/lukfu/classify.h"

namespace paigen::lukfu {

namespace {

// The origin's kinds in the saved form (version 1 wrote 0 and 1 only, its
// seeds voiding a deal whose hands run out: read as kind 2).
constexpr uint8_t kGiven = 0, kSeeded = 1, kSeededEmptyHandsVoid = 2;

}  // namespace

Check RecordTraits::check(const Origin& origin) {
    if (origin.seeded) return {};
    if (origin.master >= kPlayers) return fail("the Master is not a seat of the deal");
    return check_deal(origin.hands);
}

Game RecordTraits::start(const Origin& origin) {
    if (!origin.seeded) return given_game(origin.hands, origin.master);
    Game game = new_game(origin.seed);
    game.redeal_on_empty_hands = !origin.empty_hands_void;
    return game;
}

// Origin: its kind u8 (0 given hands, 1 a seed, 2 a seed under version 1's E1),
// then the seed u64, or the three hands (u64 masks) and the Master u8.
void RecordTraits::write(ByteWriter& out, const Origin& origin) {
    if (origin.seeded) {
        out.put(origin.empty_hands_void ? kSeededEmptyHandsVoid : kSeeded);
        out.put(origin.seed);
        return;
    }
    out.put(kGiven);
    for (CardSet hand : origin.hands) out.put(hand);
    out.put(origin.master);
}

bool RecordTraits::read(ByteReader& in, Origin& origin, uint8_t version) {
    uint8_t kind = 0;
    if (!in.get(kind) || kind > (version == 1 ? kSeeded : kSeededEmptyHandsVoid)) return false;
    origin.seeded = kind != kGiven;
    origin.empty_hands_void = kind == kSeededEmptyHandsVoid || (version == 1 && kind == kSeeded);
    if (origin.seeded) return in.get(origin.seed);
    for (CardSet& hand : origin.hands)
        if (!in.get(hand)) return false;
    return in.get(origin.master);
}

// Decision: call i8 (-1 for a move), then for a move its cards u64 and kind
// u8; the rest of the move follows from those two.
void RecordTraits::write(ByteWriter& out, const Decision& d) {
    out.put(d.call);
    if (d.call >= 0) return;
    out.put(d.move.cards);
    out.put(static_cast<uint8_t>(d.move.kind));
}

bool RecordTraits::read(ByteReader& in, Decision& d) {
    uint8_t kind = 0;
    CardSet cards = 0;
    if (!in.get(d.call)) return false;
    if (d.call >= 0) return true;
    if (!in.get(cards) || !in.get(kind) || kind >= kNumKinds || (cards & ~kAllCards)) return false;
    if (kind == static_cast<uint8_t>(Kind::Discard) || kind == static_cast<uint8_t>(Kind::Claim)) {
        d.move = unshaped(cards, static_cast<Kind>(kind), popcount(cards));
        return true;
    }
    const Classification c = classify(cards);
    d.move = c.move;
    return c.ok() && c.move.kind == static_cast<Kind>(kind);
}

}  // namespace paigen::lukfu
