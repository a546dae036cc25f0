"""The respondent view used like a respondent would: clicking and the keyboard, page by page;
the presentation order from the seed; multiple choice limits, the range slider, the timer,
draws."""

from __future__ import annotations

import json
import random
import re
import time
from typing import Any, Dict, List, Optional

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from conftest import Built
from previewlib import Preview, Quizc, dump, load_exact, wait_for

IN_GROUP_JS = "return arguments[0].contains(document.activeElement)"
ACTIVE_CONTROL_JS = """
const a = document.activeElement;
return a ? {tag: a.tagName.toLowerCase(), type: a.getAttribute('type'), role: a.getAttribute('role'),
            value: a.value ?? null, checked: a.checked === true || a.getAttribute('aria-checked') === 'true'} : null;
"""
LOOK_JS = """
const s = getComputedStyle(arguments[0]);
return [s.outlineStyle, s.outlineColor, s.outlineWidth, s.borderColor, s.backgroundColor, s.boxShadow, s.color].join('|')
  + '|' + (arguments[0].getAttribute('aria-invalid') || '') + '|' + (arguments[0].className || '')
  + '|' + [...arguments[0].querySelectorAll('[aria-invalid=true]')].length;
"""


def names_option(shown: str, option: Dict[str, Any]) -> bool:
    """A choice's accessible name is its label; a scale pill may put its value before it."""
    if shown == option["label"]:
        return True
    return "value" in option and shown in (f"{option['value']}{option['label']}", f"{option['value']} {option['label']}")


def by_id(shown: List[Dict[str, Any]]) -> Dict[str, Dict[str, Any]]:
    return {q["id"]: q for q in shown}


def fragment_answers(page: Preview) -> Dict[str, Any]:
    params = page.fragment()
    assert "answers" in params, f"the fragment carries no answers: {params}"
    return load_exact(params["answers"])


def tab_into(page: Preview, group: Any, limit: int = 12) -> None:
    """Presses Tab until the focus is inside the question's group."""
    for _ in range(limit):
        ActionChains(page.driver).send_keys(Keys.TAB).perform()
        if page.driver.execute_script(IN_GROUP_JS, group):
            return
    raise AssertionError(f"{limit} presses of Tab never reached the question (focus on "
                         f"{page.driver.execute_script(ACTIVE_CONTROL_JS)})")


def choose_by_keyboard(page: Preview, group: Any, steps: int) -> None:
    """From the first control of an unanswered scale or single question: `steps` times the
    arrow key towards the end, then Space."""
    keys = [Keys.ARROW_RIGHT] * steps + [Keys.SPACE]
    ActionChains(page.driver).send_keys(*keys).perform()


def next_button(page: Preview) -> Any:
    buttons = page.buttons(r"next|result|finish|done|submit")
    buttons = [b for b in buttons if not re.search(r"seed|previous|back", b.text + (b.get_attribute("aria-label") or ""), re.I)]
    assert buttons, "no visible Next / result button in the respondent view"
    return buttons[-1]


def current_page(page: Preview) -> int:
    state = page.state()
    assert state["page"] is not None, "no data-quiz-page"
    return int(state["page"])


