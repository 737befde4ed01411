"""Europäisches Draw Poker: its sessions (local and at a network table)."""
