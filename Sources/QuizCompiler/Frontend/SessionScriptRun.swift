import Foundation
public import QuizRuntime

extension SessionScript {
    /// What each line carries besides the step's own members.
    enum Detail: Sendable {
        /// Only what the step gives (the conformance suite's `session` lines).
        case steps
        /// Also `progress` on every line and `result` once the session has finished
        /// (`quizc session replay`).
        case full
    }

    /// The fake clock a script's session reads.
    private final class Clock: @unchecked Sendable {
        var now: Int
        init(_ now: Int) { self.now = now }
    }

    /// The lines of the script run on `scorer` through the runtime's session API: the start's,
    /// then one per step (docs/cli.md, "quizc session replay"). `bundles` holds a scorer for
    /// every file `resumeBundles` names.
    func run(on scorer: Scorer, bundles: [String: Scorer] = [:], detail: Detail) -> [String] {
        let clock = Clock(start.clock)
        var session = QuizSession(scorer: scorer, seed: start.seed, locale: start.locale, clock: { clock.now })
        var lines = [SessionLine.text(session, from: 0, [], detail: detail)]
        var token = ""
        for step in steps {
            let from = session.events.count
            var extra: [(String, JSONValue)] = []
            switch step {
            case .answer(let key, let value): extra = SessionLine.outcome(session.answer(key, value))
            case .next: extra = SessionLine.outcome(session.next())
            case .back: extra = SessionLine.outcome(session.back())
            case .finish: extra = SessionLine.outcome(session.finish())
            case .abandon: extra = SessionLine.outcome(session.abandon())
            case .tick(let ms):
                clock.now += ms
                session.tick()
            case .progress: extra = [("progress", SessionLine.progress(session))]
            case .save(let secret):
                switch session.save(key: secret.map { Array($0.utf8) }) {
                case .success(let saved):
                    token = saved
                    extra = [("token", .string(saved))]
                case .failure(let error): extra = SessionLine.outcome(.failure(error))
                }
            case .resume(let resume):
                guard let target = resume.bundle.map({ bundles[$0] }) ?? scorer else {
                    preconditionFailure("run(on:bundles:detail:) is given a scorer for every resume bundle")
                }
                do throws(SessionError) {
                    session = try QuizSession(
                        scorer: target, resuming: Self.edited(token, resume), key: resume.secret.map { Array($0.utf8) },
                        clock: { clock.now })
                    lines.append(SessionLine.text(session, from: 0, [], detail: detail))
                    continue
                } catch {
                    extra = SessionLine.outcome(.failure(error))
                }
            }
            lines.append(SessionLine.text(session, from: from, extra, detail: detail))
        }
        return lines
    }

    /// The token a resume step reads: the last saved one, with `replace` (every occurrence),
    /// then `truncate` (the first N Unicode scalars) and `pad` (N spaces before it).
    private static func edited(_ token: String, _ resume: Resume) -> String {
        var text = token
        if let (from, to) = resume.replace { text = text.replacingOccurrences(of: from, with: to) }
        if let truncate = resume.truncate {
            text = String(String.UnicodeScalarView(text.unicodeScalars.prefix(truncate)))
        }
        if let pad = resume.pad { text = String(repeating: " ", count: pad) + text }
        return text
    }
}

/// The JSON a session's lines are made of, shared by `quizc session replay` and `quizc session check`.
enum SessionLine {
    /// One canonical line: the events from `from` on, the page, the shown questions' wire keys,
    /// `ended`, `extra`, the history record once finished, and with `.full` the progress and
    /// the result.
    static func text(
        _ session: QuizSession, from: Int, _ extra: [(String, JSONValue)], detail: SessionScript.Detail
    ) -> String {
        var members: [(String, JSONValue)] = [
            ("events", .array(session.events[from...].map(\.jsonValue))), ("page", .integer(session.page)),
            ("shown", shown(session)), ("ended", .bool(session.ended)),
        ]
        members += extra
        if detail == .full, !extra.contains(where: { $0.0 == "progress" }) {
            members.append(("progress", progress(session)))
        }
        if let history = session.history() {
            members.append(("history", .string(history)))
            if detail == .full, let record = try? JSONParser().parse(history), let result = record["result"] {
                members.append(("result", result))
            }
        }
        return JSONWriter.canonical.string(.object(members))
    }

    /// The wire keys of the current page's shown questions, in presentation order.
    static func shown(_ session: QuizSession) -> JSONValue {
        .array(session.questions.map { .string(session.scorer.bundle.questions[$0.question].key) })
    }

    /// `{"answered","least","most","exact"}`.
    static func progress(_ session: QuizSession) -> JSONValue {
        let progress = session.progress()
        return .object([
            ("answered", .integer(progress.answered)), ("least", .integer(progress.least)),
            ("most", .integer(progress.most)), ("exact", .bool(progress.exact)),
        ])
    }

    /// `[("error", {"code","message","key"?})]` for a refusal, nothing otherwise.
    static func outcome(_ result: Result<Void, SessionError>) -> [(String, JSONValue)] {
        guard case .failure(let error) = result else { return [] }
        return [("error", self.error(error))]
    }

    /// `{"code","message","key"?}`.
    static func error(_ error: SessionError) -> JSONValue {
        var members: [(String, JSONValue)] = [("code", .string(error.code)), ("message", .string(error.message))]
        if let key = error.key { members.append(("key", .string(key))) }
        return .object(members)
    }
}
