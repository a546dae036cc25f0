#!/usr/bin/env python3
"""Scores random answer sets with the shipped Big Five bundle and with an independent
reimplementation of the published scoring, and checks that they agree exactly.

The reference is the scoring of the IPIP-NEO-120 as the bigfive-test.com project publishes
it: the item keys of github.com/Alheimsins/b5-johnson-120-ipip-neo-pi-r (data/en/questions.json
and data/en/choices.js: a plus-keyed item scores the answer 1-5, a minus-keyed item 5-1) and
the result rule of github.com/Alheimsins/bigfive-calculate-score (lib/reduce-factors.js: a
domain's or facet's score is the sum of its items' scores, its result "low" when
score / count < 3, "neutral" when it equals 3, "high" when it is above). The rule is restated
here from that code, in exact integer arithmetic; nothing here reads the quiz source.

For every answer set, each runtime's result line must give:
  - `scores`: every domain's and facet's total equal to the published score;
  - `derived`: `<result>_mean` equal to score / count written with 2 decimals, halves rounded
    away from zero (the decimal form of docs/authoring.md);
  - `results`: the 35 results in the published order, each with that value and the band
    named like the published result (low / neutral / high);
  - no `outcome` (a profile without `nearest`).

    python3 build-tools/big-five-published-scoring.py [--sets N] [--seed S]
        [--bundle FILE] [--quizc PATH] [--javascript] [--no-python]

The Python runtime (runtimes/python/src) scores in process; `--quizc` adds the Swift
runtime through `quizc score BUNDLE --lines`, `--javascript` the JavaScript runtime's command
line. Exit status 0 when every runtime agrees with the published scoring, 1 otherwise.
"""
from __future__ import annotations

import argparse
import decimal
import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Dict, List, Sequence, Tuple

ROOT = Path(__file__).resolve().parent.parent
BUNDLE = ROOT / "Tests" / "QuizCompilerTests" / "Golden" / "bundles" / "big-five.json"

# The published item keys, item 1 to 120 in the published order: domain, facet number,
# + (plus-keyed) or - (minus-keyed). Items and keys are public domain (ipip.ori.org).
PUBLISHED_KEYS = """
N1+ E1+ O1+ A1+ C1+ N2+ E2+ O2+ A2- C2+ N3+ E3+ O3+ A3+ C3+
N4+ E4+ O4+ A4- C4+ N5+ E5+ O5+ A5- C5+ N6+ E6+ O6+ A6+ C6-
N1+ E1+ O1+ A1+ C1+ N2+ E2+ O2+ A2- C2- N3+ E3+ O3+ A3+ C3+
N4+ E4+ O4- A4- C4+ N5- E5+ O5- A5- C5+ N6+ E6+ O6+ A6+ C6-
N1+ E1- O1+ A1+ C1+ N2+ E2- O2- A2- C2- N3+ E3+ O3- A3- C3-
N4+ E4+ O4- A4- C4- N5- E5+ O5- A5- C5- N6+ E6+ O6- A6- C6-
N1+ E1- O1+ A1- C1+ N2- E2- O2- A2- C2- N3- E3- O3- A3- C3-
N4- E4- O4- A4- C4- N5- E5+ O5- A5- C5- N6- E6+ O6- A6- C6-
""".split()

# Johnson's names of the domains and facets (IPIP-NEO), as the quiz's result ids.
NAMES = {
    "N": "neuroticism", "N1": "anxiety", "N2": "anger", "N3": "depression", "N4": "self_consciousness",
    "N5": "immoderation", "N6": "vulnerability",
    "E": "extraversion", "E1": "friendliness", "E2": "gregariousness", "E3": "assertiveness",
    "E4": "activity_level", "E5": "excitement_seeking", "E6": "cheerfulness",
    "O": "openness", "O1": "imagination", "O2": "artistic_interests", "O3": "emotionality",
    "O4": "adventurousness", "O5": "intellect", "O6": "liberalism",
    "A": "agreeableness", "A1": "trust", "A2": "morality", "A3": "altruism", "A4": "cooperation",
    "A5": "modesty", "A6": "sympathy",
    "C": "conscientiousness", "C1": "self_efficacy", "C2": "orderliness", "C3": "dutifulness",
    "C4": "achievement_striving", "C5": "self_discipline", "C6": "cautiousness",
}
# Domains in the published order, each followed by its six facets.
ORDER = [key for domain in "NEOAC" for key in [domain] + [f"{domain}{n}" for n in range(1, 7)]]


def published(answers: Sequence[int]) -> Dict[str, Tuple[int, int, str]]:
    """reduce-factors.js over the published choices: key -> (score, count, result)."""
    totals: Dict[str, List[int]] = {}
    for key, answer in zip(PUBLISHED_KEYS, answers):
        score = answer if key[2] == "+" else 6 - answer
        for name in (key[0], key[:2]):
            entry = totals.setdefault(name, [0, 0])
            entry[0] += score
            entry[1] += 1
    out = {}
    for name, (score, count) in totals.items():
        # average > 3, < 3, = 3, compared exactly: score against 3 × count.
        result = "high" if score > 3 * count else "low" if score < 3 * count else "neutral"
        out[name] = (score, count, result)
    return out


