// tools/alkahest/bench_process.cpp - child processes of the side-by-side suites.
#include "bench_process.hpp"
#include "bench_registry.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

#include <fcntl.h>
#include <spawn.h>

extern char **environ;

namespace alkahest::bench {

std::string env_or(const char *name, const std::string &fallback) {
  const char *v = std::getenv(name);
  return v && *v ? v : fallback;
}

std::string find_msolve() {
  if (const char *p = std::getenv("ALKAHEST_MSOLVE"); p && *p) return access(p, X_OK) == 0 ? p : "";
  std::stringstream path(env_or("PATH", ""));
  for (std::string dir; std::getline(path, dir, ':');) {
    std::string candidate = dir + "/msolve";
    if (!dir.empty() && access(candidate.c_str(), X_OK) == 0) return candidate;
  }
  return "";
}

std::string find_singular() {
  std::string path = env_or("ALKAHEST_SINGULAR", "");
  if (!path.empty()) return access(path.c_str(), X_OK) == 0 ? path : "";
  std::stringstream dirs(env_or("PATH", ""));
  for (std::string dir; std::getline(dirs, dir, ':');) {
    std::string candidate = dir + "/Singular";
    if (!dir.empty() && access(candidate.c_str(), X_OK) == 0) return candidate;
  }
  return "";
}

std::string self_exe() {
  std::vector<char> buf(4096);
  ssize_t n = readlink("/proc/self/exe", buf.data(), buf.size() - 1);
  return n > 0 ? std::string(buf.data(), static_cast<std::size_t>(n)) : "alkahest";
}

namespace {

// The high-water mark of a running process's resident set, KiB (0 once it
// has exited). wait4's ru_maxrss would be simpler, but a spawned child starts
// on its parent's address space, so it never reads below the parent's size.
long resident_high_water_kib(pid_t pid) {
  std::ifstream status(fmt::format("/proc/{}/status", pid));
  for (std::string line; std::getline(status, line);)
    if (line.rfind("VmHWM:", 0) == 0) return std::atol(line.c_str() + 6);
  return 0;
}

} // namespace

std::string basis_polynomials(const std::string &file_text) {
  std::string body;
  std::istringstream in(file_text);
  for (std::string line; std::getline(in, line);)
    if (line.empty() || line[0] != '#') body += line + "\n";
  std::replace(body.begin(), body.end(), '[', ' ');
  if (auto end = body.rfind("]:"); end != std::string::npos) body.erase(end);
  while (!body.empty() &&
         (std::isspace(static_cast<unsigned char>(body.back())) || body.back() == ','))
    body.pop_back();
  return body;
}

std::string failed_run_note(const ChildRun &run, double timeout_s, const std::string &log) {
  return run.timed_out ? fmt::format("ours stopped after {} s", timeout_s)
                       : "ours failed (see " + log + ")";
}

ChildRun run_child(const std::vector<std::string> &argv, const std::string &log, double timeout_s) {
  std::vector<char *> args;
  for (const std::string &a : argv)
    args.push_back(const_cast<char *>(a.c_str()));
  args.push_back(nullptr);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 1, log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  posix_spawn_file_actions_adddup2(&actions, 1, 2);
  ChildRun run;
  auto start = std::chrono::steady_clock::now();
  pid_t pid = -1;
  int rc = posix_spawn(&pid, args[0], &actions, nullptr, args.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  if (rc != 0) return run;
  int status = 0;
  for (;;) {
    // The mark only grows, so the last reading before the exit is the peak
    // to within one polling interval.
    run.peak_kib = std::max(run.peak_kib, resident_high_water_kib(pid));
    if (waitpid(pid, &status, WNOHANG) == pid) break;
    double elapsed =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (elapsed > timeout_s && !run.timed_out) {
      run.timed_out = true;
      kill(pid, SIGKILL);
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  run.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  run.ok = !run.timed_out && WIFEXITED(status) && WEXITSTATUS(status) == 0;
  return run;
}

PolySystem read_basis_file(const std::string &file, const std::string &header) {
  MsolveReadOptions limits;
  limits.max_bytes = std::size_t{1} << 34;
  limits.max_exponent_bytes = std::size_t{1} << 35;
  return parse_msolve(header + basis_polynomials(read_text(file)), MonomialOrder::grevlex(),
                      limits);
}

namespace {

template <class Poly> std::vector<Poly> monic_sorted(std::vector<Poly> polys) {
  for (Poly &p : polys)
    p = p.monic();
  std::sort(polys.begin(), polys.end(), [](const Poly &a, const Poly &b) {
    return std::lexicographical_compare(a.leading_monomial().begin(), a.leading_monomial().end(),
                                        b.leading_monomial().begin(), b.leading_monomial().end());
  });
  return polys;
}

template <class Poly>
std::string compare_monic(const std::vector<Poly> &a, const std::vector<Poly> &b) {
  if (a.size() != b.size())
    return fmt::format("MISMATCH: {} elements here, {} from msolve", a.size(), b.size());
  for (std::size_t i = 0; i < a.size(); ++i)
    if (!std::equal(a[i].leading_monomial().begin(), a[i].leading_monomial().end(),
                    b[i].leading_monomial().begin(), b[i].leading_monomial().end()))
      return fmt::format("MISMATCH: leading monomial of element {}", i);
  for (std::size_t i = 0; i < a.size(); ++i)
    if (!(a[i] == b[i]))
      return fmt::format("MISMATCH: element {} (the leading monomials agree)", i);
  return fmt::format("bases equal ({} elements)", a.size());
}

} // namespace

std::string compare_basis_files(const std::string &ours, const std::string &theirs,
                                const std::string &header, bool modular) {
  try {
    PolySystem a = read_basis_file(ours, header), b = read_basis_file(theirs, header);
    if (modular) return compare_monic(monic_sorted(a.modular()), monic_sorted(b.modular()));
    return compare_monic(monic_sorted(a.polynomials), monic_sorted(b.polynomials));
  } catch (const std::exception &e) {
    return fmt::format("MISMATCH: could not read a basis ({})", e.what());
  }
}

} // namespace alkahest::bench
