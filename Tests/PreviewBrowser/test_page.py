"""The page as a whole: no request leaves it, no console errors, usable at 375 px with every
control labelled and focus visible, the same bytes for the same input; and the screenshots
for docs/images (only with QUIZC_SCREENSHOTS=1)."""

from __future__ import annotations

import base64
import json
import re
from pathlib import Path
from typing import Any, Dict, List

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from conftest import SCREENSHOTS, SHIPPED, Built
from previewlib import Preview, Quizc, dump

OUTSIDE_JS = r"""
const bad = [];
for (const e of document.querySelectorAll('*')) {
  for (const a of e.attributes) {
    if (!/^(src|href|xlink:href|action|formaction|poster|srcset|data|background|manifest|ping)$/i.test(a.name)) continue;
    const v = a.value.trim();
    if (/^(https?:|\/\/|ftp:|ws:|wss:)/i.test(v) || (a.name.toLowerCase() !== 'href' && v && !/^(data:|#)/i.test(v)))
      bad.push(e.tagName.toLowerCase() + ' ' + a.name + '=' + v);
  }
}
return bad;
"""

UNLABELLED_JS = r"""
const name = (e) => {
  const parts = [];
  if (e.labels) for (const l of e.labels) parts.push(l.textContent);
  parts.push(e.getAttribute('aria-label') || '');
  for (const id of (e.getAttribute('aria-labelledby') || '').split(/\s+/).filter(Boolean)) {
    const t = document.getElementById(id); if (t) parts.push(t.textContent);
  }
  if (/^(button|summary)$/i.test(e.tagName) || /^(button|submit|reset)$/i.test(e.getAttribute('type') || '') || e.getAttribute('role') === 'button')
    parts.push(e.textContent, e.value || '');
  return parts.join('').trim();
};
return [...document.querySelectorAll('input:not([type=hidden]), select, textarea, button, [role=button], [role=radio], [role=checkbox], [role=slider]')]
  .filter(e => e.checkVisibility() && !name(e))
  .map(e => e.outerHTML.slice(0, 160));
"""

FOCUS_JS = r"""
// The focused control and whether a focus outline shows on it or on its label (a pill hides
// its radio with opacity 0 and outlines the label instead).
const a = document.activeElement;
if (!a || a === document.body) return null;
const opacity = (e) => { let o = 1; for (; e; e = e.parentElement) o *= Number(getComputedStyle(e).opacity); return o; };
const ring = (e) => { const s = getComputedStyle(e); return s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0 && opacity(e) > 0; };
const candidates = [a, ...(a.labels || []), a.parentElement].filter(Boolean);
const s = getComputedStyle(a);
return {html: a.outerHTML.slice(0, 120), outline: s.outlineStyle, visible: candidates.some(ring)};
"""


def navigate_around(page: Preview, shipped: Built) -> None:
    """Every quiz, an example, a locale and New seed: what an author does."""
    for quiz in SHIPPED:
        example = shipped.bundles[quiz]["examples"][0]
        page.show(("quiz", quiz), ("seed", "11"), ("answers", dump(example["answers"])))
    page.show(("quiz", "color"), ("seed", "4"), ("locale", "ar"))
    for button in page.buttons(r"new seed")[:1]:
        button.click()
        page.wait_ready("New seed")
    for button in page.buttons(r"witness|fill")[:2]:
        button.click()
        page.wait_ready("a witness")


def test_no_request_leaves_the_page_and_no_console_errors(fresh_driver: Any, shipped: Built) -> None:
    page = Preview(fresh_driver, shipped.html)
    page.show(("quiz", "animal"))
    navigate_around(page, shipped)
    own = shipped.html.as_uri()
    requests: List[str] = []
    for entry in fresh_driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message["method"] == "Network.requestWillBeSent":
            requests.append(message["params"]["request"]["url"])
    assert requests, "the performance log recorded no request at all (not even the page)"
    outside = [u for u in requests if u.split("#")[0] != own and not u.startswith(("data:", "about:"))]
    assert not outside, f"requests beyond the page itself: {outside}"
    assert not fresh_driver.execute_script(OUTSIDE_JS), fresh_driver.execute_script(OUTSIDE_JS)
    errors = [e for e in fresh_driver.get_log("browser") if e["level"] == "SEVERE"]
    assert not errors, f"console errors: {errors}"


