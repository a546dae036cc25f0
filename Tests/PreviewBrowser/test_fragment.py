"""States opened through the URL fragment: every example of every shipped quiz, random and
hostile answer sets compared with `quizc score`, and the right-to-left locales."""

from __future__ import annotations

import json
import random
from typing import Any, Dict, List

import pytest

from conftest import SHIPPED, Built
from previewlib import Literal, Preview, Quizc, dump, load_exact


def expect_all(values: List[str], expected: str, what: str) -> List[str]:
    if not values:
        return [f"no element with {what}"]
    return [] if all(v == expected for v in values) else [f"{what} = {values}, expected {expected!r}"]


@pytest.mark.parametrize("quiz", SHIPPED)
def test_every_example_shows_its_outcome_and_passes(page: Preview, shipped: Built, quiz: str) -> None:
    bundle = shipped.bundles[quiz]
    assert bundle["examples"], f"{quiz} has no examples"
    problems: List[str] = []
    for index, example in enumerate(bundle["examples"]):
        state = page.show(("quiz", quiz), ("answers", dump(example["answers"])))
        where = f"{quiz} example {index} ({example.get('name')})"
        # A profile quiz without `nearest` has no outcome: its examples expect none (the page shows "").
        problems += [f"{where}: {p}" for p in expect_all(state["outcomes"], example.get("expect", ""), "data-quiz-outcome")]
        if "expect_secondary" in example:
            problems += [f"{where}: {p}" for p in expect_all(state["secondaries"], example["expect_secondary"] or "", "data-quiz-secondary")]
        row = state["examples"].get(str(index))
        if row != "pass":
            problems.append(f"{where}: [data-quiz-example-index=\"{index}\"] has data-quiz-example={row!r}")
        for trait, amount in (example.get("expect_scores") or {}).items():
            if state["traits"].get(trait) != str(amount):
                problems.append(f"{where}: data-quiz-trait={trait} shows {state['traits'].get(trait)!r}, expected {amount}")
    assert len(state["examples"]) == len(bundle["examples"]), state["examples"]
    assert not problems, "\n".join(problems)


# --- random answer sets ------------------------------------------------------------------------

def answer_for(question: Dict[str, Any], rng: random.Random) -> Any:
    kind, options = question["type"], question["options"]
    if kind == "single":
        return rng.choice(options)["id"]
    if kind == "scale":
        return rng.choice(options)["value"]
    if kind == "multiple":
        low = question.get("min") if question.get("min") is not None else 1
        high = question.get("max") if question.get("max") is not None else len(options)
        return [o["id"] for o in rng.sample(options, rng.randint(low, high))]
    # range: an integer, an exact decimal literal, or an anchor's id
    low, high = question["min"], question["max"]
    pick = rng.randrange(3)
    if pick == 0:
        return rng.randint(low, high)
    if pick == 1:
        return Literal(f"{rng.randint(low, high - 1)}.{rng.choice(['5', '25', '125', '05', '9999999999999999999'])}")
    return rng.choice(options)["id"]


def complete(bundle: Dict[str, Any], rng: random.Random) -> Dict[str, Any]:
    return {q["key"]: answer_for(q, rng) for q in bundle["questions"]}


