#include "paigen/doudizhu/match.h"

#include "paigen/bytes.h"

namespace paigen::doudizhu {

namespace {

Record seeded_round(Rules rules, uint64_t seed) {
    Origin origin;
    origin.rules = rules;
    origin.seed = seed;
    return Record(origin);
}

}  // namespace

Match::Match(Rules rules, uint64_t seed) : rules_(rules), seed_(seed) {
    Rng rng(Rng::stream(seed, 0));
    first_dealer_ = static_cast<uint8_t>(rng.below(static_cast<uint32_t>(rules.players)));
    rounds_.push_back(seeded_round(rules_, round_seed(0)));
}

int Match::dealer(size_t i) const {
    const int n = players();
    return static_cast<int>((first_dealer_ + static_cast<uint64_t>(n) * i - i) % static_cast<uint64_t>(n));
}

bool Match::next_round() {
    if (!current_over()) return false;
    rounds_.push_back(seeded_round(rules_, round_seed(rounds_.size())));
    return true;
}

void Match::totals(int64_t* out) const {
    for (int p = 0; p < players(); ++p) out[p] = 0;
    for (const Record& r : rounds_) {
        if (r.game().phase != Phase::Over) continue;
        int64_t pay[kMaxPlayers];
        payoffs(r.game(), pay);
        for (int p = 0; p < players(); ++p) out[p] += pay[p];
    }
}

std::string Match::save() const {
    ByteWriter out;
    out.put_bytes(std::string_view(kMagic, 4));
    out.put(kVersion);
    Origin origin;
    origin.rules = rules_;
    origin.seed = seed_;
    RecordTraits::write(out, origin);
    out.put(static_cast<uint32_t>(rounds_.size()));
    for (const Record& r : rounds_) {
        out.put(static_cast<uint32_t>(r.history().size()));
        for (const auto& e : r.history()) RecordTraits::write(out, e.decision);
    }
    return out.bytes();
}

const char* Match::load(std::string_view bytes, Match* out) {
    ByteReader in(bytes);
    std::string_view magic;
    uint8_t version = 0;
    if (!in.get_bytes(4, magic) || magic != std::string_view(kMagic, 4))
        return "not a saved Dou Dizhu match (wrong leading bytes)";
    if (!in.get(version) || version != kVersion) return "saved by an unknown version of the format";
    Origin origin;
    if (!RecordTraits::read(in, origin, RecordTraits::kVersion) || !origin.seeded)
        return "the match's rules or seed are damaged";
    Match match(origin.rules, origin.seed);
    uint32_t rounds = 0;
    if (!in.get(rounds) || rounds == 0) return "the rounds are cut short or damaged";
    for (uint32_t i = 0; i < rounds; ++i) {
        if (i > 0 && !match.next_round()) return "a round that is not over is followed by another";
        uint32_t count = 0;
        if (!in.get(count)) return "the rounds are cut short or damaged";
        for (uint32_t k = 0; k < count; ++k) {
            Decision d{};
            if (!RecordTraits::read(in, d)) return "a round's history is cut short or damaged";
            if (!match.current().apply(d)) return "a round holds a decision that is not legal where it stands";
        }
    }
    if (in.remaining() != 0) return "unexpected bytes after the rounds";
    *out = std::move(match);
    return nullptr;
}

}  // namespace paigen::doudizhu
