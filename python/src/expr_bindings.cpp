// python/src/expr_bindings.cpp - ExprPool, Expr (operators, printing, LaTeX), the core functions,
// parse, diff, expand, subs and the reference interpreter.
#include "array_views.hpp"
#include "bindings.hpp"

#include <alkahest/expr/interpret_exact.hpp>

#include <fmt/core.h>

namespace alkahest::python {

namespace {

const char *kind_name(NodeKind k) {
  switch (k) {
  case NodeKind::Number:
    return "number";
  case NodeKind::Float:
    return "float";
  case NodeKind::Symbol:
    return "symbol";
  case NodeKind::Add:
    return "add";
  case NodeKind::Mul:
    return "mul";
  case NodeKind::Pow:
    return "pow";
  case NodeKind::Call:
    return "call";
  case NodeKind::Constant:
    return "constant";
  }
  return "?";
}

Integer integer_of(py::handle i) { return Integer(std::string(py::str(i))); }

/// The (symbol, value) pairs of a dict {Expr: number or Expr}.
std::vector<std::pair<Expr, Expr>> substitutions(const PyExpr &e, const py::dict &mapping) {
  std::vector<std::pair<Expr, Expr>> pairs;
  for (auto [key, value] : mapping)
    pairs.emplace_back(key.cast<const PyExpr &>().expr, expr_of(value, *e.pool));
  return pairs;
}

/// evaluate(e, {x: 1.5, y: 2}) through the interpreter.
double evaluate_at(const PyExpr &e, const py::dict &point) {
  std::vector<Expr> inputs;
  std::vector<double> values;
  for (auto [key, value] : point) {
    inputs.push_back(key.cast<const PyExpr &>().expr);
    values.push_back(value.cast<double>());
  }
  return evaluate(e.expr, std::span<const Expr>(inputs), std::span<const double>(values));
}

using Unary = Expr (*)(const Expr &);

void def_unary(py::module_ &m, const char *name, Unary f) {
  m.def(
      name, [f](const PyExpr &x) { return wrap(x.pool, f(x.expr)); }, py::arg("x"),
      fmt::format("{}(x) as an expression.", name).c_str());
}

/// A binary function of two operands, either of which may be a Python number.
template <class F>
void def_binary(py::module_ &m, const char *name, const char *a, const char *b, F f) {
  m.def(
      name,
      [f](py::handle x, py::handle y) {
        std::shared_ptr<ExprPool> pool =
            py::isinstance<PyExpr>(x) ? x.cast<const PyExpr &>().pool : pool_of(y);
        return wrap(pool, f(expr_of(x, *pool), expr_of(y, *pool)));
      },
      py::arg(a), py::arg(b));
}

} // namespace

PyExpr wrap(const std::shared_ptr<ExprPool> &pool, Expr e) { return PyExpr{pool, e}; }

py::object fraction_of(const Rational &q) {
  return py::module_::import("fractions").attr("Fraction")(q.str());
}

Expr expr_of(py::handle value, ExprPool &pool) {
  if (py::isinstance<PyExpr>(value)) return value.cast<const PyExpr &>().expr;
  if (py::isinstance<py::bool_>(value))
    throw py::type_error("a bool is not a number here: write 0 or 1");
  if (py::isinstance<py::int_>(value)) return pool.integer(integer_of(value));
  if (py::isinstance<py::float_>(value)) return pool.real(value.cast<double>());
  py::object fraction = py::module_::import("fractions").attr("Fraction");
  if (py::isinstance(value, fraction))
    return pool.rational(integer_of(value.attr("numerator")),
                         integer_of(value.attr("denominator")));
  throw py::type_error(fmt::format("a {} is not an expression or a number (int, float, Fraction)",
                                   std::string(py::str(py::type::of(value).attr("__name__")))));
}

std::vector<Expr> exprs_of(const py::iterable &values) {
  std::vector<Expr> out;
  for (py::handle v : values) {
    if (!py::isinstance<PyExpr>(v))
      throw py::type_error("expected a list of expressions (symbols made by an ExprPool)");
    out.push_back(v.cast<const PyExpr &>().expr);
  }
  return out;
}

std::vector<Expr> outputs_of(const py::object &outputs, bool &single) {
  single = py::isinstance<PyExpr>(outputs);
  if (single) return {outputs.cast<const PyExpr &>().expr};
  return exprs_of(outputs);
}

std::shared_ptr<ExprPool> pool_of(py::handle value) {
  if (py::isinstance<PyExpr>(value)) return value.cast<const PyExpr &>().pool;
  if (py::isinstance<py::sequence>(value) && !py::isinstance<py::str>(value))
    for (py::handle v : value)
      if (py::isinstance<PyExpr>(v)) return v.cast<const PyExpr &>().pool;
  throw py::type_error("no expression among the arguments gives an ExprPool");
}

void register_expr(py::module_ &m) {
  py::class_<ExprPool, std::shared_ptr<ExprPool>>(
      m, "ExprPool",
      "Owner of a family of expressions (a hash-consed DAG). Expressions of one pool combine; "
      "mixing pools raises ExprError E-EXPR-002.")
      .def(py::init([](std::uint32_t max_depth) {
             return std::make_shared<ExprPool>(PoolOptions{max_depth});
           }),
           py::arg("max_depth") = PoolOptions{}.max_depth)
      .def(
          "symbol",
          [](const std::shared_ptr<ExprPool> &p, std::string_view name) {
            return wrap(p, p->symbol(name));
          },
          py::arg("name"))
      .def(
          "symbols",
          [](const std::shared_ptr<ExprPool> &p, const std::string &names) {
            py::list out;
            for (py::handle name : py::str(names).attr("replace")(",", " ").attr("split")())
              out.append(wrap(p, p->symbol(name.cast<std::string>())));
            return py::tuple(out);
          },
          py::arg("names"), "Symbols from names separated by spaces or commas: p.symbols('x y').")
      .def(
          "number",
          [](const std::shared_ptr<ExprPool> &p, py::handle v) { return wrap(p, expr_of(v, *p)); },
          py::arg("value"), "An int or Fraction as an exact number, a float as a Float leaf.")
      .def(
          "rational",
          [](const std::shared_ptr<ExprPool> &p, py::int_ num, py::int_ den) {
            return wrap(p, p->rational(integer_of(num), integer_of(den)));
          },
          py::arg("num"), py::arg("den"))
      .def_property_readonly(
          "pi",
          [](const std::shared_ptr<ExprPool> &p) { return wrap(p, p->constant(MathConstant::Pi)); })
      .def_property_readonly(
          "E",
          [](const std::shared_ptr<ExprPool> &p) { return wrap(p, p->constant(MathConstant::E)); })
      .def(
          "parse",
          [](const std::shared_ptr<ExprPool> &p, std::string_view text) {
            return wrap(p, parse(*p, text));
          },
          py::arg("text"))
      .def("__len__", &ExprPool::size, "Number of distinct nodes created so far.");

  py::class_<PyExpr> expr(m, "Expr", "An expression: an immutable node of an ExprPool.");
  auto binary = [&](const char *name, Expr (*f)(const Expr &, const Expr &), bool reflected) {
    expr.def(name, [f, reflected](const PyExpr &a, py::handle b) {
      Expr other = expr_of(b, *a.pool);
      return wrap(a.pool, reflected ? f(other, a.expr) : f(a.expr, other));
    });
  };
  using Op = Expr (*)(const Expr &, const Expr &);
  Op add = [](const Expr &a, const Expr &b) { return a + b; };
  Op sub = [](const Expr &a, const Expr &b) { return a - b; };
  Op mul = [](const Expr &a, const Expr &b) { return a * b; };
  Op div = [](const Expr &a, const Expr &b) { return a / b; };
  Op power = [](const Expr &a, const Expr &b) { return alkahest::pow(a, b); };
  binary("__add__", add, false);
  binary("__radd__", add, true);
  binary("__sub__", sub, false);
  binary("__rsub__", sub, true);
  binary("__mul__", mul, false);
  binary("__rmul__", mul, true);
  binary("__truediv__", div, false);
  binary("__rtruediv__", div, true);
  binary("__pow__", power, false);
  binary("__rpow__", power, true);
  expr.def("__neg__", [](const PyExpr &a) { return wrap(a.pool, -a.expr); })
      .def("__pos__", [](const PyExpr &a) { return a; })
      .def("__eq__",
           [](const PyExpr &a, py::handle b) {
             return py::isinstance<PyExpr>(b) && b.cast<const PyExpr &>().expr == a.expr;
           })
      .def("__ne__",
           [](const PyExpr &a, py::handle b) {
             return !(py::isinstance<PyExpr>(b) && b.cast<const PyExpr &>().expr == a.expr);
           })
      .def("__hash__", [](const PyExpr &a) { return std::hash<Expr>{}(a.expr); })
      .def("__str__", [](const PyExpr &a) { return to_string(a.expr); })
      .def("__repr__", [](const PyExpr &a) { return to_string(a.expr); })
      .def("_repr_latex_", [](const PyExpr &a) { return "$" + to_latex(a.expr) + "$"; })
      .def("latex", [](const PyExpr &a) { return to_latex(a.expr); })
      .def_property_readonly("pool", [](const PyExpr &a) { return a.pool; })
      .def_property_readonly(
          "kind", [](const PyExpr &a) { return kind_name(a.expr.kind()); },
          "'number', 'float', 'symbol', 'add', 'mul', 'pow', 'call' or "
          "'constant'.")
      .def_property_readonly("func",
                             [](const PyExpr &a) -> py::object {
                               if (a.expr.kind() != NodeKind::Call) return py::none();
                               return py::str(std::string(func_name(a.expr->func())));
                             })
      .def_property_readonly("name",
                             [](const PyExpr &a) -> py::object {
                               if (!a.expr->is_symbol() && !a.expr->is_constant())
                                 return py::none();
                               return py::str(a.expr->name());
                             })
      .def_property_readonly(
          "value",
          [](const PyExpr &a) -> py::object {
            if (a.expr->is_number()) return fraction_of(a.expr->number());
            if (a.expr->is_float()) return py::float_(a.expr->real());
            return py::none();
          },
          "The Fraction of an exact number, the float of a Float leaf, else "
          "None.")
      .def_property_readonly("args",
                             [](const PyExpr &a) {
                               py::list out;
                               for (std::size_t i = 0; i < a.expr.arity(); ++i)
                                 out.append(wrap(a.pool, a.expr.arg(i)));
                               return py::tuple(out);
                             })
      .def("free_symbols",
           [](const PyExpr &a) {
             py::list out;
             for (const Expr &s : free_symbols(a.expr))
               out.append(wrap(a.pool, s));
             return out;
           })
      .def(
          "diff",
          [](const PyExpr &a, const PyExpr &s) { return wrap(a.pool, diff(a.expr, s.expr)); },
          py::arg("symbol"))
      .def("expand", [](const PyExpr &a) { return wrap(a.pool, expand(a.expr)); })
      .def(
          "subs",
          [](const PyExpr &a, const py::dict &mapping) {
            return wrap(a.pool, subs(a.expr, substitutions(a, mapping)));
          },
          py::arg("mapping"))
      .def(
          "evaluate", [](const PyExpr &a, const py::dict &point) { return evaluate_at(a, point); },
          py::arg("point") = py::dict(),
          "The double value through the reference interpreter: e.evaluate({x: 1.5}).")
      .def("__float__", [](const PyExpr &a) { return evaluate_at(a, py::dict()); });

  def_unary(m, "sin", alkahest::sin);
  def_unary(m, "cos", alkahest::cos);
  def_unary(m, "tan", alkahest::tan);
  def_unary(m, "exp", alkahest::exp);
  def_unary(m, "log", alkahest::log);
  def_unary(m, "sqrt", alkahest::sqrt);
  def_unary(m, "abs", alkahest::abs);
  def_unary(m, "asin", alkahest::asin);
  def_unary(m, "acos", alkahest::acos);
  def_unary(m, "atan", alkahest::atan);
  def_unary(m, "sinh", alkahest::sinh);
  def_unary(m, "cosh", alkahest::cosh);
  def_unary(m, "tanh", alkahest::tanh);
  def_unary(m, "erf", alkahest::erf);
  def_unary(m, "floor", alkahest::floor);
  def_unary(m, "ceil", alkahest::ceil);
  def_unary(m, "sign", alkahest::sign);
  def_binary(m, "atan2", "y", "x", [](const Expr &y, const Expr &x) { return atan2(y, x); });
  def_binary(m, "min", "a", "b", [](const Expr &a, const Expr &b) { return alkahest::min(a, b); });
  def_binary(m, "max", "a", "b", [](const Expr &a, const Expr &b) { return alkahest::max(a, b); });
  def_binary(m, "pow", "base", "exponent",
             [](const Expr &a, const Expr &b) { return alkahest::pow(a, b); });

  m.def(
      "parse",
      [](const std::shared_ptr<ExprPool> &p, std::string_view text) {
        return wrap(p, parse(*p, text));
      },
      py::arg("pool"), py::arg("text"));
  m.def(
      "diff", [](const PyExpr &e, const PyExpr &s) { return wrap(e.pool, diff(e.expr, s.expr)); },
      py::arg("expr"), py::arg("symbol"));
  m.def(
      "expand", [](const PyExpr &e) { return wrap(e.pool, expand(e.expr)); }, py::arg("expr"));
  m.def(
      "subs",
      [](const PyExpr &e, const py::dict &mapping) {
        return wrap(e.pool, subs(e.expr, substitutions(e, mapping)));
      },
      py::arg("expr"), py::arg("mapping"));
  m.def(
      "latex", [](const PyExpr &e) { return to_latex(e.expr); }, py::arg("expr"));
  m.def(
      "evaluate",
      [](const PyExpr &e, const py::iterable &inputs, const std::vector<double> &point) {
        std::vector<Expr> in = exprs_of(inputs);
        return evaluate(e.expr, std::span<const Expr>(in), std::span<const double>(point));
      },
      py::arg("expr"), py::arg("inputs"), py::arg("point"),
      "The reference interpreter at one point: point[k] is the value of inputs[k].");
  m.def(
      "evaluate_exact",
      [](const PyExpr &e, const py::iterable &inputs, const py::iterable &point) {
        std::vector<Expr> in = exprs_of(inputs);
        std::vector<Rational> values;
        for (py::handle v : point) {
          Expr leaf = expr_of(v, *e.pool);
          if (!leaf->is_number()) throw py::type_error("evaluate_exact takes ints and Fractions");
          values.push_back(leaf->number());
        }
        return fraction_of(evaluate_exact(e.expr, std::span<const Expr>(in), values));
      },
      py::arg("expr"), py::arg("inputs"), py::arg("point"),
      "The exact value (a Fraction) at a rational point.");
  m.def(
      "evaluate_batch",
      [](const py::object &outputs, const py::iterable &inputs, const py::args &columns,
         const py::object &out) {
        bool single = py::isinstance<PyExpr>(outputs);
        std::vector<Expr> outs =
            single ? std::vector<Expr>{outputs.cast<const PyExpr &>().expr} : exprs_of(outputs);
        std::vector<Expr> in = exprs_of(inputs);
        BatchBuffers b;
        view_inputs(columns, b);
        view_outputs(out, outs.size(), b);
        {
          py::gil_scoped_release release;
          evaluate_batch_into(outs, in, b.inputs, b.outputs);
        }
        return b.result;
      },
      py::arg("outputs"), py::arg("inputs"), py::arg("out") = py::none(),
      "The reference interpreter over float64 columns: evaluate_batch(e, [x, y], xs, ys). "
      "Returns out (allocated when None).");
}

} // namespace alkahest::python
