"""The token game: its screens."""
