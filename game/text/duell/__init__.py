"""The Duell: its words (catalogues and formatters)."""
