#!/usr/bin/env python3
"""Differential run of the three scoring command lines: `quizc`, the JavaScript runtime's
`quiz-runtime` and the Python runtime's `quiz-runtime`.

For every bundle given, it writes thousands of answer lines — valid answer sets and hostile
ones (unknown, near-miss, non-NFC and confusable keys, wrong types, range numbers at and
beside anchor boundaries, broken JSON, invalid UTF-8, blank lines, mixed line ends) — and
runs `score` and `visible` over them through each command line, in JSON Lines, document and
small-limit modes, then `order` for a set of seeds (valid and invalid), then `session replay` on
random session scripts (answers valid and not, navigation, clock ticks, saves signed and not,
resumes edited and on other bundles) and `session check` on the tokens they saved (with and
without keys, damaged, on other bundles), and every run of Tests/Sessions/runs.json. Standard
output must be the same bytes and the exit status the same number in every run; the first
difference is printed.

    python3 build-tools/differential-runtimes.py [--lines N] [--sessions N] [--seed S] BUNDLE...

Each runtime is a command prefix (`--quizc`, `--javascript`, `--python`); the defaults are
the debug `quizc`, `node runtimes/js/bin/quiz-runtime.js` and `python3 -m quizruntime` with
`runtimes/python/src` on the path (a command given with `--python`, such as an installed
`quiz-runtime`, runs as it is). Exit status: 0 when all agree, 1 on a difference.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import shlex
import subprocess
import sys
import tempfile
import unicodedata
from pathlib import Path
from typing import Callable, Dict, List, Optional, Sequence, Tuple

ROOT = Path(__file__).resolve().parent.parent

Line = bytes


# ---------------------------------------------------------------- answer lines


def dumps(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


class LineMaker:
    """Makes answer lines for one bundle from a seeded generator."""

    def __init__(self, bundle: dict, rng: random.Random) -> None:
        self.bundle = bundle
        self.questions: List[dict] = bundle["questions"]
        self.rng = rng

    # Answers ------------------------------------------------------------

    def valid_answer(self, question: dict) -> object:
        rng = self.rng
        options = question["options"]
        kind = question["type"]
        if kind == "scale":
            return rng.choice(options)["value"]
        if kind == "single":
            return rng.choice(options)["id"]
        if kind == "multiple":
            low, high = question["min"], question["max"]
            count = rng.randint(low, high)
            return [o["id"] for o in rng.sample(options, count)]
        # range: an anchor id or a number in [min, max]
        low, high = question["min"], question["max"]
        roll = rng.random()
        if roll < 0.25:
            return rng.choice(options)["id"]
        if roll < 0.5:
            return rng.randint(low, high)
        return RawNumber(self.range_literal(question))

    def range_literal(self, question: dict) -> str:
        """A number literal at, beside or between anchor boundaries, in varied forms."""
        rng = self.rng
        low, high = question["min"], question["max"]
        steps = len(question["options"]) - 1
        # Boundary j: low + (2j - 1)(high - low) / (2 steps), as a decimal when it is one.
        j = rng.randint(1, max(steps, 1))
        numerator = 2 * steps * low + (2 * j - 1) * (high - low)
        denominator = 2 * steps
        whole, rest = divmod(numerator * 10**12, denominator)
        text = decimal_text(whole, 12)
        roll = rng.random()
        if roll < 0.2:
            return text
        if roll < 0.35:  # just below the boundary
            return decimal_text(whole - 1, 12)
        if roll < 0.5:  # just above
            return decimal_text(whole + 1, 12) + "0000001"
        if roll < 0.6:
            return exponent_form(text, rng)
        if roll < 0.7:
            return rng.choice(["-0", "0.0", "-0.0", "0e5", "1E0", "5e-1", "0.50", "1e-400", "-1e-400"])
        if roll < 0.8:
            return rng.choice([str(low), str(high), str(low - 1), str(high + 1), f"{high}.0000000001",
                               f"{low - 1}.9999999999999999999", "1e400", "-1e400", "12345678901234567890123",
                               "0.35000000000000000001", "0.35", "9" * 40])
        return f"{rng.uniform(low, high)!r}"

    def valid_set(self, ordered: bool = True) -> List[Tuple[str, object]]:
        pairs = []
        for question in self.questions:
            if not question["required"] and self.rng.random() < 0.3:
                continue
            pairs.append((question["key"], self.valid_answer(question)))
        if not ordered:
            self.rng.shuffle(pairs)
        return pairs

    def wrong_answer(self, question: dict) -> object:
        rng = self.rng
        options = [RawNumber("true"), RawNumber("false"), None, {}, {"a": 1}, [], "nope", 1.5, -3, 10**20,
                   RawNumber("2.0"), RawNumber("3e0"), [1, 2], ["x", "x"]]
        if question["type"] == "multiple":
            ids = [o["id"] for o in question["options"]]
            options += [ids, ids[:1] * 2, [], ids + ["extra"], [ids[0].upper()]]
        if question["type"] in ("single", "range"):
            ident = rng.choice(question["options"])["id"]
            options += [ident.upper(), ident + " ", " " + ident, unicodedata.normalize("NFD", ident + "é"),
                        ident.replace("_", "-"), "\u200b" + ident]
        if question["type"] == "scale":
            values = [o["value"] for o in question["options"]]
            options += [max(values) + 1, min(values) - 1, str(values[0]), RawNumber(f"{values[0]}.5")]
        return rng.choice(options)

    def key_variant(self, key: str) -> str:
        rng = self.rng
        variants = [
            key.upper(), key.lower(), key + " ", " " + key, key.replace(" ", "  "),
            key.replace("'", "\u2019"), key.replace("'", "\u2018"), key.replace("’", "'"),
            unicodedata.normalize("NFD", key + "é"), "\u200b" + key, key + "\ufeff",
            "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in key),  # fullwidth
            key[:-1], key + "x", key.replace("e", "é"), unicodedata.normalize("NFD", key.replace("e", "é")),
        ]
        return rng.choice(variants)

    # Lines --------------------------------------------------------------

    def line(self) -> Line:
        rng = self.rng
        roll = rng.random()
        if roll < 0.30:
            return encode_pairs(self.valid_set(ordered=True))
        if roll < 0.40:
            return encode_pairs(self.valid_set(ordered=False))
        pairs = self.valid_set(ordered=rng.random() < 0.5)
        if roll < 0.52 and pairs:
            index = rng.randrange(len(pairs))
            question = next(q for q in self.questions if q["key"] == pairs[index][0])
            pairs[index] = (pairs[index][0], self.wrong_answer(question))
            return encode_pairs(pairs)
        if roll < 0.62 and pairs:
            index = rng.randrange(len(pairs))
            pairs[index] = (self.key_variant(pairs[index][0]), pairs[index][1])
            return encode_pairs(pairs)
        if roll < 0.66 and pairs:
            question = next(q for q in self.questions if q["key"] == pairs[0][0])
            pairs[0] = (question["id"], pairs[0][1])  # the id instead of the wire key
            return encode_pairs(pairs)
        if roll < 0.70 and pairs:
            pairs.insert(rng.randrange(len(pairs) + 1), rng.choice(pairs))  # a duplicate member
            return encode_pairs(pairs)
        if roll < 0.74 and len(pairs) > 1:
            del pairs[rng.randrange(len(pairs))]  # maybe a missing required answer
            return encode_pairs(pairs)
        if roll < 0.78:
            pairs.append((rng.choice(["", "x", "unknown", "\u00e9", "e\u0301", "\U0001F600", "a\u0000b", "ǅ"]),
                          rng.choice([1, "a", None])))
            return encode_pairs(pairs)
        if roll < 0.90:
            return self.broken_json(encode_pairs(pairs))
        return rng.choice(HOSTILE_LINES)

    def broken_json(self, text: Line) -> Line:
        rng = self.rng
        cut = rng.randrange(len(text) + 1)
        choices: List[Callable[[], Line]] = [
            lambda: text[:cut],
            lambda: text + b" x",
            lambda: text[:-1] + b",}",
            lambda: text.replace(b":", b"=", 1),
            lambda: text[:cut] + rng.choice([b"\xff", b"\xc3", b"\xed\xa0\x80", b"\xf4\x90\x80\x80", b"\x00"]) + text[cut:],
            lambda: text.replace(b'"', b"'", 2),
            lambda: text[:1] + b'"\\ud800":1,' + text[1:],
            lambda: text[:1] + b'"\\uDC00\\uD800":1,' + text[1:],
            lambda: text[:1] + b'"\\x":1,' + text[1:],
            lambda: text[:1] + b'"a\tb":1,' + text[1:],
            lambda: b"\xef\xbb\xbf" + text,
            lambda: b"  " + text + b"\t ",
        ]
        return rng.choice(choices)()


class RawNumber:
    """A number written as given (a literal JSON would not produce from a float)."""

    def __init__(self, literal: str) -> None:
        self.literal = literal


def decimal_text(value: int, places: int) -> str:
    sign = "-" if value < 0 else ""
    digits = str(abs(value)).rjust(places + 1, "0")
    whole, fraction = digits[:-places], digits[-places:].rstrip("0")
    return sign + whole + ("." + fraction if fraction else "")


def exponent_form(text: str, rng: random.Random) -> str:
    negative = text.startswith("-")
    digits = text.lstrip("-").replace(".", "")
    point = len(text.lstrip("-").split(".")[0])
    stripped = digits.lstrip("0")
    shift = len(digits) - len(stripped)
    if not stripped:
        return text
    exponent = point - shift - 1
    mantissa = stripped[0] + ("." + stripped[1:] if len(stripped) > 1 else "")
    return ("-" if negative else "") + mantissa + rng.choice(["e", "E"]) + str(exponent)


def encode_value(value: object) -> str:
    if isinstance(value, RawNumber):
        return value.literal
    if isinstance(value, list):
        return "[" + ",".join(encode_value(v) for v in value) + "]"
    if isinstance(value, dict):
        return dumps(value)
    return dumps(value)


def encode_pairs(pairs: Sequence[Tuple[str, object]]) -> Line:
    return ("{" + ",".join(dumps(k) + ":" + encode_value(v) for k, v in pairs) + "}").encode("utf-8", "surrogatepass")


HOSTILE_LINES: List[Line] = [
    b"", b"   ", b"\t", b"{}", b"[]", b"null", b"true", b"0", b"-0", b"1e400", b'"answers"', b"{", b"}", b"[",
    b'{"a":1}x', b"{,}", b'{"a" 1}', b'{"a":}', b'{"a":01}', b'{"a":.5}', b'{"a":-}', b'{"a":1e}', b'{"a":NaN}',
    b'{"a":Infinity}', b'{"a":tru}', b'{"a":"\\u12"}', b'{"a":"\\u0000"}', b"\xef\xbb\xbf{}", b"\xff\xfe",
    b"[" * 70 + b"]" * 70, b"{\"a\":" * 70 + b"1" + b"}" * 70, b'{"a":[' + b",".join([b"1"] * 300) + b"]}",
    b'{"\xc3\xa9":1}', b'{"e\xcc\x81":1}', b'{"\\u00e9":1,"e\\u0301":2}', b'{"a":1,"a":1}',
    b'{"' + b"k" * 3000 + b'":1}', b" " * 100 + b"{}",
]


# ---------------------------------------------------------------- runs


class Runtime:
    def __init__(self, name: str, command: List[str], env: Optional[Dict[str, str]] = None) -> None:
        self.name = name
        self.command = command
        self.env = env

    def run(self, arguments: List[str], stdin: Optional[bytes] = None) -> Tuple[int, bytes]:
        environment = dict(os.environ)
        if self.env:
            environment.update(self.env)
        completed = subprocess.run(self.command + arguments, input=stdin if stdin is not None else b"",
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=environment, timeout=600)
        return completed.returncode, completed.stdout


def first_difference(a: bytes, b: bytes) -> str:
    lines_a, lines_b = a.split(b"\n"), b.split(b"\n")
    for number, (x, y) in enumerate(zip(lines_a, lines_b), start=1):
        if x != y:
            return f"line {number}:\n    {x[:400]!r}\n    {y[:400]!r}"
    return f"line counts differ: {len(lines_a)} and {len(lines_b)}"


class Comparison:
    def __init__(self, runtimes: List[Runtime]) -> None:
        self.runtimes = runtimes
        self.runs = 0
        self.compared_lines = 0
        self.failures: List[str] = []

    def compare(self, label: str, arguments: List[str], stdin: Optional[bytes] = None) -> bytes:
        """Runs every runtime, records the differences, and returns the first one's output."""
        results = [(runtime, *runtime.run(arguments, stdin)) for runtime in self.runtimes]
        reference, status, output = results[0]
        self.runs += 1
        self.compared_lines += output.count(b"\n")
        for runtime, other_status, other_output in results[1:]:
            if other_status != status:
                self.failures.append(f"{label}: exit status {reference.name} {status}, {runtime.name} {other_status}")
            if other_output != output:
                self.failures.append(f"{label}: standard output of {reference.name} and {runtime.name} differ at "
                                     + first_difference(output, other_output))
        return output


