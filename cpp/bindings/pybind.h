// pybind11 for every binding unit, its own code compiled at -O1 under GCC.
//
// Every unit compiles pybind11's runtime again (the dispatcher, signature
// text, type creation: most of a unit's code). At -O1 it costs half the CPU
// of -O3 and runs no hot path: the hot functions are plain CPython, and a
// binding's own lambda stays -O3 (it is defined outside the region). The
// standard headers come first, so that std's templates, which the core's
// hot code instantiates too, keep the unit's -O3.
#pragma once

#include <Python.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <cassert>
#include <cmath>
#include <complex>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <exception>
#include <forward_list>
#include <functional>
#include <initializer_list>
#include <iosfwd>
#include <iterator>
#include <limits>
#include <list>
#include <map>
#include <memory>
#include <mutex>
#include <new>
#include <numeric>
#include <optional>
#include <ostream>
#include <set>
#include <sstream>
#include <stack>
#include <stdexcept>
#include <string>
#include <string_view>
#include <thread>
#include <tuple>
#include <type_traits>
#include <typeindex>
#include <typeinfo>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <valarray>
#include <variant>
#include <vector>

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC push_options
#pragma GCC optimize("O1")
#endif
#include <pybind11/native_enum.h>
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC pop_options
#endif
