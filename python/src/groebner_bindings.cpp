// python/src/groebner_bindings.cpp - GroebnerBasis and solve over expressions, with their
// reports; computations run with the GIL released and stop on Ctrl-C (KeyboardInterrupt).
#include "bindings.hpp"
#include "interruptible.hpp"

#include <alkahest/groebner.hpp>
#include <alkahest/solve.hpp>

#include <optional>

namespace alkahest::python {

namespace {

/// A basis and the pool its polynomials are returned in.
struct PyGroebnerBasis {
  GroebnerBasis basis;
  std::shared_ptr<ExprPool> pool;
};

/// The options both entry points take, and the Python progress callback
/// (called with the GIL; an exception in it cancels the computation and is
/// raised in place of the result).
struct ComputeSettings {
  GroebnerOptions options;
  std::atomic<bool> cancel{false};
  py::object progress;
  std::optional<py::error_already_set> progress_error;

  ComputeSettings(unsigned threads, bool certify, const std::string &backend, int device,
                  double time_budget, std::size_t memory_budget, std::optional<std::uint64_t> seed,
                  py::object progress_callback)
      : progress(std::move(progress_callback)) {
    options.threads = threads;
    options.certify = certify;
    options.backend = parse_backend(backend);
    options.device = device;
    options.time_budget_seconds = time_budget;
    options.memory_budget_bytes = memory_budget;
    options.seed = seed;
    options.cancel = &cancel;
    if (!progress.is_none())
      options.progress = [this](const GroebnerProgress &g) {
        py::gil_scoped_acquire acquire;
        if (progress_error) return;
        try {
          progress(g);
        } catch (py::error_already_set &e) {
          progress_error = e;
          cancel.store(true);
        }
      };
  }

