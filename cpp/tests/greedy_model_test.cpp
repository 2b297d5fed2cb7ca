// Checks the greedy model of the other seats and the chain of deals it weights
// (cpp/src/doudizhu/greedy_model.h) at every play decision of whole deals of
// every Dou Dizhu preset, 3 and 4 players: with the other seats played by
// greedy, the true deal misses none of their decisions; the chain's deals keep
// every hidden hand's size, the hidden cards and the landlord's unplayed kitty
// cards; the model tells deals apart (some deal misses a decision), the
// chain's deals miss under half as many decisions as uniform deals (about a
// fifth) and the chain moves between most of them; a history that does not
// lead to the game is not read. `greedy_model_test [games]`; exits 1 on any
// failure.
#include "greedy_model.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "doudizhu_deals.h"
#include "paigen/doudizhu/agents.h"
#include "paigen/doudizhu/pimc.h"
#include "paigen/doudizhu/record.h"

namespace {

using namespace paigen::doudizhu;

int failures = 0;

void fail(const char* preset, int players, uint64_t seed, size_t at, const char* what) {
    if (++failures <= 20)
        std::printf("FAIL %s %dp seed %llu decision %zu: %s\n", preset, players, (unsigned long long)seed, at, what);
}

// Whether `world` deals the cards `game`'s seat to move has not seen as the game does.
bool keeps_what_is_seen(const Game& game, const Game& world) {
    const int me = game.to_move;
    Cards hidden = 0, dealt = 0;
    for (int p = 0; p < game.players(); ++p) {
        if (p == me) {
            if (world.hands[p] != game.hands[p]) return false;
            continue;
        }
        if (card_count(world.hands[p]) != card_count(game.hands[p])) return false;
        hidden += game.hands[p];
        dealt += world.hands[p];
    }
    if (hidden != dealt) return false;
    return game.landlord == me || contains(world.hands[game.landlord], game.kitty_kept);
}

}  // namespace

int main(int argc, char** argv) {
    const int games = argc > 1 ? std::atoi(argv[1]) : 20;
    std::vector<Move> buffer(kMaxGameMoves);
    long read = 0, deals = 0, missing = 0, repeated = 0, chain_misses = 0, uniform_misses = 0;
    testing::for_each_deal(games, [&](Record& record, const char* preset, int players, uint64_t seed) {
        paigen::Rng draws(seed + 3000);
        std::vector<Decision> choices(kMaxGameMoves), deal;
        while (record.game().phase != Phase::Over) {
            const Game& game = record.game();
            deal.clear();
            for (size_t i = record.deal_start(); i < record.history().size(); ++i)
                deal.push_back(record.history()[i].decision);
            const DealHistory history{deal.data(), deal.size()};
            if (game.phase == Phase::Play) {
                GreedyModel model;
                DealChain chain;
                paigen::Rng rng(seed * 7 + deal.size());
                const size_t at = record.history().size();
                if (!chain.start(game, history, 3, model, rng, buffer.data())) {
                    if (game.plays > 0) fail(preset, players, seed, at, "the history was not read");
                } else {
                    ++read;
                    if (model.misses(game, 1 << 20, buffer.data()) != 0)
                        fail(preset, players, seed, at, "the true deal misses a greedy decision");
                    Game last;
                    for (int k = 0; k < 8; ++k) {
                        const Game& world = chain.next(model, rng, buffer.data());
                        ++deals;
                        const int m = model.misses(world, 1 << 20, buffer.data());
                        missing += m > 0;
                        chain_misses += m;
                        if (k > 0 && std::equal(world.hands, world.hands + players, last.hands)) ++repeated;
                        last = world;
                        if (!keeps_what_is_seen(game, world))
                            fail(preset, players, seed, at, "a deal changes what the seat has seen");
                        Game uniform;
                        deal_unseen(game, game.to_move, rng, &uniform);
                        uniform_misses += model.misses(uniform, 1 << 20, buffer.data());
                    }
                    Game other = game;  // a history that leads elsewhere: one decision fewer
                    if (model.read(other, DealHistory{deal.data(), deal.size() - 1}))
                        fail(preset, players, seed, at, "a history short of the game was read");
                }
            }
            const int n = GameAdapter::choices(game, choices.data());
            record.apply(choices[static_cast<size_t>(choose(AgentKind::Greedy, game, choices.data(), n, draws))]);
        }
    });
    if (read == 0) fail("all", 0, 0, 0, "no history was read");
    if (missing == 0) fail("all", 0, 0, 0, "no deal of the chain missed a decision: the model tells nothing");
    if (2 * chain_misses >= uniform_misses)
        fail("all", 0, 0, 0, "the chain's deals miss half as many decisions as uniform ones, or more");
    if (2 * repeated >= deals) fail("all", 0, 0, 0, "the chain stays put between most deals");
    std::printf(
        "histories read %ld, deals drawn %ld (%ld missing a greedy decision, %ld the deal before again); decisions "
        "missed: %ld by the chain's deals, %ld by as many uniform deals; %d failures\n",
        read, deals, missing, repeated, chain_misses, uniform_misses, failures);
    return failures ? 1 : 0;
}
