"""A respondent's session (docs/runtime.md, "Sessions"): the quiz page by page in the
bundle's presentation order for a seed, only the questions the answers so far show, with
answer, back, next, finish and abandon; time on an injected clock, page time limits, and
events. Its result is :meth:`Scorer.score` on its final answers."""

from __future__ import annotations

from typing import Dict, List, Optional, Set, Union

from ._jsontext import JSONValue, parse_json
from ._jsonwrite import write_json
from ._locales import lookup_locale
from ._model import Migration, Question
from ._order import PresentedQuestion, presentation_order
from ._results import AnswerError, ScoreResult
from ._scorer import Scorer
from ._session_answers import answer_as_json
from ._session_events import SessionEvent
from ._session_progress import Progress, session_progress
from ._session_state import Clock, SessionError, SessionState
from ._session_migration import Dropped, ResumeOutcome
from ._session_token import Key, read_token, write_token
from ._visibility import Visibility

__all__ = ["HISTORY_FORMAT", "Session", "resume_session", "start_session"]

HISTORY_FORMAT = "quiz-history/1"
"""The history record's format."""

Step = Optional[Union[SessionError, AnswerError]]
"""What an action returns: ``None`` when done, else the refusal."""


def _ended() -> SessionError:
    return SessionError("session-ended", "the session has ended; start a new one")


