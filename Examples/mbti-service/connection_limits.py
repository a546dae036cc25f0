"""Bounds on what clients can hold open: a deadline per request and a cap on connections.

The standard library's `ThreadingHTTPServer` starts a thread per connection and waits for a
request forever, so idle connections pile up until the process runs out of file descriptors
and stops accepting. Here:

- `DeadlineReader` gives every request a deadline: the request line, the headers and the body
  must all arrive within `timeout` seconds of the moment the server starts waiting for the
  request (after accepting the connection, or after sending the previous response on a
  keep-alive connection). A client that sends nothing, or trickles bytes, is disconnected.
- `BoundedThreadingHTTPServer` serves at most `max_connections` connections at once. A
  connection beyond that is answered by the refusal handler (a `503` with `Retry-After`) on
  one of `REFUSAL_SLOTS` short-lived threads; beyond those too it is closed at once.

So the service never holds more than `max_connections + REFUSAL_SLOTS` client sockets and
threads, and a slot taken by an idle client frees itself after `timeout` seconds.
"""

from __future__ import annotations

import io
import resource
import socket
import threading
import time
from http.server import ThreadingHTTPServer
from typing import Any, Callable, Optional, Tuple

#: Connections answered with a `503` at a time while every serving slot is taken.
REFUSAL_SLOTS = 8
#: Seconds a refused connection has to send its request before the `503` is sent anyway.
REFUSAL_TIMEOUT = 2.0
#: Descriptors the process needs beside client sockets (standard streams, listening socket, bundle, imports).
RESERVED_DESCRIPTORS = 32


class DeadlineReader(io.RawIOBase):
    """A socket's reading side that fails with `TimeoutError` once `deadline()` (a
    `time.monotonic()` value) has passed, however the bytes before it were spread out."""

    def __init__(self, connection: socket.socket, deadline: Callable[[], float], timeout: Optional[float]) -> None:
        super().__init__()
        self._connection = connection
        self._deadline = deadline
        self._timeout = timeout  # restored after each read: writes keep their own timeout

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        remaining = self._deadline() - time.monotonic()
        if remaining <= 0:
            raise TimeoutError("the request did not arrive in time")
        self._connection.settimeout(remaining)
        try:
            return self._connection.recv_into(buffer)
        finally:
            self._connection.settimeout(self._timeout)


def descriptors_needed(max_connections: int) -> int:
    """The file descriptors a server with this cap may need at most."""
    return max_connections + REFUSAL_SLOTS + RESERVED_DESCRIPTORS


def ensure_descriptors(max_connections: int) -> None:
    """Raises the process's soft descriptor limit when the cap needs more (up to the hard
    limit), or `ValueError` saying what to do when even the hard limit is too low."""
    needed = descriptors_needed(max_connections)
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft == resource.RLIM_INFINITY or soft >= needed:
        return
    if hard != resource.RLIM_INFINITY and hard < needed:
        raise ValueError(f"{max_connections} connections need {needed} file descriptors; the limit is {hard}: "
                         f"lower --max-connections to at most {hard - needed + max_connections}")
    resource.setrlimit(resource.RLIMIT_NOFILE, (needed, hard))


class BoundedThreadingHTTPServer(ThreadingHTTPServer):
    """A `ThreadingHTTPServer` with at most `max_connections` connections served at once;
    connections beyond it are handed to `refusal_handler` (or closed when that is busy too)."""

    daemon_threads = True

    def __init__(self, address: Tuple[str, int], handler: Any, refusal_handler: Any, max_connections: int) -> None:
        if max_connections < 1:
            raise ValueError(f"--max-connections must be at least 1, not {max_connections}")
        ensure_descriptors(max_connections)
        self.max_connections = max_connections
        self.refusal_handler = refusal_handler
        self._serving = threading.BoundedSemaphore(max_connections)
        self._refusing = threading.BoundedSemaphore(REFUSAL_SLOTS)
        self._count_lock = threading.Lock()
        self.open_connections = 0  #: connections being served now (refused ones not counted)
        super().__init__(address, handler)

    def process_request(self, request: Any, client_address: Any) -> None:
        if self._serving.acquire(blocking=False):
            slots, handler = self._serving, self.RequestHandlerClass
        elif self._refusing.acquire(blocking=False):
            slots, handler = self._refusing, self.refusal_handler
        else:
            self.shutdown_request(request)  # swamped: no thread, no descriptor kept
            return
        thread = threading.Thread(target=self._serve, args=(request, client_address, slots, handler), daemon=True)
        try:
            thread.start()
        except BaseException:
            slots.release()
            raise

    def _serve(self, request: Any, client_address: Any, slots: threading.BoundedSemaphore, handler: Any) -> None:
        counted = slots is self._serving
        if counted:
            self._count(1)
        try:
            handler(request, client_address, self)
        except Exception:
            self.handle_error(request, client_address)
        finally:
            self.shutdown_request(request)
            if counted:
                self._count(-1)
            slots.release()

    def _count(self, change: int) -> None:
        with self._count_lock:
            self.open_connections += change
