"""The author view's buttons and numbers: each outcome's witness fills in answers that give
it, each example's replay fills in its answers, and the distribution shows what `quizc
stats` computed."""

from __future__ import annotations

from typing import Any, Dict, List

import pytest

from conftest import SHIPPED, Built
from previewlib import Preview, Quizc, load_exact


@pytest.fixture(scope="module")
def analysis(quizc: Quizc) -> Dict[str, Dict[str, Any]]:
    stats = load_exact(quizc.run("stats", "quizzes", "--format", "json").stdout.decode())
    return {entry["quiz"]: entry for entry in stats["quizzes"]}


def answers_in_fragment(page: Preview) -> Any:
    return load_exact(page.fragment()["answers"])


def press(page: Preview, button: Any, what: str, answers: Any, outcome: str) -> List[str]:
    """Clicks a button that fills answers in; what differs from `answers` and `outcome`."""
    button.click()
    page.wait_ready(what)
    state = page.state()
    problems = []
    if answers_in_fragment(page) != answers:
        problems.append(f"{what} filled in {page.fragment()['answers']}")
    if not state["outcomes"] or any(o != outcome for o in state["outcomes"]):
        problems.append(f"after {what} the outcome is {state['outcomes']}")
    return problems


@pytest.mark.parametrize("quiz", SHIPPED)
def test_witnesses_replays_and_probabilities(page: Preview, shipped: Built, analysis: Dict[str, Dict[str, Any]], quiz: str) -> None:
    bundle = shipped.bundles[quiz]
    page.show(("quiz", quiz), ("seed", "1"), ("locale", "en"), ("answers", "{}"))
    problems: List[str] = []
    for entry in analysis[quiz]["outcomes"]:
        code = entry["code"]
        shown = page.driver.execute_script(
            "const e = document.querySelector(`[data-quiz-probability=\"${arguments[0]}\"]`); return e && e.textContent", code)
        if shown is None:
            problems.append(f"no [data-quiz-probability={code}]")
        elif entry["probability"] is None:
            if "not computed" not in shown:
                problems.append(f"{code}: probability not computed, the page shows {shown!r}")
        elif entry.get("probability_exact") and entry["probability_exact"] not in shown:
            problems.append(f"{code}: the page shows {shown!r}, quizc stats {entry['probability_exact']}")
        buttons = page.driver.find_elements("css selector", f'[data-quiz-witness="{code}"]')
        if "witness" not in entry:
            continue
        if len(buttons) != 1:
            problems.append(f"{code}: {len(buttons)} witness buttons")
            continue
        problems += press(page, buttons[0], f"the witness of {code}", entry["witness"], code)
    for index, example in enumerate(bundle["examples"]):
        row = page.driver.find_element("css selector", f'[data-quiz-example-index="{index}"]')
        replay = [b for b in row.find_elements("css selector", "button") if "replay" in (b.text + (b.get_attribute("aria-label") or "")).lower()]
        if len(replay) != 1:
            problems.append(f"example {index}: {len(replay)} replay buttons")
            continue
        # A profile quiz without `nearest` has no outcome: its examples expect none (the page shows "").
        problems += press(page, replay[0], f"the replay of example {index}", example["answers"], example.get("expect", ""))
    assert not problems, "\n".join(problems)


def test_probabilities_the_analysis_did_not_compute_say_so(quizc: Quizc, driver: Any, tmp_path: Any) -> None:
    """With a tiny analysis budget, `quizc stats` computes no probability for mbti: every bar
    says "not computed", and the analysis's reason is on the page."""
    html = tmp_path / "budget.html"
    quizc.run("preview", "quizzes/mbti.quiz.yaml", "--analysis-budget", "10", "-o", str(html))
    stats = load_exact(quizc.run("stats", "quizzes/mbti.quiz.yaml", "--analysis-budget", "10", "--format", "json").stdout.decode())
    entry = stats["quizzes"][0]
    assert all(outcome["probability"] is None for outcome in entry["outcomes"]) and entry.get("limitation")
    page = Preview(driver, html)
    page.show(("quiz", "mbti"), ("seed", "1"), ("locale", "en"), ("answers", "{}"))
    shown = driver.execute_script(
        "return [...document.querySelectorAll('[data-quiz-probability]')].map(e => [e.dataset.quizProbability, e.textContent])")
    assert sorted(code for code, _ in shown) == sorted(outcome["code"] for outcome in entry["outcomes"])
    assert all("not computed" in text for _, text in shown), shown
    assert entry["limitation"] in driver.find_element("css selector", "body").text


