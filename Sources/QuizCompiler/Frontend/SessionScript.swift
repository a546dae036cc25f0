public import QuizRuntime

/// A session script (docs/cli.md, "quizc session replay"; schemas/session-script.schema.json):
/// a start and the steps to take, read and checked whole before any step runs. The
/// conformance suite's `session` cases are scripts in the same vocabulary.
struct SessionScript: Sendable {
    /// How the session starts.
    struct Start: Sendable {
        /// The presentation order's seed.
        var seed: UInt64
        /// The language range the locale is looked up with; nil: the source locale.
        var locale: String?
        /// What the fake clock reads at the start, in milliseconds.
        var clock: Int
    }

    /// How a `resume` step reads the last saved token, and where it resumes.
    struct Resume: Sendable {
        /// The key (its UTF-8 bytes) the token was signed with.
        var secret: String?
        /// A bundle file to resume on instead of the script's bundle.
        var bundle: String?
        /// Every occurrence of the first text replaced by the second.
        var replace: (String, String)?
        /// The token cut to its first N characters.
        var truncate: Int?
        /// N spaces put before the token.
        var pad: Int?
    }

    /// One step.
    enum Step: Sendable {
        /// Answer `key` with `value` (nil or `null` clears it).
        case answer(key: String, value: JSONValue?)
        /// The session's navigation actions.
        case next, back, finish, abandon
        /// Add `ms` to the fake clock, then tick.
        case tick(ms: Int)
        /// Read the progress.
        case progress
        /// Save, signed with `secret` when given.
        case save(secret: String?)
        /// Resume from the last saved token.
        case resume(Resume)
    }

    /// Why a script is refused: a stable code (`script-not-json`, `script-invalid`,
    /// `script-unknown-action`), a message, and the index of the step when one is at fault.
    struct Failure: Error, Sendable, Equatable {
        /// The stable code.
        var code: String
        /// What is wrong, starting with `steps[N]: ` when a step is.
        var message: String
        /// The index of the step at fault.
        var step: Int?

        /// The error line `quizc session replay` prints: `{"error":{"code","message","step"?}}`.
        var line: String {
            var members: [(String, JSONValue)] = [("code", .string(code)), ("message", .string(message))]
            if let step { members.append(("step", .integer(step))) }
            return JSONWriter.canonical.string(.object([("error", .object(members))]))
        }
    }

    /// The actions a step's `do` can name, in the order messages list them.
    static let actions = ["answer", "next", "back", "finish", "abandon", "tick", "progress", "save", "resume"]

    /// The start.
    var start: Start
    /// The steps, in order.
    var steps: [Step]

    /// The bundle files the `resume` steps name, in first-use order.
    var resumeBundles: [String] {
        var seen: [String] = []
        for case .resume(let resume) in steps {
            if let bundle = resume.bundle, !seen.contains(bundle) { seen.append(bundle) }
        }
        return seen
    }

    /// Reads a script file's bytes.
    init(bytes: [UInt8]) throws(Failure) {
        let value: JSONValue
        do {
            value = try JSONParser().parse(bytes)
        } catch {
            throw Failure(code: "script-not-json", message: "the script is not JSON: \(error.description)")
        }
        try self.init(json: value)
    }

    /// Reads a parsed script.
    init(json: JSONValue) throws(Failure) {
        let reader = ScriptReader(where: "the script")
        let members = try reader.members(
            json, allowed: ["start", "steps", "description"], required: ["start", "steps"])
        if let description = members["description"] { _ = try reader.string(description, "description") }
        start = try Self.start(members["start"]!)
        guard case .array(let items) = members["steps"]! else { throw reader.invalid("steps is an array of steps") }
        var steps: [Step] = []
        for (index, item) in items.enumerated() { steps.append(try Self.step(item, index: index)) }
        self.steps = steps
    }

