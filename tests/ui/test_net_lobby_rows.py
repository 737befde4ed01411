"""The lobby's list of tables at 1920x1080, 1280x720 and 960x540, German and English: every column
is whole (no "…": "1/2 Plät…", "Spiel lä…", "0 Zusc…" were cut short in German at every size) and
none runs into another; the list scrolls to the chosen table."""

from __future__ import annotations

import os

import pygame
import pytest

from game.text.net_words import table_options
from tests.net.helpers import Lab, seat_everybody

from .net_helpers import run_until
from .test_net_screens import _lobby


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720), (960, 540)])
@pytest.mark.parametrize("language", ["de", "en"])
def test_lobby_rows_keep_to_their_columns(make_app, lab: Lab, size: tuple[int, int], language: str) -> None:
    app = make_app(size)
    lobby = _lobby(app, lab, "Gero")
    app.translator.language = language
    for name, variant, options in (
        ("Cora", "token", {"tokens": 2, "computers": 1}),
        ("Dirk", "european", {}),
        ("Emil", "token", {"mode": "aufsteigend", "tokens": 999, "computers": 4}),
        ("Fritz", "holdem", {"big_blind": 40, "computers": 2}),
        ("Gisa", "holdem", {"format": "cash", "big_blind": 20, "min_buy_in": 200, "max_buy_in": 1000}),
    ):
        seat_everybody(lab, [lab.person(name)], variant, **options)
    lobby.session.refresh_tables()
    run_until(app, lambda: len(lobby.session.tables) == 5, what="five tables")
    rows = list(lobby.session.tables)
    app.step(1 / 60)
    if os.environ.get("NP_SHOTS"):
        pygame.image.save(app.screen, f"/tmp/npo/lobby_{size[0]}_{language}.png")
    assert lobby.row_rects
    seen = set()
    for chosen in range(len(rows)):  # Down through the list: the chosen row is always drawn
        lobby.selected = chosen
        app.step(1 / 60)
        first = lobby.first_row
        assert first <= chosen < first + len(lobby.row_rects), (chosen, first, len(lobby.row_rects))
        for rect, summary in zip(lobby.row_rects, rows[first:]):
            seen.add(summary.table)
            cells = lobby.row_cells(rect, summary)
            for i, (shown, face, cell) in enumerate(cells):
                assert "…" not in shown, (shown, size, language)
                assert face.size(shown)[0] <= cell.width and rect.contains(cell), (shown, cell, rect)
                for _, _, other in cells[i + 1 :]:
                    assert not cell.colliderect(other), (shown, cell, other)
            options = cells[2][0]
            # each variant's stakes: tokens, the European stake, the Hold'em blinds
            assert any(n in options for n in ("2", "999", "10", "20/40")), options
    assert seen == {row.table for row in rows}
    # the keys under the list stay inside its panel (one line ran into the chat beside it), whole
    body, chat = lobby._lobby_split()
    width = body.width - app.px(28)
    keys = lobby.key_rows(width)
    small = app.fonts(app.px(15))
    assert all(small.size(row)[0] <= width for row in keys), keys
    assert "   ".join(keys) == app.t("net.lobby.keys")
    top = body.bottom - app.px(6) - len(keys) * small.get_linesize()
    assert lobby.row_rects[-1].bottom <= top and body.right < chat.left
    first = lobby.row_cells(lobby.row_rects[0], rows[0])[2][0]
    assert first.startswith(("Absteigend", "Descending"))


@pytest.mark.parametrize(
    ("language", "one", "two"),
    [
        ("en", "1 token, 1 computer", "2 tokens, 2 computers"),
        ("de", "1 Marke, 1 Computer", "2 Marken, 2 Computer"),
    ],
)
def test_one_computer_and_one_token_are_said_in_the_singular(
    make_app, lab: Lab, language: str, one: str, two: str
) -> None:
    app = make_app()
    lobby = _lobby(app, lab, "Gero")
    app.translator.language = language
    seat_everybody(lab, [lab.person("Cora")], "token", tokens=1, computers=1)
    seat_everybody(lab, [lab.person("Dirk")], "token", tokens=2, computers=2)
    lobby.session.refresh_tables()
    run_until(app, lambda: len(lobby.session.tables) == 2, what="two tables")
    app.step(1 / 60)
    words = [table_options(row.variant, row.options, app.t) for row in lobby.session.tables]
    assert words[0].endswith(one) and words[1].endswith(two), words
    shown = [lobby.row_cells(rect, row)[2][0] for rect, row in zip(lobby.row_rects, lobby.session.tables)]
    assert shown[0] == words[0]  # the row says it (the longer one may end in "…")


@pytest.mark.parametrize(
    ("language", "stakes", "free", "full"),
    [
        ("de", "Cash, NL 10/20, Buy-in 200-1000", "1 frei", "voll"),
        ("en", "cash, NL 10/20, buy-in 200-1000", "1 free", "full"),
    ],
)
def test_a_cash_table_shows_its_stakes_and_free_seats(
    make_app, lab: Lab, language: str, stakes: str, free: str, full: str
) -> None:
    """A Hold'em cash table's row: cash, the structure with the blinds (NL, PL, limit) and the buy-in
    from the minimum to the maximum; instead of a sit-and-go's registrations, the seats still free
    (or that it is full)."""
    app = make_app()
    lobby = _lobby(app, lab, "Gero")
    app.translator.language = language
    cash = {"format": "cash", "seats": 3, "big_blind": 20, "min_buy_in": 200, "max_buy_in": 1000}
    seat_everybody(lab, [lab.person("Cora"), lab.person("Dirk")], "holdem", **cash)
    lobby.session.refresh_tables()
    run_until(app, lambda: [t.seats for t in lobby.session.tables] == [2], what="the cash table, two seated")
    app.step(1 / 60)
    cells = [shown for shown, _, _ in lobby.row_cells(lobby.row_rects[0], lobby.session.tables[0])]
    assert cells[2] == stakes and cells[4] == free, cells
    assert lab.person("Emil").session.sit(lobby.session.tables[0].table)
    lobby.session.refresh_tables()
    run_until(app, lambda: [t.seats for t in lobby.session.tables] == [3], what="the third seat taken")
    app.step(1 / 60)
    assert lobby.row_cells(lobby.row_rects[0], lobby.session.tables[0])[4][0] == full
