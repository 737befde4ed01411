"""The Duell: its files on disk (saves, statistics, exports)."""
