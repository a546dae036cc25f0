import Foundation
public import QuizRuntime

/// `quizc session replay` and `quizc session check`: a respondent session driven by a script,
/// and whether a saved token resumes on a bundle (docs/cli.md, "quizc session").
@_spi(Tools) public struct SessionFrontend: Sendable {
    /// What to run.
    @_spi(Tools) public enum Options: Sendable {
        /// `replay SCRIPT BUNDLE`.
        case replay(script: String, bundle: String)
        /// `check TOKEN BUNDLE [--key KEY]`.
        case check(token: String, bundle: String, key: String?)
    }

    /// What to run.
    @_spi(Tools) public var options: Options

    /// A frontend running `options`.
    @_spi(Tools) public init(_ options: Options) {
        self.options = options
    }

    /// Runs the command: 0 when the script ran (replay) or the token resumes (check); 1 for a
    /// refused script or token, or an unusable bundle; 2 when a file cannot be read.
    @_spi(Tools) public func run(output: any OutputSink) -> ExitStatus {
        Console.run(on: output) { console throws(Console.OutputFailure) in
            switch options {
            case .replay(let script, let bundle): return try Self.replay(script, on: bundle, console: console)
            case .check(let token, let bundle, let key):
                return try Self.check(token, on: bundle, key: key, console: console)
            }
        }
    }

    private static func replay(_ path: String, on bundlePath: String, console: Console) throws(Console.OutputFailure)
        -> ExitStatus
    {
        let bundle: QuizBundle
        switch BundleFile.load(bundlePath, console: console) {
        case .success(let loaded): bundle = loaded
        case .failure(let failure): return failure.status
        }
        guard let bytes = FileManager.default.contents(atPath: path) else {
            console.say(.error, "\(path): cannot be read")
            return .inputOutputError
        }
        let script: SessionScript
        do {
            script = try SessionScript(bytes: [UInt8](bytes))
        } catch {
            try console.out(error.line + "\n")
            return .failure
        }
        var scorers: [String: Scorer] = [:]
        for name in script.resumeBundles {
            switch BundleFile.load(resolved(name, besides: path), console: console) {
            case .success(let other): scorers[name] = Scorer(bundle: other)
            case .failure(let failure): return failure.status
            }
        }
        for line in script.run(on: Scorer(bundle: bundle), bundles: scorers, detail: .full) {
            try console.out(line + "\n")
        }
        return .success
    }

    /// A resume step's bundle file: as given when absolute, else in the script's folder.
    private static func resolved(_ name: String, besides script: String) -> String {
        guard !name.hasPrefix("/"), let slash = script.lastIndex(of: "/") else { return name }
        return String(script[...slash]) + name
    }

    private static func check(_ path: String, on bundlePath: String, key: String?, console: Console) throws(Console
        .OutputFailure) -> ExitStatus
    {
        let bundle: QuizBundle
        switch BundleFile.load(bundlePath, console: console) {
        case .success(let loaded): bundle = loaded
        case .failure(let failure): return failure.status
        }
        guard let bytes = FileManager.default.contents(atPath: path) else {
            console.say(.error, "\(path): cannot be read")
            return .inputOutputError
        }
        let outcome = TokenCheck.outcome(
            of: TokenCheck.tokenText(bytes: [UInt8](bytes)), on: Scorer(bundle: bundle), key: key)
        try console.out(JSONWriter.canonical.string(outcome.json) + "\n")
        return outcome.status
    }
}

/// `quizc session check`'s verdict on a token.
enum TokenCheck {
    /// A token file's text: its UTF-8 (each invalid sequence a U+FFFD), one line end at the end dropped.
    static func tokenText(bytes: [UInt8]) -> String {
        var text = String(decoding: bytes, as: UTF8.self)
        if text.hasSuffix("\r\n") {
            text.removeLast()
        } else if text.hasSuffix("\n") {
            text.removeLast()
        }
        return text
    }

    /// The outcome of resuming `token` on `scorer`, as JSON, and the exit status: the session's
    /// `ResumeOutcome` (resumed, or migrated from an earlier release with what was dropped and
    /// what is newly needed) with the page it continues on, or the refusal.
    static func outcome(of token: String, on scorer: Scorer, key: String?) -> (
        json: JSONValue, status: ExitStatus
    ) {
        do throws(SessionError) {
            let session = try QuizSession(
                scorer: scorer, resuming: token, key: key.map { Array($0.utf8) }, clock: { 0 })
            var members: [(String, JSONValue)] = []
            if case .object(let outcome)? = session.resumeOutcome?.jsonValue { members = outcome }
            members += [
                ("page", .integer(session.page)), ("shown", SessionLine.shown(session)),
                ("progress", SessionLine.progress(session)),
            ]
            return (.object(members), .success)
        } catch {
            return (.object([("outcome", .string("refused")), ("error", SessionLine.error(error))]), .failure)
        }
    }
}
