"""Europäisches Draw Poker: its words (catalogues and formatters)."""
