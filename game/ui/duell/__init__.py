"""The Duell: its layout and drawing helpers."""
