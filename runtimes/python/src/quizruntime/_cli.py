"""The ``quiz-runtime`` command line: ``score`` and ``order`` with the same standard
output and exit status as ``quizc score`` and ``quizc order`` (docs/cli.md)."""

from __future__ import annotations

import os
import re
import sys
from typing import BinaryIO, Callable, Dict, List, Optional, Sequence, Tuple

from . import __version__
from ._bundle import BundleError, load_bundle
from ._jsontext import JSONValue
from ._jsonwrite import write_json
from ._lines import AnswersShape, iter_line_blocks
from ._order import presentation_order_json
from ._scorer import Scorer

__all__ = ["main"]

PROGRAM = "quiz-runtime"
DEFAULT_MAX_LINE_BYTES = 1 << 20
LARGEST_MAX_LINE_BYTES = 1 << 30
_SIGNED_DECIMAL = re.compile(r"[+-]?[0-9]+\Z")
_BLANK = b" \t"
_READ_SIZE = 1 << 20

SCORE_USAGE = "quiz-runtime score <bundle> [<answers>] [--lines] [--document] [--max-line-bytes <n>]"
ORDER_USAGE = "quiz-runtime order <bundle> --seed <seed>"
LIMIT_HELP = ("--max-line-bytes <n>  The longest answers line (or document) in bytes; a longer one is skipped with a "
              "limit-exceeded error.")
SEED_HELP = "--seed <seed>  The seed, an unsigned 64-bit integer (0 to 18446744073709551615)."

MAIN_HELP = f"""OVERVIEW: Score answers against quiz bundles and print presentation orders, exactly as
quizc score and quizc order do (the Python quiz runtime).

USAGE: {PROGRAM} <subcommand>

OPTIONS:
  --version               Show the version.
  -h, --help              Show help information.

SUBCOMMANDS:
  score                   Score answers against a bundle: one JSON object, or
                          JSON Lines (one result per line).
  order                   Print the presentation order (draws, question and
                          option shuffles) for a 64-bit seed.

  See '{PROGRAM} help <subcommand>' for detailed help.
"""

SCORE_HELP = f"""OVERVIEW: Score answers against a bundle: one JSON object, or JSON Lines (one
result per line).

Each result is {{"quiz", "version", "outcome", "secondary"?, "scores", "axes"?}};
a rejected answers object gives {{"error": {{"code", "message", "key"?}}}} and the
run exits 1 at the end. JSON Lines give exactly one output line per input line
(lines end at LF, CR LF or CR; a blank line or a line over the limit gives an
error line). Without --lines or --document, the input is one document only when
it is a single object or array spanning several lines with nothing after it
(see docs/cli.md). Input is streamed: memory stays within a few times the limit
however long the input. The bundle's hash is verified.

USAGE: {SCORE_USAGE}

ARGUMENTS:
  <bundle>                The bundle (<quiz>.json) to score against.
  <answers>               A file of answers; standard input when absent or '-'.
                          (default: -)

OPTIONS:
  --lines                 Read the answers as JSON Lines, whatever their shape.
  --document              Read the whole input as one JSON answers object,
                          whatever its shape.
  --max-line-bytes <n>    The longest answers line (or document) in bytes; a
                          longer one is skipped with a limit-exceeded error.
                          (default: 1048576)
  --version               Show the version.
  -h, --help              Show help information.
"""

ORDER_HELP = f"""OVERVIEW: Print the presentation order (draws, question and option shuffles)
for a 64-bit seed.

Output: {{"seed": N, "questions": [{{"id": QID, "options": [option id or scale
value, …]}}, …]}}. The same seed gives the same order on every platform.

USAGE: {ORDER_USAGE}

ARGUMENTS:
  <bundle>                The bundle (<quiz>.json).

OPTIONS:
  --seed <seed>           The seed, an unsigned 64-bit integer (0 to
                          18446744073709551615).
  --version               Show the version.
  -h, --help              Show help information.
"""


class UsageError(Exception):
    """A command line that cannot run: exit status 64."""

    def __init__(self, message: str, usage: str, command: str, help_line: Optional[str] = None) -> None:
        super().__init__(message)
        self.message = message
        self.usage = usage
        self.command = command
        self.help_line = help_line


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


