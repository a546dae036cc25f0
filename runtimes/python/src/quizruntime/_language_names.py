"""The quiz language's kind names. Generated from the compiler's vocabulary by `swift run quizc-language-tables`; do not edit."""

from typing import Iterable, Tuple

QUESTION_TYPE_NAMES: Tuple[str, ...] = ("scale", "single", "multiple", "range",)
SCORING_MODEL_NAMES: Tuple[str, ...] = ("axes", "highest", "bands", "profile",)
DERIVED_KIND_NAMES: Tuple[str, ...] = ("mean", "mean_answered", "percent", "share", "linear", "sum", "min", "max",)
CONDITION_OPERATOR_NAMES: Tuple[str, ...] = ("answered", "in", "includes",)


def check_rule_names(what: str, rules: Iterable[str], names: Tuple[str, ...]) -> None:
    """Raises unless a decoder's table has a rule for every name and a name for every rule."""
    ruled = tuple(rules)
    if ruled != names:
        raise RuntimeError(f"the {what} {list(ruled)} are not the language's {list(names)}")
