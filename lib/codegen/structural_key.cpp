// lib/codegen/structural_key.cpp - the position-based, length-prefixed encoding of a compiled
// function.
#include "structural_key.hpp"

#include <alkahest/expr/traversal.hpp>

#include <bit>
#include <cstdint>
#include <unordered_map>

namespace alkahest::codegen {
#pragma GCC visibility push(hidden)
namespace {

void put_u64(std::string &s, std::uint64_t v) {
  for (int i = 0; i < 8; ++i)
    s.push_back(static_cast<char>((v >> (8 * i)) & 0xff));
}

void put_bytes(std::string &s, const std::string &bytes) {
  put_u64(s, bytes.size());
  s += bytes;
}

} // namespace

std::string structural_key(std::span<const Node *const> outputs,
                           std::span<const Node *const> inputs,
                           std::span<const Node *const> parameters) {
  // Parameters take the positions after the inputs; the two counts in the
  // header tell which positions are columns.
  std::unordered_map<const Node *, std::uint64_t> input_position;
  for (std::size_t k = 0; k < inputs.size(); ++k)
    input_position.emplace(inputs[k], k);
  for (std::size_t k = 0; k < parameters.size(); ++k)
    input_position.emplace(parameters[k], inputs.size() + k);
  const std::vector<const Node *> order = postorder(outputs);
  std::unordered_map<const Node *, std::uint64_t> index;
  index.reserve(order.size());
  std::string key;
  key.reserve(order.size() * 20 + 32);
  put_u64(key, inputs.size());
  put_u64(key, parameters.size());
  put_u64(key, order.size());
  for (const Node *n : order) {
    index.emplace(n, index.size());
    key.push_back(static_cast<char>(n->kind()));
    switch (n->kind()) {
    case NodeKind::Number: {
      put_bytes(key, numerator(n->number()).str());
      put_bytes(key, denominator(n->number()).str());
      break;
    }
    case NodeKind::Float:
      put_u64(key, std::bit_cast<std::uint64_t>(n->real()));
      break;
    case NodeKind::Symbol:
      put_u64(key, input_position.at(n));
      break;
    case NodeKind::Constant:
      key.push_back(static_cast<char>(n->constant()));
      break;
    case NodeKind::Call:
      key.push_back(static_cast<char>(n->func()));
      break;
    default:
      break;
    }
    if (n->kind() == NodeKind::Add || n->kind() == NodeKind::Mul || n->kind() == NodeKind::Pow ||
        n->kind() == NodeKind::Call) {
      put_u64(key, n->arity());
      for (const Node *c : n->args())
        put_u64(key, index.at(c));
    }
  }
  put_u64(key, outputs.size());
  for (const Node *o : outputs)
    put_u64(key, index.at(o));
  return key;
}

#pragma GCC visibility pop
} // namespace alkahest::codegen
