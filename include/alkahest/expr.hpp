// alkahest/expr.hpp - the header-only expression core (GMP and fmt only).
#pragma once

#include <alkahest/error.hpp>
#include <alkahest/expr/canonical.hpp>
#include <alkahest/expr/canonical_monomials.hpp>
#include <alkahest/expr/decimal_literal.hpp>
#include <alkahest/expr/derivatives.hpp>
#include <alkahest/expr/diff.hpp>
#include <alkahest/expr/expand.hpp>
#include <alkahest/expr/handle.hpp>
#include <alkahest/expr/interpret.hpp>
#include <alkahest/expr/node.hpp>
#include <alkahest/expr/number.hpp>
#include <alkahest/expr/operators.hpp>
#include <alkahest/expr/parse.hpp>
#include <alkahest/expr/pool.hpp>
#include <alkahest/expr/print.hpp>
#include <alkahest/expr/rationalize.hpp>
#include <alkahest/expr/subs.hpp>
#include <alkahest/expr/traversal.hpp>
