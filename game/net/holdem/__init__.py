"""Texas Hold'em: its network variant and wire format."""
