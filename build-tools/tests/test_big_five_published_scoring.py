"""build-tools/big-five-published-scoring.py: the shipped Big Five bundle scores 1,000 random
answer sets exactly as the published IPIP-NEO-120 scoring does, through the Python runtime and,
when it is built, quizc (the Swift runtime); and the check notices a bundle that scores one item
the wrong way round."""
import importlib.util
import json
import os
import sys
from pathlib import Path

TOOLS = Path(__file__).resolve().parent.parent
ROOT = TOOLS.parent
QUIZC = Path(os.environ.get("QUIZC", ROOT / ".build" / "debug" / "quizc"))

spec = importlib.util.spec_from_file_location("big_five_published_scoring", TOOLS / "big-five-published-scoring.py")
tool = importlib.util.module_from_spec(spec)
spec.loader.exec_module(tool)


def test_decimal_form_rounds_halves_away_from_zero():
    assert tool.decimal_form(13, 4, 2) == "3.25"
    assert tool.decimal_form(75, 24, 2) == "3.13"  # 3.125
    assert tool.decimal_form(73, 24, 2) == "3.04"  # 3.0416…
    assert tool.decimal_form(-1, 8, 2) == "-0.13"
    assert tool.decimal_form(-1, 1000, 2) == "0.00"
    assert tool.decimal_form(137, 2, 0) == "69"
    assert tool.decimal_form(72, 24, 2) == "3.00"


def test_published_scoring_of_constant_answers():
    # Everything 3: every score is 3 × count, every result neutral (the package's own tests).
    neutral = tool.published([3] * 120)
    assert {key: value[2] for key, value in neutral.items()} == {key: "neutral" for key in tool.ORDER}
    assert neutral["N"] == (72, 24, "neutral") and neutral["N1"] == (12, 4, "neutral")
    # Everything 5: a plus-keyed item scores 5, a minus-keyed one 1.
    agree = tool.published([5] * 120)
    assert agree["N1"] == (20, 4, "high")  # anxiety: four plus-keyed items
    assert agree["C6"] == (4, 4, "low")  # cautiousness: four minus-keyed items
    assert agree["A2"] == (4, 4, "low")  # morality: four minus-keyed items
    assert sum(key.endswith("-") for key in tool.PUBLISHED_KEYS) == 55


def test_runtimes_agree_with_the_published_scoring(capsys):
    arguments = ["--sets", "1000"]
    if QUIZC.exists():
        arguments += ["--quizc", str(QUIZC)]
    assert tool.main(arguments) == 0, capsys.readouterr().out
    out = capsys.readouterr().out
    assert "1000 answer sets" in out and "all agree with the published scoring" in out


def test_notices_an_item_scored_the_wrong_way_round(tmp_path, capsys):
    sys.path.insert(0, str(ROOT / "runtimes" / "python" / "src"))
    import quizruntime

    bundle = json.loads(tool.BUNDLE.read_bytes())
    question = next(q for q in bundle["questions"] if q["id"] == "q9")  # minus-keyed (morality)
    weights = [option["weights"] for option in question["options"]]
    for option, reversed_weights in zip(question["options"], reversed(weights)):
        option["weights"] = reversed_weights
    del bundle["hash"]
    text = json.dumps(bundle, ensure_ascii=False, separators=(",", ":"))
    bundle["hash"] = quizruntime.bundle_hash(text)
    path = tmp_path / "big-five.json"
    path.write_text(json.dumps(bundle, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
    assert tool.main(["--sets", "50", "--bundle", str(path)]) == 1
    out = capsys.readouterr().out
    assert "scores differ" in out and "'A2'" in out
