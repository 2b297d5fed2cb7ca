// Game.record / Game.from_record: the readable record of record_text.h, added
// to the Game by game.cpp.
#include "paigen/lukfu/record_text.h"

#include "../record_text.h"
#include "traits.h"

namespace paigen::bindings::lukfu {

void add_records(nb::class_<Record>& game) {
    add_record_methods(game, "Luk Fu", Record{Origin{}}, record_text, read_record_text, doc("Game.record"),
                       doc("Game.from_record"));
}

}  // namespace paigen::bindings::lukfu