def test_the_fixture_quizzes_lint_clean(quizc: Quizc) -> None:
    run = quizc.run("lint", "--strict", "Tests/PreviewBrowser/fixtures")
    assert run.stdout.decode().startswith("no problems in 3 files"), run.stdout.decode()


def test_the_file_points_nowhere_outside(shipped: Built, fixtures: Built) -> None:
    for built in (shipped, fixtures):
        text = built.html.read_text(encoding="utf-8")
        attributes = re.findall(r"""\b(?:src|href|action|poster|srcset)\s*=\s*["']?\s*(?:https?:|//)[^"'\s>]*""", text, re.I)
        assert not attributes, attributes
        assert "Content-Security-Policy" in text and "default-src 'none'" in text
        assert re.search(r"script-src 'sha256-[A-Za-z0-9+/]{43}='", text) and "'unsafe-inline'; style" not in text, \
            "the script is not named by its hash"
        for directive in ["form-action 'none'", "base-uri 'none'", "require-trusted-types-for 'script'", "trusted-types 'none'"]:
            assert directive in text, directive
        assert re.search(r"<title>\s*PREVIEW", text), "the title does not start with PREVIEW"


@pytest.mark.parametrize("quiz", SHIPPED + ["preview-features", "preview-timed"])
def test_usable_at_375_px(quiz: str, driver: Any, shipped: Built, fixtures: Built) -> None:
    built = shipped if quiz in shipped.bundles else fixtures
    page = Preview(driver, built.html)
    page.set_viewport(375, 812, mobile=True)
    try:
        example = built.bundles[quiz]["examples"][0]
        for pairs in [(("quiz", quiz), ("seed", "2")),
                      (("quiz", quiz), ("seed", "2"), ("answers", dump(example["answers"])))]:
            page.show(*pairs)
            width = driver.execute_script("return [document.documentElement.scrollWidth, document.documentElement.clientWidth]")
            assert width[1] == 375, f"the viewport is {width[1]} px wide"
            assert width[0] <= 375, f"{quiz}: the page is {width[0]} px wide at 375 px: it scrolls sideways"
            unlabelled = driver.execute_script(UNLABELLED_JS)
            assert not unlabelled, f"controls without an accessible name: {unlabelled}"
        # keyboard focus is visible on the first controls reached by Tab
        driver.execute_script("document.activeElement && document.activeElement.blur(); window.scrollTo(0, 0)")
        seen: List[Dict[str, Any]] = []
        for _ in range(16):
            ActionChains(driver).send_keys(Keys.TAB).perform()
            focused = driver.execute_script(FOCUS_JS)
            if focused:
                seen.append(focused)
        assert seen, "Tab reaches no control"
        invisible = [f["html"] for f in seen if not f["visible"]]
        assert not invisible, f"no visible focus outline on {invisible}"
    finally:
        page.set_viewport(1280, 900)


def test_the_same_input_gives_the_same_bytes(quizc: Quizc, shipped: Built, tmp_path: Path) -> None:
    first, second = tmp_path / "a.html", tmp_path / "b.html"
    quizc.run("preview", "quizzes", "-o", str(first))
    quizc.run("preview", "quizzes", "-o", str(second))
    assert first.read_bytes() == second.read_bytes()
    assert first.read_bytes() == shipped.html.read_bytes()
    seeded = tmp_path / "seeded.html"
    quizc.run("preview", "quizzes", "-o", str(seeded), "--seed", "18446744073709551615", "--locale", "ar")
    quizc.run("preview", "quizzes", "-o", str(second), "--seed", "18446744073709551615", "--locale", "ar")
    assert seeded.read_bytes() == second.read_bytes()
    assert seeded.read_bytes() != first.read_bytes()
    data = preview_data(first)
    assert data["format"] == "quizc-preview/1" and data["seed"] is None and data["locale"] is None
    assert [q["id"] for q in data["quizzes"]] == SHIPPED
    for q in data["quizzes"]:
        assert q["bundle"] == shipped.bundle_path(q["id"]).read_text(encoding="utf-8"), f"{q['id']}: the bundle differs from quizc build's"
    data = preview_data(seeded)
    assert data["seed"] == "18446744073709551615" and data["locale"] == "ar"


def preview_data(html: Path) -> Dict[str, Any]:
    text = html.read_text(encoding="utf-8")
    match = re.search(r'<script type="application/json" id="quizc-preview-data">(.*?)</script>', text, re.S)
    assert match, "no quizc-preview-data element"
    assert "<" not in match.group(1)
    return json.loads(match.group(1))


