// Rule L2: card notation, e.g. "1c", "9t"; a hand is tokens separated by white
// space or written back to back ("7s8s9s"). Canonical form: single spaces,
// sorted by suit then rank ("2c 5c 9c 3s 4m"). Parsing never throws; it reports
// the offending token, and parse_error() says it in words (the bindings raise
// that as a NotationError).
#pragma once

#include <string>
#include <string_view>

#include "paigen/lukfu/cards.h"
#include "paigen/lukfu/rules.h"

namespace paigen::lukfu {

enum class ParseStatus : uint8_t {
    Ok,
    BadToken,      // `bad` is not a rank 1..9 followed by a suit letter
    RepeatedCard,  // `bad` names a card already given
};

struct ParseResult {
    CardSet cards = 0;
    ParseStatus status = ParseStatus::Ok;
    std::string bad;  // the offending text
};

// Suit letters are accepted in either case.
ParseResult parse_cards(std::string_view text);

// Why parsing `text` failed, in words that quote it and cite L2; "" for Ok.
std::string parse_error(const ParseResult& result, std::string_view text);

std::string format_cards(CardSet cards);

// The Kind named `name` (the lower-case names of kKindNames, either case);
// false for any other text.
bool parse_kind(std::string_view name, Kind* out);

}  // namespace paigen::lukfu
