// lib/groebner_gpu/kernels/modular_abi.h - layouts shared by the device kernels and the host: one
// prime's precomputed constants, the per-prime states of the dense eliminations.
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

// Per-prime state carried between the launches of one step-mode elimination,
// on the device (the host enqueues every launch up front and never waits per
// pivot); the host reads next_row as the rank.
struct StepState {
  unsigned int next_row;  // rows above are pivots
  unsigned int pivot_row; // the row holding this column's pivot, or ~0u when none
};

// Columns per panel of the blocked (panel) elimination.
#define GB_PANEL 16u

// Per-prime state of the panel elimination: the pivots of the current panel
// and K^-1 (written by gb_panel_factor, read by gb_panel_w / gb_panel_update;
// the host reads rank).
struct PanelState {
  unsigned int rank;           // pivots found so far (all panels)
  unsigned int count;          // pivots of the current panel
  unsigned int rows[GB_PANEL]; // their rows
  unsigned int cols[GB_PANEL]; // their panel columns
  unsigned int slot[GB_PANEL]; // slot[s]: which of them has echelon index rank - count + s
  unsigned int first_free;     // every row above it is a pivot
  unsigned int kinv[GB_PANEL * GB_PANEL]; // K^-1, row-major
};
