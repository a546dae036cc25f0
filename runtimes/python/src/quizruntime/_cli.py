"""The ``quiz-runtime`` command line: ``score``, ``visible``, ``order`` and ``session`` with the
same standard output and exit status as ``quizc score``, ``quizc visible``, ``quizc order`` and
``quizc session`` (docs/cli.md); the arguments
are read by :mod:`argparse` (``_arguments.py``), with its own help and usage texts."""

from __future__ import annotations

import os
import sys
from typing import BinaryIO, Callable, Dict, List, Optional, Sequence, Tuple

from ._arguments import PROGRAM, Arguments, HelpOrVersion, UsageError, parse_arguments
from ._bundle import BundleError, load_bundle
from ._jsontext import JSONValue
from ._jsonwrite import write_json
from ._lines import AnswersShape, iter_line_blocks
from ._order import presentation_order_json
from ._scorer import Scorer
from ._session_check import token_outcome, token_text
from ._session_script import ScriptError, read_script, run_script

__all__ = ["main"]

_BLANK = b" \t"
_READ_SIZE = 1 << 20


class Exit(Exception):
    """Ends the command with a status."""

    def __init__(self, status: int) -> None:
        super().__init__(status)
        self.status = status


class Console:
    """Standard output and error as bytes."""

    def __init__(self, out: BinaryIO, err: BinaryIO) -> None:
        self.out = out
        self.err = err
        self.failed = False

    def write(self, data: bytes) -> None:
        if self.failed or not data:
            return
        try:
            self.out.write(data)
        except OSError:
            self.failed = True

    def flush(self) -> None:
        try:
            self.out.flush()
        except OSError:
            self.failed = True

    def error(self, text: str) -> None:
        try:
            self.err.write(text.encode("utf-8", "surrogateescape"))
            self.err.flush()
        except OSError:
            pass


def _read_file(path: str) -> Optional[bytes]:
    try:
        with open(path, "rb") as handle:
            return handle.read()
    except OSError:
        return None


def _load(path: str, console: Console) -> Scorer:
    data = _read_file(path)
    if data is None:
        console.error(f"{PROGRAM}: error: {path}: cannot be read\n")
        raise Exit(2)
    try:
        bundle = load_bundle(data)
    except BundleError as error:
        console.error(f"{PROGRAM}: error: {path}: not a usable bundle: {error.description}\n")
        raise Exit(1)
    return Scorer(bundle)


def _limit_error(message: str) -> Dict[str, JSONValue]:
    return {"error": {"code": "limit-exceeded", "message": message}}


def _overlong_line(length: int, limit: int) -> str:
    return write_json(_limit_error(
        f"the line is {length} bytes, over the limit of {limit} bytes for one answers object, so it was skipped; "
        "put one answers object on each line, or raise the limit with --max-line-bytes"))


BLANK_LINE = ('{"error":{"code":"invalid-json","message":"the line is blank; every input line gets one output line, '
              'so remove blank lines or put one answers object on each"}}')


def score_block(scorer: Scorer, block: Sequence[object], limit: int) -> Tuple[bytes, int]:
    """The output of a block of lines (each a line's bytes, or the length of an over-long
    line) and the number of answer sets rejected."""
    out: List[str] = []
    append = out.append
    rejected = 0
    fast = scorer.fast_line
    trusted = scorer.trusted_line
    exact = scorer.exact_line
    for line in block:
        if isinstance(line, int):
            append(_overlong_line(line, limit))
            rejected += 1
            continue
        assert isinstance(line, bytes)
        if len(line) > limit:
            append(_overlong_line(len(line), limit))
            rejected += 1
            continue
        try:
            quick = fast(line.decode("utf-8"))
        except UnicodeDecodeError:
            quick = None
        if quick is not None:
            append(quick)
            continue
        got = trusted(line)
        if got is not None:
            text, failed = got
        elif not line.strip(_BLANK):
            text, failed = BLANK_LINE, True
        else:
            text, failed = exact(line, context="line")
        append(text)
        if failed:
            rejected += 1
    append("")
    return "\n".join(out).encode("utf-8", "surrogatepass"), rejected


