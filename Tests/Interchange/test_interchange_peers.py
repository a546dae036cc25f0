"""`quizc translations export` and `import` against the tools translators use: the exported
XLIFF validates against the OASIS XLIFF 1.2 strict schema (xmllint), the exported PO passes
`msgfmt --check` (gettext), both load in translate-toolkit (the library behind Weblate and
Pootle) with the units and states quizc wrote, and a file translate-toolkit has loaded and
saved imports back to the same translation file, byte for byte."""
import os
import pathlib
import shutil
import subprocess

import pytest
from translate.storage import factory

ROOT = pathlib.Path(__file__).resolve().parents[2]
SCHEMAS = pathlib.Path(__file__).resolve().parent / "schemas"
SHIPPED = ["mbti.de", "big-five.de", "fitcircle-persona.de", "fitcircle-persona.ar", "color.ar", "animal.es"]
EXTENSION = {"xliff": "xlf", "po": "po"}

TEA_QUIZ = """\
quiz: tea
version: 1.0.0
title: Which Tea Are You?
description: Three questions, one cup of tea.
locale: en
traits: [calm, bold]
scoring:
  model: highest
  ties: [calm, bold]
questions:
  - id: morning
    # Asked first; keep it light.
    text: How do you start your day?
    options:
      - {id: slow, label: "Slowly, with a book", weights: {calm: 1}}
      - {id: fast, label: "Straight into action", weights: {bold: 1}}
outcomes:
  calm:
    title: Green Tea
    description: Gentle and steady.
    recommendations:
      - Keep one slow morning free this weekend.
  bold:
    title: Masala Chai
    description: Spicy and full of energy.
"""

# The title fresh, the description stale, the option `slow` new, the rest translated.
TEA_GERMAN = """\
translation: tea
locale: de
title:
  text: Welcher Tee bist du?
  source: Which Tea Are You?
description:
  text: Drei Fragen, eine Tasse Tee.
  source: Two questions, one cup of tea.
questions:
  morning:
    text: Wie beginnst du deinen Tag?  # du, not Sie
    options:
      slow: {text: "", source: "Slowly, with a book"}
      fast: |-
        Direkt voller Tatendrang
outcomes:
  calm:
    title: Grüner Tee
    description: {text: Sanft und ausgeglichen., source: Gentle and steady.}
    recommendations:
      - Halte dir an diesem Wochenende einen ruhigen Morgen frei.
  bold:
    title: Masala Chai
    description: Würzig und voller Energie.
"""


def run(command, **kwargs):
    result = subprocess.run(command, capture_output=True, text=True, timeout=300, **kwargs)
    assert result.returncode == 0, f"{command}: {result.returncode}\n{result.stdout}\n{result.stderr}"
    return result


def export(quizc, quiz, locale, fmt):
    run([quizc, "translations", "export", str(quiz), "--locale", locale, "--format", fmt, "--no-cache"])
    return quiz.parent / f"{quiz.name.split('.')[0]}.{locale}.{EXTENSION[fmt]}"


def import_file(quizc, path):
    return run([quizc, "translations", "import", str(path), "--no-cache"])


def xmllint(path):
    env = dict(os.environ, XML_CATALOG_FILES=str(SCHEMAS / "catalog.xml"))
    return subprocess.run(
        ["xmllint", "--nonet", "--noout", "--schema", str(SCHEMAS / "xliff-core-1.2-strict.xsd"), str(path)],
        capture_output=True, text=True, env=env, timeout=120)


def msgfmt(path):
    return subprocess.run(["msgfmt", "--check", "-o", os.devnull, str(path)], capture_output=True, text=True,
                          timeout=120)


def peer_saved(path):
    """The file as translate-toolkit writes it after loading it."""
    store = factory.getobject(str(path))
    saved = path.with_name("peer-" + path.name)
    store.savefile(str(saved))
    return saved


def unit_id(unit):
    """The unit's own id (translate-toolkit prefixes an XLIFF unit's with the file's `original` and U+0004)."""
    return unit.getid().split("\x04")[-1]


def units(path):
    return [unit for unit in factory.getobject(str(path)).units if not unit.isheader()]


@pytest.fixture
def quizzes(tmp_path):
    folder = tmp_path / "quizzes"
    shutil.copytree(ROOT / "quizzes", folder)
    return folder


@pytest.fixture
def tea(tmp_path):
    (tmp_path / "tea.quiz.yaml").write_text(TEA_QUIZ, encoding="utf-8")
    (tmp_path / "tea.de.yaml").write_text(TEA_GERMAN, encoding="utf-8")
    return tmp_path


