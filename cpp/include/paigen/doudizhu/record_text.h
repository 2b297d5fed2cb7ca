// The readable records of Dou Dizhu: a whole deal, and a match of deals, as
// text (the format: docs/matches.md, "Readable records"). Writing then reading gives the
// same deal back; reading replays every bid and move with every check and
// reports the first line at fault.
#pragma once

#include <string>
#include <string_view>

#include "paigen/doudizhu/match.h"
#include "paigen/doudizhu/record.h"
#include "paigen/record_text.h"

namespace paigen::doudizhu {

std::string record_text(const Record& record);
TextProblem read_record_text(std::string_view text, Record* out);

std::string match_text(const Match& match);
TextProblem read_match_text(std::string_view text, Match* out);

}  // namespace paigen::doudizhu