def line_ends(rng: random.Random, lines: List[Line]) -> bytes:
    out = bytearray()
    for index, line in enumerate(lines):
        out += line
        if index < len(lines) - 1 or rng.random() < 0.5:
            out += rng.choice([b"\n"] * 8 + [b"\r\n", b"\r"])
    return bytes(out)


def pretty_document(pairs: Sequence[Tuple[str, object]]) -> bytes:
    body = ",\n".join("  " + dumps(k) + ": " + encode_value(v) for k, v in pairs)
    return ("{\n" + body + "\n}\n").encode("utf-8", "surrogatepass")


def run_bundle(comparison: Comparison, bundle_path: Path, count: int, seed: int, work: Path) -> None:
    bundle = json.loads(bundle_path.read_text(encoding="utf-8"))
    name = bundle_path.stem
    rng = random.Random(f"{seed}:{name}")
    maker = LineMaker(bundle, rng)
    lines = [maker.line() for _ in range(count)]
    answers = work / f"{name}.jsonl"
    answers.write_bytes(line_ends(rng, lines))
    bundle_argument = str(bundle_path)
    comparison.compare(f"{name}: score FILE ({count} lines)", ["score", bundle_argument, str(answers)])
    comparison.compare(f"{name}: score --lines from standard input", ["score", bundle_argument, "--lines"],
                       stdin=answers.read_bytes())
    comparison.compare(f"{name}: score --max-line-bytes 300", ["score", bundle_argument, str(answers),
                                                              "--max-line-bytes", "300"])
    # Documents: pretty objects spanning lines, chosen automatically and by --document.
    for index in range(10):
        document = pretty_document(maker.valid_set(ordered=index % 2 == 0))
        if index % 5 == 4:
            document = document.replace(b"\n}", b",\n  \"extra\": 1\n}")
        comparison.compare(f"{name}: document {index}", ["score", bundle_argument, "-"], stdin=document)
        comparison.compare(f"{name}: --document {index}", ["score", bundle_argument, "--document"],
                           stdin=document.replace(b"\n", b" "))
    for document in [b"", b"{}", b"{\n}\n", b"[\n1]\n", b"{\n\"a\":\n1}\n{}", b"\n\n", b"x"]:
        comparison.compare(f"{name}: document {document[:20]!r}", ["score", bundle_argument], stdin=document)
    # Which questions the same lines show (branching, docs/cli.md "quizc visible"): the same
    # input handling as score, so the file, standard input, a small limit and documents.
    comparison.compare(f"{name}: visible FILE ({count} lines)", ["visible", bundle_argument, str(answers)])
    comparison.compare(f"{name}: visible --lines from standard input", ["visible", bundle_argument, "--lines"],
                       stdin=answers.read_bytes())
    comparison.compare(f"{name}: visible --max-line-bytes 300", ["visible", bundle_argument, str(answers),
                                                                "--max-line-bytes", "300"])
    for index in range(4):
        document = pretty_document(maker.valid_set(ordered=index % 2 == 0))
        comparison.compare(f"{name}: visible document {index}", ["visible", bundle_argument, "-"], stdin=document)
    seeds = ["0", "1", "2", "42", "18446744073709551615", "9223372036854775808"]
    seeds += [str(rng.getrandbits(64)) for _ in range(10)]
    for value in seeds:
        comparison.compare(f"{name}: order --seed {value}", ["order", bundle_argument, "--seed", value])
    for value in ["-1", "18446744073709551616", "1e3", "", "+5", " 5", "0x10"]:
        comparison.compare(f"{name}: order --seed {value!r}", ["order", bundle_argument, "--seed", value])


