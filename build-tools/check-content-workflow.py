#!/usr/bin/env python3
"""Runs what docs/ci.md tells a repository with only quiz content to do, locally.

From the section "A repository with only quiz content" of docs/ci.md it takes the shell
snippets (writing .pre-commit-config.yaml, copying the schemas) and the GitHub Actions
workflow, checks the workflow's YAML, and runs the workflow's `run:` steps in a temporary
content-only repository, with a clone of this repository (at HEAD) as `../quizc`:

1. cache miss: quizc is fetched at the pinned commit and built (`swift build -c release
   --product quizc`), then the schema, lint and build --check steps pass;
2. cache hit: the same steps pass with the cached binary, without building;
   neither run leaves an untracked file in the repository (`git status`);
3. a bad quiz fails the lint step with a GitHub annotation; a stale bundle fails the
   build --check step; a schema copy that differs from the pinned commit's fails its step.

`uses:` steps are stood in for: actions/checkout by the content repository itself,
actions/cache by a folder keyed like the workflow's key. The container image is not used:
the steps run with this machine's Swift and libyaml (the install step is skipped when
pkg-config finds libyaml).

usage: python3 build-tools/check-content-workflow.py    (needs PyYAML, git, Swift, libyaml)
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STARTED = time.time()


def say(message):
    print(f"== content-workflow: {message} ({int(time.time() - STARTED)}s)", flush=True)


def fail(message):
    print(f"content-workflow: FAILED: {message}", file=sys.stderr)
    sys.exit(1)


def section():
    text = open(os.path.join(ROOT, "docs", "ci.md"), encoding="utf-8").read()
    start = text.index("## A repository with only quiz content")
    end = text.index("\n## ", start + 3)
    return text[start:end]


def blocks(text, language):
    return re.findall(r"^```" + language + r"\n(.*?)^```", text, re.S | re.M)


def sh(script, cwd, env=None, check=True):
    result = subprocess.run(
        ["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", script],
        cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
    )
    if check and result.returncode != 0:
        print(result.stdout)
        fail(f"exit {result.returncode}: {script.strip().splitlines()[0]}")
    return result


EXPR = re.compile(r"\$\{\{\s*(.*?)\s*\}\}")


def evaluate(text, outputs):
    def value(match):
        expr = match.group(1)
        m = re.fullmatch(r"steps\.([\w-]+)\.outputs\.([\w-]+)", expr)
        if not m:
            fail(f"cannot evaluate ${{{{ {expr} }}}}")
        return outputs.get(m.group(1), {}).get(m.group(2), "")
    return EXPR.sub(value, text)


def untracked(repository):
    """The paths `git status` shows as untracked (every file, ignored ones left out)."""
    status = sh("git status --porcelain --untracked-files=all", repository).stdout
    return {line[3:] for line in status.splitlines() if line.startswith("?? ")}


def condition(expr, outputs):
    m = re.fullmatch(r"steps\.([\w-]+)\.outputs\.([\w-]+) != '(\w+)'", expr.strip())
    if not m:
        fail(f"cannot evaluate if: {expr}")
    return outputs.get(m.group(1), {}).get(m.group(2), "") != m.group(3)


def run_workflow(workflow, content, cache_root, runner_temp):
    """Runs the job's steps in `content`; returns (name of the failed step or None, outputs, log)."""
    (job,) = workflow["jobs"].values()
    outputs, log, post_cache = {}, [], None
    for step in job["steps"]:
        name = step.get("name", step.get("uses", ""))
        if "if" in step and not condition(step["if"], outputs):
            log.append(f"[skipped] {name}")
            continue
        uses = step.get("uses", "")
        if uses.startswith("actions/checkout@"):
            continue
        if uses.startswith("actions/cache@"):
            key = evaluate(step["with"]["key"], outputs)
            saved = os.path.join(cache_root, key)
            path = os.path.join(content, step["with"]["path"])
            hit = os.path.isdir(saved)
            if hit:
                shutil.rmtree(path, ignore_errors=True)
                shutil.copytree(saved, path)
            outputs[step["id"]] = {"cache-hit": "true" if hit else "false"}
            post_cache = (saved, path, hit)
            log.append(f"[cache] {key}: {'hit' if hit else 'miss'}")
            continue
        if "run" not in step:
            fail(f"step {name!r} is neither run: nor a known action")
        if name == "Install libyaml" and sh("pkg-config --exists yaml-0.1", content, check=False).returncode == 0:
            log.append(f"[skipped here: libyaml is installed] {name}")
            continue
        github_output = os.path.join(runner_temp, "output")
        open(github_output, "w").close()
        env = dict(os.environ, GITHUB_OUTPUT=github_output, RUNNER_TEMP=runner_temp,
                   GITHUB_WORKSPACE=content, CI="true")
        for k, v in step.get("env", {}).items():
            env[k] = evaluate(str(v), outputs)
        result = sh(evaluate(step["run"], outputs), content, env=env, check=False)
        log.append(f"[{'ok' if result.returncode == 0 else 'exit %d' % result.returncode}] {name}")
        log.extend("  | " + line for line in result.stdout.splitlines()[-25:])
        if "id" in step:
            outputs[step["id"]] = dict(
                line.split("=", 1) for line in open(github_output).read().splitlines() if "=" in line)
        if result.returncode != 0:
            return name, outputs, log
    saved, path, hit = post_cache
    if not hit and os.path.isdir(path):  # actions/cache saves after a successful job
        shutil.copytree(path, saved)
    return None, outputs, log


