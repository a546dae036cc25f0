"""Branching (questions shown only for some answers): which questions are shown, scoring with ``hidden-answer`` and
required-when-shown, the visibility API and the fast path's refusal of conditional bundles.
The bundle is the hand-built ``fixtures/branching/bundles/branching.json``:

====  ============  ========  ====================================================================
#     id (key)      type      shown when
====  ============  ========  ====================================================================
0     goal (Goal)   single    always (required)
1     motivation    scale     always (required; values 1–5)
2     equipment     multiple  always (optional; gym, bands, bike; 0–3 choices)
3     effort        range     always (optional; 0–10, anchors easy, moderate, hard)
4     injuries      single    always (optional)
5     target_loss   single    goal is lose_weight (required)
6     sport         single    goal in improve_endurance, build_muscle (required)
7     gym_days      scale     equipment includes gym, motivation in 4, 5, injuries not answered
8     pace          single    effort picks hard, or goal is race (optional)
9     pace_detail   scale     pace answered (required)
10    no_sport      single    sport not answered (optional)
====  ============  ========  ====================================================================
"""

from __future__ import annotations

import json
from typing import Any, Dict, List

import pytest

from conftest import GOLDEN, SHIPPED, TESTS
from quizruntime import AnswerError, Number, ScoreResult, Scorer, Visibility, load_bundle, visibility_line

BRANCHING = TESTS / "fixtures" / "branching" / "bundles" / "branching.json"
ALWAYS = ["goal", "motivation", "equipment", "effort", "injuries"]


@pytest.fixture(scope="module")
def scorer() -> Scorer:
    return Scorer(load_bundle(BRANCHING.read_bytes()))


def visible(scorer: Scorer, answers: Dict[str, Any]) -> List[str]:
    outcome = scorer.visibility(answers)
    assert isinstance(outcome, Visibility), outcome
    return outcome.visible


def error(outcome: object) -> str:
    assert isinstance(outcome, AnswerError), outcome
    return f"{outcome.code} {outcome.key}"


def hidden_message(question: str) -> str:
    return (f'question "{question}" is not shown for these answers (its condition does not hold); '
            "leave its answer out")


def test_questions_without_conditions_are_always_shown(scorer: Scorer) -> None:
    assert visible(scorer, {}) == ALWAYS + ["no_sport"]


def test_a_single_answer_shows_its_follow_up(scorer: Scorer) -> None:
    assert visible(scorer, {"Goal": "lose_weight"}) == ALWAYS + ["target_loss", "no_sport"]
    assert visible(scorer, {"Goal": "build_muscle"}) == ALWAYS + ["sport", "no_sport"]


def test_a_test_on_an_unanswered_question_is_false_and_answered_false_is_true(scorer: Scorer) -> None:
    # no_sport: not {sport answered: true}; sport is hidden (goal unanswered), so it has no answer.
    assert "no_sport" in visible(scorer, {})
    assert "no_sport" in visible(scorer, {"Goal": "build_muscle", "sport": None})
    assert "no_sport" not in visible(scorer, {"Goal": "build_muscle", "sport": "run"})


def test_a_hidden_parents_answer_is_not_read(scorer: Scorer) -> None:
    # pace is hidden (effort not hard, goal not race): its answer is ignored, so pace_detail is hidden too.
    outcome = scorer.visibility({"Goal": "lose_weight", "effort": 1, "pace": "fast"})
    assert isinstance(outcome, Visibility)
    assert "pace" not in outcome.visible and "pace_detail" not in outcome.visible
    assert outcome.discard == ["pace"]
    # The same answer with its parent shown shows the follow-up.
    assert visible(scorer, {"Goal": "race", "pace": "fast"})[-2:] == ["pace_detail", "no_sport"]


def test_scale_conditions_compare_values_not_positions(scorer: Scorer) -> None:
    base = {"equipment": ["gym"]}
    assert "gym_days" in visible(scorer, {**base, "motivation": 4})
    assert "gym_days" in visible(scorer, {**base, "motivation": 5})
    # 3 is at position 2 … and value 4 is at position 3: a rule on positions would differ.
    assert "gym_days" not in visible(scorer, {**base, "motivation": 3})
    assert "gym_days" not in visible(scorer, {**base, "motivation": 3.0})
    assert "gym_days" in visible(scorer, {**base, "motivation": Number("4.0")})


