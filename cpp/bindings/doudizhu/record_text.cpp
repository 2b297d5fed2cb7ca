// Game.record / Game.from_record and Match.record / Match.from_record: the
// readable records of record_text.h, which game.cpp and match.cpp add to
// their classes.
#include "paigen/doudizhu/record_text.h"

#include "../record_text.h"
#include "traits.h"

namespace paigen::bindings::doudizhu {

void add_records(nb::class_<Record>& game) {
    add_record_methods(game, "Dou Dizhu", Record{Origin{}}, record_text, read_record_text, doc("Game.record"),
                       doc("Game.from_record"));
}

void add_records(nb::class_<Match>& match) {
    add_record_methods(match, "Dou Dizhu match", Match(rules_for(3), 0), match_text, read_match_text,
                       doc("Match.record"), doc("Match.from_record"));
}

}  // namespace paigen::bindings::doudizhu
