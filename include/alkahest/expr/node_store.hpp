// alkahest/expr/node_store.hpp - NodeStore: the memory of a pool's nodes and of their children
// arrays, allocated in large blocks and freed only with the pool.
//
// Nodes are never freed before their pool, so neither they nor their
// children arrays need an allocation of their own: a node is placed in the
// next slot of a block of nodes, its children are copied to the end of a
// block of pointers, and the pool's destructor releases whole blocks. A
// sum of 10^5 products then costs a few hundred allocations rather than one
// per node plus one per children array, and the pool's teardown is a walk
// over contiguous blocks instead of a free() per node.
#pragma once

#include <alkahest/expr/node.hpp>

#include <algorithm>
#include <cstddef>
#include <memory>
#include <new>
#include <span>
#include <vector>

namespace alkahest {

class NodeStore {
public:
  NodeStore() = default;
  NodeStore(const NodeStore &) = delete;
  NodeStore &operator=(const NodeStore &) = delete;
  ~NodeStore() {
    for (NodeBlock &b : node_blocks_)
      for (std::size_t i = 0; i < b.used; ++i)
        b.nodes.get()[i].~Node();
  }

  /// Number of nodes placed so far.
  std::size_t size() const noexcept { return count_; }

  /// A copy of `args` that lives as long as the store.
  std::span<const Node *const> copy_args(std::span<const Node *const> args) {
    if (args.empty()) return {};
    if (args.size() > kArgsPerBlock) {
      // A wide node (a sum of many terms) gets a block of its own, so that
      // the current block's free tail is not wasted.
      const Node **own = arg_blocks_.emplace_back(new const Node *[args.size()]).get();
      std::copy(args.begin(), args.end(), own);
      return {own, args.size()};
    }
    if (args.size() > args_left_) {
      arg_blocks_.emplace_back(new const Node *[kArgsPerBlock]);
      args_next_ = arg_blocks_.back().get();
      args_left_ = kArgsPerBlock;
    }
    const Node **out = args_next_;
    std::copy(args.begin(), args.end(), out);
    args_next_ += args.size();
    args_left_ -= args.size();
    return {out, args.size()};
  }

  /// Constructs a node in the next free slot (its children already copied
  /// by copy_args).
  template <class... A> const Node *emplace(A &&...a) {
    if (node_blocks_.empty() || node_blocks_.back().used == node_blocks_.back().capacity) {
      // Blocks double from a small first one: a pool of a handful of nodes
      // stays small, a large one allocates rarely.
      std::size_t capacity = node_blocks_.empty()
                                 ? kFirstNodeBlock
                                 : std::min(2 * node_blocks_.back().capacity, kMaxNodeBlock);
      node_blocks_.push_back({std::unique_ptr<Node, RawDelete>(
                                  static_cast<Node *>(::operator new(capacity * sizeof(Node)))),
                              capacity, 0});
    }
    NodeBlock &b = node_blocks_.back();
    Node *slot = b.nodes.get() + b.used;
    new (slot) Node(std::forward<A>(a)...);
    ++b.used;
    ++count_;
    return slot;
  }

private:
  static constexpr std::size_t kFirstNodeBlock = 64;
  static constexpr std::size_t kMaxNodeBlock = 4096;
  static constexpr std::size_t kArgsPerBlock = 8192;

  struct RawDelete {
    void operator()(Node *p) const noexcept { ::operator delete(p); }
  };
  struct NodeBlock {
    std::unique_ptr<Node, RawDelete> nodes;
    std::size_t capacity;
    std::size_t used;
  };
  std::vector<NodeBlock> node_blocks_;
  std::size_t count_ = 0;

  std::vector<std::unique_ptr<const Node *[]>> arg_blocks_;
  const Node **args_next_ = nullptr;
  std::size_t args_left_ = 0;
};

} // namespace alkahest
