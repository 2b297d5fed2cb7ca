// The batch calls' lent output buffers (pool.h).
#include "pool.h"

namespace paigen::bindings {

LentBuffers::LentBuffers(nb::handle out) {
    if (!out.is_none() && !nb::isinstance<nb::dict>(out))
        throw type_error("out must be a dict of numpy arrays (as a batch call returns), not " + python_type_name(out));
    out_ = nb::borrow<nb::object>(out);
}

nb::object LentBuffers::buffer(const char* key) const {
    if (out_.is_none()) return {};
    return nb::borrow<nb::object>(PyDict_GetItemString(out_.ptr(), key));  // null if absent
}

std::string LentBuffers::name(const char* key) { return "out['" + std::string(key) + "']"; }

nb::object LentBuffers::first_rows(const char* key, Py_ssize_t n) const { return lent_[key][nb::slice(n)]; }

void LentBuffers::claim(const char* key, const void* data, size_t bytes) {
    // Overlapping buffers would be memory-safe (each write stays in its own
    // array) but give meaningless rows: refused rather than guessed at.
    const auto begin = reinterpret_cast<uintptr_t>(data);
    const Claimed mine{key, begin, begin + bytes};
    for (const Claimed& other : claimed_)
        if (mine.begin < other.end && other.begin < mine.end && bytes > 0 && other.end > other.begin)
            throw value_error(name(other.key) + " and " + name(key) + " share memory");
    claimed_.push_back(mine);
}

Array<int64_t> LentBuffers::offsets(Py_ssize_t n) {
    const nb::object given = buffer("offsets");
    if (given) {
        auto a = array_arg<int64_t>(given, name("offsets").c_str());
        if (!a.writeable()) throw value_error(name("offsets") + " is read-only");
        if (a.size() >= n) {
            claim("offsets", a.data(), static_cast<size_t>(n) * sizeof(int64_t));
            lent_["offsets"] = a;
            return nb::borrow<Array<int64_t>>(first_rows("offsets", n));
        }
    }
    return Array<int64_t>(n);
}

}  // namespace paigen::bindings
