"""A `profile` quiz in the page (profile/profile.quiz.yaml and its German translation): each
result's band and written value on the result screen and in the author view equal the line
`quizc score` prints, facets nest under their domain, titles are translated, the nearest
outcome and runner-up are shown, and each band's probability and witness equal `quizc stats`."""

from __future__ import annotations

from typing import Any, Dict, Iterator, List, Tuple

import pytest

from conftest import Built, build
from previewlib import Preview, Quizc, dump, load_exact

QUIZ = "preview-profile"
SOURCE = "Tests/PreviewBrowser/profile"

# Answer sets that reach different bands and outcomes (one leaves the optional item out).
ANSWERS = [
    {"n-1": 1, "n-2": 5, "n-3": 1, "n-4": 2, "e-1": 5, "e-2": 1},
    {"n-1": 5, "n-2": 1, "n-3": 5, "n-4": 5, "e-1": 1, "e-2": 5},
    {"n-1": 3, "n-2": 3, "n-3": 3, "e-1": 4, "e-2": 2},
    {"n-1": 4, "n-2": 2, "n-3": 3, "n-4": 4, "e-1": 3, "e-2": 3},
]

RESULT_VIEW_JS = r"""
const rows = [...document.querySelectorAll('[data-quiz-respondent] [data-quiz-result-id]')];
return {
  title: document.querySelector('[data-quiz-respondent] .result-title')?.textContent ?? null,
  rows: rows.map((e) => ({
    id: e.getAttribute('data-quiz-result-id'), band: e.getAttribute('data-quiz-band'),
    value: e.querySelector('[data-quiz-value]')?.getAttribute('data-quiz-value') ?? null,
    parent: e.parentElement.closest('[data-quiz-result-id]')?.getAttribute('data-quiz-result-id') ?? null,
    title: e.querySelector('.p-title')?.textContent ?? null,
    bandTitle: e.querySelector('.p-band')?.textContent ?? null,
  })),
  secondary: document.querySelector('[data-quiz-respondent] .result-secondary strong')?.textContent ?? null,
};
"""

AUTHOR_JS = r"""
const cells = (name) => Object.fromEntries([...document.querySelectorAll(`[${name}]`)].map((e) => [e.getAttribute(name), e.textContent]));
return {values: cells('data-quiz-result-value'), bands: cells('data-quiz-result-band'), derived: cells('data-quiz-derived')};
"""


@pytest.fixture(scope="module")
def profile(quizc: Quizc, tmp_path_factory: pytest.TempPathFactory) -> Built:
    built = build(quizc, SOURCE, tmp_path_factory.mktemp("profile"))
    assert sorted(built.bundles) == [QUIZ]
    return built


@pytest.fixture
def profile_page(driver: Any, profile: Built) -> Iterator[Preview]:
    preview = Preview(driver, profile.html)
    preview.set_viewport(1280, 900)
    yield preview


def score(quizc: Quizc, profile: Built, answers: Dict[str, Any]) -> Tuple[str, Dict[str, Any]]:
    [line] = quizc.score_lines(profile.bundle_path(QUIZ), [dump(answers)])
    return line, load_exact(line)


def written(value: Any) -> str:
    """A result line's number as it is written (`3.50` stays `3.50`)."""
    return "" if value is None else str(value)


@pytest.mark.parametrize("answers", ANSWERS)
def test_result_view_and_author_view_follow_quizc_score(profile_page: Preview, profile: Built, quizc: Quizc,
                                                       answers: Dict[str, Any]) -> None:
    bundle = profile.bundles[QUIZ]
    parents = {r["id"]: r.get("parent") for r in bundle["scoring"]["results"]}
    state = profile_page.show(("quiz", QUIZ), ("seed", "1"), ("locale", "en"), ("answers", dump(answers)), ("page", "result"))
    # The views show what the page's own result line (the JavaScript runtime's) says ...
    [shown_line] = state["results"]
    expected = load_exact(shown_line)
    assert "error" not in expected, expected
    check_views(profile_page, bundle, parents, state, expected)
    # ... and that line is byte for byte what `quizc score` prints.
    line, _ = score(quizc, profile, answers)
    assert shown_line == line


