// Large numpy outputs of the batch calls, in blocks of the core's pool
// (paigen/block_pool.h) that the arrays own and give back when freed.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "args.h"
#include "nb.h"
#include "paigen/block_pool.h"

namespace paigen::bindings {

// A one-dimensional numpy array of the first `n` items of `block` (a
// column's, from PoolMemory), which owns the block from now on.
template <typename T>
Array<T> array_of(Block block, Py_ssize_t n) {
    if (!block.data) return Array<T>(n);  // n is 0: nothing was written
    auto* owned = new Block(block);
    nb::capsule owner(owned, [](void* p) noexcept {
        auto* b = static_cast<Block*>(p);
        PoolMemory::give(*b);
        delete b;
    });
    return Array<T>({n}, static_cast<T*>(block.data), owner);
}

// The batch calls' `out`: None, or a dict whose arrays, under the result's
// keys, are lent to the columns as buffers. A column whose rows fit in its
// buffer is returned as a view of the buffer's first rows, with no memory
// taken; one that outgrows it (or has no buffer) gets a new array, as without
// `out`. Reusing one call's result as the next call's `out` spares the new
// memory's page faults, most of a large batch's time beyond generating.
class LentBuffers {
public:
    // TypeError unless `out` is None or a dict.
    explicit LentBuffers(nb::handle out);

    // Lends out[key], when given (a writeable C-contiguous one-dimensional
    // numpy array of T, else TypeError or ValueError naming it), to `column`.
    template <typename T, typename Memory>
    void lend(const char* key, GrowingColumn<T, Memory>& column) {
        const nb::object given = buffer(key);  // owned: a message may run Python code
        if (!given) return;
        auto a = array_arg<T>(given, name(key).c_str());
        if (!a.writeable()) throw value_error(name(key) + " is read-only");
        claim(key, a.data(), static_cast<size_t>(a.size()) * sizeof(T));
        column.lend(a.mutable_data(), static_cast<size_t>(a.size()));
        lent_[key] = a;  // held here: the caller may change `out` while the GIL is released
    }

    // The result's column of n rows: a view of out[key] while the column
    // writes there, else an array owning the column's block.
    template <typename T, typename Memory>
    nb::object result(const char* key, GrowingColumn<T, Memory>& column, Py_ssize_t n) {
        if (column.lent()) return first_rows(key, n);
        return array_of<T>(column.release(), n);
    }

    // n offsets: out['offsets'] when it holds at least n (checked as lend()
    // does), else a new array.
    Array<int64_t> offsets(Py_ssize_t n);

private:
    nb::object buffer(const char* key) const;  // out[key], or a null object
    static std::string name(const char* key);
    nb::object first_rows(const char* key, Py_ssize_t n) const;
    // Notes the bytes lent under `key`; ValueError if an earlier key's overlap them.
    void claim(const char* key, const void* data, size_t bytes);

    struct Claimed {
        const char* key;
        uintptr_t begin, end;
    };

    nb::object out_;
    nb::dict lent_;  // key -> the array lent under it
    std::vector<Claimed> claimed_;
};

}  // namespace paigen::bindings
