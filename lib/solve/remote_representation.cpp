// lib/solve/remote_representation.cpp - alkahest/solve/remote_representation.hpp:
// a prime's representation computed from a replay of the learned trace, as
// the solver's own rounds compute it, for other processes; and the
// conversions between that public form and the solver's.
#include "modular_rur.hpp"

#include <alkahest/error.hpp>
#include <alkahest/solve/remote_representation.hpp>

namespace alkahest::solving {

// Hidden like the shape it holds (lib/groebner's own type).
struct ALKAHEST_INTERNAL ModularRepresenter::Impl {
  RepresentationParameters parameters;
  MultiplicationShape shape;
};

namespace {

// The shape is built from the basis monomials, which a replay-only trace
// (gb::TraceContent::Replay) leaves out.
const gb::F4Trace &with_basis(const gb::F4Trace &trace) {
  const std::size_t n = trace.ring ? trace.ring->nvars() : 0;
  if (trace.basis_begin.size() != trace.basis_size() + 1 ||
      trace.basis_monomials.size() != std::size_t{trace.basis_begin.back()} * n)
    raise(ErrorId::GbBadTraceEncoding,
          "a trace without its basis monomials (a replay-only encoding) cannot give "
          "representations");
  return trace;
}

} // namespace

ModularRepresenter::ModularRepresenter(const gb::F4Trace &trace,
                                       RepresentationParameters parameters)
    : impl_(std::make_unique<Impl>(Impl{
          parameters, MultiplicationShape::build(with_basis(trace), parameters.max_dimension)})) {}

ModularRepresenter::~ModularRepresenter() = default;

std::size_t ModularRepresenter::dimension() const {
  const MultiplicationShape &shape = impl_->shape;
  return shape.status() == ShapeStatus::Ok && shape.dimension() == impl_->parameters.dimension
             ? shape.dimension()
             : 0;
}

const RepresentationParameters &ModularRepresenter::parameters() const { return impl_->parameters; }

ModularRepresentation ModularRepresenter::represent(const gb::ReplayResult &replayed,
                                                    const std::atomic<bool> *cancel) const {
  if (replayed.status != gb::ReplayStatus::Ok || dimension() == 0) return {};
  for (std::size_t v : impl_->parameters.outputs)
    if (v >= impl_->shape.variables()) return {};
  ModularRur rur;
  const RurStatus st =
      modular_rur(impl_->shape, replayed.basis, impl_->parameters.outputs, rur, cancel);
  return to_representation(st, std::move(rur));
}

ModularRepresentation to_representation(RurStatus status, ModularRur &&rur) {
  ModularRepresentation out;
  switch (status) {
  case RurStatus::Ok:
    out.status = ModularRepresentation::Status::Ok;
    out.prime = rur.prime;
    out.eliminant = std::move(rur.eliminant);
    out.numerators = std::move(rur.numerators);
    break;
  case RurStatus::NotSeparating:
    out.status = ModularRepresentation::Status::NotSeparating;
    break;
  case RurStatus::Degenerate:
    out.status = ModularRepresentation::Status::Degenerate;
    break;
  case RurStatus::Cancelled:
    break;
  }
  return out;
}

RurStatus from_representation(ModularRepresentation &&r, ModularRur &out) {
  switch (r.status) {
  case ModularRepresentation::Status::Ok:
    out.prime = r.prime;
    out.eliminant = std::move(r.eliminant);
    out.numerators = std::move(r.numerators);
    return RurStatus::Ok;
  case ModularRepresentation::Status::NotSeparating:
    return RurStatus::NotSeparating;
  case ModularRepresentation::Status::Degenerate:
  case ModularRepresentation::Status::Unlucky:
    break;
  }
  // An unlucky replay is a degenerate prime, as in the solver's own rounds.
  return RurStatus::Degenerate;
}

} // namespace alkahest::solving
