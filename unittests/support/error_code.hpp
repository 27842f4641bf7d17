// unittests/support/error_code.hpp - what a call raised, for CHECKs on error codes.
#pragma once

#include <alkahest/error.hpp>

#include <exception>
#include <string>

namespace alkahest::test {

/// The code of the alkahest::Error f raises, or a description of what
/// happened instead (another exception, nothing), which no code equals.
template <class F> std::string code_of(F &&f) {
  try {
    f();
  } catch (const Error &e) {
    return std::string(e.code());
  } catch (const std::exception &e) {
    return std::string("(not an alkahest::Error: ") + e.what() + ")";
  }
  return "(nothing raised)";
}

/// As code_of, followed by the message: for CHECKs on what the message names.
template <class F> std::string code_and_message_of(F &&f) {
  try {
    f();
  } catch (const Error &e) {
    return std::string(e.code()) + " " + e.what();
  } catch (const std::exception &e) {
    return std::string("(not an alkahest::Error: ") + e.what() + ")";
  }
  return "(nothing raised)";
}

} // namespace alkahest::test
