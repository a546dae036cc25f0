"""Random and hostile answer lines for a bundle, from a seeded generator (shared by the
differential and the fast-versus-general tests)."""

from __future__ import annotations

import json
import random
from typing import Any, Callable, Dict, List

_ODD_NUMBERS = ["0", "-0", "1", "3.0", "30e-1", "0.35", "5e-1", "1E0", "-0.0", "1e400", "1e-400", "2.5", "-3",
                "1000000000000000000", "99999999999999999999", "0.30000000000000001", "7.000000000000000001",
                "1e999999", "-1e-7", "4.3", "-2.7", "12", "1.5e1", "1" * 30, "NaN", "Infinity", "-Infinity"]
_ODD_STRINGS = ["", " ", "\u00e9", "e\u0301", "\ud83d\ude00", "x\u200by", "\u2019", "A", "a b", "\\", "\"", "\u0000",
                "true", "null"]


def _value(rnd: random.Random, question: Dict[str, Any]) -> str:
    options = question["options"]
    kind = question["type"]
    r = rnd.random()
    if r < 0.55:
        if kind == "scale":
            return str(rnd.choice(options)["value"])
        if kind == "single":
            return json.dumps(rnd.choice(options)["id"], ensure_ascii=rnd.random() < 0.2)
        if kind == "multiple":
            k = rnd.randint(question["min"], question["max"])
            return json.dumps([o["id"] for o in rnd.sample(options, k)])
        low, high = question["min"], question["max"]
        pick = rnd.random()
        if pick < 0.3:
            return json.dumps(rnd.choice(options)["id"])
        if pick < 0.6:
            return str(rnd.randint(low, high))
        return repr(round(rnd.uniform(low, high), rnd.randint(0, 4)))
    if r < 0.65:
        return rnd.choice(_ODD_NUMBERS)
    if r < 0.72:
        return json.dumps(rnd.choice(_ODD_STRINGS))
    if r < 0.78:
        return rnd.choice(["null", "true", "false", "{}", "[]", "[1]", '["a","a"]', '{"a":1}', "[[]]"])
    if r < 0.85 and options:
        option = rnd.choice(options)
        text = str(option.get("id", option.get("value")))
        return json.dumps(rnd.choice([text.upper(), " " + text, text + "\u200b", text.replace("_", " ")]))
    if r < 0.92 and kind == "multiple":
        ids = [o["id"] for o in options]
        return json.dumps(rnd.choices(ids, k=rnd.randint(0, len(ids) + 1)))
    return json.dumps(rnd.choice(options).get("id", "x") if kind != "scale" else rnd.randint(-3, 9))


def _key(rnd: random.Random, key: str, questions: List[Dict[str, Any]]) -> str:
    r = rnd.random()
    if r < 0.9:
        return key
    variants: List[str] = [key.upper(), key.lower(), " " + key, key + "  ", key.replace(" ", "  "), key + "\u200b",
                           key.replace("'", "\u2019"), str(rnd.choice(questions)["id"]), "unknown", key + "x",
                           "e\u0301" + key]
    return rnd.choice(variants)


def answers_line(rnd: random.Random, bundle: Dict[str, Any]) -> str:
    """One line: mostly valid answers, sometimes with hostile keys, values or syntax."""
    questions = bundle["questions"]
    members = []
    for question in questions:
        if rnd.random() < 0.03:
            continue
        members.append((_key(rnd, question["key"], questions), _value(rnd, question)))
    if rnd.random() < 0.3:
        rnd.shuffle(members)
    if rnd.random() < 0.03 and members:
        members.append(rnd.choice(members))
    ensure_ascii = rnd.random() < 0.1
    separator = rnd.choice([",", ", ", " ,\t"]) if rnd.random() < 0.2 else ","
    body = separator.join(json.dumps(k, ensure_ascii=ensure_ascii) + ":" + v for k, v in members)
    line = "{" + body + "}"
    r = rnd.random()
    if r < 0.02:
        line = line[: rnd.randint(0, len(line))]
    elif r < 0.03:
        line = line + " x"
    elif r < 0.04:
        line = " " + line + " "
    elif r < 0.05:
        line = "[" * rnd.randint(60, 70) + "]" * rnd.randint(0, 70)
    elif r < 0.06:
        line = rnd.choice(["", " ", "\t", "5", '"x"', "null", "[]", "{", '{"a":1,"a":2}', '{"\\ud800":1}',
                           '{"\\udc00":1}', '{"a":"\\ud83d"}', "\ufeff{}", "{}"])
    return line


def answers_bytes(rnd: random.Random, bundle: Dict[str, Any]) -> bytes:
    """A line's bytes; now and then invalid UTF-8 inside a string."""
    line = answers_line(rnd, bundle).encode("utf-8")
    if rnd.random() < 0.01 and b'"' in line:
        cut = line.index(b'"') + 1
        line = line[:cut] + rnd.choice([b"\xff", b"\xc3", b"\xed\xa0\x80", b"\xe2\x82"]) + line[cut:]
    return line


def path_answers_line(rnd: random.Random, bundle: Dict[str, Any], shown: Callable[[Dict[str, Any]], List[str]]) -> str:
    """One line for a bundle with conditions: mostly the answers of one answer path (each
    question answered, or now and then left out, when ``shown`` — the ids of the questions
    the answers so far show — lists it), sometimes an answer to a hidden question, and now
    and then a hostile line from :func:`answers_line`."""
    if rnd.random() < 0.2:
        return answers_line(rnd, bundle)
    answers: Dict[str, Any] = {}
    text: Dict[str, str] = {}
    for question in bundle["questions"]:
        visible = question["id"] in shown(answers)
        if (visible and rnd.random() < 0.85) or (not visible and rnd.random() < 0.05):
            value = _value(rnd, question) if rnd.random() < 0.1 else _valid_value(rnd, question)
            text[question["key"]] = value
            try:
                answers[question["key"]] = json.loads(value)
            except ValueError:
                answers[question["key"]] = None
    members = list(text.items())
    if rnd.random() < 0.3:
        rnd.shuffle(members)
    return "{" + ",".join(json.dumps(key) + ":" + value for key, value in members) + "}"


def _valid_value(rnd: random.Random, question: Dict[str, Any]) -> str:
    """A valid answer to the question (any type)."""
    options = question["options"]
    kind = question["type"]
    if kind == "scale":
        return str(rnd.choice(options)["value"])
    if kind == "single":
        return json.dumps(rnd.choice(options)["id"])
    if kind == "multiple":
        return json.dumps([o["id"] for o in rnd.sample(options, rnd.randint(question["min"], question["max"]))])
    pick = rnd.random()
    if pick < 0.3:
        return json.dumps(rnd.choice(options)["id"])
    if pick < 0.7:
        return str(rnd.randint(question["min"], question["max"]))
    return repr(round(rnd.uniform(question["min"], question["max"]), rnd.randint(0, 3)))
