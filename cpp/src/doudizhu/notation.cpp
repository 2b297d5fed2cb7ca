#include "paigen/doudizhu/notation.h"

#include "paigen/text.h"

namespace paigen::doudizhu {

int rank_from_char(char c) {
    switch (c) {
        case '3': return 0;
        case '4': return 1;
        case '5': return 2;
        case '6': return 3;
        case '7': return 4;
        case '8': return 5;
        case '9': return 6;
        case 'T':
        case 't': return 7;
        case 'J':
        case 'j': return 8;
        case 'Q':
        case 'q': return 9;
        case 'K':
        case 'k': return 10;
        case 'A':
        case 'a': return 11;
        case '2': return 12;
        case 'B':
        case 'b': return 13;
        case 'R':
        case 'r': return 14;
        default: return -1;
    }
}

ParseResult parse_cards(std::string_view text, Rules rules) {
    ParseResult result;
    int counts[kNumRanks] = {};
    const size_t n = text.size();
    for (size_t i = 0; i < n; ++i) {
        const char c = text[i];
        if (is_space(c)) continue;
        int rank = rank_from_char(c);
        if (rank < 0 && c == '1') {
            // "10" is T; spaces are ignored, so "1 0" is T as well.
            size_t j = i + 1;
            while (j < n && is_space(text[j])) ++j;
            if (j < n && text[j] == '0') {
                rank = 7;
                i = j;
            }
        }
        if (rank < 0) {
            result.status = ParseStatus::BadCharacter;
            result.bad_char = std::string(utf8_char_at(text, i));
            return result;
        }
        ++counts[rank];
    }
    for (int r = 0; r < kNumRanks; ++r) {
        if (counts[r] > rules.copies(r)) {
            result.status = ParseStatus::TooManyCopies;
            result.bad_rank = r;
            result.copies = counts[r];
            return result;
        }
        result.cards |= static_cast<Cards>(counts[r]) << (4 * r);
    }
    return result;
}

namespace {

std::string deck_name(Rules rules) { return "a " + std::to_string(rules.players) + "-player deck"; }

}  // namespace

std::string parse_error(const ParseResult& r, std::string_view text, Rules rules) {
    switch (r.status) {
        case ParseStatus::Ok: return {};
        case ParseStatus::BadCharacter:
            return "invalid card character '" + escaped(r.bad_char) + "' in " + quoted(text) +
                   " (ranks are 3456789TJQKA2BR, D4)";
        case ParseStatus::TooManyCopies:
            return std::string("too many copies of rank '") + kRankChars[r.bad_rank] + "' in " + quoted(text) + ": " +
                   std::to_string(r.copies) + ", but " + deck_name(rules) + " holds " +
                   std::to_string(rules.copies(r.bad_rank)) + " (D2/D3)";
    }
    return "unreadable cards " + quoted(text);
}

std::string copies_text(int rank, int copies, Rules rules) {
    return std::to_string(copies) + " copies of rank '" + kRankChars[rank] + "', but " + deck_name(rules) + " holds " +
           std::to_string(rules.copies(rank));
}

std::string deck_error(Cards cards, Rules rules) {
    const int r = rank_over_deck(cards, rules);
    if (r < 0) return {};
    if (r == kNumRanks) return "bits above the red joker's nibble are set (code " + std::to_string(cards) + ")";
    return copies_text(r, count_of(cards, r), rules) + " (D2/D3)";
}

bool parse_kind(std::string_view name, Kind* out) {
    for (int k = 0; k < kNumKinds; ++k)
        if (equal_ignoring_case(name, kKindNames[k])) {
            *out = static_cast<Kind>(k);
            return true;
        }
    return false;
}

bool is_pass_text(std::string_view text) {
    const std::string_view word = trim(text);
    return word.empty() || equal_ignoring_case(word, "pass");
}

int format_cards(Cards cards, char* out) {
    int len = 0;
    for (int r = 0; r < kNumRanks; ++r)
        for (int k = count_of(cards, r); k > 0; --k) out[len++] = kRankChars[r];
    out[len] = '\0';
    return len;
}

std::string format_cards(Cards cards) {
    char buffer[kNumRanks * 15 + 1];
    return std::string(buffer, static_cast<size_t>(format_cards(cards, buffer)));
}

}  // namespace paigen::doudizhu
