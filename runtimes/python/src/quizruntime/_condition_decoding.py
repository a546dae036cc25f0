"""Reading a question's ``when`` (the condition that shows it), with the Swift runtime's checks in
its order and its paths and messages (docs/bundle-format.md, "Conditions")."""

from __future__ import annotations

from typing import Callable, Dict, List, Optional, Tuple

from ._bundle_fields import BundleError, integer_value
from ._jsontext import JSONValue
from ._language_names import CONDITION_OPERATOR_NAMES, check_rule_names
from ._model import AllOf, Answered, AnyOf, Condition, Includes, NotOf, OptionIn, Question, ValueIn

__all__ = ["decode_when", "MAX_CONDITION_DEPTH"]

#: How deeply conditions nest: the ``when`` itself is at depth 1, the conditions inside an
#: ``all``, ``any`` or ``not`` one deeper than it.
MAX_CONDITION_DEPTH = 64
_FORMS = ("all", "any", "not", "question")
_FORM_MESSAGE = ('a condition is exactly one of {"all": […]}, {"any": […]}, {"not": …} and {"question": …} '
                 'with one of "answered", "in", "includes"')


def decode_when(item: Dict[str, JSONValue], index: int, earlier: List[Question], ids: Dict[str, int],
                drawn: bool) -> Optional[Condition]:
    """The ``when`` of the question at ``index`` (its members ``item``), or ``None`` when it
    has none. ``earlier`` holds the questions before it, ``ids`` maps each of their ids to
    its first index, ``drawn`` says whether the quiz has a ``draw``."""
    if "when" not in item:
        return None
    path = f"/questions/{index}/when"
    if drawn:
        raise BundleError(path, "a quiz with a draw has no conditions: draws and branching do not mix")
    return _Reader(earlier, ids).condition(item["when"], path, 1)


class _Reader:
    """Reads one question's ``when`` against the questions declared before it."""

    def __init__(self, questions: List[Question], ids: Dict[str, int]) -> None:
        self.questions = questions
        self.ids = ids

    def condition(self, value: JSONValue, path: str, depth: int) -> Condition:
        if depth > MAX_CONDITION_DEPTH:
            raise BundleError(path, f"conditions nest at most {MAX_CONDITION_DEPTH} deep")
        if not isinstance(value, dict):
            raise BundleError(path, "expected an object")
        for name in value:
            if name not in _FORMS and name not in OPERATORS:
                raise BundleError(path, f'unknown member "{name}"')
        forms = [name for name in _FORMS if name in value]
        operators = [name for name in OPERATORS if name in value]
        if len(forms) != 1 or len(operators) != (1 if forms[0] == "question" else 0):
            raise BundleError(path, _FORM_MESSAGE)
        form = forms[0]
        if form in ("all", "any"):
            items = value[form]
            if not isinstance(items, list) or not items:
                raise BundleError(f"{path}/{form}", "expected a non-empty array")
            parts = [self.condition(part, f"{path}/{form}/{index}", depth + 1) for index, part in enumerate(items)]
            return AllOf(parts) if form == "all" else AnyOf(parts)
        if form == "not":
            return NotOf(self.condition(value["not"], f"{path}/not", depth + 1))
        return self.test(value, path, operators[0])

    def test(self, fields: Dict[str, JSONValue], path: str, operator: str) -> Condition:
        """``{"question": Q, OPERATOR: …}``."""
        question_id = fields["question"]
        if not isinstance(question_id, str):
            raise BundleError(f"{path}/question", "expected a string")
        index = self.ids.get(question_id)
        if index is None:
            raise BundleError(f"{path}/question", f'"{question_id}" is not a question before this one')
        return OPERATORS[operator](fields, path, self.questions[index])


def _answered(fields: Dict[str, JSONValue], path: str, read: Question) -> Condition:
    """``{"question": Q, "answered": true | false}``."""
    answered = fields["answered"]
    if not isinstance(answered, bool):
        raise BundleError(f"{path}/answered", "expected true or false")
    return Answered(read.id, answered)


def _includes(fields: Dict[str, JSONValue], path: str, read: Question) -> Condition:
    """``{"question": Q, "includes": ID}``: an option of a multiple question."""
    if read.type != "multiple":
        raise BundleError(f"{path}/includes", f'"includes" reads a multiple question; "{read.id}" is {read.type}')
    option = fields["includes"]
    if not isinstance(option, str):
        raise BundleError(f"{path}/includes", "expected a string")
    if all(each.id != option for each in read.options):
        raise BundleError(f"{path}/includes", f'"{option}" is not an option of "{read.id}"')
    return Includes(read.id, option)


def _members(fields: Dict[str, JSONValue], path: str, read: Question) -> Condition:
    """``{"question": Q, "in": […]}``: option or anchor ids, or scale values, each once,
    in option order."""
    path += "/in"
    if read.type == "multiple":
        raise BundleError(path, f'"in" does not read a multiple question ("{read.id}"); use "includes"')
    items = fields["in"]
    if not isinstance(items, list) or not items:
        raise BundleError(path, "expected a non-empty array")
    ids: List[str] = []
    values: List[int] = []
    previous: Optional[Tuple[int, str]] = None
    for index, item in enumerate(items):
        item_path = f"{path}/{index}"
        if read.type == "scale":
            value = integer_value(item, item_path)
            position = next((p for p, option in enumerate(read.options) if option.value == value), -1)
            shown = str(value)
            if position < 0:
                raise BundleError(item_path, f'{shown} is not a value of "{read.id}"')
            values.append(value)
        else:
            if not isinstance(item, str):
                raise BundleError(item_path, "expected a string")
            position = next((p for p, option in enumerate(read.options) if option.id == item), -1)
            shown = f'"{item}"'
            if position < 0:
                kind = "an anchor" if read.type == "range" else "an option"
                raise BundleError(item_path, f'{shown} is not {kind} of "{read.id}"')
            ids.append(item)
        if previous is not None and position <= previous[0]:
            raise BundleError(item_path, f"{shown} is listed twice" if position == previous[0]
                         else f"{shown} is listed out of option order (after {previous[1]})")
        previous = (position, shown)
    return ValueIn(read.id, values) if read.type == "scale" else OptionIn(read.id, ids)


#: Every operator a condition's test may use, in the order they are looked for, with the
#: decoder of its member: the one list of them. A new operator is one entry here and its
#: test in ``_visibility_rules``.
OPERATORS: Dict[str, Callable[[Dict[str, JSONValue], str, Question], Condition]] = {
    "answered": _answered,
    "in": _members,
    "includes": _includes,
}
check_rule_names("condition operators", OPERATORS, CONDITION_OPERATOR_NAMES)
