"""The runtime's modules import each other without a cycle: every module imports alone in a
fresh interpreter, and the graph of its relative imports (at any depth, deferred imports
inside functions included) is acyclic."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from typing import Dict, List, Set

import pytest

PACKAGE = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "src", "quizruntime")
MODULES = sorted(name[:-3] for name in os.listdir(PACKAGE) if name.endswith(".py"))


def imports(module: str) -> Set[str]:
    """The package's modules that ``module`` imports relatively, wherever the import stands."""
    with open(os.path.join(PACKAGE, module + ".py"), encoding="utf-8") as file:
        tree = ast.parse(file.read())
    found: Set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            if node.module is not None:
                found.add(node.module.split(".")[0])
            else:
                found.update(alias.name for alias in node.names)
    return found & set(MODULES)


def cycle(graph: Dict[str, Set[str]]) -> List[str]:
    """A cycle of the graph as the modules along it, or ``[]``."""
    state: Dict[str, int] = {}  # 1: on the path being walked, 2: done
    path: List[str] = []

    def walk(module: str) -> List[str]:
        state[module] = 1
        path.append(module)
        for imported in sorted(graph[module]):
            if state.get(imported) == 1:
                return path[path.index(imported):] + [imported]
            if imported not in state:
                found = walk(imported)
                if found:
                    return found
        path.pop()
        state[module] = 2
        return []

    for module in MODULES:
        if module not in state:
            found = walk(module)
            if found:
                return found
    return []


def test_the_import_graph_has_no_cycle() -> None:
    graph = {module: imports(module) for module in MODULES}
    assert "_bundle_fields" in graph["_condition_decoding"]
    assert cycle(graph) == []


def test_the_cycle_finder_finds_a_cycle() -> None:
    graph: Dict[str, Set[str]] = {module: set() for module in MODULES}
    graph["_bundle"] = {"_condition_decoding"}
    graph["_condition_decoding"] = {"_bundle"}
    assert cycle(graph) == ["_bundle", "_condition_decoding", "_bundle"]


@pytest.mark.parametrize("module", [m for m in MODULES if m != "__main__"])
def test_each_module_imports_alone_in_a_fresh_interpreter(module: str) -> None:
    name = "quizruntime" if module == "__init__" else f"quizruntime.{module}"
    source = os.path.dirname(PACKAGE)
    result = subprocess.run([sys.executable, "-c", f"import {name}"], capture_output=True, text=True, timeout=120,
                            env={**os.environ, "PYTHONPATH": source})
    assert result.returncode == 0, result.stderr
