"""What the visibility API gives: a :class:`Visibility` or an :class:`AnswerError`, and their JSON."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Dict, List, Union

from ._jsontext import JSONValue
from ._jsonwrite import write_json
from ._results import AnswerError, result_line

__all__ = ["Visibility", "VisibilityOutcome", "visibility_line"]


@dataclass(frozen=True)
class Visibility:
    """Which questions the answers so far show (docs/runtime-python.md, "Branching").

    ``visible``: the ids of the shown questions, in source order (every question of a quiz
    without conditions); ``discard``: the ids of the questions that have an answer but are
    hidden, in source order — drop their answers before scoring."""
    quiz: str
    version: str
    visible: List[str]
    discard: List[str]

    @property
    def ok(self) -> bool:
        """Always ``True``: lets callers tell a visibility from an :class:`AnswerError`."""
        return True

    def json_value(self) -> Dict[str, JSONValue]:
        """``{"quiz", "version", "visible", "discard"}`` in that member order."""
        visible: List[JSONValue] = list(self.visible)
        discard: List[JSONValue] = list(self.discard)
        return {"quiz": self.quiz, "version": self.version, "visible": visible, "discard": discard}


VisibilityOutcome = Union[Visibility, AnswerError]
"""What the visibility API returns: the visibility, or the error that rejected the answers."""


def visibility_line(outcome: VisibilityOutcome) -> str:
    """The exact compact JSON line (no newline) that ``quizc visible`` prints for it."""
    if isinstance(outcome, AnswerError):
        return result_line(outcome)
    return write_json(outcome.json_value())
