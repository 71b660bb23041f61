"""outsider behaviour modules."""
