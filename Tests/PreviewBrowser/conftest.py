"""Fixtures of the `quizc preview` browser tests: quizc (env QUIZC, default
.build/debug/quizc), the pages and bundles built into a temporary folder, and one headless
Chromium (Debian's chromium and chromedriver) shared by the session."""

from __future__ import annotations

import os
import shutil
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Dict, Iterator

import pytest

from previewlib import REPO_ROOT, Preview, Quizc, load_bundle

CHROMIUM = Path(os.environ.get("CHROMIUM", "/usr/bin/chromium"))
CHROMEDRIVER = Path(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
FIXTURES = Path(__file__).absolute().parent / "fixtures"
SHIPPED = ["animal", "big-five", "color", "fitcircle-persona", "mbti"]
FIXTURE_QUIZZES = ["preview-drawn", "preview-features", "preview-timed"]
SCREENSHOTS = REPO_ROOT / "docs" / "images"


def quizc_path() -> Path:
    path = Path(os.environ.get("QUIZC", ".build/debug/quizc"))
    return path if path.is_absolute() else REPO_ROOT / path


@pytest.fixture(scope="session")
def quizc() -> Quizc:
    path = quizc_path()
    if not (path.is_file() and os.access(path, os.X_OK)):
        pytest.fail(f"quizc not found at {path}: run `swift build` in {REPO_ROOT} or set QUIZC to the binary", pytrace=False)
    return Quizc(path)


@dataclass
class Built:
    """A preview page and the bundles `quizc build` writes for the same folder."""
    html: Path
    bundle_dir: Path
    bundles: Dict[str, Dict[str, Any]] = field(default_factory=dict)

    def bundle_path(self, quiz: str) -> Path:
        return self.bundle_dir / f"{quiz}.json"


def build(quizc: Quizc, source: str, out: Path) -> Built:
    """`source` relative to the repository root, as an author would type it (the page shows it)."""
    out.mkdir(parents=True, exist_ok=True)
    quizc.run("preview", source, "-o", str(out / "preview.html"))
    quizc.run("build", source, "-o", str(out / "bundles"))
    built = Built(out / "preview.html", out / "bundles")
    for path in sorted(built.bundle_dir.glob("*.json")):
        if path.name != "index.json":
            built.bundles[path.stem] = load_bundle(path)
    return built


@pytest.fixture(scope="session")
def shipped(quizc: Quizc, tmp_path_factory: pytest.TempPathFactory) -> Built:
    built = build(quizc, "quizzes", tmp_path_factory.mktemp("shipped"))
    assert sorted(built.bundles) == SHIPPED
    return built


@pytest.fixture(scope="session")
def fixtures(quizc: Quizc, tmp_path_factory: pytest.TempPathFactory) -> Built:
    built = build(quizc, "Tests/PreviewBrowser/fixtures", tmp_path_factory.mktemp("fixtures"))
    assert sorted(built.bundles) == FIXTURE_QUIZZES
    return built


def chrome(width: int = 1280, height: int = 900) -> Any:
    from selenium import webdriver
    if not (CHROMIUM.exists() and CHROMEDRIVER.exists()):
        pytest.fail(f"needs {CHROMIUM} and {CHROMEDRIVER} (apt-get install chromium chromium-driver)", pytrace=False)
    options = webdriver.ChromeOptions()
    options.binary_location = str(CHROMIUM)
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     f"--window-size={width},{height}", "--lang=en-US", "--hide-scrollbars", "--disable-ipc-flooding-protection",
                     "--font-render-hinting=none"]:
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"performance": "ALL", "browser": "ALL"})
    driver = webdriver.Chrome(service=webdriver.ChromeService(executable_path=str(CHROMEDRIVER)), options=options)
    driver.set_script_timeout(30)
    return driver


@pytest.fixture(scope="session")
def driver() -> Iterator[Any]:
    session = chrome()
    yield session
    session.quit()


@pytest.fixture(autouse=True)
def no_console_errors(request: pytest.FixtureRequest) -> Iterator[None]:
    """After every test that used the shared browser: no console error (a script error, a
    request the Content-Security-Policy refused) was logged meanwhile."""
    yield
    if "driver" in request.fixturenames:
        session = request.getfixturevalue("driver")
        errors = [e["message"] for e in session.get_log("browser") if e["level"] == "SEVERE"]
        assert not errors, f"console errors: {errors}"


@pytest.fixture
def fresh_driver() -> Iterator[Any]:
    session = chrome()
    yield session
    session.quit()


@pytest.fixture
def page(driver: Any, shipped: Built) -> Iterator[Preview]:
    """The shipped quizzes' preview at desktop width."""
    preview = Preview(driver, shipped.html)
    preview.set_viewport(1280, 900)
    yield preview


@pytest.fixture
def fixture_page(driver: Any, fixtures: Built) -> Iterator[Preview]:
    preview = Preview(driver, fixtures.html)
    preview.set_viewport(1280, 900)
    yield preview


@pytest.fixture(scope="session")
def screenshots() -> bool:
    """Screenshots are written to docs/images only with QUIZC_SCREENSHOTS=1."""
    return os.environ.get("QUIZC_SCREENSHOTS") == "1"


def pytest_report_header(config: Any) -> str:
    return f"quizc: {quizc_path()}; chromium: {CHROMIUM} {shutil.which('chromium') or ''}"
