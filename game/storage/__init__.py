"""Everything the game keeps on disk: settings, the save game, statistics, round history export.

Pure standard library (no pygame) and kept out of `game.engine`, because it
does file I/O. Files live in the per-user data folder (`paths`), are written
atomically (`atomic`), parsed as JSON only, and a bad file never stops the
game: it is kept aside and the loader answers with defaults or a clear
refusal plus a `Notice` key that the screens translate.
"""

from .atomic import atomic_write_bytes, atomic_write_text, keep_aside
from .duell.saves import clear_match_save, match_save_exists, read_match, save_match
from .duell.stats import (
    DUELL_STATS,
    DuellBestHand,
    DuellPlayerStats,
    DuellSummary,
    finish_match,
    record_match,
    summary_from_match,
)
from .holdem.saves import (
    HoldemTable,
    clear_holdem_save,
    holdem_dict,
    holdem_save_exists,
    holdem_table_id,
    read_holdem,
    save_holdem,
)
from .holdem.stats import (
    HOLDEM_STATS,
    HoldemPlayerStats,
    HoldemSummary,
    finish_holdem,
    record_holdem,
    summary_from_hands,
)
from .notices import Notice
from .paths import HOME_ENV, data_dir, duell_save_path, holdem_save_path, save_path, settings_path, stats_path
from .saves import (
    BackgroundSaver,
    SaveResult,
    SaveStatus,
    clear_save,
    parse_save,
    read_save,
    save_exists,
    save_game,
    write_save,
)
from .settings import (
    CARD_BACK_COUNT,
    Settings,
    load_settings,
    save_settings,
    setup_from_config,
    setup_to_config,
)
from .stats import Stats, StatsSection, load_stats, register_section, reset_stats, save_stats
from .token.stats import (
    TOKEN_STATS,
    BestHand,
    GameSummary,
    PlayerStats,
    SeatSummary,
    finish_game,
    record_game,
    summary_from_game,
)

# The built-in games' sections, read when a caller below the registry names none (the
# registry's `GameInfo.stats` passes the same objects down through the persistence).
for _section in (TOKEN_STATS, DUELL_STATS, HOLDEM_STATS):
    register_section(_section)

__all__ = [
    "DUELL_STATS",
    "HOLDEM_STATS",
    "TOKEN_STATS",
    "StatsSection",
    "register_section",
    "HoldemTable",
    "HoldemPlayerStats",
    "HoldemSummary",
    "clear_holdem_save",
    "finish_holdem",
    "holdem_dict",
    "holdem_save_exists",
    "holdem_save_path",
    "holdem_table_id",
    "read_holdem",
    "record_holdem",
    "save_holdem",
    "summary_from_hands",
    "clear_match_save",
    "match_save_exists",
    "read_match",
    "save_match",
    "DuellBestHand",
    "DuellPlayerStats",
    "DuellSummary",
    "summary_from_match",
    "duell_save_path",
    "finish_match",
    "record_match",
    "BackgroundSaver",
    "BestHand",
    "GameSummary",
    "PlayerStats",
    "SeatSummary",
    "Stats",
    "finish_game",
    "load_stats",
    "summary_from_game",
    "record_game",
    "reset_stats",
    "save_stats",
    "CARD_BACK_COUNT",
    "HOME_ENV",
    "Notice",
    "SaveResult",
    "SaveStatus",
    "Settings",
    "atomic_write_bytes",
    "atomic_write_text",
    "clear_save",
    "data_dir",
    "keep_aside",
    "load_settings",
    "parse_save",
    "read_save",
    "save_exists",
    "save_game",
    "save_path",
    "save_settings",
    "settings_path",
    "setup_from_config",
    "setup_to_config",
    "stats_path",
    "write_save",
]
