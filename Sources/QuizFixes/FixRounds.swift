@_spi(Tools) package import QuizCompiler
@_spi(Tools) import QuizYAML

/// `quizc lint --fix` and `--unsafe-fixes`: lint, apply the fixes allowed, lint again, until
/// no fix is left or `maxRounds` rounds have run (docs/cli.md, "Fixes"). A round reads each
/// file once and compiles, proves and edits exactly those bytes; it applies at most one fix
/// per diagnostic and never two fixes whose edits overlap (the next round finds what is
/// left); it computes every file's new bytes before writing any, and writes each file only
/// while it still holds the bytes the round read (`AtomicFile.write(_:to:expecting:)`), so a
/// file saved during the run, or fixed by another run, is left alone.
package struct FixRounds {
    /// Which fixes a run applies: proven safe only (`--fix`) or every fix (`--unsafe-fixes`).
    package typealias Mode = LintFixMode

    /// How a run ended.
    package struct Outcome: Sendable, Equatable {
        /// The fixes applied, over every round.
        package var applied = 0
        /// The files changed, in the order first changed.
        package var changedFiles: [String] = []
        /// The rounds that applied fixes.
        package var rounds = 0
        /// Whether the run reached a state with no fix left to apply.
        package var converged = false
        /// Where fixes were left when the run stopped without converging (`path:line:col [code]`).
        package var leftAt: [String] = []
        /// Why a round failed (then that round wrote nothing), if one did.
        package var failure: String?
        /// The file a failed round could not write, as a `fix-not-written` error.
        package var notWritten: Diagnostic?
        /// Under `--fix`, the files whose fixes claim to be safe but were not applied because
        /// the file has errors, in the state the run ended in.
        package var unproven: [UnprovenFixes] = []
    }

    /// Fixes claimed safe in a file with errors, which no proof can hold for.
    package struct UnprovenFixes: Sendable, Equatable {
        /// The file.
        package var path: String
        /// How many of its diagnostics have a fix claimed safe.
        package var fixes: Int
        /// Its first error, `line:column code`.
        package var firstError: String
    }

    /// The most rounds a run makes by default.
    package static let maxRounds = 10

    /// Replaces one file's bytes (the first argument) in one atomic step, only while the file
    /// holds the bytes the fixes were proven on (the second).
    package typealias Writer = @Sendable ([UInt8], [UInt8], String) throws(AtomicFile.Failure) -> Void

    /// The writer of a real run: `AtomicFile.write(_:to:expecting:)`.
    package static let writeIfUnchanged: Writer = { bytes, expected, path throws(AtomicFile.Failure) in
        try AtomicFile.write(bytes, to: path, expecting: expected)
    }

    let paths: [String]
    let compilation: QuizCompilation
    let mode: Mode
    let roundLimit: Int
    let write: Writer

    /// A run over `paths`, making at most `roundLimit` rounds and writing through `write`
    /// (tests give a smaller limit, or a writer that fails or saves the file first).
    package init(
        paths: [String], compilation: QuizCompilation, mode: Mode, roundLimit: Int = FixRounds.maxRounds,
        write: @escaping Writer = FixRounds.writeIfUnchanged
    ) {
        self.paths = paths
        self.compilation = compilation
        self.mode = mode
        self.roundLimit = roundLimit
        self.write = write
    }

    /// Runs rounds until no fix is left, a round fails, a round comes back to an earlier
    /// state, or `roundLimit` rounds have run. First deletes what killed runs left beside
    /// the files (`AtomicFile.removeLeftovers(besides:)`).
    package func run() -> Outcome {
        var outcome = Outcome()
        var seenStates: [[String: [UInt8]]] = []
        for round in 1...(roundLimit + 1) {
            let sources = Self.read(paths, limit: compilation.limits.maxFileBytes)
            if round == 1 { AtomicFile.removeLeftovers(besides: Array(sources.keys)) }
            let session = BuildSession(
                sources: sources.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map {
                    ($0, sources[$0] ?? [])
                },
                compilation: compilation)
            let withFixes = session.diagnostics.filter { !$0.fixes.isEmpty }
            let proof =
                mode == .safe && withFixes.contains(where: { $0.fixes.contains { $0.safety == .safe } })
                ? FixSafetyProof(sources: sources, compilation: compilation, session: session) : nil
            let candidates = applicable(withFixes, proof: proof)
            if candidates.isEmpty {
                outcome.converged = true
                if mode == .safe { outcome.unproven = Self.unproven(session) }
                return outcome
            }
            var chosen = Self.nonOverlapping(candidates.map(\.fix))
            if let proof, chosen.count > 1, !proof.proves(chosen.flatMap(\.edits)) { chosen = [chosen[0]] }
            if round > roundLimit || seenStates.contains(sources) {
                outcome.leftAt = candidates.map {
                    "\($0.diagnostic.file):\($0.diagnostic.range.start) [\($0.diagnostic.code.rawValue)]"
                }
                return outcome
            }
            seenStates.append(sources)
            guard write(chosen, to: sources, round: round, into: &outcome) else { return outcome }
            outcome.applied += chosen.count
            outcome.rounds = round
        }
        return outcome
    }

    /// Applies `chosen` to the bytes read (`sources`) and writes each file edited, each
    /// only over those bytes. Fixes edit one file each, so when writing one file fails, the
    /// files written before it keep whole fixes and the failure names them; whether all
    /// were written.
    private func write(
        _ chosen: [Diagnostic.Fix], to sources: [String: [UInt8]], round: Int, into outcome: inout Outcome
    ) -> Bool {
        var edited: [(path: String, old: [UInt8], new: [UInt8])] = []
        let edits = chosen.flatMap(\.edits)
        for path in Set(edits.map(\.file)).sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            guard let old = sources[path], let new = SourceEdits.apply(edits.filter { $0.file == path }, to: old)
            else {
                let reason = "the fixes of \(path) do not apply to it"
                outcome.failure = "round \(round): \(reason); nothing written this round"
                outcome.notWritten = Self.notWritten(path, "\(reason); nothing written this round")
                return false
            }
            edited.append((path, old, new))
        }
        var written: [String] = []
        for (path, old, new) in edited {
            do throws(AtomicFile.Failure) {
                try write(new, old, path)
            } catch {
                let kept =
                    written.isEmpty
                    ? "nothing written this round"
                    : "the fixes already written this round stay: \(written.joined(separator: ", "))"
                let reason =
                    error.changed
                    ? "\(path) changed while quizc worked on it (its bytes are not the ones the fixes were proven on), so it was left alone; run `quizc lint --fix` again"
                    : error.description
                outcome.failure = "round \(round): \(reason); \(kept)"
                outcome.notWritten = Self.notWritten(path, "\(reason); \(kept)")
                return false
            }
            written.append(path)
            if !outcome.changedFiles.contains(path) { outcome.changedFiles.append(path) }
        }
        return true
    }

    /// A `fix-not-written` error at line 1, column 1 of `path` (the whole file was left alone).
    static func notWritten(_ path: String, _ message: String) -> Diagnostic {
        Diagnostic(
            file: path, range: SourceRange(at: SourcePosition(line: 1, column: 1)), severity: .error,
            code: .fixNotWritten, message: message)
    }

    /// Each diagnostic's first fix this run may apply; under `--fix`, only fixes proven safe.
    private func applicable(
        _ withFixes: [Diagnostic], proof: FixSafetyProof?
    ) -> [(diagnostic: Diagnostic, fix: Diagnostic.Fix)] {
        switch mode {
        case .unsafe:
            return withFixes.compactMap { diagnostic in diagnostic.fixes.first.map { (diagnostic, $0) } }
        case .safe:
            guard let proof else { return [] }
            return proof.checked(withFixes).compactMap { diagnostic in
                diagnostic.fixes.first { $0.safety == .safe }.map { (diagnostic, $0) }
            }
        }
    }

    /// The files with errors whose diagnostics carry fixes claimed safe, which the proof
    /// cannot hold for (`FixSafetyProof`: a file with errors has no bundle to compare).
    static func unproven(_ session: BuildSession) -> [UnprovenFixes] {
        session.files.compactMap { file in
            let claimed = file.diagnostics.filter { $0.fixes.contains { $0.safety == .safe } }.count
            guard claimed > 0, let error = file.diagnostics.first(where: { $0.severity == .error }) else { return nil }
            return UnprovenFixes(
                path: file.path, fixes: claimed, firstError: "\(error.range.start) \(error.code.rawValue)")
        }
    }

    /// The fixes in order, leaving out each one whose edits overlap an earlier one's.
    static func nonOverlapping(_ fixes: [Diagnostic.Fix]) -> [Diagnostic.Fix] {
        var chosen: [Diagnostic.Fix] = []
        for fix in fixes {
            let taken = chosen.flatMap(\.edits)
            if !fix.edits.contains(where: { edit in taken.contains { SourceEdits.overlap(edit, $0) } }) {
                chosen.append(fix)
            }
        }
        return chosen
    }

    /// The bytes of every file found under `paths`, each read once: what a round compiles,
    /// proves and edits (a file that cannot be read, or is over the size limit, is left
    /// out: it has no fix).
    static func read(_ paths: [String], limit: Int) -> [String: [UInt8]] {
        var sources: [String: [UInt8]] = [:]
        for path in InputFiles.expand(paths).files {
            if case .success(.bytes(let bytes)) = InputFiles.read(path, limit: limit) { sources[path] = bytes }
        }
        return sources
    }
}