def check_views(profile_page: Preview, bundle: Dict[str, Any], parents: Dict[str, Any], state: Dict[str, Any],
                expected: Dict[str, Any]) -> None:
    view = profile_page.driver.execute_script(RESULT_VIEW_JS)
    shown = [(row["id"], row["band"], row["value"], row["parent"]) for row in view["rows"]]
    want = [(r["id"], r["band"] or "", written(r["value"]), parents[r["id"]]) for r in expected["results"]]
    assert sorted(shown, key=lambda x: x[0]) == sorted(want, key=lambda x: x[0])
    # Facets come right after their domain, inside it.
    assert [row[0] for row in shown] == [r["id"] for r in expected["results"]]
    outcomes = {code: entry["title"] for code, entry in bundle["outcomes"].items()}
    assert view["title"] == outcomes[expected["outcome"]]
    assert view["secondary"] == outcomes[expected["secondary"]]
    author = profile_page.driver.execute_script(AUTHOR_JS)
    for result in expected["results"]:
        assert author["values"][result["id"]] == (written(result["value"]) or "—")
        assert author["bands"][result["id"]] == (result["band"] or "—")
    for derived, value in expected["derived"].items():
        assert author["derived"][derived] == (written(value) or "—")
    assert state["outcomes"] == [expected["outcome"]]
    assert state["secondaries"] == [expected["secondary"]]


def test_result_texts_are_translated(profile_page: Preview, profile: Built) -> None:
    bundle = profile.bundles[QUIZ]
    german = bundle["locales"]["de"]["results"]
    profile_page.show(("quiz", QUIZ), ("seed", "1"), ("locale", "de"), ("answers", dump(ANSWERS[0])), ("page", "result"))
    view = profile_page.driver.execute_script(RESULT_VIEW_JS)
    for row in view["rows"]:
        entry = german[row["id"]]
        assert row["title"] == entry["title"]
        assert row["bandTitle"] == entry["bands"][row["band"]]["title"]


def test_band_distribution_and_witnesses_follow_quizc_stats(profile_page: Preview, profile: Built, quizc: Quizc) -> None:
    stats = load_exact(quizc.run("stats", SOURCE, "--format", "json").stdout.decode())
    [entry] = [q for q in stats["quizzes"] if q["quiz"] == QUIZ]
    results: List[Dict[str, Any]] = entry.get("results") or []
    assert results, f"quizc stats reports no results for {QUIZ}: {sorted(entry)}"
    profile_page.show(("quiz", QUIZ), ("seed", "1"), ("locale", "en"), ("answers", "{}"))
    problems: List[str] = []
    for result in results:
        for band in result["bands"]:
            key = f"{result['id']}/{band['band']}"
            shown = profile_page.driver.execute_script(
                "const e = document.querySelector(`[data-quiz-band-probability=\"${arguments[0]}\"]`); return e && e.textContent", key)
            if shown is None:
                problems.append(f"no [data-quiz-band-probability={key}]")
                continue
            if band.get("probability") is None:
                if "not computed" not in shown:
                    problems.append(f"{key}: not computed, the page shows {shown!r}")
            elif band.get("probability_exact") and band["probability_exact"] not in shown:
                problems.append(f"{key}: the page shows {shown!r}, quizc stats {band['probability_exact']}")
            if "witness" not in band:
                continue
            buttons = profile_page.driver.find_elements("css selector", f'[data-quiz-band-witness="{key}"]')
            if len(buttons) != 1:
                problems.append(f"{key}: {len(buttons)} witness buttons")
                continue
            buttons[0].click()
            profile_page.wait_ready(f"the witness of {key}")
            got = profile_page.driver.execute_script(
                "const e = document.querySelector(`[data-quiz-result-band=\"${arguments[0]}\"]`); return e && e.textContent",
                result["id"])
            if got != band["band"]:
                problems.append(f"the witness of {key} gives band {got!r}")
    assert not problems, "\n".join(problems)
