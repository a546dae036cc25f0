#!/usr/bin/env python3
"""Computes a quiz's response sums (quiz-response-stats/1) from stored responses in Parquet,
with the SQL `quizc analyze QUIZ --sql ENGINE` prints, run in DuckDB or in Spark SQL (local
mode), and writes them to a file that `quizc analyze QUIZ --stats-in FILE` reports on.

The Parquet file has one column per wire key (docs/analytics.md, "On DuckDB and Spark").

    python3 build-tools/analyze-sql.py QUIZ RESPONSES.parquet --engine duckdb --out sums.json
    quizc analyze QUIZ --stats-in sums.json --format json
"""

from __future__ import annotations

import argparse
import subprocess
import sys


def query_for(quizc: str, quiz: str, engine: str) -> str:
    """The query quizc writes for `quiz` in `engine`'s dialect."""
    done = subprocess.run([quizc, "analyze", quiz, "--sql", engine], capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"quizc analyze --sql {engine} failed:\n{done.stdout}{done.stderr}")
    return done.stdout


def run_duckdb(query: str, parquet: str) -> str:
    """The query's `stats` over `parquet`, in an in-memory DuckDB."""
    import duckdb

    connection = duckdb.connect()
    connection.execute("SET enable_progress_bar = false")
    escaped = parquet.replace("'", "''")
    connection.execute(f"CREATE VIEW responses AS SELECT * FROM read_parquet('{escaped}')")
    row = connection.execute(query).fetchone()
    connection.close()
    return str(row[0])


def run_spark(query: str, parquet: str) -> str:
    """The query's `stats` over `parquet`, in Spark SQL's local mode."""
    from pyspark.sql import SparkSession

    spark = (
        SparkSession.builder.master("local[2]")
        .appName("quizc-analyze")
        .config("spark.ui.enabled", "false")
        .config("spark.sql.ansi.enabled", "true")
        .getOrCreate()
    )
    spark.sparkContext.setLogLevel("ERROR")
    try:
        spark.read.parquet(parquet).createOrReplaceTempView("responses")
        return str(spark.sql(query).collect()[0][0])
    finally:
        spark.stop()


ENGINES = {"duckdb": run_duckdb, "spark": run_spark}


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("quiz", help="the quiz source (YAML)")
    parser.add_argument("parquet", help="the stored responses: one column per wire key")
    parser.add_argument("--engine", choices=sorted(ENGINES), default="duckdb")
    parser.add_argument("--out", required=True, help="where to write the sums (quiz-response-stats/1)")
    parser.add_argument("--quizc", default="quizc", help="the quizc executable")
    arguments = parser.parse_args(argv)
    query = query_for(arguments.quizc, arguments.quiz, arguments.engine)
    stats = ENGINES[arguments.engine](query, arguments.parquet)
    with open(arguments.out, "w", encoding="utf-8") as out:
        out.write(stats + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
