// alkahest/poly/gmp_memory.hpp - GMP's out-of-memory behaviour.
#pragma once

namespace alkahest {

/// GMP's own allocator prints "GNU MP: Cannot allocate memory" and aborts the
/// process when malloc fails. After this call (idempotent, thread-safe) an
/// allocation GMP cannot make throws std::bad_alloc instead, which the
/// Groebner and solve entry points report as E-GB-002; they call it
/// themselves. It changes nothing when the program has installed its own GMP
/// memory functions (mp_set_memory_functions) before the first call: those
/// are kept. Memory GMP held for an interrupted operation may leak.
void make_gmp_allocation_throw();

} // namespace alkahest
