"""The screens of the game, one module each, on the scene stack of `game.app`."""
