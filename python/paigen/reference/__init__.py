"""Slow, plain, pure-Python implementations of the rules, written straight from
the rules pages. They share no move logic with the C++ core and exist to check it
(parity tests) and to document the rules in executable form."""
