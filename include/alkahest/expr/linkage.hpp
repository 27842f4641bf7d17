// alkahest/expr/linkage.hpp - where the larger functions of the expression core are compiled.
//
// Header-only use (CMake's alkahest::expr; ALKAHEST_LINKED not defined):
// every function is inline in these headers, as it always was, and a
// program needs nothing but GMP and fmt.
//
// A program that links libalkahest (CMake's alkahest::alkahest and
// pkg-config's `alkahest` define ALKAHEST_LINKED) sees only the
// declarations of the larger functions: the canonical constructors and the
// pool's interning, printing, traversal, diff, expand, subs, the parser and
// both interpreters. libalkahest compiles their bodies once
// (lib/core/expr_definitions.cpp, which defines ALKAHEST_EXPR_DEFINITIONS
// and gets them as ordinary exported functions), so each translation unit
// of the program neither parses nor generates code for them (the
// README's first program: see docs/getting-started.md, "Compile time").
// Small functions (Expr, Node, the operators, Integer and Rational) stay
// inline in every mode. Within one program every translation unit uses the
// same mode: the CMake targets and the pkg-config file set it.
#pragma once

#if defined(ALKAHEST_EXPR_DEFINITIONS)
// libalkahest's definitions unit: the bodies, as external functions.
#define ALKAHEST_EXPR_BODIES 1
#define ALKAHEST_EXPR_INLINE
#elif defined(ALKAHEST_LINKED)
// A program linking libalkahest: declarations only.
#define ALKAHEST_EXPR_BODIES 0
#define ALKAHEST_EXPR_INLINE
#else
// Header-only.
#define ALKAHEST_EXPR_BODIES 1
#define ALKAHEST_EXPR_INLINE inline
#endif