def visible_block(scorer: Scorer, block: Sequence[object], limit: int) -> Tuple[bytes, int]:
    """:func:`score_block` for ``visible``: each line's visibility line (the same blank and
    over-long line errors)."""
    out: List[str] = []
    rejected = 0
    for line in block:
        assert isinstance(line, (int, bytes))
        if isinstance(line, int) or len(line) > limit:
            text, failed = _overlong_line(line if isinstance(line, int) else len(line), limit), True
        elif not line.strip(_BLANK):
            text, failed = BLANK_LINE, True
        else:
            text, failed = scorer.visibility_json_line(line, context="line")
        out.append(text)
        if failed:
            rejected += 1
    out.append("")
    return "\n".join(out).encode("utf-8", "surrogatepass"), rejected


def score_document(scorer: Scorer, text: bytes) -> Tuple[JSONValue, bool]:
    """The output value of ``score`` for one answers document, and whether it was rejected."""
    outcome = scorer.score_json(text)
    return outcome.json_value(), not outcome.ok


def visible_document(scorer: Scorer, text: bytes) -> Tuple[JSONValue, bool]:
    """The output value of ``visible`` for one answers document, and whether it was rejected."""
    outcome = scorer.visibility_json(text)
    return outcome.json_value(), not outcome.ok


#: Per answers command: how a block of JSON Lines and how one document are answered.
_COMMANDS: Dict[str, Tuple[Callable[[Scorer, Sequence[object], int], Tuple[bytes, int]],
                           Callable[[Scorer, bytes], Tuple[JSONValue, bool]]]] = {
    "score": (score_block, score_document), "visible": (visible_block, visible_document)}


def _reader(handle: BinaryIO) -> Callable[[], Optional[bytes]]:
    descriptor = handle.fileno()

    def read() -> Optional[bytes]:
        try:
            return os.read(descriptor, _READ_SIZE)
        except OSError:
            return None
    return read


def _flushed(console: Console) -> bool:
    """Flushes standard output; when it could not be written, says so and returns False."""
    console.flush()
    if console.failed:
        console.error(f"{PROGRAM}: error: standard output cannot be written\n")
        return False
    return True


def run_answers(arguments: Arguments, console: Console, stdin: BinaryIO) -> int:
    """``score`` or ``visible``: the bundle loaded, the answers read as one document or JSON
    Lines (the same input handling for both), one output per answers object."""
    lines, document, limit = arguments.lines, arguments.document, arguments.max_line_bytes
    bundle_path, answers = arguments.bundle, arguments.answers
    scorer = _load(bundle_path, console)
    if answers == "-":
        handle: BinaryIO = stdin
        opened = None
    else:
        try:
            opened = open(answers, "rb", buffering=0)
        except OSError:
            console.error(f"{PROGRAM}: error: {answers}: cannot be read\n")
            return 2
        handle = opened
    try:
        return _answers_stream(scorer, arguments.command, _reader(handle), lines, document, limit, console, answers)
    finally:
        if opened is not None:
            opened.close()


def _answers_stream(scorer: Scorer, command: str, read: Callable[[], Optional[bytes]], lines: bool, document: bool,
                    limit: int, console: Console, answers: str) -> int:
    answer_block, answer_document = _COMMANDS[command]
    rejected = 0
    complete = True
    prefix = bytearray()
    as_document = document
    if not lines:
        shape = AnswersShape()
        verdict = "undecided"
        while True:
            if len(prefix) > limit:
                verdict = "lines"
                break
            got = read()
            if got is None:
                complete = False
                break
            if not got:
                verdict = shape.at_end()
                break
            prefix += got
            if not document:
                verdict = shape.feed(got)
                if verdict == "lines":
                    break
        as_document = document or verdict == "document"
    if as_document:
        if complete:
            value: JSONValue
            if len(prefix) > limit:
                value = _limit_error(
                    f"the answers are more than {limit} bytes, the limit for one answers object, so they were not read "
                    "to the end; send a smaller answers object, or raise the limit with --max-line-bytes")
                rejected += 1
            else:
                value, failed = answer_document(scorer, bytes(prefix))
                if failed:
                    rejected += 1
            console.write(write_json(value, pretty=True).encode("utf-8", "surrogatepass"))
    elif complete:
        try:
            for block in iter_line_blocks(read, limit, bytes(prefix)):
                output, count = answer_block(scorer, block, limit)
                rejected += count
                console.write(output)
        except OSError:
            complete = False
    if not _flushed(console):
        return 2
    if not complete:
        console.error(f"{PROGRAM}: error: {'standard input' if answers == '-' else answers}: cannot be read\n")
        return 2
    if rejected:
        console.error(f"{PROGRAM}: {rejected} answer set{' was' if rejected == 1 else 's were'} rejected\n")
        return 1
    return 0


