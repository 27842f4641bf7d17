// tools/alkahest/system_reader.hpp - msolve-format input files and monomial orders as the tool
// reads them.
#pragma once

#include <alkahest/poly/monomial_order.hpp>
#include <alkahest/poly/msolve_format.hpp>

#include <string>
#include <vector>

namespace alkahest::cli {

/// The order an --order option names, for a ring with these variables:
/// "grevlex", "grlex", "lex" (and Singular's dp, Dp, lp); "block(2,1)" (block
/// sizes, grevlex inside each); or blocks by variable names
/// "grevlex(x,y),grevlex(z)", which must list the variables in the file's
/// order. Raises E-CLI-001 with the accepted forms otherwise.
MonomialOrder parse_order_option(const std::string &text,
                                 const std::vector<std::string> &variables);

/// Reads an msolve-format file as users type it: the fast reader first;
/// a file it rejects whose polynomials contain parentheses, such as
/// `(x+1)*(y-2)` or `(x-y)^2`, is read again polynomial by polynomial through
/// the expression parser and expanded. A missing file, a directory or an
/// unreadable one raises E-CLI-002.
PolySystem read_system(const std::string &path, const std::string &order_text = "grevlex");

/// Parses a polynomial typed on the command line (any expression the
/// expression parser reads that expands to a polynomial) into the ring.
PolyQ parse_polynomial_argument(const std::string &text, const PolyRingPtr &ring);

} // namespace alkahest::cli
