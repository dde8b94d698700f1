"""The tournament clock: the structure, the running clock, alerts, announcements, colour-ups."""
