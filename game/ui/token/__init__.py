"""The token game: its layout and drawing helpers."""
