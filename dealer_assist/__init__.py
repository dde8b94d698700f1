"""Dealer Assist: run live No-Limit Hold'em tournaments."""

__version__ = "0.1.0"
