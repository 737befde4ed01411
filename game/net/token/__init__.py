"""The token game: its network variant and wire format."""
