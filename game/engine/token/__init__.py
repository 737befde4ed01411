"""The token game: its rules (pure: no pygame, no I/O, no clock)."""