def run_unusable(comparison: Comparison, bundle_path: Path, work: Path) -> None:
    """Exit statuses and output for bundles that cannot be used, and files that cannot be read."""
    text = bundle_path.read_text(encoding="utf-8")
    bundle = json.loads(text)
    edited = dict(bundle)
    edited["title"] = str(edited.get("title", "")) + " (edited)"
    cases = {
        "not-json": "{",
        "wrong-format": text.replace('"quiz-bundle/1"', '"quiz-bundle/2"', 1),
        "stale-hash": json.dumps(edited),
        "no-hash": json.dumps({k: v for k, v in bundle.items() if k != "hash"}),
    }
    for label, content in cases.items():
        path = work / f"unusable-{label}.json"
        path.write_text(content, encoding="utf-8")
        comparison.compare(f"unusable bundle ({label}): score", ["score", str(path), "-"], stdin=b"{}\n")
        comparison.compare(f"unusable bundle ({label}): order", ["order", str(path), "--seed", "1"])
    missing = str(work / "no-such-file.json")
    comparison.compare("unreadable bundle: score", ["score", missing, "-"], stdin=b"{}\n")
    comparison.compare("unreadable answers: score", ["score", str(bundle_path), missing])
    comparison.compare("--lines with --document", ["score", str(bundle_path), "--lines", "--document"], stdin=b"{}")
    comparison.compare("--max-line-bytes 0", ["score", str(bundle_path), "--max-line-bytes", "0"], stdin=b"{}")


