#include "paigen/lukfu/record_text.h"

#include <cstring>

#include "paigen/lukfu/movegen.h"
#include "paigen/lukfu/notation.h"

namespace paigen::lukfu {

namespace {

void write_deal(std::string& out, const Game& game) {
    out += "deal " + std::to_string(game.deals) + "\n";
    for (int p = 0; p < kPlayers; ++p) out += "hand " + std::to_string(p) + " " + format_cards(game.hands[p]) + "\n";
    out += "master " + std::to_string(game.master) + "\n";
}

TextProblem at(const RecordLine& line, std::string reason) { return TextProblem{std::move(reason), line.number}; }

TextProblem read_cards(const RecordLine& line, size_t words, CardSet* out) {
    const std::string_view text = line.after(words);
    const ParseResult parsed = parse_cards(text);
    if (parsed.status != ParseStatus::Ok) return at(line, parse_error(parsed, text));
    *out = parsed.cards;
    return {};
}

struct DealLines {
    CardSet hands[kPlayers] = {};
    uint64_t master = 0;
};

TextProblem read_deal(RecordCursor& in, uint32_t number, DealLines* out) {
    const int line = in.done() ? in.end_line() : in.peek().number;
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
    const int line = in.done() ? in.end_line() : in.peek().number;
    DealLines d;
    if (TextProblem p = read_deal(in, game.deals, &d); !p.ok()) return p;
    bool same = d.master == game.master;
    for (int p = 0; p < kPlayers; ++p) same = same && d.hands[p] == game.hands[p];
    if (!same)
        return TextProblem{"deal " + std::to_string(game.deals) + " is not the one the seed deals (A1, A2, E1)", line};
    return {};
}

TextProblem read_decision(const RecordLine& line, const Game& game, Decision* out) {
    uint64_t seat = 0;
    if (!parse_unsigned(line.words[0], 255, &seat))
        return at(line, "expected a decision ('SEAT call yes|no', 'SEAT KIND CARDS'), not '" +
                            std::string(line.words[0]) + "'");
    if (game.phase == Phase::Over) return at(line, "the deal is over: no decision follows");
    if (seat != game.to_move)
        return at(line,
                  "it is seat " + std::to_string(game.to_move) + "'s turn, not seat " + std::to_string(seat) + "'s");
    const std::string_view verb = line.words.size() > 1 ? line.words[1] : std::string_view();
    if (verb == "call") {
        if (line.words.size() != 3 || (line.words[2] != "yes" && line.words[2] != "no"))
            return at(line, "'call' takes 'yes' (play the deal) or 'no' (A2)");
        *out = Decision{Move{}, static_cast<int8_t>(line.words[2] == "yes")};
        if (!is_legal(game, *out)) return at(line, "no calling now: the deal is in its play phase");
        return {};
    }
    Kind kind = Kind::Single;
    if (!parse_kind(verb, &kind)) return at(line, "the verb is 'call' or a kind: single, set, run, discard, claim");
    if (game.phase != Phase::Play) return at(line, "the calling is on: 'call yes' or 'call no' (A2)");
    CardSet cards = 0;
    if (TextProblem p = read_cards(line, 2, &cards); !p.ok()) return p;
    thread_local MoveList moves;
    moves.assign([&](Move* o) { return legal_moves(game, o); });
    for (const Move& m : moves)
        if (m.kind == kind && m.cards == cards) {
            *out = Decision{m, -1};
            return {};
        }
    return at(line, "seat " + std::to_string(seat) + " cannot make the " + std::string(verb) + " '" +
                        format_cards(cards) + "' here");
}

}  // namespace

std::string record_text(const Record& record) {
    const Origin& origin = record.origin();
    std::string out =
        "# paigen record: one call or move a line, 'seat verb cards' (docs/matches.md, \"Readable records\")\n"
        "game lukfu\n";
    out += origin.seeded ? "seed " + std::to_string(origin.seed) + "\n" : std::string("seed given\n");
    if (origin.empty_hands_void) out += "e1 void\n";
    Game game = RecordTraits::start(origin);
    write_deal(out, game);
    for (const auto& e : record.history()) {
        const auto deals = game.deals;
        const Decision& d = e.decision;
        out += std::to_string(e.seat);
        if (d.call >= 0)
            out += d.call ? " call yes\n" : " call no\n";
        else
            out +=
                std::string(" ") + kKindNames[static_cast<int>(d.move.kind)] + " " + format_cards(d.move.cards) + "\n";
        RecordTraits::apply(game, d);
        if (game.deals != deals) write_deal(out, game);
    }
    if (game.phase == Phase::Over) {
        int64_t pay[kPlayers];
        payoffs(game, pay);
        out += "payoffs";
        for (int p = 0; p < kPlayers; ++p) out += " " + std::to_string(pay[p]);
        out += "\n";
    }
    return out;
}

TextProblem read_record_text(std::string_view text, Record* out) {
    RecordCursor in(text);
    if (in.done() || !in.peek().is("game")) return in.problem("expected 'game lukfu'");
    const RecordLine& game_line = in.next();
    if (game_line.words.size() != 2 || game_line.words[1] != "lukfu")
        return at(game_line, "the game is 'lukfu' (a Luk Fu record)");
    if (in.done() || !in.peek().is("seed")) return in.problem("expected 'seed N' or 'seed given'");
    const RecordLine& seed_line = in.next();
    Origin origin;
    if (seed_line.words.size() != 2) return at(seed_line, "'seed' takes a number or 'given'");
    const bool given = seed_line.words[1] == "given";
    if (!given && !parse_unsigned(seed_line.words[1], UINT64_MAX, &origin.seed))
        return at(seed_line, "'seed' takes a number from 0 to 2**64 - 1 or 'given'");
    if (!in.done() && in.peek().is("e1")) {
        const RecordLine& line = in.next();
        if (line.words.size() != 2 || line.words[1] != "void" || given)
            return at(line, "'e1 void' (a dealt game saved before E1's redeal) is the only e1 line");
        origin.empty_hands_void = true;
    }
    if (given) {
        origin.seeded = false;
        const int line = in.done() ? in.end_line() : in.peek().number;
        DealLines d;
        if (TextProblem p = read_deal(in, 1, &d); !p.ok()) return p;
        std::memcpy(origin.hands, d.hands, sizeof d.hands);
        origin.master = static_cast<uint8_t>(d.master);
        const Check check = RecordTraits::check(origin);
        if (!check.ok()) return TextProblem{check.reason, line};
    }
    Record record(origin);
    if (!given)
        if (TextProblem p = check_deal_lines(in, record.game()); !p.ok()) return p;
    while (!in.done() && !in.peek().is("payoffs")) {
        const RecordLine& line = in.peek();
        if (line.is("deal")) return at(line, "no new deal here: deals come after three passes (A2) or E1");
        Decision d;
        if (TextProblem p = read_decision(line, record.game(), &d); !p.ok()) return p;
        in.next();
        const auto deals = record.game().deals;
        record.apply(d);
        if (record.game().deals != deals)
            if (TextProblem p = check_deal_lines(in, record.game()); !p.ok()) return p;
    }
    if (!in.done()) {
        if (record.game().phase != Phase::Over) return in.problem("the deal is not over: no payoffs yet (E2, E3)");
        int64_t pay[kPlayers];
        payoffs(record.game(), pay);
        if (TextProblem p = check_numbers_line(in, "payoffs", pay, kPlayers, "the payoffs"); !p.ok()) return p;
    }
    if (!in.done()) return in.problem("unexpected line after the deal");
    *out = std::move(record);
    return {};
}

}  // namespace paigen::lukfu
