// tools/alkahest/result_output.cpp - checked writes of a command's result (stdout or -o FILE).
#include "result_output.hpp"

#include "commands.hpp"

#include <alkahest/error.hpp>

#include <fmt/format.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace alkahest::cli {
namespace {

[[noreturn]] void raise_write_failed(const std::string &what, int err) {
  raise(ErrorId::CliWriteFailed, fmt::format("{}: {}", what, std::strerror(err)));
}

/// write(2) until every byte is out; the errno of the failure, or 0.
int write_all(int fd, std::string_view text) {
  while (!text.empty()) {
    ssize_t n = ::write(fd, text.data(), text.size());
    if (n < 0) {
      if (errno == EINTR) continue;
      return errno;
    }
    text.remove_prefix(static_cast<std::size_t>(n));
  }
  return 0;
}

} // namespace

int &result_status() {
  static int status = 0;
  return status;
}

void print_result(std::string_view text) {
  errno = 0;
  if (std::fwrite(text.data(), 1, text.size(), stdout) != text.size())
    raise_write_failed("writing the result to stdout failed", errno ? errno : EIO);
}

void finish_stdout() {
  errno = 0;
  if (std::fflush(stdout) != 0 || std::ferror(stdout))
    raise_write_failed("writing the result to stdout failed", errno ? errno : EIO);
  if (std::fclose(stdout) != 0 && errno != EBADF)
    raise_write_failed("closing stdout failed", errno ? errno : EIO);
}

OutputFile::OutputFile(std::string path) : path_(std::move(path)) {
  struct stat st {};
  if (::stat(path_.c_str(), &st) == 0 && !S_ISREG(st.st_mode)) {
    if (S_ISDIR(st.st_mode)) raise(ErrorId::CliIo, "cannot write " + path_ + ": it is a directory");
    fd_ = ::open(path_.c_str(), O_WRONLY | O_CLOEXEC);
    if (fd_ < 0)
      raise(ErrorId::CliIo, fmt::format("cannot write {}: {}", path_, std::strerror(errno)));
    return;
  }
  // The temporary lives beside the file so that the rename cannot cross
  // file systems (rename(2) is atomic only within one).
  std::size_t slash = path_.rfind('/');
  std::string dir = slash == std::string::npos ? "" : path_.substr(0, slash + 1);
  std::string base = slash == std::string::npos ? path_ : path_.substr(slash + 1);
  temp_ = dir + "." + base + ".partial-XXXXXX";
  fd_ = ::mkostemp(temp_.data(), O_CLOEXEC);
  if (fd_ < 0) {
    int err = errno;
    temp_.clear();
    raise(ErrorId::CliIo, fmt::format("cannot write {}: {}", path_, std::strerror(err)));
  }
  // mkstemp creates 0600; a result file gets the permissions open() would give.
  mode_t mask = ::umask(0);
  ::umask(mask);
  ::fchmod(fd_, 0666 & ~mask);
}

OutputFile::~OutputFile() {
  if (fd_ >= 0) ::close(fd_);
  if (!committed_ && !temp_.empty()) ::unlink(temp_.c_str());
}

std::string OutputFile::write_failure() const {
  return temp_.empty() ? "writing " + path_ + " failed"
                       : "writing " + path_ + " failed (the file was left as it was)";
}

void OutputFile::fail(const std::string &what, int err) {
  if (fd_ >= 0) ::close(fd_);
  fd_ = -1;
  if (!temp_.empty()) ::unlink(temp_.c_str());
  temp_.clear();
  raise_write_failed(what, err);
}

void OutputFile::write(std::string_view text) {
  if (int err = write_all(fd_, text)) fail(write_failure(), err);
}

void OutputFile::commit() {
  // fsync reports the delayed write errors of some file systems (NFS, a
  // full thin volume); a device or FIFO may refuse it, which is harmless.
  if (::fsync(fd_) != 0 && errno != EINVAL && errno != EROFS) {
    int err = errno;
    fail(write_failure(), err);
  }
  int fd = fd_;
  fd_ = -1;
  if (::close(fd) != 0) {
    int err = errno;
    fail(write_failure(), err);
  }
  if (!temp_.empty() && ::rename(temp_.c_str(), path_.c_str()) != 0) {
    int err = errno;
    fail(fmt::format("renaming the finished output to {} failed", path_), err);
  }
  committed_ = true;
}

void write_result(const std::string &path, std::string_view text) {
  if (path.empty()) return print_result(text);
  OutputFile out(path);
  out.write(text);
  out.commit();
}

} // namespace alkahest::cli
