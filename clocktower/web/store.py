"""Durable storage of web games (SQLAlchemy Core: SQLite by default, PostgreSQL by URL).

A game is stored as what is needed to rebuild it by replaying its record: the record's
header line (script, seat names, seating), the private tokens, the seats played by bots,
the storytelling mode and the seed, then one row per answered decision (the record's
decision line: index, step, chooser, answer), one row per Storyteller edit of the Grimoire
(the record's edit line), and the answers and edits the Storyteller undid (kept, marked
undone). Answers are appended in a transaction that is committed before the server
acknowledges the answer to anyone.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import (
    Boolean,
    Column,
    Float,
    ForeignKey,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    create_engine,
    event,
    select,
    update,
)
from sqlalchemy.engine import Engine

metadata = MetaData()

games = Table(
    "games", metadata,
    Column("id", String(64), primary_key=True),
    Column("st_token", String(128), nullable=False),
    Column("header", Text, nullable=False),  # the record header line, JSON
    Column("bots", Text, nullable=False),  # JSON list of seat indices played by bots
    Column("mode", String(16), nullable=False),  # "auto" or "assisted"
    Column("seed", String(128), nullable=False),
    Column("created", Float, nullable=False),
    Column("finished", Boolean, nullable=False, default=False),
    Column("winner", String(16), nullable=True),
)

seat_tokens = Table(
    "seat_tokens", metadata,
    Column("game_id", String(64), ForeignKey("games.id"), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("token", String(128), nullable=False),
)

answers = Table(
    "answers", metadata,
    Column("game_id", String(64), ForeignKey("games.id"), primary_key=True),
    Column("i", Integer, primary_key=True),
    Column("line", Text, nullable=False),  # the record's decision line, JSON
)

edits = Table(
    "edits", metadata,
    Column("game_id", String(64), ForeignKey("games.id"), primary_key=True),
    Column("n", Integer, primary_key=True),  # the order the edits were made in
    Column("at", Integer, nullable=False),  # how many answers had been given
    Column("line", Text, nullable=False),  # the record's edit line, JSON
)

undone = Table(
    "undone", metadata,
    Column("game_id", String(64), ForeignKey("games.id"), primary_key=True),
    Column("n", Integer, primary_key=True),  # the order they were stored in this table
    Column("undo", Integer, nullable=False),  # which undo took it back (1, 2, ...)
    Column("time", Float, nullable=False),
    Column("line", Text, nullable=False),  # the decision or edit line taken back, JSON
)
"""Answers and edits the Storyteller took back: kept, marked undone, out of the game."""

notes = Table(
    "notes", metadata,
    Column("game_id", String(64), ForeignKey("games.id"), primary_key=True),
    Column("seat", Integer, primary_key=True),  # the seat; -1 for the Storyteller's own
    Column("text", Text, nullable=False),
    Column("time", Float, nullable=False),
)
"""Each player's private notes, kept with the game (read by that seat's token only)."""


rooms = Table(
    "rooms", metadata,
    Column("code", String(16), primary_key=True),
    Column("game_id", String(64), ForeignKey("games.id"), nullable=False, unique=True),
)
"""Each game's short room code (see :mod:`clocktower.web.rooms`)."""

owners = Table(
    "owners", metadata,
    Column("game_id", String(64), ForeignKey("games.id"), primary_key=True),
    Column("key_hash", String(64), nullable=False, index=True),
)
"""The hash of the Storyteller key each game was created with (games without one are absent)."""

