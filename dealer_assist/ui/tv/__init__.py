"""The TV clock: its face, window, alert sounds and speech."""
