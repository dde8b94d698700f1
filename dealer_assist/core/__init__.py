"""Rules, clock, seats, bets, pots and the tournament: plain Python, no Qt, no I/O."""
