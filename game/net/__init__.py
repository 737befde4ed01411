"""Network play: the protocol, the server (lobby, tables, accounts, ledger) and the client transport.

Nothing here imports pygame. The server side: `protocol` (versioned JSON
messages, validation, schema), `server` (connections, log-in, routing; the
``tokenpoker-server`` command), `lobby`, `table` (one task per table:
seats, game master, timers), `timers`, `fanout` (per-seat projections),
`variant` (the interface a game variant implements) with `token_variant`
and `token_wire` for the token game, `accounts`, `ledger` and `store`
(SQLite), `clock` (injectable time), `limits`. The client side: `client`
(a background thread and queues toward the frame loop); the remote table
session built on it is `game.session.token.remote`. docs/network.md describes
the whole.
"""
