"""spark_rescore.py against rescore.py: the same function on Spark gives the same columns and
values as in DuckDB. Skipped where PySpark (and the JVM it needs) is not installed, as in CI."""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

import pytest

pytest.importorskip("pyspark", reason="PySpark is not installed (it needs a JVM); CI does not run the Spark variant")
if shutil.which("java") is None:
    pytest.skip("PySpark needs a Java runtime (java not on PATH)", allow_module_level=True)

HERE = Path(__file__).absolute().parent
sys.path.insert(0, str(HERE.parent))

import duckdb  # noqa: E402
from pyspark.sql import SparkSession  # noqa: E402

import rescore  # noqa: E402
import spark_rescore  # noqa: E402
import stored_answers  # noqa: E402
from scoring_function import REPO_ROOT, BundleScorer, quizruntime  # noqa: E402

BUNDLE = REPO_ROOT / "Tests" / "QuizCompilerTests" / "Golden" / "bundles" / "mbti.json"


@pytest.mark.parametrize("use_pandas", [False, True], ids=["python-udf", "pandas-udf"])
def test_spark_gives_the_duckdb_rows(tmp_path: Path, use_pandas: bool) -> None:
    if use_pandas:
        pytest.importorskip("pyarrow", reason="the pandas UDF needs pyarrow")
        pytest.importorskip("pandas", reason="the pandas UDF needs pandas")
    data = BUNDLE.read_bytes()
    source, duck = tmp_path / "stored.parquet", tmp_path / "duckdb.parquet"
    stored_answers.write_parquet(stored_answers.stored_rows(json.loads(data), 200, seed=9, broken_share=0.2), source)
    connection = duckdb.connect()
    try:
        rescore.rescore_parquet(connection, BundleScorer(data), source, duck)
        expected = connection.execute("SELECT * FROM read_parquet(?) ORDER BY user_id", [str(duck)]).fetchall()
        columns = [c[0] for c in connection.execute("SELECT * FROM read_parquet(?) LIMIT 0", [str(duck)]).description]
    finally:
        connection.close()
    spark = SparkSession.builder.master("local[1]").appName("rescore-test").getOrCreate()
    try:
        # What `spark-submit --py-files quizruntime.zip,scoring_function.py` ships (docs/rescoring.md).
        package = Path(quizruntime.__file__).parent
        archive = shutil.make_archive(str(tmp_path / "quizruntime"), "zip", root_dir=package.parent, base_dir=package.name)
        spark.sparkContext.addPyFile(archive)
        spark.sparkContext.addPyFile(str(HERE.parent / "scoring_function.py"))
        driver, worker = spark_rescore.scorer_factory(spark, data, json.loads(data)["hash"])
        udf = spark_rescore.pandas_udf(worker) if use_pandas else spark_rescore.row_udf(worker)
        frame = spark_rescore.rescore(spark.read.parquet(str(source)), driver, udf)
        assert frame.columns == columns
        got = [tuple(row) for row in frame.orderBy("user_id").collect()]
    finally:
        spark.stop()
    assert got == expected
