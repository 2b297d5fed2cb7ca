// The envs of a vector env cut into parts of at most kPartEnvs consecutive
// envs, with the threads that step them: thread t of the workers steps the
// t-th run of consecutive parts. Between two parts the calling thread asks a
// StopCheck (a part takes milliseconds), and a part's buffers, grown a quarter
// at a time, copy little when they grow. The legal ids of a step are the
// parts' ids one after the other, in env order.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "paigen/stop.h"
#include "paigen/vector_env_state.h"
#include "paigen/workers.h"

namespace paigen {

template <typename Decision>
class EnvParts {
public:
    using Part = EnvPart<Decision>;
    using Scratch = ChoiceScratch<Decision>;

    static constexpr size_t kPartEnvs = 4096;

    // `num_envs` envs stepped by `threads` threads, each taking at least one part.
    EnvParts(int num_envs, int threads) {
        const int workers = std::max(1, std::min(threads, num_envs));
        const auto n = static_cast<size_t>(num_envs);
        const size_t parts = std::max((n + kPartEnvs - 1) / kPartEnvs, static_cast<size_t>(workers));
        for (size_t p = 0; p < parts; ++p) {
            Part part;
            part.lo = n * p / parts;
            part.hi = n * (p + 1) / parts;
            part.offsets.assign(part.hi - part.lo + 1, 0);
            part.chosen.assign(part.hi - part.lo, 0);
            parts_.push_back(std::move(part));
        }
        workers_ = std::make_unique<Workers>(workers);
        scratch_.resize(static_cast<size_t>(workers));
    }

    size_t size() const { return parts_.size(); }
    Part& operator[](size_t p) { return parts_[p]; }
    const Part& operator[](size_t p) const { return parts_[p]; }
    auto begin() { return parts_.begin(); }
    auto end() { return parts_.end(); }
    auto begin() const { return parts_.begin(); }
    auto end() const { return parts_.end(); }
    Workers& workers() { return *workers_; }
    int threads() const { return workers_->size(); }

    // job(part, scratch) for every part, on the part's thread with that
    // thread's scratch; the calling thread (t = 0, the one a StopCheck may
    // answer on) asks `stop` between its parts, the others follow its answer.
    // False when it stopped them: the parts not begun are left as they were.
    template <typename Job>
    bool run(const StopCheck& stop, Job&& job) {
        std::atomic<bool> halted{false};
        const size_t threads = static_cast<size_t>(workers_->size());
        workers_->run([&](int t) {
            const size_t first = parts_.size() * static_cast<size_t>(t) / threads;
            const size_t last = parts_.size() * static_cast<size_t>(t + 1) / threads;
            for (size_t p = first; p < last; ++p) {
                if (p > first && t == 0 && stop.requested()) halted.store(true, std::memory_order_relaxed);
                if (halted.load(std::memory_order_relaxed)) return;
                job(parts_[p], scratch_[static_cast<size_t>(t)]);
            }
        });
        return !halted.load();
    }

    // The legal ids of the last step: how many, and all of them in env order
    // into ids[], with env i's at [offsets[i], offsets[i + 1]).
    size_t total_ids() const {
        size_t n = 0;
        for (const Part& part : parts_) n += static_cast<size_t>(part.offsets.back());
        return n;
    }
    void copy_ids(int32_t* ids, int64_t* offsets) const {
        int64_t at = 0;
        for (const Part& part : parts_) {
            const size_t n = static_cast<size_t>(part.offsets.back());
            std::copy(part.ids.data(), part.ids.data() + n, ids + at);
            const int64_t* from = part.offsets.data();
            const size_t envs = part.hi - part.lo;
            if (at == 0)  // the first part's offsets are the step's: a plain copy
                std::copy(from, from + envs, offsets + part.lo);
            else
                for (size_t k = 0; k < envs; ++k) offsets[part.lo + k] = at + from[k];
            at += static_cast<int64_t>(n);
        }
        offsets[parts_.back().hi] = at;
    }

private:
    std::vector<Part> parts_;
    std::vector<Scratch> scratch_;  // by thread of the workers
    std::unique_ptr<Workers> workers_;
};

}  // namespace paigen
