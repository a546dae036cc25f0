"""Bundle loading: the decoder's checks, BundleError codes and hash verification."""

from __future__ import annotations

import json
from typing import Any, Callable, Dict

import pytest

from conftest import SHIPPED, golden_bytes
from quizruntime import BundleError, bundle_hash, load_bundle


def mutated(change: Callable[[Dict[str, Any]], None], name: str = "fitcircle-persona") -> bytes:
    bundle = json.loads(golden_bytes(name))
    change(bundle)
    return json.dumps(bundle).encode()


@pytest.mark.parametrize("name", SHIPPED)
def test_shipped_bundles_verify(name: str) -> None:
    data = golden_bytes(name)
    bundle = load_bundle(data)
    assert bundle.recorded_hash == bundle_hash(data) == json.loads(data)["hash"]


def expect(data: bytes, code: str, description: str, verify: bool = True) -> None:
    with pytest.raises(BundleError) as caught:
        load_bundle(data, verify_hash=verify)
    assert (caught.value.code, caught.value.description) == (code, description)


def test_not_json() -> None:
    expect(b"{", "not-json", "not JSON: expected a member name in double quotes at byte 1")
    expect(b"[" * 17 + b"]" * 17, "not-json", "not JSON: nesting deeper than 16 levels at byte 17")


def test_format() -> None:
    expect(mutated(lambda b: b.update(format="quiz-bundle/2")), "unsupported-format",
           '/format: format is "quiz-bundle/2"; this runtime reads "quiz-bundle/1"')


def test_invalid_fields_in_order() -> None:
    expect(b"[]", "invalid-bundle", "expected an object")
    expect(mutated(lambda b: b.pop("traits")), "invalid-bundle", 'missing "traits"')
    expect(mutated(lambda b: b["traits"].append(b["traits"][0])), "invalid-bundle", "/traits: traits must be non-empty and distinct")
    expect(mutated(lambda b: b["questions"][0]["options"][0].update(weights={"nobody": 1})), "invalid-bundle",
           '/questions/0/options/0/weights: unknown trait "nobody"')
    expect(mutated(lambda b: b["questions"][1].update(key=b["questions"][0]["key"])), "invalid-bundle",
           "/questions: wire keys must be distinct")
    expect(mutated(lambda b: b["scoring"].update(model="vote")), "invalid-bundle", '/scoring/model: unknown model "vote"')
    expect(mutated(lambda b: b["presentation"].update(draw=[{"count": 0}])), "invalid-bundle",
           "/presentation/draw/0: count must be at least 1")
    odd = mutated(lambda b: b["examples"][0]["answers"].update(x="@")).replace(b'"@"', b"0.30000000000000001")
    expect(odd, "invalid-bundle",
           "/examples/0/answers/x: the number 0.30000000000000001 is not one a binary double holds exactly in its "
           "shortest form; write the number in the shortest form that reads back as the same double")


def test_decoding_errors_come_before_the_hash() -> None:
    expect(mutated(lambda b: b.pop("quiz")), "invalid-bundle", 'missing "quiz"')


def test_hash_errors() -> None:
    expect(mutated(lambda b: b.pop("hash")), "hash-mismatch", 'missing "hash"')
    expect(mutated(lambda b: b.update(hash=1)), "hash-mismatch", "/hash: expected a string")
    changed = mutated(lambda b: b.update(version="9.9.9"))
    actual = bundle_hash(changed)
    recorded = json.loads(golden_bytes("fitcircle-persona"))["hash"]
    expect(changed, "hash-mismatch", f'/hash: the bundle\'s content hashes to "{actual}", not to the recorded '
           f'"{recorded}"; it was changed after it was built: rebuild it with quizc build')
    assert load_bundle(changed, verify_hash=False).version == "9.9.9"


def test_hash_is_over_the_parsed_json() -> None:
    data = golden_bytes("mbti")
    compact = json.dumps(json.loads(data), separators=(",", ":"), ensure_ascii=True).encode()
    assert bundle_hash(compact) == bundle_hash(data)
    load_bundle(compact)
