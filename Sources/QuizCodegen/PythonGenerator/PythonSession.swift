/// The typed session of the Python module (docs/codegen.md, "Sessions"): `Session`, over
/// `quizruntime.Session`, with one typed answer method per question, the current page as
/// `Question`s and `finish` giving the typed `Result`; the quiz class's `start` and `resume`.
/// Every rule (pages, time, tokens, events) stays the runtime's.
struct PythonSession {
    /// The quiz.
    var quiz: ScriptQuiz
    /// Its names.
    var names: PythonNames

    /// The quiz class's `start` and `resume`, indented as its methods.
    static let startAndResume = """
            def start(
                self, *, seed: int, clock: typing.Callable[[], int], locale: typing.Optional[str] = None
            ) -> Session:
                \"\"\"Starts a runtime session (``quizruntime.start_session``) with typed answers.\"\"\"
                return Session(self, quizruntime.start_session(self.scorer, seed=seed, clock=clock, locale=locale))

            def resume(
                self, token: str, *, clock: typing.Callable[[], int], key: typing.Union[bytes, str, None] = None
            ) -> typing.Union[Session, quizruntime.SessionError]:
                \"\"\"Resumes a saved session (``quizruntime.resume_session``), or the runtime's refusal.\"\"\"
                resumed = quizruntime.resume_session(self.scorer, token, clock=clock, key=key)
                if isinstance(resumed, quizruntime.SessionError):
                    return resumed
                return Session(self, resumed)

        """

    /// `_KEY_OF_FIELD`, `Step` and `Session`.
    var text: String {
        var out = """


            _KEY_OF_FIELD: typing.Final[dict[str, str]] = {field: key for field, _, key, _ in _QUESTIONS}

            Step = typing.Optional[typing.Union[quizruntime.SessionError, quizruntime.AnswerError]]
            \"\"\"What a session action returns: ``None`` when done, else the runtime's refusal.\"\"\"


            class Session:
                \"\"\"One respondent taking the quiz: the runtime's session (``runtime``) with typed answers
                in and the typed ``Result`` out. Pages, time limits, tokens and events are the runtime's.\"\"\"

                def __init__(self, quiz: \(names.quizClass), runtime: quizruntime.Session) -> None:
                    \"\"\"Wraps ``runtime``, a session on ``quiz``'s bundle.\"\"\"
                    if runtime.hash != BUNDLE_HASH:
                        raise BundleMismatchError(BUNDLE_HASH, runtime.hash)
                    self.quiz = quiz
                    self.runtime = runtime

                @property
                def page(self) -> tuple[Question, ...]:
                    \"\"\"The questions shown on the current page, in presentation order.\"\"\"
                    return tuple(_QUESTION_OF_ID[presented.id] for presented in self.runtime.questions())

                @property
                def events(self) -> typing.Sequence[typing.Mapping[str, object]]:
                    \"\"\"The runtime's events so far.\"\"\"
                    return self.runtime.events

            """
        for (index, question) in quiz.questions.enumerated() {
            let field = names.fields[index]
            out += """

                    def answer_\(field)(self, answer: typing.Optional[\(answerType(index))]) -> Step:
                        \"\"\"Answers ``\(ScriptLiteral.comment(question.id))`` (``None`` clears the answer).\"\"\"
                        return self._answer(\(ScriptLiteral.python(field)), answer)

                """
        }
        out += Self.actions
        return out
    }

    /// `finish`, typed, the runtime's other actions passed through, and `_answer`.
    private static let actions = """

            def finish(self) -> typing.Union[Result, quizruntime.SessionError, quizruntime.AnswerError]:
                \"\"\"Finishes the session: the typed result of the runtime's, or its refusal.\"\"\"
                refused = self.runtime.finish()
                if refused is not None:
                    return refused
                assert self.runtime.result is not None
                return self.quiz._result(self.runtime.result, self.runtime.answers)

            def next(self) -> Step:
                \"\"\"The runtime's ``next``.\"\"\"
                return self.runtime.next()

            def back(self) -> Step:
                \"\"\"The runtime's ``back``.\"\"\"
                return self.runtime.back()

            def abandon(self) -> Step:
                \"\"\"The runtime's ``abandon``.\"\"\"
                return self.runtime.abandon()

            def tick(self) -> None:
                \"\"\"The runtime's ``tick``.\"\"\"
                self.runtime.tick()

            def progress(self) -> quizruntime.Progress:
                \"\"\"The runtime's ``progress``.\"\"\"
                return self.runtime.progress()

            def save(self, key: typing.Union[bytes, str, None] = None) -> typing.Union[str, quizruntime.SessionError]:
                \"\"\"The runtime's ``save``: the token, or its refusal.\"\"\"
                return self.runtime.save(key)

            def history(self) -> typing.Optional[str]:
                \"\"\"The runtime's history record, once finished.\"\"\"
                return self.runtime.history()

            def _answer(self, field: str, answer: object) -> Step:
                key = _KEY_OF_FIELD[field]
                return self.runtime.answer(key, _wire({field: answer}).get(key))

        """

    private func answerType(_ index: Int) -> String {
        PythonModule.answerType(quiz.questions[index].answer, option: names.optionTypes[index])
    }
}
