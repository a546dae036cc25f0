"""The MBTI service: the legacy backend's `GET /questions/` and `POST /answers/`, scored by
the Python quiz runtime (`runtimes/python`), and, with `--db`, respondents' sessions kept in
SQLite (`GET`/`POST /progress`, `POST /events`: `progress_api.py`), on the standard library's
ThreadingHTTPServer with a deadline per request and a cap on connections (`connection_limits.py`).

    python3 Examples/mbti-service/server.py [BUNDLE] [--host H] [--port P] [--max-body-bytes N]
                                            [--timeout SECONDS] [--max-connections N]
                                            [--db FILE] [--session-key-file FILE]

The bundle is loaded once, its hash verified and its examples replayed; the service refuses
to start (exit 1, message on stderr) when any of that fails or the bundle does not fit the
legacy contract (see `legacy_api.py`). README.md in this folder has curl examples.
"""

from __future__ import annotations

import argparse
import io
import sqlite3
import sys
import time
import traceback
from http.server import BaseHTTPRequestHandler
from pathlib import Path
from typing import Any, Callable, List, Optional, Sequence, Tuple

import connection_limits
import legacy_api
from connection_limits import BoundedThreadingHTTPServer, DeadlineReader
from legacy_api import RequestError

REPO_ROOT = Path(__file__).absolute().parents[2]
DEFAULT_BUNDLE = REPO_ROOT / "Tests" / "QuizCompilerTests" / "Golden" / "bundles" / "mbti.json"
#: An MBTI answers body is about 2 KB; 64 KiB leaves room for any legacy client.
DEFAULT_MAX_BODY_BYTES = 64 * 1024
#: Seconds a client has to send a whole request (an MBTI request takes milliseconds).
DEFAULT_TIMEOUT = 10.0
#: Connections served at once; more are answered `503` (see `connection_limits`).
DEFAULT_MAX_CONNECTIONS = 64

try:
    import quizruntime
except ImportError:  # not installed: use the repository's copy
    sys.path.insert(0, str(REPO_ROOT / "runtimes" / "python" / "src"))
    import quizruntime

from progress_api import ProgressService  # noqa: E402  (needs quizruntime importable)
from progress_store import ProgressStore  # noqa: E402


class ServiceSetupError(Exception):
    """The bundle cannot be served; the message says why."""


class QuizService:
    """A loaded bundle, its scorer and the precomputed `GET /questions/` body. Immutable, so
    request threads share it."""

    def __init__(self, bundle_bytes: bytes, max_body_bytes: int = DEFAULT_MAX_BODY_BYTES) -> None:
        try:
            bundle = quizruntime.load_bundle(bundle_bytes)  # verifies the hash
        except quizruntime.BundleError as error:
            raise ServiceSetupError(f"not a usable bundle: {error}") from None
        self.scorer = quizruntime.Scorer(bundle)
        failed = [f"example {report.example}: {report.problem}" for report in quizruntime.replay_examples(self.scorer)
                  if not report.passed]
        if failed:
            raise ServiceSetupError("the bundle's examples fail with this runtime: " + "; ".join(failed))
        try:
            questions = legacy_api.legacy_questions(bundle)
        except legacy_api.UnsuitableBundle as error:
            raise ServiceSetupError(f"not a bundle for the legacy client: {error}") from None
        self.questions_body = legacy_api.encode(questions)
        self.max_body_bytes = max_body_bytes

    def json_error(self, body: bytes) -> Optional[Tuple[str, str]]:
        """The runtime's verdict on a body that Python could not read as JSON."""
        outcome = self.scorer.score_json(body)
        if isinstance(outcome, quizruntime.AnswerError) and outcome.code == "invalid-json":
            return outcome.code, outcome.message
        return None

    def answer(self, body: bytes) -> bytes:
        """The `POST /answers/` response body for a request body, or `RequestError`."""
        user_id, answers_text = legacy_api.parse_answers_request(body, self.json_error)
        outcome = self.scorer.score_json(answers_text)
        if isinstance(outcome, quizruntime.AnswerError):
            raise RequestError(400, outcome.code, outcome.message, outcome.key)
        return legacy_api.profile_response(user_id, quizruntime.result_line(outcome))


ROUTES = {"/questions/": ("GET",), "/answers/": ("POST",), "/progress": ("GET", "POST"), "/events": ("POST",)}
#: The routes that need the progress store (`--db`).
PROGRESS_ROUTES = ("/progress", "/events")
#: The most of a refused body the service reads (and drops) before closing the connection.
DISCARD_LIMIT = 1024 * 1024


