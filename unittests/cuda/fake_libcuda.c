/* unittests/cuda/fake_libcuda.c - a test-only libcuda.so.1 that logs every call and fails on request.
 *
 * FAKE_CUDA_MODE selects the behaviour: ok (2 devices), stub (every call
 * fails with 34, like the toolkit's stub), init_fail, old_driver, zero,
 * jit_fail (the PTX linker fails with a log), oom (cuMemAlloc fails),
 * deinit (from the first cuCtxSynchronize on, every call returns
 * CUDA_ERROR_DEINITIALIZED, as when the driver shuts down first).
 * FAKE_CUDA_LOG names a file that receives one line per call.
 * Built with -DFAKE_OMIT_V2 it lacks cuMemAlloc_v2 (a driver too old, or
 * not a driver at all). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int CUresult;
typedef unsigned long long CUdeviceptr;

static const char *mode(void) {
  const char *m = getenv("FAKE_CUDA_MODE");
  return m ? m : "ok";
}
static int is(const char *m) { return strcmp(mode(), m) == 0; }
static int deinitialized;

static CUresult enter(const char *name) {
  const char *path = getenv("FAKE_CUDA_LOG");
  if (path) {
    FILE *f = fopen(path, "a");
    if (f) {
      fprintf(f, "%s\n", name);
      fclose(f);
    }
  }
  if (is("stub"))
    return 34;
  if (deinitialized)
    return 4;
  return 0;
}
#define ENTER(name)                                                            \
  do {                                                                         \
    CUresult r_ = enter(name);                                                 \
    if (r_)                                                                    \
      return r_;                                                               \
  } while (0)

static int handle_counter = 0x1000;
static void *new_handle(void) { return (void *)(long)(handle_counter += 16); }

CUresult cuInit(unsigned flags) {
  (void)flags;
  ENTER("cuInit");
  return is("init_fail") ? 999 : 0;
}
CUresult cuDriverGetVersion(int *v) {
  ENTER("cuDriverGetVersion");
  *v = is("old_driver") ? 10020 : 13000;
  return 0;
}
CUresult cuGetErrorName(CUresult e, const char **name) {
  if (is("stub"))
    return 34;
  switch (e) {
  case 2: *name = "CUDA_ERROR_OUT_OF_MEMORY"; return 0;
  case 4: *name = "CUDA_ERROR_DEINITIALIZED"; return 0;
  case 218: *name = "CUDA_ERROR_INVALID_PTX"; return 0;
  case 999: *name = "CUDA_ERROR_UNKNOWN"; return 0;
  default: return 1;
  }
}
CUresult cuDeviceGetCount(int *n) {
  ENTER("cuDeviceGetCount");
  *n = is("zero") ? 0 : 2;
  return 0;
}
CUresult cuDeviceGet(int *d, int ordinal) {
  ENTER("cuDeviceGet");
  *d = ordinal;
  return 0;
}
CUresult cuDeviceGetAttribute(int *v, int attr, int dev) {
  (void)dev;
  ENTER("cuDeviceGetAttribute");
  *v = attr == 75 ? 9 : attr == 76 ? 0 : attr == 16 ? 4 : 1;
  return 0;
}
CUresult cuDeviceGetName(char *name, int len, int dev) {
  ENTER("cuDeviceGetName");
  snprintf(name, (size_t)len, "Fake GPU %d", dev);
  return 0;
}
CUresult cuDeviceTotalMem_v2(size_t *bytes, int dev) {
  (void)dev;
  ENTER("cuDeviceTotalMem_v2");
  *bytes = (size_t)1 << 30;
  return 0;
}
CUresult cuDevicePrimaryCtxRetain(void **ctx, int dev) {
  (void)dev;
  ENTER("cuDevicePrimaryCtxRetain");
  *ctx = new_handle();
  return 0;
}
CUresult cuDevicePrimaryCtxRelease_v2(int dev) {
  (void)dev;
  ENTER("cuDevicePrimaryCtxRelease_v2");
  return 0;
}
CUresult cuCtxPushCurrent_v2(void *ctx) {
  (void)ctx;
  ENTER("cuCtxPushCurrent_v2");
  return 0;
}
CUresult cuCtxPopCurrent_v2(void **ctx) {
  ENTER("cuCtxPopCurrent_v2");
  if (ctx)
    *ctx = 0;
  return 0;
}
CUresult cuCtxSynchronize(void) {
  if (is("deinit"))
    deinitialized = 1;
  ENTER("cuCtxSynchronize");
  return 0;
}
CUresult cuMemGetInfo_v2(size_t *free_bytes, size_t *total) {
  ENTER("cuMemGetInfo_v2");
  *free_bytes = (size_t)1 << 28;
  *total = (size_t)1 << 30;
  return 0;
}
#ifndef FAKE_OMIT_V2
CUresult cuMemAlloc_v2(CUdeviceptr *p, size_t bytes) {
  ENTER("cuMemAlloc_v2");
  if (is("oom"))
    return 2;
  *p = (CUdeviceptr)malloc(bytes);
  return 0;
}
#endif
CUresult cuMemFree_v2(CUdeviceptr p) {
  ENTER("cuMemFree_v2");
  free((void *)p);
  return 0;
}
CUresult cuMemHostAlloc(void **p, size_t bytes, unsigned flags) {
  (void)flags;
  ENTER("cuMemHostAlloc");
  *p = malloc(bytes);
  return 0;
}
CUresult cuMemFreeHost(void *p) {
  ENTER("cuMemFreeHost");
  free(p);
  return 0;
}
CUresult cuMemcpyHtoD_v2(CUdeviceptr d, const void *s, size_t n) {
  ENTER("cuMemcpyHtoD_v2");
  memcpy((void *)d, s, n);
  return 0;
}
CUresult cuMemcpyDtoH_v2(void *d, CUdeviceptr s, size_t n) {
  ENTER("cuMemcpyDtoH_v2");
  memcpy(d, (const void *)s, n);
  return 0;
}
CUresult cuMemcpyHtoDAsync_v2(CUdeviceptr d, const void *s, size_t n, void *st) {
  (void)st;
  ENTER("cuMemcpyHtoDAsync_v2");
  memcpy((void *)d, s, n);
  return 0;
}
CUresult cuMemcpyDtoHAsync_v2(void *d, CUdeviceptr s, size_t n, void *st) {
  (void)st;
  ENTER("cuMemcpyDtoHAsync_v2");
  memcpy(d, (const void *)s, n);
  return 0;
}
CUresult cuMemcpyDtoDAsync_v2(CUdeviceptr d, CUdeviceptr s, size_t n, void *st) {
  (void)st;
  ENTER("cuMemcpyDtoDAsync_v2");
  memcpy((void *)d, (const void *)s, n);
  return 0;
}
CUresult cuMemsetD8_v2(CUdeviceptr d, unsigned char v, size_t n) {
  ENTER("cuMemsetD8_v2");
  memset((void *)d, v, n);
  return 0;
}
CUresult cuStreamCreate(void **s, unsigned flags) {
  (void)flags;
  ENTER("cuStreamCreate");
  *s = new_handle();
  return 0;
}
CUresult cuStreamCreateWithPriority(void **s, unsigned flags, int priority) {
  (void)flags, (void)priority;
  ENTER("cuStreamCreateWithPriority");
  *s = new_handle();
  return 0;
}
CUresult cuCtxGetStreamPriorityRange(int *least, int *greatest) {
  ENTER("cuCtxGetStreamPriorityRange");
  *least = 0;
  *greatest = -5;
  return 0;
}
CUresult cuStreamDestroy_v2(void *s) {
  (void)s;
  ENTER("cuStreamDestroy_v2");
  return 0;
}
CUresult cuStreamSynchronize(void *s) {
  (void)s;
  ENTER("cuStreamSynchronize");
  return 0;
}
CUresult cuStreamWaitEvent(void *s, void *e, unsigned f) {
  (void)s, (void)e, (void)f;
  ENTER("cuStreamWaitEvent");
  return 0;
}
CUresult cuEventCreate(void **e, unsigned f) {
  (void)f;
  ENTER("cuEventCreate");
  *e = new_handle();
  return 0;
}
CUresult cuEventRecord(void *e, void *s) {
  (void)e, (void)s;
  ENTER("cuEventRecord");
  return 0;
}
CUresult cuEventSynchronize(void *e) {
  (void)e;
  ENTER("cuEventSynchronize");
  return 0;
}
CUresult cuEventElapsedTime(float *ms, void *a, void *b) {
  (void)a, (void)b;
  ENTER("cuEventElapsedTime");
  *ms = 0;
  return 0;
}
CUresult cuEventDestroy_v2(void *e) {
  (void)e;
  ENTER("cuEventDestroy_v2");
  return 0;
}
CUresult cuModuleLoadDataEx(void **m, const void *image, unsigned n, int *opts, void **vals) {
  (void)image, (void)n, (void)opts, (void)vals;
  ENTER("cuModuleLoadDataEx");
  *m = new_handle();
  return 0;
}
CUresult cuModuleUnload(void *m) {
  (void)m;
  ENTER("cuModuleUnload");
  return 0;
}
CUresult cuModuleGetFunction(void **f, void *m, const char *name) {
  (void)m, (void)name;
  ENTER("cuModuleGetFunction");
  *f = new_handle();
  return 0;
}
CUresult cuFuncGetAttribute(int *v, int attr, void *f) {
  (void)f;
  ENTER("cuFuncGetAttribute");
  *v = attr == 0 ? 1024 : 0;
  return 0;
}
CUresult cuLaunchKernel(void *f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz,
                        unsigned shared, void *stream, void **params, void **extra) {
  (void)f, (void)gx, (void)gy, (void)gz, (void)bx, (void)by, (void)bz, (void)shared, (void)stream, (void)params,
      (void)extra;
  ENTER("cuLaunchKernel");
  return 0;
}

/* The linker: options carry the error-log buffer (option 5) and its size (6). */
static char *link_error_log;
static size_t link_error_size;
static const char kFakeCubin[] = "FAKE-CUBIN";

