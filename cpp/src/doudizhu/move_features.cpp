#include "paigen/doudizhu/move_features.h"

#include <cstring>

#include "paigen/doudizhu/observation.h"

namespace paigen::doudizhu {

int move_feature_size(int players) { return 2 * (players == 4 ? 108 : 54) + 2 * kNumKinds + 3; }

void encode_move_features(const Move* moves, int count, Cards hand, Rules rules, int8_t* out) {
    const int size = move_feature_size(rules.players);
    for (int i = 0; i < count; ++i, out += size) {
        const Move& m = moves[i];
        int8_t* at = cards_block(m.cards, rules, out);
        at = cards_block(hand - m.cards, rules, at);
        std::memset(at, 0, 2 * kNumKinds);
        at[static_cast<int>(m.kind)] = 1;
        if (!m.is_pass()) at[kNumKinds + m.main] = 1;
        at += 2 * kNumKinds;
        at[0] = static_cast<int8_t>(card_count(m.cards));
        // S2 (3p): every bomb and rocket; S3 (4p): rockets and bombs of 6 or more cards.
        at[1] = static_cast<int8_t>(m.kind == Kind::Rocket ||
                                    (m.kind == Kind::Bomb && (!rules.four_players() || m.length >= 6)));
        at[2] = static_cast<int8_t>(!m.is_pass() && hand == m.cards);
    }
}

}  // namespace paigen::doudizhu
