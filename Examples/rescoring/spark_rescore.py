"""The same rescoring on Apache Spark, for tables that outgrow one machine.

    spark-submit --py-files quizruntime.zip,Examples/rescoring/scoring_function.py \
        Examples/rescoring/spark_rescore.py BUNDLE INPUT_PARQUET OUTPUT_PARQUET --expect-hash sha256:... [--pandas]

The scoring function is `scoring_function.BundleScorer.rescore`, the one `rescore.py` registers
in DuckDB, and the columns are the same. Each executor loads the bundle once (hash verified)
from a broadcast copy of its bytes. `--pandas` uses a pandas UDF (Arrow batches, needs pandas
and pyarrow on the executors) instead of a row-at-a-time Python UDF.
Not run in this repository's CI: PySpark needs a JVM (docs/rescoring.md).
"""

# No `from __future__ import annotations`: Spark reads the pandas UDF's type hints at run time.
import argparse
from typing import Any, Callable, Dict, Iterator, List, Optional, Tuple

from pyspark.sql import DataFrame, SparkSession
from pyspark.sql import functions as F
from pyspark.sql import types as T

from scoring_function import RESULT_FIELDS, BundleScorer

_SPARK_TYPES = {"VARCHAR": T.StringType()}
#: `RESULT_FIELDS` as a Spark struct.
RESULT_TYPE = T.StructType([T.StructField(name, _SPARK_TYPES[sql], nullable=True) for name, sql in RESULT_FIELDS])


def scorer_factory(spark: SparkSession, bundle_bytes: bytes, expect_hash: Optional[str]) -> Tuple[BundleScorer, Callable[[], BundleScorer]]:
    """The driver's `BundleScorer` (built now: a wrong bundle fails before any task starts), and a
    function that gives each Python worker its own, built once from a broadcast copy of the bundle."""
    driver = BundleScorer(bundle_bytes, expect_hash)
    broadcast = spark.sparkContext.broadcast(bundle_bytes)
    cache: Dict[str, BundleScorer] = {}  # empty when the UDF is shipped; filled on each worker

    def worker_scorer() -> BundleScorer:
        if "scorer" not in cache:
            cache["scorer"] = BundleScorer(broadcast.value, expect_hash)
        return cache["scorer"]

    return driver, worker_scorer


def row_udf(scorer: Callable[[], BundleScorer]) -> Any:
    """`rescore(answers)` as a row-at-a-time Python UDF (a NULL answers value gives a NULL struct)."""
    return F.udf(lambda answers: scorer().rescore(answers), RESULT_TYPE)


def pandas_udf(scorer: Callable[[], BundleScorer]) -> Any:
    """`rescore(answers)` as a pandas UDF over Arrow batches (a NULL answers value gives NULL fields)."""
    import pandas as pd

    names = [name for name, _ in RESULT_FIELDS]
    empty = dict.fromkeys(names)

    def rescore_batches(batches: Iterator[pd.Series]) -> Iterator[pd.DataFrame]:
        rescore = scorer().rescore
        for answers in batches:
            rows = [rescore(None if pd.isna(text) else text) or empty for text in answers]
            yield pd.DataFrame(rows, columns=names)

    return F.pandas_udf(rescore_batches, RESULT_TYPE)  # type: ignore[call-overload]


def rescore(stored: DataFrame, bundle: BundleScorer, udf: Any) -> DataFrame:
    """Every stored row with `quiz`, `version`, `bundle_hash` and the `new_*` fields, as `rescore.py` writes them."""
    new_columns: List[Any] = [F.col(f"r.{name}").alias(f"new_{name}") for name, _ in RESULT_FIELDS]
    return (stored.withColumn("r", udf(F.col("answers")))
            .select(*[F.col(c) for c in stored.columns], F.lit(bundle.quiz).alias("quiz"), F.lit(bundle.version).alias("version"),
                    F.lit(bundle.hash).alias("bundle_hash"), *new_columns))


def main(argv: Optional[List[str]] = None) -> None:
    parser = argparse.ArgumentParser(description="Rescore stored answers (Parquet) with a bundle, on Spark.")
    parser.add_argument("bundle")
    parser.add_argument("input")
    parser.add_argument("output")
    parser.add_argument("--expect-hash")
    parser.add_argument("--pandas", action="store_true", help="use a pandas UDF (needs pandas and pyarrow)")
    args = parser.parse_args(argv)
    spark = SparkSession.builder.appName("quiz-rescore").getOrCreate()
    with open(args.bundle, "rb") as file:
        driver, worker_scorer = scorer_factory(spark, file.read(), args.expect_hash)
    udf = pandas_udf(worker_scorer) if args.pandas else row_udf(worker_scorer)
    rescore(spark.read.parquet(args.input), driver, udf).write.mode("error").parquet(args.output)
    spark.stop()


if __name__ == "__main__":
    main()
