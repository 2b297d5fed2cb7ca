// Little-endian byte strings for the saved form of a game record: a writer
// that appends, and a reader that never reads past its end.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace paigen {

class ByteWriter {
public:
    template <typename T>
    void put(T value) {
        for (size_t i = 0; i < sizeof(T); ++i) bytes_ += static_cast<char>(static_cast<uint64_t>(value) >> (8 * i));
    }
    void put_bytes(std::string_view raw) { bytes_ += raw; }
    const std::string& bytes() const { return bytes_; }

private:
    std::string bytes_;
};

class ByteReader {
public:
    explicit ByteReader(std::string_view bytes) : bytes_(bytes) {}

    // Reads one value; false (and nothing read) when too few bytes remain.
    template <typename T>
    bool get(T& value) {
        if (bytes_.size() - at_ < sizeof(T)) return false;
        uint64_t v = 0;
        for (size_t i = 0; i < sizeof(T); ++i)
            v |= static_cast<uint64_t>(static_cast<uint8_t>(bytes_[at_ + i])) << (8 * i);
        at_ += sizeof(T);
        value = static_cast<T>(v);
        return true;
    }
    bool get_bytes(size_t n, std::string_view& raw) {
        if (bytes_.size() - at_ < n) return false;
        raw = bytes_.substr(at_, n);
        at_ += n;
        return true;
    }
    size_t remaining() const { return bytes_.size() - at_; }

private:
    std::string_view bytes_;
    size_t at_ = 0;
};

}  // namespace paigen
