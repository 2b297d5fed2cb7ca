#include "paigen/doudizhu/record_text.h"

#include <cstring>

#include "paigen/doudizhu/notation.h"

namespace paigen::doudizhu {

namespace {

constexpr const char* kHeader =
    "# paigen record: one bid or move a line, 'seat verb cards' (docs/matches.md, \"Readable records\")\n";

std::string game_name(Rules rules) { return rules.players == 4 ? "ddz4" : "ddz3"; }

// "standard", a preset's name, or "custom" and the nine switches in the order
// of variant.h (the saved form's order).
std::string variant_words(const Variant& v) {
    for (const NamedVariant& preset : kPresets)
        if (preset.variant == v) return preset.name;
    std::string out = "custom";
    for (const int field : {int{v.four_with_two}, int{v.four_two_pair_singles}, int{v.four_two_joker_singles},
                            int{v.wings_per_rank}, int{v.adjacent_wings_limit}, int{v.joker_wings},
                            int{v.chains_skip_bomb_rank}, int{v.bomb_beats_rocket}, static_cast<int>(v.reading)})
        out += " " + std::to_string(field);
    return out;
}

void write_rules(std::string& out, Rules rules) {
    out += "game " + game_name(rules) + "\n";
    out += "variant " + variant_words(rules.variant) + "\n";
}

void write_deal(std::string& out, const Game& game) {
    out += "deal " + std::to_string(game.deals) + "\n";
    for (int p = 0; p < game.players(); ++p)
        out += "hand " + std::to_string(p) + " " + format_cards(game.hands[p]) + "\n";
    out += "kitty " + format_cards(game.kitty) + "\n";
    out += "first_bidder " + std::to_string(game.first_bidder) + "\n";
}

// The body of a deal's record: its origin, each deal's cards, every decision,
// and the payoffs once over.
void write_body(std::string& out, const Record& record) {
    const Origin& origin = record.origin();
    out += origin.seeded ? "seed " + std::to_string(origin.seed) + "\n" : std::string("seed given\n");
    Game game = RecordTraits::start(origin);
    write_deal(out, game);
    for (const auto& e : record.history()) {
        const auto deals = game.deals;
        const Decision& d = e.decision;
        out += std::to_string(e.seat);
        if (d.bid >= 0)
            out += " bid " + std::to_string(d.bid) + "\n";
        else
            out += d.move.is_pass() ? std::string(" pass\n") : " play " + format_cards(d.move.cards) + "\n";
        RecordTraits::apply(game, d);
        if (game.deals != deals) write_deal(out, game);
    }
    if (game.phase == Phase::Over) {
        int64_t pay[kMaxPlayers];
        payoffs(game, pay);
        out += "payoffs";
        for (int p = 0; p < game.players(); ++p) out += " " + std::to_string(pay[p]);
        out += "\n";
    }
}

TextProblem at(const RecordLine& line, std::string reason) { return TextProblem{std::move(reason), line.number}; }

TextProblem read_rules(RecordCursor& in, Rules* rules) {
    if (in.done() || !in.peek().is("game")) return in.problem("expected 'game ddz3' or 'game ddz4'");
    const RecordLine& game = in.next();
    if (game.words.size() != 2 || (game.words[1] != "ddz3" && game.words[1] != "ddz4"))
        return at(game, "the game is 'ddz3' or 'ddz4' (a Dou Dizhu record)");
    *rules = Rules{game.words[1] == "ddz4" ? 4 : 3};
    if (in.done() || !in.peek().is("variant")) return in.problem("expected a 'variant' line");
    const RecordLine& line = in.next();
    if (line.words.size() == 2) {
        for (const NamedVariant& preset : kPresets)
            if (line.words[1] == preset.name) rules->variant = preset.variant;
        if (line.words[1] != variant_words(rules->variant))
            return at(line, "the variant is a preset's name (standard, rlcard, douzero, openspiel) or 'custom'");
    } else {
        uint64_t f[9] = {};
        if (line.words.size() != 11 || line.words[1] != "custom")
            return at(line, "'variant custom' takes the nine switches of variant.h, as numbers");
        for (size_t i = 0; i < 9; ++i)
            if (!parse_unsigned(line.words[i + 2], i == 3 ? 4 : 1, &f[i]))
                return at(line, "switch " + std::to_string(i + 1) + " of 'variant custom' is out of range");
        rules->variant = Variant{f[0] == 1, f[1] == 1, f[2] == 1, static_cast<uint8_t>(f[3]), f[4] == 1,
                                 f[5] == 1, f[6] == 1, f[7] == 1, static_cast<Reading>(f[8])};
    }
    if (!valid_rules(*rules)) return at(line, "a variant is for 3 players only (4 players play the rules pages)");
    return {};
}

TextProblem read_cards(const RecordLine& line, size_t words, Rules rules, Cards* out) {
    const std::string_view text = line.after(words);
    const ParseResult parsed = parse_cards(text, rules);
    if (parsed.status != ParseStatus::Ok) return at(line, parse_error(parsed, text, rules));
    *out = parsed.cards;
    return {};
}

// A deal block: 'deal K', a hand per seat, the kitty and the first bidder.
struct DealLines {
    Cards hands[kMaxPlayers] = {};
    Cards kitty = 0;
    uint64_t first_bidder = 0;
};

TextProblem read_deal(RecordCursor& in, Rules rules, uint32_t number, DealLines* out) {
    uint64_t k = 0;
    if (TextProblem p = read_number_line(in, "deal", UINT32_MAX, &k); !p.ok()) return p;
    if (k != number) return TextProblem{"this is deal " + std::to_string(number) + ", not " + std::to_string(k), 0};
    for (int p = 0; p < rules.players; ++p) {
        if (in.done() || !in.peek().is("hand") || in.peek().words.size() < 2 || in.peek().words[1] != std::to_string(p))
            return in.problem("expected 'hand " + std::to_string(p) + " CARDS'");
        if (TextProblem problem = read_cards(in.next(), 2, rules, &out->hands[p]); !problem.ok()) return problem;
    }
    if (in.done() || !in.peek().is("kitty")) return in.problem("expected 'kitty CARDS'");
    if (TextProblem problem = read_cards(in.next(), 1, rules, &out->kitty); !problem.ok()) return problem;
    return read_number_line(in, "first_bidder", static_cast<uint64_t>(rules.players - 1), &out->first_bidder);
}

// The deal block at the cursor must say what `game` holds at the start of its deal.
TextProblem check_deal_lines(RecordCursor& in, const Game& game) {
    const int line = in.done() ? in.end_line() : in.peek().number;
    DealLines d;
    TextProblem problem = read_deal(in, game.rules, game.deals, &d);
    if (!problem.ok()) return problem.line == 0 ? TextProblem{problem.reason, line} : problem;
    bool same = d.kitty == game.kitty && d.first_bidder == game.first_bidder;
    for (int p = 0; p < game.players(); ++p) same = same && d.hands[p] == game.hands[p];
    if (!same)
        return TextProblem{"deal " + std::to_string(game.deals) + " is not the one the seed deals (B1, B4)", line};
    return {};
}

TextProblem read_decision(const RecordLine& line, const Game& game, Decision* out) {
    uint64_t seat = 0;
    if (!parse_unsigned(line.words[0], 255, &seat))
        return at(line, "expected a decision ('SEAT bid N', 'SEAT play CARDS', 'SEAT pass'), not '" +
                            std::string(line.words[0]) + "'");
    if (game.phase == Phase::Over) return at(line, "the deal is over: no decision follows");
    if (seat != game.to_move)
        return at(line, "it is seat " + std::to_string(game.to_move) + "'s turn, not seat " + std::to_string(seat) +
                            "'s (D5)");
    const std::string_view verb = line.words.size() > 1 ? line.words[1] : std::string_view();
    if (verb == "bid") {
        uint64_t n = 0;
        if (line.words.size() != 3 || !parse_unsigned(line.words[2], kMaxBid, &n))
            return at(line, "'bid' takes 0 (pass) to 3 (B2)");
        *out = Decision{kPassMove, static_cast<int8_t>(n)};
        if (!is_legal(game, *out))
            return at(line, "seat " + std::to_string(seat) + " cannot bid " + std::to_string(n) + " here (B2, B3)");
        return {};
    }
    if (verb != "play" && verb != "pass") return at(line, "the verb is 'bid', 'play' or 'pass'");
    if (game.phase != Phase::Play) return at(line, "the auction is on: 'bid N' (B2)");
    Cards cards = 0;
    if (verb == "play") {
        if (line.words.size() < 3) return at(line, "'play' takes the cards played");
        if (TextProblem p = read_cards(line, 2, game.rules, &cards); !p.ok()) return p;
    } else if (line.words.size() != 2) {
        return at(line, "'pass' takes nothing");
    }
    thread_local MoveList moves;
    moves.assign([&](Move* o) { return legal_moves(game, o); });
    for (const Move& m : moves)
        if (m.is_pass() == (verb == "pass") && m.cards == cards) {
            *out = Decision{m, -1};
            return {};
        }
    return at(line, "seat " + std::to_string(seat) + " cannot " +
                        (verb == "pass" ? std::string("pass as a lead (P1, P3)")
                                        : "play " + format_cards(cards) + " here (P1, P2)"));
}

// Reads a deal's body into `out`; a match passes the seed its round must have.
TextProblem read_body(RecordCursor& in, Rules rules, const uint64_t* round_seed, Record* out) {
    if (in.done() || !in.peek().is("seed")) return in.problem("expected 'seed N' or 'seed given'");
    const RecordLine& seed_line = in.next();
    Origin origin;
    origin.rules = rules;
    if (seed_line.words.size() != 2) return at(seed_line, "'seed' takes a number or 'given'");
    if (seed_line.words[1] == "given") {
        if (round_seed) return at(seed_line, "a match's rounds are dealt from seeds (M2)");
        origin.seeded = false;
        const int line = in.done() ? in.end_line() : in.peek().number;
        DealLines d;
        TextProblem problem = read_deal(in, rules, 1, &d);
        if (!problem.ok()) return problem.line == 0 ? TextProblem{problem.reason, line} : problem;
        std::memcpy(origin.hands, d.hands, sizeof d.hands);
        origin.kitty = d.kitty;
        origin.first_bidder = static_cast<uint8_t>(d.first_bidder);
        const Check check = RecordTraits::check(origin);
        if (!check.ok())
            return TextProblem{std::string(check.reason) +
                                   (check.seat >= 0 ? " (seat " + std::to_string(check.seat) + ")" : std::string()),
                               line};
    } else if (!parse_unsigned(seed_line.words[1], UINT64_MAX, &origin.seed)) {
        return at(seed_line, "'seed' takes a number from 0 to 2**64 - 1 or 'given'");
    } else if (round_seed && origin.seed != *round_seed) {
        return at(seed_line, "this round is dealt from seed " + std::to_string(*round_seed) + " (M2)");
    }
    Record record(origin);
    if (origin.seeded)
        if (TextProblem p = check_deal_lines(in, record.game()); !p.ok()) return p;
    while (!in.done() && !in.peek().is("payoffs") && !in.peek().is("round") && !in.peek().is("totals")) {
        const RecordLine& line = in.peek();
        if (line.is("deal")) return at(line, "no new deal here: deals come after an all-pass auction (B4)");
        Decision d;
        if (TextProblem p = read_decision(line, record.game(), &d); !p.ok()) return p;
        in.next();
        const auto deals = record.game().deals;
        record.apply(d);
        if (record.game().deals != deals)
            if (TextProblem p = check_deal_lines(in, record.game()); !p.ok()) return p;
    }
    if (!in.done() && in.peek().is("payoffs")) {
        if (record.game().phase != Phase::Over) return in.problem("the deal is not over: no payoffs yet (S4)");
        int64_t pay[kMaxPlayers];
        payoffs(record.game(), pay);
        if (TextProblem p = check_numbers_line(in, "payoffs", pay, rules.players, "the payoffs"); !p.ok()) return p;
    }
    *out = std::move(record);
    return {};
}

}  // namespace

std::string record_text(const Record& record) {
    std::string out = kHeader;
    write_rules(out, record.origin().rules);
    write_body(out, record);
    return out;
}

TextProblem read_record_text(std::string_view text, Record* out) {
    RecordCursor in(text);
    Rules rules;
    if (TextProblem p = read_rules(in, &rules); !p.ok()) return p;
    if (TextProblem p = read_body(in, rules, nullptr, out); !p.ok()) return p;
    if (!in.done()) return in.problem("unexpected line after the deal");
    return {};
}

std::string match_text(const Match& match) {
    std::string out = kHeader;
    write_rules(out, match.rules());
    out += "match " + std::to_string(match.seed()) + "\n";
    for (size_t i = 0; i < match.rounds(); ++i) {
        out += "round " + std::to_string(i) + " dealer " + std::to_string(match.dealer(i)) + "\n";
        write_body(out, match.round(i));
    }
    int64_t totals[kMaxPlayers];
    match.totals(totals);
    out += "totals";
    for (int p = 0; p < match.players(); ++p) out += " " + std::to_string(totals[p]);
    return out + "\n";
}

TextProblem read_match_text(std::string_view text, Match* out) {
    RecordCursor in(text);
    Rules rules;
    if (TextProblem p = read_rules(in, &rules); !p.ok()) return p;
    uint64_t seed = 0;
    if (TextProblem p = read_number_line(in, "match", UINT64_MAX, &seed); !p.ok()) return p;
    Match match(rules, seed);
    for (size_t i = 0; !in.done() && in.peek().is("round"); ++i) {
        const RecordLine& line = in.next();
        uint64_t k = 0, dealer = 0;
        if (line.words.size() != 4 || !parse_unsigned(line.words[1], UINT32_MAX, &k) || line.words[2] != "dealer" ||
            !parse_unsigned(line.words[3], 3, &dealer))
            return at(line, "expected 'round K dealer SEAT'");
        if (k != i) return at(line, "this is round " + std::to_string(i) + ", not " + std::to_string(k));
        if (i > 0 && !match.next_round()) return at(line, "round " + std::to_string(i - 1) + " is not over (M2)");
        if (dealer != static_cast<uint64_t>(match.dealer(i)))
            return at(line,
                      "round " + std::to_string(i) + "'s dealer is seat " + std::to_string(match.dealer(i)) + " (M1)");
        const uint64_t round_seed = match.round_seed(i);
        if (TextProblem p = read_body(in, rules, &round_seed, &match.current()); !p.ok()) return p;
    }
    if (!in.done() && in.peek().is("totals")) {
        int64_t totals[kMaxPlayers];
        match.totals(totals);
        if (TextProblem p = check_numbers_line(in, "totals", totals, rules.players, "the totals"); !p.ok()) return p;
    }
    if (!in.done()) return in.problem("unexpected line: expected 'round K dealer SEAT' or 'totals'");
    *out = std::move(match);
    return {};
}

}  // namespace paigen::doudizhu
