"""The bundle members of profiles, derived scores and fractional weights: every malformed member is an ``invalid-bundle`` error with the
Swift runtime's path and message; examples with ``expect_results`` / ``expect_values``;
results' locale texts; the typed result API (exact values and their written text). The
bundles are the hand-built ones of ``fixtures/profiles`` (the JavaScript runtime's tests use
the same), edited and re-hashed here."""

from __future__ import annotations

import copy
import json
from fractions import Fraction
from pathlib import Path
from typing import Any, Callable, Dict, List, Optional

import pytest

from conftest import TESTS
from quizruntime import BundleError, ScoreResult, Scorer, bundle_hash, load_bundle, localize, replay_examples
from quizruntime._jsonwrite import write_json

BUNDLES = TESTS / "fixtures" / "profiles" / "bundles"


def bundle_value(name: str) -> Dict[str, Any]:
    value = json.loads((BUNDLES / f"{name}.json").read_text(encoding="utf-8"))
    assert isinstance(value, dict)
    value.pop("hash")
    return value


def stamp(value: Dict[str, Any]) -> str:
    text = json.dumps(value, ensure_ascii=False)
    return json.dumps({**value, "hash": bundle_hash(text)}, ensure_ascii=False)


def edited(edit: Callable[[Dict[str, Any]], None], name: str = "inventory") -> str:
    value = copy.deepcopy(bundle_value(name))
    edit(value)
    return stamp(value)


def load_error(text: str) -> str:
    try:
        load_bundle(text)
    except BundleError as error:
        return f"{error.code}: {error.description}"
    return "loaded"


DECIMAL = 'expected a decimal string such as "2.5" (canonical form, at most 6 fractional digits)'


def _set(path: List[Any], value: Any) -> Callable[[Dict[str, Any]], None]:
    def edit(bundle: Dict[str, Any]) -> None:
        target: Any = bundle
        for step in path[:-1]:
            target = target[step]
        target[path[-1]] = value
    return edit


def _delete(path: List[Any]) -> Callable[[Dict[str, Any]], None]:
    def edit(bundle: Dict[str, Any]) -> None:
        target: Any = bundle
        for step in path[:-1]:
            target = target[step]
        del target[path[-1]]
    return edit


def _pop_tie(bundle: Dict[str, Any]) -> None:
    bundle["scoring"]["nearest"]["ties"].pop()


MAX_THEN_BELOW = [{"id": "a", "max": "3", "title": "A", "recommendations": []},
                  {"id": "b", "below": "3", "title": "B", "recommendations": []},
                  {"id": "c", "title": "C", "recommendations": []}]

