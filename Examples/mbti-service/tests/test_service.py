"""The MBTI service over real HTTP: every endpoint and every error response."""

from __future__ import annotations

import http.client
import json
import os
import random
import subprocess
import sys
import urllib.error
import urllib.parse
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, Dict, List, Optional, Tuple

import pytest

import server  # on the path by conftest.py

HERE = Path(__file__).absolute().parent
BUNDLES = server.REPO_ROOT / "Tests" / "QuizCompilerTests" / "Golden" / "bundles"


def quizc_path() -> Optional[Path]:
    """The quizc binary named by $QUIZC (default `.build/debug/quizc` under the repository root), if it exists."""
    path = Path(os.environ.get("QUIZC", ".build/debug/quizc"))
    if not path.is_absolute():
        path = server.REPO_ROOT / path
    return path if path.is_file() else None


def quizc_score_lines(bundle: Path, lines: List[str]) -> List[str]:
    """`quizc score BUNDLE --lines` over the given answers lines: one output line each."""
    quizc = quizc_path()
    if quizc is None:
        pytest.skip("quizc is not built: set QUIZC or run `swift build` to compare with the Swift scorer")
    process = subprocess.run([str(quizc), "score", str(bundle), "--lines"], input="".join(line + "\n" for line in lines).encode(),
                             capture_output=True, check=False)
    assert process.returncode in (0, 1), process.stderr.decode()
    output = process.stdout.decode().split("\n")[:-1]  # not splitlines(): U+2028 may occur inside a line
    assert len(output) == len(lines)
    return output


MBTI = BUNDLES / "mbti.json"
BUNDLE = json.loads(MBTI.read_text(encoding="utf-8"))
TEXTS = [question["text"] for question in BUNDLE["questions"]]


def request(base_url: str, method: str, path: str, body: bytes | None = None) -> Tuple[int, Dict[str, str], Any]:
    req = urllib.request.Request(base_url + path, data=body, method=method)
    try:
        with urllib.request.urlopen(req, timeout=10) as response:
            status, headers, raw = response.status, dict(response.headers), response.read()
    except urllib.error.HTTPError as error:
        status, headers, raw = error.code, dict(error.headers), error.read()
    assert headers["Content-Type"] == "application/json; charset=utf-8"
    return status, headers, (json.loads(raw) if raw else None)


def post_answers(base_url: str, payload: Any) -> Tuple[int, Any]:
    body = payload if isinstance(payload, bytes) else json.dumps(payload).encode()
    status, _, answer = request(base_url, "POST", "/answers/", body)
    return status, answer


def random_answers(rng: random.Random) -> Dict[str, int]:
    return {text: rng.randint(1, 5) for text in TEXTS}


def test_questions_are_the_bundle_questions_in_order(base_url: str) -> None:
    status, _, questions = request(base_url, "GET", "/questions/")
    assert status == 200
    assert [q["question"] for q in questions] == TEXTS
    for served, question in zip(questions, BUNDLE["questions"]):
        assert served["options"] == [{"value": o["value"], "label": o["label"]} for o in question["options"]]
    assert questions[0]["options"][0] == {"value": 1, "label": "Strongly Disagree"}
    assert set(questions[0]) == {"question", "options"}


def test_head_and_query_string(base_url: str) -> None:
    status, headers, body = request(base_url, "HEAD", "/questions/")
    assert (status, body) == (200, None)
    assert int(headers["Content-Length"]) == len(server.legacy_api.encode(request(base_url, "GET", "/questions/?lang=en")[2]))


def test_the_examples_score_as_the_bundle_says(base_url: str) -> None:
    for number, example in enumerate(BUNDLE["examples"]):
        status, answer = post_answers(base_url, {"user_id": f"example-{number}", "answers": example["answers"]})
        assert status == 200, answer
        assert answer["user_id"] == f"example-{number}"
        assert answer["profile"] == example["expect"]
        assert list(answer["scores"]) == BUNDLE["traits"]
        for trait, total in example.get("expect_scores", {}).items():
            assert answer["scores"][trait] == total


