"""The Duell: its network variant and wire format."""
