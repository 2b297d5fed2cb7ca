#include "paigen/lukfu/record_text.h"

#include <cstring>

#include "paigen/lukfu/movegen.h"
#include "paigen/lukfu/notation.h"
#include "paigen/record_text_body.h"

namespace paigen::lukfu {

namespace {

void write_deal(std::string& out, const Game& game) {
    out += "deal " + std::to_string(game.deals) + "\n";
    for (int p = 0; p < kPlayers; ++p) out += "hand " + std::to_string(p) + " " + format_cards(game.hands[p]) + "\n";
    out += "master " + std::to_string(game.master) + "\n";
}

TextProblem read_cards(const RecordLine& line, size_t words, CardSet* out) {
    const std::string_view text = line.after(words);
    const ParseResult parsed = parse_cards(text);
    if (parsed.status != ParseStatus::Ok) return line.problem(parse_error(parsed, text));
    *out = parsed.cards;
    return {};
}

struct DealLines {
    CardSet hands[kPlayers] = {};
    uint64_t master = 0;
};

TextProblem read_deal(RecordCursor& in, uint32_t number, DealLines* out) {
    const int line = in.line();
    uint64_t k = 0;
    if (TextProblem p = read_number_line(in, "deal", UINT32_MAX, &k); !p.ok()) return p;
    if (k != number) return TextProblem{"this is deal " + std::to_string(number) + ", not " + std::to_string(k), line};
    for (int p = 0; p < kPlayers; ++p) {
        if (in.done() || !in.peek().is("hand") || in.peek().words.size() < 2 || in.peek().words[1] != std::to_string(p))
            return in.problem("expected 'hand " + std::to_string(p) + " CARDS'");
        if (TextProblem problem = read_cards(in.next(), 2, &out->hands[p]); !problem.ok()) return problem;
    }
    return read_number_line(in, "master", kPlayers - 1, &out->master);
}

TextProblem check_deal_lines(RecordCursor& in, const Game& game) {
    const int line = in.line();
    DealLines d;
    if (TextProblem p = read_deal(in, game.deals, &d); !p.ok()) return p;
    bool same = d.master == game.master;
    for (int p = 0; p < kPlayers; ++p) same = same && d.hands[p] == game.hands[p];
    if (!same)
        return TextProblem{"deal " + std::to_string(game.deals) + " is not the one the seed deals (A1, A2, E1)", line};
    return {};
}

TextProblem read_decision(const RecordLine& line, const Game& game, Decision* out) {
    if (TextProblem p =
            read_seat(line, "'SEAT call yes|no', 'SEAT KIND CARDS'", game.phase == Phase::Over, game.to_move, "");
        !p.ok())
        return p;
    const std::string_view verb = line.words.size() > 1 ? line.words[1] : std::string_view();
    if (verb == "call") {
        if (line.words.size() != 3 || (line.words[2] != "yes" && line.words[2] != "no"))
            return line.problem("'call' takes 'yes' (play the deal) or 'no' (A2)");
        *out = Decision{Move{}, static_cast<int8_t>(line.words[2] == "yes")};
        if (!is_legal(game, *out)) return line.problem("no calling now: the deal is in its play phase");
        return {};
    }
    Kind kind = Kind::Single;
    if (!parse_kind(verb, &kind)) return line.problem("the verb is 'call' or a kind: single, set, run, discard, claim");
    if (game.phase != Phase::Play) return line.problem("the calling is on: 'call yes' or 'call no' (A2)");
    CardSet cards = 0;
    if (TextProblem p = read_cards(line, 2, &cards); !p.ok()) return p;
    thread_local MoveList moves;
    moves.assign([&](Move* o) { return legal_moves(game, o); });
    for (const Move& m : moves)
        if (m.kind == kind && m.cards == cards) {
            *out = Decision{m, -1};
            return {};
        }
    return line.problem("seat " + std::to_string(game.to_move) + " cannot make the " + std::string(verb) + " '" +
                        format_cards(cards) + "' here");
}

// The words of a Luk Fu record's body (paigen/record_text_body.h).
struct Text {
    using Traits = RecordTraits;
    static constexpr int kMaxPlayers = kPlayers;
    static int players(const Game&) { return kPlayers; }
    static bool over(const Game& game) { return game.phase == Phase::Over; }
    static void payoffs(const Game& game, int64_t* out) { lukfu::payoffs(game, out); }
    static void write_deal(std::string& out, const Game& game) { lukfu::write_deal(out, game); }
    static void write_decision(std::string& out, const Decision& d) {
        if (d.call >= 0)
            out += d.call ? " call yes\n" : " call no\n";
        else
            out +=
                std::string(" ") + kKindNames[static_cast<int>(d.move.kind)] + " " + format_cards(d.move.cards) + "\n";
    }
    static TextProblem read_decision(const RecordLine& line, const Game& game, Decision* out) {
        return lukfu::read_decision(line, game, out);
    }
    static TextProblem check_deal(RecordCursor& in, const Game& game) { return check_deal_lines(in, game); }
    static bool ends_body(const RecordLine&) { return false; }
    static constexpr const char* kNoNewDeal = "no new deal here: deals come after three passes (A2) or E1";
    static constexpr const char* kNotOver = "the deal is not over: no payoffs yet (E2, E3)";
};

}  // namespace

std::string record_text(const Record& record) {
    const Origin& origin = record.origin();
    std::string out =
        "# paigen record: one call or move a line, 'seat verb cards' (docs/matches.md, \"Readable records\")\n"
        "game lukfu\n";
    write_seed_line(out, origin.seeded, origin.seed);
    if (origin.empty_hands_void) out += "e1 void\n";
    write_body<Text>(out, record);
    return out;
}

TextProblem read_record_text(std::string_view text, Record* out) {
    RecordCursor in(text);
    if (in.done() || !in.peek().is("game")) return in.problem("expected 'game lukfu'");
    const RecordLine& game_line = in.next();
    if (game_line.words.size() != 2 || game_line.words[1] != "lukfu")
        return game_line.problem("the game is 'lukfu' (a Luk Fu record)");
    Origin origin;
    if (TextProblem p = read_seed_line(in, &origin.seeded, &origin.seed); !p.ok()) return p;
    if (!in.done() && in.peek().is("e1")) {
        const RecordLine& line = in.next();
        if (line.words.size() != 2 || line.words[1] != "void" || !origin.seeded)
            return line.problem("'e1 void' (a dealt game saved before E1's redeal) is the only e1 line");
        origin.empty_hands_void = true;
    }
    if (!origin.seeded) {
        const int line = in.line();
        DealLines d;
        if (TextProblem p = read_deal(in, 1, &d); !p.ok()) return p;
        std::memcpy(origin.hands, d.hands, sizeof d.hands);
        origin.master = static_cast<uint8_t>(d.master);
        const Check check = RecordTraits::check(origin);
        if (!check.ok()) return TextProblem{check.reason, line};
    }
    Record record(origin);
    if (origin.seeded)
        if (TextProblem p = check_deal_lines(in, record.game()); !p.ok()) return p;
    if (TextProblem p = read_body<Text>(in, record); !p.ok()) return p;
    if (!in.done()) return in.problem("unexpected line after the deal");
    *out = std::move(record);
    return {};
}

}  // namespace paigen::lukfu
