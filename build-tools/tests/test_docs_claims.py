"""Claims of the docs that can drift from what they describe: the build figures live in one
place (docs/PERFORMANCE.md), and the JSON shape docs/cli.md gives for `quizc stats` names
every field quizc writes for an outcome."""

import json
import os
import re
import shutil
import subprocess

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
QUIZC = os.environ.get("QUIZC", os.path.join(ROOT, ".build", "debug", "quizc"))
SECONDS = re.compile(r"\b\d+(?:\.\d+)?(?:–\d+(?:\.\d+)?)? ?s\b")


def read(path):
    return open(os.path.join(ROOT, path), encoding="utf-8").read()


def anchors(markdown):
    """GitHub's anchors of a Markdown file's headings."""
    found = set()
    for heading in re.findall(r"^#+ (.+)$", markdown, re.M):
        slug = re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")
        found.add(slug)
    return found


def test_plugins_md_keeps_no_build_figures_and_points_at_performance_md():
    plugins = read("docs/plugins.md")
    section = plugins[plugins.index("## The example client"):plugins.index("## pre-commit hooks")]
    assert not SECONDS.findall(section), f"timings in docs/plugins.md: {SECONDS.findall(section)}"
    links = re.findall(r"\(PERFORMANCE\.md#([\w-]+)\)", plugins)
    assert links, "docs/plugins.md does not point at docs/PERFORMANCE.md for the figures"
    assert set(links) <= anchors(read("docs/PERFORMANCE.md")), links


def test_performance_md_has_the_consumer_build_figures():
    performance = read("docs/PERFORMANCE.md")
    start = performance.index("## Building a package that uses the plugins")
    section = performance[start:performance.index("\n## ", start + 3)]
    assert "Examples/QuizClient" in section and "Reproduce with" in section
    assert len(SECONDS.findall(section)) >= 3


def documented_outcome_fields():
    """The fields docs/cli.md gives a stats outcome, and those it marks optional (`"name"?`)."""
    cli = read("docs/cli.md")
    start = cli.index("## `quizc stats`")
    shape = re.search(r'"outcomes": \[\{([^}]*)\}\]', cli[start:]).group(1)
    written = [field.strip() for field in shape.split(",")]
    names = {field.strip('"?').strip('"') for field in written}
    return names, {field.strip('"?').strip('"') for field in written if field.endswith("?")}


@pytest.mark.skipif(not os.path.exists(QUIZC), reason="needs a built quizc (swift build)")
def test_cli_md_names_every_field_of_a_stats_outcome():
    result = subprocess.run([QUIZC, "stats", "--format", "json", "--no-cache", os.path.join(ROOT, "quizzes")],
                            capture_output=True, text=True, check=True)
    written = {field for quiz in json.loads(result.stdout)["quizzes"] for outcome in quiz["outcomes"]
               for field in outcome}
    documented, optional = documented_outcome_fields()
    assert written <= documented
    assert documented - optional <= written


@pytest.mark.skipif(not os.path.exists(QUIZC) or shutil.which("tsc") is None or shutil.which("node") is None,
                    reason="needs a built quizc, tsc and node")
def test_codegen_md_typescript_with_an_out_dir(tmp_path):
    """docs/codegen.md: with `outDir`, generated modules beside `src/` and `dist/`, imported as
    '../generated/…', type-check and load at run time; tsc does not copy them into `dist/`."""
    codegen = read("docs/codegen.md")
    assert "quizc generate typescript -o generated quizzes" in codegen
    assert "import { load, PrimaryGoal } from '../generated/fitcircle-persona.js';" in codegen
    quiz = os.path.join(ROOT, "quizzes", "fitcircle-persona.quiz.yaml")
    subprocess.run([QUIZC, "generate", "typescript", "--no-cache", "-o", str(tmp_path / "generated"), quiz],
                   check=True, capture_output=True)
    subprocess.run([QUIZC, "build", "--no-cache", "-o", str(tmp_path / "bundles"), quiz], check=True, capture_output=True)
    (tmp_path / "node_modules").mkdir()
    os.symlink(os.path.join(ROOT, "runtimes", "js"), tmp_path / "node_modules" / "quiz-runtime")
    (tmp_path / "package.json").write_text('{"type": "module"}\n')
    (tmp_path / "tsconfig.json").write_text(json.dumps({"compilerOptions": {
        "target": "ES2020", "module": "ES2020", "moduleResolution": "node", "strict": True, "types": [],
        "lib": ["ES2020"], "rootDir": "src", "outDir": "dist"}, "include": ["src"]}))
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "app.ts").write_text(
        "import { load, PrimaryGoal, MotivationStyle, FitnessLevel, TimeCommitment } from '../generated/fitcircle-persona.js';\n"
        "export function persona(bundle: string): string {\n"
        "  const scored = load(bundle).score({ primaryGoal: PrimaryGoal.LoseWeight, motivationStyle: MotivationStyle.Competition,\n"
        "    fitnessLevel: FitnessLevel.Intermediate, timeCommitment: TimeCommitment._30_60 });\n"
        "  return scored.ok ? String(scored.result.outcome) : scored.error.message;\n"
        "}\n")
    compiled = subprocess.run(["tsc", "-p", str(tmp_path)], capture_output=True, text=True)
    assert compiled.returncode == 0, compiled.stdout + compiled.stderr
    assert sorted(os.listdir(tmp_path / "dist")) == ["app.js"]
    run = ("import { readFileSync } from 'node:fs'; import { persona } from './dist/app.js';\n"
           "console.log(persona(readFileSync('bundles/fitcircle-persona.json', 'utf8')));\n")
    (tmp_path / "run.mjs").write_text(run)
    result = subprocess.run(["node", "run.mjs"], cwd=tmp_path, capture_output=True, text=True)
    assert result.stdout.strip() == "casey", result.stderr
