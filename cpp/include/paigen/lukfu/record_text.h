// The readable record of a Luk Fu deal as text (the format: docs/matches.md, "Readable
// records"). Writing then reading gives the same deal back; reading replays
// every call and move with every check and reports the first line at fault.
#pragma once

#include <string>
#include <string_view>

#include "paigen/lukfu/record.h"
#include "paigen/record_text.h"

namespace paigen::lukfu {

std::string record_text(const Record& record);
TextProblem read_record_text(std::string_view text, Record* out);

}  // namespace paigen::lukfu