# ---------------------------------------------------------------- sessions


def session_step(maker: LineMaker, bundle_names: List[str]) -> str:
    """One random step of a session script, as JSON text (answers may be hostile)."""
    rng = maker.rng
    roll = rng.random()
    if roll < 0.5:
        question = rng.choice(maker.questions)
        value = maker.valid_answer(question) if rng.random() < 0.8 else maker.wrong_answer(question)
        key = question["key"] if rng.random() < 0.9 else maker.key_variant(question["key"])
        return '{"do":"answer","key":' + dumps(key) + ',"value":' + encode_value(value) + "}"
    if roll < 0.56:
        return '{"do":"answer","key":' + dumps(rng.choice(maker.questions)["key"]) + "}"
    if roll < 0.72:
        return dumps({"do": rng.choice(["next", "next", "back", "progress"])})
    if roll < 0.8:
        return dumps({"do": "tick", "ms": rng.choice([0, 1, 999, 1000, 4999, 5000, 60000, rng.randrange(10**7)])})
    if roll < 0.87:
        return dumps({"do": "save", **({"secret": rng.choice(["k", "clé", ""])} if rng.random() < 0.4 else {})})
    if roll < 0.95:
        step: Dict[str, object] = {"do": "resume"}
        if rng.random() < 0.4:
            step["secret"] = rng.choice(["k", "clé", "", "wrong"])
        if bundle_names and rng.random() < 0.2:
            step["bundle"] = rng.choice(bundle_names)
        edit = rng.random()
        if edit < 0.1:
            step["truncate"] = rng.randrange(200)
        elif edit < 0.15:
            step["pad"] = rng.randrange(3)
        elif edit < 0.2:
            step["replace"] = rng.choice([['"page":0', '"page":1'], ['"seq":', '"seq":1'], ["a", "b"]])
        return dumps(step)
    return dumps({"do": rng.choice(["finish", "finish", "abandon"])})