def test_the_seed_from_the_command_line_is_the_initial_seed(quizc: Quizc, driver: Any, shipped: Built, tmp_path: Path) -> None:
    html = tmp_path / "seeded.html"
    quizc.run("preview", "quizzes", "-o", str(html), "--seed", "77", "--locale", "ar")
    page = Preview(driver, html)
    page.set_viewport(1280, 900)
    driver.get(html.as_uri() + "#quiz=color")
    page.wait_ready("the seeded page")
    assert page.fragment().get("seed") == "77", page.fragment()
    assert page.state()["respondent"]["dir"] == "rtl"
    assert quizc.order(shipped.bundle_path("color"), "77")[0]["id"] == \
        [q["id"] for q in page.questions(shipped.bundles["color"], "ar")][0]


# --- screenshots -------------------------------------------------------------------------------

CLIP_JS = r"""
const e = arguments[0];
const r = e.getBoundingClientRect();
return {x: r.left + scrollX, y: r.top + scrollY, width: r.width, height: r.height};
"""


def capture(driver: Any, path: Path, element: Any = None, whole: bool = False) -> None:
    """The viewport scrolled to the element's top, or (whole) the element however tall."""
    params: Dict[str, Any] = {"format": "png", "captureBeyondViewport": whole}
    if element is not None and whole:
        clip = driver.execute_script(CLIP_JS, element)
        clip["height"] = min(clip["height"], 2400)
        params["clip"] = {**clip, "scale": 1}
    elif element is not None:
        driver.execute_script("window.scrollTo(0, arguments[0].getBoundingClientRect().top + scrollY - 8)", element)
    data = base64.b64decode(driver.execute_cdp_cmd("Page.captureScreenshot", params)["data"])
    assert data.startswith(b"\x89PNG"), path
    assert len(data) < 300_000, f"{path.name} is {len(data)} bytes"
    path.write_bytes(data)


def test_screenshots(driver: Any, shipped: Built, screenshots: bool) -> None:
    """Writes docs/images/preview-*.png with QUIZC_SCREENSHOTS=1; otherwise checks only that
    the views to photograph exist, and writes nothing."""
    page = Preview(driver, shipped.html)
    mbti = shipped.bundles["mbti"]
    example = mbti["examples"][0]["answers"]
    answers = {q["key"]: example[q["key"]] for q in mbti["questions"][:4]}
    shots = [
        ("preview-respondent-375.png", (375, 812), ("mbti", "3", None, answers), "respondent"),
        ("preview-author-375.png", (375, 812), ("animal", "7", None, shipped.bundles["animal"]["examples"][0]["answers"]), "author"),
        ("preview-respondent-1280.png", (1280, 900), ("mbti", "3", None, answers), "page"),
        ("preview-author-1280.png", (1280, 900), ("animal", "7", None, shipped.bundles["animal"]["examples"][0]["answers"]), "author"),
        ("preview-rtl-375.png", (375, 812), ("color", "5", "ar", None), "respondent"),
    ]
    before = {p: p.read_bytes() for p in SCREENSHOTS.glob("preview-*.png")}
    if screenshots:
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    try:
        for name, (width, height), (quiz, seed, locale, given), what in shots:
            page.set_viewport(width, height, mobile=width < 600)
            pairs = [("quiz", quiz), ("seed", seed), ("locale", locale or "en")] + \
                    ([("answers", dump(given))] if given else [])
            page.show(*pairs)
            driver.execute_script("window.scrollTo(0, 0); document.activeElement && document.activeElement.blur()")
            if what == "respondent":
                element = driver.find_element("css selector", "[data-quiz-respondent]")
            elif what == "author":
                element = driver.execute_script(
                    "let e = document.querySelector('[data-quiz-result]');"
                    "while (e && !(e.querySelector('[data-quiz-trait]') && e.querySelector('[data-quiz-example]'))) e = e.parentElement;"
                    "return e")
                assert element is not None, "no author view ([data-quiz-result]) to photograph"
            else:
                element = None
            if screenshots:
                capture(driver, SCREENSHOTS / name, element, whole=width >= 600 and element is not None)
    finally:
        page.set_viewport(1280, 900)
    if not screenshots:
        assert {p: p.read_bytes() for p in SCREENSHOTS.glob("preview-*.png")} == before


# --- long words at 375 px ---------------------------------------------------------------------

COMPOUND = "Rindfleischetikettierungsüberwachungsaufgabenübertragungsgesetz"  # 63 characters
URL = "https://example.org/" + "/".join(["a-very-long-path-segment"] * 4) + "?without=any&space=at&all=1"