@pytest.mark.parametrize("fmt", ["xliff", "po"])
@pytest.mark.parametrize("name", SHIPPED)
def test_a_shipped_translation_survives_translate_toolkit(quizc, quizzes, name, fmt):
    quiz_id, locale = name.split(".")
    translation = quizzes / f"{name}.yaml"
    before = translation.read_bytes()
    exported = export(quizc, quizzes / f"{quiz_id}.quiz.yaml", locale, fmt)
    if fmt == "xliff":
        check = xmllint(exported)
        assert check.returncode == 0 and check.stderr.strip().endswith("validates"), check.stderr
    else:
        check = msgfmt(exported)
        assert check.returncode == 0 and check.stderr == "", check.stderr
    loaded = units(exported)
    assert len(loaded) == exported.read_text(encoding="utf-8").count(
        "<trans-unit " if fmt == "xliff" else "\nmsgctxt ")
    assert all(unit.istranslated() and not unit.isfuzzy() for unit in loaded)
    assert len({unit.getid() for unit in loaded}) == len(loaded)

    saved = peer_saved(exported)
    result = import_file(quizc, saved)
    assert "is up to date" in result.stderr
    assert translation.read_bytes() == before

    # Into no file at all: the same texts and sources, hence the same export.
    translation.unlink()
    import_file(quizc, saved)
    assert export(quizc, quizzes / f"{quiz_id}.quiz.yaml", locale, fmt).read_bytes() == exported.read_bytes()


def test_po_states_survive_translate_toolkit(quizc, tea):
    exported = export(quizc, tea / "tea.quiz.yaml", "de", "po")
    assert msgfmt(exported).stderr == ""
    by_context = {unit.getcontext(): unit for unit in units(exported)}
    assert len(by_context) == 10
    description = by_context["description"]
    assert description.isfuzzy() and description.target == "Drei Fragen, eine Tasse Tee."
    assert description.prev_source == "Two questions, one cup of tea."
    assert not by_context["questions/morning/options/slow"].istranslated()
    assert by_context["title"].istranslated() and not by_context["title"].isfuzzy()
    assert "Asked first; keep it light." in by_context["questions/morning/text"].getnotes()

    # A translator fills in the new text and leaves the stale one fuzzy.
    store = factory.getobject(str(exported))
    for unit in store.units:
        if unit.getcontext() == "questions/morning/options/slow":
            unit.target = "Langsam, mit einem Buch"
    store.savefile(str(exported))
    import_file(quizc, exported)
    result = (tea / "tea.de.yaml").read_text(encoding="utf-8")
    assert result == TEA_GERMAN.replace(
        'slow: {text: "", source: "Slowly, with a book"}',
        'slow: {text: "Langsam, mit einem Buch", source: "Slowly, with a book"}')

    # Exported again: the description still stale, the option translated.
    again = {unit.getcontext(): unit for unit in units(export(quizc, tea / "tea.quiz.yaml", "de", "po"))}
    assert again["description"].isfuzzy()
    assert again["questions/morning/options/slow"].istranslated()


def test_xliff_states_survive_translate_toolkit(quizc, tea):
    exported = export(quizc, tea / "tea.quiz.yaml", "de", "xliff")
    check = xmllint(exported)
    assert check.returncode == 0, check.stderr
    by_id = {unit_id(unit): unit for unit in units(exported)}
    assert len(by_id) == 10
    assert by_id["description"].isfuzzy()
    assert not by_id["questions/morning/options/slow"].istranslated()
    assert by_id["title"].istranslated()
    assert "Asked first; keep it light." in by_id["questions/morning/text"].getnotes("developer")

    saved = peer_saved(exported)
    assert xmllint(saved).returncode == 0
    assert "alttranstype=\"previous-version\"" in saved.read_text(encoding="utf-8")
    store = factory.getobject(str(saved))
    for unit in store.units:
        if unit_id(unit) == "questions/morning/options/slow":
            unit.target = "Langsam, mit einem Buch"
            unit.markfuzzy(False)
    store.savefile(str(saved))
    import_file(quizc, saved)
    result = (tea / "tea.de.yaml").read_text(encoding="utf-8")
    assert result == TEA_GERMAN.replace(
        'slow: {text: "", source: "Slowly, with a book"}',
        'slow: {text: "Langsam, mit einem Buch", source: "Slowly, with a book"}')
    again = {unit_id(unit): unit for unit in units(export(quizc, tea / "tea.quiz.yaml", "de", "xliff"))}
    assert again["description"].isfuzzy()
    assert again["questions/morning/options/slow"].istranslated()
