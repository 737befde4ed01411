"""Sound effects synthesised from code (no sound files) and a fail-safe player.

`Sounds` makes the game's effects - card deal, card flip, chip, a soft
select tick, win and lose jingles, the network "your move" chime - from sine tones and filtered noise, in
the exact sample format the mixer reports, using only the standard `array`
module (no numpy). Each effect is synthesised on first use (or all at once
with `preload`, which the app can call after the first frame so start-up
stays fast). If the mixer cannot start (no audio device, no driver), every
call is a silent no-op: the game never fails because of sound.
"""

from __future__ import annotations

import array
import math
import random
from collections.abc import Callable
from functools import cache

import pygame

from game.crashlog import captured_stderr, startup_log

__all__ = ["SOUND_NAMES", "Sounds", "synthesise"]

#: The effects `Sounds.play` knows.
SOUND_NAMES: tuple[str, ...] = ("deal", "flip", "chip", "select", "win", "lose", "turn")

Wave = list[float]


def _noise(rng: random.Random, n: int) -> Wave:
    return [rng.uniform(-1.0, 1.0) for _ in range(n)]


def _deal(rate: int, rng: random.Random) -> Wave:
    """A short swish: band-limited noise whose brightness rises then falls."""
    n = int(rate * 0.12)
    raw = _noise(rng, n)
    out: Wave = []
    low = slow = 0.0
    for i, x in enumerate(raw):
        t = i / n
        cutoff = 0.08 + 0.5 * math.sin(math.pi * t) ** 2
        low += cutoff * (x - low)
        slow += 0.02 * (low - slow)  # subtracting a slower low-pass removes the rumble
        env = min(1.0, t / 0.12) * (1.0 - t) ** 1.5
        out.append((low - slow) * env * 1.6)
    return out


def _flip(rate: int, rng: random.Random) -> Wave:
    """A card snap: a very short noise click over a low thump."""
    n = int(rate * 0.06)
    out: Wave = []
    for i in range(n):
        t = i / rate
        click = rng.uniform(-1.0, 1.0) * math.exp(-t / 0.004)
        thump = math.sin(2 * math.pi * 150 * t) * math.exp(-t / 0.018)
        out.append(0.55 * click + 0.6 * thump)
    return out


def _chip(rate: int, rng: random.Random) -> Wave:
    """Two chips touching: bright inharmonic partials, struck twice."""
    n = int(rate * 0.16)
    partials = ((3150.0, 1.0), (4720.0, 0.6), (6230.0, 0.35))
    out = [0.0] * n
    for start, gain in ((0.0, 1.0), (0.05, 0.7)):
        s0 = int(start * rate)
        for i in range(n - s0):
            t = i / rate
            env = math.exp(-t / 0.022) * gain
            v = sum(a * math.sin(2 * math.pi * f * t) for f, a in partials)
            if i < rate * 0.002:
                v += rng.uniform(-1.0, 1.0)
            out[s0 + i] += v * env * 0.45
    return out


def _select(rate: int, rng: random.Random) -> Wave:
    """A soft tick for marking a card or pressing a button."""
    n = int(rate * 0.035)
    return [math.sin(2 * math.pi * 1250 * (i / rate)) * math.exp(-(i / rate) / 0.008) * 0.5 for i in range(n)]


_TABLE_BITS = 12


@cache
def _bell_table() -> tuple[float, ...]:
    """One period of the bell tone (fundamental and two overtones).

    Looking the tone up per sample is far cheaper in pure Python than three sin() calls.
    """
    size = 1 << _TABLE_BITS
    return tuple(
        math.sin(2 * math.pi * k / size)
        + 0.3 * math.sin(4 * math.pi * k / size)
        + 0.12 * math.sin(6 * math.pi * k / size)
        for k in range(size)
    )


def _notes(rate: int, notes: tuple[float, ...], step: float, length: float, decay: float) -> Wave:
    """Bell-like notes starting ``step`` seconds apart, each ``length`` seconds long."""
    table = _bell_table()
    mask = len(table) - 1
    count = int(length * rate)
    attack, release = rate * 0.006, max(1, int(0.03 * rate))
    # Attack, exponential decay, and a short release so the cut makes no click.
    env = [
        0.32 * min(1.0, i / attack, (count - i) / release) * math.exp(-i / (decay * rate))
        for i in range(count)
    ]
    total = int(rate * step * (len(notes) - 1)) + count
    out = [0.0] * total
    for k, freq in enumerate(notes):
        s0 = int(k * step * rate)
        inc = freq * len(table) / rate
        note = [table[int(i * inc) & mask] * e for i, e in enumerate(env)]
        out[s0 : s0 + count] = [a + b for a, b in zip(out[s0 : s0 + count], note)]
    return out


def _win(rate: int, rng: random.Random) -> Wave:
    """A rising major arpeggio (C E G C)."""
    return _notes(rate, (523.25, 659.25, 783.99, 1046.5), 0.09, 0.42, 0.16)


def _lose(rate: int, rng: random.Random) -> Wave:
    """A falling minor figure (G E-flat C), slower and softer."""
    wave = _notes(rate, (392.0, 311.13, 261.63), 0.2, 0.5, 0.2)
    return [v * 1.3 for v in wave]


