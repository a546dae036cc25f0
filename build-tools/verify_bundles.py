#!/usr/bin/env python3
"""Independent checks of quizc's output, written without any of quizc's code.

    python3 build-tools/verify_bundles.py [--quizzes DIR] [--bundles DIR]

1. Every source quiz validates against schemas/quiz.schema.json (JSON Schema draft-07),
   every translation file (a document with `translation:` and no `quiz:`) against
   schemas/translation.schema.json.
2. Every bundle validates against schemas/bundle.schema.json.
3. Every bundle's `hash` is "sha256:" + SHA-256 of its RFC 8785 (JCS) canonical form
   without `hash`, computed by the small JCS implementation below.
4. index.json lists every bundle with its version and hash.

Exits 0 when all hold, 1 otherwise, printing one line per finding and a summary line.
"""
import argparse
import glob
import hashlib
import json
import os
import sys

try:
    import jsonschema
    import yaml
except ImportError as error:  # pragma: no cover - CI installs both
    print(f"verify_bundles: missing Python package: {error.name}; pip install jsonschema pyyaml", file=sys.stderr)
    sys.exit(2)


def jcs_number(x):
    """RFC 8785 §3.2.2.3: ECMAScript's Number-to-String of a float.

    repr() gives the shortest digits that round-trip (as ECMAScript requires); only the
    layout differs: plain notation for decimal exponents from -7 to 20, exponent form
    ("1e-7", "1.5e+300") outside, and -0 as "0".
    """
    if x != x or x in (float("inf"), float("-inf")):
        raise ValueError(f"not allowed in a bundle: {x!r}")
    if x == 0:
        return "0"
    text = repr(abs(x))
    mantissa, _, exponent = text.partition("e")
    whole, _, fraction = mantissa.partition(".")
    digits = (whole + fraction).lstrip("0")
    # value = 0.digits × 10^n
    n = len(whole.lstrip("0")) if whole.strip("0") else -(len(fraction) - len(fraction.lstrip("0")))
    n += int(exponent or 0)
    digits = digits.rstrip("0")
    k = len(digits)
    if k <= n <= 21:
        out = digits + "0" * (n - k)
    elif 0 < n <= 21:
        out = digits[:n] + "." + digits[n:]
    elif -6 < n <= 0:
        out = "0." + "0" * (-n) + digits
    else:
        e = n - 1
        out = digits[0] + ("." + digits[1:] if k > 1 else "") + "e" + ("-" if e < 0 else "+") + str(abs(e))
    return ("-" if x < 0 else "") + out


def jcs(value):
    """RFC 8785 canonical JSON for the documents quizc writes (integers, and fractions
    in example answers)."""
    if isinstance(value, dict):
        keys = sorted(value, key=lambda k: k.encode("utf-16-be"))
        return "{" + ",".join(jcs_string(k) + ":" + jcs(value[k]) for k in keys) + "}"
    if isinstance(value, list):
        return "[" + ",".join(jcs(item) for item in value) + "]"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if value is None:
        return "null"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return jcs_number(value)
    if isinstance(value, str):
        return jcs_string(value)
    raise ValueError(f"not allowed in a bundle: {value!r}")


def jcs_string(text):
    out = ['"']
    for ch in text:
        code = ord(ch)
        if ch == '"':
            out.append('\\"')
        elif ch == "\\":
            out.append("\\\\")
        elif ch == "\b":
            out.append("\\b")
        elif ch == "\f":
            out.append("\\f")
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\r":
            out.append("\\r")
        elif ch == "\t":
            out.append("\\t")
        elif code < 0x20:
            out.append(f"\\u{code:04x}")
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser()
    parser.add_argument("--quizzes", default=os.path.join(root, "quizzes"))
    parser.add_argument("--bundles", default=os.path.join(root, "build", "bundles"))
    args = parser.parse_args()

    findings = []
    checked = 0
    quiz_schema = json.load(open(os.path.join(root, "schemas", "quiz.schema.json"), encoding="utf-8"))
    bundle_schema = json.load(open(os.path.join(root, "schemas", "bundle.schema.json"), encoding="utf-8"))
    jsonschema.Draft7Validator.check_schema(quiz_schema)
    jsonschema.Draft7Validator.check_schema(bundle_schema)
    quiz_validator = jsonschema.Draft7Validator(quiz_schema)
    translation_schema = json.load(open(os.path.join(root, "schemas", "translation.schema.json"), encoding="utf-8"))
    jsonschema.Draft7Validator.check_schema(translation_schema)
    translation_validator = jsonschema.Draft7Validator(translation_schema)
    bundle_validator = jsonschema.Draft7Validator(bundle_schema)

    for path in sorted(glob.glob(os.path.join(args.quizzes, "**", "*.yaml"), recursive=True)):
        document = yaml.safe_load(open(path, encoding="utf-8"))
        is_translation = isinstance(document, dict) and "translation" in document and "quiz" not in document
        validator = translation_validator if is_translation else quiz_validator
        for error in validator.iter_errors(document):
            findings.append(f"{path}: schema: {'/'.join(map(str, error.path))}: {error.message}")
        checked += 1

    index_path = os.path.join(args.bundles, "index.json")
    index = json.load(open(index_path, encoding="utf-8")) if os.path.exists(index_path) else None
    if index is None:
        findings.append(f"{index_path}: missing")
    listed = {entry["file"]: entry for entry in (index or {}).get("quizzes", [])}
    bundle_paths = sorted(p for p in glob.glob(os.path.join(args.bundles, "*.json")) if not p.endswith("index.json"))
    if not bundle_paths:
        findings.append(f"{args.bundles}: no bundles")
    for path in bundle_paths:
        raw = open(path, "rb").read()
        bundle = json.loads(raw)
        for error in bundle_validator.iter_errors(bundle):
            findings.append(f"{path}: schema: {'/'.join(map(str, error.path))}: {error.message}")
        stated = bundle.pop("hash", None)
        computed = "sha256:" + hashlib.sha256(jcs(bundle).encode("utf-8")).hexdigest()
        if stated != computed:
            findings.append(f"{path}: hash {stated} but the JCS form hashes to {computed}")
        entry = listed.get(os.path.basename(path))
        if entry is None:
            findings.append(f"{path}: not listed in index.json")
        elif entry.get("hash") != stated or entry.get("version") != bundle.get("version") or entry.get("quiz") != bundle.get("quiz"):
            findings.append(f"{path}: index.json entry does not match the bundle")
        checked += 1

    for finding in findings:
        print(finding)
    print(f"verify_bundles: {checked} files checked, {len(findings)} findings")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
