#include "paigen/lukfu/classify.h"

#include "paigen/bits.h"

namespace paigen::lukfu {

namespace {

Classification ok(Kind kind, CardSet cards, int rank, int suit) {
    return {Move{cards, kind, static_cast<uint8_t>(rank), static_cast<uint8_t>(suit),
                 static_cast<uint8_t>(popcount(cards))},
            nullptr};
}
Classification not_a_play(const char* reason) { return {Move{}, reason}; }

}  // namespace

Classification classify(CardSet cards) {
    if (cards & ~kAllCards) return not_a_play("not a set of Luk Fu cards");
    const int n = popcount(cards);
    if (n == 0) return not_a_play("no cards: a play has at least one card");
    const int low = lsb(cards);
    if (n == 1) return ok(Kind::Single, cards, rank_of_index(low), suit_of_index(low));  // S1
    if (n == 2) return not_a_play("two cards are never a play: there are no pairs (S2)");
    const int rank = rank_of_index(low);
    if (n <= 4 && (cards & ~rank_cards(rank)) == 0) return ok(Kind::Set, cards, rank, 0);  // S2
    // S3: one suit, consecutive ranks, i.e. a solid block of bits in one lane.
    const int suit = suit_of_index(low);
    const CardSet lane = cards >> (9 * suit);
    if ((cards & ~suit_cards(suit)) == 0 && (lane & (lane + (lane & (0 - lane)))) == 0)
        return ok(Kind::Run, cards, rank_of_index(msb(cards)), suit);
    return not_a_play("not a single, a set of 3-4 of one rank or a run of 3+ in one suit (S1-S3)");
}

}  // namespace paigen::lukfu