class Session:
    """One respondent taking one quiz. Start it with :func:`start_session`, or
    :func:`resume_session` from a token."""

    def __init__(self, scorer: Scorer, state: SessionState, clock: Clock,
                 order: Optional[List[PresentedQuestion]] = None) -> None:
        """A session in ``state``, its pages cut from ``order`` when the token's reader already
        computed the presentation order for the state's seed."""
        self.scorer = scorer
        #: The bundle's hash, in every event.
        self.hash = scorer.bundle.recorded_hash or ""
        self.seed = state.seed
        self.locale = state.locale
        self._clock = clock
        self._last = clock()
        self.started_at = state.started_at
        size = scorer.bundle.presentation.page_size
        if order is None:
            order = presentation_order(scorer.bundle, state.seed)
        #: The pages: the presentation order cut into ``page_size`` questions.
        self.pages: List[List[PresentedQuestion]] = [order[at:at + size] for at in range(0, len(order), size)]
        self.page = state.page
        #: The answers so far, by wire key, as JSON values (only shown questions).
        self.answers: Dict[str, JSONValue] = dict(state.answers)
        self.seq = state.seq
        self.elapsed_ms = state.elapsed_ms
        self.question_ms: Dict[str, int] = dict(state.question_ms)
        self.remaining_ms = state.remaining_ms
        self._shown: Set[str] = set(state.shown)
        self.events: List[SessionEvent] = []
        self.result: Optional[ScoreResult] = None
        self.ended = False
        self.finished_at: Optional[int] = None
        #: How the session resumed from a token; ``None`` for one begun here.
        self.resume_outcome: Optional[ResumeOutcome] = None

    def shown_on(self, page: int) -> List[PresentedQuestion]:
        """The questions of page ``page`` that the answers so far show, in presentation order."""
        seen = self.scorer.visibility_value(dict(self.answers))
        visible = set(seen.visible) if isinstance(seen, Visibility) else set()
        questions = self.pages[page] if 0 <= page < len(self.pages) else []
        return [presented for presented in questions if presented.id in visible]

    def questions(self) -> List[PresentedQuestion]:
        """The current page's shown questions, in presentation order (options in their order)."""
        return [] if self.ended else self.shown_on(self.page)

    def answer(self, key: str, answer: object) -> Step:
        """Answers (or changes the answer to) a question shown on the current page; ``None``
        clears it (skips it). Answers that the new answer hides are dropped."""
        self.tick()
        if self.ended:
            return _ended()
        if not any(self._question(shown).key == key for shown in self.questions()):
            return SessionError("not-on-page", f"no question keyed {write_json(key)} is shown on this page", key)
        trial = dict(self.answers)
        had = key in trial
        if not had and answer is None:
            return None
        if answer is None:
            trial.pop(key, None)
        else:
            trial[key] = answer_as_json(answer)
        seen = self.scorer.visibility_value(dict(trial))
        if not isinstance(seen, Visibility):
            return seen
        by_id = {question.id: question.key for question in self.scorer.bundle.questions}
        for hidden in seen.discard:
            trial.pop(by_id[hidden], None)
        self.answers = trial
        self.emit("answer_changed" if had else "answered", key=key)
        self._announce()
        return None

    def next(self) -> Step:
        """Moves to the next page that shows a question; refused while a required question
        shown on this page has no answer, and on the last page."""
        self.tick()
        if self.ended:
            return _ended()
        missing = self._first_missing([self.page])
        if missing is not None:
            return missing
        following = self._next_page(self.page)
        if following is None:
            return SessionError("last-page", "this is the last page; finish the session")
        self._enter(following)
        return None

    def back(self) -> Step:
        """Moves to the previous page that shows a question; refused on the first, and in a
        quiz with a time limit (a page's time runs once)."""
        self.tick()
        if self.ended:
            return _ended()
        if self.remaining_ms is not None:
            return SessionError("timed-no-back", "the quiz has a time limit; pages cannot be revisited")
        for page in range(self.page - 1, -1, -1):
            if self.shown_on(page):
                self._enter(page)
                return None
        return SessionError("first-page", "this is the first page; there is no page before it")

    def finish(self) -> Step:
        """Finishes on the last page: every shown required question must have an answer. The
        result is :meth:`Scorer.score` on the final answers."""
        self.tick()
        if self.ended:
            return _ended()
        if self._next_page(self.page) is not None:
            return SessionError("pages-left", "pages with questions remain; go on with next")
        missing = self._first_missing(list(range(len(self.pages))))
        return missing if missing is not None else self._score()

    def abandon(self) -> Step:
        """Ends the session without a result."""
        self.tick()
        if self.ended:
            return _ended()
        self.ended = True
        self.emit("abandoned")
        return None

    def tick(self) -> None:
        """Reads the clock: the time since the last reading counts for the session and for the
        questions shown on the current page; a page whose time limit runs out leaves its open
        questions unanswered and moves on, or finishes on the last page."""
        now = self._clock()
        delta = max(0, now - self._last)
        self._last = now
        while not self.ended and delta > 0:
            remaining = self.remaining_ms
            spent = remaining if remaining is not None and remaining <= delta else delta
            self._charge(spent)
            delta -= spent
            if remaining is not None:
                self.remaining_ms = remaining - spent
            if self.remaining_ms == 0:
                self._time_out()

    def progress(self) -> Progress:
        """The answered count and the least and most questions still to come."""
        open_questions: List[Question] = []
        if not self.ended:
            for page in self.pages[self.page:]:
                for presented in page:
                    question = self._question(presented)
                    if question.key not in self.answers:
                        open_questions.append(question)
        return session_progress(self.scorer, self.answers, open_questions)

    def save(self, key: Optional[Key] = None) -> Union[str, SessionError]:
        """Saves the session: ``saved``, then the token (canonical JSON; signed with
        HMAC-SHA256 when ``key`` is given) that :func:`resume_session` continues from."""
        self.tick()
        if self.ended:
            return _ended()
        self.emit("saved")
        bundle = self.scorer.bundle
        return write_token(bundle.quiz, bundle.version, self.hash, self._state(), key)

    def history(self) -> Optional[str]:
        """The history record of a finished session (canonical JSON), or ``None`` before the finish."""
        if self.result is None or self.finished_at is None:
            return None
        bundle = self.scorer.bundle
        question_ms: Dict[str, JSONValue] = dict(self.question_ms)
        record: Dict[str, JSONValue] = {
            "format": HISTORY_FORMAT, "quiz": bundle.quiz, "version": bundle.version, "hash": self.hash,
            "locale": self.locale, "seed": str(self.seed), "result": parse_json(write_json(self.result.json_value())),
            "started_at": self.started_at, "finished_at": self.finished_at, "duration_ms": self.elapsed_ms,
            "question_ms": question_ms, "answers": dict(self.answers),
        }
        return write_json(record, sort_keys=True)

    def begin(self) -> None:
        """Begins the session on its first page (:func:`start_session` calls it once)."""
        self.emit("session_started", seed=str(self.seed), locale=self.locale)
        following = self._next_page(0)
        self.page = 0 if self.shown_on(0) or following is None else following
        self.remaining_ms = self._page_limit()
        self._announce()

    def continue_migrated(self, migration: Migration, dropped: List[Dropped]) -> None:
        """After a migrated token's state: the first page with a shown question without an
        answer (else the last page that shows one), its timer, the outcome, ``resumed`` carrying
        it, and the page's questions announced."""
        pages = range(len(self.pages))
        open_page = next((page for page in pages
                          if any(self._question(each).key not in self.answers for each in self.shown_on(page))), None)
        last = [page for page in pages if self.shown_on(page)]
        self.page = open_page if open_page is not None else (last[-1] if last else 0)
        self.remaining_ms = self._page_limit()
        candidates = set(migration.needed_questions) | {drop.key for drop in dropped if drop.options is None}
        needed = [question.key for page in pages for question in map(self._question, self.shown_on(page))
                  if question.required and question.key in candidates and question.key not in self.answers]
        kind = "migrated" if dropped or needed else "resumed"
        self.resume_outcome = ResumeOutcome(kind, migration.hash, migration.version, dropped, needed)
        self.emit("resumed", migration=self.resume_outcome.json_value())
        self._announce()

    def emit(self, event: str, **details: JSONValue) -> None:
        """Appends an event."""
        self.events.append({"event": event, "seq": self.seq, "elapsed_ms": self.elapsed_ms, "hash": self.hash, **details})
        self.seq += 1

    def _state(self) -> SessionState:
        shown = [self._question(presented).key for presented in self.shown_on(self.page)]
        return SessionState(
            seed=self.seed, locale=self.locale, page=self.page, answers=self.answers, seq=self.seq - 1,
            elapsed_ms=self.elapsed_ms, question_ms=self.question_ms, remaining_ms=self.remaining_ms,
            shown=[key for key in shown if key in self._shown], started_at=self.started_at)

    def _question(self, presented: PresentedQuestion) -> Question:
        return self.scorer.bundle.questions[presented.question]

    def _page_limit(self) -> Optional[int]:
        limit = self.scorer.bundle.presentation.time_limit
        return None if limit is None else len(self.shown_on(self.page)) * limit * 1000

    def _enter(self, page: int) -> None:
        self.page = page
        self._shown = set()
        self.emit("page_changed", page=page)
        self.remaining_ms = self._page_limit()
        self._announce()

    def _announce(self) -> None:
        keys = [self._question(presented).key for presented in self.shown_on(self.page)]
        self._shown &= set(keys)
        for key in keys:
            if key not in self._shown:
                self._shown.add(key)
                self.emit("question_shown", key=key)

    def _charge(self, ms: int) -> None:
        self.elapsed_ms += ms
        for presented in self.shown_on(self.page):
            key = self._question(presented).key
            self.question_ms[key] = self.question_ms.get(key, 0) + ms

    def _time_out(self) -> None:
        for presented in self.shown_on(self.page):
            key = self._question(presented).key
            if key not in self.answers:
                self.emit("question_timed_out", key=key)
        following = self._next_page(self.page)
        if following is not None:
            self._enter(following)
        elif self._score() is not None:
            # A required question left open (a bundle from before `timed-required`): no result.
            self.ended = True
            self.emit("abandoned")

    def _score(self) -> Step:
        scored = self.scorer.score_value(dict(self.answers))
        if isinstance(scored, AnswerError):
            return scored
        self.result = scored
        self.ended = True
        self.finished_at = self._last
        self.emit("finished")
        return None

    def _next_page(self, page: int) -> Optional[int]:
        for following in range(page + 1, len(self.pages)):
            if self.shown_on(following):
                return following
        return None

    def _first_missing(self, pages: List[int]) -> Optional[SessionError]:
        for page in pages:
            for presented in self.shown_on(page):
                question = self._question(presented)
                if question.required and question.key not in self.answers:
                    return SessionError(
                        "missing-answer", f'the required question "{question.key}" has no answer; answer it first', question.key)
        return None


