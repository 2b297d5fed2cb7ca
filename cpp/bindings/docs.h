// The docstrings of paigen._core, written once, in its stubs
// (python/paigen/_core/*.pyi): tools/stub_docs.py makes them a sorted table
// at build time, and doc("doudizhu.Game.perft") finds one.
#pragma once

#include <algorithm>
#include <iterator>
#include <stdexcept>
#include <string>
#include <string_view>

namespace paigen::bindings {

struct DocEntry {
    std::string_view key;
    const char* text;
};

inline constexpr DocEntry kDocs[] = {
#include "docstrings.inc"
};

// The docstring of `key` (std::logic_error, failing the import, if the stubs
// have none: every documented name of the module is in a stub).
inline const char* doc(std::string_view key) {
    const DocEntry* found = std::lower_bound(std::begin(kDocs), std::end(kDocs), key,
                                             [](const DocEntry& e, std::string_view k) { return e.key < k; });
    if (found == std::end(kDocs) || found->key != key)
        throw std::logic_error("no docstring for " + std::string(key) + " in python/paigen/_core/*.pyi");
    return found->text;
}

// The docstring of `key` in the stub of a game's submodule.
inline const char* doc(std::string_view module, std::string_view key) {
    return doc(std::string(module) + "." + std::string(key));
}

}  // namespace paigen::bindings