def hostile(bundle: Dict[str, Any], rng: random.Random) -> List[str]:
    """Answer sets a careless or hostile client could send, as raw lines."""
    questions = bundle["questions"]
    lines: List[str] = []
    base = complete(bundle, rng)
    lines.append(dump({**base, "no_such_question": 1}))
    lines.append(dump({**base, "": "x"}))
    for q in questions:
        key, kind = q["key"], q["type"]
        if kind == "single":
            lines.append(dump({**base, key: "not-an-option"}))
            lines.append(dump({**base, key: [q["options"][0]["id"]]}))
            lines.append(dump({**base, key: 1}))
        elif kind == "scale":
            lines.append(dump({**base, key: max(o["value"] for o in q["options"]) + 1}))
            lines.append(dump({**base, key: str(q["options"][0]["value"])}))
            lines.append(dump({**base, key: Literal(f"{q['options'][0]['value']}.0")}))
            lines.append(dump({**base, key: Literal(f"{q['options'][0]['value']}.5")}))
        elif kind == "multiple":
            lines.append(dump({**base, key: [o["id"] for o in q["options"]] + [q["options"][0]["id"]]}))
            lines.append(dump({**base, key: q["options"][0]["id"]}))
            lines.append(dump({**base, key: []}))
            lines.append(dump({**base, key: [q["options"][0]["id"], q["options"][0]["id"]]}))
            if q.get("max") is not None and q["max"] < len(q["options"]):
                lines.append(dump({**base, key: [o["id"] for o in q["options"][: q["max"] + 1]]}))
        elif kind == "range":
            lines.append(dump({**base, key: q["max"] + 1}))
            lines.append(dump({**base, key: Literal("-0.5") if q["min"] == 0 else q["min"] - 1}))
            lines.append(dump({**base, key: Literal("1e1")}))
            lines.append(dump({**base, key: Literal("-0")}))
            lines.append(dump({**base, key: Literal("1e400")}))
            lines.append(dump({**base, key: "nowhere"}))
        lines.append(dump({**base, key: None}))
        lines.append(dump({**base, key: True}))
    first = questions[0]["key"]
    text = dump(base)
    lines += [
        "[]", "42", '"answers"', "null", "{}", "{", text[:-1], text + " trailing",
        "{" + dump(first) + ":" + dump(base[first]) + "," + text[1:],   # the first key twice
        text.replace(":", " : ", 1), " " + text + "\t",
        '{"\\u00e9\\ud800":1}', '{"a":"\\ud83d\\ude00"}',
    ]
    return lines


