"""The room's tables: the seat draw, seating plans, balancing and moves."""
