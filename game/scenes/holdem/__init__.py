"""Texas Hold'em: its screens."""
