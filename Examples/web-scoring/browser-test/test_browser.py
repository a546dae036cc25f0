"""The web page in headless Chromium: load a bundle, answer by clicking, compare the outcome
shown with the reference scorer's (quizc score, or the JavaScript runtime under Node when
quizc is not built). Serves the repository root with http.server on a free port."""

from __future__ import annotations

import functools
import json
import os
import shutil
import subprocess
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, Dict, Iterator, List

import pytest

# absolute(), not resolve(): the served tree is the one the test runs from.
REPO_ROOT = Path(__file__).absolute().parents[3]
BUNDLES = REPO_ROOT / "Tests" / "QuizCompilerTests" / "Golden" / "bundles"
PAGE = "/Examples/web-scoring/index.html"
CHROMIUM, CHROMEDRIVER = Path("/usr/bin/chromium"), Path("/usr/bin/chromedriver")

webdriver = pytest.importorskip("selenium.webdriver", reason="selenium is not installed (pip install selenium)")
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

if not (CHROMIUM.exists() and CHROMEDRIVER.exists()):
    pytest.skip(f"needs {CHROMIUM} and {CHROMEDRIVER} (apt-get install chromium chromium-driver)", allow_module_level=True)


class QuietHandler(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture(scope="module")
def base_url() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(QuietHandler, directory=str(REPO_ROOT)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()
    thread.join()


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    options = webdriver.ChromeOptions()
    options.binary_location = str(CHROMIUM)
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1200,900"]:
        options.add_argument(argument)
    driver = webdriver.Chrome(service=webdriver.ChromeService(executable_path=str(CHROMEDRIVER)), options=options)
    yield driver
    driver.quit()


def reference_line(bundle: Path, answers: Dict[str, Any]) -> str:
    """What quizc score prints for the answers; the JavaScript runtime's line under Node when quizc is not built."""
    text = json.dumps(answers, ensure_ascii=False)
    quizc = Path(os.environ.get("QUIZC", ".build/debug/quizc"))
    quizc = quizc if quizc.is_absolute() else REPO_ROOT / quizc
    if quizc.is_file():
        run = subprocess.run([str(quizc), "score", str(bundle), "--lines"], input=(text + "\n").encode(), capture_output=True, check=False)
        return run.stdout.decode().rstrip("\n")
    node = shutil.which("node")
    if node is None:
        pytest.skip("neither quizc (set QUIZC or run `swift build`) nor node is available to score the answers")
    runtime = os.environ.get("QUIZ_RUNTIME_JS", str(REPO_ROOT / "runtimes" / "js" / "src" / "index.js"))
    script = ("import {readFileSync} from 'node:fs';"
              f"const r = await import({json.dumps(Path(runtime).as_uri())});"
              "const s = new r.Scorer(r.loadBundle(readFileSync(process.argv[1])));"
              "process.stdout.write(r.resultLine(s.scoreJSON(process.argv[2])));")
    return subprocess.run([node, "--input-type=module", "-e", script, str(bundle), text], capture_output=True, check=True).stdout.decode()


VISIBLE = "#quiz fieldset:not([hidden])"


def wait_for_form(browser: Any, count: int) -> List[Any]:
    """Waits until the form shows `count` fieldsets (the questions shown for the answers so far)."""
    WebDriverWait(browser, 20).until(lambda b: len(b.find_elements(By.CSS_SELECTOR, VISIBLE)) == count)
    return browser.find_elements(By.CSS_SELECTOR, VISIBLE)


def visible_keys(browser: Any) -> List[str]:
    return [f.get_attribute("data-key") for f in browser.find_elements(By.CSS_SELECTOR, VISIBLE)]


def answer_by_clicking(browser: Any, bundle: Dict[str, Any], skip: str = "") -> Dict[str, Any]:
    """Answers every shown question (but `skip`) by clicking; returns the answers that should give."""
    questions = {q["key"]: q for q in bundle["questions"]}
    expected: Dict[str, Any] = {}
    done = {skip}
    index = -1
    while True:
        # The first shown question not answered yet: a follow-up appears once its parent is answered.
        fieldset = next((f for f in browser.find_elements(By.CSS_SELECTOR, VISIBLE) if f.get_attribute("data-key") not in done), None)
        if fieldset is None:
            break
        index += 1
        question = questions[fieldset.get_attribute("data-key")]
        done.add(question["key"])
        assert fieldset.find_element(By.TAG_NAME, "legend").text == question["text"]
        labels = fieldset.find_elements(By.TAG_NAME, "label")
        if question["type"] == "range":
            slider = fieldset.find_element(By.CSS_SELECTOR, "input[type=range]")
            slider.click()  # the middle of the track
            slider.send_keys(*([Keys.ARROW_RIGHT] * (index % 4 + 1)))
            value = slider.get_attribute("value")
            assert fieldset.find_element(By.TAG_NAME, "output").text == value
            assert question["min"] < float(value) <= question["max"]
            expected[question["key"]] = json.loads(value)
            continue
        assert sorted(label.text for label in labels) == sorted(o["label"] for o in question["options"])
        picks = [index % len(labels)] if question["type"] != "multiple" else list(range(question["max"] if index % 2 else question["min"]))
        chosen = []
        for pick in picks:
            labels[pick].click()
            option = next(o for o in question["options"] if o["label"] == labels[pick].text)
            chosen.append(option["value"] if question["type"] == "scale" else option["id"])
        expected[question["key"]] = chosen if question["type"] == "multiple" else chosen[0]
    return expected


def score_and_read(browser: Any) -> str:
    browser.find_element(By.ID, "score").click()
    WebDriverWait(browser, 20).until(lambda b: b.find_element(By.ID, "result").is_displayed() or b.find_element(By.ID, "error").is_displayed())
    return browser.find_element(By.ID, "answers-json").get_attribute("textContent")


def check_result(browser: Any, bundle_path: Path, bundle: Dict[str, Any], expected: Dict[str, Any]) -> None:
    assert json.loads(score_and_read(browser)) == expected
    line = reference_line(bundle_path, expected)
    reference = json.loads(line)
    assert "outcome" in reference, line
    assert browser.find_element(By.ID, "result").is_displayed()
    assert browser.find_element(By.ID, "result-line").text == line
    assert browser.find_element(By.ID, "outcome-code").text == reference["outcome"]
    assert browser.find_element(By.ID, "outcome-title").text == bundle["outcomes"][reference["outcome"]]["title"]
    shown = [row.text.split(" ") for row in browser.find_elements(By.CSS_SELECTOR, "#scores tr")]
    assert shown == [[trait, str(total)] for trait, total in reference["scores"].items()]


def test_the_default_bundle_answered_by_clicking(browser: Any, base_url: str) -> None:
    bundle_path = BUNDLES / "animal.json"
    bundle = json.loads(bundle_path.read_text(encoding="utf-8"))
    browser.get(base_url + PAGE + "?seed=7")
    fieldsets = wait_for_form(browser, len(bundle["questions"]))
    assert {f.get_attribute("data-type") for f in fieldsets} == {"single", "multiple", "range"}
    assert "animal 1.0.0, 9 questions, presentation seed 7" in browser.find_element(By.ID, "status").text
    expected = answer_by_clicking(browser, bundle)
    assert any(isinstance(value, float) for value in expected.values()), expected  # a slider between whole numbers
    check_result(browser, bundle_path, bundle, expected)


def test_a_bundle_from_the_file_picker(browser: Any, base_url: str) -> None:
    bundle_path = BUNDLES / "mbti.json"
    bundle = json.loads(bundle_path.read_text(encoding="utf-8"))
    browser.get(base_url + PAGE + "?seed=1")
    wait_for_form(browser, 9)
    browser.find_element(By.ID, "file").send_keys(str(bundle_path))
    wait_for_form(browser, 24)
    assert browser.find_element(By.ID, "title").text == bundle["title"]
    expected = answer_by_clicking(browser, bundle)
    check_result(browser, bundle_path, bundle, expected)


def test_rejected_answers_show_the_runtime_message(browser: Any, base_url: str) -> None:
    bundle_path = BUNDLES / "fitcircle-persona.json"
    bundle = json.loads(bundle_path.read_text(encoding="utf-8"))
    browser.get(base_url + PAGE + "?bundle=" + "../../Tests/QuizCompilerTests/Golden/bundles/fitcircle-persona.json")
    wait_for_form(browser, 4)  # the three follow-ups wait for their parents' answers
    expected = answer_by_clicking(browser, bundle, skip="fitnessLevel")
    assert json.loads(score_and_read(browser)) == expected
    error = json.loads(reference_line(bundle_path, expected))["error"]
    assert error["code"] == "missing-answer"
    assert not browser.find_element(By.ID, "result").is_displayed()
    assert browser.find_element(By.ID, "error-text").text == f"{error['code']}: {error['message']}"
    assert browser.find_element(By.ID, "error-question").text == bundle["questions"][2]["text"]


def test_a_follow_up_appears_and_disappears_with_its_parents_answer(browser: Any, base_url: str) -> None:
    bundle_path = BUNDLES / "fitcircle-persona.json"
    bundle = json.loads(bundle_path.read_text(encoding="utf-8"))
    browser.get(base_url + PAGE + "?bundle=" + "../../Tests/QuizCompilerTests/Golden/bundles/fitcircle-persona.json")
    wait_for_form(browser, 4)
    assert "targetLoss" not in visible_keys(browser)
    labels = {q["key"]: {o["id"]: o["label"] for o in q["options"]} for q in bundle["questions"]}

    def pick(key: str, option: str) -> None:
        fieldset = browser.find_element(By.CSS_SELECTOR, f'#quiz fieldset[data-key="{key}"]')
        next(label for label in fieldset.find_elements(By.TAG_NAME, "label") if label.text == labels[key][option]).click()

    pick("primaryGoal", "lose_weight")
    wait_for_form(browser, 5)
    assert "targetLoss" in visible_keys(browser)
    pick("targetLoss", "over_10kg")
    pick("primaryGoal", "improve_endurance")
    wait_for_form(browser, 5)
    assert "targetLoss" not in visible_keys(browser) and "enduranceSport" in visible_keys(browser)
    pick("enduranceSport", "running")
    wait_for_form(browser, 6)
    assert "raceGoal" in visible_keys(browser)
    for key, option in [("motivationStyle", "social"), ("fitnessLevel", "beginner"), ("timeCommitment", "under-30"),
                        ("raceGoal", "someday")]:
        pick(key, option)
    pick("primaryGoal", "have_fun")  # hides enduranceSport and, with it, raceGoal
    wait_for_form(browser, 4)
    # The hidden answers (targetLoss, enduranceSport, raceGoal) are left out: the answers score.
    expected = {"primaryGoal": "have_fun", "motivationStyle": "social", "fitnessLevel": "beginner", "timeCommitment": "under-30"}
    check_result(browser, bundle_path, bundle, expected)


def test_a_damaged_bundle_is_refused_with_the_runtime_error(browser: Any, base_url: str, tmp_path: Path) -> None:
    damaged = tmp_path / "animal.json"
    damaged.write_bytes((BUNDLES / "animal.json").read_bytes().replace(b'"title": "You are a Lion"', b'"title": "You are a Tiger"', 1))
    assert damaged.read_bytes() != (BUNDLES / "animal.json").read_bytes()
    browser.get(base_url + PAGE)
    wait_for_form(browser, 9)
    browser.find_element(By.ID, "file").send_keys(str(damaged))
    WebDriverWait(browser, 20).until(lambda b: "not a usable bundle" in b.find_element(By.ID, "status").text)
    status = browser.find_element(By.ID, "status").text
    assert status.startswith("animal.json: not a usable bundle: hash-mismatch: /hash: the bundle's content hashes to \"sha256:")
    assert browser.find_elements(By.CSS_SELECTOR, "#quiz fieldset") == []


def test_a_missing_default_bundle_says_so(browser: Any, base_url: str) -> None:
    browser.get(base_url + PAGE + "?bundle=nowhere.json")
    WebDriverWait(browser, 20).until(lambda b: "Could not fetch" in b.find_element(By.ID, "status").text)
    assert "nowhere.json (HTTP 404)" in browser.find_element(By.ID, "status").text