def test_mbti_answered_by_clicking_and_keyboard_page_by_page(page: Preview, shipped: Built, quizc: Quizc) -> None:
    bundle = shipped.bundles["mbti"]
    questions = {q["id"]: q for q in bundle["questions"]}
    rng = random.Random(19)
    state = page.show(("quiz", "mbti"), ("seed", "3"), ("locale", "en"), reload=True)
    assert state["page"] == "1" and state["pages"] == "4", (state["page"], state["pages"])
    assert state["outcomes"] and all(o == "" for o in state["outcomes"]), state["outcomes"]
    intended: Dict[str, Any] = {}

    def group(qid: str) -> Dict[str, Any]:
        shown = by_id(page.questions(bundle))
        assert qid in shown, f"{qid} is not shown"
        return shown[qid]

    def answer(qid: str, first: bool) -> None:
        options = questions[qid]["options"]
        steps = rng.randrange(len(options))
        if first:  # the first question of a page by clicking its pill
            group(qid)["controls"][steps]["click"].click()
        else:  # the others by keyboard: Tab into the pills, arrows, Space
            if not page.driver.execute_script(IN_GROUP_JS, group(qid)["element"]):
                tab_into(page, group(qid)["element"])
            focused = page.driver.execute_script(ACTIVE_CONTROL_JS)
            assert focused and not focused["checked"], f"{qid}: Tab landed on {focused}, not on an unchosen pill"
            choose_by_keyboard(page, group(qid)["element"], steps)
        intended[questions[qid]["key"]] = options[steps]["value"]
        page.wait_ready(f"the answer to {qid}")
        got = fragment_answers(page).get(questions[qid]["key"])
        assert got == options[steps]["value"], f"{qid}: the fragment has {got!r} after choosing {options[steps]['label']!r}"
        checked = [c["label"] for c in group(qid)["controls"] if c["checked"]]
        assert len(checked) == 1 and names_option(checked[0], options[steps]), f"{qid}: {checked} shown as chosen"

    for number in range(1, 5):
        shown = page.questions(bundle)
        ids = [q["id"] for q in shown]
        assert ids == [q["id"] for q in bundle["questions"][(number - 1) * 6: number * 6]], f"page {number} shows {ids}"
        for q in shown:
            labels = [c["label"] for c in q["controls"]]
            options = questions[q["id"]]["options"]
            assert len(labels) == len(options) and all(map(names_option, labels, options)), f"{q['id']}: pills {labels}"
        skipped = [ids[2], ids[4]] if number == 1 else []
        for index, qid in enumerate(ids):
            if qid not in skipped:
                answer(qid, first=index == 0)

        if skipped:
            missing, later = skipped
            before = page.driver.execute_script(LOOK_JS, group(missing)["element"])
            next_button(page).click()
            page.wait_ready("the blocked Next")
            assert current_page(page) == 1, "Next went on with two required answers missing"
            wait_for(page.driver, lambda: page.driver.execute_script(IN_GROUP_JS, group(missing)["element"]),
                     f"after a blocked Next the focus is not on the first missing question {missing} "
                     f"but on {page.driver.execute_script(ACTIVE_CONTROL_JS)}", timeout=3)
            after = page.driver.execute_script(LOOK_JS, group(missing)["element"])
            assert after != before, f"the first missing question {missing} is not highlighted ({after})"
            assert "answers" not in page.fragment() or questions[missing]["key"] not in fragment_answers(page)
            answer(missing, first=False)
            answer(later, first=False)

        next_button(page).click()
        page.wait_ready(f"Next on page {number}")
        if number < 4:
            wait_for(page.driver, lambda: current_page(page) == number + 1, f"Next on page {number} did not go to page {number + 1}")

    answers = fragment_answers(page)
    assert answers == intended
    line = quizc.score_lines(shipped.bundle_path("mbti"), [dump(answers)])[0]
    result = json.loads(line)
    assert "outcome" in result, line
    state = page.state()
    assert state["outcomes"] and all(o == result["outcome"] for o in state["outcomes"]), (state["outcomes"], line)
    outcome = bundle["outcomes"][result["outcome"]]
    text = " ".join(state["respondent"]["text"].split())
    assert outcome["title"] in text, f"the result does not show the title {outcome['title']!r}"
    assert " ".join(outcome["description"].split()) in text, "the result does not show the description"
    for recommendation in outcome.get("recommendations") or []:
        assert " ".join(recommendation.split()) in text, f"the result does not show {recommendation!r}"
    if result.get("secondary"):
        assert bundle["outcomes"][result["secondary"]]["title"] in text, "the result does not show the secondary"
    assert state["results"] == [line]

    # the link reproduces the view: the same URL loaded afresh shows the same result
    url = page.driver.current_url
    page.driver.get("about:blank")
    page.driver.get(url)
    page.wait_ready("the copied link")
    again = page.state()
    assert (again["outcomes"], again["results"], again["page"]) == (state["outcomes"], state["results"], state["page"])
    assert " ".join(again["respondent"]["text"].split()) == text


def shown_order(page: Preview, bundle: Dict[str, Any]) -> List[Dict[str, Any]]:
    """The questions on screen (all pages) as `quizc order` writes them: ids, option ids or values."""
    questions = {q["id"]: q for q in bundle["questions"]}
    order: List[Dict[str, Any]] = []
    while True:
        for q in page.questions(bundle):
            assert q["id"] is not None, f"a group of controls that is no question: {q['text']!r}"
            options = questions[q["id"]]["options"]
            if questions[q["id"]]["type"] == "range":
                ids = [o["id"] for o in options]
            else:
                labels = [c["label"] for c in q["controls"]]
                named = [[o for o in options if names_option(label, o)] for label in labels]
                assert all(len(n) == 1 for n in named), f"{q['id']}: labels {labels}"
                ids = [n[0]["id"] if "id" in n[0] else n[0]["value"] for n in named]
            order.append({"id": q["id"], "options": ids})
        state = page.state()
        if state["page"] is None or state["page"] == state["pages"]:
            return order
        raise AssertionError("more than one page: answer the first to see the second")


