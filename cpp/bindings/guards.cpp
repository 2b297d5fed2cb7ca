#include "guards.h"

#include <array>
#include <atomic>
#include <csignal>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "errors.h"

namespace paigen::bindings {

namespace {

// nanobind's function objects (types nb_func and nb_method, one object per
// name holding all its overloads) are called through vectorcall: the pointer
// sits at their type's tp_vectorcall_offset, and a bound method calls it from
// there each time, so replacing it there takes effect for every call. nanobind
// picks one of a few callers per function (by its arguments' count and
// kinds); each gets its own wrapper, a template instance, below.
PyTypeObject* nb_func_type = nullptr;
PyTypeObject* nb_method_type = nullptr;

constexpr int kMaxCallers = 16;  // nanobind 3.1 has 6; more fail the import (wrap_caller)
vectorcallfunc callers[kMaxCallers] = {};
int num_callers = 0;

vectorcallfunc& vectorcall_of(PyObject* f) {
    return *reinterpret_cast<vectorcallfunc*>(reinterpret_cast<char*>(f) + Py_TYPE(f)->tp_vectorcall_offset);
}

bool is_nanobind_function(PyObject* f) { return f && (Py_TYPE(f) == nb_func_type || Py_TYPE(f) == nb_method_type); }

// nanobind's signature text as the public names read: paigen.doudizhu.Hand
// rather than paigen._core.doudizhu.Hand, no ": object" annotations.
std::string tidy(std::string text) {
    const std::pair<std::string_view, std::string_view> edits[] = {
        {"paigen._core.", "paigen."}, {": object | None", ""}, {": object", ""}, {" = ", "="}};
    for (const auto& [from, to] : edits)
        for (size_t at = 0; (at = text.find(from, at)) != std::string::npos; at += to.size())
            text.replace(at, from.size(), to);
    return text;
}

// The repr of an argument for the message (its type's name if repr fails).
std::string shown(PyObject* arg) {
    PyObject* text = PyObject_Repr(arg);
    const char* utf8 = text ? PyUnicode_AsUTF8(text) : nullptr;
    std::string out = utf8 ? utf8 : std::string("<") + Py_TYPE(arg)->tp_name + " object>";
    if (!utf8) PyErr_Clear();
    Py_XDECREF(text);
    return out;
}

// nanobind's several-line "f(): incompatible function arguments. The
// following argument types are supported: 1. sig ... Invoked with types: ..."
// as one line naming the parameters and the arguments given (their reprs, as
// a call would spell them; a constructor's fresh self left out).
std::string one_line(const std::string& message, PyObject* const* args, size_t nargs, PyObject* kwnames) {
    const size_t colon = message.find("(): ");
    const size_t listed = message.find("supported:\n");
    const size_t invoked = message.find("\nInvoked with");
    if (colon == std::string::npos || listed == std::string::npos || invoked == std::string::npos) return message;
    std::string name = message.substr(0, colon);
    const bool constructor = name == "__init__" && nargs > 0;
    std::string expected;
    for (size_t at = listed + 11; at < invoked;) {
        size_t end = message.find('\n', at);
        if (end == std::string::npos || end > invoked) end = invoked;
        std::string line = message.substr(at, end - at);
        at = end + 1;
        const size_t dot = line.find(". ");
        if (dot == std::string::npos) continue;
        std::string signature = tidy(line.substr(dot + 2));
        if (const size_t arrow = signature.rfind(") -> "); arrow != std::string::npos) signature.resize(arrow + 1);
        if (signature.rfind("(", 0) == 0) signature = name + signature;
        if (constructor && signature.rfind("__init__(self", 0) == 0) {  // X(...), not X.__init__(self, ...)
            size_t rest = 13;
            if (signature.compare(rest, 2, ", ") == 0) rest += 2;
            signature = std::string(Py_TYPE(args[0])->tp_name) + "(" + signature.substr(rest);
        }
        expected += (expected.empty() ? "" : " or ") + signature;
    }
    std::string given;
    const size_t first = constructor ? 1 : 0;
    for (size_t i = first; i < nargs; ++i) given += (i > first ? ", " : "") + shown(args[i]);
    const Py_ssize_t nkw = kwnames ? PyTuple_GET_SIZE(kwnames) : 0;
    for (Py_ssize_t k = 0; k < nkw; ++k)
        given += std::string(k ? ", " : (nargs > first ? "; kwargs: " : "kwargs: ")) +
                 PyUnicode_AsUTF8(PyTuple_GET_ITEM(kwnames, k)) + "=" + shown(args[nargs + static_cast<size_t>(k)]);
    if (given.size() > 120) given = given.substr(0, 117) + "...";
    return "arguments do not match " + expected + ": called with (" + tidy(given) + ")";
}

// After a failed call: nanobind's multi-line "incompatible arguments"
// TypeError made one line; any other error left as it is.
[[gnu::cold]] PyObject* one_line_error(PyObject* const* args, size_t nargsf, PyObject* kwnames) {
    if (!PyErr_ExceptionMatches(PyExc_TypeError)) return nullptr;
    PyObject *type, *value, *trace;
    PyErr_Fetch(&type, &value, &trace);
    PyErr_NormalizeException(&type, &value, &trace);
    PyObject* text_obj = value ? PyObject_Str(value) : nullptr;
    const char* text = text_obj ? PyUnicode_AsUTF8(text_obj) : nullptr;
    if (!text) {
        PyErr_Clear();
        Py_XDECREF(text_obj);
        PyErr_Restore(type, value, trace);
        return nullptr;
    }
    const std::string message = text;
    Py_DECREF(text_obj);
    if (message.find("incompatible function arguments") == std::string::npos) {
        PyErr_Restore(type, value, trace);
        return nullptr;
    }
    Py_XDECREF(type);
    Py_XDECREF(value);
    Py_XDECREF(trace);
    // nanobind marks a constructor's call with a flag below the offset flag.
    const size_t nargs = static_cast<size_t>(PyVectorcall_NARGS(nargsf)) & ~(PY_VECTORCALL_ARGUMENTS_OFFSET >> 1);
    PyErr_SetString(PyExc_TypeError, one_line(message, args, nargs, kwnames).c_str());
    return nullptr;
}

template <int I>
PyObject* one_line_caller(PyObject* self, PyObject* const* args, size_t nargsf, PyObject* kwnames) {
    PyObject* result = callers[I](self, args, nargsf, kwnames);
    return result ? result : one_line_error(args, nargsf, kwnames);
}

template <int... I>
constexpr std::array<vectorcallfunc, sizeof...(I)> make_wrappers(std::integer_sequence<int, I...>) {
    return {&one_line_caller<I>...};
}
constexpr auto wrappers = make_wrappers(std::make_integer_sequence<int, kMaxCallers>());

// The wrapper of nanobind's caller `original`, given a slot of its own the
// first time; std::runtime_error (failing the import) past kMaxCallers.
vectorcallfunc wrap_caller(vectorcallfunc original) {
    for (int i = 0; i < num_callers; ++i)
        if (callers[i] == original) return wrappers[static_cast<size_t>(i)];
    for (const vectorcallfunc w : wrappers)
        if (w == original) return original;  // wrapped already
    if (num_callers == kMaxCallers)
        throw std::runtime_error("guard_module: nanobind has more than " + std::to_string(kMaxCallers) +
                                 " function callers; raise kMaxCallers (cpp/bindings/guards.cpp)");
    callers[num_callers] = original;
    return wrappers[static_cast<size_t>(num_callers++)];
}

void rewire(PyObject* f) {
    if (!is_nanobind_function(f)) return;
    vectorcallfunc& call = vectorcall_of(f);
    call = wrap_caller(call);
}

// Module-level functions and static methods as CPython builtins calling the
// nanobind function: Python's tools know builtins (stubtest, inspect, pickle,
// which names a builtin by its module and name), and know no nanobind
// function that is not a method. Each builtin has a forwarder of its own, a
// template instance: a call reaches its function without a lookup.
constexpr int kMaxBuiltins = 96;  // 57 used; more fail the import (builtin_for)
PyObject* builtin_targets[kMaxBuiltins] = {};
PyMethodDef builtin_defs[kMaxBuiltins] = {};
int num_builtins = 0;

template <int I>
PyObject* forward(PyObject*, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
    PyObject* const f = builtin_targets[I];
    return vectorcall_of(f)(f, args, static_cast<size_t>(nargs), kwnames);
}

using FastCall = PyObject* (*)(PyObject*, PyObject* const*, Py_ssize_t, PyObject*);

template <int... I>
constexpr std::array<FastCall, sizeof...(I)> make_forwarders(std::integer_sequence<int, I...>) {
    return {&forward<I>...};
}
constexpr auto forwarders = make_forwarders(std::make_integer_sequence<int, kMaxBuiltins>());

// A new builtin (new reference) calling the nanobind function `f` (a module
// function when `module` is given): its name and docstring are f's.
PyObject* builtin_for(PyObject* f, PyObject* module_name) {
    if (num_builtins == kMaxBuiltins)
        throw std::runtime_error("guard_module: more than " + std::to_string(kMaxBuiltins) +
                                 " module functions and static methods; raise kMaxBuiltins (cpp/bindings/guards.cpp)");
    const int i = num_builtins++;
    nb::handle function(f);
    const std::string* name = new std::string(str_of(function.attr("__name__")));  // kept, as the module is
    nb::object doc_obj = function.attr("__doc__");
    const std::string* doc = new std::string(doc_obj.is_none() ? std::string() : str_of(doc_obj));
    Py_INCREF(f);
    builtin_targets[i] = f;  // kept, as the module is
    builtin_defs[i] = {name->c_str(),
                       reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(forwarders[static_cast<size_t>(i)])),
                       METH_FASTCALL | METH_KEYWORDS, doc->empty() ? nullptr : doc->c_str()};
    PyObject* builtin = PyCFunction_NewEx(&builtin_defs[i], nullptr, module_name);
    if (!builtin) throw nb::python_error();
    return builtin;
}

// The nanobind function behind a class-dictionary entry (method,
// staticmethod, property accessor), if any.
void rewire_entry(PyObject* e) {
    if (is_nanobind_function(e)) return rewire(e);
    if (PyObject_TypeCheck(e, &PyStaticMethod_Type) || PyObject_TypeCheck(e, &PyClassMethod_Type)) {
        nb::object f = nb::handle(e).attr("__func__");
        return rewire(f.ptr());
    }
    if (PyObject_TypeCheck(e, &PyProperty_Type))
        for (const char* accessor : {"fget", "fset"}) {
            nb::object f = nb::handle(e).attr(accessor);
            rewire(f.ptr());
        }
}

// tp_new of every guarded class. nanobind's X(...) (its type's vectorcall)
// makes the instance itself and never calls it: what does is X.__new__(X),
// object.__new__'s safety check, pickle's NEWOBJ and copyreg, whose object
// would hold no C++ value.
PyObject* guarded_new(PyTypeObject* type, PyObject*, PyObject*) {
    const std::string name = type->tp_name;
    PyErr_SetString(PyExc_TypeError, (name + ".__new__() cannot make an object without its constructor: call " + name +
                                      "(...) (a pickle that calls __new__ is damaged or forged)")
                                         .c_str());
    return nullptr;
}

void guard_class(nb::handle cls, PyObject* module_name) {
    auto* type = reinterpret_cast<PyTypeObject*>(cls.ptr());
    PyObject *key, *value;
    Py_ssize_t pos = 0;
    std::vector<std::pair<nb::object, nb::object>> statics;  // name, staticmethod: set after the walk
    while (PyDict_Next(type->tp_dict, &pos, &key, &value)) {
        rewire_entry(value);
        if (Py_TYPE(value) == nb_func_type) {  // a static method: nanobind's function, not a descriptor
            nb::object builtin = nb::steal(builtin_for(value, module_name));
            PyObject* method = PyStaticMethod_New(builtin.ptr());
            if (!method) throw nb::python_error();
            statics.emplace_back(nb::borrow(key), nb::steal(method));
        }
    }
    for (const auto& [name, method] : statics)
        if (PyDict_SetItem(type->tp_dict, name.ptr(), method.ptr()) < 0) throw nb::python_error();
    if (!PyDict_GetItemString(type->tp_dict, "__reduce__")) {
        // Without it, pickle would reach the refused tp_new through copyreg
        // and fail with that message: say what is true instead.
        const std::string name = type->tp_name;
        nb::object reduce = nb::cpp_function(
            [name](nb::handle) -> nb::object { throw type_error("cannot pickle '" + name + "' object"); },
            nb::is_method(), nb::name("__reduce__"));
        rewire(reduce.ptr());
        if (PyDict_SetItemString(type->tp_dict, "__reduce__", reduce.ptr()) < 0) throw nb::python_error();
    }
    type->tp_new = &guarded_new;
    type->tp_flags &=
        ~static_cast<unsigned long>(Py_TPFLAGS_BASETYPE);  // a subclass's own __new__ would reopen the door
    PyType_Modified(type);
}

}  // namespace