def test_range_conditions_compare_anchors_by_number_and_by_id(scorer: Scorer) -> None:
    # 0–10 with three anchors: easy [0, 2.5), moderate [2.5, 7.5), hard [7.5, 10].
    for effort, shown in [(10, True), (8, True), (7.5, True), ("hard", True), (Number("7.49"), False), (7, False),
                          ("moderate", False), (0, False)]:
        assert ("pace" in visible(scorer, {"effort": effort})) is shown, effort


def test_multiple_includes(scorer: Scorer) -> None:
    base = {"motivation": 4}
    assert "gym_days" in visible(scorer, {**base, "equipment": ["bike", "gym"]})
    assert "gym_days" not in visible(scorer, {**base, "equipment": ["bike"]})
    # [] is an answer that includes nothing.
    assert "gym_days" not in visible(scorer, {**base, "equipment": []})
    # injuries answered hides it (not {injuries answered: true}); a null answer is no answer.
    assert "gym_days" not in visible(scorer, {**base, "equipment": ["gym"], "injuries": "knee"})
    assert "gym_days" in visible(scorer, {**base, "equipment": ["gym"], "injuries": None})


def test_an_answer_to_a_hidden_question_is_rejected(scorer: Scorer) -> None:
    outcome = scorer.score({"Goal": "lose_weight", "motivation": 2, "targetLoss": "small", "sport": "run"})
    assert isinstance(outcome, AnswerError)
    assert (outcome.code, outcome.key, outcome.message) == ("hidden-answer", "sport", hidden_message("sport"))


def test_required_means_required_when_shown(scorer: Scorer) -> None:
    # target_loss is required and hidden: leaving it out is fine.
    result = scorer.score({"Goal": "race", "motivation": 1})
    assert isinstance(result, ScoreResult) and result.outcome == "b"
    # Shown, it must be answered.
    assert error(scorer.score({"Goal": "lose_weight", "motivation": 1})) == "missing-answer targetLoss"
    # A shown follow-up of a shown follow-up, required.
    assert error(scorer.score({"Goal": "race", "motivation": 1, "pace": "fast"})) == "missing-answer paceDetail"


def test_scores_count_only_shown_questions(scorer: Scorer) -> None:
    result = scorer.score({"Goal": "lose_weight", "motivation": 5, "equipment": ["gym"], "targetLoss": "large",
                           "gymDays": 3})
    assert isinstance(result, ScoreResult)
    assert (result.score_of("a"), result.score_of("b")) == (1 + 2 + 1 + 3 + 2, 0)


def test_the_first_question_with_a_problem_is_reported(scorer: Scorer) -> None:
    """Per question in source order: its answer is wrong, it is answered although hidden,
    it is shown and required but not answered (its visibility reads only earlier questions,
    whose answers are valid by then); an unknown key before everything."""
    # sport (6) hidden and answered; noSport (10) wrong; paceDetail (9) hidden and answered.
    answers = {"paceDetail": 5, "Goal": "lose_weight", "motivation": 2, "targetLoss": "small", "sport": "run",
               "noSport": "nope"}
    assert error(scorer.score(answers)) == "hidden-answer sport"
    assert error(scorer.score({**answers, "motivation": "x"})) == "wrong-type motivation"
    assert error(scorer.score({**answers, "unknown": 1})) == "unknown-key unknown"
    # target_loss (5) shown and missing before pace (8) hidden and answered …
    assert error(scorer.score({"Goal": "lose_weight", "motivation": 2, "pace": "fast"})) == "missing-answer targetLoss"
    # … and target_loss (5) hidden and answered before paceDetail (9) shown and missing.
    assert error(scorer.score({"Goal": "race", "motivation": 2, "targetLoss": "small", "pace": "fast"})) == (
        "hidden-answer targetLoss")
    # A wrong answer before a later missing one, as without conditions.
    assert error(scorer.score({"Goal": "lose_weight", "motivation": 2, "noSport": "nope"})) == "missing-answer targetLoss"


