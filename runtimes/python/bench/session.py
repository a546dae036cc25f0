"""Saving and resuming a 120-question session: the shipped Big Five (120 scale items, 12
pages of 10) answered to its last page, 2.5 s per answer, then ``Session.save`` and
``resume_session`` timed one call at a time. Prints the median of each (wall time, and the
thread's CPU time), unsigned and signed (HMAC-SHA256), and the token's size in bytes
(docs/PERFORMANCE.md, "Sessions: saving and resuming").

    python3 runtimes/python/bench/session.py [--runs 200] [BUNDLE.json]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path
from typing import Callable, List, Optional, Tuple

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "src"))

from quizruntime import Scorer, Session, load_bundle, parse_json, resume_session, start_session  # noqa: E402

BIG_FIVE = HERE.parent.parent.parent / "Tests" / "QuizCompilerTests" / "Golden" / "bundles" / "big-five.json"
KEY = b"session benchmark key"


def answered_to_the_last_page(scorer: Scorer) -> Session:
    """A session with every question answered (option number n mod the options' count for
    the n-th question, 2.5 s after the one before), standing on its last page."""
    now = [0]
    session = start_session(scorer, seed=1, clock=lambda: now[0])
    given = 0
    while True:
        for presented in session.questions():
            question = scorer.bundle.questions[presented.question]
            now[0] += 2500
            option = question.options[given % len(question.options)]
            assert session.answer(question.key, option.value if question.type == "scale" else option.id) is None
            given += 1
        if session.next() is not None:
            return session


def median_ms(runs: int, call: Callable[[], object]) -> Tuple[float, float]:
    """The medians of `runs` timed calls, in milliseconds: wall time, and this thread's CPU
    time (the machine may be shared: wall time includes waiting for a core)."""
    wall: List[int] = []
    cpu: List[int] = []
    for _ in range(runs):
        wall_start, cpu_start = time.perf_counter_ns(), time.thread_time_ns()
        call()
        cpu.append(time.thread_time_ns() - cpu_start)
        wall.append(time.perf_counter_ns() - wall_start)
    return statistics.median(wall) / 1e6, statistics.median(cpu) / 1e6


def shown(figure: Tuple[float, float]) -> str:
    """A median pair as printed: ``0.123 ms (CPU 0.120 ms)``."""
    return f"{figure[0]:.3f} ms (CPU {figure[1]:.3f} ms)"


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("bundle", nargs="?", default=str(BIG_FIVE))
    parser.add_argument("--runs", type=int, default=200)
    args = parser.parse_args(argv)
    scorer = Scorer(load_bundle(Path(args.bundle).read_bytes()))
    session = answered_to_the_last_page(scorer)
    print(f"python: {scorer.bundle.quiz}, {len(session.answers)} answers, page {session.page + 1} of "
          f"{len(session.pages)}, median of {args.runs} runs")
    for label, key in (("unsigned", None), ("signed", KEY)):
        token = session.save(key)
        assert isinstance(token, str)
        assert isinstance(resume_session(scorer, token, clock=lambda: 0, key=key), Session)
        save = median_ms(args.runs, lambda: session.save(key))
        resume = median_ms(args.runs, lambda: resume_session(scorer, token, clock=lambda: 0, key=key))
        print(f"  {label:8}  save {shown(save)}  resume {shown(resume)}  token {len(token.encode('utf-8'))} bytes")
    unsigned = session.save()
    assert isinstance(unsigned, str)
    parse = median_ms(args.runs, lambda: parse_json(unsigned))
    print(f"  the exact reader alone (quizruntime.parse_json; a resume uses it only when the C scanner cannot decide): {shown(parse)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
