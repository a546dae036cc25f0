"""The ``quiz-runtime`` arguments, read by :mod:`argparse` with its own help and usage texts.

What clients rely on is kept: the subcommands, arguments and options of ``quizc score``,
``quizc visible``, ``quizc order`` and ``quizc session``, exit status 0 for help and ``--version`` and 64 for a usage error (argparse
would exit 2, which means an unreadable input here). The messages and help are argparse's."""

from __future__ import annotations

import argparse
import re
from typing import Any, List, NoReturn, Optional, Sequence, Union

from . import __version__

__all__ = ["Arguments", "HelpOrVersion", "UsageError", "parse_arguments", "PROGRAM", "LARGEST_MAX_LINE_BYTES",
           "DEFAULT_MAX_LINE_BYTES"]

PROGRAM = "quiz-runtime"
DEFAULT_MAX_LINE_BYTES = 1 << 20
LARGEST_MAX_LINE_BYTES = 1 << 30
_WHOLE_NUMBER = re.compile(r"[+-]?[0-9]+\Z")
_SEED = re.compile(r"[0-9]+\Z")


class UsageError(Exception):
    """A command line that cannot run (exit status 64): ``text`` is argparse's usage line
    and ``PROGRAM SUBCOMMAND: error: MESSAGE``."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.text = text


class HelpOrVersion(Exception):
    """``-h``, ``--help``, ``help`` or ``--version``: ``text`` goes to standard output, exit 0."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.text = text


