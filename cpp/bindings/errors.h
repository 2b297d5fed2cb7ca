// paigen's own Python exceptions (paigen.errors), raised from the bindings;
// their messages quote inputs with the core's quoted() (paigen/text.h).
#pragma once

#include <pybind11/pybind11.h>

#include <string>

#include "paigen/text.h"

namespace paigen::bindings {

// Looks up paigen.errors once, at module import.
void init_errors();

[[noreturn]] void raise_notation_error(const std::string& message);
[[noreturn]] void raise_illegal_move(const std::string& message);
[[noreturn]] void raise_state_error(const std::string& message);
}  // namespace paigen::bindings
