"""Rescore a Parquet table of stored answers with a (new) bundle, inside DuckDB.

    python3 Examples/rescoring/rescore.py BUNDLE INPUT.parquet OUTPUT.parquet \
        [--expect-hash sha256:...] [--expect-version 2.0.0]

INPUT has the columns `user_id`, `answers` (the stored answers object as JSON text) and
`outcome` (the outcome stored when it was scored). OUTPUT has every input column, then
`quiz`, `version`, `bundle_hash` (the bundle that rescored it) and the fields of
`scoring_function.RESULT_FIELDS` prefixed `new_`: `new_outcome`, `new_secondary`,
`new_scores`, `new_error_code`, `new_result`. A NULL `answers` gives NULL result fields.
The scorer runs as a DuckDB Python UDF (`rescore(answers)`); docs/rescoring.md has the workflow.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any, List, Optional, Tuple

import duckdb

from scoring_function import DUCKDB_RESULT_TYPE, RESULT_FIELDS, BundleMismatch, BundleScorer, quizruntime


def register(connection: duckdb.DuckDBPyConnection, scorer: BundleScorer, name: str = "rescore") -> None:
    """Registers `name(answers VARCHAR) -> STRUCT(...)` on the connection: the bundle's scorer as a UDF."""
    # "special": NULL answers reach the function (which returns None) instead of being skipped.
    connection.create_function(name, scorer.rescore, ["VARCHAR"], DUCKDB_RESULT_TYPE,  # type: ignore[call-overload]
                               null_handling="special", side_effects=False)


def rescore_parquet(connection: duckdb.DuckDBPyConnection, scorer: BundleScorer, source: Path, target: Path) -> int:
    """Writes `target` (Parquet): every row of `source` with its new result. Returns the row count."""
    register(connection, scorer)
    new_columns = ", ".join(f"r.{name} AS new_{name}" for name, _ in RESULT_FIELDS)
    connection.execute(
        f"""
        COPY (
            SELECT * EXCLUDE (r), ? AS quiz, ? AS version, ? AS bundle_hash, {new_columns}
            FROM (SELECT *, rescore(answers) AS r FROM read_parquet(?))
        ) TO '{_quoted(target)}' (FORMAT parquet)
        """,
        [scorer.quiz, scorer.version, scorer.hash, str(source)],
    )
    return int(_one_row(connection, "SELECT count(*) FROM read_parquet(?)", [str(target)])[0])


def _one_row(connection: duckdb.DuckDBPyConnection, query: str, parameters: List[str]) -> Tuple[Any, ...]:
    row = connection.execute(query, parameters).fetchone()
    assert row is not None  # an aggregate always gives one row
    return row


def _quoted(path: Path) -> str:
    # COPY ... TO takes a literal, not a parameter.
    return str(path).replace("'", "''")


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(prog="rescore", description="Rescore stored answers (Parquet) with a bundle, in DuckDB.")
    parser.add_argument("bundle", type=Path)
    parser.add_argument("input", type=Path, help="Parquet with user_id, answers (JSON text), outcome")
    parser.add_argument("output", type=Path, help="the Parquet file to write")
    parser.add_argument("--expect-hash", help="refuse a bundle whose hash is not this one")
    parser.add_argument("--expect-version", help="refuse a bundle whose version is not this one")
    args = parser.parse_args(argv)
    try:
        scorer = BundleScorer(args.bundle.read_bytes(), args.expect_hash, args.expect_version)
    except OSError as error:
        print(f"rescore: error: {error}", file=sys.stderr)
        return 2
    except (quizruntime.BundleError, BundleMismatch) as error:
        print(f"rescore: error: {args.bundle}: not the bundle to rescore with: {error}", file=sys.stderr)
        return 1
    connection = duckdb.connect()
    try:
        started = time.perf_counter()
        rows = rescore_parquet(connection, scorer, args.input, args.output)
        seconds = time.perf_counter() - started
        rejected, changed = _one_row(
            connection,
            "SELECT count(*) FILTER (new_error_code IS NOT NULL), count(*) FILTER (outcome IS DISTINCT FROM new_outcome) "
            "FROM read_parquet(?)", [str(args.output)])
    finally:
        connection.close()
    print(f"rescore: {rows} rows with {scorer.quiz} {scorer.version} ({scorer.hash}) in {seconds:.2f} s "
          f"({rows / seconds if seconds else 0:,.0f} rows/s): {changed} outcomes changed, {rejected} rejected")
    return 0


if __name__ == "__main__":
    sys.exit(main())