def session_script(maker: LineMaker, bundle_names: List[str], steps: int) -> bytes:
    rng = maker.rng
    start: Dict[str, object] = {"seed": str(rng.choice([0, 1, 2**64 - 1, rng.getrandbits(64)]))}
    locales = [entry.get("locale") for entry in maker.bundle.get("locales", []) if isinstance(entry, dict)]
    if rng.random() < 0.6:
        start["locale"] = rng.choice([tag for tag in locales if tag] + ["en", "de-CH", "zz"])
    if rng.random() < 0.7:
        start["clock"] = rng.choice([0, 5, rng.randrange(10**9)])
    body = [session_step(maker, bundle_names) for _ in range(steps)] + ['{"do":"next"}', '{"do":"finish"}']
    return ('{"start":' + dumps(start) + ',"steps":[\n' + ",\n".join(body) + "\n]}\n").encode("utf-8", "surrogatepass")


def saved_token(line: bytes) -> Optional[str]:
    """The token a `session replay` line holds, if any (a line that is not one has none)."""
    try:
        value = json.loads(line)
    except ValueError:
        return None
    token = value.get("token") if isinstance(value, dict) else None
    return token if isinstance(token, str) else None


#: How many of a script's saved tokens `session check` is compared on.
TOKENS_CHECKED_PER_SCRIPT = 2