def decimal_form(numerator: int, denominator: int, digits: int) -> str:
    """numerator / denominator with `digits` decimals, halves away from zero, no `-0`."""
    scaled_num, scaled_den = abs(numerator) * 10**digits, denominator
    whole = (2 * scaled_num + scaled_den) // (2 * scaled_den)
    text = str(whole).rjust(digits + 1, "0")
    text = text[:-digits] + "." + text[-digits:] if digits else text
    return ("-" if numerator < 0 and whole != 0 else "") + text


def expected_line(answers: Sequence[int]) -> dict:
    """The parts of the result line the published scoring determines."""
    scores = published(answers)
    return {
        "scores": {key: scores[key][0] for key in ORDER},
        "derived": {f"{NAMES[key]}_mean": decimal_form(scores[key][0], scores[key][1], 2) for key in ORDER},
        "results": [
            {"id": NAMES[key], "value": decimal_form(scores[key][0], scores[key][1], 2), "band": scores[key][2]}
            for key in ORDER
        ],
    }


def actual_parts(line: str) -> dict:
    """The same parts of a runtime's result line, numbers as their exact written text."""
    value = json.loads(line, parse_float=decimal.Decimal, parse_int=decimal.Decimal)
    if "outcome" in value or "secondary" in value:
        raise ValueError(f"a profile without nearest has no outcome: {line[:200]}")

    def text(number: object) -> str:
        return str(number) if number is not None else "null"

    return {
        "scores": {key: int(value["scores"][key]) for key in ORDER},
        "derived": {key: text(number) for key, number in value["derived"].items()},
        "results": [{"id": r["id"], "value": text(r["value"]), "band": r["band"]} for r in value["results"]],
    }


def answer_sets(count: int, seed: int) -> List[List[int]]:
    """Every constant answer set (1…5), then random ones, some leaning low or high."""
    rng = random.Random(seed)
    sets = [[value] * 120 for value in range(1, 6)]
    while len(sets) < count:
        lean = rng.choice([None, (1, 3), (3, 5), (2, 4)])
        low, high = lean or (1, 5)
        sets.append([rng.randint(low, high) for _ in range(120)])
    return sets


def answers_json(bundle: dict, answers: Sequence[int]) -> str:
    """The answer set keyed by the bundle's wire keys (questions q1…q120 in item order)."""
    keys = {question["id"]: question["key"] for question in bundle["questions"]}
    return json.dumps({keys[f"q{n}"]: answer for n, answer in enumerate(answers, 1)}, separators=(",", ":"))


def python_lines(bundle_bytes: bytes, lines: List[str]) -> List[str]:
    sys.path.insert(0, str(ROOT / "runtimes" / "python" / "src"))
    import quizruntime  # noqa: E402

    scorer = quizruntime.Scorer(quizruntime.load_bundle(bundle_bytes))
    return [quizruntime.result_line(scorer.score_json(line)) for line in lines]


def command_lines(command: List[str], bundle: Path, lines: List[str]) -> List[str]:
    completed = subprocess.run(command + ["score", str(bundle), "--lines"], input="\n".join(lines) + "\n",
                               capture_output=True, text=True, timeout=600)
    if completed.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} exited {completed.returncode}: {completed.stderr[:500]}")
    return completed.stdout.splitlines()


def compare(name: str, sets: List[List[int]], lines: List[str]) -> List[str]:
    failures = []
    if len(lines) != len(sets):
        return [f"{name}: {len(lines)} result lines for {len(sets)} answer sets"]
    for number, (answers, line) in enumerate(zip(sets, lines), 1):
        want = expected_line(answers)
        try:
            got = actual_parts(line)
        except (KeyError, TypeError, ValueError) as error:
            failures.append(f"{name}: set {number}: unreadable result line ({error!r}): {line[:300]}")
            continue
        for part in ("scores", "derived", "results"):
            if got[part] != want[part]:
                failures.append(f"{name}: set {number} {answers}: {part} differ:\n  runtime   {got[part]}\n"
                                f"  published {want[part]}")
    return failures


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sets", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=2014)
    parser.add_argument("--bundle", type=Path, default=BUNDLE)
    parser.add_argument("--quizc", help="a quizc binary: also score through the Swift runtime")
    parser.add_argument("--javascript", action="store_true", help="also score through runtimes/js")
    parser.add_argument("--no-python", action="store_true")
    options = parser.parse_args(argv)

    bundle_bytes = options.bundle.read_bytes()
    bundle = json.loads(bundle_bytes)
    sets = answer_sets(options.sets, options.seed)
    lines = [answers_json(bundle, answers) for answers in sets]
    runs: List[Tuple[str, List[str]]] = []
    if not options.no_python:
        runs.append(("python", python_lines(bundle_bytes, lines)))
    if options.quizc:
        runs.append(("quizc", command_lines([options.quizc], options.bundle, lines)))
    if options.javascript:
        runs.append(("javascript", command_lines(["node", str(ROOT / "runtimes/js/bin/quiz-runtime.js")],
                                                 options.bundle, lines)))
    failures = [failure for name, output in runs for failure in compare(name, sets, output)]
    for failure in failures[:10]:
        print(failure)
    bands = {band: sum(1 for answers in sets for entry in published(answers).values() if entry[2] == band)
             for band in ("low", "neutral", "high")}
    print(f"{len(sets)} answer sets, runtimes {', '.join(name for name, _ in runs)}: "
          f"{'all agree with the published scoring' if not failures else f'{len(failures)} differences'} "
          f"(results low {bands['low']}, neutral {bands['neutral']}, high {bands['high']})")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
