// Text helpers shared by both notations.
#pragma once

#include <cstddef>
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

}  // namespace paigen
