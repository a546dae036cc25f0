"""Reading a question's ``when`` (issue 30's branching), with the Swift runtime's checks in
its order and its paths and messages (docs/bundle-format.md, "Conditions")."""

from __future__ import annotations

from typing import Dict, List, Optional, Tuple

from ._jsontext import JSONValue
from ._model import AllOf, Answered, AnyOf, Condition, Includes, NotOf, OptionIn, Question, ValueIn

__all__ = ["decode_when", "MAX_CONDITION_DEPTH"]

#: How deeply conditions nest: the ``when`` itself is at depth 1, the conditions inside an
#: ``all``, ``any`` or ``not`` one deeper than it.
MAX_CONDITION_DEPTH = 64
_MEMBERS = ("all", "any", "not", "question", "answered", "in", "includes")
_FORMS = ("all", "any", "not", "question")
_OPERATORS = ("answered", "in", "includes")
_FORM_MESSAGE = ('a condition is exactly one of {"all": […]}, {"any": […]}, {"not": …} and {"question": …} '
                 'with one of "answered", "in", "includes"')


def _error(path: str, message: str) -> Exception:
    from ._bundle import BundleError
    return BundleError(path, message)


def _integer(value: JSONValue, path: str) -> int:
    from ._bundle import _integer
    return _integer(value, path)


def decode_when(item: Dict[str, JSONValue], index: int, earlier: List[Question], ids: Dict[str, int],
                drawn: bool) -> Optional[Condition]:
    """The ``when`` of the question at ``index`` (its members ``item``), or ``None`` when it
    has none. ``earlier`` holds the questions before it, ``ids`` maps each of their ids to
    its first index, ``drawn`` says whether the quiz has a ``draw``."""
    if "when" not in item:
        return None
    path = f"/questions/{index}/when"
    if drawn:
        raise _error(path, "a quiz with a draw has no conditions: draws and branching do not mix")
    return _Reader(earlier, ids).condition(item["when"], path, 1)


class _Reader:
    """Reads one question's ``when`` against the questions declared before it."""

    def __init__(self, questions: List[Question], ids: Dict[str, int]) -> None:
        self.questions = questions
        self.ids = ids

    def condition(self, value: JSONValue, path: str, depth: int) -> Condition:
        if depth > MAX_CONDITION_DEPTH:
            raise _error(path, f"conditions nest at most {MAX_CONDITION_DEPTH} deep")
        if not isinstance(value, dict):
            raise _error(path, "expected an object")
        for name in value:
            if name not in _MEMBERS:
                raise _error(path, f'unknown member "{name}"')
        forms = [name for name in _FORMS if name in value]
        operators = [name for name in _OPERATORS if name in value]
        if len(forms) != 1 or len(operators) != (1 if forms[0] == "question" else 0):
            raise _error(path, _FORM_MESSAGE)
        form = forms[0]
        if form in ("all", "any"):
            items = value[form]
            if not isinstance(items, list) or not items:
                raise _error(f"{path}/{form}", "expected a non-empty array")
            parts = [self.condition(part, f"{path}/{form}/{index}", depth + 1) for index, part in enumerate(items)]
            return AllOf(parts) if form == "all" else AnyOf(parts)
        if form == "not":
            return NotOf(self.condition(value["not"], f"{path}/not", depth + 1))
        return self.test(value, path, operators[0])

    def test(self, fields: Dict[str, JSONValue], path: str, operator: str) -> Condition:
        """``{"question": Q, OPERATOR: …}``."""
        question_id = fields["question"]
        if not isinstance(question_id, str):
            raise _error(f"{path}/question", "expected a string")
        index = self.ids.get(question_id)
        if index is None:
            raise _error(f"{path}/question", f'"{question_id}" is not a question before this one')
        read = self.questions[index]
        if operator == "answered":
            answered = fields["answered"]
            if not isinstance(answered, bool):
                raise _error(f"{path}/answered", "expected true or false")
            return Answered(question_id, answered)
        if operator == "includes":
            if read.type != "multiple":
                raise _error(f"{path}/includes", f'"includes" reads a multiple question; "{question_id}" is {read.type}')
            option = fields["includes"]
            if not isinstance(option, str):
                raise _error(f"{path}/includes", "expected a string")
            if all(each.id != option for each in read.options):
                raise _error(f"{path}/includes", f'"{option}" is not an option of "{question_id}"')
            return Includes(question_id, option)
        return self.members(fields, path, read)

    def members(self, fields: Dict[str, JSONValue], path: str, read: Question) -> Condition:
        """``{"question": Q, "in": […]}``: option or anchor ids, or scale values, each once,
        in option order."""
        path += "/in"
        if read.type == "multiple":
            raise _error(path, f'"in" does not read a multiple question ("{read.id}"); use "includes"')
        items = fields["in"]
        if not isinstance(items, list) or not items:
            raise _error(path, "expected a non-empty array")
        ids: List[str] = []
        values: List[int] = []
        previous: Optional[Tuple[int, str]] = None
        for index, item in enumerate(items):
            item_path = f"{path}/{index}"
            if read.type == "scale":
                value = _integer(item, item_path)
                position = next((p for p, option in enumerate(read.options) if option.value == value), -1)
                shown = str(value)
                if position < 0:
                    raise _error(item_path, f'{shown} is not a value of "{read.id}"')
                values.append(value)
            else:
                if not isinstance(item, str):
                    raise _error(item_path, "expected a string")
                position = next((p for p, option in enumerate(read.options) if option.id == item), -1)
                shown = f'"{item}"'
                if position < 0:
                    kind = "an anchor" if read.type == "range" else "an option"
                    raise _error(item_path, f'{shown} is not {kind} of "{read.id}"')
                ids.append(item)
            if previous is not None and position <= previous[0]:
                raise _error(item_path, f"{shown} is listed twice" if position == previous[0]
                             else f"{shown} is listed out of option order (after {previous[1]})")
            previous = (position, shown)
        return ValueIn(read.id, values) if read.type == "scale" else OptionIn(read.id, ids)
