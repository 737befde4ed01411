"""Texas Hold'em: its layout and drawing helpers."""
