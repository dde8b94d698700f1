"""One hand of No-Limit Hold'em: betting, pots, showdown, its events and histories."""
