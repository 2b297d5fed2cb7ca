// A pool of large memory blocks kept when freed, for the batch calls' outputs
// (the columns of paigen/batch.h, through PoolMemory):
// repeated calls then reuse pages the kernel has already mapped and cleared (a
// fresh mapping costs a page fault and a page clear per 4 KB, a third of a
// large batch call's time). The pool keeps at most kMaxPooled bytes, so that
// memory freed by large results goes back to the system: blocks are mapped
// and unmapped directly (malloc would keep freed large blocks in its heap);
// a lock makes it safe from any thread.
#pragma once

#include <cstddef>
#include <cstdlib>
#include <map>
#include <mutex>
#include <new>

#if defined(__unix__) || defined(__APPLE__)
#include <sys/mman.h>
#define PAIGEN_BLOCKS_MAPPED 1
#endif

#include "paigen/batch.h"

namespace paigen {

class BlockPool {
public:
    static constexpr size_t kMinBlock = size_t{1} << 20;    // smaller requests: allocate as usual
    static constexpr size_t kMaxPooled = size_t{32} << 20;  // kept at most, in bytes
    static constexpr size_t kHugeFrom = size_t{4} << 20;    // numpy's threshold for huge pages

    static BlockPool& instance() {
        static BlockPool* pool = new BlockPool;  // never destroyed: blocks may outlive its users
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
        return map(*size);
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
        unmap(block, size);
    }

private:
    static void* map(size_t size) {
#ifdef PAIGEN_BLOCKS_MAPPED
        void* block = mmap(nullptr, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (block == MAP_FAILED) throw std::bad_alloc();
#ifdef MADV_HUGEPAGE
        // Huge pages where the system gives them on request (as numpy asks for
        // its large arrays): a 2 MB fault instead of 512 of 4 KB, which made a
        // batch too large for the pool 1.6x slower than numpy's own arrays.
        if (size >= kHugeFrom) madvise(block, size, MADV_HUGEPAGE);
#endif
#else
        void* block = std::malloc(size);
        if (!block) throw std::bad_alloc();
#endif
        return block;
    }

    static void unmap(void* block, size_t size) {
#ifdef PAIGEN_BLOCKS_MAPPED
        munmap(block, size);
#else
        (void)size;
        std::free(block);
#endif
    }

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

}  // namespace paigen
