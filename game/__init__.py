"""Token poker: five-card draw with tokens, for 2 to 5 players - for fun, never for money.

`game.engine` holds the rules (pure Python); `game.app`, `game.scenes` and
`game.ui` put them on screen with pygame-ce; `game.cli` is the command line.
"""