def start_session(scorer: Scorer, *, seed: int, clock: Clock, locale: Optional[str] = None) -> Session:
    """Starts a session: the bundle's presentation order for ``seed``, the locale that
    ``locale`` finds by lookup (the source locale when none), and ``clock`` giving milliseconds."""
    if not 0 <= seed < 1 << 64:
        raise ValueError("the seed is an unsigned 64-bit integer (0 to 18446744073709551615)")
    chosen = lookup_locale(scorer.bundle, [] if locale is None else [locale])
    session = Session(scorer, SessionState(seed=seed, locale=chosen, started_at=clock()), clock)
    session.begin()
    return session


def resume_session(scorer: Scorer, token: str, *, clock: Clock, key: Optional[Key] = None) -> Union[Session, SessionError]:
    """Resumes a session from a token saved on this bundle: the same order, page, answers,
    times and event numbers, then ``resumed`` (with the ``saved`` event's number). A token
    saved on another bundle, damaged, too large, of another format, signed otherwise, or with
    an answer this bundle refuses is refused with a stable code."""
    read = read_token(scorer, token, key)
    if isinstance(read, SessionError):
        return read
    session = Session(scorer, read.state, clock, read.order)
    if read.migration is not None:
        session.continue_migrated(read.migration, read.dropped)
        return session
    session.resume_outcome = ResumeOutcome("resumed", session.hash, scorer.bundle.version)
    session.emit("resumed")
    return session
