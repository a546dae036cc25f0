"""Synthetic stored answers for the rescoring test and benchmark: random valid answer sets
for a bundle, mixed with the kinds of broken ones a real table collects, written to Parquet
by DuckDB."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any, Callable, Dict, List, Optional, Tuple

import duckdb

from scoring_function import quizruntime

Row = Tuple[int, Optional[str], Optional[str]]


def _random_answer(question: Dict[str, Any], rng: random.Random) -> Any:
    """A random valid answer to one question."""
    options = question["options"]
    kind = question["type"]
    if kind == "scale":
        return rng.choice(options)["value"]
    if kind == "single":
        return rng.choice(options)["id"]
    if kind == "multiple":
        count = rng.randint(question["min"], question["max"])
        return [option["id"] for option in rng.sample(options, count)]
    # range: an integer, a fraction or an anchor id
    low, high = question["min"], question["max"]
    return rng.choice([rng.randint(low, high), round(rng.uniform(low, high), 2), rng.choice(options)["id"]])


def random_answers(bundle: Dict[str, Any], rng: random.Random,
                   scorer: Optional["quizruntime.Scorer"] = None) -> Dict[str, Any]:
    """A valid answers object for a bundle without draws: walking the questions in order, an
    answer to every question the answers so far show (the runtime's visibility decides, so a
    follow-up question is answered only when its parent's answer shows it)."""
    if scorer is None:
        scorer = _scorer(bundle)
    answers: Dict[str, Any] = {}
    for question in bundle["questions"]:
        seen = scorer.visibility(answers)
        if not seen.ok:
            raise ValueError(f"generated answers rejected: {seen}")
        if question["id"] in seen.visible:
            answers[question["key"]] = _random_answer(question, rng)
    return answers


def _scorer(bundle: Dict[str, Any]) -> "quizruntime.Scorer":
    """The Python runtime's scorer for a decoded bundle."""
    data = json.dumps(bundle, ensure_ascii=False).encode("utf-8")
    return quizruntime.Scorer(quizruntime.load_bundle(data, verify_hash=False))


def _broken(bundle: Dict[str, Any], rng: random.Random, scorer: "quizruntime.Scorer") -> Optional[str]:
    """One stored answers text that the scorer must reject (or SQL NULL)."""
    answers = random_answers(bundle, rng, scorer)
    first = bundle["questions"][0]
    key = first["key"]
    breakers: List[Callable[[], Optional[str]]] = [
        lambda: json.dumps({**answers, "no such question": 1}),
        lambda: json.dumps({k if k != key else key.upper() + " ": v for k, v in answers.items()}),
        lambda: json.dumps({k: v for k, v in answers.items() if k != key}),
        lambda: json.dumps({**answers, key: 9999}),
        lambda: json.dumps({**answers, key: "\u00e9clair"}, ensure_ascii=False),
        lambda: json.dumps({**answers, key: True}),
        lambda: json.dumps(answers)[:-3],
        lambda: "[]",
        lambda: "null",
        lambda: '{"%s": 1, "%s": 2}' % (key, key),
        lambda: json.dumps({"e\u0301" + key: 1, **answers}, ensure_ascii=False),
        lambda: None,
    ]
    return rng.choice(breakers)()


def stored_rows(bundle: Dict[str, Any], count: int, seed: int, broken_share: float = 0.1) -> List[Row]:
    """`count` rows (user_id, answers JSON text or NULL, old outcome); about `broken_share` broken."""
    rng = random.Random(seed)
    scorer = _scorer(bundle)
    codes = list(bundle["outcomes"])
    rows: List[Row] = []
    for user_id in range(count):
        if rng.random() < broken_share:
            answers = _broken(bundle, rng, scorer)
        else:
            answers = json.dumps(random_answers(bundle, rng, scorer), ensure_ascii=False)
        rows.append((user_id, answers, rng.choice(codes)))
    return rows


def write_parquet(rows: List[Row], path: Path) -> None:
    """Writes the rows as a Parquet table (user_id BIGINT, answers VARCHAR, outcome VARCHAR) with
    DuckDB, by way of a JSON Lines file beside it (much faster than row-by-row inserts)."""
    staging = path.with_name(path.name + ".jsonl")
    with staging.open("w", encoding="utf-8") as out:
        for user_id, answers, outcome in rows:
            out.write(json.dumps({"user_id": user_id, "answers": answers, "outcome": outcome}, ensure_ascii=False) + "\n")
    connection = duckdb.connect()
    try:
        connection.execute(
            f"""COPY (SELECT * FROM read_json(?, format = 'newline_delimited',
                        columns = {{user_id: 'BIGINT', answers: 'VARCHAR', outcome: 'VARCHAR'}}))
                TO '{_quoted(path)}' (FORMAT parquet)""", [str(staging)])
    finally:
        connection.close()
        staging.unlink()


def _quoted(path: Path) -> str:
    # COPY ... TO takes a literal, not a parameter.
    return str(path).replace("'", "''")
