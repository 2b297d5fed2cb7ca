"""paigen's benchmark suites (run under pytest, or one as a module:
``python -m benchmarks.bench_games``)."""
