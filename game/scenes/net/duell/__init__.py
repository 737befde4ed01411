"""The network table screens of the Duell."""
