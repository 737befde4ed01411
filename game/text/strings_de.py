# ruff: noqa: E501 - one catalogue entry per line reads better than split strings
"""German UI strings (the default language), gender-neutral like the rules text.

Keys are shared with `strings_en`; a test checks both catalogues have the same
keys and placeholders. The warning overlay is not here: it always shows the
German text of `game.legal`.
"""

STRINGS: dict[str, str] = {
    # app
    "app.title": "Token-Poker",
    "app.subtitle": "Poker mit Spielmarken und Spielchips - nur zum Spaß",
    # start menu
    "menu.continue": "Token-Spiel fortsetzen",
    "menu.new_game": "Neues Spiel",
    "menu.rules": "Spielregeln",
    "menu.settings": "Einstellungen",
    "menu.license": "Lizenz",
    "menu.quit": "Beenden",
    "menu.tagline": "Token-Spiel · Duell · Texas Hold'em · Netzwerk - Menschen und Computer gemischt",
    # license
    "license.title": "Lizenz",
    "license.first_start": "Bitte lies die Lizenz und akzeptiere sie, um zu spielen.",
    "license.accept": "Akzeptieren",
    "license.decline": "Beenden",
    "license.back": "Zurück",
    "license.missing": "License.md wurde nicht gefunden.",
    "license.demo": "Demo: Die Lizenz wird nur angezeigt, nicht gespeichert.",
    # a crash (game.ui.crash_screen) and a background thread that failed
    "crash.title": "Token-Poker muss beendet werden",
    "crash.body": "Ein unerwarteter Fehler ist aufgetreten. Der Bericht dazu steht in dieser Datei:",
    "crash.close": "Eine Taste oder ein Klick schließt das Fenster.",
    "crash.thread": "Ein Fehler im Hintergrund wurde protokolliert: {path}",
    # setup
    "setup.title": "Neues Spiel",
    "setup.seats": "Plätze",
    "setup.seat": "Platz {n}",
    "setup.human": "Mensch",
    "setup.computer": "Computer",
    "setup.name": "Name",
    "setup.level": "Stufe",
    "setup.mode": "Modus",
    "setup.tokens": "Spielmarken T",
    "setup.rules": "Regelwerk",
    "setup.add_seat": "Platz hinzufügen",
    "setup.remove_seat": "Platz entfernen",
    "setup.start": "Spiel starten",
    "setup.back": "Zurück",
    "setup.default_human": "Spieler {n}",
    "setup.default_computer": "Computer {n}",
    "setup.confirm_replace_save": "Es gibt ein gespeichertes, nicht beendetes Spiel. Ein neues Spiel ersetzt es - das gespeicherte geht dabei verloren.",
    "setup.replace_save": "Neues Spiel starten",
    "setup.keep_save": "Zurück",
    "setup.error_names": "Jeder Platz braucht einen eigenen, nicht leeren Namen.",
    "setup.name_too_long": "Namen haben höchstens {n} Zeichen.",
    "setup.error": "Ungültige Einstellungen: {reason}",
    "setup.mode_help_absteigend": "Alle starten mit T Marken; die schwächste Hand verliert eine. Wer zuletzt Marken hat, gewinnt.",
    "setup.mode_help_aufsteigend": "Alle starten mit 0 Marken; die beste Hand gewinnt eine. Wer zuletzt T nicht erreicht hat, verliert.",
    "setup.rules_help_original": "Original: Ass nur hoch, Gleichstand entscheidet die höchste Karte der Kombination.",
    "setup.rules_help_standard": "Standard: internationale Pokerregeln mit Beikarten; A-2-3-4-5 ist eine Straße.",
    "mode.absteigend": "Absteigend",
    "mode.aufsteigend": "Aufsteigend",
    "rules.original": "Original",
    "rules.standard": "Standard",
    "level.anfaenger": "Anfänger",
    "level.normal": "Normal",
    "level.profi": "Profi",
    # settings
    "settings.title": "Einstellungen",
    "settings.language": "Sprache",
    "settings.animation_speed": "Animationstempo",
    "settings.sound": "Ton",
    "settings.volume": "Lautstärke",
    "settings.no_audio": "Kein Tonausgang gefunden - das Spiel bleibt stumm",
    "settings.fullscreen": "Vollbild",
    "settings.four_color": "Farben der Symbole",
    "settings.card_back": "Kartenrücken",
    "settings.show_hint": "Tastenhilfe",
    "settings.back": "Zurück",
    "settings.on": "An",
    "settings.off": "Aus",
    "settings.two_colors": "2 Farben",
    "settings.four_colors": "4 Farben",
    "settings.card_back_n": "Motiv {n}",
    "settings.speed_slow": "Langsam",
    "settings.speed_normal": "Normal",
    "settings.speed_fast": "Schnell",
    "settings.speed_very_fast": "Sehr schnell",
    "settings.percent": "{n} %",
    "lang.de": "Deutsch",
    "lang.en": "English",
    # rules screen
    "rules.title": "Spielregeln",
    "rules.back": "Zurück",
    "rules.ranking": "Rangfolge der Hände (höchste zuerst)",
    "rules.body": (
        "# Ablauf einer Runde\n"
        "Jede Person erhält fünf Karten aus einem frisch gemischten Deck mit 52 Karten. "
        "Reihum - links vom Geber beginnend - tauscht jede Person 0 bis 5 Karten: "
        "Die abgelegten Karten kommen verdeckt unter den Stapel, von oben wird gleich viel nachgezogen. "
        "Wie viele Karten jemand getauscht hat, sehen alle. Dann werden alle Hände aufgedeckt und bewertet.\n\n"
        "# Absteigend\n"
        "Alle starten mit T Spielmarken. Jede Person mit der schwächsten Hand verliert eine Marke; "
        "wer keine Marke mehr hat, scheidet aus. Wer zuletzt noch Marken hat, gewinnt.\n\n"
        "# Aufsteigend\n"
        "Alle starten mit 0 Marken. Jede Person mit der besten Hand erhält eine Marke; "
        "wer T erreicht, ist sicher raus. Wer zuletzt T nicht erreicht hat, verliert.\n\n"
        "# Gleichstand\n"
        "Sind alle Hände gleich stark, ändert sich nichts (Gleichstand - keine Wertung). "
        "Farben haben keinen Rang.\n\n"
        "# Regelwerk Original\n"
        "Das Ass ist nur hoch (A-2-3-4-5 ist keine Straße). Bei gleicher Kategorie "
        "entscheidet die höchste Karte der gewerteten Kombination, sonst ist es ein Gleichstand.\n\n"
        "# Regelwerk Standard\n"
        "Internationale Pokerregeln: A-2-3-4-5 ist die niedrigste Straße, "
        "Gleichstände werden über alle Karten und Beikarten entschieden.\n\n"
        "Gespielt wird nur zum Spaß - nie um Geld."
    ),
    "rules.keys": (
        "# Tasten am Tisch\n"
        "1-5: Karte markieren (noch einmal: Markierung weg)\n"
        "Enter oder T: tauschen (nichts markiert: alle behalten)\n"
        "? oder F2: Tipp\n"
        "H: Verlauf\n"
        "F1: Spielregeln\n"
        "Esc: Pause\n"
        "Jede Taste, jeder Klick: laufende Animation überspringen\n\n"
        "# Auswertung einer Runde\n"
        "Leertaste, N oder Enter: nächste Runde\n"
        "W: den Rest des Spiels zuschauen (wenn du ausgeschieden oder sicher bist)\n"
        "H: Verlauf · F1: Spielregeln · Esc: Pause\n\n"
        "# Verlauf\n"
        "Pfeiltasten, Bild auf/ab, Pos1/Ende: blättern\n"
        "E: als Text exportieren\n"
        "H oder Esc: zurück\n\n"
        "# Spielende\n"
        "Enter: Revanche · Esc: Menü\n\n"
        "# Duell am Tisch\n"
        "S: setzen · W: warten · O: eröffnen · E: erhöhen\n"
        "T: tauschen (mitgehen und weiter zum Tausch; beim Tausch: bestätigen)\n"
        "R: prüfen · P: passen\n"
        "1-5: Karte zum Tausch markieren (höchstens 4)\n"
        "Betrag: Mausrad oder Pfeiltasten; Pos1, Bild ab, Bild auf, Ende: Minimum, halber Pot, Pot, alles; "
        "Zahl tippen; Enter: setzen; Esc: zurück\n"
        "Leertaste, N oder Enter: nächste Runde · H: Verlauf · ? oder F2: Tipp\n\n"
        "# Neues Spiel\n"
        "T: Token-Spiel · D: Duell\n"
        "Strg+A: Namen markieren (Tippen ersetzt ihn)\n"
        "Strg+Enter: Spiel starten (aus jedem Feld) · F1: Regeln\n\n"
        "# Netzwerk\n"
        "Lobby: S: hinsetzen · Z: zuschauen · N: Tisch eröffnen · R: Rangliste · F: Spiel filtern · "
        "E: Einladung annehmen · .: Lobby-Chat · Esc: abmelden\n"
        "Rangliste: Pfeile: Name wählen · Enter: Profil · P: mein Profil · Namen tippen: jedes Profil\n"
        "Am Tisch: S: Spiel starten (Spielleitung) · X: Tisch verlassen · .: Chat (Enter: senden)\n"
        "Profil am Tisch: Klick auf den Namen einer Person · I: die nächste Person "
        "(im Profil: I weiter, Esc zurück zum Tisch)\n"
        "Zwischen den Spielen: A: abwesend/da (abwesend: der Timer zieht für dich) · J/N: abstimmen\n"
        "Hold'em-Cash-Tisch: O: aussetzen/zurückkommen · K: nachkaufen · U: aufstehen · "
        "T oder Klick auf einen freien Platz: hinsetzen (Buy-in wählen; B: Big Blind jetzt zahlen, "
        "W: auf den Big Blind warten)\n"
        "Chat-Befehle: /m NAME TEXT (private Nachricht) · /ignorieren NAME · /zulassen NAME · "
        "/einladen NAME · /entfernen NAME GRUND (wer den Tisch eröffnet hat; entfernt: 30 Minuten kein "
        "Platz an diesem Tisch) · /abstimmen NAME GRUND (die Mehrheit der anderen entfernt) · /ja · /nein · "
        "/weg · /da · /profil NAME (das Profil, in der Lobby)\n"
        "Private Tische: Passwort beim Eröffnen, Schloss in der Lobby; Eingeladene brauchen keins.\n"
        "Am Zug: ein eigener Ton, das Fenster blinkt (wenn es nicht vorn ist), die Restzeit steht da - "
        "jedes davon in den Einstellungen abschaltbar.\n"
        "Europäisches Draw Poker: B: setzen · H: Karten sehen! · P: passen (J: ja, N: nein) · "
        "1-5, D: tauschen · R: Karten zeigen\n"
        "Tipps (? oder F2) gibt es nur an lokalen Tischen: im Netzwerk spielen Menschen gegeneinander.\n\n"
        "# Überall\n"
        "Tab/Umschalt+Tab, Pfeiltasten: wählen\n"
        "Enter oder Leertaste: bestätigen\n"
        "Esc: zurück\n"
        "M: Ton aus/an\n"
        "F11: Vollbild"
    ),
    "sound.off": "Ton aus (M: wieder an)",
    "sound.on": "Ton an",
    "pause.title": "Pause",
    "pause.resume": "Weiter",
    "pause.rules": "Spielregeln",
    "pause.settings": "Einstellungen",
    "pause.menu": "Zum Menü",
    "pause.confirm_menu": "Das laufende Spiel verlassen und zum Menü zurückkehren?",
    # dialog
    "dialog.yes": "Ja",
    "dialog.no": "Nein",
    "dialog.ok": "OK",
    "dialog.cancel": "Abbrechen",
    # statistics screen
    "menu.stats": "Statistik",
    "stats.title": "Statistik",
    "stats.humans": "Menschen ({n})",
    "stats.computers": "Computer ({n})",
    "stats.name": "Name",
    "stats.games_total": "Spiele: {n}",
    "stats.level_games": "{level} · Spiele: {n}",
    "stats.level_unknown": "Stufe ?",
    "stats.mode_games": "Spiele: {n}",
    "stats.mode_record": "Siege {wins} · Niederlagen {losses}",
    "stats.mode_none": "-",
    "stats.places": "Plätze",
    "stats.place": "{place}. Platz: {n}",
    "stats.rounds": "Runden",
    "stats.best_hand": "Beste Hand",
    "stats.rules_note": "Regelwerk {rules}",
    "stats.empty_humans": "Noch keine beendeten Spiele von Menschen.",
    "stats.empty_computers": "Noch keine beendeten Spiele von Computern.",
    "stats.reset": "Zurücksetzen",
    "stats.confirm_reset": "Die gesamte Statistik löschen? Das lässt sich nicht rückgängig machen.",
    "stats.reset_done": "Statistik zurückgesetzt",
    "stats.back": "Zurück",
    "hint.stats": "Tab wählen · Pfeiltasten oder Mausrad blättern · Esc zurück",
    # round history (Verlauf)
    "history.title": "Verlauf",
    "history.subtitle": "{mode}, T = {tokens}, Regelwerk {rules}",
    "history.round": "Runde {n}",
    "history.dealer": "Geber: {name}",
    "history.before": "Vor dem Tausch",
    "history.after": "Nach dem Tausch",
    "history.keeps": "behält alle",
    "history.unseen": "gegeben: nicht zu sehen",
    "history.exchanges": "tauscht {n}",
    "history.tokens": "Marken {after} ({delta})",
    "history.tokens_same": "Marken {n}",
    "history.out": "scheidet aus",
    "history.safe": "ist sicher raus",
    "history.verdict": "Beste Hand: {best} · Schwächste Hand: {worst}",
    "history.tie": "Gleichstand - keine Wertung",
    "history.empty": "Noch keine Runde beendet.",
    "history.running": "Runde {n} läuft - sie erscheint nach der Auswertung.",
    "history.export": "Als Text exportieren",
    "history.export_empty": "Nichts zu exportieren: noch keine Hand beendet.",
    "history.file": "verlauf",
    "history.exported": "Verlauf gespeichert: {path}",
    "history.back": "Zurück",
    "hint.history": "Pfeiltasten oder Mausrad blättern · E exportieren · Esc oder H zurück",
    "hint.history_key": "H Verlauf",
    # cover (hot seat)
    "cover.title": "{name} ist am Zug",
    "cover.look_away": "Alle anderen schauen bitte weg.",
    "cover.show": "Karten von {name} anzeigen",
    # table
    "table.round": "Runde {n}",
    "table.stake_descending": "Schwächste Hand: -1",
    "table.stake_ascending": "Beste Hand: +1",
    "table.dealer": "Geber",
    "table.exchanges": "tauscht {n}",
    "table.exchanged": "hat {n} getauscht",
    "table.keeps": "behält alle",
    "table.thinking": "überlegt ...",
    "table.your_turn": "Du bist am Zug",
    "table.turn_of": "{name} ist am Zug",
    "table.tokens": "{n} Marken",
    "table.token_one": "1 Marke",
    "table.target": "Ziel: {n}",
    "table.out": "ausgeschieden",
    "table.safe": "sicher",
    "table.exchange_button": "Tauschen ({n})",
    "table.keep_button": "Alle behalten",
    "table.next_round": "Nächste Runde",
    "table.stock": "Stapel",
    "table.mark_card": "Klick: Karte zum Tausch markieren",
    "table.unmark_card": "Klick: Markierung aufheben",
    "hint.exchange": "1-5 Karte markieren · Enter/T tauschen · F1 Regeln · Esc Pause",
    "hint.wait": "Beliebige Taste oder Klick: Animation überspringen · Esc Pause",
    "hint.results": "Leertaste/N nächste Runde · F1 Regeln · Esc Pause",
    "hint.results_continue": "Leertaste/N weiter · F1 Regeln · Esc Pause",
    "hint.game_over": "Enter Revanche · Esc Menü",
    "hint.game_over_net": "Enter/Esc zurück zum Tisch",
    "hint.cover": "Enter: Karten anzeigen",
    # round results
    "results.title": "Runde {n} - Auswertung",
    "results.tie": "Gleichstand - keine Wertung",
    "results.loses_token": "{name} verliert eine Marke",
    "results.gains_token": "{name} erhält eine Marke",
    "results.best": "beste Hand",
    "results.worst": "schwächste Hand",
    "results.left_out": "{name} scheidet aus",
    "results.left_safe": "{name} hat T erreicht und ist sicher",
    "results.deciding": "entscheidend: {card}",
    "results.next": "Nächste Runde",
    "results.watch": "Rest zuschauen (W)",
    "results.watch_stop": "Anhalten (W)",
    "results.reason_worst": "schwächste Hand: {hand}",
    "results.reason_best": "beste Hand: {hand}",
    # game over
    "gameover.title": "Spielende",
    "gameover.winner": "{name} gewinnt!",
    "gameover.loser": "{name} verliert.",
    "gameover.rounds": "Gespielte Runden: {n}",
    "gameover.place": "Platz",
    "gameover.name": "Name",
    "gameover.tokens": "Marken",
    "gameover.rematch": "Revanche",
    "gameover.menu": "Menü",
    "gameover.place_n": "{n}.",
    # hand categories
    "cat.0": "Höchste Karte",
    "cat.1": "Ein Paar",
    "cat.2": "Zwei Paare",
    "cat.3": "Drilling",
    "cat.4": "Straße",
    "cat.5": "Flush",
    "cat.6": "Full House",
    "cat.7": "Vierling",
    "cat.8": "Straight Flush",
    "cat.9": "Royal Flush",
    "cat.example.0": "keine Kombination - die höchste Karte zählt",
    "cat.example.1": "zwei Karten gleichen Werts",
    "cat.example.2": "zwei Paare",
    "cat.example.3": "drei Karten gleichen Werts",
    "cat.example.4": "fünf Werte in Folge",
    "cat.example.5": "fünf Karten einer Farbe",
    "cat.example.6": "Drilling und Paar",
    "cat.example.7": "vier Karten gleichen Werts",
    "cat.example.8": "Straße in einer Farbe",
    "cat.example.9": "10 bis Ass in einer Farbe",
    # described hands
    "hand.0": "Höchste Karte: {rank}",
    "hand.1": "Ein Paar, {ranks}",
    "hand.2": "Zwei Paare, {ranks}",
    "hand.3": "Drilling, {ranks}",
    "hand.4": "Straße, {rank} hoch",
    "hand.5": "Flush, {rank} hoch",
    "hand.6": "Full House, {ranks} und {ranks2}",
    "hand.7": "Vierling, {ranks}",
    "hand.8": "Straight Flush, {rank} hoch",
    "hand.9": "Royal Flush",
    # values, singular and plural
    "rank.2": "2",
    "rank.3": "3",
    "rank.4": "4",
    "rank.5": "5",
    "rank.6": "6",
    "rank.7": "7",
    "rank.8": "8",
    "rank.9": "9",
    "rank.10": "10",
    "rank.11": "Bube",
    "rank.12": "Dame",
    "rank.13": "König",
    "rank.14": "Ass",
    "ranks.2": "Zweien",
    "ranks.3": "Dreien",
    "ranks.4": "Vieren",
    "ranks.5": "Fünfen",
    "ranks.6": "Sechsen",
    "ranks.7": "Siebenen",
    "ranks.8": "Achten",
    "ranks.9": "Neunen",
    "ranks.10": "Zehnen",
    "ranks.11": "Buben",
    "ranks.12": "Damen",
    "ranks.13": "Könige",
    "ranks.14": "Asse",
    "suit.d": "Karo",
    "suit.s": "Pik",
    "suit.h": "Herz",
    "suit.c": "Kreuz",
    "card.name": "{suit} {rank}",
    # table screen additions
    "table.dealer_short": "G",
    "hint.table": "F1 Regeln · Esc Pause · M Ton · F11 Vollbild",
    "results.continue": "Weiter",
    "results.final": "Letzte Runde - das Spiel ist entschieden",
    "gameover.out_round": "Runde {n}",
    "gameover.still_in": "bis zum Schluss",
    "settings.turn_sound": "Am Zug (Netzwerk): Ton",
    "settings.turn_flash": "Am Zug: Fenster blinkt",
    "settings.turn_timer": "Am Zug: Restzeit zeigen",
    # the "Tipp" hint on the table (game/scenes/token/tips.py)
    "settings.show_tips": "Tipps (Gewinnchancen)",
    "settings.confirm_fold": "Vor dem Passen fragen",
    "setup.tips_hot_seat": "Tipps im Mehrspielermodus",
    "setup.tips_allowed": "erlaubt",
    "setup.tips_forbidden": "aus",
    "hint.tip_key": "? Tipp",
    "tip.button": "? Tipp",
    "tip.yours": "Deine Wahl: {n} tauschen",
    "tip.yours_keep": "Deine Wahl: alle behalten",
    "tip.profi": "Profi tauscht {n}:",
    "tip.profi_keep": "Profi behält alle Karten",
    "tip.nothing": "keine Kombination",
    "tip.at_least.1": "mindestens ein Paar",
    "tip.at_least.2": "mindestens zwei Paare",
    "tip.at_least.3": "mindestens ein Drilling",
    "tip.at_least.4": "mindestens eine Straße",
    "tip.at_least.5": "mindestens ein Flush",
    "tip.at_least.6": "mindestens ein Full House",
    "tip.at_least.7": "mindestens ein Vierling",
    "tip.at_least.8": "mindestens ein Straight Flush",
    "tip.at_least.9": "ein Royal Flush",
    "tip.goal_descending": "Beste Chance, nicht unter den Schwächsten zu sein: {chance}",
    "tip.goal_ascending": "Beste Chance, unter den Stärksten zu sein: {chance}",
    "tip.yours_chance": "Deine Wahl: {chance}",
    "tip.same": "Deine Wahl ist die des Profis.",
    "tip.local_only": "Tipps gibt es nur an lokalen Tischen",
    # choosing a bet amount (game/ui/amount.py)
    "amount.min": "Min",
    "amount.half_pot": "½ Pot",
    "amount.pot": "Pot",
    "amount.all_in": "Alles",
    "amount.pot_max": "Pot-Max",
    "amount.max": "Max",
    "amount.key_min": "Pos1",
    "amount.key_half": "Bild ab",
    "amount.key_pot": "Bild auf",
    "amount.key_max": "Ende",
    "amount.cancel": "Zurück",
    "field.number_empty": "Bitte eine Zahl eingeben: erlaubt sind {lo} bis {hi}.",
    "field.number_refused": "{text} geht nicht: erlaubt sind {lo} bis {hi}.",
    "amount.refused": "{n} geht nicht - erlaubt sind {lo} bis {hi} Chips",
    "amount.help": "Mausrad, Pfeiltasten oder Zahl tippen",
    # game choice (start screen -> Neues Spiel)
    "menu.continue_duell": "Duell fortsetzen",
    "choice.title": "Neues Spiel",
    "choice.token": "Token-Spiel",
    "choice.token_help": "2 bis 5 Personen, Menschen und Computer gemischt: tauschen, Spielmarken verlieren oder gewinnen",
    "choice.duell": "Duell",
    "choice.duell_help": "Du gegen den Computer: Five Card Draw mit Spielchips, setzen, erhöhen, tauschen",
    "choice.back": "Zurück",
    "hint.choice": "T Token-Spiel · D Duell · H Texas Hold'em · Esc zurück",
    # Duell set-up
    "duell.setup.title": "Duell - Neues Spiel",
    "duell.setup.name": "Dein Name",
    "duell.setup.level": "Gegner",
    "duell.setup.deck": "Kartenspiel",
    "duell.setup.stack": "Startkapital",
    "duell.setup.stack_help": "{lo} bis {hi} Chips für jede Seite",
    "duell.setup.help": "Jede Runde zahlen beide 5 Chips Einsatz. Gesetzt wird vor und nach dem Tausch von 0 bis 4 Karten. Wer zu Beginn einer Runde den Einsatz nicht mehr zahlen kann, verliert das Duell.",
    "duell.setup.rules": "Spielregeln",
    "duell.setup.start": "Duell starten",
    "duell.setup.back": "Zurück",
    "duell.setup.confirm_replace": "Es gibt ein gespeichertes, nicht beendetes Duell. Ein neues Duell ersetzt es - das gespeicherte geht dabei verloren.",
    "duell.setup.error_name": "Bitte gib einen Namen ein.",
    "duell.deck.32": "32 Karten (7 bis Ass)",
    "duell.deck.52": "52 Karten (2 bis Ass)",
    "hint.duell_setup": "Tab/Pfeiltasten wählen · F1 Regeln · Strg+Enter starten · Esc zurück",
    # Duell table
    "duell.computer": "Computer",
    "duell.round": "Runde {n}",
    "duell.first_you": "Du sprichst zuerst",
    "duell.first_other": "{name} spricht zuerst",
    "duell.your_turn": "Du bist am Zug",
    "duell.your_exchange": "Markiere 0 bis 4 Karten und tausche",
    "duell.thinking": "{name} überlegt",
    "duell.pot": "Pot {n}",
    "duell.carried": "davon {n} aus dem Gleichstand",
    "duell.carried_over": "Gleichstand: {n} bleiben im Pot",
    "duell.bet": "Einsatz {n}",
    "duell.folded": "gepasst",
    "duell.exchanged": "hat {n} getauscht",
    "duell.exchanged_one": "hat 1 getauscht",
    "duell.kept": "behält alle",
    "duell.max_marks": "Höchstens {n} Karten tauschen",
    "duell.refused": "Das geht gerade nicht.",
    "duell.log": "Diese Runde",
    "duell.act.bet": "SETZEN",
    "duell.act.check": "WARTEN",
    "duell.act.open": "ERÖFFNEN",
    "duell.act.raise": "ERHÖHEN",
    "duell.act.draw": "TAUSCHEN",
    "duell.act.show": "PRÜFEN",
    "duell.act.fold": "PASSEN",
    "duell.act.fold_yes": "JA, PASSEN",
    "duell.act.fold_no": "NEIN",
    "duell.cap.not_yet": "weiter überlegen",
    "duell.confirm_fold": "Wirklich passen? WARTEN kostet nichts.",
    "duell.act.exchange": "TAUSCHEN",
    "duell.cap.amount": "{lo} bis {hi}",
    "duell.cap.call": "{n} mitgehen",
    "duell.cap.all_in": "all in: {n}",
    "duell.cap.free": "ohne Einsatz",
    "duell.cap.fold": "aufgeben",
    "duell.cap.exchange": "{n} Karten",
    "duell.cap.exchange_one": "1 Karte",
    "duell.cap.keep": "alle behalten",
    "duell.choose.bet": "SETZEN",
    "duell.choose.open": "ERÖFFNEN",
    "duell.choose.raise": "ERHÖHEN um",
    "duell.next": "Nächste Runde",
    "duell.to_result": "Zum Ergebnis",
    "duell.key_next": "Leertaste",
    "duell.say.check": "{name} wartet",
    "duell.say.call": "{name} geht mit",
    "duell.say.call_all_in": "{name} geht mit: all in ({n})",
    "duell.say.bet": "{name} setzt {n}",
    "duell.say.open": "{name} eröffnet mit {n}",
    "duell.say.raise": "{name} erhöht um {n}",
    "duell.say.fold": "{name} passt",
    "duell.say.exchange": "{name} tauscht {n} Karten",
    "duell.say.exchange_one": "{name} tauscht 1 Karte",
    "duell.say.keep": "{name} behält alle Karten",
    "duell.say.ante": "Einsatz: je {n} Chips",
    "duell.say.returned": "{n} Chips gehen an {name} zurück",
    "duell.say.wins": "{name} gewinnt {n} Chips",
    "duell.say.tie": "Gleichstand - {n} Chips bleiben im Pot",
    "duell.say.split": "Gleichstand - der Pot wird geteilt",
    "duell.say.share": "{name} erhält {n} Chips",
    "duell.why.category": "{win} gegen {lose} - die höhere Kombination gewinnt",
    "duell.why.combination": "{win} gegen {lose} - gleiche Kombination, die höheren Werte gewinnen ({high} vor {low})",
    "duell.why.kicker": "{win} gegen {lose} - gleiche Kombination, die Beikarte entscheidet ({high} vor {low})",
    "duell.why.tie": "{win} gegen {lose} - gleich stark",
    "duell.why.fold": "{name} hat gepasst",
    "duell.tip.title": "Tipp: Profi würde ...",
    "duell.tip.thinking": "Profi überlegt ...",
    "duell.tip.exchange": "{n} Karten tauschen (blau umrahmt)",
    "duell.tip.exchange_one": "1 Karte tauschen (blau umrahmt)",
    "duell.tip.keep": "alle Karten behalten",
    "duell.tip.amount": "{action} {n}",
    "hint.duell_bet": "Tasten stehen auf den Knöpfen · H Verlauf · F1 Regeln · Esc Pause",
    "hint.duell_exchange": "1-5 Karte markieren (höchstens 4) · Enter/T tauschen · H Verlauf · Esc Pause",
    "hint.duell_chooser": "Mausrad/Pfeiltasten · Pos1, Bild ab, Bild auf, Ende · Zahl tippen · Enter setzen · Esc zurück",
    "hint.duell_next": "Leertaste, N oder Enter: weiter · H Verlauf · F1 Regeln · Esc Pause",
    # Duell over
    "duell.over.title": "Duell beendet",
    "duell.over.winner": "{name} gewinnt das Duell!",
    "duell.over.draw": "Unentschieden - niemand kann den Einsatz zahlen",
    "duell.over.deals": "Gespielte Runden: {n}",
    "duell.over.chips": "Chips am Ende",
    "duell.over.biggest": "Größter gewonnener Pot",
    "duell.over.best": "Deine beste Hand",
    "duell.over.none": "-",
    "duell.over.rematch": "Revanche",
    "duell.over.menu": "Menü",
    "duell.over.history": "Verlauf",
    "hint.duell_over": "Enter Revanche · H Verlauf · Esc Menü",
    # Duell history
    "duell.history.title": "Verlauf - Duell",
    "duell.history.subtitle": "{name} gegen Computer ({level}) · {deck} Karten · Startkapital {stack}",
    "duell.history.subtitle_person": "{name} gegen {opponent} · {deck} Karten · Startkapital {stack}",
    "duell.history.deal": "Runde {n}",
    "duell.history.first": "{name} spricht zuerst",
    "duell.history.carried": "Pot aus Gleichstand: {n}",
    "duell.history.before": "Vor dem Tausch",
    "duell.history.after": "Nach dem Tausch",
    "duell.history.exchange": "Tausch",
    "duell.history.no_bets": "keine Einsätze",
    "duell.history.hidden": "verdeckt",
    "duell.history.stacks": "danach {a} : {b}",
    "duell.history.empty": "Noch keine Runde beendet.",
    "duell.history.running": "Runde {n} läuft - sie erscheint, wenn sie vorbei ist.",
    "hint.duell_history": "Pfeiltasten oder Mausrad blättern · E exportieren · Esc oder H zurück",
    # statistics
    "stats.token": "Token-Spiel",
    "stats.duell": "Duell",
    "stats.duell_matches": "Partien",
    "stats.duell_record": "Siege {wins} · Niederlagen {losses}",
    "stats.duell_deals": "Runden",
    "stats.duell_chips": "Chips + / -",
    "stats.duell_pot": "Größter Pot",
    "stats.empty_duell": "Noch keine beendeten Duelle.",
    # rules
    "rules.tab_token": "Token-Spiel",
    "rules.tab_duell": "Duell",
    "rules.duell_title": "Spielregeln - Duell ({deck} Karten)",
    "rules.duell_body": (
        "# Duell\n"
        "Du spielst gegen den Computer um Spielchips - nie um Geld. Beide beginnen mit dem gleichen Startkapital.\n\n"
        "# Ablauf einer Runde\n"
        "Beide zahlen 5 Chips Einsatz in den Pot, dann erhält jede Seite fünf Karten aus einem frisch gemischten Spiel mit {deck} Karten. "
        "Wer zuerst spricht, wechselt jede Runde.\n\n"
        "# Erste Setzrunde (vor dem Tausch)\n"
        "Ohne Einsatz: SETZEN (Betrag wählen), WARTEN oder PASSEN. Hat die andere Seite gewartet, heißt Setzen ERÖFFNEN, "
        "und TAUSCHEN beendet die Setzrunde ohne Einsatz. Gegen einen Einsatz: ERHÖHEN, TAUSCHEN (mitgehen und weiter zum Tausch) oder PASSEN.\n\n"
        "# Tausch\n"
        "Erst tauscht, wer zuerst sprach, dann die andere Seite: 0 bis 4 Karten markieren und mit TAUSCHEN bestätigen. "
        "Wie viele Karten die andere Seite getauscht hat, siehst du, welche nie.\n\n"
        "# Zweite Setzrunde\n"
        "Wie die erste, mit PRÜFEN statt TAUSCHEN: Prüfen ohne Einsatz ist Warten, Prüfen gegen einen Einsatz geht mit. "
        "Warten beide, oder wird ein Einsatz gehalten, werden die Karten aufgedeckt.\n\n"
        "# Einsätze\n"
        "Ein Einsatz beträgt mindestens 5 Chips, eine Erhöhung mindestens so viel wie der Einsatz oder die Erhöhung davor. "
        "Niemand setzt mehr, als die andere Seite noch halten kann. Wer einen Einsatz nicht ganz zahlen kann, geht mit allem mit (all in).\n\n"
        "# Aufdecken\n"
        "Die bessere Hand gewinnt den Pot. Bei gleicher Kombination entscheiden ihre Werte, dann die Beikarten von der höchsten abwärts; "
        "Farben entscheiden nie. Das Ass zählt auch niedrig in der niedrigsten Straße ({lowest}). "
        "Die entscheidenden Karten werden hervorgehoben und der Grund genannt.\n\n"
        "# Gleichstand\n"
        "Sind beide Hände gleich stark, bleibt der Pot liegen und kommt zum Pot der nächsten Runde. Könnte danach "
        "eine Seite den nächsten Einsatz nicht zahlen, wird der Pot stattdessen gleich geteilt (ein übriger Chip "
        "an die Seite, die als zweite sprach); kein Pot bleibt liegen, den niemand gewinnen kann.\n\n"
        "# Passen und Ende\n"
        "Wer passt, verliert den Pot an die andere Seite. Wer zu Beginn einer Runde den Einsatz nicht mehr zahlen kann, hat das Duell verloren.\n\n"
        "# Tipp\n"
        "Der Tipp (? oder F2) fragt die Stufe Profi, was sie an deiner Stelle täte, und nennt ihren Grund - mit nichts als dem, was du selbst weißt.\n\n"
        "Gespielt wird nur zum Spaß - nie um Geld."
    ),
    "rules.tab_european": "Europäisch",
    "rules.european_title": "Spielregeln - Europäisches Draw Poker",
    "rules.european_body": (
        "# Europäisches Draw Poker\n"
        "Der Netzwerktisch für bis zu 5 Personen, gespielt um Spielchips - nie um Geld. Wer mehr ist, schaut zu "
        "und sieht nur, was alle sehen. Wer sich während eines Spiels hinsetzt, spielt ab dem nächsten mit.\n\n"
        "# Spielleitung\n"
        "Wer sich zuerst hinsetzt, leitet das Spiel und startet es (S), sobald mindestens zwei am Tisch sitzen. "
        "Die Spielleitung wechselt nach jedem Spiel, wenn sie passt (an die nächste Person im Spiel) und nach "
        "3 Minuten ohne Start. Ein neues Spiel beginnt frühestens 30 Sekunden nach dem letzten.\n\n"
        "# Karten\n"
        "40 Karten, 5 bis Ass (ohne 2, 3, 4). Das Ass zählt auch niedrig in der niedrigsten Straße A-5-6-7-8, "
        "die gegen jede andere Straße verliert. Full House steht über Flush.\n\n"
        "# Ablauf eines Spiels\n"
        "Alle am Tisch zahlen 10 Chips Einsatz und erhalten fünf Karten; wer nicht zahlen kann, setzt dieses Spiel "
        "aus. Runde 1 ist eine Setzrunde, Runde 2 der Tausch (0 bis 3 Karten mit 1-5 markieren, mit D bestätigen; "
        "nach 1 Minute wird nichts getauscht), ab Runde 3 wird wieder gesetzt. Jede Runde geht reihum ab der "
        "Spielleitung.\n\n"
        "# Setzen\n"
        "In jeder Setzrunde setzt jede Person im Spiel einmal (B): mindestens den letzten Einsatz des Spiels "
        "(1, wenn es keinen gab; Enter setzt das Minimum), höchstens 200 oder alle eigenen Chips. Ein Einsatz "
        "kommt sofort in den Pot und bleibt dort. Wer das Minimum nicht erreicht oder seine Minute verstreichen "
        "lässt, passt. Passen (P) fragt vorher nach.\n\n"
        "# Karten sehen\n"
        "Ab Runde 3 darf man mit einem gültigen Einsatz den Showdown verlangen (H, \"Karten sehen\", einmal je "
        "Spiel): Die Runde wird zu Ende gespielt - wer danach noch dran ist, setzt mindestens so viel oder passt - "
        "dann werden die Karten gezeigt. In Runde 32.700 beginnt der Showdown von selbst.\n\n"
        "# Allein übrig\n"
        "Bleibt nur noch eine Person im Spiel, während andere noch am Tisch sitzen, setzt sie in der laufenden "
        "Runde noch einmal (falls noch nicht geschehen) und zeigt, um zu gewinnen. Reichen ihre Chips nicht für "
        "das Minimum, setzt sie, was sie hat (nichts, wenn nichts übrig ist), und scheidet dafür nicht aus. Sitzt "
        "sonst niemand mehr am Tisch, gewinnt sie sofort; ist niemand mehr im Spiel, geht der Pot an den Tisch.\n\n"
        "# Showdown\n"
        "Alle im Spiel zeigen reihum ihre Karten (R; nach 1 Minute von selbst). Die beste Hand gewinnt den ganzen Pot.\n\n"
        "# Gleichstand: die Farben entscheiden\n"
        "Reihenfolge Kreuz > Pik > Herz > Karo. Royal Flush: die höhere Farbe. Straße und Straight Flush: die "
        "höchste Karte, dann ihre Farbe. Vierling, Full House, Drilling: der Wert der vier oder drei. Flush und "
        "höchste Karte: alle fünf Karten von oben, dann die Farbe der höchsten. Zwei Paare: das höhere Paar, das "
        "niedrigere, die fünfte Karte, dann gewinnt, wessen höheres Paar die Kreuz-Karte hält. Ein Paar: das Paar, "
        "dann nur die höchste der drei anderen Karten, dann deren Farbe.\n\n"
        "# Chat und Verlassen\n"
        "Der Chat (.) geht immer; die letzten 10 Nachrichten stehen mit [SYSTEM], [INFO] oder [Name] da. X verlässt "
        "den Tisch, gesetzte Chips bleiben im Pot. Wer die Verbindung verliert, behält den Platz eine Weile und kann "
        "zurückkommen.\n\n"
        "Gespielt wird nur zum Spaß - nie um Geld."
    ),
    "rules.duell_lowest.32": "A-7-8-9-10",
    "rules.duell_lowest.52": "A-2-3-4-5",
    "net.round.betting": "{round}",
    "net.round.exchange": "KARTEN TAUSCHEN",
    "net.round.showdown": "SHOWDOWN",
    "menu.network": "Netzwerk",
    "net.title": "Netzwerk",
    "net.address": "Server (Adresse:Port)",
    "net.name": "Name",
    "net.password": "Passwort",
    "net.login": "Anmelden",
    "net.create": "Konto anlegen",
    "net.host": "Auf diesem Computer hosten",
    "net.cancel": "Abbrechen",
    "net.back": "Zurück",
    "net.help": "Anmelden mit einem Konto des Servers, oder ein neues anlegen (Passwort 8 bis 128 Zeichen). Hosten startet den Server in diesem Spiel; die anderen verbinden sich mit deiner Adresse. wss://Rechner:Port verbindet verschlüsselt (TLS).",
    "net.bad_address": "Die Adresse ist Rechner:Port, z. B. 127.0.0.1:8765 - mit TLS wss://Rechner:Port.",
    "net.need_name": "Bitte einen Namen eingeben.",
    "net.need_password": "Bitte ein Passwort eingeben.",
    "net.hosting": "Server läuft auf diesem Computer: {address}:{port}",
    "net.host_failed": "Der Server konnte nicht starten: {why}",
    "net.state.connecting": "Verbinde ...",
    "net.state.connected": "Verbunden",
    "net.state.reconnecting": "Verbindung unterbrochen - neuer Versuch ...",
    "net.state.lost": "Keine Verbindung: {why}",
    "net.error.closed": "Verbindung beendet.",
    "net.error.address": "Das ist keine Server-Adresse.",
    "net.error.unreachable": "Der Server ist nicht erreichbar.",
    "net.error.auth": "Name oder Passwort falsch.",
    "net.auth_hint": "Zum ersten Mal hier? Dann „Konto anlegen“ wählen.",
    "net.error.name": "Dieser Name geht nicht (1 bis 20 sichtbare Zeichen, ohne [ und ], nicht SYSTEM, INFO oder wie ein Computer-Platz).",
    "net.error.name_taken": "Diesen Namen gibt es schon - anmelden statt anlegen?",
    "net.error.password": "Das Passwort braucht 8 bis 128 Zeichen.",
    "net.error.version": "Der Server spricht eine andere Protokollversion - bitte dieselbe Spielversion verwenden.",
    "net.error.replaced": "Dieses Konto hat sich anderswo angemeldet.",
    "net.error.table_full": "Der Tisch ist voll.",
    "net.error.no_table": "Diesen Tisch gibt es nicht mehr.",
    "net.error.reseat": "Der Server hatte deinen Platz nicht mehr, und der Tisch ist geschlossen oder voll - bitte einen Tisch wählen.",
    "net.error.at_table": "Erst den Tisch verlassen.",
    "net.error.not_master": "Nur die Spielleitung startet das Spiel.",
    "net.error.running": "Ein Spiel läuft gerade.",
    "net.error.too_few": "Es braucht mindestens zwei Spieler.",
    "net.error.wait": "Das nächste Spiel beginnt frühestens in {seconds} s.",
    "net.error.not_playing": "Du spielst in diesem Spiel nicht mit.",
    "net.error.illegal": "Dieser Zug ist nicht erlaubt.",
    "net.error.chat_rate": "Zu viele Chat-Zeilen - kurz warten.",
    "net.error.chat_text": "Diese Chat-Zeile geht nicht (1 bis 200 Zeichen).",
    "net.error.rate": "Zu viele Nachrichten - kurz warten.",
    "net.error.full": "Der Server ist voll - später noch einmal versuchen.",
    "net.error.removed": "Du wurdest vom Tisch entfernt: {reason}",
    "net.error.table_shut": "Der Betreiber hat den Tisch geschlossen: {reason}",
    "net.error.table_closed": "Der Tisch wurde geschlossen.",
    "net.error.table_moved": "Der Tisch ist auf einen anderen Server umgezogen - jeder Einsatz ist zurück.",
    "net.error.banned": "Dieses Konto wurde vom Betreiber des Servers gesperrt: {reason}",
    "net.error.not_online": "Diese Person ist nicht online.",
    "net.error.ignored": "Diese Person nimmt keine Nachrichten von dir an.",
    "net.error.table_password": "Dieser Tisch ist privat - das Passwort fehlt oder ist falsch.",
    "net.error.table_locked": "Zu viele falsche Passwörter für diesen Tisch - neuer Versuch in {minutes} Min. möglich.",
    "net.error.not_opener": "Das darf nur, wer den Tisch eröffnet hat.",
    "net.error.no_account": "Ein Konto dieses Namens gibt es nicht.",
    "net.error.blocked": "Du wurdest von diesem Tisch entfernt - hier Platz nehmen erst in {minutes} Min. wieder möglich.",
    "net.error.vote_running": "An diesem Tisch läuft schon eine Abstimmung.",
    "net.error.no_vote": "Es läuft keine Abstimmung, an der du teilnimmst.",
    "net.error.reservation": "Der Tisch läuft auf einem anderen Server, der gerade nicht erreichbar war - bitte noch einmal versuchen.",
    "net.error.locked": "Zu viele falsche Passwörter für diesen Namen - Anmeldung erst in {minutes} Min. wieder möglich.",
    "net.error.not_connected": "Nicht verbunden - der Zug wurde nicht gesendet.",
    "net.error.not_at_table": "Du bist an keinem Tisch (mehr) - in der Lobby einen wählen.",
    "net.error.not_seated": "Du sitzt nicht an diesem Tisch.",
    "net.error.no_game": "Gerade läuft kein Spiel.",
    "net.error.variant": "Dieses Spiel kennt der Server nicht.",
    "net.error.options": "Diese Tisch-Einstellungen nimmt der Server nicht an.",
    "net.error.internal": "Fehler auf dem Server - bitte noch einmal versuchen.",
    "net.error.cert_untrusted": "Dem Zertifikat des Servers vertraut dieses System nicht.",
    "net.error.cert_changed": "Das Zertifikat des Servers hat sich geändert - Verbindung abgebrochen, Passwort nicht gesendet.",
    "net.error.tls_failed": "Keine TLS-Verbindung: Der Server spricht wohl kein wss:// - die Adresse ohne wss:// versuchen?",
    "net.cert.title": "Unbekanntes Zertifikat",
    "net.cert.changed_title": "WARNUNG: Zertifikat geändert!",
    "net.cert.intro": "Der Server {server} zeigt ein Zertifikat, dem dieses System nicht vertraut (selbst signiert oder von einer unbekannten Stelle). Dein Passwort wurde noch nicht gesendet.",
    "net.cert.fingerprint": "SHA-256-Fingerabdruck des Zertifikats:",
    "net.cert.help": "Frag den Betreiber des Servers nach dem Fingerabdruck und vergleiche ihn Zeichen für Zeichen. Nur wenn beide gleich sind: vertrauen. Das Spiel merkt sich das Zertifikat für diesen Server.",
    "net.cert.trust": "Vertrauen und verbinden",
    "net.cert.changed_intro": "Der Server {server} zeigt ein ANDERES Zertifikat als das, dem du vertraut hast. Vielleicht hat der Betreiber ein neues erstellt - oder jemand klinkt sich in die Verbindung ein, um dein Passwort mitzulesen. Die Verbindung wurde abgebrochen, dein Passwort nicht gesendet.",
    "net.cert.accepted": "Vertraut hast du:",
    "net.cert.now": "Jetzt zeigt der Server:",
    "net.cert.changed_help": "Nur wenn der Betreiber dir den neuen Fingerabdruck bestätigt: „Altes Zertifikat vergessen“ - beim nächsten Anmelden wird das neue gezeigt und du entscheidest neu.",
    "net.cert.forget": "Altes Zertifikat vergessen",
    "net.cert.forgotten": "Das alte Zertifikat ist vergessen. Beim nächsten Anmelden wird der neue Fingerabdruck gezeigt.",
    "net.variant.token": "Token-Spiel",
    "net.variant.european": "Europäisches Draw Poker",
    "net.variant.holdem": "Texas Hold'em",
    "net.variant.duell": "Duell",
    "net.lobby.unplayable": "Tische mit {variant} kann diese Version noch nicht zeigen - dafür braucht es eine neuere.",
    "net.lobby.title": "Lobby",
    "net.lobby.who": "{name} - {chips} Spielchips",
    "net.lobby.who_token": "{name}",
    "net.lobby.hosting": "Du hostest: andere verbinden sich mit {address}:{port}",
    "net.lobby.nothing_to_sit": "Noch kein Tisch zum Hinsetzen - N eröffnet einen.",
    "net.lobby.nothing_to_watch": "Noch kein Tisch zum Zuschauen - N eröffnet einen.",
    "net.lobby.none_filtered": "Kein Tisch mit {variant} - F zeigt die anderen.",
    "net.lobby.none": "Noch keine Tische - eröffne einen.",
    "net.lobby.table": "Tisch {no}",
    "net.lobby.seats": "{taken}/{max} Plätze",
    "net.lobby.running": "Spiel läuft",
    "net.lobby.waiting": "wartet",
    "net.lobby.invited": "eingeladen - E",
    "net.cmd.unknown": "Unbekannter Befehl /{word} - /m, /ignorieren, /zulassen, /einladen, /entfernen, /abstimmen, /ja, /nein, /weg, /da, /profil",
    "net.cmd.usage.tell": "Private Nachricht: /m NAME TEXT",
    "net.cmd.usage.profile": "Ein Profil ansehen: /profil NAME",
    "net.cmd.profile": "Das Profil von {name} öffnet sich in der Lobby.",
    "net.cmd.usage.ignore": "Jemanden ignorieren: /ignorieren NAME",
    "net.cmd.usage.unignore": "Jemanden wieder zeigen: /zulassen NAME",
    "net.cmd.usage.invite": "An deinen Tisch einladen: /einladen NAME",
    "net.cmd.usage.kick": "Spieler entfernen (Eröffner): /entfernen NAME GRUND",
    "net.cmd.usage.vote_kick": "Abstimmen, einen Spieler zu entfernen: /abstimmen NAME GRUND",
    "net.cmd.cannot_ignore": "Dich selbst kannst du nicht ignorieren (und höchstens 100 Namen).",
    "net.cmd.ignored": "{name} wird ignoriert: nichts davon wird gezeigt.",
    "net.cmd.unignored": "{name} wird wieder gezeigt.",
    "net.social.title": "Lobby-Chat und Nachrichten",
    "net.social.to": "[an {name}] {text}",
    "net.social.from": "[von {name}] {text}",
    "net.social.invitation": "[Einladung] {name} lädt dich an Tisch {table} ein ({game}) - E: hinsetzen",
    "net.social.invited": "[Einladung] {name} ist an Tisch {table} eingeladen ({game})",
    "net.social.ignored": "Ignoriert: {names}   (/zulassen NAME)",
    "net.social.commands": "/m NAME TEXT: privat   /ignorieren NAME",
    "net.room.away": "abwesend",
    "net.room.opener": "Eröffner",
    "net.room.vote": "Abstimmung: {name} entfernen? ({reason}) {yes} von {needed} Ja, {s} s",
    "net.room.vote_keys": "J: ja   N: nein",
    "net.key.away": "A: abwesend/da",
    "net.open.min_buy_in": "Buy-in mindestens",
    "net.open.max_buy_in": "Buy-in höchstens",
    "net.open.own_buy_in": "Dein Buy-in",
    "net.open.cash_min_low": "Der kleinste Buy-in ist mindestens zehn Big Blinds: {n}.",
    "net.open.cash_max_low": "Der größte Buy-in ist mindestens der kleinste: {n}.",
    "net.open.cash_own": "Dein Buy-in liegt zwischen {lo} und {hi}.",
    "net.cash.amount": "Spielchips",
    "net.cash.sit_title": "Hinsetzen: Buy-in",
    "net.cash.sit_ok": "Hinsetzen mit",
    "net.cash.top_up_title": "Nachkaufen",
    "net.cash.top_up_ok": "Nachkaufen",
    "net.cash.back_title": "Zurück an den Tisch",
    "net.cash.back_ok": "Zurückkommen",
    "net.cash.post_hint": "Du zahlst einen Big Blind und spielst die nächste Hand.",
    "net.cash.wait_hint": "Du spielst, sobald der Big Blind zu dir kommt (ohne Extra-Einsatz).",
    "net.cash.no_top_up": "Nachkaufen geht gerade nicht: dein Stapel hat den größten Buy-in erreicht, oder dein Guthaben reicht nicht.",
    "net.cash.top_up_after_move": "Nachkaufen nach deinem Zug: erst handeln, dann K.",
    "net.cash.no_seat": "Kein Platz frei.",
    "net.key.sit_out": "O: aussetzen",
    "net.key.sit_in": "O: zurückkommen",
    "net.key.top_up": "K: nachkaufen",
    "net.key.post": "B: Big Blind jetzt setzen",
    "net.key.stand": "U: aufstehen",
    "net.key.sit": "T: hinsetzen",
    "net.key.commands": "/entfernen, /abstimmen, /einladen: im Chat",
    "net.password.title": "Privater Tisch",
    "net.password.ask": "Tisch {table} ist privat - sein Passwort:",
    "net.password.ok": "OK",
    "net.open.password": "Passwort (privat)",
    "net.open.password_hint": "Leer: offen für alle. Mit Passwort: nur wer es kennt oder wen du einlädst.",
    "net.open.password_bad": "Ein Tisch-Passwort hat 8 bis 128 Zeichen.",
    "net.lobby.watchers": "{n} Zuschauer",
    "net.lobby.tokens": "{n} Marken",
    "net.lobby.tokens_one": "1 Marke",
    "net.lobby.computers": "{n} Computer",
    "net.lobby.computers_one": "1 Computer",
    "net.lobby.blinds": "Blinds {small}/{big}",
    "net.lobby.schedule": "verdoppelt alle {n} Hände",
    "net.lobby.stack": "Stapel {n}",
    "net.lobby.buy_in": "Buy-in {n}",
    "net.lobby.deck": "{n} Karten",
    "net.lobby.european_stake": "Einsatz {n}",
    "net.lobby.cash": "Cash",
    "net.lobby.buy_in_range": "Buy-in {least}-{most}",
    "net.lobby.free": "{n} frei",
    "net.lobby.full": "voll",
    "net.lobby.cash_blinds.no-limit": "NL {small}/{big}",
    "net.lobby.cash_blinds.pot-limit": "PL {small}/{big}",
    "net.lobby.cash_blinds.limit": "Limit {small}/{big}",
    "net.lobby.registered": "{taken}/{max} angemeldet",
    "net.lobby.filter": "Zeigt: {variant}",
    "net.lobby.filter_all": "alle Spiele",
    "net.lobby.open": "Tisch eröffnen",
    "net.lobby.sit": "Hinsetzen",
    "net.lobby.watch": "Zuschauen",
    "net.lobby.refresh": "Aktualisieren",
    "net.lobby.ranking": "Rangliste",
    "net.rank.title": "Rangliste (Sit-and-go)",
    "net.rank.loading": "Lade ...",
    "net.rank.me": "Dein Platz: {place} von {total} - Wertung {rating}",
    "net.rank.me_none": "Du hast noch keine Wertung: Sie entsteht mit deinem ersten Sit-and-go mit anderen Menschen.",
    "net.rank.none": "Noch hat niemand eine Wertung.",
    "net.rank.head_place": "Platz",
    "net.rank.head_name": "Name",
    "net.rank.head_rating": "Wertung",
    "net.rank.head_games": "Sit-and-gos",
    "net.rank.name": "Name suchen",
    "net.rank.show": "Profil ansehen",
    "net.rank.mine": "Mein Profil",
    "net.rank.keys": "Pfeile: Name wählen · Enter: Profil · P: mein Profil · R: neu laden · Esc: zurück",
    "net.rank.about": (
        "Wertung = mu - 3 sigma (openskill, Plackett-Luce) aus den Plätzen in Sit-and-gos: Sie steigt, je "
        "sicherer das System ist, dass jemand gut spielt. Computer bekommen keine Wertung, aber ihre Plätze "
        "zählen: Menschen werden nach ihrem Platz im ganzen Feld gereiht. Spielchips sind keine Rangliste."
    ),
    "net.profile.title": "Profil: {name}",
    "net.profile.since": "Mitglied seit {date}",
    "net.profile.day": "{day:02d}.{month:02d}.{year}",
    "net.profile.rating": "Wertung {rating} - Platz {place} - {games} Sit-and-gos (mu {mu}, sigma {sigma})",
    "net.profile.unrated": "Noch keine Wertung",
    "net.profile.counts": "{game}: {games} Spiele, {hands} Hände",
    "net.profile.figures": "VPIP {vpip} · PFR {pfr} · AF {af}",
    "net.profile.places": "Sit-and-go-Plätze: {places}",
    "net.profile.place": "{place}.: {n}x",
    "net.profile.no_places": "noch keine",
    "net.profile.balance": "Deine Spielchips im Lauf der Zeit",
    "net.profile.now": "jetzt {chips}",
    "net.profile.help": (
        "VPIP: Hände mit Mitgehen oder Erhöhen vor dem Flop, in Prozent der Hände ohne Walks (alle passen "
        "zum Big Blind) · PFR: Hände mit Erhöhung vor dem Flop, ebenso · AF: nach dem Flop (Setzen + "
        "Erhöhen) / Mitgehen - Definitionen wie PokerTracker; gezählt vom Server an Cash- und "
        "Sit-and-go-Tischen. Ein Cash-Tisch hat Hände, keine Spiele. Ein Spiel zählt, wenn du bei seinem "
        "Ende noch am Tisch warst."
    ),
    "net.profile.keys": "R: neu laden · Esc: zurück",
    "net.profile.keys_table": "I: nächste Person am Tisch · R: neu laden · Esc: zurück zum Tisch",
    "net.lobby.back": "Abmelden",
    "net.lobby.host_quit": "Der Server läuft auf diesem Computer: Abmelden beendet das Spiel für alle. Wirklich?",
    "net.lobby.host_quit_yes": "Ja, Server beenden",
    "net.lobby.host_quit_no": "Nein, weiter",
    "net.lobby.keys": (
        "Pfeile: Tisch wählen   Enter: hinsetzen (voll: zuschauen)   S: hinsetzen   Z: zuschauen   "
        "N: Tisch eröffnen   R: Rangliste   F: Spiel filtern   E: Einladung annehmen   .: Chat   Esc: abmelden"
    ),
    "hint.net_over": "Enter oder Esc zurück zum Tisch · H Verlauf",
    "net.open.title": "Tisch eröffnen",
    "net.open.variant": "Spiel",
    "net.open.mode": "Modus",
    "net.open.tokens": "Spielmarken",
    "net.open.rules": "Regeln",
    "net.open.computers": "Computer",
    "net.open.seats": "Plätze",
    "net.open.buy_in": "Buy-in (Spielchips)",
    "net.open.deck": "Karten",
    "net.open.duell_stack": "Stapel je Spieler (Spielchips)",
    "net.open.level": "Stufe",
    "net.open.ok": "Eröffnen",
    "net.open.european_help": "5 Plätze, nur Menschen, Einsatz 10 Spielchips pro Spiel.",
    "net.room.title": "Tisch {no} - {variant}",
    "net.room.master": "Spielleitung",
    "net.room.you": "du",
    "net.room.free": "frei",
    "net.room.computer": "Computer ({level})",
    "net.room.offline": "getrennt",
    "net.room.watching": "Du schaust zu.",
    "net.room.start": "Spiel starten",
    "net.room.sit": "Hinsetzen",
    "net.room.leave": "Tisch verlassen",
    "net.room.chat": "Chat",
    "net.room.seats": "Plätze",
    "net.room.chat_hint": ". tippen, Enter senden, Esc abbrechen",
    "net.key.start": "S: Spiel starten",
    "net.key.bank": "B: Zeitbank nutzen",
    "net.key.chat": ".: Chat",
    "net.key.leave": "X: Tisch verlassen",
    "net.key.profile": "I: Profile",
    "net.leave.confirm": "Wirklich gehen? Das laufende Spiel ist dann für dich verloren. X noch einmal: gehen, jede andere Taste: bleiben.",
    "net.room.wait_master": "Warte auf die Spielleitung ({name}) ...",
    "net.room.wait_master_anon": "Warte auf die Spielleitung ...",
    "net.room.wait_players": "Warte auf einen zweiten Spieler ...",
    "net.timer.master": "Spielleitung: noch {s} s",
    "net.timer.your_move": "Du bist am Zug: noch {s} s",
    "net.timer.bank": "Zug von {name}: Zeitbank, noch {s} s",
    "net.timer.my_bank": "Deine Zeitbank: {s} s",
    "net.timer.move": "Zug von {name}: noch {s} s",
    "net.timer.restart": "Nächstes Spiel ab: {s} s",
    "net.timer.round": "Nächste Runde in {s} s",
    "net.timer.grace": "{name} kommt zurück? noch {s} s",
    "net.timer.grace_anon": "Ein Platz wartet auf seine Rückkehr: noch {s} s",
    "net.timer.your_turn": "Du bist am Zug",
    "net.timer.your_bank": "Du bist am Zug: Zeitbank, noch {s} s",
    "net.timer.your_bank_of": "Du bist am Zug: Zeitbank",
    "net.timer.move_of": "Zug von {name}",
    "net.timer.bank_of": "Zug von {name}: Zeitbank",
    "net.timer.move_anon": "Zug: noch {s} s",
    "net.timer.bank_anon": "Zeitbank läuft: noch {s} s",
    "net.notice.sat": "{name} setzt sich",
    "net.notice.stood": "{name} steht auf",
    "net.notice.left": "{name} verlässt den Tisch",
    "net.notice.dropped": "{name} hat die Verbindung verloren (Platz bleibt)",
    "net.notice.back": "{name} ist zurück",
    "net.notice.removed": "{name} hat den Platz verloren",
    "net.notice.replaced": "Ein Computer spielt für {name} weiter",
    "net.notice.master": "{name} hat die Spielleitung",
    "net.notice.started": "Spiel {game} beginnt",
    "net.notice.over": "Spiel {game} ist zu Ende",
    "net.notice.over_won": "Spiel {game} ist zu Ende - gewonnen hat: {names}",
    "net.notice.over_pot": "Spiel {game} ist zu Ende - gewonnen hat: {names} ({chips} Spielchips)",
    "net.notice.over_lost": "Spiel {game} ist zu Ende - niemand gewinnt, {chips} Spielchips gehen verloren",
    "net.notice.shut": "Der Betreiber hat den Tisch geschlossen: {reason}",
    "net.notice.moved": "Dieser Server war zu lange still - der Tisch läuft jetzt auf einem anderen Server des Raums, jeder Einsatz des laufenden Spiels ist zurück",
    "net.notice.kicked": "{by} hat {name} vom Tisch entfernt: {reason}",
    "net.notice.voted_out": "{name} wurde per Abstimmung vom Tisch entfernt: {reason}",
    "net.notice.vote": "{by} möchte {name} entfernen: {reason} - abstimmen mit J/N zwischen den Spielen oder /ja, /nein im Chat; {needed} Ja-Stimmen entfernen",
    "net.notice.vote_failed": "Die Abstimmung über {name} ist gescheitert",
    "net.notice.away": "{name} ist abwesend (der Timer zieht)",
    "net.notice.here": "{name} ist nicht mehr abwesend",
    "net.notice.time_bank": "{name} nutzt die Zeitbank ({seconds} s)",
    "net.notice.freed": "{name} hat {orbits} Runden ausgesetzt: der Platz ist frei, die Chips sind zurück im Guthaben",
    "net.notice.folds_on": "{name} bleibt im Turnier: der Platz checkt oder passt von selbst",
    "net.notice.conceded": "{name} gibt das Match auf",
    "net.notice.timeout": "{name}: Zeit abgelaufen",
    "net.notice.sits_out": "{name} setzt dieses Spiel aus",
    "net.notice.reseat": "Der Server hatte deinen Platz nicht mehr (neu gestartet oder zu lange getrennt): du setzt dich wieder an Tisch {table}.",
    "net.notice.fresh_stack": "Neuer Stapel: {chips} Spielchips",
    "net.notice.cannot_pay": "Du kannst den Einsatz von {ante} nicht zahlen und setzt aus.",
    "net.back_to_table": "Zurück zum Tisch",
    "eu.cmd.start": "Spiel starten",
    "eu.cmd.bet": "Setzen",
    "eu.cmd.call": "Karten sehen!",
    "eu.cmd.fold": "Passen",
    "eu.cmd.fold_yes": "Ja, passen",
    "eu.cmd.fold_no": "Nein",
    "eu.cmd.exchange": "Tauschen ({n})",
    "eu.cmd.keep": "Alle behalten",
    "eu.cmd.marks": "1-5 markieren",
    "eu.cmd.show": "Karten zeigen",
    "eu.cmd.profile": "Profile",
    "eu.cmd.chat": "Chat",
    "eu.cmd.leave": "Verlassen",
    "eu.choose.bet": "Einsatz",
    "eu.choose.call": "Karten sehen! - Einsatz",
    "eu.confirm_fold": "Wirklich passen?",
    "eu.log.bet": "{name} setzt {n}",
    "eu.log.bet_showdown": "{name} setzt {n} und will die Karten sehen",
    "eu.log.fold": "{name} passt",
    "eu.log.bet_nothing": "{name} hat nichts mehr zu setzen",
    "eu.log.short": "{name} kann {n} nicht setzen und passt",
    "eu.log.exchange": "{name} tauscht {n} Karten",
    "eu.log.exchange_one": "{name} tauscht 1 Karte",
    "eu.log.shown": "{name} zeigt: {hand}",
    "eu.log.winner": "{name} gewinnt {n} Chips",
    "eu.log.house": "Niemand gewinnt: der Pot ({n}) geht an das Haus",
    "eu.nobody": "Noch niemand sonst am Tisch.",
    "eu.chips": "{n} Chips",
    "eu.put_in": "im Pot: {n}",
    "eu.folded": "gepasst",
    "eu.next_game": "spielt nächstes Spiel",
    "eu.moving": "am Zug",
    "eu.bet": "setzte {n}",
    "eu.bet_showdown": "setzte {n}, will sehen",
    "eu.exchanged": "tauschte {n}",
    "eu.no_game": "KEIN SPIEL",
    "eu.info.master": "Spielleitung",
    "eu.info.turn": "Am Zug",
    "eu.info.pot": "Pot",
    "eu.info.round": "Runde",
    "eu.watching": "Du schaust zu.",
    "eu.waiting_hand": "Du hast die Spielleitung: S startet das Spiel.",
    "eu.out_of_game": "Du spielst im nächsten Spiel mit.",
    "eu.exchange_hint": "Bis zu {n} Karten markieren (1-5 oder Klick), dann D",
    "eu.max_marks": "Höchstens {n} Karten tauschen.",
    "eu.mark.master": "SL",
    "eu.won": "gewinnt",
    "eu.called": "{name} will die Karten sehen",
    "eu.your_bet": "Du bist dran: {lo} bis {hi} setzen (B) oder passen (P)",
    "eu.your_bet_showdown": "Du bist dran: {lo} bis {hi} setzen (B), Karten sehen (H) oder passen (P)",
    "eu.your_show": "Showdown: zeig deine Karten (R)",
}