def main():
    text = section()
    (workflow_text,) = [b for b in blocks(text, "yaml")]
    workflow = yaml.safe_load(workflow_text)
    say("the workflow parses as YAML")
    assert workflow["name"] and workflow[True if True in workflow else "on"], "no name or on:"
    (job,) = workflow["jobs"].values()
    assert job["runs-on"] and job["steps"], "job without runs-on or steps"
    # The steps run here as GitHub runs them with `shell: bash`: bash -eo pipefail.
    assert job.get("defaults", {}).get("run", {}).get("shell") == "bash", "the job's shell is not bash"
    for step in job["steps"]:
        assert ("uses" in step) != ("run" in step), f"step needs exactly one of uses/run: {step}"
    snippets = blocks(text, "sh")
    config_snippet = next(s for s in snippets if ".pre-commit-config.yaml" in s)
    schema_snippet = next(s for s in snippets if "cp -R ../quizc/schemas" in s)
    # Only the lines that write the config; installing pre-commit is not what is tested here.
    config_snippet = "\n".join(l for l in config_snippet.splitlines() if not l.startswith(("pip ", "pre-commit ")))

    with tempfile.TemporaryDirectory(prefix="content-workflow-") as tmp:
        quizc = os.path.join(tmp, "quizc")
        content = os.path.join(tmp, "content")
        cache_root = os.path.join(tmp, "cache")
        runner_temp = os.path.join(tmp, "runner-temp")
        for d in (content, cache_root, runner_temp):
            os.makedirs(d)
        rev = sh("git rev-parse HEAD", ROOT).stdout.strip()
        sh(f"git clone -q '{ROOT}' '{quizc}' && git -C '{quizc}' checkout -q --detach {rev}", tmp)
        if sh("git status --porcelain --untracked-files=no", ROOT).stdout.strip():
            print(f"note: uncommitted changes are not tested; quizc is built at {rev}")

        say("a content-only repository, set up with the snippets of docs/ci.md")
        os.makedirs(os.path.join(content, "quizzes"))
        for f in sorted(os.listdir(os.path.join(ROOT, "quizzes"))):
            shutil.copy(os.path.join(ROOT, "quizzes", f), os.path.join(content, "quizzes"))
        shutil.copytree(os.path.join(ROOT, "Tests", "QuizCompilerTests", "Golden", "bundles"),
                        os.path.join(content, "bundles"))
        sh("git init -q", content)
        sh(config_snippet, content)
        sh(schema_snippet, content)
        config = yaml.safe_load(open(os.path.join(content, ".pre-commit-config.yaml")))
        entry = config["repos"][0]
        if entry["rev"] != rev or not os.path.samefile(entry["repo"], ROOT):
            fail(f"the config snippet wrote {entry}, expected this repository at {rev}")
        print(open(os.path.join(content, ".pre-commit-config.yaml")).read())

        def expect(description, want_failed, want_text=None):
            failed, outputs, log = run_workflow(workflow, content, cache_root, runner_temp)
            print("\n".join(log))
            if failed != want_failed:
                fail(f"{description}: the failed step was {failed!r}, expected {want_failed!r}")
            if want_text and not any(re.search(want_text, line) for line in log):
                fail(f"{description}: the log lacks {want_text!r}")
            return outputs

        set_up = untracked(content)

        def leaves_nothing(description):
            # What the workflow writes into the checkout (the quizc binary, its caches) must
            # not show up in `git status`: a later `git add -A` would commit it.
            left = sorted(untracked(content) - set_up)
            if left:
                fail(f"{description}: the workflow left untracked files in the repository: {left[:5]}")

        say("run 1: cache miss (builds quizc at the pinned commit)")
        outputs = expect("run 1", None, r"\[ok\] Build quizc at the pinned commit")
        if outputs["pin"].get("ref") != rev:
            fail(f"the pin step read {outputs['pin']}")
        leaves_nothing("run 1")

        say("run 2: cache hit (no build)")
        expect("run 2", None, r"\[skipped\] Build quizc at the pinned commit")
        leaves_nothing("run 2")

        say("run 3: a bad quiz fails the lint step with an annotation")
        shutil.copy(os.path.join(ROOT, "Tests", "Fixtures", "bad", "tab.quiz.yaml"), os.path.join(content, "quizzes"))
        expect("run 3", "Lint quizzes", r"::error file=quizzes/tab\.quiz\.yaml,line=3,col=1,.*title=yaml-syntax::")
        os.remove(os.path.join(content, "quizzes", "tab.quiz.yaml"))

        say("run 4: a quiz changed without its bundle fails build --check")
        path = os.path.join(content, "quizzes", "animal.quiz.yaml")
        original = open(path).read()
        # A new version, not a new title: that would also make the translations stale (lint fails first).
        open(path, "w").write(re.sub(r"(?m)^version: .*$", "version: 1.0.1", original))
        expect("run 4", "Committed bundles are up to date", r"stale: bundles/animal\.json")
        open(path, "w").write(original)

        say("run 5: a schema copy that differs from the pinned commit's fails its step")
        with open(os.path.join(content, "schemas", "quiz.schema.json"), "a") as f:
            f.write("\n")
        expect("run 5", "The schema copy matches the pinned quizc")

    say("done")
    print("content workflow: 5 runs as expected")


if __name__ == "__main__":
    main()