INVALID = [
    ("weight digits above 3", _set(["scoring", "weight_digits"], 4), "/scoring/weight_digits: expected an integer from 1 to 3"),
    ("weight digits 0 written", _set(["scoring", "weight_digits"], 0), "/scoring/weight_digits: expected an integer from 1 to 3"),
    ("weight digits null", _set(["scoring", "weight_digits"], None), "/scoring/weight_digits: expected an integer within ±10^12"),
    ("derived not a list", _set(["scoring", "derived"], {}), "/scoring/derived: expected an array"),
    ("derived empty", _set(["scoring", "derived"], []), "/scoring/derived: an empty list is written by leaving the member out"),
    ("a derived kind unknown", _set(["scoring", "derived", 0, "kind"], "median"), '/scoring/derived/0/kind: unknown kind "median"'),
    ("a derived id that is a trait", _set(["scoring", "derived", 1, "id"], "N"),
     '/scoring/derived/1/id: "N" is already a trait or derived score'),
    ("a linear score of a later one", _set(["scoring", "derived", 4, "of"], "n_twice"),
     '/scoring/derived/4/of: "n_twice" is neither a trait nor an earlier derived score'),
    ("a mean of a derived score", _set(["scoring", "derived", 0, "of"], "n_ans"), '/scoring/derived/0/of: unknown trait "n_ans"'),
    ("a decimal with a trailing zero", _set(["scoring", "derived", 2, "min"], "0.50"), f"/scoring/derived/2/min: {DECIMAL}"),
    ("a decimal as a number", _set(["scoring", "derived", 4, "times"], 0.25), f"/scoring/derived/4/times: {DECIMAL}"),
    ("minus zero", _set(["scoring", "derived", 4, "plus"], "-0"), f"/scoring/derived/4/plus: {DECIMAL}"),
    ("a leading plus", _set(["scoring", "derived", 4, "plus"], "+1"), f"/scoring/derived/4/plus: {DECIMAL}"),
    ("an exponent", _set(["scoring", "derived", 4, "plus"], "1e2"), f"/scoring/derived/4/plus: {DECIMAL}"),
    ("a leading zero", _set(["scoring", "derived", 4, "plus"], "01"), f"/scoring/derived/4/plus: {DECIMAL}"),
    ("seven fractional digits", _set(["scoring", "derived", 4, "plus"], "0.1234567"), f"/scoring/derived/4/plus: {DECIMAL}"),
    ("fourteen integer digits", _set(["scoring", "derived", 4, "plus"], "10000000000000"), f"/scoring/derived/4/plus: {DECIMAL}"),
    ("percent min not below max", _set(["scoring", "derived", 2, "min"], "3"), "/scoring/derived/2: min must be below max"),
    ("digits above 6", _set(["scoring", "derived", 0, "digits"], 7), "/scoring/derived/0/digits: expected an integer from 0 to 6"),
    ("digits missing", _delete(["scoring", "derived", 0, "digits"]), '/scoring/derived/0: missing "digits"'),
    ("a mean without count", _delete(["scoring", "derived", 0, "count"]), '/scoring/derived/0: missing "count"'),
    ("a mean over no question", _set(["scoring", "derived", 0, "count"], 0), "/scoring/derived/0/count: count must be at least 1"),
    ("a share against an unknown trait", _set(["scoring", "derived", 3, "against"], "Q"),
     '/scoring/derived/3/against: unknown trait "Q"'),
    ("band limits going down", _set(["scoring", "results", 0, "bands", 1, "max"], "2"),
     "/scoring/results/0/bands/1/max: band limits must increase"),
    ("max then below at one number", _set(["scoring", "results", 1, "bands"], MAX_THEN_BELOW),
     "/scoring/results/1/bands/1/below: band limits must increase"),
    ("a last band with a limit", _set(["scoring", "results", 2, "bands", 1, "max"], "9"),
     '/scoring/results/2/bands/1: every band but the last has exactly one of "below" and "max"; the last has neither'),
    ("a band with both limits", _set(["scoring", "results", 0, "bands", 0, "max"], "2"),
     '/scoring/results/0/bands/0: every band but the last has exactly one of "below" and "max"; the last has neither'),
    ("a null limit", _set(["scoring", "results", 0, "bands", 0, "below"], None), f"/scoring/results/0/bands/0/below: {DECIMAL}"),
    ("a duplicate band id", _set(["scoring", "results", 0, "bands", 1, "id"], "low"),
     '/scoring/results/0/bands/1/id: duplicate band id "low"'),
    ("no bands", _set(["scoring", "results", 0, "bands"], []), "/scoring/results/0/bands: no bands"),
    ("a result of an unknown score", _set(["scoring", "results", 0, "score"], "n_meen"),
     '/scoring/results/0/score: "n_meen" is neither a trait nor a derived score'),
    ("a parent declared later", _set(["scoring", "results", 0, "parent"], "extra"),
     '/scoring/results/0/parent: "extra" is not an earlier result without a parent'),
    ("a parent with a parent", _set(["scoring", "results", 2, "parent"], "neuro_ans"),
     '/scoring/results/2/parent: "neuro_ans" is not an earlier result without a parent'),
    ("a result id that is a derived score", _set(["scoring", "results", 0, "id"], "n_mean"),
     '/scoring/results/0/id: "n_mean" is already a trait, derived score or result'),
    ("no results", _set(["scoring", "results"], []), "/scoring/results: no results"),
    ("nearest over an unknown score", _set(["scoring", "nearest", "over", 1], "Q"),
     '/scoring/nearest/over/1: "Q" is neither a trait nor a derived score'),
    ("nearest over a score twice", _set(["scoring", "nearest", "over", 1], "n_mean"),
     "/scoring/nearest/over: over must list one or more distinct scores"),
    ("a profile without a target", _delete(["scoring", "nearest", "profiles", 2, "at", "E"]),
     '/scoring/nearest/profiles/2/at: missing "E"'),
    ("a profile target outside over", _set(["scoring", "nearest", "profiles", 0, "at", "I"], "1"),
     '/scoring/nearest/profiles/0/at: "I" is not in over'),
    ("a profile target not a decimal", _set(["scoring", "nearest", "profiles", 0, "at", "E"], 3),
     f"/scoring/nearest/profiles/0/at/E: {DECIMAL}"),
    ("a duplicate profile", _set(["scoring", "nearest", "profiles", 1, "outcome"], "calm"),
     '/scoring/nearest/profiles/1/outcome: duplicate profile outcome "calm"'),
    ("an unknown distance", _set(["scoring", "nearest", "distance"], "chebyshev"),
     '/scoring/nearest/distance: unknown distance "chebyshev"'),
    ("no profiles", _set(["scoring", "nearest", "profiles"], []), "/scoring/nearest/profiles: no profiles"),
    ("ties missing a profile", _pop_tie, "/scoring/nearest/ties: ties must list every profile outcome once"),
    ("a profile without an outcome entry", _delete(["outcomes", "mid_b"]),
     '/scoring/nearest/profiles/3/outcome: no outcome "mid_b" in outcomes'),
    ("outcomes without nearest", _delete(["scoring", "nearest"]), "/outcomes: a profile without nearest has no outcomes"),
    ("percent digits outside axes", _set(["scoring", "percent_digits"], 1),
     "/scoring/percent_digits: only the axes model reports percentages"),
    ("expect_results naming an unknown band",
     _set(["examples"], [{"answers": {"e1": "a"}, "expect": "calm", "expect_results": {"neuro": "middle"}}]),
     '/examples/0/expect_results/neuro: "middle" is not a band of "neuro"'),
    ("expect_results naming an unknown result",
     _set(["examples"], [{"answers": {"e1": "a"}, "expect": "calm", "expect_results": {"neurotic": None}}]),
     '/examples/0/expect_results: unknown result "neurotic"'),
    ("expect_results not an object", _set(["examples"], [{"answers": {"e1": "a"}, "expect": "calm", "expect_results": []}]),
     "/examples/0/expect_results: expected an object"),
    ("expect_values naming an unknown score",
     _set(["examples"], [{"answers": {"e1": "a"}, "expect": "calm", "expect_values": {"E": "1"}}]),
     '/examples/0/expect_values: unknown derived score "E"'),
    ("expect_values not canonical",
     _set(["examples"], [{"answers": {"e1": "a"}, "expect": "calm", "expect_values": {"n_mean": "0.00"}}]),
     f"/examples/0/expect_values/n_mean: {DECIMAL}"),
    ("an example without expect where there is an outcome", _set(["examples"], [{"answers": {"e1": "a"}}]),
     '/examples/0: missing "expect"'),
]


