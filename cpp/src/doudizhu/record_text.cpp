#include "paigen/doudizhu/record_text.h"

#include <cstring>

#include "paigen/doudizhu/notation.h"
#include "paigen/record_text_body.h"

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

TextProblem read_rules(RecordCursor& in, Rules* rules) {
    if (in.done() || !in.peek().is("game")) return in.problem("expected 'game ddz3' or 'game ddz4'");
    const RecordLine& game = in.next();
    if (game.words.size() != 2 || (game.words[1] != "ddz3" && game.words[1] != "ddz4"))
        return game.problem("the game is 'ddz3' or 'ddz4' (a Dou Dizhu record)");
    *rules = Rules{game.words[1] == "ddz4" ? 4 : 3};
    if (in.done() || !in.peek().is("variant")) return in.problem("expected a 'variant' line");
    const RecordLine& line = in.next();
    if (line.words.size() == 2) {
        for (const NamedVariant& preset : kPresets)
            if (line.words[1] == preset.name) rules->variant = preset.variant;
        if (line.words[1] != variant_words(rules->variant))
            return line.problem("the variant is a preset's name (standard, rlcard, douzero, openspiel) or 'custom'");
    } else {
        uint64_t f[9] = {};
        if (line.words.size() != 11 || line.words[1] != "custom")
            return line.problem("'variant custom' takes the nine switches of variant.h, as numbers");
        for (size_t i = 0; i < 9; ++i)
            if (!parse_unsigned(line.words[i + 2], i == 3 ? 4 : 1, &f[i]))
                return line.problem("switch " + std::to_string(i + 1) + " of 'variant custom' is out of range");
        rules->variant = Variant{f[0] == 1, f[1] == 1, f[2] == 1, static_cast<uint8_t>(f[3]), f[4] == 1,
                                 f[5] == 1, f[6] == 1, f[7] == 1, static_cast<Reading>(f[8])};
    }
    if (!valid_rules(*rules)) return line.problem("a variant is for 3 players only (4 players play the rules pages)");
    return {};
}

TextProblem read_cards(const RecordLine& line, size_t words, Rules rules, Cards* out) {
    const std::string_view text = line.after(words);
    const ParseResult parsed = parse_cards(text, rules);
    if (parsed.status != ParseStatus::Ok) return line.problem(parse_error(parsed, text, rules));
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
    const int line = in.line();
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
    if (TextProblem p = read_seat(line, "'SEAT bid N', 'SEAT play CARDS', 'SEAT pass'", game.phase == Phase::Over,
                                  game.to_move, " (D5)");
        !p.ok())
        return p;
    const int seat = game.to_move;
    const std::string_view verb = line.words.size() > 1 ? line.words[1] : std::string_view();
    if (verb == "bid") {
        uint64_t n = 0;
        if (line.words.size() != 3 || !parse_unsigned(line.words[2], kMaxBid, &n))
            return line.problem("'bid' takes 0 (pass) to 3 (B2)");
        *out = Decision{kPassMove, static_cast<int8_t>(n)};
        if (!is_legal(game, *out))
            return line.problem("seat " + std::to_string(seat) + " cannot bid " + std::to_string(n) + " here (B2, B3)");
        return {};
    }
    if (verb != "play" && verb != "pass") return line.problem("the verb is 'bid', 'play' or 'pass'");
    if (game.phase != Phase::Play) return line.problem("the auction is on: 'bid N' (B2)");
    Cards cards = 0;
    if (verb == "play") {
        if (line.words.size() < 3) return line.problem("'play' takes the cards played");
        if (TextProblem p = read_cards(line, 2, game.rules, &cards); !p.ok()) return p;
    } else if (line.words.size() != 2) {
        return line.problem("'pass' takes nothing");
    }
    thread_local MoveList moves;
    moves.assign([&](Move* o) { return legal_moves(game, o); });
    for (const Move& m : moves)
        if (m.is_pass() == (verb == "pass") && m.cards == cards) {
            *out = Decision{m, -1};
            return {};
        }
    return line.problem(
        "seat " + std::to_string(seat) + " cannot " +
        (verb == "pass" ? std::string("pass as a lead (P1, P3)") : "play " + format_cards(cards) + " here (P1, P2)"));
}

