// Checks hidden-card sampling (sample.h of both games) against the core alone,
// at many reachable states of whole games played by the built-in agents
// (every Dou Dizhu preset, Luk Fu with every sampler forced in turn): the
// answer replays the current deal, every position of which looks the same to
// the observing seat (the observation encoding) as in the real game, and each
// sampler gives the kind of answer it promises. `sample_test [games]`; prints
// what each sampler answered and the slowest call, exits 1 on any failure.
#include "paigen/doudizhu/sample.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "doudizhu_deals.h"
#include "paigen/doudizhu/agents.h"
#include "paigen/doudizhu/observation.h"
#include "paigen/lukfu/agents.h"
#include "paigen/lukfu/observation.h"
#include "paigen/lukfu/pimc.h"
#include "paigen/lukfu/sample.h"

namespace {

int failures = 0;

void fail(const char* game, uint64_t seed, size_t at, int seat, const char* what) {
    if (++failures <= 20)
        std::printf("FAIL %s seed %llu decision %zu seat %d: %s\n", game, (unsigned long long)seed, at, seat, what);
}

// Whether `seat` sees the same at every position of the current deals of
// `real` and `sampled` (which starts at that deal), and they made the same
// decisions but the other seats' hidden discards.
template <typename Ns, typename Record>
bool same_view(const Record& real, const Record& sampled, int seat, int size) {
    typename Ns::Game a = Ns::RecordTraits::start(real.origin());
    typename Ns::Seen seen_a;
    const size_t start = real.deal_start();
    for (size_t i = 0; i < start; ++i) Ns::apply_seen(a, seen_a, real.history()[i].decision);
    typename Ns::Game b = Ns::RecordTraits::start(sampled.origin());
    typename Ns::Seen seen_b;
    if (sampled.history().size() != real.history().size() - start) return false;
    std::vector<int8_t> x(static_cast<size_t>(size)), y(static_cast<size_t>(size));
    for (size_t i = start;; ++i) {
        Ns::encode_observation(a, seen_a, seat, x.data());
        Ns::encode_observation(b, seen_b, seat, y.data());
        if (x != y) return false;
        if (i == real.history().size()) return true;
        const auto& d = real.history()[i];
        const auto& e = sampled.history()[i - start];
        if (d.seat != e.seat || !Ns::same_seen(d.decision, e.decision, d.seat, seat)) return false;
        Ns::apply_seen(a, seen_a, d.decision);
        Ns::apply_seen(b, seen_b, e.decision);
    }
}

struct Lf {
    using Game = paigen::lukfu::Game;
    using Seen = paigen::lukfu::Seen;
    using RecordTraits = paigen::lukfu::RecordTraits;
    static void apply_seen(Game& g, Seen& s, const paigen::lukfu::Decision& d) { paigen::lukfu::apply_seen(g, s, d); }
    static void encode_observation(const Game& g, const Seen& s, int seat, int8_t* out) {
        paigen::lukfu::encode_observation(g, s, seat, out);
    }
    static bool same_seen(const paigen::lukfu::Decision& a, const paigen::lukfu::Decision& b, int by, int seat) {
        return a.call == b.call && paigen::lukfu::as_seen(a.move, by, seat) == paigen::lukfu::as_seen(b.move, by, seat);
    }
};

struct Dd {
    using Game = paigen::doudizhu::Game;
    using Seen = paigen::doudizhu::Seen;
    using RecordTraits = paigen::doudizhu::RecordTraits;
    static void apply_seen(Game& g, Seen& s, const paigen::doudizhu::Decision& d) {
        paigen::doudizhu::apply_seen(g, s, d);
    }
    static void encode_observation(const Game& g, const Seen& s, int seat, int8_t* out) {
        paigen::doudizhu::encode_observation(g, s, seat, out);
    }
    static bool same_seen(const paigen::doudizhu::Decision& a, const paigen::doudizhu::Decision& b, int, int) {
        return a.bid == b.bid && a.move == b.move;
    }
};

double slowest = 0;

template <typename Call>
paigen::Sampled timed(const char* what, Call&& call) {
    const auto start = std::chrono::steady_clock::now();
    const paigen::Sampled s = call();
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (seconds > slowest) slowest = seconds;
    if (seconds > 0.2) std::printf("slow: %s %.3f s\n", what, seconds);
    return s;
}

void lukfu_games(int games) {
    using namespace paigen::lukfu;
    // The samplers forced in turn: the defaults, exact counting alone,
    // rejection then the search, the search alone.
    const SampleLimits forced[4] = {SampleLimits{}, SampleLimits{0, ~uint64_t{0}, 0}, SampleLimits{1 << 20, 0, 0, 0, 0},
                                    SampleLimits{0, 0, 0, 0, 0}};
    const char* names[4] = {"defaults", "exact", "rejection", "search"};
    long answers[4][4] = {};
    for (int g = 0; g < games; ++g) {
        const uint64_t seed = static_cast<uint64_t>(g);
        Origin origin;
        origin.seed = seed;
        Record record(origin);
        paigen::Rng draws(seed + 1000);
        Decision choices[kMaxMoves];
        const Agent agents[kPlayers] = {AgentKind::Greedy, Agent(g % 2), AgentKind::Random};
        while (record.game().phase != Phase::Over) {
            const int n = GameAdapter::choices(record.game(), choices);
            const int k = choose(agents[record.game().to_move], record.game(), choices, n, draws);
            record.apply(choices[k]);
            if (record.history().size() % 3 != static_cast<size_t>(g % 3)) continue;
            for (int seat = 0; seat < kPlayers; ++seat)
                for (int f = 0; f < 4; ++f) {
                    paigen::Rng rng(seed * 7 + static_cast<uint64_t>(seat * 4 + f));
                    Record sampled{Origin{}};
                    const paigen::Sampled s =
                        timed(names[f], [&] { return sample_hidden(record, seat, rng, &sampled, {}, forced[f]); });
                    ++answers[f][static_cast<int>(s)];
                    if (s == paigen::Sampled::Failed || s == paigen::Sampled::Stopped) {
                        fail("lukfu", seed, record.history().size(), seat, names[f]);
                        continue;
                    }
                    if (!same_view<Lf>(record, sampled, seat, kObservationSize))
                        fail("lukfu", seed, record.history().size(), seat, "a position looks different");
                    // pimc's reading of the rules (pimc.h) holds of every consistent deal.
                    const Game& real = record.game();
                    for (int p = 0; p < kPlayers; ++p) {
                        if (!agrees(real, p, real.hands[p], real.discards[p]))
                            fail("lukfu", seed, record.history().size(), p, "pimc's inference misreads the real deal");
                        const Game& seen = sampled.game();
                        if (p != seat && !agrees(real, p, seen.hands[p], seen.discards[p]))
                            fail("lukfu", seed, record.history().size(), p, "pimc's inference refuses a sampled deal");
                    }
                }
        }
    }
    if (answers[3][static_cast<int>(paigen::Sampled::Consistent)] == 0) fail("lukfu", 0, 0, 0, "the search never ran");
    for (int f = 0; f < 4; ++f)
        std::printf("lukfu %-9s uniform %ld, consistent %ld, failed %ld\n", names[f], answers[f][0], answers[f][1],
                    answers[f][3]);
}

void doudizhu_games(int games) {
    using namespace paigen::doudizhu;
    long answers[4] = {};
    testing::for_each_deal(games, [&](Record& record, const char* preset, int players, uint64_t seed) {
        paigen::Rng draws(seed + 2000);
        std::vector<Decision> choices(kMaxGameMoves);
        while (record.game().phase != Phase::Over) {
            const int n = GameAdapter::choices(record.game(), choices.data());
            const Agent agent = record.game().to_move % 2 ? AgentKind::Greedy : AgentKind::Random;
            record.apply(choices[static_cast<size_t>(choose(agent, record.game(), choices.data(), n, draws))]);
            if (record.history().size() % 4 != seed % 4) continue;
            for (int seat = 0; seat < players; ++seat) {
                paigen::Rng rng(seed * 5 + static_cast<uint64_t>(seat));
                Record sampled{Origin{}};
                const paigen::Sampled s = timed(preset, [&] { return sample_hidden(record, seat, rng, &sampled); });
                ++answers[static_cast<int>(s)];
                if (s != paigen::Sampled::Uniform)
                    fail(preset, seed, record.history().size(), seat, "not a uniform answer");
                else if (!same_view<Dd>(record, sampled, seat, observation_size(players)))
                    fail(preset, seed, record.history().size(), seat, "a position looks different");
            }
        }
    });
    std::printf("doudizhu  uniform %ld, failed %ld\n", answers[0], answers[3]);
}

}  // namespace

int main(int argc, char** argv) {
    const int games = argc > 1 ? std::atoi(argv[1]) : 40;
    lukfu_games(games);
    doudizhu_games(games);
    std::printf("slowest call %.3f s; %d failures\n", slowest, failures);
    return failures ? 1 : 0;
}