LONG_WORDS_QUIZ = f"""\
quiz: preview-long-words
version: 1.0.0
title: {COMPOUND}
description: See {URL} or {COMPOUND}.
locale: en

traits: [lang, kurz]

scoring:
  model: highest
  ties: [lang, kurz]

presentation:
  page_size: 2

questions:
  - id: wort
    text: "Was regelt das {COMPOUND}? ({URL})"
    options:
      - {{id: a, label: "{COMPOUND}", weights: {{lang: 2}}}}
      - {{id: b, label: "{URL}", weights: {{kurz: 1}}}}
  - id: skala
    type: scale
    text: "{COMPOUND}{COMPOUND}"
    options:
      - {{value: 1, label: "{COMPOUND}", weights: {{kurz: 1}}}}
      - {{value: 2, label: "{URL}", weights: {{lang: 1}}}}
  - id: viele
    type: multiple
    max: 2
    text: "{URL}"
    options:
      - {{id: x, label: "{COMPOUND}", weights: {{lang: 1}}}}
      - {{id: y, label: "{URL}", weights: {{kurz: 1}}}}

outcomes:
  lang:
    title: {COMPOUND}
    description: "{COMPOUND} {URL}"
    recommendations: ["{URL}", "{COMPOUND}"]
  kurz:
    title: "{URL}"
    description: "{URL}"

examples:
  - name: "{COMPOUND}{URL}"
    answers: {{wort: a, skala: 2, viele: [x]}}
    expect: lang
"""


def test_long_words_do_not_widen_the_page_at_375_px(quizc: Quizc, driver: Any, tmp_path: Path) -> None:
    """A 63-character German compound and a long URL in every text the page shows (title,
    description, questions, options, pills, outcomes, recommendations, example names): at
    375 px the page still does not scroll sideways, on the questions and on the result."""
    source = tmp_path / "long.quiz.yaml"
    source.write_text(LONG_WORDS_QUIZ, encoding="utf-8")
    html = tmp_path / "long.html"
    quizc.run("preview", str(source), "-o", str(html))
    page = Preview(driver, html)
    page.set_viewport(375, 812, mobile=True)
    try:
        answers = '{"wort":"a","skala":2,"viele":["x"]}'
        for pairs in [(("quiz", "preview-long-words"), ("seed", "1")),
                      (("quiz", "preview-long-words"), ("seed", "1"), ("answers", answers)),
                      (("quiz", "preview-long-words"), ("seed", "1"), ("answers", answers), ("page", "result"))]:
            state = page.show(*pairs, reload=True)
            assert COMPOUND in state["respondent"]["text"], state["respondent"]["text"][:200]
            width = driver.execute_script("return [document.documentElement.scrollWidth, document.documentElement.clientWidth]")
            assert width == [375, 375], f"{dict(pairs)}: the page is {width[0]} px wide at {width[1]} px: it scrolls sideways"
    finally:
        page.set_viewport(1280, 900)


# --- nothing leaves the page, even when asked to --------------------------------------------------

class Listener:
    """An HTTP listener on 127.0.0.1 that records every request it gets; it stops by itself
    after `limit` seconds at the latest."""

    def __init__(self, limit: float = 60) -> None:
        import http.server
        import threading
        self.requests: List[str] = []
        listener = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def record(self) -> None:
                listener.requests.append(f"{self.command} {self.path}")
                self.send_response(204)
                self.end_headers()
            do_GET = do_POST = do_HEAD = do_OPTIONS = record

            def log_message(self, *args: Any) -> None:
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.timeout = 1
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.thread = threading.Thread(target=self.server.serve_forever, kwargs={"poll_interval": 0.1}, daemon=True)
        self.deadline = threading.Timer(limit, self.stop)
        self.deadline.daemon = True

    def __enter__(self) -> "Listener":
        self.thread.start()
        self.deadline.start()
        return self

    def stop(self) -> None:
        self.server.shutdown()

    def __exit__(self, *args: Any) -> None:
        self.deadline.cancel()
        self.stop()
        self.server.server_close()