def _split_options(arguments: Sequence[str], flags: Sequence[str], options: Sequence[str],
                   unconditional: Sequence[str], usage: str, command: str
                   ) -> Tuple[List[str], Dict[str, bool], Dict[str, str], bool]:
    positionals: List[str] = []
    seen_flags: Dict[str, bool] = {}
    values: Dict[str, str] = {}
    wants_help = False
    index = 0
    only_positionals = False
    while index < len(arguments):
        argument = arguments[index]
        index += 1
        if only_positionals or argument == "-" or not argument.startswith("-"):
            positionals.append(argument)
            continue
        if argument == "--":
            only_positionals = True
            continue
        if argument in ("-h", "--help"):
            wants_help = True
            continue
        if argument == "--version":
            values["--version"] = ""
            continue
        name, equals, inline = argument.partition("=")
        if name in flags and not equals:
            seen_flags[name] = True
            continue
        if name in options:
            if equals:
                values[name] = inline
                continue
            if index < len(arguments) and (name in unconditional or not arguments[index].startswith("-")):
                values[name] = arguments[index]
                index += 1
                continue
            limit = name == "--max-line-bytes"
            raise UsageError(f"Missing value for '{name} <{'n' if limit else 'seed'}>'", usage, command,
                             LIMIT_HELP if limit else SEED_HELP)
        raise UsageError(f"Unknown option '{argument}'", usage, command)
    return positionals, seen_flags, values, wants_help


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


def _reader(handle: BinaryIO) -> Callable[[], Optional[bytes]]:
    descriptor = handle.fileno()

    def read() -> Optional[bytes]:
        try:
            return os.read(descriptor, _READ_SIZE)
        except OSError:
            return None
    return read


def _answered_help_or_version(wants_help: bool, values: Dict[str, str], help_text: str, console: Console) -> bool:
    """Writes the command's help or the version when asked for; whether it did."""
    if wants_help:
        console.write(help_text.encode("utf-8"))
        return True
    if "--version" in values:
        console.write((__version__ + "\n").encode())
        return True
    return False


def _flushed(console: Console) -> bool:
    """Flushes standard output; when it could not be written, says so and returns False."""
    console.flush()
    if console.failed:
        console.error(f"{PROGRAM}: error: standard output cannot be written\n")
        return False
    return True


def run_score(arguments: Sequence[str], console: Console, stdin: BinaryIO) -> int:
    positionals, flags, values, wants_help = _split_options(
        arguments, ["--lines", "--document"], ["--max-line-bytes"], [], SCORE_USAGE, "score")
    if _answered_help_or_version(wants_help, values, SCORE_HELP, console):
        return 0
    if not positionals:
        raise UsageError("Missing expected argument '<bundle>'", SCORE_USAGE, "score",
                         "<bundle>  The bundle (<quiz>.json) to score against.")
    if len(positionals) > 2:
        raise UsageError(f"Unexpected argument '{positionals[2]}'", SCORE_USAGE, "score")
    limit = DEFAULT_MAX_LINE_BYTES
    if "--max-line-bytes" in values:
        text = values["--max-line-bytes"]
        if _SIGNED_DECIMAL.match(text) is None or not -(1 << 63) <= int(text) < (1 << 63):
            raise UsageError(f"The value '{text}' is invalid for '--max-line-bytes <n>'", SCORE_USAGE, "score", LIMIT_HELP)
        limit = int(text)
    lines = flags.get("--lines", False)
    document = flags.get("--document", False)
    if lines and document:
        raise UsageError("--lines and --document exclude each other: give one, or neither to let the input's shape decide",
                         SCORE_USAGE, "score")
    if not 1 <= limit <= LARGEST_MAX_LINE_BYTES:
        raise UsageError(f"--max-line-bytes must be between 1 and {LARGEST_MAX_LINE_BYTES} (1 GiB)", SCORE_USAGE, "score")
    bundle_path = positionals[0]
    answers = positionals[1] if len(positionals) > 1 else "-"
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
        return _score_stream(scorer, _reader(handle), lines, document, limit, console, answers)
    finally:
        if opened is not None:
            opened.close()


