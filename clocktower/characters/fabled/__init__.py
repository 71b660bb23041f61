"""fabled behaviour modules (the Storyteller's characters)."""
