// nanobind for every binding unit: the one include of nanobind, and the
// exceptions the bindings throw with a std::string message.
//
// nanobind's runtime (the dispatcher, signature text, type creation) is a
// static library compiled once (NB_STATIC), not again in every unit, so a unit
// compiles only its own bindings and the templates they instantiate.
#pragma once

#include <Python.h>
#include <nanobind/nanobind.h>
#include <nanobind/stl/pair.h>
#include <nanobind/stl/string.h>
#include <nanobind/stl/vector.h>

#include <new>
#include <string>
#include <utility>

// A parameter taken as nb::handle or nb::object accepts None, as any other
// object (nanobind refuses None unless told): the bindings check their
// arguments themselves (args.h), as they check every other object.
namespace nanobind::detail {
template <>
struct has_arg_defaults<handle> : std::true_type {};
template <>
struct has_arg_defaults<object> : std::true_type {};
}  // namespace nanobind::detail

namespace paigen::bindings {

namespace nb = nanobind;

// nb::type_error and nb::value_error take a C string; these take the
// std::string the bindings build (copied, as nanobind's exceptions copy).
inline nb::builtin_exception type_error(const std::string& message) { return nb::type_error(message.c_str()); }
inline nb::builtin_exception value_error(const std::string& message) { return nb::value_error(message.c_str()); }
inline nb::builtin_exception index_error(const std::string& message) { return nb::index_error(message.c_str()); }

// The saved form of a value (Game, Match) as bytes.
template <typename T>
nb::bytes save_bytes(const T& value) {
    const std::string saved = value.save();
    return nb::bytes(saved.data(), saved.size());
}

// The str() of `obj` as a std::string.
inline std::string str_of(nb::handle obj) { return nb::str(obj).c_str(); }
inline std::string repr_text(nb::handle obj) { return nb::repr(obj).c_str(); }

// A class's __init__ from a factory returning its value: nanobind hands
// __init__ the instance's uninitialised storage, and the value is moved in.
// init_with<T, A...>(f) takes the factory's parameter types A explicitly; init
// reads them off a lambda's call operator or a function pointer.
template <typename T, typename... A, typename F>
auto init_with(F f) {
    return [f](T* self, A... args) { new (self) T(f(std::forward<A>(args)...)); };
}
template <typename T, typename F, typename R, typename C, typename... A>
auto init_from(F f, R (C::*)(A...) const) {
    return init_with<T, A...>(f);
}
template <typename T, typename F>
auto init(F f) {
    return init_from<T>(f, &F::operator());
}
template <typename T, typename R, typename... A>
auto init(R (*f)(A...)) {
    return init_with<T, A...>(f);
}

}  // namespace paigen::bindings
