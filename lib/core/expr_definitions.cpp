// lib/core/expr_definitions.cpp - the bodies of the expression core's larger functions, compiled
// once.
//
// Programs that link libalkahest are compiled with ALKAHEST_LINKED (the
// alkahest::alkahest target and pkg-config's alkahest set it) and see only
// the declarations of these functions (alkahest/expr/linkage.hpp); this
// file defines them as ordinary exported functions of libalkahest.so.
// Header-only programs (alkahest::expr) keep compiling the inline bodies.
#define ALKAHEST_EXPR_DEFINITIONS 1
#include <alkahest/expr.hpp>
