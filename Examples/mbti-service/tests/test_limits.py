"""Clients cannot starve the service: a deadline per request, a cap on connections.

Every test runs on 127.0.0.1 with a handful of connections and short timeouts."""

from __future__ import annotations

import json
import resource
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any, Iterator, List, Tuple

import pytest

import server  # on the path by conftest.py

HERE = Path(__file__).absolute().parent
TIMEOUT = 0.5  # the service's request deadline in these tests


@pytest.fixture()
def small_server(service: server.QuizService) -> Iterator[Tuple[Any, str]]:
    """A server with a 0.5 s deadline and 2 connection slots, and its URL."""
    httpd = server.make_server(service, "127.0.0.1", 0, quiet=True, timeout=TIMEOUT, max_connections=2)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    host, port = httpd.server_address[:2]
    yield httpd, f"http://{host}:{port}"
    httpd.shutdown()
    httpd.server_close()
    thread.join()


def get_questions(url: str) -> Tuple[int, Any, Any]:
    try:
        with urllib.request.urlopen(url + "/questions/", timeout=5) as response:
            return response.status, response.headers, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, error.headers, json.loads(error.read())


def idle_connections(url: str, count: int) -> List[socket.socket]:
    host, port = url.removeprefix("http://").split(":")
    return [socket.create_connection((host, int(port)), timeout=5) for _ in range(count)]


def wait_until(condition: Any, seconds: float = 5) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "timed out waiting"
        time.sleep(0.01)


def closed_by_server(connection: socket.socket) -> bool:
    """True when the server closed the connection (an empty read or a reset within 5 s)."""
    try:
        return connection.recv(1) == b""
    except ConnectionResetError:
        return True


def test_an_idle_connection_is_closed_after_the_deadline(small_server: Tuple[Any, str]) -> None:
    _, url = small_server
    (connection,) = idle_connections(url, 1)
    started = time.monotonic()
    assert closed_by_server(connection)
    assert TIMEOUT * 0.9 <= time.monotonic() - started < 4
    connection.close()


def test_a_trickled_request_is_cut_at_the_deadline(small_server: Tuple[Any, str]) -> None:
    """Bytes that keep coming, each well within the deadline, do not extend it."""
    _, url = small_server
    (connection,) = idle_connections(url, 1)
    connection.sendall(b"GET /questions/ HTTP/1.1\r\n")
    started = time.monotonic()
    try:
        while time.monotonic() - started < 4:
            connection.sendall(b"X")
            time.sleep(TIMEOUT / 5)
        closed = False
    except (BrokenPipeError, ConnectionResetError):
        closed = True
    assert closed, "the server kept reading a request for 4 s"
    connection.close()


def test_connections_beyond_the_cap_get_503_then_the_service_recovers(small_server: Tuple[Any, str]) -> None:
    httpd, url = small_server
    holders = idle_connections(url, 2)
    wait_until(lambda: httpd.open_connections == 2)
    status, headers, body = get_questions(url)
    assert (status, body["error"]["code"], headers["Retry-After"]) == (503, "busy", "1")
    # The idle clients never let go; their slots free themselves at the deadline.
    wait_until(lambda: httpd.open_connections == 0)
    status, _, questions = get_questions(url)
    assert status == 200 and len(questions) == len(server.legacy_api.legacy_questions(httpd.service.scorer.bundle))
    for holder in holders:
        holder.close()


def test_a_keep_alive_connection_serves_requests_within_the_deadline(small_server: Tuple[Any, str]) -> None:
    _, url = small_server
    (connection,) = idle_connections(url, 1)
    for _ in range(3):
        connection.sendall(b"GET /questions/ HTTP/1.1\r\nHost: x\r\n\r\n")
        head = b""
        while b"\r\n\r\n" not in head:
            head += connection.recv(65536)
        assert head.startswith(b"HTTP/1.1 200 ")
        length = int(head.split(b"Content-Length: ")[1].split(b"\r\n")[0])
        body = head.split(b"\r\n\r\n", 1)[1]
        while len(body) < length:
            body += connection.recv(65536)
    connection.close()


def serve_in_a_process(descriptor_limit: int, *arguments: str) -> Tuple["subprocess.Popen[bytes]", str]:
    """The service's command line with RLIMIT_NOFILE lowered, and its URL."""
    def lower_limit() -> None:
        resource.setrlimit(resource.RLIMIT_NOFILE, (descriptor_limit, descriptor_limit))
    process = subprocess.Popen([sys.executable, str(HERE.parent / "server.py"), "--port", "0", "--quiet", *arguments],
                               stderr=subprocess.PIPE, preexec_fn=lower_limit)
    assert process.stderr is not None
    line = process.stderr.readline().decode()
    assert "serving" in line, line + process.stderr.read().decode()
    return process, line.rsplit("on ", 1)[1].strip().rstrip("/")


def test_idle_connections_beyond_the_descriptor_limit_do_not_starve_the_service() -> None:
    """More idle connections than the process has descriptors: the service keeps answering
    (503 while full, 200 once the idle slots time out) instead of failing to accept."""
    process, url = serve_in_a_process(64, "--timeout", "1", "--max-connections", "8")
    holders: List[socket.socket] = []
    try:
        holders = idle_connections(url, 80)
        statuses = []
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and 200 not in statuses:
            try:
                statuses.append(get_questions(url)[0])
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                statuses.append(0)  # closed at once while every slot was taken
                time.sleep(0.1)
        assert statuses[-1] == 200, statuses
        assert set(statuses) <= {0, 503, 200}
    finally:
        for holder in holders:
            holder.close()
        process.terminate()
        process.wait(timeout=10)
        assert process.stderr is not None
        process.stderr.close()


def test_the_command_line_refuses_a_cap_the_descriptor_limit_cannot_hold() -> None:
    process = subprocess.run([sys.executable, str(HERE.parent / "server.py"), "--port", "0", "--max-connections", "100"],
                             capture_output=True, timeout=60, check=False,
                             preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_NOFILE, (64, 64)))
    assert process.returncode == 1
    assert process.stderr.decode() == ("mbti-service: error: 100 connections need 140 file descriptors; the limit is 64: "
                                       "lower --max-connections to at most 24\n")
