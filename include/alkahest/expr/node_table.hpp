// alkahest/expr/node_table.hpp - NodeTable: the pool's hash-consing index, an open-addressing table
// of (structural hash, node).
//
// Nodes are never removed, so the table needs no tombstones: linear probing
// over a power-of-two array kept at most half full. Each slot holds the
// node's 64-bit hash beside the pointer, so a probe that meets another hash
// moves on without touching the node, and a miss (the common case while a
// large result is built) costs one cache line, not the bucket, list node and
// Node loads of a node-based std::unordered_multimap.
#pragma once

#include <alkahest/expr/node.hpp>

#include <cstdint>
#include <vector>

namespace alkahest {

class NodeTable {
public:
  /// The node with hash h for which same(node) holds, or null.
  template <class Same> const Node *find(std::uint64_t h, Same &&same) const {
    if (slots_.empty()) return nullptr;
    for (std::size_t i = index(h);; i = (i + 1) & mask()) {
      const Slot &s = slots_[i];
      if (!s.node) return nullptr;
      if (s.hash == h && same(s.node)) return s.node;
    }
  }
  /// Adds a node (not present yet) under its hash.
  void insert(std::uint64_t h, const Node *n) {
    if (2 * (size_ + 1) > slots_.size()) grow(2 * (size_ + 1));
    place(h, n);
    ++size_;
  }
  /// Starts loading the slot where a probe for hash h begins, for a bulk
  /// build that knows its next hashes ahead: the table is far larger than
  /// the caches, so each probe is otherwise a wait on memory.
  void prefetch(std::uint64_t h) const noexcept {
#if defined(__GNUC__)
    if (slots_.empty()) return;
    const Slot *slot = &slots_[index(h)];
    __builtin_prefetch(slot);
    // GCC models the prefetch as free of side effects, so a function doing
    // nothing else counts as pure and its calls (a prefetch in a lambda) are
    // deleted as unused; the empty asm statement keeps them.
    __asm__ volatile("" : : "r"(slot));
#else
    (void)h;
#endif
  }
  /// For a probe whose slot was prefetched earlier: starts loading the node
  /// in that slot when its hash is h (the node a find() will compare).
  void prefetch_match(std::uint64_t h) const noexcept {
#if defined(__GNUC__)
    if (slots_.empty()) return;
    const Slot &s = slots_[index(h)];
    if (s.hash != h || !s.node) return;
    __builtin_prefetch(s.node);
    __asm__ volatile("" : : "r"(s.node)); // as in prefetch()
#else
    (void)h;
#endif
  }
  /// Room for `count` nodes in all without growing.
  void reserve(std::size_t count) {
    if (2 * count > slots_.size()) grow(2 * count);
  }
  std::size_t size() const noexcept { return size_; }

private:
  struct Slot {
    std::uint64_t hash = 0;
    const Node *node = nullptr;
  };
  std::size_t mask() const noexcept { return slots_.size() - 1; }
  // The pool's hashes end in a multiply and an xor-shift; folding the high
  // half in keeps every bit of them in the index.
  std::size_t index(std::uint64_t h) const noexcept {
    return static_cast<std::size_t>(h ^ (h >> 32)) & mask();
  }
  void place(std::uint64_t h, const Node *n) {
    std::size_t i = index(h);
    while (slots_[i].node)
      i = (i + 1) & mask();
    slots_[i] = {h, n};
  }
  void grow(std::size_t min_slots) {
    std::size_t cap = slots_.empty() ? 64 : slots_.size();
    while (cap < min_slots)
      cap *= 2;
    std::vector<Slot> old(cap);
    old.swap(slots_);
    for (const Slot &s : old)
      if (s.node) place(s.hash, s.node);
  }

  std::vector<Slot> slots_;
  std::size_t size_ = 0;
};

} // namespace alkahest
