"""LAN transport of events and snapshots."""
