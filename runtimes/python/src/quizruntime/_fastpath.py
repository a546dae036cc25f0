"""The fast path of JSON-text scoring: Python's C-accelerated JSON scanner plus flat tables.

It returns a result line only when it is provably what the exact path gives:

* the text is valid UTF-8 and the C scanner read it completely, with hooks that refuse
  duplicate member names (``object_pairs_hook``) and ``NaN``/``Infinity``
  (``parse_constant``), keep every non-integer literal as text (``parse_float``) and bound
  its length; no ``\\u`` escape of a surrogate appears (the scanner would accept a lone
  one); then the parsed value is exactly what the exact parser builds;
* every member is a known wire key whose answer is in that question's table of valid
  answers (scale values, option and anchor ids, range integers of a small range,
  ``null`` for a question that may be left unanswered), no answer is a boolean (``true``
  equals ``1`` in a table), and the counters packed with the totals say that every
  required question is answered and every draw pool is satisfied.

Totals and counters travel packed in one Python integer (a 64-bit word each), so adding
an answer is one addition; the result line is a %-template per outcome, filled in (and
remembered for the last few thousand distinct totals).
Anything else returns ``None`` and the caller takes the general path.
"""

from __future__ import annotations

import json
import operator
import re
import struct
import sys
from typing import Callable, Dict, List, Optional, Tuple, cast

from ._jsontext import JSONValue, Number
from ._plan import ScoringPlan
from ._planned import PlannedQuestion
from ._results import result_line

__all__ = ["FastPath", "DuplicateMember", "RefusedLiteral", "nested_within", "scan_object", "shallow"]

_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89abcdefABCDEF]")
_TRAILING = re.compile(r"[ \t\n\r]*\Z")
_RANGE_TABLE_LIMIT = 4096
_NUMBER_LIMIT = 1000


class DuplicateMember(Exception):
    """An object names a member twice: the exact parser must report it."""


class RefusedLiteral(Exception):
    """``NaN``, ``Infinity`` or an over-long literal: the exact parser must report it."""


def _pairs(pairs: List[Tuple[str, object]]) -> Dict[str, object]:
    members = dict(pairs)
    if len(members) != len(pairs):
        raise DuplicateMember()
    return members


def _number(literal: str) -> Number:
    if len(literal) > _NUMBER_LIMIT:
        raise RefusedLiteral()
    return Number(literal)


def _constant(name: str) -> object:
    raise RefusedLiteral()


_DECODER = json.JSONDecoder(object_pairs_hook=_pairs, parse_float=_number, parse_constant=_constant)
_SCAN: Callable[[str, int], Tuple[object, int]] = getattr(_DECODER, "scan_once")
# Objects as tuples of (name, value) pairs, built by the C scanner without a Python call:
# duplicate names are then caught by the packed "answered" bits (see FastPath).
_PAIRS_DECODER = json.JSONDecoder(object_pairs_hook=tuple, parse_float=_number, parse_constant=_constant)
_SCAN_PAIRS: Callable[[str, int], Tuple[object, int]] = getattr(_PAIRS_DECODER, "scan_once")
_SCAN_FAILURES = (StopIteration, ValueError, RecursionError, DuplicateMember, RefusedLiteral)

if sys.version_info >= (3, 10):
    def _popcount(value: int) -> int:
        return value.bit_count()
else:  # pragma: no cover - Python 3.9
    def _popcount(value: int) -> int:
        return bin(value).count("1")
_INT_LIMIT = 10 ** (_NUMBER_LIMIT - 2)


def _scalar_ok(value: object) -> bool:
    if value.__class__ is int:
        assert isinstance(value, int)
        return bool(-_INT_LIMIT < value < _INT_LIMIT)
    return value is None or value.__class__ is str or value.__class__ is bool or value.__class__ is Number


def scan_object(text: str) -> Optional[Dict[str, JSONValue]]:
    """The object ``text`` holds, read by the C scanner, or ``None`` when the exact parser
    must read the text: the scanner failed or stopped early, the value is not an object,
    a member name repeats, a literal is ``NaN``/``Infinity`` or too long, or a ``\\u``
    escape of a surrogate appears. Values nested below the members are not checked here:
    see :func:`shallow`."""
    try:
        value, end = _SCAN(text, 0)
    except _SCAN_FAILURES:
        return None
    if end != len(text) and _TRAILING.match(text, end) is None:
        return None
    if value.__class__ is not dict:
        return None
    if "\\u" in text and _SURROGATE_ESCAPE.search(text) is not None:
        return None
    return cast("Dict[str, JSONValue]", value)


def shallow(members: Dict[str, JSONValue]) -> bool:
    """Whether every member is a scalar or a list or object of scalars, with integers of
    fewer than 999 digits: then the exact parser (depth and literal limits) reads the same
    values, and the general path may score them."""
    for member in members.values():
        if member.__class__ is list:
            assert isinstance(member, list)
            if not all(_scalar_ok(item) for item in member):
                return False
        elif member.__class__ is dict:
            assert isinstance(member, dict)
            if not all(_scalar_ok(item) for item in member.values()):
                return False
        elif not _scalar_ok(member):
            return False
    return True


