"""The decoders' kind tables against the language's names (generated from the compiler's
vocabulary): a kind added to one reader and not the others fails here and at import."""

import pytest

from quizruntime._condition_decoding import OPERATORS
from quizruntime._derived_kinds import DERIVED_KINDS
from quizruntime._language_names import (
    CONDITION_OPERATOR_NAMES, DERIVED_KIND_NAMES, QUESTION_TYPE_NAMES, SCORING_MODEL_NAMES, check_rule_names)
from quizruntime._scoring_decoding import SCORING_MODELS


def test_every_kind_has_a_rule_and_every_rule_a_name() -> None:
    assert tuple(DERIVED_KINDS) == DERIVED_KIND_NAMES
    assert tuple(SCORING_MODELS) == SCORING_MODEL_NAMES
    assert tuple(OPERATORS) == CONDITION_OPERATOR_NAMES
    assert QUESTION_TYPE_NAMES == ("scale", "single", "multiple", "range")


def test_a_rule_without_a_name_or_a_name_without_a_rule_is_refused() -> None:
    with pytest.raises(RuntimeError, match=r"the kinds \['mean', 'median'\] are not the language's \['mean'\]"):
        check_rule_names("kinds", ["mean", "median"], ("mean",))
    with pytest.raises(RuntimeError):
        check_rule_names("kinds", ["mean"], ("mean", "median"))
    check_rule_names("kinds", ["mean"], ("mean",))