@pytest.mark.parametrize("name, edit, message", INVALID, ids=[case[0] for case in INVALID])
def test_invalid_bundle(name: str, edit: Callable[[Dict[str, Any]], None], message: str) -> None:
    assert load_error(edited(edit)) == f"invalid-bundle: {message}"


def test_the_unedited_bundles_load() -> None:
    for path in BUNDLES.glob("*.json"):
        load_bundle(path.read_bytes())


def test_a_profile_without_nearest_expects_no_outcome() -> None:
    text = edited(_set(["examples"], [{"answers": {"e1": "a"}, "expect": "calm"}]), "results-only")
    assert load_error(text) == "invalid-bundle: /examples/0/expect: a profile without nearest has no outcome to expect"


def test_percent_digits_of_axes_are_bounded() -> None:
    assert load_error(edited(_set(["scoring", "percent_digits"], 7), "axes-percent")) == (
        "invalid-bundle: /scoring/percent_digits: expected an integer from 0 to 6")


def test_weights_are_bounded_by_a_million_in_real_units() -> None:
    assert load_error(edited(_set(["questions", 0, "options", 4, "weights", "X"], 100_000_000), "fractional")) == "loaded"
    assert load_error(edited(_set(["questions", 0, "options", 4, "weights", "X"], 100_000_001), "fractional")) == (
        "invalid-bundle: /questions/0/options/4/weights/X: magnitude above 100000000")
    assert load_error(edited(_set(["questions", 0, "options", 4, "weights", "N"], 1_000_001))) == (
        "invalid-bundle: /questions/0/options/4/weights/N: magnitude above 1000000")


