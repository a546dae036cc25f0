"""The respondent view runs on the runtime's session: a reload mid-quiz continues the saved
session (same page, same answers), a finished session appears in the history, a time limit
moves on by itself, and a token of an earlier build of the quiz is refused (and said so)."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any, Dict, List, Optional

from selenium.webdriver.support.ui import Select

from conftest import Built, build
from previewlib import REPO_ROOT, Preview, Quizc, dump, load_exact, wait_for
from test_respondent import by_id, fragment_answers, next_button

STORAGE_JS = "return Object.fromEntries(Object.keys(localStorage).filter(k => k.startsWith('quizc-preview/')).map(k => [k, localStorage.getItem(k)]))"
HISTORY_JS = """
return [...document.querySelectorAll('[data-quiz-history] tbody tr')]
  .map(tr => [...tr.querySelectorAll('td')].map(td => td.textContent));
"""


def session_began(page: Preview) -> str:
    return page.driver.execute_script("return document.querySelector('[data-quiz-respondent]').getAttribute('data-quiz-session')")


def start_fresh(page: Preview, *pairs: Any) -> None:
    """Opens the page with nothing saved by earlier tests."""
    page.show(*pairs, reload=True)
    page.driver.execute_script("localStorage.clear()")
    page.show(*pairs, reload=True)
    assert session_began(page) == "started"


def answer_shown(page: Preview, bundle: Dict[str, Any], limit: Optional[int] = None) -> List[str]:
    """Clicks the first option of each question shown (the first `limit` only, when given); returns their ids."""
    answered = []
    for question in page.questions(bundle)[:limit]:
        by_id(page.questions(bundle))[question["id"]]["controls"][0]["click"].click()
        page.wait_ready(f"the answer to {question['id']}")
        answered.append(question["id"])
    return answered


def pick_quiz(page: Preview, quiz: str) -> None:
    """Picks a quiz in the header's quiz menu."""
    menu = Select(page.driver.find_element("css selector", "#quiz-select"))
    [value] = [o.get_attribute("value") for o in menu.options if f"({quiz})" in o.text]
    menu.select_by_value(value)
    page.wait_ready(f"the quiz {quiz} picked")


def checked(page: Preview, bundle: Dict[str, Any]) -> Dict[str, List[str]]:
    return {q["id"]: [c["label"] for c in q["controls"] if c["checked"]] for q in page.questions(bundle)}


def test_a_reload_mid_quiz_continues_and_the_finished_session_is_in_the_history(page: Preview, shipped: Built, quizc: Quizc) -> None:
    bundle = shipped.bundles["mbti"]
    start_fresh(page, ("quiz", "mbti"), ("seed", "3"), ("locale", "en"))
    answer_shown(page, bundle)
    next_button(page).click()
    page.wait_ready("Next on page 1")
    wait_for(page.driver, lambda: page.state()["page"] == "2", "Next did not go to page 2")
    assert len(answer_shown(page, bundle, limit=3)) == 3, "page 2 half answered"
    before_answers = fragment_answers(page)
    saved = page.driver.execute_script(STORAGE_JS)
    assert [key for key in saved if key.startswith("quizc-preview/session/mbti/")], f"no token saved: {list(saved)}"
    before_checked = checked(page, bundle)

    page.driver.refresh()
    page.wait_ready("the reload")
    assert session_began(page) == "resumed", "the reload did not continue the saved session"
    state = page.state()
    assert (state["page"], state["pages"]) == ("2", "4"), (state["page"], state["pages"])
    assert fragment_answers(page) == before_answers
    assert checked(page, bundle) == before_checked, "the answers shown after the reload differ"

    # Another quiz picked in the header and mbti picked again: its saved session continues.
    pick_quiz(page, "color")
    assert page.fragment()["quiz"] == "color"
    pick_quiz(page, "mbti")
    assert session_began(page) == "resumed" and page.state()["page"] == "2"
    assert fragment_answers(page) == before_answers and page.fragment()["seed"] == "3"

    for number in (2, 3, 4):
        answer_shown(page, bundle)
        next_button(page).click()
        page.wait_ready(f"Next on page {number}")
    answers = fragment_answers(page)
    [line] = quizc.score_lines(shipped.bundle_path("mbti"), [dump(answers)])
    outcome = load_exact(line)["outcome"]
    state = page.state()
    assert state["outcomes"] == [outcome] and state["results"] == [line], (state["outcomes"], line)
    rows = wait_for(page.driver, lambda: page.driver.execute_script(HISTORY_JS), "no history row after the finish")
    assert len(rows) == 1 and rows[0][0] == "mbti" and rows[0][1].startswith(outcome), rows
    assert rows[0][2].endswith(" UTC") and ":" in rows[0][3], rows
    assert not [key for key in page.driver.execute_script(STORAGE_JS) if key.startswith("quizc-preview/session/")], \
        "a finished session left its token"

    page.buttons(r"clear the history")[0].click()
    wait_for(page.driver, lambda: not page.driver.execute_script(HISTORY_JS), "the history was not cleared")
    page.buttons(r"start over")[0].click()
    page.wait_ready("start over")
    assert page.state()["page"] == "1" and "answers" not in page.fragment()


