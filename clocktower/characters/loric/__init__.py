"""loric behaviour modules (the Storyteller's characters)."""
