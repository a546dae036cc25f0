"""JSON Lines scoring throughput against a bare ``json.loads`` of the same lines.

For each bundle (default: the shipped mbti and fitcircle-persona), generates N random
valid answer lines (seeded), then measures lines per second of

* ``json.loads(line)`` for every line (the bare parse of the bytes, the baseline), and of
  the lines already decoded to ``str`` (a stricter baseline, shown too);
* ``Scorer.score_json_line(line)`` for every line (the library: the exact output line);
* ``score_block`` over the lines in blocks (what ``quiz-runtime score`` does per block,
  output bytes included);

and prints the ratios to the baseline (the target is at least 0.5). The runs take turns,
best of ``--repeat`` each, and the scorer is built anew before each scoring run, so nothing
it remembers carries over from one run to the next. ``--profile`` runs
cProfile over the library loop and prints what dominates.

    python3 runtimes/python/bench/throughput.py [--lines 200000] [--repeat 3] [--profile] [BUNDLE.json ...]
"""

from __future__ import annotations

import argparse
import cProfile
import json
import pstats
import random
import sys
import time
from pathlib import Path
from typing import Any, Callable, Dict, List, Tuple

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "src"))

from quizruntime import Scorer, load_bundle  # noqa: E402
from quizruntime._cli import score_block  # noqa: E402

GOLDEN = HERE.parent.parent.parent / "Tests" / "QuizCompilerTests" / "Golden" / "bundles"


def random_line(rnd: random.Random, bundle: Dict[str, Any]) -> bytes:
    """A valid answers object in question order, compact, as an app would send it."""
    answers: Dict[str, Any] = {}
    for question in bundle["questions"]:
        options = question["options"]
        kind = question["type"]
        if kind == "scale":
            answers[question["key"]] = rnd.choice(options)["value"]
        elif kind == "single":
            answers[question["key"]] = rnd.choice(options)["id"]
        elif kind == "multiple":
            count = rnd.randint(question["min"], question["max"])
            answers[question["key"]] = [o["id"] for o in rnd.sample(options, count)]
        else:
            answers[question["key"]] = rnd.randint(question["min"], question["max"])
    return json.dumps(answers, separators=(",", ":"), ensure_ascii=False).encode()


def best_rates(runs: Dict[str, Tuple[Callable[[], None], Callable[[], None]]], count: int,
               repeat: int) -> Dict[str, float]:
    """Lines per second of each run (setup, run), best of ``repeat``; the runs take turns
    so that a change in the machine's load affects them alike."""
    best = {name: float("inf") for name in runs}
    for _ in range(repeat):
        for name, (setup, run) in runs.items():
            setup()
            start = time.perf_counter()
            run()
            best[name] = min(best[name], time.perf_counter() - start)
    return {name: count / seconds for name, seconds in best.items()}


def measure(path: Path, count: int, repeat: int, profile: bool) -> None:
    data = path.read_bytes()
    bundle = json.loads(data)
    loaded = load_bundle(data)
    scorer = Scorer(loaded)
    rnd = random.Random(17)
    lines = [random_line(rnd, bundle) for _ in range(count)]
    loads = json.loads

    def bare() -> None:
        for line in lines:
            loads(line)

    texts = [line.decode("utf-8") for line in lines]

    def bare_text() -> None:
        for text in texts:
            loads(text)

    def fresh() -> None:
        # A new scorer per run: nothing remembered from the previous run.
        nonlocal scorer
        scorer = Scorer(loaded)

    def library() -> None:
        score_line = scorer.score_json_line
        for line in lines:
            score_line(line)

    blocks = [lines[i:i + 4096] for i in range(0, len(lines), 4096)]

    def command() -> None:
        for block in blocks:
            score_block(scorer, block, 1 << 20)

    for line in lines[:1000]:
        assert not scorer.score_json_line(line)[1]
    nothing: Callable[[], None] = lambda: None
    rates = best_rates({"bare": (nothing, bare), "bare_text": (nothing, bare_text), "library": (fresh, library),
                        "command": (fresh, command)}, count, repeat)
    base, base_text, lib, cli = rates["bare"], rates["bare_text"], rates["library"], rates["command"]
    size = sum(len(line) for line in lines) / count
    print(f"{bundle['quiz']}: {count} lines, {size:.0f} bytes each")
    print(f"  json.loads(bytes)     {base:12,.0f} lines/s   (the baseline)")
    print(f"  json.loads(str)       {base_text:12,.0f} lines/s   (text already decoded)")
    print(f"  score_json_line       {lib:12,.0f} lines/s   ratio {lib / base:.2f} (to json.loads(str): {lib / base_text:.2f})")
    print(f"  score_block (the CLI) {cli:12,.0f} lines/s   ratio {cli / base:.2f}")
    if profile:
        fresh()
        profiler = cProfile.Profile()
        profiler.runcall(library)
        pstats.Stats(profiler).sort_stats("tottime").print_stats(8)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("bundles", nargs="*", type=Path)
    parser.add_argument("--lines", type=int, default=200_000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--profile", action="store_true")
    options = parser.parse_args()
    paths: List[Path] = options.bundles or [GOLDEN / "mbti.json", GOLDEN / "fitcircle-persona.json"]
    print(f"Python {sys.version.split()[0]}")
    for path in paths:
        measure(path, options.lines, options.repeat, options.profile)


if __name__ == "__main__":
    main()