ESCAPES_JS = r"""
const url = arguments[0];
const refused = {};
const attempt = (name, action) => { try { action(); refused[name] = false; } catch (error) { refused[name] = String(error.name || error); } };
// HTML from a string (how quiz text would have to become markup): refused by Trusted Types.
attempt('innerHTML meta refresh', () => { document.body.insertAdjacentHTML('beforeend', `<meta http-equiv="refresh" content="0;url=${url}/meta">`); });
attempt('innerHTML form', () => { const d = document.createElement('div'); d.innerHTML = `<form action="${url}/html-form" method="post"></form>`; });
attempt('document.write', () => { document.write(`<img src="${url}/write">`); });
// A form submission: refused by form-action 'none'.
const form = document.createElement('form');
form.action = `${url}/form`;
form.method = 'post';
const field = document.createElement('input');
field.name = 'answers';
field.value = location.hash;
form.appendChild(field);
document.body.appendChild(form);
attempt('form.submit', () => form.submit());
attempt('form.requestSubmit', () => form.requestSubmit());
// A base element cannot redirect relative URLs: refused by base-uri 'none'.
const base = document.createElement('base');
base.href = `${url}/base/`;
document.head.appendChild(base);
const link = document.createElement('a');
link.setAttribute('href', 'relative');
const resolved = link.href;
// Fetches of every kind: refused by default-src 'none'.
attempt('fetch', () => { fetch(`${url}/fetch`).catch(() => {}); });
attempt('beacon', () => navigator.sendBeacon(`${url}/beacon`, 'x'));
attempt('image', () => { const i = new Image(); i.src = `${url}/image`; document.body.appendChild(i); });
attempt('xhr', () => { const x = new XMLHttpRequest(); x.open('GET', `${url}/xhr`); x.onerror = () => {}; x.send(); });
attempt('websocket', () => { new WebSocket(url.replace('http', 'ws') + '/ws'); });
attempt('event source', () => { new EventSource(`${url}/events`); });
attempt('iframe', () => { const f = document.createElement('iframe'); f.src = `${url}/frame`; document.body.appendChild(f); });
attempt('stylesheet', () => { const s = document.createElement('link'); s.rel = 'stylesheet'; s.href = `${url}/style`; document.head.appendChild(s); });
// Script that is not the page's own: refused by the script's hash (no 'unsafe-inline') and Trusted Types.
window.__quizcInjected = [];
attempt('inline handler', () => { const b = document.createElement('button'); b.setAttribute('onclick', 'window.__quizcInjected.push(1)'); document.body.appendChild(b); b.click(); b.remove(); });
attempt('script element', () => { const s = document.createElement('script'); s.textContent = 'window.__quizcInjected.push(2)'; document.body.appendChild(s); });
attempt('javascript: URL', () => { const a = document.createElement('a'); a.setAttribute('href', 'javascript:window.__quizcInjected.push(3)'); document.body.appendChild(a); a.click(); a.remove(); });
form.remove(); base.remove();
return {refused, resolved, injected: window.__quizcInjected};
"""


def test_the_page_reaches_no_listener(fresh_driver: Any, shipped: Built) -> None:
    """With a listener on 127.0.0.1: using the page (every quiz, examples, a locale, a new
    seed, witnesses) sends it nothing; and what a script injected into the page would try
    (HTML from a string with a meta refresh or a form, a form post, a base element, fetch,
    beacon, image, XHR, WebSocket, EventSource, frame, stylesheet) is refused by the
    Content-Security-Policy and Trusted Types, so the listener still hears nothing; and no
    script but the page's own runs (an inline handler, a script element, a javascript: URL). (A
    navigation started by script, `location` or `window.open`, is not something a policy in
    a meta element can forbid in Chromium: the page's own script never starts one, see
    Tests/PreviewPage/no-navigation.test.js.)"""
    import time
    with Listener(limit=90) as listener:
        page = Preview(fresh_driver, shipped.html)
        page.show(("quiz", "animal"))
        navigate_around(page, shipped)
        outcome = fresh_driver.execute_script(ESCAPES_JS, listener.url)
        time.sleep(1.5)
        assert fresh_driver.execute_script("return location.protocol") == "file:", "the page navigated away"
        heard = list(listener.requests)
    refused = outcome["refused"]
    for name in ["innerHTML meta refresh", "innerHTML form", "document.write"]:
        assert refused[name] == "TypeError", f"{name}: not refused by Trusted Types ({refused[name]!r})"
    assert outcome["resolved"].startswith("file:"), f"a base element moved relative URLs to {outcome['resolved']}"
    assert fresh_driver.execute_script("return window.__quizcInjected") == [], "a script that is not the page's own ran"
    assert not heard, f"the listener got requests: {heard} (attempts: {refused})"
