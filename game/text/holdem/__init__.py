"""Texas Hold'em: its words (catalogues and formatters)."""
