import Foundation
import QuizRuntime

/// Runs a scripted session (docs/conformance.md, "Session scripts") with the Swift runtime:
/// the start, then each step, one canonical JSON line each with the step's events, the page,
/// the shown questions and whatever the step gives (an error, a token, progress, the history).
enum SessionScript {
    final class Clock: @unchecked Sendable {
        var now: Int
        init(_ now: Int) { self.now = now }
    }

    static func run(_ scorer: Scorer, start: JSONValue, steps: [JSONValue]) throws -> [String] {
        let clock = Clock(try count(start["clock"]))
        guard case .string(let seedText)? = start["seed"], let seed = UInt64(seedText) else {
            throw SuiteError("a session's start has a decimal seed")
        }
        var locale: String?
        if case .string(let text)? = start["locale"] { locale = text }
        var session = QuizSession(scorer: scorer, seed: seed, locale: locale, clock: { clock.now })
        var lines = [line(session, from: 0, [])]
        var token = ""
        for step in steps {
            let from = session.events.count
            guard case .string(let action)? = step["do"] else { throw SuiteError("a step without do") }
            var extra: [(String, JSONValue)] = []
            switch action {
            case "answer":
                guard case .string(let key)? = step["key"] else { throw SuiteError("an answer step without key") }
                extra = outcome(session.answer(key, step["value"]))
            case "next": extra = outcome(session.next())
            case "back": extra = outcome(session.back())
            case "finish": extra = outcome(session.finish())
            case "abandon": extra = outcome(session.abandon())
            case "tick":
                clock.now += try count(step["ms"])
                session.tick()
            case "progress":
                let progress = session.progress()
                extra = [
                    (
                        "progress",
                        .object([
                            ("answered", .integer(progress.answered)), ("least", .integer(progress.least)),
                            ("most", .integer(progress.most)), ("exact", .bool(progress.exact)),
                        ])
                    )
                ]
            case "save":
                switch session.save(key: secret(step)) {
                case .success(let saved):
                    token = saved
                    extra = [("token", .string(saved))]
                case .failure(let error): extra = outcome(.failure(error))
                }
            case "resume":
                let text = try edited(token, step)
                do throws(SessionError) {
                    session = try QuizSession(scorer: scorer, resuming: text, key: secret(step), clock: { clock.now })
                    lines.append(line(session, from: 0, []))
                    continue
                } catch {
                    extra = outcome(.failure(error))
                }
            default: throw SuiteError("unknown step \(action)")
            }
            lines.append(line(session, from: from, extra))
        }
        return lines
    }

    /// The token a resume step reads: the last saved one, with `replace` ([from, to], every
    /// occurrence), then `truncate` (the first N characters) and `pad` (N spaces before it).
    private static func edited(_ token: String, _ step: JSONValue) throws -> String {
        var text = token
        if case .array(let pair)? = step["replace"], pair.count == 2, case .string(let from) = pair[0],
            case .string(let to) = pair[1]
        {
            text = text.replacingOccurrences(of: from, with: to)
        }
        if step["truncate"] != nil { text = String(text.prefix(try count(step["truncate"]))) }
        if step["pad"] != nil { text = String(repeating: " ", count: try count(step["pad"])) + text }
        return text
    }

    private static func secret(_ step: JSONValue) -> [UInt8]? {
        if case .string(let text)? = step["secret"] { return Array(text.utf8) }
        return nil
    }

    private static func count(_ value: JSONValue?) throws -> Int {
        guard case .number(let literal)? = value, let number = Int(literal) else { throw SuiteError("not an integer") }
        return number
    }

    private static func outcome(_ result: Result<Void, SessionError>) -> [(String, JSONValue)] {
        guard case .failure(let error) = result else { return [] }
        var members: [(String, JSONValue)] = [("code", .string(error.code)), ("message", .string(error.message))]
        if let key = error.key { members.append(("key", .string(key))) }
        return [("error", .object(members))]
    }

    private static func line(_ session: QuizSession, from: Int, _ extra: [(String, JSONValue)]) -> String {
        let shown = session.questions.map { JSONValue.string(session.scorer.bundle.questions[$0.question].key) }
        var members: [(String, JSONValue)] = [
            ("events", .array(session.events[from...].map(\.jsonValue))), ("page", .integer(session.page)),
            ("shown", .array(shown)), ("ended", .bool(session.ended)),
        ]
        members += extra
        if let history = session.history() { members.append(("history", .string(history))) }
        return JSONWriter.canonical.string(.object(members))
    }
}
