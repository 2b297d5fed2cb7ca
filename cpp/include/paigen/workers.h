// A fixed set of threads that run the parts of one job together, for the
// vectorised environments: run(f) calls f(0) .. f(size() - 1) at once, part 0
// on the calling thread, and returns when all are done. Threads are started
// once and sleep between jobs, so a step costs a wake-up, not a thread start.
// run_chunks(n, ...) shares n items out a chunk at a time instead, for work
// whose cost per item varies by orders of magnitude (the search agents).
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

#include "paigen/stop.h"

namespace paigen {

class Workers {
public:
    explicit Workers(int parts) : parts_(parts < 1 ? 1 : parts) {
        for (int p = 1; p < parts_; ++p) threads_.emplace_back([this, p] { serve(p); });
    }
    Workers(const Workers&) = delete;
    Workers& operator=(const Workers&) = delete;
    ~Workers() {
        {
            const std::lock_guard<std::mutex> guard(lock_);
            quit_ = true;
        }
        wake_.notify_all();
        for (std::thread& t : threads_) t.join();
    }

    int size() const { return parts_; }

    void run(const std::function<void(int)>& job) {
        if (parts_ == 1) return job(0);
        {
            const std::lock_guard<std::mutex> guard(lock_);
            job_ = &job;
            pending_ = parts_ - 1;
            ++round_;
        }
        wake_.notify_all();
        job(0);
        std::unique_lock<std::mutex> guard(lock_);
        done_.wait(guard, [this] { return pending_ == 0; });
        job_ = nullptr;
    }

    // Calls body(i) for every i in [0, n): each thread takes the next `chunk`
    // items whenever it is done with its last, so all threads end within a
    // chunk of each other however uneven the items are. The calling thread
    // asks `stop` between its chunks, at most every kPollInterval (asking
    // may take a lock), and on yes no thread takes another chunk: returns
    // false then, some items not done.
    template <typename Body>
    bool run_chunks(size_t n, size_t chunk, const StopCheck& stop, Body&& body) {
        using Clock = std::chrono::steady_clock;
        std::atomic<size_t> next{0};
        std::atomic<bool> halted{false};
        run([&](int part) {
            Clock::time_point polled = Clock::now();
            for (;;) {
                if (part == 0 && Clock::now() - polled >= kPollInterval) {
                    polled = Clock::now();
                    if (stop.requested()) halted.store(true, std::memory_order_relaxed);
                }
                if (halted.load(std::memory_order_relaxed)) return;
                const size_t lo = next.fetch_add(chunk, std::memory_order_relaxed);
                if (lo >= n) return;
                for (size_t i = lo, hi = std::min(n, lo + chunk); i < hi; ++i) body(i);
            }
        });
        return !halted.load();
    }

    static constexpr std::chrono::milliseconds kPollInterval{10};

private:
    void serve(int part) {
        unsigned long seen = 0;
        for (;;) {
            const std::function<void(int)>* job;
            {
                std::unique_lock<std::mutex> guard(lock_);
                wake_.wait(guard, [&] { return quit_ || round_ != seen; });
                if (quit_) return;
                seen = round_;
                job = job_;
            }
            (*job)(part);
            {
                const std::lock_guard<std::mutex> guard(lock_);
                if (--pending_ == 0) done_.notify_one();
            }
        }
    }

    const int parts_;
    std::vector<std::thread> threads_;
    std::mutex lock_;
    std::condition_variable wake_, done_;
    const std::function<void(int)>* job_ = nullptr;
    unsigned long round_ = 0;
    int pending_ = 0;
    bool quit_ = false;
};

}  // namespace paigen
