"""Drawing helpers for the pygame game: layout maths, widgets, the warning overlay, sprites."""
