// What the readable records of both games share (the format is in docs/matches.md,
// "Readable records"): a record is lines of words; '#' starts a comment, blank
// lines say nothing. A reader walks the meaningful lines and reports the first
// problem with its line number.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace paigen {

// Why a record cannot be read, and the line at fault (0: its end).
struct TextProblem {
    std::string reason;
    int line = 0;
    bool ok() const { return reason.empty(); }
};

// One meaningful line: its number (from 1), its text without the comment, its
// words (split on white space).
struct RecordLine {
    int number = 0;
    std::string_view text;
    std::vector<std::string_view> words;

    // The text after the first `n` words, without surrounding white space
    // (card notation may hold spaces).
    std::string_view after(size_t n) const;
    bool is(std::string_view keyword) const { return !words.empty() && words[0] == keyword; }
    // A problem at this line.
    TextProblem problem(std::string reason) const { return TextProblem{std::move(reason), number}; }
};

// The meaningful lines of `text`, and which one comes next.
class RecordCursor {
public:
    explicit RecordCursor(std::string_view text);
    bool done() const { return at_ >= lines_.size(); }
    const RecordLine& peek() const { return lines_[at_]; }
    const RecordLine& next() { return lines_[at_++]; }
    // The line number a problem at the end of the text reports.
    int end_line() const { return last_line_; }
    // The next line's number, or the end's.
    int line() const { return done() ? last_line_ : peek().number; }
    // A problem at the next line, or at the end.
    TextProblem problem(std::string reason) const { return TextProblem{std::move(reason), line()}; }

private:
    std::vector<RecordLine> lines_;
    size_t at_ = 0;
    int last_line_ = 0;
};

// A whole decimal number in [0, max]; false for anything else.
bool parse_unsigned(std::string_view word, uint64_t max, uint64_t* out);
// A whole decimal number, an optional '-' first; false for anything else.
bool parse_signed(std::string_view word, int64_t* out);

// Reads `keyword VALUE` where VALUE is a number in [0, max].
TextProblem read_number_line(RecordCursor& in, std::string_view keyword, uint64_t max, uint64_t* out);

// Reads `keyword V0 V1 ...` (count signed numbers) and checks it says `expected`.
TextProblem check_numbers_line(RecordCursor& in, std::string_view keyword, const int64_t* expected, int count,
                               const char* what);
// Writes `keyword V0 V1 ...` (count numbers).
void write_numbers_line(std::string& out, std::string_view keyword, const int64_t* values, int count);

// Writes 'seed N' (a dealt game) or 'seed given' (given cards).
void write_seed_line(std::string& out, bool seeded, uint64_t seed);
// Reads the 'seed' line: *seeded, and *seed when it is a number; *line (if
// given) the line read, for the checks a caller adds.
TextProblem read_seed_line(RecordCursor& in, bool* seeded, uint64_t* seed, const RecordLine** line = nullptr);

// Reads a decision line's seat and checks that it is the turn of that seat;
// `decisions` shows the forms of a decision, `rule` cites the turn order.
TextProblem read_seat(const RecordLine& line, std::string_view decisions, bool over, int to_move,
                      std::string_view rule);

}  // namespace paigen
