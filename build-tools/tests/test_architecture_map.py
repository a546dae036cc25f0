"""docs/architecture.md is the contributors' map: its folder tables must name exactly the
folders of the tree (every target under Sources/, every folder of Sources/QuizCompiler/ and
of Sources/QuizLanguageServer/)."""
import os
import re

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MAP = os.path.join(ROOT, "docs", "architecture.md")


def table_folders(heading):
    """The backquoted names in the first column of the table under `heading`."""
    text = open(MAP, encoding="utf-8").read()
    section = text.split(heading, 1)[1]
    rows = []
    for line in section.splitlines()[1:]:
        if line.startswith("#"):
            break
        match = re.match(r"\| `([^`]+)` \|", line)
        if match:
            rows.append(match.group(1))
    return sorted(rows)


def folders(path):
    return sorted(name for name in os.listdir(path) if os.path.isdir(os.path.join(path, name)))


def test_every_target_is_on_the_map():
    assert table_folders("### Targets (`Sources/`)") == folders(os.path.join(ROOT, "Sources"))


def test_every_compiler_folder_is_on_the_map():
    listed = table_folders("### The compiler's folders (`Sources/QuizCompiler/`)")
    assert listed == folders(os.path.join(ROOT, "Sources", "QuizCompiler"))


def test_every_language_server_folder_is_on_the_map():
    listed = table_folders("### The language server's folders (`Sources/QuizLanguageServer/`)")
    present = folders(os.path.join(ROOT, "Sources", "QuizLanguageServer"))
    # `Semantic` holds the symbol index; the map names it before its first file lands.
    assert [name for name in listed if name != "Semantic"] == [name for name in present if name != "Semantic"]


def test_the_map_names_only_files_that_exist():
    text = open(MAP, encoding="utf-8").read()
    missing = []
    for name in sorted(set(re.findall(r"`([\w+./-]+\.(?:swift|js|py|json))`", text))):
        found = any(name in os.path.join(folder, file)
                    for folder, _, files in os.walk(ROOT) if ".build" not in folder and "node_modules" not in folder
                    for file in files)
        if not found:
            missing.append(name)
    assert missing == []
