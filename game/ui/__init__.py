"""Drawing helpers for the pygame game: layout maths, widgets, the warning overlay, i18n, sprites."""