CUresult cuLinkCreate_v2(unsigned n, int *opts, void **vals, void **state) {
  ENTER("cuLinkCreate_v2");
  link_error_log = 0;
  for (unsigned i = 0; i < n; ++i) {
    if (opts[i] == 5)
      link_error_log = (char *)vals[i];
    if (opts[i] == 6)
      link_error_size = (size_t)vals[i];
  }
  *state = new_handle();
  return 0;
}
CUresult cuLinkAddData_v2(void *state, int type, void *data, size_t size, const char *name, unsigned n, int *o,
                          void **v) {
  (void)state, (void)type, (void)name, (void)n, (void)o, (void)v;
  ENTER("cuLinkAddData_v2");
  if (size == 0 || ((const char *)data)[size - 1] != '\0')
    return 1; /* PTX must arrive NUL-terminated */
  if (is("jit_fail")) {
    if (link_error_log && link_error_size)
      snprintf(link_error_log, link_error_size, "ptxas fatal   : planted failure in the fake driver");
    return 218;
  }
  return 0;
}
CUresult cuLinkComplete(void *state, void **cubin, size_t *size) {
  (void)state;
  ENTER("cuLinkComplete");
  *cubin = (void *)kFakeCubin;
  *size = sizeof kFakeCubin;
  return 0;
}
CUresult cuLinkDestroy(void *state) {
  (void)state;
  ENTER("cuLinkDestroy");
  return 0;
}
