"""Contact sheet of every sprite, for looking at them: ``python -m game.ui.preview OUT.png``.

Renders the 52 faces, the four-colour and English variants, all card backs
with shadows, chips and chip stacks onto one PNG on felt, and prints how long
the 52 faces take to render cold at width 120 (the table's budget is about
200 ms). Runs headless (sets the dummy video driver unless one is set).
"""

from __future__ import annotations

import argparse
import os
import time


def main(argv: list[str] | None = None) -> int:
    """Write the sheet and print the cold render time."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("out", help="PNG file to write")
    parser.add_argument("--width", type=int, default=100, help="card width on the sheet (px)")
    args = parser.parse_args(argv)

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game.engine import FULL_DECK, Card, Rank, Suit
    from game.ui.cards import BACK_STYLES, CardRenderer, card_size
    from game.ui.tokens import CHIP_COLOURS, chip, stack

    pygame.init()
    pygame.display.set_mode((1, 1))

    cold = CardRenderer()
    start = time.perf_counter()
    for card in FULL_DECK:
        cold.face(card, 120)
    elapsed = (time.perf_counter() - start) * 1000
    print(f"cold render of 52 faces at width 120: {elapsed:.0f} ms")

    w = args.width
    cw, ch = card_size(w)
    gap = max(4, w // 10)
    renderer = CardRenderer()
    suits = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)
    rows = 4 + 1 + 1 + 1
    sheet_w = gap + 13 * (cw + gap)
    sheet_h = gap + rows * (ch + gap) + w + gap
    sheet = pygame.Surface((sheet_w, sheet_h))
    sheet.fill((22, 92, 58))

    def put(surface: pygame.Surface, col: int, row: int, shadow: bool = False) -> None:
        x, y = gap + col * (cw + gap), gap + row * (ch + gap)
        if shadow:
            m = renderer.shadow_margin(w)
            sheet.blit(renderer.shadow(w), (x - m + w // 30, y - m + w // 20))
        sheet.blit(surface, (x, y))

    for row, suit in enumerate(suits):
        for col, rank in enumerate(Rank):
            put(renderer.face(Card.of(rank, suit), w), col, row)
    # Four-colour row: Ass, 10 and Dame of each suit, then the English court indices.
    col = 0
    for suit in suits:
        for rank in (Rank.ACE, Rank.TEN, Rank.QUEEN):
            put(renderer.face(Card.of(rank, suit), w, four_color=True), col, 4)
            col += 1
    put(renderer.face(Card.of(Rank.JACK, Suit.HEARTS), w, locale="en"), 12, 4)
    for style in range(len(BACK_STYLES)):
        put(renderer.back(w, style), style, 5, shadow=True)
    hand = [Card.of(r, s) for r, s in ((14, "s"), (13, "h"), (12, "d"), (11, "c"), (10, "s"))]
    for i, card in enumerate(hand):
        put(renderer.face(card, w), 4 + i, 5, shadow=True)
    marked = renderer.face(Card.of(7, "h"), w)
    put(marked, 10, 5)
    put(renderer.overlay(w, (0, 0, 0, 80)), 10, 5)
    put(renderer.face(Card.of(9, "c"), w), 11, 5)
    put(renderer.outline(w, (255, 214, 110)), 11, 5)

    # Chips and stacks.
    y = gap + 6 * (ch + gap)
    x = gap
    for colour in CHIP_COLOURS:
        sheet.blit(chip(w // 2, colour), (x, y))
        x += w // 2 + gap
    base = y + ch
    for count, colour in (
        (1, CHIP_COLOURS[0]),
        (3, CHIP_COLOURS[1]),
        (6, CHIP_COLOURS[2]),
        (10, CHIP_COLOURS[3]),
        (25, CHIP_COLOURS[4]),
        (999, CHIP_COLOURS[5]),
    ):
        s = stack(count, w // 2, 10, colour, with_label=True)
        sheet.blit(s, s.get_rect(midbottom=(x + w // 4, base)))
        x += w // 2 + gap * 2

    pygame.image.save(sheet, args.out)
    print(f"wrote {args.out} ({sheet_w}x{sheet_h})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
