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

// A one-dimensional numpy array of `n` items, from the pool when large.
template <typename T>
py::array_t<T> pooled_array(py::ssize_t n) {
    const size_t bytes = static_cast<size_t>(n) * sizeof(T);
    if (bytes < BlockPool::kMinBlock) return py::array_t<T>(n);
    struct Block {
        void* data;
        size_t size;
    };
    auto* block = new Block{nullptr, 0};
    block->data = BlockPool::instance().take(bytes, &block->size);
    py::capsule owner(block, [](void* p) {
        auto* b = static_cast<Block*>(p);
        BlockPool::instance().give(b->data, b->size);
        delete b;
    });
    return py::array_t<T>({n}, {static_cast<py::ssize_t>(sizeof(T))}, static_cast<T*>(block->data), owner);
}

}  // namespace paigen::bindings