def test_the_order_on_screen_is_quizc_order_for_the_seed(page: Preview, shipped: Built, quizc: Quizc) -> None:
    for quiz, seed in [("animal", "7"), ("color", "18446744073709551615"), ("animal", "9007199254740993")]:
        bundle = shipped.bundles[quiz]
        state = page.show(("quiz", quiz), ("seed", seed), ("locale", "en"))
        assert any(seed in " ".join(str(v) for v in s if v) for s in state["seeds"]), f"data-quiz-seed shows {state['seeds']}, not {seed}"
        assert shown_order(page, bundle) == quizc.order(shipped.bundle_path(quiz), seed), f"{quiz} seed {seed}"

    # New seed: a different seed in the fragment and on screen, the order quizc gives for it
    buttons = page.buttons(r"new seed")
    assert buttons, "no visible New seed button"
    buttons[0].click()
    page.wait_ready("New seed")
    wait_for(page.driver, lambda: page.fragment().get("seed") not in (None, "9007199254740993"), "New seed left the seed in the fragment unchanged")
    page.wait_ready("New seed")
    seed = page.fragment()["seed"]
    assert re.fullmatch(r"0|[1-9][0-9]*", seed) and int(seed) < 2 ** 64, seed
    assert page.fragment().get("quiz") == "animal"
    assert shown_order(page, shipped.bundles["animal"]) == quizc.order(shipped.bundle_path("animal"), seed), f"animal seed {seed}"
    assert any(seed in " ".join(str(v) for v in s if v) for s in page.state()["seeds"])


def test_a_multiple_question_refuses_more_than_max(fixture_page: Preview, fixtures: Built, quizc: Quizc) -> None:
    bundle = fixtures.bundles["preview-features"]
    page = fixture_page
    page.show(("quiz", "preview-features"), ("seed", "1"))
    packing = by_id(page.questions(bundle))["packing"]
    assert [c["type"] for c in packing["controls"]] == ["checkbox"] * 5, packing["controls"]
    for index in range(4):
        by_id(page.questions(bundle))["packing"]["controls"][index]["click"].click()
        page.wait_ready("a tick")
    ticked = [c for c in by_id(page.questions(bundle))["packing"]["controls"] if c["checked"]]
    assert len(ticked) == 3, f"{len(ticked)} ticks with max 3"
    answered = fragment_answers(page).get("packing")
    assert isinstance(answered, list) and len(answered) == 3, answered

    # the range slider by keyboard gives a number in range that quizc accepts
    distance = by_id(page.questions(bundle))["distance"]
    slider = next(c for c in distance["controls"] if c["type"] in ("range", "slider"))
    slider["element"].click()
    ActionChains(page.driver).send_keys(Keys.ARROW_RIGHT, Keys.ARROW_RIGHT).perform()
    page.wait_ready("the slider")
    value = fragment_answers(page).get("distance")
    assert value is not None and not isinstance(value, (list, dict, bool)), value
    number = float(value) if not isinstance(value, str) or value.replace(".", "", 1).lstrip("-").isdigit() else None
    assert number is not None and 0 <= number <= 10, value
    answers = fragment_answers(page)
    answers["driver"] = "no_wheel"
    line = quizc.score_lines(fixtures.bundle_path("preview-features"), [dump(answers)])[0]
    assert "outcome" in json.loads(line), line
    state = page.show(("quiz", "preview-features"), ("seed", "1"), ("answers", dump(answers)))
    assert state["results"] == [line]


TIMERS_JS = "return [...document.querySelectorAll('[data-quiz-respondent] [role=timer]')].filter(e => e.checkVisibility()).map(e => e.textContent)"


def clock_seconds(text: str) -> int:
    match = re.search(r"(\d+):(\d\d)", text)
    assert match, f"no m:ss in {text!r}"
    return int(match.group(1)) * 60 + int(match.group(2))


def test_the_timer_counts_down_once_for_the_page(fixture_page: Preview, fixtures: Built) -> None:
    """preview-timed: 30 s a question, both questions on one page: one clock for the page,
    starting at 1:00 (2 × 30 s), not a clock a question running at once."""
    page = fixture_page
    page.show(("quiz", "preview-timed"), ("seed", "1"), reload=True)
    assert len(page.questions(fixtures.bundles["preview-timed"])) == 2
    first = page.driver.execute_script(TIMERS_JS)
    assert len(first) == 1, f"{len(first)} countdowns on one page: {first}"
    assert 57 <= clock_seconds(first[0]) <= 60 and "page" in first[0], first
    time.sleep(2.2)
    later = page.driver.execute_script(TIMERS_JS)
    assert len(later) == 1 and clock_seconds(later[0]) < clock_seconds(first[0]), \
        f"nothing counted down in two seconds: {first} then {later}"


