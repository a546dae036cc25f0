"""One bundle's scorer as a function of a stored answers text, for SQL engines.

The same `BundleScorer.rescore` runs as a DuckDB Python UDF (`rescore.py`) and as a PySpark
UDF (docs/rescoring.md); both declare the result with `RESULT_FIELDS`, so the two give the
same columns.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Dict, List, Optional, Tuple

REPO_ROOT = Path(__file__).absolute().parents[2]

try:
    import quizruntime
except ImportError:  # not installed: use the repository's copy
    sys.path.insert(0, str(REPO_ROOT / "runtimes" / "python" / "src"))
    import quizruntime

__all__ = ["RESULT_FIELDS", "DUCKDB_RESULT_TYPE", "BundleMismatch", "BundleScorer", "quizruntime"]

#: The result of `rescore`, field by field, with its SQL type (DuckDB and Spark SQL spell these alike).
#: `result` is the runtime's whole result line — exactly what `quizc score` prints for the answers.
RESULT_FIELDS: List[Tuple[str, str]] = [
    ("outcome", "VARCHAR"),      # the new outcome code; NULL when the answers were rejected
    ("secondary", "VARCHAR"),    # the runner-up (highest model with secondary), else NULL
    ("scores", "VARCHAR"),       # {"trait": total, ...} as JSON text, in the bundle's trait order
    ("error_code", "VARCHAR"),   # the runtime's error code when the answers were rejected, else NULL
    ("result", "VARCHAR"),       # the runtime's result or error line
]

#: `RESULT_FIELDS` as a DuckDB type.
DUCKDB_RESULT_TYPE = "STRUCT(" + ", ".join(f"{name} {sql}" for name, sql in RESULT_FIELDS) + ")"


class BundleMismatch(Exception):
    """The bundle is not the one the run was told to use (its hash or version differs)."""


class BundleScorer:
    """A bundle loaded with its hash verified, and its scorer.

    `expect_hash` / `expect_version`, when given, must equal the bundle's `hash` / `version`:
    a rescoring run names the exact bundle it was planned with, so a rebuilt or swapped file
    stops it before a single row is written.
    """

    def __init__(self, bundle_bytes: bytes, expect_hash: Optional[str] = None, expect_version: Optional[str] = None) -> None:
        bundle = quizruntime.load_bundle(bundle_bytes)  # raises quizruntime.BundleError, hash checked
        self.quiz: str = bundle.quiz
        self.version: str = bundle.version
        self.hash: str = quizruntime.bundle_hash(bundle_bytes)
        if expect_hash is not None and expect_hash != self.hash:
            raise BundleMismatch(f"the bundle's hash is {self.hash}, not the expected {expect_hash}")
        if expect_version is not None and expect_version != self.version:
            raise BundleMismatch(f"the bundle is {self.quiz} {self.version}, not the expected version {expect_version}")
        self._scorer = quizruntime.Scorer(bundle)

    def rescore(self, answers: Optional[str]) -> Optional[Dict[str, Optional[str]]]:
        """The result fields for one stored answers text (JSON); `None` for a NULL answers value."""
        if answers is None:
            return None
        outcome = self._scorer.score_json(answers)
        line = quizruntime.result_line(outcome)
        if isinstance(outcome, quizruntime.AnswerError):
            return {"outcome": None, "secondary": None, "scores": None, "error_code": outcome.code, "result": line}
        scores = ",".join(f"{json.dumps(entry.trait, ensure_ascii=False)}:{entry.amount}" for entry in outcome.scores)
        return {
            "outcome": outcome.outcome,
            "secondary": outcome.secondary,
            "scores": "{" + scores + "}",
            "error_code": None,
            "result": line,
        }
