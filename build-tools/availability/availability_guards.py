"""Where a Swift file raises its own availability: `@available` on a declaration, the body of
`if #available(...)` / `while #available(...)`, the rest of the block after
`guard #available(...) else { ... }`, and the `else` of `if #unavailable(...)`.

The regions come from the compiler's parse tree (`swiftc -frontend -dump-parse`), as byte
offsets into the file.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field

from .toolchain import run


@dataclass
class GuardRegion:
    """Bytes [start, end] of a file where the listed platforms have a higher floor."""
    start: int
    end: int
    introduced: dict[str, tuple[int, ...]] = field(default_factory=dict)
    unavailable: set[str] = field(default_factory=set)


def parse_version(text: str) -> tuple[int, ...]:
    parts = [int(part) for part in text.split(".")]
    return tuple(parts + [0] * (3 - len(parts)))


def _subtree_end(node) -> int:
    end = -1
    if isinstance(node, dict):
        span = node.get("range")
        if isinstance(span, dict):
            end = span.get("end", -1)
        for value in node.values():
            if isinstance(value, (dict, list)):
                end = max(end, _subtree_end(value))
    elif isinstance(node, list):
        for value in node:
            end = max(end, _subtree_end(value))
    return end


def _start(node) -> int | None:
    span = node.get("range") if isinstance(node, dict) else None
    return span.get("start") if isinstance(span, dict) else None


def _available_attributes(node: dict) -> tuple[dict[str, tuple[int, ...]], set[str], int | None]:
    introduced: dict[str, tuple[int, ...]] = {}
    unavailable: set[str] = set()
    first = None
    for attribute in node.get("attrs", []) or []:
        if not isinstance(attribute, dict) or attribute.get("_kind") != "available_attr":
            continue
        domain = attribute.get("domain") or attribute.get("domainIdentifier")
        if attribute.get("unavailable"):
            unavailable.add(domain)
        elif attribute.get("introduced"):
            introduced[domain] = parse_version(attribute["introduced"])
        else:
            continue
        start = _start(attribute)
        if start is not None:
            first = start if first is None else min(first, start)
    return introduced, unavailable, first


def _availability_queries(conditions) -> dict[str, tuple[int, ...]] | None:
    queries: dict[str, tuple[int, ...]] = {}
    found = False
    for condition in conditions or []:
        if isinstance(condition, dict) and condition.get("_kind") == "#available":
            found = True
            for query in condition.get("queries", []):
                if query.get("version") and query.get("domain") not in (None, "*"):
                    queries[query["domain"]] = parse_version(query["version"])
    return queries if found else None


class _Collector:
    def __init__(self, source: bytes):
        self.source = source
        self.regions: list[GuardRegion] = []

    def walk(self, node, scope_end: int) -> None:
        if isinstance(node, list):
            self.walk_list(node, scope_end)
            return
        if not isinstance(node, dict):
            return
        kind = node.get("_kind")
        self.declaration(node, None)
        if kind in ("if_stmt", "while_stmt", "guard_stmt"):
            self.statement(node, kind, scope_end)
        inner_scope = node["range"]["end"] if kind == "brace_stmt" and isinstance(node.get("range"), dict) else scope_end
        for key, value in node.items():
            if isinstance(value, (dict, list)):
                self.walk(value, inner_scope)

    def walk_list(self, nodes: list, scope_end: int) -> None:
        # A stored property's initializer belongs to the pattern binding beside its var_decl.
        for node in nodes:
            if isinstance(node, dict) and node.get("_kind") == "var_decl" and node.get("attrs"):
                binding = next((other for other in nodes if isinstance(other, dict)
                                and other.get("_kind") == "pattern_binding_decl"
                                and (_start(other) or 0) <= (_start(node) or 0) <= _subtree_end(other)), None)
                if binding is not None:
                    self.declaration(node, _subtree_end(binding))
        for node in nodes:
            self.walk(node, scope_end)

    def declaration(self, node: dict, extra_end: int | None) -> None:
        introduced, unavailable, attribute_start = _available_attributes(node)
        if not introduced and not unavailable:
            return
        start = min(value for value in (attribute_start, _start(node)) if value is not None)
        end = max(_subtree_end(node), extra_end if extra_end is not None else -1)
        self.regions.append(GuardRegion(start, end, introduced, unavailable))

    def statement(self, node: dict, kind: str, scope_end: int) -> None:
        queries = _availability_queries(node.get("conditions"))
        if queries is None:
            return
        start = _start(node) or 0
        if kind == "guard_stmt":
            self.regions.append(GuardRegion(node["range"]["end"], scope_end, queries))
            return
        body = node.get("then_stmt") if kind == "if_stmt" else node.get("body")
        body_start = _start(body) if isinstance(body, dict) else None
        condition_text = self.source[start:body_start if body_start is not None else start]
        if b"#unavailable" in condition_text:
            # The parse tree spells `#unavailable` like `#available`; the else branch is the guarded one.
            other = node.get("else_stmt")
            if isinstance(other, dict) and _start(other) is not None:
                self.regions.append(GuardRegion(_start(other), _subtree_end(other), queries))
            return
        self.regions.append(GuardRegion(start, _subtree_end(body) if body is not None else start, queries))


def regions_from_parse_tree(tree: dict, source: bytes) -> list[GuardRegion]:
    collector = _Collector(source)
    collector.walk(tree.get("items", []), len(source))
    return collector.regions


def guard_regions(swiftc: str, path: str, defines: list[str]) -> list[GuardRegion]:
    """Parses the file and returns its availability-raising regions."""
    command = [swiftc, "-frontend", "-dump-parse", "-dump-ast-format", "json", path]
    for define in defines:
        command += ["-D", define]
    tree = json.loads(run(command))
    with open(path, "rb") as handle:
        source = handle.read()
    return regions_from_parse_tree(tree, source)
