// paigen's own Python exceptions, defined here and re-exported by
// paigen.errors; their messages quote inputs with the core's quoted()
// (paigen/text.h).
#pragma once

#include <string>

#include "nb.h"
#include "paigen/text.h"

namespace paigen::bindings {

// Creates PaigenError (a ValueError) and its subclasses NotationError,
// IllegalMoveError and StateError in `m`, once, at module import.
void define_errors(nb::module_& m);

[[noreturn]] void raise_notation_error(const std::string& message);
[[noreturn]] void raise_illegal_move(const std::string& message);
[[noreturn]] void raise_state_error(const std::string& message);
}  // namespace paigen::bindings
