// lib/codegen/structural_key.hpp - what a compiled function computes, as bytes: the key of every
// compile cache.
#pragma once

#include <alkahest/expr/node.hpp>

#include <span>
#include <string>

namespace alkahest::codegen {
#pragma GCC visibility push(hidden)

/// An unambiguous encoding of the function (outputs of inputs and
/// parameters): the DAG in postorder (kind, function, exact payload, child
/// positions), the output positions and the numbers of inputs and
/// parameters. Symbols are encoded by their position among the inputs, then
/// the parameters, never by name or address (so f(x | a), a parameter a,
/// and f(x, a), two columns, get different keys), so two compiles get the same
/// key exactly when their code computes the same function of its columns,
/// whatever pool their nodes live in. Every variable-length field carries
/// its length, so no two different functions share a key. Precondition:
/// check_inputs() passed. Options that change the code are the caller's to
/// append.
std::string structural_key(std::span<const Node *const> outputs,
                           std::span<const Node *const> inputs,
                           std::span<const Node *const> parameters = {});

#pragma GCC visibility pop
} // namespace alkahest::codegen
