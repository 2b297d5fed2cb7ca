// Per-move features for Q(s, a) learners: one int8 row per legal move, so that
// a network scores each move from the state and the move (as DouZero does)
// instead of a head over every action id. Written on paigen's own layout: card
// vectors are those of observation.h (L values: 54 with 3 players, 108 with 4).
//
// Columns of a row, in this order:
//
//   cards        L    the move's cards
//   hand_after   L    the mover's hand once the move is made
//   kind         15   one-hot: its kind (Kind codes; 14 is the pass)
//   main         15   one-hot: its main rank (C1: the rank of its single, pair, triple
//                     or four, a chain's top rank, 14 for the rocket; zeros for the pass)
//   size         1    the number of cards played
//   doubles      1    1 when it doubles the stake (S2, S3)
//   goes_out     1    1 when it empties the hand and ends the deal (P4)
#pragma once

#include <cstdint>

#include "paigen/doudizhu/move.h"
#include "paigen/doudizhu/rules.h"

namespace paigen::doudizhu {

// The number of int8 values of one row for `players`.
int move_feature_size(int players);

// Writes the rows of moves[0 .. count), made from `hand`, at out (count x
// move_feature_size(rules.players) values, zeros first not needed).
void encode_move_features(const Move* moves, int count, Cards hand, Rules rules, int8_t* out);

}  // namespace paigen::doudizhu