def report_lines(text: str) -> List[str]:
    return [report.line() for report in replay_examples(Scorer(load_bundle(text)))]


def test_examples_replay_expected_bands_and_values_compared_as_written_numbers() -> None:
    text = edited(_set(["examples"], [
        {"name": "passes", "answers": {"n1": 3, "e1": "b"}, "expect": "calm",
         "expect_results": {"neuro": "low", "neuro_ans": "three"}, "expect_values": {"n_mean": "1", "n_std": "-0.5", "n_ans": "3"}},
        {"name": "no value", "answers": {"e1": "a"}, "expect": "calm", "expect_results": {"neuro_ans": None},
         "expect_values": {"n_ans": None}},
        {"name": "wrong band", "answers": {"n1": 3, "e1": "b"}, "expect": "calm", "expect_results": {"neuro_ans": "under"}},
        {"name": "band for none", "answers": {"e1": "a"}, "expect": "calm", "expect_results": {"neuro_ans": "under"}},
        {"name": "wrong value", "answers": {"n1": 3, "e1": "b"}, "expect": "calm", "expect_values": {"n_std": "-0.49"}},
        {"name": "value for none", "answers": {"e1": "a"}, "expect": "calm", "expect_values": {"n_twice": "0"}},
        {"name": "unrounded value", "answers": {"n1": 1, "e1": "c"}, "expect": "mid_a", "expect_values": {"n_mean": "0.333"}},
    ]))
    assert report_lines(text) == [
        '{"example":0,"name":"passes","pass":true}',
        '{"example":1,"name":"no value","pass":true}',
        '{"example":2,"name":"wrong band","pass":false,"problem":"expected neuro_ans in the band \\"under\\", got \\"three\\""}',
        '{"example":3,"name":"band for none","pass":false,"problem":"expected neuro_ans in the band \\"under\\", got no band"}',
        '{"example":4,"name":"wrong value","pass":false,"problem":"expected n_std = -0.49, got -0.50"}',
        '{"example":5,"name":"value for none","pass":false,"problem":"expected n_twice = 0, got null"}',
        '{"example":6,"name":"unrounded value","pass":false,"problem":"expected n_mean = 0.333, got 0.33"}',
    ]


def test_a_profile_without_nearest_replays_examples_without_expect() -> None:
    text = edited(_set(["examples"], [{"answers": {"n1": 3, "e1": "b"}, "expect_results": {"neuro": "low"}}]), "results-only")
    assert report_lines(text) == ['{"example":0,"pass":true}']


def test_expected_scores_of_fractional_weights_are_written_in_real_units() -> None:
    text = edited(_set(["examples"], [{"answers": {"q1": 1, "q2": 1}, "expect": "X", "expect_scores": {"X": 75, "Y": -70}}]),
                  "fractional")
    assert report_lines(text) == ['{"example":0,"pass":false,"problem":"expected Y = -0.70, got -0.75"}']


