"""The token game: its sessions (local and at a network table)."""
