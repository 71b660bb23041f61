"""Getting people into a web game: room codes, QR codes of seat links, and the
Storyteller's key that lists their games.

* A **room code** is a short code for a game (six letters and digits, no look-alikes such
  as O and 0): a player types it on their phone at ``/join``, sees the seats that are
  still open, and takes their own; a seat can be taken this way only once (the Storyteller
  sees which seats were taken, and re-issues a seat's link if the wrong person took it).
* A **QR code** of each seat's private link, drawn by ``segno`` as SVG, for the Storyteller
  to show to one player at a time.
* A **Storyteller key**: a secret the creating page keeps (in the browser's storage) and
  sends with each new game; the server keeps only its SHA-256 hash, and lists the games
  created with a key to whoever shows that key.
"""

from __future__ import annotations

import hashlib
import io
import secrets

import segno

ROOM_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
"""The letters of room codes: capitals and digits without the look-alikes (I, O, 0, 1)."""

ROOM_LENGTH = 6
"""Letters in a room code (32**6, about a billion codes)."""


def new_room_code() -> str:
    """A fresh random room code, such as ``"K7QM3F"``."""
    return "".join(secrets.choice(ROOM_ALPHABET) for _ in range(ROOM_LENGTH))


def normalise_room_code(code: object) -> str | None:
    """A room code as typed (any case, spaces or dashes) in its stored form, or None when
    it cannot be one."""
    if not isinstance(code, str) or len(code) > 32:
        return None
    cleaned = "".join(ch for ch in code.upper() if ch not in " -")
    if len(cleaned) != ROOM_LENGTH or any(ch not in ROOM_ALPHABET for ch in cleaned):
        return None
    return cleaned


def key_hash(key: object) -> str | None:
    """The stored form of a Storyteller key (its SHA-256, hex), or None for something
    that cannot be a key (not a string of 16 to 128 characters)."""
    if not isinstance(key, str) or not 16 <= len(key) <= 128:
        return None
    return hashlib.sha256(b"storyteller-key:" + key.encode()).hexdigest()


def qr_svg(text: str) -> str:
    """A QR code of ``text`` as an SVG document (black on white, medium error correction)."""
    out = io.BytesIO()
    segno.make(text, error="m").save(out, kind="svg", scale=4, border=2, xmldecl=False, svgns=True,
                                     dark="#000", light="#fff")
    return out.getvalue().decode()