def run_sessions(comparison: Comparison, bundle_path: Path, others: List[Path], count: int, seed: int,
                 work: Path) -> None:
    """`session replay` on random scripts, then `session check` on every token they saved."""
    bundle = json.loads(bundle_path.read_text(encoding="utf-8"))
    name = bundle_path.stem
    maker = LineMaker(bundle, random.Random(f"{seed}:{name}:sessions"))
    # A resume step's bundle is named relative to the script's folder: copies beside it.
    names = []
    for other in others[:3]:
        copy = work / f"other-{other.name}"
        copy.write_bytes(other.read_bytes())
        names.append(copy.name)
    for index in range(count):
        script = work / f"{name}-session-{index}.json"
        script.write_bytes(session_script(maker, names, maker.rng.randrange(4, 40)))
        output = comparison.compare(f"{name}: session replay {script.name}", ["session", "replay", str(script),
                                                                             str(bundle_path)])
        saved = [(number, token) for number, token in enumerate(map(saved_token, output.splitlines()))
                 if token is not None]
        # Each run starts three processes (about 0.4 s): a few tokens of each script, each
        # checked with and without a key, damaged, and on another bundle.
        for number, token in maker.rng.sample(saved, min(len(saved), TOKENS_CHECKED_PER_SCRIPT)):
            token_file = work / f"{name}-{index}-{number}.token"
            token_file.write_text(token + maker.rng.choice(["", "\n", "\r\n"]), encoding="utf-8")
            for key in [[], ["--key", maker.rng.choice(["k", "clé", ""])]]:
                comparison.compare(f"{name}: session check {token_file.name} {key}",
                                   ["session", "check", str(token_file), str(bundle_path)] + key)
            damaged = work / f"{name}-{index}-{number}-damaged.token"
            damaged.write_text(token[:maker.rng.randrange(len(token))], encoding="utf-8")
            comparison.compare(f"{name}: session check {damaged.name}", ["session", "check", str(damaged),
                                                                         str(bundle_path)])
            for other in others[:1]:
                comparison.compare(f"{name}: session check {token_file.name} on {other.name}",
                                   ["session", "check", str(token_file), str(other)])


def run_session_manifest(comparison: Comparison) -> None:
    """Every run of Tests/Sessions/runs.json (example scripts, bad scripts, tokens)."""
    manifest = json.loads((ROOT / "Tests/Sessions/runs.json").read_text(encoding="utf-8"))
    for run in manifest["runs"]:
        arguments = [str(ROOT / word) if "/" in word else word for word in run["arguments"]]
        comparison.compare(f"Tests/Sessions/runs.json: {run['name']}", arguments)


DEFAULT_PYTHON = f"{sys.executable} -m quizruntime"


def default_runtimes(arguments: argparse.Namespace) -> List[Runtime]:
    # The default Python command runs the package from its source folder; a command given
    # with --python (an installed `quiz-runtime`) runs what is installed, untouched.
    python_env = None
    if arguments.python == DEFAULT_PYTHON:
        python_env = {"PYTHONPATH": str(ROOT / "runtimes/python/src") + os.pathsep + os.environ.get("PYTHONPATH", "")}
    return [
        Runtime("quizc", shlex.split(arguments.quizc)),
        Runtime("javascript", shlex.split(arguments.javascript)),
        Runtime("python", shlex.split(arguments.python), env=python_env),
    ]


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("bundles", nargs="+", type=Path, help="bundle files (<quiz>.json)")
    parser.add_argument("--lines", type=int, default=5000, help="answer lines per bundle (default 5000)")
    parser.add_argument("--sessions", type=int, default=3, help="session scripts per bundle (default 3)")
    parser.add_argument("--seed", type=int, default=17, help="seed of the line generator (default 17)")
    parser.add_argument("--quizc", default=str(ROOT / ".build/debug/quizc"), help="the quizc command")
    parser.add_argument("--javascript", default=f"node {ROOT / 'runtimes/js/bin/quiz-runtime.js'}",
                        help="the JavaScript runtime's command")
    parser.add_argument("--python", default=DEFAULT_PYTHON, help="the Python runtime's command")
    arguments = parser.parse_args(argv)
    comparison = Comparison(default_runtimes(arguments))
    with tempfile.TemporaryDirectory(prefix="quiz-differential-") as folder:
        work = Path(folder)
        for bundle_path in arguments.bundles:
            run_bundle(comparison, bundle_path, arguments.lines, arguments.seed, work)
            others = [other for other in arguments.bundles if other != bundle_path]
            run_sessions(comparison, bundle_path, others, arguments.sessions, arguments.seed, work)
        run_session_manifest(comparison)
        run_unusable(comparison, arguments.bundles[0], work)
    names = ", ".join(runtime.name for runtime in comparison.runtimes)
    print(f"differential run ({names}): {comparison.runs} runs, {comparison.compared_lines} output lines each")
    for failure in comparison.failures[:20]:
        print("DIFFERENT: " + failure)
    if comparison.failures:
        print(f"{len(comparison.failures)} difference(s)")
        return 1
    print("every run gave the same standard output bytes and exit status")
    return 0


if __name__ == "__main__":
    sys.exit(main())
