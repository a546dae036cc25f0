"""quizruntime: load quiz bundles, score answers and compute presentation orders exactly as
the Swift ``QuizRuntime`` and ``quizc`` do (docs/runtime-python.md).

The public API is what ``__all__`` lists, imported from ``quizruntime``; the modules behind
it (``quizruntime._scorer`` and the like) are private and may change."""

from __future__ import annotations

from ._bundle import BundleError, bundle_hash, load_bundle
from ._examples import ExampleReport, replay_examples
from ._jsontext import JSONFailure, Number, parse_json
from ._locales import (
    MAX_LANGUAGE_RANGE_LENGTH, MAX_LANGUAGE_RANGES, LocalizedBand, LocalizedOutcome, LocalizedResult, LocalizedQuestion, LocalizedQuiz,
    default_direction, locale_texts, localize, lookup, lookup_locale, parse_accept_language,
)
from ._model import (
    AllOf, Answered, AnyOf, Condition, Includes, NotOf, OptionIn, ValueIn,
    Axis, Band, BandTexts, DerivedScore, Direction, Draw, Example, LocaleTexts, Nearest, NearestProfile, Option,
    Outcome, OutcomeTexts, Presentation, ProfileResult, Question, QuestionTexts, QuizBundle, ResultBand, ResultTexts,
    Scoring, TraitAmount,
)
from ._order import PresentedQuestion, SplitMix64, presentation_order, presentation_order_json
from ._results import (
    AnswerError, AxisResult, DerivedValue, ExactValue, ResultValue, ScoreResult, result_line,
)
from ._scorer import Scorer
from ._visibility import Visibility, visibility_line
from ._session import HISTORY_FORMAT, Session, resume_session, start_session
from ._session_state import SessionError, SessionState
from ._session_events import SESSION_EVENTS, event_line
from ._session_hmac import hmac_sha256_hex
from ._session_progress import MAX_PROGRESS_SCENARIOS, Progress
from ._session_token import MAX_TOKEN_BYTES, TOKEN_FORMAT

__version__ = "0.1.0"

__all__ = [
    "BandTexts", "DerivedScore", "DerivedValue", "ExactValue", "LocalizedBand", "LocalizedResult", "Nearest",
    "NearestProfile", "ProfileResult", "ResultBand", "ResultTexts", "ResultValue",
    "AnswerError", "Axis", "AxisResult", "Band", "BundleError", "Direction", "Draw", "Example", "ExampleReport",
    "JSONFailure", "LocaleTexts", "LocalizedOutcome", "MAX_LANGUAGE_RANGE_LENGTH", "MAX_LANGUAGE_RANGES", "LocalizedQuestion", "LocalizedQuiz", "Number", "Option",
    "Outcome", "OutcomeTexts", "Presentation", "PresentedQuestion", "Question", "QuestionTexts", "QuizBundle",
    "ScoreResult", "Scorer", "Scoring", "SplitMix64", "TraitAmount", "bundle_hash", "default_direction",
    "load_bundle", "locale_texts", "localize", "lookup", "lookup_locale", "parse_accept_language", "parse_json",
    "presentation_order", "presentation_order_json", "replay_examples", "result_line", "__version__",
    "AllOf", "Answered", "AnyOf", "Condition", "Includes", "NotOf", "OptionIn", "ValueIn", "Visibility",
    "visibility_line",
    "HISTORY_FORMAT", "MAX_PROGRESS_SCENARIOS", "MAX_TOKEN_BYTES", "Progress", "SESSION_EVENTS", "Session",
    "SessionError", "SessionState", "TOKEN_FORMAT", "event_line", "hmac_sha256_hex", "resume_session", "start_session",
]
