"""Fixtures: the real service on a free port in a thread."""

from __future__ import annotations

import sys
import threading
from pathlib import Path
from typing import Iterator, Optional

import pytest

HERE = Path(__file__).absolute().parent
sys.path.insert(0, str(HERE.parent))

import server  # noqa: E402  (the folder above is on the path only now)
from progress_api import ProgressService  # noqa: E402


@pytest.fixture(scope="session")
def service() -> server.QuizService:
    return server.QuizService(server.DEFAULT_BUNDLE.read_bytes())


def serving(service: server.QuizService, progress: Optional[ProgressService] = None) -> Iterator[str]:
    """The URL of the service running in a thread (ThreadingHTTPServer on a free port); stopped when the generator is closed."""
    httpd = server.make_server(service, "127.0.0.1", 0, quiet=True, progress=progress)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_port}"
    httpd.shutdown()
    httpd.server_close()
    thread.join()


@pytest.fixture(scope="session")
def base_url(service: server.QuizService) -> Iterator[str]:
    """The URL of a running service without a progress store."""
    yield from serving(service)