def _score_stream(scorer: Scorer, read: Callable[[], Optional[bytes]], lines: bool, document: bool, limit: int,
                  console: Console, answers: str) -> int:
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
            if len(prefix) > limit:
                value = _limit_error(
                    f"the answers are more than {limit} bytes, the limit for one answers object, so they were not read "
                    "to the end; send a smaller answers object, or raise the limit with --max-line-bytes")
                rejected += 1
            else:
                outcome = scorer.score_json(bytes(prefix))
                value = outcome.json_value()
                rejected += 0 if outcome.ok else 1
            console.write(write_json(value, pretty=True).encode("utf-8", "surrogatepass"))
    elif complete:
        try:
            for block in iter_line_blocks(read, limit, bytes(prefix)):
                output, failed = score_block(scorer, block, limit)
                rejected += failed
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


def _parse_seed(text: str) -> int:
    if text and text.isascii() and text.isdigit() and int(text) < (1 << 64):
        return int(text)
    raise UsageError(f"The value '{text}' is invalid for '--seed <seed>': the seed is an unsigned 64-bit integer "
                     "(0 to 18446744073709551615), written in decimal digits", ORDER_USAGE, "order", SEED_HELP)


def run_order(arguments: Sequence[str], console: Console) -> int:
    positionals, _, values, wants_help = _split_options(arguments, [], ["--seed"], ["--seed"], ORDER_USAGE, "order")
    if _answered_help_or_version(wants_help, values, ORDER_HELP, console):
        return 0
    if not positionals:
        raise UsageError("Missing expected argument '<bundle>'", ORDER_USAGE, "order", "<bundle>  The bundle (<quiz>.json).")
    if len(positionals) > 1:
        raise UsageError(f"Unexpected argument '{positionals[1]}'", ORDER_USAGE, "order")
    if "--seed" not in values:
        raise UsageError("Missing expected argument '--seed <seed>'", ORDER_USAGE, "order", SEED_HELP)
    seed = _parse_seed(values["--seed"])
    scorer = _load(positionals[0], console)
    console.write(write_json(presentation_order_json(scorer.bundle, seed), pretty=True).encode("utf-8"))
    if not _flushed(console):
        return 2
    return 0


def main(argv: Optional[Sequence[str]] = None, *, stdin: Optional[BinaryIO] = None,
         stdout: Optional[BinaryIO] = None, stderr: Optional[BinaryIO] = None) -> int:
    """Runs the command line; returns the exit status (0, 1 rejected or unusable, 2 unreadable, 64 usage)."""
    arguments = list(sys.argv[1:] if argv is None else argv)
    console = Console(stdout or sys.stdout.buffer, stderr or sys.stderr.buffer)
    try:
        if not arguments or arguments[0] in ("-h", "--help"):
            console.write(MAIN_HELP.encode("utf-8"))
            console.flush()
            return 0
        command, rest = arguments[0], arguments[1:]
        if command == "--version":
            console.write((__version__ + "\n").encode())
            console.flush()
            return 0
        if command == "help":
            target = rest[0] if rest else ""
            text = {"score": SCORE_HELP, "order": ORDER_HELP}.get(target, MAIN_HELP)
            console.write(text.encode("utf-8"))
            console.flush()
            return 0
        if command == "score":
            status = run_score(rest, console, stdin or sys.stdin.buffer)
        elif command == "order":
            status = run_order(rest, console)
        else:
            raise UsageError(f"Unexpected argument '{command}'", f"{PROGRAM} <subcommand>", "")
        console.flush()
        return status
    except UsageError as usage:
        see = f"{PROGRAM} {usage.command} --help" if usage.command else f"{PROGRAM} --help"
        text = f"Error: {usage.message}\n"
        if usage.help_line:
            text += f"Help:  {usage.help_line}\n"
        console.error(text + f"Usage: {usage.usage}\n  See '{see}' for more information.\n")
        return 64
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
