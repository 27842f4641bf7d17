// alkahest/poly.hpp - umbrella header of the polynomial layer.
#pragma once

#include <alkahest/poly/expr_conversion.hpp>
#include <alkahest/poly/field.hpp>
#include <alkahest/poly/monomial_order.hpp>
#include <alkahest/poly/msolve_format.hpp>
#include <alkahest/poly/polynomial.hpp>
#include <alkahest/poly/ring.hpp>