// The words of a Dou Dizhu record's body (paigen/record_text_body.h).
struct Text {
    using Traits = RecordTraits;
    static constexpr int kMaxPlayers = doudizhu::kMaxPlayers;
    static int players(const Game& game) { return game.players(); }
    static bool over(const Game& game) { return game.phase == Phase::Over; }
    static void payoffs(const Game& game, int64_t* out) { doudizhu::payoffs(game, out); }
    static void write_deal(std::string& out, const Game& game) { doudizhu::write_deal(out, game); }
    static void write_decision(std::string& out, const Decision& d) {
        if (d.bid >= 0)
            out += " bid " + std::to_string(d.bid) + "\n";
        else
            out += d.move.is_pass() ? std::string(" pass\n") : " play " + format_cards(d.move.cards) + "\n";
    }
    static TextProblem read_decision(const RecordLine& line, const Game& game, Decision* out) {
        return doudizhu::read_decision(line, game, out);
    }
    static TextProblem check_deal(RecordCursor& in, const Game& game) { return check_deal_lines(in, game); }
    static bool ends_body(const RecordLine& line) { return line.is("round") || line.is("totals"); }
    static constexpr const char* kNoNewDeal = "no new deal here: deals come after an all-pass auction (B4)";
    static constexpr const char* kNotOver = "the deal is not over: no payoffs yet (S4)";
};

// A deal's record after its rules: the origin, then the body.
void write_deal_record(std::string& out, const Record& record) {
    write_seed_line(out, record.origin().seeded, record.origin().seed);
    write_body<Text>(out, record);
}

// Reads a deal's record after its rules into `out`; a match passes the seed
// its round must have.
TextProblem read_deal_record(RecordCursor& in, Rules rules, const uint64_t* round_seed, Record* out) {
    Origin origin;
    origin.rules = rules;
    const RecordLine* seed_line = nullptr;
    if (TextProblem p = read_seed_line(in, &origin.seeded, &origin.seed, &seed_line); !p.ok()) return p;
    if (!origin.seeded) {
        if (round_seed) return seed_line->problem("a match's rounds are dealt from seeds (M2)");
        const int line = in.line();
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
    } else if (round_seed && origin.seed != *round_seed) {
        return seed_line->problem("this round is dealt from seed " + std::to_string(*round_seed) + " (M2)");
    }
    Record record(origin);
    if (origin.seeded)
        if (TextProblem p = check_deal_lines(in, record.game()); !p.ok()) return p;
    if (TextProblem p = read_body<Text>(in, record); !p.ok()) return p;
    *out = std::move(record);
    return {};
}

}  // namespace

std::string record_text(const Record& record) {
    std::string out = kHeader;
    write_rules(out, record.origin().rules);
    write_deal_record(out, record);
    return out;
}

TextProblem read_record_text(std::string_view text, Record* out) {
    RecordCursor in(text);
    Rules rules;
    if (TextProblem p = read_rules(in, &rules); !p.ok()) return p;
    if (TextProblem p = read_deal_record(in, rules, nullptr, out); !p.ok()) return p;
    if (!in.done()) return in.problem("unexpected line after the deal");
    return {};
}

std::string match_text(const Match& match) {
    std::string out = kHeader;
    write_rules(out, match.rules());
    out += "match " + std::to_string(match.seed()) + "\n";
    for (size_t i = 0; i < match.rounds(); ++i) {
        out += "round " + std::to_string(i) + " dealer " + std::to_string(match.dealer(i)) + "\n";
        write_deal_record(out, match.round(i));
    }
    int64_t totals[kMaxPlayers];
    match.totals(totals);
    write_numbers_line(out, "totals", totals, match.players());
    return out;
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
            return line.problem("expected 'round K dealer SEAT'");
        if (k != i) return line.problem("this is round " + std::to_string(i) + ", not " + std::to_string(k));
        if (i > 0 && !match.next_round()) return line.problem("round " + std::to_string(i - 1) + " is not over (M2)");
        if (dealer != static_cast<uint64_t>(match.dealer(i)))
            return line.problem("round " + std::to_string(i) + "'s dealer is seat " + std::to_string(match.dealer(i)) +
                                " (M1)");
        const uint64_t round_seed = match.round_seed(i);
        if (TextProblem p = read_deal_record(in, rules, &round_seed, &match.current()); !p.ok()) return p;
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