def run_order(arguments: Arguments, console: Console) -> int:
    seed = arguments.seed
    scorer = _load(arguments.bundle, console)
    console.write(write_json(presentation_order_json(scorer.bundle, seed), pretty=True).encode("utf-8"))
    if not _flushed(console):
        return 2
    return 0


def _read(path: str, console: Console) -> bytes:
    data = _read_file(path)
    if data is None:
        console.error(f"{PROGRAM}: error: {path}: cannot be read\n")
        raise Exit(2)
    return data


def _resolved(name: str, script: str) -> str:
    """A resume step's bundle file: as given when absolute, else in the script's folder."""
    slash = script.rfind("/")
    return name if name.startswith("/") or slash < 0 else script[:slash + 1] + name


def run_replay(arguments: Arguments, console: Console) -> int:
    """``session replay SCRIPT BUNDLE``."""
    scorer = _load(arguments.bundle, console)
    try:
        script = read_script(_read(arguments.script, console))
    except ScriptError as error:
        console.write((error.line + "\n").encode("utf-8"))
        return 1 if _flushed(console) else 2
    bundles = {name: _load(_resolved(name, arguments.script), console) for name in script.resume_bundles()}
    for line in run_script(script, scorer, bundles=bundles, full=True):
        console.write((line + "\n").encode("utf-8", "surrogatepass"))
    return 0 if _flushed(console) else 2


def run_check(arguments: Arguments, console: Console) -> int:
    """``session check TOKEN BUNDLE [--key KEY]``."""
    scorer = _load(arguments.bundle, console)
    outcome, status = token_outcome(token_text(_read(arguments.token, console)), scorer, arguments.key)
    console.write((write_json(outcome, sort_keys=True) + "\n").encode("utf-8", "surrogatepass"))
    return status if _flushed(console) else 2


def main(argv: Optional[Sequence[str]] = None, *, stdin: Optional[BinaryIO] = None,
         stdout: Optional[BinaryIO] = None, stderr: Optional[BinaryIO] = None) -> int:
    """Runs the command line; returns the exit status (0, 1 rejected or unusable, 2 unreadable, 64 usage)."""
    arguments = list(sys.argv[1:] if argv is None else argv)
    console = Console(stdout or sys.stdout.buffer, stderr or sys.stderr.buffer)
    try:
        parsed = parse_arguments(arguments)
    except UsageError as usage:
        console.error(usage.text)
        return 64
    if isinstance(parsed, HelpOrVersion):
        console.write(parsed.text.encode("utf-8"))
        return 0 if _flushed(console) else 2
    try:
        if parsed.command in _COMMANDS:
            status = run_answers(parsed, console, stdin or sys.stdin.buffer)
        elif parsed.command == "session":
            status = run_replay(parsed, console) if parsed.action == "replay" else run_check(parsed, console)
        else:
            status = run_order(parsed, console)
        console.flush()
        return status
    except Exit as done:
        return done.status


def entry() -> None:
    """The console script. A closed pipe or a full disk on standard output gives the
    "cannot be written" error and exit status 2, as ``quizc`` and the JavaScript runtime do
    (Python ignores SIGPIPE, so the write fails with an error instead of killing it)."""
    status = main()
    try:
        sys.stdout.flush()
    except OSError:
        # What is still buffered cannot be written: send it nowhere, so that the
        # interpreter's own flush at exit stays quiet.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    sys.exit(status)
