"""Money and places: buy-ins, rebuys and add-ons, the ledger, places, payouts and ICM."""
