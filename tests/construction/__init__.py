"""Tests of the pure-Python Construction reference against the rules page and its worked example."""
