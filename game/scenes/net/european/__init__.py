"""The network table screens of Europäisches Draw Poker."""
