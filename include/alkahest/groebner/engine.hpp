// alkahest/groebner/engine.hpp - the modular Groebner engine: Buchberger, F4, traces.
#pragma once

#include <alkahest/groebner/buchberger.hpp>
#include <alkahest/groebner/f4.hpp>
#include <alkahest/groebner/macaulay_matrix.hpp>
#include <alkahest/poly.hpp>
