// Large numpy outputs of the batch calls, from a pool of memory blocks kept
// when their arrays are freed: repeated calls then reuse pages the kernel has
// already mapped and cleared (a fresh mapping costs a page fault and a page
// clear per 4 KB, a third of a large batch call's time). The pool keeps at
// most kMaxPooled bytes; a lock makes it safe without the GIL.
#pragma once

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <cstdlib>
#include <map>
#include <mutex>
#include <new>

#include "paigen/batch.h"

namespace paigen::bindings {

namespace py = pybind11;

class BlockPool {
public:
    static constexpr size_t kMinBlock = size_t{1} << 20;   // smaller arrays: numpy's own memory
    static constexpr size_t kMaxPooled = size_t{1} << 30;  // kept at most, in bytes

    static BlockPool& instance() {
        static BlockPool* pool = new BlockPool;  // never destroyed: arrays may outlive the module
        return *pool;
    }

    // A block of at least `bytes`; its size in *size.
    void* take(size_t bytes, size_t* size) {
        {
            const std::lock_guard<std::mutex> guard(lock_);
            const auto found = free_.lower_bound(bytes);
            if (found != free_.end() && found->first <= 2 * bytes) {
                *size = found->first;
                void* block = found->second;
                pooled_ -= found->first;
                free_.erase(found);
                return block;
            }
        }
        *size = (bytes + kMinBlock - 1) / kMinBlock * kMinBlock;
        void* block = std::malloc(*size);
        if (!block) throw std::bad_alloc();
        return block;
    }

    void give(void* block, size_t size) {
        {
            const std::lock_guard<std::mutex> guard(lock_);
            if (pooled_ + size <= kMaxPooled) {
                free_.emplace(size, block);
                pooled_ += size;
                return;
            }
        }
        std::free(block);
    }

private:
    std::mutex lock_;
    std::multimap<size_t, void*> free_;  // size -> block
    size_t pooled_ = 0;
};

// Memory for the growing columns of paigen/batch.h: large blocks from the
// pool, small ones at their exact size from malloc (a small result kept by
// the caller pins no pool block).
struct PoolMemory {
    static Block take(size_t bytes) {
        if (bytes >= BlockPool::kMinBlock) {
            Block block;
            block.data = BlockPool::instance().take(bytes, &block.bytes);
            return block;
        }
        void* data = std::malloc(bytes ? bytes : 1);
        if (!data) throw std::bad_alloc();
        return Block{data, bytes};
    }
    static void give(Block block) {
        if (block.bytes >= BlockPool::kMinBlock)
            BlockPool::instance().give(block.data, block.bytes);
        else
            std::free(block.data);
    }
};

// A one-dimensional numpy array of the first `n` items of `block` (a
// column's, from PoolMemory), which owns the block from now on.
template <typename T>
py::array_t<T> array_of(Block block, py::ssize_t n) {
    if (!block.data) return py::array_t<T>(n);  // n is 0: nothing was written
    auto* owned = new Block(block);
    py::capsule owner(owned, [](void* p) {
        auto* b = static_cast<Block*>(p);
        PoolMemory::give(*b);
        delete b;
    });
    return py::array_t<T>({n}, {static_cast<py::ssize_t>(sizeof(T))}, static_cast<T*>(block.data), owner);
}

}  // namespace paigen::bindings
