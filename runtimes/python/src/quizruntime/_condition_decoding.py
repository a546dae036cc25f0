"""Reading a question's ``when`` (issue 30's branching), with the Swift runtime's checks in
its order and its paths and messages (docs/bundle-format.md, "Conditions")."""

from __future__ import annotations

from typing import Dict, List, Set

from ._jsontext import JSONValue
from ._model import AllOf, Answered, AnyOf, Condition, Includes, NotOf, OptionIn, Question, ValueIn

__all__ = ["decode_condition", "MAX_CONDITION_DEPTH"]

#: How deeply ``all`` / ``any`` / ``not`` may nest (the outermost condition is at depth 1).
MAX_CONDITION_DEPTH = 64
_FORMS = ("all", "any", "not", "question")
_OPERATORS = ("answered", "in", "includes")


def _error(path: str, message: str) -> Exception:
    from ._bundle import BundleError
    return BundleError(path, message)


def decode_condition(value: JSONValue, path: str, earlier: Dict[str, Question], depth: int = 1) -> Condition:
    """A condition read from a bundle: ``earlier`` maps the ids of the questions declared
    before the conditional one to them (a condition reads only those)."""
    if depth > MAX_CONDITION_DEPTH:
        raise _error(path, f"conditions nest deeper than {MAX_CONDITION_DEPTH} levels")
    if not isinstance(value, dict):
        raise _error(path, "expected an object")
    for name in value:
        if name not in _FORMS and name not in _OPERATORS:
            raise _error(f"{path}/{name}", "unknown member")
    forms = [name for name in value if name in _FORMS]
    operators = [name for name in value if name in _OPERATORS]
    if len(forms) != 1 or (forms[0] == "question") != (len(operators) == 1) or (
            forms[0] != "question" and operators):
        raise _error(path, 'expected exactly one of "all", "any", "not", or "question" with one operator')
    form = forms[0]
    if form in ("all", "any"):
        items = value[form]
        if not isinstance(items, list):
            raise _error(f"{path}/{form}", "expected an array")
        if not items:
            raise _error(f"{path}/{form}", "expected at least one condition")
        parts = [decode_condition(item, f"{path}/{form}/{index}", earlier, depth + 1) for index, item in enumerate(items)]
        return AllOf(parts) if form == "all" else AnyOf(parts)
    if form == "not":
        return NotOf(decode_condition(value["not"], f"{path}/not", earlier, depth + 1))
    question_id = value["question"]
    if not isinstance(question_id, str):
        raise _error(f"{path}/question", "expected a string")
    question = earlier.get(question_id)
    if question is None:
        raise _error(f"{path}/question", f'"{question_id}" is not a question declared before this one')
    operator = operators[0]
    operand = value[operator]
    operand_path = f"{path}/{operator}"
    if operator == "answered":
        if not isinstance(operand, bool):
            raise _error(operand_path, "expected true or false")
        return Answered(question_id, operand)
    if operator == "includes":
        if question.type != "multiple":
            raise _error(operand_path, f'"{question_id}" is not a multiple question; test it with "in"')
        if not isinstance(operand, str):
            raise _error(operand_path, "expected a string")
        if all(option.id != operand for option in question.options):
            raise _error(operand_path, f'"{operand}" is not an option of "{question_id}"')
        return Includes(question_id, operand)
    if question.type == "multiple":
        raise _error(operand_path, f'"{question_id}" is a multiple question; test it with "includes"')
    if not isinstance(operand, list):
        raise _error(operand_path, "expected an array")
    if not operand:
        raise _error(operand_path, "expected at least one member")
    if question.type == "scale":
        values: List[int] = []
        known_values = {option.value for option in question.options}
        for index, item in enumerate(operand):
            if not isinstance(item, int) or isinstance(item, bool):
                raise _error(f"{operand_path}/{index}", "expected an integer (a scale value)")
            if item not in known_values:
                raise _error(f"{operand_path}/{index}", f'{item} is not a value of "{question_id}"')
            if item in values:
                raise _error(f"{operand_path}/{index}", "listed twice")
            values.append(item)
        return ValueIn(question_id, values)
    ids: List[str] = []
    seen: Set[str] = set()
    known_ids = {option.id for option in question.options}
    for index, item in enumerate(operand):
        if not isinstance(item, str):
            raise _error(f"{operand_path}/{index}", "expected a string (an option id)")
        if item not in known_ids:
            raise _error(f"{operand_path}/{index}", f'"{item}" is not an option of "{question_id}"')
        if item in seen:
            raise _error(f"{operand_path}/{index}", "listed twice")
        seen.add(item)
        ids.append(item)
    return OptionIn(question_id, ids)
