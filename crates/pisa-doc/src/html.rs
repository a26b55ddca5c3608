//! The reference as a static site (`pisa doc --html DIR`).