def test_results_equal_quizc_score(base_url: str) -> None:
    rng = random.Random(17)
    answer_sets = [random_answers(rng) for _ in range(60)]
    responses = [post_answers(base_url, {"user_id": n, "answers": a}) for n, a in enumerate(answer_sets)]
    expected = quizc_score_lines(MBTI, [json.dumps(a) for a in answer_sets])
    for n, ((status, answer), line) in enumerate(zip(responses, expected)):
        reference = json.loads(line)
        assert status == 200
        assert answer == {"user_id": n, "profile": reference["outcome"], "scores": reference["scores"]}
    assert len({answer["profile"] for _, answer in responses}) > 5


NEAR_MISS = TEXTS[0].lower()

# (name, answers member as JSON text, expected code, expected key, a fragment of the message)
BAD_ANSWERS = [
    ("near miss", json.dumps({**{t: 3 for t in TEXTS[1:]}, NEAR_MISS: 3}), "unknown-key", NEAR_MISS,
     f'did you mean {json.dumps(TEXTS[0])}'),
    ("unknown text", json.dumps({**{t: 3 for t in TEXTS}, "Do you like cats?": 3}), "unknown-key", "Do you like cats?", "no question has the key"),
    ("above 5", json.dumps({**{t: 3 for t in TEXTS}, TEXTS[5]: 6}), "unknown-option", TEXTS[5], ""),
    ("below 1", json.dumps({**{t: 3 for t in TEXTS}, TEXTS[6]: 0}), "unknown-option", TEXTS[6], ""),
    ("a fraction", json.dumps({**{t: 3 for t in TEXTS}, TEXTS[7]: 2.5}), "wrong-type", TEXTS[7], ""),
    ("a string", json.dumps({**{t: 3 for t in TEXTS}, TEXTS[8]: "4"}), "wrong-type", TEXTS[8], ""),
    ("missing", json.dumps({t: 3 for t in TEXTS[:-1]}), "missing-answer", TEXTS[-1], "has no answer"),
    ("null answer", json.dumps({**{t: 3 for t in TEXTS}, TEXTS[2]: None}), "missing-answer", TEXTS[2], ""),
    ("not an object", "[1, 2]", "wrong-type", None, "must be a JSON object"),
    ("duplicate text", '{"%s": 3, "%s": 4}' % (TEXTS[0], TEXTS[0]), "invalid-json", None, ""),
]


@pytest.mark.parametrize("name,answers,code,key,fragment", BAD_ANSWERS, ids=[case[0] for case in BAD_ANSWERS])
def test_bad_answers_give_the_runtime_error(base_url: str, name: str, answers: str, code: str, key: str | None, fragment: str) -> None:
    status, error = post_answers(base_url, b'{"user_id": "u1", "answers": ' + answers.encode() + b"}")
    assert status == 400
    assert error["error"]["code"] == code
    assert error["error"].get("key") == key
    assert fragment in error["error"]["message"]


def test_bad_answers_error_bodies_equal_quizc_score(base_url: str) -> None:
    cases = [answers for _, answers, code, *_ in BAD_ANSWERS if code != "invalid-json"]
    bodies = [post_answers(base_url, b'{"answers": ' + a.encode() + b', "user_id": 7}')[1] for a in cases]
    expected = quizc_score_lines(MBTI, cases)
    assert bodies == [json.loads(line) for line in expected]


def test_invalid_json_positions_count_from_the_start_of_the_body(base_url: str, service: server.QuizService) -> None:
    answers = ('{"%s": 3, "%s": 4}' % (TEXTS[0], TEXTS[0])).encode()
    body = b'{"user_id": 7, "answers": ' + answers + b"}"
    status, error = post_answers(base_url, body)
    assert (status, error["error"]["code"]) == (400, "invalid-json")
    in_answers = service.scorer.score_json(answers).message
    offset = int(in_answers.rsplit(" ", 1)[1])
    assert error["error"]["message"] == in_answers.replace(f"at byte {offset}", f"at byte {offset + body.index(answers)}")


