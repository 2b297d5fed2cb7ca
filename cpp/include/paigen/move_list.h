// A fixed-capacity list of moves for C++ callers, as Stockfish has: the
// generators write into its buffer (Stockfish style, returning the end) and the
// list keeps the end. No allocation; the capacity is the generator's documented
// bound (kMaxMoves of each game), slack for branch-free writes included.
#pragma once

#include <algorithm>
#include <cassert>

namespace paigen {

template <typename Move, int Capacity>
class BasicMoveList {
public:
    static constexpr int kCapacity = Capacity;

    BasicMoveList() = default;
    BasicMoveList(const BasicMoveList&) = delete;  // large: pass by reference
    BasicMoveList& operator=(const BasicMoveList&) = delete;

    // Fills the list with `write(Move* out) -> Move* end`, a generator call.
    template <typename Write>
    void assign(Write&& write) {
        last_ = write(moves_);
        assert(last_ >= moves_ && last_ <= moves_ + Capacity);
    }

    const Move* begin() const { return moves_; }
    const Move* end() const { return last_; }
    int size() const { return static_cast<int>(last_ - moves_); }
    bool empty() const { return last_ == moves_; }
    const Move& operator[](int i) const {
        assert(i >= 0 && i < size());
        return moves_[i];
    }
    bool contains(const Move& move) const { return std::find(begin(), end(), move) != end(); }

private:
    Move moves_[Capacity];
    Move* last_ = moves_;
};

}  // namespace paigen
