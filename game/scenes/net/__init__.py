"""The network screens: connecting, the lobby, a new table, each variant's tables."""