def test_a_draw_shows_only_the_drawn_questions(fixture_page: Preview, fixtures: Built, quizc: Quizc) -> None:
    bundle = fixtures.bundles["preview-drawn"]
    seen = set()
    for seed in ["1", "2", "3", "4"]:
        fixture_page.show(("quiz", "preview-drawn"), ("seed", seed))
        expected = [q["id"] for q in quizc.order(fixtures.bundle_path("preview-drawn"), seed)]
        assert len(expected) == 3
        shown = [q["id"] for q in fixture_page.questions(bundle)]
        assert shown == expected, f"seed {seed}: shown {shown}, drawn {expected}"
        seen.add(tuple(shown))
    assert len(seen) > 1, "every seed drew the same questions"


def test_the_result_shows_title_description_recommendations_and_secondary(page: Preview, shipped: Built, quizc: Quizc) -> None:
    """fitcircle-persona answered by clicking as its first example does; its result has a secondary."""
    bundle = shipped.bundles["fitcircle-persona"]
    example = next(e for e in bundle["examples"] if e.get("expect_secondary"))
    questions = {q["id"]: q for q in bundle["questions"]}
    page.show(("quiz", "fitcircle-persona"), ("seed", "2"), ("locale", "en"), reload=True)
    # Page by page: a follow-up the example answers appears on a page of its own after Next.
    for _ in range(len(bundle["questions"])):
        for q in page.questions(bundle):
            question = questions[q["id"]]
            if question["key"] not in example["answers"]:
                continue
            option = next(o for o in question["options"] if o["id"] == example["answers"][question["key"]])
            fresh = by_id(page.questions(bundle))[q["id"]]
            [control] = [c for c in fresh["controls"] if names_option(c["label"], option)]
            control["click"].click()
            page.wait_ready(f"the answer to {q['id']}")
        if fragment_answers(page) == example["answers"]:
            break
        next_button(page).click()
        page.wait_ready("the next page")
    assert fragment_answers(page) == example["answers"]
    # Next past the rest: an optional follow-up the example leaves out still has its page.
    for _ in range(len(bundle["questions"])):
        if not page.questions(bundle):
            break
        next_button(page).click()
        page.wait_ready("the next page")
    result = json.loads(quizc.score_lines(shipped.bundle_path("fitcircle-persona"), [dump(example["answers"])])[0])
    assert (result["outcome"], result.get("secondary")) == (example["expect"], example["expect_secondary"])
    wait_for(page.driver, lambda: bundle["outcomes"][result["outcome"]]["title"] in page.state()["respondent"]["text"],
             "the result page does not show the outcome's title")
    text = " ".join(page.state()["respondent"]["text"].split())
    outcome = bundle["outcomes"][result["outcome"]]
    assert " ".join(outcome["description"].split()) in text
    assert outcome["recommendations"], "the example's outcome has recommendations to show"
    for recommendation in outcome["recommendations"]:
        assert " ".join(recommendation.split()) in text, f"the result does not show {recommendation!r}"
    assert bundle["outcomes"][result["secondary"]]["title"] in text, "the result does not show the secondary"
    state = page.state()
    assert all(o == result["outcome"] for o in state["outcomes"]) and all(s == result["secondary"] for s in state["secondaries"])


PILL_ROWS_JS = r"""
// For each scale question on the page: how many pills stand in each row, top to bottom.
return [...document.querySelectorAll('[data-quiz-respondent] .pills')].map((group) => {
  const rows = new Map();
  for (const pill of group.querySelectorAll('.pill')) {
    const top = Math.round(pill.getBoundingClientRect().top);
    rows.set(top, (rows.get(top) ?? 0) + 1);
  }
  const widths = [...group.querySelectorAll('.pill')].map((pill) => Math.round(pill.getBoundingClientRect().width));
  return {rows: [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, count]) => count), widths};
});
"""


def test_a_five_point_scale_lays_out_evenly(page: Preview, shipped: Built) -> None:
    """MBTI's 5-point scales: one row of five equal pills at 1280 px; at 375 px and in
    between, one row or one pill a line, never an uneven wrap (4 + 1, 1 + 2 + 2)."""
    try:
        for width, height in [(1280, 900), (1024, 768), (768, 1024), (600, 900), (414, 896), (375, 812), (320, 640)]:
            page.set_viewport(width, height, mobile=width < 600)
            page.show(("quiz", "mbti"), ("seed", "3"), ("locale", "en"), reload=True)
            groups = page.driver.execute_script(PILL_ROWS_JS)
            assert groups, f"{width} px: no scale question on the page"
            for group in groups:
                rows = group["rows"]
                assert sum(rows) == 5, (width, rows)
                assert rows in ([5], [1, 1, 1, 1, 1]), f"{width} px: the pills wrap unevenly: {rows} a row"
                if rows == [5]:
                    assert max(group["widths"]) - min(group["widths"]) <= 1, f"{width} px: unequal pills {group['widths']}"
            if width == 1280:
                assert all(group["rows"] == [5] for group in groups), f"1280 px: {[g['rows'] for g in groups]}"
    finally:
        page.set_viewport(1280, 900)
