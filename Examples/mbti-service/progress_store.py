"""Where the service keeps sessions: one SQLite file (the standard library's `sqlite3`).

- `progress`: one row per user, the session token saved last, or, once the session finished,
  its history record (`quiz-history/1`) and no token.
- `events`: every session event the service was sent or produced, one row each, with its
  canonical JSON line.

Every write is one transaction (`BEGIN IMMEDIATE` … `COMMIT`, rolled back on any error), so a
request either changes the file as a whole or not at all, and a process killed mid-request
leaves the last committed state. The file is opened in WAL mode, so readers do not wait for
a writer. Each call opens its own connection: the service's request threads share nothing.
"""

from __future__ import annotations

import sqlite3
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterator, List, Optional, Sequence, Tuple, TypeVar

SCHEMA = """
CREATE TABLE IF NOT EXISTS progress (
    user_id TEXT PRIMARY KEY,
    token TEXT,
    history TEXT,
    updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE TABLE IF NOT EXISTS events (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id TEXT NOT NULL,
    event TEXT NOT NULL,
    seq INTEGER NOT NULL,
    page INTEGER,
    key TEXT,
    elapsed_ms INTEGER NOT NULL,
    hash TEXT NOT NULL,
    line TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS events_by_event ON events (event, page);
"""

#: The funnel: how many users started, reached each page after the first (by the page's
#: number, 1 being the first page), and finished. README.md shows this query.
FUNNEL_SQL = """\
SELECT step, users FROM (
  SELECT 0 AS rank, 'started' AS step, COUNT(DISTINCT user_id) AS users
    FROM events WHERE event = 'session_started'
  UNION ALL
  SELECT 1 + page, 'page ' || (page + 1), COUNT(DISTINCT user_id)
    FROM events WHERE event = 'page_changed' AND page > 0 GROUP BY page
  UNION ALL
  SELECT 1000000, 'finished', COUNT(DISTINCT user_id)
    FROM events WHERE event = 'finished'
) ORDER BY rank;
"""

T = TypeVar("T")


@dataclass(frozen=True)
class Stored:
    """A user's row: the token saved last, or the history record of the finished session."""

    token: Optional[str]
    history: Optional[str]


@dataclass(frozen=True)
class EventRow:
    """One event to store: its members as the events schema names them, and its line."""

    event: str
    seq: int
    page: Optional[int]
    key: Optional[str]
    elapsed_ms: int
    hash: str
    line: str


class ProgressStore:
    """The SQLite file at `path` (created with its tables when missing)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        with self._connection() as connection:
            connection.execute("PRAGMA journal_mode=WAL")
            connection.executescript(SCHEMA)

    @contextmanager
    def _connection(self) -> Iterator[sqlite3.Connection]:
        connection = sqlite3.connect(self.path, timeout=10, isolation_level=None)
        try:
            yield connection
        finally:
            connection.close()

    def transaction(self, work: Callable[[sqlite3.Connection], T]) -> T:
        """Runs `work` in one write transaction: committed when it returns, rolled back when it raises."""
        with self._connection() as connection:
            connection.execute("BEGIN IMMEDIATE")
            try:
                outcome = work(connection)
            except BaseException:
                connection.execute("ROLLBACK")
                raise
            connection.execute("COMMIT")
            return outcome

    def load(self, user_id: str) -> Optional[Stored]:
        """The user's row, or `None`."""
        with self._connection() as connection:
            return read_row(connection, user_id)

    def funnel(self) -> List[Tuple[str, int]]:
        """`FUNNEL_SQL`'s rows: (step, users)."""
        with self._connection() as connection:
            return [(str(step), int(users)) for step, users in connection.execute(FUNNEL_SQL)]


def read_row(connection: sqlite3.Connection, user_id: str) -> Optional[Stored]:
    """The user's row in an open connection (inside a transaction: what it will replace)."""
    row = connection.execute("SELECT token, history FROM progress WHERE user_id = ?", (user_id,)).fetchone()
    return None if row is None else Stored(row[0], row[1])


def write_row(connection: sqlite3.Connection, user_id: str, stored: Stored) -> None:
    """Replaces the user's row."""
    connection.execute(
        "INSERT INTO progress (user_id, token, history) VALUES (?, ?, ?) "
        "ON CONFLICT (user_id) DO UPDATE SET token = excluded.token, history = excluded.history, "
        "updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')",
        (user_id, stored.token, stored.history))


def append_events(connection: sqlite3.Connection, user_id: str, events: Sequence[EventRow]) -> None:
    """Appends events, in the given order."""
    connection.executemany(
        "INSERT INTO events (user_id, event, seq, page, key, elapsed_ms, hash, line) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        [(user_id, e.event, e.seq, e.page, e.key, e.elapsed_ms, e.hash, e.line) for e in events])