def answer_lines(bundle: Dict[str, Any], seed: int, count: int) -> List[str]:
    rng = random.Random(seed)
    lines: List[str] = []
    for _ in range(count):
        lines.append(dump(complete(bundle, rng)))
    for _ in range(count // 2):  # incomplete: one or more questions left out
        answers = complete(bundle, rng)
        for key in rng.sample(list(answers), rng.randint(1, len(answers))):
            del answers[key]
        lines.append(dump(answers))
    for _ in range(max(2, count // 4)):  # optional questions left out (accepted), others shuffled in order
        answers = complete(bundle, rng)
        for q in bundle["questions"]:
            if not q["required"]:
                answers.pop(q["key"], None)
        keys = list(answers)
        rng.shuffle(keys)
        lines.append(dump({k: answers[k] for k in keys}))
    lines += rng.sample(hostile(bundle, rng), k=min(count, len(hostile(bundle, random.Random(seed)))))
    return lines


def answers_something(line: str, bundle: Dict[str, Any]) -> bool:
    """Whether an answers line (a JSON object) gives any question of the quiz a non-null answer."""
    try:
        value = load_exact(line)
    except ValueError:
        return False
    keys = {q["key"] for q in bundle["questions"]}
    return isinstance(value, dict) and any(key in keys and answer is not None for key, answer in value.items())


RANDOM_QUIZZES = SHIPPED + ["preview-features"]


@pytest.mark.parametrize("quiz", RANDOM_QUIZZES)
def test_random_answer_sets_show_what_quizc_score_gives(quiz: str, quizc: Quizc, driver: Any, shipped: Built, fixtures: Built) -> None:
    built = shipped if quiz in shipped.bundles else fixtures
    page = Preview(driver, built.html)
    page.set_viewport(1280, 900)
    bundle = built.bundles[quiz]
    lines = answer_lines(bundle, seed=sum(map(ord, quiz)), count=16)
    expected = quizc.score_lines(built.bundle_path(quiz), lines)
    accepted = sum(1 for line in expected if "error" not in json.loads(line))
    assert 0 < accepted < len(lines), (accepted, len(lines))
    problems: List[str] = []
    for line, reference in zip(lines, expected):
        state = page.show(("quiz", quiz), ("answers", line))
        where = f"{quiz} answers {line!r}"
        if state["results"] != [reference]:
            problems.append(f"{where}: [data-quiz-result] shows {state['results']!r}, quizc score prints {reference!r}")
            continue
        result = json.loads(reference)
        if "error" in result:
            problems += [f"{where}: {p}" for p in expect_all(state["outcomes"], "", "data-quiz-outcome")]
            continue
        # An accepted answers object that answers nothing (all questions optional) shows no outcome.
        answered = answers_something(line, bundle)
        problems += [f"{where}: {p}" for p in expect_all(state["outcomes"], result.get("outcome", "") if answered else "", "data-quiz-outcome")]
        problems += [f"{where}: {p}" for p in expect_all(state["secondaries"], result.get("secondary", "") if answered else "", "data-quiz-secondary")]
        totals = {trait: str(amount) for trait, amount in result["scores"].items()}
        if {t: state["traits"].get(t) for t in totals} != totals:
            problems.append(f"{where}: trait totals {state['traits']}, quizc score gives {totals}")
    assert not problems, f"{len(problems)} of {len(lines)} answer sets differ:\n" + "\n".join(problems[:20])


# --- right to left -------------------------------------------------------------------------------

@pytest.mark.parametrize("quiz", ["color", "fitcircle-persona"])
def test_arabic_renders_right_to_left(page: Preview, shipped: Built, quiz: str) -> None:
    bundle = shipped.bundles[quiz]
    arabic = bundle["locales"]["ar"]
    assert arabic["direction"] == "rtl"
    state = page.show(("quiz", quiz), ("seed", "5"), ("locale", "ar"))
    respondent = state["respondent"]
    assert respondent is not None, "no [data-quiz-respondent]"
    assert respondent["dir"] == "rtl", respondent
    assert respondent["direction"] == "rtl", respondent
    assert (respondent["lang"] or "").split("-")[0] == "ar", respondent
    assert state["locale"] == "ar", state["locale"]
    assert arabic["title"] in respondent["text"], f"the Arabic title {arabic['title']!r} is not shown"
    assert bundle["title"] not in respondent["text"]
    shown = page.questions(bundle, "ar")
    assert shown and all(q["id"] is not None for q in shown), "a question is not shown with its Arabic text"

    # the source locale again: left to right, the English title
    state = page.show(("quiz", quiz), ("seed", "5"), ("locale", "en"))
    assert state["respondent"]["dir"] in ("ltr", None) and state["respondent"]["direction"] == "ltr", state["respondent"]
    assert state["locale"] == "en"
    assert bundle["title"] in state["respondent"]["text"]


def test_the_german_quiz_shows_the_page_s_own_words_in_german(page: Preview, shipped: Built) -> None:
    """The respondent view's chrome follows the locale shown: German for the German MBTI quiz,
    English again for its source locale (page-strings.js)."""
    state = page.show(("quiz", "mbti"), ("seed", "1"), ("locale", "de"))
    text = state["respondent"]["text"]
    for german in ("Seite 1 von", "beantwortet", "(Pflicht)", "Weiter", "Zurück"):
        assert german in text, f"{german!r} is not shown in the German quiz"
    for english in ("Page 1 of", " answered", "(required)", "Next", "Back"):
        assert english not in text, f"{english!r} is shown in the German quiz"
    state = page.show(("quiz", "mbti"), ("seed", "1"), ("locale", "en"))
    assert "Page 1 of" in state["respondent"]["text"] and "Seite" not in state["respondent"]["text"]


def test_a_preferred_locale_falls_back_by_lookup(page: Preview, shipped: Built) -> None:
    """`de-AT` resolves to `de` for fitcircle-persona, and to the source locale for animal (es, en)."""
    state = page.show(("quiz", "fitcircle-persona"), ("seed", "1"), ("locale", "de-AT"))
    assert state["locale"] == "de", state["locale"]
    assert shipped.bundles["fitcircle-persona"]["locales"]["de"]["title"] in state["respondent"]["text"]
    state = page.show(("quiz", "animal"), ("seed", "1"), ("locale", "de-AT"))
    assert state["locale"] == "en", state["locale"]
