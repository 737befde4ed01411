# ruff: noqa: E501 - one catalogue entry per line reads better than split strings
"""German strings of Texas Hold'em (its screens, rules and statistics tab).

A catalogue of its own beside `strings_de`, merged into the German catalogue
by `i18n`; `holdem_en` has the same keys and placeholders (a test checks).
"""

STRINGS: dict[str, str] = {
    # the game choice, the start menu, statistics, rules
    "choice.holdem": "Texas Hold'em",
    "choice.holdem_help": "2 bis 10 Plätze, Menschen und Computer: Limit, Pot-Limit oder No-Limit, Cash-Tisch oder Sit & Go",
    "menu.continue_holdem": "Hold'em fortsetzen",
    "stats.holdem": "Hold'em",
    "stats.holdem_hands": "Hände: {n}",
    "stats.holdem_sng": "Turniere {n} · Siege {wins} · Hände {hands}",
    "stats.empty_holdem": "Noch keine gespielten Hold'em-Hände.",
    "rules.tab_holdem": "Hold'em",
    "rules.holdem_title": "Spielregeln - Texas Hold'em",
    "rules.holdem_body": (
        "# Texas Hold'em\n"
        "Gespielt wird mit Spielchips an einem Tisch mit 2 bis 10 Plätzen, Menschen und Computer gemischt. "
        "Chips haben keinen Wert, lassen sich nicht kaufen, verkaufen oder übertragen; wer keine mehr hat, "
        "bekommt am Cash-Tisch einen neuen Stapel.\n\n"
        "# Dealer-Button und Blinds\n"
        "Der erste Button wird ausgelost und wandert jede Hand einen Platz weiter. Links vom Button zahlt "
        "der Small Blind, daneben der Big Blind. Zu zweit zahlt der Button den Small Blind, spricht vor dem "
        "Flop zuerst und danach zuletzt. Bei Limit ist der Big Blind der kleine Einsatz und der Small Blind "
        "die Hälfte davon, abgerundet.\n\n"
        "# Ablauf einer Hand\n"
        "Jede Person erhält zwei verdeckte Karten. Die erste Setzrunde beginnt links vom Big Blind. Dann "
        "kommen der Flop (3 Gemeinschaftskarten), der Turn (1) und der River (1), jeweils mit einer "
        "Setzrunde, die beim ersten aktiven Platz links vom Button beginnt. Wer am Zug ist, passt, checkt "
        "(nur wenn nichts zu bezahlen ist), geht mit, setzt oder erhöht.\n\n"
        "# Limit, Pot-Limit, No-Limit\n"
        "Limit: Einsätze und Erhöhungen sind in den ersten beiden Runden der kleine, danach der große "
        "Einsatz (doppelt so hoch); höchstens 4 Einsätze je Runde (ein Einsatz und drei Erhöhungen, die "
        "letzte ist der Deckel). Pot-Limit: eine Erhöhung ist mindestens so hoch wie der vorige Einsatz "
        "oder die vorige Erhöhung der Runde und höchstens so hoch wie der Pot nach dem Mitgehen. "
        "No-Limit: mindestens wie bei Pot-Limit, höchstens alle eigenen Chips. Niemand erhöht den eigenen "
        "Einsatz; ein All-in unter einer vollen Erhöhung eröffnet das Setzen nicht neu für alle, die schon "
        "gehandelt haben - auch vor dem Flop, wo der Big Blind der Einsatz ist: Wer ihn nur mitgegangen ist "
        "und dann vor einem zu kurzen All-in steht, darf mitgehen oder passen, aber nicht erhöhen.\n\n"
        "# All-in und Nebenpots\n"
        "Gespielt wird nur mit den Chips auf dem Tisch. Wer nicht genug zum Mitgehen hat, geht all in und "
        "kann nur den Teil des Pots gewinnen, den alle bis zu seinem Einsatz gebracht haben (Hauptpot); "
        "alles darüber kommt in Nebenpots, die nur die anderen gewinnen können. Ein Big Blind, der mit weniger "
        "all in ist, senkt den Preis nicht: Die anderen gehen den vollen Big Blind mit. Wer niemanden mehr hat, "
        "gegen den er setzen könnte (alle anderen im Spiel sind all in), wird nichts mehr gefragt: Die übrigen "
        "Karten kommen, dann wird aufgedeckt.\n\n"
        "# Showdown\n"
        "Es zählt die beste Hand aus fünf der sieben Karten (zwei eigene und fünf Gemeinschaftskarten). "
        "Farben entscheiden nie; gleich starke Hände teilen den Pot, ein übriger Chip geht an den Gewinner, "
        "der dem Button links am nächsten sitzt. Wer zuletzt gesetzt oder erhöht hat, zeigt zuerst; eine "
        "schon geschlagene Hand darf verdeckt bleiben (Einstellung im Tisch), nach einem All-in zeigen alle.\n\n"
        "# Aktions-Timer\n"
        "Ist er eingeschaltet, hat man 10 Sekunden, dann läuft sichtbar ein Countdown von 20 Sekunden. "
        "Läuft er ab, wird gecheckt, wenn das geht, sonst gepasst.\n\n"
        "# Cash-Tisch und Sit & Go\n"
        "Am Cash-Tisch wird ohne Ende gespielt; wer keine Chips mehr hat, nimmt einen neuen Stapel. Zwischen den "
        "Händen setzt sich jemand auf einen freien Platz (mit einem neuen Stapel) und zahlt entweder sofort einen "
        "Big Blind, um gleich mitzuspielen, oder wartet, bis der Big Blind zu ihm kommt; wer aufsteht, nimmt "
        "seine Chips mit. Mindestens zwei Spieler bleiben am Tisch. Beim Sit & Go "
        "verdoppeln sich die Blinds alle N Hände, wer keine Chips mehr hat, scheidet aus; wer am Ende alle "
        "Chips hat, gewinnt.\n\n"
        "# Cash-Tisch im Netzwerk\n"
        "Wer sich hinsetzt, bringt einen Buy-in aus seinen Spielchips mit (zwischen dem kleinsten und dem "
        "größten des Tisches) und zahlt einen Big Blind, um gleich mitzuspielen, oder wartet auf den Big "
        "Blind. Wer aussetzt (O), behält Platz und Chips, bekommt keine Karten und zahlt keine Blinds; nach "
        "drei Runden Aussetzen wird der Platz frei und die Chips gehen aufs Konto. Nachkaufen (K) geht bis "
        "zum größten Buy-in; wer aufsteht (U), nimmt seine Chips mit.\n\n"
        "# Profil und Rangliste (Netzwerk)\n"
        "Der Server zählt aus den Händen, die er an Cash- und Sit-and-go-Tischen gibt, wie PokerTracker: "
        "VPIP - die Hände, in denen du vor dem Flop mitgegangen bist oder erhöht hast, in Prozent deiner "
        "Hände ohne Walks (alle haben zu deinem Big Blind gepasst); ein Blind zählt nicht als freiwillig. "
        "PFR - die Hände mit einer Erhöhung vor dem Flop (auch Re-Raises), von denselben Händen. AF "
        "(Aggressionsfaktor) - nach dem Flop (Setzen + Erhöhen) / Mitgehen. Die Plätze in Sit-and-gos "
        "ergeben die Wertung (openskill, Plackett-Luce); die Rangliste zeigt mu - 3 sigma. Computer "
        "bekommen keine Wertung, aber ihre Plätze zählen: Menschen werden nach ihrem Platz im ganzen Feld "
        "gereiht. Lobby: R.\n\n"
        "Gespielt wird nur zum Spaß - nie um Geld."
    ),
    "rules.holdem_keys": (
        "# Tasten am Hold'em-Tisch\n"
        "P: passen\n"
        "C: checken oder mitgehen (der Knopf nennt den Betrag)\n"
        "S oder E: setzen oder erhöhen - bei Limit sofort um den festen Betrag, sonst öffnet sich die Betragswahl\n"
        "In der Betragswahl: Mausrad, Pfeiltasten, Pos1 (Minimum), Bild ab (halber Pot), Bild auf (Pot), Ende (alles), Zahl tippen, Enter oder dieselbe Taste noch einmal: setzen, Esc: zurück\n"
        "Leertaste, N oder Enter: nächste Hand\n"
        "T: Plätze - am Cash-Tisch zwischen den Händen hinsetzen (Mensch oder Computer) oder aufstehen\n"
        "? oder F2: Tipp (Gewinnchance und Pot-Quote)\n"
        "H: Verlauf · F1: Spielregeln · Esc: Pause\n"
        "Im Verlauf: E als Text exportieren, P im PHH-Format für Poker-Programme\n"
        "Jede Taste, jeder Klick: ein Computer handelt sofort"
    ),
    # set-up
    "holdem.setup.title": "Texas Hold'em - Neues Spiel",
    "holdem.setup.structure": "Struktur",
    "holdem.setup.big_blind": "Big Blind",
    "holdem.setup.small_bet": "Kleiner Einsatz",
    "holdem.setup.stack": "Startchips",
    "holdem.setup.format": "Format",
    "holdem.setup.blind_hands": "Hände je Blindstufe",
    "holdem.setup.timer": "Aktions-Timer",
    "holdem.setup.showdown": "Geschlagene Hände",
    "holdem.setup.on": "an (10 + 20 s)",
    "holdem.setup.off": "aus",
    "holdem.setup.muck": "verdeckt lassen",
    "holdem.setup.show": "immer zeigen",
    "holdem.setup.rules": "Spielregeln",
    "holdem.setup.confirm_replace": "Es gibt einen gespeicherten, nicht beendeten Hold'em-Tisch. Ein neuer Tisch ersetzt ihn - der gespeicherte geht dabei verloren.",
    "holdem.setup.help_limit": "Limit: Blinds {small}/{big}; gesetzt und erhöht wird um {big}, ab dem Turn um {big_bet}; höchstens 4 Einsätze je Runde.",
    "holdem.setup.help_pot-limit": "Pot-Limit: Blinds {small}/{big}; eine Erhöhung ist mindestens so hoch wie die vorige und höchstens so hoch wie der Pot.",
    "holdem.setup.help_no-limit": "No-Limit: Blinds {small}/{big}; eine Erhöhung ist mindestens so hoch wie die vorige, höchstens alle eigenen Chips.",
    "holdem.setup.help_cash": "Cash-Tisch: ohne Ende; wer keine Chips mehr hat, bekommt vor der nächsten Hand einen neuen Stapel.",
    "holdem.setup.help_sit-and-go": "Sit & Go: die Blinds verdoppeln sich alle N Hände; wer alle Chips hat, gewinnt.",
    "holdem.structure.limit": "Limit",
    "holdem.structure.pot-limit": "Pot-Limit",
    "holdem.structure.no-limit": "No-Limit",
    "holdem.format.cash": "Cash-Tisch",
    "holdem.format.sit-and-go": "Sit & Go",
    # the table
    "holdem.thousands": ".",
    "holdem.history_button": "Verlauf",
    "holdem.hand_no": "Hand {n}",
    "holdem.blinds": "{structure} · Blinds {small}/{big}",
    "holdem.rising": "Blinds {small}/{big} in {n} Händen",
    "holdem.rising_one": "Blinds {small}/{big} in 1 Hand",
    "holdem.street_pot": "{street} · Pot {n}",
    "holdem.street.preflop": "Vor dem Flop",
    "holdem.street.flop": "Flop",
    "holdem.street.turn": "Turn",
    "holdem.street.river": "River",
    "holdem.your_turn": "Du bist am Zug",
    "holdem.turn_of": "{name} ist am Zug",
    "holdem.seconds": "noch {n} s",
    "holdem.thinking": "überlegt",
    "holdem.to_act": "am Zug",
    "holdem.timer": "noch {n} s",
    "holdem.hand_over": "Die Hand ist vorbei",
    "holdem.winner": "{name} gewinnt das Sit & Go",
    "holdem.next": "Nächste Hand",
    "holdem.to_result": "Zum Ergebnis",
    "holdem.key_next": "Leertaste",
    "holdem.refused": "Das geht gerade nicht.",
    "holdem.mucked": "verdeckt",
    "holdem.out": "ohne Chips",
    "holdem.seat.free": "frei",
    "holdem.seat.waits": "wartet auf den Big Blind",
    "holdem.seat.posts": "zahlt den Big Blind",
    "holdem.seat.sits_out": "setzt aus",
    # the seats (a cash table, between hands)
    "holdem.seats.title": "Plätze",
    "holdem.seats.button": "Plätze",
    "holdem.seats.free_seat": "Platz {n}: frei",
    "holdem.seats.taken": "Platz {n}: {name} ({who}) · {chips}",
    "holdem.seats.computer": "Computer ({level})",
    "holdem.seats.who": "Wer",
    "holdem.seats.name": "Name",
    "holdem.seats.start": "Einstieg",
    "holdem.seats.post": "Big Blind jetzt zahlen",
    "holdem.seats.wait": "auf den Big Blind warten",
    "holdem.seats.sit": "Hinsetzen",
    "holdem.seats.hint": "Freien Platz wählen, Name und Einstieg bestimmen, Hinsetzen. Einen besetzten Platz wählen: aufstehen.",
    "holdem.seats.full": "Alle Plätze sind besetzt. Einen besetzten Platz wählen: aufstehen.",
    "holdem.seats.confirm_leave": "{name} steht auf und nimmt {chips} Chips mit?",
    "holdem.seats.min_players": "Mindestens {n} Spieler bleiben am Tisch. Zum Beenden: Esc, dann Zum Menü (der Tisch bleibt gespeichert).",
    "holdem.seats.bad_name": "Dieser Name geht nicht: 1 bis {n} Zeichen, die sich zeigen lassen.",
    "holdem.seats.name_taken": "{name} sitzt schon am Tisch.",
    "holdem.seats.welcome": "{name} hat sich hingesetzt.",
    "holdem.seats.closed": "Hinsetzen und Aufstehen nur am Cash-Tisch zwischen zwei Händen.",
    "holdem.out_place": "raus - Platz {n}",
    "holdem.mark.button": "D",
    "holdem.mark.small": "SB",
    "holdem.mark.big": "BB",
    "holdem.act.fold": "PASSEN",
    "holdem.act.check": "CHECKEN",
    "holdem.act.call": "MITGEHEN {n}",
    "holdem.act.bet": "SETZEN",
    "holdem.act.raise": "ERHÖHEN",
    "holdem.act.bet_to": "SETZEN {n}",
    "holdem.act.raise_to": "ERHÖHEN AUF {n}",
    "holdem.cap.fold": "aufgeben",
    "holdem.cap.free": "kostet nichts",
    "holdem.cap.all_in": "all in",
    "holdem.cap.range": "{lo} bis {hi}",
    "holdem.cap.limit": "fest · Einsatz {n} von {cap}",
    "holdem.choose.bet": "SETZEN",
    "holdem.choose.raise": "ERHÖHEN AUF",
    "holdem.confirm.bet": "SETZEN",
    "holdem.confirm.raise": "ERHÖHEN",
    "holdem.pot.main": "Hauptpot",
    "holdem.pot.side": "Nebenpot {n}",
    "holdem.pot.seats": "{n} Plätze",
    "holdem.pot.seats_one": "1 Platz",
    "holdem.pot.of": "{pot} {n}",
    "holdem.pot.won": "{pot}: {name}",
    "holdem.pot.split": "{pot} geteilt: {names} je {n}",
    "holdem.pot.odd_chip": "(übriger Chip: {names})",
    "holdem.pot.uncontested": "(alle anderen haben gepasst)",
    "holdem.say.small-blind": "{name} zahlt den Small Blind {n}",
    "holdem.say.big-blind": "{name} zahlt den Big Blind {n}",
    "holdem.say.fold": "{name} passt",
    "holdem.say.check": "{name} checkt",
    "holdem.say.call": "{name} geht mit ({n})",
    "holdem.say.call_all_in": "{name} geht mit, all in ({n})",
    "holdem.say.bet": "{name} setzt {n}",
    "holdem.say.bet_all_in": "{name} setzt all in: {n}",
    "holdem.say.raise": "{name} erhöht auf {n}",
    "holdem.say.raise_all_in": "{name} erhöht all in auf {n}",
    "holdem.say.timeout": "Zeit abgelaufen für {name}",
    "holdem.say.returned": "{name} bekommt {n} zurück",
    "holdem.status.small-blind": "Small Blind",
    "holdem.status.big-blind": "Big Blind",
    "holdem.status.fold": "gepasst",
    "holdem.status.check": "checkt",
    "holdem.status.call": "geht mit {n}",
    "holdem.status.bet": "setzt {n}",
    "holdem.status.raise": "erhöht auf {n}",
    "holdem.status.timeout": "Zeit abgelaufen",
    "holdem.status.returned": "bekommt {n} zurück",
    "holdem.status.all_in": "ALL IN",
    "holdem.why.bet": "Setzt {n} für den Wert",
    "holdem.why.raise": "Erhöht auf {n} für den Wert",
    "holdem.why.check": "Checkt, nichts zu bezahlen",
    "holdem.why.call": "Geht mit ({n})",
    "holdem.why.fold": "Passt gegen {n}",
    "holdem.why.equity": "Gewinnchance {equity}\u00a0% gegen {opp}, Pot-Quote {odds}\u00a0%",
    "holdem.why.bluff": "Setzt {n} als Bluff, die anderen passen oft",
    "holdem.why.open": "Erhöht auf {n}",
    "holdem.why.all_in": "Geht all-in ({n})",
    "holdem.why.ranges": "(gegen Spannen der besten {ranges})",
    "holdem.why.chart_opening": "{hand} gehört zu den besten {top}\u00a0% der Hände, nach der Eröffnungstabelle",
    "holdem.why.chart_push": "{hand} gehört zu den besten {top}\u00a0% der Hände, nach der Push-or-Fold-Tabelle",
    "holdem.why.read": "({place}, eingeschätzt {read}\u00a0%)",
    "holdem.why.last": "als Letzte am Zug",
    "holdem.why.after": "{n} handeln danach",
    "holdem.why.after_one": "1 handelt danach",
    # the Tipp
    "holdem.tip.title": "Tipp",
    "holdem.tip.working": "wird berechnet ...",
    "holdem.tip.equity": "Gewinnchance: {n}\u00a0%",
    "holdem.tip.against": "gegen {n} im Spiel, jeder mit einer beliebigen Hand",
    "holdem.tip.against_one_raise": "gegen eine Spanne, die so erhöht (die besten {share}\u00a0%)",
    "holdem.tip.against_one_call": "gegen eine Spanne, die so mitgeht (die besten {share}\u00a0%)",
    "holdem.tip.against_one_any": "gegen eine beliebige Hand",
    "holdem.tip.against_many_raise": "gegen {n} Spannen, die engste nach Erhöhen: die besten {share}\u00a0%",
    "holdem.tip.against_many_call": "gegen {n} Spannen, die engste nach Mitgehen: die besten {share}\u00a0%",
    "holdem.tip.against_many_any": "gegen {n} beliebige Hände",
    "holdem.tip.odds": "Pot-Quote: {n}\u00a0%",
    "holdem.tip.odds_how": "Mitgehen kostet {call} von {pot} im Pot danach",
    "holdem.tip.call_pays": "Mitgehen lohnt sich auf Dauer",
    "holdem.tip.call_loses": "Mitgehen verliert auf Dauer",
    "holdem.tip.free": "Checken kostet nichts.",
    # history and the end of a sit-and-go
    "holdem.history.title": "Verlauf",
    "holdem.history.hand": "Hand {n} · Button: {name} · Blinds {small}/{big}",
    "holdem.history.mucked": "verdeckt: {names}",
    "holdem.history.note": "Nur beendete Hände; fremde Karten nur, wenn sie gezeigt wurden.",
    "holdem.history.empty": "Noch keine beendete Hand.",
    "holdem.history.export_phh": "Als PHH exportieren",
    "holdem.over.title": "Sit & Go beendet",
    "holdem.over.winner": "{name} gewinnt!",
    "holdem.over.facts": "{hands} · größter Pot {n}",
    "holdem.over.place": "{n}. Platz",
    "holdem.over.hands": "{n} Hände",
    "holdem.over.hands_one": "1 Hand",
    "holdem.over.rematch": "Revanche",
    "holdem.over.history": "Verlauf",
    "holdem.over.menu": "Menü",
    # hint lines
    "hint.holdem_turn": "P passen · C checken/mitgehen · S/E setzen/erhöhen · H Verlauf · F1 Regeln · Esc Pause",
    "hint.holdem_chooser": "Mausrad/Pfeiltasten · Pos1, Bild ab, Bild auf, Ende · Zahl tippen · Enter setzen · Esc zurück",
    "hint.holdem_wait": "Taste oder Klick: Computer handelt sofort · H Verlauf · F1 Regeln · Esc Pause",
    "hint.holdem_wait_person": "H Verlauf · F1 Regeln · Esc Pause",
    "hint.holdem_next": "Leertaste, N oder Enter: nächste Hand · H Verlauf · F1 Regeln · Esc Pause",
    "hint.holdem_next_cash": "Leertaste, N oder Enter: nächste Hand · T Plätze · H Verlauf · F1 Regeln · Esc Pause",
    "hint.holdem_history": "Pfeiltasten oder Mausrad blättern · E als Text, P als PHH (für Poker-Programme) exportieren · Esc oder H zurück",
    "hint.holdem_over": "Enter Revanche · H Verlauf · Esc Menü",
}
