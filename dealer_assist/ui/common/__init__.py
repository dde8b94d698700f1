"""What every window uses: the session bridge, the theme, the wall clock, startup messages."""
