"""demon behaviour modules."""
