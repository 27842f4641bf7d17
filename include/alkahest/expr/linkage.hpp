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
#elif defined(ALKAHEST_BUILDING_LIBRARY) && defined(__GNUC__)
// libalkahest's own layers: the inline bodies, visible by default. The
// layers compile with -fvisibility-inlines-hidden, and a hidden inline copy
// would make the definitions unit's exported function hidden too (the
// linker keeps the most restrictive visibility of a symbol's definitions).
#define ALKAHEST_EXPR_BODIES 1
#define ALKAHEST_EXPR_INLINE inline __attribute__((visibility("default")))
#else
// Header-only.
#define ALKAHEST_EXPR_BODIES 1
#define ALKAHEST_EXPR_INLINE inline
#endif

// ALKAHEST_INTERNAL marks a namespace of implementation helpers
// (`namespace print_detail ALKAHEST_INTERNAL {`): its functions, types and
// the templates instantiated on them stay out of a shared library's export
// table, libalkahest.so's above all (whose exports are the API). Every
// opening of such a namespace carries it (an opening without it exports
// what it declares). Nothing declared there may be defined in the library
// and called from a program's inline code: a program could not link it.
#if defined(__GNUC__)
#define ALKAHEST_INTERNAL __attribute__((visibility("hidden")))
#else
#define ALKAHEST_INTERNAL
#endif
