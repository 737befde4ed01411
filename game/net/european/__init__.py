"""Europäisches Draw Poker: its network variant and wire format."""
