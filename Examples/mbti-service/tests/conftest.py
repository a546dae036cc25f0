"""Fixtures: the real service on a free port in a thread, and the `quizc` reference scorer."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from pathlib import Path
from typing import Iterator, List, Optional

import pytest

HERE = Path(__file__).absolute().parent
sys.path.insert(0, str(HERE.parent))

import server  # noqa: E402  (the folder above is on the path only now)

REPO_ROOT = server.REPO_ROOT
BUNDLES = REPO_ROOT / "Tests" / "QuizCompilerTests" / "Golden" / "bundles"


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


def quizc_path() -> Optional[Path]:
    """The quizc binary named by $QUIZC (default `.build/debug/quizc` under the repository root), if it exists."""
    path = Path(os.environ.get("QUIZC", ".build/debug/quizc"))
    if not path.is_absolute():
        path = REPO_ROOT / path
    return path if path.is_file() else None


def quizc_score_lines(bundle: Path, lines: List[str]) -> List[str]:
    """`quizc score BUNDLE --lines` over the given answers lines: one output line each."""
    quizc = quizc_path()
    if quizc is None:
        pytest.skip("quizc is not built: set QUIZC or run `swift build` to compare with the Swift scorer")
    process = subprocess.run([str(quizc), "score", str(bundle), "--lines"], input="".join(line + "\n" for line in lines).encode(),
                             capture_output=True, check=False)
    assert process.returncode in (0, 1), process.stderr.decode()
    output = process.stdout.decode().splitlines()
    assert len(output) == len(lines)
    return output
