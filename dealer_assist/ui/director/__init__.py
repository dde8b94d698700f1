"""The director's window, its tabs, dialogs and exports."""