void guard_module(nb::module_& m) {
    if (!nb_func_type) {
        nb::object function = nb::cpp_function([] {});
        nb::object method = nb::cpp_function([](nb::handle) {}, nb::is_method());
        nb_func_type = Py_TYPE(function.ptr());
        nb_method_type = Py_TYPE(method.ptr());
    }
    PyObject *key, *value;
    Py_ssize_t pos = 0;
    PyObject* dict = PyModule_GetDict(m.ptr());
    nb::object module_name = m.attr("__name__");
    std::vector<std::pair<nb::object, nb::object>> builtins;  // name, builtin: set after the walk
    while (PyDict_Next(dict, &pos, &key, &value)) {
        if (PyType_Check(value) && nb::type_check(value)) {
            guard_class(value, module_name.ptr());
        } else if (is_nanobind_function(value)) {
            rewire(value);
            builtins.emplace_back(nb::borrow(key), nb::steal(builtin_for(value, module_name.ptr())));
        }
    }
    for (const auto& [name, builtin] : builtins)
        if (PyDict_SetItem(dict, name.ptr(), builtin.ptr()) < 0) throw nb::python_error();
}

namespace {
std::atomic<bool> interrupted_while_initialising{false};
}

DeferInterrupts::DeferInterrupts() {
    try {
        nb::module_ signal_module = nb::module_::import_("_signal");  // C only: nothing to interrupt
        nb::object handler = signal_module.attr("getsignal")(SIGINT);
        if (!PyCallable_Check(handler.ptr())) return;  // SIG_IGN, SIG_DFL: nothing raises
        nb::object record = nb::cpp_function([](const nb::args&) { interrupted_while_initialising = true; });
        signal_module.attr("signal")(SIGINT, record);  // ValueError outside the main thread
        signal_module_ = std::move(signal_module);
        previous_ = std::move(handler);
    } catch (nb::python_error& e) {
        // signal.signal() runs pending handlers first: a Ctrl-C that came
        // just before is raised again after the initialisation. Other
        // errors: not the main thread, whose initialisation never runs them.
        if (e.matches(PyExc_KeyboardInterrupt)) interrupted_while_initialising = true;
    }
}

DeferInterrupts::~DeferInterrupts() {
    if (!previous_) {
        if (interrupted_while_initialising.exchange(false)) PyErr_SetInterrupt();
        return;
    }
    PyObject* put_back = PyObject_CallMethod(signal_module_.ptr(), "signal", "iO", SIGINT, previous_.ptr());
    if (put_back)
        Py_DECREF(put_back);
    else
        PyErr_Clear();
    if (interrupted_while_initialising.exchange(false)) PyErr_SetInterrupt();  // the restored handler runs next
}

}  // namespace paigen::bindings
