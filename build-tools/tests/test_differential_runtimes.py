"""Runs build-tools/differential-runtimes.py with stand-in runtimes, to show that it notices
a difference in standard output or exit status and passes runtimes that agree."""
import json
import os
import subprocess
import sys
import textwrap

TOOLS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROOT = os.path.dirname(TOOLS)
TOOL = os.path.join(TOOLS, "differential-runtimes.py")
BUNDLE = os.path.join(ROOT, "Tests", "QuizCompilerTests", "Golden", "bundles", "fitcircle-persona.json")

# A stand-in runtime: echoes each input line's length, and the seed for `order`. With
# DIFFER=line, it answers one line containing `x` differently; with DIFFER=status, it exits
# 3 for order seed 42.
STAND_IN = textwrap.dedent("""
    import os, sys
    differ = os.environ.get("DIFFER", "")
    arguments = sys.argv[1:]
    if arguments[0] == "order":
        seed = arguments[arguments.index("--seed") + 1]
        print(seed)
        sys.exit(3 if differ == "status" and seed == "42" else 0)
    source = [a for a in arguments[2:] if not a.startswith("--") and not a.isdigit()]
    data = open(source[0], "rb").read() if source and source[0] != "-" else sys.stdin.buffer.read()
    for line in data.splitlines():
        length = len(line) + (1 if differ == "line" and b"x" in line else 0)
        print(length)
""")


def run(tmp_path, differ_second):
    stand_in = tmp_path / "stand_in.py"
    stand_in.write_text(STAND_IN)
    same = f"{sys.executable} {stand_in}"
    other = f"env DIFFER={differ_second} {sys.executable} {stand_in}"
    return subprocess.run([sys.executable, TOOL, "--lines", "300", "--quizc", same, "--javascript", same,
                           "--python", other, BUNDLE], capture_output=True, text=True, timeout=600)


def test_agreeing_runtimes_pass(tmp_path):
    result = run(tmp_path, "")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "every run gave the same standard output bytes and exit status" in result.stdout


def test_a_different_line_is_reported(tmp_path):
    result = run(tmp_path, "line")
    assert result.returncode == 1
    assert "standard output of quizc and python differ at line" in result.stdout


def test_a_different_exit_status_is_reported(tmp_path):
    result = run(tmp_path, "status")
    assert result.returncode == 1
    assert "order --seed 42: exit status quizc 0, python 3" in result.stdout


def test_lines_are_the_same_for_the_same_seed():
    sys.path.insert(0, TOOLS)
    import importlib.util
    spec = importlib.util.spec_from_file_location("differential", TOOL)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    bundle = json.load(open(BUNDLE, encoding="utf-8"))
    import random
    first = [module.LineMaker(bundle, random.Random(5)).line() for _ in range(1)]
    makers = [module.LineMaker(bundle, random.Random(5)) for _ in range(2)]
    a = [makers[0].line() for _ in range(500)]
    b = [makers[1].line() for _ in range(500)]
    assert a == b and a[:1] == first
    assert len(set(a)) > 300  # varied, not one line repeated
