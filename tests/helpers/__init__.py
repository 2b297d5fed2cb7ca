"""Helpers shared by the tests and the benchmarks: decks, engines, hypothesis
strategies, seeded positions, planted parity generators, arena agents, the
peers' replays and the benchmarks' report lines."""
