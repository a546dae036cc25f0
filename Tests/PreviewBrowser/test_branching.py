"""Branching in the page, on the shipped fitcircle-persona: follow-ups appear when an answer
calls for them and disappear with their answers when it changes; the pages, the fragment, the
result line and the author view's Branching list follow."""

from __future__ import annotations

from typing import Any, Dict

from conftest import Built
from previewlib import Preview, Quizc, dump, load_exact, wait_for

CONDITIONS_JS = """
return Object.fromEntries([...document.querySelectorAll('[data-quiz-condition]')]
  .map((row) => [row.getAttribute('data-quiz-condition'), [row.getAttribute('data-quiz-holds'), row.textContent]]));
"""


def shown_ids(page: Preview, bundle: Dict[str, Any]) -> list:
    return [q["id"] for q in page.questions(bundle)]


def choose(page: Preview, bundle: Dict[str, Any], question_id: str, option_id: str) -> None:
    """Clicks an option of a question on the current page and waits for the page to settle."""
    question = next(q for q in bundle["questions"] if q["id"] == question_id)
    label = next(o["label"] for o in question["options"] if o["id"] == option_id)
    shown = next(q for q in page.questions(bundle) if q["id"] == question_id)
    [control] = [c for c in shown["controls"] if c["label"] == label]
    control["click"].click()
    page.wait_ready(f"{question_id}: {option_id}")


def go(page: Preview, pattern: str) -> None:
    buttons = [b for b in page.buttons(pattern) if "seed" not in b.text.lower()]
    assert buttons, f"no button {pattern!r}"
    buttons[-1].click()
    page.wait_ready(pattern)


def answers(page: Preview) -> Dict[str, Any]:
    return load_exact(page.fragment().get("answers", "{}"))


def conditions(page: Preview) -> Dict[str, str]:
    return {id_: holds for id_, (holds, _) in page.driver.execute_script(CONDITIONS_JS).items()}


def test_follow_ups_appear_and_disappear_with_their_answers(page: Preview, shipped: Built, quizc: Quizc) -> None:
    bundle = shipped.bundles["fitcircle-persona"]
    page.show(("quiz", "fitcircle-persona"), ("seed", "2"), ("locale", "en"), reload=True)
    state = page.state()
    assert (state["page"], state["pages"]) == ("1", "1"), "no follow-up is shown before the goal is answered"
    rows = page.driver.execute_script(CONDITIONS_JS)
    assert sorted(rows) == ["enduranceSport", "raceGoal", "targetLoss"]
    assert "primaryGoal is lose_weight" in rows["targetLoss"][1]
    assert "enduranceSport is one of running, cycling" in rows["raceGoal"][1]
    assert set(conditions(page).values()) == {"false"}

    for question, option in [("primaryGoal", "lose_weight"), ("motivationStyle", "data"),
                             ("fitnessLevel", "beginner"), ("timeCommitment", "under-30")]:
        choose(page, bundle, question, option)
    assert page.state()["pages"] == "2", "the weight follow-up adds a page"
    assert conditions(page) == {"targetLoss": "true", "enduranceSport": "false", "raceGoal": "false"}
    go(page, r"^\s*next")
    assert shown_ids(page, bundle) == ["targetLoss"]
    choose(page, bundle, "targetLoss", "over_10kg")
    assert answers(page)["targetLoss"] == "over_10kg"

    # Another goal hides the weight follow-up (its answer is dropped) and shows the sport one.
    go(page, r"^\s*back")
    choose(page, bundle, "primaryGoal", "improve_endurance")
    assert "targetLoss" not in answers(page), "the hidden question's answer is dropped"
    assert conditions(page) == {"targetLoss": "false", "enduranceSport": "true", "raceGoal": "false"}
    go(page, r"^\s*next")
    assert shown_ids(page, bundle) == ["enduranceSport"]
    choose(page, bundle, "enduranceSport", "running")
    assert shown_ids(page, bundle) == ["enduranceSport", "raceGoal"], "the follow-up of a follow-up appears"
    choose(page, bundle, "raceGoal", "event_booked")
    choose(page, bundle, "enduranceSport", "swimming")
    wait_for(page.driver, lambda: shown_ids(page, bundle) == ["enduranceSport"], "raceGoal is not hidden again")
    given = answers(page)
    assert "raceGoal" not in given and given["enduranceSport"] == "swimming"

    expected = quizc.score_lines(shipped.bundle_path("fitcircle-persona"), [dump(given)])[0]
    assert page.state()["results"] == [expected]
    assert '"outcome"' in expected, expected


def test_a_link_answering_a_hidden_question_shows_the_runtime_error(page: Preview, shipped: Built, quizc: Quizc) -> None:
    given = ('{"primaryGoal":"have_fun","motivationStyle":"social","fitnessLevel":"beginner",'
             '"timeCommitment":"30-60","targetLoss":"up_to_5kg"}')
    state = page.show(("quiz", "fitcircle-persona"), ("seed", "1"), ("answers", given), reload=True)
    expected = quizc.score_lines(shipped.bundle_path("fitcircle-persona"), [given])[0]
    assert '"hidden-answer"' in expected, expected
    assert state["results"] == [expected]
    assert conditions(page)["targetLoss"] == "false"