  /// Runs `work`; the progress callback's exception wins over E-GB-001.
  template <class Work> auto run(Work work) -> decltype(work()) {
    try {
      return run_interruptible(std::move(work), cancel);
    } catch (const GroebnerError &) {
      if (progress_error) throw *progress_error;
      throw;
    } catch (const SolveError &) {
      if (progress_error) throw *progress_error;
      throw;
    }
  }
};

/// The generators as polynomials of a ring over `variables` (default: the
/// free symbols, sorted by name).
std::vector<PolyQ> generators_of(const std::vector<Expr> &exprs, const py::object &variables,
                                 const std::string &order) {
  std::vector<std::string> names =
      variables.is_none() ? polynomial_variables(exprs) : std::vector<std::string>{};
  if (!variables.is_none())
    for (py::handle v : variables)
      names.push_back(py::isinstance<PyExpr>(v) ? v.cast<const PyExpr &>().expr->name()
                                                : v.cast<std::string>());
  PolyRingPtr ring = make_ring(std::move(names), MonomialOrder::from_name(order));
  std::vector<PolyQ> polys;
  for (const Expr &e : exprs)
    polys.push_back(from_expr(e, ring));
  return polys;
}

py::list exprs_of_polys(const std::vector<PolyQ> &polys, const std::shared_ptr<ExprPool> &pool) {
  py::list out;
  for (const PolyQ &p : polys)
    out.append(wrap(pool, to_expr(p, *pool)));
  return out;
}

PolyQ poly_of(const PyGroebnerBasis &b, const PyExpr &e) {
  return from_expr(e.expr, b.basis.ring());
}

void register_reports(py::module_ &m) {
  py::class_<GpuBackendReport>(m, "GpuBackendReport",
                               "Where every modular reduction ran (no silent fallback).")
      .def_property_readonly("backend",
                             [](const GpuBackendReport &r) { return backend_name(r.backend); })
      .def_readonly("gpu_requested", &GpuBackendReport::gpu_requested)
      .def_readonly("requested_device", &GpuBackendReport::requested_device)
      .def_readonly("devices_used", &GpuBackendReport::devices_used)
      .def_readonly("reductions_on_gpu", &GpuBackendReport::reductions_on_gpu)
      .def_readonly("reductions_on_cpu", &GpuBackendReport::reductions_on_cpu)
      .def_readonly("first_gpu_error", &GpuBackendReport::first_gpu_error)
      .def_readonly("auto_choice", &GpuBackendReport::auto_choice)
      .def_readonly("kernel_variant", &GpuBackendReport::kernel_variant)
      .def_readonly("gpu_seconds", &GpuBackendReport::gpu_seconds)
      .def_readonly("cpu_seconds", &GpuBackendReport::cpu_seconds)
      .def("ran_on_gpu", &GpuBackendReport::ran_on_gpu)
      .def("fell_back_to_cpu", &GpuBackendReport::fell_back_to_cpu)
      .def("summary", &GpuBackendReport::summary)
      .def("__repr__", &GpuBackendReport::summary);

  py::class_<GroebnerReport>(m, "GroebnerReport", "What a Groebner computation did.")
      .def_readonly("primes_used", &GroebnerReport::primes_used)
      .def_readonly("primes_unlucky", &GroebnerReport::primes_unlucky)
      .def_readonly("primes_verification", &GroebnerReport::primes_verification)
      .def_readonly("coefficient_bits", &GroebnerReport::coefficient_bits)
      .def_readonly("threads", &GroebnerReport::threads)
      .def_readonly("prime_seed", &GroebnerReport::prime_seed)
      .def_readonly("seconds", &GroebnerReport::seconds)
      .def_readonly("learn_seconds", &GroebnerReport::learn_seconds)
      .def_readonly("replay_seconds", &GroebnerReport::replay_seconds)
      .def_readonly("lift_seconds", &GroebnerReport::lift_seconds)
      .def_readonly("verify_seconds", &GroebnerReport::verify_seconds)
      .def_readonly("certify_seconds", &GroebnerReport::certify_seconds)
      .def_property_readonly(
          "guarantee",
          [](const GroebnerReport &r) { return std::string(guarantee_name(r.guarantee)); })
      .def_readonly("gpu", &GroebnerReport::gpu)
      .def_property_readonly(
          "learn_device", [](const GroebnerReport &r) { return phase_device_name(r.learn_device); })
      .def_property_readonly(
          "replay_device",
          [](const GroebnerReport &r) { return phase_device_name(r.replay_device()); })
      .def_property_readonly(
          "lift_device", [](const GroebnerReport &r) { return phase_device_name(r.lift_device); })
      .def_property_readonly("verify_device", [](const GroebnerReport &r) {
        return phase_device_name(r.verify_device);
      });

  py::class_<GroebnerProgress>(m, "GroebnerProgress", "One step, as a progress callback sees it.")
      .def_readonly("phase", &GroebnerProgress::phase)
      .def_readonly("degree", &GroebnerProgress::degree)
      .def_readonly("pairs", &GroebnerProgress::pairs)
      .def_readonly("rows", &GroebnerProgress::rows)
      .def_readonly("cols", &GroebnerProgress::cols)
      .def_readonly("primes", &GroebnerProgress::primes)
      .def_readonly("bits", &GroebnerProgress::bits)
      .def_readonly("seconds", &GroebnerProgress::seconds);
}

void register_basis(py::module_ &m) {
  py::class_<PyGroebnerBasis>(m, "GroebnerBasis",
                              "A reduced, monic Groebner basis (exact over Q, or over Z/p for an "
                              "msolve system of characteristic p).")
      .def_property_readonly(
          "polynomials",
          [](const PyGroebnerBasis &b) { return exprs_of_polys(b.basis.polynomials(), b.pool); })
      .def("__len__", [](const PyGroebnerBasis &b) { return b.basis.size(); })
      .def_property_readonly("variables",
                             [](const PyGroebnerBasis &b) { return b.basis.ring()->variables; })
      .def_property_readonly("order",
                             [](const PyGroebnerBasis &b) { return b.basis.ring()->order.name(); })
      .def_property_readonly("characteristic",
                             [](const PyGroebnerBasis &b) { return b.basis.characteristic(); })
      .def_property_readonly("pool", [](const PyGroebnerBasis &b) { return b.pool; })
      .def_property_readonly("report", [](const PyGroebnerBasis &b) { return b.basis.report(); })
      .def(
          "reduce",
          [](const PyGroebnerBasis &b, const PyExpr &e) {
            return wrap(b.pool, to_expr(b.basis.reduce(poly_of(b, e)), *b.pool));
          },
          py::arg("f"), "The normal form of f modulo the basis.")
      .def(
          "contains",
          [](const PyGroebnerBasis &b, const PyExpr &e) { return b.basis.contains(poly_of(b, e)); },
          py::arg("f"))
      .def(
          "eliminate",
          [](const PyGroebnerBasis &b, const std::vector<std::string> &variables) {
            GroebnerOptions o;
            py::gil_scoped_release release;
            return PyGroebnerBasis{b.basis.eliminate(variables, o), b.pool};
          },
          py::arg("variables"), "The basis of the ideal with `variables` eliminated.")
      .def_property_readonly("is_unit", [](const PyGroebnerBasis &b) { return b.basis.is_unit(); })
      .def("dimension", [](const PyGroebnerBasis &b) { return b.basis.dimension(); })
      .def("degree", [](const PyGroebnerBasis &b) { return b.basis.degree(); })
      .def("standard_monomials",
           [](const PyGroebnerBasis &b) { return b.basis.standard_monomials(); })
      .def("summary", [](const PyGroebnerBasis &b) { return b.basis.summary(); })
      .def("phase_summary", [](const PyGroebnerBasis &b) { return b.basis.phase_summary(); })
      .def("to_msolve", [](const PyGroebnerBasis &b) { return b.basis.to_msolve(); })
      .def("__repr__", [](const PyGroebnerBasis &b) { return b.basis.summary(); });
}

} // namespace

namespace {

SolveMethod method_of(const std::string &name) {
  if (name == "auto") return SolveMethod::Auto;
  if (name == "exact") return SolveMethod::Exact;
  throw py::value_error("method is 'auto' or 'exact', not '" + name + "'");
}

py::list fractions_of(const std::vector<Rational> &values) {
  py::list out;
  for (const Rational &q : values)
    out.append(fraction_of(q));
  return out;
}

void register_solve(py::module_ &m) {
  py::class_<RealSolution>(m, "RealSolution",
                           "Exact rational intervals [lo, hi] containing each coordinate.")
      .def_property_readonly("lo", [](const RealSolution &s) { return fractions_of(s.lo); })
      .def_property_readonly("hi", [](const RealSolution &s) { return fractions_of(s.hi); })
      .def("approx", &RealSolution::approx, "The midpoints as floats.");
  py::class_<ComplexSolution>(m, "ComplexSolution", "Certified boxes around each coordinate.")
      .def_readonly("real", &ComplexSolution::real)
      .def("approx", &ComplexSolution::approx, "The centres as complex numbers.");
  py::class_<SolveResult>(m, "SolveResult", "The solutions of a zero-dimensional system.")
      .def_readonly("variables", &SolveResult::variables)
      .def_readonly("real", &SolveResult::real)
      .def_readonly("complex", &SolveResult::complex)
      .def_readonly("distinct", &SolveResult::distinct)
      .def_readonly("multiplicity_degree", &SolveResult::multiplicity_degree)
      .def_readonly("separating_form", &SolveResult::separating_form)
      .def_property_readonly("eliminant",
                             [](const SolveResult &r) {
                               py::list out;
                               for (const Integer &c : r.eliminant)
                                 out.append(py::int_(py::str(c.str())));
                               return out;
                             })
      .def_readonly("method", &SolveResult::method)
      .def_readonly("primes", &SolveResult::primes)
      .def_readonly("primes_from_gpu", &SolveResult::primes_from_gpu)
      .def_readonly("gpu", &SolveResult::gpu)
      .def_readonly("threads", &SolveResult::threads)
      .def_property_readonly("phases", [](const SolveResult &r) {
        py::dict d;
        d["learn"] = r.phases.learn;
        d["replay"] = r.phases.replay;
        d["lift"] = r.phases.lift;
        d["real_roots"] = r.phases.real_roots;
        d["complex_roots"] = r.phases.complex_roots;
        return d;
      });
}

} // namespace

void register_groebner(py::module_ &m) {
  register_reports(m);
  register_basis(m);
  register_solve(m);

  m.def(
      "groebner_basis",
      [](const py::iterable &polynomials, const py::object &variables, const std::string &order,
         unsigned threads, bool certify, const std::string &backend, int device, double time_budget,
         std::size_t memory_budget, std::optional<std::uint64_t> seed, const py::object &progress) {
        py::list items(polynomials); // once: a generator is read only once
        std::vector<Expr> exprs = exprs_of(items);
        std::shared_ptr<ExprPool> pool =
            exprs.empty() ? std::make_shared<ExprPool>() : pool_of(items);
        std::vector<PolyQ> gens = generators_of(exprs, variables, order);
        ComputeSettings s(threads, certify, backend, device, time_budget, memory_budget, seed,
                          progress);
        MonomialOrder mo = MonomialOrder::from_name(order);
        return PyGroebnerBasis{s.run([&] { return GroebnerBasis::compute(gens, mo, s.options); }),
                               pool};
      },
      py::arg("polynomials"), py::arg("variables") = py::none(), py::arg("order") = "grevlex",
      py::kw_only(), py::arg("threads") = 0u, py::arg("certify") = false,
      py::arg("backend") = "auto", py::arg("device") = -1, py::arg("time_budget") = 0.0,
      py::arg("memory_budget") = std::size_t{0}, py::arg("seed") = py::none(),
      py::arg("progress") = py::none(),
      "The reduced Groebner basis over Q of polynomial expressions (variables: symbols or "
      "names, default the free symbols sorted by name; order 'grevlex', 'lex' or 'grlex'). "
      "Runs with the GIL released; Ctrl-C cancels it (KeyboardInterrupt).");
  m.def(
      "groebner_basis_msolve",
      [](const std::string &text, const std::string &order, unsigned threads, bool certify,
         const std::string &backend, int device, double time_budget, std::size_t memory_budget,
         std::optional<std::uint64_t> seed, const py::object &progress) {
        ComputeSettings s(threads, certify, backend, device, time_budget, memory_budget, seed,
                          progress);
        MonomialOrder mo = MonomialOrder::from_name(order);
        return PyGroebnerBasis{
            s.run([&] { return GroebnerBasis::compute_msolve(text, mo, s.options); }),
            std::make_shared<ExprPool>()};
      },
      py::arg("text"), py::arg("order") = "grevlex", py::kw_only(), py::arg("threads") = 0u,
      py::arg("certify") = false, py::arg("backend") = "auto", py::arg("device") = -1,
      py::arg("time_budget") = 0.0, py::arg("memory_budget") = std::size_t{0},
      py::arg("seed") = py::none(), py::arg("progress") = py::none(),
      "The basis of a system in msolve's text format (over Z/p when its characteristic is p).");
  m.def(
      "solve",
      [](const py::iterable &polynomials, const py::object &variables, unsigned precision_bits,
         bool complex, const std::string &method, unsigned threads, double time_budget,
         std::optional<std::uint64_t> seed, const std::string &backend, int device) {
        std::vector<Expr> exprs = exprs_of(polynomials);
        std::vector<PolyQ> gens = generators_of(exprs, variables, "grevlex");
        ComputeSettings s(threads, false, backend, device, time_budget, 0, seed, py::none());
        SolveOptions o;
        o.method = method_of(method);
        o.precision_bits = precision_bits;
        o.complex = complex;
        o.groebner = s.options;
        return s.run([&] { return alkahest::solve(gens, o); });
      },
      py::arg("polynomials"), py::arg("variables") = py::none(), py::kw_only(),
      py::arg("precision_bits") = 53u, py::arg("complex") = false, py::arg("method") = "auto",
      py::arg("threads") = 0u, py::arg("time_budget") = 0.0, py::arg("seed") = py::none(),
      py::arg("backend") = "auto", py::arg("device") = -1,
      "The solutions of a zero-dimensional system over R (and C with complex=True), "
      "certified; backend ('auto', 'cpu', 'gpu') and device say where the per-prime "
      "replays run, as for groebner_basis. Runs with the GIL released; Ctrl-C cancels it.");
  // The C++ spellings, GroebnerBasis::compute and ::compute_msolve, too.
  py::object basis = m.attr("GroebnerBasis");
  basis.attr("compute") = py::staticmethod(m.attr("groebner_basis"));
  basis.attr("compute_msolve") = py::staticmethod(m.attr("groebner_basis_msolve"));
}

} // namespace alkahest::python
