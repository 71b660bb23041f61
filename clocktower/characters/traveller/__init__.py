"""traveller behaviour modules (players outside the setup counts: clocktower.travellers)."""
