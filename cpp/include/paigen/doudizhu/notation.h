// Rule D4: rank-character notation for hands and moves, e.g. "333444J", "BR".
// Parsing never throws: it reports what went wrong and where, and
// parse_error() says it in words (the bindings raise that as a NotationError).
#pragma once

#include <string>
#include <string_view>

#include "paigen/doudizhu/cards.h"
#include "paigen/doudizhu/rules.h"

namespace paigen::doudizhu {

enum class ParseStatus : uint8_t {
    Ok,
    BadCharacter,   // `bad_char` is outside the alphabet (or a lone 1 / 0)
    TooManyCopies,  // `bad_rank` appears more often than the deck holds (D2/D3)
};

struct ParseResult {
    Cards cards = 0;
    ParseStatus status = ParseStatus::Ok;
    std::string bad_char;  // BadCharacter: the offending character (whole, if UTF-8)
    int bad_rank = -1;     // TooManyCopies: the offending rank
    int copies = 0;        // TooManyCopies: how many copies were written
};

// The Kind named `name` (the lower-case names of kKindNames, either case);
// false for any other text.
bool parse_kind(std::string_view name, Kind* out);

// Rank index of a rank character, either case; -1 for anything else.
int rank_from_char(char c);

// Any order, either case, whitespace ignored, "10" for T; copies are checked
// against the deck of `rules`.
ParseResult parse_cards(std::string_view text, Rules rules);

// Why parsing `text` failed, in words that quote it and cite the rule; "" for Ok.
std::string parse_error(const ParseResult& result, std::string_view text, Rules rules);

// "n copies of rank 'R', but a P-player deck holds m" (D2/D3).
std::string copies_text(int rank, int copies, Rules rules);

// Why a packed word is no set of cards of the deck of `rules` (rank_over_deck):
// a rank with too many copies, or bits beyond the red joker's; "" when it fits.
std::string deck_error(Cards cards, Rules rules);

// Whether `text` names the pass: empty (white space only) or "pass", either case.
bool is_pass_text(std::string_view text);

// Canonical form: ranks low to high, e.g. "33344J"; "" for no cards.
std::string format_cards(Cards cards);

// Writes the canonical form into `out` (room for 15 x 15 characters and a NUL,
// enough for any word), returns its length.
int format_cards(Cards cards, char* out);

}  // namespace paigen::doudizhu
