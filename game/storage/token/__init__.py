"""The token game's storage: its statistics section."""
