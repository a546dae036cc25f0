#!/usr/bin/env python3
"""The lint speed targets, measured in one run on one corpus, with a verdict per target.

    python3 build-tools/lint-targets.py [--files N] [--quizc PATH] [--keep]

1. Warm-cache `quizc lint` within 2x of the libyaml-only parse of the same files (wall). Also
   shown: a warm run after one file changed (what a save costs), and one with every lint
   result removed but the analyses kept (what rewording every quiz costs).
2. Cold `quizc lint` (empty cache) at least 20x faster than
   `check-jsonschema --schemafile schemas/quiz.schema.json` on the same files (wall).
3. `quizc lint` of one shipped quiz, process start included, under 30 ms (median of 21 runs;
   every shipped quiz, with a warm cache and with --no-cache).

The corpus is `build-tools/gen_corpus.py N DIR --questions 6-30` (default N 2000): realistic
quizzes of 6-30 questions, a third each axes, highest and bands. The floor is
`build-tools/yaml-parse-floor.c` built against the system libyaml, reading every event of every
file on all cores, nothing else. quizc is built in release unless --quizc names a binary.
Wall times are medians of several runs (the count is printed); nothing else should run on
the machine meanwhile. Prints a Markdown table for docs/PERFORMANCE.md.
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(argv, **kwargs):
    return subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, **kwargs)


def timed(argv, runs, before=None, expect=(0,), cwd=None, outputs=None):
    """Median wall seconds of `runs` runs of argv; `before()` runs untimed before each. With
    `outputs` (a list), each run's standard output and error are appended to it (written to
    a file, not a pipe, so reading them costs the run nothing)."""
    walls = []
    for _ in range(runs):
        if before:
            before()
        with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
            start = time.perf_counter()
            status = subprocess.run(argv, stdout=out, stderr=err, cwd=cwd).returncode
            walls.append(time.perf_counter() - start)
            if outputs is not None:
                out.seek(0)
                err.seek(0)
                outputs.append((out.read(), err.read()))
        if status not in expect:
            sys.exit(f"{' '.join(argv)} exited {status}")
    return statistics.median(walls)


def same_outputs(what, outputs):
    """Exits unless every run in `outputs` printed the same bytes; says how many were compared."""
    if any(output != outputs[0] for output in outputs):
        sys.exit(f"{what}: the runs printed different output")
    return f"{what}: {len(outputs)} runs, identical output"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--files", type=int, default=2000)
    parser.add_argument("--quizc", help="a quizc binary (default: swift build -c release)")
    parser.add_argument("--keep", action="store_true", help="keep the work folder")
    args = parser.parse_args()

    quizc = args.quizc
    if quizc is None:
        subprocess.run(["swift", "build", "-c", "release", "--product", "quizc"], cwd=REPO, check=True, stdout=subprocess.DEVNULL)
        bin_path = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=REPO, check=True,
                                  capture_output=True, text=True).stdout.strip()
        quizc = os.path.join(bin_path, "quizc")
    quizc = os.path.abspath(quizc)
    work = tempfile.mkdtemp(prefix="lint-targets.")
    try:
        corpus = os.path.join(work, "corpus")
        subprocess.run([sys.executable, os.path.join(REPO, "build-tools/gen_corpus.py"), str(args.files), corpus,
                        "--questions", "6-30"], check=True, stdout=subprocess.DEVNULL)
        files = sorted(os.path.join("corpus", name) for name in os.listdir(corpus))
        size = sum(os.path.getsize(os.path.join(work, f)) for f in files)
        floor = os.path.join(work, "yaml-parse-floor")
        flags = subprocess.run(["pkg-config", "--cflags", "--libs", "yaml-0.1"], check=True, capture_output=True, text=True).stdout.split()
        subprocess.run(["cc", "-O2", os.path.join(REPO, "build-tools/yaml-parse-floor.c"), *flags, "-o", floor], check=True)
        schema_checker = shutil.which("check-jsonschema")
        if schema_checker is None:
            sys.exit("check-jsonschema is missing: pip install check-jsonschema")
        cores = os.cpu_count() or 1
        version = subprocess.run([quizc, "--version"], capture_output=True, text=True).stdout.strip()
        print(f"corpus: {args.files} files of 6-30 questions, {size:,} bytes; {cores} cores; quizc {version}; "
              f"{time.strftime('%Y-%m-%dT%H:%M:%SZ', time.gmtime())}")

        cache = os.path.join(work, "cache")
        clear = lambda: shutil.rmtree(cache, ignore_errors=True)
        lint = [quizc, "lint", "--cache-dir", cache, "corpus"]
        floor_wall = timed([floor, "-j", str(cores), *files], 5, cwd=work)
        lint_outputs = []
        cold_wall = timed(lint, 3, before=clear, cwd=work, outputs=lint_outputs)
        warm_wall = timed(lint, 5, cwd=work, outputs=lint_outputs)
        # A save: one file's bytes change (a comment appended), every other file is unchanged.
        edited = os.path.join(work, files[len(files) // 2])
        original = open(edited, "rb").read()
        saves = iter(range(1_000_000))
        edit = lambda: open(edited, "wb").write(original + f"# save {next(saves)}\n".encode())
        one_changed_wall = timed(lint, 5, before=edit, cwd=work, outputs=lint_outputs)
        open(edited, "wb").write(original)
        # Every file's lint result gone, its analysis kept (as after rewording every quiz).
        drop_results = lambda: [os.remove(os.path.join(cache, name)) for name in os.listdir(cache) if name.endswith(".lint.json")]
        analyses_only_wall = timed(lint, 3, before=drop_results, cwd=work, outputs=lint_outputs)
        uncached_wall = timed([quizc, "lint", "--no-cache", "corpus"], 1, cwd=work, outputs=lint_outputs)
        # The cache changes no output: lint (all runs above), stats and build, on the whole corpus.
        checks = [same_outputs("lint: no cache, cold, warm, one file changed, analyses only", lint_outputs)]
        for command in (["stats", "--format", "json"], ["lint", "--format", "sarif"]):
            outputs = []
            timed([quizc, *command, "--no-cache", "corpus"], 1, cwd=work, outputs=outputs)
            timed([quizc, *command, "--cache-dir", cache, "corpus"], 1, before=clear, cwd=work, outputs=outputs)
            timed([quizc, *command, "--cache-dir", cache, "corpus"], 1, cwd=work, outputs=outputs)
            checks.append(same_outputs(f"{' '.join(command)}: no cache, cold, warm", outputs))
        builds = []
        for name, options in (("uncached", ["--no-cache"]), ("warm", ["--cache-dir", cache])):
            timed([quizc, "build", *options, "-o", os.path.join(work, "out-" + name), "corpus"], 1, cwd=work)
            builds.append(subprocess.run(["diff", "-r", "-q", os.path.join(work, "out-uncached"), os.path.join(work, "out-" + name)]).returncode)
        if any(builds):
            sys.exit("build: the bundles written with and without the cache differ")
        checks.append(f"build: no cache, warm: identical bundles ({len(os.listdir(os.path.join(work, 'out-warm')))} files)")
        schema_wall = timed([schema_checker, "--schemafile", os.path.join(REPO, "schemas/quiz.schema.json"), *files], 1, cwd=work)

        shipped = sorted(name for name in os.listdir(os.path.join(REPO, "quizzes")) if name.endswith(".quiz.yaml"))
        one_cache = os.path.join(work, "one-cache")
        singles = []
        for name in shipped:
            path = os.path.join("quizzes", name)
            warm = [quizc, "lint", "--cache-dir", one_cache, path]
            run(warm, cwd=REPO)  # fills the cache
            singles.append((name, timed(warm, 21, cwd=REPO), timed([quizc, "lint", "--no-cache", path], 21, cwd=REPO)))
    finally:
        if args.keep:
            print(f"kept {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)

    def ms(seconds):
        return f"{seconds * 1000:,.0f} ms" if seconds < 10 else f"{seconds:,.1f} s"

    print()
    print("| what | wall (median) |")
    print("|---|---:|")
    print(f"| libyaml-only parse, {cores} processes (5 runs) | {ms(floor_wall)} |")
    print(f"| `quizc lint`, cold cache (3 runs) | {ms(cold_wall)} |")
    print(f"| `quizc lint`, warm cache (5 runs) | {ms(warm_wall)} |")
    print(f"| `quizc lint`, warm cache, one file changed (5 runs) | {ms(one_changed_wall)} |")
    print(f"| `quizc lint`, warm analyses, no lint results (3 runs) | {ms(analyses_only_wall)} |")
    print(f"| `quizc lint --no-cache` (1 run) | {ms(uncached_wall)} |")
    print(f"| `check-jsonschema --schemafile schemas/quiz.schema.json` (1 run) | {ms(schema_wall)} |")
    for name, warm, uncached in singles:
        print(f"| `quizc lint quizzes/{name}`, warm cache / `--no-cache` (21 runs each) | {ms(warm)} / {ms(uncached)} |")
    print()
    verdicts = [
        (f"warm lint / libyaml parse = {warm_wall / floor_wall:.2f} (target <= 2)", warm_wall <= 2 * floor_wall),
        (f"check-jsonschema / cold lint = {schema_wall / cold_wall:.1f} (target >= 20)", schema_wall >= 20 * cold_wall),
        (f"slowest single shipped quiz, warm = {ms(max(w for _, w, _ in singles))} (target < 30 ms)",
         max(w for _, w, _ in singles) < 0.030),
    ]
    for text, met in verdicts:
        print(f"- {'met' if met else 'MISSED'}: {text}")
    print()
    for text in checks:
        print(f"- {text}")


if __name__ == "__main__":
    main()
