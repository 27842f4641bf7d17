// python/src/bindings.hpp - what the Python module's translation units share: the expression
// handle Python holds, argument conversions and one registration function per topic.
#pragma once

#include <alkahest/expr.hpp>

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <memory>
#include <vector>

namespace alkahest::python {

namespace py = pybind11;

/// An Expr and the pool that owns its nodes: a Python expression keeps its
/// pool alive, since an Expr alone is two raw pointers.
struct PyExpr {
  std::shared_ptr<ExprPool> pool;
  Expr expr;
};

/// `value` as an expression of `pool`: an Expr (of any pool: the C++ calls
/// refuse a foreign one with E-EXPR-002), a Python int of any size, a float
/// or a fractions.Fraction. TypeError for anything else, bool included (the
/// C++ operators refuse bool too).
Expr expr_of(py::handle value, ExprPool &pool);
/// The expressions of a sequence of Python Exprs (numbers are not accepted:
/// the lists this is used for are symbols or outputs).
std::vector<Expr> exprs_of(const py::iterable &values);
/// One Expr (single = true) or a sequence of them: the outputs of a compile.
std::vector<Expr> outputs_of(const py::object &outputs, bool &single);
/// The pool of the first Expr of a sequence, or of the value itself.
std::shared_ptr<ExprPool> pool_of(py::handle value_or_sequence);
/// e as the Python handle of `pool`.
PyExpr wrap(const std::shared_ptr<ExprPool> &pool, Expr e);
/// The Python fractions.Fraction equal to q.
py::object fraction_of(const Rational &q);

void register_errors(py::module_ &m);
void register_expr(py::module_ &m);
void register_jit(py::module_ &m);
void register_cuda(py::module_ &m);
void register_groebner(py::module_ &m);

} // namespace alkahest::python
