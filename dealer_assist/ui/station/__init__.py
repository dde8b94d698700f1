"""The dealer's table station: seat ring, action panel, award, rulings."""
