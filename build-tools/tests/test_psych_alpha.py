"""`quizc analyze` against R's psych::alpha on psychTools' `bfi` (2800 respondents, 25 items).

Examples/analytics/bfi.quiz.yaml holds the 25 items keyed as psych's `bfi.keys`;
Examples/analytics/export-bfi.R writes the data as CSV (the shipped
Examples/analytics/bfi.responses.csv is that file) and psych's results per scale (each on the
scale's complete cases). Raw alpha, r.drop and alpha.drop agree within 1e-12.
"""
import json
import os
import shutil
import subprocess

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
QUIZC = os.environ.get("QUIZC", os.path.join(ROOT, ".build", "debug", "quizc"))
EXAMPLE = os.path.join(ROOT, "Examples", "analytics")


def psych_available() -> bool:
    if shutil.which("Rscript") is None:
        return False
    probe = subprocess.run(["Rscript", "-e", "library(psych); library(psychTools)"], capture_output=True)
    return probe.returncode == 0


@pytest.mark.skipif(not os.path.exists(QUIZC), reason="needs a built quizc (swift build)")
@pytest.mark.skipif(not psych_available(),
                    reason="needs R with psych and psychTools (apt-get install r-cran-psych r-cran-psychtools)")
def test_alpha_r_drop_and_alpha_drop_match_psych(tmp_path):
    exported, expected = tmp_path / "bfi.csv", tmp_path / "psych.json"
    subprocess.run(["Rscript", os.path.join(EXAMPLE, "export-bfi.R"), str(exported), str(expected)],
                   check=True, capture_output=True)
    shipped = os.path.join(EXAMPLE, "bfi.responses.csv")
    with open(shipped, "rb") as file:
        assert exported.read_bytes() == file.read(), "the shipped data set differs from psychTools' bfi"
    run = subprocess.run([QUIZC, "analyze", "--no-cache", "--format", "json",
                          os.path.join(EXAMPLE, "bfi.quiz.yaml"), shipped],
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    analysis = json.loads(run.stdout)["analysis"]
    psych = json.loads(expected.read_text())
    assert analysis["responses"] == {"accepted": 2800, "rejected": 0}
    assert [scale["trait"] for scale in analysis["scales"]] == sorted(psych)
    for scale in analysis["scales"]:
        reference = psych[scale["trait"]]
        assert scale["n"] == reference["n"]
        assert abs(scale["alpha"] - reference["raw_alpha"]) < 1e-12
        for item, r_drop, alpha_drop in zip(scale["items"], reference["r_drop"], reference["alpha_drop"]):
            assert abs(item["item_rest_r"] - r_drop) < 1e-12, (scale["trait"], item["question"])
            assert abs(item["alpha_if_deleted"] - alpha_drop) < 1e-12, (scale["trait"], item["question"])