def test_a_timed_quiz_shows_no_outcome_until_something_is_answered(fixture_page: Preview, fixtures: Built, quizc: Quizc) -> None:
    """Every question of a timed quiz is optional, so the runtime scores `{}`; but the outcome of
    no answers is only the tie order: none is shown (and `data-quiz-outcome` is empty) until an
    answer is given. The result line stays what `quizc score` prints."""
    page = fixture_page
    state = page.show(("quiz", "preview-timed"), ("seed", "1"), reload=True)
    [line] = quizc.score_lines(fixtures.bundle_path("preview-timed"), ["{}"])
    assert "error" not in load_exact(line), line
    assert state["results"] == [line]
    assert state["outcomes"] == [""] and state["secondaries"] == [""], state["outcomes"]
    shown = page.driver.find_element("css selector", "[data-quiz-outcome]").text
    assert "nothing is answered" in shown, shown
    page.driver.find_element("css selector", "label[for='q0-o0']").click()
    page.wait_ready("an answer")
    state = page.state()
    [line] = quizc.score_lines(fixtures.bundle_path("preview-timed"), [page.fragment()["answers"]])
    assert state["outcomes"] == [load_exact(line)["outcome"]] and state["results"] == [line], (state["outcomes"], line)


def first_seed_presenting(quizc: Quizc, bundle_path: Any, start: int, ids: set) -> int:
    seed = start
    while not ids <= {q["id"] for q in quizc.order(bundle_path, str(seed))}:
        seed += 1
        assert seed < start + 200, f"no seed from {start} presents {ids}"
    return seed


def test_replay_and_witness_of_a_drawn_quiz_switch_to_a_seed_that_presents_their_answers(
        fixture_page: Preview, fixtures: Built, quizc: Quizc) -> None:
    """preview-drawn draws 2 of 4 pooled questions. Replaying its example (or filling in a
    witness) on a seed that draws other questions moves to the first seed from it whose draw
    presents exactly the answered questions, and says so; on such a seed the seed stays."""
    page = fixture_page
    bundle = fixtures.bundles["preview-drawn"]
    path = fixtures.bundle_path("preview-drawn")
    by_key = {q["key"]: q["id"] for q in bundle["questions"]}
    example = bundle["examples"][0]
    answered = {by_key[key] for key in example["answers"]}
    start = 1
    while answered <= {q["id"] for q in quizc.order(path, str(start))}:
        start += 1
    expected = first_seed_presenting(quizc, path, start, answered)
    page.show(("quiz", "preview-drawn"), ("seed", str(start)), reload=True)
    [replay] = page.buttons(r"^replay")
    replay.click()
    page.wait_ready("the replay")
    state = page.state()
    assert page.fragment()["seed"] == str(expected), (start, page.fragment())
    shown = [q["id"] for q in page.questions(bundle)]
    assert set(shown) == answered, f"seed {expected} shows {shown}, the example answers {sorted(answered)}"
    assert state["outcomes"] == [example["expect"]]
    notice = page.driver.find_element("css selector", "[role=status].notice").text
    assert f"the seed is now {expected}" in notice and f"from {start}" in notice, notice
    # On a seed that presents them, replaying keeps the seed and says nothing.
    replay = page.buttons(r"^replay")[0]
    replay.click()
    page.wait_ready("the replay again")
    assert page.fragment()["seed"] == str(expected)
    assert page.driver.find_element("css selector", "[role=status].notice").text == ""
    # Witnesses too.
    stats = load_exact(quizc.run("stats", "Tests/PreviewBrowser/fixtures/drawn.quiz.yaml", "--format", "json").stdout.decode())
    for entry in stats["quizzes"][0]["outcomes"]:
        ids = {by_key[key] for key in entry["witness"]}
        page.show(("quiz", "preview-drawn"), ("seed", str(start)))
        page.driver.find_element("css selector", f'[data-quiz-witness="{entry["code"]}"]').click()
        page.wait_ready(f"the witness of {entry['code']}")
        seed = int(page.fragment()["seed"])
        assert seed == first_seed_presenting(quizc, path, start, ids), (entry["code"], seed)
        assert ids <= {q["id"] for q in page.questions(bundle)}
        assert page.state()["outcomes"] == [entry["code"]]