class Handler(BaseHTTPRequestHandler):
    """Routes requests to the `QuizService` in `self.server.service`."""

    server_version = "mbti-service/1"
    protocol_version = "HTTP/1.1"
    _deadline = 0.0

    def _request_timeout(self) -> float:
        return self.server.request_timeout  # type: ignore[attr-defined, no-any-return]

    def setup(self) -> None:
        """Reads through a `DeadlineReader`: each request must arrive whole within the timeout."""
        self.timeout = self._request_timeout()  # the socket's timeout for writes  # type: ignore[misc]
        super().setup()
        self.rfile = io.BufferedReader(DeadlineReader(self.connection, lambda: self._deadline, self.timeout))

    def handle_one_request(self) -> None:
        self._deadline = time.monotonic() + self._request_timeout()
        super().handle_one_request()

    def _send(self, status: int, body: bytes, headers: Sequence[Tuple[str, str]] = ()) -> None:
        self.send_response(status)
        self.send_header("Content-Type", "application/json; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        for name, value in headers:
            self.send_header(name, value)
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def _error(self, error: RequestError, headers: Sequence[Tuple[str, str]] = ()) -> None:
        self._send(error.status, error.body(), headers)

    def _route(self) -> None:
        try:
            self._dispatch()
        except OSError:  # the connection failed (BaseHTTPRequestHandler closes it)
            raise
        except Exception:  # a bug: the client still gets a JSON error, the log the traceback
            self.close_connection = True
            self.log_error("internal error:\n%s", traceback.format_exc())
            self._error(RequestError(500, "internal-error", "the service failed on this request; its log says why"))

    def _dispatch(self) -> None:
        path, _, query = self.path.partition("?")
        methods = ROUTES.get(path)
        progress: Optional[ProgressService] = self.server.progress  # type: ignore[attr-defined]
        if methods is None:
            self._error(RequestError(404, "not-found", f"no such resource: {path}; the service has {', '.join(ROUTES)}"))
        elif self.command not in methods and not (self.command == "HEAD" and "GET" in methods):
            allow = ", ".join(method for get in methods for method in (("GET", "HEAD") if get == "GET" else (get,)))
            self._error(RequestError(405, "method-not-allowed", f"{path} takes {' or '.join(methods)}, not {self.command}"),
                        [("Allow", allow)])
            self._discard_body()
        elif path in PROGRESS_ROUTES and progress is None:
            self._error(RequestError(404, "not-found", f"{path}: the service keeps no progress; start it with --db FILE"))
            self._discard_body()
        elif path == "/questions/":
            self._send(200, self.server.service.questions_body)  # type: ignore[attr-defined]
        elif path == "/answers/":
            self._post(self.server.service.answer)  # type: ignore[attr-defined]
        elif progress is not None and path == "/events":
            self._post(progress.post_events)
        elif progress is not None and self.command == "POST":
            self._post(progress.post)
        elif progress is not None:
            self._respond(lambda: progress.get(query))

    def _respond(self, body: Callable[[], bytes]) -> None:
        """Sends `body()`, or the error it raises."""
        try:
            self._send(200, body())
        except RequestError as error:
            self._error(error)

    def _post(self, answer: Callable[[bytes], bytes]) -> None:
        """Reads the request's body (refused by its `Content-Length` before reading when it is too
        long or missing) and sends `answer(body)`."""
        service: QuizService = self.server.service  # type: ignore[attr-defined]
        length_header = self.headers.get("Content-Length")
        if length_header is None:
            self.close_connection = True
            self._error(RequestError(411, "length-required", "send the body with a Content-Length header"))
            return
        try:
            length = int(length_header)
            if length < 0:
                raise ValueError(length_header)
        except ValueError:
            self.close_connection = True
            self._error(RequestError(400, "bad-request", f"the Content-Length {length_header!r} is not a byte count"))
            return
        if length > service.max_body_bytes:
            self._error(RequestError(413, "limit-exceeded",
                                     f"the body has {length} bytes; the limit is {service.max_body_bytes}"))
            self._discard_body()
            return
        body = self.rfile.read(length)
        self._respond(lambda: answer(body))

    def _discard_body(self) -> None:
        """After refusing a request without using its body: close the connection, but first read
        and drop up to `DISCARD_LIMIT` bytes of the body, so that closing a socket with unread
        data (which sends a TCP reset) does not destroy the response before the client reads it."""
        self.close_connection = True
        try:
            remaining = min(int(self.headers.get("Content-Length", "0")), DISCARD_LIMIT)
            while remaining > 0:
                chunk = self.rfile.read(min(remaining, 65536))
                if not chunk:
                    break
                remaining -= len(chunk)
        except (ValueError, OSError):  # TimeoutError included: the request's deadline bounds this too
            pass

    do_GET = do_HEAD = do_POST = do_PUT = do_PATCH = do_DELETE = do_OPTIONS = _route

    def log_message(self, format: str, *args: Any) -> None:
        if not self.server.quiet:  # type: ignore[attr-defined]
            super().log_message(format, *args)


class BusyHandler(Handler):
    """Answers every request `503` (the server is at its connection limit) and closes."""

    def _request_timeout(self) -> float:
        return min(self.server.request_timeout, connection_limits.REFUSAL_TIMEOUT)  # type: ignore[attr-defined, no-any-return]

    def _route(self) -> None:
        limit = self.server.max_connections  # type: ignore[attr-defined]
        self._error(RequestError(503, "busy", f"the service is serving {limit} connections, its limit; retry in a moment"),
                    [("Retry-After", "1"), ("Connection", "close")])
        self._discard_body()

    do_GET = do_HEAD = do_POST = do_PUT = do_PATCH = do_DELETE = do_OPTIONS = _route


def make_server(service: QuizService, host: str = "127.0.0.1", port: int = 0, quiet: bool = False,
                timeout: float = DEFAULT_TIMEOUT, max_connections: int = DEFAULT_MAX_CONNECTIONS,
                progress: Optional[ProgressService] = None) -> BoundedThreadingHTTPServer:
    """A server bound to `host:port` (port 0: any free port; see `server_address`), not yet serving.
    Each request must arrive within `timeout` seconds; at most `max_connections` are served at once.
    `progress` serves `/progress` and `/events` (without it they answer 404).
    `ValueError` when the limits cannot be kept (the message says what to change)."""
    if not timeout > 0:
        raise ValueError(f"--timeout must be a positive number of seconds, not {timeout}")
    server = BoundedThreadingHTTPServer((host, port), Handler, BusyHandler, max_connections)
    server.service = service  # type: ignore[attr-defined]
    server.progress = progress  # type: ignore[attr-defined]
    server.quiet = quiet  # type: ignore[attr-defined]
    server.request_timeout = timeout  # type: ignore[attr-defined]
    return server


def progress_service(service: QuizService, db: Optional[str], key_file: Optional[str]) -> Optional[ProgressService]:
    """The progress endpoints on the SQLite file `db` (none without it), signing with the key
    read from `key_file` when given (`ValueError` when it is empty)."""
    if db is None:
        if key_file is not None:
            raise ValueError("--session-key-file needs --db: without a store the service keeps no sessions")
        return None
    key = None if key_file is None else Path(key_file).read_bytes()
    if key is not None and not key:
        raise ValueError(f"--session-key-file {key_file} is empty")
    return ProgressService(service.scorer, ProgressStore(Path(db)), key)


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(prog="mbti-service", description=__doc__.split("\n\n")[0])
    parser.add_argument("bundle", nargs="?", default=str(DEFAULT_BUNDLE), help="the compiled bundle (default: the shipped mbti.json)")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--max-body-bytes", type=int, default=DEFAULT_MAX_BODY_BYTES)
    parser.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT,
                        help=f"seconds a client has to send a whole request (default {DEFAULT_TIMEOUT:g})")
    parser.add_argument("--max-connections", type=int, default=DEFAULT_MAX_CONNECTIONS,
                        help=f"connections served at once; more get 503 (default {DEFAULT_MAX_CONNECTIONS})")
    parser.add_argument("--db", help="the SQLite file that keeps sessions (created when missing); without it, "
                                     "/progress and /events answer 404")
    parser.add_argument("--session-key-file", help="a file whose bytes are the key the service signs session "
                                                   "tokens with, and requires on the tokens it is sent")
    parser.add_argument("--quiet", action="store_true", help="do not log requests")
    args = parser.parse_args(argv)
    try:
        bundle_bytes = Path(args.bundle).read_bytes()
        service = QuizService(bundle_bytes, args.max_body_bytes)
    except (OSError, ServiceSetupError) as error:
        print(f"mbti-service: error: {args.bundle}: {error}", file=sys.stderr)
        return 1
    try:
        progress = progress_service(service, args.db, args.session_key_file)
        server = make_server(service, args.host, args.port, args.quiet, args.timeout, args.max_connections, progress)
    except (OSError, ValueError, sqlite3.Error) as error:
        print(f"mbti-service: error: {error}", file=sys.stderr)
        return 1
    print(f"mbti-service: serving {args.bundle} on http://{args.host}:{server.server_port}/", file=sys.stderr, flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
