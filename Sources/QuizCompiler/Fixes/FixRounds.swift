@_spi(Tools) import QuizYAML

/// `quizc lint --fix` and `--unsafe-fixes`: lint, apply the fixes allowed, lint again, until
/// no fix is left or `maxRounds` rounds have run (docs/cli.md, "Fixes"). A round applies at
/// most one fix per diagnostic and never two fixes whose edits overlap (the next round
/// finds what is left); it computes every file's new bytes before writing any, writes each
/// file atomically, and writes nothing when an edit does not apply.
package struct FixRounds {
    /// Which fixes a run applies.
    package enum Mode: Sendable {
        /// Fixes proven safe only (`--fix`).
        case safe
        /// Every fix (`--unsafe-fixes`).
        case unsafe
    }

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
    }

    /// The most rounds a run makes by default.
    package static let maxRounds = 10

    /// Replaces one file's bytes in one atomic step.
    package typealias Writer = @Sendable ([UInt8], String) throws(AtomicFile.Failure) -> Void

    let paths: [String]
    let compilation: QuizCompilation
    let mode: Mode
    let roundLimit: Int
    let write: Writer

    /// A run over `paths`, making at most `roundLimit` rounds and writing through `write`
    /// (tests give a smaller limit or a failing writer).
    package init(
        paths: [String], compilation: QuizCompilation, mode: Mode, roundLimit: Int = FixRounds.maxRounds,
        write: @escaping Writer = { bytes, path throws(AtomicFile.Failure) in try AtomicFile.write(bytes, to: path) }
    ) {
        self.paths = paths
        self.compilation = compilation
        self.mode = mode
        self.roundLimit = roundLimit
        self.write = write
    }

    /// Runs rounds until no fix is left, a round fails, a round comes back to an earlier
    /// state, or `roundLimit` rounds have run. Fixes edit one file each, so when writing one
    /// file of a round fails, the files written before it keep whole fixes and the failure
    /// names them.
    package func run() -> Outcome {
        var outcome = Outcome()
        var seenStates: [[String: [UInt8]]] = []
        for round in 1...(roundLimit + 1) {
            let session = BuildSession(paths: paths, compilation: compilation, keepQuizzes: false)
            let sources = Self.read(session, limit: compilation.limits.maxFileBytes)
            let withFixes = session.diagnostics.filter { !$0.fixes.isEmpty }
            let proof =
                mode == .safe && withFixes.contains(where: { $0.fixes.contains { $0.safety == .safe } })
                ? FixSafetyProof(sources: sources, compilation: compilation) : nil
            let candidates = applicable(withFixes, proof: proof)
            if candidates.isEmpty {
                outcome.converged = true
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
            var edited: [(path: String, bytes: [UInt8])] = []
            let edits = chosen.flatMap(\.edits)
            for path in Set(edits.map(\.file)).sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
                guard let bytes = sources[path],
                    let new = SourceEdits.apply(edits.filter { $0.file == path }, to: bytes)
                else {
                    outcome.failure =
                        "round \(round): the fixes of \(path) do not apply to it; nothing written this round"
                    return outcome
                }
                edited.append((path, new))
            }
            var written: [String] = []
            for (path, bytes) in edited {
                do throws(AtomicFile.Failure) {
                    try write(bytes, path)
                } catch {
                    let kept =
                        written.isEmpty
                        ? "nothing written this round"
                        : "the fixes already written this round stay: \(written.joined(separator: ", "))"
                    outcome.failure = "round \(round): \(error.description); \(kept)"
                    return outcome
                }
                written.append(path)
                if !outcome.changedFiles.contains(path) { outcome.changedFiles.append(path) }
            }
            outcome.applied += chosen.count
            outcome.rounds = round
        }
        return outcome
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

    /// The bytes of every file of the session, read again (a file that cannot be read, or
    /// is over the size limit, is left out: it has no fix).
    static func read(_ session: BuildSession, limit: Int) -> [String: [UInt8]] {
        var sources: [String: [UInt8]] = [:]
        for file in session.files {
            if case .success(.bytes(let bytes)) = InputFiles.read(file.path, limit: limit) {
                sources[file.path] = bytes
            }
        }
        return sources
    }
}
