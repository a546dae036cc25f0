"""`quizc analyze` on DuckDB and Spark: the same responses as JSON Lines (read by the binary)
and as Parquet (summed by the SQL `quizc analyze --sql` prints, run by
build-tools/analyze-sql.py in DuckDB and in Spark SQL's local mode) give byte-identical
`--format json` reports. The data: psychTools' `bfi` (2800 respondents, with missing
answers; the shipped Examples/analytics/bfi.responses.csv), and seeded random answers with missing ones to the bfi quiz (scale
options, minus-keyed items) and to quizzes/fitcircle-persona (option ids, weights of 1 to 3).
"""
import csv
import json
import os
import random
import shutil
import subprocess

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
QUIZC = os.environ.get("QUIZC", os.path.join(ROOT, ".build", "debug", "quizc"))
DRIVER = os.path.join(ROOT, "build-tools", "analyze-sql.py")
BFI = os.path.join(ROOT, "Examples", "analytics", "bfi.quiz.yaml")
FITCIRCLE = os.path.join(ROOT, "quizzes", "fitcircle-persona.quiz.yaml")


def importable(name: str) -> bool:
    try:
        __import__(name)
    except ImportError:
        return False
    return True


needs_quizc = pytest.mark.skipif(not os.path.exists(QUIZC), reason="needs a built quizc (swift build)")
needs_duckdb = pytest.mark.skipif(not importable("duckdb"), reason="needs DuckDB (pip install duckdb)")
needs_spark = pytest.mark.skipif(
    not importable("pyspark") or shutil.which("java") is None,
    reason="needs PySpark and a Java runtime (pip install pyspark; Java 17)")
# Spark's local mode takes minutes on 2 cores, too long for every CI run: asked for by name.
spark_asked = pytest.mark.skipif(os.environ.get("QUIZC_SPARK_TESTS") != "1",
                                 reason="Spark's local mode takes minutes: set QUIZC_SPARK_TESTS=1")


def questions(quiz: str, folder) -> list[dict]:
    """The quiz's questions as its bundle holds them."""
    out = folder / "bundles"
    subprocess.run([QUIZC, "build", quiz, "--no-cache", "-o", str(out), "--name-by-file"],
                   check=True, capture_output=True)
    name = os.path.basename(quiz).removesuffix(".yaml").removesuffix(".quiz") + ".json"
    return json.loads((out / name).read_text())["questions"]


def random_rows(quiz: str, folder, count: int, seed: int) -> tuple[list[str], list[dict]]:
    """Seeded answer sets of `quiz`'s questions, each answer missing one time in eight."""
    chooser = random.Random(seed)
    asked = questions(quiz, folder)
    rows = []
    for _ in range(count):
        row = {}
        for question in asked:
            option = chooser.choice(question["options"])
            if chooser.random() >= 0.125:
                row[question["key"]] = option["value"] if "value" in option else option["id"]
        rows.append(row)
    return [question["key"] for question in asked], rows


def write_jsonl(rows: list[dict], path) -> None:
    path.write_text("".join(json.dumps(row) + "\n" for row in rows))


def write_parquet(keys: list[str], rows: list[dict], path) -> None:
    """One column per wire key: BIGINT when every answer is an integer, else VARCHAR; NULL for no answer."""
    import duckdb

    def sql_type(key: str) -> str:
        integers = all(isinstance(row[key], int) for row in rows if key in row)
        return "BIGINT" if integers else "VARCHAR"

    connection = duckdb.connect()
    columns = ", ".join(f'"{key}" {sql_type(key)}' for key in keys)
    connection.execute(f"CREATE TABLE responses ({columns})")
    marks = ", ".join("?" for _ in keys)
    connection.executemany(f"INSERT INTO responses VALUES ({marks})", [[row.get(key) for key in keys] for row in rows])
    connection.execute(f"COPY responses TO '{path}' (FORMAT parquet)")
    connection.close()


