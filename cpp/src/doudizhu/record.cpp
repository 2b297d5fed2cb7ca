#include "paigen/doudizhu/record.h"

namespace paigen::doudizhu {

Check RecordTraits::check(const Origin& origin) {
    if (!valid_rules(origin.rules)) return fail("the rules are neither 3 nor 4 players, or a variant with 4");
    if (origin.seeded) return {};
    if (origin.first_bidder >= origin.rules.players) return fail("the first bidder is not a seat of the deal");
    return check_deal(origin.rules, origin.hands, origin.kitty);
}

Game RecordTraits::start(const Origin& origin) {
    return origin.seeded ? new_game(origin.rules, origin.seed)
                         : given_game(origin.rules, origin.hands, origin.kitty, origin.first_bidder);
}

// Origin: players u8, the variant's nine switches (u8 each, in the order of
// variant.h), seeded u8, then the seed u64, or the hands (players x u64), the
// kitty u64 and the first bidder u8.
void RecordTraits::write(ByteWriter& out, const Origin& origin) {
    const Variant& v = origin.rules.variant;
    out.put(origin.rules.players);
    for (const uint8_t field :
         {uint8_t{v.four_with_two}, uint8_t{v.four_two_pair_singles}, uint8_t{v.four_two_joker_singles},
          v.wings_per_rank, uint8_t{v.adjacent_wings_limit}, uint8_t{v.joker_wings}, uint8_t{v.chains_skip_bomb_rank},
          uint8_t{v.bomb_beats_rocket}, static_cast<uint8_t>(v.reading)})
        out.put(field);
    out.put(static_cast<uint8_t>(origin.seeded));
    if (origin.seeded) {
        out.put(origin.seed);
        return;
    }
    for (int p = 0; p < origin.rules.players; ++p) out.put(origin.hands[p]);
    out.put(origin.kitty);
    out.put(origin.first_bidder);
}

bool RecordTraits::read(ByteReader& in, Origin& origin, uint8_t /*version: 1 is the only one*/) {
    uint8_t seeded = 0, f[9] = {};
    if (!in.get(origin.rules.players)) return false;
    for (uint8_t& field : f)
        if (!in.get(field)) return false;
    for (int i : {0, 1, 2, 4, 5, 6, 7})
        if (f[i] > 1) return false;
    Variant& v = origin.rules.variant;
    v = Variant{
        f[0] == 1, f[1] == 1, f[2] == 1, f[3], f[4] == 1, f[5] == 1, f[6] == 1, f[7] == 1, static_cast<Reading>(f[8])};
    if (!valid_rules(origin.rules) || !in.get(seeded) || seeded > 1) return false;
    origin.seeded = seeded == 1;
    if (origin.seeded) return in.get(origin.seed);
    for (int p = 0; p < origin.rules.players; ++p)
        if (!in.get(origin.hands[p])) return false;
    return in.get(origin.kitty) && in.get(origin.first_bidder);
}

// Decision: bid i8 (-1 for a move), then for a move its cards u64, kind, main
// rank and length (u8 each).
void RecordTraits::write(ByteWriter& out, const Decision& d) {
    out.put(d.bid);
    if (d.bid >= 0) return;
    out.put(d.move.cards);
    out.put(static_cast<uint8_t>(d.move.kind));
    out.put(d.move.main);
    out.put(d.move.length);
}

bool RecordTraits::read(ByteReader& in, Decision& d) {
    if (!in.get(d.bid)) return false;
    if (d.bid >= 0) return true;
    uint8_t kind = 0;
    if (!in.get(d.move.cards) || !in.get(kind) || kind >= kNumKinds || !in.get(d.move.main) || !in.get(d.move.length))
        return false;
    d.move.kind = static_cast<Kind>(kind);
    return true;
}

}  // namespace paigen::doudizhu
