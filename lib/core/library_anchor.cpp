// lib/core/library_anchor.cpp - the one source of libalkahest.so itself; every
// layer is linked in whole from its archive, so this file only anchors the
// target (CMake needs at least one source for a shared library). It defines
// nothing: whatever it defined would be exported beside the API.
