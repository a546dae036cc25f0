"""Fixtures: the real service on a free port in a thread."""

from __future__ import annotations

import sys
import threading
from pathlib import Path
from typing import Iterator

import pytest

HERE = Path(__file__).absolute().parent
sys.path.insert(0, str(HERE.parent))

import server  # noqa: E402  (the folder above is on the path only now)


@pytest.fixture(scope="session")
def service() -> server.QuizService:
    return server.QuizService(server.DEFAULT_BUNDLE.read_bytes())


@pytest.fixture(scope="session")
def base_url(service: server.QuizService) -> Iterator[str]:
    """The URL of a running service (ThreadingHTTPServer on a free port)."""
    httpd = server.make_server(service, "127.0.0.1", 0, quiet=True)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    host, port = httpd.server_address[:2]
    yield f"http://{host}:{port}"
    httpd.shutdown()
    httpd.server_close()
    thread.join()