def test_a_time_limit_moves_on_by_itself(quizc: Quizc, driver: Any, tmp_path: Path) -> None:
    """The conformance suite's timed quiz: 5 s a question, `why` shown only after `pace` is
    fast, so page 1 shows one question and runs out after 5 s; page 2 has 10 s."""
    built = build(quizc, "Tests/Conformance/sources/timed.quiz.yaml", tmp_path / "timed")
    bundle = built.bundles["timed"]
    page = Preview(driver, built.html)
    start_fresh(page, ("quiz", "timed"), ("seed", "1"))
    assert [q["id"] for q in page.questions(bundle)] == ["pace"] and page.state()["page"] == "1"
    began = time.monotonic()
    wait_for(page.driver, lambda: page.state()["page"] == "2", "page 1 did not move on when its 5 s ran out", timeout=12)
    assert time.monotonic() - began > 3, "page 1 moved on before its time ran out"
    page.wait_ready("the page the time limit moved to")
    assert [q["id"] for q in page.questions(bundle)] == ["check", "plan"]
    answer_shown(page, bundle)
    next_button(page).click()
    page.wait_ready("See result")
    rows = wait_for(page.driver, lambda: page.driver.execute_script(HISTORY_JS), "no history row after the finish")
    assert rows[0][0] == "timed", rows


def test_a_token_of_an_earlier_build_is_refused_and_said_so(quizc: Quizc, driver: Any, tmp_path: Path) -> None:
    """A session saved on one build of a quiz, then the quiz rebuilt with another question text
    (another bundle hash, no migration): the reload says the token was refused and starts afresh."""
    source = (REPO_ROOT / "Tests/Conformance/sources/timed.quiz.yaml").read_text()
    folder = tmp_path / "quiz"
    folder.mkdir()
    (folder / "timed.quiz.yaml").write_text(source)
    built = build(quizc, str(folder / "timed.quiz.yaml"), tmp_path / "one")
    bundle = built.bundles["timed"]
    page = Preview(driver, built.html)
    start_fresh(page, ("quiz", "timed"), ("seed", "1"))
    answer_shown(page, bundle)
    assert fragment_answers(page) == {"pace": "fast"}
    (folder / "timed.quiz.yaml").write_text(source.replace("Your pace?", "Your usual pace?"))
    quizc.run("preview", str(folder / "timed.quiz.yaml"), "-o", str(built.html))
    page.driver.refresh()
    page.wait_ready("the reload on the rebuilt quiz")
    assert session_began(page) == "refused"
    notice = page.driver.find_element("css selector", "body").text
    assert "The saved session of timed was refused (token-bundle-changed" in notice, notice
    assert "answers" not in page.fragment() and page.state()["page"] == "1"