def report(quiz: str, *arguments: str) -> str:
    run = subprocess.run([QUIZC, "analyze", "--no-cache", "--format", "json", quiz, *arguments],
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr
    return run.stdout


def without_scored_outcomes(report_text: str) -> dict:
    """The report without what only the binary's scoring pass counts (SQL scores nothing): the
    comparison with the design, its findings and the summary that counts them."""
    document = json.loads(report_text)
    document["analysis"].pop("designed_vs_observed")
    document.pop("summary")
    document["diagnostics"] = [diagnostic for diagnostic in document["diagnostics"]
                               if diagnostic["code"] not in ("outcome-never-observed", "outcome-share-off")]
    return document


def engine_report(quiz: str, parquet, engine: str, folder) -> str:
    sums = folder / f"{engine}-sums.json"
    subprocess.run([os.environ.get("PYTHON", "python3"), DRIVER, quiz, str(parquet), "--engine", engine,
                    "--quizc", QUIZC, "--out", str(sums)], check=True, capture_output=True)
    return report(quiz, "--stats-in", str(sums))


def data_sets(folder) -> list[tuple[str, list[str], list[dict]]]:
    sets = [(BFI, *random_rows(BFI, folder, 3000, 11)), (FITCIRCLE, *random_rows(FITCIRCLE, folder, 2000, 12))]
    keys = [question["key"] for question in questions(BFI, folder)]
    with open(os.path.join(ROOT, "Examples", "analytics", "bfi.responses.csv"), newline="") as file:
        rows = [{key: int(row[key]) for key in keys if row[key]} for row in csv.DictReader(file)]
    sets.append((BFI, keys, rows))
    return sets


def check_engines(folder, engines: list[str]) -> None:
    for index, (quiz, keys, rows) in enumerate(data_sets(folder)):
        part = folder / f"set{index}"
        part.mkdir()
        write_jsonl(rows, part / "responses.jsonl")
        write_parquet(keys, rows, part / "responses.parquet")
        binary = report(quiz, str(part / "responses.jsonl"))
        assert json.loads(binary)["analysis"]["responses"] == {"accepted": len(rows), "rejected": 0}
        for engine in engines:
            from_engine = engine_report(quiz, part / "responses.parquet", engine, part)
            assert without_scored_outcomes(from_engine) == without_scored_outcomes(binary), (quiz, index, engine)
            assert "limitation" in json.loads(from_engine)["analysis"]["designed_vs_observed"]


@needs_quizc
@needs_duckdb
def test_duckdb_over_parquet_reports_what_the_binary_reports_over_jsonl(tmp_path):
    check_engines(tmp_path, ["duckdb"])


@needs_quizc
@needs_duckdb
@needs_spark
@spark_asked
def test_spark_over_parquet_reports_what_the_binary_reports_over_jsonl(tmp_path):
    check_engines(tmp_path, ["spark"])


@needs_quizc
@needs_duckdb
def test_a_cell_the_runtime_rejects_is_counted_rejected_and_nowhere_else(tmp_path):
    keys, rows = random_rows(BFI, tmp_path, 200, 13)
    write_parquet(keys, rows, tmp_path / "good.parquet")
    bad = rows + [{key: 7 for key in keys}, {keys[0]: 0}]
    write_parquet(keys, bad, tmp_path / "bad.parquet")
    good_sums, bad_sums = tmp_path / "good.json", tmp_path / "bad.json"
    for parquet, sums in ((tmp_path / "good.parquet", good_sums), (tmp_path / "bad.parquet", bad_sums)):
        subprocess.run(["python3", DRIVER, BFI, str(parquet), "--quizc", QUIZC, "--out", str(sums)],
                       check=True, capture_output=True)
    good, bad_read = json.loads(good_sums.read_text()), json.loads(bad_sums.read_text())
    assert (bad_read["accepted"], bad_read["rejected"]) == (200, 2)
    assert {**bad_read, "rejected": 0} == good


@needs_quizc
def test_a_multiple_question_has_no_query(tmp_path):
    run = subprocess.run([QUIZC, "analyze", "--no-cache", "--format", "json", "--sql", "duckdb",
                          os.path.join(ROOT, "quizzes", "animal.quiz.yaml")], capture_output=True, text=True)
    assert run.returncode == 1
    codes = [diagnostic["code"] for diagnostic in json.loads(run.stdout)["diagnostics"]]
    assert codes == ["sql-unsupported-question"]
