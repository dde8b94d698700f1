"""The house books: their rules as data, and the decisions each book makes."""
