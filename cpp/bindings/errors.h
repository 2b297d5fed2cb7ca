// paigen's own Python exceptions (paigen.errors), raised from the bindings, and
// the quoting of inputs in their messages.
#pragma once

#include <pybind11/pybind11.h>

#include <string>
#include <string_view>

namespace paigen::bindings {

// Looks up paigen.errors once, at module import.
void init_errors();

[[noreturn]] void raise_notation_error(const std::string& message);
[[noreturn]] void raise_illegal_move(const std::string& message);
[[noreturn]] void raise_state_error(const std::string& message);

// `text` in single quotes for a message; past a few dozen characters only its
// start, with its length: '3333333333...' (10000000 characters).
std::string quoted(std::string_view text);

}  // namespace paigen::bindings
