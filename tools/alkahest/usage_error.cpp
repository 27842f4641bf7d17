// tools/alkahest/usage_error.cpp - CLI11's parse errors as coded command-line errors.
#include "usage_error.hpp"

#include <alkahest/error.hpp>

namespace alkahest::cli {

bool is_help_request(const CLI::ParseError &e) {
  return e.get_exit_code() == static_cast<int>(CLI::ExitCodes::Success);
}

void raise_usage_error(const CLI::ParseError &e) {
  std::string what = e.what();
  // The `--` that separate_positionals inserts is not the user's: keep it out of the list.
  if (auto at = what.find(": -- "); at != std::string::npos) what.erase(at + 2, 3);
  if (dynamic_cast<const CLI::RequiredError *>(&e) ||
      dynamic_cast<const CLI::ArgumentMismatch *>(&e))
    raise(ErrorId::CliMissingArgument, what);
  if (dynamic_cast<const CLI::ExtrasError *>(&e)) raise(ErrorId::CliUnknownOption, what);
  if (dynamic_cast<const CLI::ConversionError *>(&e) ||
      dynamic_cast<const CLI::ValidationError *>(&e))
    raise(ErrorId::CliBadNumber, what);
  raise(ErrorId::CliBadArgument, what);
}

} // namespace alkahest::cli
