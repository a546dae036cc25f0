"""Rows per second of `rescore.py`'s DuckDB UDF, against the same scorer in a plain Python loop.

    python3 Examples/rescoring/bench_rescore.py [--rows 100000] [--bundle mbti] [--bundle fitcircle-persona]

Generates the rows (`stored_answers`, 10 % broken), writes them to Parquet in a temporary
folder, rescores them into another Parquet file and prints one line per bundle.
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from pathlib import Path
from typing import List, Optional

import duckdb

import rescore
import stored_answers
from scoring_function import REPO_ROOT, BundleScorer

BUNDLES = REPO_ROOT / "Tests" / "QuizCompilerTests" / "Golden" / "bundles"


def main(argv: Optional[List[str]] = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rows", type=int, default=100_000)
    parser.add_argument("--bundle", action="append", help="a shipped bundle's name (default: mbti and fitcircle-persona)")
    args = parser.parse_args(argv)
    for name in args.bundle or ["mbti", "fitcircle-persona"]:
        data = (BUNDLES / f"{name}.json").read_bytes()
        rows = stored_answers.stored_rows(json.loads(data), args.rows, seed=1)
        scorer = BundleScorer(data)
        with tempfile.TemporaryDirectory() as folder:
            source, target = Path(folder) / "stored.parquet", Path(folder) / "rescored.parquet"
            stored_answers.write_parquet(rows, source)
            connection = duckdb.connect()
            try:
                started = time.perf_counter()
                count = rescore.rescore_parquet(connection, scorer, source, target)
                udf_seconds = time.perf_counter() - started
            finally:
                connection.close()
        started = time.perf_counter()
        for _, answers, _ in rows:
            scorer.rescore(answers)
        loop_seconds = time.perf_counter() - started
        print(f"{name}: {count} rows, DuckDB UDF Parquet to Parquet {udf_seconds:.2f} s = {count / udf_seconds:,.0f} rows/s; "
              f"the same function in a Python loop {loop_seconds:.2f} s = {count / loop_seconds:,.0f} rows/s")


if __name__ == "__main__":
    main()