# (name, raw body, expected code, expected key)
BAD_BODIES = [
    ("invalid JSON", b'{"user_id": 1, "answers": {', "invalid-json", None),
    ("not UTF-8", b'{"user_id": "\xff", "answers": {}}', "invalid-json", None),
    ("NaN", b'{"user_id": 1, "answers": NaN}', "invalid-json", None),
    ("duplicate member", b'{"user_id": 1, "user_id": 2, "answers": {}}', "invalid-json", None),
    ("empty body", b"", "invalid-json", None),
    ("an array", b"[]", "wrong-type", None),
    ("a string", b'"hello"', "wrong-type", None),
    ("no user_id", json.dumps({"answers": {t: 3 for t in TEXTS}}).encode(), "missing-field", "user_id"),
    ("user_id null", json.dumps({"user_id": None, "answers": {}}).encode(), "wrong-type", "user_id"),
    ("user_id boolean", json.dumps({"user_id": True, "answers": {}}).encode(), "wrong-type", "user_id"),
    ("user_id empty", json.dumps({"user_id": "", "answers": {}}).encode(), "wrong-type", "user_id"),
    ("no answers", b'{"user_id": 1}', "missing-field", "answers"),
    ("user_id a lone surrogate", b'{"user_id": "u\\ud800", "answers": {}}', "invalid-json", None),
    ("a lone low surrogate in another member", b'{"user_id": 1, "x": "\\udc00", "answers": {}}', "invalid-json", None),
]


@pytest.mark.parametrize("name,body,code,key", BAD_BODIES, ids=[case[0] for case in BAD_BODIES])
def test_bad_bodies_give_400(base_url: str, name: str, body: bytes, code: str, key: str | None) -> None:
    status, error = post_answers(base_url, body)
    assert status == 400
    assert set(error) == {"error"}
    assert error["error"]["code"] == code
    assert error["error"].get("key") == key
    assert error["error"]["message"]


def test_a_lone_surrogate_gets_the_runtime_message(base_url: str) -> None:
    status, error = post_answers(base_url, b'{"user_id": "\\ud83d", "answers": {}}')
    assert (status, error) == (400, {"error": {"code": "invalid-json",
                                               "message": "the answers are not valid JSON: a lone surrogate escape at byte 19"}})


def test_a_surrogate_pair_or_an_escaped_backslash_is_fine(base_url: str) -> None:
    for user_id in ["\U0001F600-1", "\\ud800"]:
        status, answer = post_answers(base_url, {"user_id": user_id, "answers": {t: 4 for t in TEXTS}})
        assert (status, answer["user_id"]) == (200, user_id)


def test_other_members_are_ignored_and_user_id_is_echoed(base_url: str) -> None:
    answers = {t: 4 for t in TEXTS}
    status, answer = post_answers(base_url, {"client": "ios/2.3", "user_id": "ü-42", "answers": answers})
    assert status == 200
    assert answer["user_id"] == "ü-42"


def test_unknown_routes_and_methods(base_url: str) -> None:
    for path in ["/", "/questions", "/answers", "/questions/1/", "/admin/"]:
        status, _, error = request(base_url, "GET", path)
        assert (status, error["error"]["code"]) == (404, "not-found"), path
    for method, path, allow in [("POST", "/questions/", "GET, HEAD"), ("DELETE", "/questions/", "GET, HEAD"),
                                ("GET", "/answers/", "POST"), ("PUT", "/answers/", "POST")]:
        status, headers, error = request(base_url, method, path, b"{}" if method in ("POST", "PUT") else None)
        assert (status, error["error"]["code"], headers["Allow"]) == (405, "method-not-allowed", allow), (method, path)