def with_locales(edit: Callable[[Dict[str, Any]], None] = lambda german: None) -> str:
    def add(bundle: Dict[str, Any]) -> None:
        bundle["source_locale"] = bundle.pop("locale")

        def entry(tr: Callable[[str], str]) -> Dict[str, Any]:
            results: Dict[str, Any] = {}
            for result in bundle["scoring"]["results"]:
                texts: Dict[str, Any] = {"title": tr(result["title"])}
                if "description" in result:
                    texts["description"] = tr(result["description"])
                bands: Dict[str, Any] = {}
                for band in result["bands"]:
                    band_texts: Dict[str, Any] = {"title": tr(band["title"])}
                    if "description" in band:
                        band_texts["description"] = tr(band["description"])
                    band_texts["recommendations"] = [tr(item) for item in band["recommendations"]]
                    bands[band["id"]] = band_texts
                texts["bands"] = bands
                results[result["id"]] = texts
            return {
                "direction": "ltr", "title": tr(bundle["title"]),
                "questions": {q["id"]: {"text": tr(q["text"]), "options": {
                    o["id"] if "id" in o else str(o["value"]): tr(o["label"]) for o in q["options"]}}
                    for q in bundle["questions"]},
                "outcomes": {code: {"title": tr(o["title"]), "description": tr(o["description"]),
                                    "recommendations": [tr(r) for r in o["recommendations"]]}
                             for code, o in bundle["outcomes"].items()},
                "results": results,
            }
        german = entry(lambda text: f"de:{text}")
        edit(german)
        bundle["locales"] = {"en": entry(lambda text: text), "de": german}
    return edited(add)


def test_locales_carry_the_results_texts() -> None:
    bundle = load_bundle(with_locales())
    texts = localize(bundle, ["de"])
    value = texts.json_value()
    assert value["results"]["neuro"] == {
        "title": "de:Neuroticism",
        "bands": {"low": {"title": "de:Low", "recommendations": []},
                  "mid": {"title": "de:Average", "description": "de:In the middle.", "recommendations": ["de:Breathe"]},
                  "high": {"title": "de:High", "recommendations": []}}}
    assert texts.results is not None and texts.results["neuro_ans"].description == "de:Over answered items."
    english = localize(bundle, ["en"]).results
    assert english is not None and english["extra"].bands["loud"].title == "Loud"
    assert bundle.translations[0].results[0].bands[1].recommendations == ["de:Breathe"]
    assert bundle.source_texts.results[0].bands[1].description == "In the middle."
    assert localize(load_bundle((BUNDLES / "fractional.json").read_bytes()), ["en"]).results is None
    assert "results" not in localize(load_bundle((BUNDLES / "fractional.json").read_bytes()), ["en"]).json_value()


def _drop_result(name: str) -> Callable[[Dict[str, Any]], None]:
    return lambda german: german["results"].pop(name)


@pytest.mark.parametrize("edit, message", [
    (_drop_result("extra"), '/locales/de/results: missing "extra"'),
    (lambda de: de["results"]["extra"]["bands"]["quiet"].__setitem__("description", "x"),
     "/locales/de/results/extra/bands/quiet/description: the band has no description"),
    (lambda de: de["results"]["extra"].__setitem__("description", "x"),
     "/locales/de/results/extra/description: the result has no description"),
    (lambda de: de["results"]["neuro"]["bands"]["mid"].__setitem__("recommendations", []),
     "/locales/de/results/neuro/bands/mid/recommendations: expected 1 recommendations, as in the source locale"),
    (lambda de: de["results"]["neuro"]["bands"].pop("mid"), '/locales/de/results/neuro/bands: missing "mid"'),
    (lambda de: de["results"]["neuro"]["bands"].__setitem__("odd", {"title": "x", "recommendations": []}),
     "/locales/de/results/neuro/bands/odd: no such band"),
    (lambda de: de["results"].__setitem__("other", {"title": "x", "bands": {}}), "/locales/de/results/other: no such result"),
    (lambda de: de.pop("results"), '/locales/de: missing "results"'),
])
def test_locale_result_texts_missing_or_malformed(edit: Callable[[Dict[str, Any]], None], message: str) -> None:
    assert load_error(with_locales(edit)) == f"invalid-bundle: {message}"


