"""Texas Hold'em: its files on disk (saves, statistics, exports)."""
