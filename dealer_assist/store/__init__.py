"""Durable storage: the SQLite journal of events. Nothing else touches SQLite."""
