// lib/groebner_gpu/kernels/modular_abi.h - layout shared by the device kernels and the host: one prime's precomputed constants.
#pragma once

/// A 31-bit prime p with the constants of its two reductions:
/// Montgomery (R = 2^32): minv = -p^-1 mod 2^32, r2 = R^2 mod p;
/// Barrett: mu = floor(2^64 / p).
struct GbPrime {
  unsigned int p;
  unsigned int minv;
  unsigned int r2;
  unsigned int pad;
  unsigned long long mu;
};