def test_a_locale_with_results_where_the_bundle_has_none() -> None:
    value = bundle_value("fractional")
    value["source_locale"] = value.pop("locale")
    value["locales"] = {"en": {"direction": "ltr", "title": value["title"], "outcomes": {
        code: {"title": o["title"], "description": o["description"], "recommendations": []}
        for code, o in value["outcomes"].items()},
        "questions": {q["id"]: {"text": q["text"], "options": {str(o["value"]): o["label"] for o in q["options"]}}
                      for q in value["questions"]}, "results": {}}}
    assert load_error(stamp(value)) == "invalid-bundle: /locales/en/results: the bundle has no results"


def scored(name: str, answers: Dict[str, Any]) -> ScoreResult:
    result = Scorer(load_bundle((BUNDLES / f"{name}.json").read_bytes())).score(answers)
    assert isinstance(result, ScoreResult)
    return result


def test_the_api_exposes_exact_values_and_their_text() -> None:
    result = scored("inventory", {"n1": 1, "e1": "c", "e2": ["y", "z"]})
    assert (result.outcome, result.secondary, result.score_digits) == ("mid_a", "calm", 0)
    n_std = result.derived_of("n_std")
    assert n_std is not None and (n_std.value, n_std.text) == (Fraction(-2, 3), "-0.67")
    neuro = result.result_of("neuro")
    assert neuro is not None and neuro.score == "n_mean" and neuro.band == "low"
    assert neuro.value is not None and (neuro.value.value, neuro.value.text) == (Fraction(1, 3), "0.33")
    assert [each.id for each in result.derived] == ["n_mean", "n_ans", "e_pct", "i_share", "n_std", "n_twice"]
    assert [each.id for each in result.results] == ["neuro", "neuro_ans", "extra"]
    nothing = scored("inventory", {"e1": "a"})
    assert nothing.derived_of("n_ans") is None and nothing.result_of("neuro_ans") is not None
    neuro_ans = nothing.result_of("neuro_ans")
    assert neuro_ans is not None and (neuro_ans.value, neuro_ans.band) == (None, None)


def test_a_profile_without_nearest_has_no_outcome() -> None:
    result = scored("results-only", {"n1": 3, "e1": "b"})
    assert result.outcome is None and result.secondary is None
    assert "outcome" not in result.json_value()


def test_fractional_totals_keep_their_scale() -> None:
    result = scored("fractional", {"q1": 1, "q2": 1})
    assert (result.score_digits, result.score_of("X"), result.exact_score_of("Y")) == (2, 75, Fraction(-3, 4))
    assert write_json(result.json_value()) == (
        '{"quiz":"fractional","version":"1.0.0","outcome":"X","scores":{"X":0.75,"Y":-0.75},"derived":{"x_mean":0.750}}')
    assert write_json(result.json_value(), pretty=True).splitlines()[5] == '    "X": 0.75,'


def test_axis_percentages() -> None:
    result = scored("axes-percent", {"q1": "e", "q2": "i", "q3": "n", "q4": "s"})
    percent = result.axes[0].percent
    assert percent is not None and (percent.value, percent.text) == (Fraction(200, 3), "66.7")
    plain = Scorer(load_bundle(edited(_delete(["scoring", "percent_digits"]), "axes-percent")))
    line = plain.score_json_line(b'{"q1":"e","q2":"i","q3":"n","q4":"s"}')[0]
    assert line.endswith('"totals":{"S":1,"N":2}}]}'), "without percent_digits, no percentages"


