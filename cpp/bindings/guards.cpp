#include "guards.h"

#include <atomic>
#include <csignal>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>

namespace py = pybind11;

namespace paigen::bindings {

namespace {

// CPython's way of storing any function in a PyMethodDef: through void(*)().
using AnyFunction = void (*)();

// pybind11's dispatcher: every pybind11 function's PyMethodDef points at it.
// Its signature follows the PyMethodDef's flags: METH_FASTCALL (pybind11 3)
// takes (self, args, nargsf, kwnames), else (self, args, kwargs). Calling it
// through the other signature drops the keyword names (the arguments of
// `seed=3` silently lost, or a crash), whatever a build's registers hold.
AnyFunction pybind11_dispatch = nullptr;
using FastDispatch = PyObject* (*)(PyObject*, PyObject* const*, Py_ssize_t, PyObject*);

bool is_pybind11_function(PyObject* f) {
    return PyCFunction_Check(f) && reinterpret_cast<AnyFunction>(PyCFunction_GET_FUNCTION(f)) == pybind11_dispatch;
}

// pybind11's signature text as the public names read: paigen.doudizhu.Hand
// rather than paigen._core.doudizhu.Hand, no ": object" annotations.
std::string tidy(std::string text) {
    const std::pair<std::string_view, std::string_view> edits[] = {
        {"paigen._core.", "paigen."}, {": object", ""}, {" = ", "="}};
    for (const auto& [from, to] : edits)
        for (size_t at = 0; (at = text.find(from, at)) != std::string::npos; at += to.size())
            text.replace(at, from.size(), to);
    return text;
}

// pybind11's several-line "f(): incompatible function arguments. The
// following argument types are supported: 1. (sig) ... Invoked with: args"
// as one line naming the parameters and the arguments given.
std::string one_line(const std::string& message) {
    const size_t colon = message.find("(): ");
    const size_t listed = message.find("supported:\n");
    const size_t invoked = message.find("\n\nInvoked with:");
    if (colon == std::string::npos || listed == std::string::npos || invoked == std::string::npos) return message;
    const std::string name = message.substr(0, colon);
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
        if (signature.rfind("(", 0) == 0) signature = name + signature;  // a method: "(self: X, ...)"
        expected += (expected.empty() ? "" : " or ") + signature;
    }
    std::string given = message.substr(invoked + 15);
    while (!given.empty() && given.front() == ' ') given.erase(0, 1);
    for (char& c : given)
        if (c == '\n') c = ' ';
    if (given.size() > 120) given = given.substr(0, 117) + "...";
    return "arguments do not match " + expected + ": called with (" + tidy(given) + ")";
}

// The result of pybind11's dispatcher, its multi-line "incompatible
// arguments" TypeError made one line.
PyObject* one_line_result(PyObject* result) {
    if (result || !PyErr_ExceptionMatches(PyExc_TypeError)) return result;
    PyObject *type, *value, *trace;
    PyErr_Fetch(&type, &value, &trace);
    PyErr_NormalizeException(&type, &value, &trace);
    const char* text = value ? PyUnicode_AsUTF8(PyObject_Str(value)) : nullptr;  // leaks one str on a rare path
    if (!text) {
        PyErr_Clear();
        PyErr_Restore(type, value, trace);
        return nullptr;
    }
    const std::string message = text;
    if (message.find("incompatible ") == std::string::npos || message.find('\n') == std::string::npos) {
        PyErr_Restore(type, value, trace);
        return nullptr;
    }
    Py_XDECREF(type);
    Py_XDECREF(value);
    Py_XDECREF(trace);
    PyErr_SetString(PyExc_TypeError, one_line(message).c_str());
    return nullptr;
}

PyObject* dispatch_one_line(PyObject* self, PyObject* args, PyObject* kwargs) {
    return one_line_result(reinterpret_cast<PyCFunctionWithKeywords>(pybind11_dispatch)(self, args, kwargs));
}

PyObject* dispatch_one_line_fast(PyObject* self, PyObject* const* args, Py_ssize_t nargsf, PyObject* kwnames) {
    return one_line_result(reinterpret_cast<FastDispatch>(pybind11_dispatch)(self, args, nargsf, kwnames));
}

void rewire(PyObject* f) {
    if (!is_pybind11_function(f)) return;
    // pybind11 owns one PyMethodDef per function (its function_record's);
    // calls read ml_meth each time, so switching it here takes effect.
    PyMethodDef* def = reinterpret_cast<PyCFunctionObject*>(f)->m_ml;
    def->ml_meth = (def->ml_flags & METH_FASTCALL)
                       ? reinterpret_cast<PyCFunction>(reinterpret_cast<AnyFunction>(&dispatch_one_line_fast))
                       : reinterpret_cast<PyCFunction>(reinterpret_cast<AnyFunction>(&dispatch_one_line));
}

// The PyCFunction behind a class-dictionary entry (instancemethod,
// staticmethod, property accessor), if it is one of pybind11's.
void rewire_entry(py::handle entry) {
    PyObject* e = entry.ptr();
    if (PyInstanceMethod_Check(e)) return rewire(PyInstanceMethod_GET_FUNCTION(e));
    if (PyCFunction_Check(e)) return rewire(e);
    if (py::isinstance<py::staticmethod>(entry)) return rewire(entry.attr("__func__").ptr());
    if (PyObject_TypeCheck(e, &PyProperty_Type))
        for (const char* accessor : {"fget", "fset"}) rewire(entry.attr(accessor).ptr());
}

// The class a call X(...) on this thread is constructing, between the
// metaclass's call and X's tp_new: the only tp_new call let through.
thread_local PyTypeObject* constructing = nullptr;
ternaryfunc pybind11_meta_call = nullptr;
newfunc pybind11_new = nullptr;
PyObject* guarded_metaclass = nullptr;  // module lifetime, like the classes using it

PyObject* meta_call(PyObject* type, PyObject* args, PyObject* kwargs) {
    PyTypeObject* const outer = constructing;
    constructing = reinterpret_cast<PyTypeObject*>(type);
    PyObject* made = pybind11_meta_call(type, args, kwargs);
    constructing = outer;
    return made;
}

// tp_new of every guarded class: pybind11's, for X(...) only. X.__new__(X),
// pickle's NEWOBJ (which calls tp_new itself) and copyreg get a TypeError:
// their object would hold no C++ value.
PyObject* guarded_new(PyTypeObject* type, PyObject* args, PyObject* kwargs) {
    if (constructing == type) {
        constructing = nullptr;  // one object per X(...) call
        return pybind11_new(type, args, kwargs);
    }
    const std::string name = type->tp_name;
    PyErr_SetString(PyExc_TypeError, (name + ".__new__() cannot make an object without its constructor: call " + name +
                                      "(...) (a pickle that calls __new__ is damaged or forged)")
                                         .c_str());
    return nullptr;
}

// A subclass of pybind11's metaclass whose call marks the class it constructs.
PyObject* make_guarded_metaclass(PyTypeObject* pybind11_meta) {
    py::dict namespace_;
    namespace_["__module__"] = "paigen._core";
    namespace_["__slots__"] = py::tuple();  // the same layout as pybind11's metaclass
    py::object meta = py::reinterpret_borrow<py::object>(reinterpret_cast<PyObject*>(&PyType_Type))(
        "paigen_type", py::make_tuple(py::handle(reinterpret_cast<PyObject*>(pybind11_meta))), namespace_);
    auto* type = reinterpret_cast<PyTypeObject*>(meta.ptr());
    if (type->tp_basicsize != pybind11_meta->tp_basicsize) throw std::runtime_error("paigen_type: unexpected layout");
    pybind11_meta_call = pybind11_meta->tp_call;
    type->tp_call = &meta_call;
    PyType_Modified(type);
    return meta.release().ptr();
}

void guard_class(py::handle cls) {
    auto* type = reinterpret_cast<PyTypeObject*>(cls.ptr());
    for (auto item : py::reinterpret_borrow<py::dict>(type->tp_dict)) rewire_entry(item.second);
    if (!guarded_metaclass) {
        guarded_metaclass = make_guarded_metaclass(Py_TYPE(cls.ptr()));
        pybind11_new = type->tp_new;
    }
    if (Py_TYPE(cls.ptr())->tp_call != pybind11_meta_call || type->tp_new != pybind11_new)
        throw std::runtime_error(std::string(type->tp_name) + ": not a plain pybind11 class");
    if (!PyDict_GetItemString(type->tp_dict, "__reduce__")) {
        // Without it, pickle protocols 0 and 1 (copyreg._reduce_ex) would call
        // pybind11's base class on the object, which aborts the process.
        const std::string name = type->tp_name;
        cls.attr("__reduce__") = py::cpp_function(
            [name](py::handle) -> py::object { throw py::type_error("cannot pickle '" + name + "' object"); },
            py::is_method(cls), py::name("__reduce__"));
    }
    Py_INCREF(guarded_metaclass);
    PyTypeObject* const old_meta = Py_TYPE(cls.ptr());
    Py_SET_TYPE(cls.ptr(), reinterpret_cast<PyTypeObject*>(guarded_metaclass));
    Py_DECREF(reinterpret_cast<PyObject*>(old_meta));
    type->tp_new = &guarded_new;
    type->tp_flags &= ~Py_TPFLAGS_BASETYPE;  // a subclass's own __new__ would reopen the door
    PyType_Modified(type);
}

}  // namespace

void guard_module(py::module_& m) {
    if (!pybind11_dispatch) {
        py::cpp_function probe([] {});
        pybind11_dispatch = reinterpret_cast<AnyFunction>(PyCFunction_GET_FUNCTION(probe.ptr()));
    }
    for (auto item : m.attr("__dict__").cast<py::dict>()) {
        PyObject* value = item.second.ptr();
        if (PyType_Check(value) && py::detail::get_type_info(reinterpret_cast<PyTypeObject*>(value)))
            guard_class(item.second);
        else
            rewire(value);
    }
}

namespace {
std::atomic<bool> interrupted_while_initialising{false};
}

DeferInterrupts::DeferInterrupts() {
    try {
        py::module_ signal_module = py::module_::import("_signal");  // C only: nothing to interrupt
        py::object handler = signal_module.attr("getsignal")(SIGINT);
        if (!PyCallable_Check(handler.ptr())) return;  // SIG_IGN, SIG_DFL: nothing raises
        py::cpp_function record([](const py::args&) { interrupted_while_initialising = true; });
        signal_module.attr("signal")(SIGINT, record);  // ValueError outside the main thread
        signal_module_ = std::move(signal_module);
        previous_ = std::move(handler);
    } catch (py::error_already_set& e) {
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
