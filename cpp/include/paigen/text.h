// Text helpers shared by both notations and their error messages.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace paigen {

// The whole UTF-8 character starting at byte i, so that an error can quote a
// non-ASCII character without splitting it.
inline std::string_view utf8_char_at(std::string_view text, size_t i) {
    const auto lead = static_cast<unsigned char>(text[i]);
    const size_t length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
    return text.substr(i, length);
}

inline bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

// `text` without leading and trailing white space.
inline std::string_view trim(std::string_view text) {
    size_t begin = 0, end = text.size();
    while (begin < end && is_space(text[begin])) ++begin;
    while (end > begin && is_space(text[end - 1])) --end;
    return text.substr(begin, end - begin);
}

// ASCII case-insensitive equality.
inline bool equal_ignoring_case(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (size_t i = 0; i < a.size(); ++i) {
        const char x = a[i] >= 'A' && a[i] <= 'Z' ? static_cast<char>(a[i] - 'A' + 'a') : a[i];
        const char y = b[i] >= 'A' && b[i] <= 'Z' ? static_cast<char>(b[i] - 'A' + 'a') : b[i];
        if (x != y) return false;
    }
    return true;
}

// `text` for a message: control characters and the backslash escaped (\x00,
// \\), so that a NUL cannot end the message early nor a newline split it.
inline std::string escaped(std::string_view text) {
    constexpr char kHex[] = "0123456789abcdef";
    std::string out;
    for (const char ch : text) {
        const auto c = static_cast<unsigned char>(ch);
        if (c == '\\')
            out += "\\\\";
        else if (c < 0x20 || c == 0x7f)
            out += std::string{'\\', 'x', kHex[c >> 4], kHex[c & 15]};
        else
            out += ch;
    }
    return out;
}

// `text` in single quotes for a message, escaped; past a few dozen characters
// only its start, with its length: '3333333333...' (10000000 characters).
inline std::string quoted(std::string_view text) {
    constexpr size_t kShown = 40;  // characters quoted before the cut
    size_t end = 0, characters = 0;
    while (end < text.size() && characters < kShown) {
        end += utf8_char_at(text, end).size();
        ++characters;
    }
    const std::string shown = "'" + escaped(text.substr(0, end));
    if (end == text.size()) return shown + "'";
    size_t total = characters;
    for (size_t i = end; i < text.size(); i += utf8_char_at(text, i).size()) ++total;
    return shown + "...' (" + std::to_string(total) + " characters)";
}

}  // namespace paigen
