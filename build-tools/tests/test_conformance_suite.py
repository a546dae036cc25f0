"""Tests/Conformance: every suite file validates against conformance.schema.json, ids are
unique, every bundle named exists (a case's and its resume steps'), and the schema refuses
malformed cases."""
import copy
import glob
import json
import os

import jsonschema
import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SUITE = os.path.join(ROOT, "Tests", "Conformance")

with open(os.path.join(SUITE, "conformance.schema.json"), encoding="utf-8") as handle:
    SCHEMA = json.load(handle)
VALIDATOR = jsonschema.Draft7Validator(SCHEMA)
FILES = sorted(glob.glob(os.path.join(SUITE, "required", "*.json")) + glob.glob(os.path.join(SUITE, "optional", "*.json")))


def load(path):
    with open(path, encoding="utf-8") as handle:
        return json.load(handle)


def test_the_schema_is_valid_draft_7():
    jsonschema.Draft7Validator.check_schema(SCHEMA)


@pytest.mark.parametrize("path", FILES, ids=[os.path.relpath(path, SUITE) for path in FILES])
def test_every_suite_file_validates(path):
    errors = sorted(VALIDATOR.iter_errors(load(path)), key=lambda error: list(error.path))
    assert not errors, [f"{list(error.path)}: {error.message}" for error in errors[:5]]


def test_ids_are_unique_and_bundles_exist():
    assert any("required" in path for path in FILES)
    seen = set()
    for path in FILES:
        for case in load(path)["cases"]:
            assert case["id"] not in seen, case["id"]
            seen.add(case["id"])
            named = [case["bundle"]] if "bundle" in case else []
            # A session's resume step may resume on another bundle of the suite.
            named += [step["bundle"] for step in case.get("steps", []) if "bundle" in step]
            for name in named:
                assert os.path.isfile(os.path.join(SUITE, "bundles", name + ".json")), case["id"]


SCORE = {"id": "x", "kind": "score", "bundle": "mbti", "answers": "{}", "output": "{}"}


@pytest.mark.parametrize("change", [
    lambda case: case.pop("output"),
    lambda case: case.update(kind="scores"),
    lambda case: case.update(answers_base64="e30="),
    lambda case: case.pop("answers"),
    lambda case: case.update(error_code="bad-code"),
    lambda case: case.update(extra=1),
    lambda case: case.update(kind="order", seed="18446744073709551615x"),
    lambda case: case.update(kind="hash", hash="sha256:00"),
])
def test_the_schema_refuses_malformed_cases(change):
    case = copy.deepcopy(SCORE)
    assert VALIDATOR.is_valid({"suite": "quiz-runtime-conformance/1", "description": "d", "cases": [case]})
    change(case)
    assert not VALIDATOR.is_valid({"suite": "quiz-runtime-conformance/1", "description": "d", "cases": [case]})


LOCALE = {"id": "l", "kind": "locale", "bundle": "locales", "preferred": ["de-AT"], "locale": "de", "direction": "ltr", "title": "T"}
ACCEPT_LANGUAGE = {"id": "a", "kind": "accept-language", "header": "de, fr;q=0.5", "preferred": ["de", "fr"]}


@pytest.mark.parametrize("base, change", [
    (LOCALE, lambda case: case.pop("direction")),
    (LOCALE, lambda case: case.update(direction="up")),
    (LOCALE, lambda case: case.update(preferred="de-AT")),
    (LOCALE, lambda case: case.update(preferred=[1])),
    (LOCALE, lambda case: case.update(header="de")),
    (ACCEPT_LANGUAGE, lambda case: case.pop("preferred")),
    (ACCEPT_LANGUAGE, lambda case: case.update(header=["de"])),
    (ACCEPT_LANGUAGE, lambda case: case.update(bundle="locales")),
])
def test_the_schema_refuses_malformed_locale_cases(base, change):
    case = copy.deepcopy(base)
    assert VALIDATOR.is_valid({"suite": "quiz-runtime-conformance/1", "description": "d", "cases": [case]})
    change(case)
    assert not VALIDATOR.is_valid({"suite": "quiz-runtime-conformance/1", "description": "d", "cases": [case]})