def test_visibility_reports_the_per_answer_errors_of_score(scorer: Scorer) -> None:
    answers = {"Goal": "lose_weight", "motivation": 2, "targetLoss": "small", "sport": "run", "noSport": "nope"}
    assert error(scorer.visibility(answers)) == "unknown-option noSport"
    assert error(scorer.visibility({**answers, "unknown": 1})) == "unknown-key unknown"
    assert error(scorer.visibility({**answers, "motivation": "x"})) == "wrong-type motivation"


def test_visibility_runs_no_whole_set_check(scorer: Scorer) -> None:
    outcome = scorer.visibility({"motivation": 2, "sport": "run", "paceDetail": 4})
    assert isinstance(outcome, Visibility)
    assert (outcome.visible, outcome.discard) == (ALWAYS + ["no_sport"], ["sport", "pace_detail"])
    assert visibility_line(outcome) == (
        '{"quiz":"branching","version":"1.0.0","visible":["goal","motivation","equipment","effort","injuries",'
        '"no_sport"],"discard":["sport","pace_detail"]}')


def test_visibility_from_json_text(scorer: Scorer) -> None:
    assert scorer.visibility_json_line(b'{"Goal":"race","pace":"steady"}') == (
        '{"quiz":"branching","version":"1.0.0","visible":["goal","motivation","equipment","effort","injuries",'
        '"pace","pace_detail","no_sport"],"discard":[]}', False)
    assert scorer.visibility_json_line(b'{"Goal":') == (
        '{"error":{"code":"invalid-json","message":"the answers are not valid JSON: unexpected end of input at byte '
        '8"}}', True)
    assert scorer.visibility_json_line(b'{"Goal":', context="line")[0].startswith(
        '{"error":{"code":"invalid-json","message":"the line is not valid JSON: ')
    assert scorer.visibility_json_line(b"[]") == (
        '{"error":{"code":"wrong-type","message":"the answers must be a JSON object {\\"wire key\\": answer}"}}', True)
    assert scorer.visibility_json_line(b'{"Goal":true}')[0] == (
        '{"error":{"code":"wrong-type","message":"\\"Goal\\" takes an option id (a string), got a boolean",'
        '"key":"Goal"}}')


@pytest.mark.parametrize("name", SHIPPED)
def test_with_no_answers_the_questions_without_conditions_are_visible(name: str) -> None:
    """A question without `when` is always shown; with no answers every test is false, so the
    shipped follow-ups (fitcircle-persona's) are hidden."""
    shipped = Scorer(load_bundle((GOLDEN / f"{name}.json").read_bytes()))
    outcome = shipped.visibility({})
    assert isinstance(outcome, Visibility)
    expected = [q.id for q in shipped.bundle.questions if q.condition is None]
    assert (outcome.visible, outcome.discard) == (expected, [])


def test_the_fast_path_declines_conditional_bundles(scorer: Scorer) -> None:
    text = '{"Goal":"lose_weight","motivation":2,"targetLoss":"small","sport":"run"}'
    assert scorer.fast_line(text) is None
    line, rejected = scorer.score_json_line(text.encode())
    assert rejected and line == scorer.exact_line(text.encode())[0]
    assert '"code":"hidden-answer"' in line


def test_examples_replay(scorer: Scorer) -> None:
    from quizruntime import replay_examples
    assert [report.passed for report in replay_examples(scorer)] == [True, True]


def test_conditions_decode(scorer: Scorer) -> None:
    from quizruntime import AllOf, Answered, Includes, NotOf, OptionIn, ValueIn
    conditions = [question.condition for question in scorer.bundle.questions]
    assert conditions[:5] == [None] * 5
    assert conditions[5] == OptionIn("goal", ["lose_weight"])
    assert conditions[7] == AllOf([Includes("equipment", "gym"), ValueIn("motivation", [4, 5]),
                                   NotOf(Answered("injuries", True))])
    assert json.loads(BRANCHING.read_text())["questions"][0].get("when") is None
