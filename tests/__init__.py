"""paigen's tests: a package, so that the shared helpers import as
``tests.helpers.NAME`` from the tests, the benchmarks and worker processes."""
