"""Europäisches Draw Poker: its layout and drawing helpers."""