def test_native_answers_and_json_agree() -> None:
    scorer = Scorer(load_bundle((BUNDLES / "inventory.json").read_bytes()))
    answers: Dict[str, Optional[object]] = {"n1": 2, "n2": 3, "e1": "b", "e2": []}
    assert write_json(scorer.score(answers).json_value()) == scorer.score_json_line(json.dumps(answers))[0]


@pytest.mark.parametrize("name, fast", [
    ("inventory", False), ("results-only", False), ("fractional", True), ("axes-percent", True)])
def test_the_fast_path_scores_or_declines(name: str, fast: bool) -> None:
    """A bundle with a ``mean_answered`` score is declined; the others' lines are the plan's
    result lines for the packed totals."""
    suite = json.loads((BUNDLES.parent / "required" / "profiles.json").read_text(encoding="utf-8"))
    scorer = Scorer(load_bundle((BUNDLES / f"{name}.json").read_bytes()))
    for case in suite["cases"]:
        if case["bundle"] == name:
            assert scorer.fast_line(case["answers"]) == (case["output"] if fast else None)
            assert scorer.score_json_line(case["answers"].encode("utf-8"))[0] == case["output"]


def _answer_texts(bundle: Dict[str, Any], seed: int, count: int) -> List[str]:
    import random
    rnd = random.Random(seed)
    texts = []
    for _ in range(count):
        answers: Dict[str, Any] = {}
        for question in bundle["questions"]:
            if rnd.random() < 0.1:
                continue
            if question["type"] == "scale":
                answers[question["key"]] = rnd.choice([o["value"] for o in question["options"]])
            elif question["type"] == "single":
                answers[question["key"]] = rnd.choice([o["id"] for o in question["options"]])
            else:
                ids = [o["id"] for o in question["options"]]
                answers[question["key"]] = rnd.sample(ids, rnd.randint(0, len(ids)))
        texts.append(json.dumps(answers))
    return texts


@pytest.mark.parametrize("name", ["fractional", "axes-percent"])
def test_the_fast_path_equals_the_general_path(name: str) -> None:
    text = (BUNDLES / f"{name}.json").read_bytes()
    scorer = Scorer(load_bundle(text))
    answered = 0
    for answers in _answer_texts(json.loads(text), 7, 2000):
        fast = scorer.fast_line(answers)
        general = scorer.exact_line(answers)[0]
        if fast is not None:
            answered += 1
            assert fast == general, answers
    assert answered > 500


def test_every_derived_score_decodes_to_one_record_with_its_kinds_members() -> None:
    def add_sum(bundle: Dict[str, Any]) -> None:
        bundle["scoring"]["derived"].append({"id": "ni_sum", "kind": "sum", "of": ["N", "I"], "digits": 0})
    derived = load_bundle(edited(add_sum)).scoring.derived
    assert [(score.id, score.kind, score.of, score.digits, dict(score.members), score.of_list) for score in derived] == [
        ("n_mean", "mean", "N", 2, {"count": 3}, ()),
        ("n_ans", "mean_answered", "N", 2, {}, ()),
        ("e_pct", "percent", "E", 0, {"min": Fraction(0), "max": Fraction(3)}, ()),
        ("i_share", "share", "I", 0, {"against": "E"}, ()),
        ("n_std", "linear", "n_mean", 2, {"times": Fraction(1, 4), "plus": Fraction(-3, 4)}, ()),
        ("n_twice", "linear", "n_ans", 1, {"times": Fraction(2), "plus": Fraction(0)}, ()),
        ("ni_sum", "sum", "", 0, {}, ("N", "I")),
    ]
    assert (derived[0].integer("count"), derived[2].decimal("max"), derived[3].name("against")) == (3, Fraction(3), "E")
    with pytest.raises(TypeError, match='member "against" of the derived score "i_share" is not an integer'):
        derived[3].integer("against")
