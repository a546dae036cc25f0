"""Rescoring stored answers in DuckDB: every row equals the reference scorer's line."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import warnings
from pathlib import Path
from typing import Any, Dict, List, Optional

import duckdb
import pytest

HERE = Path(__file__).absolute().parent
sys.path.insert(0, str(HERE.parent))

import rescore  # noqa: E402
import stored_answers  # noqa: E402
from scoring_function import REPO_ROOT, BundleMismatch, BundleScorer, quizruntime  # noqa: E402

BUNDLES = REPO_ROOT / "Tests" / "QuizCompilerTests" / "Golden" / "bundles"


def quizc() -> Optional[Path]:
    """The quizc binary named by $QUIZC (default `.build/debug/quizc` under the repository root), if built."""
    path = Path(os.environ.get("QUIZC", ".build/debug/quizc"))
    path = path if path.is_absolute() else REPO_ROOT / path
    return path if path.is_file() else None


def quizc_lines(binary: Path, bundle: Path, texts: List[str]) -> List[str]:
    """What `quizc score` prints for each answers text: JSON Lines for all, then, for a text that
    is not JSON, the one-document run (whose message says "the answers", as the library's does,
    where JSON Lines say "the line")."""
    run = subprocess.run([str(binary), "score", str(bundle), "--lines"], input="".join(t + "\n" for t in texts).encode(),
                         capture_output=True, check=False)
    assert run.returncode in (0, 1), run.stderr.decode()
    lines = run.stdout.decode().split("\n")[:-1]
    assert len(lines) == len(texts)
    for index, line in enumerate(lines):
        if json.loads(line).get("error", {}).get("code") == "invalid-json":
            single = subprocess.run([str(binary), "score", str(bundle), "--document"], input=texts[index].encode(),
                                    capture_output=True, check=False)
            lines[index] = json.dumps(json.loads(single.stdout), ensure_ascii=False, separators=(",", ":"))
    return lines


def read_rows(path: Path) -> List[Dict[str, Any]]:
    connection = duckdb.connect()
    try:
        cursor = connection.execute("SELECT * FROM read_parquet(?) ORDER BY user_id", [str(path)])
        names = [column[0] for column in cursor.description]
        return [dict(zip(names, row)) for row in cursor.fetchall()]
    finally:
        connection.close()


@pytest.mark.parametrize("name", ["fitcircle-persona", "mbti"])
def test_every_rescored_row_equals_the_reference(tmp_path: Path, name: str) -> None:
    bundle_path = BUNDLES / f"{name}.json"
    bundle = json.loads(bundle_path.read_text(encoding="utf-8"))
    rows = stored_answers.stored_rows(bundle, 600, seed=17, broken_share=0.2)
    source, target = tmp_path / "stored.parquet", tmp_path / "rescored.parquet"
    stored_answers.write_parquet(rows, source)
    scorer = BundleScorer(bundle_path.read_bytes())
    connection = duckdb.connect()
    try:
        assert rescore.rescore_parquet(connection, scorer, source, target) == len(rows)
    finally:
        connection.close()
    rescored = read_rows(target)

    texts = [answers for _, answers, _ in rows if answers is not None]
    binary = quizc()
    if binary is not None:
        reference = iter(quizc_lines(binary, bundle_path, texts))
    else:
        warnings.warn("quizc is not built (set QUIZC or run `swift build`): rows compared with the Python runtime, not with quizc score")
        direct = quizruntime.Scorer(quizruntime.load_bundle(bundle_path.read_bytes()))
        reference = iter([quizruntime.result_line(direct.score_json(text)) for text in texts])

    codes = set()
    for (user_id, answers, old), row in zip(rows, rescored):
        assert (row["user_id"], row["answers"], row["outcome"]) == (user_id, answers, old)
        assert (row["quiz"], row["version"], row["bundle_hash"]) == (bundle["quiz"], bundle["version"], bundle["hash"])
        if answers is None:
            assert [row[f"new_{field}"] for field, _ in rescore.RESULT_FIELDS] == [None] * len(rescore.RESULT_FIELDS)
            continue
        line = next(reference)
        assert row["new_result"] == line, answers
        parsed = json.loads(line)
        if "error" in parsed:
            assert (row["new_error_code"], row["new_outcome"], row["new_scores"]) == (parsed["error"]["code"], None, None)
            codes.add(parsed["error"]["code"])
        else:
            assert row["new_error_code"] is None
            assert (row["new_outcome"], row["new_secondary"]) == (parsed["outcome"], parsed.get("secondary"))
            assert json.loads(row["new_scores"]) == parsed["scores"]
            assert list(json.loads(row["new_scores"])) == bundle["traits"]
    assert next(reference, None) is None
    assert {"invalid-json", "unknown-key", "missing-answer", "wrong-type", "unknown-option"} <= codes
    assert sum(1 for row in rescored if row["new_outcome"] is not None) > 400


def test_comparing_old_and_new_outcomes_in_sql(tmp_path: Path) -> None:
    bundle_path = BUNDLES / "fitcircle-persona.json"
    rows = stored_answers.stored_rows(json.loads(bundle_path.read_text(encoding="utf-8")), 300, seed=3)
    source, target = tmp_path / "stored.parquet", tmp_path / "rescored.parquet"
    stored_answers.write_parquet(rows, source)
    assert rescore.main([str(bundle_path), str(source), str(target)]) == 0
    rescored = read_rows(target)
    connection = duckdb.connect()
    try:
        # The query docs/rescoring.md shows.
        moves = connection.execute(
            """SELECT outcome AS old_outcome, coalesce(new_outcome, 'rejected: ' || new_error_code) AS new_outcome, count(*) AS users
               FROM read_parquet(?) WHERE outcome IS DISTINCT FROM new_outcome GROUP BY ALL ORDER BY users DESC, old_outcome, new_outcome""",
            [str(target)]).fetchall()
    finally:
        connection.close()
    expected: Dict[Any, int] = {}
    for row in rescored:
        if row["outcome"] != row["new_outcome"]:
            shown = f"rejected: {row['new_error_code']}" if row["new_error_code"] else row["new_outcome"]  # NULL answers: NULL
            moved = (row["outcome"], shown)
            expected[moved] = expected.get(moved, 0) + 1
    assert {(old, new): users for old, new, users in moves} == expected
    assert sum(users for *_, users in moves) > 100


def test_the_command_line_checks_the_bundle_it_was_told_to_use(tmp_path: Path) -> None:
    bundle_path = BUNDLES / "mbti.json"
    bundle = json.loads(bundle_path.read_text(encoding="utf-8"))
    source = tmp_path / "stored.parquet"
    stored_answers.write_parquet(stored_answers.stored_rows(bundle, 20, seed=1), source)
    command = [sys.executable, str(HERE.parent / "rescore.py"), str(bundle_path), str(source)]

    ok = subprocess.run(command + [str(tmp_path / "ok.parquet"), "--expect-hash", bundle["hash"], "--expect-version", bundle["version"]],
                        capture_output=True, text=True, check=False)
    assert ok.returncode == 0, ok.stderr
    assert ok.stdout.startswith(f"rescore: 20 rows with mbti {bundle['version']} ({bundle['hash']}) in ")

    wrong_hash = subprocess.run(command + [str(tmp_path / "no.parquet"), "--expect-hash", "sha256:" + "0" * 64],
                                capture_output=True, text=True, check=False)
    assert wrong_hash.returncode == 1
    assert f"not the bundle to rescore with: the bundle's hash is {bundle['hash']}" in wrong_hash.stderr
    wrong_version = subprocess.run(command + [str(tmp_path / "no.parquet"), "--expect-version", "2.0.0"],
                                   capture_output=True, text=True, check=False)
    assert wrong_version.returncode == 1
    assert "not the expected version 2.0.0" in wrong_version.stderr
    assert not (tmp_path / "no.parquet").exists()

    edited = tmp_path / "edited.json"
    edited.write_bytes(bundle_path.read_bytes().replace(b'"Agree"', b'"Agreed"', 1))
    damaged = subprocess.run([sys.executable, str(HERE.parent / "rescore.py"), str(edited), str(source), str(tmp_path / "no.parquet")],
                             capture_output=True, text=True, check=False)
    assert damaged.returncode == 1
    assert "/hash: the bundle's content hashes to" in damaged.stderr


def test_bundle_scorer_checks_hash_and_version() -> None:
    data = (BUNDLES / "fitcircle-persona.json").read_bytes()
    bundle = json.loads(data)
    assert BundleScorer(data, bundle["hash"], bundle["version"]).hash == bundle["hash"]
    with pytest.raises(BundleMismatch):
        BundleScorer(data, expect_version="9.0.0")
    with pytest.raises(quizruntime.BundleError) as raised:
        BundleScorer(data.replace(b'"casey"', b'"kasey"'))
    assert raised.value.code in ("hash-mismatch", "invalid-bundle")