def nested_within(members: Dict[str, JSONValue], levels: int) -> bool:
    """Whether every scalar below ``members`` passes :func:`shallow`'s test and lists and
    objects nest at most ``levels`` deep below them: then the exact parser, whose depth limit
    is ``levels`` + 1 (the object ``members`` being one level), reads the same values."""
    pending: List[Tuple[object, int]] = [(members, 0)]
    while pending:
        container, depth = pending.pop()
        values = container.values() if isinstance(container, dict) else cast("List[object]", container)
        for value in values:
            if value.__class__ is list or value.__class__ is dict:
                if depth >= levels:
                    return False
                pending.append((value, depth + 1))
            elif not _scalar_ok(value):
                return False
    return True


_BITS = 64
_CACHE_LIMIT = 4096
_SECOND = operator.itemgetter(1)
_BIAS = 1 << 62
_WORD_MASK = (1 << 64) - 1


#: What a total is written as in a line template before it becomes ``%d``.
_SLOT = "\x00"


class FastPath:
    """Flat tables of one plan for the fast path.

    A packed total holds one 64-bit word per field: each trait's total plus 2^62 (so that
    every word stays non-negative and reads back with ``struct``), the number of required
    questions answered, two counters per draw pool (answered, optional answered), and above
    them one "answered" bit per question. Totals stay far within ±2^61: a bundle's
    magnitudes are bounded (docs/bundle-format.md).
    """

    def __init__(self, plan: ScoringPlan) -> None:
        self.plan = plan
        #: The fast path declines (the general path scores) bundles with a ``mean_answered``
        #: score (it counts answered questions, and the packed "answered" bits also mark a
        #: ``null`` answer) and bundles with conditions (which questions may be answered
        #: depends on the answers: only the general path reads the visibility rule).
        self.declines = plan.needs_answered or plan.visibility.has_conditions
        #: Whether a line is the plan's result line for the totals themselves rather than a
        #: template filled with them: a line that holds more than integer totals and the
        #: outcome (derived scores, profile results, fractional weights, axis percentages).
        #: Lines are cached by packed total either way.
        self.direct = plan.profile is not None or plan.weight_digits > 0 or plan.percent_digits is not None
        traits = max(1, len(plan.traits))
        self.traits = traits
        pools = plan.draw.pools
        self.fields = traits + 1 + 2 * len(pools)
        self.required_field = traits
        self.own_required = sum(plan.must_answer)
        #: Per draw pool: its number of optional questions.
        self.pool_optional: List[int] = [sum(1 for m in pool.members if not plan.questions[m].required) for pool in pools]
        self.word_format = struct.Struct(f"<{self.fields}Q")
        negative = any(v < 0 for v in plan.initial) or any(
            amount < 0 for q in plan.questions for option in q.weights for _, amount in option)
        #: Added to every trait's word when some amount is negative, so that words stay non-negative.
        self.bias = _BIAS if negative else 0
        self.field_mask = (1 << (self.fields * _BITS)) - 1
        self.field_bytes = self.fields * 8
        initial = 0
        for trait in range(traits):
            amount = plan.initial[trait] if trait < len(plan.initial) else 0
            initial += (amount + self.bias) << (trait * _BITS)
        self.initial = initial
        #: Above every field, one bit per question, set by its answer (``null`` included): the
        #: bits' count equals the number of members exactly when no question is named twice.
        self.answered_shift = self.fields * _BITS
        self.tables: Dict[str, Dict[object, int]] = {}
        #: Per ``multiple`` question's key: option id → packed weights, the question's
        #: counters, and the plan's rule for the number of choices.
        self.multiple: Dict[str, Tuple[Dict[str, int], int, Callable[[int], bool]]] = {}
        for index, question in enumerate(plan.questions):
            self._add_question(plan, index, question)
        #: Whether a table takes 0 or 1, which ``false`` and ``true`` equal: answers must then
        #: be checked for booleans.
        self.boolean_prone = any(0 in table or 1 in table for table in self.tables.values())
        #: Every (wire key, answer) pair of the tables, as the scanner's member pairs look.
        self.pairs: Dict[Tuple[str, object], int] = {
            (key, answer): packed for key, table in self.tables.items() for answer, packed in table.items()}
        self.templates: Dict[object, str] = {}
        self.cache: Dict[int, str] = {}
        # Where the template's numbers come from: every trait's word, then per axis its poles' words.
        order = list(range(len(plan.traits)))
        for a, b, _ in plan.axes:
            order += [a, b]
        self.values = operator.itemgetter(*order) if len(order) > 1 else (lambda words: (words[order[0]],))

    def _add_question(self, plan: ScoringPlan, index: int, question: PlannedQuestion) -> None:
        """The question's table (answer → packed weights and counters) and, for a
        ``multiple`` question, its entry in ``multiple``."""
        counters = 1 << (self.answered_shift + index)
        must_answer = plan.must_answer[index]
        if must_answer:
            counters += 1 << (self.required_field * _BITS)
        pool = plan.draw.pool_of[index]
        if pool >= 0:
            counters += 1 << ((self.traits + 1 + 2 * pool) * _BITS)
            if not question.required:
                counters += 1 << ((self.traits + 2 + 2 * pool) * _BITS)
        packed = [counters + self.pack(weights) for weights in question.weights]
        table: Dict[object, int] = {}
        if question.type == "multiple":
            ids: Dict[str, int] = {}
            for option_id in question.ids:
                ids[option_id] = self.pack(question.weights[self._option(question, option_id)])
            self.multiple[question.key] = (ids, counters, question.accepts_choice_count)
        if question.type == "scale":
            for value in question.values:
                chosen = question.option_of_value(value)
                assert chosen is not None
                table[value] = packed[chosen]
        elif question.type in ("single", "range"):
            for option_id in question.ids:
                table[option_id] = packed[self._option(question, option_id)]
            if question.type == "range" and question.max - question.min <= _RANGE_TABLE_LIMIT:
                for x in range(question.min, question.max + 1):
                    anchor = question.anchor_of_integer(x)
                    assert anchor is not None
                    table[x] = packed[anchor]
        if not must_answer:
            table[None] = 1 << (self.answered_shift + index)
        self.tables.setdefault(question.key, table)

    @staticmethod
    def _option(question: PlannedQuestion, option_id: str) -> int:
        """The option the plan picks for one of the question's own ids."""
        chosen = question.option(option_id)
        assert chosen is not None
        return chosen

    @staticmethod
    def pack(weights: List[Tuple[int, int]]) -> int:
        """Weights as a packed addend."""
        packed = 0
        for trait, amount in weights:
            packed += amount << (trait * _BITS)
        return packed

    def template(self, key: Tuple[int, ...]) -> str:
        """The result line's %-template for the plan's outcome key (``ScoringPlan.outcome_key``):
        the general path's line for that key, each total written as a placeholder. The
        placeholder is a number literal of one NUL, which no string can write unescaped,
        and the totals come in the order the line writes them (see :attr:`values`)."""
        slot = cast(int, Number(_SLOT))
        result = self.plan.result_for_key(key, [slot] * len(self.plan.traits))
        return result_line(result).replace("%", "%%").replace(_SLOT, "%d")

    def line_for(self, total: int) -> Optional[str]:
        """The result line for a packed total, or ``None`` when its counters show a
        required question or a draw pool unsatisfied."""
        words = self.word_format.unpack((total & self.field_mask).to_bytes(self.field_bytes, "little"))
        if words[self.required_field] != self.own_required:
            return None
        if self.pool_optional:
            base = self.required_field + 1
            satisfied = self.plan.draw.satisfied
            for pool, optional in zip(self.plan.draw.pools, self.pool_optional):
                answered = words[base]
                if not satisfied(pool, answered, optional - words[base + 1]):
                    return None
                base += 2
        totals: Tuple[int, ...] = words
        if self.bias:
            bias = self.bias
            totals = tuple(w - bias for w in words[:self.traits])
        if self.direct:
            return result_line(self.plan.result(list(totals[:self.traits])))
        key = self.plan.outcome_key(totals)
        template = self.templates.get(key)
        if template is None:
            template = self.templates[key] = self.template(key)
        return template % self.values(totals)

    def with_lists(self, pairs: Tuple[Tuple[str, object], ...]) -> Optional[int]:
        """The packed total of answers that include lists, or ``None`` for the general path."""
        total = self.initial
        table = self.pairs
        multiple = self.multiple
        try:
            for key, value in pairs:
                if value.__class__ is list:
                    entry = multiple.get(key)
                    if entry is None:
                        return None
                    ids, counters, accepts_count = entry
                    chosen = cast("List[object]", value)
                    if not accepts_count(len(chosen)) or len(set(chosen)) != len(chosen):
                        return None
                    total += counters
                    for item in chosen:
                        if item.__class__ is not str:
                            return None
                        total += ids[item]
                else:
                    total += table[(key, value)]
        except (KeyError, TypeError):
            return None
        return total

    def score_text(self, text: str) -> Optional[str]:
        """The result line of an answers text, or ``None`` when the general path must decide."""
        if self.declines:
            return None
        try:
            pairs, end = _SCAN_PAIRS(text, 0)
        except _SCAN_FAILURES:
            return None
        if end != len(text) and _TRAILING.match(text, end) is None:
            return None
        if pairs.__class__ is not tuple:
            return None
        if self.boolean_prone and bool in map(type, map(_SECOND, pairs)):
            return None
        try:
            total: int = sum(map(self.pairs.__getitem__, pairs), self.initial)
        except KeyError:
            return None
        except TypeError:
            # A list among the answers: the ids of a ``multiple`` question.
            found = self.with_lists(pairs)
            if found is None:
                return None
            total = found
        if _popcount(total >> self.answered_shift) != len(pairs):
            return None
        # Many answer sets share their totals (a quiz of a few questions has few): the line
        # is remembered for the most recent distinct totals.
        cache = self.cache
        line = cache.get(total)
        if line is None:
            line = self.line_for(total)
            if line is None:
                return None
            if len(cache) >= _CACHE_LIMIT:
                cache.clear()
            cache[total] = line
        return line
