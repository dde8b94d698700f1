"""Qt widgets: they present state and forward commands, never decide a rule."""
