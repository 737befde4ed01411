"""The network table screens of the token game."""
