#include "paigen/lukfu/notation.h"

#include "paigen/bits.h"
#include "paigen/text.h"

namespace paigen::lukfu {

namespace {

int suit_from_char(char c) {
    switch (c) {
        case 'c':
        case 'C': return 0;
        case 's':
        case 'S': return 1;
        case 'm':
        case 'M': return 2;
        case 't':
        case 'T': return 3;
        default: return -1;
    }
}

void append_card(std::string& out, int index) {
    out += static_cast<char>('1' + index % 9);
    out += kSuitChars[index / 9];
}

}  // namespace

ParseResult parse_cards(std::string_view text) {
    ParseResult result;
    const size_t n = text.size();
    size_t i = 0;
    while (i < n) {
        const char c = text[i];
        if (is_space(c)) {
            ++i;
            continue;
        }
        const bool digit = c >= '0' && c <= '9';
        const int suit = i + 1 < n ? suit_from_char(text[i + 1]) : -1;
        if (!digit || c == '0' || suit < 0) {
            // Name the token as written: a digit and what follows it, or the
            // stray character.
            result.status = ParseStatus::BadToken;
            result.bad = std::string(utf8_char_at(text, i));
            if (digit && i + 1 < n && !is_space(text[i + 1])) result.bad += utf8_char_at(text, i + 1);
            return result;
        }
        const CardSet bit = card_bit(c - '0', suit);
        if (result.cards & bit) {
            result.status = ParseStatus::RepeatedCard;
            append_card(result.bad, lsb(bit));
            return result;
        }
        result.cards |= bit;
        i += 2;
    }
    return result;
}

bool parse_kind(std::string_view name, Kind* out) {
    for (int k = 0; k < kNumKinds; ++k)
        if (equal_ignoring_case(name, kKindNames[k])) {
            *out = static_cast<Kind>(k);
            return true;
        }
    return false;
}

std::string parse_error(const ParseResult& r, std::string_view text) {
    switch (r.status) {
        case ParseStatus::Ok: return {};
        case ParseStatus::BadToken:
            return "invalid card '" + escaped(r.bad) + "' in " + quoted(text) +
                   " (a card is a rank 1-9 and a suit c, s, m or t, L2)";
        case ParseStatus::RepeatedCard:
            return "card '" + escaped(r.bad) + "' appears twice in " + quoted(text) + " (L2)";
    }
    return "unreadable cards " + quoted(text);
}

std::string format_cards(CardSet cards) {
    std::string out;
    out.reserve(3 * kNumCards);
    while (cards) {
        if (!out.empty()) out += ' ';
        append_card(out, lsb(cards));
        cards &= cards - 1;
    }
    return out;
}

}  // namespace paigen::lukfu
