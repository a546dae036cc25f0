#!/usr/bin/env python3
"""Runs a build command and fails when it fails or when its output has an `error:` line.

SwiftPM can print compiler errors and still say "Build complete!" and exit 0 (a failed
build of a plugin's tool before the build proper, for instance), so a consumer build's
exit status alone does not say it was clean. This prints the command's output as it
comes, then exits with the command's status when that is not 0, else with 1 when any
line holds `error:` (counted and the first ones repeated at the end), else 0.

usage: python3 build-tools/clean-build.py COMMAND [ARGUMENT...]
   or: python3 build-tools/clean-build.py --log FILE    (checks a saved log)
"""

import re
import subprocess
import sys

ERROR = re.compile(r"\berror:")
# A compiler's located warning: PATH:LINE:COLUMN: warning: (PATH without a `.build` folder).
OWN_WARNING = re.compile(r"^(?P<path>[^:\s][^:]*):\d+:\d+: warning:")
SHOWN = 5


def own_warning(line):
    match = OWN_WARNING.match(line)
    return match is not None and ".build" not in match.group("path").split("/")


def problems(lines, warnings):
    return [line.rstrip("\n") for line in lines
            if ERROR.search(line) or (warnings and own_warning(line))]


def verdict(found, status, warnings=False):
    if status != 0:
        print(f"clean-build: FAILED: the command exited with {status}", file=sys.stderr)
        return status
    if found:
        what = "`error:` (or own `warning:`)" if warnings else "`error:`"
        print(f"clean-build: FAILED: {len(found)} {what} line(s) in a build that exited with 0; the first:",
              file=sys.stderr)
        for line in found[:SHOWN]:
            print(f"  {line}", file=sys.stderr)
        return 1
    return 0


def main(arguments):
    warnings = bool(arguments) and arguments[0] == "--no-warnings"
    if warnings:
        arguments = arguments[1:]
    if not arguments or arguments[0] in ("-h", "--help"):
        print(__doc__.strip(), file=sys.stderr)
        return 64
    if arguments[0] == "--log":
        if len(arguments) != 2:
            print("usage: clean-build.py [--no-warnings] --log FILE", file=sys.stderr)
            return 64
        with open(arguments[1], encoding="utf-8", errors="replace") as log:
            return verdict(problems(log, warnings), 0, warnings)
    process = subprocess.Popen(arguments, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                               text=True, errors="replace")
    found = []
    for line in process.stdout:
        sys.stdout.write(line)
        sys.stdout.flush()
        found += problems([line], warnings)
    return verdict(found, process.wait(), warnings)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
