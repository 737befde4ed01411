# ruff: noqa: E501 - one catalogue entry per line reads better than split strings
"""English UI strings, selectable in the settings; same keys as `strings_de`."""

STRINGS: dict[str, str] = {
    "app.title": "Token-Poker",
    "app.subtitle": "Poker with tokens and play chips - for fun only",
    "menu.continue": "Continue token game",
    "menu.new_game": "New game",
    "menu.rules": "Rules",
    "menu.settings": "Settings",
    "menu.license": "License",
    "menu.quit": "Quit",
    "menu.tagline": "Token game · Duell · Texas Hold'em · Network - humans and computers mixed",
    "license.title": "License",
    "license.first_start": "Please read the license and accept it to play.",
    "license.accept": "Accept",
    "license.decline": "Quit",
    "license.back": "Back",
    "license.missing": "License.md was not found.",
    "license.demo": "Demo: the license is only shown, not stored as accepted.",
    "setup.title": "New game",
    "setup.seats": "Seats",
    "setup.seat": "Seat {n}",
    "setup.human": "Human",
    "setup.computer": "Computer",
    "setup.name": "Name",
    "setup.level": "Level",
    "setup.mode": "Mode",
    "setup.tokens": "Tokens T",
    "setup.rules": "Rule set",
    "setup.add_seat": "Add seat",
    "setup.remove_seat": "Remove seat",
    "setup.start": "Start game",
    "setup.back": "Back",
    "setup.default_human": "Player {n}",
    "setup.default_computer": "Computer {n}",
    "setup.confirm_replace_save": "There is a saved, unfinished game. A new game replaces it - the saved one will be lost.",
    "setup.replace_save": "Start new game",
    "setup.keep_save": "Back",
    "setup.error_names": "Every seat needs its own non-empty name.",
    "setup.name_too_long": "Names have at most {n} characters.",
    "setup.error": "Invalid setup: {reason}",
    "setup.mode_help_absteigend": "Everyone starts with T tokens; the weakest hand loses one. The last one holding tokens wins.",
    "setup.mode_help_aufsteigend": "Everyone starts with 0 tokens; the best hand gains one. The last one short of T loses.",
    "setup.rules_help_original": "Original: ace high only; ties are decided by the top card of the combination.",
    "setup.rules_help_standard": "Standard: international poker rules with kickers; A-2-3-4-5 is a straight.",
    "mode.absteigend": "Descending",
    "mode.aufsteigend": "Ascending",
    "rules.original": "Original",
    "rules.standard": "Standard",
    "level.anfaenger": "Beginner",
    "level.normal": "Normal",
    "level.profi": "Expert",
    "settings.title": "Settings",
    "settings.language": "Language",
    "settings.animation_speed": "Animation speed",
    "settings.sound": "Sound",
    "settings.volume": "Volume",
    "settings.fullscreen": "Fullscreen",
    "settings.four_color": "Suit colours",
    "settings.card_back": "Card back",
    "settings.show_hint": "Key hints",
    "settings.back": "Back",
    "settings.on": "On",
    "settings.off": "Off",
    "settings.two_colors": "2 colours",
    "settings.four_colors": "4 colours",
    "settings.card_back_n": "Design {n}",
    "settings.speed_slow": "Slow",
    "settings.speed_normal": "Normal",
    "settings.speed_fast": "Fast",
    "settings.speed_very_fast": "Very fast",
    "settings.percent": "{n} %",
    "lang.de": "Deutsch",
    "lang.en": "English",
    "rules.title": "Rules",
    "rules.back": "Back",
    "rules.ranking": "Hand ranking (highest first)",
    "rules.body": (
        "# A round\n"
        "Everyone is dealt five cards from a freshly shuffled 52-card deck. "
        "In turn - starting left of the dealer - each player exchanges 0 to 5 cards: "
        "the discards go face down under the stock and as many are drawn from the top. "
        "Everyone sees how many cards each player exchanged. Then all hands are shown and rated.\n\n"
        "# Descending\n"
        "Everyone starts with T tokens. Every player with the weakest hand loses a token; "
        "a player without tokens is out. The last player holding tokens wins.\n\n"
        "# Ascending\n"
        "Everyone starts with 0 tokens. Every player with the best hand gains a token; "
        "reaching T makes a player safe. The last player short of T loses.\n\n"
        "# Ties\n"
        "If all hands rate equally, nothing changes (tie - no score). Suits have no rank.\n\n"
        "# Original rule set\n"
        "The ace is high only (A-2-3-4-5 is no straight). Within a category the top card "
        "of the scored combination decides, otherwise it is a tie.\n\n"
        "# Standard rule set\n"
        "International poker rules: A-2-3-4-5 is the lowest straight and ties are "
        "broken by all cards including kickers.\n\n"
        "Played for fun only - never for money."
    ),
    "rules.keys": (
        "# Keys at the table\n"
        "1-5: mark a card (again: unmark it)\n"
        "Enter or T: exchange (none marked: keep all)\n"
        "? or F2: tip\n"
        "H: history\n"
        "F1: rules\n"
        "Esc: pause\n"
        "Any key, any click: skip a running animation\n\n"
        "# Round results\n"
        "Space, N or Enter: next round\n"
        "W: watch the rest of the game (once you are out or safe)\n"
        "H: history · F1: rules · Esc: pause\n\n"
        "# History\n"
        "Arrows, Page Up/Down, Home/End: scroll\n"
        "E: export as text\n"
        "H or Esc: back\n\n"
        "# Game over\n"
        "Enter: rematch · Esc: menu\n\n"
        "# Duell at the table\n"
        "S: bet · W: check · O: open · E: raise\n"
        "T: draw (call and go on to the draw; at the draw: confirm)\n"
        "R: show · P: fold\n"
        "1-5: mark a card for the draw (at most 4)\n"
        "Amount: mouse wheel or arrows; Home, Page Down, Page Up, End: minimum, half the pot, the pot, all; "
        "type a number; Enter: bet; Esc: back\n"
        "Space, N or Enter: next deal · H: history · ? or F2: tip\n\n"
        "# New game\n"
        "T: token game · D: Duell\n"
        "Ctrl+A: select a name (typing replaces it)\n"
        "Ctrl+Enter: start the game (from any field) · F1: rules\n\n"
        "# Network\n"
        "Lobby: S: sit down · Z: watch · N: open a table · Esc: log out\n"
        "At the table: S: start the game (game master) · X: leave the table · .: chat (Enter: send)\n"
        "European Draw Poker: B: bet · H: see the cards! · P: fold (J: yes, N: no) · "
        "1-5, D: exchange · R: show cards\n"
        "Tips (? or F2) only at local tables: on the network people play against each other.\n\n"
        "# Everywhere\n"
        "Tab/Shift+Tab, arrows: select\n"
        "Enter or Space: confirm\n"
        "Esc: back\n"
        "M: sound off/on\n"
        "F11: fullscreen"
    ),
    "sound.off": "Sound off (M: on again)",
    "sound.on": "Sound on",
    "pause.title": "Pause",
    "pause.resume": "Continue",
    "pause.rules": "Rules",
    "pause.settings": "Settings",
    "pause.menu": "To the menu",
    "pause.confirm_menu": "Leave the running game and return to the menu?",
    "dialog.yes": "Yes",
    "dialog.no": "No",
    "dialog.ok": "OK",
    "dialog.cancel": "Cancel",
    # statistics screen
    "menu.stats": "Statistics",
    "stats.title": "Statistics",
    "stats.humans": "People ({n})",
    "stats.computers": "Computer players ({n})",
    "stats.name": "Name",
    "stats.games_total": "Games: {n}",
    "stats.level_games": "{level} · games: {n}",
    "stats.level_unknown": "level ?",
    "stats.mode_games": "Games: {n}",
    "stats.mode_record": "Wins {wins} · losses {losses}",
    "stats.mode_none": "-",
    "stats.places": "Places",
    "stats.place": "Place {place}: {n}",
    "stats.rounds": "Rounds",
    "stats.best_hand": "Best hand",
    "stats.rules_note": "{rules} rules",
    "stats.empty_humans": "No finished games by people yet.",
    "stats.empty_computers": "No finished games by computer players yet.",
    "stats.reset": "Reset",
    "stats.confirm_reset": "Delete all statistics? This cannot be undone.",
    "stats.reset_done": "Statistics reset",
    "stats.back": "Back",
    "hint.stats": "Tab to choose · arrows or mouse wheel to scroll · Esc back",
    # round history
    "history.title": "History",
    "history.subtitle": "{mode}, T = {tokens}, {rules} rules",
    "history.round": "Round {n}",
    "history.dealer": "Dealer: {name}",
    "history.before": "Before the exchange",
    "history.after": "After the exchange",
    "history.keeps": "keeps all",
    "history.unseen": "dealt: not to be seen",
    "history.exchanges": "exchanges {n}",
    "history.tokens": "Tokens {after} ({delta})",
    "history.tokens_same": "Tokens {n}",
    "history.out": "is out",
    "history.safe": "is safe",
    "history.verdict": "Best hand: {best} · worst hand: {worst}",
    "history.tie": "Tie - no score",
    "history.empty": "No round finished yet.",
    "history.running": "Round {n} is running - it appears after the results.",
    "history.export": "Export as text",
    "history.exported": "History saved: {path}",
    "history.back": "Back",
    "hint.history": "Arrows or mouse wheel to scroll · E export · Esc or H back",
    "hint.history_key": "H history",
    "cover.title": "{name}'s turn",
    "cover.look_away": "Everyone else, please look away.",
    "cover.show": "Show {name}'s cards",
    "table.round": "Round {n}",
    "table.stake_descending": "Weakest hand: -1",
    "table.stake_ascending": "Best hand: +1",
    "table.dealer": "Dealer",
    "table.exchanges": "exchanges {n}",
    "table.exchanged": "exchanged {n}",
    "table.keeps": "keeps all",
    "table.thinking": "thinking ...",
    "table.your_turn": "Your turn",
    "table.turn_of": "{name}'s turn",
    "table.tokens": "{n} tokens",
    "table.token_one": "1 token",
    "table.target": "Target: {n}",
    "table.out": "out",
    "table.safe": "safe",
    "table.exchange_button": "Exchange ({n})",
    "table.keep_button": "Keep all",
    "table.next_round": "Next round",
    "table.stock": "Stock",
    "table.mark_card": "Click: mark card for exchange",
    "table.unmark_card": "Click: unmark card",
    "hint.exchange": "1-5 mark card · Enter/T exchange · F1 rules · Esc pause",
    "hint.wait": "Any key or click: skip animation · Esc pause",
    "hint.results": "Space/N next round · F1 rules · Esc pause",
    "hint.game_over": "Enter rematch · Esc menu",
    "hint.cover": "Enter: show cards",
    "results.title": "Round {n} - results",
    "results.tie": "Tie - no score",
    "results.loses_token": "{name} loses a token",
    "results.gains_token": "{name} gains a token",
    "results.best": "best hand",
    "results.worst": "weakest hand",
    "results.left_out": "{name} is out",
    "results.left_safe": "{name} reached T and is safe",
    "results.deciding": "deciding: {card}",
    "results.next": "Next round",
    "results.watch": "Watch the rest (W)",
    "results.watch_stop": "Stop watching (W)",
    "results.reason_worst": "weakest hand: {hand}",
    "results.reason_best": "best hand: {hand}",
    "gameover.title": "Game over",
    "gameover.winner": "{name} wins!",
    "gameover.loser": "{name} loses.",
    "gameover.rounds": "Rounds played: {n}",
    "gameover.place": "Place",
    "gameover.name": "Name",
    "gameover.tokens": "Tokens",
    "gameover.rematch": "Rematch",
    "gameover.menu": "Menu",
    "gameover.place_n": "{n}.",
    "cat.0": "High card",
    "cat.1": "One pair",
    "cat.2": "Two pair",
    "cat.3": "Three of a kind",
    "cat.4": "Straight",
    "cat.5": "Flush",
    "cat.6": "Full house",
    "cat.7": "Four of a kind",
    "cat.8": "Straight flush",
    "cat.9": "Royal flush",
    "cat.example.0": "no combination - the highest card counts",
    "cat.example.1": "two cards of one value",
    "cat.example.2": "two pairs",
    "cat.example.3": "three cards of one value",
    "cat.example.4": "five values in a row",
    "cat.example.5": "five cards of one suit",
    "cat.example.6": "three of a kind and a pair",
    "cat.example.7": "four cards of one value",
    "cat.example.8": "straight in one suit",
    "cat.example.9": "10 to ace in one suit",
    "hand.0": "High card: {rank}",
    "hand.1": "Pair of {ranks}",
    "hand.2": "Two pair, {ranks} up",
    "hand.3": "Three {ranks}",
    "hand.4": "Straight, {rank} high",
    "hand.5": "Flush, {rank} high",
    "hand.6": "Full house, {ranks} over {ranks2}",
    "hand.7": "Four {ranks}",
    "hand.8": "Straight flush, {rank} high",
    "hand.9": "Royal flush",
    "rank.2": "2",
    "rank.3": "3",
    "rank.4": "4",
    "rank.5": "5",
    "rank.6": "6",
    "rank.7": "7",
    "rank.8": "8",
    "rank.9": "9",
    "rank.10": "10",
    "rank.11": "Jack",
    "rank.12": "Queen",
    "rank.13": "King",
    "rank.14": "Ace",
    "ranks.2": "Twos",
    "ranks.3": "Threes",
    "ranks.4": "Fours",
    "ranks.5": "Fives",
    "ranks.6": "Sixes",
    "ranks.7": "Sevens",
    "ranks.8": "Eights",
    "ranks.9": "Nines",
    "ranks.10": "Tens",
    "ranks.11": "Jacks",
    "ranks.12": "Queens",
    "ranks.13": "Kings",
    "ranks.14": "Aces",
    "suit.d": "Diamonds",
    "suit.s": "Spades",
    "suit.h": "Hearts",
    "suit.c": "Clubs",
    "card.name": "{rank} of {suit}",
    # table screen additions
    "table.dealer_short": "D",
    "hint.table": "F1 rules · Esc pause · M sound · F11 fullscreen",
    "results.continue": "Continue",
    "results.final": "Last round - the game is decided",
    "gameover.out_round": "Round {n}",
    "gameover.still_in": "to the end",
    # the "Tipp" hint on the table (game/scenes/table_tips.py)
    "settings.show_tips": "Tips (odds)",
    "setup.tips_hot_seat": "Tips with several players",
    "setup.tips_allowed": "allowed",
    "setup.tips_forbidden": "off",
    "hint.tip_key": "? tip",
    "tip.button": "? Tip",
    "tip.yours": "Your choice: exchange {n}",
    "tip.yours_keep": "Your choice: keep all",
    "tip.profi": "Expert exchanges {n}:",
    "tip.profi_keep": "Expert keeps all cards",
    "tip.nothing": "no combination",
    "tip.at_least.1": "at least a pair",
    "tip.at_least.2": "at least two pair",
    "tip.at_least.3": "at least three of a kind",
    "tip.at_least.4": "at least a straight",
    "tip.at_least.5": "at least a flush",
    "tip.at_least.6": "at least a full house",
    "tip.at_least.7": "at least four of a kind",
    "tip.at_least.8": "at least a straight flush",
    "tip.at_least.9": "a royal flush",
    "tip.goal_descending": "Best chance not to be among the weakest: {chance}",
    "tip.goal_ascending": "Best chance to be among the strongest: {chance}",
    "tip.yours_chance": "Your choice: {chance}",
    "tip.same": "Your choice is the expert's.",
    "tip.local_only": "Tips only at local tables",
    # choosing a bet amount (game/ui/amount.py)
    "amount.min": "Min",
    "amount.half_pot": "½ pot",
    "amount.pot": "Pot",
    "amount.all_in": "All",
    "amount.key_min": "Home",
    "amount.key_half": "PgDn",
    "amount.key_pot": "PgUp",
    "amount.key_max": "End",
    "amount.cancel": "Back",
    "amount.refused": "{n} is not possible - allowed are {lo} to {hi} chips",
    "amount.help": "Mouse wheel, arrow keys or type a number",
    # game choice (start screen -> New game)
    "menu.continue_duell": "Continue Duell",
    "choice.title": "New game",
    "choice.token": "Token game",
    "choice.token_help": "2 to 5 players, people and computers mixed: exchange, lose or win tokens",
    "choice.duell": "Duell",
    "choice.duell_help": "You against the computer: five card draw with play chips, bet, raise, draw",
    "choice.back": "Back",
    "hint.choice": "T token game · D Duell · H Texas Hold'em · Esc back",
    # Duell set-up
    "duell.setup.title": "Duell - new game",
    "duell.setup.name": "Your name",
    "duell.setup.level": "Opponent",
    "duell.setup.deck": "Deck",
    "duell.setup.stack": "Starting chips",
    "duell.setup.stack_help": "{lo} to {hi} chips for each side",
    "duell.setup.help": "Each deal both pay an ante of 5 chips. There is betting before and after an exchange of 0 to 4 cards. Whoever cannot pay the ante at the start of a deal loses the Duell.",
    "duell.setup.rules": "Rules",
    "duell.setup.start": "Start Duell",
    "duell.setup.back": "Back",
    "duell.setup.confirm_replace": "There is a saved, unfinished Duell. A new Duell replaces it - the saved one will be lost.",
    "duell.setup.error_name": "Please enter a name.",
    "duell.deck.32": "32 cards (7 to Ace)",
    "duell.deck.52": "52 cards (2 to Ace)",
    "hint.duell_setup": "Tab/arrows choose · F1 rules · Ctrl+Enter start · Esc back",
    # Duell table
    "duell.computer": "Computer",
    "duell.round": "Deal {n}",
    "duell.first_you": "You speak first",
    "duell.first_other": "{name} speaks first",
    "duell.your_turn": "Your turn",
    "duell.your_exchange": "Mark 0 to 4 cards and draw",
    "duell.thinking": "{name} is thinking",
    "duell.pot": "Pot {n}",
    "duell.carried": "{n} of it from the tie",
    "duell.carried_over": "Tie: {n} stay in the pot",
    "duell.bet": "Bet {n}",
    "duell.folded": "folded",
    "duell.exchanged": "drew {n}",
    "duell.exchanged_one": "drew 1",
    "duell.kept": "keeps all",
    "duell.max_marks": "At most {n} cards can be exchanged",
    "duell.refused": "That is not possible right now.",
    "duell.log": "This deal",
    "duell.act.bet": "BET",
    "duell.act.check": "CHECK",
    "duell.act.open": "OPEN",
    "duell.act.raise": "RAISE",
    "duell.act.draw": "DRAW",
    "duell.act.show": "SHOW",
    "duell.act.fold": "FOLD",
    "duell.act.exchange": "DRAW",
    "duell.cap.amount": "{lo} to {hi}",
    "duell.cap.call": "call {n}",
    "duell.cap.all_in": "all in: {n}",
    "duell.cap.free": "no bet",
    "duell.cap.fold": "give up",
    "duell.cap.exchange": "{n} cards",
    "duell.cap.exchange_one": "1 card",
    "duell.cap.keep": "keep all",
    "duell.choose.bet": "BET",
    "duell.choose.open": "OPEN",
    "duell.choose.raise": "RAISE by",
    "duell.next": "Next deal",
    "duell.to_result": "To the result",
    "duell.key_next": "Space",
    "duell.say.check": "{name} checks",
    "duell.say.call": "{name} calls",
    "duell.say.call_all_in": "{name} calls: all in ({n})",
    "duell.say.bet": "{name} bets {n}",
    "duell.say.open": "{name} opens with {n}",
    "duell.say.raise": "{name} raises by {n}",
    "duell.say.fold": "{name} folds",
    "duell.say.exchange": "{name} draws {n} cards",
    "duell.say.exchange_one": "{name} draws 1 card",
    "duell.say.keep": "{name} keeps all cards",
    "duell.say.ante": "Ante: {n} chips each",
    "duell.say.returned": "{n} chips go back to {name}",
    "duell.say.wins": "{name} wins {n} chips",
    "duell.say.tie": "Tie - {n} chips stay in the pot",
    "duell.say.split": "Tie - the pot is split",
    "duell.say.share": "{name} receives {n} chips",
    "duell.why.category": "{win} against {lose} - the higher combination wins",
    "duell.why.combination": "{win} against {lose} - same combination, the higher values win ({high} over {low})",
    "duell.why.kicker": "{win} against {lose} - same combination, the kicker decides ({high} over {low})",
    "duell.why.tie": "{win} against {lose} - equally strong",
    "duell.why.fold": "{name} folded",
    "duell.tip.title": "Tip: the expert would ...",
    "duell.tip.thinking": "The expert is thinking ...",
    "duell.tip.exchange": "draw {n} cards (framed in blue)",
    "duell.tip.exchange_one": "draw 1 card (framed in blue)",
    "duell.tip.keep": "keep all cards",
    "duell.tip.amount": "{action} {n}",
    "hint.duell_bet": "The keys are on the buttons · H history · F1 rules · Esc pause",
    "hint.duell_exchange": "1-5 mark a card (at most 4) · Enter/T draw · H history · Esc pause",
    "hint.duell_chooser": "Wheel/arrows · Home, PgDn, PgUp, End · type a number · Enter bet · Esc back",
    "hint.duell_next": "Space, N or Enter: go on · H history · F1 rules · Esc pause",
    # Duell over
    "duell.over.title": "Duell over",
    "duell.over.winner": "{name} wins the Duell!",
    "duell.over.draw": "A draw - nobody can pay the ante",
    "duell.over.deals": "Deals played: {n}",
    "duell.over.chips": "Chips at the end",
    "duell.over.biggest": "Biggest pot won",
    "duell.over.best": "Your best hand",
    "duell.over.none": "-",
    "duell.over.rematch": "Rematch",
    "duell.over.menu": "Menu",
    "duell.over.history": "History",
    "hint.duell_over": "Enter rematch · H history · Esc menu",
    # Duell history
    "duell.history.title": "History - Duell",
    "duell.history.subtitle": "{name} against Computer ({level}) · {deck} cards · starting chips {stack}",
    "duell.history.deal": "Deal {n}",
    "duell.history.first": "{name} speaks first",
    "duell.history.carried": "Pot from a tie: {n}",
    "duell.history.before": "Before the draw",
    "duell.history.after": "After the draw",
    "duell.history.exchange": "Draw",
    "duell.history.no_bets": "no bets",
    "duell.history.hidden": "face down",
    "duell.history.stacks": "after: {a} : {b}",
    "duell.history.empty": "No deal finished yet.",
    "duell.history.running": "Deal {n} is running - it appears when it is over.",
    "hint.duell_history": "Arrows or mouse wheel scroll · E export · Esc or H back",
    # statistics
    "stats.token": "Token game",
    "stats.duell": "Duell",
    "stats.duell_matches": "Matches",
    "stats.duell_record": "Wins {wins} · losses {losses}",
    "stats.duell_deals": "Deals",
    "stats.duell_chips": "Chips + / -",
    "stats.duell_pot": "Biggest pot",
    "stats.empty_duell": "No finished Duell yet.",
    # rules
    "rules.tab_token": "Token game",
    "rules.tab_duell": "Duell",
    "rules.duell_title": "Rules - Duell ({deck} cards)",
    "rules.duell_body": (
        "# Duell\n"
        "You play against the computer for play chips - never for money. Both start with the same number of chips.\n\n"
        "# A deal\n"
        "Both pay an ante of 5 chips into the pot, then each side gets five cards from a freshly shuffled deck of {deck} cards. "
        "Who speaks first alternates every deal.\n\n"
        "# First betting round (before the draw)\n"
        "With no bet: BET (choose an amount), CHECK or FOLD. After the other side checked, a bet is called OPEN, "
        "and DRAW ends the round without a bet. Facing a bet: RAISE, DRAW (call and go on to the draw) or FOLD.\n\n"
        "# Draw\n"
        "The side that spoke first draws first, then the other: mark 0 to 4 cards and confirm with DRAW. "
        "You see how many cards the other side exchanged, never which.\n\n"
        "# Second betting round\n"
        "As the first, with SHOW in place of DRAW: SHOW with no bet is a check, SHOW facing a bet calls. "
        "When both check, or a bet is called, the hands are shown.\n\n"
        "# Bets\n"
        "A bet is at least 5 chips, a raise at least as much as the bet or raise before it. "
        "Nobody bets more than the other side can still call. Whoever cannot pay a whole bet calls with everything (all in).\n\n"
        "# Showdown\n"
        "The better hand wins the pot. With the same combination its values decide, then the kickers from the highest down; "
        "suits never decide. The Ace also plays low in the lowest straight ({lowest}). "
        "The deciding cards are highlighted and the reason is named.\n\n"
        "# Tie\n"
        "When both hands are equally strong, the pot stays and joins the pot of the next deal. If after a tie "
        "one side could not pay the next ante, the pot is split evenly instead (an odd chip to whoever spoke "
        "second); nothing stays in a pot nobody can win.\n\n"
        "# Folding and the end\n"
        "Whoever folds loses the pot to the other side. Whoever cannot pay the ante at the start of a deal has lost the Duell.\n\n"
        "# Tip\n"
        "The tip (? or F2) asks the Expert level what it would do in your place and gives its reason - knowing nothing but what you know.\n\n"
        "Played for fun only - never for money."
    ),
    "rules.tab_european": "European",
    "rules.european_title": "Rules - European Draw Poker",
    "rules.european_body": (
        "# European Draw Poker (Europäisches Draw Poker)\n"
        "The network table for up to 5 players, played for play chips - never for money. Anyone beyond that "
        "watches and sees only what everybody sees. Who sits down during a game plays from the next one on.\n\n"
        "# Game master\n"
        "The first to sit down is the game master and starts a game (S) once at least two sit at the table. "
        "The role passes on after every game, when the game master folds (to the next player still in) and after "
        "3 minutes without a start. A new game starts 30 seconds after the last one at the earliest.\n\n"
        "# Cards\n"
        "40 cards, 5 to ace (no 2, 3, 4). The ace also plays low in the lowest straight A-5-6-7-8, which loses "
        "to every other straight. A full house ranks above a flush.\n\n"
        "# A game\n"
        "Everybody at the table pays an ante of 10 chips and gets five cards; who cannot pay sits this game out. "
        "Round 1 is betting, round 2 the exchange (mark 0 to 3 cards with 1-5, confirm with D; after 1 minute "
        "nothing is exchanged), from round 3 on there is betting again. Every round goes in turn from the game "
        "master.\n\n"
        "# Betting\n"
        "In each betting round every player still in bets once (B): at least the last bet of the game (1 if "
        "there was none; Enter bets the minimum), at most 200 or all their chips. A bet goes into the pot at once "
        "and stays there. Who cannot reach the minimum or lets their minute run out folds. Folding (P) asks "
        "first.\n\n"
        "# Calling for the showdown\n"
        "From round 3 a player may call for the showdown together with a valid bet (H, \"Karten sehen\", once per "
        "game): the round is completed - the players after the caller bet at least as much or fold - then the "
        "cards are shown. At round 32,700 the showdown begins by itself.\n\n"
        "# Left alone\n"
        "A player left alone in the game while others still sit at the table bets once more in the running round "
        "(unless they already did) and shows to win. With fewer chips than the minimum they bet what they have "
        "(nothing if nothing is left) and are not folded for it. With nobody else at the table they win at once; "
        "with nobody left in the game the pot goes to the table.\n\n"
        "# Showdown\n"
        "Every player still in shows their cards in turn (R; automatically after 1 minute). The best hand takes "
        "the whole pot.\n\n"
        "# Ties: the suits decide\n"
        "Order clubs > spades > hearts > diamonds. Royal flush: the higher suit. Straight and straight flush: the "
        "highest card, then its suit. Four of a kind, full house, three of a kind: the value of the four or three. "
        "Flush and high card: all five cards from the top, then the suit of the highest. Two pair: the higher "
        "pair, the lower pair, the fifth card, then whoever's higher pair holds the club wins. One pair: the pair, "
        "then only the highest of the other three cards, then its suit.\n\n"
        "# Chat and leaving\n"
        "The chat (.) is always open; the last 10 messages show with [SYSTEM], [INFO] or [name]. X leaves the "
        "table, chips already bet stay in the pot. A player whose connection drops keeps the seat for a while and "
        "can come back.\n\n"
        "Played for fun only - never for money."
    ),
    "rules.duell_lowest.32": "A-7-8-9-10",
    "rules.duell_lowest.52": "A-2-3-4-5",
    "net.round.betting": "{round}",
    "net.round.exchange": "EXCHANGE CARDS",
    "net.round.showdown": "SHOWDOWN",
    "menu.network": "Network",
    "net.title": "Network",
    "net.address": "Server (address:port)",
    "net.name": "Name",
    "net.password": "Password",
    "net.login": "Log in",
    "net.create": "Create account",
    "net.host": "Host on this computer",
    "net.cancel": "Cancel",
    "net.back": "Back",
    "net.help": "Log in with an account of the server, or create one (password 8 to 128 characters). Hosting starts the server inside this game; the others connect to your address. wss://host:port connects encrypted (TLS).",
    "net.bad_address": "The address is host:port, e.g. 127.0.0.1:8765 - with TLS wss://host:port.",
    "net.need_name": "Please enter a name.",
    "net.need_password": "Please enter a password.",
    "net.hosting": "Server running on this computer: {address}:{port}",
    "net.host_failed": "The server could not start: {why}",
    "net.state.connecting": "Connecting ...",
    "net.state.connected": "Connected",
    "net.state.reconnecting": "Connection interrupted - trying again ...",
    "net.state.lost": "No connection: {why}",
    "net.error.closed": "Connection closed.",
    "net.error.address": "That is not a server address.",
    "net.error.unreachable": "The server cannot be reached.",
    "net.error.auth": "Wrong name or password.",
    "net.auth_hint": "First time here? Then choose “Create account”.",
    "net.error.name": "This name cannot be used (1 to 20 visible characters, no [ or ], not SYSTEM or INFO).",
    "net.error.name_taken": "This name exists already - log in instead?",
    "net.error.password": "The password needs 8 to 128 characters.",
    "net.error.version": "The server speaks another protocol version - please use the same game version.",
    "net.error.replaced": "This account logged in elsewhere.",
    "net.error.table_full": "The table is full.",
    "net.error.no_table": "This table is gone.",
    "net.error.reseat": "The server no longer had your seat, and the table is closed or full - please choose a table.",
    "net.error.at_table": "Leave your table first.",
    "net.error.not_master": "Only the game master starts the game.",
    "net.error.running": "A game is running.",
    "net.error.too_few": "At least two players are needed.",
    "net.error.wait": "The next game can start in {seconds} s.",
    "net.error.not_playing": "You do not play in this game.",
    "net.error.illegal": "This move is not allowed.",
    "net.error.chat_rate": "Too many chat lines - wait a moment.",
    "net.error.chat_text": "This chat line cannot be sent (1 to 200 characters).",
    "net.error.rate": "Too many messages - wait a moment.",
    "net.error.full": "The server is full - try again later.",
    "net.error.banned": "This account is banned by the server's operator: {reason}",
    "net.error.locked": "Too many wrong passwords for this name - log-in possible again in {minutes} min.",
    "net.error.not_connected": "Not connected - the move was not sent.",
    "net.error.not_at_table": "You are not at a table (any more) - choose one in the lobby.",
    "net.error.not_seated": "You do not sit at this table.",
    "net.error.no_game": "No game is running.",
    "net.error.variant": "The server does not know this game.",
    "net.error.options": "The server does not take these table settings.",
    "net.error.internal": "Error on the server - please try again.",
    "net.error.cert_untrusted": "This system does not trust the server's certificate.",
    "net.error.cert_changed": "The server's certificate has changed - connection stopped, password not sent.",
    "net.error.tls_failed": "No TLS connection: the server probably does not speak wss:// - try the address without wss://?",
    "net.cert.title": "Unknown certificate",
    "net.cert.changed_title": "WARNING: certificate changed!",
    "net.cert.intro": "The server {server} shows a certificate this system does not trust (self-signed or from an unknown authority). Your password has not been sent yet.",
    "net.cert.fingerprint": "SHA-256 fingerprint of the certificate:",
    "net.cert.help": "Ask the server's operator for the fingerprint and compare it character by character. Trust it only if both are the same. The game remembers the certificate for this server.",
    "net.cert.trust": "Trust and connect",
    "net.cert.changed_intro": "The server {server} shows a DIFFERENT certificate from the one you trusted. The operator may have made a new one - or someone is listening in on the connection to read your password. The connection was stopped, your password was not sent.",
    "net.cert.accepted": "You trusted:",
    "net.cert.now": "The server now shows:",
    "net.cert.changed_help": "Only if the operator confirms the new fingerprint to you: \"Forget the old certificate\" - the next log-in shows the new one and you decide again.",
    "net.cert.forget": "Forget the old certificate",
    "net.cert.forgotten": "The old certificate is forgotten. The next log-in shows the new fingerprint.",
    "net.variant.token": "Token game",
    "net.variant.european": "European Draw Poker",
    "net.lobby.title": "Lobby",
    "net.lobby.who": "{name} - {chips} play chips",
    "net.lobby.who_token": "{name}",
    "net.lobby.hosting": "You are hosting: others connect to {address}:{port}",
    "net.lobby.none": "No tables yet - open one.",
    "net.lobby.table": "Table {no}",
    "net.lobby.seats": "{taken}/{max} seats",
    "net.lobby.running": "game running",
    "net.lobby.waiting": "waiting",
    "net.lobby.watchers": "{n} watching",
    "net.lobby.tokens": "{n} tokens",
    "net.lobby.tokens_one": "1 token",
    "net.lobby.computers": "{n} computers",
    "net.lobby.computers_one": "1 computer",
    "net.lobby.open": "Open a table",
    "net.lobby.sit": "Sit down",
    "net.lobby.watch": "Watch",
    "net.lobby.refresh": "Refresh",
    "net.lobby.back": "Log out",
    "net.lobby.host_quit": "The server runs on this computer: logging out ends the game for everybody. Really?",
    "net.lobby.host_quit_yes": "Yes, stop the server",
    "net.lobby.host_quit_no": "No, stay",
    "net.lobby.keys": "Arrows: choose a table   S: sit down   Z: watch   N: open a table   Esc: log out",
    "net.open.title": "Open a table",
    "net.open.variant": "Game",
    "net.open.mode": "Mode",
    "net.open.tokens": "Tokens",
    "net.open.rules": "Rules",
    "net.open.computers": "Computers",
    "net.open.level": "Level",
    "net.open.ok": "Open",
    "net.open.european_help": "5 seats, people only, an ante of 10 play chips per game.",
    "net.room.title": "Table {no} - {variant}",
    "net.room.master": "game master",
    "net.room.you": "you",
    "net.room.free": "free",
    "net.room.computer": "Computer ({level})",
    "net.room.offline": "disconnected",
    "net.room.watching": "You are watching.",
    "net.room.start": "Start the game",
    "net.room.sit": "Sit down",
    "net.room.leave": "Leave the table",
    "net.room.chat": "Chat",
    "net.room.chat_hint": "type after ., Enter sends, Esc cancels",
    "net.key.start": "S: start the game",
    "net.key.chat": ".: chat",
    "net.key.leave": "X: leave the table",
    "net.room.wait_master": "Waiting for the game master ({name}) ...",
    "net.room.wait_players": "Waiting for a second player ...",
    "net.timer.master": "Game master: {s} s left",
    "net.timer.move": "{name} to move: {s} s left",
    "net.timer.restart": "Next game from: {s} s",
    "net.timer.round": "Next round in {s} s",
    "net.timer.grace": "{name} coming back? {s} s left",
    "net.notice.sat": "{name} sits down",
    "net.notice.stood": "{name} stands up",
    "net.notice.left": "{name} leaves the table",
    "net.notice.dropped": "{name} lost the connection (seat kept)",
    "net.notice.back": "{name} is back",
    "net.notice.removed": "{name} lost the seat",
    "net.notice.replaced": "A computer plays on for {name}",
    "net.notice.master": "{name} is the game master",
    "net.notice.started": "Game {game} begins",
    "net.notice.over": "Game {game} is over",
    "net.notice.over_won": "Game {game} is over - won by {names}",
    "net.notice.over_pot": "Game {game} is over - won by {names} ({chips} play chips)",
    "net.notice.over_lost": "Game {game} is over - nobody wins, {chips} play chips are lost",
    "net.notice.shut": "The operator closed the table: {reason}",
    "net.notice.timeout": "{name}: time is up",
    "net.notice.sits_out": "{name} sits this game out",
    "net.notice.reseat": "The server no longer had your seat (restarted, or you were away too long): you sit down at table {table} again.",
    "net.notice.fresh_stack": "A fresh stack: {chips} play chips",
    "net.notice.cannot_pay": "You cannot pay the ante of {ante} and sit out.",
    "net.back_to_table": "Back to the table",
    "eu.cmd.start": "Start the game",
    "eu.cmd.bet": "Bet",
    "eu.cmd.call": "See the cards!",
    "eu.cmd.fold": "Fold",
    "eu.cmd.fold_yes": "Yes, fold",
    "eu.cmd.fold_no": "No",
    "eu.cmd.exchange": "Exchange ({n})",
    "eu.cmd.keep": "Keep all",
    "eu.cmd.marks": "1-5 to mark",
    "eu.cmd.show": "Show cards",
    "eu.cmd.chat": "Chat",
    "eu.cmd.leave": "Leave",
    "eu.choose.bet": "Bet",
    "eu.choose.call": "See the cards! - bet",
    "eu.confirm_fold": "Really fold?",
    "eu.log.bet": "{name} bets {n}",
    "eu.log.bet_showdown": "{name} bets {n} and wants to see the cards",
    "eu.log.fold": "{name} folds",
    "eu.log.bet_nothing": "{name} has nothing left to bet",
    "eu.log.short": "{name} cannot bet {n} and folds",
    "eu.log.exchange": "{name} exchanges {n} cards",
    "eu.log.shown": "{name} shows: {hand}",
    "eu.log.winner": "{name} wins {n} chips",
    "eu.log.house": "Nobody wins: the pot ({n}) goes to the house",
    "eu.nobody": "Nobody else at the table yet.",
    "eu.chips": "{n} chips",
    "eu.put_in": "in the pot: {n}",
    "eu.folded": "folded",
    "eu.next_game": "plays the next game",
    "eu.moving": "to move",
    "eu.exchanged": "exchanged {n}",
    "eu.no_game": "NO GAME",
    "eu.info.master": "Game master",
    "eu.info.turn": "To move",
    "eu.info.pot": "Pot",
    "eu.info.round": "Round",
    "eu.watching": "You are watching.",
    "eu.waiting_hand": "You are the game master: S starts the game.",
    "eu.out_of_game": "You play in the next game.",
    "eu.exchange_hint": "Mark up to {n} cards (1-5 or a click), then D",
    "eu.max_marks": "Exchange at most {n} cards.",
    "eu.mark.master": "GM",
    "eu.won": "wins",
    "eu.called": "{name} wants to see the cards",
    "eu.your_bet": "Your move: bet {lo} to {hi} (B) or fold (P)",
    "eu.your_bet_showdown": "Your move: bet {lo} to {hi} (B), see the cards (H) or fold (P)",
    "eu.your_show": "Showdown: show your cards (R)",
}
