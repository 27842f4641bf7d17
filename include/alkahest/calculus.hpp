// alkahest/calculus.hpp - series and digits on demand (lib/calculus, Arb ball arithmetic).
#pragma once

#include <alkahest/calculus/digits.hpp>
#include <alkahest/calculus/series.hpp>
