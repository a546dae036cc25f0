"""The layers of docs/architecture.md hold: the "depends on" column of its Targets table names
exactly the package targets each target depends on in Package.swift (read with `swift package
dump-package`), every package module a target's sources import is one of its dependencies, and
the compiler's lower folders use no type of the folders above them (Decode, Resolve, Analysis,
Language, Diagnostics and Emit never name a type declared in Checks, Driver or Frontend), and
the tools reach the core only through its designed API: no declaration in the core's modules is
`package` (what a tool may use is `@_spi(Tools) public`, the rest internal) and every file outside
the core that imports it says `@_spi(Tools)`."""
import json
import os
import re
import shutil
import subprocess

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MAP = os.path.join(ROOT, "docs", "architecture.md")
TARGETS_HEADING = "### Targets (`Sources/`)"

# The compiler's folders that sit below the pipeline's driver: none of them may use a type
# declared in the folders it feeds (docs/architecture.md, "Arrows inside the core").
LOWER_FOLDERS = ["Decode", "Resolve", "Analysis", "Language", "Diagnostics", "Emit"]
UPPER_FOLDERS = ["Checks", "Driver", "Frontend"]

DECLARATION = re.compile(
    r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private|final|indirect)\s+)*"
    r"(?:struct|enum|class|protocol|typealias|actor)\s+([A-Za-z_]\w*)",
    re.M,
)
# The core: the modules whose API for the tools is `@_spi(Tools) public` (docs/architecture.md,
# "The core's API for tools").
CORE_MODULES = ["QuizCompiler", "QuizYAML"]
PACKAGE_DECLARATION = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*package\s+(?!import\b)\w", re.M)
CORE_IMPORT = re.compile(r"^(?P<attributes>(?:@[\w]+(?:\([^)]*\))?\s+)*)(?:public\s+|package\s+)?import\s+(?P<module>\w+)\s*$", re.M)
IMPORT = re.compile(r"^(?:@\w+(?:\(\w+\))?\s+)*(?:public\s+|package\s+)?import\s+(\w+)", re.M)


def doc_dependencies(text):
    """Target → the set of names in its "depends on" cell (the table under TARGETS_HEADING)."""
    section = text.split(TARGETS_HEADING, 1)[1]
    rows = {}
    for line in section.splitlines()[1:]:
        if line.startswith("#"):
            break
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        match = re.fullmatch(r"`([^`]+)`", cells[0]) if len(cells) == 3 else None
        if match:
            cell = re.sub(r"\([^)]*\)", "", cells[2])
            rows[match.group(1)] = {name.strip() for name in cell.split(",") if name.strip() not in ("", "—")}
    return rows


def package_dependencies(manifest):
    """Target under Sources/ → the set of package targets it depends on, from dump-package JSON."""
    targets = {}
    for target in manifest["targets"]:
        if target["type"] in ("test", "plugin"):
            continue
        names = set()
        for dependency in target["dependencies"]:
            for kind in ("byName", "target"):
                if kind in dependency:
                    names.add(dependency[kind][0])
        targets[target["name"]] = names
    return targets


def disagreements(doc, package, local_targets):
    """Each target whose documented package-target dependencies differ from the package's."""
    problems = []
    for name in sorted(local_targets):
        documented = doc.get(name, set()) & local_targets
        declared = package.get(name, set()) & local_targets
        if documented != declared:
            problems.append(f"{name}: doc says {sorted(documented)}, Package.swift says {sorted(declared)}")
    return problems


def swift_files(folder):
    for directory, _, files in os.walk(folder):
        for file in sorted(files):
            if file.endswith(".swift"):
                yield os.path.join(directory, file)


def code_of(path):
    """A Swift file's text without comments and string literals."""
    text = open(path, encoding="utf-8").read()
    text = re.sub(r'"""[\s\S]*?"""', '""', text)
    text = re.sub(r'"(?:[^"\\\n]|\\.)*"', '""', text)
    text = re.sub(r"/\*[\s\S]*?\*/", "", text)
    return re.sub(r"//[^\n]*", "", text)


def upward_uses(compiler, lower=LOWER_FOLDERS, upper=UPPER_FOLDERS):
    """`file: Type (Folder)` for each type of an upper folder named in a lower folder's file."""
    owners = {}
    for folder in upper:
        for path in swift_files(os.path.join(compiler, folder)):
            for name in DECLARATION.findall(open(path, encoding="utf-8").read()):
                owners[name] = folder
    uses = []
    for folder in lower:
        for path in swift_files(os.path.join(compiler, folder)):
            names = set(re.findall(r"\b[A-Z]\w*\b", code_of(path)))
            uses += [f"{os.path.relpath(path, compiler)}: {name} ({owners[name]})" for name in sorted(names & owners.keys())]
    return uses


def undeclared_imports(sources, package, local_targets):
    """`Target imports Module` for each package module a target imports without depending on it."""
    problems = []
    for target in sorted(os.listdir(sources)):
        imported = set()
        for path in swift_files(os.path.join(sources, target)):
            imported |= set(IMPORT.findall(open(path, encoding="utf-8").read()))
        for module in sorted((imported & local_targets) - package.get(target, set()) - {target}):
            problems.append(f"{target} imports {module}")
    return problems


