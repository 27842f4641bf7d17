// tools/alkahest/result_output.hpp - checked writes of a command's result (stdout or -o FILE).
#pragma once

#include <string>
#include <string_view>

namespace alkahest::cli {

/// Writes the text to stdout; raises E-CLI-007 when the write fails (a full
/// disk, /dev/full, a closed descriptor), so a lost result is never exit 0.
void print_result(std::string_view text);

/// Flushes and closes stdout at the end of a successful run; raises
/// E-CLI-007 when this or an earlier buffered write failed.
void finish_stdout();

/// A file that appears only when written whole: the text goes to a
/// temporary file in the same directory, which commit() syncs and renames
/// over the path; until then (and after a failure) the path keeps what it
/// held. A path that is not a regular file (/dev/stdout, a FIFO) is written
/// in place.
class OutputFile {
public:
  /// Raises E-CLI-002 when the file (or its temporary) cannot be created.
  explicit OutputFile(std::string path);
  ~OutputFile();
  OutputFile(const OutputFile &) = delete;
  OutputFile &operator=(const OutputFile &) = delete;

  /// Raises E-CLI-007 when the write fails (the temporary is removed).
  void write(std::string_view text);
  /// Raises E-CLI-007 when the flush, sync, close or rename fails.
  void commit();

private:
  std::string write_failure() const;
  [[noreturn]] void fail(const std::string &what, int err);
  std::string path_, temp_;
  int fd_ = -1;
  bool committed_ = false;
};

/// The result to stdout, or to `path` through an OutputFile when not empty.
void write_result(const std::string &path, std::string_view text);

} // namespace alkahest::cli
