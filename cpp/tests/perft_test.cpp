// Checks the golden perft counts of tests/data/perft.txt (the file pytest
// reads too) against the core alone: `perft_test tests/data/perft.txt`.
// Prints each mismatch and exits 1 if there is any.
#include "paigen/perft.h"

#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "paigen/doudizhu/game.h"
#include "paigen/doudizhu/notation.h"
#include "paigen/lukfu/game.h"
#include "paigen/lukfu/notation.h"

namespace {

// "H0/H1/.../last@first": the parts between '/' (the last is the kitty in Dou
// Dizhu, '-' in Luk Fu) and the number after '@'. '-' is no cards.
bool split_deal(const std::string& deal, std::vector<std::string>& parts, int& first) {
    const size_t at = deal.find('@');
    if (at == std::string::npos) return false;
    first = std::stoi(deal.substr(at + 1));
    std::stringstream in(deal.substr(0, at));
    for (std::string part; std::getline(in, part, '/');) parts.push_back(part == "-" ? "" : part);
    return true;
}

bool doudizhu_count(int players, const std::string& deal, int depth, uint64_t& nodes) {
    using namespace paigen::doudizhu;
    const Rules rules{static_cast<uint8_t>(players)};
    Game game;
    if (deal.rfind("seed=", 0) == 0) {
        game = new_game(rules, std::stoull(deal.substr(5)));
    } else {
        std::vector<std::string> parts;
        int first = 0;
        if (!split_deal(deal, parts, first) || static_cast<int>(parts.size()) != players + 1) return false;
        Cards cards[kMaxPlayers + 1] = {};  // the hands, then the kitty
        for (int p = 0; p <= players; ++p) {
            const ParseResult r = parse_cards(parts[static_cast<size_t>(p)], rules);
            if (r.status != ParseStatus::Ok) return false;
            cards[p] = r.cards;
        }
        const Cards kitty = cards[players];
        cards[players] = 0;
        if (!check_deal(rules, cards, kitty).ok()) return false;
        game = given_game(rules, cards, kitty, first);
    }
    nodes = paigen::Perft<GameAdapter>().count(game, depth);
    return true;
}

bool lukfu_count(const std::string& deal, int depth, uint64_t& nodes) {
    using namespace paigen::lukfu;
    Game game;
    if (deal.rfind("seed=", 0) == 0) {
        game = new_game(std::stoull(deal.substr(5)));
    } else {
        std::vector<std::string> parts;
        int master = 0;
        if (!split_deal(deal, parts, master) || parts.size() < kPlayers) return false;
        CardSet hands[kPlayers];
        for (int p = 0; p < kPlayers; ++p) {
            const ParseResult r = parse_cards(parts[static_cast<size_t>(p)]);
            if (r.status != ParseStatus::Ok) return false;
            hands[p] = r.cards;
        }
        if (!check_deal(hands).ok()) return false;
        game = given_game(hands, master);
    }
    nodes = paigen::Perft<GameAdapter>().count(game, depth);
    return true;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: perft_test tests/data/perft.txt\n");
        return 2;
    }
    std::ifstream file(argv[1]);
    if (!file) {
        std::fprintf(stderr, "perft_test: cannot read %s\n", argv[1]);
        return 2;
    }
    int cases = 0, failures = 0, line_number = 0;
    for (std::string line; std::getline(file, line);) {
        ++line_number;
        line = line.substr(0, line.find('#'));
        std::istringstream fields(line);
        std::string game, deal;
        int depth = 0;
        uint64_t expected = 0, nodes = 0;
        if (!(fields >> game)) continue;  // blank or comment
        bool ok = static_cast<bool>(fields >> deal >> depth >> expected);
        if (ok) {
            ok = game == "lukfu"
                     ? lukfu_count(deal, depth, nodes)
                     : (game == "ddz3" || game == "ddz4") && doudizhu_count(game[3] - '0', deal, depth, nodes);
        }
        ++cases;
        if (!ok || nodes != expected) {
            ++failures;
            std::printf("line %d: %s %s depth %d: expected %llu, got %s%llu\n", line_number, game.c_str(), deal.c_str(),
                        depth, static_cast<unsigned long long>(expected), ok ? "" : "an unreadable case, ",
                        static_cast<unsigned long long>(nodes));
        }
    }
    std::printf("perft_test: %d cases, %d failures\n", cases, failures);
    return failures == 0 && cases > 0 ? 0 : 1;
}