class _Parser(argparse.ArgumentParser):
    """An ArgumentParser that raises instead of printing and exiting."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{self.format_usage()}{self.prog}: error: {message}\n")

    def _print_message(self, message: str, file: Any = None) -> None:
        self._printed = getattr(self, "_printed", "") + message

    def exit(self, status: int = 0, message: Optional[str] = None) -> NoReturn:
        if status:
            raise UsageError(getattr(self, "_printed", "") + (message or ""))
        raise HelpOrVersion(getattr(self, "_printed", "") + (message or ""))


class Arguments(argparse.Namespace):
    """What the command line asks for."""
    command: str
    bundle: str
    answers: str
    lines: bool
    document: bool
    max_line_bytes: int
    seed: int
    action: str
    script: str
    token: str
    key: Optional[str]


def _max_line_bytes(text: str) -> int:
    if _WHOLE_NUMBER.match(text) is None:
        raise argparse.ArgumentTypeError(f"a whole number of bytes, not {text!r}")
    value = int(text)
    if not 1 <= value <= LARGEST_MAX_LINE_BYTES:
        raise argparse.ArgumentTypeError(f"must be between 1 and {LARGEST_MAX_LINE_BYTES} (1 GiB), not {text}")
    return value


def _seed(text: str) -> int:
    if _SEED.match(text) is None or int(text) >= 1 << 64:
        raise argparse.ArgumentTypeError(
            f"the seed is an unsigned 64-bit integer (0 to 18446744073709551615) in decimal digits, not {text!r}")
    return int(text)


def _answers_arguments(command: argparse.ArgumentParser, bundle_help: str) -> None:
    """The arguments of ``score`` and ``visible``: the bundle, the answers and how to read them."""
    command.add_argument("bundle", help=bundle_help)
    command.add_argument("answers", nargs="?", default="-", help="a file of answers; standard input when absent or '-'")
    shape = command.add_mutually_exclusive_group()
    shape.add_argument("--lines", action="store_true", help="read the answers as JSON Lines, whatever their shape")
    shape.add_argument("--document", action="store_true", help="read the whole input as one JSON answers object")
    command.add_argument("--max-line-bytes", type=_max_line_bytes, default=DEFAULT_MAX_LINE_BYTES, metavar="N",
                         help="the longest answers line (or document) in bytes; a longer one gets a limit-exceeded "
                              f"error (default: {DEFAULT_MAX_LINE_BYTES})")
    command.add_argument("--version", action="version", version=__version__)


def _parser() -> _Parser:
    parser = _Parser(prog=PROGRAM, description=(
        "Score answers against quiz bundles, say which questions answers so far show, and print presentation "
        "orders, exactly as quizc score, quizc visible and quizc order do (the Python quiz runtime)."),
        epilog="Exit status: 0 clean; 1 rejected answers or an unusable bundle; 2 an input or output could not be "
               "read or written; 64 usage errors.")
    parser.add_argument("--version", action="version", version=__version__)
    commands = parser.add_subparsers(dest="command", required=True, metavar="{score,visible,order,session}",
                                     parser_class=_Parser)
    score = commands.add_parser("score", help="score answers: one JSON object, or JSON Lines (one result per line)",
                                description=(
        "Score answers against a bundle: one JSON object, or JSON Lines (one result per line). Each result is "
        '{"quiz", "version", "outcome", "secondary"?, "scores", "axes"?}; a rejected answers object gives '
        '{"error": {"code", "message", "key"?}} and the run exits 1 at the end. JSON Lines give exactly one output '
        "line per input line (lines end at LF, CR LF or CR; a blank line or a line over the limit gives an error "
        "line). Without --lines or --document, the input is one document only when it is a single object or array "
        "spanning several lines with nothing after it (see docs/cli.md). The bundle's hash is verified."))
    _answers_arguments(score, "the bundle (<quiz>.json) to score against")
    visible = commands.add_parser("visible", help="the questions answers so far show (branching), one line per line",
                                  description=(
        "Print which questions the answers so far show: one JSON object, or JSON Lines (one output per line), read "
        "exactly as score reads them. Each output is "
        '{"quiz", "version", "visible": [question id, ...], "discard": [question id, ...]}: the shown questions '
        "and the answered questions that are hidden (drop their answers before scoring), in source order. The "
        "per-answer checks of score run first (a rejected answers object gives "
        '{"error": {"code", "message", "key"?}} and the run exits 1 at the end); the answers may be partial. '
        "The bundle's hash is verified."))
    _answers_arguments(visible, "the bundle (<quiz>.json)")
    order = commands.add_parser("order", help="print the presentation order for a 64-bit seed", description=(
        "Print the presentation order (draws, question and option shuffles) for a 64-bit seed: "
        '{"seed": N, "questions": [{"id": QID, "options": [option id or scale value, ...]}, ...]}. '
        "The same seed gives the same order on every platform."))
    order.add_argument("bundle", help="the bundle (<quiz>.json)")
    order.add_argument("--seed", type=_seed, required=True, help="an unsigned 64-bit integer (0 to 18446744073709551615)")
    order.add_argument("--version", action="version", version=__version__)
    _session_parser(commands.add_parser(
        "session", help="run a session from a script, or check that a saved token resumes",
        description="Run a respondent session from a script, or check that a saved token resumes on a bundle."))
    return parser


def _session_parser(session: argparse.ArgumentParser) -> None:
    """``session replay SCRIPT BUNDLE`` and ``session check TOKEN BUNDLE [--key KEY]``."""
    session.add_argument("--version", action="version", version=__version__)
    actions = session.add_subparsers(dest="action", required=True, metavar="{replay,check}", parser_class=_Parser)
    replay = actions.add_parser("replay", help="run a session script on a bundle, one JSON line per step", description=(
        'Run a session script on a bundle: one JSON line for the start and one per step. The script is a JSON object '
        '{"start": {"seed", "locale"?, "clock"?}, "steps": [{"do": ACTION, ...}, ...]} '
        "(schemas/session-script.schema.json; docs/cli.md). Each line is "
        '{"events", "page", "shown", "ended", "progress"} with "error", "token", "history" and "result" as the '
        'step gives them. A script that is not JSON or not a script gives {"error": {"code", "message", "step"?}} '
        "and exits 1 before any step runs."))
    replay.add_argument("script", help="the session script (a JSON file)")
    replay.add_argument("bundle", help="the bundle (<quiz>.json) the session runs on")
    replay.add_argument("--version", action="version", version=__version__)
    check = actions.add_parser("check", help="say whether a saved session token resumes on a bundle", description=(
        'Say whether a saved session token resumes on a bundle: {"outcome": "resumed" or "migrated", "from", '
        '"version", "dropped", "needed", "page", "shown", "progress"} (exit 0), or {"outcome": "refused", "error": '
        '{"code", "message", "key"?}} (exit 1) with the token\'s error code (token-too-large, token-damaged, '
        "token-format, token-signature, token-foreign-quiz, token-bundle-changed, token-answer, "
        "token-answer-changed-meaning). One line end at the end of the file is not part of the token."))
    check.add_argument("token", help="the file holding the token")
    check.add_argument("bundle", help="the bundle (<quiz>.json) to resume on")
    check.add_argument("--key", help="the key the token was signed with (its UTF-8 bytes)")
    check.add_argument("--version", action="version", version=__version__)


def parse_arguments(arguments: Sequence[str]) -> Union[Arguments, HelpOrVersion]:
    """The command line read; `HelpOrVersion` when it asks for help or the version (none at
    all is a request for help; ``help [SUBCOMMAND]`` too). Raises `UsageError`."""
    parser = _parser()
    words: List[str] = list(arguments)
    if not words or words[0] == "help":
        target = words[1:2] if words[1:2] in (["score"], ["visible"], ["order"], ["session"]) else []
        if target == ["session"] and words[2:3] in (["replay"], ["check"]):
            target = words[1:3]
        words = target + ["--help"]
    try:
        return parser.parse_args(words, namespace=Arguments())
    except HelpOrVersion as request:
        return request
