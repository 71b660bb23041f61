"""townsfolk behaviour modules."""
