"""Resuming a token saved on an earlier release (docs/runtime.md, "Resuming on another
version"): resumed, migrated or refused as the new bundle's ``migrations`` say, never silently."""

from __future__ import annotations

import copy
import json
from typing import Any, Dict, Tuple

import pytest
from conftest import REPO

from quizruntime import BundleError, Scorer, Session, SessionError, load_bundle, resume_session, start_session
from quizruntime._session_migration import Dropped, ResumeOutcome

BRANCHING = REPO / "Tests" / "Conformance" / "bundles" / "branching.json"
OTHER_HASH = "sha256:" + "f" * 64


def saved() -> Tuple[Dict[str, Any], str]:
    """The earlier release and a token saved on it with answers to goal, equipment, motivation and sure."""
    text = BRANCHING.read_text(encoding="utf-8")
    session = start_session(Scorer(load_bundle(text)), seed=7, clock=lambda: 0)
    for key, answer in [("goal", "muscle"), ("equipment", ["gym", "home"]), ("motivation", 5), ("sure", 1)]:
        assert session.answer(key, answer) is None
    token = session.save()
    assert isinstance(token, str)
    return json.loads(text), token


def release(root: Dict[str, Any], migrations: Dict[str, Any]) -> Scorer:
    """The new release: another hash, ``injuries`` required, and ``migrations`` as given."""
    edited = copy.deepcopy(root)
    edited["hash"] = OTHER_HASH
    edited["version"] = "2.0.0"
    next(question for question in edited["questions"] if question["key"] == "injuries")["required"] = True
    edited["migrations"] = migrations
    return Scorer(load_bundle(json.dumps(edited), verify_hash=False))


def empty(**members: Any) -> Dict[str, Any]:
    entry: Dict[str, Any] = {"version": "1.0.0", "drop_questions": [], "drop_options": {}, "need_questions": [], "refuse": {}}
    entry.update(members)
    return entry


def test_a_listed_token_is_migrated() -> None:
    root, token = saved()
    scorer = release(root, {root["hash"]: empty(
        drop_questions=["sure"], drop_options={"equipment": ["home"]}, need_questions=["injuries"])})
    session = resume_session(scorer, token, clock=lambda: 0)
    assert isinstance(session, Session)
    assert session.resume_outcome == ResumeOutcome(
        "migrated", root["hash"], "1.0.0", [Dropped("equipment", ["home"]), Dropped("sure", None)], ["injuries"])
    assert list(session.answers) == ["equipment", "goal", "motivation"]
    assert session.answers["equipment"] == ["gym"]
    assert session.events[0]["event"] == "resumed" and "migration" in session.events[0]
    assert all(event["event"] == "question_shown" for event in session.events[1:])


def test_an_answer_whose_meaning_changed_is_refused() -> None:
    root, token = saved()
    refused = resume_session(release(root, {root["hash"]: empty(refuse={"goal": "weights changed"})}), token, clock=lambda: 0)
    assert isinstance(refused, SessionError)
    assert (refused.code, refused.key) == ("token-answer-changed-meaning", "goal")
    assert "since version 1.0.0: weights changed" in refused.message


def test_an_unlisted_release_is_a_bundle_change_and_an_empty_entry_resumes() -> None:
    root, token = saved()
    unlisted = resume_session(release(root, {}), token, clock=lambda: 0)
    assert isinstance(unlisted, SessionError) and unlisted.code == "token-bundle-changed"
    assert "quizc build --earlier" in unlisted.message
    session = resume_session(release(root, {root["hash"]: empty()}), token, clock=lambda: 0)
    assert isinstance(session, Session)
    assert session.resume_outcome == ResumeOutcome("resumed", root["hash"], "1.0.0")
    assert list(session.answers) == ["equipment", "goal", "motivation", "sure"]


def test_a_bad_migrations_member_is_an_invalid_bundle() -> None:
    root, _ = saved()
    with pytest.raises(BundleError, match='/migrations/sha256:[0-9a-f]+: missing "drop_questions"'):
        release(root, {root["hash"]: {"version": "1.0.0"}})
