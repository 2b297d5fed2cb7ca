// The body of a deal's readable record, alike in both games (docs/matches.md,
// "Readable records"): after the deal block, one decision a line ('SEAT ...'),
// the deal block again after each redeal, and the payoffs once the deal is
// over. Writing replays the record from its origin; reading applies each
// decision with every legality check, so a record read is one a deal reaches.
// Text gives the game's words:
//   using Traits (a record's, record.h); static constexpr int kMaxPlayers;
//   static int players(const Game&); static bool over(const Game&);
//   static void payoffs(const Game&, int64_t* out);
//   static void write_deal(std::string&, const Game&);          // a deal block
//   static void write_decision(std::string&, const Decision&);  // the words after the seat
//   static TextProblem read_decision(const RecordLine&, const Game&, Decision*);
//   static TextProblem check_deal(RecordCursor&, const Game&);  // the block says the game's deal
//   static bool ends_body(const RecordLine&);  // a line after the body other than 'payoffs'
//   static constexpr const char* kNoNewDeal, * kNotOver;  // a deal block or payoffs out of place
#pragma once

#include <cstdint>
#include <string>

#include "paigen/record.h"
#include "paigen/record_text.h"

namespace paigen {

template <typename Text>
void write_body(std::string& out, const BasicRecord<typename Text::Traits>& record) {
    using Traits = typename Text::Traits;
    typename Traits::Game game = Traits::start(record.origin());
    Text::write_deal(out, game);
    for (const auto& e : record.history()) {
        const auto deals = game.deals;
        out += std::to_string(e.seat);
        Text::write_decision(out, e.decision);
        Traits::apply(game, e.decision);
        if (game.deals != deals) Text::write_deal(out, game);
    }
    if (Text::over(game)) {
        int64_t pay[Text::kMaxPlayers];
        Text::payoffs(game, pay);
        write_numbers_line(out, "payoffs", pay, Text::players(game));
    }
}

// Applies the decision lines at the cursor to `record` (whose deal block is
// read), up to the end, a 'payoffs' line or a line Text ends the body at; then
// checks the payoffs line if there is one.
template <typename Text>
TextProblem read_body(RecordCursor& in, BasicRecord<typename Text::Traits>& record) {
    while (!in.done() && !in.peek().is("payoffs") && !Text::ends_body(in.peek())) {
        const RecordLine& line = in.peek();
        if (line.is("deal")) return line.problem(Text::kNoNewDeal);
        typename Text::Traits::Decision d;
        if (TextProblem p = Text::read_decision(line, record.game(), &d); !p.ok()) return p;
        in.next();
        const auto deals = record.game().deals;
        record.apply(d);
        if (record.game().deals != deals)
            if (TextProblem p = Text::check_deal(in, record.game()); !p.ok()) return p;
    }
    if (in.done() || !in.peek().is("payoffs")) return {};
    if (!Text::over(record.game())) return in.problem(Text::kNotOver);
    int64_t pay[Text::kMaxPlayers];
    Text::payoffs(record.game(), pay);
    return check_numbers_line(in, "payoffs", pay, Text::players(record.game()), "the payoffs");
}

}  // namespace paigen
