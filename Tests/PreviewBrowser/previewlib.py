"""Helpers for the browser tests of `quizc preview`: exact JSON for answers objects, the
URL fragment, and a `Preview` that drives one generated page through its `data-quiz-*` hooks."""

from __future__ import annotations

import json
import subprocess
import time
from decimal import Decimal
from pathlib import Path
from typing import Any, Dict, Iterable, List, Optional, Sequence, Tuple
from urllib.parse import quote, unquote

from selenium.common.exceptions import TimeoutException
from selenium.webdriver.support.ui import WebDriverWait

REPO_ROOT = Path(__file__).absolute().parents[2]


# --- JSON with number literals kept exact -------------------------------------------------

class Literal(str):
    """A JSON number written exactly as given (e.g. `5.50`, `1e1`, `-0`)."""


def load_exact(text: str) -> Any:
    """Parses JSON keeping every non-integer number as its literal text."""
    return json.loads(text, parse_float=Literal, parse_constant=Literal)


def dump(value: Any) -> str:
    """Compact JSON as an answers line; `Literal`s and Decimals are written as they are."""
    if isinstance(value, Literal):
        return str(value)
    if isinstance(value, Decimal):
        return str(value)
    if isinstance(value, dict):
        return "{" + ",".join(json.dumps(k, ensure_ascii=False) + ":" + dump(v) for k, v in value.items()) + "}"
    if isinstance(value, (list, tuple)):
        return "[" + ",".join(dump(v) for v in value) + "]"
    return json.dumps(value, ensure_ascii=False)


def load_bundle(path: Path) -> Dict[str, Any]:
    return load_exact(path.read_text(encoding="utf-8"))


# --- the URL fragment ------------------------------------------------------------------------

def encode(value: str) -> str:
    """JavaScript's encodeURIComponent."""
    return quote(value, safe="-_.!~*'()")


def fragment(*pairs: Tuple[str, str]) -> str:
    return "#" + "&".join(f"{name}={encode(value)}" for name, value in pairs)


def parse_fragment(hash_: str) -> Dict[str, str]:
    params: Dict[str, str] = {}
    for part in hash_.lstrip("#").split("&"):
        if not part:
            continue
        name, _, value = part.partition("=")
        params[unquote(name)] = unquote(value)
    return params


# --- quizc ---------------------------------------------------------------------------------

class Quizc:
    def __init__(self, path: Path) -> None:
        self.path = path

    def run(self, *args: str, input: Optional[str] = None, check: bool = True) -> subprocess.CompletedProcess:
        run = subprocess.run([str(self.path), *args], cwd=REPO_ROOT, input=None if input is None else input.encode(),
                             capture_output=True, check=False)
        if check and run.returncode != 0:
            raise AssertionError(f"quizc {' '.join(args)} exited {run.returncode}:\n{run.stderr.decode()}{run.stdout.decode()}")
        return run

    def score_lines(self, bundle: Path, lines: Sequence[str]) -> List[str]:
        """One `quizc score --lines` process for all the lines; one output line per input line."""
        for line in lines:
            assert "\n" not in line and "\r" not in line, line
        run = self.run("score", str(bundle), "--lines", input="".join(line + "\n" for line in lines), check=False)
        assert run.returncode in (0, 1), run.stderr.decode()
        out = run.stdout.decode().split("\n")
        assert out[-1] == "", out[-1]
        assert len(out) - 1 == len(lines), (len(out) - 1, len(lines))
        return out[:-1]

    def order(self, bundle: Path, seed: str) -> List[Dict[str, Any]]:
        return json.loads(self.run("order", str(bundle), "--seed", seed).stdout)["questions"]


# --- the page --------------------------------------------------------------------------------

STATE_JS = r"""
const all = (sel) => [...document.querySelectorAll(sel)];
const traits = {};
for (const e of all('[data-quiz-trait]')) traits[e.getAttribute('data-quiz-trait')] = e.textContent.trim();
const examples = {};
for (const e of all('[data-quiz-example-index]')) examples[e.getAttribute('data-quiz-example-index')] = e.getAttribute('data-quiz-example');
const root = document.querySelector('[data-quiz-respondent]');
const one = (sel, name) => { const e = document.querySelector(sel); return e ? e.getAttribute(name) : null; };
return {
  hash: location.hash,
  ready: document.documentElement.dataset.quizReady ?? null,
  outcomes: all('[data-quiz-outcome]').map(e => e.getAttribute('data-quiz-outcome')),
  secondaries: all('[data-quiz-secondary]').map(e => e.getAttribute('data-quiz-secondary')),
  results: all('[data-quiz-result]').map(e => e.textContent),
  traits, examples,
  page: one('[data-quiz-page]', 'data-quiz-page'),
  pages: one('[data-quiz-pages]', 'data-quiz-pages'),
  locale: one('[data-quiz-locale]', 'data-quiz-locale'),
  seeds: all('[data-quiz-seed]').map(e => [e.getAttribute('data-quiz-seed'), e.textContent, e.value ?? null]),
  respondent: root ? {dir: root.getAttribute('dir'), lang: root.getAttribute('lang'),
                      direction: getComputedStyle(root).direction, text: root.innerText} : null,
};
"""

