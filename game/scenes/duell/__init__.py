"""The Duell: its screens."""