def package_declarations(folder):
    """`file:line` for each declaration of a core module that is `package`."""
    found = []
    for path in swift_files(folder):
        code = code_of(path)
        for match in PACKAGE_DECLARATION.finditer(code):
            found.append(f"{os.path.relpath(path, ROOT)}:{code.count(chr(10), 0, match.start()) + 1}")
    return found


def imports_without_spi(folders, core=CORE_MODULES):
    """`file imports Module` for each import of a core module that does not say `@_spi(Tools)`."""
    found = []
    for folder in folders:
        for path in swift_files(folder):
            for match in CORE_IMPORT.finditer(code_of(path)):
                module = match.group("module")
                inside = not os.path.relpath(path, os.path.join(ROOT, "Sources", module)).startswith("..")
                if module in core and not inside and "@_spi(Tools)" not in match.group("attributes"):
                    found.append(f"{os.path.relpath(path, ROOT)} imports {module}")
    return found


@pytest.fixture(scope="module")
def manifest():
    if shutil.which("swift") is None:
        pytest.skip("no swift to read Package.swift with")
    result = subprocess.run(["swift", "package", "dump-package"], cwd=ROOT, capture_output=True, text=True, check=True)
    return json.loads(result.stdout)


def local_targets():
    return set(os.listdir(os.path.join(ROOT, "Sources")))


def test_the_doc_names_each_targets_dependencies(manifest):
    doc = doc_dependencies(open(MAP, encoding="utf-8").read())
    assert disagreements(doc, package_dependencies(manifest), local_targets()) == []


def test_every_imported_package_module_is_a_dependency(manifest):
    package = package_dependencies(manifest)
    assert undeclared_imports(os.path.join(ROOT, "Sources"), package, local_targets()) == []


def test_no_lower_core_folder_uses_a_type_from_above():
    assert upward_uses(os.path.join(ROOT, "Sources", "QuizCompiler")) == []


def test_the_core_declares_nothing_package():
    for module in CORE_MODULES:
        assert package_declarations(os.path.join(ROOT, "Sources", module)) == []


def test_every_tool_imports_the_core_through_its_spi():
    folders = [os.path.join(ROOT, "Sources"), os.path.join(ROOT, "Tests"), os.path.join(ROOT, "build-tools")]
    assert imports_without_spi(folders) == []


def test_a_package_declaration_in_the_core_is_found(tmp_path):
    (tmp_path / "A.swift").write_text(
        "package import QuizRuntime\n// package struct InAComment {}\n@_spi(Tools) public struct Open {}\n"
        "struct Inner {\n    @inline(__always) package var leaked: Int\n}\n"
    )
    assert [entry.rsplit(":", 1)[1] for entry in package_declarations(str(tmp_path))] == ["5"]


def test_a_plain_import_of_the_core_is_found(tmp_path):
    (tmp_path / "Tool.swift").write_text(
        "import Foundation\n@_spi(Tools) import QuizCompiler\n@testable import QuizYAML\nimport QuizRuntime\n"
    )
    assert [entry.split(" imports ")[1] for entry in imports_without_spi([str(tmp_path)])] == ["QuizYAML"]


def test_a_changed_dependency_is_a_disagreement():
    doc = doc_dependencies(
        "### Targets (`Sources/`)\n\n| folder | what | depends on |\n|---|---|---|\n"
        "| `A` | a | — |\n| `B` | b | A, swift-system (stdio through B) |\n| `C` | c | A, B |\n"
    )
    assert doc == {"A": set(), "B": {"A", "swift-system"}, "C": {"A", "B"}}
    package = {"A": set(), "B": {"A"}, "C": {"A"}}
    assert disagreements(doc, package, {"A", "B", "C"}) == ["C: doc says ['A', 'B'], Package.swift says ['A']"]


def test_a_lower_folder_naming_a_check_is_an_upward_use(tmp_path):
    (tmp_path / "Checks").mkdir()
    (tmp_path / "Checks" / "SomeCheck.swift").write_text("package struct SomeCheck {}\n")
    (tmp_path / "Decode").mkdir()
    (tmp_path / "Decode" / "Reader.swift").write_text(
        '// SomeCheck in a comment is fine\nlet text = "SomeCheck"\nlet usage = SomeCheck()\n'
    )
    assert upward_uses(str(tmp_path)) == ["Decode/Reader.swift: SomeCheck (Checks)"]


def test_an_import_without_a_dependency_is_found(tmp_path):
    (tmp_path / "Core").mkdir()
    (tmp_path / "Tool").mkdir()
    (tmp_path / "Core" / "A.swift").write_text("@_spi(Tools) package import Tool\nimport Foundation\n")
    (tmp_path / "Tool" / "B.swift").write_text("import Core\n")
    package = {"Core": set(), "Tool": {"Core"}}
    assert undeclared_imports(str(tmp_path), package, {"Core", "Tool"}) == ["Core imports Tool"]
