"""minion behaviour modules."""
