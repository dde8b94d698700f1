"""One table across hands: the button, seats and the station's view of the room."""
