// alkahest/error.hpp - the error registry and the exception hierarchy.
#pragma once

#include <span>
#include <stdexcept>
#include <string>
#include <string_view>

namespace alkahest {

/// The family an error code belongs to; one exception subclass per family.
enum class ErrorFamily { Expr, Parse, Eval, Cli, Jit, Cuda, Poly, Groebner, Solve };

/// Every error the library can raise, one enumerator per registry row.
enum class ErrorId {
#define ALKAHEST_ERROR(id, code, family, cause, remediation, trigger) id,
#include <alkahest/error_registry.def>
#undef ALKAHEST_ERROR
};

/// One row of the registry: the stable code, its family, cause and remedy,
/// and a minimal input that raises it (the bad-input catalogue).
struct ErrorInfo {
  ErrorId id;
  std::string_view code;
  ErrorFamily family;
  std::string_view cause;
  std::string_view remediation;
  std::string_view trigger;
};

inline constexpr ErrorInfo kErrorRegistry[] = {
#define ALKAHEST_ERROR(id, code, family, cause, remediation, trigger)                              \
  ErrorInfo{ErrorId::id, code, ErrorFamily::family, cause, remediation, trigger},
#include <alkahest/error_registry.def>
#undef ALKAHEST_ERROR
};

/// The whole registry, in table order.
inline std::span<const ErrorInfo> error_registry() { return kErrorRegistry; }

/// The registry row of an id.
inline const ErrorInfo &error_info(ErrorId id) {
  return kErrorRegistry[static_cast<std::size_t>(id)];
}

inline std::string_view family_name(ErrorFamily f) {
  switch (f) {
  case ErrorFamily::Expr:
    return "Expr";
  case ErrorFamily::Parse:
    return "Parse";
  case ErrorFamily::Eval:
    return "Eval";
  case ErrorFamily::Cli:
    return "Cli";
  case ErrorFamily::Jit:
    return "Jit";
  case ErrorFamily::Cuda:
    return "Cuda";
  case ErrorFamily::Poly:
    return "Poly";
  case ErrorFamily::Groebner:
    return "Groebner";
  case ErrorFamily::Solve:
    return "Solve";
  }
  return "?";
}

/// "CODE: detail", the text of an error (Error::what()) and of a report
/// that records one without throwing it.
inline std::string error_text(ErrorId id, std::string_view detail) {
  std::string text(error_info(id).code);
  text += ": ";
  text += detail;
  return text;
}

/// Base of every exception the library throws. what() is
/// "CODE: detail" ; code() and remediation() come from the registry.
class Error : public std::runtime_error {
public:
  Error(ErrorId id, const std::string &detail)
      : std::runtime_error(error_text(id, detail)), id_(id) {}
  ErrorId id() const noexcept { return id_; }
  std::string_view code() const noexcept { return error_info(id_).code; }
  std::string_view remediation() const noexcept { return error_info(id_).remediation; }
  ErrorFamily family() const noexcept { return error_info(id_).family; }

private:
  ErrorId id_;
};

#define ALKAHEST_ERROR_CLASS(Name)                                                                 \
  class Name : public Error {                                                                      \
  public:                                                                                          \
    using Error::Error;                                                                            \
  };
ALKAHEST_ERROR_CLASS(ExprError)
ALKAHEST_ERROR_CLASS(EvalError)
ALKAHEST_ERROR_CLASS(CliError)
ALKAHEST_ERROR_CLASS(JitError)
ALKAHEST_ERROR_CLASS(CudaError)
ALKAHEST_ERROR_CLASS(PolyError)
ALKAHEST_ERROR_CLASS(GroebnerError)
ALKAHEST_ERROR_CLASS(SolveError)
#undef ALKAHEST_ERROR_CLASS

/// A parse error also knows the byte offset in the input it points at
/// (npos when raised without one, e.g. through raise()).
class ParseError : public Error {
public:
  static constexpr std::size_t npos = static_cast<std::size_t>(-1);
  ParseError(ErrorId id, const std::string &detail, std::size_t offset = npos)
      : Error(id, detail), offset_(offset) {}
  std::size_t offset() const noexcept { return offset_; }

private:
  std::size_t offset_;
};

/// Throws the subclass that matches the id's family, so that callers can
/// catch by family (ParseError) or generically (Error).
[[noreturn]] inline void raise(ErrorId id, const std::string &detail) {
  switch (error_info(id).family) {
  case ErrorFamily::Expr:
    throw ExprError(id, detail);
  case ErrorFamily::Parse:
    throw ParseError(id, detail);
  case ErrorFamily::Eval:
    throw EvalError(id, detail);
  case ErrorFamily::Cli:
    throw CliError(id, detail);
  case ErrorFamily::Jit:
    throw JitError(id, detail);
  case ErrorFamily::Cuda:
    throw CudaError(id, detail);
  case ErrorFamily::Poly:
    throw PolyError(id, detail);
  case ErrorFamily::Groebner:
    throw GroebnerError(id, detail);
  case ErrorFamily::Solve:
    throw SolveError(id, detail);
  }
  throw Error(id, detail);
}

} // namespace alkahest