    private static func start(_ value: JSONValue) throws(Failure) -> Start {
        let reader = ScriptReader(where: "start")
        let members = try reader.members(value, allowed: ["seed", "locale", "clock"], required: ["seed"])
        guard case .string(let text)? = members["seed"], !text.isEmpty, text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }),
            let seed = UInt64(text)
        else {
            throw reader.invalid("seed is an unsigned 64-bit integer (0 to \(UInt64.max)) written as a decimal string")
        }
        let locale = try members["locale"].map { value throws(Failure) in try reader.string(value, "locale") }
        let clock = try members["clock"].map { value throws(Failure) in try reader.count(value, "clock") } ?? 0
        return Start(seed: seed, locale: locale, clock: clock)
    }

    private static func step(_ value: JSONValue, index: Int) throws(Failure) -> Step {
        let reader = ScriptReader(where: "steps[\(index)]", step: index)
        guard case .object = value, case .string(let action)? = value["do"] else {
            throw reader.invalid("a step is an object whose do names its action")
        }
        guard let allowed = stepMembers[action] else {
            throw Failure(
                code: "script-unknown-action",
                message:
                    "steps[\(index)]: unknown action \(JSONWriter.canonical.string(.string(action))); the actions are "
                    + actions.joined(separator: ", "),
                step: index)
        }
        let members = try reader.members(
            value, allowed: ["do"] + allowed, required: action == "answer" ? ["key"] : action == "tick" ? ["ms"] : [])
        return try Self.step(action, members, reader: reader)
    }

    private static func step(_ action: String, _ members: [String: JSONValue], reader: ScriptReader) throws(Failure)
        -> Step
    {
        let secret = try members["secret"].map { value throws(Failure) in try reader.string(value, "secret") }
        switch action {
        case "answer": return .answer(key: try reader.string(members["key"]!, "key"), value: members["value"])
        case "next": return .next
        case "back": return .back
        case "finish": return .finish
        case "abandon": return .abandon
        case "tick": return .tick(ms: try reader.count(members["ms"]!, "ms"))
        case "progress": return .progress
        case "save": return .save(secret: secret)
        default:
            var resume = Resume(secret: secret)
            resume.bundle = try members["bundle"].map { value throws(Failure) in try reader.string(value, "bundle") }
            if let pair = members["replace"] {
                guard case .array(let texts) = pair, texts.count == 2, case .string(let from) = texts[0],
                    case .string(let to) = texts[1]
                else { throw reader.invalid("replace is an array of two strings, [from, to]") }
                resume.replace = (from, to)
            }
            resume.truncate = try members["truncate"].map { value throws(Failure) in
                try reader.count(value, "truncate")
            }
            resume.pad = try members["pad"].map { value throws(Failure) in try reader.count(value, "pad") }
            return .resume(resume)
        }
    }

    /// The members each action's step may have besides `do`.
    private static let stepMembers: [String: [String]] = [
        "answer": ["key", "value"], "next": [], "back": [], "finish": [], "abandon": [], "tick": ["ms"],
        "progress": [], "save": ["secret"], "resume": ["secret", "bundle", "replace", "truncate", "pad"],
    ]
}

/// Reads the members of one part of a script, refusing with `script-invalid` and the part's name.
private struct ScriptReader {
    /// The part's name in messages: `the script`, `start` or `steps[N]`.
    let place: String
    let step: Int?

    init(where place: String, step: Int? = nil) {
        self.place = place
        self.step = step
    }

    func invalid(_ message: String) -> SessionScript.Failure {
        SessionScript.Failure(code: "script-invalid", message: "\(place): \(message)", step: step)
    }

    /// The members of an object, each name allowed, every required name present.
    func members(_ value: JSONValue, allowed: [String], required: [String]) throws(SessionScript.Failure)
        -> [String: JSONValue]
    {
        guard case .object(let pairs) = value else { throw invalid("an object is expected") }
        var members: [String: JSONValue] = [:]
        for (name, member) in pairs {
            guard allowed.contains(name) else {
                throw invalid(
                    "unknown member \(JSONWriter.canonical.string(.string(name))); the members are "
                        + allowed.joined(separator: ", "))
            }
            members[name] = member
        }
        for name in required where members[name] == nil { throw invalid("\(name) is missing") }
        return members
    }

    func string(_ value: JSONValue, _ name: String) throws(SessionScript.Failure) -> String {
        guard case .string(let text) = value else { throw invalid("\(name) is a string") }
        return text
    }

    /// A whole number from 0 to 2^53 − 1 (the integers every runtime's numbers hold exactly).
    func count(_ value: JSONValue, _ name: String) throws(SessionScript.Failure) -> Int {
        guard case .number(let literal) = value, let number = Int(literal), number >= 0, number <= 9_007_199_254_740_991
        else { throw invalid("\(name) is a whole number from 0 to 9007199254740991") }
        return number
    }
}
