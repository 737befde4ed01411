"""The network table screens of Texas Hold'em."""
