// GameAdapter::choices() of both games (game.h of each): every decision open
// to the player to move, as the adapter's choice() writes it.
#pragma once

namespace paigen {

// The decisions into out[] (Adapter::kMaxChoices slots); their number. The
// moves are generated into `moves`, the caller's thread-local list (too large
// for the stack; a thread_local here, in a template, would cost a second TLS
// lookup a call); the bids or calls of the phase before play take no slot.
template <typename Adapter, typename MoveList>
int adapter_choices(const typename Adapter::Game& game, typename Adapter::Choice* out, MoveList& moves) {
    int n = 0;
    moves.assign([&](typename Adapter::Slot* first) {
        n = Adapter::generate(game, first);
        return first + (game.phase == decltype(game.phase)::Play ? n : 0);
    });
    for (int i = 0; i < n; ++i) out[i] = Adapter::choice(game, moves.begin(), i);
    return n;
}

}  // namespace paigen