def test_body_limit_and_length(base_url: str, service: server.QuizService) -> None:
    too_big = b'{"user_id": 1, "answers": {"x": "' + b"a" * service.max_body_bytes + b'"}}'
    status, error = post_answers(base_url, too_big)
    assert (status, error["error"]["code"]) == (413, "limit-exceeded")
    host, port = urllib.parse.urlsplit(base_url).netloc.split(":")
    connection = http.client.HTTPConnection(host, int(port), timeout=10)
    connection.putrequest("POST", "/answers/")
    connection.endheaders()
    response = connection.getresponse()
    assert response.status == 411
    assert json.loads(response.read())["error"]["code"] == "length-required"
    connection.close()


def test_concurrent_requests(base_url: str) -> None:
    rng = random.Random(5)
    answer_sets = [random_answers(rng) for _ in range(40)]
    sequential = [post_answers(base_url, {"user_id": n, "answers": a}) for n, a in enumerate(answer_sets)]
    with ThreadPoolExecutor(max_workers=8) as pool:
        parallel = list(pool.map(lambda item: post_answers(base_url, {"user_id": item[0], "answers": item[1]}), enumerate(answer_sets)))
    assert parallel == sequential


def tampered(bundle: Dict[str, Any]) -> bytes:
    return json.dumps(bundle, ensure_ascii=False, indent=2).encode()


def test_refuses_a_bundle_changed_after_it_was_built() -> None:
    changed = json.loads(MBTI.read_text(encoding="utf-8"))
    changed["questions"][0]["options"][0]["weights"] = {"E": 2}
    with pytest.raises(server.ServiceSetupError, match=r"not a usable bundle: /hash: the bundle's content hashes to"):
        server.QuizService(tampered(changed))


def rehashed(bundle: Dict[str, Any]) -> bytes:
    bundle["hash"] = server.quizruntime.bundle_hash(tampered(bundle))
    return tampered(bundle)


def test_refuses_bundles_the_legacy_client_cannot_use() -> None:
    with pytest.raises(server.ServiceSetupError, match=r"is a single question"):
        server.QuizService((BUNDLES / "fitcircle-persona.json").read_bytes())
    keyed_by_id = json.loads(MBTI.read_text(encoding="utf-8"))
    keyed_by_id["questions"][3]["key"] = keyed_by_id["questions"][3]["id"]
    keyed_by_id["examples"] = []
    with pytest.raises(server.ServiceSetupError, match=r'"ei-4" is not keyed by its text'):
        server.QuizService(rehashed(keyed_by_id))


def test_refuses_a_bundle_whose_examples_fail() -> None:
    wrong = json.loads(MBTI.read_text(encoding="utf-8"))
    wrong["examples"][0]["expect"] = "ESTJ"
    with pytest.raises(server.ServiceSetupError, match=r'examples fail with this runtime: example 0: expected the outcome "ESTJ", got "INFP"$'):
        server.QuizService(rehashed(wrong))


def test_the_command_line_refuses_to_start_on_a_bad_bundle(tmp_path: Path) -> None:
    bad = tmp_path / "mbti.json"
    bad.write_bytes(MBTI.read_bytes().replace(b"Strongly Agree", b"Strongly agree", 1))
    process = subprocess.run([sys.executable, str(HERE.parent / "server.py"), str(bad), "--port", "0"],
                             capture_output=True, timeout=60, check=False)
    assert process.returncode == 1
    assert process.stderr.decode().startswith(f"mbti-service: error: {bad}: not a usable bundle: /hash: ")
    missing = subprocess.run([sys.executable, str(HERE.parent / "server.py"), str(tmp_path / "none.json")],
                             capture_output=True, timeout=60, check=False)
    assert missing.returncode == 1
    assert "No such file" in missing.stderr.decode()


def test_a_bug_gives_a_json_500_not_an_empty_reply(base_url: str, service: server.QuizService, monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(body: bytes) -> bytes:
        raise KeyError("a bug")
    monkeypatch.setattr(service, "answer", broken)
    status, error = post_answers(base_url, {"user_id": 1, "answers": {}})
    assert (status, error["error"]["code"]) == (500, "internal-error")