# The questions shown in the respondent view, in document order: each visible group of
# controls (fieldset, radiogroup or group) matched to a question by its text.
QUESTIONS_JS = r"""
const texts = arguments[0];  // [[id, text], ...]
const root = document.querySelector('[data-quiz-respondent]');
if (!root) return null;
const labelOf = (c) => {
  const parts = [];
  if (c.labels && c.labels.length) for (const l of c.labels) parts.push(l.textContent);
  else if (c.getAttribute('aria-label')) parts.push(c.getAttribute('aria-label'));
  else if (c.getAttribute('aria-labelledby')) for (const id of c.getAttribute('aria-labelledby').split(/\s+/)) {
    const e = document.getElementById(id); if (e) parts.push(e.textContent);
  }
  else parts.push(c.textContent);
  return parts.join(' ').replace(/\s+/g, ' ').trim();
};
const controls = [...root.querySelectorAll('input:not([type=hidden]), select, textarea, [role=radio], [role=checkbox], [role=slider]')];
const groups = [];
for (const c of controls) {
  const g = c.closest('fieldset, [role=radiogroup], [role=group]') || c.parentElement;
  if (!g.checkVisibility()) continue;
  let entry = groups.find(x => x.element === g);
  if (!entry) { entry = {element: g, controls: []}; groups.push(entry); }
  entry.controls.push(c);
}
const shown = [];
for (const g of groups) {
  const text = g.element.textContent.replace(/\s+/g, ' ');
  let best = null;
  for (const [id, t] of texts) {
    if (text.includes(t.replace(/\s+/g, ' ')) && (best === null || t.length > best[1].length)) best = [id, t];
  }
  shown.push({
    id: best ? best[0] : null,
    element: g.element,
    text: text.trim().slice(0, 200),
    controls: g.controls.map(c => ({
      element: c, label: labelOf(c), type: c.getAttribute('type') || c.getAttribute('role') || c.tagName.toLowerCase(),
      checked: c.checked === true || c.getAttribute('aria-checked') === 'true',
      disabled: c.disabled === true || c.getAttribute('aria-disabled') === 'true',
      value: c.value ?? null,
      click: (c.labels && c.labels.length) ? c.labels[0] : c,
    })),
  });
}
return shown;
"""


class Preview:
    """One generated preview page in the shared browser."""

    def __init__(self, driver: Any, html: Path) -> None:
        self.driver = driver
        self.html = html
        self.url = html.as_uri()

    def show(self, *pairs: Tuple[str, str], reload: bool = False) -> Dict[str, Any]:
        """Opens the fragment (by setting location.hash when the page is already loaded) and
        waits until the page has rendered it."""
        target = fragment(*pairs)
        here = self.driver.execute_script("return location.href.split('#')[0]")
        if reload or here != self.url:
            self.driver.get(self.url + target)
        else:
            self.driver.execute_script(
                "if (location.hash === arguments[0]) return;"
                "delete document.documentElement.dataset.quizReady;"
                "location.hash = arguments[0];", target)
        self.wait_ready(target)
        return self.state()

    def wait_ready(self, what: str = "", timeout: float = 15) -> None:
        try:
            WebDriverWait(self.driver, timeout, poll_frequency=0.02).until(lambda d: d.execute_script(
                "return document.documentElement.dataset.quizReady !== undefined"
                " && document.documentElement.dataset.quizReady === location.hash"))
        except TimeoutException:
            state = self.driver.execute_script("return [location.hash, document.documentElement.dataset.quizReady ?? null]")
            errors = [e["message"] for e in self.driver.get_log("browser") if e["level"] == "SEVERE"]
            raise AssertionError(f"the page never became ready for {what!r}: location.hash={state[0]!r}, "
                                 f"data-quiz-ready={state[1]!r}; console errors: {errors}") from None

    def state(self) -> Dict[str, Any]:
        return self.driver.execute_script(STATE_JS)

    def fragment(self) -> Dict[str, str]:
        return parse_fragment(self.driver.execute_script("return location.hash"))

    def questions(self, bundle: Dict[str, Any], locale: Optional[str] = None) -> List[Dict[str, Any]]:
        texts = question_texts(bundle, locale)
        shown = self.driver.execute_script(QUESTIONS_JS, texts)
        assert shown is not None, "no [data-quiz-respondent] element on the page"
        return shown

    def buttons(self, pattern: str) -> List[Any]:
        """Visible buttons in the page whose text or aria-label matches the regular expression."""
        return self.driver.execute_script(
            "const re = new RegExp(arguments[0], 'i');"
            "return [...document.querySelectorAll('button, [role=button], input[type=button], input[type=submit]')]"
            ".filter(b => b.checkVisibility() && !b.disabled &&"
            " re.test((b.textContent || '') + ' ' + (b.getAttribute('aria-label') || '') + ' ' + (b.value || '')))", pattern)

    def set_viewport(self, width: int, height: int, mobile: bool = False) -> None:
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile})


def question_texts(bundle: Dict[str, Any], locale: Optional[str] = None) -> List[List[str]]:
    translated = (bundle.get("locales") or {}).get(locale or "", {}).get("questions", {}) if locale else {}
    return [[q["id"], (translated.get(q["id"]) or {}).get("text") or q["text"]] for q in bundle["questions"]]


def wait_for(driver: Any, condition: Any, message: str, timeout: float = 10) -> Any:
    try:
        return WebDriverWait(driver, timeout, poll_frequency=0.05).until(lambda d: condition())
    except TimeoutException:
        raise AssertionError(message) from None


def settle(seconds: float = 0.05) -> None:
    time.sleep(seconds)


def chunks(items: Iterable[Any], size: int) -> List[List[Any]]:
    items = list(items)
    return [items[i:i + size] for i in range(0, len(items), size)]
