#include "paigen/record_text.h"

#include <cctype>

namespace paigen {

namespace {

bool space(char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; }

std::string_view trimmed(std::string_view s) {
    while (!s.empty() && space(s.front())) s.remove_prefix(1);
    while (!s.empty() && space(s.back())) s.remove_suffix(1);
    return s;
}

}  // namespace

std::string_view RecordLine::after(size_t n) const {
    if (n >= words.size()) return {};
    return trimmed(text.substr(static_cast<size_t>(words[n].data() - text.data())));
}

RecordCursor::RecordCursor(std::string_view text) {
    int number = 0;
    for (size_t start = 0;;) {
        const size_t end = text.find('\n', start);
        const std::string_view raw =
            text.substr(start, end == std::string_view::npos ? text.size() - start : end - start);
        ++number;
        RecordLine line{number, trimmed(raw.substr(0, raw.find('#'))), {}};
        for (size_t i = 0; i < line.text.size();) {
            if (space(line.text[i])) {
                ++i;
                continue;
            }
            size_t j = i;
            while (j < line.text.size() && !space(line.text[j])) ++j;
            line.words.push_back(line.text.substr(i, j - i));
            i = j;
        }
        if (!line.words.empty()) lines_.push_back(line);
        if (end == std::string_view::npos) break;
        start = end + 1;
    }
    last_line_ = number;
}

bool parse_unsigned(std::string_view word, uint64_t max, uint64_t* out) {
    if (word.empty() || word.size() > 20) return false;
    uint64_t value = 0;
    for (const char c : word) {
        if (c < '0' || c > '9') return false;
        const uint64_t digit = static_cast<uint64_t>(c - '0');
        if (value > (UINT64_MAX - digit) / 10) return false;
        value = value * 10 + digit;
    }
    if (value > max) return false;
    *out = value;
    return true;
}

bool parse_signed(std::string_view word, int64_t* out) {
    const bool negative = !word.empty() && word[0] == '-';
    uint64_t magnitude = 0;
    if (!parse_unsigned(negative ? word.substr(1) : word, uint64_t{INT64_MAX}, &magnitude)) return false;
    *out = negative ? -static_cast<int64_t>(magnitude) : static_cast<int64_t>(magnitude);
    return true;
}

TextProblem read_number_line(RecordCursor& in, std::string_view keyword, uint64_t max, uint64_t* out) {
    if (in.done() || !in.peek().is(keyword)) return in.problem("expected a '" + std::string(keyword) + "' line");
    const RecordLine& line = in.next();
    if (line.words.size() != 2 || !parse_unsigned(line.words[1], max, out))
        return TextProblem{"'" + std::string(keyword) + "' takes one number from 0 to " + std::to_string(max),
                           line.number};
    return {};
}

TextProblem check_numbers_line(RecordCursor& in, std::string_view keyword, const int64_t* expected, int count,
                               const char* what) {
    const RecordLine& line = in.next();
    if (static_cast<int>(line.words.size()) != count + 1)
        return TextProblem{"'" + std::string(keyword) + "' takes one number per seat (" + std::to_string(count) + ")",
                           line.number};
    int64_t sum = 0;
    std::string says, is;
    for (int p = 0; p < count; ++p) {
        int64_t value = 0;
        if (!parse_signed(line.words[static_cast<size_t>(p) + 1], &value))
            return TextProblem{"'" + std::string(line.words[static_cast<size_t>(p) + 1]) + "' is not a number",
                               line.number};
        sum += value;
        says += (p ? " " : "") + std::to_string(value);
        is += (p ? " " : "") + std::to_string(expected[p]);
    }
    if (sum != 0) return TextProblem{std::string(what) + " " + says + " do not add up to zero (S4)", line.number};
    if (says != is)
        return TextProblem{std::string(what) + " " + says + " are not what the play gives: " + is, line.number};
    return {};
}

void write_numbers_line(std::string& out, std::string_view keyword, const int64_t* values, int count) {
    out += keyword;
    for (int p = 0; p < count; ++p) out += " " + std::to_string(values[p]);
    out += "\n";
}

void write_seed_line(std::string& out, bool seeded, uint64_t seed) {
    out += seeded ? "seed " + std::to_string(seed) + "\n" : std::string("seed given\n");
}

TextProblem read_seed_line(RecordCursor& in, bool* seeded, uint64_t* seed, const RecordLine** line) {
    if (in.done() || !in.peek().is("seed")) return in.problem("expected 'seed N' or 'seed given'");
    const RecordLine& seed_line = in.next();
    if (line) *line = &seed_line;
    if (seed_line.words.size() != 2) return seed_line.problem("'seed' takes a number or 'given'");
    *seeded = seed_line.words[1] != "given";
    if (*seeded && !parse_unsigned(seed_line.words[1], UINT64_MAX, seed))
        return seed_line.problem("'seed' takes a number from 0 to 2**64 - 1 or 'given'");
    return {};
}

TextProblem read_seat(const RecordLine& line, std::string_view decisions, bool over, int to_move,
                      std::string_view rule) {
    uint64_t seat = 0;
    if (!parse_unsigned(line.words[0], 255, &seat))
        return line.problem("expected a decision (" + std::string(decisions) + "), not '" + std::string(line.words[0]) +
                            "'");
    if (over) return line.problem("the deal is over: no decision follows");
    if (seat != static_cast<uint64_t>(to_move))
        return line.problem("it is seat " + std::to_string(to_move) + "'s turn, not seat " + std::to_string(seat) +
                            "'s" + std::string(rule));
    return {};
}

}  // namespace paigen
