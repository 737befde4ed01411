# ruff: noqa: E501 - one catalogue entry per line reads better than split strings
"""English strings of Texas Hold'em (its screens, rules and statistics tab).

Same keys and placeholders as `holdem_de`; merged into the English catalogue by `i18n`.
"""

STRINGS: dict[str, str] = {
    # the game choice, the start menu, statistics, rules
    "choice.holdem": "Texas Hold'em",
    "choice.holdem_help": "2 to 10 seats, people and computers: limit, pot-limit or no-limit, cash table or sit-and-go",
    "menu.continue_holdem": "Continue Hold'em",
    "stats.holdem": "Hold'em",
    "stats.holdem_hands": "Hands: {n}",
    "stats.holdem_sng": "Tournaments {n} · won {wins} · hands {hands}",
    "stats.empty_holdem": "No Hold'em hands played yet.",
    "rules.tab_holdem": "Hold'em",
    "rules.holdem_title": "Rules - Texas Hold'em",
    "rules.holdem_body": (
        "# Texas Hold'em\n"
        "Played with play chips at a table of 2 to 10 seats, people and computers in any mix. Chips have "
        "no value and cannot be bought, sold or transferred; whoever runs out gets a fresh stack at the "
        "cash table.\n\n"
        "# Dealer button and blinds\n"
        "The first button is drawn at random and moves one seat on each hand. Left of the button posts the "
        "small blind, next to it the big blind. Heads-up the button posts the small blind, speaks first "
        "before the flop and last after it. In limit the big blind is the small bet and the small blind "
        "half of it, rounded down.\n\n"
        "# A hand\n"
        "Everyone gets two hidden cards. The first betting round starts left of the big blind. Then come "
        "the flop (3 community cards), the turn (1) and the river (1), each followed by a betting round "
        "from the first active seat left of the button. The seat to act folds, checks (only with nothing "
        "to call), calls, bets or raises.\n\n"
        "# Limit, pot-limit, no-limit\n"
        "Limit: bets and raises are the small bet in the first two rounds and the big bet (twice as much) "
        "after; at most 4 bets per round (a bet and three raises, the last is the cap). Pot-limit: a raise "
        "is at least the previous bet or raise of the round and at most the pot after the call. No-limit: "
        "at least as in pot-limit, at most all one's chips. Nobody raises their own bet; an all-in short "
        "of a full raise does not reopen the betting for those who already acted - before the flop too, where "
        "the big blind is the bet: who only called it and then faces a short all-in may call or fold, not raise.\n\n"
        "# All in and side pots\n"
        "Only the chips on the table play. Whoever cannot call goes all in and can win only the part of the "
        "pot everyone put in up to their bet (the main pot); everything above goes into side pots only the "
        "others can win. A big blind all in for less does not lower the price: the others call the full big "
        "blind. Whoever has nobody left to bet against (every other player still in is all in) is asked "
        "nothing more: the remaining cards are dealt and the hands are shown.\n\n"
        "# Showdown\n"
        "The best five of the seven cards count (two own and five community cards). Suits never decide; "
        "equal hands split the pot, an odd chip goes to the winner nearest left of the button. The last "
        "aggressor shows first; a hand already beaten may stay face down (a table setting), after an "
        "all-in everybody shows.\n\n"
        "# Action timer\n"
        "When it is on, there are 10 seconds, then a visible 20-second countdown. When it runs out, the "
        "seat checks if it can, else it folds.\n\n"
        "# Cash table and sit-and-go\n"
        "The cash table plays on without end; whoever runs out takes a fresh stack. Between hands somebody "
        "sits down on a free seat (with a fresh stack) and either posts a big blind at once to play right "
        "away or waits until the big blind reaches them; whoever stands up takes their chips along. At least "
        "two players stay at the table. In a sit-and-go the "
        "blinds double every N hands, whoever runs out is out, and whoever holds all the chips wins.\n\n"
        "# Cash table on the network\n"
        "Whoever sits down brings a buy-in from their play chips (between the table's smallest and largest) "
        "and posts a big blind to play at once or waits for the big blind. Whoever sits out (O) keeps seat "
        "and chips, is dealt no cards and pays no blinds; after three orbits sitting out the seat is freed "
        "and the chips go back to the account. Topping up (K) goes up to the largest buy-in; whoever stands "
        "up (U) takes their chips along.\n\n"
        "# Profile and ranking (network)\n"
        "The server counts from the hands it deals, at cash and sit-and-go tables, as PokerTracker defines "
        "them: VPIP - the hands in which you called or raised before the flop, in per cent of your hands "
        "less walks (everybody folded to your big blind); posting a blind is not voluntary. PFR - the hands "
        "in which you raised before the flop (re-raises too), of the same hands. AF (aggression factor) - "
        "after the flop, (bets + raises) / calls. Sit-and-go places rank people with openskill's "
        "Plackett-Luce rating; the ranking shows mu - 3 sigma. Computers get no rating, but their places "
        "count: people are ranked by their place in the whole field. Lobby: R.\n\n"
        "Played for fun only - never for money."
    ),
    "rules.holdem_keys": (
        "# Keys at the Hold'em table\n"
        "P: fold\n"
        "C: check or call (the button names the amount)\n"
        "S or E: bet or raise - in limit at once by the fixed amount, else the amount chooser opens\n"
        "In the amount chooser: mouse wheel, arrow keys, Home (minimum), Page Down (half the pot), Page Up (the pot), End (all), type a number, Enter or the same key again: bet, Esc: back\n"
        "Space, N or Enter: next hand\n"
        "T: seats - at a cash table between hands, sit down (a person or a computer) or stand up\n"
        "? or F2: hint (equity and pot odds)\n"
        "H: history · F1: rules · Esc: pause\n"
        "In the history: E export as text, P in the PHH format for poker tools\n"
        "Any key or click: a computer acts at once"
    ),
    # set-up
    "holdem.setup.title": "Texas Hold'em - New game",
    "holdem.setup.structure": "Structure",
    "holdem.setup.big_blind": "Big blind",
    "holdem.setup.small_bet": "Small bet",
    "holdem.setup.stack": "Starting chips",
    "holdem.setup.format": "Format",
    "holdem.setup.blind_hands": "Hands per blind level",
    "holdem.setup.timer": "Action timer",
    "holdem.setup.showdown": "Beaten hands",
    "holdem.setup.on": "on (10 + 20 s)",
    "holdem.setup.off": "off",
    "holdem.setup.muck": "stay face down",
    "holdem.setup.show": "always shown",
    "holdem.setup.rules": "Rules",
    "holdem.setup.confirm_replace": "An unfinished Hold'em table is saved. A new table replaces it - the saved one is lost.",
    "holdem.setup.help_limit": "Limit: blinds {small}/{big}; bets and raises are {big}, from the turn on {big_bet}; at most 4 bets per round.",
    "holdem.setup.help_pot-limit": "Pot-limit: blinds {small}/{big}; a raise is at least the previous one and at most the pot.",
    "holdem.setup.help_no-limit": "No-limit: blinds {small}/{big}; a raise is at least the previous one, at most all one's chips.",
    "holdem.setup.help_cash": "Cash table: plays on without end; whoever runs out gets a fresh stack before the next hand.",
    "holdem.setup.help_sit-and-go": "Sit-and-go: the blinds double every N hands; whoever holds all the chips wins.",
    "holdem.structure.limit": "Limit",
    "holdem.structure.pot-limit": "Pot-limit",
    "holdem.structure.no-limit": "No-limit",
    "holdem.format.cash": "Cash table",
    "holdem.format.sit-and-go": "Sit-and-go",
    # the table
    "holdem.thousands": ",",
    "holdem.history_button": "History",
    "holdem.hand_no": "Hand {n}",
    "holdem.blinds": "{structure} · blinds {small}/{big}",
    "holdem.rising": "Blinds {small}/{big} in {n} hands",
    "holdem.rising_one": "Blinds {small}/{big} in 1 hand",
    "holdem.street_pot": "{street} · pot {n}",
    "holdem.street.preflop": "Preflop",
    "holdem.street.flop": "Flop",
    "holdem.street.turn": "Turn",
    "holdem.street.river": "River",
    "holdem.your_turn": "Your turn",
    "holdem.turn_of": "{name} to act",
    "holdem.seconds": "{n} s left",
    "holdem.thinking": "thinking",
    "holdem.to_act": "to act",
    "holdem.timer": "{n} s left",
    "holdem.hand_over": "The hand is over",
    "holdem.winner": "{name} wins the sit-and-go",
    "holdem.next": "Next hand",
    "holdem.to_result": "To the result",
    "holdem.key_next": "Space",
    "holdem.refused": "That is not possible right now.",
    "holdem.mucked": "mucked",
    "holdem.out": "no chips",
    "holdem.seat.free": "free",
    "holdem.seat.waits": "waits for the big blind",
    "holdem.seat.posts": "posts a big blind",
    "holdem.seat.sits_out": "sits out",
    # the seats (a cash table, between hands)
    "holdem.seats.title": "Seats",
    "holdem.seats.button": "Seats",
    "holdem.seats.free_seat": "Seat {n}: free",
    "holdem.seats.taken": "Seat {n}: {name} ({who}) · {chips}",
    "holdem.seats.computer": "Computer ({level})",
    "holdem.seats.who": "Who",
    "holdem.seats.name": "Name",
    "holdem.seats.start": "Start",
    "holdem.seats.post": "Post the big blind now",
    "holdem.seats.wait": "Wait for the big blind",
    "holdem.seats.sit": "Sit down",
    "holdem.seats.hint": "Choose a free seat, a name and how to start, then Sit down. Choose a taken seat: stand up.",
    "holdem.seats.full": "Every seat is taken. Choose a taken seat: stand up.",
    "holdem.seats.confirm_leave": "{name} stands up and takes {chips} chips along?",
    "holdem.seats.min_players": "At least {n} players stay at the table. To stop: Esc, then To menu (the table stays saved).",
    "holdem.seats.bad_name": "This name does not work: 1 to {n} characters that can be shown.",
    "holdem.seats.name_taken": "{name} already sits at the table.",
    "holdem.seats.welcome": "{name} sat down.",
    "holdem.seats.closed": "Sit down and stand up only at a cash table between two hands.",
    "holdem.out_place": "out - place {n}",
    "holdem.mark.button": "D",
    "holdem.mark.small": "SB",
    "holdem.mark.big": "BB",
    "holdem.act.fold": "FOLD",
    "holdem.act.check": "CHECK",
    "holdem.act.call": "CALL {n}",
    "holdem.act.bet": "BET",
    "holdem.act.raise": "RAISE",
    "holdem.act.bet_to": "BET {n}",
    "holdem.act.raise_to": "RAISE TO {n}",
    "holdem.cap.fold": "give up",
    "holdem.cap.free": "costs nothing",
    "holdem.cap.all_in": "all in",
    "holdem.cap.range": "{lo} to {hi}",
    "holdem.cap.limit": "fixed · bet {n} of {cap}",
    "holdem.choose.bet": "BET",
    "holdem.choose.raise": "RAISE TO",
    "holdem.confirm.bet": "BET",
    "holdem.confirm.raise": "RAISE",
    "holdem.pot.main": "Main pot",
    "holdem.pot.side": "Side pot {n}",
    "holdem.pot.seats": "{n} seats",
    "holdem.pot.seats_one": "1 seat",
    "holdem.pot.of": "{pot} {n}",
    "holdem.pot.won": "{pot}: {name}",
    "holdem.pot.split": "{pot} split: {names} {n} each",
    "holdem.pot.odd_chip": "(odd chip: {names})",
    "holdem.pot.uncontested": "(everyone else folded)",
    "holdem.say.small-blind": "{name} posts the small blind {n}",
    "holdem.say.big-blind": "{name} posts the big blind {n}",
    "holdem.say.fold": "{name} folds",
    "holdem.say.check": "{name} checks",
    "holdem.say.call": "{name} calls ({n})",
    "holdem.say.call_all_in": "{name} calls all in ({n})",
    "holdem.say.bet": "{name} bets {n}",
    "holdem.say.bet_all_in": "{name} bets all in: {n}",
    "holdem.say.raise": "{name} raises to {n}",
    "holdem.say.raise_all_in": "{name} raises all in to {n}",
    "holdem.say.timeout": "Time is up for {name}",
    "holdem.say.returned": "{name} gets {n} back",
    "holdem.status.small-blind": "small blind",
    "holdem.status.big-blind": "big blind",
    "holdem.status.fold": "folded",
    "holdem.status.check": "checks",
    "holdem.status.call": "calls {n}",
    "holdem.status.bet": "bets {n}",
    "holdem.status.raise": "raises to {n}",
    "holdem.status.timeout": "time is up",
    "holdem.status.returned": "gets {n} back",
    "holdem.status.all_in": "ALL IN",
    "holdem.why.bet": "Bets {n} for value",
    "holdem.why.raise": "Raises to {n} for value",
    "holdem.why.check": "Checks, nothing to call",
    "holdem.why.call": "Calls ({n})",
    "holdem.why.fold": "Folds to {n}",
    "holdem.why.equity": "equity {equity}\u00a0% against {opp}, pot odds {odds}\u00a0%",
    "holdem.why.bluff": "Bets {n} as a bluff, the others fold often",
    "holdem.why.open": "Raises to {n}",
    "holdem.why.all_in": "Goes all in ({n})",
    "holdem.why.ranges": "(against ranges of the best {ranges})",
    "holdem.why.chart_opening": "{hand} is among the best {top}\u00a0% of hands, by the opening chart",
    "holdem.why.chart_push": "{hand} is among the best {top}\u00a0% of hands, by the push-or-fold chart",
    "holdem.why.read": "({place}, read {read}\u00a0%)",
    "holdem.why.last": "last to act",
    "holdem.why.after": "{n} act after",
    "holdem.why.after_one": "1 acts after",
    # the Tipp
    "holdem.tip.title": "Hint",
    "holdem.tip.working": "calculating ...",
    "holdem.tip.equity": "Equity: {n}\u00a0%",
    "holdem.tip.against": "against {n} still in, each with any hand",
    "holdem.tip.against_one_raise": "against a range that raises like this (the best {share}\u00a0%)",
    "holdem.tip.against_one_call": "against a range that calls like this (the best {share}\u00a0%)",
    "holdem.tip.against_one_any": "against any hand",
    "holdem.tip.against_many_raise": "against {n} ranges, the tightest after a raise: the best {share}\u00a0%",
    "holdem.tip.against_many_call": "against {n} ranges, the tightest after a call: the best {share}\u00a0%",
    "holdem.tip.against_many_any": "against {n} hands, any hands",
    "holdem.tip.odds": "Pot odds: {n}\u00a0%",
    "holdem.tip.odds_how": "Calling costs {call} of {pot} in the pot after it",
    "holdem.tip.call_pays": "Calling pays in the long run",
    "holdem.tip.call_loses": "Calling loses in the long run",
    "holdem.tip.free": "Checking costs nothing.",
    # history and the end of a sit-and-go
    "holdem.history.title": "History",
    "holdem.history.hand": "Hand {n} · button: {name} · blinds {small}/{big}",
    "holdem.history.mucked": "mucked: {names}",
    "holdem.history.note": "Finished hands only; others' cards only when they were shown.",
    "holdem.history.empty": "No finished hand yet.",
    "holdem.history.export_phh": "Export as PHH",
    "holdem.over.title": "Sit-and-go over",
    "holdem.over.winner": "{name} wins!",
    "holdem.over.facts": "{hands} · biggest pot {n}",
    "holdem.over.place": "Place {n}",
    "holdem.over.hands": "{n} hands",
    "holdem.over.hands_one": "1 hand",
    "holdem.over.rematch": "Rematch",
    "holdem.over.history": "History",
    "holdem.over.menu": "Menu",
    # hint lines
    "hint.holdem_turn": "P fold · C check/call · S/E bet/raise · H history · F1 rules · Esc pause",
    "hint.holdem_chooser": "Wheel/arrows · Home, Page Down, Page Up, End · type a number · Enter bet · Esc back",
    "hint.holdem_wait": "Key or click: the computer acts at once · H history · F1 rules · Esc pause",
    "hint.holdem_wait_person": "H history · F1 rules · Esc pause",
    "hint.holdem_next": "Space, N or Enter: next hand · H history · F1 rules · Esc pause",
    "hint.holdem_next_cash": "Space, N or Enter: next hand · T seats · H history · F1 rules · Esc pause",
    "hint.holdem_history": "Arrow keys or wheel to scroll · E export as text, P as PHH (for poker tools) · Esc or H back",
    "hint.holdem_over": "Enter rematch · H history · Esc menu",
}