def _turn(rate: int, rng: random.Random) -> Wave:
    """Your move at a network table: two bright high notes, a fourth apart, twice - unlike any
    other effect, so it is heard from another window."""
    wave = _notes(rate, (1318.51, 1760.0, 1318.51, 1760.0), 0.11, 0.3, 0.09)
    return [v * 1.4 for v in wave]


_SYNTHS: dict[str, Callable[[int, random.Random], Wave]] = {
    "deal": _deal,
    "flip": _flip,
    "chip": _chip,
    "select": _select,
    "win": _win,
    "lose": _lose,
    "turn": _turn,
}


def synthesise(name: str, rate: int, seed: int = 7) -> Wave:
    """The samples (floats in -1..1) of effect ``name`` at ``rate`` Hz; same seed, same sound."""
    try:
        synth = _SYNTHS[name]
    except KeyError:
        raise ValueError(f"unknown sound {name!r}") from None
    wave = synth(rate, random.Random(seed))
    peak = max((abs(v) for v in wave), default=0.0)
    gain = 0.9 / peak if peak > 0.9 else 1.0  # normalise anything that would clip
    fade = max(1, int(rate * 0.008))  # end every effect at silence: no click when it stops
    n = len(wave)
    return [v * gain * min(1.0, (n - i) / fade) for i, v in enumerate(wave)]


def _encode(wave: Wave, size: int, channels: int) -> bytes:
    """Pack samples in the mixer's format: ``size`` as pygame.mixer.get_init() reports it."""
    data: array.array[int] | array.array[float]
    if size == -16:
        data = array.array("h", [int(v * 32767) for v in wave])
    elif size == 16:
        data = array.array("H", [int(v * 32767) + 32768 for v in wave])
    elif size == -8:
        data = array.array("b", [int(v * 127) for v in wave])
    elif size == 8:
        data = array.array("B", [int(v * 127) + 128 for v in wave])
    elif size == 32:  # SDL reports float32 output as 32
        data = array.array("f", wave)
    elif size == -32:
        data = array.array("i", [int(v * 2147483647) for v in wave])
    else:
        raise ValueError(f"unsupported sample size {size}")
    raw = data.tobytes()
    if channels == 1:
        return raw
    # Interleave: every frame repeats the sample once per channel (byte-wise slices).
    item = data.itemsize
    out = bytearray(len(raw) * channels)
    for c in range(channels):
        for b in range(item):
            out[c * item + b :: channels * item] = raw[b::item]
    return bytes(out)


class Sounds:
    """Plays the generated effects; silent (never raising) when there is no audio.

    ``enabled`` can be switched at any time (the sound setting); `set_volume`
    takes 0..1. Unknown effect names raise ValueError even when silent, so a
    typo shows up in headless tests too.
    """

    def __init__(self, enabled: bool = True, volume: float = 0.7) -> None:
        self.enabled = enabled
        self._volume = min(1.0, max(0.0, volume))
        self._sounds: dict[str, pygame.mixer.Sound | None] = {}
        self._format: tuple[int, int, int] | None = None
        chatter: list[str] = []
        try:
            if not pygame.mixer.get_init():
                # Without a sound card ALSA prints about ten lines to stderr: the log gets them.
                with captured_stderr() as chatter:
                    pygame.mixer.init()
            self._format = pygame.mixer.get_init()
        except Exception:  # noqa: BLE001 - any failure to open audio (missing module, no device) means silence
            self._format = None
        if chatter:
            startup_log.info("Opening the sound output:\n%s", "\n".join(chatter))

    @property
    def available(self) -> bool:
        """True when a mixer is running and sounds can be heard."""
        return self._format is not None

    @property
    def volume(self) -> float:
        """The effect volume, 0..1."""
        return self._volume

    def set_volume(self, volume: float) -> None:
        """Set the effect volume (clamped to 0..1)."""
        self._volume = min(1.0, max(0.0, float(volume)))

    def preload(self) -> None:
        """Synthesise every effect now (about 0.1-0.2 s), so no first `play` has to."""
        for name in SOUND_NAMES:
            self._get(name)

    def play(self, name: str) -> None:
        """Play effect ``name`` once (a no-op when disabled, muted or without audio)."""
        if name not in _SYNTHS:
            raise ValueError(f"unknown sound {name!r}")
        if not self.enabled or self._volume <= 0.0 or self._format is None:
            return
        sound = self._get(name)
        if sound is None:
            return
        try:
            sound.set_volume(self._volume)
            sound.play()
        except pygame.error:
            pass  # the device went away mid-game: stay quiet

    def _get(self, name: str) -> pygame.mixer.Sound | None:
        if name in self._sounds:
            return self._sounds[name]
        sound: pygame.mixer.Sound | None = None
        if self._format is not None:
            rate, size, channels = self._format
            try:
                sound = pygame.mixer.Sound(buffer=_encode(synthesise(name, rate), size, channels))
            except (pygame.error, ValueError):
                sound = None
        self._sounds[name] = sound
        return sound