claims = Table(
    "claims", metadata,
    Column("game_id", String(64), ForeignKey("games.id"), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("time", Float, nullable=False),
)
"""The seats whose link was handed out: taken with the room code, or re-issued."""


@dataclass(frozen=True, slots=True)
class OwnedGame:
    """One game in a Storyteller's list: id, Storyteller token, script, when, how it ended."""

    id: str
    st_token: str
    script: str
    created: float
    finished: bool
    winner: str | None


@dataclass(slots=True)
class _Pending:
    """One caller's writes waiting for the next group commit, and how it went."""

    write: Callable[[Any], None]
    done: bool = False
    error: Exception | None = None


@dataclass(frozen=True, slots=True)
class StoredGame:
    """One game as read back from the database.

    Attributes:
        id: the game id (public, in every link).
        st_token: the Storyteller's private token.
        seat_tokens: one private token per seat, by seat index.
        header: the record header line.
        bots: seat indices played by bots.
        mode: ``"auto"`` (automated Storyteller) or ``"assisted"`` (a person decides).
        seed: the seed of the bots and the automated Storyteller.
        finished: whether the game has ended.
        lines: the record's decision lines, each Storyteller edit line before the decision
            it preceded, in order (undone ones left out).
    """

    id: str
    st_token: str
    seat_tokens: tuple[str, ...]
    header: dict[str, Any]
    bots: tuple[int, ...]
    mode: str
    seed: str
    finished: bool
    lines: tuple[dict[str, Any], ...]


class Store:
    """The database of web games.

    Args:
        url: a SQLAlchemy database URL (``sqlite:///path.db``, ``postgresql+psycopg://...``).
            SQLite files use write-ahead logging with full synchronisation, so a committed
            answer survives a crash of the server process.
    """

    def __init__(self, url: str) -> None:
        kwargs: dict[str, Any] = {}
        if url.startswith("sqlite"):
            kwargs["connect_args"] = {"check_same_thread": False, "timeout": 30}
        self.url = url
        self.engine: Engine = create_engine(url, **kwargs)
        if url.startswith("sqlite"):
            event.listen(self.engine, "connect", _sqlite_pragmas)
        metadata.create_all(self.engine)
        self._queue: list[_Pending] = []
        self._queue_lock = threading.Lock()
        # Every write goes through this lock: the process never contends with itself for
        # SQLite's one writer (whose busy handler would sleep), and appends group-commit.
        self._write_lock = threading.RLock()

    def create(self, game_id: str, st_token: str, tokens: Sequence[str], header: dict[str, Any],
               bots: Sequence[int], mode: str, seed: str, lines: Sequence[dict[str, Any]],
               finished: bool = False, winner: str | None = None, *, room_codes: Iterable[str] = (),
               owner_hash: str | None = None) -> str | None:
        """Store a new game with the answers already given (setup by the automated
        Storyteller and bots), its room code and its Storyteller key's hash, in one
        committed transaction (group-committed with other games' writes, as
        :meth:`append`), before returning.

        Args:
            room_codes: candidate room codes, tried in turn: the first that no game has
                is the game's (see :meth:`set_room`).
            owner_hash: the hash of the Storyteller key the game is listed under, or None.

        Returns:
            The room code given, or None when every candidate was taken (or none given).
        """
        candidates = list(room_codes)
        chosen: list[str | None] = [None]

        def write(conn: Any) -> None:
            conn.execute(games.insert().values(
                id=game_id, st_token=st_token, header=json.dumps(header, sort_keys=True),
                bots=json.dumps(list(bots)), mode=mode, seed=seed, created=time.time(),
                finished=finished, winner=winner))
            conn.execute(seat_tokens.insert(), [
                {"game_id": game_id, "seat": i, "token": t} for i, t in enumerate(tokens)])
            if lines:
                conn.execute(answers.insert(), [
                    {"game_id": game_id, "i": line["i"], "line": json.dumps(line, sort_keys=True)}
                    for line in lines])
            # (Every write of this process goes through the write lock, so a code seen free
            # here is still free when inserted.)
            taken = set(conn.execute(select(rooms.c.code).where(rooms.c.code.in_(candidates))).scalars()) \
                if candidates else set()
            chosen[0] = next((c for c in candidates if c not in taken), None)
            if chosen[0] is not None:
                conn.execute(rooms.insert().values(code=chosen[0], game_id=game_id))
            if owner_hash is not None:
                conn.execute(owners.insert().values(game_id=game_id, key_hash=owner_hash))

        self._group_commit(write)
        return chosen[0]

    def append(self, game_id: str, lines: Sequence[dict[str, Any]], *, finished: bool = False,
               winner: str | None = None) -> None:
        """Append answered decisions (and the result, once the game is over), committed
        before returning.

        Group commit: appends of different games arriving while another is being written
        wait, then go to the database together in one transaction (one disk flush for all
        of them instead of one each); each caller still returns only once its own lines are
        committed. Should that shared transaction fail, each append of the group is
        retried in a transaction of its own, so one game's bad write fails only that game.

        Raises:
            sqlalchemy.exc.IntegrityError: an answer with that index is already stored
                (two writers for one game: the caller rebuilds the game from the store).
        """
        kept = tuple(lines)
        self._group_commit(lambda conn: self._write(conn, game_id, kept, finished, winner))

    def _group_commit(self, write: Callable[[Any], None]) -> None:
        """Run ``write(connection)`` in the next group commit, and return once it is
        committed (see :meth:`append`).

        Raises:
            Exception: whatever ``write`` or its commit raised, when run alone.
        """
        item = _Pending(write)
        with self._queue_lock:
            self._queue.append(item)
        with self._write_lock:
            if not item.done:
                with self._queue_lock:
                    batch, self._queue = self._queue, []
                self._write_batch(batch)
        if item.error is not None:
            raise item.error

    def _write_batch(self, batch: list[_Pending]) -> None:
        try:
            with self.engine.begin() as conn:
                for item in batch:
                    item.write(conn)
        except Exception:
            for item in batch:  # find the one that failed; the others are written alone
                try:
                    with self.engine.begin() as conn:
                        item.write(conn)
                except Exception as exc:
                    item.error = exc
                item.done = True
            return
        for item in batch:
            item.done = True

    @staticmethod
    def _write(conn: Any, game_id: str, lines: Sequence[dict[str, Any]], finished: bool,
               winner: str | None) -> None:
        decided = [line for line in lines if line.get("type") != "edit"]
        if decided:
            conn.execute(answers.insert(), [
                {"game_id": game_id, "i": line["i"], "line": json.dumps(line, sort_keys=True)}
                for line in decided])
        made = [line for line in lines if line.get("type") == "edit"]
        if made:
            last = conn.execute(select(edits.c.n).where(edits.c.game_id == game_id)
                                .order_by(edits.c.n.desc()).limit(1)).scalar()
            first = 0 if last is None else last + 1
            conn.execute(edits.insert(), [
                {"game_id": game_id, "n": first + k, "at": line["at"], "line": json.dumps(line, sort_keys=True)}
                for k, line in enumerate(made)])
        if finished:
            conn.execute(update(games).where(games.c.id == game_id).values(finished=True, winner=winner))

    def load(self, game_id: str) -> StoredGame | None:
        """One game, or None when no game has that id."""
        with self.engine.connect() as conn:
            row = conn.execute(select(games).where(games.c.id == game_id)).mappings().first()
            if row is None:
                return None
            toks = conn.execute(select(seat_tokens.c.seat, seat_tokens.c.token)
                                .where(seat_tokens.c.game_id == game_id)
                                .order_by(seat_tokens.c.seat)).all()
            lines = conn.execute(select(answers.c.line).where(answers.c.game_id == game_id)
                                 .order_by(answers.c.i)).scalars().all()
            made = conn.execute(select(edits.c.at, edits.c.line).where(edits.c.game_id == game_id)
                                .order_by(edits.c.n)).all()
        decided = [json.loads(x) for x in lines]
        merged: list[dict[str, Any]] = []
        k = 0
        for line in decided:
            while k < len(made) and made[k][0] <= line["i"]:
                merged.append(json.loads(made[k][1]))
                k += 1
            merged.append(line)
        merged += [json.loads(x) for _at, x in made[k:]]
        return StoredGame(
            id=row["id"], st_token=row["st_token"], seat_tokens=tuple(t for _s, t in toks),
            header=json.loads(row["header"]), bots=tuple(json.loads(row["bots"])), mode=row["mode"],
            seed=row["seed"], finished=bool(row["finished"]), lines=tuple(merged))

    def undo(self, game_id: str, keep: int) -> int:
        """Take back every answer from number ``keep`` on, and every edit made after them
        (an edit made when more than ``keep`` answers had been given), in one committed
        transaction. They move to the ``undone`` table, marked with the undo's number, so
        the stored history keeps them.

        Returns:
            How many lines were taken back.
        """
        with self._write_lock, self.engine.begin() as conn:
            gone = conn.execute(select(answers.c.i, answers.c.line).where(
                (answers.c.game_id == game_id) & (answers.c.i >= keep)).order_by(answers.c.i)).all()
            gone_edits = conn.execute(select(edits.c.n, edits.c.line).where(
                (edits.c.game_id == game_id) & (edits.c.at > keep)).order_by(edits.c.n)).all()
            last = conn.execute(select(undone.c.n, undone.c.undo).where(undone.c.game_id == game_id)
                                .order_by(undone.c.n.desc()).limit(1)).first()
            first, number = (0, 1) if last is None else (last[0] + 1, last[1] + 1)
            now = time.time()
            rows = [x for _k, x in gone] + [x for _k, x in gone_edits]
            if rows:
                conn.execute(undone.insert(), [
                    {"game_id": game_id, "n": first + k, "undo": number, "time": now, "line": x}
                    for k, x in enumerate(rows)])
            conn.execute(answers.delete().where((answers.c.game_id == game_id) & (answers.c.i >= keep)))
            conn.execute(edits.delete().where((edits.c.game_id == game_id) & (edits.c.at > keep)))
            conn.execute(update(games).where(games.c.id == game_id).values(finished=False, winner=None))
        return len(rows)

    def undone_lines(self, game_id: str) -> list[tuple[int, dict[str, Any]]]:
        """The answers and edits taken back, in order, each with the number of its undo."""
        with self.engine.connect() as conn:
            rows = conn.execute(select(undone.c.undo, undone.c.line).where(undone.c.game_id == game_id)
                                .order_by(undone.c.n)).all()
        return [(k, json.loads(x)) for k, x in rows]

    def note(self, game_id: str, seat: int) -> str:
        """The private notes of ``seat`` (-1: the Storyteller's) in a game ("" for none)."""
        with self.engine.connect() as conn:
            text = conn.execute(select(notes.c.text).where(notes.c.game_id == game_id, notes.c.seat == seat)
                                ).scalar_one_or_none()
        return text or ""

    def set_note(self, game_id: str, seat: int, text: str) -> None:
        """Replace the private notes of ``seat`` (-1: the Storyteller's), committed."""
        with self.engine.begin() as conn:
            conn.execute(notes.delete().where(notes.c.game_id == game_id, notes.c.seat == seat))
            if text:
                conn.execute(notes.insert().values(game_id=game_id, seat=seat, text=text, time=time.time()))

    def unfinished(self) -> list[str]:
        """Ids of the games that have not ended, oldest first."""
        with self.engine.connect() as conn:
            return list(conn.execute(select(games.c.id).where(games.c.finished == False)  # noqa: E712
                                     .order_by(games.c.created)).scalars().all())

    # ------------------------------------------------------------ getting people in
    def set_room(self, game_id: str, code: str, owner_hash: str | None) -> bool:
        """Give a game its room code (and its Storyteller key's hash, if any).

        Returns:
            False when that code is taken by another game (nothing stored): pick another.
        """
        from sqlalchemy.exc import IntegrityError
        try:
            with self._write_lock, self.engine.begin() as conn:
                conn.execute(rooms.insert().values(code=code, game_id=game_id))
                if owner_hash is not None:
                    conn.execute(owners.insert().values(game_id=game_id, key_hash=owner_hash))
        except IntegrityError:
            return False
        return True

    def room_of(self, game_id: str) -> str | None:
        """A game's room code (None for a game stored before room codes)."""
        with self.engine.connect() as conn:
            return conn.execute(select(rooms.c.code).where(rooms.c.game_id == game_id)).scalar()

    def game_of_room(self, code: str) -> str | None:
        """The game of a room code, or None."""
        with self.engine.connect() as conn:
            return conn.execute(select(rooms.c.game_id).where(rooms.c.code == code)).scalar()

    def owned(self, owner_hash: str) -> list[OwnedGame]:
        """The games created with a Storyteller key (by its hash), newest first."""
        with self.engine.connect() as conn:
            rows = conn.execute(select(games.c.id, games.c.st_token, games.c.header, games.c.created,
                                       games.c.finished, games.c.winner)
                                .join(owners, owners.c.game_id == games.c.id)
                                .where(owners.c.key_hash == owner_hash)
                                .order_by(games.c.created.desc())).all()
        out = []
        for gid, tok, header, created, finished, winner in rows:
            script = json.loads(header).get("script")
            name = next((e.get("name") for e in script if isinstance(e, dict) and e.get("id") == "_meta"), "") \
                if isinstance(script, list) else ""
            out.append(OwnedGame(gid, tok, str(name or ""), created, bool(finished), winner))
        return out

    def claim(self, game_id: str, seat: int) -> bool:
        """Mark a seat's link as handed out (committed).

        Returns:
            False when it already was (nothing changes).
        """
        from sqlalchemy.exc import IntegrityError
        try:
            with self._write_lock, self.engine.begin() as conn:
                conn.execute(claims.insert().values(game_id=game_id, seat=seat, time=time.time()))
        except IntegrityError:
            return False
        return True

    def claimed(self, game_id: str) -> set[int]:
        """The seats of a game whose link was handed out."""
        with self.engine.connect() as conn:
            return set(conn.execute(select(claims.c.seat).where(claims.c.game_id == game_id)).scalars().all())

    def reissue(self, game_id: str, seat: int, token: str) -> None:
        """Replace a seat's private token (the old one stops working) and mark the seat's
        link handed out, in one committed transaction."""
        with self._write_lock, self.engine.begin() as conn:
            conn.execute(update(seat_tokens).where((seat_tokens.c.game_id == game_id) & (seat_tokens.c.seat == seat))
                         .values(token=token))
            conn.execute(claims.delete().where((claims.c.game_id == game_id) & (claims.c.seat == seat)))
            conn.execute(claims.insert().values(game_id=game_id, seat=seat, time=time.time()))

    def dispose(self) -> None:
        """Close the database connections."""
        self.engine.dispose()


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=FULL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()
